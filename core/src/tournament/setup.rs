//! The organiser's set-up of a whole tournament: the competitors (people and computer players),
//! the main tournament's game and set-up for each round, the pairing system, how many qualify for
//! the Math Horseshoes final and its puzzle; validated with worded reasons, and written as one
//! share code so another device can run the same event.

use super::pairings::{round_robin, MAX_COMPETITORS};
use crate::boxes::notation::{parse_code as parse_boxes_code, setup_code as boxes_code};
use crate::boxes::Setup as BoxesSetup;
use crate::chips::Board as ChipsBoard;
use crate::chips::{parse_code as parse_chips_code, share_code as chips_code};
use crate::horseshoes::Puzzle;
use crate::kit::{codes, Seat, SeatKind, Strength, Worded};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The game of one round of the main tournament, with the set-up every pairing of the round
/// plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoundGame {
    /// Dots and Boxes on this set-up.
    Boxes(BoxesSetup),
    /// The chip game on this board.
    Chips(ChipsBoard),
}

/// Which games the main tournament plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum MainGames {
    /// Dots and Boxes in every round.
    Boxes,
    /// The chip game in every round.
    Chips,
    /// Both, alternating (Dots and Boxes first).
    Both,
}

/// Segments drawn before play in a generated Dots and Boxes round (5×5 dots).
pub const GENERATED_BOXES_SEGMENTS: u32 = 12;
/// Empty squares in a generated chip-game round (6×6).
pub const GENERATED_CHIPS_EMPTIES: u32 = 12;

/// How the rounds are paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PairingSystem {
    /// Everyone meets everyone (Berger tables): N − 1 rounds for even N, N for odd N.
    RoundRobin,
    /// Swiss rounds: like scores meet, no rematch where possible.
    Swiss,
}

/// A whole tournament as the organiser sets it up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentSetup {
    /// The competitors, 2 to 8, people and computer players.
    pub competitors: Vec<Seat>,
    /// Each round's game and set-up, in order.
    pub rounds: Vec<RoundGame>,
    /// Round robin or Swiss.
    pub system: PairingSystem,
    /// Each pairing plays twice, colours swapped.
    pub both_ways: bool,
    /// How many qualify for the final (the best of the standings).
    pub qualifiers: u32,
    /// The final's puzzle, the same for every finalist.
    pub final_puzzle: Puzzle,
    /// What a bye scores (the organiser's choice; 0 by default).
    pub bye_score: i64,
}

/// Why a tournament set-up (or its share code) was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// Not 2 to 8 competitors.
    Competitors(usize),
    /// A competitor without a name, or two with the same name.
    Names,
    /// The number of rounds does not fit the pairing system.
    Rounds {
        /// Rounds given.
        given: usize,
        /// The most (round robin: exactly) the system has.
        expected: usize,
        /// Round robin needs exactly `expected`.
        exact: bool,
    },
    /// A round's set-up is refused by its game (its reason, worded by the game).
    RoundSetup {
        /// The round, from 1.
        round: usize,
        /// The game's reason in English and French.
        why_en: String,
        /// The same in French.
        why_fr: String,
    },
    /// Qualifiers outside 1..=competitors.
    Qualifiers(u32),
    /// A bye scoring below 0 or above 100.
    ByeScore(i64),
    /// Not a tournament share code.
    BadCode,
    /// A round of a game the main tournament does not play (only Dots and Boxes and the chip
    /// game).
    RoundGame {
        /// The round, from 1.
        round: usize,
    },
    /// The final's puzzle code cannot be read.
    FinalCode,
}

impl Worded for SetupError {
    fn text_in(&self, lang: Lang) -> String {
        use SetupError::*;
        match (self, lang) {
            (Competitors(n), Lang::En) => format!("a tournament has 2 to 8 competitors, not {n}"),
            (Competitors(n), Lang::Fr) => {
                format!("un tournoi réunit de 2 à 8 concurrents, pas {n}")
            }
            (Names, Lang::En) => "every competitor needs a name of their own".into(),
            (Names, Lang::Fr) => "chaque concurrent doit avoir son propre nom".into(),
            (
                Rounds {
                    given,
                    expected,
                    exact: true,
                },
                Lang::En,
            ) => {
                format!("a round robin of this size has {expected} rounds, not {given}")
            }
            (
                Rounds {
                    given,
                    expected,
                    exact: true,
                },
                Lang::Fr,
            ) => {
                format!("un toutes-rondes de cette taille a {expected} rondes, pas {given}")
            }
            (
                Rounds {
                    given, expected, ..
                },
                Lang::En,
            ) => {
                format!("Swiss rounds: 1 to {expected} of them, not {given}")
            }
            (
                Rounds {
                    given, expected, ..
                },
                Lang::Fr,
            ) => {
                format!("système suisse : de 1 à {expected} rondes, pas {given}")
            }
            (RoundSetup { round, why_en, .. }, Lang::En) => format!("round {round}: {why_en}"),
            (RoundSetup { round, why_fr, .. }, Lang::Fr) => format!("ronde {round} : {why_fr}"),
            (Qualifiers(q), Lang::En) => {
                format!("{q} cannot qualify: from 1 to the number of competitors")
            }
            (Qualifiers(q), Lang::Fr) => {
                format!("{q} ne peuvent pas se qualifier : de 1 au nombre de concurrents")
            }
            (ByeScore(s), Lang::En) => format!("a bye scores 0 to 100, not {s}"),
            (ByeScore(s), Lang::Fr) => format!("une exemption vaut de 0 à 100, pas {s}"),
            (BadCode, Lang::En) => "this is not a tournament code".into(),
            (BadCode, Lang::Fr) => "ce n'est pas un code de tournoi".into(),
            (RoundGame { round }, Lang::En) => {
                format!("round {round}: the main tournament plays Dots and Boxes or the chip game")
            }
            (RoundGame { round }, Lang::Fr) => format!(
                "ronde {round} : le tournoi principal se joue aux petits carrés ou aux jetons"
            ),
            (FinalCode, Lang::En) => "the final's puzzle code cannot be read".into(),
            (FinalCode, Lang::Fr) => "le code du problème de la finale est illisible".into(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            SetupError::Competitors(_) => "competitor_count",
            SetupError::Names => "names",
            SetupError::Rounds { .. } => "rounds",
            SetupError::RoundSetup { .. } => "round_setup",
            SetupError::Qualifiers(_) => "qualifiers",
            SetupError::ByeScore(_) => "bye_score",
            SetupError::BadCode => "bad_code",
            SetupError::RoundGame { .. } => "round_game",
            SetupError::FinalCode => "final_code",
        }
    }
}

crate::kit::worded_display!(SetupError);

/// The default number of finalists: the top 4, or everyone when fewer.
pub fn default_qualifiers(competitors: usize) -> u32 {
    competitors.min(4) as u32
}

pub(super) fn round_refused(round: usize, e: &dyn Worded) -> SetupError {
    SetupError::RoundSetup {
        round,
        why_en: e.text_in(Lang::En),
        why_fr: e.text_in(Lang::Fr),
    }
}

impl TournamentSetup {
    /// Checks everything an organiser can get wrong; the first fault, worded.
    pub fn validate(&self) -> Result<(), SetupError> {
        let n = self.competitors.len();
        if !(2..=MAX_COMPETITORS as usize).contains(&n) {
            return Err(SetupError::Competitors(n));
        }
        let mut names: Vec<String> = self
            .competitors
            .iter()
            .map(|s| s.name.trim().to_lowercase())
            .collect();
        names.sort();
        names.dedup();
        if names.len() != n || names.iter().any(String::is_empty) {
            return Err(SetupError::Names);
        }
        let robin = round_robin(n as u32)
            .map_err(|_| SetupError::Competitors(n))?
            .len();
        let given = self.rounds.len();
        let fits = match self.system {
            PairingSystem::RoundRobin => given == robin,
            PairingSystem::Swiss => (1..=robin).contains(&given),
        };
        if !fits {
            return Err(SetupError::Rounds {
                given,
                expected: robin,
                exact: self.system == PairingSystem::RoundRobin,
            });
        }
        for (i, round) in self.rounds.iter().enumerate() {
            super::plan::check_round(i + 1, round)?;
        }
        if !(1..=n as u32).contains(&self.qualifiers) {
            return Err(SetupError::Qualifiers(self.qualifiers));
        }
        if !(0..=100).contains(&self.bye_score) {
            return Err(SetupError::ByeScore(self.bye_score));
        }
        Ok(())
    }

    /// The whole set-up as one share code (Crockford base 32 with a check character): every
    /// competitor, round set-up, option and the final's puzzle.
    pub fn code(&self) -> String {
        let wire = Wire {
            c: self
                .competitors
                .iter()
                .map(|s| (s.name.clone(), s.strength().map(|st| st.level() as u8)))
                .collect(),
            r: self
                .rounds
                .iter()
                .map(|r| match r {
                    RoundGame::Boxes(s) => format!("b{}", boxes_code(s)),
                    RoundGame::Chips(b) => format!("c{}", chips_code(b)),
                })
                .collect(),
            s: u8::from(self.system == PairingSystem::Swiss),
            t: self.both_ways,
            q: self.qualifiers,
            f: self.final_puzzle.code(),
            y: self.bye_score,
        };
        codes::encode(serde_json::to_string(&wire).unwrap_or_default().as_bytes())
    }

    /// Reads a share code written by [`TournamentSetup::code`] and validates it.
    pub fn from_code(code: &str) -> Result<TournamentSetup, SetupError> {
        let bytes = codes::decode(code).ok_or(SetupError::BadCode)?;
        let wire: Wire = serde_json::from_slice(&bytes).map_err(|_| SetupError::BadCode)?;
        let competitors = wire
            .c
            .into_iter()
            .map(|(name, level)| match level {
                None => Ok(Seat::person(name)),
                Some(l) => Strength::ALL
                    .get(usize::from(l))
                    .map(|&st| Seat::computer(name, st))
                    .ok_or(SetupError::BadCode),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let rounds = wire
            .r
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let (kind, code) = r.split_at(r.chars().next().map_or(0, char::len_utf8));
                match kind {
                    "b" => parse_boxes_code(code)
                        .map(RoundGame::Boxes)
                        .map_err(|e| round_refused(i + 1, &e)),
                    "c" => parse_chips_code(code)
                        .map(RoundGame::Chips)
                        .map_err(|e| round_refused(i + 1, &e)),
                    _ => Err(SetupError::BadCode),
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        let setup = TournamentSetup {
            competitors,
            rounds,
            system: if wire.s == 1 {
                PairingSystem::Swiss
            } else {
                PairingSystem::RoundRobin
            },
            both_ways: wire.t,
            qualifiers: wire.q,
            final_puzzle: Puzzle::from_code(&wire.f).map_err(|_| SetupError::BadCode)?,
            bye_score: wire.y,
        };
        setup.validate()?;
        Ok(setup)
    }

    /// A whole set-up from the competitors alone, as an organiser in a hurry wants it: every
    /// round of a round robin (Swiss: ⌈log₂ N⌉ + 1 rounds, at most the round robin's), each
    /// round's set-up from the seeded generators (Dots and Boxes on 5×5 dots with
    /// [`GENERATED_BOXES_SEGMENTS`] segments drawn, no box with three sides; the chip game on
    /// 6×6 with [`GENERATED_CHIPS_EMPTIES`] empty squares, close to even under perfect play),
    /// the top four (or everyone) in the final, a seeded five-number puzzle, byes scoring 0.
    /// The same seed gives the same set-up; the result is validated.
    pub fn generated(
        competitors: Vec<Seat>,
        games: MainGames,
        system: PairingSystem,
        seed: u64,
    ) -> Result<TournamentSetup, SetupError> {
        let n = competitors.len();
        let robin = round_robin(n as u32)
            .map_err(|_| SetupError::Competitors(n))?
            .len();
        let count = match system {
            PairingSystem::RoundRobin => robin,
            PairingSystem::Swiss => {
                let log = usize::BITS - (n.max(2) - 1).leading_zeros();
                (log as usize + 1).min(robin)
            }
        };
        let mut rng = crate::rng::GameRng::from_seed(seed);
        let mut rounds = Vec::with_capacity(count);
        for i in 0..count {
            let boxes = match games {
                MainGames::Boxes => true,
                MainGames::Chips => false,
                MainGames::Both => i % 2 == 0,
            };
            let round_seed = rng.derive_seed();
            let round = if boxes {
                crate::boxes::generate(5, GENERATED_BOXES_SEGMENTS, round_seed)
                    .map(RoundGame::Boxes)
                    .map_err(|e| round_refused(i + 1, &e))?
            } else {
                crate::chips::generate(round_seed, 6, GENERATED_CHIPS_EMPTIES)
                    .map(RoundGame::Chips)
                    .map_err(|e| round_refused(i + 1, &e))?
            };
            rounds.push(round);
        }
        let setup = TournamentSetup {
            qualifiers: default_qualifiers(n),
            competitors,
            rounds,
            system,
            both_ways: false,
            final_puzzle: Puzzle::generate_with_count(&mut rng, 5),
            bye_score: 0,
        };
        setup.validate()?;
        Ok(setup)
    }

    /// How many people (not computer players) compete.
    pub fn people(&self) -> usize {
        (self.competitors.iter())
            .filter(|s| s.kind == SeatKind::Person)
            .count()
    }
}

/// The share code's content: short names, set-ups as their own share codes.
#[derive(Serialize, Deserialize)]
struct Wire {
    /// Competitors: name, and a computer player's strength level.
    c: Vec<(String, Option<u8>)>,
    /// Rounds: `b` + a Dots and Boxes code, or `c` + a chip-game code.
    r: Vec<String>,
    /// 0 round robin, 1 Swiss.
    s: u8,
    /// Both ways.
    t: bool,
    /// Qualifiers.
    q: u32,
    /// The final's puzzle code.
    f: String,
    /// A bye's score.
    y: i64,
}

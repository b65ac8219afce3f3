//! The organiser's set-up as a form an app can edit field by field: the competitors, each round's
//! game with its set-up as that game's share code, the pairing system and the options, the
//! final's puzzle code. [`TournamentSetup::plan`] fills the form from a set-up,
//! [`TournamentSetup::from_plan`] reads it back (every code checked, the whole validated), and
//! [`planned_round`] makes one round's set-up from the seeded generators at any tournament size.

use super::setup::{
    round_refused, PairingSystem, RoundGame, SetupError, TournamentSetup, GENERATED_BOXES_SEGMENTS,
    GENERATED_CHIPS_EMPTIES,
};
use crate::boxes::notation::{parse_code as parse_boxes_code, setup_code as boxes_code};
use crate::chips::{parse_code as parse_chips_code, share_code as chips_code};
use crate::horseshoes::Puzzle;
use crate::kit::{GameId, Seat};
use crate::lang::Lang;

/// One round of the organiser's form: its game and that game's set-up as a share code.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PlannedRound {
    /// Dots and Boxes (`GameId::Boxes`) or the chip game (`GameId::Chips`).
    pub game: GameId,
    /// Dots a side (Dots and Boxes) or squares a side (the chip game).
    pub size: u32,
    /// The set-up's share code in that game's notation.
    pub code: String,
    /// The set-up in words ("Dots and Boxes · 5 × 5 dots · 28 free segments"), in the language
    /// the form was filled in (ignored when the form is read back).
    pub summary: String,
}

/// The organiser's whole set-up as an editable form.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TournamentPlan {
    /// The competitors, 2 to 8, people and computer players, with names of their own.
    pub competitors: Vec<Seat>,
    /// Each round's game and set-up, in order.
    pub rounds: Vec<PlannedRound>,
    /// Round robin or Swiss.
    pub system: PairingSystem,
    /// Each pairing plays twice, colours swapped.
    pub both_ways: bool,
    /// How many qualify for the final.
    pub qualifiers: u32,
    /// The final's puzzle as a Math Horseshoes share code.
    pub final_code: String,
    /// What a bye scores (0 to 100).
    pub bye_score: i64,
    /// The whole set-up's share code (ignored when the form is read back: the fields rule).
    pub code: String,
}

/// The sizes a tournament round of `game` is played on: 5 to 7 dots a side for Dots and Boxes,
/// 4 to 6 squares a side for the chip game, nothing for another game.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "tournament_round_sizes"))]
pub fn round_sizes(game: GameId) -> Vec<u32> {
    match game {
        GameId::Boxes => (crate::boxes::TOURNAMENT_MIN_DOTS..=crate::boxes::MAX_DOTS)
            .map(u32::from)
            .collect(),
        GameId::Chips => crate::chips::SIZES.iter().map(|&s| u32::from(s)).collect(),
        _ => Vec::new(),
    }
}

/// Free segments left in a generated Dots and Boxes round of `dots` dots a side: 28 on 5 × 5,
/// 32 on 6 × 6, 44 on 7 × 7, so the perfect-play value beside each result is found at once.
pub fn generated_free_segments(dots: u8) -> u32 {
    match dots {
        6 => 32,
        7 => 44,
        _ => 40 - GENERATED_BOXES_SEGMENTS,
    }
}

/// Empty squares in a generated chip-game round of `size` squares a side: 10 on 4 × 4, 12 on
/// 5 × 5 and 6 × 6 (inside the tournament's 8 to 16).
pub fn generated_empties(size: u8) -> u32 {
    match size {
        4 => 10,
        _ => GENERATED_CHIPS_EMPTIES,
    }
}

fn describe(round: &RoundGame, lang: Lang) -> String {
    match round {
        RoundGame::Boxes(s) => {
            let total = 2 * u32::from(s.dots) * u32::from(s.dots.saturating_sub(1));
            let free = total.saturating_sub(s.drawn.len() as u32);
            let d = s.dots;
            match lang {
                Lang::En => format!(
                    "{} · {d} × {d} dots · {free} free segments",
                    crate::boxes::guide::title(lang)
                ),
                Lang::Fr => format!(
                    "{} · {d} × {d} points · {free} traits libres",
                    crate::boxes::guide::title(lang)
                ),
            }
        }
        RoundGame::Chips(b) => {
            let n = b.size();
            let empties = b.empty_count();
            match lang {
                Lang::En => format!(
                    "{} · {n} × {n} · {empties} empty squares",
                    crate::chips::guide::title(lang)
                ),
                Lang::Fr => format!(
                    "{} · {n} × {n} · {empties} cases vides",
                    crate::chips::guide::title(lang)
                ),
            }
        }
    }
}

fn plan_round(round: &RoundGame, lang: Lang) -> PlannedRound {
    let (game, size, code) = match round {
        RoundGame::Boxes(s) => (GameId::Boxes, s.dots, boxes_code(s)),
        RoundGame::Chips(b) => (GameId::Chips, b.size(), chips_code(b)),
    };
    PlannedRound {
        game,
        size: u32::from(size),
        code,
        summary: describe(round, lang),
    }
}

/// A round `number` (from 1, for the refusal's wording) of `game` read from its share code.
fn read_round(number: usize, game: GameId, code: &str) -> Result<RoundGame, SetupError> {
    let code = code.trim();
    match game {
        GameId::Boxes => parse_boxes_code(code)
            .map(RoundGame::Boxes)
            .map_err(|e| round_refused(number, &e)),
        GameId::Chips => parse_chips_code(code)
            .map(RoundGame::Chips)
            .map_err(|e| round_refused(number, &e)),
        _ => Err(SetupError::RoundGame { round: number }),
    }
}

/// One round's set-up from the seeded generators: Dots and Boxes on `size` dots a side (5 to
/// 7) with [`generated_free_segments`] left free and no box with three sides, or the chip game
/// on `size` squares a side (4 to 6) with [`generated_empties`] empty squares, close to even
/// under perfect play. The same seed gives the same round; refused (worded) when the game or
/// size is not the tournament's.
pub fn planned_round(
    game: GameId,
    size: u32,
    seed: u64,
    lang: Lang,
) -> Result<PlannedRound, SetupError> {
    let small = u8::try_from(size).unwrap_or(u8::MAX);
    let round = match game {
        GameId::Boxes => {
            let dots = u32::from(small);
            let total = 2 * dots * dots.saturating_sub(1);
            let drawn = total.saturating_sub(generated_free_segments(small));
            crate::boxes::generate(small, drawn, seed)
                .map(RoundGame::Boxes)
                .map_err(|e| round_refused(1, &e))?
        }
        GameId::Chips => crate::chips::generate(seed, small, generated_empties(small))
            .map(RoundGame::Chips)
            .map_err(|e| round_refused(1, &e))?,
        _ => return Err(SetupError::RoundGame { round: 1 }),
    };
    check_round(1, &round)?;
    Ok(plan_round(&round, lang))
}

/// A round read from a share code typed by the organiser, checked for the tournament (its
/// size and, for the chip game, 8 to 16 empty squares), described in `lang`.
pub fn planned_round_from_code(
    game: GameId,
    code: &str,
    lang: Lang,
) -> Result<PlannedRound, SetupError> {
    let round = read_round(1, game, code)?;
    check_round(1, &round)?;
    Ok(plan_round(&round, lang))
}

/// Round `number` (from 1) checked for the tournament: a valid set-up of a tournament size (Dots
/// and Boxes), or a board with 8 to 16 empty squares and a first move (the chip game).
pub(super) fn check_round(number: usize, round: &RoundGame) -> Result<(), SetupError> {
    match round {
        RoundGame::Boxes(setup) => {
            setup.check().map_err(|e| round_refused(number, &e))?;
            if !setup.is_tournament_size() {
                let e = crate::boxes::SetupError::NotTournamentSize { dots: setup.dots };
                return Err(round_refused(number, &e));
            }
        }
        RoundGame::Chips(board) => {
            crate::chips::check_setup(board, true).map_err(|e| round_refused(number, &e))?;
        }
    }
    Ok(())
}

impl TournamentSetup {
    /// The set-up as the organiser's form, every round described in `lang`.
    pub fn plan(&self, lang: Lang) -> TournamentPlan {
        TournamentPlan {
            competitors: self.competitors.clone(),
            rounds: self.rounds.iter().map(|r| plan_round(r, lang)).collect(),
            system: self.system,
            both_ways: self.both_ways,
            qualifiers: self.qualifiers,
            final_code: self.final_puzzle.code(),
            bye_score: self.bye_score,
            code: self.code(),
        }
    }

    /// Reads the organiser's form back: every round's code and the final's code read, then the
    /// whole set-up validated; the first fault, worded.
    pub fn from_plan(plan: &TournamentPlan) -> Result<TournamentSetup, SetupError> {
        let rounds = (plan.rounds.iter().enumerate())
            .map(|(i, r)| read_round(i + 1, r.game, &r.code))
            .collect::<Result<Vec<_>, _>>()?;
        let final_puzzle =
            Puzzle::from_code(plan.final_code.trim()).map_err(|_| SetupError::FinalCode)?;
        let setup = TournamentSetup {
            competitors: plan.competitors.clone(),
            rounds,
            system: plan.system,
            both_ways: plan.both_ways,
            qualifiers: plan.qualifiers,
            final_puzzle,
            bye_score: plan.bye_score,
        };
        setup.validate()?;
        Ok(setup)
    }
}

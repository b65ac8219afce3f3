//! A round of Math Horseshoes: solitaire against the three-minute clock, or pass-and-play for
//! 2..8 players (same puzzle; each in turn behind a hand-over screen with their own three
//! minutes; then all answers are revealed and scored).
//!
//! The shell calls commands and [`HorseshoesRound::tick`] with its monotonic clock, draws
//! [`HorseshoesRound::view_in`] (see [`super::view`]), and turns [`RoundEvent`]s into sound and
//! haptics. The answer is entered with number tiles and keys ([`HorseshoesRound::press_number`],
//! [`HorseshoesRound::press_key`], [`HorseshoesRound::backspace`],
//! [`HorseshoesRound::clear_answer`]) or typed ([`HorseshoesRound::set_answer`]); the core
//! keeps the keys pressed, so it knows which tiles are used. When time is called the answer as
//! written so far is what counts (the rulebook: "exactly one expression … before time is
//! called").

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::entry::{DraftCheck, Entry, EntryError};
use super::keys::Key;
use super::puzzle::Puzzle;
use super::solver::solve_best;
use super::{judge, Verdict};
use crate::kit::{CommonRefusal, Worded};
use crate::lang::Lang;
use crate::timer::{Countdown, TimerEvent};

pub use super::view::{KeyView, LiveValue, ResultView, RoundView, Screen, TileView};

/// Three minutes.
pub const ROUND_MS: u64 = 180_000;
/// The save format version this code writes and reads. Saves written before the answer was
/// kept as keys (no `entries`) are still format 1 and load: their typed answers are read into
/// keys.
pub const SAVE_VERSION: u32 = 1;
/// The most players in pass-and-play.
pub const MAX_PLAYERS: usize = 8;

/// Why a command or a save was refused. The `Display` text is the English of
/// [`RoundError::text_in`].
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RoundError {
    /// Not 1..8 players.
    PlayerCount(usize),
    /// The command does not fit the current screen.
    NotNow,
    /// A key or a number tile was refused; the answer is unchanged.
    Entry(#[from] EntryError),
    /// The save is not readable.
    Damaged(String),
    /// The save was written by a newer version of the app.
    FutureVersion(u32),
    /// A seat other than the one whose turn it is.
    NotYourTurn,
    /// A refusal every turn-based game shares, worded and named as in every game (here: a seat
    /// the round does not have).
    Common(CommonRefusal),
    /// A computer seat: computer players do not play Math Horseshoes rounds.
    ComputerSeat,
    /// No hints in Math Horseshoes: the solver's best shows when the answers are revealed.
    NoHints,
    /// No undo: the answer is corrected with ⌫ and C while the clock runs.
    NoUndo,
}

impl RoundError {
    /// The message in `lang`, a clause without the final full stop.
    pub fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (RoundError::PlayerCount(n), Lang::En) => {
                format!("a round needs 1 to 8 players, not {n}")
            }
            (RoundError::PlayerCount(n), Lang::Fr) => {
                format!("une partie se joue de 1 à 8 joueurs, pas {n}")
            }
            (RoundError::NotNow, Lang::En) => "that cannot be done now".into(),
            (RoundError::NotNow, Lang::Fr) => "ce n'est pas possible maintenant".into(),
            (RoundError::Entry(e), lang) => e.text_in(lang),
            (RoundError::Damaged(why), Lang::En) => format!("the saved round is damaged: {why}"),
            (RoundError::Damaged(why), Lang::Fr) => {
                format!("la partie enregistrée est abîmée\u{a0}: {why}")
            }
            (RoundError::FutureVersion(v), Lang::En) => {
                format!("the saved round comes from a newer version of the app (format {v})")
            }
            (RoundError::FutureVersion(v), Lang::Fr) => format!(
                "la partie enregistrée vient d'une version plus récente de l'appli (format {v})"
            ),
            (RoundError::Common(common), lang) => common.text_in(lang),
            (RoundError::NotYourTurn, Lang::En) => "it is not your turn".into(),
            (RoundError::NotYourTurn, Lang::Fr) => "ce n'est pas votre tour".into(),
            (RoundError::ComputerSeat, Lang::En) => {
                "computer players do not play Math Horseshoes".into()
            }
            (RoundError::ComputerSeat, Lang::Fr) => {
                "l'ordinateur ne joue pas aux Fers à cheval mathématiques".into()
            }
            (RoundError::NoHints, Lang::En) => {
                "there are no hints in Math Horseshoes: the best expression shows when the answers are revealed".into()
            }
            (RoundError::NoHints, Lang::Fr) => {
                "pas d'indice aux Fers à cheval mathématiques\u{a0}: la meilleure expression s'affiche quand les réponses sont révélées".into()
            }
            (RoundError::NoUndo, Lang::En) => {
                "there is no undo: correct your answer with ⌫ and C while the clock runs".into()
            }
            (RoundError::NoUndo, Lang::Fr) => {
                "pas d'annulation\u{a0}: corrigez votre réponse avec ⌫ et C tant que le temps court".into()
            }
        }
    }
}

crate::kit::worded_display!(RoundError);

/// Something the shell may turn into a sound or a buzz.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "HorseshoesEvent"))]
pub enum RoundEvent {
    /// Ten seconds left for the current player.
    LastTenSeconds,
    /// Time was called for the current player.
    TimeExpired,
    /// A player's turn ended (by submitting or by time).
    TurnOver {
        /// The player's index.
        player: u32,
    },
    /// All answers are in and scored.
    RoundOver,
}

/// Where the round is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The hand-over screen before a player's turn (the puzzle is hidden).
    HandOver {
        /// Whose turn comes.
        player: usize,
    },
    /// A player is writing.
    Writing {
        /// Who.
        player: usize,
    },
    /// All answers revealed and scored.
    Revealed,
}

/// One player's revealed result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerResult {
    /// The player's name.
    pub name: String,
    /// The answer as written ("" when none).
    pub answer: String,
    /// The verdict.
    pub verdict: Verdict,
}

/// A round's whole state (serialised as the save).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HorseshoesRound {
    version: u32,
    pub(super) puzzle: Puzzle,
    pub(super) players: Vec<String>,
    /// Each player's answer as text (the display of their entry).
    pub(super) answers: Vec<String>,
    /// Each player's answer as the tiles and keys pressed (absent in older saves).
    #[serde(default)]
    pub(super) entries: Vec<Entry>,
    pub(super) phase: Phase,
    pub(super) timer: Countdown,
    pub(super) results: Vec<PlayerResult>,
    /// The solver's best expression (canonical text) and its score.
    pub(super) best: Option<(String, u32)>,
    /// Each player's time used, once their turn is over (ms).
    #[serde(default)]
    used_ms: Vec<u64>,
    /// The current player's draft, judged after each edit (not saved; rebuilt on load).
    #[serde(skip)]
    pub(super) draft: Option<DraftCheck>,
    /// The seats as the kit shows them (people, by name; not saved, rebuilt on load).
    #[serde(skip)]
    seats: Vec<crate::kit::Seat>,
}

impl HorseshoesRound {
    /// A new round for 1 (solitaire) to 8 players, starting on the first hand-over screen.
    pub fn new(puzzle: Puzzle, players: Vec<String>) -> Result<Self, RoundError> {
        if players.is_empty() || players.len() > MAX_PLAYERS {
            return Err(RoundError::PlayerCount(players.len()));
        }
        let n = players.len();
        Ok(HorseshoesRound {
            version: SAVE_VERSION,
            puzzle,
            players,
            answers: vec![String::new(); n],
            entries: vec![Entry::new(); n],
            phase: Phase::HandOver { player: 0 },
            timer: Countdown::new(ROUND_MS),
            results: Vec::new(),
            best: None,
            used_ms: Vec::new(),
            draft: None,
            seats: Vec::new(),
        }
        .with_seats(Vec::new()))
    }

    /// The round with these kit seats (people named as the players when empty).
    pub(super) fn with_seats(mut self, seats: Vec<crate::kit::Seat>) -> Self {
        self.seats = if seats.is_empty() {
            self.players.iter().map(crate::kit::Seat::person).collect()
        } else {
            seats
        };
        self
    }

    /// The seats as the kit shows them.
    pub(super) fn kit_seats(&self) -> &[crate::kit::Seat] {
        &self.seats
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The phase.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// Starts the current player's turn (puzzle shown, clock running).
    pub fn start_turn(&mut self, now_ms: u64) -> Result<(), RoundError> {
        match self.phase {
            Phase::HandOver { player } => {
                self.timer.restart(now_ms, ROUND_MS);
                self.phase = Phase::Writing { player };
                self.refresh_draft();
                Ok(())
            }
            _ => Err(RoundError::NotNow),
        }
    }

    /// The player who may edit now: writing, with the clock running and time left.
    fn editor(&self, now_ms: u64) -> Result<usize, RoundError> {
        match self.phase {
            Phase::Writing { player }
                if !self.timer.is_expired(now_ms) && self.timer.is_running() =>
            {
                Ok(player)
            }
            _ => Err(RoundError::NotNow),
        }
    }

    /// Applies an edit to the current player's entry; on refusal nothing changes.
    fn edit(
        &mut self,
        now_ms: u64,
        change: impl FnOnce(&mut Entry, &Puzzle) -> Result<(), EntryError>,
    ) -> Result<(), RoundError> {
        let player = self.editor(now_ms)?;
        let entry = self.entries.get_mut(player).ok_or(RoundError::NotNow)?;
        change(entry, &self.puzzle)?;
        self.answers[player] = entry.display(&self.puzzle);
        self.refresh_draft();
        Ok(())
    }

    /// Adds the number tile at `index` (from 0) to the answer; refused when that tile is already
    /// used (each computing number goes in exactly once) or does not exist.
    pub fn press_number(&mut self, now_ms: u64, index: usize) -> Result<(), RoundError> {
        self.edit(now_ms, |e, p| e.push_tile(index, p))
    }

    /// Presses a keypad key: an operation, `√` or a parenthesis is added; ⌫ removes the last
    /// item; C empties the answer.
    pub fn press(&mut self, now_ms: u64, key: Key) -> Result<(), RoundError> {
        self.edit(now_ms, |e, _| e.press(key))
    }

    /// Presses the key with this name: a [`KeyView::key`] (`+ - * / ^ sqrt ( ) back clear`),
    /// its label (`− × ÷ √ ⌫ C`) or an ASCII alternative; an unknown name is refused.
    pub fn press_key(&mut self, now_ms: u64, key: &str) -> Result<(), RoundError> {
        self.editor(now_ms)?;
        let k = Key::parse(key).ok_or_else(|| EntryError::UnknownKey {
            key: key.chars().take(20).collect(),
        })?;
        self.press(now_ms, k)
    }

    /// Removes the last key or number of the answer (nothing happens when it is empty).
    pub fn backspace(&mut self, now_ms: u64) -> Result<(), RoundError> {
        self.press(now_ms, Key::Back)
    }

    /// Empties the answer.
    pub fn clear_answer(&mut self, now_ms: u64) -> Result<(), RoundError> {
        self.press(now_ms, Key::Clear)
    }

    /// Replaces the current player's answer with typed text (ASCII or the rulebook's symbols),
    /// read into tiles and keys as [`Entry::read`] does (only while writing with time left).
    pub fn set_answer(&mut self, now_ms: u64, text: &str) -> Result<(), RoundError> {
        self.edit(now_ms, |e, p| {
            *e = Entry::read(text, p);
            Ok(())
        })
    }

    /// Judges the current player's draft again (after an edit, a new turn or a load).
    fn refresh_draft(&mut self) {
        self.draft = match self.phase {
            Phase::Writing { player } => self.entries.get(player).map(|e| e.check(&self.puzzle)),
            _ => None,
        };
    }

    /// The current player's answer as entered (empty when nobody is writing).
    pub fn entry(&self) -> Option<&Entry> {
        match self.phase {
            Phase::Writing { player } => self.entries.get(player),
            _ => None,
        }
    }

    /// Hands in the current answer before time is called.
    pub fn submit(&mut self, now_ms: u64) -> Result<Vec<RoundEvent>, RoundError> {
        match self.phase {
            Phase::Writing { player } => {
                self.timer.pause(now_ms);
                Ok(self.end_turn(player, now_ms))
            }
            _ => Err(RoundError::NotNow),
        }
    }

    /// Pauses the clock (the app went to the background).
    pub fn pause(&mut self, now_ms: u64) {
        self.timer.pause(now_ms);
    }

    /// Resumes the clock.
    pub fn resume(&mut self, now_ms: u64) {
        if matches!(self.phase, Phase::Writing { .. }) {
            self.timer.resume(now_ms);
        }
    }

    /// Advances the clock: warns, calls time (the answer so far is handed in) and moves on.
    pub fn tick(&mut self, now_ms: u64) -> Vec<RoundEvent> {
        let Phase::Writing { player } = self.phase else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for e in self.timer.poll(now_ms) {
            match e {
                TimerEvent::LastTenSeconds => out.push(RoundEvent::LastTenSeconds),
                TimerEvent::Expired => {
                    out.push(RoundEvent::TimeExpired);
                    out.extend(self.end_turn(player, now_ms));
                }
            }
        }
        out
    }

    fn end_turn(&mut self, player: usize, now_ms: u64) -> Vec<RoundEvent> {
        let used = ROUND_MS.saturating_sub(self.timer.remaining_ms(now_ms));
        self.used_ms.push(used);
        let mut out = vec![RoundEvent::TurnOver {
            player: u32::try_from(player).unwrap_or(u32::MAX),
        }];
        if player + 1 < self.players.len() {
            self.phase = Phase::HandOver { player: player + 1 };
            self.timer = Countdown::new(ROUND_MS);
        } else {
            self.reveal();
            out.push(RoundEvent::RoundOver);
        }
        out
    }

    fn reveal(&mut self) {
        self.results = self
            .players
            .iter()
            .zip(&self.entries)
            .map(|(name, entry)| PlayerResult {
                name: name.clone(),
                answer: entry.display(&self.puzzle),
                verdict: entry.check(&self.puzzle).verdict,
            })
            .collect();
        self.best = solve_best(self.puzzle.numbers(), self.puzzle.target())
            .map(|b| (b.expr.to_string(), b.score));
        self.phase = Phase::Revealed;
        self.draft = None;
    }

    /// The players' names, in turn order.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// Each player's time used, for the turns that are over.
    pub fn used_ms(&self) -> &[u64] {
        &self.used_ms
    }

    /// The round as a score-history record (see [`super::history::record`]).
    pub fn history_record(&self, started_at_ms: i64) -> crate::history::FinishedMatch {
        super::history::record(self, started_at_ms)
    }

    /// The results once revealed (empty before), with English sentences (see
    /// [`HorseshoesRound::results_in`]).
    pub fn results(&self) -> &[PlayerResult] {
        &self.results
    }

    /// The save, in the kit's envelope (`{"format":"tuffest-save","game":"horseshoes",…}`),
    /// the round as it stands (pause it first to stop its clock).
    pub fn save(&self) -> String {
        crate::kit::save::write_state::<HorseshoesRound>(self)
    }

    /// Reads a save (the envelope, or a bare round from before it); refuses a damaged one or
    /// one from a newer format, with a clear error.
    pub fn load(text: &str) -> Result<Self, RoundError> {
        use crate::kit::save::SaveError;
        crate::kit::save::read::<HorseshoesRound>(text).map_err(|e| match e {
            SaveError::Damaged(why) => RoundError::Damaged(why),
            SaveError::WrongFormat(format) => {
                RoundError::Damaged(format!("not a saved round (format {format:?})"))
            }
            SaveError::WrongGame { found, .. } => {
                RoundError::Damaged(format!("a saved game of {found:?}"))
            }
            SaveError::FutureVersion { found, .. } => RoundError::FutureVersion(found),
            SaveError::Invalid(e) => e,
        })
    }

    /// Validates a round read from a save: its parts add up, answers read from their keys (or,
    /// in saves from before keys were kept, from their text), verdicts complete.
    pub(super) fn validated(self) -> Result<Self, RoundError> {
        self.check().map_err(RoundError::Damaged)?;
        let mut r = self;
        r.version = SAVE_VERSION;
        if r.entries.is_empty() {
            // A save from before answers were kept as keys: read the typed text.
            r.entries = r
                .answers
                .iter()
                .map(|a| Entry::read(a, &r.puzzle))
                .collect();
        }
        if r.entries.len() != r.players.len() || !r.entries.iter().all(|e| e.fits(&r.puzzle)) {
            return Err(RoundError::Damaged(
                "an answer uses a number tile that does not exist or twice".into(),
            ));
        }
        r.answers = r.entries.iter().map(|e| e.display(&r.puzzle)).collect();
        for result in &mut r.results {
            if !result.verdict.is_complete() {
                result.verdict = judge(&result.answer, &r.puzzle);
            }
        }
        r.refresh_draft();
        Ok(r.with_seats(Vec::new()))
    }

    fn check(&self) -> Result<(), String> {
        let n = self.players.len();
        if n == 0 || n > MAX_PLAYERS || self.answers.len() != n {
            return Err("wrong number of players or answers".into());
        }
        Puzzle::new(
            &self
                .puzzle
                .numbers()
                .iter()
                .map(|&x| x as i64)
                .collect::<Vec<_>>(),
            self.puzzle.target() as i64,
        )
        .map_err(|e| e.to_string())?;
        match self.phase {
            Phase::HandOver { player } | Phase::Writing { player } if player >= n => {
                Err("the current player does not exist".into())
            }
            Phase::Revealed if self.results.len() != n => Err("results are missing".into()),
            _ => Ok(()),
        }
    }
}

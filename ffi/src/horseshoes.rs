//! Math Horseshoes at the boundary: the [`HorseshoesRound`] object over
//! `tuffest_core::horseshoes::round::HorseshoesRound`, puzzles, and judging a typed expression.

use std::sync::{Arc, Mutex};

use tuffest_core::horseshoes::puzzle::{Puzzle, PuzzleError};
use tuffest_core::horseshoes::round::{
    self as core_round, PlayerResult, RoundError, RoundEvent, RoundView, Screen,
};
use tuffest_core::horseshoes::{judge, Verdict};

use crate::error::TuffestError;
use crate::lock::lock;

/// A Math Horseshoes puzzle: computing numbers and a target.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HorseshoesPuzzle {
    /// The computing numbers (4 to 6, each 1 to 20), each used exactly once.
    pub numbers: Vec<u32>,
    /// The target, 100 to 2000.
    pub target: u32,
    /// The share code of the puzzle.
    pub code: String,
}

impl From<&Puzzle> for HorseshoesPuzzle {
    fn from(p: &Puzzle) -> Self {
        HorseshoesPuzzle {
            numbers: p.numbers().to_vec(),
            target: p.target(),
            code: p.code(),
        }
    }
}

/// The verdict on one expression: its value and its points.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HorseshoesVerdict {
    /// The points, 0 to 10.
    pub score: u32,
    /// Whether the expression is valid (well formed, every number once, has a value).
    pub valid: bool,
    /// The exact value (`399`, `19/2`) when rational.
    pub exact: Option<String>,
    /// The value as a decimal with 12 places (or a description of an astronomical value).
    pub decimal: Option<String>,
    /// Why the expression is invalid, as a sentence.
    pub error: Option<String>,
    /// The expression in canonical text (or as typed when it could not be read).
    pub expression: String,
}

impl From<&Verdict> for HorseshoesVerdict {
    fn from(v: &Verdict) -> Self {
        HorseshoesVerdict {
            score: v.score,
            valid: v.valid,
            exact: v.exact.clone(),
            decimal: v.decimal.clone(),
            error: v.error.clone(),
            expression: v.expression.clone(),
        }
    }
}

/// One player's revealed result.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HorseshoesResult {
    /// The player's name.
    pub name: String,
    /// The answer as written (empty when none).
    pub answer: String,
    /// The verdict.
    pub verdict: HorseshoesVerdict,
}

impl From<&PlayerResult> for HorseshoesResult {
    fn from(r: &PlayerResult) -> Self {
        HorseshoesResult {
            name: r.name.clone(),
            answer: r.answer.clone(),
            verdict: (&r.verdict).into(),
        }
    }
}

/// What the screen shows.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum HorseshoesScreen {
    /// "Pass the phone to …" (the puzzle is hidden).
    HandOver {
        /// The next player's name.
        name: String,
    },
    /// The puzzle, the clock and the answer being written.
    Writing {
        /// The player's name.
        name: String,
        /// The answer so far.
        draft: String,
        /// Why the draft is not (yet) a valid answer, or none when it is.
        draft_problem: Option<String>,
    },
    /// Everyone's result and the solver's best expression.
    Reveal {
        /// The results in player order.
        results: Vec<HorseshoesResult>,
        /// The solver's best expression.
        best_expression: Option<String>,
        /// Its score.
        best_score: Option<u32>,
    },
}

/// Everything a Math Horseshoes screen draws, with no rule left to apply.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HorseshoesView {
    /// The screen.
    pub screen: HorseshoesScreen,
    /// The computing numbers (empty on the hand-over screen).
    pub numbers: Vec<u32>,
    /// The target (none on the hand-over screen).
    pub target: Option<u32>,
    /// The puzzle's share code.
    pub code: String,
    /// Time left for the current player.
    pub remaining_ms: u64,
    /// The whole turn's time (three minutes), for drawing the timer's ring.
    pub window_ms: u64,
    /// Whether the clock is paused.
    pub paused: bool,
    /// Whether "start my turn" is live.
    pub can_start: bool,
    /// Whether editing the answer is live.
    pub can_edit: bool,
    /// Whether "submit" is live.
    pub can_submit: bool,
    /// Whether "pause" is live.
    pub can_pause: bool,
    /// Whether "resume" is live.
    pub can_resume: bool,
}

impl From<RoundView> for HorseshoesView {
    fn from(v: RoundView) -> Self {
        HorseshoesView {
            screen: match v.screen {
                Screen::HandOver { name } => HorseshoesScreen::HandOver { name },
                Screen::Writing {
                    name,
                    draft,
                    draft_problem,
                } => HorseshoesScreen::Writing {
                    name,
                    draft,
                    draft_problem,
                },
                Screen::Reveal {
                    results,
                    best_expression,
                    best_score,
                } => HorseshoesScreen::Reveal {
                    results: results.iter().map(Into::into).collect(),
                    best_expression,
                    best_score,
                },
            },
            numbers: v.numbers,
            target: v.target,
            code: v.code,
            remaining_ms: v.remaining_ms,
            window_ms: v.window_ms,
            paused: v.paused,
            can_start: v.can_start,
            can_edit: v.can_edit,
            can_submit: v.can_submit,
            can_pause: v.can_pause,
            can_resume: v.can_resume,
        }
    }
}

/// Something the shell turns into a sound or a buzz.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum HorseshoesEvent {
    /// Ten seconds left for the current player.
    LastTenSeconds,
    /// Time was called for the current player.
    TimeExpired,
    /// A player's turn ended (by submitting or by time).
    TurnOver {
        /// The player's index, from 0.
        player: u32,
    },
    /// All answers are in and scored.
    RoundOver,
}

fn events(list: Vec<RoundEvent>) -> Vec<HorseshoesEvent> {
    list.into_iter()
        .map(|e| match e {
            RoundEvent::LastTenSeconds => HorseshoesEvent::LastTenSeconds,
            RoundEvent::TimeExpired => HorseshoesEvent::TimeExpired,
            RoundEvent::TurnOver { player } => HorseshoesEvent::TurnOver {
                player: u32::try_from(player).unwrap_or(u32::MAX),
            },
            RoundEvent::RoundOver => HorseshoesEvent::RoundOver,
        })
        .collect()
}

impl From<RoundError> for TuffestError {
    fn from(e: RoundError) -> Self {
        match e {
            RoundError::PlayerCount(_) => TuffestError::invalid_setup(e.to_string()),
            RoundError::NotNow => TuffestError::not_allowed_now(e.to_string()),
            RoundError::Damaged(_) | RoundError::FutureVersion(_) => {
                TuffestError::invalid_save(e.to_string())
            }
        }
    }
}

impl From<PuzzleError> for TuffestError {
    fn from(e: PuzzleError) -> Self {
        TuffestError::invalid_code(e.to_string())
    }
}

/// A round of Math Horseshoes: solitaire against the three-minute clock, or pass-and-play for
/// 2 to 8 players (the same puzzle, each in turn behind a hand-over screen). Time comes from the
/// shell's monotonic clock as `now_ms`; call `tick` often and draw `view`.
#[derive(Debug, uniffi::Object)]
pub struct HorseshoesRound {
    round: Mutex<core_round::HorseshoesRound>,
}

impl HorseshoesRound {
    fn with_puzzle(puzzle: Puzzle, players: Vec<String>) -> Result<Arc<Self>, TuffestError> {
        Ok(Arc::new(HorseshoesRound {
            round: Mutex::new(core_round::HorseshoesRound::new(puzzle, players)?),
        }))
    }
}

#[uniffi::export]
impl HorseshoesRound {
    /// A round on the puzzle with this share code, for these players (1 to 8), starting on the
    /// first hand-over screen.
    #[uniffi::constructor]
    pub fn new(puzzle_code: String, players: Vec<String>) -> Result<Arc<Self>, TuffestError> {
        Self::with_puzzle(Puzzle::from_code(&puzzle_code)?, players)
    }

    /// A round on the puzzle drawn from `seed`.
    #[uniffi::constructor]
    pub fn from_seed(seed: u64, players: Vec<String>) -> Result<Arc<Self>, TuffestError> {
        Self::with_puzzle(Puzzle::from_seed(seed), players)
    }

    /// A round on a puzzle the players set themselves.
    #[uniffi::constructor]
    pub fn from_numbers(
        numbers: Vec<i64>,
        target: i64,
        players: Vec<String>,
    ) -> Result<Arc<Self>, TuffestError> {
        Self::with_puzzle(Puzzle::new(&numbers, target)?, players)
    }

    /// A round restored from the text `save` returned.
    #[uniffi::constructor]
    pub fn restore(saved: String) -> Result<Arc<Self>, TuffestError> {
        Ok(Arc::new(HorseshoesRound {
            round: Mutex::new(core_round::HorseshoesRound::load(&saved)?),
        }))
    }

    /// The round as text, to keep and later pass to `restore`.
    pub fn save(&self) -> String {
        lock(&self.round).save()
    }

    /// The puzzle.
    pub fn puzzle(&self) -> HorseshoesPuzzle {
        lock(&self.round).puzzle().into()
    }

    /// The player on the hand-over screen starts their turn (their clock starts).
    pub fn start_turn(&self, now_ms: u64) -> Result<(), TuffestError> {
        Ok(lock(&self.round).start_turn(now_ms)?)
    }

    /// Replaces the current player's answer while their clock runs.
    pub fn set_answer(&self, now_ms: u64, text: String) -> Result<(), TuffestError> {
        Ok(lock(&self.round).set_answer(now_ms, &text)?)
    }

    /// The current player submits their answer (ending their turn).
    pub fn submit(&self, now_ms: u64) -> Result<Vec<HorseshoesEvent>, TuffestError> {
        Ok(events(lock(&self.round).submit(now_ms)?))
    }

    /// Pauses the clock (the app went to the background).
    pub fn pause(&self, now_ms: u64) {
        lock(&self.round).pause(now_ms);
    }

    /// Resumes the clock with the time it had.
    pub fn resume(&self, now_ms: u64) {
        lock(&self.round).resume(now_ms);
    }

    /// Advances to `now_ms`: the last-ten-seconds warning and time called, once each.
    pub fn tick(&self, now_ms: u64) -> Vec<HorseshoesEvent> {
        events(lock(&self.round).tick(now_ms))
    }

    /// Everything the screen draws at `now_ms`.
    pub fn view(&self, now_ms: u64) -> HorseshoesView {
        lock(&self.round).view(now_ms).into()
    }

    /// The round as a score-history record, to pass to `HistoryStore.record` once revealed
    /// (before that, `finished` is false). `started_at_ms` is the wall-clock start the app noted.
    pub fn history_record(&self, started_at_ms: i64) -> crate::history::FinishedMatch {
        lock(&self.round).history_record(started_at_ms).into()
    }

    /// The revealed results, in player order (empty until the round is over).
    pub fn results(&self) -> Vec<HorseshoesResult> {
        lock(&self.round).results().iter().map(Into::into).collect()
    }
}

/// The puzzle drawn from `seed` (the same on every device).
#[uniffi::export]
pub fn horseshoes_puzzle(seed: u64) -> HorseshoesPuzzle {
    (&Puzzle::from_seed(seed)).into()
}

/// Reads a puzzle from its share code.
#[uniffi::export]
pub fn horseshoes_puzzle_from_code(code: String) -> Result<HorseshoesPuzzle, TuffestError> {
    Ok((&Puzzle::from_code(&code)?).into())
}

/// Reads, checks, evaluates and scores a typed expression for the puzzle with this code.
#[uniffi::export]
pub fn horseshoes_judge(
    text: String,
    puzzle_code: String,
) -> Result<HorseshoesVerdict, TuffestError> {
    let puzzle = Puzzle::from_code(&puzzle_code)?;
    Ok((&judge(&text, &puzzle)).into())
}

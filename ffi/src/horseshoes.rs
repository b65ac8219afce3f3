//! Math Horseshoes at the boundary: the [`HorseshoesRound`] object over
//! `tuffest_core::horseshoes::round::HorseshoesRound` (key entry, views in English or French,
//! saves, the history record), puzzles, judging a typed expression, and the game's title,
//! summary and rules page.

use std::sync::{Arc, Mutex};

use tuffest_core::history::FinishedMatch;
use tuffest_core::horseshoes::guide;
use tuffest_core::horseshoes::puzzle::{Puzzle, PuzzleError};
use tuffest_core::horseshoes::round::{
    self as core_round, ResultView, RoundError, RoundEvent, RoundView,
};
use tuffest_core::horseshoes::{judge, Verdict};
use tuffest_core::lang::Lang;

use crate::error::{said, sentence, TuffestError};
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

/// A refused round command as the boundary's error, with its sentence in `lang`.
fn round_error(e: RoundError, lang: Lang) -> TuffestError {
    let text = e.text_in(lang);
    match e {
        RoundError::PlayerCount(_) => said(TuffestError::InvalidSetup, text),
        RoundError::NotNow
        | RoundError::NotYourTurn
        | RoundError::ComputerSeat
        | RoundError::NoHints
        | RoundError::NoUndo => said(TuffestError::NotAllowedNow, text),
        RoundError::Entry(_) => said(TuffestError::EditRefused, text),
        RoundError::Damaged(_) | RoundError::FutureVersion(_) => {
            said(TuffestError::InvalidSave, text)
        }
    }
}

/// A puzzle refused, worded in `lang`.
fn puzzle_error(e: &PuzzleError, lang: Lang) -> TuffestError {
    said(TuffestError::InvalidCode, e.text_in(lang))
}

/// A round of Math Horseshoes: solitaire against the three-minute clock, or pass-and-play for
/// 2 to 8 players (the same puzzle, each in turn behind a hand-over screen). Time is the shell's
/// monotonic clock (`now_ms`); call `tick` often and draw `view`. Answers are entered with
/// `press_number` (a tile) and `press_key` (a key of the view's keypad), or typed with
/// `set_answer`. Views and refusals speak the language of `set_language` (English until then).
#[derive(Debug, uniffi::Object)]
pub struct HorseshoesRound {
    round: Mutex<core_round::HorseshoesRound>,
    language: Mutex<Lang>,
}

impl HorseshoesRound {
    fn wrap(round: core_round::HorseshoesRound, language: Lang) -> Arc<Self> {
        Arc::new(HorseshoesRound {
            round: Mutex::new(round),
            language: Mutex::new(language),
        })
    }

    fn with_puzzle(puzzle: Puzzle, players: Vec<String>) -> Result<Arc<Self>, TuffestError> {
        // No language is set yet: a refused setup is worded in English.
        core_round::HorseshoesRound::new(puzzle, players)
            .map(|round| Self::wrap(round, Lang::En))
            .map_err(|e| round_error(e, Lang::En))
    }

    fn lang(&self) -> Lang {
        *lock(&self.language)
    }

    /// Runs a command on the round; a refusal comes back in the round's language.
    fn command<T>(
        &self,
        f: impl FnOnce(&mut core_round::HorseshoesRound) -> Result<T, RoundError>,
    ) -> Result<T, TuffestError> {
        let lang = self.lang();
        f(&mut lock(&self.round)).map_err(|e| round_error(e, lang))
    }
}

#[uniffi::export]
impl HorseshoesRound {
    /// A round on the puzzle with this share code, for these players (1 to 8), starting on the
    /// first hand-over screen.
    #[uniffi::constructor]
    pub fn new(puzzle_code: String, players: Vec<String>) -> Result<Arc<Self>, TuffestError> {
        let puzzle = Puzzle::from_code(&puzzle_code).map_err(|e| puzzle_error(&e, Lang::En))?;
        Self::with_puzzle(puzzle, players)
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
        let puzzle = Puzzle::new(&numbers, target).map_err(|e| puzzle_error(&e, Lang::En))?;
        Self::with_puzzle(puzzle, players)
    }

    /// A round restored from the text `save` returned (saves of every earlier version load).
    #[uniffi::constructor]
    pub fn restore(saved: String) -> Result<Arc<Self>, TuffestError> {
        Self::restore_in(saved, Lang::En)
    }

    /// A round restored from a save, with its refusal (a damaged or newer save) in `language`;
    /// the round then speaks `language`.
    #[uniffi::constructor]
    pub fn restore_in(saved: String, language: Lang) -> Result<Arc<Self>, TuffestError> {
        core_round::HorseshoesRound::load(&saved)
            .map(|round| Self::wrap(round, language))
            .map_err(|e| round_error(e, language))
    }

    /// The language of the views (`view`, `results`) and of refusals from now on.
    pub fn set_language(&self, language: Lang) {
        *lock(&self.language) = language;
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
        self.command(|r| r.start_turn(now_ms))
    }

    /// Adds the number tile at `index` (a `HorseshoesTile.index`) to the answer; refused
    /// (`EditRefused`) when the tile is already used, or (`NotAllowedNow`) when the clock is not
    /// running.
    pub fn press_number(&self, now_ms: u64, index: u32) -> Result<(), TuffestError> {
        let index = usize::try_from(index).unwrap_or(usize::MAX);
        self.command(|r| r.press_number(now_ms, index))
    }

    /// Presses a keypad key by its `HorseshoesKey.key` (`+ - * / ^ sqrt ( ) back clear`; the
    /// labels `− × ÷ √ ⌫ C` work too): an operation, `√` or a parenthesis is added, `back`
    /// removes the last item, `clear` empties the answer; an unknown key is `EditRefused`.
    pub fn press_key(&self, now_ms: u64, key: String) -> Result<(), TuffestError> {
        self.command(|r| r.press_key(now_ms, &key))
    }

    /// Removes the last key or number of the answer (nothing happens when it is empty).
    pub fn backspace(&self, now_ms: u64) -> Result<(), TuffestError> {
        self.command(|r| r.backspace(now_ms))
    }

    /// Empties the answer.
    pub fn clear_answer(&self, now_ms: u64) -> Result<(), TuffestError> {
        self.command(|r| r.clear_answer(now_ms))
    }

    /// Replaces the current player's answer with typed text (ASCII or the rulebook's symbols)
    /// while their clock runs; the core reads it into tiles and keys.
    pub fn set_answer(&self, now_ms: u64, text: String) -> Result<(), TuffestError> {
        self.command(|r| r.set_answer(now_ms, &text))
    }

    /// The current player submits their answer (ending their turn).
    pub fn submit(&self, now_ms: u64) -> Result<Vec<RoundEvent>, TuffestError> {
        self.command(|r| r.submit(now_ms))
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
    pub fn tick(&self, now_ms: u64) -> Vec<RoundEvent> {
        lock(&self.round).tick(now_ms)
    }

    /// Everything the screen draws at `now_ms`, in the round's language (`set_language`).
    pub fn view(&self, now_ms: u64) -> RoundView {
        let lang = self.lang();
        lock(&self.round).view_in(now_ms, lang)
    }

    /// Everything the screen draws at `now_ms`, with every sentence in `language`.
    pub fn view_in(&self, now_ms: u64, language: Lang) -> RoundView {
        lock(&self.round).view_in(now_ms, language)
    }

    /// The round as a score-history record, to pass to `HistoryStore.record` once revealed
    /// (before that, `finished` is false). `started_at_ms` is the wall-clock start the app noted.
    pub fn history_record(&self, started_at_ms: i64) -> FinishedMatch {
        lock(&self.round).history_record(started_at_ms)
    }

    /// The revealed results, in player order, in the round's language (empty until the round
    /// is over).
    pub fn results(&self) -> Vec<ResultView> {
        let lang = self.lang();
        lock(&self.round).results_in(lang)
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
    Puzzle::from_code(&code)
        .map(|p| (&p).into())
        .map_err(|e| puzzle_error(&e, Lang::En))
}

/// An organiser's puzzle from its numbers (4 to 6, each 1 to 20) and target (100 to 2000),
/// with its share code; refused (`InvalidCode`) with the reason in `language`.
#[uniffi::export]
pub fn horseshoes_puzzle_from_numbers(
    numbers: Vec<i64>,
    target: i64,
    language: Lang,
) -> Result<HorseshoesPuzzle, TuffestError> {
    Puzzle::new(&numbers, target)
        .map(|p| (&p).into())
        .map_err(|e| puzzle_error(&e, language))
}

/// Reads, checks, evaluates and scores a typed expression for the puzzle with this code.
#[uniffi::export]
pub fn horseshoes_judge(text: String, puzzle_code: String) -> Result<Verdict, TuffestError> {
    horseshoes_judge_in(text, puzzle_code, Lang::En)
}

/// Reads, checks, evaluates and scores a typed expression for the puzzle with this code, with
/// its reason and decimal in `language`.
#[uniffi::export]
pub fn horseshoes_judge_in(
    text: String,
    puzzle_code: String,
    language: Lang,
) -> Result<Verdict, TuffestError> {
    let puzzle = Puzzle::from_code(&puzzle_code).map_err(|e| puzzle_error(&e, language))?;
    Ok(judge(&text, &puzzle).in_lang(language))
}

/// Why an organiser's puzzle would be refused, as a sentence in `language`, or none when it is
/// a valid puzzle (4 to 6 numbers from 1 to 20, a target from 100 to 2000). For a setup screen
/// to show before calling `HorseshoesRound.from_numbers`.
#[uniffi::export]
pub fn horseshoes_puzzle_problem(numbers: Vec<i64>, target: i64, language: Lang) -> Option<String> {
    Puzzle::new(&numbers, target)
        .err()
        .map(|e| sentence(e.text_in(language)))
}

/// Why a share code would be refused, as a sentence in `language`, or none when it is a puzzle.
#[uniffi::export]
pub fn horseshoes_code_problem(code: String, language: Lang) -> Option<String> {
    Puzzle::from_code(&code)
        .err()
        .map(|e| sentence(e.text_in(language)))
}

/// The game's title: "Math Horseshoes" / "Fers à cheval mathématiques".
#[uniffi::export]
pub fn horseshoes_title(language: Lang) -> String {
    guide::title(language)
}

/// A one-line summary of the game for the menu.
#[uniffi::export]
pub fn horseshoes_summary(language: Lang) -> String {
    guide::summary(language)
}

/// The game's rules page, one paragraph per entry (as `tuf_game_rules`).
#[uniffi::export]
pub fn horseshoes_rules(language: Lang) -> Vec<String> {
    guide::rules(language)
}

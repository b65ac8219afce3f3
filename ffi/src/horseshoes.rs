//! Math Horseshoes at the boundary: puzzles (the core's `PuzzleCard`, `HorseshoesPuzzle` in the
//! bindings) and judging a typed expression; the game's title, summary and rules page are the
//! core's own exported functions. A round is played on the kit's one session object
//! ([`crate::game::GameSession::horseshoes`], its `horseshoes…` view and commands).

use tuffest_core::horseshoes::puzzle::{Puzzle, PuzzleCard, PuzzleError};
use tuffest_core::horseshoes::{judge, Verdict};
use tuffest_core::lang::Lang;

use crate::error::{said, sentence, TuffestError};

/// A puzzle refused, worded in `lang`.
pub(crate) fn puzzle_error(e: &PuzzleError, lang: Lang) -> TuffestError {
    said(TuffestError::InvalidCode, e.text_in(lang))
}

/// Reads a puzzle from its share code.
#[uniffi::export]
pub fn horseshoes_puzzle_from_code(code: String) -> Result<PuzzleCard, TuffestError> {
    Puzzle::from_code(&code)
        .map(|p| p.card())
        .map_err(|e| puzzle_error(&e, Lang::En))
}

/// An organiser's puzzle from its numbers (4 to 6, each 1 to 20) and target (100 to 2000),
/// with its share code; refused (`InvalidCode`) with the reason in `language`.
#[uniffi::export]
pub fn horseshoes_puzzle_from_numbers(
    numbers: Vec<i64>,
    target: i64,
    language: Lang,
) -> Result<PuzzleCard, TuffestError> {
    Puzzle::new(&numbers, target)
        .map(|p| p.card())
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
/// to show before starting a round on it (`GameSession.horseshoes` with its code).
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

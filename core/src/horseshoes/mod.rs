//! Math Horseshoes: make a value as close as possible to a target from four to six computing
//! numbers, each used exactly once, with `+ − × ÷ ^ √` and parentheses, within three minutes.
//!
//! The modules hold one rule each: [`puzzle`] (numbers, target, share codes), [`expr`] and
//! [`parse`] (the expression and its text), [`tiles`] (building an expression tile by tile),
//! [`eval`] (exact values, irrational values placed by verified bounds, astronomically large
//! values), [`score`] (the rulebook's bands), [`solver`] (best expression) and [`countdown`]
//! (Countdown rules), and [`round`] (the timed round, views, events and saves).

pub mod bounds;
pub mod countdown;
pub mod eval;
pub mod expr;
pub mod history;
pub mod parse;
pub mod puzzle;
pub mod radical;
pub mod round;
pub mod score;
pub mod solver;
pub mod tiles;

use serde::{Deserialize, Serialize};

pub use eval::{evaluate, EvalError, Value};
pub use expr::{BinOp, Expr};
pub use parse::{parse, ExprError};
pub use puzzle::{Puzzle, PuzzleError};

/// The verdict on one expression for one puzzle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Verdict {
    /// The points, 0..=10.
    pub score: u32,
    /// Whether the expression is valid (well formed, every number once, has a value).
    pub valid: bool,
    /// The exact value ("399", "19/2") when rational.
    pub exact: Option<String>,
    /// The value as a decimal with 12 places (or a description of an astronomical value).
    pub decimal: Option<String>,
    /// Why the expression is invalid, in a sentence.
    pub error: Option<String>,
    /// The expression in canonical text (or as typed when it could not be read).
    pub expression: String,
}

/// Reads, checks, evaluates and scores a typed expression.
pub fn judge(text: &str, puzzle: &Puzzle) -> Verdict {
    match parse(text, puzzle) {
        Ok(e) => scored(&e, puzzle),
        Err(err) => invalid(
            text.to_string(),
            format!("{}.", capitalise(&err.to_string())),
        ),
    }
}

/// Checks, evaluates and scores an expression tree (built from tiles or by the solver).
pub fn judge_tree(e: &Expr, puzzle: &Puzzle) -> Verdict {
    match parse::check_tree(e, puzzle) {
        Ok(()) => scored(e, puzzle),
        Err(err) => invalid(e.to_string(), format!("{}.", capitalise(&err.to_string()))),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn scored(e: &Expr, puzzle: &Puzzle) -> Verdict {
    match evaluate(e) {
        Ok(value) => Verdict {
            score: score::score_value(&value, puzzle.target()),
            valid: true,
            exact: value.exact_text(),
            decimal: Some(value.decimal(12)),
            error: None,
            expression: e.to_string(),
        },
        Err(err) => invalid(e.to_string(), format!("The expression is invalid: {err}.")),
    }
}

fn invalid(expression: String, error: String) -> Verdict {
    Verdict {
        score: 0,
        valid: false,
        exact: None,
        decimal: None,
        error: Some(error),
        expression,
    }
}

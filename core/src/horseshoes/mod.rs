//! Math Horseshoes: make a value as close as possible to a target from four to six computing
//! numbers, each used exactly once, with `+ − × ÷ ^ √` and parentheses, within three minutes.
//!
//! The modules hold one rule each: [`puzzle`] (numbers, target, share codes), [`expr`] and
//! [`parse`] (the expression and its text), [`keys`] (the keypad) and [`entry`] (an answer as
//! the tiles and keys pressed, checked as it grows), [`eval`] (exact values, irrational values
//! placed by verified bounds, astronomically large values), [`score`] (the rulebook's bands),
//! [`explain`] (what the apps say about a value and its band), [`solver`] (best expression) and
//! [`countdown`] (Countdown rules), [`round`] (the timed round, commands, events and saves),
//! [`view`] (what the screens draw, in English or French), [`guide`] (title, summary and rules
//! page) and [`history`] (a round as a score-history record).

pub mod bounds;
pub mod countdown;
pub mod entry;
pub mod eval;
pub mod explain;
pub mod expr;
pub mod guide;
pub mod history;
pub mod keys;
mod kit_game;
pub mod parse;
pub mod puzzle;
pub mod radical;
pub mod round;
pub mod score;
pub mod solver;
pub mod view;

use serde::{Deserialize, Serialize};

pub use eval::{evaluate, EvalError, Shown, Value};
pub use expr::{BinOp, Expr};
pub use kit_game::HorseshoesCommand;
pub use parse::{parse, ExprError};
pub use puzzle::{Puzzle, PuzzleCard, PuzzleError};
pub use score::Rounded;

use crate::lang::Lang;

/// Why an answer is invalid: it cannot be read or does not use the numbers right, or it has no
/// value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Problem {
    /// The text cannot be read, or the numbers are not used exactly once each.
    Expr(ExprError),
    /// The expression has no value.
    Eval(EvalError),
}

impl Problem {
    /// The reason as a sentence in `lang`: "The computing number 3 is not used." or
    /// "The expression is invalid: it divides by zero."
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            Problem::Expr(e) => format!("{}.", capitalise(&e.text_in(lang))),
            Problem::Eval(e) => match lang {
                Lang::En => format!("The expression is invalid: {}.", e.text_in(lang)),
                Lang::Fr => format!("L'expression n'est pas valable\u{a0}: {}.", e.text_in(lang)),
            },
        }
    }
}

/// The verdict on one expression for one puzzle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "HorseshoesVerdict"))]
pub struct Verdict {
    /// The points, 0..=10.
    pub score: u32,
    /// Whether the expression is valid (well formed, every number once, has a value).
    pub valid: bool,
    /// The exact value ("399", "19/2") when rational.
    pub exact: Option<String>,
    /// The value as a decimal with 12 places (or a description of an astronomical value).
    pub decimal: Option<String>,
    /// Why the expression is invalid, in a sentence (English; see [`Verdict::problem`]).
    pub error: Option<String>,
    /// The expression in canonical text (or as typed when it could not be read).
    pub expression: String,
    /// Why the expression is invalid, in no language yet.
    #[serde(default)]
    pub problem: Option<Problem>,
    /// The value as shown, in no language yet (`decimal` is its English).
    #[serde(default)]
    pub shown: Option<Shown>,
    /// The value to three places (`None` when invalid or astronomically large or small).
    #[serde(default)]
    pub rounded: Option<Rounded>,
    /// How far the value is from the target (`None` when invalid or astronomically far).
    #[serde(default)]
    pub distance: Option<Rounded>,
}

impl Verdict {
    /// Whether the verdict has the fields added after save format 1 (`problem`, `shown`,
    /// `distance`); older saved verdicts are judged again when loaded.
    pub fn is_complete(&self) -> bool {
        if self.valid {
            self.shown.is_some()
        } else {
            self.problem.is_some()
        }
    }

    /// The value as the apps show it in `lang`: `399`, `9.5`, `≈ 177.377` (`≈ 177,377` in
    /// French), or a description of an astronomically large value; `None` when invalid.
    pub fn value_in(&self, lang: Lang) -> Option<String> {
        let shown = self.shown.as_ref()?;
        Some(explain::value(self.rounded.as_ref(), shown, lang))
    }

    /// The reason the expression is invalid, as a sentence in `lang`.
    pub fn error_in(&self, lang: Lang) -> Option<String> {
        match &self.problem {
            Some(p) => Some(p.text_in(lang)),
            None => self.error.clone(),
        }
    }

    /// How the score follows from the distance, as a sentence in `lang` ("58 away from the
    /// target: between 32 and 64, so 10 − 5 = 5 points."); `None` when invalid.
    pub fn band_in(&self, lang: Lang) -> Option<String> {
        self.valid
            .then(|| explain::band(self.score, self.distance.as_ref(), lang))
    }

    /// The same verdict with its sentences and decimal in `lang`.
    pub fn in_lang(&self, lang: Lang) -> Verdict {
        Verdict {
            decimal: match &self.shown {
                Some(s) => Some(s.text_in(lang)),
                None => self.decimal.clone(),
            },
            error: self.error_in(lang),
            ..self.clone()
        }
    }
}

/// Reads, checks, evaluates and scores a typed expression.
pub fn judge(text: &str, puzzle: &Puzzle) -> Verdict {
    match parse(text, puzzle) {
        Ok(e) => scored(&e, puzzle),
        Err(err) => invalid(text.to_string(), Problem::Expr(err)),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

pub(crate) fn scored(e: &Expr, puzzle: &Puzzle) -> Verdict {
    match evaluate(e) {
        Ok(value) => {
            let shown = value.shown(12);
            Verdict {
                score: score::score_value(&value, puzzle.target()),
                valid: true,
                exact: value.exact_text(),
                decimal: Some(shown.text_in(Lang::En)),
                error: None,
                expression: e.to_string(),
                problem: None,
                shown: Some(shown),
                rounded: score::rounded(&value),
                distance: score::distance_shown(&value, puzzle.target()),
            }
        }
        Err(err) => invalid(e.to_string(), Problem::Eval(err)),
    }
}

/// The verdict on an invalid expression.
pub(crate) fn invalid(expression: String, problem: Problem) -> Verdict {
    Verdict {
        score: 0,
        valid: false,
        exact: None,
        decimal: None,
        error: Some(problem.text_in(Lang::En)),
        expression,
        problem: Some(problem),
        shown: None,
        rounded: None,
        distance: None,
    }
}

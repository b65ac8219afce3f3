//! The four operations of written arithmetic — `+ − × ÷` — as every game that reads written
//! mathematics names, prints and speaks them: Mathable's operation squares and `a op b`
//! equations, the equation crosswords' lines, Math Horseshoes' answers and keys, and TUF's
//! cubes and equations. Each game keeps its own rules of what an operation may do (Mathable's
//! subtraction is the larger minus the smaller; TUF multiplies beside a group with no cube);
//! the operation itself, its sign and its words are written once, here. Exact numbers are
//! [`crate::exact`].

use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// One of the four operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Op {
    /// Addition, `+`.
    Add,
    /// Subtraction, `−`.
    Sub,
    /// Multiplication, `×`.
    Mul,
    /// Division, `÷`.
    Div,
}

impl Op {
    /// The four operations, in the order `+ − × ÷`.
    pub const ALL: [Op; 4] = [Op::Add, Op::Sub, Op::Mul, Op::Div];

    /// The sign as printed: `+`, `−` (the minus sign, not a hyphen), `×`, `÷`.
    pub fn sign(self) -> &'static str {
        match self {
            Op::Add => "+",
            Op::Sub => "\u{2212}",
            Op::Mul => "\u{d7}",
            Op::Div => "\u{f7}",
        }
    }

    /// [`Op::sign`] as a character, for a piece or a key drawn as one.
    pub fn symbol(self) -> char {
        self.sign().chars().next().unwrap_or('+')
    }

    /// The operation's word in `lang`, as a screen reader says it between two numbers
    /// ("plus", "minus", "times", "divided by"; "plus", "moins", "fois", "divisé par").
    pub fn word(self, lang: Lang) -> &'static str {
        match self {
            Op::Add => lang.pick("plus", "plus"),
            Op::Sub => lang.pick("minus", "moins"),
            Op::Mul => lang.pick("times", "fois"),
            Op::Div => lang.pick("divided by", "divisé par"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_operation_is_printed_with_its_sign() {
        assert_eq!(Op::ALL.map(Op::sign), ["+", "−", "×", "÷"]);
        let symbols: String = Op::ALL.iter().map(|op| op.symbol()).collect();
        assert_eq!(symbols, "+−×÷");
    }

    #[test]
    fn each_operation_has_its_word_in_both_languages() {
        let words = |lang| Op::ALL.map(|op| op.word(lang));
        assert_eq!(words(Lang::En), ["plus", "minus", "times", "divided by"]);
        assert_eq!(words(Lang::Fr), ["plus", "moins", "fois", "divisé par"]);
    }
}

//! The operations of written arithmetic: the four, `+ − × ÷`, and, for the games that write
//! powers, `^`.

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

/// An operation between two expressions: one of the four, or the power `^` (Math Horseshoes
/// and the French game's home-made tiles write it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BinOp {
    /// `+`
    Add,
    /// `−`
    Sub,
    /// `×`
    Mul,
    /// `÷`
    Div,
    /// `^` (right-associative)
    Pow,
}

impl BinOp {
    /// The ASCII symbol used in typed text: `+ - * / ^`.
    pub fn symbol(self) -> char {
        match self {
            BinOp::Add => '+',
            BinOp::Sub => '-',
            BinOp::Mul => '*',
            BinOp::Div => '/',
            BinOp::Pow => '^',
        }
    }

    /// The printed sign (`+ − × ÷ ^`).
    pub fn sign(self) -> char {
        self.arith().map_or('^', Op::symbol)
    }

    /// The operation's words in `lang` between two numbers ([`Op::word`] for the four; "to
    /// the power of", "puissance").
    pub fn word(self, lang: Lang) -> &'static str {
        self.arith()
            .map_or(lang.pick("to the power of", "puissance"), |op| {
                op.word(lang)
            })
    }

    /// The operation of written arithmetic this is; `None` for the power.
    pub fn arith(self) -> Option<Op> {
        match self {
            BinOp::Add => Some(Op::Add),
            BinOp::Sub => Some(Op::Sub),
            BinOp::Mul => Some(Op::Mul),
            BinOp::Div => Some(Op::Div),
            BinOp::Pow => None,
        }
    }

    /// How tightly the operation binds: `+ −` 1, `× ÷` 2, `^` 4 (a sign, 3, binds between).
    pub(super) fn precedence(self) -> u8 {
        match self {
            BinOp::Add | BinOp::Sub => 1,
            BinOp::Mul | BinOp::Div => 2,
            BinOp::Pow => 4,
        }
    }
}

impl From<Op> for BinOp {
    fn from(op: Op) -> BinOp {
        match op {
            Op::Add => BinOp::Add,
            Op::Sub => BinOp::Sub,
            Op::Mul => BinOp::Mul,
            Op::Div => BinOp::Div,
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

    #[test]
    fn the_power_is_the_one_operation_beyond_the_four() {
        for op in Op::ALL {
            assert_eq!(BinOp::from(op).arith(), Some(op));
            assert_eq!(BinOp::from(op).sign(), op.symbol());
            assert_eq!(BinOp::from(op).word(Lang::Fr), op.word(Lang::Fr));
        }
        assert_eq!(BinOp::Pow.arith(), None);
        assert_eq!((BinOp::Pow.sign(), BinOp::Pow.symbol()), ('^', '^'));
        assert_eq!(BinOp::Div.symbol(), '/');
        assert_eq!(BinOp::Pow.word(Lang::En), "to the power of");
    }
}

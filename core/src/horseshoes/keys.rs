//! The Math Horseshoes keypad: the keys besides the number tiles, in the order the apps show
//! them, with the rulebook's symbols and the words a screen reader says.
//!
//! [`KEYPAD`] is `+ − × ÷ ^ √ ( ) ⌫ C`: the rulebook's operations (addition, subtraction,
//! multiplication, division, exponentiation, square root) and parentheses, then "delete the last
//! key" and "clear the answer". Each key has a stable [`Key::id`] that the shells send back.

use serde::{Deserialize, Serialize};

use super::expr::BinOp;
use crate::arith::Mark;
use crate::lang::Lang;

/// A key of the keypad (the number tiles are not keys: see [`super::entry::Item::Tile`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Key {
    /// `+`
    Add,
    /// `−`
    Sub,
    /// `×`
    Mul,
    /// `÷`
    Div,
    /// `^` (the power; right-associative)
    Pow,
    /// `√` (free: it uses no number; applies to the operand right after it)
    Sqrt,
    /// `(`
    Open,
    /// `)`
    Close,
    /// `⌫`: removes the last key or number.
    Back,
    /// `C`: empties the answer.
    Clear,
}

/// The keypad in the order the apps show it (two rows of five on a phone).
pub const KEYPAD: [Key; 10] = [
    Key::Add,
    Key::Sub,
    Key::Mul,
    Key::Div,
    Key::Pow,
    Key::Sqrt,
    Key::Open,
    Key::Close,
    Key::Back,
    Key::Clear,
];

impl Key {
    /// The stable name a shell sends back to press the key: `+ - * / ^ sqrt ( ) back clear`.
    pub fn id(self) -> &'static str {
        match self {
            Key::Add => "+",
            Key::Sub => "-",
            Key::Mul => "*",
            Key::Div => "/",
            Key::Pow => "^",
            Key::Sqrt => "sqrt",
            Key::Open => "(",
            Key::Close => ")",
            Key::Back => "back",
            Key::Clear => "clear",
        }
    }

    /// The symbol drawn on the key: `+ − × ÷ ^ √ ( ) ⌫ C`.
    pub fn label(self) -> &'static str {
        match self.mark().and_then(|mark| mark.sign()) {
            Some(sign) => sign,
            None if self == Key::Back => "⌫",
            None => "C",
        }
    }

    /// What a screen reader says for the key (an action for ⌫ and C).
    pub fn spoken(self, lang: Lang) -> &'static str {
        match self {
            Key::Back => lang.pick("delete the last key", "effacer la dernière touche"),
            Key::Clear => lang.pick("clear the answer", "tout effacer"),
            Key::Open => lang.pick("open parenthesis", "ouvrir la parenthèse"),
            Key::Close => lang.pick("close parenthesis", "fermer la parenthèse"),
            other => other.word(lang),
        }
    }

    /// The word for the key inside a spoken answer ("open parenthesis", "parenthèse
    /// ouvrante"); ⌫ and C are never in an answer and say what they do.
    pub fn word(self, lang: Lang) -> &'static str {
        match self.mark().and_then(|mark| mark.word(lang)) {
            Some(word) => word,
            None => self.spoken(lang),
        }
    }

    /// The mark the key writes in an answer; `None` for ⌫ and C.
    pub fn mark(self) -> Option<Mark<'static, u32>> {
        match self {
            Key::Sqrt => Some(Mark::Root),
            Key::Open => Some(Mark::Open),
            Key::Close => Some(Mark::Close),
            Key::Back | Key::Clear => None,
            _ => self.op().map(Mark::Op),
        }
    }

    /// The operation the key stands for, if it is one.
    pub fn op(self) -> Option<BinOp> {
        match self {
            Key::Add => Some(BinOp::Add),
            Key::Sub => Some(BinOp::Sub),
            Key::Mul => Some(BinOp::Mul),
            Key::Div => Some(BinOp::Div),
            Key::Pow => Some(BinOp::Pow),
            _ => None,
        }
    }

    /// The key for an operation.
    pub fn of_op(op: BinOp) -> Key {
        match op {
            BinOp::Add => Key::Add,
            BinOp::Sub => Key::Sub,
            BinOp::Mul => Key::Mul,
            BinOp::Div => Key::Div,
            BinOp::Pow => Key::Pow,
        }
    }

    /// Reads a key from its id, its label or an ASCII or typographic alternative (`x`, `·`,
    /// `–`, `[`, `]`, `⌫`, `backspace`, `C`), ignoring case and surrounding spaces.
    pub fn parse(text: &str) -> Option<Key> {
        let t = text.trim();
        Some(match t.to_lowercase().as_str() {
            "+" => Key::Add,
            "-" | "−" | "–" => Key::Sub,
            "*" | "×" | "x" | "·" => Key::Mul,
            "/" | "÷" => Key::Div,
            "^" => Key::Pow,
            "sqrt" | "√" => Key::Sqrt,
            "(" | "[" => Key::Open,
            ")" | "]" => Key::Close,
            "back" | "backspace" | "⌫" => Key::Back,
            "clear" | "c" => Key::Clear,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_reads_back_from_its_id_and_label() {
        for key in KEYPAD {
            assert_eq!(Key::parse(key.id()), Some(key));
            assert_eq!(Key::parse(key.label()), Some(key));
            if key != Key::Add {
                assert_ne!(key.spoken(Lang::En), key.spoken(Lang::Fr));
            }
        }
        assert_eq!(Key::parse("7"), None);
        assert_eq!(Key::parse("log"), None);
    }

    #[test]
    fn a_key_in_an_answer_is_said_as_the_mark_it_writes() {
        let words = |lang| KEYPAD.map(|k| k.word(lang));
        assert_eq!(
            words(Lang::Fr),
            [
                "plus",
                "moins",
                "fois",
                "divisé par",
                "puissance",
                "racine carrée de",
                "parenthèse ouvrante",
                "parenthèse fermante",
                "effacer la dernière touche",
                "tout effacer",
            ]
        );
        let marks: Vec<Mark<'_, u32>> = KEYPAD.iter().filter_map(|k| k.mark()).collect();
        assert_eq!(marks.len(), KEYPAD.len() - 2);
        assert_eq!(Key::Pow.mark(), Some(Mark::Op(BinOp::Pow)));
        assert_eq!(Key::Back.mark(), None);
    }
}

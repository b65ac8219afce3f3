//! The pieces of the equation crosswords: digits, the four operators, `=`, and for the French
//! game the decimal point and the fraction bar; the tile sets as data tables.

use crate::arith::Op;
use crate::kit::TileSet;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One piece (tile) of an equation crossword.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "CrosswordPiece"))]
pub enum Piece {
    /// A digit 0-9.
    Digit(u8),
    /// `+`.
    Plus,
    /// `−`.
    Minus,
    /// `×`.
    Times,
    /// `÷`.
    Divide,
    /// `=`.
    Equals,
    /// The decimal point (the French game).
    Point,
    /// The fraction bar (the French game).
    FractionBar,
    /// `^`, to the power of (the French game's variant 5).
    Power,
    /// `√`, the square root of what follows (the French game's variant 5).
    Root,
    /// `(`, an opening bracket (the French game's variant 5).
    Open,
    /// `)`, a closing bracket (the French game's variant 5).
    Close,
}

/// How many kinds of piece there are (the length of a count table indexed by [`Piece::index`]).
pub const KINDS: usize = 21;

impl Piece {
    /// Every kind of piece, in [`Piece::index`] order.
    pub const ALL: [Piece; KINDS] = [
        Piece::Digit(0),
        Piece::Digit(1),
        Piece::Digit(2),
        Piece::Digit(3),
        Piece::Digit(4),
        Piece::Digit(5),
        Piece::Digit(6),
        Piece::Digit(7),
        Piece::Digit(8),
        Piece::Digit(9),
        Piece::Plus,
        Piece::Minus,
        Piece::Times,
        Piece::Divide,
        Piece::Equals,
        Piece::Point,
        Piece::FractionBar,
        Piece::Power,
        Piece::Root,
        Piece::Open,
        Piece::Close,
    ];

    /// The piece's place in a count table: digits 0-9, then + − × ÷ = . / ^ √ ( ).
    pub fn index(self) -> usize {
        match self {
            Piece::Digit(d) => usize::from(d.min(9)),
            Piece::Plus => 10,
            Piece::Minus => 11,
            Piece::Times => 12,
            Piece::Divide => 13,
            Piece::Equals => 14,
            Piece::Point => 15,
            Piece::FractionBar => 16,
            Piece::Power => 17,
            Piece::Root => 18,
            Piece::Open => 19,
            Piece::Close => 20,
        }
    }

    /// The digit's value, if the piece is a digit.
    pub fn digit(self) -> Option<u8> {
        match self {
            Piece::Digit(d) => Some(d),
            _ => None,
        }
    }

    /// Whether the piece is one of + − × ÷.
    pub fn is_operator(self) -> bool {
        matches!(
            self,
            Piece::Plus | Piece::Minus | Piece::Times | Piece::Divide
        )
    }

    /// The operation an operator piece stands for (`+ − × ÷`); `None` for any other piece.
    pub fn op(self) -> Option<Op> {
        match self {
            Piece::Plus => Some(Op::Add),
            Piece::Minus => Some(Op::Sub),
            Piece::Times => Some(Op::Mul),
            Piece::Divide => Some(Op::Div),
            _ => None,
        }
    }

    /// The piece as printed: `0`-`9`, `+`, `−`, `×`, `÷`, `=`, `.`, `/`, `^`, `√`, `(`, `)`.
    pub fn symbol(self) -> char {
        match self {
            Piece::Digit(d) => char::from(b'0' + d.min(9)),
            Piece::Plus => Op::Add.symbol(),
            Piece::Minus => Op::Sub.symbol(),
            Piece::Times => Op::Mul.symbol(),
            Piece::Divide => Op::Div.symbol(),
            Piece::Equals => '=',
            Piece::Point => '.',
            Piece::FractionBar => '/',
            Piece::Power => '^',
            Piece::Root => '√',
            Piece::Open => '(',
            Piece::Close => ')',
        }
    }

    /// Reads one piece from a character a keyboard can type: digits, `+`, `-`/`−`,
    /// `x`/`X`/`*`/`×`, `:`/`÷`, `=`; `/` is division unless `fraction_bar` is set; `.`/`,`,
    /// `^`, `√`, `(` and `)` (pieces of the French game only).
    pub fn from_char(c: char, fraction_bar: bool) -> Option<Piece> {
        Some(match c {
            '0'..='9' => Piece::Digit(c as u8 - b'0'),
            '+' => Piece::Plus,
            '-' | '−' | '–' => Piece::Minus,
            'x' | 'X' | '*' | '×' | '·' => Piece::Times,
            ':' | '÷' => Piece::Divide,
            '/' if fraction_bar => Piece::FractionBar,
            '/' => Piece::Divide,
            '=' => Piece::Equals,
            '.' | ',' => Piece::Point,
            '^' => Piece::Power,
            '√' => Piece::Root,
            '(' => Piece::Open,
            ')' => Piece::Close,
            _ => return None,
        })
    }

    /// The name read aloud: "seven", "plus", "times"… in `lang`.
    pub fn spoken(self, lang: crate::lang::Lang) -> &'static str {
        use crate::lang::Lang::{En, Fr};
        const EN: [&str; 10] = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        ];
        const FR: [&str; 10] = [
            "zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf",
        ];
        match (self, lang) {
            (Piece::Digit(d), En) => EN[usize::from(d.min(9))],
            (Piece::Digit(d), Fr) => FR[usize::from(d.min(9))],
            (Piece::Plus, _) => Op::Add.word(lang),
            (Piece::Minus, _) => Op::Sub.word(lang),
            (Piece::Times, _) => Op::Mul.word(lang),
            (Piece::Divide, _) => Op::Div.word(lang),
            (Piece::Equals, En) => "equals",
            (Piece::Equals, Fr) => "égale",
            (Piece::Point, En) => "point",
            (Piece::Point, Fr) => "virgule",
            (Piece::FractionBar, En) => "over",
            (Piece::FractionBar, Fr) => "sur",
            (Piece::Power, En) => "to the power of",
            (Piece::Power, Fr) => "puissance",
            (Piece::Root, En) => "the square root of",
            (Piece::Root, Fr) => "racine carrée de",
            (Piece::Open, En) => "open bracket",
            (Piece::Open, Fr) => "ouvrez la parenthèse",
            (Piece::Close, En) => "close bracket",
            (Piece::Close, Fr) => "fermez la parenthèse",
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// Pieces printed side by side: `12+3=15`.
pub fn text_of(pieces: &[Piece]) -> String {
    pieces.iter().map(|p| p.symbol()).collect()
}

/// Reads a line of pieces from text (spaces ignored, so `1 2` is twelve); the first character
/// that is not a piece is the error.
pub fn parse_pieces(text: &str, fraction_bar: bool) -> Result<Vec<Piece>, char> {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| Piece::from_char(c, fraction_bar).ok_or(c))
        .collect()
}

/// A character of a typed line that is no piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotAPiece(pub char);

impl crate::kit::Worded for NotAPiece {
    fn text_in(&self, lang: crate::lang::Lang) -> String {
        let c = self.0;
        match lang {
            crate::lang::Lang::En => format!("\u{201c}{c}\u{201d} is not a piece"),
            crate::lang::Lang::Fr => {
                format!("\u{ab}\u{a0}{c}\u{a0}\u{bb} n\u{2019}est pas une pièce")
            }
        }
    }

    fn kind(&self) -> &'static str {
        "not_a_piece"
    }
}

/// Reads a line typed by a player (spaces ignored): the pieces, or the first character that is
/// no piece, worded.
pub fn read_line(text: &str, fraction_bar: bool) -> Result<Vec<Piece>, NotAPiece> {
    parse_pieces(text, fraction_bar).map_err(NotAPiece)
}

/// A count of each kind of piece, indexed by [`Piece::index`].
pub type Counts = [u8; KINDS];

/// Counts the pieces of a slice.
pub fn counts_of(pieces: &[Piece]) -> Counts {
    let mut c = [0u8; KINDS];
    for p in pieces {
        let slot = &mut c[p.index()];
        *slot = slot.saturating_add(1);
    }
    c
}

/// Pytagora's 126 pieces (the rulebook gives 77 digits, 31 operators, 18 `=`; the split per
/// symbol is ours): 0 ×7, 1-7 ×8 each, 8 ×7, 9 ×7; + ×10, − ×9, × ×7, ÷ ×5; = ×18.
pub const PYTAGORA_TABLE: [(Piece, u32); 15] = [
    (Piece::Digit(0), 7),
    (Piece::Digit(1), 8),
    (Piece::Digit(2), 8),
    (Piece::Digit(3), 8),
    (Piece::Digit(4), 8),
    (Piece::Digit(5), 8),
    (Piece::Digit(6), 8),
    (Piece::Digit(7), 8),
    (Piece::Digit(8), 7),
    (Piece::Digit(9), 7),
    (Piece::Plus, 10),
    (Piece::Minus, 9),
    (Piece::Times, 7),
    (Piece::Divide, 5),
    (Piece::Equals, 18),
];

/// Pytagora's tile set (from [`PYTAGORA_TABLE`]).
pub fn pytagora_set() -> TileSet<Piece> {
    TileSet::new(PYTAGORA_TABLE.to_vec())
}

/// The children's game "Plus and minus": Pytagora's set without the × and ÷ signs, 3 `=` and
/// 3 of each digit (as the rulebook says): 47 digits, + ×10, − ×9, = ×15 (81 pieces).
pub fn plus_and_minus_set() -> TileSet<Piece> {
    TileSet::new(
        PYTAGORA_TABLE
            .iter()
            .filter(|(p, _)| !matches!(p, Piece::Times | Piece::Divide))
            .map(|&(p, n)| match p {
                Piece::Digit(_) | Piece::Equals => (p, n - 3),
                _ => (p, n),
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pytagora_set_is_the_rulebooks_126() {
        let set = pytagora_set();
        assert_eq!(set.total(), 126);
        let tiles = set.tiles();
        assert_eq!(tiles.iter().filter(|p| p.digit().is_some()).count(), 77);
        assert_eq!(tiles.iter().filter(|p| p.is_operator()).count(), 31);
        assert_eq!(tiles.iter().filter(|p| **p == Piece::Equals).count(), 18);
        for p in Piece::ALL {
            assert_eq!(Piece::ALL[p.index()], p);
        }
    }

    #[test]
    fn text_reads_keyboard_symbols() {
        let p = parse_pieces("1 2 x3 = 3*1:1", false).expect("reads");
        assert_eq!(text_of(&p), "12×3=3×1÷1");
        assert_eq!(parse_pieces("1?2", false), Err('?'));
    }
}

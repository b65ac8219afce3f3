//! Reading a line of pieces: digits side by side are one number; a line reads left to right
//! (across) or top to bottom (down). Also the runs of pieces a play touches on a board.

use super::board::{Board, Direction};
use super::equation::LineError;
use super::pieces::Piece;
use crate::arith::Op;
use crate::kit::grid::Cell;

/// The largest number a line may hold (fifteen digits); larger ones are refused as too large.
pub const MAX_NUMBER: i128 = 999_999_999_999_999;

/// A token of a line: a number (its digits side by side), an operator, or `=`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Token {
    /// A whole number: its value, how many digits, and whether it starts with a 0 (and has
    /// more than one digit).
    Num {
        /// The value.
        value: i128,
        /// How many digit pieces.
        digits: u8,
        /// Whether it has more than one digit and starts with 0.
        leading_zero: bool,
    },
    /// An operator.
    Op(Op),
    /// `=`.
    Eq,
}

/// Reads pieces into tokens. Only digits, + − × ÷ and `=` are read here (the decimal point
/// and the fraction bar are the French game's).
pub fn tokens(pieces: &[Piece]) -> Result<Vec<Token>, LineError> {
    let mut out: Vec<Token> = Vec::with_capacity(pieces.len());
    for &p in pieces {
        let t = match p {
            Piece::Digit(d) => {
                if let Some(Token::Num {
                    value,
                    digits,
                    leading_zero,
                }) = out.last_mut()
                {
                    let v = *value * 10 + i128::from(d);
                    if v > MAX_NUMBER {
                        return Err(LineError::TooLarge);
                    }
                    *leading_zero = *leading_zero || (*digits == 1 && *value == 0);
                    *value = v;
                    *digits = digits.saturating_add(1);
                    continue;
                }
                Token::Num {
                    value: i128::from(d),
                    digits: 1,
                    leading_zero: false,
                }
            }
            Piece::Equals => Token::Eq,
            _ => match p.op() {
                Some(op) => Token::Op(op),
                // The decimal point, the fraction bar, powers, roots and brackets.
                None => return Err(LineError::NotThisGame(p)),
            },
        };
        out.push(t);
    }
    Ok(out)
}

/// The run of laid pieces through `cell` in `dir` (empty when `cell` is empty): its first
/// cell and its pieces.
pub fn run_through(board: &Board, cell: Cell, dir: Direction) -> (Cell, Vec<Piece>) {
    if board.piece(cell).is_none() {
        return (cell, Vec::new());
    }
    let mut start = cell;
    while let Some(prev) = board.step(start, dir, -1) {
        if board.piece(prev).is_none() {
            break;
        }
        start = prev;
    }
    let mut pieces = Vec::new();
    let mut at = Some(start);
    while let Some(c) = at {
        match board.piece(c) {
            Some(p) => pieces.push(p),
            None => break,
        }
        at = board.step(c, dir, 1);
    }
    (start, pieces)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crossword::pieces::parse_pieces;

    #[test]
    fn digits_side_by_side_are_one_number() {
        let t = tokens(&parse_pieces("12+03=15", false).expect("reads")).expect("tokens");
        assert_eq!(t.len(), 5);
        assert_eq!(
            t[0],
            Token::Num {
                value: 12,
                digits: 2,
                leading_zero: false
            }
        );
        assert_eq!(
            t[2],
            Token::Num {
                value: 3,
                digits: 2,
                leading_zero: true
            }
        );
        assert_eq!(
            tokens(&parse_pieces("9999999999999999", false).expect("reads")),
            Err(LineError::TooLarge)
        );
    }
}

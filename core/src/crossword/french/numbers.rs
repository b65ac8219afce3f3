//! Numbers looked up by their value: the fillings of a few squares as one factor of a term (a
//! number of digits with at most one decimal point, a `−` before it where it is negative) worth
//! a given value. A number's digits are its value's, padded with leading zeros (rule 12), so
//! there is one filling for each place of the decimal point (or none) instead of one for every
//! arrangement of the rack's digits.

use super::reading::{Value, MAX_DIGITS};
use crate::crossword::pieces::Piece;

/// One square of a stretch: a tile on the board, or empty and able to take the kinds of tile
/// in a mask (bit [`Piece::index`]: what the rack holds and the crossing line allows).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Square {
    /// A tile already on the board.
    Tile(Piece),
    /// An empty square and the kinds of tile it may take.
    Empty(u32),
}

impl Square {
    /// Whether the square may hold `p`.
    pub fn takes(self, p: Piece) -> bool {
        match self {
            Square::Tile(q) => q == p,
            Square::Empty(mask) => mask & (1 << p.index()) != 0,
        }
    }
}

/// Every filling of `squares` as one factor worth `value` (digits and at most one decimal
/// point, with a `−` first for a negative value, or for zero read as `−0`), as the reader
/// reads it: no point last, at most [`MAX_DIGITS`] digits.
pub fn factors_worth(value: &Value, squares: &[Square]) -> Vec<Vec<Piece>> {
    let mut out = Vec::new();
    if *value.numer() >= 0 {
        numbers_worth(value, squares, None, &mut out);
    }
    if *value.numer() <= 0 {
        if let Some((first, rest)) = squares.split_first() {
            if first.takes(Piece::Minus) {
                numbers_worth(&-*value, rest, Some(Piece::Minus), &mut out);
            }
        }
    }
    out
}

/// The fillings of `squares` as one number worth `value` (not negative), each after `prefix`.
fn numbers_worth(
    value: &Value,
    squares: &[Square],
    prefix: Option<Piece>,
    out: &mut Vec<Vec<Piece>>,
) {
    let len = squares.len();
    if len == 0 {
        return;
    }
    place(value, squares, None, prefix, out);
    // A point with at least one digit after it.
    for at in 0..len - 1 {
        place(value, squares, Some(at), prefix, out);
    }
}

/// The filling of `squares` as a number worth `value` with its point at `point` (or none), if
/// there is one.
fn place(
    value: &Value,
    squares: &[Square],
    point: Option<usize>,
    prefix: Option<Piece>,
    out: &mut Vec<Vec<Piece>>,
) {
    let len = squares.len();
    let digits = len - usize::from(point.is_some());
    if digits == 0 || digits > MAX_DIGITS {
        return;
    }
    let decimals = point.map_or(0, |at| len - 1 - at);
    let Some(scaled) = u32::try_from(decimals)
        .ok()
        .and_then(|d| 10i128.checked_pow(d))
        .and_then(|s| value.numer().checked_mul(s))
    else {
        return;
    };
    if scaled % value.denom() != 0 {
        return;
    }
    let mut rest = scaled / value.denom();
    let Some(limit) = u32::try_from(digits)
        .ok()
        .and_then(|d| 10i128.checked_pow(d))
    else {
        return;
    };
    if rest < 0 || rest >= limit {
        return;
    }
    let start = usize::from(prefix.is_some());
    let mut filling = vec![Piece::Point; start + len];
    if let Some(p) = prefix {
        filling[0] = p;
    }
    for (k, square) in squares.iter().enumerate().rev() {
        let p = if point == Some(k) {
            Piece::Point
        } else {
            let d = (rest % 10) as u8;
            rest /= 10;
            Piece::Digit(d)
        };
        if !square.takes(p) {
            return;
        }
        filling[start + k] = p;
    }
    out.push(filling);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crossword::french::reading::{member_values, MemberValues};
    use std::collections::BTreeSet;

    fn all_mask() -> u32 {
        Piece::ALL.iter().fold(0, |m, p| m | 1 << p.index())
    }

    /// Every arrangement of digits, points and `−` on `len` squares that reads as one factor,
    /// with its value, by the reader itself.
    fn brute(len: usize) -> Vec<(Value, Vec<Piece>)> {
        let kinds: Vec<Piece> = (0..10)
            .map(Piece::Digit)
            .chain([Piece::Point, Piece::Minus])
            .collect();
        let mut out = Vec::new();
        let mut idx = vec![0usize; len];
        loop {
            let line: Vec<Piece> = idx.iter().map(|i| kinds[*i]).collect();
            // A factor: `−` only first.
            if !line.iter().skip(1).any(|p| *p == Piece::Minus) {
                if let MemberValues::Listed(vs) = member_values(&line) {
                    for v in vs {
                        out.push((v, line.clone()));
                    }
                }
            }
            let mut k = 0;
            loop {
                if k == len {
                    return out;
                }
                idx[k] += 1;
                if idx[k] < kinds.len() {
                    break;
                }
                idx[k] = 0;
                k += 1;
            }
        }
    }

    #[test]
    fn every_factor_by_value_as_the_reader_reads_it() {
        for len in 1..=4 {
            let squares = vec![Square::Empty(all_mask()); len];
            let found = brute(len);
            let values: BTreeSet<(i128, i128)> = found
                .iter()
                .map(|(v, _)| (*v.numer(), *v.denom()))
                .collect();
            assert!(values.len() >= 10, "{len}");
            for (n, d) in values {
                let v = Value::new(n, d);
                let want: BTreeSet<Vec<Piece>> = found
                    .iter()
                    .filter(|(w, _)| *w == v)
                    .map(|(_, l)| l.clone())
                    .collect();
                let got: BTreeSet<Vec<Piece>> = factors_worth(&v, &squares).into_iter().collect();
                assert_eq!(got, want, "length {len}, value {v}");
            }
            // A value no factor of this length takes.
            assert!(factors_worth(&Value::new(1, 3), &squares).is_empty());
            assert!(factors_worth(&Value::from_integer(10_000), &squares).is_empty());
        }
    }

    #[test]
    fn tiles_on_the_board_and_masks_are_kept() {
        let digits_only = (0..10).fold(0u32, |m, d| m | 1 << Piece::Digit(d).index());
        let squares = [
            Square::Empty(digits_only),
            Square::Tile(Piece::Digit(2)),
            Square::Empty(digits_only | 1 << Piece::Point.index()),
            Square::Empty(digits_only),
        ];
        let got = factors_worth(&Value::new(125, 10), &squares);
        assert_eq!(
            got,
            vec![vec![
                Piece::Digit(1),
                Piece::Digit(2),
                Piece::Point,
                Piece::Digit(5)
            ]]
        );
        let got = factors_worth(&Value::new(25, 10), &squares[1..]);
        assert_eq!(
            got,
            vec![vec![Piece::Digit(2), Piece::Point, Piece::Digit(5)]]
        );
        let got = factors_worth(&Value::from_integer(335), &squares[..3]);
        assert!(got.is_empty(), "the middle square holds a 2");
        let got = factors_worth(&Value::from_integer(-25), &squares[..3]);
        assert!(got.is_empty(), "the first square takes no −");
        let got = factors_worth(&Value::from_integer(-25), &[Square::Empty(all_mask()); 3]);
        assert_eq!(
            got,
            vec![vec![Piece::Minus, Piece::Digit(2), Piece::Digit(5)]]
        );
    }
}

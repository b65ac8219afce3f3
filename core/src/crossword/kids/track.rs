//! Up and down's squares: the numbers around a square, in the order the rulebook lays them
//! (clockwise from the top-left corner), and where each one stands on the table.
//!
//! The big square (10 × 10, 36 pieces): 0 1 … 9 along the top, 8 … 0 down the right side,
//! 1 … 9 along the bottom from right to left, 8 … 1 up the left side, the last 1 touching the
//! first 0. Even and odd: two 5 × 5 squares (16 pieces each) of 0 2 4 6 8 / 6 4 2 0 / 2 4 6 8 /
//! 6 4 2 (corners 0, 8, 0, 8) and 1 3 5 7 9 / 7 5 3 1 / 3 5 7 9 / 7 5 3 (corners 1, 9, 1, 9).

use crate::kit::Cell;
use serde::{Deserialize, Serialize};

/// One square of numbers: the values clockwise from the top-left corner and their cells.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Track {
    /// The values, clockwise from the corner where play starts.
    pub values: Vec<u8>,
    /// The cell of each value.
    pub cells: Vec<Cell>,
}

impl Track {
    /// The square whose top side reads `top` (left to right), drawn with its top-left corner at
    /// column `col0`. Sides go down, back along the bottom, and up again to the start.
    pub fn square(top: &[u8], col0: u8) -> Track {
        let n = top.len();
        let mut values = Vec::with_capacity(4 * n.saturating_sub(1));
        let mut cells = Vec::with_capacity(values.capacity());
        let last = (n as u8).saturating_sub(1);
        // Top: left to right.
        for (i, &v) in top.iter().enumerate() {
            values.push(v);
            cells.push(Cell::new(0, col0 + i as u8));
        }
        // Right side: down, the top row read backwards without its corner.
        for (k, &v) in top.iter().rev().skip(1).enumerate() {
            values.push(v);
            cells.push(Cell::new(k as u8 + 1, col0 + last));
        }
        // Bottom: right to left, without the corner.
        for (k, &v) in top.iter().skip(1).enumerate() {
            values.push(v);
            cells.push(Cell::new(last, col0 + last - 1 - k as u8));
        }
        // Left side: up, without either corner.
        for (k, &v) in top
            .iter()
            .rev()
            .skip(1)
            .take(n.saturating_sub(2))
            .enumerate()
        {
            values.push(v);
            cells.push(Cell::new(last - 1 - k as u8, col0));
        }
        Track { values, cells }
    }

    /// How many pieces the square holds.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the square has no pieces (never, for the rulebook's squares).
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// The big square of the standard game.
pub fn big_square() -> Track {
    Track::square(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 0)
}

/// The two squares of Even and odd (the odd one beside the even one, one column apart).
pub fn even_and_odd() -> [Track; 2] {
    [
        Track::square(&[0, 2, 4, 6, 8], 0),
        Track::square(&[1, 3, 5, 7, 9], 6),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_squares_read_as_the_rulebook_lays_them() {
        let big = big_square();
        assert_eq!(big.len(), 36);
        let expected: Vec<u8> = (0..=9)
            .chain((0..=8).rev())
            .chain(1..=9)
            .chain((1..=8).rev())
            .collect();
        assert_eq!(big.values, expected);
        // 9 at the top-right corner, 8 below it; 0 at the bottom-right; 1 to its left; the last
        // piece, a 1, just below the first 0.
        assert_eq!(big.cells[9], Cell::new(0, 9));
        assert_eq!(big.cells[10], Cell::new(1, 9));
        assert_eq!(big.cells[18], Cell::new(9, 9));
        assert_eq!(big.cells[19], Cell::new(9, 8));
        assert_eq!(big.cells[27], Cell::new(9, 0));
        assert_eq!(big.cells[35], Cell::new(1, 0));
        assert_eq!(big.values[35], 1);
        // Every cell of the perimeter once.
        let mut cells = big.cells.clone();
        cells.sort_by_key(|c| (c.row, c.col));
        cells.dedup();
        assert_eq!(cells.len(), 36);
        let [even, odd] = even_and_odd();
        assert_eq!(
            even.values,
            vec![0, 2, 4, 6, 8, 6, 4, 2, 0, 2, 4, 6, 8, 6, 4, 2]
        );
        assert_eq!(
            odd.values,
            vec![1, 3, 5, 7, 9, 7, 5, 3, 1, 3, 5, 7, 9, 7, 5, 3]
        );
        // Corners: 0, 8, 0, 8 and 1, 9, 1, 9.
        let corners = |t: &Track| [0, 4, 8, 12].map(|i| t.values[i]);
        assert_eq!(corners(&even), [0, 8, 0, 8]);
        assert_eq!(corners(&odd), [1, 9, 1, 9]);
        assert_eq!(odd.cells[0], Cell::new(0, 6));
    }
}

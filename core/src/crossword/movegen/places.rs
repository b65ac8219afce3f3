//! The canonical place of an equation that crosses nothing.

use super::squares::{lines, Square};
use crate::crossword::board::{Board, Direction};
use crate::kit::grid::Cell;

/// For each length, the free place nearest the centre where a line of that length touches
/// nothing (scan order breaks ties): `None` when there is none.
pub fn free_places(board: &Board, max_len: usize) -> Vec<Option<(Cell, Direction)>> {
    let mut best: Vec<Option<(i64, Cell, Direction)>> = vec![None; max_len + 1];
    let (rows, cols) = (i64::from(board.rows()), i64::from(board.cols()));
    for (dir, cells, sq) in lines(board) {
        for s in 0..cells.len() {
            if s > 0 && board.piece(cells[s - 1]).is_some() {
                continue;
            }
            let mut len = 0;
            while s + len < cells.len() && sq[s + len] == Square::Open && len < max_len {
                len += 1;
                let after_ok = cells.get(s + len).is_none_or(|&c| board.piece(c).is_none());
                if after_ok {
                    // Distance of the line's middle from the board's centre (doubled).
                    let mid_r = 2 * i64::from(cells[s].row)
                        + (if dir == Direction::Down {
                            len as i64 - 1
                        } else {
                            0
                        });
                    let mid_c = 2 * i64::from(cells[s].col)
                        + (if dir == Direction::Across {
                            len as i64 - 1
                        } else {
                            0
                        });
                    let d = (mid_r - (rows - 1)).abs() + (mid_c - (cols - 1)).abs();
                    if best[len].is_none_or(|(bd, _, _)| d < bd) {
                        best[len] = Some((d, cells[s], dir));
                    }
                }
            }
        }
    }
    best.into_iter()
        .map(|b| b.map(|(_, c, d)| (c, d)))
        .collect()
}

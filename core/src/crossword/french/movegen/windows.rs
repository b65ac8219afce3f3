//! The stretches searched: every stretch of every line joined to the board (or covering the
//! centre on the first play) with at most as many empty squares as the rack has tiles.

use crate::crossword::board::{Board, Direction};
use crate::crossword::french::play::centre;
use crate::kit::grid::Cell;

pub(super) struct Window {
    pub(super) dir: Direction,
    /// The line's index (its row across, its column down) and where the stretch starts in it.
    pub(super) line: u8,
    pub(super) start: u8,
    pub(super) cells: Vec<Cell>,
    pub(super) empties: usize,
}

pub(super) fn windows(board: &Board, rack_len: usize) -> Vec<Window> {
    let mut out = Vec::new();
    let empty_board = board.is_empty();
    let mid = centre(board);
    for dir in Direction::BOTH {
        let (lines, len) = match dir {
            Direction::Across => (board.rows(), board.cols()),
            Direction::Down => (board.cols(), board.rows()),
        };
        for l in 0..lines {
            let cell = |i: u8| match dir {
                Direction::Across => Cell::new(l, i),
                Direction::Down => Cell::new(i, l),
            };
            for s in 0..len {
                if s > 0 && board.piece(cell(s - 1)).is_some() {
                    continue;
                }
                let mut empties = 0;
                for e in s..len {
                    if board.piece(cell(e)).is_none() {
                        empties += 1;
                    }
                    if empties > rack_len {
                        break;
                    }
                    if e + 1 < len && board.piece(cell(e + 1)).is_some() {
                        continue;
                    }
                    if empties == 0 {
                        continue;
                    }
                    let cells: Vec<Cell> = (s..=e).map(cell).collect();
                    // A single new tile is the same play across and down: taken across only.
                    if empties == 1 && cells.len() == 1 && dir == Direction::Down {
                        continue;
                    }
                    let joined = if empty_board {
                        cells.contains(&mid) && cells.len() >= 2
                    } else {
                        cells.iter().any(|c| board.piece(*c).is_some())
                            || cells.iter().any(|c| {
                                [-1, 1].iter().any(|by| {
                                    board
                                        .step(*c, dir.other(), *by)
                                        .is_some_and(|n| board.piece(n).is_some())
                                })
                            })
                    };
                    if joined {
                        out.push(Window {
                            dir,
                            line: l,
                            start: s,
                            cells,
                            empties,
                        });
                    }
                }
            }
        }
    }
    out.sort_by_key(|w| (w.empties, w.cells.len()));
    out
}

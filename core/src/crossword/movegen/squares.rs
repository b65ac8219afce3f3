//! The squares of a line as the walk sees them (open, closed by a cross-check, a laid piece
//! to cross, blocked), and the shape of the squares ahead that keys the tail lists.

use crate::crossword::board::{Board, Direction};
use crate::crossword::pieces::Piece;
use crate::kit::grid::Cell;

/// One square of a line being walked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Square {
    /// Empty, and nothing laid beside it across the line: a piece may go here.
    Open,
    /// Empty, but a laid piece beside it across the line: the line must stop before it.
    Closed,
    /// A laid piece alone along the line: the line may cross it.
    Cross(Piece),
    /// A laid piece of an earlier equation along this direction: the line may not touch it.
    Blocked,
}

/// Whether a line may end just before square `i` (it is empty or off the board) and whether
/// it may go on to it (it is open or a laid piece to cross).
pub(super) fn reach(sq: &[Square], i: usize) -> (bool, bool) {
    match sq.get(i) {
        None | Some(Square::Closed) => (true, false),
        Some(Square::Open) => (true, true),
        Some(Square::Cross(_)) => (false, true),
        Some(Square::Blocked) => (false, false),
    }
}

/// Every whole line of the board, rows across then columns down: its direction, cells and
/// squares.
pub(super) fn lines(board: &Board) -> Vec<(Direction, Vec<Cell>, Vec<Square>)> {
    let mut out = Vec::new();
    for dir in Direction::BOTH {
        let (lines, len) = match dir {
            Direction::Across => (board.rows(), board.cols()),
            Direction::Down => (board.cols(), board.rows()),
        };
        for l in 0..lines {
            let first = match dir {
                Direction::Across => Cell::new(l, 0),
                Direction::Down => Cell::new(0, l),
            };
            if let Some(cells) = board.cells(first, dir, usize::from(len)) {
                let sq = squares(board, &cells, dir);
                out.push((dir, cells, sq));
            }
        }
    }
    out
}

pub(super) fn squares(board: &Board, cells: &[Cell], dir: Direction) -> Vec<Square> {
    let laid = |c: Option<Cell>| c.and_then(|c| board.piece(c)).is_some();
    cells
        .iter()
        .map(|&c| match board.piece(c) {
            Some(p) => {
                if laid(board.step(c, dir, -1)) || laid(board.step(c, dir, 1)) {
                    Square::Blocked
                } else {
                    Square::Cross(p)
                }
            }
            None => {
                if laid(board.step(c, dir.other(), -1)) || laid(board.step(c, dir.other(), 1)) {
                    Square::Closed
                } else {
                    Square::Open
                }
            }
        })
        .collect()
}

/// What a tail laid from square `i` with `held` pieces in hand can meet: the squares from `i`
/// up to the first one it cannot reach (a closed or blocked square, the edge, or the open
/// square after `held` open ones), 5 bits each (a blocked square is not a closed one: a line
/// may not end before it). `None` when too long to fit.
pub(super) fn shape(sq: &[Square], i: usize, held: u32) -> Option<u128> {
    let mut v: u128 = 0;
    let mut opens = 0;
    for j in i.. {
        if v >> 120 != 0 {
            return None;
        }
        let code: u128 = match sq.get(j) {
            None | Some(Square::Closed) => 1,
            Some(Square::Blocked) => 2,
            Some(Square::Open) => 3,
            Some(Square::Cross(p)) => 4 + p.index() as u128,
        };
        v = (v << 5) | code;
        match sq.get(j) {
            Some(Square::Open) => {
                opens += 1;
                if opens > held {
                    return Some(v);
                }
            }
            Some(Square::Cross(_)) => {}
            _ => return Some(v),
        }
    }
    None
}

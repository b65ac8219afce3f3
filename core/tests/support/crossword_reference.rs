//! The slow, obviously-correct move generator for the equation crosswords: every window of
//! the board, every arrangement of the rack's pieces in its empty squares, each checked by the
//! rules' own `check_lay`.

use std::collections::BTreeSet;
use tuffest_core::crossword::board::{Board, Direction, Placement};
use tuffest_core::crossword::equation::{check, EquationRules};
use tuffest_core::crossword::movegen::supply;
use tuffest_core::crossword::pieces::{Piece, KINDS};
use tuffest_core::crossword::pytagora::{check_lay, LayError};
use tuffest_core::kit::grid::Cell;

/// Crossing plays as (line, points), and free equations (crossing nothing) as piece lists.
pub struct Reference {
    pub crossing: BTreeSet<(Placement, i64)>,
    pub free: BTreeSet<Vec<Piece>>,
}

/// Every window of `board`: each direction, each starting square and each length that fits,
/// in that order, as (start, direction, its squares).
pub fn windows(board: &Board) -> Vec<(Cell, Direction, Vec<Cell>)> {
    let mut out = Vec::new();
    for dir in Direction::BOTH {
        for r in 0..board.rows() {
            for c in 0..board.cols() {
                let start = Cell::new(r, c);
                for len in 1..=usize::from(board.rows().max(board.cols())) {
                    let Some(cells) = board.cells(start, dir, len) else {
                        break;
                    };
                    out.push((start, dir, cells));
                }
            }
        }
    }
    out
}

/// Every distinct arrangement of `n` pieces from `counts`.
fn arrangements(
    counts: &mut [u8; KINDS],
    n: usize,
    cur: &mut Vec<Piece>,
    out: &mut Vec<Vec<Piece>>,
) {
    if cur.len() == n {
        out.push(cur.clone());
        return;
    }
    for k in 0..KINDS {
        if counts[k] > 0 {
            counts[k] -= 1;
            cur.push(Piece::ALL[k]);
            arrangements(counts, n, cur, out);
            cur.pop();
            counts[k] += 1;
        }
    }
}

fn structural(e: &LayError) -> bool {
    matches!(
        e,
        LayError::Board(_) | LayError::Extends(_) | LayError::Touches(_)
    )
}

#[allow(clippy::needless_range_loop)]
pub fn reference(board: &Board, rack: &[Piece], pool: u32, rules: EquationRules) -> Reference {
    let mut counts = supply(rack, pool);
    let total: usize = counts.iter().map(|&n| usize::from(n)).sum();
    let mut by_len: Vec<Vec<Vec<Piece>>> = Vec::new();
    for n in 0..=total {
        let mut out = Vec::new();
        arrangements(&mut counts, n, &mut Vec::new(), &mut out);
        by_len.push(out);
    }
    let mut crossing = BTreeSet::new();
    let mut free_len_ok = vec![false; total + 1];
    for (start, dir, cells) in windows(board) {
        let len = cells.len();
        let laid: Vec<Option<Piece>> = cells.iter().map(|&c| board.piece(c)).collect();
        let new = laid.iter().filter(|p| p.is_none()).count();
        if new == 0 || new > total {
            continue;
        }
        // The window's shape, with any pieces in its empty squares.
        let probe = Placement {
            start,
            dir,
            pieces: laid.iter().map(|p| p.unwrap_or(Piece::Digit(1))).collect(),
        };
        if let Err(e) = check_lay(board, &probe, rules) {
            if structural(&e) {
                continue;
            }
        }
        if new == len {
            free_len_ok[len] = true;
            continue;
        }
        for arr in &by_len[new] {
            let mut it = arr.iter();
            let pieces: Vec<Piece> = laid
                .iter()
                .map(|p| p.or_else(|| it.next().copied()).unwrap_or(Piece::Equals))
                .collect();
            let placement = Placement { start, dir, pieces };
            if let Ok(l) = check_lay(board, &placement, rules) {
                crossing.insert((placement, l.points));
            }
        }
    }
    let mut free = BTreeSet::new();
    for (len, ok) in free_len_ok.iter().enumerate() {
        if *ok {
            for arr in &by_len[len] {
                if check(arr, rules).is_ok() {
                    free.insert(arr.clone());
                }
            }
        }
    }
    Reference { crossing, free }
}

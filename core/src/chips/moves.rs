//! Legal moves and the chips a move turns, in the eight directions.
//!
//! A chip may go on an empty square from which, in at least one direction, one or more
//! consecutive opposite chips are followed by a chip of the mover's colour; every such run, in
//! all eight directions, turns over.

use super::board::{bit, cells, Board, Colour};
use crate::kit::Cell;

/// The eight directions as (shift, left?) pairs: shifting left by 1 is east, by 8 south, by 7
/// south-west and by 9 south-east; shifting right goes the other way. Squares that leave the
/// board land outside the mask (columns 6 and 7 of a 6×6 board are never on it), so the mask
/// alone stops runs from wrapping around.
const SHIFTS: [u32; 4] = [1, 7, 8, 9];

#[inline(always)]
fn step(b: u64, shift: u32, left: bool, mask: u64) -> u64 {
    if left {
        (b << shift) & mask
    } else {
        (b >> shift) & mask
    }
}

/// The squares where the player with chips `p` may move against `o` on the squares `mask`.
///
/// No shift needs the mask: a board is at most 6 squares wide, so columns 6 and 7 are always
/// empty and a run leaving the board by the side lands there (never on an opposite chip); only
/// the final landing square is checked against the empty squares of `mask`.
#[inline]
pub fn legal_bits(p: u64, o: u64, mask: u64) -> u64 {
    let empty = mask & !(p | o);
    let mut moves = 0u64;
    for s in SHIFTS {
        // Runs of one or two opposite chips next to the mover's, then up to four (at most four
        // opposite chips fit between two squares of a 6×6 board).
        let pairs = o & (o << s);
        let mut x = o & (p << s);
        x |= o & (x << s);
        x |= pairs & (x << (2 * s));
        moves |= empty & (x << s);
        let pairs = o & (o >> s);
        let mut x = o & (p >> s);
        x |= o & (x >> s);
        x |= pairs & (x >> (2 * s));
        moves |= empty & (x >> s);
    }
    moves
}

/// The chips turned when the player with chips `p` moves on square `sq` (a bit index) against
/// `o`; 0 when the move turns nothing (it is then not legal).
#[inline]
pub fn flips(p: u64, o: u64, sq: u32, mask: u64) -> u64 {
    let start = 1u64 << sq;
    let mut turned = 0u64;
    for &s in &SHIFTS {
        for left in [true, false] {
            let mut run = 0u64;
            let mut x = step(start, s, left, mask);
            while x & o != 0 {
                run |= x;
                x = step(x, s, left, mask);
            }
            if x & p != 0 {
                turned |= run;
            }
        }
    }
    turned
}

/// The squares where `colour` may move on `board`, top row first.
pub fn legal_moves(board: &Board, colour: Colour) -> Vec<Cell> {
    cells(legal_bits(
        board.chips(colour),
        board.chips(colour.other()),
        board.mask(),
    ))
}

/// Whether `colour` has a move on `board` (the game is over when the player to move has none).
pub fn has_move(board: &Board, colour: Colour) -> bool {
    legal_bits(
        board.chips(colour),
        board.chips(colour.other()),
        board.mask(),
    ) != 0
}

/// The chips `colour` would turn by moving on `cell`: empty when the move is not legal.
pub fn turned_by(board: &Board, colour: Colour, cell: Cell) -> Vec<Cell> {
    if board.at(cell).is_some() || !board.contains(cell) {
        return Vec::new();
    }
    let sq = (bit(cell)).trailing_zeros();
    cells(flips(
        board.chips(colour),
        board.chips(colour.other()),
        sq,
        board.mask(),
    ))
}

/// Plays `colour` on `cell`: the new board and the chips turned, or `None` when the move is not
/// legal (an occupied square, off the board, or nothing outflanked).
pub fn play(board: &Board, colour: Colour, cell: Cell) -> Option<(Board, Vec<Cell>)> {
    if !board.contains(cell) || board.at(cell).is_some() {
        return None;
    }
    let b = bit(cell);
    let t = flips(
        board.chips(colour),
        board.chips(colour.other()),
        b.trailing_zeros(),
        board.mask(),
    );
    if t == 0 {
        return None;
    }
    Some((board.with_move(colour, b, t), cells(t)))
}

//! Seeded set-ups: random positions (for tests and the benchmark) and balanced set-ups, where
//! perfect play ends close.

use super::board::{Board, Colour};
use super::moves::has_move;
use super::setup::SetupError;
use super::solver::Solver;
use crate::kit::Cell;
use crate::rng::GameRng;

/// How many candidates [`generate`] solves before keeping the most balanced.
pub const CANDIDATES: u32 = 24;

/// A random board of `size` with `empties` empty squares (clamped to the board; a size other than 4, 5 or 6 gives 6) and every other
/// square holding a chip of a random colour. Not validated: yellow may have no move.
pub fn random_position(rng: &mut GameRng, size: u8, empties: u32) -> Board {
    let mut board = Board::empty_or_six(size);
    let size = board.size();
    let n = u32::from(size) * u32::from(size);
    let mut squares: Vec<u32> = (0..n).collect();
    rng.shuffle(&mut squares);
    let empties = empties.min(n) as usize;
    for &k in &squares[empties..] {
        let cell = Cell::new((k / u32::from(size)) as u8, (k % u32::from(size)) as u8);
        let colour = if rng.below(2) == 0 {
            Colour::Yellow
        } else {
            Colour::Red
        };
        board.set(cell, Some(colour));
    }
    board
}

/// A balanced set-up of `size` with `empties` empty squares from `seed`: among
/// The empty squares of a generated casual set-up of `size` (10 on 4×4, 12 on 5×5, 14 on 6×6):
/// inside the tournament's 8 to 16, and small enough that the exact solver and the strongest
/// computer player answer at once.
pub fn suggested_empties(size: u8) -> u32 {
    match size {
        4 => 10,
        5 => 12,
        _ => 14,
    }
}

/// [`CANDIDATES`] random boards where yellow has a move, the one whose perfect-play value is
/// closest to 0 (a draw first; the earliest such candidate). Refused when the size is not 4, 5
/// or 6, or when no candidate leaves yellow a move (too many empty squares).
pub fn generate(seed: u64, size: u8, empties: u32) -> Result<Board, SetupError> {
    if !super::board::SIZES.contains(&size) {
        return Err(SetupError::WrongSize {
            rows: u32::from(size),
        });
    }
    let mut rng = GameRng::from_seed(seed);
    let mut solver = Solver::new(16).with_budget(5_000_000);
    let mut best: Option<(i32, Board)> = None;
    let mut solved = 0;
    for _ in 0..CANDIDATES * 8 {
        if solved >= CANDIDATES {
            break;
        }
        let b = random_position(&mut rng, size, empties);
        if !has_move(&b, Colour::Yellow) {
            continue;
        }
        solved += 1;
        let s = solver.solve(&b, Colour::Yellow);
        // Unproved candidates count as unbalanced.
        let score = s.value.map_or(i32::MAX, i32::abs);
        if best.as_ref().is_none_or(|(v, _)| score < *v) {
            best = Some((score, b));
        }
        if score == 0 {
            break;
        }
    }
    best.map(|(_, b)| b).ok_or(SetupError::NoFirstMove)
}

//! Dots and Boxes: the tournament's game.
//!
//! - [`Board`]: the geometry of a grid of 3 to 7 dots a side, segments and boxes numbered for
//!   bitsets.
//! - [`Position`]: drawn segments, owners, whose turn, scores; drawing a segment that
//!   completes one or two boxes gives another move.
//! - [`Solver`]: the exact solver (value and every optimal move), bounded by a node budget.

mod board;
mod position;
mod solver;

pub use board::{Board, MAX_DOTS, MIN_DOTS};
pub use position::{DrawError, Position};
pub use solver::{Solution, Solver, SolverConfig};

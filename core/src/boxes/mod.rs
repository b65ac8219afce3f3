//! Dots and Boxes: the tournament's game.
//!
//! - [`Board`]: the geometry of a grid of 3 to 7 dots a side, segments and boxes numbered for
//!   bitsets.
//! - [`Setup`]: the size and the segments drawn before play, validated (no box complete);
//!   5, 6 and 7 dots a side are the tournament's sizes, 3 and 4 are for learning.
//! - [`notation`]: segments `h<r>,<c>`/`v<r>,<c>`, a set-up's text form and share code.
//! - [`generate`]: seeded fair set-ups; [`LIBRARY`]: named set-ups.
//! - [`Position`]: drawn segments, owners, whose turn, scores; drawing a segment that
//!   completes one or two boxes gives another move.
//! - [`Solver`]: the exact solver (value and every optimal move), bounded by a node budget.
//! - [`choose`]: computer players at the kit's four strengths; [`hint`]: hints in steps;
//!   [`analyse`]: each played move's loss after the game.
//! - [`BoxesGame`]: the live session implementing [`kit::Game`](crate::kit::Game), with its
//!   [`BoxesView`] and history record.

mod analysis;
mod board;
mod computer;
mod game;
mod generator;
pub mod guide;
mod hints;
mod history;
mod library;
pub mod notation;
mod position;
mod setup;
mod solver;
mod table;
mod view;

pub use analysis::{analyse, Analysis, MoveLoss, ANALYSIS_NODES};
pub use board::{sizes, Board, MAX_DOTS, MIN_DOTS};
pub use computer::{choose, STRONG_NODES, UNBEATABLE_NODES};
pub use game::{
    code_of, moves_text, BoxesGame, Command, Detail, Options, Refusal, Snapshot,
    COMPUTER_DELAY_MAX_MS, COMPUTER_DELAY_MIN_MS,
};
pub use generator::{generate, is_fair};
pub use hints::{hint, Hint};
pub use library::{named, Named, LIBRARY};
pub use position::{DrawError, Position};
pub use setup::{Setup, SetupError, TOURNAMENT_MIN_DOTS};
pub use solver::{Solution, Solver, SolverConfig};
pub use view::{spoken_segment, BoxesView};

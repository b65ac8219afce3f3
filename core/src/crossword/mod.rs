//! Equation crosswords: pieces laid in crossword formation, every line a true equation.
//!
//! The shared engine: [`pieces`] (the kinds of piece and the tile sets), [`board`] (a grid
//! of laid pieces, lines across or down), [`line`] (reading a line: digits side by side are
//! one number), [`equation`] (checking with standard precedence and exact arithmetic, the
//! reason a line is refused), [`movegen`] (every legal play for a rack) and where a dragged
//! piece lands on the line a player is building ([`drop_on_line`]). The games on top:
//! [`pytagora`] and its games for the youngest, [`kids`], and the French tile game, [`french`],
//! each a [`live::Live`] of its own settings and state of play.

mod assists;
pub mod board;
mod computers;
mod drop;
pub mod equation;
pub mod french;
mod in_turn;
pub mod kids;
pub mod line;
pub mod live;
pub mod movegen;
mod owners;
pub mod pieces;
pub mod pytagora;
mod racks;
mod saves;
mod session;

pub use board::{Board, BoardError, Direction, Placement};
pub use drop::{drop_accepts, drop_on_line, LineDraft};
pub use equation::{check, Checked, EquationRules, LineError};
pub use movegen::{any_play, generate, Generated, Move};
pub use pieces::{Piece, PYTAGORA_TABLE};
pub use session::Saved;

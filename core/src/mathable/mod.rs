//! Mathable: a Scrabble-like game of numbers for 2 to 4 players on the published 14×14 board
//! with 106 tiles. A tile goes next to two tiles in line when it is their sum, difference,
//! product or exact quotient.
//!
//! The modules hold one rule each: [`board`] (the board as one table, the preset centre, the
//! board text), [`tiles`] (the 106 tiles, bag and racks), [`placement`] (where a tile may go,
//! and why not), [`scoring`] (per equation, ×2/×3, the 50 bonus), [`turn`] (turns, the extra
//! tile, exchange, pass, the end), [`movegen`] (every placement and every full turn, fast),
//! [`computer`] (the four strengths), [`hints`] (a tile, then its square), [`game`] (the live
//! session on the kit), [`view`] (what shells draw) and [`history`] (the Hall of Fame record).

pub mod board;
pub mod computer;
pub mod game;
pub mod hints;
pub mod history;
pub mod movegen;
pub mod placement;
pub mod scoring;
pub mod tiles;
pub mod turn;
pub mod view;

pub use board::{Board, BoardError, Op, Square, PRESET, SIZE};
pub use game::{Command, Mathable, Refusal, Settings, Setup, SetupError};
pub use hints::Hint;
pub use movegen::{
    best_turn, can_place, full_turns, single_placements, FullTurn, Placement, Turns,
};
pub use placement::{check_placement, equations, Equation, PlaceRefusal};
pub use scoring::{score_placement, TileScore, SEVEN_TILE_BONUS};
pub use tiles::{tile_set, RACK_SIZE};
pub use turn::{Action, EndReason, FirstPlayer, Table, TurnEvent, TurnRefusal, TurnState};
pub use view::{MathableView, PlayerView};

//! Mathable: a Scrabble-like game of numbers for 2 to 4 players on the published 14×14 board
//! with 106 tiles. A tile goes next to two tiles in line when it is their sum, difference,
//! product or exact quotient.
//!
//! The modules hold one rule each: `board` (the board as one table, the preset centre, the
//! board text), `tiles` (the 106 tiles, bag and racks), `placement` (where a tile may go,
//! and why not), `scoring` (per equation, ×2/×3, the 50 bonus), `turn` (turns, the extra
//! tile, exchange, pass, the end), `movegen` (every placement and every full turn, fast),
//! `computer` (the four strengths), `hints` (a tile, then its square), `game` (the live
//! session on the kit), `view` (what shells draw) and `history` (the Hall of Fame record).

mod board;
mod computer;
mod game;
pub mod guide;
mod hints;
mod history;
mod movegen;
mod placement;
mod scoring;
mod tiles;
mod turn;
mod view;

pub use board::{square_at, Board, BoardError, Square, PRESET, SIZE};
pub use computer::{
    choose, endgame_minimax, exact_endgame_choice, exact_max_n_choice, leave_value, play_out,
    play_turn, stalled, wants_extra, ExactEndgame, Gains, MaxNEndgame, Plan, EXACT_BUDGET,
    MAX_N_BUDGET,
};
pub use game::{Command, Mathable, Refusal, Settings, Setup, SetupError};
pub use hints::Hint;
pub use movegen::{
    best_turn, can_place, full_turns, single_placements, FullTurn, Placement, Turns, DEFAULT_BUDGET,
};
pub use placement::{check_placement, equations, Equation, PlaceRefusal};
pub use scoring::{score_placement, TileScore, SEVEN_TILE_BONUS};
pub use tiles::{copies, tile_set, RACK_SIZE, TILE_COUNT};
pub use turn::{Action, EndReason, FirstPlayer, Table, TurnEvent, TurnRefusal, TurnState};
pub use view::{MathableView, PlayerView, TileCount};

//! The chip game of the tournament: small-board flipping from a preset position, with no
//! passing.
//!
//! Rules as built (the rulebook, `shared/seeds/004_…`, and the tournament ruling):
//! - a 4×4, 5×5 or 6×6 board with chips pre-set, yellow or red side up ([`Board`]);
//! - yellow moves first, then red, turn about;
//! - a chip goes on an empty square from which, in at least one of the eight directions, one or
//!   more consecutive opposite chips are followed by a chip of the mover's colour; every
//!   outflanked run in all eight directions turns over ([`play`]);
//! - **no passing**: the game ends as soon as the player to move has no legal move, even with
//!   empty squares left and even if the other player could move;
//! - the score is the number of chips of one's colour on the board.
//!
//! Modules, each named for its rule: [`board`](Board) (bitboards), notation (rows and share
//! codes), set-up validation, moves, the exact [`Solver`], the set-up generator and library,
//! computer players, hints, after-game analysis, and the live [`ChipsGame`].

mod analysis;
mod board;
mod computer;
mod game;
mod generator;
pub mod guide;
mod hints;
mod history;
mod last_flip;
mod library;
mod moves;
mod notation;
mod setup;
mod solver;
mod view;

pub use analysis::{analyse, describe_change, describe_value, MoveReview};
pub use board::{cells, mask, sizes, Board, Colour, SIZES};
pub use computer::{choose_move, Style};
pub use game::{ChipsCommand, ChipsEvent, ChipsGame, ChipsRefusal, ChipsSetup, ChipsSnapshot};
pub use generator::{generate, random_position, suggested_empties};
pub use hints::{Hint, HintStep};
pub use history::finished_match;
pub use library::{library, NamedSetup};
pub use moves::{has_move, legal_bits, legal_moves, play, turned_by};
pub use notation::{board_text, parse_board, parse_code, parse_square, share_code};
pub use setup::{
    check_setup, Editor, SetupError, SetupInfo, TOURNAMENT_MAX_EMPTIES, TOURNAMENT_MIN_EMPTIES,
};
pub use solver::{solve, Solution, Solver, DEFAULT_BUDGET, PLAY_BUDGET};
pub use view::{turned_text, ChipsView};

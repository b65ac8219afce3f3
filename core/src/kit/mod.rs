//! The game kit: what every game shares, so that a game is its rules, its view and its solver.
//!
//! - [`Seat`], [`SeatKind`], [`Strength`] and [`PlayMode`]: who plays, and how they share the
//!   device (one strength scale for every game; each game maps it to its own levels).
//! - [`Game`]: the one way to drive any game — start from a validated setup, `apply` a seat's
//!   command (events, or a typed refusal that leaves the game exactly as it was), `tick`,
//!   `pause`/`resume`, `view` in the player's language, the [`Outcome`], hints, undo, saves and
//!   the history record. Time is always the shell's monotonic milliseconds.
//! - [`Event`]: a [`Cue`] every shell handles alike (time running out, time up, your turn,
//!   hand over, round over, game over, paused, resumed) or the game's own detail.
//! - [`Worded`]: refusals and errors carry typed causes and are worded at the edge, in the
//!   player's [`Lang`](crate::lang::Lang); [`CommonRefusal`]: the turn, seat, pause, undo and
//!   hint refusals worded once for the games that share them.
//! - [`save`]: one envelope `{format, version, game, state}` for every game, read into an
//!   unvalidated snapshot and validated into a live game, with migrations from older versions.
//! - [`grid`]: cells and directions, dots and segments, and a [`BoardView`] any shell can draw.
//! - [`tiles`]: tile sets as data tables, a seeded [`Bag`] and [`Rack`]s.
//! - [`GameClock`]: game time that stands still while paused, and [`thinking_delay`] for
//!   computer players; [`OneRound`]: a one-round game as a history record.
//! - [`HintCount`]: each seat's hints and how far they have gone in the position in play.
//! - [`codes`]: share codes for set-ups of any size (Crockford base 32 with a check character).

mod clock;
pub mod codes;
mod events;
mod game;
pub mod grid;
mod hints;
mod outcome;
mod record;
mod refusal;
pub mod save;
mod seats;
pub mod tiles;

pub use clock::{thinking_delay, GameClock};
pub use events::{feedback_of, Cue, Event, Feedback};
pub use game::{Events, Game, GameId, Reply};
pub use grid::{BoardView, Cell, CellView, Highlight, Segment, SegmentView};
pub use hints::HintCount;
pub use outcome::{best_seats, scores_hold, Outcome, SCORE_LIMIT};
pub use record::OneRound;
pub(crate) use refusal::{common_refusal, worded_display};
pub use refusal::{CommonRefusal, Worded};
pub use seats::{PlayMode, Seat, SeatId, SeatKind, SeatLimits, Strength};
pub use tiles::{Bag, Rack, TileSet};

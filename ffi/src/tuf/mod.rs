//! TUF at the boundary: the records that mirror cubes, rolls, layouts, settings and verdicts
//! ([`records`]), a match's setup, commands, events and table view ([`play_records`]), the
//! [`TufMatch`] object ([`play`]), the [`TufBoard`] object ([`board`]) and the free functions
//! ([`functions`]), and the texts for players: titles, rules, spoken layouts, cube options
//! ([`guide`]).

pub mod board;
pub mod functions;
pub mod guide;
pub mod play;
pub mod play_records;
pub mod records;

pub use board::TufBoard;
pub use functions::*;
pub use guide::*;
pub use play::{tuf_match_config, TufMatch};
pub use play_records::*;
pub use records::*;

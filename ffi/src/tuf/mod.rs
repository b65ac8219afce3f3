//! TUF at the boundary: the [`TufMatch`] object ([`play`]), the [`TufBoard`] object
//! ([`board`]), the free functions ([`functions`]), the texts for players ([`guide`]) and the
//! few records the core has no type for ([`views`]: a roll, a layout, a verdict and a hint as
//! drawn). Setups, commands, events and table views are the core's own types.

pub mod board;
pub mod functions;
pub mod guide;
pub mod play;

pub use board::TufBoard;
pub use functions::*;
pub use guide::*;
pub use play::{tuf_match_config, TufMatch};

//! TUF at the boundary: the [`TufBoard`] object ([`board`]: one player's layout outside a
//! match, for checking and the round-trip benchmark), the free functions ([`functions`]) and
//! the texts for players ([`guide`]). A match is played on the kit's `GameSession`
//! (`GameSession::tuf`); setups, commands and table views are the core's own types.

pub mod board;
pub mod functions;
pub mod guide;

pub use board::TufBoard;
pub use functions::*;
pub use guide::*;

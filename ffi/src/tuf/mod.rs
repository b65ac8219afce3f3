//! TUF at the boundary: the [`TufBoard`] object ([`board`]: one player's layout outside a
//! match, for checking and the round-trip benchmark) and the free functions ([`functions`]; the
//! texts for players are the core's own exported functions). A match is played on the kit's `GameSession`
//! (`GameSession::tuf`); setups, commands and table views are the core's own types.

pub mod board;
pub mod functions;

pub use board::TufBoard;
pub use functions::*;

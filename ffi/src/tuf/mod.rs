//! TUF at the boundary: the records that mirror cubes, rolls, layouts, settings and verdicts
//! ([`records`]), the [`TufBoard`] object ([`board`]) and the free functions ([`functions`]).

pub mod board;
pub mod functions;
pub mod records;

pub use board::TufBoard;
pub use functions::*;
pub use records::*;

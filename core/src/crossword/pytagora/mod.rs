//! Pytagora: lay one equation a turn in crossword formation; longer and more complex
//! equations score more; first to the agreed target wins.
//!
//! [`rules`] holds where a line may go, [`score`] what it scores.

mod rules;
mod score;

pub use rules::{check_lay, score_line, LayError, Laid};
pub use score::points;

//! Hints (being written).
/// A hint.
pub enum Hint {}
/// A hint.
pub fn hint() {}

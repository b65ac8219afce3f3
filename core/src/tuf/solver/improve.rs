//! Anytime improvement for the games the exact search does not cover (groups, exponents,
//! bases, the constant cube). Being written.

use super::Equation;
use crate::tuf::roll::Roll;
use crate::tuf::settings::Settings;

/// What an improvement run found.
pub struct Improved {
    /// The best equation.
    pub best: Option<Equation>,
    /// Work done.
    pub work: u64,
}

/// Tries to improve on `start` within `budget` layouts checked.
pub fn improve(
    _settings: &Settings,
    _roll: &Roll,
    start: Option<Equation>,
    _budget: u64,
    _cap: i32,
) -> Improved {
    Improved {
        best: start,
        work: 0,
    }
}

//! Computer seats: a thin wrapper over the solver's computer player.
//!
//! STAND-IN until the solver lands on main: this player never declares and ends with an empty
//! layout, so every other part of the play module can be built and tested with people only.

use crate::tuf::layout::Layout;
use crate::tuf::roll::Roll;
use crate::tuf::settings::Settings;
use serde::{Deserialize, Serialize};

/// How well a computer player plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Strength {
    /// Slow and short equations.
    Beginner,
    /// A fair opponent.
    Casual,
    /// Quick and long equations.
    Strong,
    /// Finds the best equation fast.
    Unbeatable,
}

impl Strength {
    /// Reads `beginner`, `casual`, `strong`, `unbeatable` (or their first letters).
    pub fn parse(text: &str) -> Option<Strength> {
        match text.trim().to_ascii_lowercase().as_str() {
            "beginner" | "b" => Some(Strength::Beginner),
            "casual" | "c" => Some(Strength::Casual),
            "strong" | "s" => Some(Strength::Strong),
            "unbeatable" | "u" => Some(Strength::Unbeatable),
            _ => None,
        }
    }
}

/// What a computer player sees of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Table {
    /// The value standing to beat.
    pub best_declared_value: Option<i32>,
    /// Whether this computer is the declarer.
    pub is_declarer: bool,
    /// When the running window ends.
    pub window_ends_ms: Option<u64>,
}

/// A computer seat.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Computer {
    strength: Strength,
}

impl Computer {
    /// A computer player for this roll.
    pub fn new(
        strength: Strength,
        _settings: &Settings,
        _roll: &Roll,
        _seed: u64,
        _round_start_ms: u64,
    ) -> Computer {
        Computer { strength }
    }

    /// `Some(layout)`: declare this layout now.
    pub fn poll(&mut self, _now_ms: u64, _table: &Table) -> Option<Layout> {
        None
    }

    /// The layout it ends the round with.
    pub fn final_layout(&self) -> Layout {
        Layout::new()
    }

    /// When it next wants to be polled.
    pub fn next_action_ms(&self) -> Option<u64> {
        None
    }
}

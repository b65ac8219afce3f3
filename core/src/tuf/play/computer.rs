//! Computer seats: a thin wrapper over the solver's computer player.
//!
//! STAND-IN until the solver lands on main: a [`Strength`] player never declares and ends with
//! an empty layout. A scripted seat ([`Computer::scripted`]) plays given layouts at given times
//! (for tutorials, demos and tests of the computer-seat machinery).

use crate::tuf::layout::Layout;
use crate::tuf::notation;
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

/// A move of a scripted seat: set this layout (and declare it, except in solitaire) once
/// `after_ms` have passed since the round started.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptedMove {
    /// Time since the round started.
    pub after_ms: u64,
    /// The layout, in the text notation.
    pub text: String,
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

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
enum Brain {
    /// Stand-in for the solver's player: never declares.
    StandIn { strength: Strength },
    /// Plays the given moves at the given times (tutorials, demos, tests).
    Scripted {
        moves: Vec<ScriptedMove>,
        next: usize,
        start_ms: u64,
        last: Layout,
    },
}

/// A computer seat.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Computer {
    brain: Brain,
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
        Computer {
            brain: Brain::StandIn { strength },
        }
    }

    /// A seat that plays `moves` (layouts in the text notation at times after the round's start).
    pub fn scripted(moves: Vec<ScriptedMove>, round_start_ms: u64) -> Computer {
        Computer {
            brain: Brain::Scripted {
                moves,
                next: 0,
                start_ms: round_start_ms,
                last: Layout::new(),
            },
        }
    }

    /// `Some(layout)`: declare this layout now.
    pub fn poll(&mut self, now_ms: u64, _table: &Table) -> Option<Layout> {
        match &mut self.brain {
            Brain::StandIn { .. } => None,
            Brain::Scripted {
                moves,
                next,
                start_ms,
                last,
            } => {
                let mv = moves.get(*next)?;
                if now_ms < start_ms.saturating_add(mv.after_ms) {
                    return None;
                }
                *next += 1;
                let layout = notation::parse(&mv.text).ok()?;
                *last = layout.clone();
                Some(layout)
            }
        }
    }

    /// The layout it ends the round with.
    pub fn final_layout(&self) -> Layout {
        match &self.brain {
            Brain::StandIn { .. } => Layout::new(),
            Brain::Scripted { last, .. } => last.clone(),
        }
    }

    /// When it next wants to be polled.
    pub fn next_action_ms(&self) -> Option<u64> {
        match &self.brain {
            Brain::StandIn { .. } => None,
            Brain::Scripted {
                moves,
                next,
                start_ms,
                ..
            } => moves
                .get(*next)
                .map(|m| start_ms.saturating_add(m.after_ms)),
        }
    }
}

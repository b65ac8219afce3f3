//! Computer seats: a thin wrapper over the solver's computer player
//! ([`crate::tuf::solver::ComputerPlayer`]), which sees only its own roll, declares after a
//! human-like delay with an equation that fits its strength, and re-arranges when bested —
//! deterministic under the match's seed. A scripted seat ([`Computer::scripted`]) plays given
//! layouts at given times (for tutorials, demos and tests of the computer-seat machinery).

use crate::tuf::layout::Layout;
use crate::tuf::notation;
use crate::tuf::solver::computer::{ComputerPlayer, TableState};
use serde::{Deserialize, Serialize};

pub use crate::tuf::solver::computer::Strength;

/// A move of a scripted seat: set this layout (and declare it, except in solitaire) once
/// `after_ms` have passed since the round started.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufScriptedMove"))]
pub struct ScriptedMove {
    /// Time since the round started.
    pub after_ms: u64,
    /// The layout, in the text notation.
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
enum Brain {
    /// The solver's computer player.
    Solver(Box<ComputerPlayer>),
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
    /// A seat the solver's computer `player` plays.
    pub fn solver(player: ComputerPlayer) -> Computer {
        Computer {
            brain: Brain::Solver(Box::new(player)),
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
    pub fn poll(&mut self, now_ms: u64, table: &TableState) -> Option<Layout> {
        match &mut self.brain {
            Brain::Solver(player) => player.poll(now_ms, table),
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
            Brain::Solver(player) => player.final_layout(),
            Brain::Scripted { last, .. } => last.clone(),
        }
    }

    /// When it next wants to be polled.
    pub fn next_action_ms(&self) -> Option<u64> {
        match &self.brain {
            Brain::Solver(player) => player.next_action_ms(),
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

//! The commands a shell sends for a seat (a touch, a typed line, a button).

use crate::tuf::board::Placement;
use crate::tuf::layout::Role;
use serde::{Deserialize, Serialize};

/// One command from a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufCommand"))]
pub enum Command {
    /// Places roll cube `cube` at layout position `at` (past the end appends).
    Place {
        /// The cube's index in the roll.
        cube: u32,
        /// The position in the layout.
        at: u32,
    },
    /// Moves the item at `from` to `to`.
    Move {
        /// From this position.
        from: u32,
        /// To this position.
        to: u32,
    },
    /// Takes the item at `at` out of the layout.
    Remove {
        /// The position.
        at: u32,
    },
    /// Puts the cube at `at` on the line, raised (negative), as an exponent or a subscript.
    SetPlacement {
        /// The position.
        at: u32,
        /// Where it goes.
        placement: Placement,
    },
    /// Sets the role of the cube at `at` ((×) multiply/open/close, dotted zero, minus).
    SetRole {
        /// The position.
        at: u32,
        /// The role.
        role: Role,
    },
    /// Inserts or removes a gap at `at`.
    ToggleGap {
        /// The position.
        at: u32,
    },
    /// Replaces the layout with one read from the text notation (`4 + 2 = 6`).
    SetText {
        /// The text.
        text: String,
    },
    /// Takes every cube back.
    Clear,
    /// Declares (TUF, TUFFER, …), calls the race equation, or says "done" in solitaire.
    Declare,
    /// Calls TUF ERROR on the declarer (cutthroat).
    Challenge,
    /// Pass-and-play: the next player took the device and starts their turn.
    TakeTurn,
    /// Ends the round now (everyone gives up waiting); the layouts are judged as they stand.
    EndRound,
    /// Starts the next round after the score sheet.
    NextRound,
}

impl Command {
    /// Whether the command changes a layout.
    pub fn is_edit(&self) -> bool {
        matches!(
            self,
            Command::Place { .. }
                | Command::Move { .. }
                | Command::Remove { .. }
                | Command::SetPlacement { .. }
                | Command::SetRole { .. }
                | Command::ToggleGap { .. }
                | Command::SetText { .. }
                | Command::Clear
        )
    }
}

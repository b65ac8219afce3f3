//! What a command or a tick reports, for the shells to turn into sound, haptics and banners.

use serde::{Deserialize, Serialize};

/// Something that happened, in the order it happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufEvent"))]
pub enum Event {
    /// A round began (the cubes are rolled).
    RoundStarted {
        /// The round's number, from 1.
        round: u32,
    },
    /// Ten seconds or less remain on the running timer.
    TimerLastTenSeconds,
    /// The running timer ran out (the shells buzz).
    TimerExpired,
    /// A player declared (or, in the constant-cube race, called an equation; in solitaire,
    /// said they are done).
    Declared {
        /// The seat.
        seat: u32,
        /// The word called ("TUF", "TUFFER", …).
        call: String,
        /// The cube value declared.
        value: i32,
        /// The length of the window the declaration set, in ms (0 when no timer was set).
        window_ms: u64,
    },
    /// The declarer of the moment was bested.
    Bested {
        /// The bested seat.
        seat: u32,
        /// The seat that bested them.
        by: u32,
    },
    /// A TUF ERROR challenge was judged.
    ChallengeResolved {
        /// Who called TUF ERROR.
        challenger: u32,
        /// The declarer challenged.
        declarer: u32,
        /// Whether the declarer's equation was wrong (the challenger wins).
        declarer_wrong: bool,
        /// The points the challenger gains (positive) or loses (negative).
        points: i32,
    },
    /// Pass-and-play: the device goes to this seat (the hand-over screen shows).
    HandOver {
        /// The seat to hand the device to.
        seat: u32,
    },
    /// Pass-and-play: a seat's turn began.
    TurnStarted {
        /// The seat.
        seat: u32,
    },
    /// A computer player changed its layout (it is working).
    ComputerMoved {
        /// The seat.
        seat: u32,
    },
    /// The round is over and scored.
    RoundOver {
        /// The round's number.
        round: u32,
    },
    /// The match is over.
    MatchOver {
        /// The seats with the highest total (more than one when tied).
        winners: Vec<u32>,
    },
    /// The match was paused (the app went to the background).
    Paused,
    /// The match was resumed.
    Resumed,
}

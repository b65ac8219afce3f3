//! TUF rounds and matches, driven by commands and `tick(now_ms)` from a shell.
//!
//! A [`Match`] holds the rounds of a match; a shell creates it from a [`MatchConfig`], sends
//! [`Command`]s for a seat, calls [`Match::tick`] often (every 100–250 ms) and
//! [`Match::pause`]/[`Match::resume`] when the app leaves or returns to the foreground, draws
//! [`view::TableView`] and turns [`Event`]s into sound and haptics. Nothing here reads a clock:
//! time is the shell's monotonic `now_ms`.
//!
//! One rule per module: [`schedule`] the timers, [`calls`] the call words, [`round`] a round's
//! declarations and end, [`scoring`] standard and solitaire scores, [`cutthroat`] game 1B,
//! [`race`] the constant-cube race, [`seats`] table seating, [`computer`] computer seats,
//! [`view`] what to draw, [`status`] the table's words in the player's language, [`events`]
//! what happened, [`save`] snapshots.

pub mod calls;
pub mod commands;
pub mod computer;
pub mod config;
pub mod cutthroat;
pub mod error;
pub mod events;
pub mod history;
mod kit_game;
pub mod race;
pub mod round;
pub mod save;
pub mod schedule;
pub mod scoring;
pub mod seats;
pub mod session;
pub mod status;
pub mod view;

pub use commands::Command;
pub use config::{
    Device, MatchConfig, PlayMode, SeatConfig, SeatKind, SetupLimits, Variant,
    MAX_PEOPLE_ON_A_PHONE, MAX_ROUNDS, MAX_SEATS,
};
pub use error::{ConfigError, PlayError, WrongMoment};
pub use events::Event;
pub use kit_game::{split, LEGACY_FORMAT};
pub use save::{load, save, SaveError};
pub use schedule::{TimerKind, TimerSchedule};
pub use session::Match;

//! The Pytagora game of the desktop scenes (`pytagoraGame` in the Android preview): Robo
//! (Casual) starts and lays the first equation, then it is Ana's turn. Loaded by the core's
//! tests and by the ffi boundary benchmark, so both look at the same table.

use tuffest_core::crossword::pytagora::{FirstPlayer, Settings};
use tuffest_core::kit::{Seat, Strength};

/// The game's settings (seed 8, the second seat first) and its seats.
pub fn scene() -> (Settings, Vec<Seat>) {
    let settings = Settings {
        seed: 8,
        first: FirstPlayer::Seat(1),
        ..Settings::default()
    };
    let seats = vec![
        Seat::person("Ana"),
        Seat::computer("Robo", Strength::Casual),
    ];
    (settings, seats)
}

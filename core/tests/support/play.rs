//! Shared set-up of the TUF play tests: the roll every seat gets, a match of people, and
//! setting a layout from text.

use tuffest_core::tuf::cubes::Face;
use tuffest_core::tuf::games::Game;
use tuffest_core::tuf::play::{Command, Match, MatchConfig, SeatConfig};
use tuffest_core::tuf::roll::Roll;

/// Every seat gets this roll: `1 + 2 = 3` (5), `1 + 2 + 3 = 6` (7), `8 - 7 + 2 + 3 = 6` (9),
/// `8 - 7 + 2 + 3 = 6 (x) 1` (all 11 cubes).
pub const ROLL: &str = "1 2 3 6 7 8 + + - (x) =";

/// A match of `players` people (Ann, Ben, Cy, Di) on [`ROLL`], seed 7.
pub fn config(game: Game, players: usize) -> MatchConfig {
    let names = ["Ann", "Ben", "Cy", "Di"];
    let seats = names[..players]
        .iter()
        .map(|n| SeatConfig::human(n))
        .collect();
    with_roll(MatchConfig::new(game, seats, 7))
}

/// The config with every seat on [`ROLL`].
pub fn with_roll(mut c: MatchConfig) -> MatchConfig {
    c.roll = Some(Roll::from_faces(ROLL).expect("the test roll reads"));
    c
}

/// A race (game 1) of `players` people with the race symbol `%`, every seat on the roll
/// `5 0 2 1 7 8 × + - (x) = pi`.
pub fn race_config(players: usize) -> MatchConfig {
    let mut c = config(Game::G1, players);
    c.roll = Some(Roll::from_faces("5 0 2 1 7 8 × + - (x) = pi").expect("the race roll reads"));
    c.race_symbol = Some(Face::Percent);
    c
}

/// A match of `game` with Ann alone, seed `seed`, on the roll of `faces`.
pub fn alone_on(game: Game, faces: &str, seed: u64) -> Match {
    let mut c = MatchConfig::new(game, vec![SeatConfig::human("Ann")], seed);
    c.roll = Some(Roll::from_faces(faces).expect("the test roll reads"));
    Match::new(c, 0).expect("the match starts")
}

/// Sets `seat`'s layout from the text notation; panics with the refusal.
pub fn set(m: &mut Match, seat: u32, text: &str, now: u64) {
    m.apply(
        seat,
        Command::SetText {
            text: text.to_string(),
        },
        now,
    )
    .unwrap_or_else(|e| panic!("set {text}: {e}"));
}

//! A game as a score-history record: game `"mathable"`, variant `"2 players"`, `"3 players"` or
//! `"4 players"` (so the Hall of Fame is per player count, as in the manual), the settings and
//! the game code, each player's final score and hints (a hinted player's game is assisted and
//! stays out of the Hall of Fame).

use super::game::Mathable;
use crate::history::FinishedMatch;
use crate::kit::{Game, GameId, OneRound};

/// The history variant for `players` players.
pub fn variant(players: usize) -> String {
    format!("{players} players")
}

/// The record of `game`, started at `started_at_ms` (Unix milliseconds, read by the app).
pub fn record(game: &Mathable, started_at_ms: i64) -> FinishedMatch {
    let settings = game.setup().settings;
    OneRound {
        game: GameId::Mathable,
        variant: variant(game.seats().len()),
        settings: serde_json::json!({
            "code": game.setup().code(),
            "first": format!("{:?}", settings.first),
            "racks_hidden": settings.racks_hidden,
            "show_legal": settings.show_legal,
        }),
        code: game.setup().code(),
        started_at_ms,
        played_ms: game.elapsed_ms(0),
        seats: game.seats(),
        scores: game.table().scores.clone(),
        hints: game.hints().to_vec(),
        moves: Vec::new(),
        outcome: game.outcome(),
    }
    .record()
}

//! A game as a score-history record: game `"mathable"`, variant `"2 players"`, `"3 players"` or
//! `"4 players"` (so the Hall of Fame is per player count, as in the manual), the settings and
//! the game code, each player's final score and hints (a hinted player's game is assisted and
//! stays out of the Hall of Fame).

use super::game::Mathable;
use crate::history::{FinishedMatch, MatchPlayer, RoundEntry, RoundRecord};
use crate::kit::Game;

/// The history variant for `players` players.
pub fn variant(players: usize) -> String {
    format!("{players} players")
}

/// The record of `game`, started at `started_at_ms` (Unix milliseconds, read by the app).
pub fn record(game: &Mathable, started_at_ms: i64) -> FinishedMatch {
    let table = game.table();
    let finished = table.is_over();
    let duration = i64::try_from(game.elapsed_ms(0)).unwrap_or(i64::MAX);
    let settings = game.setup().settings;
    let players: Vec<MatchPlayer> = game
        .seats()
        .iter()
        .enumerate()
        .map(|(i, s)| MatchPlayer {
            name: s.name.clone(),
            is_computer: s.is_computer(),
            computer_strength: s.strength().map(|st| st.level()),
            total: table.scores.get(i).copied().unwrap_or(0),
        })
        .collect();
    let entries = players
        .iter()
        .enumerate()
        .map(|(i, p)| RoundEntry {
            score: p.total,
            equation: String::new(),
            valid: true,
            hints_used: game.hints().get(i).copied().unwrap_or(0),
        })
        .collect();
    FinishedMatch {
        game: "mathable".to_string(),
        variant: variant(players.len()),
        settings_json: serde_json::json!({
            "code": game.setup().code(),
            "first": format!("{:?}", settings.first),
            "racks_hidden": settings.racks_hidden,
            "show_legal": settings.show_legal,
        })
        .to_string(),
        started_at_ms,
        duration_ms: duration,
        finished,
        players,
        rounds: vec![RoundRecord {
            duration_ms: duration,
            code: game.setup().code(),
            entries,
        }],
        winners: game.outcome().map(|o| o.winners).unwrap_or_default(),
        par: None,
    }
}

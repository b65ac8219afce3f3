//! The game as a score-history record: variant `"5x5"`, the set-up code, the moves and the
//! tournament flag in the settings, one round carrying each player's boxes and hints.

use super::game::{code_of, moves_text, BoxesGame};
use crate::history::FinishedMatch;
use crate::kit::{Game, OneRound};

pub(crate) fn record(game: &BoxesGame, started_at_ms: i64) -> FinishedMatch {
    let p = game.position();
    let code = code_of(game);
    OneRound {
        game: BoxesGame::ID,
        variant: format!("{0}x{0}", p.dots()),
        settings: serde_json::json!({
            "setup": code,
            "tournament": game.options().tournament,
            "moves": moves_text(game),
        }),
        code,
        started_at_ms,
        played_ms: game.last_move_ms(),
        seats: game.seats(),
        scores: p.scores().map(i64::from).to_vec(),
        hints: game.hints_taken().to_vec(),
        moves: Vec::new(),
        outcome: game.outcome(),
    }
    .record()
}

//! The game as a score-history record: variant `"5x5"`, the set-up code, the moves and the
//! tournament flag in the settings, one round carrying each player's boxes and hints.

use super::game::{code_of, moves_text, BoxesGame};
use crate::history::{FinishedMatch, MatchPlayer, RoundEntry, RoundRecord};
use crate::kit::{Game, Outcome};

pub(crate) fn record(game: &BoxesGame, started_at_ms: i64) -> FinishedMatch {
    let p = game.position();
    let scores = p.scores();
    let hints = game.hints_taken();
    let code = code_of(game);
    let duration = i64::try_from(game.last_move_ms()).unwrap_or(i64::MAX);
    let settings = serde_json::json!({
        "setup": code,
        "tournament": game.options().tournament,
        "moves": moves_text(game),
    });
    let players = game
        .seats()
        .iter()
        .zip(scores)
        .map(|(s, score)| MatchPlayer {
            name: s.name.clone(),
            is_computer: s.is_computer(),
            computer_strength: s.strength().map(|st| st.level()),
            total: i64::from(score),
        })
        .collect();
    let entries = scores
        .iter()
        .zip(hints)
        .map(|(&score, h)| RoundEntry {
            score: i64::from(score),
            equation: String::new(),
            valid: true,
            hints_used: h,
        })
        .collect();
    let finished = p.is_over();
    FinishedMatch {
        game: BoxesGame::ID.as_str().to_string(),
        variant: format!("{0}x{0}", p.dots()),
        settings_json: settings.to_string(),
        started_at_ms,
        duration_ms: duration,
        finished,
        players,
        rounds: vec![RoundRecord {
            duration_ms: duration,
            code,
            entries,
        }],
        winners: if finished {
            Outcome::highest_wins(
                vec![i64::from(scores[0]), i64::from(scores[1])],
                vec![false; 2],
            )
            .winners
        } else {
            Vec::new()
        },
        par: None,
    }
}

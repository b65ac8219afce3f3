//! The game as a score-history record: variant `"4x4"`/`"5x5"`/`"6x6"`, settings with the
//! set-up code, rows and moves, one round with each seat's chips and hints.

use super::board::Colour;
use super::game::ChipsGame;
use super::notation::{board_text, share_code};
use crate::history::{FinishedMatch, MatchPlayer, RoundEntry, RoundRecord};
use crate::kit::{Game, GameId};

/// The history record of `game` (finished, or abandoned while in play).
pub fn finished_match(game: &ChipsGame, started_at_ms: i64) -> FinishedMatch {
    let board = game.board();
    let setup = &game.setup().board;
    let n = setup.size();
    let code = share_code(setup);
    let moves: Vec<String> = game.moves().iter().map(|c| c.algebraic()).collect();
    let settings = serde_json::json!({
        "code": code,
        "rows": board_text(setup),
        "tournament": game.setup().tournament,
        "moves": moves.join(" "),
    });
    let solitaire = game.seats().len() == 1;
    let scores: Vec<i64> = if solitaire {
        vec![i64::from(board.count(Colour::Yellow))]
    } else {
        vec![
            i64::from(board.count(Colour::Yellow)),
            i64::from(board.count(Colour::Red)),
        ]
    };
    let hints = game.hints_taken();
    let players: Vec<MatchPlayer> = game
        .seats()
        .iter()
        .zip(&scores)
        .map(|(s, &total)| MatchPlayer {
            name: s.name.clone(),
            is_computer: s.is_computer(),
            computer_strength: s.strength().map(|st| st.level()),
            total,
        })
        .collect();
    let entries: Vec<RoundEntry> = scores
        .iter()
        .enumerate()
        .map(|(i, &score)| RoundEntry {
            score,
            // The seat's own moves (solitaire: all of them).
            equation: moves
                .iter()
                .enumerate()
                .filter(|(k, _)| solitaire || k % 2 == i)
                .map(|(_, m)| m.as_str())
                .collect::<Vec<_>>()
                .join(" "),
            valid: true,
            hints_used: hints.get(i).copied().unwrap_or(0),
        })
        .collect();
    let finished = game.is_over();
    let winners = if finished {
        game.outcome().map(|o| o.winners).unwrap_or_default()
    } else {
        Vec::new()
    };
    let duration = i64::try_from(game.game_time(0)).unwrap_or(i64::MAX);
    FinishedMatch {
        game: GameId::Chips.as_str().to_string(),
        variant: format!("{n}x{n}"),
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
        winners,
        par: None,
    }
}

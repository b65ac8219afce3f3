//! The game as a score-history record: variant `"4x4"`/`"5x5"`/`"6x6"`, settings with the
//! set-up code, rows and moves, one round with each seat's chips and hints.

use super::board::Colour;
use super::game::ChipsGame;
use super::notation::{board_text, share_code};
use crate::history::FinishedMatch;
use crate::kit::{Game, GameId, OneRound};

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
    let per_seat = |i: usize| {
        // The seat's own moves (solitaire: all of them).
        moves
            .iter()
            .enumerate()
            .filter(|(k, _)| solitaire || k % 2 == i)
            .map(|(_, m)| m.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    };
    OneRound {
        game: GameId::Chips,
        variant: format!("{n}x{n}"),
        settings,
        code,
        started_at_ms,
        played_ms: game.game_time(0),
        seats: game.seats(),
        moves: (0..scores.len()).map(per_seat).collect(),
        scores,
        hints: game.hints_taken().to_vec(),
        outcome: game.outcome(),
    }
    .record()
}

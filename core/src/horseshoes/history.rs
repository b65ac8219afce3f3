//! A Math Horseshoes round as a score-history record, for
//! [`crate::history::HistoryStore::record`].

use super::round::{HorseshoesRound, Phase};
use crate::history::{FinishedMatch, MatchPlayer, RoundEntry, RoundRecord};

/// The record of a round: game `"horseshoes"`, variant `"solitaire"` or `"pass-and-play"`, the
/// puzzle (numbers and target) as settings JSON and its share code, each player's answer, score
/// and validity, and the winners (the highest score; a tie names everyone tied). A round not yet
/// revealed is recorded as not finished, with the answers handed in so far.
pub fn record(round: &HorseshoesRound, started_at_ms: i64) -> FinishedMatch {
    let revealed = matches!(round.phase(), Phase::Revealed);
    let puzzle = round.puzzle();
    let players = round.players();
    let scores: Vec<u32> = if revealed {
        round.results().iter().map(|r| r.verdict.score).collect()
    } else {
        vec![0; players.len()]
    };
    let best = scores.iter().copied().max().unwrap_or(0);
    let entries = players
        .iter()
        .enumerate()
        .map(|(i, _)| {
            let result = round.results().get(i);
            RoundEntry {
                score: i64::from(scores.get(i).copied().unwrap_or(0)),
                equation: result.map(|r| r.answer.clone()).unwrap_or_default(),
                valid: result.is_some_and(|r| r.verdict.valid),
                hints_used: 0,
            }
        })
        .collect();
    let duration_ms: u64 = round.used_ms().iter().sum();
    FinishedMatch {
        game: "horseshoes".to_string(),
        variant: if players.len() == 1 {
            "solitaire".to_string()
        } else {
            "pass-and-play".to_string()
        },
        settings_json: puzzle.settings_json(),
        started_at_ms,
        duration_ms: i64::try_from(duration_ms).unwrap_or(i64::MAX),
        finished: revealed,
        players: players
            .iter()
            .zip(&scores)
            .map(|(name, score)| MatchPlayer {
                name: name.clone(),
                is_computer: false,
                computer_strength: None,
                total: i64::from(*score),
            })
            .collect(),
        rounds: vec![RoundRecord {
            duration_ms: i64::try_from(duration_ms).unwrap_or(i64::MAX),
            code: puzzle.code(),
            entries,
        }],
        winners: if revealed {
            scores
                .iter()
                .enumerate()
                .filter(|(_, s)| **s == best)
                .map(|(i, _)| i as u32)
                .collect()
        } else {
            Vec::new()
        },
        par: None,
    }
}

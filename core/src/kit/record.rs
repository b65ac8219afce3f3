//! A game of one round as a score-history record, for the board games: each seat's score,
//! hints and moves in one round, the set-up's code, the settings and the winners.

use super::game::GameId;
use super::outcome::Outcome;
use super::seats::Seat;
use crate::history::{FinishedMatch, MatchPlayer, RoundEntry, RoundRecord};

/// What a one-round game tells the history. [`OneRound::record`] makes the record.
#[derive(Debug, Clone)]
pub struct OneRound<'a> {
    /// The game.
    pub game: GameId,
    /// The variant the statistics group by (`"5x5"`, `"3p"`).
    pub variant: String,
    /// The settings, kept as JSON text (share code, moves, options).
    pub settings: serde_json::Value,
    /// The set-up's share code (the round's code).
    pub code: String,
    /// When the game started (Unix milliseconds, from the app).
    pub started_at_ms: i64,
    /// Game time played, in milliseconds.
    pub played_ms: u64,
    /// The seats, in order.
    pub seats: &'a [Seat],
    /// Each seat's score (a missing one counts 0).
    pub scores: Vec<i64>,
    /// Hints each seat took (a missing one counts 0).
    pub hints: Vec<u32>,
    /// Each seat's moves as text, kept beside its score (empty when the game keeps none).
    pub moves: Vec<String>,
    /// The outcome once the game is over; `None` records an abandoned game.
    pub outcome: Option<Outcome>,
}

impl OneRound<'_> {
    /// The history record.
    pub fn record(self) -> FinishedMatch {
        let at = |v: &[i64], i: usize| v.get(i).copied().unwrap_or(0);
        let players = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| MatchPlayer {
                name: s.name.clone(),
                is_computer: s.is_computer(),
                computer_strength: s.strength().map(|st| st.level()),
                total: at(&self.scores, i),
            })
            .collect();
        let entries = (0..self.seats.len())
            .map(|i| RoundEntry {
                score: at(&self.scores, i),
                equation: self.moves.get(i).cloned().unwrap_or_default(),
                valid: true,
                hints_used: self.hints.get(i).copied().unwrap_or(0),
            })
            .collect();
        let duration_ms = i64::try_from(self.played_ms).unwrap_or(i64::MAX);
        FinishedMatch {
            game: self.game.as_str().to_string(),
            variant: self.variant,
            settings_json: self.settings.to_string(),
            started_at_ms: self.started_at_ms,
            duration_ms,
            finished: self.outcome.is_some(),
            players,
            rounds: vec![RoundRecord {
                duration_ms,
                code: self.code,
                entries,
            }],
            winners: self.outcome.map(|o| o.winners).unwrap_or_default(),
            par: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::Strength;

    #[test]
    fn a_round_keeps_scores_hints_moves_and_winners() {
        let seats = [
            Seat::person("Ann"),
            Seat::computer("Bot", Strength::Unbeatable),
        ];
        let round = OneRound {
            game: GameId::Boxes,
            variant: "3x3".into(),
            settings: serde_json::json!({"setup": "X"}),
            code: "X".into(),
            started_at_ms: 5,
            played_ms: 1_234,
            seats: &seats,
            scores: vec![3, 1],
            hints: vec![2],
            moves: vec!["h0,0".into()],
            outcome: Some(Outcome::highest_wins(vec![3, 1], vec![true, false])),
        };
        let r = round.record();
        assert_eq!((r.game.as_str(), r.variant.as_str()), ("boxes", "3x3"));
        assert!(r.finished);
        assert_eq!(r.winners, vec![0]);
        assert_eq!(r.duration_ms, 1_234);
        assert_eq!(r.players[1].computer_strength, Some(3));
        assert_eq!(r.players[0].total, 3);
        let e = &r.rounds[0].entries;
        assert_eq!((e[0].hints_used, e[1].hints_used), (2, 0));
        assert_eq!(
            (e[0].equation.as_str(), e[1].equation.as_str()),
            ("h0,0", "")
        );
        assert_eq!(r.settings_json, r#"{"setup":"X"}"#);
    }

    #[test]
    fn an_abandoned_round_has_no_winners() {
        let seats = [Seat::person("Ann")];
        let r = OneRound {
            game: GameId::Chips,
            variant: "4x4".into(),
            settings: serde_json::Value::Null,
            code: String::new(),
            started_at_ms: 0,
            played_ms: u64::MAX,
            seats: &seats,
            scores: vec![],
            hints: vec![],
            moves: vec![],
            outcome: None,
        }
        .record();
        assert!(!r.finished && r.winners.is_empty());
        assert_eq!(r.duration_ms, i64::MAX);
        assert_eq!(r.players[0].total, 0);
    }
}

//! A TUF match as a score-history record: what the apps hand to
//! [`crate::history::HistoryStore::record`] when a match ends (or is abandoned).

use super::config::SeatKind;
use super::session::Match;
use crate::history::{FinishedMatch, MatchPlayer, RoundEntry, RoundRecord};

/// The history record of a match: game `"tuf"`, the variant (`"1C(a) solitaire"`, `"2 standard"`),
/// the settings as JSON, each round's rolls, duration and every seat's equation and points, the
/// totals and winners. `finished` is false for a match stopped before its last round. Hints are
/// counted per seat and round; `par` is the solitaire round's par (one player only, as the store
/// keeps it).
pub fn record(m: &Match, started_at_ms: i64) -> FinishedMatch {
    let config = m.config();
    let totals = m.totals();
    let players = config
        .seats
        .iter()
        .enumerate()
        .map(|(i, seat)| MatchPlayer {
            name: seat.name.clone(),
            is_computer: seat.is_computer(),
            computer_strength: match &seat.kind {
                SeatKind::Computer { strength } => Some(strength.level()),
                _ => None,
            },
            total: i64::from(totals.get(i).copied().unwrap_or(0)),
        })
        .collect();
    let rounds: Vec<RoundRecord> = m
        .results()
        .iter()
        .map(|r| {
            let mut codes = r.rolls.clone();
            codes.dedup();
            RoundRecord {
                duration_ms: i64::try_from(r.duration_ms).unwrap_or(i64::MAX),
                code: codes.join(" "),
                entries: r
                    .scores
                    .iter()
                    .map(|s| RoundEntry {
                        score: i64::from(s.points),
                        // As players read it (normal notation); the text notation when
                        // the layout does not read as an equation.
                        equation: if s.normal.is_empty() {
                            s.text.clone()
                        } else {
                            s.normal.clone()
                        },
                        valid: s.valid,
                        hints_used: m.hints_used(s.seat as usize, r.round),
                    })
                    .collect(),
            }
        })
        .collect();
    let duration_ms = rounds.iter().map(|r| r.duration_ms).sum();
    FinishedMatch {
        game: "tuf".to_string(),
        variant: format!("{} {}", config.game.code(), config.variant().name()),
        settings_json: serde_json::to_string(m.settings()).unwrap_or_else(|_| "{}".into()),
        started_at_ms,
        duration_ms,
        finished: m.is_over(),
        players,
        rounds,
        winners: if m.is_over() { m.winners() } else { Vec::new() },
        // The store keeps a par for one-player solitaire only.
        par: if config.seats.len() == 1 {
            m.par()
        } else {
            None
        },
    }
}

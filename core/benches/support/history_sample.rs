//! Synthetic finished matches for the history benchmarks (core's `history` bench and ffi's
//! `boundary` bench read the same kind of file), deterministic in the match number.

use tuffest_core::history::{FinishedMatch, MatchPlayer, RoundEntry, RoundRecord};

const NAMES: [&str; 6] = ["Ana", "Bruno", "Chloé", "Dmitri", "Émile", "Farah"];

/// Match number `i`: 1 to 4 players, 10 rounds, scores spread over 0..25.
pub fn bench_match(i: u64) -> FinishedMatch {
    let n = 1 + (i % 4) as usize;
    let rounds_n = 10;
    let mut totals = vec![0i64; n];
    let rounds = (0..rounds_n)
        .map(|r| RoundRecord {
            duration_ms: 30_000,
            code: format!("{} {} {} + - =", i % 7, r, (i * 3 + r) % 10),
            entries: (0..n)
                .map(|s| {
                    let score = ((i * 31 + r * 17 + s as u64 * 7) % 25) as i64;
                    totals[s] += score;
                    RoundEntry {
                        score,
                        equation: format!("{s}+{r}={}", s as u64 + r),
                        valid: true,
                        hints_used: u32::from((i + r) % 23 == 0),
                    }
                })
                .collect(),
        })
        .collect();
    let best = totals.iter().copied().max().unwrap_or(0);
    FinishedMatch {
        game: "tuf".into(),
        variant: "classic".into(),
        settings_json: r#"{"timer_s":60,"cubes":8}"#.into(),
        started_at_ms: 1_700_000_000_000 + i as i64 * 60_000,
        duration_ms: 300_000,
        finished: true,
        players: (0..n)
            .map(|s| MatchPlayer {
                name: NAMES[(i as usize + s) % NAMES.len()].into(),
                is_computer: false,
                computer_strength: None,
                total: totals[s],
            })
            .collect(),
        winners: (0..n as u32)
            .filter(|s| totals[*s as usize] == best)
            .collect(),
        rounds,
        par: None,
    }
}

//! Benchmark of the history store (not a test: it only prints timings).
//!
//! Run with `cargo bench -p tuffest-core --bench history`. Prints the median and worst of:
//! - opening the store and loading the statistics screen (every player's stats for the game,
//!   the Hall of Fame for 1 to 4 players, and the 20 most recent matches) over 1,000 matches;
//! - recording one match (4 players, 10 rounds).

use std::time::{Duration, Instant};

use tuffest_core::history::{FinishedMatch, HistoryStore, MatchPlayer, RoundEntry, RoundRecord};

const NAMES: [&str; 6] = ["Ana", "Bruno", "Chloé", "Dmitri", "Émile", "Farah"];

fn bench_match(i: u64) -> FinishedMatch {
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

fn report(what: &str, mut times: Vec<Duration>) {
    times.sort();
    let median = times[times.len() / 2];
    let worst = times[times.len() - 1];
    println!(
        "{what:<58} median {:>8.3} ms   worst {:>8.3} ms   ({} runs)",
        median.as_secs_f64() * 1e3,
        worst.as_secs_f64() * 1e3,
        times.len()
    );
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("history.sqlite");
    let mut store = HistoryStore::open(&path)?;
    for i in 0..1000 {
        store.record(&bench_match(i))?;
    }
    store.close()?;
    let size = std::fs::metadata(&path)?.len();
    println!("history with 1,000 matches: {} KiB", size / 1024);

    let mut open_stats = Vec::new();
    for _ in 0..50 {
        let start = Instant::now();
        let store = HistoryStore::open(&path)?;
        let stats = store.game_stats("tuf", false)?;
        let mut fame = 0;
        for players in 1..=4 {
            fame += store.hall_of_fame("tuf", players, 10, false)?.len();
        }
        let recent = store.recent_matches(None, None, 0, 20)?;
        std::hint::black_box((stats, fame, recent));
        drop(store);
        open_stats.push(start.elapsed());
    }
    report(
        "open + stats (all players) + Hall of Fame + recent 20",
        open_stats,
    );

    let mut open_only = Vec::new();
    for _ in 0..50 {
        let start = Instant::now();
        let store = HistoryStore::open(&path)?;
        open_only.push(start.elapsed());
        drop(store);
    }
    report("  of which: open (with quick_check)", open_only);

    let mut store = HistoryStore::open(&path)?;
    let mut stats_only = Vec::new();
    for _ in 0..50 {
        let start = Instant::now();
        let stats = store.game_stats("tuf", false)?;
        std::hint::black_box(stats);
        stats_only.push(start.elapsed());
    }
    report("  of which: stats of all players (store open)", stats_only);

    let mut record = Vec::new();
    for i in 0..200 {
        let m = bench_match(10_000 + i);
        let start = Instant::now();
        store.record(&m)?;
        record.push(start.elapsed());
    }
    report("record one match (1-4 players, 10 rounds)", record);
    store.close()?;
    Ok(())
}

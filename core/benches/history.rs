//! Benchmark of the history store (not a test: it only prints timings).
//!
//! Run with `cargo bench -p tuffest-core --bench history`. Prints the median and worst of:
//! - opening the store and loading the statistics screen (every player's stats for the game,
//!   the Hall of Fame for 1 to 4 players, and the 20 most recent matches) over 1,000 matches;
//! - the history pages every shell draws (`HistoryStore::pages`: all ten games' statistics and
//!   Hall of Fame tables for 1 to 8 players, worded, and the 30 most recent matches), store open;
//! - recording one match (4 players, 10 rounds).

use std::time::{Duration, Instant};

use tuffest_core::history::HistoryStore;

#[path = "support/history_sample.rs"]
mod sample;
use sample::bench_match;

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

    let mut pages = Vec::new();
    for _ in 0..50 {
        let start = Instant::now();
        let p = store.pages(tuffest_core::lang::Lang::Fr)?;
        std::hint::black_box(p);
        pages.push(start.elapsed());
    }
    report("history pages: every game, worded (store open)", pages);

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

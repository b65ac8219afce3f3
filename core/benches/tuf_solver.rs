//! TUF solver benchmark: time to find and prove the optimal equation of random rolls, per game,
//! with medians, worst cases, the ratio to the reference enumerator, and peak memory.
//!
//! Run: `cargo bench -p tuffest-core --bench tuf_solver` (set `TUF_BENCH_ROLLS` to change the
//! number of rolls per game; 1,000 by default for game 1 and 200 for the others).
#![allow(clippy::expect_used, clippy::unwrap_used)]

#[path = "../tests/support/tuf_reference.rs"]
mod reference;

#[path = "support/measure.rs"]
mod measure;

use measure::peak_rss_kib;
use std::time::Instant;
use tuffest_core::tuf::roll::Roll;
use tuffest_core::tuf::solver::{solve, SolveOptions};
use tuffest_core::tuf::Game;

fn ms(us: u128) -> String {
    format!("{:.3} ms", us as f64 / 1000.0)
}

fn main() {
    let rolls_env: Option<u64> = measure::setting("TUF_BENCH_ROLLS");
    println!("TUF solver: find and prove the optimal equation of random rolls");
    println!(
        "{:<7} {:>6} {:>11} {:>11} {:>11} {:>8} {:>9}",
        "game", "rolls", "median", "p99", "worst", "proved", "mean work"
    );
    let mut game1_median = 0u128;
    for game in reference::COVERED {
        let n = rolls_env.unwrap_or(if game == Game::G1 { 1000 } else { 200 });
        let settings = game.settings();
        let mut times = Vec::with_capacity(n as usize);
        let mut proved = 0;
        let mut work = 0u64;
        for seed in 0..n {
            let roll = Roll::for_game(game, false, 7_000_000 + seed);
            let t0 = Instant::now();
            let s = solve(&settings, &roll, &SolveOptions::default());
            times.push(t0.elapsed().as_micros());
            proved += usize::from(s.proved_optimal);
            work += s.work;
        }
        times.sort_unstable();
        let median = times[times.len() / 2];
        if game == Game::G1 {
            game1_median = median;
        }
        println!(
            "{:<7} {:>6} {:>11} {:>11} {:>11} {:>8} {:>9}",
            game.code(),
            n,
            ms(median),
            ms(times[(times.len() * 99 / 100).min(times.len() - 1)]),
            ms(*times.last().unwrap()),
            proved,
            work / n.max(1)
        );
    }
    if let Some(kib) = peak_rss_kib() {
        println!(
            "peak memory of the solver runs (VmHWM): {:.1} MiB",
            kib as f64 / 1024.0
        );
    }
    // The reference on game 1 (its full search, no shortcut), for the ratio.
    let n = 50;
    let settings = Game::G1.settings();
    let mut times = Vec::new();
    for seed in 0..n {
        let roll = Roll::for_game(Game::G1, false, 7_000_000 + seed);
        let t0 = Instant::now();
        let _ = reference::reference(&roll, &settings);
        times.push(t0.elapsed().as_micros());
    }
    times.sort_unstable();
    let ref_median = times[times.len() / 2];
    println!(
        "reference enumerator, game 1 ({n} rolls): median {}; solver is {:.0}x faster",
        ms(ref_median),
        ref_median as f64 / game1_median.max(1) as f64
    );
    if let Some(kib) = peak_rss_kib() {
        println!(
            "peak memory with the reference (VmHWM): {:.1} MiB",
            kib as f64 / 1024.0
        );
    }
}

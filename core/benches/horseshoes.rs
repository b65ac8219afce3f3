//! Math Horseshoes solver benchmark (not a test; prints timings).
//! Run with `cargo bench -p tuffest-core --bench horseshoes`.
//!
//! Environment: `HS_BENCH_N` (puzzles per row, default 200), `HS_BENCH_REPS` (runs per puzzle,
//! the fastest kept; default 1), `HS_BENCH_ONLY` (`countdown` or `best`), `HS_BENCH_VERBOSE`
//! (the slowest puzzles of each row), `HS_BENCH_SIZES` (the rows by count of numbers, e.g. `5`;
//! default `4,5,6`).

#[path = "support/measure.rs"]
mod measure;

use measure::{median_worst, ms, peak_rss_kib, time_each};
use std::time::{Duration, Instant};

use tuffest_core::horseshoes::countdown::{reference_countdown, solve_countdown};
use tuffest_core::horseshoes::solver::{solve_best, solve_best_with, Options, Search};
use tuffest_core::horseshoes::Puzzle;
use tuffest_core::rng::GameRng;

fn puzzles(seed: u64, count: usize, n: usize) -> Vec<Puzzle> {
    let mut rng = GameRng::from_seed(seed);
    (0..n)
        .map(|_| Puzzle::generate_with_count(&mut rng, count))
        .collect()
}

fn best_row(count: usize, ps: &[Puzzle], reps: usize, goal: (f64, f64)) {
    let mut times = Vec::new();
    let mut tens = 0;
    let mut no_ten: Vec<Duration> = Vec::new();
    let mut spent = 0;
    let mut works = Vec::new();
    let verbose = std::env::var("HS_BENCH_VERBOSE").is_ok();
    let mut slow: Vec<(Duration, usize)> = Vec::new();
    for (i, p) in ps.iter().enumerate() {
        let mut fastest = Duration::MAX;
        let mut last = None;
        for _ in 0..reps.max(1) {
            let t = Instant::now();
            let b = solve_best(p.numbers(), p.target());
            fastest = fastest.min(t.elapsed());
            last = b;
        }
        times.push(fastest);
        slow.push((fastest, i));
        if let Some(b) = last {
            works.push(b.work);
            match b.search {
                Search::StoppedAtTen => tens += 1,
                Search::Exhaustive if b.score == 10 => tens += 1,
                Search::Exhaustive => no_ten.push(fastest),
                Search::BudgetSpent => spent += 1,
            }
        }
    }
    let (med, worst) = median_worst(&times);
    let (nmed, nworst) = median_worst(&no_ten);
    works.sort();
    let verdict = if med <= goal.0 && worst <= goal.1 {
        "meets"
    } else {
        "MISSES"
    };
    println!(
        "best expression, {count} numbers  n={:<4} median {:>8.3} ms  worst {:>9.3} ms  | 10 points: {:>5.1}%  | proved no 10: {} puzzles, median {:>8.3} ms, worst {:>9.3} ms | budget spent (best so far): {} | work median {} max {} | {verdict} goal median ≤ {} ms, worst ≤ {} ms",
        ps.len(),
        med,
        worst,
        100.0 * tens as f64 / ps.len() as f64,
        no_ten.len(),
        nmed,
        nworst,
        spent,
        works.get(works.len() / 2).copied().unwrap_or(0),
        works.last().copied().unwrap_or(0),
        goal.0,
        goal.1,
    );
    if verbose {
        slow.sort();
        for &(d, i) in slow.iter().rev().take(3) {
            let p = &ps[i];
            eprintln!(
                "  slow: {:>9.3} ms  {:?} -> {}",
                ms(d),
                p.numbers(),
                p.target()
            );
        }
    }
}

/// The cost of proving that no 10 exists, measured on all puzzles: the search run to the end
/// (no stop at 10), so every puzzle is a proof of its best distance.
fn full_row(count: usize, ps: &[Puzzle]) {
    let options = Options {
        stop_at_ten: false,
        ..Options::default()
    };
    let mut exhaustive = 0;
    let times = time_each(ps, 1, |p| {
        if let Some(b) = solve_best_with(p.numbers(), p.target(), &options) {
            exhaustive += usize::from(b.search == Search::Exhaustive);
        }
    });
    let (med, worst) = median_worst(&times);
    println!(
        "full search (no stop at 10), {count} numbers  n={:<4} median {:>8.3} ms  worst {:>9.3} ms  | exhaustive {} of {}",
        ps.len(),
        med,
        worst,
        exhaustive,
        ps.len()
    );
}

fn main() {
    let n: usize = measure::setting("HS_BENCH_N").unwrap_or(200);
    let only = std::env::var("HS_BENCH_ONLY").unwrap_or_default();
    let reps: usize = measure::setting("HS_BENCH_REPS").unwrap_or(1);
    println!("per-puzzle time = best of {reps} runs (HS_BENCH_REPS)");
    if only != "best" {
        let six = puzzles(1, 6, 1000);
        let cd = time_each(&six, reps.max(3), |p| {
            std::hint::black_box(solve_countdown(p.numbers(), p.target()));
        });
        let cd_ref = time_each(&six[..10], 1, |p| {
            std::hint::black_box(reference_countdown(p.numbers(), p.target()));
        });
        let (med, worst) = median_worst(&cd);
        let (rmed, _) = median_worst(&cd_ref);
        println!(
            "countdown closest, 6 numbers  n={} median {med:.3} ms  worst {worst:.3} ms  | reference (10) median {rmed:.3} ms, ratio {:.0}x",
            six.len(),
            rmed / med.max(1e-9)
        );
    }
    if only != "countdown" {
        // HS_BENCH_SIZES (e.g. `5` or `4,6`) picks the rows; all by default.
        let sizes = std::env::var("HS_BENCH_SIZES").unwrap_or_else(|_| "4,5,6".into());
        for (count, seed, goal) in [
            (4, 4, (5.0, 100.0)),
            (5, 5, (50.0, 1000.0)),
            (6, 6, (200.0, 3000.0)),
        ] {
            if !sizes.split(',').any(|c| c.trim() == count.to_string()) {
                continue;
            }
            let ps = puzzles(seed, count, n);
            best_row(count, &ps, reps, goal);
        }
        // The full search is slow on five numbers: fewer puzzles (HS_BENCH_FULL5, default 20).
        let n5: usize = measure::setting("HS_BENCH_FULL5").unwrap_or(20);
        for (count, seed, m) in [(4, 4, n), (5, 5, n5)] {
            if !sizes.split(',').any(|c| c.trim() == count.to_string()) {
                continue;
            }
            let ps = puzzles(seed, count, m);
            full_row(count, &ps);
        }
        if let Some(kib) = peak_rss_kib() {
            println!("peak memory (VmHWM): {:.1} MiB", kib as f64 / 1024.0);
        }
    }
}

//! Math Horseshoes solver benchmark (not a test; prints timings).
//! Run with `cargo bench -p tuffest-core --bench horseshoes`.

use std::time::{Duration, Instant};

use tuffest_core::horseshoes::countdown::{reference_countdown, solve_countdown};
use tuffest_core::horseshoes::solver::{reference_best, solve_best};
use tuffest_core::horseshoes::Puzzle;
use tuffest_core::rng::GameRng;

fn puzzles(seed: u64, count: usize, n: usize) -> Vec<Puzzle> {
    let mut rng = GameRng::from_seed(seed);
    (0..n)
        .map(|_| Puzzle::generate_with_count(&mut rng, count))
        .collect()
}

/// Each puzzle's time is the best of `reps` runs: the machine is shared, and a run that loses
/// the processor for a scheduler slice (several ms) says nothing about the solver.
fn time_each(ps: &[Puzzle], reps: usize, mut f: impl FnMut(&Puzzle)) -> Vec<Duration> {
    let mut out: Vec<(Duration, usize)> = ps
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut fastest = Duration::MAX;
            for _ in 0..reps.max(1) {
                let t = Instant::now();
                f(p);
                fastest = fastest.min(t.elapsed());
            }
            (fastest, i)
        })
        .collect();
    out.sort();
    if std::env::var("HS_BENCH_VERBOSE").is_ok() {
        for &(d, i) in out.iter().rev().take(3) {
            let p = &ps[i];
            eprintln!(
                "  slow: {:>9.3} ms  {:?} -> {}",
                ms(d),
                p.numbers(),
                p.target()
            );
        }
    }
    out.into_iter().map(|(d, _)| d).collect()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn report(name: &str, fast: &[Duration], reference: &[Duration], target: (f64, f64)) {
    let med = fast[fast.len() / 2];
    let worst = fast[fast.len() - 1];
    let verdict = if ms(med) <= target.0 && ms(worst) <= target.1 {
        "meets"
    } else {
        "MISSES"
    };
    let goal = format!(
        "{verdict} target median ≤ {} ms, worst ≤ {} ms",
        target.0, target.1
    );
    if reference.is_empty() {
        println!(
            "{name:<30} n={:<5} median {:>9.3} ms  worst {:>9.3} ms  | reference: too slow here (see the five-number row) | {goal}",
            fast.len(),
            ms(med),
            ms(worst),
        );
        return;
    }
    let rmed = reference[reference.len() / 2];
    let rworst = reference[reference.len() - 1];
    println!(
        "{name:<30} n={:<5} median {:>9.3} ms  worst {:>9.3} ms  | reference n={:<3} median {:>10.3} ms  worst {:>10.3} ms  ratio {:>8.1}x | {goal}",
        fast.len(),
        ms(med),
        ms(worst),
        reference.len(),
        ms(rmed),
        ms(rworst),
        ms(rmed) / ms(med).max(1e-9)
    );
}

fn main() {
    let n: usize = std::env::var("HS_BENCH_N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    // HS_BENCH_ONLY=countdown or best runs one half.
    let only = std::env::var("HS_BENCH_ONLY").unwrap_or_default();
    let reps: usize = std::env::var("HS_BENCH_REPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    println!("per-puzzle time = best of {reps} runs (HS_BENCH_REPS); references run once");
    let six = puzzles(1, 6, n);
    if only != "best" {
        let cd = time_each(&six, reps, |p| {
            std::hint::black_box(solve_countdown(p.numbers(), p.target()));
        });
        let cd_ref = time_each(&six[..n.min(10)], 1, |p| {
            std::hint::black_box(reference_countdown(p.numbers(), p.target()));
        });
        report("countdown closest, 6 numbers", &cd, &cd_ref, (0.5, 5.0));
    }
    if only != "countdown" {
        let best_n = n.min(200);
        let best = time_each(&six[..best_n], reps, |p| {
            std::hint::black_box(solve_best(p.numbers(), p.target()));
        });
        report("best expression, 6 numbers", &best, &[], (50.0, 500.0));
        // The naive reference cannot finish six numbers in reasonable time; compare on five.
        let five = puzzles(2, 5, n.min(20));
        let best5 = time_each(&five, reps, |p| {
            std::hint::black_box(solve_best(p.numbers(), p.target()));
        });
        let best5_ref = time_each(&five[..n.min(3)], 1, |p| {
            std::hint::black_box(reference_best(p.numbers(), p.target()));
        });
        report(
            "best expression, 5 numbers",
            &best5,
            &best5_ref,
            (50.0, 500.0),
        );
    }
}

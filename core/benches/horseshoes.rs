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

fn time_each(ps: &[Puzzle], mut f: impl FnMut(&Puzzle)) -> Vec<Duration> {
    let mut out: Vec<Duration> = ps
        .iter()
        .map(|p| {
            let t = Instant::now();
            f(p);
            t.elapsed()
        })
        .collect();
    out.sort();
    out
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn report(name: &str, fast: &[Duration], reference: &[Duration]) {
    if reference.is_empty() {
        let (med, worst) = (fast[fast.len() / 2], fast[fast.len() - 1]);
        println!(
            "{name:<34} n={:<5} median {:>9.3} ms  worst {:>9.3} ms  | reference: too slow on six numbers (see the five-number row)",
            fast.len(),
            ms(med),
            ms(worst)
        );
        return;
    }
    let med = fast[fast.len() / 2];
    let worst = fast[fast.len() - 1];
    let rmed = reference[reference.len() / 2];
    println!(
        "{name:<34} n={:<5} median {:>9.3} ms  worst {:>9.3} ms  | reference n={:<4} median {:>10.3} ms  ratio {:>8.1}x",
        fast.len(),
        ms(med),
        ms(worst),
        reference.len(),
        ms(rmed),
        ms(rmed) / ms(med).max(1e-9)
    );
}

fn main() {
    let n: usize = std::env::var("HS_BENCH_N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let six = puzzles(1, 6, n);
    let cd = time_each(&six, |p| {
        std::hint::black_box(solve_countdown(p.numbers(), p.target()));
    });
    let cd_ref = time_each(&six[..n.min(30)], |p| {
        std::hint::black_box(reference_countdown(p.numbers(), p.target()));
    });
    report("countdown closest, 6 numbers", &cd, &cd_ref);
    let best_n = n.min(200);
    let best = time_each(&six[..best_n], |p| {
        std::hint::black_box(solve_best(p.numbers(), p.target()));
    });
    // The naive reference cannot finish six numbers in reasonable time; compare on five.
    let five = puzzles(2, 5, n.min(20));
    let best5 = time_each(&five, |p| {
        std::hint::black_box(solve_best(p.numbers(), p.target()));
    });
    let best5_ref = time_each(&five[..n.min(3)], |p| {
        std::hint::black_box(reference_best(p.numbers(), p.target()));
    });
    report("best expression, 6 numbers", &best, &[]);
    report("best expression, 5 numbers", &best5, &best5_ref);
}

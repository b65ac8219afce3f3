//! Tournament pairing benchmark: a Swiss round for 8 competitors (every one of the 105
//! perfect matchings tried) after 0 to 6 rounds, and the whole round robin; medians and worst
//! cases over seeded score histories.
//!
//! Run: `cargo bench -p tuffest-core --bench tournament`.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::time::Instant;
use tuffest_core::rng::GameRng;
use tuffest_core::tournament::{round_robin, swiss_round, Round};

fn main() {
    let mut swiss = Vec::new();
    let mut rr = Vec::new();
    for seed in 0..200u64 {
        let mut rng = GameRng::from_seed(seed);
        let mut scores = vec![0i64; 8];
        let mut played: Vec<Round> = Vec::new();
        for _ in 0..7 {
            let t0 = Instant::now();
            let round = swiss_round(8, &scores, &played).unwrap();
            swiss.push(t0.elapsed().as_nanos());
            for p in &round {
                scores[p.chooser as usize - 1] += i64::from(rng.below(16));
                if let Some(o) = p.other {
                    scores[o as usize - 1] += i64::from(rng.below(16));
                }
            }
            played.push(round);
        }
        let t0 = Instant::now();
        let _ = round_robin(8).unwrap();
        rr.push(t0.elapsed().as_nanos());
    }
    for (name, mut t) in [
        ("Swiss round, 8 competitors", swiss),
        ("round robin, 8", rr),
    ] {
        t.sort_unstable();
        let median = t[t.len() / 2] as f64 / 1000.0;
        let worst = *t.last().unwrap() as f64 / 1000.0;
        println!(
            "{name:<28} {:>6} runs  median {median:>8.1} µs  worst {worst:>8.1} µs",
            t.len()
        );
    }
}

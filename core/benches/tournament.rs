//! Tournament benchmark: a Swiss round for 8 competitors (every one of the 105 perfect
//! matchings tried) after 0 to 6 rounds, and the whole round robin; medians and worst cases
//! over seeded score histories. Then whole events of 8 computer players (generated set-ups,
//! round robin, both games, the final): the time to play one out, to save it and to restore it
//! (every game replayed and checked), and the save's size.
//!
//! Run: `cargo bench -p tuffest-core --bench tournament` (`TOURNAMENT_BENCH_EVENTS=N`, default
//! 6, events per row).
#![allow(clippy::expect_used, clippy::unwrap_used)]

#[path = "support/measure.rs"]
mod measure;

use std::time::Instant;
use tuffest_core::kit::{save, Game, Seat, Strength};
use tuffest_core::rng::GameRng;
use tuffest_core::tournament::{
    round_robin, swiss_round, MainGames, PairingSystem, Round, Tournament, TournamentOptions,
    TournamentSetup,
};

fn events() {
    let n: u64 = measure::setting("TOURNAMENT_BENCH_EVENTS").unwrap_or(6);
    let seeds: Vec<u64> = (1..=n).collect();
    let setup = |seed: u64| {
        let seats = (0..8)
            .map(|i| Seat::computer(format!("CPU {i}"), Strength::ALL[i % 4]))
            .collect();
        TournamentSetup::generated(seats, MainGames::Both, PairingSystem::RoundRobin, seed).unwrap()
    };
    let start = |seed: &u64| {
        let options = TournamentOptions {
            setup: setup(*seed),
            seed: *seed,
            watch: false,
        };
        Tournament::start(options, Vec::new(), 0).unwrap()
    };
    let played = measure::time_each(&seeds, 1, |s| {
        let t = start(s);
        assert!(t.is_over());
    });
    let finished: Vec<Tournament> = seeds.iter().map(start).collect();
    let texts: Vec<String> = finished.iter().map(|t| save::write(t, 0)).collect();
    let saved = measure::time_each(&finished, 3, |t| {
        let _ = save::write(t, 0);
    });
    let restored = measure::time_each(&texts, 3, |text| {
        let _: Tournament = save::read(text).unwrap();
    });
    let sizes: Vec<usize> = texts.iter().map(String::len).collect();
    for (name, times) in [
        ("8 computers: play out 28 games + final", played),
        ("8 computers: save", saved),
        ("8 computers: restore (replay, check)", restored),
    ] {
        let (median, worst) = measure::median_worst(&times);
        println!(
            "{name:<40} {:>4} events  median {median:>9.2} ms  worst {worst:>9.2} ms",
            times.len()
        );
    }
    let mut s = sizes.clone();
    s.sort_unstable();
    println!(
        "save size: median {} bytes, worst {} bytes",
        s[s.len() / 2],
        s[s.len() - 1]
    );
}

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
    events();
}

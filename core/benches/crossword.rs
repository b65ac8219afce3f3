//! Equation-crossword move generation: every legal play for a 10-piece Pytagora rack on
//! mid-game boards of seeded self-play, and "is this rack stuck?", with medians, p99, worst
//! cases, node counts and peak memory.
//!
//! Run: `cargo bench -p tuffest-core --bench crossword` (set `CROSSWORD_BENCH_POSITIONS` to
//! change the number of positions; 200 by default; `CROSSWORD_BENCH_BUDGET` to change the node
//! budget of each search, `movegen::DEFAULT_BUDGET` by default: with a budget no search reaches,
//! the self-play, and so the positions, do not depend on the generator being measured).
//! `CROSSWORD_BENCH_DIGESTS=1` prints each position's seed, turn, plays, nodes, time and digest
//! (to find the first position where two generators differ); `CROSSWORD_BENCH_SHOW=1` prints
//! every search slower than 200 ms with its seed, turn and rack. `CROSSWORD_BENCH_THREADS=N`
//! searches every legal play on N threads (by default as many as `generate` takes: what the
//! machine offers, at most four).
#![allow(clippy::expect_used, clippy::unwrap_used)]

#[path = "support/measure.rs"]
mod measure;

use measure::peak_rss_kib;
use std::hash::{Hash, Hasher};
use std::time::Instant;
use tuffest_core::crossword::board::Board;
use tuffest_core::crossword::equation::EquationRules;
use tuffest_core::crossword::movegen::{any_play, generate, generate_on, DEFAULT_BUDGET};
use tuffest_core::crossword::pieces::{pytagora_set, Piece};
use tuffest_core::kit::{Bag, Rack};
use tuffest_core::rng::GameRng;

fn ms(us: u128) -> String {
    format!("{:.3} ms", us as f64 / 1000.0)
}

struct Sample {
    all_us: u128,
    digest: u64,
    any_us: u128,
    moves: usize,
    nodes: u64,
    listed: u64,
    truncated: bool,
}

fn main() {
    let want: usize = measure::setting("CROSSWORD_BENCH_POSITIONS").unwrap_or(200);
    let budget: u64 = measure::setting("CROSSWORD_BENCH_BUDGET").unwrap_or(DEFAULT_BUDGET);
    let threads: Option<usize> = measure::setting("CROSSWORD_BENCH_THREADS");
    let rules = EquationRules::PYTAGORA;
    let mut samples: Vec<Sample> = Vec::new();
    let mut seed = 0u64;
    while samples.len() < want {
        // Two players taking turns with one rack each, always the best-scoring play.
        let mut rng = GameRng::from_seed(seed);
        let mut bag: Bag<Piece> = Bag::new(pytagora_set().tiles(), 9_000_000 + seed);
        let mut pool = 0u32;
        for _ in 0..2 {
            if bag.take(&Piece::Equals).is_some() {
                pool += 1;
            }
        }
        let mut racks = [Rack::new(10), Rack::new(10)];
        let mut board = Board::new(25, 25);
        for turn in 0..24 {
            let rack = &mut racks[turn % 2];
            rack.refill(&mut bag);
            let t0 = Instant::now();
            let all = match threads {
                Some(n) => generate_on(&board, rack.tiles(), pool, rules, budget, n),
                None => generate(&board, rack.tiles(), pool, rules, budget),
            };
            let all_us = t0.elapsed().as_micros();
            let t1 = Instant::now();
            let any = any_play(&board, rack.tiles(), pool, rules, budget);
            let any_us = t1.elapsed().as_micros();
            if std::env::var("CROSSWORD_BENCH_SHOW").is_ok() && all_us > 200_000 {
                let free = generate(
                    &Board::new(25, 25),
                    rack.tiles(),
                    pool,
                    rules,
                    DEFAULT_BUDGET,
                );
                eprintln!(
                    "slow: seed {seed} turn {turn}: {} ms, rack {}, pool {pool}, laid {}, nodes {} (+{} listing), free-only nodes {}, moves {}",
                    all_us / 1000,
                    tuffest_core::crossword::pieces::text_of(rack.tiles()),
                    board.laid(),
                    all.nodes,
                    all.listed,
                    free.nodes,
                    all.moves.len()
                );
            }
            assert_eq!(any.moves.is_empty(), all.moves.is_empty() && !all.truncated);
            if turn >= 4 && samples.len() < want {
                let mut h = std::collections::hash_map::DefaultHasher::new();
                all.moves.hash(&mut h);
                if std::env::var("CROSSWORD_BENCH_DIGESTS").is_ok() {
                    eprintln!(
                        "position {}: seed {seed} turn {turn}, {} plays, nodes {}, {} us, digest {:016x}",
                        samples.len(),
                        all.moves.len(),
                        all.nodes,
                        all_us,
                        h.clone().finish()
                    );
                }
                samples.push(Sample {
                    all_us,
                    digest: h.finish(),
                    any_us,
                    moves: all.moves.len(),
                    nodes: all.nodes,
                    listed: all.listed,
                    truncated: all.truncated,
                });
            }
            let best = all.moves.iter().map(|m| m.points).max();
            let Some(best) = best else {
                let back = rack.take_all();
                bag.put_back(back);
                continue;
            };
            let tops: Vec<_> = all.moves.iter().filter(|m| m.points == best).collect();
            let m = tops[rng.below(tops.len() as u32) as usize].clone();
            let mut used = m.new_pieces(&board);
            if used.contains(&Piece::Equals) && !rack.tiles().contains(&Piece::Equals) {
                pool -= 1;
                used.retain(|p| *p != Piece::Equals);
            }
            assert!(rack.remove_all(&used));
            board.place(&m.placement).unwrap();
        }
        seed += 1;
    }
    let mut all: Vec<u128> = samples.iter().map(|s| s.all_us).collect();
    let mut any: Vec<u128> = samples.iter().map(|s| s.any_us).collect();
    all.sort_unstable();
    any.sort_unstable();
    let pct = |v: &[u128], p: usize| v[(v.len() * p / 100).min(v.len() - 1)];
    let mut moves: Vec<usize> = samples.iter().map(|s| s.moves).collect();
    moves.sort_unstable();
    let mean_nodes = samples.iter().map(|s| s.nodes).sum::<u64>() / samples.len() as u64;
    println!("Pytagora move generation: 10-piece racks, 25×25 table, mid-game positions (turn ≥ 5) of {seed} seeded self-play games");
    println!(
        "{:<22} {:>9} {:>11} {:>11} {:>11} {:>11}",
        "search", "positions", "median", "p90", "p99", "worst"
    );
    println!(
        "{:<22} {:>9} {:>11} {:>11} {:>11} {:>11}",
        "every legal play",
        all.len(),
        ms(pct(&all, 50)),
        ms(pct(&all, 90)),
        ms(pct(&all, 99)),
        ms(*all.last().unwrap())
    );
    println!(
        "{:<22} {:>9} {:>11} {:>11} {:>11} {:>11}",
        "is this rack stuck?",
        any.len(),
        ms(pct(&any, 50)),
        ms(pct(&any, 90)),
        ms(pct(&any, 99)),
        ms(*any.last().unwrap())
    );
    println!(
        "plays per position: median {}, most {}; walk nodes mean {}, most {}; listing nodes mean {}, most {}; truncated {}",
        moves[moves.len() / 2],
        moves.last().unwrap(),
        mean_nodes,
        samples.iter().map(|s| s.nodes).max().unwrap(),
        samples.iter().map(|s| s.listed).sum::<u64>() / samples.len() as u64,
        samples.iter().map(|s| s.listed).max().unwrap(),
        samples.iter().filter(|s| s.truncated).count()
    );
    // The plays of every position, hashed in order: equal digests, equal lists of plays.
    let digest = samples
        .iter()
        .fold(0u64, |acc, s| acc.rotate_left(5) ^ s.digest);
    println!("plays digest: {digest:016x}");
    if let Some(kib) = peak_rss_kib() {
        println!("peak memory (VmHWM): {kib} KiB");
    }
}

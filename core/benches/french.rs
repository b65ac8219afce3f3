//! The French game's move generator: every lay for a 10-tile rack on mid-game boards (turn 5
//! on of seeded games between two strong computer players), within the unbeatable computer's
//! budget of 3 million tiles tried, every transformation within the hint's budget, and "can I
//! play?" (`FrenchGame::can_play`: a lay or a transformation, each stopping at the first);
//! medians, p90, worst cases, node counts, how many searches the budget cut short, and peak
//! memory.
//!
//! Run: `cargo bench -p tuffest-core --bench french` (`FRENCH_BENCH_POSITIONS`, 100 by
//! default).
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::hash::{Hash, Hasher};
use std::time::Instant;
use tuffest_core::crossword::french::{
    generate, transformations, FirstPlayer, FrenchGame, Settings, HINT_TRANSFORM_BUDGET,
};
use tuffest_core::kit::{Game, Seat, Strength};

fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn pct(v: &mut [u128], p: f64) -> u128 {
    v.sort_unstable();
    let i = ((v.len() as f64 - 1.0) * p).round() as usize;
    v[i.min(v.len() - 1)]
}

fn main() {
    let want: usize = std::env::var("FRENCH_BENCH_POSITIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let budget = 3_000_000;
    let (mut all_us, mut any_us, mut nodes, mut lays) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let (mut change_us, mut changes_found) = (Vec::new(), Vec::new());
    // Every lay and transformation found, hashed: equal digests, equal results.
    let mut digest = std::collections::hash_map::DefaultHasher::new();
    let mut truncated = 0;
    let mut seed = 0u64;
    while all_us.len() < want {
        let seats = vec![
            Seat::computer("A", Strength::Strong),
            Seat::computer("B", Strength::Strong),
        ];
        let settings = Settings {
            seed,
            first: FirstPlayer::Seat(0),
            ..Settings::default()
        };
        let mut g = FrenchGame::start(settings, seats, 0).expect("starts");
        let mut now = 0;
        while g.outcome().is_none() && all_us.len() < want {
            if g.table().turns >= 5 {
                let t = g.table();
                let rack = t.racks[t.turn as usize].tiles().to_vec();
                let t0 = Instant::now();
                let found = generate(&t.board, g.settings().layout, &rack, budget);
                all_us.push(t0.elapsed().as_micros());
                for l in &found.lays {
                    (
                        &l.placement.start,
                        l.placement.dir,
                        &l.placement.pieces,
                        l.points,
                    )
                        .hash(&mut digest);
                }
                let t1 = Instant::now();
                let _ = g.can_play();
                any_us.push(t1.elapsed().as_micros());
                let t2 = Instant::now();
                let changes =
                    transformations(&t.board, g.settings().layout, &rack, HINT_TRANSFORM_BUDGET);
                change_us.push(t2.elapsed().as_micros());
                changes_found.push(changes.found.len() as u128);
                for c in &changes.found {
                    (&c.transform.pieces, c.transform.member, c.points).hash(&mut digest);
                }
                nodes.push(u128::from(found.nodes));
                lays.push(found.lays.len() as u128);
                truncated += usize::from(found.truncated);
            }
            let turns = g.table().turns;
            while g.table().turns == turns && g.outcome().is_none() {
                now += 2000;
                g.tick(now);
            }
        }
        seed += 1;
    }
    let ms = |us: u128| format!("{:.1} ms", us as f64 / 1000.0);
    println!(
        "french move generation: {} positions from {seed} games, budget {budget} tiles",
        all_us.len()
    );
    println!(
        "every lay:    median {}  p90 {}  worst {}",
        ms(pct(&mut all_us.clone(), 0.5)),
        ms(pct(&mut all_us.clone(), 0.9)),
        ms(pct(&mut all_us, 1.0))
    );
    println!(
        "can I play?:  median {}  p90 {}  worst {}",
        ms(pct(&mut any_us.clone(), 0.5)),
        ms(pct(&mut any_us.clone(), 0.9)),
        ms(pct(&mut any_us, 1.0))
    );
    println!(
        "every transformation ({HINT_TRANSFORM_BUDGET} budget):  median {}  p90 {}  worst {}; found: median {} most {}",
        ms(pct(&mut change_us.clone(), 0.5)),
        ms(pct(&mut change_us.clone(), 0.9)),
        ms(pct(&mut change_us, 1.0)),
        pct(&mut changes_found.clone(), 0.5),
        pct(&mut changes_found, 1.0)
    );
    println!(
        "nodes: median {} worst {}; lays found: median {} most {}; cut short by the budget: {truncated}",
        pct(&mut nodes.clone(), 0.5),
        pct(&mut nodes, 1.0),
        pct(&mut lays.clone(), 0.5),
        pct(&mut lays, 1.0)
    );
    println!(
        "digest of the lays and transformations found: {:016x}",
        digest.finish()
    );
    if let Some(k) = peak_rss_kib() {
        println!("peak memory (VmHWM): {:.1} MiB", k as f64 / 1024.0);
    }
}

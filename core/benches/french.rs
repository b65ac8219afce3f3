//! The French game's move generator: every lay for a 10-tile rack on mid-game boards (turn 5
//! on of seeded games between two strong computer players), within the unbeatable computer's
//! budget of 3 million tiles tried, every transformation within the hint's budget, and "can I
//! play?" (`FrenchGame::can_play`: a lay or a transformation, each stopping at the first);
//! medians, p90, worst cases, node counts, how many searches the budget cut short, and peak
//! memory.
//!
//! Run: `cargo bench -p tuffest-core --bench french` (`FRENCH_BENCH_POSITIONS`, 100 by
//! default; `FRENCH_BENCH_BUDGET`, the lay search's budget, 3,000,000 by default).
//! `FRENCH_BENCH_SAVE=file` writes the positions (board, layout, rack; one JSON line each) and
//! `FRENCH_BENCH_LOAD=file` searches those instead of playing games, so that two generators can
//! be compared on the same positions (the self-play's positions depend on the generator the
//! computers use). `benches/data/french-positions.jsonl` holds the 100 positions the README's
//! figures since session 19 are measured on (give its absolute path: the bench runs in
//! `core/`). `FRENCH_BENCH_LAYS_ONLY=1` times only the lay search;
//! `FRENCH_BENCH_VERBOSE=1` prints each position's nodes, lays, the most points a lay found
//! scores, and time;
//! `FRENCH_BENCH_AIM=strong` (or `unbeatable`) searches the lays and transformations as that
//! computer does, for the best worth (`lays_for`, `transformations_for`), and the verbose lines
//! then give the most worth found too, and the worth of the computer's choice;
//! `FRENCH_BENCH_WORTH=unbeatable` gives that worth for a search of every lay;
//! `FRENCH_BENCH_ONLY=3,17,40` searches only those positions (counted from 0; each keeps its
//! index in the lays' digest).
//! The digest of the lays hashes each position's lays sorted (start, direction, tiles,
//! points), so two complete generators that find the same plays in another order agree.
#![allow(clippy::expect_used, clippy::unwrap_used)]

#[path = "support/measure.rs"]
mod measure;

use measure::peak_rss_kib;
use std::hash::{Hash, Hasher};
use std::io::Write;
use std::time::Instant;
use tuffest_core::crossword::board::Board;
use tuffest_core::crossword::french::Layout;
use tuffest_core::crossword::french::{
    any_lay, any_transformation, gains_tiles, generate, lays_for, transformations,
    transformations_for, worth, FirstPlayer, FrenchGame, Settings, HINT_BUDGET,
    HINT_TRANSFORM_BUDGET,
};
use tuffest_core::crossword::pieces::Piece;
use tuffest_core::kit::{Game, Seat, Strength};

type Position = (Board, Layout, Vec<Piece>);

fn env_flag(name: &str) -> bool {
    std::env::var(name).is_ok_and(|v| !v.is_empty() && v != "0")
}

/// The positions of the bench: loaded from `FRENCH_BENCH_LOAD`, or from turn 5 on of seeded
/// games between two strong computers (`want` of them), with how many games were played.
fn positions(want: usize) -> (Vec<Position>, u64) {
    if let Ok(path) = std::env::var("FRENCH_BENCH_LOAD") {
        let text = std::fs::read_to_string(&path).expect("positions file");
        let out: Vec<Position> = text
            .lines()
            .take(want)
            .map(|l| serde_json::from_str(l).expect("a position"))
            .collect();
        return (out, 0);
    }
    let mut out = Vec::new();
    let mut seed = 0u64;
    while out.len() < want {
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
        while g.outcome().is_none() && out.len() < want {
            if g.table().turns >= 5 {
                let t = g.table();
                let rack = t.racks[t.turn as usize].tiles().to_vec();
                out.push((t.board.clone(), g.settings().layout, rack));
            }
            let turns = g.table().turns;
            while g.table().turns == turns && g.outcome().is_none() {
                now += 2000;
                g.tick(now);
            }
        }
        seed += 1;
    }
    if let Ok(path) = std::env::var("FRENCH_BENCH_SAVE") {
        let mut f = std::fs::File::create(&path).expect("positions file");
        for p in &out {
            writeln!(f, "{}", serde_json::to_string(p).expect("json")).expect("write");
        }
    }
    (out, seed)
}

fn pct(v: &mut [u128], p: f64) -> u128 {
    if v.is_empty() {
        return 0;
    }
    v.sort_unstable();
    let i = ((v.len() as f64 - 1.0) * p).round() as usize;
    v[i.min(v.len() - 1)]
}

fn main() {
    let want: usize = measure::setting("FRENCH_BENCH_POSITIONS").unwrap_or(100);
    let budget: u64 = measure::setting("FRENCH_BENCH_BUDGET").unwrap_or(3_000_000);
    let lays_only = env_flag("FRENCH_BENCH_LAYS_ONLY");
    let verbose = env_flag("FRENCH_BENCH_VERBOSE");
    let strength_of = |name: &str| {
        std::env::var(name).ok().map(|v| match v.as_str() {
            "unbeatable" => Strength::Unbeatable,
            _ => Strength::Strong,
        })
    };
    let aim = strength_of("FRENCH_BENCH_AIM");
    let worth_by = aim
        .or(strength_of("FRENCH_BENCH_WORTH"))
        .unwrap_or(Strength::Strong);
    let (all, seed) = positions(want);
    let only: Option<Vec<usize>> = std::env::var("FRENCH_BENCH_ONLY")
        .ok()
        .map(|v| v.split(',').filter_map(|i| i.trim().parse().ok()).collect());
    let (mut all_us, mut any_us, mut nodes, mut lays) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let (mut change_us, mut changes_found) = (Vec::new(), Vec::new());
    let mut changes_cut = 0;
    // Every lay and transformation found, hashed: equal digests, equal results.
    let mut digest = std::collections::hash_map::DefaultHasher::new();
    // The lays alone, each position's sorted.
    let mut lay_digest = std::collections::hash_map::DefaultHasher::new();
    let mut truncated = 0;
    for (i, (board, layout, rack)) in all.iter().enumerate() {
        if only.as_ref().is_some_and(|o| !o.contains(&i)) {
            continue;
        }
        let t0 = Instant::now();
        let found = match aim {
            Some(strength) => lays_for(board, *layout, rack, strength, budget),
            None => generate(board, *layout, rack, budget),
        };
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
        let mut sorted: Vec<_> = found
            .lays
            .iter()
            .map(|l| {
                (
                    l.placement.start,
                    l.placement.dir == tuffest_core::crossword::board::Direction::Down,
                    l.placement
                        .pieces
                        .iter()
                        .map(|p| p.index())
                        .collect::<Vec<_>>(),
                    l.points,
                )
            })
            .collect();
        sorted.sort();
        (i, &sorted).hash(&mut lay_digest);
        if verbose {
            println!(
                "position {i}: nodes {} lays {} best {} worth {} truncated {} {:.1} ms",
                found.nodes,
                found.lays.len(),
                found.lays.iter().map(|l| l.points).max().unwrap_or(0),
                found
                    .lays
                    .iter()
                    .map(|l| worth(worth_by, rack, l.points, &l.new))
                    .max()
                    .unwrap_or(0),
                found.truncated,
                t0.elapsed().as_secs_f64() * 1000.0
            );
        }
        if !lays_only {
            // "Can I play?" as `FrenchGame::can_play` asks it: a lay, else a transformation.
            let t1 = Instant::now();
            let _ = !any_lay(board, *layout, rack, HINT_BUDGET).lays.is_empty()
                || !any_transformation(board, *layout, rack, HINT_TRANSFORM_BUDGET)
                    .found
                    .is_empty();
            any_us.push(t1.elapsed().as_micros());
            let t2 = Instant::now();
            let changes = match aim {
                Some(strength) => transformations_for(
                    board,
                    *layout,
                    rack,
                    strength,
                    HINT_TRANSFORM_BUDGET,
                    &found.lays,
                ),
                None => transformations(board, *layout, rack, HINT_TRANSFORM_BUDGET),
            };
            if verbose {
                // What the computer would choose: the best worth of the lays and of the
                // transformations that gain tiles.
                let choice = found
                    .lays
                    .iter()
                    .map(|l| worth(worth_by, rack, l.points, &l.new))
                    .chain(
                        changes
                            .found
                            .iter()
                            .filter(|t| gains_tiles(t))
                            .map(|t| worth(worth_by, rack, t.points, &t.new)),
                    )
                    .max()
                    .unwrap_or(0);
                println!(
                    "position {i} transformations: nodes {} found {} truncated {} choice {choice}",
                    changes.nodes,
                    changes.found.len(),
                    changes.truncated
                );
            }
            change_us.push(t2.elapsed().as_micros());
            changes_found.push(changes.found.len() as u128);
            changes_cut += usize::from(changes.truncated);
            for c in &changes.found {
                (&c.transform.pieces, c.transform.member, c.points).hash(&mut digest);
            }
        }
        nodes.push(u128::from(found.nodes));
        lays.push(found.lays.len() as u128);
        truncated += usize::from(found.truncated);
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
        "every transformation ({HINT_TRANSFORM_BUDGET} budget):  median {}  p90 {}  worst {}; found: median {} most {}; cut short: {changes_cut}",
        ms(pct(&mut change_us.clone(), 0.5)),
        ms(pct(&mut change_us.clone(), 0.9)),
        ms(pct(&mut change_us, 1.0)),
        pct(&mut changes_found.clone(), 0.5),
        pct(&mut changes_found, 1.0)
    );
    println!(
        "nodes: median {} p90 {} worst {}; lays found: median {} most {}; cut short by the budget: {truncated}",
        pct(&mut nodes.clone(), 0.5),
        pct(&mut nodes.clone(), 0.9),
        pct(&mut nodes, 1.0),
        pct(&mut lays.clone(), 0.5),
        pct(&mut lays, 1.0)
    );
    println!(
        "digest of the lays and transformations found: {:016x}",
        digest.finish()
    );
    println!(
        "digest of the lays (each position's sorted): {:016x}",
        lay_digest.finish()
    );
    if let Some(k) = peak_rss_kib() {
        println!("peak memory (VmHWM): {:.1} MiB", k as f64 / 1024.0);
    }
}

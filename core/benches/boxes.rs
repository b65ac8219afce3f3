//! Dots and Boxes exact-solver benchmark: random fair set-ups (no box with three sides drawn)
//! per board size and number of free segments, solved exactly (value and every optimal move),
//! with medians, worst cases, node counts, the transposition table's memory and peak memory.
//!
//! Run: `cargo bench -p tuffest-core --bench boxes` (`BOXES_BENCH_N` positions per row, 20 by
//! default; `BOXES_BENCH_ROWS` = `issue` for the rows only, `all` (default) for the
//! issue's rows and the stretch rows beyond them; `BOXES_BENCH_TABLE_BITS` the table's size,
//! 2^19 entries, 8 MiB, by default: the solver's default).
#![allow(clippy::expect_used, clippy::unwrap_used)]

#[path = "support/measure.rs"]
mod measure;

use measure::peak_rss_kib;
use std::time::Instant;
use tuffest_core::boxes::{generate, Board, Solver, SolverConfig};

fn ms(us: u128) -> String {
    format!("{:.1} ms", us as f64 / 1000.0)
}

fn main() {
    let n: u64 = measure::setting("BOXES_BENCH_N").unwrap_or(20);
    let stretch = std::env::var("BOXES_BENCH_ROWS").map_or(true, |v| v != "issue");
    // (dots, free segments, the worst-case target in ms; 0 = a stretch row)
    let mut rows: Vec<(u8, u32, u32)> = vec![
        (5, 28, 100),
        (5, 30, 1000),
        (6, 32, 100),
        (6, 36, 1000),
        (7, 44, 100),
        (7, 46, 1000),
    ];
    if stretch {
        rows.extend([
            (5, 32, 0),
            (5, 34, 0),
            (6, 38, 0),
            (6, 40, 0),
            (7, 48, 0),
            (7, 50, 0),
        ]);
    }
    let table_bits: u8 =
        measure::setting("BOXES_BENCH_TABLE_BITS").unwrap_or(SolverConfig::default().table_bits);
    let config = SolverConfig {
        node_budget: 400_000_000,
        table_bits,
    };
    let mut solver = Solver::new(config);
    println!("Dots and Boxes exact solver: value and every optimal move of random fair set-ups");
    println!(
        "table: {:.0} MiB ({} entries); node budget {}",
        solver.table_bytes() as f64 / (1024.0 * 1024.0),
        1u64 << config.table_bits,
        config.node_budget
    );
    println!(
        "{:<6} {:>5} {:>5} {:>10} {:>10} {:>8} {:>12} {:>12} {:>7}",
        "dots", "free", "n", "median", "worst", "target", "median nodes", "max nodes", "proved"
    );
    for (dots, free, target) in rows {
        let board = Board::of(dots).unwrap();
        let drawn = board.segments() as u32 - free;
        let mut times = Vec::new();
        let mut nodes = Vec::new();
        let mut proved = 0;
        for seed in 0..n {
            let setup = generate(dots, drawn, 90_000 + seed).unwrap();
            let position = setup.check().unwrap();
            solver.clear();
            let t0 = Instant::now();
            let s = solver.solve(&position);
            times.push(t0.elapsed().as_micros());
            nodes.push(s.nodes);
            proved += usize::from(s.proved);
        }
        times.sort_unstable();
        nodes.sort_unstable();
        println!(
            "{:<6} {:>5} {:>5} {:>10} {:>10} {:>8} {:>12} {:>12} {:>7}",
            format!("{dots}x{dots}"),
            free,
            n,
            ms(times[times.len() / 2]),
            ms(*times.last().unwrap()),
            if target == 0 {
                "stretch".to_string()
            } else {
                format!("{target} ms")
            },
            nodes[nodes.len() / 2],
            nodes.last().unwrap(),
            format!("{proved}/{n}")
        );
    }
    if let Some(kib) = peak_rss_kib() {
        println!("peak memory (VmHWM): {:.1} MiB", kib as f64 / 1024.0);
    }
}

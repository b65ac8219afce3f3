//! The chip game's exact solver on random positions: per row (size, empty squares) the median,
//! 99th percentile and worst time of one full solve (value and every optimal move), nodes and
//! nodes per second; then peak memory. A naive alpha-beta (no table, no ordering) on a few
//! positions gives the ratio.
//!
//! Run: `cargo bench -p tuffest-core --bench chips` (`CHIPS_BENCH_N=200` for more positions).

#[path = "support/measure.rs"]
mod measure;

use measure::peak_rss_kib;
use std::time::Instant;
use tuffest_core::chips::{has_move, legal_bits, random_position, Board, Colour, Solver};
use tuffest_core::rng::GameRng;

/// CPU time of this thread in nanoseconds (the machine may be shared: wall time then lies).
fn cpu_ns() -> Option<u64> {
    // A yield makes the kernel bring the thread's run time up to date before it is read.
    std::thread::yield_now();
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}

fn positions(size: u8, empties: u32, n: usize, seed: u64) -> Vec<Board> {
    let mut rng = GameRng::from_seed(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let b = random_position(&mut rng, size, empties);
        if has_move(&b, Colour::Yellow) {
            out.push(b);
        }
    }
    out
}

/// Plain alpha-beta with no table and no move ordering (for the ratio only).
fn naive(p: u64, o: u64, mask: u64, mut alpha: i32, beta: i32, nodes: &mut u64) -> i32 {
    *nodes += 1;
    let moves = legal_bits(p, o, mask);
    if moves == 0 {
        return p.count_ones() as i32 - o.count_ones() as i32;
    }
    let mut best = -100;
    let mut m = moves;
    while m != 0 {
        let sq = m.trailing_zeros();
        m &= m - 1;
        let f = flips_of(p, o, sq, mask);
        let v = -naive(o & !f, p | f | (1 << sq), mask, -beta, -alpha, nodes);
        if v > best {
            best = v;
            if v > alpha {
                alpha = v;
                if alpha >= beta {
                    break;
                }
            }
        }
    }
    best
}

fn flips_of(p: u64, o: u64, sq: u32, mask: u64) -> u64 {
    let b = Board::from_masks((mask & 0xff).count_ones() as u8, p, o);
    let Some(b) = b else { return 0 };
    let cell = tuffest_core::kit::Cell::new((sq / 8) as u8, (sq % 8) as u8);
    tuffest_core::chips::turned_by(&b, Colour::Yellow, cell)
        .iter()
        .map(|c| 1u64 << (u32::from(c.row) * 8 + u32::from(c.col)))
        .sum()
}

fn main() {
    let n: usize = measure::setting("CHIPS_BENCH_N").unwrap_or(100);
    let mut solver = Solver::new(16);
    println!(
        "chips solver, {n} random positions per row (yellow to move, every other square a chip of a random colour)"
    );
    println!(
        "| size | empties | median | p99 | worst | median CPU | p99 CPU | worst CPU | median nodes | mean nodes | worst nodes | CPU time of the row | nodes/s (CPU) |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    let rows: [(u8, u32, u64); 5] = [
        (6, 16, 616),
        (6, 12, 612),
        (5, 16, 516),
        (4, 12, 412),
        (4, 14, 414),
    ];
    for (size, empties, seed) in rows {
        let boards = positions(size, empties, n, seed);
        let mut times = Vec::with_capacity(n);
        let mut nodes = Vec::with_capacity(n);
        let mut total_nodes = 0u64;
        let mut total_us = 0f64;
        let mut cpu = Vec::with_capacity(n);
        for b in &boards {
            let c0 = cpu_ns();
            let t0 = Instant::now();
            let s = solver.solve(b, Colour::Yellow);
            let us = t0.elapsed().as_secs_f64() * 1e6;
            if let (Some(a), Some(b)) = (c0, cpu_ns()) {
                cpu.push(b.saturating_sub(a) as f64 / 1e3);
            }
            assert!(s.proved);
            times.push(us);
            nodes.push(s.nodes);
            total_nodes += s.nodes;
            total_us += us;
        }
        times.sort_by(f64::total_cmp);
        nodes.sort_unstable();
        let med = times[n / 2];
        let p99 = times[(n * 99 / 100).min(n - 1)];
        let worst = times[n - 1];
        let cpu_total: f64 = cpu.iter().sum();
        let mut cpu_sorted = cpu.clone();
        cpu_sorted.sort_by(f64::total_cmp);
        let cpu_at = |k: usize| {
            cpu_sorted
                .get(k.min(cpu_sorted.len().saturating_sub(1)))
                .copied()
                .unwrap_or(0.0)
                / 1000.0
        };
        println!(
            "| {size}×{size} | {empties} | {:.3} ms | {:.3} ms | {:.3} ms | {:.3} ms | {:.3} ms | {:.3} ms | {} | {} | {} | {:.1} ms | {:.1} M |",
            med / 1000.0,
            p99 / 1000.0,
            worst / 1000.0,
            cpu_at(n / 2),
            cpu_at(n * 99 / 100),
            cpu_at(n - 1),
            nodes[n / 2],
            total_nodes / n as u64,
            nodes[n - 1],
            cpu_total / 1000.0,
            total_nodes as f64 / if cpu_total > 0.0 { cpu_total } else { total_us },
        );
    }
    println!(
        "transposition table: {:.1} MiB",
        solver.table_bytes() as f64 / (1024.0 * 1024.0)
    );
    if let Some(kib) = peak_rss_kib() {
        println!(
            "peak memory of the solver runs (VmHWM): {:.1} MiB",
            kib as f64 / 1024.0
        );
    }
    // The ratio to a naive alpha-beta (no table, no ordering) on 6×6 with 12 empty squares.
    let boards = positions(6, 12, 10, 7612);
    let (mut t_fast, mut t_naive, mut n_naive) = (0f64, 0f64, 0u64);
    for b in &boards {
        let t0 = Instant::now();
        let s = solver.solve(b, Colour::Yellow);
        t_fast += t0.elapsed().as_secs_f64();
        let t0 = Instant::now();
        let v = naive(b.yellow(), b.red(), b.mask(), -100, 100, &mut n_naive);
        t_naive += t0.elapsed().as_secs_f64();
        assert_eq!(Some(v), s.value);
    }
    println!(
        "naive alpha-beta on 10 positions of 6×6 with 12 empties: {:.1} ms in all ({} nodes), {:.0}× the solver's time",
        t_naive * 1000.0,
        n_naive,
        t_naive / t_fast.max(1e-9)
    );
}

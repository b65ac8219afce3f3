//! Mathable move generator and computer player benchmark (not a test; prints timings).
//! Run with `cargo bench -p tuffest-core --bench mathable`
//! (`MATHABLE_BENCH_GAMES=<n>` sets the number of seeded strongest-vs-greedy games, 200 by
//! default).
//!
//! Positions: every position with a full rack of 7 met in seeded self-play games (seeds from
//! 5000 up; two Strong players, then Strong against Unbeatable), the first 300.

#[path = "../tests/support/mathable_reference.rs"]
mod reference;

#[path = "support/measure.rs"]
mod measure;

use measure::{ms, peak_rss_kib};
use std::time::{Duration, Instant};
use tuffest_core::kit::Strength;
use tuffest_core::mathable::DEFAULT_BUDGET;
use tuffest_core::mathable::{choose, play_out};
use tuffest_core::mathable::{full_turns, single_placements, Board, FirstPlayer, Table};

/// Positions (table, seat to move) with a full rack of 7, from seeded self-play.
fn positions(wanted: usize) -> Vec<Table> {
    let mut out = Vec::new();
    let mut seed = 5000u64;
    while out.len() < wanted {
        let strengths = if seed % 2 == 0 {
            [Strength::Strong, Strength::Strong]
        } else {
            [Strength::Strong, Strength::Unbeatable]
        };
        let mut t = Table::new(2, seed, FirstPlayer::Random);
        play_out(&mut t, &strengths, seed, 400, |t| {
            if t.rack(t.current).len() == 7 && out.len() < wanted {
                out.push(t.clone());
            }
        });
        seed += 1;
    }
    out
}

/// Each position's time (the fastest of `reps` runs), sorted.
fn time_each(ps: &[Table], reps: usize, f: impl FnMut(&Table)) -> Vec<Duration> {
    let mut out = measure::time_each(ps, reps, f);
    out.sort();
    out
}

fn row(name: &str, times: &[Duration], target: (f64, f64)) {
    let med = ms(times[times.len() / 2]);
    let p99 = ms(times[(times.len() * 99 / 100).min(times.len() - 1)]);
    let worst = ms(times[times.len() - 1]);
    let verdict = if med <= target.0 && worst <= target.1 {
        "meets"
    } else {
        "MISSES"
    };
    println!(
        "{name:<44} median {med:>9.3} ms  p99 {p99:>9.3} ms  worst {worst:>9.3} ms  (target median ≤ {} ms, worst ≤ {} ms: {verdict})",
        target.0, target.1
    );
}

fn main() {
    let t0 = Instant::now();
    let ps = positions(300);
    println!(
        "{} positions with a full rack from seeded self-play (seeds 5000…), made in {:.1} s",
        ps.len(),
        t0.elapsed().as_secs_f64()
    );
    let rack = |t: &Table| t.rack(t.current).to_vec();
    let board = |t: &Table| -> Board { t.board.clone() };

    let single = time_each(&ps, 5, |t| {
        std::hint::black_box(single_placements(&t.board, t.rack(t.current)));
    });
    row("all single-tile placements of a rack", &single, (0.2, 5.0));

    let mut expanded = Vec::new();
    let mut turns = Vec::new();
    for t in &ps {
        let r = full_turns(&t.board, t.rack(t.current), 0, DEFAULT_BUDGET);
        expanded.push(r.expanded);
        turns.push(r.turns.len());
        assert!(r.complete);
    }
    let full = time_each(&ps, 3, |t| {
        std::hint::black_box(full_turns(&t.board, t.rack(t.current), 0, DEFAULT_BUDGET));
    });
    row("every full turn of a 7-tile rack", &full, (5.0, 100.0));
    expanded.sort_unstable();
    turns.sort_unstable();
    println!(
        "  partial turns expanded: median {}, worst {}; distinct full turns: median {}, most {}",
        expanded[expanded.len() / 2],
        expanded[expanded.len() - 1],
        turns[turns.len() / 2],
        turns[turns.len() - 1]
    );
    let slow = time_each(&ps, 1, |t| {
        std::hint::black_box(reference::full(&board(t), &rack(t), usize::MAX));
    });
    let fast_sum: f64 = full.iter().map(|d| ms(*d)).sum();
    let slow_sum: f64 = slow.iter().map(|d| ms(*d)).sum();
    println!(
        "  the slow reference (tests/support/mathable_reference.rs): median {:.3} ms, worst {:.3} ms; total time ratio reference/fast {:.0}×",
        ms(slow[slow.len() / 2]),
        ms(slow[slow.len() - 1]),
        slow_sum / fast_sum.max(1e-9)
    );

    let strongest = time_each(&ps, 1, |t| {
        std::hint::black_box(choose(t, t.current, Strength::Unbeatable, 1));
    });
    row(
        "the strongest computer move (Unbeatable)",
        &strongest,
        (300.0, 2000.0),
    );
    // Once the bag is empty: the exact search (positions at the start of every turn with an
    // empty bag in seeded Strong-vs-Strong games from seed 7000, the first 200).
    let mut ends = Vec::new();
    let mut seed = 7000u64;
    while ends.len() < 200 && seed < 8000 {
        let mut t = Table::new(2, seed, FirstPlayer::Random);
        play_out(&mut t, &[Strength::Strong; 2], seed, 400, |t| {
            if t.bag.is_empty() && ends.len() < 200 {
                ends.push(t.clone());
            }
        });
        seed += 1;
    }
    let mut exact = 0;
    for t in &ends {
        exact += usize::from(
            tuffest_core::mathable::exact_endgame_choice(
                t,
                t.current,
                tuffest_core::mathable::EXACT_BUDGET,
            )
            .is_some(),
        );
    }
    let endgame = time_each(&ends, 1, |t| {
        std::hint::black_box(choose(t, t.current, Strength::Unbeatable, 1));
    });
    row(
        "the strongest move, bag empty (exact search)",
        &endgame,
        (300.0, 2000.0),
    );
    println!(
        "  {} positions with an empty bag; solved exactly within the budget: {exact}",
        ends.len()
    );
    // Three and four players once the bag is empty: the max-n search (positions at the start
    // of every turn with an empty bag in seeded Strong games from seed 7000, 100 of each).
    for players in [3usize, 4] {
        let mut ends = Vec::new();
        let mut seed = 7000u64;
        while ends.len() < 100 && seed < 8000 {
            let mut t = Table::new(players, seed, FirstPlayer::Random);
            play_out(&mut t, &vec![Strength::Strong; players], seed, 600, |t| {
                if t.bag.is_empty() && ends.len() < 100 {
                    ends.push(t.clone());
                }
            });
            seed += 1;
        }
        let exact = ends
            .iter()
            .filter(|t| {
                tuffest_core::mathable::exact_max_n_choice(
                    t,
                    t.current,
                    tuffest_core::mathable::MAX_N_BUDGET,
                )
                .is_some()
            })
            .count();
        let timed = time_each(&ends, 1, |t| {
            std::hint::black_box(choose(t, t.current, Strength::Unbeatable, 1));
        });
        row(
            &format!("the strongest move, bag empty, {players} players (max-n)"),
            &timed,
            (300.0, 2000.0),
        );
        println!(
            "  {} positions with an empty bag; solved exactly within the budget: {exact}",
            ends.len()
        );
    }
    if let Some(kib) = peak_rss_kib() {
        println!("peak memory (VmHWM): {:.1} MiB", kib as f64 / 1024.0);
    }

    let games: u64 = measure::setting("MATHABLE_BENCH_GAMES").unwrap_or(200);
    for (label, other) in [
        ("greedy (Casual)", Strength::Casual),
        ("Strong (best turn, no look-ahead)", Strength::Strong),
    ] {
        match_up(games, label, other);
    }
}

/// The strongest against `other` over `games` seeded two-player games, seats alternating.
fn match_up(games: u64, label: &str, other: Strength) {
    let t0 = Instant::now();
    let (mut wins, mut ties, mut margin) = (0u64, 0u64, 0i64);
    for g in 0..games {
        // The strongest sits first in even games and second in odd ones.
        let strong_seat = (g % 2) as usize;
        let mut strengths = [other; 2];
        strengths[strong_seat] = Strength::Unbeatable;
        let mut t = Table::new(2, 900_000 + g, FirstPlayer::Random);
        play_out(&mut t, &strengths, 900_000 + g, 600, |_| {});
        let (me, them) = (t.scores[strong_seat], t.scores[1 - strong_seat]);
        margin += me - them;
        if me > them {
            wins += 1;
        } else if me == them {
            ties += 1;
        }
    }
    println!(
        "strongest (Unbeatable) vs {label}, {games} seeded games (seeds 900000…, seats alternating): {wins} wins, {ties} ties, {} losses — win rate {:.1}%, mean margin {:+.1} ({:.1} s)",
        games - wins - ties,
        100.0 * wins as f64 / games.max(1) as f64,
        margin as f64 / games.max(1) as f64,
        t0.elapsed().as_secs_f64()
    );
}

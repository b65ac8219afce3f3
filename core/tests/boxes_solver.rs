//! The exact Dots and Boxes solver: the reference values of the tournament's rulings, and
//! agreement with a plain memoised minimax on random positions (value and every best move).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::boxes_reference as reference;

use reference::RefBoard;
use tuffest_core::boxes::{Board, Solver, SolverConfig};
use tuffest_core::kit::Segment;
use tuffest_core::rng::GameRng;

fn bits(board: &Board, names: &[String], drawn: &[bool]) -> u128 {
    let mut b = 0u128;
    for (i, d) in drawn.iter().enumerate() {
        if *d {
            let s = Segment::parse(&names[i]).unwrap();
            b |= 1u128 << board.index(s).unwrap();
        }
    }
    b
}

fn empty_value(dots: u8) -> (i32, bool) {
    let board = Board::of(dots).unwrap();
    let mut solver = Solver::new(SolverConfig {
        node_budget: 2_000_000_000,
        table_bits: 21,
    });
    let s = solver.solve_bits(board, 0);
    (s.value, s.proved)
}

#[test]
fn two_by_two_boxes_first_player_wins_3_1() {
    assert_eq!(empty_value(3), (2, true));
}

#[test]
fn three_by_three_boxes_second_player_wins_6_3() {
    assert_eq!(empty_value(4), (-3, true));
}

#[test]
#[ignore = "slow: run with cargo test -p tuffest-core --release --test suite boxes_solver:: -- --ignored"]
fn four_by_four_boxes_is_a_tie() {
    let t = std::time::Instant::now();
    assert_eq!(empty_value(5), (0, true));
    eprintln!("5x5 dots empty: {:?}", t.elapsed());
}

/// Random positions of `dots` with `lo..=hi` segments drawn (any: boxes may be complete).
fn agree(dots: u8, count: usize, lo: u32, hi: u32, seed: u64) {
    let board = Board::of(dots).unwrap();
    let rb = RefBoard::new(usize::from(dots));
    let n = rb.names.len();
    let mut rng = GameRng::from_seed(seed);
    let mut solver = Solver::new(SolverConfig {
        node_budget: 100_000_000,
        table_bits: 16,
    });
    for case in 0..count {
        let k = rng.range_inclusive(lo, hi) as usize;
        let mut order: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut order);
        let mut drawn = vec![false; n];
        for &i in &order[..k] {
            drawn[i] = true;
        }
        let (v, best) = rb.solve(&drawn);
        if case % 2 == 0 {
            solver.clear();
        }
        let got = solver.solve_bits(board, bits(board, &rb.names, &drawn));
        assert!(got.proved);
        let got_best: Vec<String> = got.best.iter().map(ToString::to_string).collect();
        let mut want = best.clone();
        want.sort();
        let mut have = got_best.clone();
        have.sort();
        let named: Vec<&String> = (0..n).filter(|&i| drawn[i]).map(|i| &rb.names[i]).collect();
        assert_eq!((got.value, have), (v, want), "{dots} dots, drawn {named:?}");
    }
}

#[test]
fn agrees_with_the_reference_on_3x3_dots() {
    agree(3, 300, 0, 12, 1);
}

#[test]
fn agrees_with_the_reference_on_4x4_dots() {
    agree(4, 500, 9, 24, 2);
}

#[test]
fn agrees_with_the_reference_on_5x5_dots() {
    agree(5, 250, 24, 40, 3);
}

//! The exact solver against the slow reference (plain minimax over a grid of characters):
//! value and the set of optimal moves on random positions of every size.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::chips_reference as reference;

use tuffest_core::chips::{board_text, parse_board, random_position, Colour, Solver};
use tuffest_core::rng::GameRng;

fn check(size: u8, count: usize, max_empties: u32, seed: u64) {
    let mut rng = GameRng::from_seed(seed);
    let mut solver = Solver::new(14);
    let mut nonterminal = 0;
    for i in 0..count {
        let empties = 1 + rng.below(max_empties);
        let board = random_position(&mut rng, size, empties);
        let colour = if rng.below(2) == 0 {
            Colour::Yellow
        } else {
            Colour::Red
        };
        let rows = board_text(&board);
        let g = reference::grid(&rows);
        let me = if colour == Colour::Yellow { b'Y' } else { b'R' };
        let (v, best) = reference::solve(&g, me);
        let s = solver.solve(&board, colour);
        assert!(s.proved, "{rows}");
        assert_eq!(s.value, Some(v), "position {i}: {rows} {me}");
        let mine: Vec<(usize, usize)> = s
            .best
            .iter()
            .map(|c| (usize::from(c.row), usize::from(c.col)))
            .collect();
        assert_eq!(mine, best, "position {i}: {rows} {me}");
        if !best.is_empty() {
            nonterminal += 1;
        }
    }
    // Most random positions have a move: the comparison is not all game-over positions.
    assert!(nonterminal > count / 2, "{nonterminal}");
}

#[test]
fn solver_agrees_with_minimax_on_4x4() {
    check(4, 1000, 8, 4);
}

#[test]
fn solver_agrees_with_minimax_on_5x5() {
    check(5, 1000, 8, 5);
}

#[test]
fn solver_agrees_with_minimax_on_6x6() {
    check(6, 1000, 8, 6);
}

#[test]
fn solver_agrees_on_positions_deep_enough_for_the_table() {
    // 10 empties: the table, the sorting and the null-window search are all in play.
    check(6, 12, 10, 60);
    check(4, 12, 11, 61);
}

#[test]
fn solving_twice_and_with_a_small_table_gives_the_same_answer() {
    let mut rng = GameRng::from_seed(99);
    let mut big = Solver::new(18);
    let mut small = Solver::new(10);
    for _ in 0..30 {
        let b = random_position(&mut rng, 6, 14);
        let a = big.solve(&b, Colour::Yellow);
        assert_eq!(a, big.solve(&b, Colour::Yellow));
        let c = small.solve(&b, Colour::Yellow);
        assert_eq!((a.value, a.best), (c.value, c.best));
    }
}

#[test]
fn a_budget_too_small_says_unproved() {
    let b = parse_board("....../....../..YR../..RY../....../......").unwrap();
    let s = Solver::new(12).with_budget(50).solve(&b, Colour::Yellow);
    assert!(!s.proved);
    assert_eq!(s.value, None);
    assert!(s.best.is_empty());
}

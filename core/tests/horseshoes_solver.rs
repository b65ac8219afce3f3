//! Both solvers against slow, obviously correct references on many seeded puzzles.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::horseshoes_reference as reference;

use reference::{reference_best, RefBest};
use tuffest_core::exact::Q;
use tuffest_core::horseshoes::countdown::{
    reference_countdown, reference_countdown_key, solve_countdown,
};
use tuffest_core::horseshoes::eval::{evaluate, Value};
use tuffest_core::horseshoes::parse::check_tree;
use tuffest_core::horseshoes::score::score_value;
use tuffest_core::horseshoes::solver::{solve_best, solve_best_with, Best, Options, Search};
use tuffest_core::horseshoes::Puzzle;
use tuffest_core::rng::GameRng;

/// The full search (no stop at 10): the smallest distance there is.
fn full(numbers: &[u32], target: u32) -> Best {
    let options = Options {
        stop_at_ten: false,
        ..Options::default()
    };
    solve_best_with(numbers, target, &options).unwrap()
}

/// The answer is valid for the numbers, and its score and distance are the exact evaluator's.
fn check_answer(best: &Best, numbers: &[u32], target: u32) {
    let mut used = best
        .expr
        .leaves()
        .into_iter()
        .copied()
        .collect::<Vec<u32>>();
    let mut given = numbers.to_vec();
    used.sort();
    given.sort();
    assert_eq!(used, given, "{}", best.expr);
    let value = evaluate(&best.expr).unwrap();
    assert_eq!(value, best.value);
    assert_eq!(score_value(&value, target), best.score, "{}", best.expr);
    let d = (value.approx() - target as f64).abs();
    assert!((d - best.distance_f64).abs() < 1e-9, "{}", best.expr);
}

/// The fast search's distance is the reference's (within rounding).
fn assert_same_distance(best: &Best, r: &RefBest, numbers: &[u32], target: u32) {
    assert!(
        (best.distance_f64 - r.distance).abs() <= 1e-9 * (1.0 + r.distance),
        "{numbers:?} → {target}: fast {} ({}), reference {} ({})",
        best.expr,
        best.distance_f64,
        r.expr,
        r.distance
    );
}

/// The fast search and the reference agree on the score and the distance.
fn agree(numbers: &[u32], target: u32) -> Best {
    let best = full(numbers, target);
    assert_eq!(best.search, Search::Exhaustive, "{numbers:?} {target}");
    check_answer(&best, numbers, target);
    let r = reference_best(numbers, target).unwrap();
    assert_eq!(
        best.score, r.score,
        "{numbers:?} → {target}: fast {} ({}), reference {} ({})",
        best.expr, best.distance_f64, r.expr, r.distance
    );
    assert_same_distance(&best, &r, numbers, target);
    // The default search (stop at 10) has the same score, with a valid answer.
    let quick = solve_best(numbers, target).unwrap();
    check_answer(&quick, numbers, target);
    assert_eq!(quick.score, best.score, "{numbers:?} {target}");
    if quick.score < 10 {
        assert_eq!(quick.search, Search::Exhaustive);
        assert_eq!(quick.distance_f64, best.distance_f64);
    }
    best
}

#[test]
fn the_rulebook_puzzle_reaches_ten_points() {
    // Numbers 1, 3, 4, 17, target 341: (17 + √2)² ≈ 339.08 is within 2 of the target.
    let p = Puzzle::new(&[1, 3, 4, 17], 341).unwrap();
    let best = solve_best(p.numbers(), p.target()).unwrap();
    assert_eq!(best.score, 10, "{}", best.expr);
    assert_eq!(best.search, Search::StoppedAtTen);
    check_tree(&best.expr, &p).unwrap();
    check_answer(&best, p.numbers(), p.target());
    assert!(best.distance_f64 < 2.0);
    // Searched to the end, it is at least as close as (17 + √2)² ≈ 339.08.
    let all = full(p.numbers(), p.target());
    assert_eq!(all.search, Search::Exhaustive);
    assert!(all.distance_f64 <= 341.0 - 339.08, "{}", all.expr);
}

/// `count` seeded four-number puzzles against the reference.
fn four_number_agreement(seed: u64, count: usize) {
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..count {
        let p = Puzzle::generate_with_count(&mut rng, 4);
        agree(p.numbers(), p.target());
    }
}

#[test]
fn best_expression_agrees_with_the_reference_on_four_number_puzzles() {
    four_number_agreement(2024, 20);
}

#[test]
#[ignore = "slow (minutes): cargo test -p tuffest-core --release --test suite horseshoes_solver:: -- --ignored"]
fn best_expression_agrees_with_the_reference_on_300_four_number_puzzles() {
    let mut rng = GameRng::from_seed(2024);
    let mut tens = 0;
    for _ in 0..300 {
        let p = Puzzle::generate_with_count(&mut rng, 4);
        tens += usize::from(agree(p.numbers(), p.target()).score == 10);
    }
    // Not every puzzle reaches 10 (the comparison covers both kinds).
    assert!(tens > 0 && tens < 300, "{tens}");
}

#[test]
fn best_expression_agrees_with_the_reference_on_edge_cases() {
    for (numbers, target) in [
        (vec![3], 100),
        (vec![16], 3),
        (vec![3, 4], 0),
        (vec![3, 4, 5], 1),
        (vec![1, 1, 1, 1], 1000),
        (vec![1, 1, 1, 1], 2000),
        (vec![2, 1, 1, 1], 997),
        (vec![20, 20, 20, 20], 1999),
        (vec![1, 1, 1, 2], 1500),
    ] {
        agree(&numbers, target);
    }
}

#[test]
#[ignore = "slow (minutes): cargo test -p tuffest-core --release --test suite horseshoes_solver:: -- --ignored"]
fn best_expression_agrees_with_the_reference_on_50_five_number_puzzles() {
    // On five numbers the full search (no stop at 10) often needs more than the default budget,
    // so: the default search's score always agrees with the reference (and its distance when it
    // has no 10); the full search's distance agrees whenever it finished, and is never better
    // than the reference's when the budget ran out.
    // `HS_REF_FROM` and `HS_REF_TO` (default 0 and 50) check a part of the 50, so that two
    // processes can share them out on two cores; the puzzles are the same either way.
    let bound = |name: &str, default: usize| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (from, to) = (bound("HS_REF_FROM", 0), bound("HS_REF_TO", 50).min(50));
    let mut rng = GameRng::from_seed(55);
    let mut distances_compared = 0;
    for k in 0..to {
        let p = Puzzle::generate_with_count(&mut rng, 5);
        if k < from {
            continue;
        }
        let (numbers, target) = (p.numbers(), p.target());
        let r = reference_best(numbers, target).unwrap();
        let quick = solve_best(numbers, target).unwrap();
        check_answer(&quick, numbers, target);
        assert_eq!(
            quick.score, r.score,
            "{numbers:?} → {target}: {}",
            quick.expr
        );
        if quick.score < 10 {
            assert_eq!(quick.search, Search::Exhaustive);
            assert_same_distance(&quick, &r, numbers, target);
        }
        let best = full(numbers, target);
        check_answer(&best, numbers, target);
        eprintln!(
            "{k}: {numbers:?} → {target}: score {}, full search {:?}",
            quick.score, best.search
        );
        assert!(best.distance_f64 >= r.distance - 1e-9 * (1.0 + r.distance));
        if best.search == Search::Exhaustive {
            assert_same_distance(&best, &r, numbers, target);
            distances_compared += 1;
        }
    }
    println!(
        "puzzles {from}..{to}: full-search distances compared: {distances_compared} of {}",
        to.saturating_sub(from)
    );
    assert!(distances_compared > 0);
}

#[test]
fn best_expression_on_five_and_six_numbers_is_valid_and_deterministic() {
    let mut rng = GameRng::from_seed(7);
    for count in [5, 5, 5, 6, 6, 6] {
        let p = Puzzle::generate_with_count(&mut rng, count);
        let a = solve_best(p.numbers(), p.target()).unwrap();
        let b = solve_best(p.numbers(), p.target()).unwrap();
        assert_eq!(a, b);
        check_tree(&a.expr, &p).unwrap();
        check_answer(&a, p.numbers(), p.target());
    }
}

#[test]
fn a_small_budget_gives_the_best_so_far_marked_as_such() {
    // Six small numbers and a far target: no 10, so the search would go on.
    let numbers = [1, 1, 1, 1, 1, 2];
    let options = Options {
        stop_at_ten: true,
        budget: 20_000,
    };
    let a = solve_best_with(&numbers, 2000, &options).unwrap();
    assert_eq!(a.search, Search::BudgetSpent);
    check_answer(&a, &numbers, 2000);
    let again = solve_best_with(&numbers, 2000, &options).unwrap();
    assert_eq!(a, again);
    assert!(solve_best(&[], 100).is_none());
}

#[test]
fn countdown_matches_the_reference_on_1000_puzzles() {
    let mut rng = GameRng::from_seed(99);
    for i in 0..1000 {
        let count = if i % 50 == 0 { 6 } else { 5 };
        let p = Puzzle::generate_with_count(&mut rng, count);
        let ans = solve_countdown(p.numbers(), p.target()).unwrap();
        let reference = reference_countdown_key(p.numbers(), p.target()).unwrap();
        // Same distance, same number of numbers used, same value (ties: the smaller).
        let used = ans.expr.leaves().len() as u32;
        assert_eq!((ans.distance, used, ans.value), reference, "{p:?}");
        assert_eq!(ans.value.abs_diff(p.target() as u64), ans.distance);
        assert_eq!(
            evaluate(&ans.expr),
            Ok(Value::Rational(Q::from_integer(ans.value.into())))
        );
        // Each number at most once.
        let mut left = p.numbers().to_vec();
        for &n in ans.expr.leaves() {
            let k = left
                .iter()
                .position(|&m| m == n)
                .expect("number used too often");
            left.remove(k);
        }
    }
}

#[test]
fn countdown_classic_example() {
    // 25 50 75 100 3 6 → 952 is reachable exactly.
    let a = solve_countdown(&[25, 50, 75, 100, 3, 6], 952).unwrap();
    assert_eq!(a.distance, 0);
    assert_eq!(a.value, 952);
    assert_eq!(
        evaluate(&a.expr),
        Ok(Value::Rational(Q::from_integer(952.into())))
    );
}

#[test]
fn countdown_small_and_edge_inputs_match_the_reference() {
    for (numbers, target) in [
        (vec![7], 7),
        (vec![7], 100),
        (vec![3, 4], 12),
        (vec![3, 4], 2),
        (vec![1, 1, 1], 5),
        (vec![1000, 1000, 1000, 1000, 1000, 1000], 9999),
        (vec![100, 75, 50, 25, 6, 3], 1),
    ] {
        let ans = solve_countdown(&numbers, target).unwrap();
        let used = ans.expr.leaves().len() as u32;
        let reference = reference_countdown_key(&numbers, target).unwrap();
        assert_eq!(
            (ans.distance, used, ans.value),
            reference,
            "{numbers:?} {target}"
        );
        assert_eq!(reference_countdown(&numbers, target), Some(reference.0));
    }
    assert!(solve_countdown(&[], 5).is_none());
}

//! Both solvers against slow, obviously correct references on many seeded puzzles.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tuffest_core::exact::Q;
use tuffest_core::horseshoes::countdown::{
    reference_countdown, reference_countdown_key, solve_countdown,
};
use tuffest_core::horseshoes::eval::{evaluate, Value};
use tuffest_core::horseshoes::parse::check_tree;
use tuffest_core::horseshoes::solver::{reference_best, solve_best};
use tuffest_core::horseshoes::Puzzle;
use tuffest_core::rng::GameRng;

fn q(r: (i64, i64)) -> Q {
    Q::new(r.0.into(), r.1.into())
}

#[test]
fn best_expression_matches_the_reference_on_1000_puzzles() {
    let mut rng = GameRng::from_seed(2024);
    for _ in 0..1000 {
        let p = Puzzle::generate_with_count(&mut rng, 4);
        let best = solve_best(p.numbers(), p.target()).unwrap();
        let reference = reference_best(p.numbers(), p.target()).unwrap();
        assert_eq!(best.value, reference, "{p:?}");
        // The expression is valid for the puzzle and has the claimed value.
        check_tree(&best.expr, &p).unwrap();
        assert_eq!(
            evaluate(&best.expr),
            Ok(Value::Rational(q(best.value))),
            "{}",
            best.expr
        );
    }
}

#[test]
fn best_expression_matches_the_reference_on_five_numbers_and_edge_cases() {
    let mut rng = GameRng::from_seed(5);
    let mut cases: Vec<(Vec<u32>, u32)> = (0..3)
        .map(|_| {
            let p = Puzzle::generate_with_count(&mut rng, 5);
            (p.numbers().to_vec(), p.target())
        })
        .collect();
    cases.extend([
        (vec![3], 100),
        (vec![16], 3),
        (vec![3, 4], 0),
        (vec![3, 4, 5], 1),
        (vec![1, 1, 1, 1], 1000),
        (vec![2, 1, 1, 1], 997),
        (vec![20, 20, 20, 20], 1999),
    ]);
    for (numbers, target) in cases {
        let best = solve_best(&numbers, target).unwrap();
        let reference = reference_best(&numbers, target).unwrap();
        assert_eq!(best.value, reference, "{numbers:?} {target}");
        assert_eq!(
            evaluate(&best.expr),
            Ok(Value::Rational(q(best.value))),
            "{}",
            best.expr
        );
        let mut used = best.expr.numbers();
        let mut given = numbers.clone();
        used.sort();
        given.sort();
        assert_eq!(used, given, "{}", best.expr);
    }
}

#[test]
fn best_expression_on_six_numbers_is_valid_and_deterministic() {
    let mut rng = GameRng::from_seed(7);
    for _ in 0..3 {
        let p = Puzzle::generate_with_count(&mut rng, 6);
        let a = solve_best(p.numbers(), p.target()).unwrap();
        let b = solve_best(p.numbers(), p.target()).unwrap();
        assert_eq!(a, b);
        check_tree(&a.expr, &p).unwrap();
        assert_eq!(evaluate(&a.expr), Ok(Value::Rational(q(a.value))));
    }
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
        let used = ans.expr.numbers().len() as u32;
        assert_eq!((ans.distance, used, ans.value), reference, "{p:?}");
        assert_eq!(ans.value.abs_diff(p.target() as u64), ans.distance);
        assert_eq!(
            evaluate(&ans.expr),
            Ok(Value::Rational(Q::from_integer(ans.value.into())))
        );
        // Each number at most once.
        let mut left = p.numbers().to_vec();
        for n in ans.expr.numbers() {
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
        let used = ans.expr.numbers().len() as u32;
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

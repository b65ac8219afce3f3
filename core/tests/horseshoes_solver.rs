//! Both solvers against slow, obviously correct references on many seeded puzzles.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tuffest_core::exact::Q;
use tuffest_core::horseshoes::countdown::{reference_countdown, solve_countdown};
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
        let reference = reference_countdown(p.numbers(), p.target()).unwrap();
        assert_eq!(ans.distance, reference, "{p:?}");
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
}

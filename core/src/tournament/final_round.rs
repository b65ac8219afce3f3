//! The final's two rulings the Horseshoes round does not hold: what a computer finalist
//! writes (the best expression its strength's search budget finds: the search is anytime, so a
//! bigger budget never answers worse), and how close each answer came, ranked exactly for the
//! last tie-break.

use crate::horseshoes::solver::{by_distance, solve_best_with, Options, DEFAULT_BUDGET};
use crate::horseshoes::{evaluate, parse, Expr, Puzzle, Value};
use crate::kit::Strength;
use std::cmp::Ordering;

/// The search budget of a computer finalist at `strength`.
pub fn final_budget(strength: Strength) -> u64 {
    match strength {
        Strength::Beginner => 2_000,
        Strength::Casual => 20_000,
        Strength::Strong => 300_000,
        Strength::Unbeatable => DEFAULT_BUDGET,
    }
}

/// A computer finalist's answer: the best expression found within its strength's budget, as
/// text the Horseshoes reader reads back ("" when the puzzle has no valid expression).
pub fn computer_answer(puzzle: &Puzzle, strength: Strength) -> String {
    let options = Options {
        stop_at_ten: true,
        budget: final_budget(strength),
    };
    solve_best_with(puzzle.numbers(), puzzle.target(), &options)
        .map(|b| b.expr.to_string())
        .unwrap_or_default()
}

/// Each answer's closeness rank among `answers` (0 the closest; equal distances share a rank;
/// answers that do not read or have no value come last, all alike): floats decide where the gap
/// is far beyond their rounding, the exact comparison everywhere else.
pub fn closeness_ranks(answers: &[String], puzzle: &Puzzle) -> Vec<u32> {
    let valued: Vec<Option<(Expr, Value)>> = answers
        .iter()
        .map(|text| {
            let e = parse(text, puzzle).ok()?;
            let v = evaluate(&e).ok()?;
            Some((e, v))
        })
        .collect();
    let target = puzzle.target();
    let closer = |a: &Option<(Expr, Value)>, b: &Option<(Expr, Value)>| match (a, b) {
        (Some((ae, av)), Some((be, bv))) => {
            // Floats decide when the gap is far beyond their rounding (as the solver does);
            // the same expression is as close as itself; else the exact comparison.
            let t = f64::from(target);
            let (fa, fb) = ((av.approx() - t).abs(), (bv.approx() - t).abs());
            if fa.is_finite() && fb.is_finite() && (fa - fb).abs() > 1e-9 * (1.0 + fa.max(fb)) {
                fa.total_cmp(&fb)
            } else if ae == be {
                Ordering::Equal
            } else {
                by_distance(ae, av, be, bv, target)
            }
        }
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    };
    valued
        .iter()
        .map(|a| {
            valued
                .iter()
                .filter(|b| closer(b, a) == Ordering::Less)
                .count() as u32
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_rank_by_exact_distance_with_shared_ranks() {
        let p = Puzzle::new(&[1, 3, 4, 17], 341).unwrap_or_else(|e| panic!("{e}"));
        // 272 (69 away), 205 (136 away), the same 272 again.
        let answers: Vec<String> = ["17*4*(3+1)", "not an answer", "17*4*3+1", "", "(3+1)*4*17"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let ranks = closeness_ranks(&answers, &p);
        assert_eq!(ranks, vec![0, 3, 2, 3, 0]);
    }

    #[test]
    fn a_bigger_budget_never_answers_worse() {
        let p = Puzzle::new(&[1, 3, 4, 17], 341).unwrap_or_else(|e| panic!("{e}"));
        let score = |s: Strength| crate::horseshoes::judge(&computer_answer(&p, s), &p).score;
        let scores: Vec<u32> = Strength::ALL.iter().map(|&s| score(s)).collect();
        assert!(scores.windows(2).all(|w| w[0] <= w[1]), "{scores:?}");
        assert_eq!(scores[3], 10);
    }
}

//! The final's two rulings the Horseshoes round does not hold: what a computer finalist
//! writes, and how close each answer came, ranked exactly for the last tie-break.
//!
//! A computer finalist writes as a player of its strength would: a Beginner combines the
//! numbers in the order given with `+ − ×`, left to right; a Casual player tries every order;
//! a Strong one adds `÷` and powers; an Unbeatable one writes the best expression of the whole
//! grammar (roots and irrational powers included). Each level tries everything the level below
//! tries, so a stronger finalist never answers farther from the target.

use crate::horseshoes::parse::check_tree;
use crate::horseshoes::solver::{by_distance, solve_best};
use crate::horseshoes::{evaluate, parse, BinOp, Expr, Puzzle, Value};
use crate::kit::Strength;
use std::cmp::Ordering;

/// The operations a left-to-right writer uses at `strength`.
fn operators(strength: Strength) -> &'static [BinOp] {
    match strength {
        Strength::Beginner | Strength::Casual => &[BinOp::Add, BinOp::Sub, BinOp::Mul],
        Strength::Strong | Strength::Unbeatable => {
            &[BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div, BinOp::Pow]
        }
    }
}

/// `a op b` in floats, to rank the writer's tries (the answer itself is judged exactly).
fn apply(op: BinOp, a: f64, b: f64) -> f64 {
    match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::Div => a / b,
        BinOp::Pow => a.powf(b),
    }
}

/// The closest left-to-right expression `((a op b) op c) …` over the orders and operators of
/// `strength`.
fn left_to_right(numbers: &[u32], target: u32, strength: Strength) -> Option<Expr> {
    let ops = operators(strength);
    let mut orders: Vec<Vec<u32>> = vec![numbers.to_vec()];
    if strength != Strength::Beginner {
        orders = permutations(numbers);
    }
    let slots = numbers.len().saturating_sub(1) as u32;
    let combos = (ops.len() as u64).checked_pow(slots)?;
    let mut best: Option<(f64, Vec<u32>, u64)> = None;
    for order in &orders {
        for code in 0..combos {
            let mut value = f64::from(*order.first()?);
            let mut k = code;
            for &x in &order[1..] {
                let op = ops[(k % ops.len() as u64) as usize];
                k /= ops.len() as u64;
                value = apply(op, value, f64::from(x));
            }
            if !value.is_finite() {
                continue;
            }
            let d = (value - f64::from(target)).abs();
            if best.as_ref().is_none_or(|(bd, _, _)| d < *bd) {
                best = Some((d, order.clone(), code));
            }
        }
    }
    let (_, order, code) = best?;
    let mut tree = Expr::Num(*order.first()?);
    let mut k = code;
    for &x in &order[1..] {
        let op = ops[(k % ops.len() as u64) as usize];
        k /= ops.len() as u64;
        tree = Expr::bin(op, tree, Expr::Num(x));
    }
    Some(tree)
}

/// Every order of `numbers` (repeated numbers give repeated orders; at most 720 for six).
fn permutations(numbers: &[u32]) -> Vec<Vec<u32>> {
    if numbers.len() <= 1 {
        return vec![numbers.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..numbers.len() {
        let mut rest = numbers.to_vec();
        let x = rest.remove(i);
        for mut p in permutations(&rest) {
            p.insert(0, x);
            out.push(p);
        }
    }
    out
}

/// A computer finalist's answer at `strength`, in the Horseshoes reader's canonical text (""
/// when the puzzle has no valid expression).
pub fn computer_answer(puzzle: &Puzzle, strength: Strength) -> String {
    let (numbers, target) = (puzzle.numbers(), puzzle.target());
    let tree = if strength == Strength::Unbeatable {
        solve_best(numbers, target).map(|b| b.expr)
    } else {
        left_to_right(numbers, target, strength)
    };
    tree.filter(|e| check_tree(e, puzzle).is_ok())
        .map(|e| e.to_string())
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
    fn a_finalist_writes_its_tree_as_the_reader_reads_it() {
        let mut rng = crate::rng::GameRng::from_seed(4);
        let p = Puzzle::generate_with_count(&mut rng, 4);
        assert_eq!(p.numbers(), [3, 7, 13, 3]);
        assert_eq!(computer_answer(&p, Strength::Beginner), "3 * 7 * 13 * 3");
        assert_eq!(computer_answer(&p, Strength::Strong), "(7^3 + 13) * 3");
        let tree = left_to_right(p.numbers(), p.target(), Strength::Strong);
        assert_eq!(tree.map(|t| t.symbols()).as_deref(), Some("(7^3 + 13) × 3"));
    }

    #[test]
    fn a_stronger_finalist_never_answers_worse() {
        let mut rng = crate::rng::GameRng::from_seed(4);
        for count in [4, 4, 5, 5, 6] {
            let p = Puzzle::generate_with_count(&mut rng, count);
            let answers: Vec<String> = Strength::ALL
                .iter()
                .map(|&s| computer_answer(&p, s))
                .collect();
            let scores: Vec<u32> = answers
                .iter()
                .map(|a| crate::horseshoes::judge(a, &p).score)
                .collect();
            assert!(
                scores.windows(2).all(|w| w[0] <= w[1]),
                "{p:?}: {answers:?} {scores:?}"
            );
            // Everyone writes a valid answer; the beginner keeps the numbers in their order.
            assert!(
                answers
                    .iter()
                    .all(|a| crate::horseshoes::judge(a, &p).valid),
                "{answers:?}"
            );
            let digits: Vec<u32> = answers[0]
                .split(|c: char| !c.is_ascii_digit())
                .filter_map(|d| d.parse().ok())
                .collect();
            assert_eq!(digits, p.numbers(), "{}", answers[0]);
        }
        let rulebook = Puzzle::rulebook();
        assert_eq!(
            crate::horseshoes::judge(&computer_answer(&rulebook, Strength::Unbeatable), &rulebook)
                .score,
            10
        );
    }
}

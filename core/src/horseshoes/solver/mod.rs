//! The best-expression solver over the game's grammar (documented here and in the README):
//!
//! * every computing number is used exactly once;
//! * `a + b`, `a − b`, `a × b`, `a ÷ b` (`b ≠ 0`) on any two subexpressions;
//! * `a ^ b` with any exponent the value allows: rational or irrational when `a > 0`, positive
//!   when `a = 0`, whole when `a < 0`;
//! * `√` on any operand (a computing number, a result, the whole expression), up to
//!   [`MAX_NESTING`] in a row (`√√x`; `√√√x` would need values up to `T^8`, far beyond
//!   [`MAX_SIZE`], to come back near a target, and makes every list 4/3 as long again);
//! * every intermediate value is `0` or has a size between [`MIN_SIZE`] (`2^−40`) and
//!   [`MAX_SIZE`] (`2^50`), and two values of the same numbers closer than `10^−12` relatively
//!   count as one (deduplication by numbers used and value).
//!
//! Values are `f64` with an error bound carried along; every candidate that decides the answer
//! is confirmed by the exact evaluator (see `top`), so the score shown is the scorer's. The
//! answer has the highest score, then the smallest `|T − E|`, then the smaller value, written
//! with the fewest `√` and operators among equal values. By default the search stops at the first
//! expression worth 10 points ([`Search::StoppedAtTen`]); it is bounded by a deterministic work
//! budget ([`Options::budget`]): when that runs out the answer is the best found so far
//! ([`Search::BudgetSpent`]).

mod float;
mod lists;
mod rational;
mod search;
mod top;

use std::cell::Cell;

use serde::{Deserialize, Serialize};

use super::eval::Value;
use super::expr::{BinOp, Expr};
use super::score::{distance_shown, Rounded};
use crate::exact::int;

pub use float::{MAX_SIZE, MIN_SIZE};
pub(in crate::horseshoes) use lists::splits;
pub use rational::{score_r, R};
pub use top::by_distance;

/// How many `√` may wrap one value in a row.
pub const MAX_NESTING: u8 = 2;

/// The default work budget (values made plus windows looked up): about a second on one core of
/// the project's machine in the worst six-number puzzles.
pub const DEFAULT_BUDGET: u64 = 30_000_000;

const OPS: [BinOp; 5] = [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div, BinOp::Pow];

/// Each operation of [`OPS`] with the stored value on the left, then on the right (once for
/// `+` and `×`, whose sides make the same values), in the order the search tries them.
const SIDES: [(BinOp, bool); 8] = [
    (BinOp::Add, true),
    (BinOp::Sub, true),
    (BinOp::Sub, false),
    (BinOp::Mul, true),
    (BinOp::Div, true),
    (BinOp::Div, false),
    (BinOp::Pow, true),
    (BinOp::Pow, false),
];

/// How the search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Search {
    /// Everything in the grammar was searched: the answer is the best there is.
    Exhaustive,
    /// Stopped at the first expression worth 10 points (the highest score).
    StoppedAtTen,
    /// The work budget ran out: the answer is the best found so far.
    BudgetSpent,
}

/// Search options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Stop at the first 10-point expression (else look on for the smallest distance).
    pub stop_at_ten: bool,
    /// The work budget (see [`DEFAULT_BUDGET`]).
    pub budget: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            stop_at_ten: true,
            budget: DEFAULT_BUDGET,
        }
    }
}

/// The solver's answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Best {
    /// The expression.
    pub expr: Expr,
    /// Its exact value (from the evaluator).
    pub value: Value,
    /// Its score (from the scorer).
    pub score: u32,
    /// `|T − E|` as a float (for comparisons in tests and benchmarks).
    pub distance_f64: f64,
    /// How the search ended.
    pub search: Search,
    /// The work spent.
    pub work: u64,
}

impl Best {
    /// `|T − E|` to three places, as the apps show it (`None` when astronomically far).
    pub fn distance(&self, target: u32) -> Option<Rounded> {
        distance_shown(&self.value, target)
    }

    /// Whether the whole grammar was searched.
    pub fn exhaustive(&self) -> bool {
        self.search == Search::Exhaustive
    }
}

/// A work budget, counted in values made and windows looked up.
pub(crate) struct Work {
    used: Cell<u64>,
    limit: u64,
}

impl Work {
    fn new(limit: u64) -> Work {
        Work {
            used: Cell::new(0),
            limit,
        }
    }

    /// Spends `n` units; `false` once the budget is exceeded.
    #[inline]
    pub(crate) fn spend(&self, n: u64) -> bool {
        let u = self.used.get() + n;
        self.used.set(u);
        u <= self.limit
    }

    fn spent(&self) -> bool {
        self.used.get() > self.limit
    }
}

/// How many numbers the stored subsets hold, for `n` numbers.
fn stored_for(n: usize) -> u32 {
    match n {
        0..=2 => 1,
        3 => 2,
        4 => 2,
        _ => 3,
    }
}

/// The best expression for 1..=7 numbers and a target, with the default options.
pub fn solve_best(numbers: &[u32], target: u32) -> Option<Best> {
    solve_best_with(numbers, target, &Options::default())
}

/// The best expression for 1..=7 numbers and a target; `None` for no numbers, more than seven,
/// or no valid expression at all.
pub fn solve_best_with(numbers: &[u32], target: u32, options: &Options) -> Option<Best> {
    if numbers.is_empty() || numbers.len() > 7 {
        return None;
    }
    // Should a winner found in floats fail the exact evaluator (a rounding decision gone wrong),
    // search again keeping only candidates the evaluator confirms.
    match attempt(numbers, target, options, false) {
        Some(Ok(best)) => Some(best),
        Some(Err(())) => attempt(numbers, target, options, true).and_then(Result::ok),
        None => None,
    }
}

fn attempt(
    numbers: &[u32],
    target: u32,
    options: &Options,
    confirm_all: bool,
) -> Option<Result<Best, ()>> {
    let n = numbers.len();
    let full = (1usize << n) - 1;
    let stored = stored_for(n);
    let work = Work::new(options.budget);
    let mut top = top::Top::new(target, options.stop_at_ten, confirm_all);
    let complete = match lists::build_lists(numbers, stored, &work) {
        Some(lists) => {
            let ctx = search::Ctx {
                lists: &lists,
                numbers,
                stored,
                work: &work,
            };
            search::run(&ctx, full, &mut top)
        }
        None => false,
    };
    let how = if complete {
        Search::Exhaustive
    } else if top.ten {
        Search::StoppedAtTen
    } else if work.spent() {
        Search::BudgetSpent
    } else {
        Search::Exhaustive
    };
    let (expr, value) = match top.settle()? {
        Ok(w) => w,
        Err(()) => return Some(Err(())),
    };
    let approx = value.approx();
    let score = exact_score(&value, approx, target);
    if how == Search::StoppedAtTen && score != 10 {
        return Some(Err(()));
    }
    Some(Ok(Best {
        score,
        distance_f64: (approx - target as f64).abs(),
        value,
        expr,
        search: how,
        work: work.used.get(),
    }))
}

/// The rulebook's score of an exact value, asking the exact evaluator only about the edges of
/// the band its float value points to (the same answer as `score::score_value`, with two to
/// four exact comparisons instead of up to twenty).
fn exact_score(value: &Value, approx: f64, target: u32) -> u32 {
    use std::cmp::Ordering;
    let t = target as i64;
    // |T − E| ≥ 2^n, exactly.
    let at_least = |n: u32| {
        let edge = 1i64 << n;
        value.cmp_rational(&int(t - edge)) != Ordering::Greater
            || value.cmp_rational(&int(t + edge)) != Ordering::Less
    };
    let d = (approx - target as f64).abs();
    // The band the float points to, then its neighbours until the exact edges agree.
    let mut n: u32 = if d.is_finite() && d >= 2.0 {
        (d.log2().floor() as u32).min(10)
    } else if d.is_finite() {
        0
    } else {
        10
    };
    loop {
        let low_ok = n == 0 || at_least(n);
        if !low_ok {
            n -= 1;
            continue;
        }
        if n < 10 && at_least(n + 1) {
            n += 1;
            continue;
        }
        return 10 - n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sides_are_each_operation_left_then_right_but_once_for_plus_and_times() {
        let sides: Vec<(BinOp, bool)> = OPS
            .iter()
            .flat_map(|&op| [(op, true), (op, false)])
            .filter(|&(op, left)| left || !matches!(op, BinOp::Add | BinOp::Mul))
            .collect();
        assert_eq!(sides, SIDES);
    }

    #[test]
    fn the_rulebook_puzzle_reaches_ten() {
        let b = solve_best(&[1, 3, 4, 17], 341).unwrap();
        assert_eq!(b.score, 10, "{}", b.expr);
        assert_eq!(b.search, Search::StoppedAtTen);
    }
}

//! The slow, obviously correct reference for the Math Horseshoes best expression: every value
//! of every subset of the numbers, recursively over all splits (each value in plain `f64`, with
//! the grammar's rules: `÷` by non-zero, `√` of non-negative, `^` with any exponent for a
//! positive base, a positive one for zero, a whole one for a negative base, up to two `√` in
//! a row, sizes in `[2^−40, 2^50]`), then every pair of values across every split of all the
//! numbers, with no window and no pruning. The closest candidates in floats are confirmed by
//! the exact evaluator and scorer, so the answer's score is exact.

use tuffest_core::horseshoes::eval::evaluate;
use tuffest_core::horseshoes::score::score_value;
use tuffest_core::horseshoes::{BinOp, Expr};

const MAX_SIZE: f64 = 1_125_899_906_842_624.0;
const MIN_SIZE: f64 = 1.0 / 1_099_511_627_776.0;
const OPS: [BinOp; 5] = [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div, BinOp::Pow];
/// How many of the closest float candidates are confirmed exactly.
const KEEP: usize = 48;

/// The reference's answer.
#[derive(Debug, Clone)]
pub struct RefBest {
    /// The exact score of the best confirmed candidate.
    pub score: u32,
    /// Its `|T − E|` (from the exact value).
    pub distance: f64,
    /// Its expression.
    pub expr: Expr,
}

fn kept(v: f64) -> Option<f64> {
    if !v.is_finite() {
        return None;
    }
    if v == 0.0 || (MIN_SIZE..=MAX_SIZE).contains(&v.abs()) {
        Some(v)
    } else {
        None
    }
}

/// `a op b` in plain floats under the grammar's rules.
fn apply(op: BinOp, a: f64, b: f64) -> Option<f64> {
    match op {
        BinOp::Add | BinOp::Sub => {
            let r = if op == BinOp::Add { a + b } else { a - b };
            // A cancellation down to rounding noise is zero.
            if r.abs() <= 1e-12 * a.abs().max(b.abs()) {
                Some(0.0)
            } else {
                kept(r)
            }
        }
        BinOp::Mul => kept(a * b),
        BinOp::Div => {
            if b == 0.0 {
                None
            } else {
                kept(a / b)
            }
        }
        BinOp::Pow => {
            if a == 0.0 {
                (b > 0.0).then_some(0.0)
            } else if a > 0.0 {
                kept(a.powf(b))
            } else {
                let k = b.round();
                if (b - k).abs() > 1e-9 || k.abs() > 64.0 {
                    None
                } else {
                    kept(a.powi(k as i32))
                }
            }
        }
    }
}

/// A value with the expression that made it.
#[derive(Clone)]
struct Val {
    v: f64,
    e: std::rc::Rc<Expr>,
}

/// `x`, `√x`, `√√x`.
fn wraps(v: f64, e: &std::rc::Rc<Expr>, out: &mut Vec<Val>) {
    out.push(Val { v, e: e.clone() });
    let (mut cv, mut ce) = (v, e.clone());
    for _ in 0..2 {
        if cv < 0.0 {
            break;
        }
        cv = cv.sqrt();
        ce = std::rc::Rc::new(Expr::root((*ce).clone()));
        match kept(cv) {
            Some(x) => out.push(Val {
                v: x,
                e: ce.clone(),
            }),
            None => break,
        }
    }
}

/// Every value of `mask` (sorted, exact float duplicates removed).
fn values(numbers: &[u32], mask: usize, memo: &mut Vec<Option<Vec<Val>>>) -> Vec<Val> {
    if let Some(v) = &memo[mask] {
        return v.clone();
    }
    let mut out = Vec::new();
    if mask.count_ones() == 1 {
        let i = mask.trailing_zeros() as usize;
        wraps(
            numbers[i] as f64,
            &std::rc::Rc::new(Expr::Num(numbers[i])),
            &mut out,
        );
    } else {
        // Every ordered split into two non-empty parts.
        let mut sub = (mask - 1) & mask;
        while sub > 0 {
            let (l, r) = (
                values(numbers, sub, memo),
                values(numbers, mask ^ sub, memo),
            );
            for a in &l {
                for b in &r {
                    for op in OPS {
                        if let Some(v) = apply(op, a.v, b.v) {
                            let e = std::rc::Rc::new(Expr::bin(op, (*a.e).clone(), (*b.e).clone()));
                            wraps(v, &e, &mut out);
                        }
                    }
                }
            }
            sub = (sub - 1) & mask;
        }
    }
    out.sort_by(|x, y| x.v.total_cmp(&y.v));
    out.dedup_by(|x, y| x.v == y.v);
    memo[mask] = Some(out.clone());
    out
}

/// The best expression by the reference: the best score, then the smallest distance.
pub fn reference_best(numbers: &[u32], target: u32) -> Option<RefBest> {
    let n = numbers.len();
    if n == 0 {
        return None;
    }
    let full = (1usize << n) - 1;
    let mut memo: Vec<Option<Vec<Val>>> = vec![None; full + 1];
    let t = target as f64;
    // The KEEP closest candidates in floats (distance, expression).
    let mut close: Vec<(f64, Val)> = Vec::new();
    let mut worst = f64::INFINITY;
    let consider = |c: Val, close: &mut Vec<(f64, Val)>, worst: &mut f64| {
        let d = (c.v - t).abs();
        if close.len() >= KEEP && d > *worst {
            return;
        }
        close.push((d, c));
        if close.len() >= 2 * KEEP {
            close.sort_by(|x, y| x.0.total_cmp(&y.0));
            close.truncate(KEEP);
            *worst = close[KEEP - 1].0;
        }
    };
    if n == 1 {
        for c in values(numbers, full, &mut memo) {
            consider(c, &mut close, &mut worst);
        }
    } else {
        let mut sub = (full - 1) & full;
        while sub > 0 {
            let (l, r) = (
                values(numbers, sub, &mut memo),
                values(numbers, full ^ sub, &mut memo),
            );
            for a in &l {
                for b in &r {
                    for op in OPS {
                        let Some(v) = apply(op, a.v, b.v) else {
                            continue;
                        };
                        // The candidate and its √ and √√, with the expression built only
                        // for the ones kept.
                        let mut cv = v;
                        for w in 0..=2u8 {
                            if w > 0 {
                                if cv < 0.0 {
                                    break;
                                }
                                match kept(cv.sqrt()) {
                                    Some(x) => cv = x,
                                    None => break,
                                }
                            }
                            let d = (cv - t).abs();
                            if close.len() >= KEEP && d > worst {
                                continue;
                            }
                            let mut e = Expr::bin(op, (*a.e).clone(), (*b.e).clone());
                            for _ in 0..w {
                                e = Expr::root(e);
                            }
                            consider(
                                Val {
                                    v: cv,
                                    e: std::rc::Rc::new(e),
                                },
                                &mut close,
                                &mut worst,
                            );
                        }
                    }
                }
            }
            sub = (sub - 1) & full;
        }
    }
    close.sort_by(|x, y| x.0.total_cmp(&y.0));
    // The first candidate the exact evaluator confirms; among those within rounding of it, the
    // highest exact score and the smallest exact distance.
    let mut best: Option<RefBest> = None;
    for (d, c) in close {
        if let Some(b) = &best {
            if d > b.distance + 1e-6 {
                break;
            }
        }
        let Ok(value) = evaluate(&c.e) else { continue };
        let cand = RefBest {
            score: score_value(&value, target),
            distance: (value.approx() - t).abs(),
            expr: (*c.e).clone(),
        };
        let better = match &best {
            None => true,
            Some(b) => (cand.score, -cand.distance) > (b.score, -b.distance),
        };
        if better {
            best = Some(cand);
        }
    }
    best
}

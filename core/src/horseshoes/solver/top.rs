//! The best candidate so far, and the exact evaluator's word on every candidate that decides:
//! a candidate whose float value is within rounding of the best's distance (or of the 10-point
//! edge) is compared exactly; a candidate made with a rounding decision (a zero, a whole
//! exponent) is evaluated exactly before it is kept; the winner is always evaluated exactly
//! (its score is the scorer's).

use std::cmp::Ordering;

use super::super::eval::{evaluate, Value};
use super::super::expr::{BinOp, Expr};
use super::super::score::score_value;
use super::float::Num;
use super::lists::SAME;
use crate::exact::int;

/// A candidate offered by the search: its value and how to write it (built only if kept).
pub struct Cand<'a> {
    /// The value.
    pub num: Num,
    /// Its number of `√` and operators.
    pub size: u16,
    /// Its expression.
    pub build: &'a dyn Fn() -> Expr,
}

/// The best kept so far.
pub struct Kept {
    pub num: Num,
    pub size: u16,
    pub expr: Expr,
    /// The exact value, once worked out.
    pub exact: Option<Value>,
}

/// The best so far and the rules to replace it.
pub struct Top {
    target: u32,
    t: f64,
    stop_at_ten: bool,
    /// Evaluate every kept candidate exactly (the fallback when a winner fails).
    confirm_all: bool,
    pub best: Option<Kept>,
    /// Candidates within rounding of the best (settled exactly at the end).
    ties: Vec<Kept>,
    /// A confirmed 10-point expression was found and the search should stop.
    pub ten: bool,
}

/// The rounding slack on a value's distance from the target.
#[inline]
fn tol(n: &Num, t: f64) -> f64 {
    4.0 * n.e + 1e-12 * t.max(n.v.abs())
}

impl Top {
    pub fn new(target: u32, stop_at_ten: bool, confirm_all: bool) -> Top {
        Top {
            target,
            t: target as f64,
            stop_at_ten,
            confirm_all,
            best: None,
            ties: Vec::new(),
            ten: false,
        }
    }

    /// The target as a float.
    pub fn target_f64(&self) -> f64 {
        self.t
    }

    /// The distance within which a candidate may still beat or tie the best (infinite before
    /// the first).
    pub fn radius(&self) -> f64 {
        match &self.best {
            None => f64::INFINITY,
            Some(b) => (b.num.v - self.t).abs() + tol(&b.num, self.t) + 1e-9,
        }
    }

    /// Offers a candidate; returns whether the search should go on. Exact work is put off:
    /// candidates too close to the best to call in floats are kept aside as ties and settled
    /// by the exact evaluator at the end ([`Top::settle`]).
    pub fn offer(&mut self, c: &Cand) -> bool {
        let dist = (c.num.v - self.t).abs();
        let tc = tol(&c.num, self.t);
        if let Some(b) = &self.best {
            let bd = (b.num.v - self.t).abs();
            let tb = tol(&b.num, self.t);
            if dist - tc > bd + tb {
                return true;
            }
            let same_value = (c.num.v - b.num.v).abs() <= b.num.v.abs().max(1.0) * SAME;
            if same_value && c.size >= b.size {
                return true;
            }
            if !same_value && dist + tc >= bd - tb {
                // Too close to call in floats: a tie, settled exactly at the end.
                if self.ties.len() < MAX_TIES {
                    let e = (c.build)();
                    self.ties.push(Kept {
                        num: c.num,
                        size: c.size,
                        expr: e,
                        exact: None,
                    });
                }
                return true;
            }
        }
        let e = (c.build)();
        let exact = if self.confirm_all {
            match evaluate(&e) {
                Ok(v) => Some(v),
                Err(_) => return true,
            }
        } else {
            None
        };
        self.keep(c, e, exact);
        !self.ten
    }

    fn keep(&mut self, c: &Cand, expr: Expr, exact: Option<Value>) {
        let mut kept = Kept {
            num: c.num,
            size: c.size,
            expr,
            exact,
        };
        let dist = (c.num.v - self.t).abs();
        let tc = tol(&c.num, self.t);
        if self.stop_at_ten {
            if dist + tc < 2.0 && (kept.exact.is_some() || !c.num.doubt) {
                // Surely within 2 of the target (the winner is evaluated exactly at the end).
                self.ten = true;
            } else if dist - tc < 2.0 {
                // Within rounding of the 10-point edge: the exact scorer decides.
                if kept.exact.is_none() {
                    match evaluate(&kept.expr) {
                        Ok(v) => kept.exact = Some(v),
                        Err(_) => return,
                    }
                }
                if let Some(v) = &kept.exact {
                    self.ten = score_value(v, self.target) == 10;
                }
            }
        }
        // Ties that the new best leaves behind are dropped.
        let (t, nd) = (self.t, dist + tc);
        self.ties
            .retain(|k| (k.num.v - t).abs() - tol(&k.num, t) <= nd);
        if let Some(old) = self.best.take() {
            if (old.num.v - t).abs() - tol(&old.num, t) <= nd && self.ties.len() < MAX_TIES {
                self.ties.push(old);
            }
        }
        self.best = Some(kept);
    }

    /// The winner: the best and its ties evaluated exactly (invalid ones dropped), ordered by
    /// distance, then value, then the simpler expression. `Err` when none is valid.
    pub fn settle(&mut self) -> Option<Result<(Expr, Value), ()>> {
        let best = self.best.take()?;
        let mut all: Vec<Kept> = std::mem::take(&mut self.ties);
        all.push(best);
        let mut winner: Option<(Expr, Value, u16)> = None;
        for k in all {
            let v = match k.exact {
                Some(v) => v,
                None => match evaluate(&k.expr) {
                    Ok(v) => v,
                    Err(_) => continue,
                },
            };
            let better = match &winner {
                None => true,
                Some((we, wv, ws)) => match closer(&k.expr, &v, we, wv, self.target) {
                    Ordering::Less => true,
                    Ordering::Greater => false,
                    Ordering::Equal => k.size < *ws,
                },
            };
            if better {
                winner = Some((k.expr, v, k.size));
            }
        }
        Some(winner.map(|(e, v, _)| (e, v)).ok_or(()))
    }
}

/// How many ties are kept aside at most.
const MAX_TIES: usize = 24;

/// Orders two values by distance from the target, then by value, exactly.
pub fn closer(a: &Expr, av: &Value, b: &Expr, bv: &Value, target: u32) -> Ordering {
    by_distance(a, av, b, bv, target).then_with(|| compare(a, av, b, bv))
}

/// Orders two values by distance from the target only, exactly (equal for a value as far
/// above the target as the other is below).
pub fn by_distance(a: &Expr, av: &Value, b: &Expr, bv: &Value, target: u32) -> Ordering {
    let t = int(target as i64);
    let sa = av.cmp_rational(&t);
    let sb = bv.cmp_rational(&t);
    match (sa, sb) {
        (Ordering::Equal, Ordering::Equal) => Ordering::Equal,
        (Ordering::Equal, _) => Ordering::Less,
        (_, Ordering::Equal) => Ordering::Greater,
        (Ordering::Greater, Ordering::Greater) => compare(a, av, b, bv),
        (Ordering::Less, Ordering::Less) => compare(b, bv, a, av),
        // a above, b below: a − T against T − b, that is a + b against 2T.
        (Ordering::Greater, Ordering::Less) => sum_against(a, b, 2 * target as i64),
        (Ordering::Less, Ordering::Greater) => sum_against(a, b, 2 * target as i64).reverse(),
    }
}

/// `a` against `b`, exactly.
fn compare(a: &Expr, av: &Value, b: &Expr, bv: &Value) -> Ordering {
    if let (Value::Rational(x), Value::Rational(y)) = (av, bv) {
        return x.cmp(y);
    }
    match evaluate(&Expr::bin(BinOp::Sub, a.clone(), b.clone())) {
        Ok(d) => d.cmp_rational(&int(0)),
        Err(_) => av.approx().total_cmp(&bv.approx()),
    }
}

/// `a + b` against `s`, exactly.
fn sum_against(a: &Expr, b: &Expr, s: i64) -> Ordering {
    match evaluate(&Expr::bin(BinOp::Add, a.clone(), b.clone())) {
        Ok(d) => d.cmp_rational(&int(s)),
        Err(_) => Ordering::Equal,
    }
}

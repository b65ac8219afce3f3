//! Verified interval evaluation of an expression at a chosen precision, used to place
//! irrational values (√ of non-squares, fractional and irrational powers) exactly in a scoring
//! band: every bound is a rational, rounded outward, so the true value is always inside.

use num_bigint::BigInt;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::expr::{BinOp, Expr};
use crate::arith::Evaluator;
use crate::exact::{
    exact_root, exp2_bounds, int, ln_bounds, root_bounds, round_down, round_up, Bounds, Q,
};

/// The precisions (bits) tried in turn when a comparison is not yet decided.
pub const PRECISION_LADDER: [u32; 5] = [64, 192, 640, 2048, 6144];

fn rd(q: Q, prec: u32) -> Q {
    round_down(&q, prec)
}

fn ru(q: Q, prec: u32) -> Q {
    round_up(&q, prec)
}

fn point_or(lo: Q, hi: Q, prec: u32) -> Bounds {
    if lo == hi && crate::exact::bits(&lo) <= 4 * prec as u64 {
        return Bounds::point(lo);
    }
    Bounds {
        lo: rd(lo, prec),
        hi: ru(hi, prec),
    }
}

fn add(a: &Bounds, b: &Bounds, prec: u32) -> Bounds {
    point_or(&a.lo + &b.lo, &a.hi + &b.hi, prec)
}

fn sub(a: &Bounds, b: &Bounds, prec: u32) -> Bounds {
    point_or(&a.lo - &b.hi, &a.hi - &b.lo, prec)
}

fn mul(a: &Bounds, b: &Bounds, prec: u32) -> Bounds {
    let ps = [&a.lo * &b.lo, &a.lo * &b.hi, &a.hi * &b.lo, &a.hi * &b.hi];
    let mut lo = ps[0].clone();
    let mut hi = ps[0].clone();
    for p in &ps[1..] {
        if *p < lo {
            lo = p.clone();
        }
        if *p > hi {
            hi = p.clone();
        }
    }
    point_or(lo, hi, prec)
}

fn contains_zero(a: &Bounds) -> bool {
    !a.lo.is_positive() && !a.hi.is_negative()
}

fn recip(a: &Bounds, prec: u32) -> Option<Bounds> {
    if contains_zero(a) {
        return None;
    }
    Some(point_or(a.hi.recip(), a.lo.recip(), prec))
}

/// `[a, b]^n` for `0 ≤ a ≤ b` and whole `n ≥ 0`, rounded outward at every step.
fn pow_nonneg(a: &Q, b: &Q, n: &BigInt, prec: u32) -> Bounds {
    let mut lo_base = a.clone();
    let mut hi_base = b.clone();
    let mut lo = Q::one();
    let mut hi = Q::one();
    let mut e = n.clone();
    let two = BigInt::from(2);
    while e.is_positive() {
        if (&e % &two).is_one() {
            lo = rd(&lo * &lo_base, prec);
            hi = ru(&hi * &hi_base, prec);
        }
        e /= &two;
        if e.is_positive() {
            lo_base = rd(&lo_base * &lo_base, prec);
            hi_base = ru(&hi_base * &hi_base, prec);
        }
    }
    Bounds { lo, hi }
}

fn pow_whole(a: &Bounds, n: &BigInt, prec: u32) -> Option<Bounds> {
    if n.is_zero() {
        return Some(Bounds::point(Q::one()));
    }
    let m = n.abs();
    let odd = (&m % BigInt::from(2)).is_one();
    let r = if !a.lo.is_negative() {
        pow_nonneg(&a.lo, &a.hi, &m, prec)
    } else if !a.hi.is_positive() {
        let p = pow_nonneg(&-&a.hi, &-&a.lo, &m, prec);
        if odd {
            Bounds {
                lo: -p.hi,
                hi: -p.lo,
            }
        } else {
            p
        }
    } else {
        let big = if -&a.lo > a.hi { -&a.lo } else { a.hi.clone() };
        let p = pow_nonneg(&Q::zero(), &big, &m, prec);
        if odd {
            let neg = pow_nonneg(&Q::zero(), &-&a.lo, &m, prec);
            let pos = pow_nonneg(&Q::zero(), &a.hi, &m, prec);
            Bounds {
                lo: -neg.hi,
                hi: pos.hi,
            }
        } else {
            Bounds {
                lo: Q::zero(),
                hi: p.hi,
            }
        }
    };
    if n.is_negative() {
        recip(&r, prec)
    } else {
        Some(r)
    }
}

fn sqrt(a: &Bounds, prec: u32) -> Option<Bounds> {
    if a.hi.is_negative() {
        return None;
    }
    let lo = if a.lo.is_negative() {
        Q::zero()
    } else {
        root_bounds(&a.lo, 2, prec)?.lo
    };
    let hi = root_bounds(&a.hi, 2, prec)?.hi;
    Some(point_or(lo, hi, prec))
}

/// `x^(p/q)` for a positive interval and a short rational exponent, by roots of whole powers.
fn pow_ratio(a: &Bounds, p: &BigInt, q: u32, prec: u32) -> Option<Bounds> {
    if !a.lo.is_positive() {
        return None;
    }
    let m = p.abs();
    let lo_p = pow_nonneg(&a.lo, &a.lo, &m, prec).lo;
    let hi_p = pow_nonneg(&a.hi, &a.hi, &m, prec).hi;
    let lo = root_bounds(&lo_p, q, prec)?.lo;
    let hi = root_bounds(&hi_p, q, prec)?.hi;
    let r = point_or(lo, hi, prec);
    if p.is_negative() {
        recip(&r, prec)
    } else {
        Some(r)
    }
}

/// `x^y = 2^(y · ln x / ln 2)` for a positive interval `x` and any interval `y`.
fn pow_general(a: &Bounds, y: &Bounds, prec: u32) -> Option<Bounds> {
    if !a.lo.is_positive() {
        return None;
    }
    let lx = Bounds {
        lo: ln_bounds(&a.lo, prec)?.lo,
        hi: ln_bounds(&a.hi, prec)?.hi,
    };
    let l2 = ln_bounds(&int(2), prec)?;
    let t = mul(y, &lx, prec);
    let t = mul(&t, &recip(&l2, prec)?, prec);
    // Refuse exponents far beyond anything the evaluator keeps as a finite value.
    let limit = Q::from_integer(BigInt::from(4 * crate::exact::MAX_BITS));
    if t.hi > limit || t.lo < -limit {
        return None;
    }
    let lo = exp2_bounds(&t.lo, prec)?.lo;
    let hi = exp2_bounds(&t.hi, prec)?.hi;
    Some(Bounds { lo, hi })
}

/// Verified bounds on the value of `e` at about `prec` bits, or `None` when this precision is
/// not enough to decide an operation (a divisor or a root's operand too close to zero) or the
/// expression is undefined. Exact rational subresults stay exact points.
pub fn bounds(e: &Expr, prec: u32) -> Option<Bounds> {
    e.evaluate_with(&mut Precision(prec)).ok()
}

/// Bounds at about this many bits; `Err(())` when they cannot decide an operation.
struct Precision(u32);

impl Evaluator<u32> for Precision {
    type Value = Bounds;
    type Error = ();

    fn number(&mut self, n: &u32) -> Result<Bounds, ()> {
        Ok(Bounds::point(int(i64::from(*n))))
    }

    fn negate(&mut self, a: Bounds, _: &Expr) -> Result<Bounds, ()> {
        Ok(sub(&Bounds::point(int(0)), &a, self.0))
    }

    fn binary(
        &mut self,
        op: BinOp,
        a: Bounds,
        b: Bounds,
        _: &Expr,
        _: &Expr,
    ) -> Result<Bounds, ()> {
        let prec = self.0;
        match op {
            BinOp::Add => Some(add(&a, &b, prec)),
            BinOp::Sub => Some(sub(&a, &b, prec)),
            BinOp::Mul => Some(mul(&a, &b, prec)),
            BinOp::Div => recip(&b, prec).map(|r| mul(&a, &r, prec)),
            BinOp::Pow => pow(&a, &b, prec),
        }
        .ok_or(())
    }

    fn root(&mut self, a: Bounds, _: &Expr) -> Result<Bounds, ()> {
        if a.is_point() {
            if let Some(r) = exact_root(&a.lo, 2) {
                return Ok(Bounds::point(r));
            }
        }
        sqrt(&a, self.0).ok_or(())
    }
}

/// Whether `a^b` could be larger than 2^(4·[`crate::exact::MAX_BITS`]) or smaller than its
/// reciprocal: such a power is not built (it would take unbounded time and memory), and these
/// bounds give up on it (`None`), as the exact evaluator calls such values far off.
fn beyond_reach(a: &Bounds, b: &Bounds) -> bool {
    let size = |q: &Q| crate::exact::log2_abs(q).map_or(0.0, f64::abs);
    let base = size(&a.lo).max(size(&a.hi));
    let exponent = crate::exact::to_f64(&b.lo)
        .abs()
        .max(crate::exact::to_f64(&b.hi).abs());
    base * exponent > (4 * crate::exact::MAX_BITS) as f64
}

fn pow(a: &Bounds, b: &Bounds, prec: u32) -> Option<Bounds> {
    if beyond_reach(a, b) {
        return None;
    }
    if b.is_point() {
        let e = &b.lo;
        if e.is_integer() {
            if a.is_point() {
                if let Ok(Some(v)) = crate::exact::pow_int(&a.lo, e.numer()) {
                    if crate::exact::bits(&v) <= 4 * prec as u64 {
                        return Some(Bounds::point(v));
                    }
                }
            }
            return pow_whole(a, e.numer(), prec);
        }
        if a.is_point() {
            if let Ok(Some(v)) = crate::exact::pow_rational(&a.lo, e) {
                return Some(Bounds::point(v));
            }
        }
        if let Some(q) = e.denom().to_u32() {
            // By roots of whole powers only while the whole power x^|p| stays within reach.
            let whole = Bounds::point(Q::from_integer(e.numer().clone()));
            if q <= 4096 && e.numer().bits() <= 64 && !beyond_reach(a, &whole) {
                return pow_ratio(a, e.numer(), q, prec);
            }
        }
    }
    pow_general(a, b, prec)
}

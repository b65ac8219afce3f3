//! The search's arithmetic: `f64` values, each with a bound on its rounding error, and the
//! grammar's rules on which operations are allowed.
//!
//! * `a ÷ b` needs `b ≠ 0`; `√a` needs `a ≥ 0`;
//! * `a ^ b`: any `b` when `a > 0`; `b > 0` when `a = 0`; a whole `b` when `a < 0`;
//! * every value kept is `0` or has a size in `[MIN_SIZE, MAX_SIZE]`.
//!
//! A value whose size is within its error of zero is taken as zero, and a negative base's
//! exponent within its error of a whole number as that whole number: such values are marked
//! `doubt` and every candidate built from one is confirmed by the exact evaluator before it is
//! kept.

use super::super::expr::BinOp;

/// The largest size an intermediate value may have (`2^50`, about `1.1 × 10^15`): enough for
/// `√√(T^4)` with `T ≤ 2000` plus room, small enough for `f64` to stay accurate.
pub const MAX_SIZE: f64 = 1_125_899_906_842_624.0;
/// The smallest size a non-zero intermediate value may have (`2^−40`).
pub const MIN_SIZE: f64 = 1.0 / 1_099_511_627_776.0;
/// Rounding of one `f64` operation, generously (`2^−50`, a few units in the last place).
const ULP: f64 = 1.0 / 1_125_899_906_842_624.0;

/// A value in the search: `v`, with `|true value − v| ≤ e`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Num {
    /// The value.
    pub v: f64,
    /// A bound on its error.
    pub e: f64,
    /// Whether a rounding decision (a zero, a whole exponent) was taken on the way.
    pub doubt: bool,
}

impl Num {
    /// A computing number (exact).
    pub fn whole(n: u32) -> Num {
        Num {
            v: n as f64,
            e: 0.0,
            doubt: false,
        }
    }

    /// Checks the size; takes a value within its error of zero as zero.
    #[inline]
    fn kept(v: f64, e: f64, doubt: bool) -> Option<Num> {
        if !v.is_finite() || !e.is_finite() {
            return None;
        }
        let size = v.abs();
        if size <= e {
            // Indistinguishable from zero: zero (exact when nothing was rounded).
            return Some(Num {
                v: 0.0,
                e,
                doubt: doubt || e > 0.0,
            });
        }
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return None;
        }
        Some(Num { v, e, doubt })
    }

    /// `√self`, when allowed.
    #[inline]
    pub fn sqrt(self) -> Option<Num> {
        if self.v < 0.0 {
            return None;
        }
        let r = self.v.sqrt();
        let e = if self.e == 0.0 {
            r * ULP
        } else {
            (self.v + self.e).sqrt() - (self.v - self.e).max(0.0).sqrt() + r * ULP
        };
        Num::kept(r, e, self.doubt)
    }
}

/// `a op b` within the grammar, `None` when not allowed or out of range.
#[inline]
pub fn apply(op: BinOp, a: Num, b: Num) -> Option<Num> {
    let doubt = a.doubt || b.doubt;
    match op {
        BinOp::Add => {
            let r = a.v + b.v;
            Num::kept(r, a.e + b.e + r.abs() * ULP, doubt)
        }
        BinOp::Sub => {
            let r = a.v - b.v;
            Num::kept(r, a.e + b.e + r.abs() * ULP, doubt)
        }
        BinOp::Mul => {
            let r = a.v * b.v;
            let e = a.v.abs() * b.e + b.v.abs() * a.e + a.e * b.e + r.abs() * ULP;
            Num::kept(r, e, doubt)
        }
        BinOp::Div => {
            if b.v == 0.0 {
                return None;
            }
            let r = a.v / b.v;
            let room = b.v.abs() - b.e;
            if room <= 0.0 {
                return None;
            }
            let e = (a.e + r.abs() * b.e) / room + r.abs() * ULP;
            Num::kept(r, e, doubt)
        }
        BinOp::Pow => pow(a, b, doubt),
    }
}

#[inline]
fn pow(a: Num, b: Num, doubt: bool) -> Option<Num> {
    if a.v == 0.0 {
        // 0^b = 0 for b > 0; 0^0 and 0^negative are not allowed.
        return (b.v > b.e).then_some(Num {
            v: 0.0,
            e: a.e,
            doubt,
        });
    }
    if a.v > 0.0 {
        if a.v == 1.0 && a.e == 0.0 {
            return Some(Num {
                v: 1.0,
                e: 0.0,
                doubt,
            });
        }
        let r = a.v.powf(b.v);
        let rel = a.v.ln().abs() * b.e + b.v.abs() * a.e / a.v;
        if rel > 1e-3 {
            return None;
        }
        // e^rel − 1 ≤ 2 rel for small rel.
        let e = r * (2.0 * rel + 4.0 * ULP);
        return Num::kept(r, e, doubt);
    }
    // A negative base: the exponent must be whole.
    let k = b.v.round();
    if k != b.v || b.e > 0.0 {
        if (b.v - k).abs() > b.e || b.e > 1e-6 {
            return None;
        }
        // Within its error of a whole number: taken as whole, confirmed exactly later.
        return pow_whole(a, k, true);
    }
    pow_whole(a, k, doubt)
}

fn pow_whole(a: Num, k: f64, doubt: bool) -> Option<Num> {
    if k.abs() > 64.0 {
        return None;
    }
    let r = a.v.powi(k as i32);
    let rel = k.abs() * a.e / a.v.abs();
    if rel > 1e-3 {
        return None;
    }
    let e = r.abs() * (2.0 * rel + (k.abs() + 4.0) * ULP);
    Num::kept(r, e, doubt)
}

/// A closed interval of reals.
pub type Iv = (f64, f64);

/// Widens an interval for rounding (relative `10^−7` and absolute `10^−9`).
#[inline]
pub fn widen(iv: Iv) -> Iv {
    let e = |x: f64| x.abs() * 1e-7 + 1e-9;
    (iv.0 - e(iv.0), iv.1 + e(iv.1))
}

/// Keeps the part of an interval where values can be.
#[inline]
fn clip(iv: Iv) -> Option<Iv> {
    if iv.0.is_nan() || iv.1.is_nan() {
        return Some((-MAX_SIZE, MAX_SIZE));
    }
    let (lo, hi) = (iv.0.max(-MAX_SIZE), iv.1.min(MAX_SIZE));
    (lo <= hi).then_some((lo, hi))
}

/// The values `y` whose `√` (`w` times) can lie in `iv`.
pub fn unwrap(iv: Iv, w: u8) -> Option<Iv> {
    let mut iv = clip(iv)?;
    for _ in 0..w {
        if iv.1 < 0.0 {
            return None;
        }
        let lo = iv.0.max(0.0);
        iv = clip(widen((lo * lo, iv.1 * iv.1)))?;
    }
    Some(iv)
}

const ALL: Iv = (-MAX_SIZE, MAX_SIZE);

/// The partners `b` for which `a op b` (`a_left`) or `b op a` can lie in `iv`: up to two
/// intervals, a superset (widened for rounding).
pub fn pre(op: BinOp, a: f64, a_left: bool, iv: Iv, out: &mut Vec<Iv>) {
    let (lo, hi) = iv;
    let push = |x: Iv, out: &mut Vec<Iv>| {
        if let Some(c) = clip(widen(x)) {
            out.push(c);
        }
    };
    let has0 = lo <= 0.0 && hi >= 0.0;
    match (op, a_left) {
        (BinOp::Add, _) => push((lo - a, hi - a), out),
        (BinOp::Sub, true) => push((a - hi, a - lo), out),
        (BinOp::Sub, false) => push((lo + a, hi + a), out),
        (BinOp::Mul, _) => {
            if a > 0.0 {
                push((lo / a, hi / a), out)
            } else if a < 0.0 {
                push((hi / a, lo / a), out)
            } else if has0 {
                out.push(ALL)
            }
        }
        (BinOp::Div, true) => {
            if a == 0.0 {
                if has0 {
                    out.push(ALL)
                }
            } else if !has0 {
                let (x, y) = (a / lo, a / hi);
                push((x.min(y), x.max(y)), out)
            } else {
                out.push(ALL)
            }
        }
        (BinOp::Div, false) => {
            if a > 0.0 {
                push((lo * a, hi * a), out)
            } else if a < 0.0 {
                push((hi * a, lo * a), out)
            }
        }
        (BinOp::Pow, true) => exponents(a, iv, out),
        (BinOp::Pow, false) => bases(a, iv, out),
    }
}

/// The exponents `b` with `a^b` possibly in `iv` (`a` known).
fn exponents(a: f64, (lo, hi): Iv, out: &mut Vec<Iv>) {
    if a == 0.0 {
        if lo <= 0.0 && hi >= 0.0 {
            out.push(ALL);
        }
        return;
    }
    // The sizes |a^b| can take inside the interval.
    let (mlo, mhi) = if a > 0.0 {
        if hi <= 0.0 {
            return;
        }
        (lo.max(0.0), hi)
    } else {
        let m = if lo > 0.0 || hi < 0.0 {
            lo.abs().min(hi.abs())
        } else {
            0.0
        };
        (m, lo.abs().max(hi.abs()))
    };
    let l = a.abs().ln();
    if l.abs() < 1e-12 {
        // |a| = 1 (or very near): every exponent.
        out.push(ALL);
        return;
    }
    let x = if mlo > 0.0 {
        mlo.ln() / l
    } else if l > 0.0 {
        -MAX_SIZE
    } else {
        MAX_SIZE
    };
    let y = mhi.ln() / l;
    let (x, y) = (x.min(y), x.max(y));
    if let Some(c) = clip((x - x.abs() * 1e-7 - 1e-7, y + y.abs() * 1e-7 + 1e-7)) {
        out.push(c);
    }
}

/// The bases `b` with `b^a` possibly in `iv` (`a` known).
fn bases(a: f64, (lo, hi): Iv, out: &mut Vec<Iv>) {
    if a == 0.0 {
        if lo <= 1.0 && hi >= 1.0 {
            out.push(ALL);
        }
        return;
    }
    let push = |x: Iv, out: &mut Vec<Iv>| {
        if let Some(c) = clip(widen(x)) {
            out.push(c);
        }
    };
    let k = a.round();
    let whole = (a - k).abs() < 1e-6 && k.abs() <= 64.0;
    // Positive bases: b = r^(1/a) over the positive part of the interval.
    if hi > 0.0 {
        let plo = lo.max(0.0);
        let inv = 1.0 / a;
        let (x, y) = if a > 0.0 {
            (plo.powf(inv), hi.powf(inv))
        } else {
            (
                hi.powf(inv),
                if plo > 0.0 { plo.powf(inv) } else { MAX_SIZE },
            )
        };
        push((x.min(y), x.max(y)), out);
    }
    // Negative bases (whole exponents only): b^k = (−1)^k |b|^k.
    if whole {
        let odd = (k as i64) % 2 != 0;
        // The part of the interval with the sign of (−|b|)^k.
        let part = if odd {
            (lo.min(0.0), hi.min(0.0))
        } else {
            (lo.max(0.0), hi.max(0.0))
        };
        if part.0 > part.1 || (part.0 == 0.0 && part.1 == 0.0) {
            return;
        }
        let (mlo, mhi) = (
            part.0.abs().min(part.1.abs()),
            part.0.abs().max(part.1.abs()),
        );
        let inv = 1.0 / k;
        let (x, y) = if k > 0.0 {
            (mlo.powf(inv), mhi.powf(inv))
        } else {
            (
                mhi.powf(inv),
                if mlo > 0.0 { mlo.powf(inv) } else { MAX_SIZE },
            )
        };
        push((-x.max(y), -x.min(y)), out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(v: f64) -> Num {
        Num {
            v,
            e: 0.0,
            doubt: false,
        }
    }

    #[test]
    fn grammar_rules() {
        assert!(apply(BinOp::Div, n(3.0), n(0.0)).is_none());
        assert!(apply(BinOp::Pow, n(0.0), n(0.0)).is_none());
        assert!(apply(BinOp::Pow, n(0.0), n(-1.0)).is_none());
        assert!(apply(BinOp::Pow, n(-8.0), n(1.0 / 3.0)).is_none());
        assert_eq!(apply(BinOp::Pow, n(-2.0), n(3.0)).map(|x| x.v), Some(-8.0));
        assert!(n(-1.0).sqrt().is_none());
        // 2 − √4 is zero, exactly.
        let z = apply(BinOp::Sub, n(2.0), n(4.0).sqrt().unwrap()).unwrap();
        assert_eq!(z.v, 0.0);
        // √2 × √2 is within its error of 2.
        let r = n(2.0).sqrt().unwrap();
        let t = apply(BinOp::Mul, r, r).unwrap();
        assert!((t.v - 2.0).abs() <= t.e);
    }

    #[test]
    fn preimages_contain_the_partner() {
        let cases = [
            (BinOp::Pow, 4.0, 18f64.sqrt()),
            (BinOp::Pow, 4.0 / 3.0, 18.0),
            (BinOp::Pow, 0.5, -3.0),
            (BinOp::Pow, -2.0, 3.0),
            (BinOp::Div, 7.0, -0.25),
            (BinOp::Sub, 7.0, 19.5),
        ];
        for (op, a, b) in cases {
            for a_left in [true, false] {
                let (x, y) = if a_left { (a, b) } else { (b, a) };
                let Some(r) = apply(op, n(x), n(y)) else {
                    continue;
                };
                let mut out = Vec::new();
                pre(op, a, a_left, (r.v - 0.01, r.v + 0.01), &mut out);
                assert!(
                    out.iter().any(|&(lo, hi)| lo <= b && b <= hi),
                    "{op:?} {a} {b} {a_left} {out:?}"
                );
            }
        }
    }
}

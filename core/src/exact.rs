//! Exact numbers shared by every game: big rationals, exact roots and powers with size limits.
//!
//! Every game that evaluates arithmetic (TUF, Math Horseshoes, Mathable, the tile games) works in
//! [`Q`], a big rational, and asks this module for powers and roots so that the limits (how
//! large a value may grow before it is refused) are the same everywhere and are reached quickly:
//! a power is refused *before* it is built when its size estimate is over [`MAX_BITS`].

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};

/// An exact rational number.
pub type Q = BigRational;

/// The largest size, in bits, of a numerator or denominator a value may reach (about 10,000
/// decimal digits). Beyond it a computation is refused with [`Limit::TooLarge`].
pub const MAX_BITS: u64 = 33_220;

/// Why an exact computation was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// The result would be larger than [`MAX_BITS`].
    TooLarge,
}

/// A whole number as a rational.
pub fn int(n: i64) -> Q {
    Q::from_integer(BigInt::from(n))
}

/// `n / d` as a rational (`d` must not be zero).
pub fn frac(n: i64, d: i64) -> Q {
    Q::new(BigInt::from(n), BigInt::from(d))
}

/// The size of a rational in bits: the larger of its numerator's and denominator's.
pub fn bits(q: &Q) -> u64 {
    q.numer().bits().max(q.denom().bits())
}

/// `base ^ exp` for a whole exponent (negative allowed), refused before it is built when the
/// result would exceed [`MAX_BITS`]. `None` for `0 ^ negative`.
pub fn pow_int(base: &Q, exp: &BigInt) -> Result<Option<Q>, Limit> {
    if base.is_zero() {
        return Ok(match exp.sign() {
            Sign::Minus => None,
            Sign::NoSign => Some(Q::one()),
            Sign::Plus => Some(Q::zero()),
        });
    }
    let magnitude = exp.magnitude();
    if base.abs().is_one() {
        let odd = magnitude.is_odd();
        let r = if base.is_negative() && odd {
            -Q::one()
        } else {
            Q::one()
        };
        return Ok(Some(r));
    }
    let e = match magnitude.to_u64() {
        Some(e) if e <= MAX_BITS => e,
        _ => return Err(Limit::TooLarge),
    };
    // |base| >= 2 in numerator or denominator: the result has about bits(base)·e bits, less the
    // one bit per factor that a numerator of 2 or 3 loses; a lower bound is (bits-1)·e.
    let lower = bits(base).saturating_sub(1).max(1).saturating_mul(e);
    if lower > MAX_BITS {
        return Err(Limit::TooLarge);
    }
    let e32 = e as u32;
    let n = num_traits::pow(base.numer().clone(), e32 as usize);
    let d = num_traits::pow(base.denom().clone(), e32 as usize);
    // The base is in lowest terms, so its powers are too: no gcd needed (and none is cheap on
    // numbers this size).
    let r = Q::new_raw(n, d);
    if bits(&r) > MAX_BITS {
        return Err(Limit::TooLarge);
    }
    Ok(Some(if exp.is_negative() { r.recip() } else { r }))
}

/// The exact `k`-th root of a non-negative whole number, if it is a perfect `k`-th power.
pub fn exact_root_uint(n: &BigUint, k: u32) -> Option<BigUint> {
    if k == 0 {
        return None;
    }
    let r = n.nth_root(k);
    if num_traits::pow(r.clone(), k as usize) == *n {
        Some(r)
    } else {
        None
    }
}

/// The exact `k`-th root of a rational, if it is rational. A negative value has a real root only
/// for odd `k`; `None` for an even root of a negative or when the root is irrational.
pub fn exact_root(q: &Q, k: u32) -> Option<Q> {
    if k == 0 {
        return None;
    }
    if q.is_negative() && k % 2 == 0 {
        return None;
    }
    let n = exact_root_uint(q.numer().magnitude(), k)?;
    let d = exact_root_uint(q.denom().magnitude(), k)?;
    let sign = if q.is_negative() {
        Sign::Minus
    } else {
        Sign::Plus
    };
    Some(Q::new(
        BigInt::from_biguint(sign, n),
        BigInt::from_biguint(Sign::Plus, d),
    ))
}

/// The nearest `f64` to a rational (exact for small values, ±∞ or 0 when out of range).
pub fn to_f64(q: &Q) -> f64 {
    if let Some(f) = q.to_f64() {
        if f.is_finite() {
            return f;
        }
    }
    // Fall back to the ratio of scaled magnitudes (huge numerators and denominators).
    let nb = q.numer().bits() as i64;
    let db = q.denom().bits() as i64;
    let shift_n = (nb - 60).max(0);
    let shift_d = (db - 60).max(0);
    let n = (q.numer() >> shift_n as usize).to_f64().unwrap_or(0.0);
    let d = (q.denom() >> shift_d as usize).to_f64().unwrap_or(1.0);
    let exp = (shift_n - shift_d).clamp(-2000, 2000) as i32;
    n / d * 2f64.powi(exp)
}

/// `log2 |q|` estimated from bit lengths and the leading bits (for size and band decisions on
/// values too large to build). `None` for zero.
pub fn log2_abs(q: &Q) -> Option<f64> {
    if q.is_zero() {
        return None;
    }
    Some(log2_uint(q.numer().magnitude()) - log2_uint(q.denom().magnitude()))
}

fn log2_uint(n: &BigUint) -> f64 {
    let b = n.bits();
    if b <= 60 {
        return n.to_f64().unwrap_or(1.0).log2();
    }
    let top = (n >> (b - 60) as usize).to_f64().unwrap_or(1.0);
    top.log2() + (b - 60) as f64
}

/// `a + b`, skipping the gcd when both are whole.
pub fn add(a: &Q, b: &Q) -> Q {
    if a.is_integer() && b.is_integer() {
        Q::from_integer(a.numer() + b.numer())
    } else {
        a + b
    }
}

/// `a × b`, skipping the gcds when both are whole.
pub fn mul(a: &Q, b: &Q) -> Q {
    if a.is_integer() && b.is_integer() {
        Q::from_integer(a.numer() * b.numer())
    } else {
        a * b
    }
}

/// `a ÷ b` (`b` must not be zero), with a single gcd when both are whole.
pub fn div(a: &Q, b: &Q) -> Q {
    if a.is_integer() && b.is_integer() {
        Q::new(a.numer().clone(), b.numer().clone())
    } else {
        a / b
    }
}

/// Reduces a rational exponent `p/q` (q > 0) and computes `base^(p/q)` exactly when the result
/// is rational and real. `Ok(None)` when it is irrational or not real; errors on size.
pub fn pow_rational(base: &Q, exp: &Q) -> Result<Option<Q>, Limit> {
    let p = exp.numer();
    let d = exp.denom();
    let k = match d.to_u32() {
        Some(k) => k,
        None => return Ok(None),
    };
    if k == 1 {
        return pow_int(base, p);
    }
    // Root first (keeps numbers small), then the power.
    match exact_root(base, k) {
        Some(r) => pow_int(&r, p),
        None => Ok(None),
    }
}

/// A closed interval `[lo, hi]` of rationals known to contain a real value (verified bounds).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bounds {
    /// A lower bound.
    pub lo: Q,
    /// An upper bound.
    pub hi: Q,
}

impl Bounds {
    /// The one-point interval of an exact value.
    pub fn point(q: Q) -> Self {
        Bounds {
            lo: q.clone(),
            hi: q,
        }
    }

    /// Whether the interval is a single exact value.
    pub fn is_point(&self) -> bool {
        self.lo == self.hi
    }

    /// `Less` when every point is below `q`, `Greater` when every point is above, `Equal` when
    /// the interval is exactly `[q, q]`, `None` when `q` is inside and the interval is wider.
    pub fn compare(&self, q: &Q) -> Option<std::cmp::Ordering> {
        use std::cmp::Ordering;
        if self.hi < *q {
            Some(Ordering::Less)
        } else if self.lo > *q {
            Some(Ordering::Greater)
        } else if self.lo == *q && self.hi == *q {
            Some(Ordering::Equal)
        } else {
            None
        }
    }
}

fn pow2(e: u64) -> BigInt {
    BigInt::one() << (e as usize)
}

/// `floor(q · 2^shift)` for a shift of either sign.
fn scaled_floor(q: &Q, shift: i64) -> BigInt {
    let (n, d) = if shift >= 0 {
        (q.numer() << (shift as usize), q.denom().clone())
    } else {
        (q.numer().clone(), q.denom() << ((-shift) as usize))
    };
    n.div_floor(&d)
}

fn from_scaled(n: BigInt, shift: i64) -> Q {
    if shift >= 0 {
        Q::new(n, pow2(shift as u64))
    } else {
        Q::from_integer(n << ((-shift) as usize))
    }
}

/// The largest dyadic rational `≤ q` with about `prec` significant bits (`q` itself when it is
/// already that short). Used to keep interval bounds small.
pub fn round_down(q: &Q, prec: u32) -> Q {
    let d_is_pow2 = q.denom().magnitude().count_ones() == 1;
    if d_is_pow2 && q.numer().bits() <= prec as u64 + 2 {
        return q.clone();
    }
    let mag = q.numer().bits() as i64 - q.denom().bits() as i64;
    let shift = prec as i64 - mag;
    from_scaled(scaled_floor(q, shift), shift)
}

/// The smallest dyadic rational `≥ q` with about `prec` significant bits.
pub fn round_up(q: &Q, prec: u32) -> Q {
    -round_down(&-q, prec)
}

/// Bounds on the real `k`-th root of `q ≥ 0` with about `prec` significant bits (exact when the
/// root is rational and short). `None` for a negative `q` or `k == 0`.
pub fn root_bounds(q: &Q, k: u32, prec: u32) -> Option<Bounds> {
    if k == 0 || q.is_negative() {
        return None;
    }
    if let Some(r) = exact_root(q, k) {
        if bits(&r) <= prec as u64 + 2 {
            return Some(Bounds::point(r));
        }
    }
    let mag = q.numer().bits() as i64 - q.denom().bits() as i64;
    let s = (prec as i64 - mag / k as i64 + 2).max(0);
    // floor(q · 2^(k·s)) and its k-th root, floored, give a lower bound on root(q) · 2^s.
    let scaled = scaled_floor(q, s * k as i64);
    let lo = scaled.magnitude().nth_root(k);
    let lo = BigInt::from_biguint(Sign::Plus, lo);
    let hi = &lo + BigInt::one();
    Some(Bounds {
        lo: from_scaled(lo, s),
        hi: from_scaled(hi, s),
    })
}

/// Fixed-point bounds on `atanh(z)` for `0 ≤ z ≤ 1/3`, with `z ∈ [zl, zh]·2^-w`.
fn atanh_fixed(zl: &BigInt, zh: &BigInt, w: u64) -> (BigInt, BigInt) {
    let one = BigInt::one();
    // Lower: every step floors.
    let z2 = (zl * zl) >> (w as usize);
    let mut p = zl.clone();
    let mut lo = BigInt::zero();
    let mut n: u64 = 0;
    while p.is_positive() {
        lo += &p / BigInt::from(2 * n + 1);
        p = (&p * &z2) >> (w as usize);
        n += 1;
    }
    // Upper: every step rounds up; the tail after p ≤ 1 ulp is at most 9/8 ulp (z ≤ 1/3).
    let z2h = ((zh * zh) + (pow2(w) - &one)) >> (w as usize);
    let mut p = zh.clone();
    let mut hi = BigInt::zero();
    let mut n: u64 = 0;
    while p > one {
        let d = BigInt::from(2 * n + 1);
        hi += (&p + &d - &one) / &d;
        p = (&p * &z2h + pow2(w) - &one) >> (w as usize);
        n += 1;
    }
    hi += BigInt::from(3);
    (lo, hi)
}

fn ln2_fixed(w: u64) -> (BigInt, BigInt) {
    let zl = pow2(w) / BigInt::from(3);
    let zh = &zl + BigInt::one();
    let (l, h) = atanh_fixed(&zl, &zh, w);
    (l * 2, h * 2)
}

/// Verified bounds on the natural logarithm of `q > 0`, about `prec` bits after the point.
/// `None` when `q ≤ 0`.
pub fn ln_bounds(q: &Q, prec: u32) -> Option<Bounds> {
    if !q.is_positive() {
        return None;
    }
    let w = prec as u64 + 64;
    let mut e = q.numer().bits() as i64 - q.denom().bits() as i64;
    let mut f = if e >= 0 {
        q / Q::from_integer(pow2(e as u64))
    } else {
        q * Q::from_integer(pow2((-e) as u64))
    };
    let two = int(2);
    if f < Q::one() {
        f *= &two;
        e -= 1;
    }
    if f >= two {
        f /= &two;
        e += 1;
    }
    let z = (&f - Q::one()) / (&f + Q::one());
    let zl = scaled_floor(&z, w as i64);
    let zh = &zl + BigInt::one();
    let (al, ah) = atanh_fixed(&zl, &zh, w);
    let (l2l, l2h) = ln2_fixed(w);
    let eb = BigInt::from(e);
    let (lo, hi) = if e >= 0 {
        (&eb * &l2l + al * 2, &eb * &l2h + ah * 2)
    } else {
        (&eb * &l2h + al * 2, &eb * &l2l + ah * 2)
    };
    Some(Bounds {
        lo: from_scaled(lo, w as i64),
        hi: from_scaled(hi, w as i64),
    })
}

/// Fixed-point bounds on `exp(x)` for `0 ≤ x ≤ 1`, `x ∈ [xl, xh]·2^-w`.
fn exp_fixed(xl: &BigInt, xh: &BigInt, w: u64) -> (BigInt, BigInt) {
    let one = BigInt::one();
    let mut term = pow2(w);
    let mut lo = BigInt::zero();
    let mut n: u64 = 1;
    while term.is_positive() {
        lo += &term;
        term = ((&term * xl) >> (w as usize)) / BigInt::from(n);
        n += 1;
    }
    let mut term = pow2(w);
    let mut hi = BigInt::zero();
    let mut n: u64 = 1;
    loop {
        hi += &term;
        if term <= one && n > 2 {
            break;
        }
        let t = (&term * xh + pow2(w) - &one) >> (w as usize);
        let d = BigInt::from(n);
        term = (t + &d - &one) / &d;
        n += 1;
    }
    hi += BigInt::from(3);
    (lo, hi)
}

/// Verified bounds on `2^t` for a rational `t` (about `prec` significant bits). `None` when
/// `|t|` is beyond [`MAX_BITS`]·4 (the value would not be representable anyway).
pub fn exp2_bounds(t: &Q, prec: u32) -> Option<Bounds> {
    let n = t.floor().to_integer();
    let n = n.to_i64()?;
    if n.unsigned_abs() > MAX_BITS * 4 {
        return None;
    }
    let f = t - Q::from_integer(BigInt::from(n));
    let w = prec as u64 + 64;
    let (l2l, l2h) = ln2_fixed(w);
    let ff = scaled_floor(&f, w as i64);
    let xl = (&ff * &l2l) >> (w as usize);
    let xh = (((&ff + BigInt::one()) * &l2h) >> (w as usize)) + BigInt::one();
    let (el, eh) = exp_fixed(&xl, &xh, w);
    let shift = w as i64 - n;
    Some(Bounds {
        lo: round_down(&from_scaled(el, shift), prec),
        hi: round_up(&from_scaled(eh, shift), prec),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rulebook_powers_are_exact() {
        assert_eq!(pow_rational(&int(8), &frac(1, 3)), Ok(Some(int(2))));
        assert_eq!(pow_rational(&int(27), &frac(2, 3)), Ok(Some(int(9))));
        assert_eq!(pow_rational(&int(8), &frac(-1, 3)), Ok(Some(frac(1, 2))));
        assert_eq!(pow_rational(&int(4), &int(-2)), Ok(Some(frac(1, 16))));
        assert_eq!(pow_rational(&int(-8), &frac(1, 3)), Ok(Some(int(-2))));
        assert_eq!(pow_rational(&int(2), &frac(1, 2)), Ok(None));
        assert_eq!(pow_rational(&int(-4), &frac(1, 2)), Ok(None));
        assert_eq!(pow_int(&int(0), &BigInt::from(-1)), Ok(None));
    }

    #[test]
    fn huge_powers_are_refused_before_they_are_built() {
        let big = pow_int(&int(9), &BigInt::from(387_420_489u64));
        assert_eq!(big, Err(Limit::TooLarge));
        assert_eq!(
            pow_int(&int(10), &BigInt::from(10_000_000_000u64)),
            Err(Limit::TooLarge)
        );
        assert_eq!(
            pow_int(&int(-1), &BigInt::from(10_000_000_001u64)),
            Ok(Some(int(-1)))
        );
        assert!(pow_int(&int(10), &BigInt::from(9_000)).is_ok());
    }

    #[test]
    fn floats_and_logs_of_huge_values() {
        assert_eq!(to_f64(&frac(1, 4)), 0.25);
        let huge = pow_int(&int(10), &BigInt::from(400)).unwrap().unwrap();
        assert!(to_f64(&huge).is_infinite() || to_f64(&huge) > 1e300);
        let l = log2_abs(&huge).unwrap();
        assert!((l - 400.0 * 10f64.log2()).abs() < 1e-6);
    }

    #[test]
    fn verified_bounds_contain_the_true_values() {
        let l = ln_bounds(&int(2), 64).unwrap();
        let ln2 = std::f64::consts::LN_2;
        assert!(to_f64(&l.lo) <= ln2 + 1e-15 && to_f64(&l.hi) >= ln2 - 1e-15);
        assert!(to_f64(&(&l.hi - &l.lo)) < 1e-15);
        let l = ln_bounds(&frac(1, 1000), 80).unwrap();
        let t = (0.001f64).ln();
        assert!(to_f64(&l.lo) <= t + 1e-12 && to_f64(&l.hi) >= t - 1e-12);
        let e = exp2_bounds(&frac(1, 2), 80).unwrap();
        let s2 = std::f64::consts::SQRT_2;
        assert!(to_f64(&e.lo) <= s2 + 1e-15 && to_f64(&e.hi) >= s2 - 1e-15);
        assert!(&e.lo * &e.lo < int(2) && &e.hi * &e.hi > int(2));
        let e = exp2_bounds(&frac(-7, 3), 80).unwrap();
        assert!(to_f64(&e.lo) < 0.19843 && to_f64(&e.hi) > 0.19842);
        let r = root_bounds(&int(2), 2, 100).unwrap();
        assert!(&r.lo * &r.lo < int(2) && &r.hi * &r.hi > int(2));
        assert_eq!(root_bounds(&int(49), 2, 10).unwrap(), Bounds::point(int(7)));
        assert!(round_down(&frac(1, 3), 10) < frac(1, 3));
        assert!(round_up(&frac(1, 3), 10) > frac(1, 3));
        assert_eq!(
            Bounds::point(int(3)).compare(&int(3)),
            Some(std::cmp::Ordering::Equal)
        );
    }
}

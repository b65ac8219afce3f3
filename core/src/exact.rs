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
    let r = Q::new(n, d);
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

/// Whether `q` is a whole number.
pub fn is_whole(q: &Q) -> bool {
    q.is_integer()
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
}

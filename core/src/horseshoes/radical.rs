//! Exact sums of real radicals `c₁·r₁^(1/k₁) + c₂·r₂^(1/k₂) + …` (rational `cᵢ`, whole `rᵢ`).
//!
//! Products, quotients by one term, roots and powers of radicals stay exact here, so
//! `√2 × √8`, `(√3)^2` or `√8 − 2√2` are recognised as the rationals they are. Terms are kept so
//! that no two radicals have a rational ratio; by a theorem of Besicovitch and Mordell such
//! radicals are linearly independent over the rationals, so a sum is rational exactly when it has
//! no irrational term left.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

use crate::exact::{bits, exact_root, pow_int, MAX_BITS, Q};

/// Largest size (bits) of a radicand kept exact; beyond it a value becomes interval-only.
const RAD_BITS: u64 = 2048;
/// Largest root index kept exact.
const MAX_INDEX: u32 = 64;
/// Most terms kept in a sum.
const MAX_TERMS: usize = 12;
/// Largest size (bits, as [`bits`] counts them) two coefficients may reach together in a
/// product or a sum that is built exactly; beyond it the value becomes interval-only. Twice the
/// largest power kept exact: a puzzle's numbers (six at most, each 1 to 20) spend four on a
/// power that large, so no answer comes near it, while a typed expression of many large powers
/// is no longer multiplied out to millions of digits (each step's cost grows with the square of
/// the size).
const COEF_BITS: u64 = 2 * MAX_BITS;

/// One term `c · r^(1/k)` with `r ≥ 1` whole and `k ≥ 1` (`r = 1, k = 1` is the rational part).
#[derive(Debug, Clone, PartialEq)]
pub struct Term {
    /// The rational coefficient (never zero in a sum).
    pub c: Q,
    /// The whole radicand.
    pub r: BigInt,
    /// The root index.
    pub k: u32,
}

/// An exact sum of radicals.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Lin {
    /// The terms, no two with a rational ratio.
    pub terms: Vec<Term>,
}

/// `q^(1/k)` for `q > 0` as `coefficient · r^(1/k')` in lowest index, or `None` when too large.
pub fn radical(q: &Q, k: u32) -> Option<(Q, BigInt, u32)> {
    if !q.is_positive() || k == 0 || k > MAX_INDEX {
        return None;
    }
    // q = n/d, so q^(1/k) = (n·d^(k-1))^(1/k) / d.
    let d = q.denom().clone();
    if d.bits().saturating_mul(k as u64) > RAD_BITS * 2 {
        return None;
    }
    let mut r = q.numer() * num_traits::pow(d.clone(), (k - 1) as usize);
    if r.bits() > RAD_BITS {
        return None;
    }
    let mut k = k;
    let mut c = Q::new(BigInt::one(), d);
    'reduce: loop {
        if k == 1 {
            break;
        }
        let index = k;
        for j in 2..=index {
            if index % j == 0 {
                if let Some(root) = exact_root(&Q::from_integer(r.clone()), j) {
                    r = root.to_integer();
                    k = index / j;
                    continue 'reduce;
                }
            }
        }
        break;
    }
    if k == 1 {
        c *= Q::from_integer(r);
        r = BigInt::one();
    }
    Some((c, r, k))
}

impl Lin {
    /// A rational value.
    pub fn rational(q: Q) -> Self {
        let mut l = Lin::default();
        if !q.is_zero() {
            l.terms.push(Term {
                c: q,
                r: BigInt::one(),
                k: 1,
            });
        }
        l
    }

    /// The value when it is rational.
    pub fn as_rational(&self) -> Option<Q> {
        match self.terms.as_slice() {
            [] => Some(Q::zero()),
            [t] if t.k == 1 => Some(t.c.clone()),
            _ => None,
        }
    }

    /// Adds `c · r^(1/k)` (already in lowest index); `None` when the sum grows too large.
    fn push(&mut self, c: Q, r: BigInt, k: u32) -> Option<()> {
        if c.is_zero() {
            return Some(());
        }
        for i in 0..self.terms.len() {
            let t = &self.terms[i];
            let ratio = if t.k == k && t.r == r {
                Some(Q::one())
            } else {
                let l = k.lcm(&t.k);
                let a = pow_int(&Q::from_integer(r.clone()), &BigInt::from(l / k)).ok()??;
                let b = pow_int(&Q::from_integer(t.r.clone()), &BigInt::from(l / t.k)).ok()??;
                if bits(&a) + bits(&b) > RAD_BITS * 4 {
                    None
                } else {
                    exact_root(&(a / b), l)
                }
            };
            if let Some(s) = ratio {
                if bits(&t.c) + bits(&c) + bits(&s) > COEF_BITS {
                    return None;
                }
                let t = &mut self.terms[i];
                t.c += c * s;
                if t.c.is_zero() {
                    self.terms.remove(i);
                }
                return Some(());
            }
        }
        if self.terms.len() >= MAX_TERMS {
            return None;
        }
        self.terms.push(Term { c, r, k });
        Some(())
    }

    /// `self + sign · other`.
    pub fn add(&self, other: &Lin, negate: bool) -> Option<Lin> {
        let mut out = self.clone();
        for t in &other.terms {
            let c = if negate { -t.c.clone() } else { t.c.clone() };
            out.push(c, t.r.clone(), t.k)?;
        }
        Some(out)
    }

    /// `self × other`; `None` when it grows too large.
    pub fn mul(&self, other: &Lin) -> Option<Lin> {
        let mut out = Lin::default();
        for a in &self.terms {
            for b in &other.terms {
                if bits(&a.c) + bits(&b.c) > COEF_BITS {
                    return None;
                }
                let l = a.k.lcm(&b.k);
                let ra = pow_int(&Q::from_integer(a.r.clone()), &BigInt::from(l / a.k)).ok()??;
                let rb = pow_int(&Q::from_integer(b.r.clone()), &BigInt::from(l / b.k)).ok()??;
                let (s, r, k) = radical(&(ra * rb), l)?;
                out.push(&a.c * &b.c * s, r, k)?;
            }
        }
        Some(out)
    }

    /// The single term, when there is exactly one.
    pub fn single(&self) -> Option<&Term> {
        match self.terms.as_slice() {
            [t] => Some(t),
            _ => None,
        }
    }

    /// `|c · r^(1/k)|^(p/q)` as a sum (one term), for one term and `p/q` given; `None` when too
    /// large. The caller handles signs.
    pub fn term_pow_abs(t: &Term, p: &BigInt, q: u32) -> Option<Lin> {
        // |c|·r^(1/k) = (|c|^k · r)^(1/k); to the p/q: ((|c|^k·r)^p)^(1/(k·q)).
        let base = pow_int(&t.c.abs(), &BigInt::from(t.k)).ok()?? * Q::from_integer(t.r.clone());
        if (bits(&base) as f64) * (p.bits() as f64).exp2() > (RAD_BITS * 4) as f64 {
            return None;
        }
        let bp = pow_int(&base, p).ok()??;
        let idx = t.k.checked_mul(q)?;
        let (c, r, k) = radical(&bp, idx)?;
        let mut out = Lin::default();
        out.push(c, r, k)?;
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact::int;

    #[test]
    fn radicals_recombine_into_rationals() {
        let s2 = Lin::term_pow_abs(
            &Term {
                c: int(2),
                r: BigInt::one(),
                k: 1,
            },
            &BigInt::one(),
            2,
        )
        .unwrap();
        let s8 = Lin::term_pow_abs(
            &Term {
                c: int(8),
                r: BigInt::one(),
                k: 1,
            },
            &BigInt::one(),
            2,
        )
        .unwrap();
        assert_eq!(s2.mul(&s8).unwrap().as_rational(), Some(int(4)));
        let twice = s2.add(&s2, false).unwrap();
        assert_eq!(s8.add(&twice, true).unwrap().as_rational(), Some(int(0)));
        assert_eq!(s8.add(&s2, false).unwrap().terms.len(), 1);
        assert!(s2
            .add(&Lin::rational(int(1)), false)
            .unwrap()
            .as_rational()
            .is_none());
        assert_eq!(radical(&int(64), 6), Some((int(2), BigInt::one(), 1)));
    }
}

//! Small exact rationals for the solver's inner loops.
//!
//! The solver adds, subtracts, multiplies and divides millions of small rationals. [`Rat`] keeps
//! them as a reduced `i64 / i64` pair and computes through `i128`, so no operation can overflow
//! silently: an operation whose reduced result does not fit in `i64` returns `None`. For the
//! rulebook's rolls every value fits with room to spare (a side is built from at most ten number
//! and fraction cubes, each contributing a factor under 2¹⁰ to a numerator or a denominator);
//! the solver counts any refused operation and then does not claim a proof (see
//! [`super::Solution::overflowed`]).

use std::cmp::Ordering;

/// A reduced rational `n / d` with `d > 0`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rat {
    /// Numerator.
    pub n: i64,
    /// Denominator, always positive.
    pub d: i64,
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Rat {
    /// Zero.
    pub const ZERO: Rat = Rat { n: 0, d: 1 };
    /// One.
    pub const ONE: Rat = Rat { n: 1, d: 1 };

    /// A whole number.
    pub fn int(n: i64) -> Rat {
        Rat { n, d: 1 }
    }

    /// `n / d` reduced; `None` when `d` is zero or the result does not fit.
    pub fn new(n: i128, d: i128) -> Option<Rat> {
        if d == 0 {
            return None;
        }
        let g = gcd(n.unsigned_abs(), d.unsigned_abs()) as i128;
        let g = if g == 0 { 1 } else { g };
        let (mut n, mut d) = (n / g, d / g);
        if d < 0 {
            n = -n;
            d = -d;
        }
        Some(Rat {
            n: i64::try_from(n).ok()?,
            d: i64::try_from(d).ok()?,
        })
    }

    /// `self + o`.
    pub fn plus(self, o: Rat) -> Option<Rat> {
        if self.d == 1 && o.d == 1 {
            return self.n.checked_add(o.n).map(Rat::int);
        }
        let (a, b, c, d) = (self.n as i128, self.d as i128, o.n as i128, o.d as i128);
        Rat::new(a * d + c * b, b * d)
    }

    /// `self − o`.
    pub fn minus(self, o: Rat) -> Option<Rat> {
        self.plus(o.negated())
    }

    /// `self × o`.
    pub fn times(self, o: Rat) -> Option<Rat> {
        if self.d == 1 && o.d == 1 {
            return self.n.checked_mul(o.n).map(Rat::int);
        }
        Rat::new(self.n as i128 * o.n as i128, self.d as i128 * o.d as i128)
    }

    /// `self ÷ o`; `None` when `o` is zero.
    pub fn over(self, o: Rat) -> Option<Rat> {
        Rat::new(self.n as i128 * o.d as i128, self.d as i128 * o.n as i128)
    }

    /// `−self`.
    pub fn negated(self) -> Rat {
        Rat {
            n: self.n.wrapping_neg(),
            d: self.d,
        }
    }

    /// Whether this is zero.
    pub fn is_zero(self) -> bool {
        self.n == 0
    }

    /// The value as text: `7`, `-3/2`.
    pub fn text(self) -> String {
        if self.d == 1 {
            self.n.to_string()
        } else {
            format!("{}/{}", self.n, self.d)
        }
    }
}

impl PartialOrd for Rat {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Rat {
    /// A total order by (numerator, denominator): fast, consistent, not numeric.
    fn cmp(&self, other: &Self) -> Ordering {
        (self.n, self.d).cmp(&(other.n, other.d))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_reduces_and_refuses_overflow() {
        let half = Rat::new(1, 2).unwrap();
        let third = Rat::new(-2, -6).unwrap();
        assert_eq!(third, Rat { n: 1, d: 3 });
        assert_eq!(half.plus(third), Rat::new(5, 6));
        assert_eq!(half.minus(third), Rat::new(1, 6));
        assert_eq!(half.times(third), Rat::new(1, 6));
        assert_eq!(half.over(third), Rat::new(3, 2));
        assert_eq!(half.over(Rat::ZERO), None);
        assert_eq!(Rat::int(i64::MAX).plus(Rat::ONE), None);
        assert_eq!(Rat::int(i64::MAX).times(Rat::int(2)), None);
        assert_eq!(Rat::new(3, -4).unwrap().text(), "-3/4");
    }
}

//! Balance bounds: whether an equation can still balance, given what is left to lay.

use super::automaton::{Auto, Last};
use super::fractions::div;
use crate::arith::Op;
use crate::crossword::equation::EquationRules;
use crate::crossword::pieces::Piece;

impl Auto {
    /// Whether the equation can no longer balance, given what is left to lay (`ahead`).
    ///
    /// Whatever digits make (sums, products, quotients of numbers made of them) is at most
    /// `c` = the digits side by side in decreasing order, and two disjoint sets of digits make
    /// at most `c` of their union together. So, while the member's pending term is not waiting
    /// on a × or ÷: on the left side, the committed sum plus the number being read (divided by
    /// `c` when a ÷ may follow) is at most `c` (the right side and any subtraction still to
    /// come share the digits left); on the right side, the member lies between that sum less
    /// `c` (only if a − may follow) and the sum plus the number grown by every digit left plus
    /// `c`.
    pub(super) fn hopeless(&self, ahead: &Ahead, rules: EquationRules) -> bool {
        // A divisor already larger than what it divides only grows: the quotient is never whole.
        if self.term_op == Some(Op::Div)
            && self.last == Last::Digit
            && self.term > 0
            && self.num > self.term
        {
            return true;
        }
        if self.last == Last::Start {
            return false;
        }
        if let Some(op) = self.term_op {
            return self.hopeless_term(op, ahead, rules);
        }
        let n = if self.last == Last::Digit {
            i128::from(self.num)
        } else {
            0
        };
        let c = Concat::new(ahead);
        let count = c.count;
        if self.minus && n > 0 {
            // A term being subtracted: on the left side the digits of its number and those left
            // make at most `10^(their count) − 1` together.
            let cap = pow10((count + u32::from(self.digits)).min(30));
            return self.eqs == 0 && self.sum >= cap;
        }
        // The number may yet be divided by what the digits left make (at most `c`); below
        // `c`'s least value the quotient is 0 whatever `c` is.
        let n_low = if ahead.divide == 0 {
            n
        } else if n < c.low {
            0
        } else {
            div(n, c.exact().max(1))
        };
        let low = self.sum.saturating_add(n_low);
        if self.eqs == 0 {
            return c.below(low);
        }
        // `low − c > left`, when a − may follow.
        if ahead.minus > 0 || self.minus {
            if c.below(low.saturating_sub(self.left)) {
                return true;
            }
        } else if low > self.left {
            return true;
        }
        // The number being read grows at most to (n + 1)·10^count (digits appended or a
        // product with what the digits left make).
        let grow = pow10(count.min(30));
        // `sum + (n + 1)·grow + c < left`.
        let high = self.sum.saturating_add((n + 1).saturating_mul(grow));
        !self.minus && c.below(self.left.saturating_sub(high))
    }
}

impl Auto {
    /// [`Auto::hopeless`] while a × or ÷ waits on its number: the term ends between a least and
    /// a greatest value. With `n` the number being read (0 after the sign) and `count` the
    /// digits left, the number and every factor after it make at most `(n + 1)·10^count`; with
    /// no ÷ left (and × by 0 refused) the term only grows from `term × max(n, 1)`; a ÷ with no
    /// × left makes at most `term / max(n, 1)`. The member then lies between the sum plus (or
    /// less) the term less `c` (if a − may follow) and plus `c`, as in [`Auto::hopeless`]; on
    /// the left side only the least value is used (the sum plus the term is at most `c`).
    pub(super) fn hopeless_term(&self, op: Op, ahead: &Ahead, rules: EquationRules) -> bool {
        let c = Concat::new(ahead);
        let n = if self.last == Last::Digit {
            i128::from(self.num)
        } else {
            0
        };
        let term = i128::from(self.term);
        let count = c.count;
        let grow = pow10(count.min(30));
        let (t_min, t_max) = match op {
            Op::Mul => {
                let low = if ahead.divide == 0 && !rules.times_zero {
                    term.saturating_mul(n.max(1))
                } else {
                    0
                };
                (low, term.saturating_mul(n + 1).saturating_mul(grow))
            }
            Op::Div => {
                let high = if ahead.times == 0 {
                    div(term, n.max(1))
                } else {
                    term.saturating_mul(grow)
                };
                (0, high)
            }
            Op::Add | Op::Sub => return false,
        };
        if self.eqs == 0 {
            return !self.minus && c.below(self.sum.saturating_add(t_min));
        }
        // The member lies between `low − c` (`low` when no − may follow) and `high + c`.
        let (low, high) = if self.minus {
            (
                self.sum.saturating_sub(t_max),
                self.sum.saturating_sub(t_min),
            )
        } else {
            (
                self.sum.saturating_add(t_min),
                self.sum.saturating_add(t_max),
            )
        };
        let too_low = if ahead.minus > 0 {
            c.below(low.saturating_sub(self.left))
        } else {
            low > self.left
        };
        too_low || c.below(self.left.saturating_sub(high))
    }
}

/// `c`, the largest number the digits ahead make side by side (see [`concat_desc`]), worked
/// out only when a comparison needs more than its number of digits: with `count` digits, `c`
/// lies between `10^(count − 1)` (unless every digit is 0) and `10^count − 1`, and most
/// comparisons of the bounds are settled by that alone.
pub(super) struct Concat<'a> {
    ahead: &'a Ahead,
    /// The digits `c` has.
    pub(super) count: u32,
    low: i128,
    high: i128,
}

impl<'a> Concat<'a> {
    #[inline]
    pub(super) fn new(ahead: &'a Ahead) -> Concat<'a> {
        let all: u32 = ahead.digits.iter().sum();
        let count = all.min(ahead.room);
        // Past 30 digits `concat_desc` stops counting: no range then.
        let (low, high) = if count > 30 {
            (0, i128::MAX)
        } else if count == 0 || ahead.digits[0] >= all {
            (0, pow10(count) - 1)
        } else {
            (pow10(count - 1), pow10(count) - 1)
        };
        Concat {
            ahead,
            count,
            low,
            high,
        }
    }

    /// `c` itself.
    pub(super) fn exact(&self) -> i128 {
        concat_desc(&self.ahead.digits, self.ahead.room)
    }

    /// Whether `c < x`.
    #[inline]
    pub(super) fn below(&self, x: i128) -> bool {
        if x <= self.low {
            false
        } else if x > self.high {
            true
        } else {
            self.exact() < x
        }
    }
}

/// What is left to lay after a prefix: the rack's pieces and the laid ones further along.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Ahead {
    pub(super) minus: u32,
    pub(super) times: u32,
    pub(super) divide: u32,
    pub(super) equals: u32,
    pub(super) digits: [u32; 10],
    /// Squares still free for the line (each digit takes one).
    pub(super) room: u32,
}

impl Ahead {
    pub(super) fn plus(mut self, p: Piece) -> Ahead {
        match p {
            Piece::Digit(d) => self.digits[usize::from(d.min(9))] += 1,
            Piece::Minus => self.minus += 1,
            Piece::Times => self.times += 1,
            Piece::Divide => self.divide += 1,
            Piece::Equals => self.equals += 1,
            _ => {}
        }
        self
    }

    /// One piece of kind `k` (a [`Piece::index`]) more or less, in place (cheaper in the
    /// walk than a copy of the whole count).
    pub(super) fn count(&mut self, k: usize, more: bool) {
        let n = match k {
            0..=9 => &mut self.digits[k],
            11 => &mut self.minus,
            12 => &mut self.times,
            13 => &mut self.divide,
            14 => &mut self.equals,
            _ => return,
        };
        if more {
            *n += 1;
        } else {
            *n -= 1;
        }
    }
}

/// `10^k` for every `k` whose power a 64-bit integer holds (`k ≤ 18`).
pub(super) const POW10: [i64; 19] = {
    let mut t = [1i64; 19];
    let mut k = 1;
    while k < 19 {
        t[k] = t[k - 1] * 10;
        k += 1;
    }
    t
};

/// `10^k`, saturating (from [`POW10`] up to `10^18`: `saturating_pow` on `i128` is a loop of
/// multiplications, and the bounds ask for a power at nearly every node).
fn pow10(k: u32) -> i128 {
    POW10
        .get(k as usize)
        .map_or_else(|| 10i128.saturating_pow(k), |&p| i128::from(p))
}

/// The largest `room` digits side by side in decreasing order (the largest number they make
/// in that many squares).
pub(super) fn concat_desc(digits: &[u32; 10], room: u32) -> i128 {
    if room <= 18 {
        // The common case, in 64 bits.
        // `take` copies of digit `d` append `d · 11…1` after shifting by `10^take`.
        let mut v: i64 = 0;
        let mut n = 0u32;
        for d in (0..10usize).rev() {
            let take = digits[d].min(room - n);
            if take > 0 {
                let t = take as usize;
                v = v * POW10[t] + d as i64 * (POW10[t] / 9);
                n += take;
                if n == room {
                    break;
                }
            }
        }
        return i128::from(v);
    }
    let mut v: i128 = 0;
    let mut n = 0u32;
    for d in (0..10).rev() {
        for _ in 0..digits[d] {
            if n == room {
                return v;
            }
            n += 1;
            if n > 30 {
                return i128::MAX / 4;
            }
            v = v * 10 + d as i128;
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::concat_desc;

    #[test]
    fn concat_desc_puts_the_largest_digits_first() {
        let mut digits = [0u32; 10];
        digits[9] = 2;
        digits[5] = 1;
        digits[0] = 3;
        digits[7] = 4;
        assert_eq!(concat_desc(&digits, 0), 0);
        assert_eq!(concat_desc(&digits, 1), 9);
        assert_eq!(concat_desc(&digits, 5), 99_777);
        assert_eq!(concat_desc(&digits, 7), 9_977_775);
        assert_eq!(concat_desc(&digits, 10), 9_977_775_000);
        assert_eq!(concat_desc(&digits, 18), 9_977_775_000);
        let mut many = [0u32; 10];
        many[8] = 12;
        many[1] = 12;
        assert_eq!(concat_desc(&many, 18), 888_888_888_888_111_111);
        assert_eq!(concat_desc(&many, 20), 88_888_888_888_811_111_111);
        assert_eq!(concat_desc(&many, 40), 888_888_888_888_111_111_111_111);
    }
}

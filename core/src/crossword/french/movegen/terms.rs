//! Long terms looked up by value (session 20): one factor ([`factors_worth`]), or a term, its
//! last `×` or `÷` and a factor, the short side listed and the other looked up; a long term is
//! looked up until its look-ups have cost about a share of its arrangements, then tabled.

use super::state::{less, Cut, Kind, Part, Search};
use super::windows::Window;
use crate::crossword::french::members::holds;
use crate::crossword::french::numbers::{factors_worth, Square};
use crate::crossword::french::reading::Value;
use crate::crossword::pieces::{Counts, Piece, KINDS};
use num_traits::{CheckedDiv, CheckedMul, Signed, Zero};

/// A long term is looked up by value until its look-ups have tried about the arrangements of
/// its squares over this many tiles (then it is tabled).
pub(super) const LOOKUP_SHARE: f64 = 16.0;

impl Search<'_> {
    /// Whether a member or term is long enough to be looked up by value rather than tabled
    /// whole ([`Search::splittable`]), with no fraction bar in the rack or on its squares (a
    /// number looked up by value is digits and a point).
    pub(super) fn looked_up(&self, w: &Window, (a, b): (usize, usize)) -> bool {
        self.splittable(w, (a, b))
            && self.rack[Piece::FractionBar.index()] == 0
            && !w.cells[a..b]
                .iter()
                .any(|c| self.board.piece(*c) == Some(Piece::FractionBar))
    }

    /// Whether the term on squares `a..b` is looked up by value ([`Search::looked_up`]) rather
    /// than listed from its table: not while its table is built, nor once its look-ups have
    /// tried about as many tiles as listing its terms would (about the arrangements of its
    /// empty squares from the rack's digits, points and signs, over [`LOOKUP_SHARE`]).
    pub(super) fn lookup_term(&self, w: &Window, (a, b): (usize, usize)) -> bool {
        if !self.looked_up(w, (a, b)) {
            return false;
        }
        let Some(key) = self.span_key(w, (a, b)) else {
            return false;
        };
        let (d, l, x, y) = key;
        if self.table_of.contains_key(&(d, l, x, y, Kind::Term)) {
            return false;
        }
        let mut usable = self.rack;
        for (k, p) in Piece::ALL.iter().enumerate() {
            if !(p.digit().is_some()
                || matches!(
                    p,
                    Piece::Point | Piece::Minus | Piece::Times | Piece::Divide
                ))
            {
                usable[k] = 0;
            }
        }
        let arrangements = arrangements(&usable, self.empties(w, (a, b)));
        (self.lookups.get(&key).copied().unwrap_or(0) as f64) < arrangements / LOOKUP_SHARE
    }

    /// Member `i`'s term on squares `a..b` worth `target` (anything when `None`), then member
    /// `i + 1` on. A short term (or one [`Search::looked_up`] refuses, or with no target)
    /// comes from its table of terms; a long one is not tabled: either one factor looked up
    /// by value ([`factors_worth`]), or a term `a..c`, a `×` or `÷` at `c` (its last one) and
    /// a factor `c + 1..b`, the short side listed and the other looked up by the value it
    /// must have (a long head split again). Each term has one last `×` or `÷`, so each is
    /// found once.
    pub(super) fn term(
        &mut self,
        cut: Cut<'_>,
        i: usize,
        (a, b): (usize, usize),
        target: Option<&Value>,
        left: Counts,
        chosen: &mut Vec<(usize, Part)>,
    ) -> bool {
        let w = cut.w;
        let target = match target {
            Some(t) if self.lookup_term(w, (a, b)) => *t,
            _ => {
                let Some(t) = self.table(w, a, b, Kind::Term) else {
                    return false;
                };
                return self.groups(cut, i, (t, a), target, left, chosen);
            }
        };
        let probes = self.probes;
        let go = self.term_by_value(cut, i, (a, b), &target, left, chosen);
        if let Some(key) = self.span_key(w, (a, b)) {
            *self.lookups.entry(key).or_insert(0) += self.probes - probes;
        }
        go
    }

    /// [`Search::term`] for a long term, by value.
    pub(super) fn term_by_value(
        &mut self,
        cut: Cut<'_>,
        i: usize,
        (a, b): (usize, usize),
        target: &Value,
        left: Counts,
        chosen: &mut Vec<(usize, Part)>,
    ) -> bool {
        if !self.factor(cut, i, (a, b), target, left, chosen) {
            return false;
        }
        let w = cut.w;
        for c in a + 1..b.saturating_sub(1) {
            let ops = self.signs(w, c, [Piece::Times, Piece::Divide], &left);
            let head_short = !self.splittable(w, (a, c));
            for (op, after) in ops {
                let times = op == Piece::Times;
                let go = if head_short {
                    // Each head, then the factor worth `target ÷ head` (×) or
                    // `head ÷ target` (÷).
                    let Some(h) = self.table(w, a, c, Kind::Term) else {
                        return false;
                    };
                    let need = |s: &mut Self, head: Option<Value>| {
                        let need = match head {
                            // 0 × a factor is 0 whatever the factor.
                            Some(h) if times && h.is_zero() => {
                                if !target.is_zero() {
                                    return None;
                                }
                                None
                            }
                            Some(h) if times => target.checked_div(&h),
                            // h ÷ a factor is 0 only when h is.
                            Some(h) if target.is_zero() => {
                                if !h.is_zero() {
                                    return None;
                                }
                                None
                            }
                            Some(h) => h.checked_div(target),
                            None => None,
                        };
                        // No factor worth it from what the rack has left: none of the heads.
                        if let Some(f) = need {
                            let squares = s.factor_squares(w, (c + 1, b), &after);
                            if factors_worth(&f, &squares).is_empty() {
                                return None;
                            }
                        }
                        Some(need)
                    };
                    // Heads too large for any factor the squares hold to meet `target` are
                    // not walked.
                    let squares = self.factor_squares(w, (c + 1, b), &after);
                    let within = heads_within(target, times, &squares);
                    self.for_runs(h, &after, true, within, need, |s, g, need, rest| {
                        let with = [(a, Part::Group(h, g)), (c, Part::Tile(op))];
                        s.with_parts(chosen, &with, |s, chosen| match need {
                            Some(f) => s.factor(cut, i, (c + 1, b), &f, rest, chosen),
                            // Any factor: every one, from its table.
                            None => match s.table(w, c + 1, b, Kind::Factor) {
                                Some(f) => s.groups(cut, i, (f, c + 1), None, rest, chosen),
                                None => false,
                            },
                        })
                    })
                } else {
                    // Each factor, then the head worth `target ÷ factor` (×) or
                    // `target × factor` (÷).
                    let Some(f) = self.table(w, c + 1, b, Kind::Factor) else {
                        return false;
                    };
                    self.for_groups(f, None, &after, true, |s, g, factor, rest| {
                        let need = match factor {
                            // ÷ 0 is refused.
                            Some(f) if !times && f.is_zero() => return true,
                            // Anything × 0 is 0.
                            Some(f) if f.is_zero() => {
                                if !target.is_zero() {
                                    return true;
                                }
                                None
                            }
                            Some(f) if times => target.checked_div(&f),
                            Some(f) => target.checked_mul(&f),
                            None => None,
                        };
                        let with = [(c, Part::Tile(op)), (c + 1, Part::Group(f, g))];
                        s.with_parts(chosen, &with, |s, chosen| {
                            s.term(cut, i, (a, c), need.as_ref(), rest, chosen)
                        })
                    })
                };
                if !go {
                    return false;
                }
            }
        }
        true
    }

    /// Member `i`'s factor on squares `a..b` worth `target`, looked up by value
    /// ([`factors_worth`]), then member `i + 1` on.
    pub(super) fn factor(
        &mut self,
        cut: Cut<'_>,
        i: usize,
        (a, b): (usize, usize),
        target: &Value,
        left: Counts,
        chosen: &mut Vec<(usize, Part)>,
    ) -> bool {
        let w = cut.w;
        let squares = self.factor_squares(w, (a, b), &left);
        for filling in factors_worth(target, &squares) {
            if !self.probe() {
                return false;
            }
            let mut used = [0u8; KINDS];
            for (square, p) in squares.iter().zip(&filling) {
                if matches!(square, Square::Empty(_)) {
                    used[p.index()] += 1;
                }
            }
            if !holds(&left, &used) {
                continue;
            }
            let start = self.runs.len();
            self.runs.extend_from_slice(&filling);
            let run = [(a, Part::Run(start, filling.len()))];
            let go = self.with_parts(chosen, &run, |s, chosen| {
                s.pick(cut, i + 1, less(left, &used), chosen)
            });
            self.runs.truncate(start);
            if !go {
                return false;
            }
        }
        true
    }

    /// Squares `a..b` for a factor looked up by value: each empty one may take the digits, the
    /// point and the `−` that `left` holds and its crossing line allows.
    pub(super) fn factor_squares(
        &mut self,
        w: &Window,
        (a, b): (usize, usize),
        left: &Counts,
    ) -> Vec<Square> {
        let mut squares = Vec::with_capacity(b - a);
        for &cell in &w.cells[a..b] {
            squares.push(match self.board.piece(cell) {
                Some(p) => Square::Tile(p),
                None => {
                    let mut mask = 0u32;
                    for p in (0..10)
                        .map(Piece::Digit)
                        .chain([Piece::Point, Piece::Minus])
                    {
                        if left[p.index()] > 0 && self.cross_ok(cell, w.dir, p) {
                            mask |= 1 << p.index();
                        }
                    }
                    Square::Empty(mask)
                }
            });
        }
        squares
    }
}

/// The values a head may take in `head × factor = target` (`times`) or
/// `head ÷ factor = target`, the factor filling `squares` (digits, at most one point, a `−`
/// first or not): within `±|target| × 10^k`, where a factor of `d` digits is under `10^d`
/// (so `k = d` for `÷`) and, when not 0, at least 1, or `10^−d` with a point (so `k = 0` or
/// `d` for `×`). `None` (no bound) for a target of 0 or too many digits to bound.
pub(super) fn heads_within(
    target: &Value,
    times: bool,
    squares: &[Square],
) -> Option<(Value, Value)> {
    if target.is_zero() {
        return None;
    }
    let digits = squares
        .iter()
        .filter(|q| (0..10).map(Piece::Digit).any(|p| q.takes(p)))
        .count();
    let point = squares.iter().any(|q| q.takes(Piece::Point));
    let k = if times && !point { 0 } else { digits };
    let scale = 10i128.checked_pow(u32::try_from(k).ok()?)?;
    let reach = target.abs().checked_mul(&Value::from_integer(scale))?;
    Some((-reach, reach))
}

/// How many sequences of `len` tiles the tiles `counts` make (repeated kinds counted once per
/// arrangement): `len!` times the coefficient of `x^len` in the product over kinds of
/// `Σ x^j / j!`, `j` up to the kind's count.
pub(super) fn arrangements(counts: &Counts, len: usize) -> f64 {
    let mut poly = vec![0f64; len + 1];
    poly[0] = 1.0;
    for &c in counts {
        let mut next = vec![0f64; len + 1];
        for (i, p) in poly.iter().enumerate() {
            let mut fact = 1.0;
            for j in 0..=usize::from(c) {
                if i + j > len {
                    break;
                }
                if j > 0 {
                    fact *= j as f64;
                }
                next[i + j] += p / fact;
            }
        }
        poly = next;
    }
    (1..=len).fold(poly[len], |n, k| n * k as f64)
}

#[cfg(test)]
mod tests {
    use super::{arrangements, heads_within};
    use crate::crossword::french::numbers::Square;
    use crate::crossword::french::reading::Value;
    use crate::crossword::pieces::Piece;

    /// A head times or over a factor of two digit squares reaches `±12` (× with no point) or
    /// `±1200`; a target of 0 has no bound.
    #[test]
    fn heads_reach_what_the_factor_squares_allow() {
        let digits = (0..10).fold(0u32, |m, d| m | 1 << Piece::Digit(d).index());
        let point = 1 << Piece::Point.index();
        let plain = [Square::Empty(digits), Square::Tile(Piece::Digit(4))];
        let pointed = [Square::Empty(digits | point), Square::Empty(digits)];
        let v = |n: i128| Value::from_integer(n);
        assert_eq!(heads_within(&v(-12), true, &plain), Some((v(-12), v(12))));
        assert_eq!(
            heads_within(&v(12), true, &pointed),
            Some((v(-1200), v(1200)))
        );
        assert_eq!(
            heads_within(&v(12), false, &plain),
            Some((v(-1200), v(1200)))
        );
        assert_eq!(heads_within(&v(0), true, &plain), None);
    }
    use crate::crossword::pieces::{Counts, KINDS};
    use std::collections::BTreeSet;

    /// Every distinct sequence of `len` tiles from `counts`, listed.
    fn brute(counts: &Counts, len: usize, seq: &mut Vec<usize>, out: &mut BTreeSet<Vec<usize>>) {
        if seq.len() == len {
            out.insert(seq.clone());
            return;
        }
        for k in 0..KINDS {
            if usize::from(counts[k]) > seq.iter().filter(|s| **s == k).count() {
                seq.push(k);
                brute(counts, len, seq, out);
                seq.pop();
            }
        }
    }

    #[test]
    fn arrangements_count_repeated_tiles_once() {
        let mut counts = [0u8; KINDS];
        counts[1] = 4;
        counts[3] = 2;
        counts[0] = 1;
        counts[12] = 1;
        for len in 0..=8 {
            let mut out = BTreeSet::new();
            brute(&counts, len, &mut Vec::new(), &mut out);
            let got = arrangements(&counts, len);
            assert!(
                (got - out.len() as f64).abs() < 0.5,
                "{len}: {got} {}",
                out.len()
            );
        }
        assert_eq!(arrangements(&[0u8; KINDS], 1), 0.0);
        assert_eq!(arrangements(&[0u8; KINDS], 0), 1.0);
    }
}

//! The best-expression solver, within a bounded grammar (documented here and in the README):
//!
//! * every computing number is used exactly once;
//! * `a + b`, `a − b`, `a × b`, `a ÷ b` (b ≠ 0) on any two subexpressions;
//! * `a ^ b` only when `b` is a whole number with `|b| ≤ 32` (and not `0^0`, `0^negative`);
//! * `√` only when the root is rational, nested at most twice (`√√x`);
//! * every intermediate value is a rational whose numerator and denominator are at most
//!   `2^20` (1,048,576) in size ([`BOUND`]).
//!
//! All values are therefore exact rationals. The answer has the highest score, then the smallest
//! `|T − E|`, then the smaller value; the expression shown for that value is the first found
//! (deterministic).
//!
//! Technique: the values of every subset of up to `n − 2` numbers (a bitmask), as sorted
//! deduplicated vectors (exact `i64` rationals, each with an `f64` key that is exact enough to
//! order them: two different values in the grammar differ by at least 2^-40 relatively) with
//! compact back-pointers. The whole set is never built: for each split of all the numbers into a
//! known part and a searched part, each known value `a`, operation and `√` wrapping, the window of
//! partners that could come within the best distance so far is worked out and found by binary
//! search (and the part of `n − 1` numbers is searched the same way through its own splits).
//! Windows are computed in floating point and widened; every candidate inside is then checked
//! exactly, so the answer is the same as a full enumeration's.

use super::expr::{BinOp, Expr};

/// The largest numerator or denominator an intermediate value may have.
pub const BOUND: i64 = 1 << 20;
/// The largest whole exponent magnitude.
pub const MAX_EXPONENT: i64 = 32;
/// How deeply `√` may nest.
pub const MAX_SQRT_NESTING: u32 = 2;

/// An exact rational `num/den` in lowest terms, `den > 0`.
pub type R = (i64, i64);

/// The solver's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Best {
    /// The value reached.
    pub value: R,
    /// `|T − value|` as a rational.
    pub distance: R,
    /// The score of that value.
    pub score: u32,
    /// One expression reaching it.
    pub expr: Expr,
}

#[inline]
fn gcd(mut a: u64, mut b: u64) -> u64 {
    if a == 0 {
        return b;
    }
    if b == 0 {
        return a;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

/// `n/d` in lowest terms within [`BOUND`]; `|n|, |d| < 2^62` (operands are within the bound, so
/// every product and sum of two products is far below that).
#[inline]
fn make(n: i64, d: i64) -> Option<R> {
    if d == 0 {
        return None;
    }
    let (mut n, mut d) = if d < 0 { (-n, -d) } else { (n, d) };
    if d != 1 {
        let g = gcd(n.unsigned_abs(), d as u64) as i64;
        if g > 1 {
            n /= g;
            d /= g;
        }
    }
    if n.abs() > BOUND || d > BOUND {
        return None;
    }
    Some((n, d))
}

#[inline]
fn whole(n: i64) -> Option<R> {
    (n.abs() <= BOUND).then_some((n, 1))
}

fn isqrt(n: i64) -> Option<i64> {
    if n < 0 {
        return None;
    }
    let r = (n as f64).sqrt() as i64;
    (r.saturating_sub(1)..=r + 1).find(|&c| c >= 0 && c.checked_mul(c) == Some(n))
}

/// The exact square root of a rational, when rational.
pub fn sqrt_r(a: R) -> Option<R> {
    Some((isqrt(a.0)?, isqrt(a.1)?))
}

fn pow_r(a: R, e: i64) -> Option<R> {
    if e.abs() > MAX_EXPONENT {
        return None;
    }
    if a.0 == 0 {
        return if e > 0 { Some((0, 1)) } else { None };
    }
    let (mut n, mut d) = (1i64, 1i64);
    for _ in 0..e.abs() {
        n *= a.0;
        d *= a.1;
        if n.abs() > BOUND || d > BOUND {
            return None;
        }
    }
    if e < 0 {
        make(d, n)
    } else {
        Some((n, d))
    }
}

/// `a op b` within the grammar, `None` when not allowed or out of bounds. Both operands must be
/// within the grammar's bounds.
#[inline]
pub fn apply(op: BinOp, a: R, b: R) -> Option<R> {
    match op {
        BinOp::Add if a.1 == 1 && b.1 == 1 => whole(a.0 + b.0),
        BinOp::Add => make(a.0 * b.1 + b.0 * a.1, a.1 * b.1),
        BinOp::Sub if a.1 == 1 && b.1 == 1 => whole(a.0 - b.0),
        BinOp::Sub => make(a.0 * b.1 - b.0 * a.1, a.1 * b.1),
        BinOp::Mul if a.1 == 1 && b.1 == 1 => whole(a.0 * b.0),
        BinOp::Mul => make(a.0 * b.0, a.1 * b.1),
        BinOp::Div => make(a.0 * b.1, a.1 * b.0),
        BinOp::Pow => {
            if b.1 != 1 {
                return None;
            }
            pow_r(a, b.0)
        }
    }
}

/// `|t − v|` as a rational.
pub fn distance(v: R, t: u32) -> R {
    let n = (t as i128) * v.1 as i128 - v.0 as i128;
    ((n.abs()) as i64, v.1)
}

fn cmp_r(a: R, b: R) -> std::cmp::Ordering {
    ((a.0 as i128) * b.1 as i128).cmp(&((b.0 as i128) * a.1 as i128))
}

/// The score of a rational value for a target.
pub fn score_r(v: R, t: u32) -> u32 {
    let d = distance(v, t);
    for n in (1..=10u32).rev() {
        if (d.0 as i128) >= (1i128 << n) * d.1 as i128 {
            return 10 - n;
        }
    }
    10
}

/// Whether candidate `a` beats `b` (smaller distance, then smaller value).
fn better(a: R, b: R, t: u32) -> bool {
    match cmp_r(distance(a, t), distance(b, t)) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => cmp_r(a, b) == std::cmp::Ordering::Less,
    }
}

const OPS: [BinOp; 5] = [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div, BinOp::Pow];

/// How a stored value was made.
#[derive(Clone, Copy)]
enum How {
    Leaf(u8),
    /// `lists[l][li] op lists[r][ri]`.
    Bin {
        op: BinOp,
        l: u16,
        li: u32,
        r: u16,
        ri: u32,
    },
    /// `√` (once or twice) of a base value of the same subset: `roots[i]`.
    Sqrt(u32),
}

/// The values of one subset, sorted, without repeats.
#[derive(Default)]
struct List {
    keys: Vec<f64>,
    vals: Vec<R>,
    hows: Vec<How>,
    /// `(base value, number of √)` for the values made by `√`.
    roots: Vec<(R, u8)>,
}

#[inline]
fn key(v: R) -> f64 {
    v.0 as f64 / v.1 as f64
}

/// An order-preserving integer image of a finite `f64`.
#[inline]
fn sort_key(f: f64) -> u64 {
    let b = f.to_bits();
    if b >> 63 == 1 {
        !b
    } else {
        b | (1 << 63)
    }
}

impl List {
    /// The indices whose keys lie in `[lo, hi]`.
    #[inline]
    fn range(&self, lo: f64, hi: f64) -> std::ops::Range<usize> {
        let a = self.keys.partition_point(|&k| k < lo);
        let b = self.keys.partition_point(|&k| k <= hi);
        a..b.max(a)
    }

    fn find(&self, v: R) -> Option<usize> {
        let k = key(v);
        let i = self.keys.partition_point(|&x| x < k);
        (self.vals.get(i) == Some(&v)).then_some(i)
    }

    /// Sorts and deduplicates `cand` into a list, then adds the rational `√` and `√√` of each
    /// value (kept only when not already there).
    fn build(cand: &mut Vec<(u64, R, How)>) -> List {
        cand.sort_unstable_by_key(|c| c.0);
        cand.dedup_by_key(|c| c.0);
        let mut roots: Vec<(u64, R, How)> = Vec::new();
        let mut root_of: Vec<(R, u8)> = Vec::new();
        for &(_, v, _) in cand.iter() {
            let mut cur = v;
            for w in 1..=MAX_SQRT_NESTING as u8 {
                match sqrt_r(cur) {
                    Some(r) if r != cur => {
                        cur = r;
                        let k = sort_key(key(r));
                        if cand.binary_search_by_key(&k, |c| c.0).is_err() {
                            roots.push((k, r, How::Sqrt(root_of.len() as u32)));
                            root_of.push((v, w));
                        }
                    }
                    _ => break,
                }
            }
        }
        if !roots.is_empty() {
            roots.sort_by_key(|c| c.0);
            roots.dedup_by_key(|c| c.0);
            let mut merged = Vec::with_capacity(cand.len() + roots.len());
            let (mut i, mut j) = (0, 0);
            while i < cand.len() || j < roots.len() {
                if j == roots.len() || (i < cand.len() && cand[i].0 < roots[j].0) {
                    merged.push(cand[i]);
                    i += 1;
                } else {
                    merged.push(roots[j]);
                    j += 1;
                }
            }
            *cand = merged;
        }
        List {
            keys: cand.iter().map(|c| key(c.1)).collect(),
            vals: cand.iter().map(|c| c.1).collect(),
            hows: cand.iter().map(|c| c.2).collect(),
            roots: root_of,
        }
    }
}

/// Every split of `mask` into two non-empty parts, once per unordered pair (the part holding
/// the lowest bit first). Shared with the Countdown solver.
pub(super) fn splits(mask: usize, mut f: impl FnMut(usize, usize)) {
    let low = mask & mask.wrapping_neg();
    let mut sub = (mask - 1) & mask;
    while sub > 0 {
        if sub & low != 0 {
            f(sub, mask ^ sub);
        }
        sub = (sub - 1) & mask;
    }
}

fn build_lists(numbers: &[u32], stored: u32) -> Vec<List> {
    let n = numbers.len();
    let full = (1usize << n) - 1;
    let mut lists: Vec<List> = (0..=full).map(|_| List::default()).collect();
    let mut masks: Vec<usize> = (1..=full).filter(|m| m.count_ones() <= stored).collect();
    masks.sort_by_key(|m| (m.count_ones(), *m));
    let mut cand: Vec<(u64, R, How)> = Vec::new();
    for mask in masks {
        cand.clear();
        if mask.count_ones() == 1 {
            let i = mask.trailing_zeros() as usize;
            let v = (numbers[i] as i64, 1);
            cand.push((sort_key(key(v)), v, How::Leaf(i as u8)));
        } else {
            splits(mask, |x, y| {
                for (l, r) in [(x, y), (y, x)] {
                    let (lv, rv) = (&lists[l], &lists[r]);
                    // Whole exponents in -32..=32 only.
                    let pw = rv.range(-(MAX_EXPONENT as f64) - 0.5, MAX_EXPONENT as f64 + 0.5);
                    for (li, &a) in lv.vals.iter().enumerate() {
                        for op in OPS {
                            // + and × are symmetric: one order is enough.
                            if matches!(op, BinOp::Add | BinOp::Mul) && l != x {
                                continue;
                            }
                            let rs = if op == BinOp::Pow {
                                pw.clone()
                            } else {
                                0..rv.vals.len()
                            };
                            for ri in rs {
                                if let Some(v) = apply(op, a, rv.vals[ri]) {
                                    let how = How::Bin {
                                        op,
                                        l: l as u16,
                                        li: li as u32,
                                        r: r as u16,
                                        ri: ri as u32,
                                    };
                                    cand.push((sort_key(key(v)), v, how));
                                }
                            }
                        }
                    }
                }
            });
        }
        lists[mask] = List::build(&mut cand);
    }
    lists
}

/// A value of the searched part: stored, or `wrap^w(l op r)` from two stored lists.
#[derive(Clone, Copy)]
enum Ref {
    Stored(usize, usize),
    Made {
        w: u8,
        op: BinOp,
        l: (usize, usize),
        r: (usize, usize),
    },
}

fn rebuild(lists: &[List], numbers: &[u32], mask: usize, idx: usize) -> Expr {
    let list = &lists[mask];
    match list.hows[idx] {
        How::Leaf(i) => Expr::Num(numbers[i as usize]),
        How::Bin { op, l, li, r, ri } => Expr::bin(
            op,
            rebuild(lists, numbers, l as usize, li as usize),
            rebuild(lists, numbers, r as usize, ri as usize),
        ),
        How::Sqrt(j) => {
            let (base, w) = list.roots[j as usize];
            // The base value is in the list, made without `√` at the top.
            let mut e = match list.find(base) {
                Some(b) => rebuild(lists, numbers, mask, b),
                None => Expr::Num(0),
            };
            for _ in 0..w {
                e = Expr::sqrt(e);
            }
            e
        }
    }
}

fn rebuild_ref(lists: &[List], numbers: &[u32], r: Ref) -> Expr {
    match r {
        Ref::Stored(m, i) => rebuild(lists, numbers, m, i),
        Ref::Made { w, op, l, r } => {
            let mut e = Expr::bin(
                op,
                rebuild(lists, numbers, l.0, l.1),
                rebuild(lists, numbers, r.0, r.1),
            );
            for _ in 0..w {
                e = Expr::sqrt(e);
            }
            e
        }
    }
}

/// A closed interval of real numbers.
type Iv = (f64, f64);

const LIMIT: f64 = BOUND as f64;

/// Widens an interval for floating-point error (`scale`: the size of the numbers involved).
#[inline]
fn widen(iv: Iv, scale: f64) -> Iv {
    let e = (scale.abs() + iv.0.abs().min(1e300) + iv.1.abs().min(1e300) + 1.0) * 1e-9;
    (iv.0 - e, iv.1 + e)
}

/// Keeps the part of an interval where grammar values can be (|v| ≤ 2^20).
#[inline]
fn clip(iv: Iv) -> Option<Iv> {
    if iv.0.is_nan() || iv.1.is_nan() {
        return Some((-LIMIT, LIMIT));
    }
    let (lo, hi) = (iv.0.max(-LIMIT), iv.1.min(LIMIT));
    (lo <= hi).then_some((lo, hi))
}

/// The values `y` whose `√` (`w` times) can lie in `iv`.
fn unwrap(iv: Iv, w: u8) -> Option<Iv> {
    let mut iv = clip(iv)?;
    for _ in 0..w {
        if iv.1 < 0.0 {
            return None;
        }
        let lo = iv.0.max(0.0);
        iv = clip(widen((lo * lo, iv.1 * iv.1), 0.0))?;
    }
    Some(iv)
}

/// Signed `e`-th root of `x`.
fn sroot(x: f64, e: i64) -> f64 {
    x.signum() * x.abs().powf(1.0 / e as f64)
}

/// The partners `b` for which `a op b` (`a_left`) or `b op a` can lie in `iv`: up to two
/// intervals (a superset).
fn pre(op: BinOp, a: f64, ar: R, a_left: bool, iv: Iv, out: &mut Vec<Iv>) {
    let (lo, hi) = iv;
    let all = (-LIMIT, LIMIT);
    let push = |x: Iv, out: &mut Vec<Iv>| {
        if let Some(c) = clip(widen(x, a)) {
            out.push(c);
        }
    };
    match (op, a_left) {
        (BinOp::Add, _) => push((lo - a, hi - a), out),
        (BinOp::Sub, true) => push((a - hi, a - lo), out),
        (BinOp::Sub, false) => push((lo + a, hi + a), out),
        (BinOp::Mul, _) => {
            if a > 0.0 {
                push((lo / a, hi / a), out)
            } else if a < 0.0 {
                push((hi / a, lo / a), out)
            } else if lo <= 0.0 && hi >= 0.0 {
                out.push(all)
            }
        }
        (BinOp::Div, true) => {
            if a == 0.0 {
                if lo <= 0.0 && hi >= 0.0 {
                    out.push(all)
                }
            } else if lo > 0.0 || hi < 0.0 {
                let (x, y) = (a / lo, a / hi);
                push((x.min(y), x.max(y)), out)
            } else {
                out.push(all)
            }
        }
        (BinOp::Div, false) => {
            if a > 0.0 {
                push((lo * a, hi * a), out)
            } else if a < 0.0 {
                push((hi * a, lo * a), out)
            }
        }
        (BinOp::Pow, true) => out.push((-(MAX_EXPONENT as f64) - 0.5, MAX_EXPONENT as f64 + 0.5)),
        (BinOp::Pow, false) => {
            if ar.1 != 1 || ar.0.abs() > MAX_EXPONENT {
                return;
            }
            let e = ar.0;
            if e == 0 {
                if lo <= 1.0 && hi >= 1.0 {
                    out.push(all)
                }
                return;
            }
            let (mut lo, mut hi, k) = (lo, hi, e.abs());
            if e < 0 {
                if lo > 0.0 || hi < 0.0 {
                    (lo, hi) = (1.0 / hi, 1.0 / lo);
                } else {
                    out.push(all);
                    return;
                }
            }
            if k % 2 == 1 {
                push((sroot(lo, k), sroot(hi, k)), out);
            } else if hi >= 0.0 {
                let h = sroot(hi, k);
                if lo > 0.0 {
                    let l = sroot(lo, k);
                    push((-h, -l), out);
                    push((l, h), out);
                } else {
                    push((-h, h), out);
                }
            }
        }
    }
}

/// The best so far.
struct Top<'a> {
    lists: &'a [List],
    numbers: &'a [u32],
    t: u32,
    best: Option<(R, Expr)>,
}

impl Top<'_> {
    /// The current best distance as a float, rounded up (infinite before the first value).
    fn d(&self) -> f64 {
        match &self.best {
            None => f64::INFINITY,
            Some((v, _)) => {
                let d = distance(*v, self.t);
                d.0 as f64 / d.1 as f64 * (1.0 + 1e-12) + 1e-12
            }
        }
    }

    fn exact(&self) -> bool {
        matches!(&self.best, Some((v, _)) if *v == (self.t as i64, 1))
    }

    /// Offers `wrap^w(a op b)` for `a` known and `b` found (`a_left`: `a` on the left).
    fn offer(&mut self, v: R, w: u8, op: BinOp, a: Ref, a_left: bool, b: Ref) {
        if self
            .best
            .as_ref()
            .is_some_and(|(bv, _)| !better(v, *bv, self.t))
        {
            return;
        }
        let (ea, eb) = (
            rebuild_ref(self.lists, self.numbers, a),
            rebuild_ref(self.lists, self.numbers, b),
        );
        let mut e = if a_left {
            Expr::bin(op, ea, eb)
        } else {
            Expr::bin(op, eb, ea)
        };
        for _ in 0..w {
            e = Expr::sqrt(e);
        }
        self.best = Some((v, e));
    }
}

/// Calls `f` with every value of `mask` (and how to rebuild it) that may lie in one of `ivs`.
/// `mask` is stored, or has one number more than the largest stored subsets.
fn search(
    lists: &[List],
    stored: u32,
    mask: usize,
    ivs: &[Iv],
    f: &mut dyn FnMut(R, Ref) -> bool,
) -> bool {
    if mask.count_ones() <= stored {
        let list = &lists[mask];
        for &(lo, hi) in ivs {
            for i in list.range(lo, hi) {
                if !f(list.vals[i], Ref::Stored(mask, i)) {
                    return false;
                }
            }
        }
        return true;
    }
    let mut inner: Vec<Iv> = Vec::new();
    let mut wrapped: Vec<Iv> = Vec::new();
    let mut go = true;
    for w in 0..=MAX_SQRT_NESTING as u8 {
        wrapped.clear();
        wrapped.extend(ivs.iter().filter_map(|&iv| unwrap(iv, w)));
        if wrapped.is_empty() {
            continue;
        }
        splits(mask, |x, y| {
            if !go {
                return;
            }
            let (k, s) = if lists[x].vals.len() <= lists[y].vals.len() {
                (x, y)
            } else {
                (y, x)
            };
            let (kl, sl) = (&lists[k], &lists[s]);
            for (ki, &a) in kl.vals.iter().enumerate() {
                let af = kl.keys[ki];
                for op in OPS {
                    for a_left in [true, false] {
                        if !a_left && matches!(op, BinOp::Add | BinOp::Mul) {
                            continue;
                        }
                        inner.clear();
                        for &iv in &wrapped {
                            pre(op, af, a, a_left, iv, &mut inner);
                        }
                        for &(lo, hi) in &inner {
                            for si in sl.range(lo, hi) {
                                let b = sl.vals[si];
                                let z = if a_left {
                                    apply(op, a, b)
                                } else {
                                    apply(op, b, a)
                                };
                                let Some(mut z) = z else { continue };
                                let mut ok = true;
                                for _ in 0..w {
                                    match sqrt_r(z) {
                                        Some(r) => z = r,
                                        None => {
                                            ok = false;
                                            break;
                                        }
                                    }
                                }
                                if !ok {
                                    continue;
                                }
                                let (l, r) = if a_left {
                                    ((k, ki), (s, si))
                                } else {
                                    ((s, si), (k, ki))
                                };
                                if !f(z, Ref::Made { w, op, l, r }) {
                                    go = false;
                                    return;
                                }
                            }
                        }
                    }
                }
            }
        });
        if !go {
            return false;
        }
    }
    true
}

/// The best expression for 1..=8 numbers and a target, within the bounded grammar.
pub fn solve_best(numbers: &[u32], target: u32) -> Option<Best> {
    let n = numbers.len();
    if n == 0 || n > 8 {
        return None;
    }
    if n == 1 {
        let mut best = (numbers[0] as i64, 1);
        let mut wraps = 0;
        let mut cur = best;
        for w in 1..=MAX_SQRT_NESTING {
            match sqrt_r(cur) {
                Some(r) => {
                    cur = r;
                    if better(r, best, target) {
                        best = r;
                        wraps = w;
                    }
                }
                None => break,
            }
        }
        let mut expr = Expr::Num(numbers[0]);
        for _ in 0..wraps {
            expr = Expr::sqrt(expr);
        }
        return Some(finish(best, expr, target));
    }
    let full = (1usize << n) - 1;
    let stored = if n >= 3 { n as u32 - 2 } else { 1 };
    let lists = build_lists(numbers, stored);
    let mut top = Top {
        lists: &lists,
        numbers,
        t: target,
        best: None,
    };
    // Splits of two stored parts first (they set a small best distance quickly), then the
    // splits with one number on its own.
    let mut order: Vec<(usize, usize)> = Vec::new();
    splits(full, |x, y| order.push((x, y)));
    order.sort_by_key(|&(x, y)| x.count_ones().max(y.count_ones()) > stored);
    let tf = target as f64;
    let mut ivs: Vec<Iv> = Vec::new();
    for (x, y) in order {
        let (k, s) = if x.count_ones() > stored
            || (y.count_ones() <= stored && lists[y].vals.len() < lists[x].vals.len())
        {
            (y, x)
        } else {
            (x, y)
        };
        let kl = &lists[k];
        for ki in 0..kl.vals.len() {
            let (a, af) = (kl.vals[ki], kl.keys[ki]);
            for op in OPS {
                for a_left in [true, false] {
                    if !a_left && matches!(op, BinOp::Add | BinOp::Mul) {
                        continue;
                    }
                    for w in 0..=MAX_SQRT_NESTING as u8 {
                        let d = top.d();
                        let Some(y_iv) = unwrap(widen((tf - d, tf + d), tf), w) else {
                            continue;
                        };
                        ivs.clear();
                        pre(op, af, a, a_left, y_iv, &mut ivs);
                        if ivs.is_empty() {
                            continue;
                        }
                        let go = search(&lists, stored, s, &ivs, &mut |b, bref| {
                            let y = if a_left {
                                apply(op, a, b)
                            } else {
                                apply(op, b, a)
                            };
                            let Some(mut v) = y else { return true };
                            for _ in 0..w {
                                match sqrt_r(v) {
                                    Some(r) => v = r,
                                    None => return true,
                                }
                            }
                            top.offer(v, w, op, Ref::Stored(k, ki), a_left, bref);
                            !top.exact()
                        });
                        if !go {
                            let (v, e) = top.best.take()?;
                            return Some(finish(v, e, target));
                        }
                    }
                }
            }
        }
    }
    let (v, e) = top.best.take()?;
    Some(finish(v, e, target))
}

fn finish(value: R, expr: Expr, target: u32) -> Best {
    Best {
        value,
        distance: distance(value, target),
        score: score_r(value, target),
        expr,
    }
}

/// The slow, obviously correct reference over the same grammar: every ordered pair of the values
/// left, every operation, every allowed √ wrapping, recursively. Returns the best value
/// (smallest distance, then smaller value).
pub fn reference_best(numbers: &[u32], target: u32) -> Option<R> {
    fn wraps(v: R) -> Vec<R> {
        let mut out = vec![v];
        let mut cur = v;
        for _ in 0..MAX_SQRT_NESTING {
            match sqrt_r(cur) {
                Some(r) => {
                    out.push(r);
                    cur = r;
                }
                None => break,
            }
        }
        out
    }
    fn go(vals: &[R], t: u32, best: &mut Option<R>) {
        if vals.len() == 1 {
            let v = vals[0];
            if best.is_none_or(|b| better(v, b, t)) {
                *best = Some(v);
            }
            return;
        }
        for i in 0..vals.len() {
            for j in 0..vals.len() {
                if i == j {
                    continue;
                }
                for op in OPS {
                    if let Some(r) = apply(op, vals[i], vals[j]) {
                        for w in wraps(r) {
                            let mut next: Vec<R> = vals
                                .iter()
                                .enumerate()
                                .filter(|(k, _)| *k != i && *k != j)
                                .map(|(_, &v)| v)
                                .collect();
                            next.push(w);
                            go(&next, t, best);
                        }
                    }
                }
            }
        }
    }
    fn leaves(nums: &[u32], at: usize, cur: &mut Vec<R>, t: u32, best: &mut Option<R>) {
        if at == nums.len() {
            go(cur, t, best);
            return;
        }
        for w in wraps((nums[at] as i64, 1)) {
            cur.push(w);
            leaves(nums, at + 1, cur, t, best);
            cur.pop();
        }
    }
    if numbers.is_empty() {
        return None;
    }
    let mut best = None;
    leaves(numbers, 0, &mut Vec::new(), target, &mut best);
    best
}

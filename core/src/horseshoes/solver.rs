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
//! `|T − E|`, then the smaller value, then the first found in subset order (deterministic).
//!
//! Technique: reachable values per subset bitmask, deduplicated, built from disjoint smaller
//! subsets, with back-pointers to rebuild one expression.

use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::expr::{BinOp, Expr};

/// The largest numerator or denominator an intermediate value may have.
pub const BOUND: i128 = 1 << 20;
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

fn gcd(mut a: i128, mut b: i128) -> i128 {
    a = a.abs();
    b = b.abs();
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

fn make(n: i128, d: i128) -> Option<R> {
    if d == 0 {
        return None;
    }
    let g = gcd(n, d).max(1);
    let (mut n, mut d) = (n / g, d / g);
    if d < 0 {
        n = -n;
        d = -d;
    }
    if n.abs() > BOUND || d > BOUND {
        return None;
    }
    Some((n as i64, d as i64))
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
    let (mut n, mut d) = (1i128, 1i128);
    for _ in 0..e.abs() {
        n = n.checked_mul(a.0 as i128)?;
        d = d.checked_mul(a.1 as i128)?;
        if n.abs() > BOUND || d > BOUND {
            return None;
        }
    }
    if e < 0 {
        make(d, n)
    } else {
        make(n, d)
    }
}

/// `a op b` within the grammar, `None` when not allowed or out of bounds.
pub fn apply(op: BinOp, a: R, b: R) -> Option<R> {
    let (an, ad, bn, bd) = (a.0 as i128, a.1 as i128, b.0 as i128, b.1 as i128);
    match op {
        BinOp::Add => make(an * bd + bn * ad, ad * bd),
        BinOp::Sub => make(an * bd - bn * ad, ad * bd),
        BinOp::Mul => make(an * bn, ad * bd),
        BinOp::Div => make(an * bd, ad * bn),
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

#[derive(Clone, Copy)]
enum How {
    Leaf(usize),
    Bin(BinOp, usize, u32, usize, u32),
    Sqrt(u32),
}

/// A small, fast hasher for the solvers' value sets (inputs are not adversarial).
#[derive(Default)]
pub struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(29) ^ v).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    fn write_i64(&mut self, v: i64) {
        self.0 = (self.0.rotate_left(29) ^ v as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

type Seen = HashMap<R, u32, BuildHasherDefault<Mix>>;

const OPS: [BinOp; 5] = [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div, BinOp::Pow];

/// The best expression for 1..=8 numbers and a target, within the bounded grammar.
pub fn solve_best(numbers: &[u32], target: u32) -> Option<Best> {
    let n = numbers.len();
    if n == 0 || n > 8 {
        return None;
    }
    let full = (1usize << n) - 1;
    let mut vals: Vec<Vec<(R, How)>> = vec![Vec::new(); full + 1];
    let mut masks: Vec<usize> = (1..=full).collect();
    masks.sort_by_key(|m| (m.count_ones(), *m));
    // The full set is never stored: each value is compared with the best so far as it is made.
    let mut best: Option<(R, How, u32)> = None;
    let consider = |v: R, how: How, wraps: u32, best: &mut Option<(R, How, u32)>| {
        if best.is_none_or(|(b, _, _)| better(v, b, target)) {
            *best = Some((v, how, wraps));
        }
    };
    if n == 1 {
        let v = (numbers[0] as i64, 1);
        let mut cur = v;
        consider(v, How::Leaf(0), 0, &mut best);
        for w in 1..=MAX_SQRT_NESTING {
            match sqrt_r(cur) {
                Some(r) => {
                    cur = r;
                    consider(r, How::Leaf(0), w, &mut best);
                }
                None => break,
            }
        }
    }
    for &mask in &masks {
        if mask == full && n > 1 {
            let mut sub = (mask - 1) & mask;
            while sub > 0 {
                let other = mask ^ sub;
                for (ia, &(a, _)) in vals[sub].iter().enumerate() {
                    for (ib, &(b, _)) in vals[other].iter().enumerate() {
                        for op in OPS {
                            if matches!(op, BinOp::Add | BinOp::Mul) && sub > other {
                                continue;
                            }
                            if let Some(v) = apply(op, a, b) {
                                let how = How::Bin(op, sub, ia as u32, other, ib as u32);
                                consider(v, how, 0, &mut best);
                                let mut cur = v;
                                for w in 1..=MAX_SQRT_NESTING {
                                    match sqrt_r(cur) {
                                        Some(r) if r != cur => {
                                            cur = r;
                                            consider(r, how, w, &mut best);
                                        }
                                        _ => break,
                                    }
                                }
                            }
                        }
                    }
                }
                sub = (sub - 1) & mask;
            }
            break;
        }
        let mut list: Vec<(R, How)> = Vec::new();
        let mut seen = Seen::default();
        if mask.count_ones() == 1 {
            let i = mask.trailing_zeros() as usize;
            seen.insert((numbers[i] as i64, 1), 0);
            list.push(((numbers[i] as i64, 1), How::Leaf(i)));
        } else {
            let mut sub = (mask - 1) & mask;
            while sub > 0 {
                let other = mask ^ sub;
                for (ia, &(a, _)) in vals[sub].iter().enumerate() {
                    for (ib, &(b, _)) in vals[other].iter().enumerate() {
                        for op in OPS {
                            // + and × are symmetric: take each unordered split once.
                            if matches!(op, BinOp::Add | BinOp::Mul) && sub > other {
                                continue;
                            }
                            if let Some(v) = apply(op, a, b) {
                                if let Entry::Vacant(e) = seen.entry(v) {
                                    e.insert(list.len() as u32);
                                    list.push((v, How::Bin(op, sub, ia as u32, other, ib as u32)));
                                }
                            }
                        }
                    }
                }
                sub = (sub - 1) & mask;
            }
        }
        // √ closure over the base values, nested at most twice. `depth` says how deeply the
        // kept expression of each value is nested, so √√ is always reachable from a base value.
        let base = list.len();
        let mut depth: HashMap<R, (u32, u32), BuildHasherDefault<Mix>> = HashMap::default();
        for i in 0..base {
            let mut at = i;
            for d in 1..=MAX_SQRT_NESTING {
                let Some(r) = sqrt_r(list[at].0) else { break };
                if r == list[at].0 {
                    break;
                }
                if let Some(&j) = seen.get(&r) {
                    match depth.get(&r) {
                        // A base value (depth 0) or a root at most as deep: reuse it.
                        None => at = j as usize,
                        Some(&(j, dj)) if dj <= d => at = j as usize,
                        Some(_) => {
                            // Kept deeper than needed here: keep a shallower copy too.
                            list.push((r, How::Sqrt(at as u32)));
                            at = list.len() - 1;
                            depth.insert(r, (at as u32, d));
                        }
                    }
                } else {
                    list.push((r, How::Sqrt(at as u32)));
                    at = list.len() - 1;
                    seen.insert(r, at as u32);
                    depth.insert(r, (at as u32, d));
                }
            }
        }
        vals[mask] = list;
    }
    let (value, how, wraps) = best?;
    let mut expr = match how {
        How::Leaf(i) => Expr::Num(numbers[i]),
        How::Sqrt(_) => return None,
        How::Bin(op, ma, ia, mb, ib) => Expr::bin(
            op,
            rebuild(&vals, numbers, ma, ia as usize),
            rebuild(&vals, numbers, mb, ib as usize),
        ),
    };
    for _ in 0..wraps {
        expr = Expr::sqrt(expr);
    }
    Some(Best {
        value,
        distance: distance(value, target),
        score: score_r(value, target),
        expr,
    })
}

fn rebuild(vals: &[Vec<(R, How)>], numbers: &[u32], mask: usize, idx: usize) -> Expr {
    match vals[mask][idx].1 {
        How::Leaf(i) => Expr::Num(numbers[i]),
        How::Sqrt(j) => Expr::sqrt(rebuild(vals, numbers, mask, j as usize)),
        How::Bin(op, ma, ia, mb, ib) => Expr::bin(
            op,
            rebuild(vals, numbers, ma, ia as usize),
            rebuild(vals, numbers, mb, ib as usize),
        ),
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

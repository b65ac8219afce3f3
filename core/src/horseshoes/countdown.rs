//! The Countdown-rules solver, for comparison with public solvers: `+ − × ÷` only, every
//! intermediate value a positive whole number, any subset of the numbers each used at most once,
//! closest to the target. Ties: fewer numbers, then the smaller value.
//!
//! Technique: the reachable values of every subset of the numbers (a bitmask), smallest subsets
//! first, kept as sorted deduplicated vectors with compact back-pointers; each unordered split
//! is combined once, `× 1` and `÷ 1` are skipped (the same value is reachable with fewer
//! numbers). The subsets one short of all the numbers and the full set are never stored: their
//! values are compared with the best so far as they are made, and the search stops at the first
//! subset size holding the target exactly.

use super::expr::{BinOp, Expr};
use super::solver::splits;

/// A Countdown answer: the value reached, its distance to the target and one expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountdownAnswer {
    /// The value reached.
    pub value: u64,
    /// `|target − value|`.
    pub distance: u64,
    /// One expression reaching it.
    pub expr: Expr,
}

/// How a stored value was made: a leaf, or `left op right` from two stored lists.
#[derive(Clone, Copy)]
enum How {
    Leaf(u8),
    Bin(Pair),
}

/// `vals[ma][ia] op vals[mb][ib]`.
#[derive(Clone, Copy)]
struct Pair {
    op: BinOp,
    ma: u16,
    ia: u32,
    mb: u16,
    ib: u32,
}

/// How the best value was found.
#[derive(Clone, Copy)]
enum Found {
    Stored(usize, u32),
    Pair(Pair),
    /// `x op inner` (`x_first`) or `inner op x`, `x` the number at index `xi`.
    WithX {
        op: BinOp,
        xi: u8,
        x_first: bool,
        inner: Pair,
    },
}

/// The results of `a op b` for positive whole `a`, `b` (`swap`: the result is `b op a`).
#[inline(always)]
fn combine(a: u64, b: u64, mut f: impl FnMut(u64, BinOp, bool)) {
    if let Some(s) = a.checked_add(b) {
        f(s, BinOp::Add, false);
    }
    if a > 1 && b > 1 {
        if let Some(p) = a.checked_mul(b) {
            f(p, BinOp::Mul, false);
        }
    }
    if a > b {
        f(a - b, BinOp::Sub, false);
    } else if b > a {
        f(b - a, BinOp::Sub, true);
    }
    if b > 1 && a % b == 0 {
        f(a / b, BinOp::Div, false);
    } else if a > 1 && b % a == 0 {
        f(b / a, BinOp::Div, true);
    }
}

fn pair(op: BinOp, swap: bool, ma: usize, ia: usize, mb: usize, ib: usize) -> Pair {
    if swap {
        Pair {
            op,
            ma: mb as u16,
            ia: ib as u32,
            mb: ma as u16,
            ib: ia as u32,
        }
    } else {
        Pair {
            op,
            ma: ma as u16,
            ia: ia as u32,
            mb: mb as u16,
            ib: ib as u32,
        }
    }
}

/// The best so far: `(distance, numbers used, value)` is minimised.
struct Best {
    t: u64,
    key: (u64, u32, u64),
    found: Option<Found>,
}

impl Best {
    #[inline(always)]
    fn offer(&mut self, v: u64, pc: u32, found: impl FnOnce() -> Found) {
        let d = v.abs_diff(self.t);
        if d <= self.key.0 && (d, pc, v) < self.key {
            self.key = (d, pc, v);
            self.found = Some(found());
        }
    }
}

/// The closest value to `target` under Countdown rules (ties: fewer numbers, then the smaller
/// value). `None` when `numbers` is empty or has more than 12 numbers.
pub fn solve_countdown(numbers: &[u32], target: u32) -> Option<CountdownAnswer> {
    let n = numbers.len();
    if n == 0 || n > 12 {
        return None;
    }
    let full = (1usize << n) - 1;
    // Subsets of up to `stored` numbers keep their values; larger ones are streamed.
    let stored = if n >= 3 { n - 2 } else { n } as u32;
    let mut vals: Vec<Vec<u64>> = vec![Vec::new(); full + 1];
    let mut hows: Vec<Vec<How>> = vec![Vec::new(); full + 1];
    let mut best = Best {
        t: target as u64,
        key: (u64::MAX, u32::MAX, u64::MAX),
        found: None,
    };
    let mut masks: Vec<usize> = (1..=full).collect();
    masks.sort_by_key(|m| (m.count_ones(), *m));
    let mut scratch: Vec<(u64, How)> = Vec::new();
    for &mask in &masks {
        let pc = mask.count_ones();
        if pc > stored {
            break;
        }
        if best.key.0 == 0 && best.key.1 < pc {
            break;
        }
        scratch.clear();
        if pc == 1 {
            let i = mask.trailing_zeros() as usize;
            scratch.push((numbers[i] as u64, How::Leaf(i as u8)));
        } else {
            splits(mask, |sub, other| {
                for (ia, &a) in vals[sub].iter().enumerate() {
                    for (ib, &b) in vals[other].iter().enumerate() {
                        combine(a, b, |v, op, swap| {
                            scratch.push((v, How::Bin(pair(op, swap, sub, ia, other, ib))));
                        });
                    }
                }
            });
            scratch.sort_by_key(|e| e.0);
            scratch.dedup_by_key(|e| e.0);
        }
        let (vs, hs): (Vec<u64>, Vec<How>) = scratch.iter().copied().unzip();
        // The value nearest the target, by binary search in the sorted list.
        let at = vs.partition_point(|&v| v < best.t);
        for i in [at.wrapping_sub(1), at] {
            if let Some(&v) = vs.get(i) {
                best.offer(v, pc, || Found::Stored(mask, i as u32));
            }
        }
        vals[mask] = vs;
        hows[mask] = hs;
    }
    if n >= 3 && !(best.key.0 == 0 && best.key.1 <= stored) {
        stream_top(numbers, full, &vals, &mut best);
    }
    let found = best.found?;
    let expr = match found {
        Found::Stored(mask, i) => rebuild(&hows, numbers, mask, i as usize),
        Found::Pair(p) => rebuild_pair(&hows, numbers, p),
        Found::WithX {
            op,
            xi,
            x_first,
            inner,
        } => {
            let x = Expr::Num(numbers[xi as usize]);
            let inner = rebuild_pair(&hows, numbers, inner);
            if x_first {
                Expr::bin(op, x, inner)
            } else {
                Expr::bin(op, inner, x)
            }
        }
    };
    Some(CountdownAnswer {
        value: best.key.2,
        distance: best.key.0,
        expr,
    })
}

/// The subsets one short of all the numbers and the full set, compared as they are made.
fn stream_top(numbers: &[u32], full: usize, vals: &[Vec<u64>], best: &mut Best) {
    let n = numbers.len() as u32;
    // Full set from two stored parts.
    splits(full, |sub, other| {
        if sub.count_ones() == n - 1 || other.count_ones() == n - 1 {
            return;
        }
        for (ia, &a) in vals[sub].iter().enumerate() {
            for (ib, &b) in vals[other].iter().enumerate() {
                combine(a, b, |v, op, swap| {
                    best.offer(v, n, || Found::Pair(pair(op, swap, sub, ia, other, ib)));
                });
            }
        }
    });
    // One number `x` left out: every value `v` of the rest, and `x op v`.
    for (xi, &x) in numbers.iter().enumerate() {
        let x = x as u64;
        let rest = full & !(1 << xi);
        splits(rest, |sub, other| {
            for (ia, &a) in vals[sub].iter().enumerate() {
                for (ib, &b) in vals[other].iter().enumerate() {
                    combine(a, b, |v, op, swap| {
                        let inner = || pair(op, swap, sub, ia, other, ib);
                        best.offer(v, n - 1, || Found::Pair(inner()));
                        if best.key.0 == 0 {
                            return;
                        }
                        combine(x, v, |w, op2, swap2| {
                            best.offer(w, n, || Found::WithX {
                                op: op2,
                                xi: xi as u8,
                                x_first: !swap2,
                                inner: inner(),
                            });
                        });
                    });
                }
            }
        });
    }
}

fn rebuild(hows: &[Vec<How>], numbers: &[u32], mask: usize, idx: usize) -> Expr {
    match hows[mask][idx] {
        How::Leaf(i) => Expr::Num(numbers[i as usize]),
        How::Bin(p) => rebuild_pair(hows, numbers, p),
    }
}

fn rebuild_pair(hows: &[Vec<How>], numbers: &[u32], p: Pair) -> Expr {
    Expr::bin(
        p.op,
        rebuild(hows, numbers, p.ma as usize, p.ia as usize),
        rebuild(hows, numbers, p.mb as usize, p.ib as usize),
    )
}

/// The slow, obviously correct reference: try every pair of values left, every operation,
/// recursively; every value ever formed is a candidate. Returns the best distance.
pub fn reference_countdown(numbers: &[u32], target: u32) -> Option<u64> {
    reference_countdown_key(numbers, target).map(|k| k.0)
}

/// The reference's full answer: `(distance, numbers used, value)`, the smallest such triple
/// over every value formed (the solver's order: closest, then fewer numbers, then smaller).
pub fn reference_countdown_key(numbers: &[u32], target: u32) -> Option<(u64, u32, u64)> {
    fn go(vals: &[(u64, u32)], t: u64, best: &mut (u64, u32, u64)) {
        for &(v, c) in vals {
            *best = (*best).min((v.abs_diff(t), c, v));
        }
        let n = vals.len();
        for i in 0..n {
            for j in 0..n {
                if i == j {
                    continue;
                }
                let ((a, ca), (b, cb)) = (vals[i], vals[j]);
                let mut results: Vec<u64> = [a.checked_add(b), a.checked_mul(b)]
                    .into_iter()
                    .flatten()
                    .collect();
                if a > b {
                    results.push(a - b);
                }
                if b != 0 && a % b == 0 {
                    results.push(a / b);
                }
                for r in results {
                    let mut next: Vec<(u64, u32)> = vals
                        .iter()
                        .enumerate()
                        .filter(|(k, _)| *k != i && *k != j)
                        .map(|(_, &v)| v)
                        .collect();
                    next.push((r, ca + cb));
                    go(&next, t, best);
                }
            }
        }
    }
    if numbers.is_empty() {
        return None;
    }
    let mut best = (u64::MAX, u32::MAX, u64::MAX);
    let vals: Vec<(u64, u32)> = numbers.iter().map(|&n| (n as u64, 1)).collect();
    go(&vals, target as u64, &mut best);
    Some(best)
}

//! The Countdown-rules solver, for comparison with public solvers: `+ − × ÷` only, every
//! intermediate value a positive whole number, any subset of the numbers each used at most once,
//! closest to the target.
//!
//! Technique: the set of reachable values for every subset of the numbers (a bitmask), built
//! from smaller disjoint subsets with deduplication, keeping one back-pointer per value to rebuild
//! an expression.

use std::collections::HashSet;
use std::hash::BuildHasherDefault;

use super::solver::Mix;

use super::expr::{BinOp, Expr};

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

#[derive(Clone, Copy)]
enum How {
    Leaf(usize),
    Bin(BinOp, usize, u32, usize, u32),
}

fn combine(a: u64, b: u64, mut f: impl FnMut(u64, BinOp, bool)) {
    // `swap` says the result is `b op a`.
    f(a + b, BinOp::Add, false);
    if a > 1 && b > 1 {
        f(a * b, BinOp::Mul, false);
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

/// The closest value to `target` under Countdown rules (ties: fewer numbers, then the first
/// subset in bitmask order, then the first value found). `None` when `numbers` is empty or has
/// more than 12 numbers.
pub fn solve_countdown(numbers: &[u32], target: u32) -> Option<CountdownAnswer> {
    let n = numbers.len();
    if n == 0 || n > 12 {
        return None;
    }
    let full = (1usize << n) - 1;
    let mut vals: Vec<Vec<(u64, How)>> = vec![Vec::new(); full + 1];
    let mut best: Option<(u64, u32, usize, u32)> = None; // distance, popcount, mask, idx
    let t = target as u64;
    let mut masks: Vec<usize> = (1..=full).collect();
    masks.sort_by_key(|m| (m.count_ones(), *m));
    for &mask in &masks {
        let mut list: Vec<(u64, How)> = Vec::new();
        if mask.count_ones() == 1 {
            let i = mask.trailing_zeros() as usize;
            list.push((numbers[i] as u64, How::Leaf(i)));
        } else {
            let mut seen: HashSet<u64, BuildHasherDefault<Mix>> = HashSet::default();
            // Each unordered split once: the part holding the lowest bit is `a`.
            let low = mask & mask.wrapping_neg();
            let mut sub = (mask - 1) & mask;
            while sub > 0 {
                if sub & low != 0 {
                    let other = mask ^ sub;
                    for (ia, &(a, _)) in vals[sub].iter().enumerate() {
                        for (ib, &(b, _)) in vals[other].iter().enumerate() {
                            combine(a, b, |v, op, swap| {
                                if seen.insert(v) {
                                    let how = if swap {
                                        How::Bin(op, other, ib as u32, sub, ia as u32)
                                    } else {
                                        How::Bin(op, sub, ia as u32, other, ib as u32)
                                    };
                                    list.push((v, how));
                                }
                            });
                        }
                    }
                }
                sub = (sub - 1) & mask;
            }
        }
        let pc = mask.count_ones();
        for (i, &(v, _)) in list.iter().enumerate() {
            let d = v.abs_diff(t);
            if best.is_none_or(|(bd, bp, _, _)| (d, pc) < (bd, bp)) {
                best = Some((d, pc, mask, i as u32));
            }
        }
        vals[mask] = list;
    }
    let (distance, _, mask, idx) = best?;
    let expr = rebuild(&vals, numbers, mask, idx as usize);
    Some(CountdownAnswer {
        value: vals[mask][idx as usize].0,
        distance,
        expr,
    })
}

fn rebuild(vals: &[Vec<(u64, How)>], numbers: &[u32], mask: usize, idx: usize) -> Expr {
    match vals[mask][idx].1 {
        How::Leaf(i) => Expr::Num(numbers[i]),
        How::Bin(op, ma, ia, mb, ib) => Expr::bin(
            op,
            rebuild(vals, numbers, ma, ia as usize),
            rebuild(vals, numbers, mb, ib as usize),
        ),
    }
}

/// The slow, obviously correct reference: try every pair of values left, every operation,
/// recursively; every value ever formed is a candidate. Returns the best distance.
pub fn reference_countdown(numbers: &[u32], target: u32) -> Option<u64> {
    fn go(vals: &mut [u64], t: u64, best: &mut u64) {
        for &v in vals.iter() {
            *best = (*best).min(v.abs_diff(t));
        }
        let n = vals.len();
        for i in 0..n {
            for j in 0..n {
                if i == j {
                    continue;
                }
                let (a, b) = (vals[i], vals[j]);
                let mut results = vec![a + b, a * b];
                if a > b {
                    results.push(a - b);
                }
                if b != 0 && a % b == 0 {
                    results.push(a / b);
                }
                for r in results {
                    let mut next: Vec<u64> = vals
                        .iter()
                        .enumerate()
                        .filter(|(k, _)| *k != i && *k != j)
                        .map(|(_, &v)| v)
                        .collect();
                    next.push(r);
                    go(&mut next, t, best);
                }
            }
        }
    }
    if numbers.is_empty() {
        return None;
    }
    let mut best = u64::MAX;
    let mut vals: Vec<u64> = numbers.iter().map(|&n| n as u64).collect();
    go(&mut vals, target as u64, &mut best);
    Some(best)
}

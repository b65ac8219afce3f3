//! The values of the small subsets of the computing numbers: for each subset (a bitmask), every
//! value the grammar makes from exactly those numbers, sorted and deduplicated (two values
//! closer than [`SAME`] relatively are one value; the simplest way to make it is kept), with
//! compact back-pointers to rebuild an expression.

use super::super::expr::{BinOp, Expr};
use super::float::{apply, Num};
use super::{Work, MAX_NESTING, OPS};

/// Two values of one subset closer than this (relative to their size) are the same value.
pub const SAME: f64 = 1e-12;

/// How a stored value was made, before its `wraps` square roots.
#[derive(Clone, Copy, Debug)]
pub enum How {
    /// A computing number (its index).
    Leaf(u8),
    /// `lists[l][li] op lists[r][ri]`.
    Bin {
        op: BinOp,
        l: u16,
        li: u32,
        r: u16,
        ri: u32,
    },
}

/// One stored value.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The value and its error.
    pub num: Num,
    /// How many `√` and operators the simplest known expression has (for readability).
    pub size: u16,
    /// How many `√` wrap `how` (0..=[`MAX_NESTING`]).
    pub wraps: u8,
    /// How it was made.
    pub how: How,
}

/// The values of one subset, sorted by value.
#[derive(Default)]
pub struct List {
    /// The values (for binary search).
    pub keys: Vec<f64>,
    /// The entries, in the same order.
    pub ents: Vec<Entry>,
}

impl List {
    /// The indices whose values lie in `[lo, hi]`.
    #[inline]
    pub fn range(&self, lo: f64, hi: f64) -> std::ops::Range<usize> {
        let a = self.keys.partition_point(|&k| k < lo);
        let b = self.keys.partition_point(|&k| k <= hi);
        a..b.max(a)
    }

    /// Sorts and deduplicates the candidates into a list (sorting compact integer keys, not
    /// the entries).
    fn build(cand: &[Entry]) -> List {
        let mut order: Vec<(u64, u32)> = cand
            .iter()
            .enumerate()
            .map(|(i, c)| (sort_key(c.num.v), i as u32))
            .collect();
        order.sort_unstable();
        let mut ents: Vec<Entry> = Vec::with_capacity(cand.len() / 2);
        let mut i = 0;
        while i < order.len() {
            let first = cand[order[i].1 as usize].num.v;
            let mut pick = cand[order[i].1 as usize];
            let mut j = i + 1;
            while j < order.len() {
                let c = &cand[order[j].1 as usize];
                if c.num.v - first > first.abs() * SAME {
                    break;
                }
                if simpler(c, &pick) {
                    pick = *c;
                }
                j += 1;
            }
            ents.push(pick);
            i = j;
        }
        List {
            keys: ents.iter().map(|e| e.num.v).collect(),
            ents,
        }
    }
}

/// An order-preserving integer image of a finite `f64` (`−0` and `0` apart, which the
/// deduplication then joins).
#[inline]
fn sort_key(f: f64) -> u64 {
    let b = f.to_bits();
    if b >> 63 == 1 {
        !b
    } else {
        b | (1 << 63)
    }
}

/// Whether `a` is preferred to `b` for the same value: fewer `√` and operators, then no
/// rounding decision, then the smaller error.
#[inline]
pub fn simpler(a: &Entry, b: &Entry) -> bool {
    (a.size, a.num.doubt, a.wraps) < (b.size, b.num.doubt, b.wraps)
        || ((a.size, a.num.doubt, a.wraps) == (b.size, b.num.doubt, b.wraps) && a.num.e < b.num.e)
}

/// Every split of `mask` into two non-empty parts, once per unordered pair (the part holding
/// the lowest bit first). Shared with the Countdown solver.
pub fn splits(mask: usize, mut f: impl FnMut(usize, usize)) {
    let low = mask & mask.wrapping_neg();
    let mut sub = (mask - 1) & mask;
    while sub > 0 {
        if sub & low != 0 {
            f(sub, mask ^ sub);
        }
        sub = (sub - 1) & mask;
    }
}

/// Pushes `num` and its `√` and `√√` (when allowed) as entries made by `how`.
#[inline]
pub fn push_wrapped(out: &mut Vec<Entry>, num: Num, size: u16, how: How) {
    let mut cur = num;
    out.push(Entry {
        num,
        size,
        wraps: 0,
        how,
    });
    for w in 1..=MAX_NESTING {
        match cur.sqrt() {
            Some(r) => {
                cur = r;
                out.push(Entry {
                    num: r,
                    size: size + w as u16,
                    wraps: w,
                    how,
                });
            }
            None => break,
        }
    }
}

/// The lists of every subset of at most `stored` numbers (the others stay empty). Counts one
/// unit of work per value made; stops early (returns `None`) when the budget runs out.
pub fn build_lists(numbers: &[u32], stored: u32, work: &Work) -> Option<Vec<List>> {
    let n = numbers.len();
    let full = (1usize << n) - 1;
    let mut lists: Vec<List> = (0..=full).map(|_| List::default()).collect();
    let mut masks: Vec<usize> = (1..=full).filter(|m| m.count_ones() <= stored).collect();
    masks.sort_by_key(|m| (m.count_ones(), *m));
    let mut cand: Vec<Entry> = Vec::new();
    for mask in masks {
        cand.clear();
        if mask.count_ones() == 1 {
            let i = mask.trailing_zeros() as usize;
            push_wrapped(&mut cand, Num::whole(numbers[i]), 0, How::Leaf(i as u8));
        } else {
            splits(mask, |x, y| {
                for (l, r) in [(x, y), (y, x)] {
                    let (lv, rv) = (&lists[l], &lists[r]);
                    for (li, a) in lv.ents.iter().enumerate() {
                        for op in OPS {
                            // + and × are symmetric: one order is enough.
                            if matches!(op, BinOp::Add | BinOp::Mul) && l != x {
                                continue;
                            }
                            for (ri, b) in rv.ents.iter().enumerate() {
                                if let Some(v) = apply(op, a.num, b.num) {
                                    let how = How::Bin {
                                        op,
                                        l: l as u16,
                                        li: li as u32,
                                        r: r as u16,
                                        ri: ri as u32,
                                    };
                                    push_wrapped(&mut cand, v, a.size + b.size + 1, how);
                                }
                            }
                        }
                    }
                }
            });
        }
        if !work.spend(cand.len() as u64) {
            return None;
        }
        lists[mask] = List::build(&cand);
    }
    Some(lists)
}

/// The expression of a stored entry.
pub fn rebuild(lists: &[List], numbers: &[u32], mask: usize, idx: usize) -> Expr {
    let ent = lists[mask].ents[idx];
    let mut e = match ent.how {
        How::Leaf(i) => Expr::Num(numbers[i as usize]),
        How::Bin { op, l, li, r, ri } => Expr::bin(
            op,
            rebuild(lists, numbers, l as usize, li as usize),
            rebuild(lists, numbers, r as usize, ri as usize),
        ),
    };
    for _ in 0..ent.wraps {
        e = Expr::root(e);
    }
    e
}

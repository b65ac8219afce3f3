//! Meet in the middle: the whole set of values is never built. For each split of the numbers
//! into a stored part and a searched part, each stored value `a`, operation, side and number of
//! `√` around the result, the window of partners that could come within the best distance so
//! far is worked out (widened for rounding) and looked up by binary search. A searched part
//! larger than the stored subsets is searched the same way through its own splits.

use super::super::expr::{BinOp, Expr};
use super::float::{apply, pre, unwrap, Iv};
use super::lists::{rebuild, splits, List};
use super::top::{Cand, Top};
use super::{Work, MAX_NESTING, SIDES};

/// What the search reads.
pub struct Ctx<'a> {
    pub lists: &'a [List],
    pub numbers: &'a [u32],
    pub stored: u32,
    pub work: &'a Work,
}

impl Ctx<'_> {
    fn is_stored(&self, mask: usize) -> bool {
        mask.count_ones() <= self.stored
    }

    /// The part to iterate (stored, the smaller list) and the part to search.
    fn known_and_searched(&self, x: usize, y: usize) -> (usize, usize) {
        match (self.is_stored(x), self.is_stored(y)) {
            (true, true) if self.lists[y].ents.len() < self.lists[x].ents.len() => (y, x),
            (true, _) => (x, y),
            _ => (y, x),
        }
    }
}

/// `√` applied `w` times.
#[inline]
fn wrap(mut n: super::float::Num, w: u8) -> Option<super::float::Num> {
    for _ in 0..w {
        n = n.sqrt()?;
    }
    Some(n)
}

/// One way to finish a value: the stored entry `ki` of part `k`, an operation with it on the
/// left or on the right, and `w` square roots around the result.
#[derive(Clone, Copy)]
struct Step {
    k: usize,
    ki: usize,
    op: BinOp,
    a_left: bool,
    w: u8,
}

/// [`finish`] for a step with partners to look for in `ivs` (nothing to do without), after one
/// unit of work for the step; returns `false` when `f` asked to stop or the work budget ran out.
fn try_step(ctx: &Ctx, step: Step, s: usize, ivs: &[Iv], f: &mut dyn FnMut(&Cand) -> bool) -> bool {
    if ivs.is_empty() {
        return true;
    }
    if !ctx.work.spend(1) {
        return false;
    }
    finish(ctx, step, s, ivs, f)
}

/// Searches part `s` for partners in `ivs` and offers `f` every value `step` makes with them;
/// returns `false` when `f` asked to stop or the work budget ran out.
fn finish(ctx: &Ctx, step: Step, s: usize, ivs: &[Iv], f: &mut dyn FnMut(&Cand) -> bool) -> bool {
    let Step {
        k,
        ki,
        op,
        a_left,
        w,
    } = step;
    let a = &ctx.lists[k].ents[ki];
    search(ctx, s, ivs, &mut |b: &Cand| {
        let z = if a_left {
            apply(op, a.num, b.num)
        } else {
            apply(op, b.num, a.num)
        };
        let Some(z) = z.and_then(|z| wrap(z, w)) else {
            return true;
        };
        let build = || {
            let ea = rebuild(ctx.lists, ctx.numbers, k, ki);
            let eb = (b.build)();
            let mut e = if a_left {
                Expr::bin(op, ea, eb)
            } else {
                Expr::bin(op, eb, ea)
            };
            for _ in 0..w {
                e = Expr::root(e);
            }
            e
        };
        f(&Cand {
            num: z,
            size: a.size + b.size + 1 + u16::from(w),
            build: &build,
        })
    })
}

/// Calls `f` with every value of `mask` that may lie in one of `ivs`; returns `false` when `f`
/// asked to stop or the work budget ran out.
pub fn search(ctx: &Ctx, mask: usize, ivs: &[Iv], f: &mut dyn FnMut(&Cand) -> bool) -> bool {
    if ctx.is_stored(mask) {
        let list = &ctx.lists[mask];
        for &(lo, hi) in ivs {
            let range = list.range(lo, hi);
            if !ctx.work.spend(1 + range.len() as u64) {
                return false;
            }
            for i in range {
                let ent = &list.ents[i];
                let build = || rebuild(ctx.lists, ctx.numbers, mask, i);
                let c = Cand {
                    num: ent.num,
                    size: ent.size,
                    build: &build,
                };
                if !f(&c) {
                    return false;
                }
            }
        }
        return true;
    }
    let mut wrapped: Vec<Iv> = Vec::new();
    let mut inner: Vec<Iv> = Vec::new();
    let mut order: Vec<(usize, usize)> = Vec::new();
    splits(mask, |x, y| order.push(ctx.known_and_searched(x, y)));
    for w in 0..=MAX_NESTING {
        wrapped.clear();
        wrapped.extend(ivs.iter().filter_map(|&iv| unwrap(iv, w)));
        if wrapped.is_empty() {
            continue;
        }
        for &(k, s) in &order {
            let kl = &ctx.lists[k];
            for (ki, a) in kl.ents.iter().enumerate() {
                for (op, a_left) in SIDES {
                    inner.clear();
                    for &iv in &wrapped {
                        pre(op, a.num.v, a_left, iv, &mut inner);
                    }
                    let step = Step {
                        k,
                        ki,
                        op,
                        a_left,
                        w,
                    };
                    if !try_step(ctx, step, s, &inner, f) {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// The whole search for `full` (all the numbers) towards the target; returns `false` when it
/// stopped early (a 10 found, or the budget spent).
pub fn run(ctx: &Ctx, full: usize, top: &mut Top) -> bool {
    let tf = top_target(top);
    if full.count_ones() == 1 {
        let list = &ctx.lists[full];
        for (i, ent) in list.ents.iter().enumerate() {
            let build = || rebuild(ctx.lists, ctx.numbers, full, i);
            if !top.offer(&Cand {
                num: ent.num,
                size: ent.size,
                build: &build,
            }) {
                return false;
            }
        }
        return true;
    }
    // Splits of two stored parts first (they set a small best distance quickly), then the
    // others, smaller searched parts first.
    let mut order: Vec<(usize, usize)> = Vec::new();
    splits(full, |x, y| order.push(ctx.known_and_searched(x, y)));
    order.sort_by_key(|&(k, s)| (k.count_ones().max(s.count_ones()), s.count_ones()));
    let mut ivs: Vec<Iv> = Vec::new();
    for (k, s) in order {
        let kl = &ctx.lists[k];
        for (ki, a) in kl.ents.iter().enumerate() {
            for w in 0..=MAX_NESTING {
                for (op, a_left) in SIDES {
                    let d = top.radius();
                    let Some(y_iv) = unwrap((tf - d, tf + d), w) else {
                        continue;
                    };
                    ivs.clear();
                    pre(op, a.num.v, a_left, y_iv, &mut ivs);
                    let step = Step {
                        k,
                        ki,
                        op,
                        a_left,
                        w,
                    };
                    if !try_step(ctx, step, s, &ivs, &mut |c| top.offer(c)) {
                        return false;
                    }
                }
            }
        }
    }
    true
}

fn top_target(top: &Top) -> f64 {
    top.target_f64()
}

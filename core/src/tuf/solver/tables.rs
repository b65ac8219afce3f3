//! The solver's tables: for every multiset of number and fraction cubes, the values its cubes
//! can make as one product (a term: numbers joined by × and ÷, left to right) and as one side
//! (terms joined by + and −, each term possibly negated by raised minus cubes), with the shape of
//! each way (how many × and ÷ cubes, how many terms, how many of them negative), so that the
//! operator cubes can be counted exactly when two sides are paired.
//!
//! Each table entry is built from smaller multisets by taking out the part that holds the
//! multiset's first face: every product is that atom times (or divided into) a smaller product,
//! every sum that term plus or minus a smaller sum. Values are exact ([`Rat`]).

use super::atoms::{atoms, Atom};
use super::problem::Problem;
use super::values::Rat;

/// The shape of a product: numerator atoms (the first one needs no cube) and divisor atoms.
pub fn prod_shape(nn: u32, nd: u32) -> u32 {
    nn | nd << 8
}

/// Numerator and divisor atom counts of a product shape.
pub fn prod_parts(s: u32) -> (u32, u32) {
    (s & 0xff, s >> 8 & 0xff)
}

/// The shape of a side: × cubes, ÷ cubes, terms, negative terms.
pub fn side_shape(x: u32, d: u32, k: u32, n: u32) -> u32 {
    x | d << 6 | k << 12 | n << 18
}

/// × cubes, ÷ cubes, terms and negative terms of a side shape.
pub fn side_parts(s: u32) -> (u32, u32, u32, u32) {
    (s & 63, s >> 6 & 63, s >> 12 & 63, s >> 18 & 63)
}

/// The fewest minus cubes a side of `k` terms, `n` of them negative, needs when it uses `p`
/// plus cubes to join terms (the other joins are minus cubes; raised minuses fix the signs).
/// Any larger number of the same parity also works (two raised minuses cancel).
pub fn min_minus(k: u32, n: u32, p: u32) -> Option<u32> {
    if k == 0 || p + 1 > k {
        return None;
    }
    let r = k - 1 - p;
    Some(if n < k {
        n.max(2 * r - n.min(2 * r))
    } else {
        k
    })
}

/// The tables of one problem, filled on demand.
pub struct Tables {
    /// Atoms by multiset.
    pub atoms: Vec<Vec<Atom>>,
    /// Products by multiset: (value, product shape), sorted.
    pub prod: Vec<Vec<(Rat, u32)>>,
    /// Signed sums by (small) multiset: (value, side shape), sorted.
    pub side: Vec<Vec<(Rat, u32)>>,
    prod_done: Vec<bool>,
    side_done: Vec<bool>,
    lim: Limits,
    budget: u64,
    /// Whether some value was too large for the fast path and was left out.
    pub overflow: bool,
    /// Whether the work budget ran out before a table was complete.
    pub cut: bool,
    /// Whether the atoms are incomplete (an odd roll with very many number cubes).
    pub incomplete: bool,
    /// Work done (entries made).
    pub work: u64,
}

/// Operator limits of a problem.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// × and (×) cubes.
    pub x: u32,
    /// ÷ cubes.
    pub d: u32,
    /// + cubes.
    pub p: u32,
    /// − cubes.
    pub m: u32,
}

impl Limits {
    /// The operator cubes of a problem.
    pub fn of(p: &Problem) -> Limits {
        Limits {
            x: p.times.len().min(60) as u32,
            d: p.divide.len().min(60) as u32,
            p: p.plus.len().min(60) as u32,
            m: p.minus.len().min(60) as u32,
        }
    }

    /// Whether a group of terms of this shape could be part of an equation with these cubes:
    /// its × and ÷ cubes exist, and an equation of at most `p + m + 2` terms can hold it with
    /// at least one more term. (Its signs are judged when two groups are paired: a negative
    /// term may move to the other side.)
    pub fn group_fits(&self, x: u32, d: u32, k: u32) -> bool {
        x <= self.x && d <= self.d && k >= 1 && k <= self.p + self.m + 1
    }
}

fn finish(mut v: Vec<(Rat, u32)>) -> Vec<(Rat, u32)> {
    v.sort_unstable();
    v.dedup();
    v.shrink_to_fit();
    v
}

impl Tables {
    /// Empty tables for a problem; `budget` bounds the entries made.
    pub fn new(p: &Problem, budget: u64, longest_number: usize) -> Tables {
        let found = atoms(p, longest_number);
        let n = p.n_masks;
        let mut prod = vec![Vec::new(); n];
        let mut side = vec![Vec::new(); n];
        prod[0] = vec![(Rat::ONE, prod_shape(0, 0))];
        side[0] = vec![(Rat::ZERO, side_shape(0, 0, 0, 0))];
        let mut prod_done = vec![false; n];
        let mut side_done = vec![false; n];
        prod_done[0] = true;
        side_done[0] = true;
        Tables {
            atoms: found.atoms,
            prod,
            side,
            prod_done,
            side_done,
            lim: Limits::of(p),
            budget,
            overflow: found.overflow,
            cut: false,
            incomplete: found.cut,
            work: 0,
        }
    }

    /// Counts `n` values made; the search is cut once the budget is spent.
    fn spend(&mut self, n: usize) {
        self.work += n as u64;
        if self.work > self.budget {
            self.cut = true;
        }
    }

    /// Before a table of `mask` is filled: the subsets of `mask` that hold its lowest number,
    /// or what the fill answers without work: true when the table is `done` or `mask` holds no
    /// number, false once the budget ran out.
    fn subsets_to_fill(&self, done: bool, p: &Problem, mask: u32) -> Result<Vec<u32>, bool> {
        if done {
            return Err(true);
        }
        if self.cut {
            return Err(false);
        }
        let Some(low) = p.lowest(mask) else {
            return Err(true);
        };
        Ok(p.subs_with(mask, low))
    }

    /// The values a table step made, counted against the budget (and any overflow noted),
    /// sorted and without repeats for the table.
    fn counted(&mut self, out: Made) -> Vec<(Rat, u32)> {
        self.spend(out.values.len());
        self.overflow |= out.overflow;
        finish(out.values)
    }

    /// Fills the product table of `mask` (and of what it needs). False when the budget ran out.
    pub fn ensure_prod(&mut self, p: &Problem, mask: u32) -> bool {
        let subs = match self.subsets_to_fill(self.prod_done[mask as usize], p, mask) {
            Ok(subs) => subs,
            Err(filled) => return filled,
        };
        for &sub in &subs {
            if !self.atoms[sub as usize].is_empty() && !self.ensure_prod(p, mask - sub) {
                return false;
            }
        }
        let lim = self.lim;
        let mut out = Made::default();
        for &sub in &subs {
            let rest = (mask - sub) as usize;
            for a in &self.atoms[sub as usize] {
                for &(v, sh) in &self.prod[rest] {
                    let (nn, nd) = prod_parts(sh);
                    if nn < lim.x + 1 {
                        out.keep(v.times(a.value), prod_shape(nn + 1, nd));
                    }
                    if nd < lim.d && !a.value.is_zero() {
                        out.keep(v.over(a.value), prod_shape(nn, nd + 1));
                    }
                }
            }
        }
        self.prod[mask as usize] = self.counted(out);
        self.prod_done[mask as usize] = true;
        true
    }

    /// Fills the signed-sum table of `mask` (and what it needs). False when the budget ran out.
    pub fn ensure_side(&mut self, p: &Problem, mask: u32) -> bool {
        let subs = match self.subsets_to_fill(self.side_done[mask as usize], p, mask) {
            Ok(subs) => subs,
            Err(filled) => return filled,
        };
        for &sub in &subs {
            if !self.ensure_prod(p, sub) || !self.ensure_side(p, mask - sub) {
                return false;
            }
        }
        let lim = self.lim;
        let mut out = Made::default();
        for &sub in &subs {
            let rest = (mask - sub) as usize;
            for &(t, tsh) in &self.prod[sub as usize] {
                let (nn, nd) = prod_parts(tsh);
                if nn == 0 {
                    continue;
                }
                for &(s, ssh) in &self.side[rest] {
                    let (x, d, k, neg) = side_parts(ssh);
                    let (x, d, k) = (x + nn - 1, d + nd, k + 1);
                    if !lim.group_fits(x, d, k) {
                        continue;
                    }
                    out.keep(s.plus(t), side_shape(x, d, k, neg));
                    out.keep(s.minus(t), side_shape(x, d, k, neg + 1));
                }
            }
        }
        self.side[mask as usize] = self.counted(out);
        self.side_done[mask as usize] = true;
        true
    }
}

/// The values a table step made, with their shapes, and whether any overflowed.
#[derive(Default)]
struct Made {
    values: Vec<(Rat, u32)>,
    overflow: bool,
}

impl Made {
    /// Keeps a value with its shape, or notes that the arithmetic overflowed.
    fn keep(&mut self, value: Option<Rat>, shape: u32) {
        match value {
            Some(r) => self.values.push((r, shape)),
            None => self.overflow = true,
        }
    }
}

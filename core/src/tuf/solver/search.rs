//! The exact search: pairs two groups of signed terms whose sums cancel, best first.
//!
//! An equation `L = R` is a set of signed terms summing to zero (`L − R = 0`). Any such set
//! splits into two groups that are each either a single term or a sum over at most
//! `half = ⌈(2N − 2)/3⌉` of the `N` number and fraction cubes (put the terms, largest first, into
//! the lighter group; if one term is larger than `N − half`, it is a group alone). So the solver
//! tabulates every product over every multiset of cubes and every signed sum over the small
//! multisets ([`super::tables`]), and pairs a group `A` with a small group `B` whose value is
//! its negative. Pairs are visited in order of an upper bound on the equation's cube value (all
//! their cubes, plus every operator cube they could still use, plus the equals cube), so the
//! first value reached with no better bound left is optimal: that is the proof.

use super::atoms::Atom;
use super::plan::{EquationPlan, TermPlan};
use super::problem::Problem;
use super::signs::{split_totals, SignTable, Split};
use super::tables::{prod_parts, prod_shape, side_parts, side_shape, Limits, Tables};
use super::values::Rat;
use crate::tuf::settings::EquateZero;

/// One pairing of two groups of terms whose sums cancel.
#[derive(Debug, Clone, Copy)]
pub struct Candidate {
    /// The first group's cubes.
    pub a: u32,
    /// Whether the first group is a single term read from the product table.
    pub a_single: bool,
    /// The first group's signed sum.
    pub va: Rat,
    /// The first group's side shape.
    pub sa: u32,
    /// The second (small) group's cubes.
    pub b: u32,
    /// Its signed sum (the negative of `va`).
    pub vb: Rat,
    /// Its side shape.
    pub sb: u32,
    /// The cube value if the sides are not zero.
    pub value: i32,
    /// Plus and minus cubes used.
    pub signs: u32,
    /// A split of the terms into sides that uses them.
    pub split: Split,
}

/// The exact solver of one problem.
pub struct Exact<'p> {
    /// The problem.
    pub p: &'p Problem,
    /// Its tables.
    pub t: Tables,
    /// Its operator cubes.
    pub lim: Limits,
    /// Plus and minus cube totals by term signs.
    pub signs: SignTable,
    /// The largest small group.
    pub half: u32,
    /// Pairs ordered by bound: (bound, preference, a, b).
    pairs: Vec<(i32, i32, u32, u32)>,
    /// Whether the equals cube exists.
    has_equals: bool,
}

/// Whether a search should go on.
pub enum Flow {
    /// Keep visiting candidates whose bound is at least this.
    Continue(i32),
    /// Stop now.
    Stop,
}

fn find_range(list: &[(Rat, u32)], v: Rat) -> &[(Rat, u32)] {
    let lo = list.partition_point(|e| e.0 < v);
    let hi = lo + list[lo..].partition_point(|e| e.0 == v);
    &list[lo..hi]
}

fn has(list: &[(Rat, u32)], v: Rat, sh: u32) -> bool {
    list.binary_search(&(v, sh)).is_ok()
}

impl<'p> Exact<'p> {
    /// Builds the tables within a work budget (entries made).
    pub fn new(p: &'p Problem, budget: u64, longest_number: usize) -> Exact<'p> {
        let n = p.size(p.full());
        let half = (2 * n).saturating_sub(2).div_ceil(3).max(1);
        let t = Tables::new(p, budget, longest_number);
        let lim = Limits::of(p);
        let signs = SignTable::new(&lim);
        let ops = (lim.x + lim.d + lim.p + lim.m) as i32;
        let mut pairs = Vec::new();
        {
            for b in 1..p.n_masks as u32 {
                let sb = p.size(b);
                if sb > half {
                    continue;
                }
                let rest = p.full() - b;
                for a in p.subs_of(rest) {
                    if a == 0 || (p.size(a) <= half && a < b) {
                        continue;
                    }
                    let cubes = (p.size(a) + sb) as i32;
                    let bound = p.weight(a) + p.weight(b) + 1 + ops.min(cubes - 2 + lim.m as i32);
                    // At equal bounds: two small groups first, the most balanced first.
                    let sa = p.size(a);
                    let single = i32::from(sa > half);
                    let balance = (sa as i32 - sb as i32).abs();
                    pairs.push((bound, -(single * 100 + balance), a, b));
                }
            }
        }
        pairs.sort_unstable_by(|x, y| y.cmp(x));
        Exact {
            p,
            t,
            lim,
            signs,
            half,
            pairs,
            has_equals: !p.equals.is_empty(),
        }
    }

    /// Whether the tables are complete (no budget cut, no value too large).
    pub fn complete(&self) -> bool {
        !self.t.cut && !self.t.overflow && !self.t.incomplete && !self.p.skipped
    }

    /// Visits candidates best bound first, with cube values at most `cap`. `visit` returns how
    /// to go on.
    pub fn scan(&mut self, cap: i32, mut visit: impl FnMut(&Exact<'_>, &Candidate) -> Flow) {
        if !self.has_equals {
            return;
        }
        let mut threshold = i32::MIN;
        for idx in 0..self.pairs.len() {
            let (bound, _, a, b) = self.pairs[idx];
            if bound < threshold {
                return;
            }
            let base = self.p.weight(a) + self.p.weight(b) + 1;
            if base > cap {
                continue;
            }
            let ok = self.t.ensure_side(self.p, b)
                && if self.p.size(a) <= self.half {
                    self.t.ensure_side(self.p, a)
                } else {
                    self.t.ensure_prod(self.p, a)
                };
            if !ok {
                return;
            }
            let candidates = self.pair_candidates(a, b, base, cap);
            for c in &candidates {
                match visit(self, c) {
                    Flow::Continue(t) => threshold = t,
                    Flow::Stop => return,
                }
            }
        }
    }

    fn pair_candidates(&self, a: u32, b: u32, base: i32, cap: i32) -> Vec<Candidate> {
        let mut out = Vec::new();
        {
            let small = &self.t.side[b as usize];
            let a_small = self.p.size(a) <= self.half;
            let mut i = 0;
            while i < small.len() {
                let vb = small[i].0;
                let mut j = i;
                while j < small.len() && small[j].0 == vb {
                    j += 1;
                }
                let want = vb.negated();
                // Matches in the first group.
                let mut matches: Vec<(Rat, u32)> = Vec::new();
                if a_small {
                    matches.extend_from_slice(find_range(&self.t.side[a as usize], want));
                } else {
                    let prod = &self.t.prod[a as usize];
                    for (neg, tv) in [(false, want), (true, vb)] {
                        for &(_, ps) in find_range(prod, tv) {
                            let (nn, nd) = prod_parts(ps);
                            if nn == 0 {
                                continue;
                            }
                            matches.push((want, side_shape(nn - 1, nd, 1, u32::from(neg))));
                        }
                    }
                }
                for &(_, sb) in &small[i..j] {
                    let (xb, db, kb, nb) = side_parts(sb);
                    for &(va, sa) in &matches {
                        let (xa, da, ka, na) = side_parts(sa);
                        let (x, d) = (xa + xb, da + db);
                        if x > self.lim.x || d > self.lim.d {
                            continue;
                        }
                        let fixed = base + (x + d) as i32;
                        if fixed > cap {
                            continue;
                        }
                        let Some((signs, split)) =
                            self.signs.best(ka + kb, na + nb, (cap - fixed) as u32)
                        else {
                            continue;
                        };
                        out.push(Candidate {
                            a,
                            a_single: !a_small,
                            va,
                            sa,
                            b,
                            vb,
                            sb,
                            value: fixed + signs as i32,
                            signs,
                            split,
                        });
                    }
                }
                i = j;
            }
        }
        out.sort_by_key(|c| std::cmp::Reverse(c.value));
        out
    }

    // ---- Reconstruction -------------------------------------------------------------------

    fn prod_entries(&self, mask: u32) -> &[(Rat, u32)] {
        &self.t.prod[mask as usize]
    }

    /// Every way (up to `limit`) to write `v` as a product over exactly `mask` with the shape.
    pub fn products(&self, mask: u32, v: Rat, nn: u32, nd: u32, limit: usize) -> Vec<TermPlan> {
        let mut out = Vec::new();
        let mut num = Vec::new();
        let mut den = Vec::new();
        self.products_rec(mask, v, nn, nd, &mut num, &mut den, &mut out, limit);
        out
    }

    #[allow(clippy::too_many_arguments)]
    fn products_rec(
        &self,
        mask: u32,
        v: Rat,
        nn: u32,
        nd: u32,
        num: &mut Vec<Atom>,
        den: &mut Vec<Atom>,
        out: &mut Vec<TermPlan>,
        limit: usize,
    ) {
        if out.len() >= limit {
            return;
        }
        if mask == 0 {
            if v == Rat::ONE && nn == 0 && nd == 0 {
                out.push(TermPlan {
                    negative: false,
                    num: num.clone(),
                    den: den.clone(),
                });
            }
            return;
        }
        let Some(low) = self.p.lowest(mask) else {
            return;
        };
        for sub in self.p.subs_with(mask, low) {
            let rest = mask - sub;
            for a in &self.t.atoms[sub as usize] {
                if nn >= 1 {
                    let targets: Vec<Rat> = if a.value.is_zero() {
                        if v.is_zero() {
                            let want = prod_shape(nn - 1, nd);
                            let mut vs: Vec<Rat> = self
                                .prod_entries(rest)
                                .iter()
                                .filter(|e| e.1 == want)
                                .map(|e| e.0)
                                .collect();
                            vs.dedup();
                            vs
                        } else {
                            Vec::new()
                        }
                    } else {
                        v.over(a.value).into_iter().collect()
                    };
                    for r in targets {
                        if has(self.prod_entries(rest), r, prod_shape(nn - 1, nd)) {
                            num.push(a.clone());
                            self.products_rec(rest, r, nn - 1, nd, num, den, out, limit);
                            num.pop();
                        }
                    }
                }
                if nd >= 1 && !a.value.is_zero() {
                    if let Some(r) = v.times(a.value) {
                        if has(self.prod_entries(rest), r, prod_shape(nn, nd - 1)) {
                            den.push(a.clone());
                            self.products_rec(rest, r, nn, nd - 1, num, den, out, limit);
                            den.pop();
                        }
                    }
                }
            }
        }
    }

    /// Every way (up to `limit`) to write `v` as a signed sum over exactly `mask` (a small
    /// multiset) with the side shape.
    pub fn sums(&self, mask: u32, v: Rat, shape: u32, limit: usize) -> Vec<Vec<TermPlan>> {
        let mut out = Vec::new();
        let mut terms = Vec::new();
        self.sums_rec(mask, v, shape, &mut terms, &mut out, limit);
        out
    }

    fn sums_rec(
        &self,
        mask: u32,
        v: Rat,
        shape: u32,
        terms: &mut Vec<TermPlan>,
        out: &mut Vec<Vec<TermPlan>>,
        limit: usize,
    ) {
        if out.len() >= limit {
            return;
        }
        if mask == 0 {
            if v.is_zero() && shape == side_shape(0, 0, 0, 0) {
                out.push(terms.clone());
            }
            return;
        }
        let (x, d, k, n) = side_parts(shape);
        if k == 0 {
            return;
        }
        let Some(low) = self.p.lowest(mask) else {
            return;
        };
        for sub in self.p.subs_with(mask, low) {
            let rest = mask - sub;
            for &(t, ts) in self.prod_entries(sub) {
                let (nn, nd) = prod_parts(ts);
                if nn == 0 || nn - 1 > x || nd > d {
                    continue;
                }
                for neg in [false, true] {
                    if neg && n == 0 {
                        continue;
                    }
                    let rest_shape = side_shape(x - (nn - 1), d - nd, k - 1, n - u32::from(neg));
                    let s = if neg { v.plus(t) } else { v.minus(t) };
                    let Some(s) = s else { continue };
                    if !has(&self.t.side[rest as usize], s, rest_shape) {
                        continue;
                    }
                    for mut term in self.products(sub, t, nn, nd, limit) {
                        term.negative = neg;
                        terms.push(term);
                        self.sums_rec(rest, s, rest_shape, terms, out, limit);
                        terms.pop();
                        if out.len() >= limit {
                            return;
                        }
                    }
                }
            }
        }
    }

    /// The terms of a candidate's two groups (every way, up to `limit`), with their signs in
    /// the zero sum.
    pub fn candidate_terms(&self, c: &Candidate, limit: usize) -> Vec<Vec<TermPlan>> {
        let firsts: Vec<Vec<TermPlan>> = if c.a_single {
            let (x, d, _, n) = side_parts(c.sa);
            let t = if n == 1 { c.va.negated() } else { c.va };
            self.products(c.a, t, x + 1, d, limit)
                .into_iter()
                .map(|mut term| {
                    term.negative = n == 1;
                    vec![term]
                })
                .collect()
        } else {
            self.sums(c.a, c.va, c.sa, limit)
        };
        let seconds = self.sums(c.b, c.vb, c.sb, limit);
        let mut out = Vec::new();
        for f in &firsts {
            for s in &seconds {
                let mut all = f.clone();
                all.extend(s.iter().cloned());
                out.push(all);
                if out.len() >= limit {
                    return out;
                }
            }
        }
        out
    }

    /// Lays a candidate's terms into two sides with the candidate's split (equating to zero
    /// is judged by the caller).
    pub fn plan_with_split(terms: &[TermPlan], split: &Split) -> EquationPlan {
        // The first `left_pos` positive and `left_neg` negative terms go left.
        let (mut lp, mut ln) = (split.left_pos, split.left_neg);
        let goes_left = |_: usize, t: &TermPlan| {
            let left = if t.negative { &mut ln } else { &mut lp };
            let goes = *left > 0;
            *left = left.saturating_sub(1);
            goes
        };
        EquationPlan::two_sides(terms, goes_left, split.plus, split.minus)
    }

    /// The best way to split these terms into sides, judging equating to zero: every subset
    /// for the left side is tried. Returns the cube value of the operator part (plus and minus
    /// cubes, less a penalty) and the plan, or `None` when no split is allowed.
    pub fn best_split_judged(
        &self,
        terms: &[TermPlan],
        sign_cap: i32,
    ) -> Option<(i32, EquationPlan)> {
        let t = terms.len();
        if !(2..=16).contains(&t) {
            return None;
        }
        let vals: Vec<Rat> = terms
            .iter()
            .map(super::plan::term_value)
            .collect::<Option<Vec<_>>>()?;
        let mut best: Option<(i32, EquationPlan)> = None;
        for set in 1u32..(1 << t) - 1 {
            let mut sum = Rat::ZERO;
            let (mut kl, mut nl, mut kr, mut nr) = (0, 0, 0, 0);
            for (i, term) in terms.iter().enumerate() {
                if set >> i & 1 == 1 {
                    kl += 1;
                    nl += u32::from(term.negative);
                    sum = sum.plus(vals[i])?;
                } else {
                    kr += 1;
                    nr += u32::from(!term.negative);
                }
            }
            let zero = sum.is_zero();
            let penalty = match (zero, self.p.settings.equate_zero) {
                (true, EquateZero::Disallowed) => continue,
                (true, EquateZero::Penalty) => 2,
                _ => 0,
            };
            for (total, plus, minus) in split_totals(&self.lim, kl, nl, kr, nr) {
                let score = total as i32 - penalty;
                if total as i32 > sign_cap || best.as_ref().is_some_and(|b| b.0 >= score) {
                    continue;
                }
                best = Some((
                    score,
                    EquationPlan::two_sides(terms, |i, _| set >> i & 1 == 1, plus, minus),
                ));
            }
        }
        best
    }
}

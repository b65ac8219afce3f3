//! Tail lists of a term inside a product (after `×` or `÷`): grouped by what the factors
//! make.

use super::automaton::Auto;
use super::fractions::{fold, reduce, Fold};
use super::search::Search;
use super::squares::{reach, Square};
use super::tail_keys::{
    group, narrow, pick_in_group, Entry, Group, Look, Path, ProductList, TailKey, Tails,
};
use crate::arith::Op;
use crate::crossword::line::MAX_NUMBER;
use crate::crossword::pieces::Piece;
use std::sync::Arc;

impl Search {
    /// [`Search::tails_for`] just after `t ×` or `t ÷` (`t` the term so far): a tail adds
    /// `±t·P + R` to the balance, `P` what its factors make (a fraction when a ÷ is among
    /// them) and `R` what follows the term. The tails are listed once per held multiset, shape,
    /// side, sign and operation, grouped by `P` (see [`ProductList`]); the tails
    /// picked are those of every `P` that makes `t·P` whole with `need − ±t·P` as their `R`.
    /// The listing drops every check that depends on `t` (each division exact, the term's
    /// size, the sum never negative), so it only lists more tails than are legal. With
    /// `listed_only`, [`Tails::Unlisted`] when the list is not made yet.
    pub(super) fn product_tails_for(
        &mut self,
        sq: &[Square],
        i: usize,
        a: &Auto,
        key: TailKey,
        op: Op,
        listed_only: bool,
    ) -> Tails {
        // The list does not depend on the term's sign.
        let key = TailKey {
            side: a.eqs * 2 + if op == Op::Div { 8 } else { 4 },
            ..key
        };
        let (Ok(t), Ok(need)) = (i64::try_from(a.signed_term()), i64::try_from(a.need())) else {
            return Tails::Walk;
        };
        let ix = match self.products.get(&key) {
            Some(&ix) => ix as usize,
            None if listed_only => return Tails::Unlisted,
            None => self.list_products(sq, i, key, a.eqs, op),
        };
        self.pick_groups(ix, |g| {
            let (num, den) = (g.a, g.b);
            let Some(x) = t.checked_mul(num) else {
                return Look::Walk;
            };
            let q = if den == 1 {
                x
            } else if x % den != 0 {
                return Look::Skip;
            } else {
                x / den
            };
            need.checked_sub(q).map_or(Look::Walk, Look::Pick)
        })
    }

    /// Picks into `picked` the tails of each group of the product, number or factor list at
    /// `ix` whose value is what `look` makes of the group: [`Tails::Dead`] when there are
    /// none, [`Tails::Walk`] when the list could not be made or `look` says so.
    pub(super) fn pick_groups(&mut self, ix: usize, mut look: impl FnMut(&Group) -> Look) -> Tails {
        let Some((groups, rs)) = self.product_lists[ix].as_ref() else {
            return Tails::Walk;
        };
        self.picked.clear();
        for (j, g) in groups.iter().enumerate() {
            match look(g) {
                // Most look-ups fall outside every group: the group's tails are found only
                // for those inside it.
                Look::Pick(x) if g.lo <= x && x <= g.hi => {
                    let start = j.checked_sub(1).map_or(0, |p| groups[p].end as usize);
                    pick_in_group(&rs[start..g.end as usize], x, &mut self.picked);
                }
                Look::Pick(_) | Look::Skip => {}
                Look::Walk => return Tails::Walk,
            }
        }
        if self.picked.is_empty() {
            Tails::Dead
        } else {
            Tails::Listed
        }
    }

    /// The key of the tails of a term inside a product laid from square `i` after a `×` or `÷`
    /// (`op`; `eqs` the side) with the pieces held now; `None` when they are not listed.
    pub(super) fn product_key(&self, i: usize, eqs: u8, op: Op) -> Option<TailKey> {
        let key = self.sign_key(i, eqs, false)?;
        Some(TailKey {
            side: eqs * 2 + if op == Op::Div { 8 } else { 4 },
            ..key
        })
    }

    /// Lists the tails of `key` (a term inside a product, laid from square `i` after `op`;
    /// `eqs` the side) unless they are listed already; where the list is in `product_lists`.
    pub(super) fn list_products(
        &mut self,
        sq: &[Square],
        i: usize,
        key: TailKey,
        eqs: u8,
        op: Op,
    ) -> usize {
        self.product_slot(key, |s, out, wild| {
            let start = (None, (1, 1), op);
            s.product_tails(sq, i, start, eqs, Path::EMPTY, out, wild);
        })
    }

    /// Where the product, number or factor list of `key` is in `product_lists`, made first if
    /// there is none yet: `list` puts its tails in the vector and sets the flag when one cannot
    /// be listed, and they are then grouped ([`group`]).
    pub(super) fn product_slot(
        &mut self,
        key: TailKey,
        list: impl FnOnce(&mut Self, &mut Vec<Entry>, &mut bool),
    ) -> usize {
        if let Some(&ix) = self.products.get(&key) {
            return ix as usize;
        }
        let v = match self.store.get(&key) {
            Some(v) => v,
            None => {
                let mut out = self.spare_products.pop().unwrap_or_default();
                let mut wild = false;
                list(self, &mut out, &mut wild);
                let v: Arc<ProductList> = Arc::new(group(&mut out, wild));
                self.spare_products.push(out);
                self.store.put(key, &v);
                v
            }
        };
        let ix = self.product_lists.len();
        self.product_lists.push(v);
        self.products.insert(key, ix as u32);
        ix
    }

    /// The tails of a term inside a product laid from square `i` after a `×` or `÷` (`op`),
    /// from their list, once the factors before it make `f`: each gives `(f·P, R)` and the
    /// pieces `path` then its own. Returns false when they are not listed (the caller walks
    /// them instead).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn after_factor(
        &mut self,
        sq: &[Square],
        i: usize,
        op: Op,
        eqs: u8,
        f: (i128, i128),
        path: Path,
        out: &mut Vec<Entry>,
        wild: &mut bool,
    ) -> bool {
        let Some(key) = self.product_key(i, eqs, op) else {
            return false;
        };
        let ix = self.list_products(sq, i, key, eqs, op);
        let Some((groups, rs)) = self.product_lists[ix].as_ref() else {
            return false;
        };
        let mut start = 0;
        for g in groups {
            let rs = &rs[start..g.end as usize];
            start = g.end as usize;
            // A group's head is reduced already (every `P` is folded reduced), so with no
            // factor before it (`f` is 1, the common case) it is `P` as it stands.
            let p = if f == (1, 1) {
                (i128::from(g.a), i128::from(g.b))
            } else {
                match (
                    f.0.checked_mul(i128::from(g.a)),
                    f.1.checked_mul(i128::from(g.b)),
                ) {
                    (Some(n), Some(d)) => reduce(n, d),
                    _ => {
                        *wild = true;
                        return true;
                    }
                }
            };
            let (Some(pn), Some(den)) = (narrow(p.0, wild), narrow(p.1, wild)) else {
                return true;
            };
            for &(r, tail) in rs {
                let Some(tail) = path.then(Path(tail)) else {
                    *wild = true;
                    return true;
                };
                out.push((pn, den, r, tail.0));
            }
        }
        true
    }

    /// Every tail of a term inside a product laid from square `i`: `num` the number being read
    /// (and its digits), `p` what the factors folded so far make (numerator, denominator), `op`
    /// the × or ÷ waiting for the number, `eqs` the side, `path` the tail's pieces so far. Each
    /// tail that can end as a true equation gives `(P, R)` (see [`Search::product_tails_for`])
    /// and its pieces; `wild` is set when one cannot be listed (the list is then not used).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn product_tails(
        &mut self,
        sq: &[Square],
        i: usize,
        at: (Option<(i128, u8)>, (i128, i128), Op),
        eqs: u8,
        path: Path,
        out: &mut Vec<Entry>,
        wild: &mut bool,
    ) {
        let (num, p, op) = at;
        self.count_node();
        let step = |s: &mut Self, piece: Piece, out: &mut Vec<Entry>, wild: &mut bool| {
            let (end_ok, go_on) = reach(sq, i + 1);
            let Some(path) = path.with(piece) else {
                *wild = true;
                return;
            };
            if let Piece::Digit(d) = piece {
                let n = match num {
                    Some((n, digits)) => {
                        if digits == 1 && n == 0 && !s.rules.leading_zeros {
                            return;
                        }
                        let m = n * 10 + i128::from(d);
                        if m > MAX_NUMBER {
                            return;
                        }
                        (m, digits.saturating_add(1))
                    }
                    None => (i128::from(d), 1),
                };
                if end_ok && eqs == 1 {
                    match fold(p, op, n.0) {
                        Fold::Ok(f) => {
                            if let (Some(a), Some(b)) = (narrow(f.0, wild), narrow(f.1, wild)) {
                                out.push((a, b, 0, path.0));
                            }
                        }
                        Fold::Refused => {}
                        Fold::Overflow => *wild = true,
                    }
                }
                if go_on {
                    s.product_tails(sq, i + 1, (Some(n), p, op), eqs, path, out, wild);
                }
                return;
            }
            let Some((n, _)) = num else {
                return;
            };
            let f = match fold(p, op, n) {
                Fold::Ok(f) => f,
                Fold::Refused => return,
                Fold::Overflow => {
                    *wild = true;
                    return;
                }
            };
            if !go_on {
                return;
            }
            if let Piece::Times | Piece::Divide = piece {
                let op = if piece == Piece::Times {
                    Op::Mul
                } else {
                    Op::Div
                };
                if !s.after_factor(sq, i + 1, op, eqs, f, path, out, wild) {
                    s.product_tails(sq, i + 1, (None, f, op), eqs, path, out, wild);
                }
                return;
            }
            let mut rs = s.spare_tails.pop().unwrap_or_default();
            s.after_term(sq, i + 1, piece, eqs, path, &mut rs, wild);
            if !rs.is_empty() {
                if let (Some(a), Some(b)) = (narrow(f.0, wild), narrow(f.1, wild)) {
                    out.extend(rs.iter().map(|&(r, path)| (a, b, r, path)));
                }
            }
            rs.clear();
            s.spare_tails.push(rs);
        };
        // Just after the × or ÷, only a digit.
        self.each_piece(sq.get(i), num.is_none(), |s, p| step(s, p, out, wild));
    }
}

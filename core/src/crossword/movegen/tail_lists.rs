//! Tail lists: the tails the held pieces can lay after a sign, listed once per held multiset,
//! shape of the squares ahead, side and sign, each built from the lists after its own signs;
//! a prefix looks up the tails that balance it and lays only those.

use super::automaton::{Auto, Last};
use super::search::Search;
use super::squares::{reach, Square};
use super::tail_keys::{
    narrow, pick, Path, Tail, TailKey, TailList, Tails, TAIL_HELD, TAIL_OFFSET,
};
use crate::crossword::board::Direction;
use crate::crossword::equation::EquationRules;
use crate::crossword::pieces::Piece;
use crate::kit::grid::Cell;
use std::sync::Arc;

impl Search {
    /// What the tail lists say about a prefix whose automaton is at `a`, just after a `+`,
    /// `−`, `=`, `×` or `÷`, with the next square `i`, when at most [`TAIL_HELD`] pieces are
    /// held. The tails the held pieces can lay from square `i` (crossing the laid pieces in the
    /// way) are listed once per held multiset, shape of the squares ahead, side and sign, with
    /// what each adds to the balance; the tails that give the balance the prefix needs are
    /// looked up among them and put in `picked` (the walk then lays those and nothing else).
    /// What a tail adds does not depend on the prefix (the sums aside), so thousands of
    /// prefixes share one list.
    ///
    /// With `listed_only`, a list this thread has not made or fetched yet is not made:
    /// [`Tails::Unlisted`] (nor is a factor list asked for: its asks are counted only for
    /// prefixes the bounds keep). The walk asks so first, and checks the bounds only when no
    /// made list answers: a made list answers exactly, so the bounds can only agree with it.
    pub(super) fn tails_for(
        &mut self,
        sq: &[Square],
        i: usize,
        a: &Auto,
        listed_only: bool,
    ) -> Tails {
        let Some(held) = self.held_key else {
            return Tails::Walk;
        };
        if self.held_count > TAIL_HELD || a.last == Last::Start || a.eqs > 1 {
            return Tails::Walk;
        }
        let Some(Some(shape)) = self
            .shapes
            .get(i * (TAIL_HELD as usize + 1) + self.held_count as usize)
            .copied()
        else {
            return Tails::Walk;
        };
        // The key of the sign lists; the others change its side.
        let key = TailKey {
            held,
            shape,
            side: a.eqs * 2 + u8::from(a.minus),
        };
        if a.last == Last::Digit {
            if self.nodes < self.lists_from {
                return Tails::Walk;
            }
            return match a.term_op {
                Some(_) if listed_only => Tails::Unlisted,
                Some(op) => self.factor_tails_for(sq, i, a, key, op),
                None => self.number_tails_for(sq, i, a, key, listed_only),
            };
        }
        if let Some(op) = a.term_op {
            // Small searches do not repay the listing.
            if self.nodes < self.lists_from {
                return Tails::Walk;
            }
            return self.product_tails_for(sq, i, a, key, op, listed_only);
        }
        let ix = match self.tails.get(&key) {
            Some(&ix) => ix as usize,
            None if listed_only => return Tails::Unlisted,
            None => self.list_signs(sq, i, key, a.eqs, a.minus),
        };
        let Some(v) = self.tail_lists[ix].as_ref() else {
            return Tails::Walk;
        };
        let Ok(need) = i64::try_from(a.need()) else {
            return Tails::Dead;
        };
        self.picked.clear();
        pick(v, need, &mut self.picked);
        if self.picked.is_empty() {
            Tails::Dead
        } else {
            Tails::Listed
        }
    }

    /// The key of the tails laid from square `i` after a `+`, `−` or `=` (`eqs` the side,
    /// `minus` the sign) with the pieces held now; `None` when they are not listed.
    pub(super) fn sign_key(&self, i: usize, eqs: u8, minus: bool) -> Option<TailKey> {
        let held = self.held_key?;
        if self.held_count > TAIL_HELD || eqs > 1 {
            return None;
        }
        let at = i * (TAIL_HELD as usize + 1) + self.held_count as usize;
        let shape = (*self.shapes.get(at)?)?;
        Some(TailKey {
            held,
            shape,
            side: eqs * 2 + u8::from(minus),
        })
    }

    /// Lists the tails of `key` (laid from square `i` after a `+`, `−` or `=`, `eqs` the side,
    /// `minus` the sign) unless they are listed already; where the list is in `tail_lists`.
    pub(super) fn list_signs(
        &mut self,
        sq: &[Square],
        i: usize,
        key: TailKey,
        eqs: u8,
        minus: bool,
    ) -> usize {
        if let Some(&ix) = self.tails.get(&key) {
            return ix as usize;
        }
        let start = Auto {
            last: Last::Sign,
            sum: TAIL_OFFSET,
            eqs,
            minus,
            ..Auto::START
        };
        let v = match self.store.get(&key) {
            Some(v) => v,
            None => {
                let mut out = self.spare_tails.pop().unwrap_or_default();
                let mut wild = false;
                self.tail_outcomes(sq, i, start, eqs == 1, Path::EMPTY, &mut out, &mut wild);
                let v: Arc<TailList> = Arc::new((!wild).then(|| {
                    // By value alone: no two tails are the same (see `TailList`).
                    out.sort_unstable_by_key(|t| t.0);
                    out.clone()
                }));
                out.clear();
                self.spare_tails.push(out);
                self.store.put(key, &v);
                v
            }
        };
        let ix = self.tail_lists.len();
        self.tail_lists.push(v);
        self.tails.insert(key, ix as u32);
        ix
    }

    /// The tails laid from square `i` after a `+`, `−` or `=` (`eqs` the side after it, `minus`
    /// its sign), from their list: each gives `base + r` (`base − r` when `flip`) and the
    /// pieces `path` then its own. Returns false when they are not listed (the caller walks
    /// them instead). Listing a tail thus reuses the lists of the tails after its signs.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn after_sign(
        &mut self,
        sq: &[Square],
        i: usize,
        eqs: u8,
        minus: bool,
        base: i128,
        flip: bool,
        path: Path,
        out: &mut Vec<Tail>,
        wild: &mut bool,
    ) -> bool {
        let Some(key) = self.sign_key(i, eqs, minus) else {
            return false;
        };
        let ix = self.list_signs(sq, i, key, eqs, minus);
        let Some(v) = self.tail_lists[ix].as_ref() else {
            return false;
        };
        for &(r, tail) in v {
            let r = i128::from(r);
            let (Some(p), Some(v)) = (
                path.then(Path(tail)),
                narrow(if flip { base - r } else { base + r }, wild),
            ) else {
                *wild = true;
                return true;
            };
            out.push((v, p.0));
        }
        true
    }

    /// The tails after a `+`, `−` or `=` laid on square `i − 1` by a tail of a term (`eqs` the
    /// side before it): what each adds after the term (with the right member counted negative
    /// when the `=` is the sign) and its pieces (`path` then its own).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn after_term(
        &mut self,
        sq: &[Square],
        i: usize,
        sign: Piece,
        eqs: u8,
        path: Path,
        out: &mut Vec<Tail>,
        wild: &mut bool,
    ) {
        let (side, minus, flip) = match sign {
            Piece::Plus | Piece::Minus => (eqs, sign == Piece::Minus, false),
            Piece::Equals if eqs == 0 => (1, false, true),
            Piece::Equals => {
                if self.rules.chains {
                    *wild = true;
                }
                return;
            }
            _ => return,
        };
        if self.after_sign(sq, i, side, minus, 0, flip, path, out, wild) {
            return;
        }
        let auto = Auto {
            last: Last::Sign,
            sum: TAIL_OFFSET,
            eqs: side,
            minus,
            left: if flip { 2 * TAIL_OFFSET } else { 0 },
            ..Auto::START
        };
        self.tail_outcomes(sq, i, auto, eqs == 1, path, out, wild);
    }

    /// Calls `f` with each piece `square` can take in a tail: its laid piece, or each kind the
    /// supply still holds (taken from the supply while `f` runs; only the digits when
    /// `digits_only`). The walk's counts of what is held ([`Search::held`]) are left as they
    /// are: a listing never reads them, and it gives back every piece it takes.
    pub(super) fn each_piece(
        &mut self,
        square: Option<&Square>,
        digits_only: bool,
        mut f: impl FnMut(&mut Self, Piece),
    ) {
        match square {
            Some(Square::Cross(p)) => f(self, *p),
            Some(Square::Open) => {
                for j in 0..self.kinds_to_try(digits_only) {
                    let k = self.kinds[j];
                    if self.supply[k] == 0 {
                        continue;
                    }
                    let one = self.key_one[k];
                    self.supply[k] -= 1;
                    self.held_count -= 1;
                    self.held_key = self.held_key.map(|h| h - one);
                    f(self, Piece::ALL[k]);
                    self.supply[k] += 1;
                    self.held_count += 1;
                    self.held_key = self.held_key.map(|h| h + one);
                }
            }
            _ => {}
        }
    }

    /// What a line ending with the automaton at `e` adds to the balance, if it is a true end:
    /// `right`, the tail began after the `=`.
    pub(super) fn outcome(mut e: Auto, right: bool, rules: EquationRules) -> Option<i128> {
        if e.last == Last::Digit
            && e.eqs == 1
            && e.close_number(rules).is_some()
            && e.commit().is_some()
        {
            Some(if right {
                e.sum - TAIL_OFFSET
            } else {
                e.left - TAIL_OFFSET - e.sum
            })
        } else {
            None
        }
    }

    /// Every tail laid from square `i` with the automaton at `auto` (started from
    /// [`TAIL_OFFSET`]): what each tail that ends as a true equation adds to the balance, with
    /// its pieces (`path` those laid before square `i`). `right`: the tail began after the `=`;
    /// `wild` is set when a tail is too long to keep.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn tail_outcomes(
        &mut self,
        sq: &[Square],
        i: usize,
        auto: Auto,
        right: bool,
        path: Path,
        out: &mut Vec<Tail>,
        wild: &mut bool,
    ) {
        self.count_node();
        let step = |s: &mut Self, p: Piece, out: &mut Vec<Tail>, wild: &mut bool| {
            let Some(a) = auto.push(p, s.rules) else {
                return;
            };
            let Some(path) = path.with(p) else {
                *wild = true;
                return;
            };
            if a.last == Last::Sign && a.term_op.is_none() {
                // After `+`, `−` or `=`: the tails from here are listed once for every tail.
                let (base, flip) = if right || a.eqs == 0 {
                    (a.sum - TAIL_OFFSET, false)
                } else {
                    (a.left - TAIL_OFFSET - a.sum, true)
                };
                if s.after_sign(sq, i + 1, a.eqs, a.minus, base, flip, path, out, wild) {
                    return;
                }
            }
            let (end_ok, go_on) = reach(sq, i + 1);
            if end_ok {
                if let Some(v) = Self::outcome(a, right, s.rules) {
                    let Some(v) = narrow(v, wild) else {
                        return;
                    };
                    out.push((v, path.0));
                }
            }
            if go_on {
                s.tail_outcomes(sq, i + 1, a, right, path, out, wild);
            }
        };
        let digits_only = auto.last != Last::Digit;
        self.each_piece(sq.get(i), digits_only, |s, p| step(s, p, out, wild));
    }

    /// Lays each tail of `picked` after the prefix in `line` (its automaton at `a`, the tail
    /// from square `i`) and emits those that end as a true equation: the tails were listed
    /// without the prefix, so each is read again from `a`, as the walk would have.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn lay_tails(
        &mut self,
        cells: &[Cell],
        sq: &[Square],
        dir: Direction,
        start: usize,
        i: usize,
        a: Auto,
        crossed: usize,
        placed: usize,
    ) {
        let picked = std::mem::take(&mut self.picked);
        let base = self.line.len();
        for &path in &picked {
            if !self.tick() {
                break;
            }
            let path = Path(path);
            let (mut auto, mut crossed, mut placed) = (Some(a), crossed, placed);
            for j in 0..path.len() {
                let p = path.piece(j);
                match sq.get(i + j) {
                    Some(Square::Cross(q)) if *q == p => crossed += 1,
                    Some(Square::Open) => placed += 1,
                    _ => auto = None,
                }
                auto = auto.and_then(|x| x.push(p, self.rules));
                self.line.push(p);
            }
            let end_ok = matches!(
                sq.get(i + path.len()),
                None | Some(Square::Open | Square::Closed)
            );
            if end_ok && crossed > 0 && placed > 0 && auto.is_some_and(|x| x.accepts(self.rules)) {
                self.emit(cells[start], dir, crossed, placed);
            }
            self.line.truncate(base);
        }
        self.picked = picked;
    }
}

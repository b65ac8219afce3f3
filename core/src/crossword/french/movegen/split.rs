//! A member with many empty squares, not tabled whole: one term, or split at its last `+` or
//! `−` into a shorter member and one term, one side listed and the other looked up by the
//! value it must have.

use super::state::{Cut, Kind, Part, Search};
use super::windows::Window;
use crate::crossword::french::reading::Value;
use crate::crossword::pieces::{Counts, Piece};
use num_traits::{CheckedMul, CheckedSub};

/// Members with more empty squares than this are split at their last `+` or `−` rather than
/// tabled whole.
pub(super) const MATERIALISED: usize = 5;

impl Search<'_> {
    /// Whether a member is split rather than tabled: many empty squares, and no home-made
    /// tile (brackets would hide a `+` or `−` from the split) in the rack or the stretch.
    pub(super) fn splittable(&self, w: &Window, (a, b): (usize, usize)) -> bool {
        let home_made =
            |p: Piece| matches!(p, Piece::Open | Piece::Close | Piece::Root | Piece::Power);
        self.empties(w, (a, b)) > MATERIALISED
            && !Piece::ALL
                .iter()
                .any(|p| home_made(*p) && self.rack[p.index()] > 0)
            && !w.cells[a..b]
                .iter()
                .any(|c| self.board.piece(*c).is_some_and(home_made))
    }

    /// Member `i`, squares `a..b`, worth `target`, without its table: either one term (no
    /// `+` or `−` between terms: [`Search::term`]), or a member `a..c`, then a `+` or `−` at
    /// `c` (its last one) and one term `c + 1..b`: a member worth `target` is then a member
    /// worth `target ∓ term` and a term (the side with fewer values to walk listed, the other looked
    /// up by value; a head still too long is split again; a term long enough to be looked up
    /// by value is, each head listed). Each filling of the member has one last `+` or `−`
    /// between terms, so each is found once.
    pub(super) fn split(
        &mut self,
        cut: Cut<'_>,
        i: usize,
        (a, b): (usize, usize),
        target: Value,
        left: Counts,
        chosen: &mut Vec<(usize, Part)>,
    ) -> bool {
        if !self.term(cut, i, (a, b), Some(&target), left, chosen) {
            return false;
        }
        let w = cut.w;
        for c in a + 1..b.saturating_sub(1) {
            let ops = self.signs(w, c, [Piece::Plus, Piece::Minus], &left);
            if ops.is_empty() {
                continue;
            }
            // The term's table (none when it is looked up by value) and the head's (none when
            // it is split again).
            let (tail, head) = if self.lookup_term(w, (c + 1, b)) && !self.splittable(w, (a, c)) {
                let Some(h) = self.table(w, a, c, Kind::Member) else {
                    return false;
                };
                (None, Some(h))
            } else {
                let Some(tail) = self.table(w, c + 1, b, Kind::Term) else {
                    return false;
                };
                if self.tables[tail].groups.is_empty() {
                    continue;
                }
                let head = if self.splittable(w, (a, c)) {
                    None
                } else {
                    let Some(h) = self.table(w, a, c, Kind::Member) else {
                        return false;
                    };
                    if self.tables[h].groups.is_empty() {
                        continue;
                    }
                    Some(h)
                };
                (Some(tail), head)
            };
            for (op, after) in ops {
                let sign = Value::from_integer(if op == Piece::Plus { 1 } else { -1 });
                // The side with fewer values to walk is listed (the values within the other
                // side's bounds, when both sides are tabled and bounded; else the side with
                // fewer groups): the terms, unless the heads have fewer.
                let listed_tail = tail.filter(|t| {
                    head.is_none_or(|h| {
                        let terms = self.within(Some(h), &target, &sign, true);
                        let heads = self.within(Some(*t), &target, &sign, false);
                        match (terms, heads) {
                            (Some((a, b)), Some((c, d))) => {
                                self.tables[*t].count_within(&a, &b)
                                    <= self.tables[h].count_within(&c, &d)
                            }
                            _ => self.tables[*t].groups.len() <= self.tables[h].groups.len(),
                        }
                    })
                });
                let go = match (listed_tail, head) {
                    (Some(tail), _) => {
                        // Each term, then the head worth `target − sign × term`.
                        let need = |s: &mut Self, term: Option<Value>| {
                            let need = term
                                .and_then(|t| t.checked_mul(&sign))
                                .and_then(|t| target.checked_sub(&t));
                            s.may_meet(head, need)
                        };
                        // Heads lie between their table's bounds: terms too far off are
                        // not walked.
                        let within = self.within(head, &target, &sign, true);
                        self.for_runs(tail, &after, false, within, need, |s, g, need, rest| {
                            let with = [(c, Part::Tile(op)), (c + 1, Part::Group(tail, g))];
                            s.with_parts(chosen, &with, |s, chosen| match (head, need) {
                                (None, Some(need)) => s.split(cut, i, (a, c), need, rest, chosen),
                                (Some(h), _) => {
                                    s.groups(cut, i, (h, a), need.as_ref(), rest, chosen)
                                }
                                // A term worth anything, or a value too large to subtract: the
                                // head tabled, every group of it.
                                (None, None) => match s.table(w, a, c, Kind::Member) {
                                    Some(h) => s.groups(cut, i, (h, a), None, rest, chosen),
                                    None => false,
                                },
                            })
                        })
                    }
                    (_, Some(h)) => {
                        // Each head, then the term worth `sign × (target − head)`.
                        let need = |s: &mut Self, value: Option<Value>| {
                            let need = value
                                .and_then(|h| target.checked_sub(&h))
                                .and_then(|d| d.checked_mul(&sign));
                            s.may_meet(tail, need)
                        };
                        // Terms lie between their table's bounds: heads too far off are not
                        // walked.
                        let within = self.within(tail, &target, &sign, false);
                        self.for_runs(h, &after, false, within, need, |s, g, need, rest| {
                            let with = [(a, Part::Group(h, g)), (c, Part::Tile(op))];
                            s.with_parts(chosen, &with, |s, chosen| {
                                s.term(cut, i, (c + 1, b), need.as_ref(), rest, chosen)
                            })
                        })
                    }
                    // Not reached: a member with no table of its term has one of its head.
                    (None, None) => true,
                };
                if !go {
                    return false;
                }
            }
        }
        true
    }
}

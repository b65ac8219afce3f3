//! A stretch cut every way into members at `=` squares, and the lines of one cut: the members'
//! tables, then for each value of the one with the fewest values, the groups of that value in
//! the others (or a split member, [`super::split`]) whose tiles the rack holds together.

use super::state::{Cut, Kind, Part, Search, Slot};
use super::windows::Window;
use crate::crossword::french::reading::Value;
use crate::crossword::pieces::{Counts, Piece};

impl Search<'_> {
    /// Searches a stretch of two or more squares: every way to cut it into members at `=`
    /// squares, then, member tables in hand, every line whose members share a value and whose
    /// tiles the rack holds. `false` when the search stops (the budget, or the first lay found).
    pub(super) fn window(&mut self, w: &Window) -> bool {
        let mut spans = Vec::new();
        self.cuts(w, 0, self.rack, &mut spans)
    }

    /// The cuts from square `a` of the stretch on, with the rack's `left` (less the `=` the
    /// cuts before take); `spans` holds the members so far.
    pub(super) fn cuts(
        &mut self,
        w: &Window,
        a: usize,
        left: Counts,
        spans: &mut Vec<(usize, usize)>,
    ) -> bool {
        let n = w.cells.len();
        let eq = Piece::Equals.index();
        for b in a + 1..=n {
            if self.board.piece(w.cells[b - 1]) == Some(Piece::Equals) {
                break;
            }
            let mut after = left;
            if b < n {
                // Room for the next member after the `=`.
                if b + 1 >= n {
                    continue;
                }
                match self.board.piece(w.cells[b]) {
                    Some(Piece::Equals) => {}
                    Some(_) => continue,
                    None => {
                        if after[eq] == 0 || !self.cross_ok(w.cells[b], w.dir, Piece::Equals) {
                            continue;
                        }
                        after[eq] -= 1;
                    }
                }
            }
            spans.push((a, b));
            let go = if b == n {
                spans.len() < 2 || self.combine(w, spans, after)
            } else {
                self.cuts(w, b + 1, after, spans)
            };
            spans.pop();
            if !go {
                return false;
            }
        }
        true
    }

    /// The lines of one cut: the members' tables (the fewest empty squares first, stopping at
    /// one with no filling; a member with more than [`super::split::MATERIALISED`] empty squares is not
    /// tabled but split, see [`Search::split`]), then, for each value of the table with the
    /// fewest values, the groups of that value in every member whose tiles the rack's `left`
    /// holds together.
    pub(super) fn combine(&mut self, w: &Window, spans: &[(usize, usize)], left: Counts) -> bool {
        let mut order: Vec<usize> = (0..spans.len()).collect();
        order.sort_by_key(|i| self.empties(w, spans[*i]));
        let mut slots = vec![Slot::Split; spans.len()];
        for (k, &i) in order.iter().enumerate() {
            // The member with the fewest empty squares is always tabled: it leads.
            if k > 0 && self.splittable(w, spans[i]) {
                continue;
            }
            let (a, b) = spans[i];
            let Some(t) = self.table(w, a, b, Kind::Member) else {
                return false;
            };
            if self.tables[t].groups.is_empty() {
                return true;
            }
            slots[i] = Slot::Table(t);
        }
        // The tabled member with the fewest values (and none worth anything) leads.
        let lead = slots
            .iter()
            .filter_map(|s| match s {
                Slot::Table(t) if !self.tables[*t].has_any() => Some(*t),
                _ => None,
            })
            .min_by_key(|t| self.tables[*t].value_count());
        let mut chosen = Vec::with_capacity(2 * spans.len());
        match lead {
            Some(lead) => {
                let values = self.tables[lead].values();
                for v in values {
                    if !self.spend() {
                        return false;
                    }
                    let cut = Cut {
                        w,
                        spans,
                        slots: &slots,
                        v: Some(&v),
                    };
                    if !self.pick(cut, 0, left, &mut chosen) {
                        return false;
                    }
                }
                true
            }
            None => {
                // Every member may be worth anything (not with this game's tiles): every
                // member tabled, every combination tried.
                for (i, &(a, b)) in spans.iter().enumerate() {
                    let Some(t) = self.table(w, a, b, Kind::Member) else {
                        return false;
                    };
                    slots[i] = Slot::Table(t);
                }
                let cut = Cut {
                    w,
                    spans,
                    slots: &slots,
                    v: None,
                };
                self.pick(cut, 0, left, &mut chosen)
            }
        }
    }

    /// Chooses member `i` on, each worth the cut's value, within `left`; with every member
    /// chosen, the lines they make.
    pub(super) fn pick(
        &mut self,
        cut: Cut<'_>,
        i: usize,
        left: Counts,
        chosen: &mut Vec<(usize, Part)>,
    ) -> bool {
        let w = cut.w;
        let (Some(&(a, b)), Some(&slot)) = (cut.spans.get(i), cut.slots.get(i)) else {
            let mut parts = chosen.clone();
            parts.sort_by_key(|(at, _)| *at);
            let mut line = Vec::with_capacity(w.cells.len());
            return self.emit(w, &parts, 0, &mut line);
        };
        // The `=` after the member, unless it is the last.
        let equals = [(b, Part::Tile(Piece::Equals))];
        let equals = if b < w.cells.len() { &equals[..] } else { &[] };
        self.with_parts(chosen, equals, |s, chosen| match (slot, cut.v) {
            (Slot::Split, Some(v)) => s.split(cut, i, (a, b), *v, left, chosen),
            (Slot::Table(t), v) => s.groups(cut, i, (t, a), v, left, chosen),
            // Not reached: a member is split only when another leads with a value.
            (Slot::Split, None) => true,
        })
    }

    /// The groups of table `t` (at square `a`) worth `target` (anything when `None`) that
    /// `left` holds, each then member `i + 1` on.
    pub(super) fn groups(
        &mut self,
        cut: Cut<'_>,
        i: usize,
        (t, a): (usize, usize),
        target: Option<&Value>,
        left: Counts,
        chosen: &mut Vec<(usize, Part)>,
    ) -> bool {
        self.for_groups(t, target, &left, false, |s, g, _, rest| {
            s.with_parts(chosen, &[(a, Part::Group(t, g))], |s, chosen| {
                s.pick(cut, i + 1, rest, chosen)
            })
        })
    }
}

//! The search's state (the board, the rack, the cross-checks, the tables built, the lays
//! found) and its budget of tiles tried, with the steps every part of the search shares:
//! spending a tile, walking a table's groups (one by one or by runs of one value), adding a
//! line's parts, the signs a square may hold.

use super::windows::Window;
use super::Lay;
use crate::crossword::board::{Board, Direction};
use crate::crossword::french::members::{holds, MemberTable};
use crate::crossword::french::reading::{check_line, Value};
use crate::crossword::french::tiles::Layout;
use crate::crossword::line::run_through;
use crate::crossword::pieces::{Counts, Piece, KINDS};
use crate::kit::grid::Cell;
use num_traits::{CheckedAdd, CheckedSub, Signed};
use std::collections::{HashMap, HashSet};

pub(super) struct Search<'a> {
    pub(super) board: &'a Board,
    pub(super) layout: Layout,
    pub(super) budget: u64,
    pub(super) nodes: u64,
    /// Per direction of the stretch, square (row-major) and tile kind: unknown, allowed,
    /// refused by the crossing line.
    pub(super) cross: [Vec<[u8; KINDS]>; 2],
    pub(super) seen: HashSet<Vec<(Cell, Piece)>>,
    pub(super) lays: Vec<Lay>,
    pub(super) stop_at_first: bool,
    /// The whole rack.
    pub(super) rack: Counts,
    /// The member tables built so far, and where each stretch's is (direction, line, first
    /// and last square + 1 in the line).
    pub(super) tables: Vec<MemberTable>,
    pub(super) table_of: HashMap<(bool, u8, u8, u8, Kind), usize>,
    /// The tables by the stretch's shape (stretches of one shape have the same fillings).
    pub(super) table_of_shape: HashMap<Vec<u32>, usize>,
    /// About how many bytes the tables hold.
    pub(super) stored: usize,
    /// The tiles of the factors looked up by value for the line being put together
    /// ([`Part::Run`]).
    pub(super) runs: Vec<Piece>,
    /// Tiles tried looking up each long term by value (direction, line, first and last square
    /// + 1 in the line), until it is cheaper to table it ([`Search::lookup_term`]).
    pub(super) lookups: HashMap<(bool, u8, u8, u8), u64>,
    /// Tiles tried in look-ups by value so far.
    pub(super) probes: u64,
}

/// What a member table lists: whole members, terms (no `+` between numbers, a `−` only where
/// a number is due), or factors (one number, a `−` before it or not).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Kind {
    Member,
    Term,
    Factor,
}

/// Where a member of a cut comes from: its table, or split ([`Search::split`]).
#[derive(Debug, Clone, Copy)]
pub(super) enum Slot {
    Table(usize),
    Split,
}

/// A piece of a line being put together: a group of a table (each of its fillings in turn),
/// one tile (an `=`, or the sign a split member or term turns on), or a factor looked up by
/// value (where its tiles start in [`Search::runs`], and how many).
#[derive(Debug, Clone, Copy)]
pub(super) enum Part {
    Group(usize, usize),
    Tile(Piece),
    Run(usize, usize),
}

/// A cut of a stretch into members, being filled for one common value: the stretch, each
/// member's squares and where it comes from, and the value (`None` when no member's values are
/// listed: every member tabled, every combination tried).
#[derive(Clone, Copy)]
pub(super) struct Cut<'c> {
    pub(super) w: &'c Window,
    pub(super) spans: &'c [(usize, usize)],
    pub(super) slots: &'c [Slot],
    pub(super) v: Option<&'c Value>,
}

impl Search<'_> {
    pub(super) fn cross_ok(&mut self, cell: Cell, dir: Direction, p: Piece) -> bool {
        let idx = usize::from(cell.row) * usize::from(self.board.cols()) + usize::from(cell.col);
        let table = usize::from(dir == Direction::Down);
        let Some(slot) = self.cross[table].get(idx).map(|a| a[p.index()]) else {
            return false;
        };
        if slot != 0 {
            return slot == 1;
        }
        let other = dir.other();
        let before = self
            .board
            .step(cell, other, -1)
            .filter(|n| self.board.piece(*n).is_some());
        let after = self
            .board
            .step(cell, other, 1)
            .filter(|n| self.board.piece(*n).is_some());
        let ok = if before.is_none() && after.is_none() {
            true
        } else {
            let mut line = before
                .map(|b| run_through(self.board, b, other).1)
                .unwrap_or_default();
            line.push(p);
            if let Some(a) = after {
                line.extend(run_through(self.board, a, other).1);
            }
            check_line(&line).is_ok()
        };
        if let Some(a) = self.cross[table].get_mut(idx) {
            a[p.index()] = if ok { 1 } else { 2 };
        }
        ok
    }

    /// Counts one tile tried; `false` once the budget is spent.
    pub(super) fn spend(&mut self) -> bool {
        self.nodes += 1;
        self.nodes < self.budget
    }

    /// [`Search::spend`] for a tile tried while looking a term up by value (counted apart too,
    /// [`Search::lookup_term`]).
    pub(super) fn probe(&mut self) -> bool {
        self.probes += 1;
        self.spend()
    }

    /// Each group of table `t` that may be worth `target` (every group when `None`), one tile
    /// tried each (`probe`: in a look-up by value), and for each whose tiles `left` holds,
    /// `each(search, group, its value, what is left of the rack)`. `false` when the search
    /// stops.
    pub(super) fn for_groups(
        &mut self,
        t: usize,
        target: Option<&Value>,
        left: &Counts,
        probe: bool,
        mut each: impl FnMut(&mut Self, usize, Option<Value>, Counts) -> bool,
    ) -> bool {
        for g in self.tables[t].groups_for(target) {
            let go = if probe { self.probe() } else { self.spend() };
            if !go {
                return false;
            }
            let group = &self.tables[t].groups[g];
            if !holds(left, &group.used) {
                continue;
            }
            let (value, rest) = (group.value, less(*left, &group.used));
            if !each(self, g, value, rest) {
                return false;
            }
        }
        true
    }

    /// Every group of table `t`, by runs of one value (any value first): `need(search, value)`
    /// says what the run's value asks of the rest of the member (`None` when the other side
    /// surely has nothing to meet it: the run is passed over, one tile tried), then, one tile
    /// tried each, `each(search, group, the need, what is left of the rack)` for each group of
    /// the run whose tiles `left` holds (`probe`: tiles of a look-up by value). `false` when the
    /// search stops.
    pub(super) fn for_runs(
        &mut self,
        t: usize,
        left: &Counts,
        probe: bool,
        within: Option<(Value, Value)>,
        mut need: impl FnMut(&mut Self, Option<Value>) -> Option<Option<Value>>,
        mut each: impl FnMut(&mut Self, usize, Option<Value>, Counts) -> bool,
    ) -> bool {
        // The runs walked: every one, or (`within`, when the table has no group worth
        // anything and some value outside `lo..=hi`) those of the values from `lo` to `hi`,
        // found at the cost of one tile.
        let inside = |(lo, hi): &(Value, Value), (a, b): (Value, Value)| lo <= &a && &b <= hi;
        let starts: Option<Vec<usize>> = match within {
            Some((lo, hi))
                if !self.tables[t].has_any()
                    && !self.tables[t]
                        .bounds()
                        .is_some_and(|b| inside(&(lo, hi), b)) =>
            {
                if !(if probe { self.probe() } else { self.spend() }) {
                    return false;
                }
                Some(self.tables[t].runs_within(&lo, &hi).collect())
            }
            _ => None,
        };
        let len = self.tables[t].groups.len();
        let mut g = 0;
        let mut at = 0;
        loop {
            let run = match &starts {
                Some(starts) => match starts.get(at) {
                    Some(&start) => self.tables[t].run_from(start),
                    None => break,
                },
                None if g < len => self.tables[t].run_from(g),
                None => break,
            };
            at += 1;
            g = run.end;
            let value = self.tables[t].groups[run.start].value;
            let Some(wanted) = need(self, value) else {
                if !(if probe { self.probe() } else { self.spend() }) {
                    return false;
                }
                continue;
            };
            for k in run {
                if !(if probe { self.probe() } else { self.spend() }) {
                    return false;
                }
                let group = &self.tables[t].groups[k];
                if !holds(left, &group.used) {
                    continue;
                }
                let rest = less(*left, &group.used);
                if !each(self, k, wanted, rest) {
                    return false;
                }
            }
        }
        true
    }

    /// The values a split member's listed side may take (the terms when `terms`, else the
    /// heads) for the other side's need, `target − sign × term` or `sign × (target − head)`
    /// (`sign` ±1), to lie between the least and the greatest value of the other side's table
    /// `other` (none when it may be worth anything).
    pub(super) fn within(
        &self,
        other: Option<usize>,
        target: &Value,
        sign: &Value,
        terms: bool,
    ) -> Option<(Value, Value)> {
        let (lo, hi) = self.tables[other?].bounds()?;
        if sign.is_positive() {
            Some((target.checked_sub(&hi)?, target.checked_sub(&lo)?))
        } else if terms {
            Some((lo.checked_sub(target)?, hi.checked_sub(target)?))
        } else {
            Some((target.checked_add(&lo)?, target.checked_add(&hi)?))
        }
    }

    /// `need` for [`Search::for_runs`], unless table `other` (the other side, when it is
    /// tabled) surely has no group worth it.
    pub(super) fn may_meet(
        &self,
        other: Option<usize>,
        need: Option<Value>,
    ) -> Option<Option<Value>> {
        match (other, need) {
            (Some(t), Some(n)) if !self.tables[t].may_be(&n) => None,
            _ => Some(need),
        }
    }

    /// `then`, with `parts` added to the chosen parts of the line (and taken off after).
    pub(super) fn with_parts(
        &mut self,
        chosen: &mut Vec<(usize, Part)>,
        parts: &[(usize, Part)],
        then: impl FnOnce(&mut Self, &mut Vec<(usize, Part)>) -> bool,
    ) -> bool {
        let at = chosen.len();
        chosen.extend_from_slice(parts);
        let go = then(self, chosen);
        chosen.truncate(at);
        go
    }

    /// The signs of `pair` square `c` may hold: the one on the board, or each that the rack's
    /// `left` holds and the line across allows; each with what it leaves of the rack.
    pub(super) fn signs(
        &mut self,
        w: &Window,
        c: usize,
        pair: [Piece; 2],
        left: &Counts,
    ) -> Vec<(Piece, Counts)> {
        let cell = w.cells[c];
        match self.board.piece(cell) {
            Some(p) if pair.contains(&p) => vec![(p, *left)],
            Some(_) => Vec::new(),
            None => pair
                .into_iter()
                .filter(|p| left[p.index()] > 0 && self.cross_ok(cell, w.dir, *p))
                .map(|p| {
                    let mut after = *left;
                    after[p.index()] -= 1;
                    (p, after)
                })
                .collect(),
        }
    }

    pub(super) fn empties(&self, w: &Window, (a, b): (usize, usize)) -> usize {
        (a..b)
            .filter(|i| self.board.piece(w.cells[*i]).is_none())
            .count()
    }

    /// The key of squares `a..b` of a stretch in its line.
    pub(super) fn span_key(
        &self,
        w: &Window,
        (a, b): (usize, usize),
    ) -> Option<(bool, u8, u8, u8)> {
        Some((
            w.dir == Direction::Down,
            w.line,
            w.start + u8::try_from(a).ok()?,
            w.start + u8::try_from(b).ok()?,
        ))
    }
}

/// The rack's `left` less `used`.
pub(super) fn less(mut left: Counts, used: &Counts) -> Counts {
    for (l, u) in left.iter_mut().zip(used) {
        *l -= u;
    }
    left
}

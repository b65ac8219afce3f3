//! Every lay for a rack (the French game): each stretch of a line that is joined to the board
//! (or covers the centre on the first play) and has at most as many empty squares as the rack
//! has tiles. An empty square with tiles next to it across the line takes only the tiles that
//! make that crossing line true (the cross-check, computed once per square and tile), and two
//! grey tiles rule 14 forbids side by side are never tried.
//!
//! A line is true exactly when a reading of each of its members gives one common value, so a
//! stretch is cut every way into members at `=` squares (an `=` on the board, or one from the
//! rack where its crossing line allows it), and each member is filled on its own: every
//! filling of a stretch as a member is read once (the same shape of stretch, same tiles on
//! the board and same cross-checks, shares one table: [`super::members`]) and grouped by value
//! and tiles used. For each value of the member with the fewest values, the groups of that
//! value in the other members whose tiles the rack holds together make the lines, each then
//! checked whole by [`check_lay`], the rules' own check (after `balance`'s quick test). A
//! member with many empty squares is not tabled whole but split at its last `+` or `−`: a
//! shorter member and one term (a term has no `+` or `−` between numbers), one looked up by
//! the value the other leaves. Stretches are searched fewest empty squares first, so a search
//! cut short by its budget (tiles tried while filling tables, groups tried, lines read) has
//! looked at the short plays (extensions among them) first. Tables are dropped between
//! stretches once they hold about [`TABLES_BYTES`].
//! Transformations (rule 11) are not generated.

use super::balance::surely_false;
use super::members::{holds, Builder, MemberTable};
use super::numbers::{factors_worth, Square};
use super::play::{centre, check_lay};
use super::reading::Value;
use super::reading::{check_line, may_end, may_follow, may_start};
use super::tiles::Layout;
use crate::crossword::board::{Board, Direction, Placement};
use crate::crossword::line::run_through;
use crate::crossword::pieces::{counts_of, Counts, Piece, KINDS};
use crate::kit::grid::Cell;
use num_traits::{CheckedDiv, CheckedMul, CheckedSub, Zero};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};

/// A legal lay and its points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lay {
    /// The stretch laid (tiles already there included).
    pub placement: Placement,
    /// The tiles it puts down.
    pub new: Vec<(Cell, Piece)>,
    /// Its points.
    pub points: i64,
}

/// What a search found.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Generated {
    /// The lays found, each once.
    pub lays: Vec<Lay>,
    /// The budget ran out before every stretch was searched.
    pub truncated: bool,
    /// Tiles tried.
    pub nodes: u64,
}

struct Window {
    dir: Direction,
    /// The line's index (its row across, its column down) and where the stretch starts in it.
    line: u8,
    start: u8,
    cells: Vec<Cell>,
    empties: usize,
}

fn windows(board: &Board, rack_len: usize) -> Vec<Window> {
    let mut out = Vec::new();
    let empty_board = board.is_empty();
    let mid = centre(board);
    for dir in Direction::BOTH {
        let (lines, len) = match dir {
            Direction::Across => (board.rows(), board.cols()),
            Direction::Down => (board.cols(), board.rows()),
        };
        for l in 0..lines {
            let cell = |i: u8| match dir {
                Direction::Across => Cell::new(l, i),
                Direction::Down => Cell::new(i, l),
            };
            for s in 0..len {
                if s > 0 && board.piece(cell(s - 1)).is_some() {
                    continue;
                }
                let mut empties = 0;
                for e in s..len {
                    if board.piece(cell(e)).is_none() {
                        empties += 1;
                    }
                    if empties > rack_len {
                        break;
                    }
                    if e + 1 < len && board.piece(cell(e + 1)).is_some() {
                        continue;
                    }
                    if empties == 0 {
                        continue;
                    }
                    let cells: Vec<Cell> = (s..=e).map(cell).collect();
                    // A single new tile is the same play across and down: taken across only.
                    if empties == 1 && cells.len() == 1 && dir == Direction::Down {
                        continue;
                    }
                    let joined = if empty_board {
                        cells.contains(&mid) && cells.len() >= 2
                    } else {
                        cells.iter().any(|c| board.piece(*c).is_some())
                            || cells.iter().any(|c| {
                                [-1, 1].iter().any(|by| {
                                    board
                                        .step(*c, dir.other(), *by)
                                        .is_some_and(|n| board.piece(n).is_some())
                                })
                            })
                    };
                    if joined {
                        out.push(Window {
                            dir,
                            line: l,
                            start: s,
                            cells,
                            empties,
                        });
                    }
                }
            }
        }
    }
    out.sort_by_key(|w| (w.empties, w.cells.len()));
    out
}

struct Search<'a> {
    board: &'a Board,
    layout: Layout,
    budget: u64,
    nodes: u64,
    /// Per direction of the stretch, square (row-major) and tile kind: unknown, allowed,
    /// refused by the crossing line.
    cross: [Vec<[u8; KINDS]>; 2],
    seen: HashSet<Vec<(Cell, Piece)>>,
    lays: Vec<Lay>,
    stop_at_first: bool,
    /// The whole rack.
    rack: Counts,
    /// The member tables built so far, and where each stretch's is (direction, line, first
    /// and last square + 1 in the line).
    tables: Vec<MemberTable>,
    table_of: HashMap<(bool, u8, u8, u8, Kind), usize>,
    /// The tables by the stretch's shape (stretches of one shape have the same fillings).
    table_of_shape: HashMap<Vec<u32>, usize>,
    /// About how many bytes the tables hold.
    stored: usize,
    /// The tiles of the factors looked up by value for the line being put together
    /// ([`Part::Run`]).
    runs: Vec<Piece>,
    /// Tiles tried looking up each long term by value (direction, line, first and last square
    /// + 1 in the line), until it is cheaper to table it ([`Search::lookup_term`]).
    lookups: HashMap<(bool, u8, u8, u8), u64>,
    /// Tiles tried in look-ups by value so far.
    probes: u64,
}

/// What a member table lists: whole members, terms (no `+` between numbers, a `−` only where
/// a number is due), or factors (one number, a `−` before it or not).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Kind {
    Member,
    Term,
    Factor,
}

/// Members with more empty squares than this are split at their last `+` or `−` rather than
/// tabled whole.
const MATERIALISED: usize = 5;

/// Where a member of a cut comes from: its table, or split ([`Search::split`]).
#[derive(Debug, Clone, Copy)]
enum Slot {
    Table(usize),
    Split,
}

/// A piece of a line being put together: a group of a table (each of its fillings in turn),
/// one tile (an `=`, or the sign a split member or term turns on), or a factor looked up by
/// value (where its tiles start in [`Search::runs`], and how many).
#[derive(Debug, Clone, Copy)]
enum Part {
    Group(usize, usize),
    Tile(Piece),
    Run(usize, usize),
}

/// A cut of a stretch into members, being filled for one common value: the stretch, each
/// member's squares and where it comes from, and the value (`None` when no member's values are
/// listed: every member tabled, every combination tried).
#[derive(Clone, Copy)]
struct Cut<'c> {
    w: &'c Window,
    spans: &'c [(usize, usize)],
    slots: &'c [Slot],
    v: Option<&'c Value>,
}

/// A long term is looked up by value until its look-ups have tried about the arrangements of
/// its squares over this many tiles (then it is tabled).
const LOOKUP_SHARE: f64 = 16.0;

/// The most bytes the member tables may hold before they are dropped (between stretches).
const TABLES_BYTES: usize = 64 << 20;

impl Search<'_> {
    fn cross_ok(&mut self, cell: Cell, dir: Direction, p: Piece) -> bool {
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
    fn spend(&mut self) -> bool {
        self.nodes += 1;
        self.nodes < self.budget
    }

    /// [`Search::spend`] for a tile tried while looking a term up by value (counted apart too,
    /// [`Search::lookup_term`]).
    fn probe(&mut self) -> bool {
        self.probes += 1;
        self.spend()
    }

    /// Each group of table `t` that may be worth `target` (every group when `None`), one tile
    /// tried each (`probe`: in a look-up by value), and for each whose tiles `left` holds,
    /// `each(search, group, its value, what is left of the rack)`. `false` when the search
    /// stops.
    fn for_groups(
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
    fn for_runs(
        &mut self,
        t: usize,
        left: &Counts,
        probe: bool,
        mut need: impl FnMut(&mut Self, Option<Value>) -> Option<Option<Value>>,
        mut each: impl FnMut(&mut Self, usize, Option<Value>, Counts) -> bool,
    ) -> bool {
        let len = self.tables[t].groups.len();
        let mut g = 0;
        while g < len {
            let run = self.tables[t].run_from(g);
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

    /// `need` for [`Search::for_runs`], unless table `other` (the other side, when it is
    /// tabled) surely has no group worth it.
    fn may_meet(&self, other: Option<usize>, need: Option<Value>) -> Option<Option<Value>> {
        match (other, need) {
            (Some(t), Some(n)) if !self.tables[t].may_be(&n) => None,
            _ => Some(need),
        }
    }

    /// `then`, with `parts` added to the chosen parts of the line (and taken off after).
    fn with_parts(
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
    fn signs(
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

    /// Searches a stretch of two or more squares: every way to cut it into members at `=`
    /// squares, then, member tables in hand, every line whose members share a value and whose
    /// tiles the rack holds. `false` when the search stops (the budget, or the first lay found).
    fn window(&mut self, w: &Window) -> bool {
        let mut spans = Vec::new();
        self.cuts(w, 0, self.rack, &mut spans)
    }

    /// The cuts from square `a` of the stretch on, with the rack's `left` (less the `=` the
    /// cuts before take); `spans` holds the members so far.
    fn cuts(
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
    /// one with no filling; a member with more than [`MATERIALISED`] empty squares is not
    /// tabled but split, see [`Search::split`]), then, for each value of the table with the
    /// fewest values, the groups of that value in every member whose tiles the rack's `left`
    /// holds together.
    fn combine(&mut self, w: &Window, spans: &[(usize, usize)], left: Counts) -> bool {
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

    fn empties(&self, w: &Window, (a, b): (usize, usize)) -> usize {
        (a..b)
            .filter(|i| self.board.piece(w.cells[*i]).is_none())
            .count()
    }

    /// Whether a member is split rather than tabled: many empty squares, and no home-made
    /// tile (brackets would hide a `+` or `−` from the split) in the rack or the stretch.
    fn splittable(&self, w: &Window, (a, b): (usize, usize)) -> bool {
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

    /// Chooses member `i` on, each worth the cut's value, within `left`; with every member
    /// chosen, the lines they make.
    fn pick(
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
    fn groups(
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

    /// Member `i`, squares `a..b`, worth `target`, without its table: either one term (no
    /// `+` or `−` between terms: [`Search::term`]), or a member `a..c`, then a `+` or `−` at
    /// `c` (its last one) and one term `c + 1..b`: a member worth `target` is then a member
    /// worth `target ∓ term` and a term (the side with fewer groups listed, the other looked
    /// up by value; a head still too long is split again; a term long enough to be looked up
    /// by value is, each head listed). Each filling of the member has one last `+` or `−`
    /// between terms, so each is found once.
    fn split(
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
                // The side with fewer groups is listed: the terms, unless the head has fewer.
                let listed_tail = tail.filter(|t| {
                    head.is_none_or(|h| self.tables[*t].groups.len() <= self.tables[h].groups.len())
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
                        self.for_runs(tail, &after, false, need, |s, g, need, rest| {
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
                        self.for_runs(h, &after, false, need, |s, g, need, rest| {
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

    /// Whether a member or term is long enough to be looked up by value rather than tabled
    /// whole ([`Search::splittable`]), with no fraction bar in the rack or on its squares (a
    /// number looked up by value is digits and a point).
    fn looked_up(&self, w: &Window, (a, b): (usize, usize)) -> bool {
        self.splittable(w, (a, b))
            && self.rack[Piece::FractionBar.index()] == 0
            && !w.cells[a..b]
                .iter()
                .any(|c| self.board.piece(*c) == Some(Piece::FractionBar))
    }

    /// The key of squares `a..b` of a stretch in its line.
    fn span_key(&self, w: &Window, (a, b): (usize, usize)) -> Option<(bool, u8, u8, u8)> {
        Some((
            w.dir == Direction::Down,
            w.line,
            w.start + u8::try_from(a).ok()?,
            w.start + u8::try_from(b).ok()?,
        ))
    }

    /// Whether the term on squares `a..b` is looked up by value ([`Search::looked_up`]) rather
    /// than listed from its table: not while its table is built, nor once its look-ups have
    /// tried about as many tiles as listing its terms would (about the arrangements of its
    /// empty squares from the rack's digits, points and signs, over [`LOOKUP_SHARE`]).
    fn lookup_term(&self, w: &Window, (a, b): (usize, usize)) -> bool {
        if !self.looked_up(w, (a, b)) {
            return false;
        }
        let Some(key) = self.span_key(w, (a, b)) else {
            return false;
        };
        let (d, l, x, y) = key;
        if self.table_of.contains_key(&(d, l, x, y, Kind::Term)) {
            return false;
        }
        let mut usable = self.rack;
        for (k, p) in Piece::ALL.iter().enumerate() {
            if !(p.digit().is_some()
                || matches!(
                    p,
                    Piece::Point | Piece::Minus | Piece::Times | Piece::Divide
                ))
            {
                usable[k] = 0;
            }
        }
        let arrangements = arrangements(&usable, self.empties(w, (a, b)));
        (self.lookups.get(&key).copied().unwrap_or(0) as f64) < arrangements / LOOKUP_SHARE
    }

    /// Member `i`'s term on squares `a..b` worth `target` (anything when `None`), then member
    /// `i + 1` on. A short term (or one [`Search::looked_up`] refuses, or with no target)
    /// comes from its table of terms; a long one is not tabled: either one factor looked up
    /// by value ([`factors_worth`]), or a term `a..c`, a `×` or `÷` at `c` (its last one) and
    /// a factor `c + 1..b`, the short side listed and the other looked up by the value it
    /// must have (a long head split again). Each term has one last `×` or `÷`, so each is
    /// found once.
    fn term(
        &mut self,
        cut: Cut<'_>,
        i: usize,
        (a, b): (usize, usize),
        target: Option<&Value>,
        left: Counts,
        chosen: &mut Vec<(usize, Part)>,
    ) -> bool {
        let w = cut.w;
        let target = match target {
            Some(t) if self.lookup_term(w, (a, b)) => *t,
            _ => {
                let Some(t) = self.table(w, a, b, Kind::Term) else {
                    return false;
                };
                return self.groups(cut, i, (t, a), target, left, chosen);
            }
        };
        let probes = self.probes;
        let go = self.term_by_value(cut, i, (a, b), &target, left, chosen);
        if let Some(key) = self.span_key(w, (a, b)) {
            *self.lookups.entry(key).or_insert(0) += self.probes - probes;
        }
        go
    }

    /// [`Search::term`] for a long term, by value.
    fn term_by_value(
        &mut self,
        cut: Cut<'_>,
        i: usize,
        (a, b): (usize, usize),
        target: &Value,
        left: Counts,
        chosen: &mut Vec<(usize, Part)>,
    ) -> bool {
        if !self.factor(cut, i, (a, b), target, left, chosen) {
            return false;
        }
        let w = cut.w;
        for c in a + 1..b.saturating_sub(1) {
            let ops = self.signs(w, c, [Piece::Times, Piece::Divide], &left);
            let head_short = !self.splittable(w, (a, c));
            for (op, after) in ops {
                let times = op == Piece::Times;
                let go = if head_short {
                    // Each head, then the factor worth `target ÷ head` (×) or
                    // `head ÷ target` (÷).
                    let Some(h) = self.table(w, a, c, Kind::Term) else {
                        return false;
                    };
                    let need = |s: &mut Self, head: Option<Value>| {
                        let need = match head {
                            // 0 × a factor is 0 whatever the factor.
                            Some(h) if times && h.is_zero() => {
                                if !target.is_zero() {
                                    return None;
                                }
                                None
                            }
                            Some(h) if times => target.checked_div(&h),
                            // h ÷ a factor is 0 only when h is.
                            Some(h) if target.is_zero() => {
                                if !h.is_zero() {
                                    return None;
                                }
                                None
                            }
                            Some(h) => h.checked_div(target),
                            None => None,
                        };
                        // No factor worth it from what the rack has left: none of the heads.
                        if let Some(f) = need {
                            let squares = s.factor_squares(w, (c + 1, b), &after);
                            if factors_worth(&f, &squares).is_empty() {
                                return None;
                            }
                        }
                        Some(need)
                    };
                    self.for_runs(h, &after, true, need, |s, g, need, rest| {
                        let with = [(a, Part::Group(h, g)), (c, Part::Tile(op))];
                        s.with_parts(chosen, &with, |s, chosen| match need {
                            Some(f) => s.factor(cut, i, (c + 1, b), &f, rest, chosen),
                            // Any factor: every one, from its table.
                            None => match s.table(w, c + 1, b, Kind::Factor) {
                                Some(f) => s.groups(cut, i, (f, c + 1), None, rest, chosen),
                                None => false,
                            },
                        })
                    })
                } else {
                    // Each factor, then the head worth `target ÷ factor` (×) or
                    // `target × factor` (÷).
                    let Some(f) = self.table(w, c + 1, b, Kind::Factor) else {
                        return false;
                    };
                    self.for_groups(f, None, &after, true, |s, g, factor, rest| {
                        let need = match factor {
                            // ÷ 0 is refused.
                            Some(f) if !times && f.is_zero() => return true,
                            // Anything × 0 is 0.
                            Some(f) if f.is_zero() => {
                                if !target.is_zero() {
                                    return true;
                                }
                                None
                            }
                            Some(f) if times => target.checked_div(&f),
                            Some(f) => target.checked_mul(&f),
                            None => None,
                        };
                        let with = [(c, Part::Tile(op)), (c + 1, Part::Group(f, g))];
                        s.with_parts(chosen, &with, |s, chosen| {
                            s.term(cut, i, (a, c), need.as_ref(), rest, chosen)
                        })
                    })
                };
                if !go {
                    return false;
                }
            }
        }
        true
    }

    /// Member `i`'s factor on squares `a..b` worth `target`, looked up by value
    /// ([`factors_worth`]), then member `i + 1` on.
    fn factor(
        &mut self,
        cut: Cut<'_>,
        i: usize,
        (a, b): (usize, usize),
        target: &Value,
        left: Counts,
        chosen: &mut Vec<(usize, Part)>,
    ) -> bool {
        let w = cut.w;
        let squares = self.factor_squares(w, (a, b), &left);
        for filling in factors_worth(target, &squares) {
            if !self.probe() {
                return false;
            }
            let mut used = [0u8; KINDS];
            for (square, p) in squares.iter().zip(&filling) {
                if matches!(square, Square::Empty(_)) {
                    used[p.index()] += 1;
                }
            }
            if !holds(&left, &used) {
                continue;
            }
            let start = self.runs.len();
            self.runs.extend_from_slice(&filling);
            let run = [(a, Part::Run(start, filling.len()))];
            let go = self.with_parts(chosen, &run, |s, chosen| {
                s.pick(cut, i + 1, less(left, &used), chosen)
            });
            self.runs.truncate(start);
            if !go {
                return false;
            }
        }
        true
    }

    /// Squares `a..b` for a factor looked up by value: each empty one may take the digits, the
    /// point and the `−` that `left` holds and its crossing line allows.
    fn factor_squares(&mut self, w: &Window, (a, b): (usize, usize), left: &Counts) -> Vec<Square> {
        let mut squares = Vec::with_capacity(b - a);
        for &cell in &w.cells[a..b] {
            squares.push(match self.board.piece(cell) {
                Some(p) => Square::Tile(p),
                None => {
                    let mut mask = 0u32;
                    for p in (0..10)
                        .map(Piece::Digit)
                        .chain([Piece::Point, Piece::Minus])
                    {
                        if left[p.index()] > 0 && self.cross_ok(cell, w.dir, p) {
                            mask |= 1 << p.index();
                        }
                    }
                    Square::Empty(mask)
                }
            });
        }
        squares
    }

    /// Every line made of the chosen parts (in square order), checked whole.
    fn emit(
        &mut self,
        w: &Window,
        parts: &[(usize, Part)],
        k: usize,
        line: &mut Vec<Piece>,
    ) -> bool {
        let Some(&(_, part)) = parts.get(k) else {
            if !self.spend() {
                return false;
            }
            self.finish(w, line);
            return !self.stop_at_first || self.lays.is_empty();
        };
        // A tile or a run is one way to go on; a group, each of its fillings.
        let fillings = match part {
            Part::Group(t, g) => self.tables[t].groups[g].fillings.clone(),
            Part::Tile(_) | Part::Run(..) => 0..1,
        };
        let at = line.len();
        for f in fillings {
            match part {
                Part::Tile(p) => line.push(p),
                Part::Run(start, len) => {
                    line.extend_from_slice(self.runs.get(start..start + len).unwrap_or(&[]));
                }
                Part::Group(t, _) => line.extend_from_slice(self.tables[t].filling(f)),
            }
            let go = self.emit(w, parts, k + 1, line);
            line.truncate(at);
            if !go {
                return false;
            }
        }
        true
    }

    /// The table of squares `a..b` of the stretch as one member, built on first use from the
    /// whole rack less its `=` (`None` when the budget runs out).
    fn table(&mut self, w: &Window, a: usize, b: usize, kind: Kind) -> Option<usize> {
        let (d, l, x, y) = self.span_key(w, (a, b))?;
        let key = (d, l, x, y, kind);
        if let Some(t) = self.table_of.get(&key) {
            return Some(*t);
        }
        let mut rack = self.rack;
        rack[Piece::Equals.index()] = 0;
        let tiles: usize = rack.iter().map(|c| usize::from(*c)).sum();
        // The stretch's shape: each square's tile, or the tiles its crossing line lets it take.
        let mut shape = Vec::with_capacity(b - a);
        let mut empties = 0;
        for &cell in &w.cells[a..b] {
            match self.board.piece(cell) {
                Some(p) => shape.push(1u32 << 31 | p.index() as u32),
                None => {
                    empties += 1;
                    let mut mask = 0u32;
                    for (k, p) in Piece::ALL.iter().enumerate() {
                        if rack[k] > 0 && self.cross_ok(cell, w.dir, *p) {
                            mask |= 1 << k;
                        }
                    }
                    shape.push(mask);
                }
            }
        }
        if empties > tiles {
            // More empty squares than the rack has tiles besides `=`: no filling.
            shape.clear();
        }
        shape.push(kind as u32);
        if let Some(t) = self.table_of_shape.get(&shape) {
            let t = *t;
            self.table_of.insert(key, t);
            return Some(t);
        }
        let mut builder = Builder::new(b - a);
        if shape.len() > 1 {
            let mut line = Vec::with_capacity(b - a);
            let mut used = [0u8; KINDS];
            if !self.fill_member(
                w,
                (a, b, kind),
                a,
                &mut rack,
                &mut used,
                &mut line,
                &mut builder,
            ) {
                return None;
            }
        }
        let table = builder.finish();
        self.stored += table.bytes();
        self.tables.push(table);
        let t = self.tables.len() - 1;
        self.table_of.insert(key, t);
        self.table_of_shape.insert(shape, t);
        Some(t)
    }

    /// Fills squares `i..b` of the member `a..b`, tile by tile.
    #[allow(clippy::too_many_arguments)]
    fn fill_member(
        &mut self,
        w: &Window,
        (a, b, kind): (usize, usize, Kind),
        i: usize,
        rack: &mut Counts,
        used: &mut Counts,
        line: &mut Vec<Piece>,
        out: &mut Builder,
    ) -> bool {
        if self.nodes >= self.budget {
            return false;
        }
        if i == b {
            out.add(line, used);
            return true;
        }
        let cell = w.cells[i];
        // A term has no `+`, and a `−` only where a number is due (at its start, after × or ÷);
        // a factor no sign but a `−` first.
        let syntax = |line: &[Piece], p: Piece| {
            (match line.last() {
                None => may_start(p),
                Some(&q) => {
                    may_follow(q, p)
                        && match kind {
                            Kind::Member => true,
                            Kind::Term => {
                                p != Piece::Plus
                                    && (p != Piece::Minus
                                        || matches!(q, Piece::Times | Piece::Divide))
                            }
                            Kind::Factor => !matches!(
                                p,
                                Piece::Plus | Piece::Minus | Piece::Times | Piece::Divide
                            ),
                        }
                }
            }) && (i + 1 < b || may_end(p))
        };
        if let Some(p) = self.board.piece(cell) {
            if !syntax(line, p) {
                return true;
            }
            line.push(p);
            let go = self.fill_member(w, (a, b, kind), i + 1, rack, used, line, out);
            line.pop();
            return go;
        }
        for k in 0..KINDS {
            if rack[k] == 0 {
                continue;
            }
            let p = Piece::ALL[k];
            if !syntax(line, p) || !self.cross_ok(cell, w.dir, p) {
                continue;
            }
            self.nodes += 1;
            rack[k] -= 1;
            used[k] += 1;
            line.push(p);
            let go = self.fill_member(w, (a, b, kind), i + 1, rack, used, line, out);
            line.pop();
            used[k] -= 1;
            rack[k] += 1;
            if !go {
                return false;
            }
        }
        true
    }

    /// A stretch of one (empty) square: each tile of the rack its crossing line allows, read
    /// with it. `false` when the search stops.
    fn single(&mut self, w: &Window) -> bool {
        if self.nodes >= self.budget {
            return false;
        }
        let cell = w.cells[0];
        for (k, &p) in Piece::ALL.iter().enumerate() {
            if self.rack[k] == 0 || !self.cross_ok(cell, w.dir, p) {
                continue;
            }
            if !self.spend() {
                return false;
            }
            self.finish(w, &[p]);
            if self.stop_at_first && !self.lays.is_empty() {
                return false;
            }
        }
        true
    }

    fn finish(&mut self, w: &Window, line: &[Piece]) {
        if line.len() >= 2 && (surely_false(line) || check_line(line).is_err()) {
            return;
        }
        let placement = Placement {
            start: w.cells[0],
            dir: w.dir,
            pieces: line.to_vec(),
        };
        if let Ok(c) = check_lay(self.board, self.layout, &placement) {
            let mut key = c.new.clone();
            key.sort();
            if self.seen.insert(key) {
                self.lays.push(Lay {
                    placement,
                    new: c.new,
                    points: c.points,
                });
            }
        }
    }
}

/// How many sequences of `len` tiles the tiles `counts` make (repeated kinds counted once per
/// arrangement): `len!` times the coefficient of `x^len` in the product over kinds of
/// `Σ x^j / j!`, `j` up to the kind's count.
fn arrangements(counts: &Counts, len: usize) -> f64 {
    let mut poly = vec![0f64; len + 1];
    poly[0] = 1.0;
    for &c in counts {
        let mut next = vec![0f64; len + 1];
        for (i, p) in poly.iter().enumerate() {
            let mut fact = 1.0;
            for j in 0..=usize::from(c) {
                if i + j > len {
                    break;
                }
                if j > 0 {
                    fact *= j as f64;
                }
                next[i + j] += p / fact;
            }
        }
        poly = next;
    }
    (1..=len).fold(poly[len], |n, k| n * k as f64)
}

/// The rack's `left` less `used`.
fn less(mut left: Counts, used: &Counts) -> Counts {
    for (l, u) in left.iter_mut().zip(used) {
        *l -= u;
    }
    left
}

fn search(board: &Board, layout: Layout, rack: &[Piece], budget: u64, first: bool) -> Generated {
    let wins = windows(board, rack.len());
    let cells = usize::from(board.rows()) * usize::from(board.cols());
    let mut s = Search {
        board,
        layout,
        budget,
        nodes: 0,
        cross: [vec![[0u8; KINDS]; cells], vec![[0u8; KINDS]; cells]],
        seen: HashSet::new(),
        lays: Vec::new(),
        stop_at_first: first,
        rack: counts_of(rack),
        tables: Vec::new(),
        table_of: HashMap::new(),
        table_of_shape: HashMap::new(),
        stored: 0,
        runs: Vec::new(),
        lookups: HashMap::new(),
        probes: 0,
    };
    let has_equals = s.rack[Piece::Equals.index()] > 0;
    let mut truncated = false;
    for w in &wins {
        if w.cells.len() >= 2
            && !has_equals
            && !w
                .cells
                .iter()
                .any(|c| board.piece(*c) == Some(Piece::Equals))
        {
            continue;
        }
        let go = if w.cells.len() >= 2 {
            s.window(w)
        } else {
            s.single(w)
        };
        if !go {
            truncated = s.nodes >= s.budget;
            break;
        }
        if s.stored > TABLES_BYTES {
            s.tables.clear();
            s.table_of.clear();
            s.table_of_shape.clear();
            s.lookups.clear();
            s.stored = 0;
        }
    }
    Generated {
        lays: s.lays,
        truncated,
        nodes: s.nodes,
    }
}

/// Every lay `rack` can make on `board`, within `budget` tiles tried (`truncated` says when
/// the budget ran out).
pub fn generate(board: &Board, layout: Layout, rack: &[Piece], budget: u64) -> Generated {
    search(board, layout, rack, budget, false)
}

/// One lay if there is one (for "can I play?"), within `budget`.
pub fn any_lay(board: &Board, layout: Layout, rack: &[Piece], budget: u64) -> Generated {
    search(board, layout, rack, budget, true)
}

#[cfg(test)]
mod tests {
    use super::arrangements;
    use crate::crossword::pieces::{Counts, KINDS};
    use std::collections::BTreeSet;

    /// Every distinct sequence of `len` tiles from `counts`, listed.
    fn brute(counts: &Counts, len: usize, seq: &mut Vec<usize>, out: &mut BTreeSet<Vec<usize>>) {
        if seq.len() == len {
            out.insert(seq.clone());
            return;
        }
        for k in 0..KINDS {
            if usize::from(counts[k]) > seq.iter().filter(|s| **s == k).count() {
                seq.push(k);
                brute(counts, len, seq, out);
                seq.pop();
            }
        }
    }

    #[test]
    fn arrangements_count_repeated_tiles_once() {
        let mut counts = [0u8; KINDS];
        counts[1] = 4;
        counts[3] = 2;
        counts[0] = 1;
        counts[12] = 1;
        for len in 0..=8 {
            let mut out = BTreeSet::new();
            brute(&counts, len, &mut Vec::new(), &mut out);
            let got = arrangements(&counts, len);
            assert!(
                (got - out.len() as f64).abs() < 0.5,
                "{len}: {got} {}",
                out.len()
            );
        }
        assert_eq!(arrangements(&[0u8; KINDS], 1), 0.0);
        assert_eq!(arrangements(&[0u8; KINDS], 0), 1.0);
    }
}

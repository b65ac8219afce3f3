//! Every lay for a rack (the French game): each stretch of a line that is joined to the board
//! (or covers the centre on the first play) and has at most as many empty squares as the rack
//! has tiles is filled tile by tile from the rack. An empty square with tiles next to it across
//! the line takes only the tiles that make that crossing line true (the cross-check, computed
//! once per square and tile), two grey tiles rule 14 forbids side by side are never tried, and a
//! line without an `=` is not searched; every filled line is then read and checked whole by
//! [`check_lay`], the rules' own check, unless its members' values modulo a prime already
//! differ (`balance`, a quick test that never refuses a true line). Stretches are searched
//! fewest empty squares first, so a search cut short by its budget has looked at the short
//! plays (extensions among them) first.
//! Transformations (rule 11) are not generated.

use super::balance::surely_false;
use super::members::{holds, Builder, MemberTable};
use super::play::{centre, check_lay};
use super::reading::Value;
use super::reading::{check_line, may_end, may_follow, may_start};
use super::tiles::Layout;
use crate::crossword::board::{Board, Direction, Placement};
use crate::crossword::line::run_through;
use crate::crossword::pieces::{counts_of, Counts, Piece, KINDS};
use crate::kit::grid::Cell;
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
    table_of: HashMap<(bool, u8, u8, u8), usize>,
    /// The tables by the stretch's shape (stretches of one shape have the same fillings).
    table_of_shape: HashMap<Vec<u32>, usize>,
}

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
    /// one with no filling), then, for each value of the table with the fewest values, the
    /// groups of that value in every member whose tiles the rack's `left` holds together.
    fn combine(&mut self, w: &Window, spans: &[(usize, usize)], left: Counts) -> bool {
        let empties = |(a, b): (usize, usize)| {
            (a..b)
                .filter(|i| self.board.piece(w.cells[*i]).is_none())
                .count()
        };
        let mut order: Vec<usize> = (0..spans.len()).collect();
        order.sort_by_key(|i| empties(spans[*i]));
        let mut tables = vec![0usize; spans.len()];
        for &i in &order {
            let (a, b) = spans[i];
            let Some(t) = self.table(w, a, b) else {
                return false;
            };
            if self.tables[t].groups.is_empty() {
                return true;
            }
            tables[i] = t;
        }
        // The member whose table has the fewest values (and no member worth anything) leads.
        let lead = tables
            .iter()
            .copied()
            .filter(|t| !self.tables[*t].has_any())
            .min_by_key(|t| self.tables[*t].value_count());
        let mut chosen = Vec::with_capacity(spans.len());
        match lead {
            Some(lead) => {
                let values: Vec<Value> = self.tables[lead].values().cloned().collect();
                for v in values {
                    self.nodes += 1;
                    if self.nodes >= self.budget {
                        return false;
                    }
                    if !self.pick(w, &tables, 0, left, Some(&v), &mut chosen) {
                        return false;
                    }
                }
                true
            }
            None => self.pick(w, &tables, 0, left, None, &mut chosen),
        }
    }

    /// Chooses a group of value `v` (any value when `None`) for member `i` on, within `left`.
    fn pick(
        &mut self,
        w: &Window,
        tables: &[usize],
        i: usize,
        left: Counts,
        v: Option<&Value>,
        chosen: &mut Vec<(usize, usize)>,
    ) -> bool {
        let Some(&t) = tables.get(i) else {
            let mut line = Vec::with_capacity(w.cells.len());
            return self.emit(w, chosen, 0, &mut line);
        };
        let groups = self.tables[t].groups_for(v);
        for g in groups {
            self.nodes += 1;
            if self.nodes >= self.budget {
                return false;
            }
            let used = self.tables[t].groups[g].used;
            if !holds(&left, &used) {
                continue;
            }
            let mut rest = left;
            for (r, u) in rest.iter_mut().zip(used.iter()) {
                *r -= u;
            }
            chosen.push((t, g));
            let go = self.pick(w, tables, i + 1, rest, v, chosen);
            chosen.pop();
            if !go {
                return false;
            }
        }
        true
    }

    /// Every line made of the chosen groups' fillings, checked whole.
    fn emit(
        &mut self,
        w: &Window,
        chosen: &[(usize, usize)],
        k: usize,
        line: &mut Vec<Piece>,
    ) -> bool {
        let Some(&(t, g)) = chosen.get(k) else {
            self.nodes += 1;
            if self.nodes >= self.budget {
                return false;
            }
            self.finish(w, line);
            return !self.stop_at_first || self.lays.is_empty();
        };
        let at = line.len();
        let range = self.tables[t].groups[g].fillings.clone();
        for f in range {
            if k > 0 {
                line.push(Piece::Equals);
            }
            line.extend_from_slice(self.tables[t].filling(f));
            let go = self.emit(w, chosen, k + 1, line);
            line.truncate(at);
            if !go {
                return false;
            }
        }
        true
    }

    /// The table of squares `a..b` of the stretch as one member, built on first use from the
    /// whole rack less its `=` (`None` when the budget runs out).
    fn table(&mut self, w: &Window, a: usize, b: usize) -> Option<usize> {
        let key = (
            w.dir == Direction::Down,
            w.line,
            w.start + u8::try_from(a).ok()?,
            w.start + u8::try_from(b).ok()?,
        );
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
                    for k in 0..KINDS {
                        if rack[k] > 0 && self.cross_ok(cell, w.dir, Piece::ALL[k]) {
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
        if let Some(t) = self.table_of_shape.get(&shape) {
            let t = *t;
            self.table_of.insert(key, t);
            return Some(t);
        }
        let mut builder = Builder::new(b - a);
        if !shape.is_empty() {
            let mut line = Vec::with_capacity(b - a);
            let mut used = [0u8; KINDS];
            if !self.fill_member(w, a, b, a, &mut rack, &mut used, &mut line, &mut builder) {
                return None;
            }
        }
        self.tables.push(builder.finish());
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
        a: usize,
        b: usize,
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
        let syntax = |line: &[Piece], p: Piece| {
            (match line.last() {
                None => may_start(p),
                Some(&q) => may_follow(q, p),
            }) && (i + 1 < b || may_end(p))
        };
        if let Some(p) = self.board.piece(cell) {
            if !syntax(line, p) {
                return true;
            }
            line.push(p);
            let go = self.fill_member(w, a, b, i + 1, rack, used, line, out);
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
            let go = self.fill_member(w, a, b, i + 1, rack, used, line, out);
            line.pop();
            used[k] -= 1;
            rack[k] += 1;
            if !go {
                return false;
            }
        }
        true
    }

    fn fill(&mut self, w: &Window, i: usize, rack: &mut Counts, line: &mut Vec<Piece>) -> bool {
        if self.nodes >= self.budget {
            return false;
        }
        if i == w.cells.len() {
            self.finish(w, line);
            return !self.stop_at_first || self.lays.is_empty();
        }
        let cell = w.cells[i];
        let last = i + 1 == w.cells.len();
        if let Some(p) = self.board.piece(cell) {
            if !self.fits(line, p, last, w) {
                return true;
            }
            line.push(p);
            let go = self.fill(w, i + 1, rack, line);
            line.pop();
            return go;
        }
        for k in 0..KINDS {
            if rack[k] == 0 {
                continue;
            }
            let p = Piece::ALL[k];
            if !self.fits(line, p, last, w) || !self.cross_ok(cell, w.dir, p) {
                continue;
            }
            self.nodes += 1;
            rack[k] -= 1;
            line.push(p);
            let go = self.fill(w, i + 1, rack, line);
            line.pop();
            rack[k] += 1;
            if !go {
                return false;
            }
        }
        true
    }

    /// Whether `p` may follow `line` (the prefix of the stretch) as far as can be told early.
    fn fits(&self, line: &[Piece], p: Piece, last: bool, w: &Window) -> bool {
        if w.cells.len() < 2 {
            return true;
        }
        match line.last() {
            None => {
                if !may_start(p) {
                    return false;
                }
            }
            Some(&q) => {
                if !may_follow(q, p) {
                    return false;
                }
            }
        }
        if last && !may_end(p) {
            return false;
        }
        if last && !line.contains(&Piece::Equals) && p != Piece::Equals {
            return false;
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
    };
    let mut counts = counts_of(rack);
    let has_equals = counts[Piece::Equals.index()] > 0;
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
            let mut line = Vec::with_capacity(1);
            s.fill(w, 0, &mut counts, &mut line)
        };
        if !go {
            truncated = s.nodes >= s.budget;
            break;
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

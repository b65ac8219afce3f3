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
use super::play::{centre, check_lay};
use super::reading::{check_line, may_end, may_follow, may_start};
use super::tiles::Layout;
use crate::crossword::board::{Board, Direction, Placement};
use crate::crossword::line::run_through;
use crate::crossword::pieces::{counts_of, Counts, Piece, KINDS};
use crate::kit::grid::Cell;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

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
        let mut line = Vec::with_capacity(w.cells.len());
        if !s.fill(w, 0, &mut counts, &mut line) {
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

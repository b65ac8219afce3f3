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
//! checked whole by [`super::check_lay`], the rules' own check (after `balance`'s quick test). A
//! member with many empty squares is not tabled whole but split at its last `+` or `−`: a
//! shorter member and one term (a term has no `+` or `−` between numbers), one looked up by
//! the value the other leaves. Stretches are searched fewest empty squares first, so a search
//! cut short by its budget (tiles tried while filling tables, groups tried, lines read) has
//! looked at the short plays (extensions among them) first. Tables are dropped between
//! stretches once they hold about [`TABLES_BYTES`].
//! Transformations (rule 11) are not generated.
//!
//! The computers and hints look for the best lay, not every lay ([`generate_aiming`]): a
//! stretch none of whose lays can be worth as much as the best lay found so far (by the most
//! its squares let a lay score, `super::ceiling`) is skipped, so the budget is spent where a
//! better lay may be.
//!
//! The modules: `windows` (the stretches), `state` (the search, its budget and shared steps),
//! `cuts` (members at `=` squares, and each cut's lines), `split` (long members split at their
//! last `+` or `−`), `terms` (long terms looked up by value), `tables` (member tables filled),
//! `lines` (lines put together and checked).

mod cuts;
mod lines;
mod split;
mod state;
mod tables;
mod terms;
mod windows;

use super::ceiling::{lay_ceiling, values_of};
use super::tiles::Layout;
use crate::crossword::board::{Board, Placement};
use crate::crossword::pieces::{counts_of, Piece, KINDS};
use crate::kit::grid::Cell;
use serde::{Deserialize, Serialize};
use state::Search;
use std::collections::{HashMap, HashSet};
use windows::windows;

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

/// The most bytes the member tables may hold before they are dropped (between stretches).
const TABLES_BYTES: usize = 64 << 20;

/// What a computer (or a hint) looks for: a play's worth to it, and the most a play of at most
/// so many points may be worth. [`generate_aiming`] skips every stretch whose lays cannot be
/// worth as much as the best lay found so far (a lay worth as much, a tie, is still looked
/// for); [`super::transformations_aiming`] likewise skips members.
pub struct Aim<'a, T = Lay> {
    /// A play's worth (`i64::MIN` for one it would never make).
    pub worth: &'a dyn Fn(&T) -> i64,
    /// The most a lay of at most this many points may be worth (never less than the worth of
    /// any such lay).
    pub most: &'a dyn Fn(i64) -> i64,
}

/// The best worth by an [`Aim`] among the plays a search has found (or a floor), kept up to
/// date as plays are found.
pub(super) struct Best {
    worth: Option<i64>,
    /// How many of the plays found it was taken over.
    weighed: usize,
}

impl Best {
    /// Nothing found yet: the goal's floor, if it has one, is the worth to reach.
    pub(super) fn of<T>(goal: &Goal<'_, T>) -> Best {
        let worth = match goal {
            Goal::Best(_, floor) => *floor,
            Goal::Every | Goal::First => None,
        };
        Best { worth, weighed: 0 }
    }

    /// Whether plays of at most `ceiling()` points cannot be worth as much as the best of
    /// `found` (the plays found so far) or the floor; `ceiling` is worked out only when there
    /// is a best to reach.
    pub(super) fn out_of_reach<T>(
        &mut self,
        aim: &Aim<'_, T>,
        found: &[T],
        ceiling: impl FnOnce() -> i64,
    ) -> bool {
        let new = found.get(self.weighed..).unwrap_or(&[]);
        self.worth = new.iter().map(aim.worth).chain(self.worth).max();
        self.weighed = found.len();
        self.worth.is_some_and(|b| (aim.most)(ceiling()) < b)
    }
}

/// How a search runs: every play, the first one, or the best by an [`Aim`], worth at least a
/// floor when there is one (the lays' search has none; the transformations' starts from the
/// best lay's worth).
pub(super) enum Goal<'a, T = Lay> {
    Every,
    First,
    Best(&'a Aim<'a, T>, Option<i64>),
}

fn search(board: &Board, layout: Layout, rack: &[Piece], budget: u64, goal: Goal) -> Generated {
    let wins = windows(board, rack.len());
    let values = values_of(rack);
    let mut best = Best::of(&goal);
    let cells = usize::from(board.rows()) * usize::from(board.cols());
    let mut s = Search {
        board,
        layout,
        budget,
        nodes: 0,
        cross: [vec![[0u8; KINDS]; cells], vec![[0u8; KINDS]; cells]],
        seen: HashSet::new(),
        lays: Vec::new(),
        stop_at_first: matches!(goal, Goal::First),
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
        if let Goal::Best(aim, _) = goal {
            let ceiling = || lay_ceiling(board, layout, w.dir, &w.cells, &values);
            if best.out_of_reach(aim, &s.lays, ceiling) {
                continue;
            }
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
    search(board, layout, rack, budget, Goal::Every)
}

/// The lays worth the most by `aim` that `rack` can make on `board`, within `budget` tiles
/// tried: the stretches are searched in the same order as [`generate`]'s, but one none of whose
/// lays can be worth as much as the best found so far is skipped. Every lay of the best worth
/// is among those returned (unless the budget ran out), with the lays found on the way.
pub fn generate_aiming(
    board: &Board,
    layout: Layout,
    rack: &[Piece],
    budget: u64,
    aim: &Aim,
) -> Generated {
    search(board, layout, rack, budget, Goal::Best(aim, None))
}

/// One lay if there is one (for "can I play?"), within `budget`.
pub fn any_lay(board: &Board, layout: Layout, rack: &[Piece], budget: u64) -> Generated {
    search(board, layout, rack, budget, Goal::First)
}

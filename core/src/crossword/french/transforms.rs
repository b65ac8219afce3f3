//! Every transformation (rule 11) a rack can make on a board: each member of each equation on
//! the board is rewritten tile by tile, square by square. A square of the old member either
//! keeps its tile or takes one from the rack (a tile that also belongs to an equation across it
//! must stay); the first member may grow or shrink to the left and the last to the right, over
//! empty squares only, a middle member keeps its length. Early checks refuse what cannot read
//! (a sign first, a grey tile last, two grey tiles rule 14 forbids side by side, a new tile that
//! makes the line across it false); each filled member is read with the whole line
//! ([`check_line`]) and every candidate left is checked by [`check_transform`], the rules' own
//! check, so only legal transformations are returned, each with its points. A new member may
//! hold an `=` of the rack (rule 11's chains: `12×3=6×6` → `12×3=4×9=6×6`). Shorter new
//! members are searched first, so a search cut short by its budget has looked at the small
//! rewrites first. The computers' search ([`transformations_aiming`]) skips a member rewrite
//! whose most points (`super::ceiling`) cannot reach the best play found so far.

use super::balance::surely_false;
use super::ceiling::{transformation_ceiling, values_of};
use super::movegen::{Aim, Best, Goal};
use super::play::{check_transform, member_ranges, Transform};
use super::reading::{check_line, may_end, may_follow, may_start};
use super::tiles::Layout;
use crate::crossword::board::{Board, Direction};
use crate::crossword::line::run_through;
use crate::crossword::pieces::{counts_of, Counts, Piece};
use crate::kit::grid::Cell;
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::ops::Range;

/// A legal transformation and what it does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transformation {
    /// The transformation, as a player would ask for it.
    pub transform: Transform,
    /// The tiles it puts down from the rack.
    pub new: Vec<(Cell, Piece)>,
    /// The tiles it takes off the board (they go back to the bags).
    pub removed: Vec<(Cell, Piece)>,
    /// Its points (the bonus of rule 11 included).
    pub points: i64,
}

/// What a search for transformations found.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Transformations {
    /// The transformations found, each once.
    pub found: Vec<Transformation>,
    /// The budget ran out before every member was searched.
    pub truncated: bool,
    /// Tiles tried (a reading of a whole line counts as [`READ_COST`]).
    pub nodes: u64,
}

/// What reading a filled line costs, in tiles tried.
pub const READ_COST: u64 = 4;

/// One member of one equation rewritten at one length.
struct Job {
    /// The equation's first square and direction.
    start: Cell,
    dir: Direction,
    /// The equation as it reads.
    line: Vec<Piece>,
    /// Which member, and its place in `line`.
    member: usize,
    range: Range<usize>,
    /// The new member's squares, in order.
    cells: Vec<Cell>,
    /// For each square: the old tile there (a square of the old member) and whether it must
    /// stay (it belongs to an equation across).
    old: Vec<Option<(Piece, bool)>>,
}

/// The true equations on `board`: first square, direction and tiles.
fn equations(board: &Board) -> Vec<(Cell, Direction, Vec<Piece>)> {
    let mut all = super::view::equations(board);
    all.retain(|(_, _, line)| check_line(line).is_ok());
    all
}

fn anchored(board: &Board, cell: Cell, dir: Direction) -> bool {
    run_through(board, cell, dir.other()).1.len() >= 2
}

fn to_i32(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// The jobs for one equation: each member at each length the rack and the board allow.
fn jobs_of(
    board: &Board,
    start: Cell,
    dir: Direction,
    line: &[Piece],
    rack_len: usize,
    out: &mut Vec<Job>,
) {
    let ranges = member_ranges(line);
    if ranges.len() < 2 {
        return;
    }
    let last = ranges.len() - 1;
    for (member, range) in ranges.iter().enumerate() {
        let old_len = range.len();
        if old_len == 0 {
            continue;
        }
        // The member's old squares.
        let Some(old_cells) = board
            .step(start, dir, to_i32(range.start))
            .and_then(|s| board.cells(s, dir, old_len))
        else {
            continue;
        };
        let fixed: Vec<bool> = old_cells.iter().map(|c| anchored(board, *c, dir)).collect();
        let lengths: Vec<usize> = if member == 0 || member == last {
            (1..=old_len + rack_len).collect()
        } else {
            vec![old_len]
        };
        for new_len in lengths {
            // First member: the squares end where the old member ends; otherwise they start
            // where it starts.
            let first_cell = if member == 0 {
                board.step(start, dir, to_i32(old_len) - to_i32(new_len))
            } else {
                old_cells.first().copied()
            };
            let Some(cells) = first_cell.and_then(|s| board.cells(s, dir, new_len)) else {
                continue;
            };
            // Squares the member leaves must be free to empty.
            let leaves_fixed = old_cells
                .iter()
                .zip(&fixed)
                .any(|(c, f)| *f && !cells.contains(c));
            if leaves_fixed {
                continue;
            }
            // New squares must be empty, and so must the square just beyond a longer member
            // (the line may not run into other tiles).
            let mut old = Vec::with_capacity(new_len);
            let mut ok = true;
            let mut fresh = 0;
            for c in &cells {
                match old_cells.iter().position(|o| o == c) {
                    Some(i) => old.push(board.piece(*c).map(|p| (p, fixed[i]))),
                    None => {
                        if board.piece(*c).is_some() {
                            ok = false;
                        }
                        fresh += 1;
                        old.push(None);
                    }
                }
            }
            if !ok || fresh > rack_len {
                continue;
            }
            if new_len > old_len {
                let beyond = if member == 0 {
                    cells.first().and_then(|c| board.step(*c, dir, -1))
                } else {
                    cells.last().and_then(|c| board.step(*c, dir, 1))
                };
                if beyond.is_some_and(|b| board.piece(b).is_some()) {
                    continue;
                }
            }
            out.push(Job {
                start,
                dir,
                line: line.to_vec(),
                member,
                range: range.clone(),
                cells,
                old,
            });
        }
    }
}

struct Search<'a> {
    board: &'a Board,
    layout: Layout,
    budget: u64,
    nodes: u64,
    /// Whether a tile on an empty square makes the line across it true.
    cross: HashMap<(Cell, usize), bool>,
    seen: HashSet<Transform>,
    found: Vec<Transformation>,
    /// Stop at the first transformation found ("can I play?").
    stop_at_first: bool,
}

impl Search<'_> {
    fn cross_ok(&mut self, cell: Cell, dir: Direction, p: Piece) -> bool {
        if let Some(ok) = self.cross.get(&(cell, p.index())) {
            return *ok;
        }
        let other = dir.other();
        let board = self.board;
        let before = board
            .step(cell, other, -1)
            .filter(|n| board.piece(*n).is_some());
        let after = board
            .step(cell, other, 1)
            .filter(|n| board.piece(*n).is_some());
        let ok = if before.is_none() && after.is_none() {
            true
        } else {
            let mut line = before
                .map(|b| run_through(board, b, other).1)
                .unwrap_or_default();
            line.push(p);
            if let Some(a) = after {
                line.extend(run_through(board, a, other).1);
            }
            check_line(&line).is_ok()
        };
        self.cross.insert((cell, p.index()), ok);
        ok
    }

    /// Whether `p` may stand at place `k` of the member after `member` (its tiles so far).
    fn fits(job: &Job, member: &[Piece], p: Piece, k: usize) -> bool {
        if k + 1 == job.cells.len() && !may_end(p) {
            return false;
        }
        let prev = member.last().copied().or(if job.member > 0 {
            Some(Piece::Equals)
        } else {
            None
        });
        match prev {
            None => may_start(p),
            Some(q) => may_follow(q, p),
        }
    }

    /// Fills place `k` onwards; false when the budget ran out.
    fn fill(
        &mut self,
        job: &Job,
        k: usize,
        rack: &mut Counts,
        member: &mut Vec<Piece>,
        used: usize,
    ) -> bool {
        if self.nodes >= self.budget || (self.stop_at_first && !self.found.is_empty()) {
            return false;
        }
        if k == job.cells.len() {
            if used > 0 {
                self.finish(job, member);
            }
            return true;
        }
        let Some((&cell, &old)) = job.cells.get(k).zip(job.old.get(k)) else {
            return true;
        };
        if let Some((q, _)) = old {
            if Self::fits(job, member, q, k) {
                self.nodes += 1;
                member.push(q);
                let go = self.fill(job, k + 1, rack, member, used);
                member.pop();
                if !go {
                    return false;
                }
            }
        }
        if matches!(old, Some((_, true))) {
            return true;
        }
        for (i, &p) in Piece::ALL.iter().enumerate() {
            if rack[i] == 0 || old.is_some_and(|(q, _)| q == p) {
                continue;
            }
            if !Self::fits(job, member, p, k) {
                continue;
            }
            if old.is_none() && !self.cross_ok(cell, job.dir, p) {
                continue;
            }
            self.nodes += 1;
            rack[i] -= 1;
            member.push(p);
            let go = self.fill(job, k + 1, rack, member, used + 1);
            member.pop();
            rack[i] += 1;
            if !go {
                return false;
            }
        }
        true
    }

    fn finish(&mut self, job: &Job, member: &[Piece]) {
        self.nodes += READ_COST;
        let Some(before) = job.line.get(..job.range.start) else {
            return;
        };
        let Some(after) = job.line.get(job.range.end..) else {
            return;
        };
        let mut line = before.to_vec();
        line.extend_from_slice(member);
        line.extend_from_slice(after);
        if surely_false(&line) || check_line(&line).is_err() {
            return;
        }
        let transform = Transform {
            cell: job.start,
            dir: job.dir,
            member: job.member,
            pieces: member.to_vec(),
        };
        if self.seen.contains(&transform) {
            return;
        }
        if let Ok(c) = check_transform(self.board, self.layout, &transform) {
            self.seen.insert(transform.clone());
            self.found.push(Transformation {
                transform,
                new: c.new,
                removed: c.removed,
                points: c.points,
            });
        }
    }
}

/// Every transformation `rack` can make on `board`, within `budget` tiles tried (`truncated`
/// says when the budget ran out). Each one found passes [`check_transform`].
pub fn transformations(
    board: &Board,
    layout: Layout,
    rack: &[Piece],
    budget: u64,
) -> Transformations {
    search(board, layout, rack, budget, Goal::Every)
}

/// The transformations worth the most by `aim`, if any is worth at least `floor` (the best lay's
/// worth, say), within `budget` tiles tried: the members are searched in the same order as
/// [`transformations`]' but one none of whose rewrites can be worth as much as the best found
/// so far (or `floor`) is skipped. Every transformation of the best worth is among those
/// returned (unless the budget ran out), with those found on the way.
pub fn transformations_aiming(
    board: &Board,
    layout: Layout,
    rack: &[Piece],
    budget: u64,
    aim: &Aim<'_, Transformation>,
    floor: Option<i64>,
) -> Transformations {
    search(board, layout, rack, budget, Goal::Best(aim, floor))
}

/// One transformation if `rack` can make any on `board` (the search stops at the first; for
/// "can I play?"), within `budget` tiles tried: none found and `truncated` false means none.
pub fn any_transformation(
    board: &Board,
    layout: Layout,
    rack: &[Piece],
    budget: u64,
) -> Transformations {
    search(board, layout, rack, budget, Goal::First)
}

impl Job {
    /// The most a transformation of this job can score ([`transformation_ceiling`]).
    fn ceiling(&self, board: &Board, layout: Layout, values: &[i64]) -> i64 {
        let Some(old) = board.cells(self.start, self.dir, self.line.len()) else {
            return i64::MAX;
        };
        let (Some(before), Some(after)) = (old.get(..self.range.start), old.get(self.range.end..))
        else {
            return i64::MAX;
        };
        let line: Vec<Cell> = [before, &self.cells, after].concat();
        let member: Vec<(Cell, bool)> = self
            .cells
            .iter()
            .zip(&self.old)
            .map(|(c, o)| (*c, o.is_some_and(|(_, fixed)| fixed)))
            .collect();
        transformation_ceiling(board, layout, self.dir, &line, &member, values)
    }
}

fn search(
    board: &Board,
    layout: Layout,
    rack: &[Piece],
    budget: u64,
    goal: Goal<'_, Transformation>,
) -> Transformations {
    let stop_at_first = matches!(goal, Goal::First);
    let values = values_of(rack);
    let mut best = Best::of(&goal);
    let mut jobs = Vec::new();
    if !rack.is_empty() {
        for (start, dir, line) in equations(board) {
            jobs_of(board, start, dir, &line, rack.len(), &mut jobs);
        }
    }
    jobs.sort_by_key(|j| j.cells.len());
    let mut s = Search {
        board,
        layout,
        budget,
        nodes: 0,
        cross: HashMap::new(),
        seen: HashSet::new(),
        found: Vec::new(),
        stop_at_first,
    };
    let mut counts = counts_of(rack);
    let mut truncated = false;
    for job in &jobs {
        if let Goal::Best(aim, _) = goal {
            if best.out_of_reach(aim, &s.found, || job.ceiling(board, layout, &values)) {
                continue;
            }
        }
        let mut member = Vec::with_capacity(job.cells.len());
        if !s.fill(job, 0, &mut counts, &mut member, 0) {
            truncated = !stop_at_first || s.found.is_empty();
            break;
        }
    }
    Transformations {
        found: s.found,
        truncated,
        nodes: s.nodes,
    }
}

#[cfg(test)]
mod tests {
    use super::{equations, jobs_of, transformations};
    use crate::crossword::board::Board;
    use crate::crossword::french::ceiling::values_of;
    use crate::crossword::french::movegen::generate;
    use crate::crossword::french::tiles::{french_set, Layout};
    use crate::crossword::pieces::Piece;
    use crate::rng::GameRng;

    /// Every transformation found on boards of seeded play, premiums and all, scores at most
    /// the ceiling of the member rewrite it is (its job), and some reach it.
    #[test]
    fn no_transformation_scores_more_than_its_ceiling() {
        let tiles = french_set(0, false).tiles();
        let (mut checked, mut reached) = (0, 0);
        for seed in 0..3u64 {
            let mut rng = GameRng::from_seed(40 + seed);
            let mut board = Board::new(15, 15);
            for turn in 0..8 {
                let draw = |rng: &mut GameRng, n: usize| -> Vec<Piece> {
                    (0..n)
                        .map(|_| tiles[rng.below(tiles.len() as u32) as usize])
                        .collect()
                };
                // A small rack for the transformations (searched to the end).
                let rack = draw(&mut rng, 3);
                let values = values_of(&rack);
                let mut jobs = Vec::new();
                for (start, dir, line) in equations(&board) {
                    jobs_of(&board, start, dir, &line, rack.len(), &mut jobs);
                }
                let found = transformations(&board, Layout::Standard, &rack, u64::MAX);
                assert!(!found.truncated);
                for t in &found.found {
                    let x = &t.transform;
                    let job = jobs
                        .iter()
                        .find(|j| {
                            j.start == x.cell
                                && j.dir == x.dir
                                && j.member == x.member
                                && j.cells.len() == x.pieces.len()
                        })
                        .expect("every transformation is a job's");
                    let most = job.ceiling(&board, Layout::Standard, &values);
                    assert!(t.points <= most, "{t:?} scores over {most}");
                    checked += 1;
                    reached += usize::from(t.points == most);
                }
                // The board grows by the best lay of a larger rack.
                let mut lay_rack = draw(&mut rng, 7);
                lay_rack[0] = Piece::Equals;
                let lays = generate(&board, Layout::Standard, &lay_rack, 300_000).lays;
                if let Some(l) = lays.iter().max_by_key(|l| (l.points, turn)) {
                    for (c, p) in &l.new {
                        board.set(*c, Some(*p));
                    }
                }
            }
        }
        assert!(checked > 100 && reached > 0, "{checked} {reached}");
    }
}

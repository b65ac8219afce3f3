//! A search split into parts (each line that crosses laid pieces, then the lines that cross
//! nothing), run on the threads the machine offers and put together in order, so that the
//! result is exactly that of one search running the parts one after the other with one
//! budget.

use super::places::free_places;
use super::search::Search;
use super::squares::{lines, Square};
use super::store::Store;
use super::tail_keys::PRODUCT_NODES;
use super::{supply, Generated, Move};
use crate::crossword::board::{Board, Direction};
use crate::crossword::equation::EquationRules;
use crate::crossword::pieces::{Counts, Piece};
use crate::kit::grid::Cell;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;

/// The most threads one search uses by default.
const MOST_THREADS: usize = 4;

/// The threads a search uses by default: as many as the machine offers, at most four.
pub(super) fn default_threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(MOST_THREADS)
}

/// A whole line of the board: its direction, cells and squares.
pub(super) type Line = (Direction, Vec<Cell>, Vec<Square>);

/// One part of a search.
pub(super) enum Part<'a> {
    /// The plays along a line that cross laid pieces.
    Line(&'a Board, &'a Line),
    /// The plays that cross nothing, each at the free place of its length.
    Free(&'a [Option<(Cell, Direction)>]),
}

impl Part<'_> {
    /// The squares of a line a play may use (open ones and laid pieces to cross): roughly how
    /// much there is to search.
    fn usable(&self) -> usize {
        match self {
            Part::Line(_, (_, _, sq)) => sq
                .iter()
                .filter(|q| matches!(q, Square::Open | Square::Cross(_)))
                .count(),
            Part::Free(places) => places.len(),
        }
    }
}

/// What one part found.
pub(super) struct Found {
    pub(super) moves: Vec<Move>,
    /// The walk's nodes.
    pub(super) walked: u64,
    /// Whether the budget ran out.
    pub(super) truncated: bool,
}

/// What a search looks for.
#[derive(Debug, Clone, Copy)]
pub(super) enum Mode {
    /// The first play, on the caller's thread.
    First,
    /// Every play, on `threads` threads, the product, number and factor lists used from
    /// `lists_from` walk nodes of a part on (see [`Search::new`]).
    All { threads: usize, lists_from: u64 },
}

/// Every legal play (or the first one) for `rack` on `board`.
pub(super) fn run(
    board: &Board,
    rack: &[Piece],
    pool_equals: u32,
    rules: EquationRules,
    budget: u64,
    mode: Mode,
) -> Generated {
    let supply = supply(rack, pool_equals);
    let total: usize = supply.iter().map(|&n| usize::from(n)).sum();
    let crossing: Vec<Line> = lines(board)
        .into_iter()
        .filter(|(_, _, sq)| sq.iter().any(|q| matches!(q, Square::Cross(_))))
        .collect();
    let places = free_places(board, total);
    let mut parts: Vec<Part<'_>> = crossing.iter().map(|l| Part::Line(board, l)).collect();
    parts.push(Part::Free(&places));
    match mode {
        Mode::First => first(&parts, supply, rules, budget),
        Mode::All {
            threads,
            lists_from,
        } => {
            let store = Arc::new(Store::default());
            let s = move || Search::new(supply, rules, false, lists_from, Arc::clone(&store));
            all(&parts, s, budget, threads)
        }
    }
}

/// The first play, the parts searched in order on this thread.
fn first(parts: &[Part<'_>], supply: Counts, rules: EquationRules, budget: u64) -> Generated {
    let store = Arc::new(Store::default());
    let mut s = Search::new(supply, rules, true, PRODUCT_NODES, store);
    let mut left = budget;
    let mut walked = 0;
    for part in parts {
        let f = s.part(part, left);
        walked += f.walked;
        if f.truncated || !f.moves.is_empty() {
            return finish(f.moves, walked, s.listed, f.truncated);
        }
        left -= f.walked;
    }
    finish(Vec::new(), walked, s.listed, false)
}

/// Every play, on `threads` threads. Each thread keeps one [`Search`] (the tail lists, in one
/// [`Store`], serve every part of every thread) and takes the next part until there is none or
/// the parts done have walked more than the budget; each part runs with the whole budget. The
/// parts are then put together in order, each given what the budget has left after the parts
/// before it, as one search would: a part that walked more than that (or that no thread
/// reached) is searched again with it, here, and ends the search as cut short.
fn all(
    parts: &[Part<'_>],
    search: impl Fn() -> Search + Sync,
    budget: u64,
    threads: usize,
) -> Generated {
    let threads = threads.clamp(1, parts.len().max(1));
    // The free lines are handed out first (a large part, and one without tail lists), then
    // the lines with the most squares a play may use (open or laid to cross): the largest
    // parts first, so that the threads end nearly together (on 2 threads the worst positions
    // of the bench end about 6 % sooner than in line order, on 4 about 15 %, by their parts'
    // times).
    let last = parts.len().saturating_sub(1);
    let mut order: Vec<usize> = (0..last).collect();
    order.sort_by_key(|&j| std::cmp::Reverse(parts[j].usable()));
    order.insert(0, last);
    let next = AtomicUsize::new(0);
    let walked = AtomicU64::new(0);
    let work = || {
        let mut s = search();
        let mut out = Vec::new();
        while walked.load(Ordering::Relaxed) <= budget {
            let Some(&j) = order.get(next.fetch_add(1, Ordering::Relaxed)) else {
                break;
            };
            let f = s.part(&parts[j], budget);
            walked.fetch_add(f.walked, Ordering::Relaxed);
            out.push((j, f));
        }
        (out, s.listed)
    };
    let mut done: Vec<Option<Found>> = parts.iter().map(|_| None).collect();
    let mut listed = 0;
    std::thread::scope(|scope| {
        // A thread the system cannot start is left out: the others take its parts.
        let helpers: Vec<_> = (1..threads)
            .filter_map(|_| std::thread::Builder::new().spawn_scoped(scope, work).ok())
            .collect();
        let mut results = vec![work()];
        // A helper that failed leaves its parts undone: they are searched again below.
        results.extend(helpers.into_iter().filter_map(|h| h.join().ok()));
        for (out, l) in results {
            listed += l;
            for (j, f) in out {
                done[j] = Some(f);
            }
        }
    });
    let mut again: Option<Search> = None;
    let mut left = budget;
    let (mut moves, mut total) = (Vec::new(), 0);
    for (part, f) in parts.iter().zip(done) {
        let f = match f {
            Some(f) if !f.truncated && f.walked <= left => f,
            _ => {
                let s = again.get_or_insert_with(&search);
                s.part(part, left)
            }
        };
        total += f.walked;
        moves.extend(f.moves);
        if f.truncated {
            listed += again.map_or(0, |s| s.listed);
            return finish(moves, total, listed, true);
        }
        left -= f.walked;
    }
    listed += again.map_or(0, |s| s.listed);
    finish(moves, total, listed, false)
}

fn finish(mut moves: Vec<Move>, nodes: u64, listed: u64, truncated: bool) -> Generated {
    moves.sort();
    moves.dedup();
    Generated {
        moves,
        nodes,
        listed,
        truncated,
    }
}

#[cfg(test)]
mod tests {
    use super::{run, Mode};
    use crate::crossword::board::Board;
    use crate::crossword::equation::EquationRules;
    use crate::crossword::movegen::{generate_on, DEFAULT_BUDGET};
    use crate::crossword::pieces::{pytagora_set, Piece};
    use crate::kit::{Bag, Rack};

    /// With full racks on the whole table, the product, number and factor lists find exactly
    /// the plays the walk finds without them (the reference generator agrees with both on
    /// smaller racks only: on these it would take hours).
    #[test]
    fn the_lists_find_what_the_walk_finds() {
        let rules = EquationRules::PYTAGORA;
        let mut compared = 0;
        for seed in 0..2u64 {
            let mut bag: Bag<Piece> = Bag::new(pytagora_set().tiles(), 9_000_000 + seed);
            let pool = 2;
            let mut racks = [Rack::new(10), Rack::new(10)];
            let mut board = Board::new(25, 25);
            for turn in 0..6 {
                let rack = &mut racks[turn % 2];
                rack.refill(&mut bag);
                let listed = generate_on(&board, rack.tiles(), pool, rules, DEFAULT_BUDGET, 1);
                let walk = Mode::All {
                    threads: 1,
                    lists_from: u64::MAX,
                };
                let walked = run(&board, rack.tiles(), pool, rules, DEFAULT_BUDGET, walk);
                assert!(!listed.truncated && !walked.truncated);
                assert_eq!(listed.moves, walked.moves, "seed {seed}, turn {turn}");
                compared += 1;
                // The best play (the first of the best in order), a piece from the pool for `=`.
                let Some(best) = listed.moves.iter().map(|m| m.points).max() else {
                    bag.put_back(rack.take_all());
                    continue;
                };
                let Some(m) = listed.moves.iter().find(|m| m.points == best) else {
                    continue;
                };
                let mut used = m.new_pieces(&board);
                if !rack.tiles().contains(&Piece::Equals) {
                    used.retain(|p| *p != Piece::Equals);
                }
                assert!(rack.remove_all(&used));
                board.place(&m.placement).expect("a legal play");
            }
        }
        assert_eq!(compared, 12);
    }
}

//! Every legal play for a rack on a board, Scrabble-style: lines are walked from every square
//! where a play may start, laid pieces are crossed where the rules allow, a square whose
//! neighbours across the line are laid is closed (the cross-check of a crossword with a
//! dictionary), and the dictionary is replaced by an equation automaton whose state is the
//! current number, the pending × or ÷ term, the running sum, whether `=` was seen and the left
//! side's value. Prefixes that can no longer become a valid equation are cut at once.
//!
//! Equations that cross nothing may go anywhere free on the table: they are generated once,
//! from the rack alone, and each is given one canonical place (the free place of its length
//! nearest the centre). Every search is bounded by a node budget, so results are deterministic.
//!
//! Once at most `tail_keys::TAIL_HELD` pieces are held, what the rest of a line can add to
//! the balance no longer depends on the prefix, only on the pieces held and the squares ahead:
//! those tails are listed once per search (after a sign in `tail_lists`, inside a product in
//! `product_lists`, after a number being read in `number_lists`), and a prefix lays only the
//! tails that balance it.
//!
//! A search is split into parts, one a line that crosses laid pieces and one for the lines
//! that cross nothing; every legal play is searched on up to four threads, the parts put
//! together in order as one search would (`parts`), so the result does not depend on the
//! threads.
//!
//! The modules: `automaton` (reading a prefix), `bounds` (whether it can still balance),
//! `squares` (a line's squares as the walk sees them), `search` (the walk and the free
//! lines), `parts` (the parts and the threads), `places` (where a free line goes),
//! `tail_keys`, `tail_lists`, `product_lists`, `number_lists` and `fractions` (the tail
//! lists), `store` (the lists kept across parts and shared by the threads).

use super::board::{Board, Placement};
use super::equation::EquationRules;
use super::pieces::{Counts, Piece};

mod automaton;
mod bounds;
mod fractions;
mod number_lists;
mod parts;
mod places;
mod product_lists;
mod search;
mod squares;
mod store;
mod tail_keys;
mod tail_lists;

use parts::{default_threads, run, Mode};
pub use places::free_places;
use tail_keys::PRODUCT_NODES;

/// The default node budget of one search (generous: a 10-piece rack on a mid-game board uses
/// far less).
pub const DEFAULT_BUDGET: u64 = 20_000_000;

/// One legal play: the line, how many laid pieces it crosses, its points.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The line as it reads (crossed pieces included).
    pub placement: Placement,
    /// Laid pieces crossed.
    pub crossed: usize,
    /// New pieces laid.
    pub placed: usize,
    /// Points.
    pub points: i64,
}

impl Move {
    /// The pieces the play takes from the rack (and the pool's `=`): the line minus the
    /// crossed pieces, given the board before the play.
    pub fn new_pieces(&self, board: &Board) -> Vec<Piece> {
        board
            .new_cells(&self.placement)
            .map(|n| n.into_iter().map(|(_, p)| p).collect())
            .unwrap_or_default()
    }
}

/// What the search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    /// The plays, sorted.
    pub moves: Vec<Move>,
    /// Nodes the walk visited: what the budget counts (the same whatever the threads).
    pub nodes: u64,
    /// Nodes of the tail listings, not counted against the budget (with threads, how many
    /// depends on how the lines were shared among them).
    pub listed: u64,
    /// Whether the budget ran out before the search ended (then `moves` is a part).
    pub truncated: bool,
}

/// The pieces a play may use: the rack, and one `=` from the shared pool when the rack has
/// none. At most one `=` is ever usable (one equation, one `=`).
pub fn supply(rack: &[Piece], pool_equals: u32) -> Counts {
    let mut c = super::pieces::counts_of(rack);
    let eq = Piece::Equals.index();
    c[eq] = u8::from(c[eq] > 0 || pool_equals > 0);
    c
}

/// Every legal play for `rack` (with `pool_equals` `=` in the shared pool) on `board`, on as
/// many threads as the machine offers (at most four), under
/// the Pytagora layout (cross, never extend, never touch) and `rules`, within `budget` nodes
/// of the walk (see [`Generated::nodes`]).
pub fn generate(
    board: &Board,
    rack: &[Piece],
    pool_equals: u32,
    rules: EquationRules,
    budget: u64,
) -> Generated {
    generate_on(board, rack, pool_equals, rules, budget, default_threads())
}

/// [`generate`] on `threads` threads (1: on the caller's thread alone). The plays, the walk's
/// nodes and whether the budget ran out are the same for any number of threads.
pub fn generate_on(
    board: &Board,
    rack: &[Piece],
    pool_equals: u32,
    rules: EquationRules,
    budget: u64,
    threads: usize,
) -> Generated {
    let mode = Mode::All {
        threads,
        lists_from: PRODUCT_NODES,
    };
    run(board, rack, pool_equals, rules, budget, mode)
}

/// One legal play if there is any (the search stops at the first): `None` means the rack is
/// stuck (or the budget ran out: see [`Generated::truncated`]).
pub fn any_play(
    board: &Board,
    rack: &[Piece],
    pool_equals: u32,
    rules: EquationRules,
    budget: u64,
) -> Generated {
    run(board, rack, pool_equals, rules, budget, Mode::First)
}

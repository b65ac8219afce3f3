//! The exact solver: the value of a position (boxes the player to move will still mark minus
//! the opponent's, under perfect play; boxes already marked do not count) and every move that
//! achieves it.
//!
//! Method: negamax alpha-beta on the score difference, with
//! - a transposition table keyed by the drawn segments (and the board size), holding lower and
//!   upper bounds and the best move, of a fixed size chosen up front (≤ 64 MiB);
//! - chain analysis of captures (sound reductions, checked against a plain memoised minimax in
//!   the tests): a capturable box whose chain is a single box (its last side borders the edge
//!   or a box that will not become capturable) is taken at once; a chain of three or more
//!   boxes open at one end, or an opened loop of three or of five or more, is eaten one box at
//!   a time; at the last two boxes of a chain (all-but-two) and the last four of an opened
//!   loop (all-but-four) only the capture and the double-dealing decline are searched;
//! - simple loony endgames (every box not complete has exactly two sides drawn: independent
//!   chains and loops) valued at once by Berlekamp's recursion over the chain and loop lengths;
//! - openings grouped by the chain or loop of two-sided boxes they open: opening a loop, or a
//!   chain of one or of three or more boxes, anywhere is worth the same (the opponent takes it
//!   all, or all but two / four, and every one of its segments ends up drawn), so one move
//!   stands for all and is valued without searching the captures, as the better for the
//!   opponent of n + V and n − 4 − V (n − 8 − V for a loop), V the value of the position with
//!   the chain taken; a chain of two has two classes (an end, the middle); such an opening is
//!   worth at most 2 − n (4 − n) and is cut off unsearched when alpha is already there;
//! - principal variation search; move ordering: the table's move, then safe moves (that give
//!   no box a third side; those that give boxes their second side first, see `safe_rank`),
//!   then openings, shortest first;
//! - two-entry table buckets, replacing the entry with more segments drawn; the key shows a
//!   corner box with one edge side drawn as if its lower one were (either joins the box to the
//!   edge: the two positions are one game), and only one of a corner box's two free edge sides
//!   is searched;
//! - enhanced transposition cutoffs far from the leaves (a node's first children looked up in
//!   the table before any is searched);
//! - a node budget, so that a search is deterministic and always ends; a search that runs out
//!   reports `proved: false`.
//!
//! At the root every move is tested against the value with a null window, so `best` lists
//! every optimal move; with no box capturable, one test stands for each class of equivalent
//! openings of a chain or loop.

use super::board::{Board, Sides, NO_BOX};
use super::position::Position;
use super::table::{Table, UNKNOWN};
use crate::kit::Segment;

/// How much a solver may spend.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SolverConfig {
    /// Most positions searched before giving up (the result is then not proved).
    pub node_budget: u64,
    /// The transposition table holds 2^`table_bits` entries of 16 bytes (clamped to 10..=21,
    /// so at most 32 MiB). The default, 2^19 (8 MiB), was the fastest on the benchmark's
    /// 5 × 5 rows: a larger table saves few nodes and waits longer for memory.
    pub table_bits: u8,
}

impl Default for SolverConfig {
    fn default() -> Self {
        SolverConfig {
            node_budget: 20_000_000,
            table_bits: 19,
        }
    }
}

/// The solver's answer for one position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// Boxes the player to move will mark from now on minus the opponent's, under perfect
    /// play (meaningful only when `proved`).
    pub value: i32,
    /// Every optimal move, in numbering order (empty when not proved or the game is over).
    pub best: Vec<Segment>,
    /// Whether the search finished within its budget (the answer is exact).
    pub proved: bool,
    /// Positions searched.
    pub nodes: u64,
}

/// An exact solver with its transposition table (reused between searches: what it learnt
/// stays true).
#[derive(Debug, Clone)]
pub struct Solver {
    table: Table,
    /// The moves of the nodes on the search path, each node's after its parent's.
    stack: Vec<Move>,
    budget: u64,
    nodes: u64,
    aborted: bool,
    loony: std::collections::HashMap<Vec<u8>, i8>,
}

/// What a capturable box offers.
pub(crate) enum Capture {
    /// Take it: no other move can do better.
    Take(usize),
    /// Take one or decline with the double-dealing move: see [`declines`].
    Choose,
}

/// A move of the search: a segment drawn (`boxes == 0`), or the opening of a chain or loop
/// whose openings are all worth the same, represented by `seg`, after which the opponent's
/// choice (take all, or decline) leaves `all` drawn.
#[derive(Debug, Clone, Copy)]
struct Move {
    seg: u8,
    /// Boxes in the chain or loop opened (0: a plain move).
    boxes: u8,
    /// What declining costs the opponent: 4 for a chain of three or more or a chain of two
    /// opened at an end, 8 for a loop, 0 when declining is impossible.
    decline: u8,
    /// Every segment drawn once the chain or loop is taken.
    all: u128,
    /// Where a safe move comes in the search order (lowest first; see [`safe_rank`]).
    rank: u32,
}

impl Move {
    const EMPTY: Move = Move {
        seg: u8::MAX,
        boxes: 0,
        decline: 0,
        all: 0,
        rank: 0,
    };

    fn draw(s: usize) -> Move {
        Move {
            seg: s as u8,
            ..Move::EMPTY
        }
    }
}

/// The openings of `drawn` (no box capturable; `twos` its boxes with two sides drawn): the
/// undrawn sides of those boxes, grouped by their chain or loop. Opening a loop, or a chain of
/// one or of three or more boxes, anywhere is worth the same (the opponent takes it all or all
/// but the last two or four, and every one of its segments ends up drawn either way), so one
/// move stands for each; a chain of two has two classes (an end, the middle). A chain whose
/// capture would give a neighbouring box a third side is not grouped: each of its segments is
/// a plain move.
///
/// `push` receives each move with the segments whose drawing it stands for (its own alone for
/// a plain move).
fn openings(board: &Board, drawn: u128, all_twos: u64, push: &mut impl FnMut(Move, u128)) {
    let mut twos = all_twos;
    while twos != 0 {
        let start = twos.trailing_zeros() as usize;
        twos &= !(1u64 << start);
        let mut stack = [0u8; 64];
        let mut top = 1;
        stack[0] = start as u8;
        let mut boxes = 0u8;
        let mut segs = 0u128;
        let mut ends = 0u128;
        let mut inner = 0u128;
        // Junction boxes touched by an end (at most two ends: a chain has two).
        let mut junctions = [NO_BOX; 2];
        let mut clean = true;
        while top > 0 {
            top -= 1;
            let b = usize::from(stack[top]);
            boxes += 1;
            let mut sides = board.box_mask[b] & !drawn;
            segs |= sides;
            while sides != 0 {
                let s = sides.trailing_zeros() as usize;
                sides &= sides - 1;
                let other = board.across(s, b);
                if other == NO_BOX {
                    ends |= 1u128 << s;
                } else if all_twos & (1u64 << other) != 0 {
                    inner |= 1u128 << s;
                    if twos & (1u64 << other) != 0 {
                        twos &= !(1u64 << other);
                        stack[top] = other;
                        top += 1;
                    }
                } else {
                    ends |= 1u128 << s;
                    if junctions[0] == NO_BOX {
                        junctions[0] = other;
                    } else {
                        junctions[1] = other;
                    }
                }
            }
        }
        // Both ends on one junction with a side drawn: taking the chain gives it a third.
        if junctions[0] != NO_BOX
            && junctions[0] == junctions[1]
            && board.sides(drawn, usize::from(junctions[0])) >= 1
        {
            clean = false;
        }
        if !clean {
            let mut s_all = segs;
            while s_all != 0 {
                let s = s_all.trailing_zeros() as usize;
                s_all &= s_all - 1;
                push(Move::draw(s), 1u128 << s);
            }
            continue;
        }
        let lowest = |m: u128| m.trailing_zeros() as u8;
        let opening = |seg: u8, decline: u8| Move {
            seg,
            boxes,
            decline,
            all: segs,
            rank: 0,
        };
        if ends == 0 {
            push(opening(lowest(segs), 8), segs);
        } else if boxes == 2 {
            push(opening(lowest(ends), 4), ends);
            push(opening(lowest(inner), 0), inner);
        } else {
            push(opening(lowest(segs), if boxes >= 3 { 4 } else { 0 }), segs);
        }
    }
}

impl Solver {
    /// A solver with `config`'s table and budget.
    pub fn new(config: SolverConfig) -> Solver {
        let bits = config.table_bits.clamp(10, 21);
        Solver {
            table: Table::new(bits),
            stack: Vec::with_capacity(4096),
            budget: config.node_budget,
            nodes: 0,
            aborted: false,
            loony: std::collections::HashMap::new(),
        }
    }

    /// The table's memory in bytes.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Forgets everything the table learnt.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Solves `position`: its value and every optimal move, or `proved: false` when the node
    /// budget ran out.
    pub fn solve(&mut self, position: &Position) -> Solution {
        self.solve_bits(position.board(), position.drawn_bits())
    }

    /// Solves the position of `board` with `drawn` drawn.
    pub fn solve_bits(&mut self, board: &Board, drawn: u128) -> Solution {
        self.nodes = 0;
        self.aborted = false;
        let drawn = drawn & board.full;
        if drawn == board.full {
            return Solution {
                value: 0,
                best: Vec::new(),
                proved: true,
                nodes: 0,
            };
        }
        let remaining = (board.boxes() - board.complete_boxes(drawn)) as i32;
        let value = self.search(board, drawn, -remaining - 1, remaining + 1);
        if self.aborted {
            return self.unproved();
        }
        // With no box capturable, the openings of a chain or loop are worth the same: one test
        // stands for its class; every other segment is tested alone.
        let mut classes = Vec::new();
        let sides = board.counts(drawn);
        if sides.three == 0 {
            openings(board, drawn, sides.two, &mut |m, members| {
                if m.boxes > 0 {
                    classes.push((usize::from(m.seg), members));
                }
            });
        }
        let grouped = classes.iter().fold(0u128, |g, &(_, members)| g | members);
        let mut alone = board.full & !drawn & !grouped;
        while alone != 0 {
            let s = alone.trailing_zeros() as usize;
            alone &= alone - 1;
            classes.push((s, 1u128 << s));
        }
        let mut reaching = 0u128;
        for (s, members) in classes {
            if self.move_reaches(board, drawn, s, value) {
                reaching |= members;
            }
            if self.aborted {
                return self.unproved();
            }
        }
        let mut best = Vec::new();
        while reaching != 0 {
            let s = reaching.trailing_zeros() as usize;
            reaching &= reaching - 1;
            best.push(board.segment(s));
        }
        Solution {
            value,
            best,
            proved: true,
            nodes: self.nodes,
        }
    }

    /// The exact value of drawing `segment` in `position` for the player to move (boxes it
    /// completes plus what follows), or `None` when the budget ran out or the segment cannot be
    /// drawn.
    pub fn move_value(&mut self, position: &Position, segment: Segment) -> Option<i32> {
        let board = position.board();
        let drawn = position.drawn_bits();
        let s = board.index(segment)?;
        if drawn & (1u128 << s) != 0 {
            return None;
        }
        self.nodes = 0;
        self.aborted = false;
        let k = board.completes(drawn, s) as i32;
        let child = drawn | (1u128 << s);
        let remaining = (board.boxes() - board.complete_boxes(child)) as i32;
        let v = self.search(board, child, -remaining - 1, remaining + 1);
        if self.aborted {
            return None;
        }
        Some(if k > 0 { k + v } else { -v })
    }

    /// The exact value of `position` for the player to move (no list of moves: cheaper than
    /// [`Solver::solve`]), or `None` when the budget ran out.
    pub fn value(&mut self, position: &Position) -> Option<i32> {
        let board = position.board();
        let drawn = position.drawn_bits();
        self.nodes = 0;
        self.aborted = false;
        let remaining = (board.boxes() - board.complete_boxes(drawn)) as i32;
        let v = self.search(board, drawn, -remaining - 1, remaining + 1);
        (!self.aborted).then_some(v)
    }

    /// Positions searched by the last call.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn unproved(&self) -> Solution {
        Solution {
            value: 0,
            best: Vec::new(),
            proved: false,
            nodes: self.nodes,
        }
    }

    /// Whether drawing `s` in `drawn` reaches `target` (the position's value).
    fn move_reaches(&mut self, board: &Board, drawn: u128, s: usize, target: i32) -> bool {
        let k = board.completes(drawn, s) as i32;
        let child = drawn | (1u128 << s);
        if k > 0 {
            // k + v ≥ target ⟺ v ≥ target − k.
            self.search(board, child, target - k - 1, target - k) >= target - k
        } else {
            // −v ≥ target ⟺ v ≤ −target.
            self.search(board, child, -target, -target + 1) <= -target
        }
    }

    /// The value of a simple loony endgame (independent chains and loops, every move opens
    /// one): the mover opens a component; the opponent takes it all, or all but two of a chain
    /// (all but four of a loop) and keeps control. `components` is sorted: a chain of `n` is
    /// `n`, a loop of `n` is `LOOP + n`.
    fn loony_value(&mut self, components: Vec<u8>) -> i32 {
        if components.is_empty() {
            return 0;
        }
        if let Some(&v) = self.loony.get(&components) {
            return i32::from(v);
        }
        let mut best = i32::MIN;
        for i in 0..components.len() {
            if i > 0 && components[i] == components[i - 1] {
                continue;
            }
            let c = components[i];
            let mut rest = components.clone();
            rest.remove(i);
            let r = self.loony_value(rest);
            let v = if c >= LOOP {
                let n = i32::from(c - LOOP);
                -(n + r).max(n - 8 - r)
            } else {
                let n = i32::from(c);
                if n <= 2 {
                    // A single box, or two opened in the middle (no decline possible).
                    -(n + r)
                } else {
                    -(n + r).max(n - 4 - r)
                }
            };
            best = best.max(v);
        }
        if self.loony.len() > 1 << 20 {
            self.loony.clear();
        }
        self.loony.insert(components, best.clamp(-127, 127) as i8);
        best
    }

    /// The value for the mover of playing `m` in `drawn` (fail-soft in `alpha..beta`).
    fn child(&mut self, board: &Board, drawn: u128, m: &Move, alpha: i32, beta: i32) -> i32 {
        let s = usize::from(m.seg);
        if m.boxes == 0 {
            let k = board.completes(drawn, s) as i32;
            let child = drawn | (1u128 << s);
            return if k > 0 {
                k + self.search(board, child, alpha - k, beta - k)
            } else {
                -self.search(board, child, -beta, -alpha)
            };
        }
        // An opening of a chain or loop of `n` boxes: the opponent takes them all and moves
        // next in `after` (n + V), or declines the last two of a chain (four of a loop) and the
        // mover, after taking them, moves next in `after` (n − 4 − V, or n − 8 − V).
        let n = i32::from(m.boxes);
        if m.decline > 0 {
            // max(n + V, n − d − V) ≥ n − d/2 whatever V: the mover gets at most d/2 − n.
            let cap = i32::from(m.decline) / 2 - n;
            if cap <= alpha {
                return cap;
            }
        }
        let after = drawn | m.all;
        let (mut oa, ob) = (-beta, -alpha);
        let mut best = n + self.search(board, after, oa - n, ob - n);
        if self.aborted {
            return 0;
        }
        oa = oa.max(best);
        if m.decline > 0 && oa < ob {
            let d = n - i32::from(m.decline);
            best = best.max(d - self.search(board, after, d - ob, d - oa));
        }
        -best
    }

    fn search(&mut self, board: &Board, drawn: u128, mut alpha: i32, mut beta: i32) -> i32 {
        if drawn == board.full {
            return 0;
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            self.aborted = true;
            return 0;
        }
        let base = self.stack.len();
        let sides = board.counts(drawn);
        match captures_in(board, drawn, &sides) {
            Some(Capture::Take(s)) => {
                let k = board.completes(drawn, s) as i32;
                return k + self.search(board, drawn | (1u128 << s), alpha - k, beta - k);
            }
            Some(Capture::Choose) => {
                each_decline(board, drawn, &sides, |s, t| {
                    for m in [s, t] {
                        if !self.stack[base..].iter().any(|x| usize::from(x.seg) == m) {
                            self.stack.push(Move::draw(m));
                        }
                    }
                });
            }
            None => {
                if let Some(components) = loony_components(board, drawn, &sides) {
                    return self.loony_value(components);
                }
            }
        }
        let (key, swapped) = board.canonical_swaps(drawn);
        let (slot, known) = self.table.probe(board.dots(), key);
        let e = known.unwrap_or(UNKNOWN);
        if known.is_some() {
            let (lo, hi) = (i32::from(e.lo), i32::from(e.hi));
            let cut = if lo >= beta {
                Some(lo)
            } else if hi <= alpha || lo == hi {
                Some(hi)
            } else {
                None
            };
            if let Some(v) = cut {
                self.stack.truncate(base);
                return v;
            }
            alpha = alpha.max(lo);
            beta = beta.min(hi);
        }
        if self.stack.len() == base {
            // No capturable box: every move completes nothing. Safe moves first, then the
            // openings of chains and loops (one per class of equivalent openings).
            let mut safe = board.full & !drawn;
            let mut twos = sides.two;
            while twos != 0 {
                let b = twos.trailing_zeros() as usize;
                twos &= twos - 1;
                safe &= !board.box_mask[b];
            }
            let all_safe = safe;
            // The two edge sides of a corner box are the same move: one is searched.
            for &(a, b) in &board.corners {
                if safe & (a | b) == a | b {
                    safe &= !b;
                }
            }
            while safe != 0 {
                let s = safe.trailing_zeros() as usize;
                safe &= safe - 1;
                self.stack.push(Move {
                    rank: safe_rank(board, &sides, all_safe, s),
                    ..Move::draw(s)
                });
            }
            self.stack[base..].sort_unstable_by_key(|m| m.rank);
            let first_opening = self.stack.len();
            let stack = &mut self.stack;
            openings(board, drawn, sides.two, &mut |m, _| stack.push(m));
            self.stack[first_opening..].sort_by_key(|m| m.boxes);
        }
        if e.mv != u8::MAX {
            // The table's move is stored for the canonical position.
            let mv = board.swap_move(swapped, e.mv);
            if let Some(p) = self.stack[base..].iter().position(|m| m.seg == mv) {
                self.stack[base..=base + p].rotate_right(1);
            }
        }
        let count = self.stack.len() - base;
        // The first children's table buckets, fetched together (a safe move's child is
        // probed with its own drawn set: it has no box to capture).
        for m in &self.stack[base..base + count.min(TOUCHED)] {
            if m.boxes == 0 {
                self.table
                    .touch(board.dots(), board.canonical(drawn | (1u128 << m.seg)));
            }
        }
        if sides.three == 0 && (board.full & !drawn).count_ones() >= ETC_FROM {
            // Enhanced transposition cutoff: a first child the table already knows to be at
            // most −beta for the opponent cuts this node before any search.
            for m in &self.stack[base..base + count.min(TOUCHED)] {
                if m.boxes > 0 {
                    continue;
                }
                let child = board.canonical(drawn | (1u128 << m.seg));
                if let (_, Some(k)) = self.table.probe(board.dots(), child) {
                    let v = -i32::from(k.hi);
                    if v >= beta {
                        self.stack.truncate(base);
                        return v;
                    }
                }
            }
        }
        let alpha0 = alpha;
        let mut best = i32::MIN;
        let mut best_move = self.stack[base].seg;
        for n in 0..count {
            let m = self.stack[base + n];
            // Principal variation search: the first move with the whole window, the others
            // with a null window first, searched again only when they beat alpha.
            let mut v = if n == 0 {
                self.child(board, drawn, &m, alpha, beta)
            } else {
                self.child(board, drawn, &m, alpha, alpha + 1)
            };
            if n > 0 && v > alpha && v < beta && !self.aborted {
                v = self.child(board, drawn, &m, alpha, beta);
            }
            if self.aborted {
                self.stack.truncate(base);
                return 0;
            }
            if v > best {
                best = v;
                best_move = m.seg;
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                break;
            }
        }
        self.stack.truncate(base);
        let mut entry = e;
        let b8 = best.clamp(-127, 127) as i8;
        if best <= alpha0 {
            entry.hi = entry.hi.min(b8);
        } else if best >= beta {
            entry.lo = entry.lo.max(b8);
        } else {
            entry.lo = b8;
            entry.hi = b8;
        }
        entry.mv = board.swap_move(swapped, best_move);
        self.table.store(slot, entry);
        best
    }
}

/// A chain followed from a capturable box: its length in boxes, whether its far end is
/// capturable too (an opened loop, or a chain opened at both ends), and the first box's other
/// undrawn side (the double-dealing move), if the chain has a second box.
struct Chain {
    len: u32,
    both_open: bool,
    decline: Option<usize>,
}

/// The search order of safe move `s` (`safe` every safe move of `sides`' position), lowest
/// first, unique to the segment: first the moves that give two boxes their second side, then
/// one box between two boxes, then one box at the edge, then none (between two boxes, then at
/// the edge); among equals, the move that leaves the most safe moves first. Giving boxes a
/// second side makes the chains whose parity decides the game, and the better move is tried
/// first more often that way: over the benchmark's 5 × 5 rows it cut the nodes by a third.
fn safe_rank(board: &Board, sides: &Sides, safe: u128, s: usize) -> u32 {
    let mut left = safe & !(1u128 << s);
    let (mut seconds, mut edge) = (0, 0);
    for b in board.seg_boxes[s] {
        if b == NO_BOX {
            edge = 1;
        } else if sides.one & (1u64 << b) != 0 {
            seconds += 1;
            // The box's other free sides are no longer safe.
            left &= !board.box_mask[usize::from(b)];
        }
    }
    let class: u32 = match seconds {
        2 => 0,
        1 => 1 + edge,
        _ => 3 + edge,
    };
    // At most 84 segments: the safe moves left fit in 7 bits, the segment in 8.
    (class << 15) | ((127 - left.count_ones()) << 8) | s as u32
}

/// How many of a node's first moves have their child's table bucket fetched up front (and,
/// from [`ETC_FROM`] free segments, checked for a cutoff).
const TOUCHED: usize = 6;

/// The fewest free segments at which a node looks up its first children in the table for a
/// cutoff before searching (enhanced transposition cutoffs). Nearer the leaves the look-ups cost
/// more than the nodes they save; from here they cut the 6 × 6 and 7 × 7 searches by a third.
const ETC_FROM: u32 = 23;

/// Marks a loop in [`Solver::loony_value`]'s components.
const LOOP: u8 = 100;

/// When every box not complete has exactly two sides drawn (so every move gives a box a third
/// side, and the boxes form independent chains ending at the edge and closed loops), the sorted
/// components (chain of `n`: `n`; loop of `n`: `LOOP + n`); `None` otherwise.
fn loony_components(board: &Board, drawn: u128, sides: &Sides) -> Option<Vec<u8>> {
    if sides.two | sides.four != sides.all {
        return None;
    }
    let mut out = Vec::new();
    board.groups(drawn, sides.two, |size, ends| {
        out.push(if ends == 0 { LOOP + size } else { size });
        true
    });
    out.sort_unstable();
    Some(out)
}

/// Follows the chain that starts at capturable box `b` through its last undrawn side `s`.
fn follow(board: &Board, drawn: u128, sides: &Sides, b: usize, s: usize) -> Chain {
    let mut len = 1;
    let mut prev_seg = s;
    let mut prev_box = b;
    let mut decline = None;
    for _ in 0..board.boxes() {
        let x = board.across(prev_seg, prev_box);
        if x == NO_BOX {
            break;
        }
        let x = usize::from(x);
        let bit = 1u64 << x;
        match (sides.three & bit != 0, sides.two & bit != 0) {
            (true, _) => {
                return Chain {
                    len: len + 1,
                    both_open: true,
                    decline,
                };
            }
            (_, true) => {
                len += 1;
                let open = board.box_mask[x] & !drawn & !(1u128 << prev_seg);
                let next = open.trailing_zeros() as usize;
                if len == 2 {
                    decline = Some(next);
                }
                prev_seg = next;
                prev_box = x;
            }
            _ => break,
        }
    }
    Chain {
        len,
        both_open: false,
        decline,
    }
}

/// The capture rule for `drawn`: a box to take at once, or (when every capturable box is at
/// the end of a chain of two or an opened loop of four) the choice between taking and
/// declining; `None` when no box is capturable.
pub(crate) fn captures(board: &Board, drawn: u128) -> Option<Capture> {
    captures_in(board, drawn, &board.counts(drawn))
}

/// [`captures`] with the side counts of `drawn` at hand.
fn captures_in(board: &Board, drawn: u128, sides: &Sides) -> Option<Capture> {
    let mut choice = None;
    let mut threes = sides.three;
    while threes != 0 {
        let b = threes.trailing_zeros() as usize;
        threes &= threes - 1;
        let s = (board.box_mask[b] & !drawn).trailing_zeros() as usize;
        let chain = follow(board, drawn, sides, b, s);
        let decline_at = if chain.both_open { 4 } else { 2 };
        match chain.decline {
            Some(_) if chain.len == decline_at => choice = Some(Capture::Choose),
            _ => return Some(Capture::Take(s)),
        }
    }
    choice
}

/// Every (take, decline) pair of the capturable boxes of `drawn` (called when none is taken
/// at once).
pub(crate) fn declines(board: &Board, drawn: u128) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    each_decline(board, drawn, &board.counts(drawn), |s, t| out.push((s, t)));
    out
}

/// Calls `found` with every (take, decline) pair of the capturable boxes of `drawn`, whose
/// boxes' drawn sides are `sides`, box by box in order.
#[inline]
fn each_decline(board: &Board, drawn: u128, sides: &Sides, mut found: impl FnMut(usize, usize)) {
    let mut threes = sides.three;
    while threes != 0 {
        let b = threes.trailing_zeros() as usize;
        threes &= threes - 1;
        let s = (board.box_mask[b] & !drawn).trailing_zeros() as usize;
        if let Some(t) = follow(board, drawn, sides, b, s).decline {
            found(s, t);
        }
    }
}

//! The exact solver: the value of a position under perfect play with the no-pass rule, and
//! every move that achieves it.
//!
//! The value is the mover's chips minus the opponent's when the game ends, which is as soon as
//! the player to move has no legal move (empty squares stay empty and count for nobody).
//!
//! The search is a negamax alpha-beta over bitboards (`u64` masks, see
//! [`super::board`]) with:
//! - a transposition table of bounds keyed by the exact pair of masks (no hash collisions can
//!   change a value), cleared between positions by a generation number; 2^16 entries (1.5 MiB)
//!   by default, which stay in the cache better than bigger tables and lose no nodes here;
//! - principal-variation (null-window) search after the first move; the root's first move
//!   valued by null-window probes only (MTD(f), from its shallow-search value as the first
//!   guess when the root is ordered by one, else from the child's chip lead); each later root
//!   move compared with the best so far by null-window tests, and a better one valued by
//!   null-window probes from the old best up;
//! - a stability bound from 6 empty squares: the opponent's chips that can never turn (every
//!   line through them full, or a neighbour on the line off the board or itself such a chip)
//!   cap the mover's result, and a node whose window lies above that cap returns it at once;
//! - flips from per-square rays (branch-free: the first square in each direction that is not an
//!   opposite chip decides);
//! - fastest-first ordering (the move that leaves the opponent fewest replies, corner replies
//!   and potential replies first, corners first among equals; below 9 empty squares the replies
//!   alone) wherever the table is used, each depth's move list kept in the solver (no zeroing
//!   of a fresh list at every node),
//!   ordering by a shallow mobility search at the root and at nodes with many empty squares,
//!   and parity ordering (moves in quadrants with an odd number of empty squares first, corners
//!   first, squares next to a corner last) below that;
//! - below [`TT_MIN_EMPTIES`] empty squares no table and no move generation: every empty
//!   square tried directly in parity order (kept up to date move by move), a square with no
//!   opposite chip next to it skipped before any flip is worked out, the last four and three
//!   squares solved from a fixed list, the last two with a cut (a second move that cannot beat
//!   the first is not followed up) and the last one from the mover's chips alone (the board is
//!   full but for it: the chips turned are read from a table per line, see `last_flip`, and
//!   the lead follows from one count of the mover's chips and the number of filled squares);
//! - the table consulted before any move is generated, and its move searched before the others
//!   are generated and sorted (a cut there saves both); a child's moves, worked out by the
//!   parent's fastest-first sort, passed down instead of generated again.
//!
//! Every search is bounded by a node budget, not by time, so results are deterministic: a
//! search that runs out of budget says so (`proved: false`).

use super::board::{cells, Board, Colour};
use super::last_flip::LastFlips;
use super::moves::legal_bits;
use crate::kit::Cell;
use serde::{Deserialize, Serialize};

/// The default node budget of one solve: far above what any position with at most 16 empty
/// squares needs (the benchmark's worst is well under a million), low enough that a board with
/// many more empty squares returns in seconds, unproved.
pub const DEFAULT_BUDGET: u64 = 50_000_000;

/// The node budget of the computer player, hints and the after-game review: every position
/// with at most 16 empty squares seen so far needs under 5 M; bigger boards outside the
/// tournament fall back to the positional player (or no hint) within about two seconds.
pub const PLAY_BUDGET: u64 = 20_000_000;

const INF: i32 = 100;
/// A move set not worked out yet (no board has a square on bit 63, so no move set is this).
const UNKNOWN: u64 = u64::MAX;
/// Added to the root's shallow-search value of its first move (8 per chip) before it is
/// rounded down to chips as the first guess of MTD(f): rounds to the nearest chip.
const GUESS_BIAS: i32 = 4;
/// Below this many empty squares the table is not consulted (the search is cheaper).
const TT_MIN_EMPTIES: u32 = 6;
/// From this many empty squares children are looked up in the table before any is searched.
const ETC_MIN_EMPTIES: u32 = 7;
/// From this many empty squares moves are sorted fastest-first.
const SORT_MIN_EMPTIES: u32 = 6;
// `Solver::ordered` lists at most eight empty squares: the table must take over before.
const _: () = assert!(TT_MIN_EMPTIES <= 9);

/// A solved position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solution {
    /// The mover's chips minus the opponent's at the end under perfect play (`None` when the
    /// budget ran out first).
    pub value: Option<i32>,
    /// Every optimal move, top row first (empty when the game is over, or not proved).
    pub best: Vec<Cell>,
    /// Whether the search finished within its budget (the value is then exact).
    pub proved: bool,
    /// Positions searched.
    pub nodes: u64,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    p: u64,
    o: u64,
    generation: u32,
    lo: i8,
    hi: i8,
    best: u8,
}

/// An exact solver with its transposition table (reuse one solver for many positions: the
/// table is allocated once).
pub struct Solver {
    table: Vec<Entry>,
    shift: u32,
    generation: u32,
    mask: u64,
    quadrants: [u64; 4],
    /// The number of squares of the board.
    squares: i32,
    /// The quadrant of each square as one bit of a 4-bit parity word.
    quad_bit: [u8; 64],
    /// For each parity word (bit k: quadrant k holds an odd number of empty squares), the
    /// squares of the odd quadrants.
    odd_squares: [u64; 16],
    /// The squares next to each square (on the board).
    neighbours: [u64; 64],
    corner: u64,
    /// The squares next to a corner (the worst to play early, tried last).
    near_corner: u64,
    /// The board's lines in the four directions (rows, columns, the two diagonals), for the
    /// stability bound: a chip whose line is full cannot turn along it.
    lines: Vec<(u64, u8)>,
    /// The squares on the board's border (a chip there cannot be outflanked along a line that
    /// leaves the board next to it).
    border: [u64; 4],
    rays: Rays,
    /// The last square's flip counts (from the mover's chips alone).
    last: LastFlips,
    /// One move list per number of empty squares (see [`Solver::search`]).
    lists: Vec<Vec<(i32, u32, u64, u64)>>,
    nodes: u64,
    budget: u64,
    aborted: bool,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new(16)
    }
}

impl Solver {
    /// A solver with a table of `2^bits` entries (24 bytes each; clamped to 10..=24 bits).
    pub fn new(bits: u32) -> Solver {
        let bits = bits.clamp(10, 24);
        Solver {
            table: vec![Entry::default(); 1usize << bits],
            shift: 64 - bits,
            generation: 0,
            mask: 0,
            quadrants: [0; 4],
            squares: 0,
            quad_bit: [0; 64],
            odd_squares: [0; 16],
            neighbours: [0; 64],
            corner: 0,
            near_corner: 0,
            lines: Vec::new(),
            border: [0; 4],
            rays: Rays::new(0),
            last: LastFlips::new(0),
            lists: vec![vec![(0, 0, 0, UNKNOWN); 36]; 65],
            nodes: 0,
            budget: DEFAULT_BUDGET,
            aborted: false,
        }
    }

    /// Sets the node budget of each later solve.
    pub fn with_budget(mut self, budget: u64) -> Solver {
        self.budget = budget.max(1);
        self
    }

    /// The table's size in bytes (for the benchmark's memory figure).
    pub fn table_bytes(&self) -> usize {
        self.table.len() * std::mem::size_of::<Entry>()
    }

    /// Solves `board` with `to_move` to play: the value and every optimal move.
    pub fn solve(&mut self, board: &Board, to_move: Colour) -> Solution {
        let p = board.chips(to_move);
        let o = board.chips(to_move.other());
        self.solve_masks(p, o, board.mask())
    }

    fn begin(&mut self, mask: u64) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // Wrapped: forget everything so an old entry never passes for a new one.
            self.table.iter_mut().for_each(|e| *e = Entry::default());
            self.generation = 1;
        }
        if self.mask != mask || self.rays.mask != mask {
            self.rays = Rays::new(mask);
            self.last = LastFlips::new(mask);
            self.quadrants = quadrants(mask);
            self.quad_bit = [0; 64];
            for (k, q) in self.quadrants.iter().enumerate() {
                let mut m = *q;
                while m != 0 {
                    self.quad_bit[m.trailing_zeros() as usize] = 1 << k;
                    m &= m - 1;
                }
            }
            for (parity, slot) in self.odd_squares.iter_mut().enumerate() {
                *slot = (0..4)
                    .filter(|k| parity & (1 << k) != 0)
                    .fold(0, |acc, k| acc | self.quadrants[k]);
            }
            for (sq, slot) in self.neighbours.iter_mut().enumerate() {
                *slot = around(1u64 << sq) & mask;
            }
            self.corner = corners(mask);
            self.near_corner = around(self.corner) & mask & !self.corner;
            self.lines = lines(mask);
            self.border = borders(mask);
        }
        self.mask = mask;
        self.squares = mask.count_ones() as i32;
        self.nodes = 0;
        self.aborted = false;
    }

    /// The exact value of a position by null-window probes (MTD(f)) from `guess`: each probe
    /// only asks whether the value is above a bound, which cuts far more than one wide window;
    /// the table keeps what earlier probes proved.
    fn mtd(&mut self, p: u64, o: u64, guess: i32) -> i32 {
        self.mtd_within(p, o, guess, -INF, INF)
    }

    /// [`Solver::mtd`] when the value is already known to lie in `lo..=hi`.
    fn mtd_within(&mut self, p: u64, o: u64, guess: i32, mut lo: i32, mut hi: i32) -> i32 {
        let mut g = guess.clamp(lo, hi);
        while lo < hi {
            let beta = if g == lo { g + 1 } else { g };
            g = self.search(p, o, beta - 1, beta, UNKNOWN);
            if self.aborted {
                return 0;
            }
            if g < beta {
                hi = g;
            } else {
                lo = g;
            }
        }
        g
    }

    /// Solves the position where the mover has chips `p` and the opponent `o` on `mask`.
    pub fn solve_masks(&mut self, p: u64, o: u64, mask: u64) -> Solution {
        self.begin(mask);
        let moves = legal_bits(p, o, mask);
        if moves == 0 {
            return Solution {
                value: Some(diff(p, o)),
                best: Vec::new(),
                proved: true,
                nodes: 1,
            };
        }
        let mut order = [(0i32, 0u32, 0u64, UNKNOWN); 36];
        let len = self.order(p, o, moves, &mut order);
        let n_empty = (mask & !(p | o)).count_ones();
        if n_empty >= ROOT_PROBE_MIN_EMPTIES {
            // Root order by a shallow search of each move (the lowest value for the opponent
            // first; ties by square, so the order is deterministic).
            for k in order[..len].iter_mut() {
                let (_, sq, f, _) = *k;
                k.0 = self.probe(
                    o & !f,
                    p | f | (1u64 << sq),
                    ROOT_PROBE_DEPTH,
                    -EVAL_INF,
                    EVAL_INF,
                );
            }
            order[..len].sort_by_key(|&(key, sq, _, _)| (key, sq));
        }
        let probed = n_empty >= ROOT_PROBE_MIN_EMPTIES;
        // The first move's exact value, by null-window probes from a guess.
        let (key, sq, f, _) = order[0];
        let (np, no) = (o & !f, p | f | (1u64 << sq));
        let guess = if probed {
            (key + GUESS_BIAS).div_euclid(8)
        } else {
            diff(np, no)
        };
        let first = -self.mtd(np, no, guess);
        let rest = &order[1..len];
        let (best, best_moves) = if self.aborted {
            (first, 0)
        } else {
            self.compare(p, o, rest, first, 1u64 << sq)
        };
        if self.aborted {
            return Solution {
                value: None,
                best: Vec::new(),
                proved: false,
                nodes: self.nodes,
            };
        }
        Solution {
            value: Some(best),
            best: cells(best_moves),
            proved: true,
            nodes: self.nodes,
        }
    }

    /// Compares each of the root's `moves` with the best value so far (`best`, reached by the
    /// moves `best_moves`): null-window tests, and an exact value only for a move that is
    /// better. Returns the best value and every move that reaches it.
    fn compare(
        &mut self,
        p: u64,
        o: u64,
        moves: &[(i32, u32, u64, u64)],
        mut best: i32,
        mut best_moves: u64,
    ) -> (i32, u64) {
        for &(_, sq, f, _) in moves {
            let np = o & !f;
            let no = p | f | (1u64 << sq);
            // Is the move at least as good as the best so far? (window best-1, best)
            let t = -self.search(np, no, -best, -best + 1, UNKNOWN);
            let v = if t < best {
                t
            } else if -self.search(np, no, -best - 1, -best, UNKNOWN) <= best {
                // At least as good and not better (window best, best+1): a tie.
                best
            } else {
                // Better: its exact value, by null-window probes from best + 1 up.
                -self.mtd_within(np, no, -best - 1, -INF, -best - 1)
            };
            if self.aborted {
                break;
            }
            if v > best {
                best = v;
                best_moves = 1u64 << sq;
            } else if v == best {
                best_moves |= 1u64 << sq;
            }
        }
        (best, best_moves)
    }

    fn index(&self, p: u64, o: u64) -> usize {
        let h = p.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ o.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        let h = h ^ (h >> 29);
        (h.wrapping_mul(0xBF58_476D_1CE4_E5B9) >> self.shift) as usize
    }

    /// Moves in search order: fastest-first (from [`SORT_MIN_EMPTIES`] empty squares), corners
    /// first among equals.
    fn order(&self, p: u64, o: u64, moves: u64, keys: &mut [(i32, u32, u64, u64)]) -> usize {
        if moves & moves.wrapping_sub(1) == 0 {
            // One move (or none) needs no key.
            let sq = moves.trailing_zeros();
            keys[0] = (0, sq, self.rays.flips(p, o, sq), UNKNOWN);
            return usize::from(moves != 0);
        }
        let empty = self.mask & !(p | o);
        let sorted = empty.count_ones() >= SORT_MIN_EMPTIES;
        let full_key = empty.count_ones() >= FULL_KEY_MIN;
        let mut len = 0usize;
        let mut m = moves;
        let corner = self.corner;
        while m != 0 && len < keys.len() {
            let sq = m.trailing_zeros();
            let b = 1u64 << sq;
            m &= m - 1;
            let mut key: i32 = 0;
            let mut known = UNKNOWN;
            let f = self.rays.flips(p, o, sq);
            if sorted {
                let np = p | f | b;
                let no = o & !f;
                let replies = legal_bits(no, np, self.mask);
                known = replies;
                if replies == 0 {
                    // The game ends at once: first when it wins, last when it loses.
                    key += if diff(np, no) > 0 { -1000 } else { 1000 };
                } else {
                    key += W_MOB * replies.count_ones() as i32;
                    if full_key {
                        key += W_CORNER_MOB * (replies & corner).count_ones() as i32;
                        let e = self.mask & !(np | no);
                        key += W_POT * (around(np) & e).count_ones() as i32;
                    }
                }
            }
            if b & corner != 0 {
                key -= W_CORNER;
            }
            keys[len] = (key, sq, f, known);
            len += 1;
        }
        // Insertion sort by key (few moves; the square breaks ties, as before).
        for i in 1..len {
            let cur = keys[i];
            let mut j = i;
            while j > 0 && (keys[j - 1].0, keys[j - 1].1) > (cur.0, cur.1) {
                keys[j] = keys[j - 1];
                j -= 1;
            }
            keys[j] = cur;
        }
        len
    }

    /// A shallow negamax guess (scaled: 8 per chip), for the root's order only: the chip
    /// difference at the end of the game, else the mover's legal moves minus the opponent's.
    fn probe(&mut self, p: u64, o: u64, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let moves = legal_bits(p, o, self.mask);
        if moves == 0 {
            return 8 * diff(p, o);
        }
        if depth == 0 {
            let theirs = legal_bits(o, p, self.mask);
            let corner = self.corner;
            return 4 * (moves.count_ones() as i32 - theirs.count_ones() as i32)
                + 8 * ((p & corner).count_ones() as i32 - (o & corner).count_ones() as i32)
                + diff(p, o);
        }
        let mut best = -EVAL_INF;
        let mut m = moves;
        while m != 0 {
            let sq = m.trailing_zeros();
            m &= m - 1;
            let f = self.rays.flips(p, o, sq);
            let v = -self.probe(o & !f, p | f | (1u64 << sq), depth - 1, -beta, -alpha);
            if raise(v, &mut best, &mut alpha, beta) {
                break;
            }
        }
        best
    }

    /// The chips of `own` that can never turn (`filled`: every chip on the board): along each
    /// of the four lines through such a chip the line is full, or a neighbour on it is off the
    /// board or itself such a chip.
    fn stable(&self, own: u64, filled: u64) -> u64 {
        let mut full = [0u64; 4];
        for &(line, dir) in &self.lines {
            if line & !filled == 0 {
                full[usize::from(dir & 3)] |= line;
            }
        }
        for (f, b) in full.iter_mut().zip(self.border) {
            *f |= b;
        }
        let mut s = 0u64;
        loop {
            let next = own
                & (full[0] | (s << 1) | (s >> 1))
                & (full[1] | (s << 8) | (s >> 8))
                & (full[2] | (s << 9) | (s >> 9))
                & (full[3] | (s << 7) | (s >> 7));
            if next == s {
                return s;
            }
            s = next;
        }
    }

    /// The parity word of `empty`: bit k set when quadrant k holds an odd number of them.
    #[inline]
    fn parity(&self, empty: u64) -> u32 {
        let mut parity = 0;
        for (k, q) in self.quadrants.iter().enumerate() {
            parity |= ((q & empty).count_ones() & 1) << k;
        }
        parity
    }

    /// The chips turned when `p` moves on `sq` against `o`; 0 at once when no opposite chip is
    /// next to the square (the move is then not legal).
    #[inline(always)]
    fn flips_near(&self, p: u64, o: u64, sq: u32) -> u64 {
        if self.neighbours[(sq & 63) as usize] & o == 0 {
            return 0;
        }
        self.rays.flips(p, o, sq)
    }

    /// The last empty square `sq`: the mover plays it if it turns something (the board is then
    /// full and the opponent cannot move), otherwise the game ends here (no passing). The board
    /// is full but for `sq`, so the chips turned follow from the mover's chips alone.
    #[inline(always)]
    fn last1(&self, p: u64, sq: u32) -> i32 {
        let turned = self.last.count(p, sq) as i32;
        let mine = p.count_ones() as i32;
        if turned == 0 {
            2 * mine - (self.squares - 1)
        } else {
            2 * (mine + 1 + turned) - self.squares
        }
    }

    /// Two empty squares `a` and `b`: each is tried directly (no move generation). After the
    /// mover's second move the opponent gains nothing or loses ground, so the mover's lead after
    /// it bounds its value: when that cannot beat the first move, the opponent's last move is
    /// not worked out.
    #[inline(always)]
    fn last2(&mut self, p: u64, o: u64, a: u32, b: u32, beta: i32) -> i32 {
        let mut best = -INF;
        let f = self.flips_near(p, o, a);
        if f != 0 {
            self.nodes += 1;
            best = -self.last1(o & !f, b);
            if best >= beta {
                return best;
            }
        }
        let f = self.flips_near(p, o, b);
        if f != 0 {
            self.nodes += 1;
            let np = p | f | (1u64 << b);
            if lead(np, self.squares - 1) <= best {
                return best;
            }
            let v = -self.last1(o & !f, a);
            return best.max(v);
        }
        if best == -INF {
            // Neither square turns anything: the game ends here.
            return lead(p, self.squares - 2);
        }
        best
    }

    /// The empty squares in search order: those of quadrants with an odd number of empty
    /// squares first (`parity`), and within each, corners first and squares next to a corner
    /// last. At most eight squares (the rest, if any, are left out: callers have fewer).
    #[inline(always)]
    fn ordered(&self, empty: u64, parity: u32) -> [u32; 8] {
        let odd = self.odd_squares[(parity & 15) as usize];
        let (good, bad) = (self.corner, self.near_corner);
        let (e_odd, e_even) = (empty & odd, empty & !odd);
        let mut out = [0u32; 8];
        let mut len = 0;
        for pass in [
            e_odd & good,
            e_odd & !(good | bad),
            e_odd & bad,
            e_even & good,
            e_even & !(good | bad),
            e_even & bad,
        ] {
            let mut m = pass;
            while m != 0 && len < 8 {
                out[len] = m.trailing_zeros();
                len += 1;
                m &= m - 1;
            }
        }
        out
    }

    /// Three empty squares in the order given (the node already counted): each is tried
    /// directly; none turning anything ends the game.
    #[inline]
    fn solve3(&mut self, p: u64, o: u64, sq: [u32; 3], mut alpha: i32, beta: i32) -> i32 {
        let mut best = -INF;
        for (x, y, z) in [
            (sq[0], sq[1], sq[2]),
            (sq[1], sq[0], sq[2]),
            (sq[2], sq[0], sq[1]),
        ] {
            let f = self.flips_near(p, o, x);
            if f == 0 {
                continue;
            }
            self.nodes += 1;
            let v = -self.last2(o & !f, p | f | (1u64 << x), y, z, -alpha);
            if raise(v, &mut best, &mut alpha, beta) {
                return best;
            }
        }
        or_lead(best, p, self.squares - 3)
    }

    /// Four empty squares in the order given (the node already counted).
    fn solve4(&mut self, p: u64, o: u64, sq: [u32; 4], mut alpha: i32, beta: i32) -> i32 {
        let mut best = -INF;
        for (x, rest) in [
            (sq[0], [sq[1], sq[2], sq[3]]),
            (sq[1], [sq[0], sq[2], sq[3]]),
            (sq[2], [sq[0], sq[1], sq[3]]),
            (sq[3], [sq[0], sq[1], sq[2]]),
        ] {
            let f = self.flips_near(p, o, x);
            if f == 0 {
                continue;
            }
            self.nodes += 1;
            let v = -self.solve3(o & !f, p | f | (1u64 << x), rest, -beta, -alpha);
            if raise(v, &mut best, &mut alpha, beta) {
                return best;
            }
        }
        or_lead(best, p, self.squares - 4)
    }

    /// Five to [`TT_MIN_EMPTIES`]` - 1` empty squares (the node already counted): every empty
    /// square is tried directly, those of quadrants with an odd number of empty squares first
    /// (`parity`, kept up to date move by move), with no move generation and no table; none
    /// turning anything ends the game.
    fn small(&mut self, p: u64, o: u64, empty: u64, parity: u32, mut alpha: i32, beta: i32) -> i32 {
        let n_empty = empty.count_ones();
        let order = self.ordered(empty, parity);
        let mut best = -INF;
        for &sq in &order[..(n_empty as usize).min(8)] {
            let f = self.flips_near(p, o, sq);
            if f == 0 {
                continue;
            }
            let b = 1u64 << sq;
            let (np, no) = (o & !f, p | f | b);
            let rest = empty & !b;
            let child_parity = parity ^ u32::from(self.quad_bit[(sq & 63) as usize]);
            self.nodes += 1;
            let v = if n_empty == 5 {
                let s = self.ordered(rest, child_parity);
                -self.solve4(np, no, [s[0], s[1], s[2], s[3]], -beta, -alpha)
            } else {
                -self.small(np, no, rest, child_parity, -beta, -alpha)
            };
            if raise(v, &mut best, &mut alpha, beta) {
                return best;
            }
        }
        or_lead(best, p, self.squares - n_empty as i32)
    }

    /// The value of the position with window (`alpha`, `beta`); `known`: the mover's legal moves
    /// when the parent's sort already worked them out, else [`UNKNOWN`].
    fn search(&mut self, p: u64, o: u64, mut alpha: i32, mut beta: i32, known: u64) -> i32 {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.aborted = true;
            return 0;
        }
        let mask = self.mask;
        let empty = mask & !(p | o);
        let n_empty = empty.count_ones();
        if n_empty < TT_MIN_EMPTIES {
            return match n_empty {
                0 => diff(p, o),
                1 => self.last1(p, empty.trailing_zeros()),
                2 => {
                    let a = empty.trailing_zeros();
                    self.last2(p, o, a, (empty & (empty - 1)).trailing_zeros(), beta)
                }
                3 => {
                    let s = self.ordered(empty, self.parity(empty));
                    self.solve3(p, o, [s[0], s[1], s[2]], alpha, beta)
                }
                4 => {
                    let s = self.ordered(empty, self.parity(empty));
                    self.solve4(p, o, [s[0], s[1], s[2], s[3]], alpha, beta)
                }
                _ => {
                    let parity = self.parity(empty);
                    self.small(p, o, empty, parity, alpha, beta)
                }
            };
        }
        // Stability: the opponent's chips that can never turn bound the mover's result.
        if alpha >= self.squares - 2 * o.count_ones() as i32 {
            let bound = self.squares - 2 * self.stable(o, !empty & mask).count_ones() as i32;
            if bound <= alpha {
                return bound;
            }
        }
        // The table first: a position in it has a legal move (only those are stored), and a
        // cut there needs no move generation.
        let mut tt_move = 0u64;
        let idx = self.index(p, o);
        if n_empty >= TT_MIN_EMPTIES {
            let e = self.table[idx];
            if e.generation == self.generation && e.p == p && e.o == o {
                let (lo, hi) = (i32::from(e.lo), i32::from(e.hi));
                if lo >= beta {
                    return lo;
                }
                if hi <= alpha {
                    return hi;
                }
                if lo == hi {
                    return lo;
                }
                alpha = alpha.max(lo);
                beta = beta.min(hi);
                tt_move = 1u64 << e.best;
            }
        }
        let alpha_in = alpha;
        let beta_in = beta;
        let mut best = -INF;
        let mut best_sq = 0u32;
        // The table's move first, before the others are generated and sorted: it often cuts.
        let mut searched = 0u64;
        if tt_move != 0 {
            let sq = tt_move.trailing_zeros();
            let f = self.rays.flips(p, o, sq);
            if f != 0 {
                let v = -self.search(o & !f, p | f | tt_move, -beta, -alpha, UNKNOWN);
                if self.aborted {
                    return 0;
                }
                best = v;
                best_sq = sq;
                searched = tt_move;
                alpha = alpha.max(v);
            }
        }
        if alpha < beta {
            let moves = if known == UNKNOWN {
                legal_bits(p, o, mask)
            } else {
                known
            };
            if moves == 0 {
                // The game is over (such a position is never in the table, so nothing was
                // searched here).
                return diff(p, o);
            }
            // The move list of this depth, reused (no zeroing, no allocation): a node's
            // descendants have fewer empty squares, so they never use the same list.
            let slot = (n_empty as usize).min(self.lists.len() - 1);
            let mut order = std::mem::take(&mut self.lists[slot]);
            if order.len() < 36 {
                order = vec![(0, 0, 0, UNKNOWN); 36];
            }
            let len = self.order(p, o, moves & !searched, &mut order);
            if n_empty >= INNER_PROBE_MIN_EMPTIES {
                // Many empty squares: order by a shallow search of each reply (best for the
                // mover first: the lowest value for the opponent).
                for k in order[..len].iter_mut() {
                    let (_, sq, f, _) = *k;
                    let b = 1u64 << sq;
                    k.0 = self.probe(o & !f, p | f | b, INNER_PROBE_DEPTH, -EVAL_INF, EVAL_INF);
                }
                order[..len].sort_by_key(|&(key, sq, _, _)| (key, sq));
            }
            if n_empty >= ETC_MIN_EMPTIES {
                // Enhanced transposition cutoff: a child already known to be bad enough for the
                // opponent ends the search here.
                for &(_, sq, f, _) in &order[..len] {
                    let cp = o & !f;
                    let co = p | f | (1u64 << sq);
                    let e = self.table[self.index(cp, co)];
                    if e.generation == self.generation && e.p == cp && e.o == co {
                        let v = -i32::from(e.hi);
                        if v >= beta {
                            self.lists[slot] = order;
                            return v;
                        }
                    }
                }
            }
            for (i, &(_, sq, f, known)) in order[..len].iter().enumerate() {
                let np = o & !f;
                let no = p | f | (1u64 << sq);
                let v = if i == 0 && searched == 0 {
                    -self.search(np, no, -beta, -alpha, known)
                } else {
                    let t = -self.search(np, no, -alpha - 1, -alpha, known);
                    if t > alpha && t < beta {
                        -self.search(np, no, -beta, -t, known)
                    } else {
                        t
                    }
                };
                if self.aborted {
                    self.lists[slot] = order;
                    return 0;
                }
                if v > best {
                    best = v;
                    best_sq = sq;
                    if v > alpha {
                        alpha = v;
                        if alpha >= beta {
                            break;
                        }
                    }
                }
            }
            self.lists[slot] = order;
        }
        if n_empty >= TT_MIN_EMPTIES && !self.aborted {
            let e = &mut self.table[idx];
            let (mut lo, mut hi) = if e.generation == self.generation && e.p == p && e.o == o {
                (i32::from(e.lo), i32::from(e.hi))
            } else {
                (-INF, INF)
            };
            if best <= alpha_in {
                hi = hi.min(best);
            } else if best >= beta_in {
                lo = lo.max(best);
            } else {
                lo = best;
                hi = best;
            }
            *e = Entry {
                p,
                o,
                generation: self.generation,
                lo: lo.clamp(-INF, INF) as i8,
                hi: hi.clamp(-INF, INF) as i8,
                best: best_sq as u8,
            };
        }
        best
    }
}

/// The lead of the player with chips `p` when `filled` squares hold a chip (one count instead
/// of two: the opponent has the rest).
#[inline(always)]
fn lead(p: u64, filled: i32) -> i32 {
    2 * p.count_ones() as i32 - filled
}

/// `best`, or the lead ([`lead`]) when no move turned anything (`best` is still `-INF`): the
/// game is over with `filled` squares holding a chip.
#[inline(always)]
fn or_lead(best: i32, p: u64, filled: i32) -> i32 {
    if best == -INF {
        lead(p, filled)
    } else {
        best
    }
}

/// Takes a move's value `v` into the fail-soft `best` and the window's `alpha`: true when it
/// cuts the node off (`alpha` reaches `beta`).
#[inline(always)]
fn raise(v: i32, best: &mut i32, alpha: &mut i32, beta: i32) -> bool {
    if v > *best {
        *best = v;
        if v > *alpha {
            *alpha = v;
            return *alpha >= beta;
        }
    }
    false
}

fn diff(p: u64, o: u64) -> i32 {
    p.count_ones() as i32 - o.count_ones() as i32
}

/// Fastest-first weights: per reply of the opponent, per corner reply, per empty square next
/// to the mover's chips (the opponent's potential moves).
const W_MOB: i32 = 16;
const W_CORNER_MOB: i32 = 16;
const W_POT: i32 = 4;
/// From this many empty squares the fastest-first key counts corner replies and potential
/// replies too; below, the opponent's replies alone (cheaper, and as good near the end).
const FULL_KEY_MIN: u32 = 9;
/// The bonus of a move on a corner (a chip there can never turn).
const W_CORNER: i32 = 12;
/// Above any value of the shallow search (`Solver::probe`).
const EVAL_INF: i32 = 10_000;
/// From this many empty squares the root's moves are ordered by a shallow search.
const ROOT_PROBE_MIN_EMPTIES: u32 = 12;
/// The depth of the root's shallow search.
const ROOT_PROBE_DEPTH: u32 = 3;
/// From this many empty squares inner nodes order their moves by a shallow search too.
const INNER_PROBE_MIN_EMPTIES: u32 = 14;
/// The depth of the inner nodes' shallow search.
const INNER_PROBE_DEPTH: u32 = 1;

/// The squares next to `b` in the eight directions (outside the board too: callers mask).
#[inline(always)]
fn around(b: u64) -> u64 {
    (b << 1) | (b >> 1) | (b << 7) | (b >> 7) | (b << 8) | (b >> 8) | (b << 9) | (b >> 9)
}

/// Every line of the board of `mask` with its direction: 0 rows, 1 columns, 2 diagonals down to
/// the right, 3 diagonals down to the left.
fn lines(mask: u64) -> Vec<(u64, u8)> {
    let n = (mask & 0xff).count_ones() as i32;
    let mut out = Vec::new();
    let at = |r: i32, c: i32| -> u64 {
        if (0..n).contains(&r) && (0..n).contains(&c) {
            1u64 << (r * 8 + c)
        } else {
            0
        }
    };
    for k in 0..n {
        out.push(((0..n).fold(0, |m, c| m | at(k, c)), 0));
        out.push(((0..n).fold(0, |m, r| m | at(r, k)), 1));
    }
    for d in -(n - 1)..n {
        out.push(((0..n).fold(0, |m, r| m | at(r, r + d)), 2));
        out.push(((0..n).fold(0, |m, r| m | at(r, d + n - 1 - r)), 3));
    }
    out
}

/// The squares with a neighbour off the board of `mask` in each of the four directions (as in
/// [`lines`]).
fn borders(mask: u64) -> [u64; 4] {
    let n = (mask & 0xff).count_ones();
    if n == 0 {
        return [0; 4];
    }
    let col0 = (0..n).fold(0u64, |m, r| m | 1u64 << (r * 8));
    let cols = col0 | col0 << (n - 1);
    let rows = (mask & 0xff) | (mask & 0xff) << ((n - 1) * 8);
    [cols, rows, cols | rows, cols | rows]
}

fn corners(mask: u64) -> u64 {
    // The board is square from bit 0: its corners are the mask's extreme bits per row.
    let n = (mask & 0xff).count_ones();
    if n == 0 {
        return 0;
    }
    let last = n - 1;
    (1u64) | (1u64 << last) | (1u64 << (last * 8)) | (1u64 << (last * 8 + last))
}

fn quadrants(mask: u64) -> [u64; 4] {
    let n = (mask & 0xff).count_ones();
    let half = n / 2;
    let mut q = [0u64; 4];
    for r in 0..n {
        for c in 0..n {
            let k = usize::from(r >= half) * 2 + usize::from(c >= half);
            q[k] |= 1u64 << (r * 8 + c);
        }
    }
    q
}

/// For every square of one board, the squares in each of the eight directions up to the edge:
/// the first four go towards higher bits (east, south-west, south, south-east), the last four
/// towards lower bits.
#[derive(Clone)]
struct Rays {
    mask: u64,
    rays: [[u64; 8]; 64],
}

impl Rays {
    fn new(mask: u64) -> Rays {
        const DIRS: [(i32, i32); 8] = [
            (0, 1),
            (1, -1),
            (1, 0),
            (1, 1),
            (0, -1),
            (-1, 1),
            (-1, 0),
            (-1, -1),
        ];
        let mut rays = [[0u64; 8]; 64];
        for (sq, slot) in rays.iter_mut().enumerate() {
            let (r0, c0) = ((sq / 8) as i32, (sq % 8) as i32);
            for (d, &(dr, dc)) in DIRS.iter().enumerate() {
                let (mut r, mut c) = (r0 + dr, c0 + dc);
                while (0..8).contains(&r) && (0..8).contains(&c) {
                    let b = 1u64 << (r * 8 + c);
                    if b & mask == 0 {
                        break;
                    }
                    slot[d] |= b;
                    r += dr;
                    c += dc;
                }
            }
        }
        Rays { mask, rays }
    }

    /// The chips turned when `p` moves on `sq` against `o` (0: not a legal move). In each
    /// direction the first square that is not an opposite chip must be the mover's; every
    /// square of the ray before it then turns. No loops and no branches.
    #[inline(always)]
    fn flips(&self, p: u64, o: u64, sq: u32) -> u64 {
        let rays = &self.rays[(sq & 63) as usize];
        let mut turned = 0u64;
        for &ray in &rays[..4] {
            let stop = ray & !o;
            let first = stop & stop.wrapping_neg();
            let take = 0u64.wrapping_sub(u64::from(first & p != 0));
            turned |= ray & first.wrapping_sub(1) & take;
        }
        for &ray in &rays[4..] {
            let stop = ray & !o;
            // The highest bit of `stop` (bit 63 when there is none: never a chip).
            let first = 1u64.wrapping_shl(63u32.wrapping_sub(stop.leading_zeros()));
            let take = 0u64.wrapping_sub(u64::from(first & p != 0));
            turned |= ray & !(first.wrapping_shl(1).wrapping_sub(1)) & take;
        }
        turned
    }
}

/// Solves `board` with `to_move` to play with a fresh solver and the default budget.
pub fn solve(board: &Board, to_move: Colour) -> Solution {
    Solver::new(16).solve(board, to_move)
}

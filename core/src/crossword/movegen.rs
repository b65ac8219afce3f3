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

use super::board::{Board, Direction, Placement};
use super::equation::{check, EquationRules};
use super::line::{Op, MAX_NUMBER};
use super::pieces::{Counts, Piece, KINDS};
use crate::kit::grid::Cell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

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
    /// Nodes visited.
    pub nodes: u64,
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

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Last {
    Start,
    Digit,
    Sign,
}

/// The equation automaton's state after a prefix of pieces.
#[derive(Debug, Clone, Copy)]
struct Auto {
    last: Last,
    /// The number being read.
    num: i128,
    digits: u8,
    /// The product term so far (before the number being read), and the × or ÷ waiting for it.
    term: i128,
    term_op: Option<Op>,
    /// The last whole number read.
    prev_literal: i128,
    /// The committed sum of the member and the sign of the pending term.
    sum: i128,
    minus: bool,
    /// `=` seen, and the first member's value.
    eqs: u8,
    left: i128,
}

impl Auto {
    const START: Auto = Auto {
        last: Last::Start,
        num: 0,
        digits: 0,
        term: 0,
        term_op: None,
        prev_literal: 1,
        sum: 0,
        minus: false,
        eqs: 0,
        left: 0,
    };

    fn push(mut self, p: Piece, rules: EquationRules) -> Option<Auto> {
        match p {
            Piece::Digit(d) => {
                if self.last == Last::Digit {
                    if self.digits == 1 && self.num == 0 && !rules.leading_zeros {
                        return None;
                    }
                    self.num = self.num * 10 + i128::from(d);
                    if self.num > MAX_NUMBER {
                        return None;
                    }
                    self.digits += 1;
                } else {
                    if d == 0
                        && !rules.times_zero
                        && !rules.leading_zeros
                        && matches!(self.term_op, Some(Op::Mul | Op::Div))
                    {
                        return None;
                    }
                    self.num = i128::from(d);
                    self.digits = 1;
                }
                self.last = Last::Digit;
                Some(self)
            }
            Piece::Plus | Piece::Minus | Piece::Times | Piece::Divide | Piece::Equals => {
                if self.last != Last::Digit {
                    return None;
                }
                self.close_number(rules)?;
                match p {
                    Piece::Times | Piece::Divide => {
                        if !rules.times_zero && self.prev_literal == 0 {
                            return None;
                        }
                        self.term_op = Some(if p == Piece::Times { Op::Mul } else { Op::Div });
                    }
                    _ => {
                        self.commit()?;
                        if p == Piece::Equals {
                            if self.eqs == 0 {
                                self.left = self.sum;
                            } else if !rules.chains || self.sum != self.left {
                                return None;
                            }
                            self.eqs += 1;
                            self.sum = 0;
                            self.minus = false;
                        } else {
                            self.minus = p == Piece::Minus;
                        }
                    }
                }
                self.last = Last::Sign;
                Some(self)
            }
            Piece::Point
            | Piece::FractionBar
            | Piece::Power
            | Piece::Root
            | Piece::Open
            | Piece::Close => None,
        }
    }

    /// Folds the number just read into the term.
    fn close_number(&mut self, rules: EquationRules) -> Option<()> {
        let n = self.num;
        match self.term_op {
            Some(Op::Mul) => {
                if !rules.times_zero && (n == 0 || self.prev_literal == 0) {
                    return None;
                }
                self.term = self.term.checked_mul(n)?;
                if self.term > MAX_NUMBER * 1000 {
                    return None;
                }
            }
            Some(Op::Div) => {
                if n == 0 || (!rules.times_zero && self.prev_literal == 0) || self.term % n != 0 {
                    return None;
                }
                self.term /= n;
            }
            _ => self.term = n,
        }
        self.term_op = None;
        self.prev_literal = n;
        Some(())
    }

    /// Adds the term to the sum (never negative).
    fn commit(&mut self) -> Option<()> {
        self.sum = if self.minus {
            self.sum - self.term
        } else {
            self.sum + self.term
        };
        (self.sum >= 0).then_some(())
    }

    /// Whether the line may end here as a true equation (the full check follows).
    fn accepts(mut self, rules: EquationRules) -> bool {
        if self.last != Last::Digit || self.eqs == 0 {
            return false;
        }
        if self.close_number(rules).is_none() || self.commit().is_none() {
            return false;
        }
        self.sum == self.left
    }

    /// Whether the equation can no longer balance, given what is left to lay (`ahead`).
    ///
    /// Whatever digits make (sums, products, quotients of numbers made of them) is at most
    /// `c` = the digits side by side in decreasing order, and two disjoint sets of digits make
    /// at most `c` of their union together. So, while the member's pending term is not waiting
    /// on a × or ÷: on the left side, the committed sum plus the number being read (divided by
    /// `c` when a ÷ may follow) is at most `c` (the right side and any subtraction still to
    /// come share the digits left); on the right side, the member lies between that sum less
    /// `c` (only if a − may follow) and the sum plus the number grown by every digit left plus
    /// `c`.
    fn hopeless(&self, ahead: &Ahead, rules: EquationRules) -> bool {
        // A divisor already larger than what it divides only grows: the quotient is never whole.
        if self.term_op == Some(Op::Div)
            && self.last == Last::Digit
            && self.term > 0
            && self.num > self.term
        {
            return true;
        }
        if self.last == Last::Start {
            return false;
        }
        if let Some(op) = self.term_op {
            return self.hopeless_term(op, ahead, rules);
        }
        let c = concat_desc(&ahead.digits, ahead.room);
        let n = if self.last == Last::Digit {
            self.num
        } else {
            0
        };
        let count: u32 = ahead.digits.iter().sum::<u32>().min(ahead.room);
        if self.minus && n > 0 {
            // A term being subtracted: on the left side the digits of its number and those left
            // make at most `10^(their count) − 1` together.
            let cap = 10i128.saturating_pow((count + u32::from(self.digits)).min(30));
            return self.eqs == 0 && self.sum >= cap;
        }
        let n_low = if ahead.divide > 0 { n / c.max(1) } else { n };
        let low = self.sum.saturating_add(n_low);
        if self.eqs == 0 {
            return low > c;
        }
        let sub = if ahead.minus > 0 || self.minus { c } else { 0 };
        if low.saturating_sub(sub) > self.left {
            return true;
        }
        // The number being read grows at most to (n + 1)·10^count (digits appended or a
        // product with what the digits left make).
        let grow = 10i128.saturating_pow(count.min(30));
        let high = self
            .sum
            .saturating_add((n + 1).saturating_mul(grow))
            .saturating_add(c);
        !self.minus && high < self.left
    }
}

impl Auto {
    /// [`Auto::hopeless`] while a × or ÷ waits on its number: the term ends between a least and
    /// a greatest value. With `n` the number being read (0 after the sign) and `count` the
    /// digits left, the number and every factor after it make at most `(n + 1)·10^count`; with
    /// no ÷ left (and × by 0 refused) the term only grows from `term × max(n, 1)`; a ÷ with no
    /// × left makes at most `term / max(n, 1)`. The member then lies between the sum plus (or
    /// less) the term less `c` (if a − may follow) and plus `c`, as in [`Auto::hopeless`]; on
    /// the left side only the least value is used (the sum plus the term is at most `c`).
    fn hopeless_term(&self, op: Op, ahead: &Ahead, rules: EquationRules) -> bool {
        let c = concat_desc(&ahead.digits, ahead.room);
        let n = if self.last == Last::Digit {
            self.num
        } else {
            0
        };
        let count: u32 = ahead.digits.iter().sum::<u32>().min(ahead.room);
        let grow = 10i128.saturating_pow(count.min(30));
        let (t_min, t_max) = match op {
            Op::Mul => {
                let low = if ahead.divide == 0 && !rules.times_zero {
                    self.term.saturating_mul(n.max(1))
                } else {
                    0
                };
                (low, self.term.saturating_mul(n + 1).saturating_mul(grow))
            }
            Op::Div => {
                let high = if ahead.times == 0 {
                    self.term / n.max(1)
                } else {
                    self.term.saturating_mul(grow)
                };
                (0, high)
            }
            Op::Add | Op::Sub => return false,
        };
        if self.eqs == 0 {
            return !self.minus && self.sum.saturating_add(t_min) > c;
        }
        let sub = if ahead.minus > 0 { c } else { 0 };
        let (low, high) = if self.minus {
            (
                self.sum.saturating_sub(t_max).saturating_sub(sub),
                self.sum.saturating_sub(t_min).saturating_add(c),
            )
        } else {
            (
                self.sum.saturating_add(t_min).saturating_sub(sub),
                self.sum.saturating_add(t_max).saturating_add(c),
            )
        };
        low > self.left || high < self.left
    }
}

/// What is left to lay after a prefix: the rack's pieces and the laid ones further along.
#[derive(Debug, Clone, Copy, Default)]
struct Ahead {
    minus: u32,
    times: u32,
    divide: u32,
    equals: u32,
    digits: [u32; 10],
    /// Squares still free for the line (each digit takes one).
    room: u32,
}

impl Ahead {
    fn plus(mut self, p: Piece) -> Ahead {
        match p {
            Piece::Digit(d) => self.digits[usize::from(d.min(9))] += 1,
            Piece::Minus => self.minus += 1,
            Piece::Times => self.times += 1,
            Piece::Divide => self.divide += 1,
            Piece::Equals => self.equals += 1,
            _ => {}
        }
        self
    }

    /// One piece of kind `k` (a [`Piece::index`]) more or less, in place (cheaper in the
    /// walk than a copy of the whole count).
    fn count(&mut self, k: usize, more: bool) {
        let n = match k {
            0..=9 => &mut self.digits[k],
            11 => &mut self.minus,
            12 => &mut self.times,
            13 => &mut self.divide,
            14 => &mut self.equals,
            _ => return,
        };
        if more {
            *n += 1;
        } else {
            *n -= 1;
        }
    }
}

/// The largest `room` digits side by side in decreasing order (the largest number they make
/// in that many squares).
fn concat_desc(digits: &[u32; 10], room: u32) -> i128 {
    if room <= 18 {
        // The common case, in 64 bits.
        let mut v: u64 = 0;
        let mut n = 0u32;
        for d in (0..10u64).rev() {
            let take = digits[d as usize].min(room - n);
            for _ in 0..take {
                v = v * 10 + d;
            }
            n += take;
            if n == room {
                break;
            }
        }
        return i128::from(v);
    }
    let mut v: i128 = 0;
    let mut n = 0u32;
    for d in (0..10).rev() {
        for _ in 0..digits[d] {
            if n == room {
                return v;
            }
            n += 1;
            if n > 30 {
                return i128::MAX / 4;
            }
            v = v * 10 + d as i128;
        }
    }
    v
}

/// One square of a line being walked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Square {
    /// Empty, and nothing laid beside it across the line: a piece may go here.
    Open,
    /// Empty, but a laid piece beside it across the line: the line must stop before it.
    Closed,
    /// A laid piece alone along the line: the line may cross it.
    Cross(Piece),
    /// A laid piece of an earlier equation along this direction: the line may not touch it.
    Blocked,
}

fn squares(board: &Board, cells: &[Cell], dir: Direction) -> Vec<Square> {
    let laid = |c: Option<Cell>| c.and_then(|c| board.piece(c)).is_some();
    cells
        .iter()
        .map(|&c| match board.piece(c) {
            Some(p) => {
                if laid(board.step(c, dir, -1)) || laid(board.step(c, dir, 1)) {
                    Square::Blocked
                } else {
                    Square::Cross(p)
                }
            }
            None => {
                if laid(board.step(c, dir.other(), -1)) || laid(board.step(c, dir.other(), 1)) {
                    Square::Closed
                } else {
                    Square::Open
                }
            }
        })
        .collect()
}

struct Search<'a> {
    rules: EquationRules,
    supply: Counts,
    /// The supply as an [`Ahead`].
    held: Ahead,
    budget: u64,
    nodes: u64,
    truncated: bool,
    stop_at_first: bool,
    found: Vec<Move>,
    line: Vec<Piece>,
    board: &'a Board,
    /// Pieces held, and the held multiset as a key (5 bits a kind; `None` when a count does
    /// not fit).
    held_count: u32,
    held_key: Option<u128>,
    /// Per line: the outcomes of every tail laid from a square with a held multiset (see
    /// [`Search::tail_outcomes`]).
    tails: HashMap<TailKey, TailList, BuildHasherDefault<Mix>>,
    /// The tails [`Search::tails_for`] picked for the prefix being walked.
    picked: Vec<u64>,
    /// The kinds the supply had at the start, in [`Piece::index`] order (the only ones a square
    /// may take: the walk need not look at the others).
    kinds: Vec<usize>,
    /// The shape of the squares from each square of the line being walked for each count of
    /// pieces held up to [`TAIL_HELD`] (see [`shape`]).
    shapes: Vec<Option<u128>>,
    /// The tails of a term inside a product (see [`Search::product_tails_for`]).
    products: HashMap<TailKey, ProductList, BuildHasherDefault<Mix>>,
}

/// The key of a list of tails: the held multiset (5 bits a kind), the shape of the squares
/// ahead (see [`shape`]), the side (`=` seen) and the sign of the term to come (2 × side + −).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct TailKey {
    held: u128,
    shape: u128,
    side: u8,
}

/// A fast hash for the tails' keys (multiply and rotate; the keys are not chosen by anyone).
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn write_u128(&mut self, n: u128) {
        // Both halves (the truncation is the point).
        self.write_u64(n as u64);
        self.write_u64((n >> 64) as u64);
    }
}

/// What a tail laid from square `i` with `held` pieces in hand can meet: the squares from `i`
/// up to the first one it cannot reach (a closed or blocked square, the edge, or the open
/// square after `held` open ones), 5 bits each (a blocked square is not a closed one: a line
/// may not end before it). `None` when too long to fit.
fn shape(sq: &[Square], i: usize, held: u32) -> Option<u128> {
    let mut v: u128 = 0;
    let mut opens = 0;
    for j in i.. {
        if v >> 120 != 0 {
            return None;
        }
        let code: u128 = match sq.get(j) {
            None | Some(Square::Closed) => 1,
            Some(Square::Blocked) => 2,
            Some(Square::Open) => 3,
            Some(Square::Cross(p)) => 4 + p.index() as u128,
        };
        v = (v << 5) | code;
        match sq.get(j) {
            Some(Square::Open) => {
                opens += 1;
                if opens > held {
                    return Some(v);
                }
            }
            Some(Square::Cross(_)) => {}
            _ => return Some(v),
        }
    }
    None
}

/// A listed tail: what it adds to the balance, and its pieces (a [`Path`]).
type Tail = (i64, u64);

/// The tails of one key, sorted (see [`Search::tails_for`]); `None` when they could not be
/// listed.
type TailList = Option<Vec<Tail>>;

/// What the tail lists say about a prefix (see [`Search::tails_for`]).
enum Tails {
    /// No list applies: walk on.
    Walk,
    /// No tail can end the prefix as a true equation.
    Dead,
    /// The tails that can are in [`Search::picked`].
    Listed,
}

/// The pieces of a tail, packed in a `u64`: their count in the low 4 bits, then 5 bits a piece
/// ([`Piece::index`]).
#[derive(Debug, Clone, Copy)]
struct Path(u64);

impl Path {
    const EMPTY: Path = Path(0);
    /// The most pieces a path holds (a tail of at most [`TAIL_HELD`] held pieces lays at most
    /// 11: laid pieces it crosses are never side by side).
    const MOST: u64 = 12;

    fn len(self) -> usize {
        (self.0 & 15) as usize
    }

    fn with(self, p: Piece) -> Option<Path> {
        let n = self.0 & 15;
        (n < Self::MOST).then(|| Path((self.0 + 1) | ((p.index() as u64) << (4 + 5 * n))))
    }

    /// This path then `other`; `None` when too long.
    fn then(self, other: Path) -> Option<Path> {
        let (n, m) = (self.0 & 15, other.0 & 15);
        if m == 0 {
            return Some(self);
        }
        (n + m <= Self::MOST).then(|| Path((self.0 + m) | ((other.0 >> 4) << (4 + 5 * n))))
    }

    fn piece(self, j: usize) -> Piece {
        Piece::ALL[((self.0 >> (4 + 5 * j)) & 31) as usize]
    }
}

/// The tails of a term inside a product: for each distinct `P`, its numerator, denominator and
/// the end of its tails in the second list (each `P`'s tails sorted by `R`; see
/// [`Search::product_tails_for`]); `None` when they could not be listed.
type ProductList = Option<(Vec<(i64, i64, u32)>, Vec<Tail>)>;

/// Adds to `picked` the pieces of the tails of `rs` (sorted) whose value is `x`.
fn pick(rs: &[Tail], x: i64, picked: &mut Vec<u64>) {
    match (rs.first(), rs.last()) {
        (Some(first), Some(last)) if first.0 <= x && x <= last.0 => {}
        _ => return,
    }
    let from = rs.partition_point(|t| t.0 < x);
    picked.extend(rs[from..].iter().take_while(|t| t.0 == x).map(|t| t.1));
}

/// Tails listed as `(a, b, value, pieces)`, sorted and grouped by `(a, b)` (see
/// [`ProductList`]); `None` when `wild` or a value does not fit.
fn group(mut out: Vec<(i128, i128, i128, u64)>, wild: bool) -> ProductList {
    if wild {
        return None;
    }
    out.sort_unstable();
    out.dedup();
    let mut groups: Vec<(i64, i64, u32)> = Vec::new();
    let mut rs: Vec<Tail> = Vec::with_capacity(out.len());
    for (a, b, r, path) in out {
        let (Ok(a), Ok(b), Ok(r), Ok(end)) = (
            i64::try_from(a),
            i64::try_from(b),
            i64::try_from(r),
            u32::try_from(rs.len() + 1),
        ) else {
            return None;
        };
        rs.push((r, path));
        match groups.last_mut() {
            Some(g) if g.0 == a && g.1 == b => g.2 = end,
            _ => groups.push((a, b, end)),
        }
    }
    groups.shrink_to_fit();
    rs.shrink_to_fit();
    Some((groups, rs))
}

/// A number folded into what a product's factors make.
enum Fold {
    Ok((i128, i128)),
    /// Refused whatever the term (a division by 0).
    Refused,
    /// Too large to list.
    Overflow,
}

/// `p` (numerator, denominator) times or divided by `n`, reduced.
fn fold(p: (i128, i128), op: Op, n: i128) -> Fold {
    let (num, den) = match op {
        Op::Div if n == 0 => return Fold::Refused,
        Op::Div => (Some(p.0), p.1.checked_mul(n)),
        _ => (p.0.checked_mul(n), Some(p.1)),
    };
    let (Some(num), Some(den)) = (num, den) else {
        return Fold::Overflow;
    };
    let g = gcd(num, den).max(1);
    Fold::Ok((num / g, den / g))
}

fn gcd(a: i128, b: i128) -> i128 {
    let (a, b) = (a.unsigned_abs(), b.unsigned_abs());
    if let (Ok(a), Ok(b)) = (u64::try_from(a), u64::try_from(b)) {
        // Binary (Stein's) gcd: no division (an `i128` one is a library call).
        if a == 0 || b == 0 {
            return i128::from(a | b);
        }
        let shift = (a | b).trailing_zeros();
        let (mut a, mut b) = (a >> a.trailing_zeros(), b);
        while b != 0 {
            b >>= b.trailing_zeros();
            if a > b {
                (a, b) = (b, a);
            }
            b -= a;
        }
        return i128::from(a << shift);
    }
    let (mut a, mut b) = (a, b);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i128::try_from(a).unwrap_or(i128::MAX)
}

/// The tails of a term inside a product are listed only once a search has visited this many
/// nodes (below it, listing them costs more than it saves).
const PRODUCT_NODES: u64 = 50_000;

/// Tails are listed exactly when at most this many pieces are held.
const TAIL_HELD: u32 = 5;

/// The offset given to the running sum of a tail listed alone, so that it never goes negative
/// (what the prefix before it holds is unknown).
const TAIL_OFFSET: i128 = 1_000_000_000_000_000_000_000;

impl Search<'_> {
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.truncated = true;
        }
        !self.truncated && (!self.stop_at_first || self.found.is_empty())
    }

    /// The laid pieces `fixed` further along plus what the supply still holds.
    fn ahead(&self, fixed: Ahead) -> Ahead {
        let h = &self.held;
        let mut a = fixed;
        a.minus += h.minus;
        a.times += h.times;
        a.divide += h.divide;
        a.equals += h.equals;
        for (d, n) in a.digits.iter_mut().zip(h.digits) {
            *d += n;
        }
        a
    }

    fn take(&mut self, k: usize) {
        self.supply[k] -= 1;
        self.held.count(k, false);
        self.held_count -= 1;
        self.held_key = self.held_key.map(|h| h - (1u128 << (5 * k)));
    }

    fn give(&mut self, k: usize) {
        self.supply[k] += 1;
        self.held.count(k, true);
        self.held_count += 1;
        self.held_key = self.held_key.map(|h| h + (1u128 << (5 * k)));
    }

    /// What the tail lists say about a prefix whose automaton is at `a`, just after a `+`,
    /// `−`, `=`, `×` or `÷`, with the next square `i`, when at most [`TAIL_HELD`] pieces are
    /// held. The tails the held pieces can lay from square `i` (crossing the laid pieces in the
    /// way) are listed once per held multiset, shape of the squares ahead, side and sign, with
    /// what each adds to the balance; the tails that give the balance the prefix needs are
    /// looked up among them and put in `picked` (the walk then lays those and nothing else).
    /// What a tail adds does not depend on the prefix (the sums aside), so thousands of
    /// prefixes share one list.
    fn tails_for(&mut self, sq: &[Square], i: usize, a: &Auto) -> Tails {
        let Some(held) = self.held_key else {
            return Tails::Walk;
        };
        if self.held_count > TAIL_HELD || a.last == Last::Start || a.eqs > 1 {
            return Tails::Walk;
        }
        let Some(Some(shape)) = self
            .shapes
            .get(i * (TAIL_HELD as usize + 1) + self.held_count as usize)
            .copied()
        else {
            return Tails::Walk;
        };
        if a.last == Last::Digit {
            // A number after × or ÷ is not listed (the term is not linear in it).
            if a.term_op.is_some() || self.nodes < PRODUCT_NODES {
                return Tails::Walk;
            }
            return self.number_tails_for(sq, i, a, held, shape);
        }
        if let Some(op) = a.term_op {
            // Small searches do not repay the listing.
            if self.nodes < PRODUCT_NODES {
                return Tails::Walk;
            }
            return self.product_tails_for(sq, i, a, held, shape, op);
        }
        let key = TailKey {
            held,
            shape,
            side: a.eqs * 2 + u8::from(a.minus),
        };
        self.list_signs(sq, i, key, a.eqs, a.minus);
        let Some(Some(v)) = self.tails.get(&key) else {
            return Tails::Walk;
        };
        // On the right side the tail must add `left − sum`; on the left one, what it adds to the
        // left member less the right member must cancel `sum`.
        let need = if a.eqs == 1 { a.left - a.sum } else { -a.sum };
        let Ok(need) = i64::try_from(need) else {
            return Tails::Dead;
        };
        let from = v.partition_point(|t| t.0 < need);
        let to = v.partition_point(|t| t.0 <= need);
        if from == to {
            return Tails::Dead;
        }
        self.picked.clear();
        self.picked.extend(v[from..to].iter().map(|t| t.1));
        Tails::Listed
    }

    /// The key of the tails laid from square `i` after a `+`, `−` or `=` (`eqs` the side,
    /// `minus` the sign) with the pieces held now; `None` when they are not listed.
    fn sign_key(&self, i: usize, eqs: u8, minus: bool) -> Option<TailKey> {
        let held = self.held_key?;
        if self.held_count > TAIL_HELD || eqs > 1 {
            return None;
        }
        let at = i * (TAIL_HELD as usize + 1) + self.held_count as usize;
        let shape = (*self.shapes.get(at)?)?;
        Some(TailKey {
            held,
            shape,
            side: eqs * 2 + u8::from(minus),
        })
    }

    /// Lists the tails of `key` (laid from square `i` after a `+`, `−` or `=`, `eqs` the side,
    /// `minus` the sign) unless they are listed already.
    fn list_signs(&mut self, sq: &[Square], i: usize, key: TailKey, eqs: u8, minus: bool) {
        if self.tails.contains_key(&key) {
            return;
        }
        let start = Auto {
            last: Last::Sign,
            sum: TAIL_OFFSET,
            eqs,
            minus,
            ..Auto::START
        };
        let mut out = Vec::new();
        let mut wild = false;
        self.tail_outcomes(sq, i, start, eqs == 1, Path::EMPTY, &mut out, &mut wild);
        out.sort_unstable();
        out.dedup();
        let v: TailList = if wild {
            None
        } else {
            out.into_iter()
                .map(|(d, p)| i64::try_from(d).ok().map(|d| (d, p)))
                .collect()
        };
        self.tails.insert(key, v);
    }

    /// The tails laid from square `i` after a `+`, `−` or `=` (`eqs` the side after it, `minus`
    /// its sign), from their list: each gives `base + r` (`base − r` when `flip`) and the
    /// pieces `path` then its own. Returns false when they are not listed (the caller walks
    /// them instead). Listing a tail thus reuses the lists of the tails after its signs.
    #[allow(clippy::too_many_arguments)]
    fn after_sign(
        &mut self,
        sq: &[Square],
        i: usize,
        eqs: u8,
        minus: bool,
        base: i128,
        flip: bool,
        path: Path,
        out: &mut Vec<(i128, u64)>,
        wild: &mut bool,
    ) -> bool {
        let Some(key) = self.sign_key(i, eqs, minus) else {
            return false;
        };
        self.list_signs(sq, i, key, eqs, minus);
        let Some(Some(v)) = self.tails.get(&key) else {
            return false;
        };
        for &(r, tail) in v {
            let Some(p) = path.then(Path(tail)) else {
                *wild = true;
                return true;
            };
            let r = i128::from(r);
            out.push((if flip { base - r } else { base + r }, p.0));
        }
        true
    }

    /// The tails after a `+`, `−` or `=` laid on square `i − 1` by a tail of a term (`eqs` the
    /// side before it): what each adds after the term (with the right member counted negative
    /// when the `=` is the sign) and its pieces (`path` then its own).
    #[allow(clippy::too_many_arguments)]
    fn after_term(
        &mut self,
        sq: &[Square],
        i: usize,
        sign: Piece,
        eqs: u8,
        path: Path,
        out: &mut Vec<(i128, u64)>,
        wild: &mut bool,
    ) {
        let (side, minus, flip) = match sign {
            Piece::Plus | Piece::Minus => (eqs, sign == Piece::Minus, false),
            Piece::Equals if eqs == 0 => (1, false, true),
            Piece::Equals => {
                if self.rules.chains {
                    *wild = true;
                }
                return;
            }
            _ => return,
        };
        if self.after_sign(sq, i, side, minus, 0, flip, path, out, wild) {
            return;
        }
        let auto = Auto {
            last: Last::Sign,
            sum: TAIL_OFFSET,
            eqs: side,
            minus,
            left: if flip { 2 * TAIL_OFFSET } else { 0 },
            ..Auto::START
        };
        self.tail_outcomes(sq, i, auto, eqs == 1, path, out, wild);
    }

    /// [`Search::tails_for`] just after `t ×` or `t ÷` (`t` the term so far): a tail adds
    /// `±t·P + R` to the balance, `P` what its factors make (a fraction when a ÷ is among
    /// them) and `R` what follows the term. The tails are listed once per held multiset, shape,
    /// side, sign and operation, grouped by `P` and sorted by `R` within each group; the tails
    /// picked are those of every `P` that makes `t·P` whole with `need − ±t·P` as their `R`.
    /// The listing drops every check that depends on `t` (each division exact, the term's
    /// size, the sum never negative), so it only lists more tails than are legal.
    fn product_tails_for(
        &mut self,
        sq: &[Square],
        i: usize,
        a: &Auto,
        held: u128,
        shape: u128,
        op: Op,
    ) -> Tails {
        // The list does not depend on the term's sign.
        let key = TailKey {
            held,
            shape,
            side: a.eqs * 2 + if op == Op::Div { 8 } else { 4 },
        };
        let need = if a.eqs == 1 { a.left - a.sum } else { -a.sum };
        let t = if a.minus { -a.term } else { a.term };
        let (Ok(t), Ok(need)) = (i64::try_from(t), i64::try_from(need)) else {
            return Tails::Walk;
        };
        self.list_products(sq, i, key, a.eqs, op);
        let Some(Some((groups, rs))) = self.products.get(&key) else {
            return Tails::Walk;
        };
        self.picked.clear();
        let mut start = 0;
        for &(num, den, end) in groups {
            let rs = &rs[start..end as usize];
            start = end as usize;
            let Some(x) = t.checked_mul(num) else {
                return Tails::Walk;
            };
            let q = if den == 1 {
                x
            } else if x % den != 0 {
                continue;
            } else {
                x / den
            };
            let Some(r) = need.checked_sub(q) else {
                return Tails::Walk;
            };
            pick(rs, r, &mut self.picked);
        }
        if self.picked.is_empty() {
            Tails::Dead
        } else {
            Tails::Listed
        }
    }

    /// [`Search::tails_for`] while a number is being read with no × or ÷ waiting for it
    /// (`num` so far, the term's sign `s`): a tail appends `k` digits making `D`, may multiply
    /// or divide the number by factors making `P` (a fraction `pn/den`), and adds `R` after
    /// the term, so it adds `s·(num·10^k + D)·pn/den + R` to the balance, which is linear in
    /// `num`. The tails are listed once per held multiset, shape, side and sign, grouped by
    /// `(10^k·pn, den)` and sorted within each group by `s·D·pn + R·den`; the tails picked are
    /// those whose value there is `need·den − s·num·10^k·pn`. The listing drops the checks
    /// that depend on `num` (leading zeros, the number's size, each division exact).
    fn number_tails_for(
        &mut self,
        sq: &[Square],
        i: usize,
        a: &Auto,
        held: u128,
        shape: u128,
    ) -> Tails {
        let key = TailKey {
            held,
            shape,
            side: a.eqs * 2 + u8::from(a.minus) + 12,
        };
        let need = if a.eqs == 1 { a.left - a.sum } else { -a.sum };
        let sign: i64 = if a.minus { -1 } else { 1 };
        let (Ok(num), Ok(need)) = (i64::try_from(a.num), i64::try_from(need)) else {
            return Tails::Walk;
        };
        if !self.products.contains_key(&key) {
            let mut out = Vec::new();
            let mut wild = false;
            let number = (0, 0, a.minus);
            self.number_tails(sq, i, number, a.eqs, Path::EMPTY, &mut out, &mut wild);
            let v = group(out, wild);
            self.products.insert(key, v);
        }
        let Some(Some((groups, rs))) = self.products.get(&key) else {
            return Tails::Walk;
        };
        self.picked.clear();
        let mut start = 0;
        for &(an, den, end) in groups {
            let rs = &rs[start..end as usize];
            start = end as usize;
            // Each factor fits in 64 bits, so neither product overflows 128.
            let x = i128::from(need) * i128::from(den) - i128::from(sign * num) * i128::from(an);
            let Ok(x) = i64::try_from(x) else {
                continue;
            };
            pick(rs, x, &mut self.picked);
        }
        if self.picked.is_empty() {
            Tails::Dead
        } else {
            Tails::Listed
        }
    }

    /// Every tail of a number being read, laid from square `i`: `number` the digits appended
    /// so far (`k`, the number `D` they make) and whether the term is subtracted, `eqs` the
    /// side, `path` the tail's pieces so far. Each tail that can end as a true equation gives
    /// `(10^k·pn, den, s·D·pn + R·den)` (see [`Search::number_tails_for`]) and its pieces.
    #[allow(clippy::too_many_arguments)]
    fn number_tails(
        &mut self,
        sq: &[Square],
        i: usize,
        number: (u32, i128, bool),
        eqs: u8,
        path: Path,
        out: &mut Vec<(i128, i128, i128, u64)>,
        wild: &mut bool,
    ) {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.truncated = true;
        }
        let (k, d, minus) = number;
        let sign: i128 = if minus { -1 } else { 1 };
        let step = |s: &mut Self,
                    piece: Piece,
                    out: &mut Vec<(i128, i128, i128, u64)>,
                    wild: &mut bool| {
            let end_ok = matches!(sq.get(i + 1), None | Some(Square::Open | Square::Closed));
            let go_on = matches!(sq.get(i + 1), Some(Square::Open | Square::Cross(_)));
            let Some(path) = path.with(piece) else {
                *wild = true;
                return;
            };
            if let Piece::Digit(digit) = piece {
                let (k, d) = (k + 1, d * 10 + i128::from(digit));
                if d > MAX_NUMBER {
                    return;
                }
                if end_ok && eqs == 1 {
                    out.push((10i128.pow(k), 1, sign * d, path.0));
                }
                if go_on {
                    s.number_tails(sq, i + 1, (k, d, minus), eqs, path, out, wild);
                }
                return;
            }
            if !go_on {
                return;
            }
            let ten = 10i128.pow(k);
            match piece {
                Piece::Times | Piece::Divide => {
                    let op = if piece == Piece::Times {
                        Op::Mul
                    } else {
                        Op::Div
                    };
                    let mut ps = Vec::new();
                    if !s.after_factor(sq, i + 1, op, eqs, (1, 1), path, &mut ps, wild) {
                        s.product_tails(sq, i + 1, (None, (1, 1), op), eqs, path, &mut ps, wild);
                    }
                    for (pn, den, r, path) in ps {
                        let an = ten.checked_mul(pn);
                        let v = (sign * d)
                            .checked_mul(pn)
                            .and_then(|v| v.checked_add(r.checked_mul(den)?));
                        let (Some(an), Some(v)) = (an, v) else {
                            *wild = true;
                            return;
                        };
                        out.push((an, den, v, path));
                    }
                    return;
                }
                _ => {}
            }
            let mut rs = Vec::new();
            s.after_term(sq, i + 1, piece, eqs, path, &mut rs, wild);
            out.extend(rs.into_iter().map(|(r, path)| (ten, 1, sign * d + r, path)));
        };
        self.each_piece(sq.get(i), |s, p| step(s, p, out, wild));
    }

    /// The key of the tails of a term inside a product laid from square `i` after a `×` or `÷`
    /// (`op`; `eqs` the side) with the pieces held now; `None` when they are not listed.
    fn product_key(&self, i: usize, eqs: u8, op: Op) -> Option<TailKey> {
        let key = self.sign_key(i, eqs, false)?;
        Some(TailKey {
            side: eqs * 2 + if op == Op::Div { 8 } else { 4 },
            ..key
        })
    }

    /// Lists the tails of `key` (a term inside a product, laid from square `i` after `op`;
    /// `eqs` the side) unless they are listed already.
    fn list_products(&mut self, sq: &[Square], i: usize, key: TailKey, eqs: u8, op: Op) {
        if self.products.contains_key(&key) {
            return;
        }
        let mut out = Vec::new();
        let mut wild = false;
        let start = (None, (1, 1), op);
        self.product_tails(sq, i, start, eqs, Path::EMPTY, &mut out, &mut wild);
        let v = group(out, wild);
        self.products.insert(key, v);
    }

    /// The tails of a term inside a product laid from square `i` after a `×` or `÷` (`op`),
    /// from their list, once the factors before it make `f`: each gives `(f·P, R)` and the
    /// pieces `path` then its own. Returns false when they are not listed (the caller walks
    /// them instead).
    #[allow(clippy::too_many_arguments)]
    fn after_factor(
        &mut self,
        sq: &[Square],
        i: usize,
        op: Op,
        eqs: u8,
        f: (i128, i128),
        path: Path,
        out: &mut Vec<(i128, i128, i128, u64)>,
        wild: &mut bool,
    ) -> bool {
        let Some(key) = self.product_key(i, eqs, op) else {
            return false;
        };
        self.list_products(sq, i, key, eqs, op);
        let Some(Some((groups, rs))) = self.products.get(&key) else {
            return false;
        };
        let mut start = 0;
        for &(num, den, end) in groups {
            let rs = &rs[start..end as usize];
            start = end as usize;
            let p = match (
                f.0.checked_mul(i128::from(num)),
                f.1.checked_mul(i128::from(den)),
            ) {
                (Some(n), Some(d)) => {
                    let g = gcd(n, d).max(1);
                    (n / g, d / g)
                }
                _ => {
                    *wild = true;
                    return true;
                }
            };
            for &(r, tail) in rs {
                let Some(tail) = path.then(Path(tail)) else {
                    *wild = true;
                    return true;
                };
                out.push((p.0, p.1, i128::from(r), tail.0));
            }
        }
        true
    }

    /// Every tail of a term inside a product laid from square `i`: `num` the number being read
    /// (and its digits), `p` what the factors folded so far make (numerator, denominator), `op`
    /// the × or ÷ waiting for the number, `eqs` the side, `path` the tail's pieces so far. Each
    /// tail that can end as a true equation gives `(P, R)` (see [`Search::product_tails_for`])
    /// and its pieces; `wild` is set when one cannot be listed (the list is then not used).
    #[allow(clippy::too_many_arguments)]
    fn product_tails(
        &mut self,
        sq: &[Square],
        i: usize,
        at: (Option<(i128, u8)>, (i128, i128), Op),
        eqs: u8,
        path: Path,
        out: &mut Vec<(i128, i128, i128, u64)>,
        wild: &mut bool,
    ) {
        let (num, p, op) = at;
        self.nodes += 1;
        if self.nodes > self.budget {
            self.truncated = true;
        }
        let step = |s: &mut Self,
                    piece: Piece,
                    out: &mut Vec<(i128, i128, i128, u64)>,
                    wild: &mut bool| {
            let end_ok = matches!(sq.get(i + 1), None | Some(Square::Open | Square::Closed));
            let go_on = matches!(sq.get(i + 1), Some(Square::Open | Square::Cross(_)));
            let Some(path) = path.with(piece) else {
                *wild = true;
                return;
            };
            if let Piece::Digit(d) = piece {
                let n = match num {
                    Some((n, digits)) => {
                        if digits == 1 && n == 0 && !s.rules.leading_zeros {
                            return;
                        }
                        let m = n * 10 + i128::from(d);
                        if m > MAX_NUMBER {
                            return;
                        }
                        (m, digits.saturating_add(1))
                    }
                    None => (i128::from(d), 1),
                };
                if end_ok && eqs == 1 {
                    match fold(p, op, n.0) {
                        Fold::Ok(f) => out.push((f.0, f.1, 0, path.0)),
                        Fold::Refused => {}
                        Fold::Overflow => *wild = true,
                    }
                }
                if go_on {
                    s.product_tails(sq, i + 1, (Some(n), p, op), eqs, path, out, wild);
                }
                return;
            }
            let Some((n, _)) = num else {
                return;
            };
            let f = match fold(p, op, n) {
                Fold::Ok(f) => f,
                Fold::Refused => return,
                Fold::Overflow => {
                    *wild = true;
                    return;
                }
            };
            if !go_on {
                return;
            }
            if let Piece::Times | Piece::Divide = piece {
                let op = if piece == Piece::Times {
                    Op::Mul
                } else {
                    Op::Div
                };
                if !s.after_factor(sq, i + 1, op, eqs, f, path, out, wild) {
                    s.product_tails(sq, i + 1, (None, f, op), eqs, path, out, wild);
                }
                return;
            }
            let mut rs = Vec::new();
            s.after_term(sq, i + 1, piece, eqs, path, &mut rs, wild);
            out.extend(rs.into_iter().map(|(r, path)| (f.0, f.1, r, path)));
        };
        self.each_piece(sq.get(i), |s, p| step(s, p, out, wild));
    }

    /// Calls `f` with each piece `square` can take in a tail: its laid piece, or each kind the
    /// supply still holds (taken from the supply while `f` runs).
    fn each_piece(&mut self, square: Option<&Square>, mut f: impl FnMut(&mut Self, Piece)) {
        match square {
            Some(Square::Cross(p)) => f(self, *p),
            Some(Square::Open) => {
                for j in 0..self.kinds.len() {
                    let k = self.kinds[j];
                    if self.supply[k] == 0 {
                        continue;
                    }
                    self.take(k);
                    f(self, Piece::ALL[k]);
                    self.give(k);
                }
            }
            _ => {}
        }
    }

    /// What a line ending with the automaton at `e` adds to the balance, if it is a true end:
    /// `right`, the tail began after the `=`.
    fn outcome(mut e: Auto, right: bool, rules: EquationRules) -> Option<i128> {
        if e.last == Last::Digit
            && e.eqs == 1
            && e.close_number(rules).is_some()
            && e.commit().is_some()
        {
            Some(if right {
                e.sum - TAIL_OFFSET
            } else {
                e.left - TAIL_OFFSET - e.sum
            })
        } else {
            None
        }
    }

    /// Every tail laid from square `i` with the automaton at `auto` (started from
    /// [`TAIL_OFFSET`]): what each tail that ends as a true equation adds to the balance, with
    /// its pieces (`path` those laid before square `i`). `right`: the tail began after the `=`;
    /// `wild` is set when a tail is too long to keep.
    #[allow(clippy::too_many_arguments)]
    fn tail_outcomes(
        &mut self,
        sq: &[Square],
        i: usize,
        auto: Auto,
        right: bool,
        path: Path,
        out: &mut Vec<(i128, u64)>,
        wild: &mut bool,
    ) {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.truncated = true;
        }
        let step = |s: &mut Self, p: Piece, out: &mut Vec<(i128, u64)>, wild: &mut bool| {
            let Some(a) = auto.push(p, s.rules) else {
                return;
            };
            let Some(path) = path.with(p) else {
                *wild = true;
                return;
            };
            if a.last == Last::Sign && a.term_op.is_none() {
                // After `+`, `−` or `=`: the tails from here are listed once for every tail.
                let (base, flip) = if right || a.eqs == 0 {
                    (a.sum - TAIL_OFFSET, false)
                } else {
                    (a.left - TAIL_OFFSET - a.sum, true)
                };
                if s.after_sign(sq, i + 1, a.eqs, a.minus, base, flip, path, out, wild) {
                    return;
                }
            }
            if matches!(sq.get(i + 1), None | Some(Square::Open | Square::Closed)) {
                if let Some(v) = Self::outcome(a, right, s.rules) {
                    out.push((v, path.0));
                }
            }
            if matches!(sq.get(i + 1), Some(Square::Open | Square::Cross(_))) {
                s.tail_outcomes(sq, i + 1, a, right, path, out, wild);
            }
        };
        self.each_piece(sq.get(i), |s, p| step(s, p, out, wild));
    }

    /// Lays each tail of `picked` after the prefix in `line` (its automaton at `a`, the tail
    /// from square `i`) and emits those that end as a true equation: the tails were listed
    /// without the prefix, so each is read again from `a`, as the walk would have.
    #[allow(clippy::too_many_arguments)]
    fn lay_tails(
        &mut self,
        cells: &[Cell],
        sq: &[Square],
        dir: Direction,
        start: usize,
        i: usize,
        a: Auto,
        crossed: usize,
        placed: usize,
    ) {
        let picked = std::mem::take(&mut self.picked);
        let base = self.line.len();
        for &path in &picked {
            if !self.tick() {
                break;
            }
            let path = Path(path);
            let (mut auto, mut crossed, mut placed) = (Some(a), crossed, placed);
            for j in 0..path.len() {
                let p = path.piece(j);
                match sq.get(i + j) {
                    Some(Square::Cross(q)) if *q == p => crossed += 1,
                    Some(Square::Open) => placed += 1,
                    _ => auto = None,
                }
                auto = auto.and_then(|x| x.push(p, self.rules));
                self.line.push(p);
            }
            let end_ok = matches!(
                sq.get(i + path.len()),
                None | Some(Square::Open | Square::Closed)
            );
            if end_ok && crossed > 0 && placed > 0 && auto.is_some_and(|x| x.accepts(self.rules)) {
                self.emit(cells[start], dir, crossed, placed);
            }
            self.line.truncate(base);
        }
        self.picked = picked;
    }

    /// Walks a line from square `i` of `sq` (cells `cells`), with the automaton at `auto`.
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &mut self,
        cells: &[Cell],
        sq: &[Square],
        suffix: &[Ahead],
        dir: Direction,
        start: usize,
        i: usize,
        auto: Auto,
        crossed: usize,
        placed: usize,
    ) {
        if !self.tick() || i >= sq.len() {
            return;
        }
        let next = |s: &mut Self, p: Piece, crossed: usize, placed: usize| {
            let Some(a) = auto.push(p, s.rules) else {
                return;
            };
            let ahead = s.ahead(suffix.get(i + 1).copied().unwrap_or_default());
            if a.hopeless(&ahead, s.rules) || (a.eqs == 0 && ahead.equals == 0) {
                return;
            }
            let tails = s.tails_for(sq, i + 1, &a);
            if matches!(tails, Tails::Dead) && a.last != Last::Digit {
                return;
            }
            s.line.push(p);
            // End here: the next square is empty or off the board.
            let end_ok = matches!(sq.get(i + 1), None | Some(Square::Open | Square::Closed));
            if end_ok && crossed > 0 && placed > 0 && a.accepts(s.rules) {
                s.emit(cells[start], dir, crossed, placed);
            }
            match tails {
                Tails::Walk => {
                    if matches!(sq.get(i + 1), Some(Square::Open | Square::Cross(_))) {
                        s.walk(cells, sq, suffix, dir, start, i + 1, a, crossed, placed);
                    }
                }
                Tails::Listed => s.lay_tails(cells, sq, dir, start, i + 1, a, crossed, placed),
                Tails::Dead => {}
            }
            s.line.pop();
        };
        match sq[i] {
            Square::Cross(p) => next(self, p, crossed + 1, placed),
            Square::Open => {
                for j in 0..self.kinds.len() {
                    let k = self.kinds[j];
                    if self.supply[k] == 0 {
                        continue;
                    }
                    self.take(k);
                    next(self, Piece::ALL[k], crossed, placed + 1);
                    self.give(k);
                }
            }
            Square::Closed | Square::Blocked => {}
        }
    }

    fn emit(&mut self, start: Cell, dir: Direction, crossed: usize, placed: usize) {
        if let Ok(c) = check(&self.line, self.rules) {
            let points = crate::crossword::pytagora::points(&c.tokens, crossed);
            self.found.push(Move {
                placement: Placement {
                    start,
                    dir,
                    pieces: self.line.clone(),
                },
                crossed,
                placed,
                points,
            });
        }
    }

    /// Every equation of the supply alone up to `max_len` pieces (free lines).
    fn free(&mut self, auto: Auto, max_len: usize, out: &mut Vec<Vec<Piece>>) {
        if !self.tick() || self.line.len() >= max_len {
            return;
        }
        for j in 0..self.kinds.len() {
            let k = self.kinds[j];
            if self.supply[k] == 0 {
                continue;
            }
            let p = Piece::ALL[k];
            let Some(a) = auto.push(p, self.rules) else {
                continue;
            };
            self.take(k);
            let room = u32::try_from(max_len.saturating_sub(self.line.len() + 1)).unwrap_or(0);
            let ahead = self.ahead(Ahead {
                room,
                ..Ahead::default()
            });
            if !a.hopeless(&ahead, self.rules) && (a.eqs > 0 || ahead.equals > 0) {
                self.line.push(p);
                if a.accepts(self.rules) && check(&self.line, self.rules).is_ok() {
                    out.push(self.line.clone());
                    if self.stop_at_first {
                        self.found.push(Move {
                            placement: Placement {
                                start: Cell::new(0, 0),
                                dir: Direction::Across,
                                pieces: self.line.clone(),
                            },
                            crossed: 0,
                            placed: self.line.len(),
                            points: 0,
                        });
                    }
                }
                self.free(a, max_len, out);
                self.line.pop();
            }
            self.give(k);
        }
    }
}

/// For each length, the free place nearest the centre where a line of that length touches
/// nothing (scan order breaks ties): `None` when there is none.
pub fn free_places(board: &Board, max_len: usize) -> Vec<Option<(Cell, Direction)>> {
    let mut best: Vec<Option<(i64, Cell, Direction)>> = vec![None; max_len + 1];
    let (rows, cols) = (i64::from(board.rows()), i64::from(board.cols()));
    for dir in Direction::BOTH {
        let lines = if dir == Direction::Across { rows } else { cols };
        for l in 0..lines {
            let first = match dir {
                Direction::Across => Cell::new(l as u8, 0),
                Direction::Down => Cell::new(0, l as u8),
            };
            let n = if dir == Direction::Across {
                board.cols()
            } else {
                board.rows()
            };
            let Some(cells) = board.cells(first, dir, usize::from(n)) else {
                continue;
            };
            let sq = squares(board, &cells, dir);
            for s in 0..cells.len() {
                if s > 0 && board.piece(cells[s - 1]).is_some() {
                    continue;
                }
                let mut len = 0;
                while s + len < cells.len() && sq[s + len] == Square::Open && len < max_len {
                    len += 1;
                    let after_ok = cells.get(s + len).is_none_or(|&c| board.piece(c).is_none());
                    if after_ok {
                        // Distance of the line's middle from the board's centre (doubled).
                        let mid_r = 2 * i64::from(cells[s].row)
                            + (if dir == Direction::Down {
                                len as i64 - 1
                            } else {
                                0
                            });
                        let mid_c = 2 * i64::from(cells[s].col)
                            + (if dir == Direction::Across {
                                len as i64 - 1
                            } else {
                                0
                            });
                        let d = (mid_r - (rows - 1)).abs() + (mid_c - (cols - 1)).abs();
                        if best[len].is_none_or(|(bd, _, _)| d < bd) {
                            best[len] = Some((d, cells[s], dir));
                        }
                    }
                }
            }
        }
    }
    best.into_iter()
        .map(|b| b.map(|(_, c, d)| (c, d)))
        .collect()
}

fn run(
    board: &Board,
    rack: &[Piece],
    pool_equals: u32,
    rules: EquationRules,
    budget: u64,
    stop_at_first: bool,
) -> Generated {
    let supply = supply(rack, pool_equals);
    let total: usize = supply.iter().map(|&n| usize::from(n)).sum();
    let mut held = Ahead::default();
    for (k, &n) in supply.iter().enumerate() {
        for _ in 0..n {
            held = held.plus(Piece::ALL[k]);
        }
    }
    let mut s = Search {
        rules,
        supply,
        held,
        budget,
        nodes: 0,
        truncated: false,
        stop_at_first,
        found: Vec::new(),
        line: Vec::new(),
        board,
        held_count: supply.iter().map(|&n| u32::from(n)).sum(),
        held_key: supply.iter().enumerate().try_fold(0u128, |h, (k, &n)| {
            (n < 32).then(|| h + (u128::from(n) << (5 * k)))
        }),
        tails: HashMap::default(),
        picked: Vec::new(),
        products: HashMap::default(),
        kinds: (0..KINDS).filter(|&k| supply[k] > 0).collect(),
        shapes: Vec::new(),
    };
    // Lines that cross laid pieces.
    for dir in Direction::BOTH {
        let lines = if dir == Direction::Across {
            board.rows()
        } else {
            board.cols()
        };
        for l in 0..lines {
            let first = match dir {
                Direction::Across => Cell::new(l, 0),
                Direction::Down => Cell::new(0, l),
            };
            let n = if dir == Direction::Across {
                board.cols()
            } else {
                board.rows()
            };
            let Some(cells) = board.cells(first, dir, usize::from(n)) else {
                continue;
            };
            let sq = squares(s.board, &cells, dir);
            if !sq.iter().any(|q| matches!(q, Square::Cross(_))) {
                continue;
            }
            s.shapes = (0..=sq.len())
                .flat_map(|i| (0..=TAIL_HELD).map(move |h| (i, h)))
                .map(|(i, h)| shape(&sq, i, h))
                .collect();
            // Laid pieces ahead of each square: (−, digits, =).
            let mut suffix = vec![Ahead::default(); sq.len() + 1];
            for i in (0..sq.len()).rev() {
                suffix[i] = match sq[i] {
                    Square::Cross(p) => suffix[i + 1].plus(p),
                    Square::Closed | Square::Blocked => Ahead::default(),
                    Square::Open => suffix[i + 1],
                };
                if matches!(sq[i], Square::Cross(_) | Square::Open) {
                    suffix[i].room += 1;
                }
            }
            // The nearest crossable piece at or after each square, reachable through open ones.
            let mut next_cross: Vec<Option<usize>> = vec![None; sq.len() + 1];
            for i in (0..sq.len()).rev() {
                next_cross[i] = match sq[i] {
                    Square::Cross(_) => Some(i),
                    Square::Open => next_cross[i + 1],
                    Square::Closed | Square::Blocked => None,
                };
            }
            for start in 0..sq.len() {
                if start > 0 && board.piece(cells[start - 1]).is_some() {
                    continue;
                }
                let Some(nc) = next_cross[start] else {
                    continue;
                };
                if nc - start > total {
                    continue;
                }
                s.walk(&cells, &sq, &suffix, dir, start, start, Auto::START, 0, 0);
                if s.truncated || (stop_at_first && !s.found.is_empty()) {
                    return finish(s);
                }
            }
        }
    }
    // Lines that cross nothing, each at its canonical free place.
    let places = free_places(board, total);
    let max_len = places.iter().rposition(Option::is_some).unwrap_or(0);
    if max_len >= 3 {
        let mut eqs = Vec::new();
        s.free(Auto::START, max_len, &mut eqs);
        if !stop_at_first {
            for pieces in eqs {
                let Some(Some((start, dir))) = places.get(pieces.len()).copied() else {
                    continue;
                };
                if let Ok(c) = check(&pieces, rules) {
                    let points = crate::crossword::pytagora::points(&c.tokens, 0);
                    let placed = pieces.len();
                    s.found.push(Move {
                        placement: Placement { start, dir, pieces },
                        crossed: 0,
                        placed,
                        points,
                    });
                }
            }
        } else if let Some(m) = s.found.first_mut() {
            if let Some(Some((start, dir))) = places.get(m.placement.pieces.len()).copied() {
                m.placement.start = start;
                m.placement.dir = dir;
            }
        }
    }
    finish(s)
}

fn finish(s: Search<'_>) -> Generated {
    let mut moves = s.found;
    moves.sort();
    moves.dedup();
    Generated {
        moves,
        nodes: s.nodes,
        truncated: s.truncated,
    }
}

/// Every legal play for `rack` (with `pool_equals` `=` in the shared pool) on `board`, under
/// the Pytagora layout (cross, never extend, never touch) and `rules`, within `budget` nodes.
pub fn generate(
    board: &Board,
    rack: &[Piece],
    pool_equals: u32,
    rules: EquationRules,
    budget: u64,
) -> Generated {
    run(board, rack, pool_equals, rules, budget, false)
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
    run(board, rack, pool_equals, rules, budget, true)
}

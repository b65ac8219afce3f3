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
use members::Members;

mod members;

/// Nodes a search visits before it lists the supply's members for its right sides (cheaper
/// searches walk every right side square by square).
const MEMBERS_AFTER: u64 = 100_000;

/// Nodes the joins of one line may take; past them (open lines with too many right sides to
/// list) the line and the rest of the search walk every left side as before.
const JOIN_ALLOWANCE: u64 = 1_000_000;

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
    fn hopeless(&self, ahead: &Ahead) -> bool {
        if self.term_op.is_some() || self.last == Last::Start {
            return false;
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
    /// Whether the member read so far is worth more than `cap` whatever follows (`ahead`):
    /// its sum, plus the number being read (divided by `c` when a ÷ may follow), less `c`
    /// when a − may follow, where `c` is the digits ahead side by side in decreasing order.
    fn exceeds(&self, ahead: &Ahead, cap: i128) -> bool {
        if self.term_op.is_some() || self.last == Last::Start || self.minus {
            return false;
        }
        let c = concat_desc(&ahead.digits, ahead.room);
        let n = if self.last == Last::Digit {
            self.num
        } else {
            0
        };
        let n_low = if ahead.divide > 0 { n / c.max(1) } else { n };
        let sub = if ahead.minus > 0 { c } else { 0 };
        self.sum.saturating_add(n_low).saturating_sub(sub) > cap
    }
}

/// What is left to lay after a prefix: the rack's pieces and the laid ones further along.
#[derive(Debug, Clone, Copy, Default)]
struct Ahead {
    minus: u32,
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
            Piece::Divide => self.divide += 1,
            Piece::Equals => self.equals += 1,
            _ => {}
        }
        self
    }

    fn minus_one(mut self, p: Piece) -> Ahead {
        match p {
            Piece::Digit(d) => self.digits[usize::from(d.min(9))] -= 1,
            Piece::Minus => self.minus -= 1,
            Piece::Divide => self.divide -= 1,
            Piece::Equals => self.equals -= 1,
            _ => {}
        }
        self
    }
}

/// The largest `room` digits side by side in decreasing order (the largest number they make
/// in that many squares).
fn concat_desc(digits: &[u32; 10], room: u32) -> i128 {
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

/// Where a [`Search::left_sides`] join puts its left sides: the `=` square, the longest left
/// side that fits before it, and what the `=` adds (crossed or placed).
struct Join {
    e: usize,
    longest: usize,
    /// The largest value of a left side that fits.
    most: i128,
    crossed: usize,
    placed: usize,
}

/// The right sides' table of a search: not built yet, built, or not to be built.
enum Table {
    NotYet,
    Ready(Members),
    Unavailable,
}

struct Search<'a> {
    rules: EquationRules,
    supply: Counts,
    /// Pieces the supply holds.
    count: usize,
    /// The members of the supply, once the search is long enough to want them.
    table: Table,
    /// The longest run of open squares in a line that crosses something.
    longest_run: usize,
    /// The supply at the start of the search.
    full_supply: Counts,
    /// Whether the line being searched joins its sides through the table.
    line_table: bool,
    /// The nodes the current line's joins may reach.
    join_limit: u64,
    /// Whether a line's joins went past [`JOIN_ALLOWANCE`] (then no more joins).
    join_failed: bool,
    /// The supply as an [`Ahead`].
    held: Ahead,
    budget: u64,
    nodes: u64,
    truncated: bool,
    stop_at_first: bool,
    found: Vec<Move>,
    line: Vec<Piece>,
    board: &'a Board,
}

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
        a.divide += h.divide;
        a.equals += h.equals;
        for (d, n) in a.digits.iter_mut().zip(h.digits) {
            *d += n;
        }
        a
    }

    fn take(&mut self, k: usize) {
        self.count -= 1;
        self.supply[k] -= 1;
        self.held = self.held.minus_one(Piece::ALL[k]);
    }

    fn give(&mut self, k: usize) {
        self.count += 1;
        self.supply[k] += 1;
        self.held = self.held.plus(Piece::ALL[k]);
    }

    /// Walks a line from square `i` of `sq` (cells `cells`), with the automaton at `auto`;
    /// the line may end only at or after square `must_reach`.
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
        must_reach: usize,
    ) {
        if !self.tick() || i >= sq.len() {
            return;
        }
        let crossed_before = crossed;
        let next = |s: &mut Self, p: Piece, crossed: usize, placed: usize| {
            let Some(a) = auto.push(p, s.rules) else {
                return;
            };
            let joined = auto.eqs == 0 && a.eqs > 0 && s.line_table;
            if joined && crossed_before == 0 {
                // The left side lies in open squares: joined by `left_sides`.
                return;
            }
            let ahead = s.ahead(suffix.get(i + 1).copied().unwrap_or_default());
            if a.hopeless(&ahead) || (a.eqs == 0 && ahead.equals == 0) {
                return;
            }
            s.line.push(p);
            if joined {
                s.right_sides(cells, sq, suffix, dir, start, i, a, crossed, placed);
            } else {
                // End here: the next square is empty or off the board.
                let end_ok = matches!(sq.get(i + 1), None | Some(Square::Open | Square::Closed));
                if end_ok && i >= must_reach && crossed > 0 && placed > 0 && a.accepts(s.rules) {
                    s.emit(cells[start], dir, crossed, placed);
                }
                if matches!(sq.get(i + 1), Some(Square::Open | Square::Cross(_))) {
                    s.walk(
                        cells,
                        sq,
                        suffix,
                        dir,
                        start,
                        i + 1,
                        a,
                        crossed,
                        placed,
                        must_reach,
                    );
                }
            }
            s.line.pop();
        };
        match sq[i] {
            Square::Cross(p) => next(self, p, crossed + 1, placed),
            Square::Open => {
                // The squares still to fill before `must_reach` need pieces.
                if i < must_reach && self.count < must_reach - i {
                    return;
                }
                for k in 0..KINDS {
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

    /// Whether the right sides' table is built, building it once the search is long enough.
    fn table_ready(&mut self) -> bool {
        if matches!(self.table, Table::NotYet) && self.nodes >= MEMBERS_AFTER {
            let mut counts = self.full_supply;
            counts[Piece::Equals.index()] = 0;
            let max_len = self
                .longest_run
                .min(counts.iter().map(|&n| usize::from(n)).sum());
            let built = Members::build(
                counts,
                max_len,
                self.rules,
                self.budget.saturating_sub(self.nodes),
            );
            self.nodes += built.nodes;
            if self.nodes > self.budget {
                self.truncated = true;
            }
            self.table = built.table.map_or(Table::Unavailable, Table::Ready);
        }
        matches!(self.table, Table::Ready(_))
    }

    /// Every right side after the `=` just laid at square `i` (the line so far in
    /// `self.line`, worth `a.left`): those in the open squares right after it from the table,
    /// and those that go on to cross a laid piece further along by the walk.
    #[allow(clippy::too_many_arguments)]
    fn right_sides(
        &mut self,
        cells: &[Cell],
        sq: &[Square],
        suffix: &[Ahead],
        dir: Direction,
        start: usize,
        i: usize,
        a: Auto,
        crossed: usize,
        placed: usize,
    ) {
        let from = i + 1;
        let run = sq
            .get(from..)
            .unwrap_or_default()
            .iter()
            .take_while(|q| **q == Square::Open)
            .count();
        let after = sq.get(from + run).copied();
        // Right sides within the open squares (the line must already cross something).
        let longest = match after {
            None | Some(Square::Closed) => run,
            _ => run.saturating_sub(1),
        };
        if crossed > 0 && longest > 0 {
            let Table::Ready(table) = std::mem::replace(&mut self.table, Table::Unavailable) else {
                return;
            };
            for member in table.worth(a.left) {
                if !self.tick() {
                    break;
                }
                if member.len() > longest || !self.holds(member) {
                    continue;
                }
                let n = self.line.len();
                self.line.extend_from_slice(member);
                self.emit(cells[start], dir, crossed, placed + member.len());
                self.line.truncate(n);
            }
            self.table = Table::Ready(table);
        }
        // Right sides that fill the open squares and cross the laid piece after them.
        if matches!(after, Some(Square::Cross(_))) {
            self.walk(
                cells,
                sq,
                suffix,
                dir,
                start,
                from,
                a,
                crossed,
                placed,
                from + run,
            );
        }
    }

    /// Every play whose left side lies in the open squares just before an `=` at square `e`
    /// (laid there from the supply, or crossed): the right sides after it are walked once, as
    /// members, and each is joined with the table's left sides of its value.
    fn left_sides(
        &mut self,
        cells: &[Cell],
        sq: &[Square],
        suffix: &[Ahead],
        dir: Direction,
        e: usize,
    ) {
        let eq = Piece::Equals.index();
        let from_supply = match sq[e] {
            Square::Open if self.supply[eq] > 0 => true,
            Square::Cross(Piece::Equals) => false,
            _ => return,
        };
        let run = sq[..e]
            .iter()
            .rev()
            .take_while(|q| **q == Square::Open)
            .count();
        let first = e - run;
        let whole = first == 0 || self.board.piece(cells[first - 1]).is_none();
        let longest = if whole { run } else { run.saturating_sub(1) };
        if longest == 0 {
            return;
        }
        let from = e + 1;
        // A right side after an `=` from the supply must cross a laid piece.
        let must_reach = if from_supply {
            let open = sq
                .get(from..)
                .unwrap_or_default()
                .iter()
                .take_while(|q| **q == Square::Open)
                .count();
            if !matches!(sq.get(from + open), Some(Square::Cross(_))) {
                return;
            }
            from + open
        } else {
            from
        };
        let Table::Ready(table) = &self.table else {
            return;
        };
        let join = Join {
            e,
            longest,
            most: table.most(longest),
            crossed: usize::from(!from_supply),
            placed: usize::from(from_supply),
        };
        if from_supply {
            self.take(eq);
        }
        self.right_walk(
            cells,
            sq,
            suffix,
            dir,
            from,
            Auto::START,
            0,
            0,
            must_reach,
            &join,
        );
        if from_supply {
            self.give(eq);
        }
    }

    /// Walks the right side of a [`Search::left_sides`] join from square `i` as a member on
    /// its own (the line so far in `self.line`).
    #[allow(clippy::too_many_arguments)]
    fn right_walk(
        &mut self,
        cells: &[Cell],
        sq: &[Square],
        suffix: &[Ahead],
        dir: Direction,
        i: usize,
        auto: Auto,
        crossed: usize,
        placed: usize,
        must_reach: usize,
        join: &Join,
    ) {
        if !self.tick() || i >= sq.len() || self.nodes > self.join_limit {
            return;
        }
        let next = |s: &mut Self, p: Piece, crossed: usize, placed: usize| {
            let Some(a) = auto.push(p, s.rules) else {
                return;
            };
            if a.eqs > 0 {
                return;
            }
            // The left side is at most its longest length of the digits still held side by
            // side in decreasing order, and at most the table's largest that fits.
            let ahead = s.ahead(suffix.get(i + 1).copied().unwrap_or_default());
            let room = u32::try_from(join.longest).unwrap_or(u32::MAX);
            let cap = join.most.min(concat_desc(&s.held.digits, room));
            if a.exceeds(&ahead, cap) {
                return;
            }
            s.line.push(p);
            let end_ok = matches!(sq.get(i + 1), None | Some(Square::Open | Square::Closed));
            if end_ok && i >= must_reach && crossed + join.crossed > 0 {
                if let Some(v) = a.value(s.rules) {
                    s.join_left(cells, dir, v, crossed, placed, join);
                }
            }
            if matches!(sq.get(i + 1), Some(Square::Open | Square::Cross(_))) {
                s.right_walk(
                    cells,
                    sq,
                    suffix,
                    dir,
                    i + 1,
                    a,
                    crossed,
                    placed,
                    must_reach,
                    join,
                );
            }
            s.line.pop();
        };
        match sq[i] {
            Square::Cross(p) => next(self, p, crossed + 1, placed),
            Square::Open => {
                if i < must_reach && self.count < must_reach - i {
                    return;
                }
                for k in 0..KINDS {
                    if self.supply[k] == 0 || k == Piece::Equals.index() {
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

    /// Emits the right side in `self.line` (worth `value`) after each left side of the table
    /// that fits before the `=` and that the supply still holds.
    fn join_left(
        &mut self,
        cells: &[Cell],
        dir: Direction,
        value: i128,
        crossed: usize,
        placed: usize,
        join: &Join,
    ) {
        let Table::Ready(table) = std::mem::replace(&mut self.table, Table::Unavailable) else {
            return;
        };
        for member in table.worth(value) {
            if !self.tick() || self.nodes > self.join_limit {
                break;
            }
            if member.len() > join.longest || !self.holds(member) {
                continue;
            }
            let mut whole = Vec::with_capacity(member.len() + 1 + self.line.len());
            whole.extend_from_slice(member);
            whole.push(Piece::Equals);
            whole.extend_from_slice(&self.line);
            let right = std::mem::replace(&mut self.line, whole);
            self.emit(
                cells[join.e - member.len()],
                dir,
                crossed + join.crossed,
                placed + join.placed + member.len(),
            );
            self.line = right;
        }
        self.table = Table::Ready(table);
    }

    /// Whether the supply holds the pieces of `member`.
    fn holds(&self, member: &[Piece]) -> bool {
        let mut left = self.supply;
        member.iter().all(|p| {
            let slot = &mut left[p.index()];
            let ok = *slot > 0;
            *slot = slot.saturating_sub(1);
            ok
        })
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
        for k in 0..KINDS {
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
            if !a.hopeless(&ahead) && (a.eqs > 0 || ahead.equals > 0) {
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

/// The longest run of open squares in a line that crosses a laid piece.
fn longest_open_run(board: &Board) -> usize {
    let mut longest = 0;
    for dir in Direction::BOTH {
        let (lines, n) = if dir == Direction::Across {
            (board.rows(), board.cols())
        } else {
            (board.cols(), board.rows())
        };
        for l in 0..lines {
            let first = match dir {
                Direction::Across => Cell::new(l, 0),
                Direction::Down => Cell::new(0, l),
            };
            let Some(cells) = board.cells(first, dir, usize::from(n)) else {
                continue;
            };
            let sq = squares(board, &cells, dir);
            if !sq.iter().any(|q| matches!(q, Square::Cross(_))) {
                continue;
            }
            let mut run = 0;
            for q in &sq {
                run = if *q == Square::Open { run + 1 } else { 0 };
                longest = longest.max(run);
            }
        }
    }
    longest
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
        count: total,
        table: Table::NotYet,
        longest_run: longest_open_run(board),
        full_supply: supply,
        line_table: false,
        join_limit: u64::MAX,
        join_failed: false,
        held,
        budget,
        nodes: 0,
        truncated: false,
        stop_at_first,
        found: Vec::new(),
        line: Vec::new(),
        board,
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
            s.line_table = !rules.chains && !s.join_failed && s.table_ready();
            if s.line_table {
                s.join_limit = s.nodes.saturating_add(JOIN_ALLOWANCE);
                for e in 0..sq.len() {
                    s.left_sides(&cells, &sq, &suffix, dir, e);
                }
                if s.nodes > s.join_limit {
                    // Too many right sides to list: this line and the rest are walked left
                    // side by left side (plays already joined come again and are merged).
                    s.join_failed = true;
                    s.line_table = false;
                }
                s.join_limit = u64::MAX;
                if s.truncated || (stop_at_first && !s.found.is_empty()) {
                    return finish(s);
                }
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
                s.walk(
                    &cells,
                    &sq,
                    &suffix,
                    dir,
                    start,
                    start,
                    Auto::START,
                    0,
                    0,
                    nc,
                );
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

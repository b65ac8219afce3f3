//! Meet in the middle for the lines that cross laid pieces (one `=` a line): on each line,
//! every left side (a member ending just before a square that may hold the `=`) is listed once
//! from each start with its value and the pieces it takes from the supply; then, for each such
//! `=` square, every right side once, with its value and pieces; and the two are paired by
//! value when the supply holds both sides' pieces and the `=` together. The right sides are
//! searched once for all the left sides of their `=` instead of once per left side.

use super::{Ahead, Auto, Last, Search, Square};
use crate::crossword::board::Direction;
use crate::crossword::pieces::Piece;
use crate::kit::grid::Cell;

/// Pieces taken from the supply, one byte per kind (digits 0-9, + − × ÷ =): at most 10 of
/// each, so bytes never carry.
pub(super) type Used = u128;

/// The top bit of every byte.
const HIGH: Used = 0x8080_8080_8080_8080_8080_8080_8080_8080;

/// The kinds a Pytagora line uses (digits, + − × ÷ =), in [`Piece::index`] order.
const LINE_KINDS: usize = 15;

/// One piece of kind `k` (`k` < [`LINE_KINDS`]).
pub(super) fn one(k: usize) -> Used {
    1u128 << (8 * k)
}

/// Whether `used` fits in what is left, `rem` (both packed as [`Used`], bytes below 128).
pub(super) fn fits(rem: Used, used: Used) -> bool {
    ((rem | HIGH).wrapping_sub(used)) & HIGH == HIGH
}

/// A supply's counts packed as [`Used`].
pub(super) fn packed(supply: &[u8]) -> Used {
    supply
        .iter()
        .take(LINE_KINDS)
        .enumerate()
        .map(|(k, &n)| one(k) * u128::from(n.min(10)))
        .sum()
}

/// One member of a line (one side of its `=`).
#[derive(Debug, Clone, Copy)]
struct Side {
    value: i128,
    used: Used,
    /// The side's first square (a left side) or its last (a right side).
    edge: u8,
    crossed: u8,
    placed: u8,
    /// Where its pieces are in the arena, and how many.
    at: u32,
    len: u8,
}

/// The line being searched: its cells, squares and what is laid ahead of each square.
pub(super) struct Line<'l> {
    pub cells: &'l [Cell],
    pub sq: &'l [Square],
    pub suffix: &'l [Ahead],
    pub dir: Direction,
}

impl Line<'_> {
    /// Whether a line may go on from square `i` to the next.
    fn goes_on(&self, i: usize) -> bool {
        matches!(self.sq.get(i + 1), Some(Square::Open | Square::Cross(_)))
    }

    /// Whether a line may end on square `i` (nothing laid just after it).
    fn may_end(&self, i: usize) -> bool {
        matches!(
            self.sq.get(i + 1),
            None | Some(Square::Open | Square::Closed)
        )
    }
}

/// The sides of one line: the left sides by the square of their `=`, and the pieces of every
/// side listed.
struct Sides {
    lefts: Vec<Vec<Side>>,
    rights: Vec<Side>,
    arena: Vec<Piece>,
}

impl Search<'_> {
    /// Counts a node; false once the budget is spent.
    fn count(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.truncated = true;
        }
        !self.truncated
    }

    /// Every play of the line `line` that starts on one of `starts` (each with a laid piece
    /// reachable), found by pairing its sides.
    pub(super) fn pair_sides(&mut self, line: &Line<'_>, starts: &[usize]) {
        let mut sides = Sides {
            lefts: vec![Vec::new(); line.sq.len()],
            rights: Vec::new(),
            arena: Vec::new(),
        };
        for &start in starts {
            self.left_sides(line, &mut sides, start, start, Auto::START, 0, 0, 0);
            if self.truncated {
                return;
            }
        }
        let eq = Piece::Equals.index();
        let supply = packed(&self.supply);
        for e in 0..line.sq.len() {
            let lefts = std::mem::take(&mut sides.lefts[e]);
            if lefts.is_empty() || !line.goes_on(e) {
                continue;
            }
            let eq_laid = line.sq[e] == Square::Open;
            let lo = lefts.iter().map(|s| s.value).min().unwrap_or(0);
            let hi = lefts.iter().map(|s| s.value).max().unwrap_or(0);
            if eq_laid {
                self.take(eq);
            }
            let mut after = Auto::START;
            after.last = Last::Sign;
            after.eqs = 1;
            let mark = sides.arena.len();
            sides.rights.clear();
            // `self.line` is empty here: it holds the right side's pieces as they are laid.
            self.right_sides(line, &mut sides, (lo, hi), e + 1, after, 0, 0, 0);
            if eq_laid {
                self.give(eq);
            }
            if self.truncated {
                return;
            }
            sides.rights.sort_unstable_by_key(|s| s.value);
            let eq_used = if eq_laid { one(eq) } else { 0 };
            self.join(line, &sides, &lefts, e, supply - eq_used);
            if self.truncated {
                return;
            }
            sides.arena.truncate(mark);
        }
    }

    /// Emits every pair of a left side of `lefts` (with `=` on square `e`) and a right side of
    /// `sides.rights` (sorted by value) that are equal and that the supply (`supply`, less the
    /// `=` when it is laid) holds together.
    fn join(&mut self, line: &Line<'_>, sides: &Sides, lefts: &[Side], e: usize, supply: Used) {
        let (eq_crossed, eq_placed) = match line.sq[e] {
            Square::Cross(_) => (1, 0),
            _ => (0, 1),
        };
        let piece = |s: &Side| {
            let at = s.at as usize;
            &sides.arena[at..at + usize::from(s.len)]
        };
        for l in lefts {
            let rem = supply - l.used;
            let from = sides.rights.partition_point(|r| r.value < l.value);
            for r in sides.rights[from..]
                .iter()
                .take_while(|r| r.value == l.value)
            {
                if !self.count() {
                    return;
                }
                let crossed = usize::from(l.crossed + r.crossed) + eq_crossed;
                let placed = usize::from(l.placed + r.placed) + eq_placed;
                if crossed == 0 || placed == 0 || !fits(rem, r.used) {
                    continue;
                }
                self.line.clear();
                self.line.extend_from_slice(piece(l));
                self.line.push(Piece::Equals);
                self.line.extend_from_slice(piece(r));
                self.emit(line.cells[usize::from(l.edge)], line.dir, crossed, placed);
            }
        }
        self.line.clear();
    }

    /// Lists the left sides from `start` through square `i` (`auto` has read the squares
    /// before `i`; `self.line` holds their pieces).
    #[allow(clippy::too_many_arguments)]
    fn left_sides(
        &mut self,
        line: &Line<'_>,
        sides: &mut Sides,
        start: usize,
        i: usize,
        auto: Auto,
        used: Used,
        crossed: u8,
        placed: u8,
    ) {
        if !self.count() || i >= line.sq.len() {
            return;
        }
        let eq = Piece::Equals.index();
        let eq_here = match line.sq[i] {
            Square::Cross(p) => p == Piece::Equals,
            Square::Open => self.supply[eq] > 0,
            _ => false,
        };
        if eq_here && auto.last == Last::Digit {
            if let Some(a) = auto.push(Piece::Equals, self.rules) {
                sides.lefts[i].push(Side {
                    value: a.left,
                    used,
                    edge: u8::try_from(start).unwrap_or(u8::MAX),
                    crossed,
                    placed,
                    at: u32::try_from(sides.arena.len()).unwrap_or(u32::MAX),
                    len: u8::try_from(self.line.len()).unwrap_or(u8::MAX),
                });
                sides.arena.extend_from_slice(&self.line);
            }
        }
        let mut next = |s: &mut Self, p: Piece, used: Used, crossed: u8, placed: u8| {
            let Some(a) = auto.push(p, s.rules) else {
                return;
            };
            let ahead = s.ahead(line.suffix.get(i + 1).copied().unwrap_or_default());
            if a.hopeless(&ahead) || ahead.equals == 0 || !line.goes_on(i) {
                return;
            }
            s.line.push(p);
            s.left_sides(line, sides, start, i + 1, a, used, crossed, placed);
            s.line.pop();
        };
        match line.sq[i] {
            Square::Cross(p) if p != Piece::Equals => next(self, p, used, crossed + 1, placed),
            Square::Open => {
                for k in 0..eq {
                    if self.supply[k] == 0 {
                        continue;
                    }
                    self.take(k);
                    next(self, Piece::ALL[k], used + one(k), crossed, placed + 1);
                    self.give(k);
                }
            }
            _ => {}
        }
    }

    /// Lists the right sides through square `i` whose value may lie in `range` (`auto` has
    /// read `=` and the squares after it before `i`).
    #[allow(clippy::too_many_arguments)]
    fn right_sides(
        &mut self,
        line: &Line<'_>,
        sides: &mut Sides,
        range: (i128, i128),
        i: usize,
        auto: Auto,
        used: Used,
        crossed: u8,
        placed: u8,
    ) {
        if !self.count() || i >= line.sq.len() {
            return;
        }
        let eq = Piece::Equals.index();
        let mut next = |s: &mut Self, p: Piece, used: Used, crossed: u8, placed: u8| {
            let Some(a) = auto.push(p, s.rules) else {
                return;
            };
            let ahead = s.ahead(line.suffix.get(i + 1).copied().unwrap_or_default());
            if a.hopeless_between(&ahead, range.0, range.1) {
                return;
            }
            s.line.push(p);
            if line.may_end(i) {
                if let Some(value) = a.value(s.rules) {
                    if range.0 <= value && value <= range.1 {
                        sides.rights.push(Side {
                            value,
                            used,
                            edge: u8::try_from(i).unwrap_or(u8::MAX),
                            crossed,
                            placed,
                            at: u32::try_from(sides.arena.len()).unwrap_or(u32::MAX),
                            len: u8::try_from(s.line.len()).unwrap_or(u8::MAX),
                        });
                        sides.arena.extend_from_slice(&s.line);
                    }
                }
            }
            if line.goes_on(i) {
                s.right_sides(line, sides, range, i + 1, a, used, crossed, placed);
            }
            s.line.pop();
        };
        match line.sq[i] {
            Square::Cross(p) if p != Piece::Equals => next(self, p, used, crossed + 1, placed),
            Square::Open => {
                for k in 0..eq {
                    if self.supply[k] == 0 {
                        continue;
                    }
                    self.take(k);
                    next(self, Piece::ALL[k], used + one(k), crossed, placed + 1);
                    self.give(k);
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_counts_fit_kind_by_kind() {
        let mut supply = [0u8; crate::crossword::pieces::KINDS];
        supply[3] = 2;
        supply[Piece::Equals.index()] = 1;
        let s = packed(&supply);
        assert!(fits(s, one(3) * 2 + one(Piece::Equals.index())));
        assert!(!fits(s, one(3) * 3));
        assert!(!fits(s, one(4)));
        assert!(fits(s - one(3), one(3)));
        assert!(!fits(
            s - one(Piece::Equals.index()),
            one(Piece::Equals.index())
        ));
    }
}

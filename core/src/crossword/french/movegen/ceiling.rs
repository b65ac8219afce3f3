//! The most points any lay of a stretch can score, worked out from the squares alone (for the
//! computers' search, [`super::generate_aiming`], which skips a stretch that cannot reach the
//! best lay found so far).
//!
//! A lay scores its line and every line across it through a new tile (rules 8-10, as
//! [`crate::crossword::french::check_lay`] scores them). Each is bounded on its own:
//! - the stretch's line: the old tiles' points, plus the rack's highest tile values put on the
//!   squares with the highest tile premiums (the rearrangement inequality: no other way of
//!   putting those tiles there scores more), times the equation premiums, plus rule 10's bonus
//!   when the line extends an equation (then every premium under it counts, as in scoring);
//! - each line across a new tile: its old tiles' points plus the rack's highest tile value on
//!   that square, with the same premiums and bonus.
//!
//! A lay uses some of these tiles once, so the sum of the bounds is at least its points.

use super::windows::Window;
use crate::crossword::board::{Board, Direction};
use crate::crossword::french::play::BONUS;
use crate::crossword::french::tiles::{points_of, Layout};
use crate::kit::grid::Cell;

/// The most points a lay of `w` can score with tiles worth `values` (the rack's tiles' points,
/// highest first).
pub(super) fn ceiling(board: &Board, layout: Layout, w: &Window, values: &[i64]) -> i64 {
    let mut total = 0;
    if w.cells.len() >= 2 {
        let empties: Vec<Cell> = w
            .cells
            .iter()
            .copied()
            .filter(|c| board.piece(*c).is_none())
            .collect();
        total += line_ceiling(board, layout, &w.cells, &empties, values);
    }
    let across = w.dir.other();
    for &c in &w.cells {
        if board.piece(c).is_some() {
            continue;
        }
        let line = line_through(board, c, across);
        if line.len() >= 2 {
            total += line_ceiling(board, layout, &line, &[c], values);
        }
    }
    total
}

/// The squares of the line along `dir` through the empty square `c`: the old tiles side by
/// side before and after it, and `c`.
fn line_through(board: &Board, c: Cell, dir: Direction) -> Vec<Cell> {
    let mut start = c;
    while let Some(p) = board
        .step(start, dir, -1)
        .filter(|p| board.piece(*p).is_some())
    {
        start = p;
    }
    let mut cells = vec![start];
    let mut at = start;
    while let Some(n) = board
        .step(at, dir, 1)
        .filter(|n| *n == c || board.piece(*n).is_some())
    {
        cells.push(n);
        at = n;
    }
    cells
}

/// The most a line on `cells` scores with tiles on `new` (its empty squares), worth at most
/// `values` (highest first).
fn line_ceiling(
    board: &Board,
    layout: Layout,
    cells: &[Cell],
    new: &[Cell],
    values: &[i64],
) -> i64 {
    let old = |c: &Cell| board.piece(*c).is_some();
    // Rule 10: an equation made longer scores with every premium under it, and the bonus.
    let extends = cells.windows(2).any(|p| old(&p[0]) && old(&p[1]));
    let counts = |c: &Cell| extends || !old(c);
    let tile = |c: &Cell| {
        layout
            .premium(*c)
            .filter(|_| counts(c))
            .map_or(1, |p| p.tile_factor())
    };
    let mut sum: i64 = cells
        .iter()
        .filter_map(|c| board.piece(*c).map(|p| points_of(p) * tile(c)))
        .sum();
    let mut factors: Vec<i64> = new.iter().map(tile).collect();
    factors.sort_unstable_by(|a, b| b.cmp(a));
    sum += factors.iter().zip(values).map(|(f, v)| f * v).sum::<i64>();
    let equation: i64 = cells
        .iter()
        .filter(|c| counts(c))
        .filter_map(|c| layout.premium(*c))
        .map(|p| p.equation_factor())
        .product();
    sum * equation + if extends { BONUS } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::super::windows::windows;
    use super::super::{generate, Lay};
    use super::ceiling;
    use crate::crossword::board::Board;
    use crate::crossword::french::tiles::{french_set, points_of, Layout};
    use crate::crossword::pieces::Piece;
    use crate::rng::GameRng;

    /// Every lay found on boards of seeded play, premiums and all, scores at most its
    /// stretch's ceiling (most of them pass over tiles on the board, some extend equations);
    /// and the ceiling is reached, so it is not loose everywhere.
    #[test]
    fn no_lay_scores_more_than_its_stretchs_ceiling() {
        let tiles = french_set(0, false).tiles();
        let (mut checked, mut reached, mut crossing) = (0, 0, 0);
        for seed in 0..3u64 {
            let mut rng = GameRng::from_seed(seed);
            let mut board = Board::new(15, 15);
            for _ in 0..10 {
                let mut rack: Vec<Piece> = (0..7)
                    .map(|_| tiles[rng.below(tiles.len() as u32) as usize])
                    .collect();
                rack[0] = Piece::Equals;
                let mut values: Vec<i64> = rack.iter().map(|p| points_of(*p)).collect();
                values.sort_unstable_by(|a, b| b.cmp(a));
                let wins = windows(&board, rack.len());
                let found = generate(&board, Layout::Standard, &rack, 400_000);
                for lay in &found.lays {
                    let p = &lay.placement;
                    let w = wins
                        .iter()
                        .find(|w| {
                            w.dir == p.dir
                                && w.cells[0] == p.start
                                && w.cells.len() == p.pieces.len()
                        })
                        .expect("every lay lies on a stretch");
                    let most = ceiling(&board, Layout::Standard, w, &values);
                    assert!(lay.points <= most, "{lay:?} scores over {most}");
                    checked += 1;
                    reached += usize::from(lay.points == most);
                    crossing += usize::from(lay.new.len() < p.pieces.len());
                }
                let Some(best) = found.lays.iter().max_by_key(|l: &&Lay| l.points) else {
                    continue;
                };
                for (c, piece) in &best.new {
                    board.set(*c, Some(*piece));
                }
            }
        }
        assert!(
            checked > 1_000 && reached > 0 && crossing > 100,
            "{checked} {reached} {crossing}"
        );
    }
}

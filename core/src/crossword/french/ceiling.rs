//! The most points a play can score, worked out from the squares alone, for the computers'
//! searches that skip what cannot reach the best play found so far ([`super::generate_aiming`]
//! for lays, [`super::transformations_aiming`] for transformations).
//!
//! A play scores the line it is made in and every line across it through a new tile (rules
//! 8-11, as [`super::check_lay`] and [`super::check_transform`] score them). Each is bounded on
//! its own: the line's tiles that stay, plus the highest tile values that may come on its new
//! squares put on the squares with the highest tile premiums (the rearrangement inequality: no
//! other way of putting those tiles there scores more), times the equation premiums, plus the
//! bonus when the line extends an equation (rule 10) or is the one transformed (rule 11), and
//! then every premium under it counts, as in scoring. A line across a new tile takes the
//! highest value of the rack there. A play uses each of these tiles once at most, so the sum
//! of the bounds is at least its points.

use crate::crossword::board::{Board, Direction};
use crate::crossword::french::play::BONUS;
use crate::crossword::french::tiles::{points_of, Layout};
use crate::crossword::pieces::Piece;
use crate::kit::grid::Cell;

/// The points of the rack's tiles, highest first (what the ceilings take as `values`).
pub(super) fn values_of(rack: &[Piece]) -> Vec<i64> {
    let mut values: Vec<i64> = rack.iter().map(|p| points_of(*p)).collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values
}

/// The most points a lay of the stretch `cells` (along `dir`, the whole line it lies in) can
/// score with tiles worth `values` (the rack's tiles' points, highest first).
pub(super) fn lay_ceiling(
    board: &Board,
    layout: Layout,
    dir: Direction,
    cells: &[Cell],
    values: &[i64],
) -> i64 {
    let empties: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|c| board.piece(*c).is_none())
        .collect();
    let mut total = 0;
    if cells.len() >= 2 {
        total += line_ceiling(board, layout, cells, &empties, values, false);
    }
    total + across_ceiling(board, layout, dir, &empties, values)
}

/// The most points a transformation can score that rewrites a member on `member` (its squares,
/// each with whether its tile must stay) of the equation now on `line` (its squares once the
/// member is rewritten), along `dir`: `values` are the rack's tiles' points, highest first.
/// A square of the member may keep its old tile, so the old tiles' points join the rack's.
pub(super) fn transformation_ceiling(
    board: &Board,
    layout: Layout,
    dir: Direction,
    line: &[Cell],
    member: &[(Cell, bool)],
    values: &[i64],
) -> i64 {
    let open: Vec<Cell> = member.iter().filter(|m| !m.1).map(|m| m.0).collect();
    let mut pool: Vec<i64> = open
        .iter()
        .filter_map(|c| board.piece(*c).map(points_of))
        .chain(values.iter().copied())
        .collect();
    pool.sort_unstable_by(|a, b| b.cmp(a));
    line_ceiling(board, layout, line, &open, &pool, true)
        + across_ceiling(board, layout, dir, &open, values)
}

/// The most the lines across `dir` through new tiles on `new` can score together.
fn across_ceiling(
    board: &Board,
    layout: Layout,
    dir: Direction,
    new: &[Cell],
    values: &[i64],
) -> i64 {
    let across = dir.other();
    new.iter()
        .map(|&c| {
            let line = line_through(board, c, across);
            if line.len() >= 2 {
                line_ceiling(board, layout, &line, &[c], values, false)
            } else {
                0
            }
        })
        .sum()
}

/// The squares of the line along `dir` through the square `c`: the tiles side by side before
/// and after it on `board`, and `c`.
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

/// The most a line on `cells` scores with new tiles on `new`, worth at most `values` (highest
/// first); `transformed`, the line a transformation rewrites (rule 11: scored whole, with the
/// bonus). The other squares keep the tiles on `board`.
fn line_ceiling(
    board: &Board,
    layout: Layout,
    cells: &[Cell],
    new: &[Cell],
    values: &[i64],
    transformed: bool,
) -> i64 {
    let laid = |c: &Cell| board.piece(*c).is_some();
    // Rule 10: an equation made longer (two tiles of the board side by side in it) scores with
    // every premium under it, and the bonus; so does a transformed one (rule 11).
    let whole = transformed || cells.windows(2).any(|p| laid(&p[0]) && laid(&p[1]));
    let counts = |c: &Cell| whole || new.contains(c);
    let tile = |c: &Cell| {
        layout
            .premium(*c)
            .filter(|_| counts(c))
            .map_or(1, |p| p.tile_factor())
    };
    let mut sum: i64 = cells
        .iter()
        .filter(|c| !new.contains(c))
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
    sum * equation + if whole { BONUS } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::{lay_ceiling, values_of};
    use crate::crossword::board::Board;
    use crate::crossword::french::movegen::{generate, Lay};
    use crate::crossword::french::tiles::{french_set, Layout};
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
                let values = values_of(&rack);
                let found = generate(&board, Layout::Standard, &rack, 400_000);
                for lay in &found.lays {
                    let p = &lay.placement;
                    let cells = board
                        .cells(p.start, p.dir, p.pieces.len())
                        .expect("on the board");
                    let most = lay_ceiling(&board, Layout::Standard, p.dir, &cells, &values);
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

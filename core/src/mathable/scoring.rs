//! Scoring: a placed tile scores its value, ×2 or ×3 on those squares, once for each equation
//! it completes (the manual's 3 that is 6 − 3 across and 1 × 3 down scores 6); a turn that
//! places 7 tiles and empties the rack earns 50 more.

use super::board::{square_at, Board};
use super::placement::{check_placement, Equation, PlaceRefusal};
use crate::kit::grid::Cell;
use serde::{Deserialize, Serialize};

/// The bonus for placing all 7 tiles of a rack in one turn.
pub const SEVEN_TILE_BONUS: i64 = 50;

/// How many tiles a turn must place for the bonus.
pub const BONUS_TILES: usize = 7;

/// The score of one placed tile, with its breakdown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileScore {
    /// Where.
    pub cell: Cell,
    /// The tile.
    pub value: u8,
    /// The square's multiplier (1, 2, 3).
    pub multiplier: u32,
    /// The equations it completes (one per direction).
    pub equations: Vec<Equation>,
    /// value × multiplier × number of equations.
    pub points: i64,
}

/// The points of `value` with `multiplier` completing `equations` equations.
pub fn points(value: u8, multiplier: u32, equations: usize) -> i64 {
    i64::from(value) * i64::from(multiplier) * equations as i64
}

/// Scores a tile of `value` placed on `cell` now, or why it may not go there.
pub fn score_placement(board: &Board, cell: Cell, value: u8) -> Result<TileScore, PlaceRefusal> {
    let equations = check_placement(board, cell, value)?;
    let multiplier = square_at(cell).multiplier();
    Ok(TileScore {
        cell,
        value,
        multiplier,
        points: points(value, multiplier, equations.len()),
        equations,
    })
}

/// The bonus a turn earns: 50 when it placed at least 7 tiles and left the rack empty (an
/// accepted extra tile must be placed too — why the manual warns that the extra tile may cost
/// the bonus).
pub fn turn_bonus(placed: usize, rack_left: usize) -> i64 {
    if placed >= BONUS_TILES && rack_left == 0 {
        SEVEN_TILE_BONUS
    } else {
        0
    }
}

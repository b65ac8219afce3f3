//! Building an expression tile by tile, as the apps do: each computing number is a tile usable
//! once, plus operation, `√` and parenthesis tiles. The sequence can be appended to and removed
//! from, and reports its validity live.

use serde::{Deserialize, Serialize};

use super::expr::BinOp;
use super::parse::{parse, ExprError};
use super::puzzle::Puzzle;

/// One tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tile {
    /// The computing number at this index of the puzzle.
    Number(usize),
    /// An operation.
    Op(BinOp),
    /// `√`
    Sqrt,
    /// `(`
    Open,
    /// `)`
    Close,
}

/// A sequence of tiles for one puzzle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileExpr {
    puzzle: Puzzle,
    tiles: Vec<Tile>,
}

impl TileExpr {
    /// An empty sequence.
    pub fn new(puzzle: Puzzle) -> Self {
        TileExpr {
            puzzle,
            tiles: Vec::new(),
        }
    }

    /// The tiles so far.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    /// Whether the number tile at `index` is already placed.
    pub fn is_used(&self, index: usize) -> bool {
        self.tiles.contains(&Tile::Number(index))
    }

    /// Which number tiles are still free (one flag per computing number).
    pub fn free_numbers(&self) -> Vec<bool> {
        (0..self.puzzle.numbers().len())
            .map(|i| !self.is_used(i))
            .collect()
    }

    /// Appends a tile; refused (returns false) for a number tile already used or out of range.
    pub fn push(&mut self, tile: Tile) -> bool {
        if let Tile::Number(i) = tile {
            if i >= self.puzzle.numbers().len() || self.is_used(i) {
                return false;
            }
        }
        if self.tiles.len() >= 200 {
            return false;
        }
        self.tiles.push(tile);
        true
    }

    /// Removes the last tile.
    pub fn pop(&mut self) -> Option<Tile> {
        self.tiles.pop()
    }

    /// The text of the sequence (spaces between tiles, so numbers never glue together).
    pub fn text(&self) -> String {
        let parts: Vec<String> = self
            .tiles
            .iter()
            .map(|t| match t {
                Tile::Number(i) => self
                    .puzzle
                    .numbers()
                    .get(*i)
                    .copied()
                    .unwrap_or(0)
                    .to_string(),
                Tile::Op(op) => op.symbol().to_string(),
                Tile::Sqrt => "√".to_string(),
                Tile::Open => "(".to_string(),
                Tile::Close => ")".to_string(),
            })
            .collect();
        parts.join(" ")
    }

    /// `Ok(())` when the sequence is a complete, valid answer; otherwise the first problem.
    pub fn validity(&self) -> Result<(), ExprError> {
        parse(&self.text(), &self.puzzle).map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_build_the_rulebook_answer() {
        let p = Puzzle::new(&[1, 3, 4, 17], 341).unwrap();
        let mut t = TileExpr::new(p);
        for tile in [
            Tile::Sqrt,
            Tile::Open,
            Tile::Open,
            Tile::Number(3),
            Tile::Op(BinOp::Add),
            Tile::Number(1),
            Tile::Close,
            Tile::Op(BinOp::Pow),
            Tile::Number(2),
            Tile::Close,
            Tile::Op(BinOp::Sub),
        ] {
            assert!(t.push(tile));
        }
        assert!(!t.push(Tile::Number(3)), "a number tile is usable once");
        assert!(matches!(
            t.validity(),
            Err(ExprError::MissingOperand { .. })
        ));
        assert!(t.push(Tile::Number(0)));
        assert_eq!(t.validity(), Ok(()));
        assert_eq!(t.pop(), Some(Tile::Number(0)));
        assert_eq!(t.free_numbers(), vec![true, false, false, false]);
    }
}

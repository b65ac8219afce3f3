//! The French game's material (reconstructed rule 1): the tile set as one data table, each
//! tile's points (the seed's subscripts), white and grey tiles, and the premium squares.

use crate::crossword::pieces::Piece;
use crate::kit::grid::Cell;
use crate::kit::TileSet;
use serde::{Deserialize, Serialize};

/// The board's size: 15 × 15 squares.
pub const SIZE: u8 = 15;

/// The centre square, where the first play goes.
pub const CENTRE: Cell = Cell { row: 7, col: 7 };

/// The 108 tiles and their points, one row per kind: (piece, how many, points). The points
/// are the seed's subscripts (`8` and the fraction bar are ours); the split is ours.
pub const FRENCH_TABLE: [(Piece, u32, i64); 17] = [
    (Piece::Digit(0), 9, 1),
    (Piece::Digit(1), 9, 1),
    (Piece::Digit(2), 8, 2),
    (Piece::Digit(3), 7, 3),
    (Piece::Digit(4), 7, 3),
    (Piece::Digit(5), 6, 4),
    (Piece::Digit(6), 6, 4),
    (Piece::Digit(7), 5, 5),
    (Piece::Digit(8), 4, 6),
    (Piece::Digit(9), 3, 8),
    (Piece::Plus, 8, 2),
    (Piece::Minus, 7, 3),
    (Piece::Times, 6, 4),
    (Piece::Divide, 5, 5),
    (Piece::Point, 2, 10),
    (Piece::FractionBar, 2, 8),
    (Piece::Equals, 14, 1),
];

/// Variant 5's home-made grey tiles (the seed: "square root, to the power of, brackets etc.",
/// cut from grey card, with score values the players assign): (piece, how many, points). The
/// counts and points are ours: three pairs of brackets at 2 points each, two powers and two
/// roots at 6.
pub const HOME_MADE_TABLE: [(Piece, u32, i64); 4] = [
    (Piece::Open, 3, 2),
    (Piece::Close, 3, 2),
    (Piece::Power, 2, 6),
    (Piece::Root, 2, 6),
];

/// Every kind of tile in the game, in the tables' order (the keypad's): the standard set's,
/// then variant 5's home-made ones when `home_made`.
pub fn kinds(home_made: bool) -> impl Iterator<Item = Piece> {
    let extra: &[(Piece, u32, i64)] = if home_made { &HOME_MADE_TABLE } else { &[] };
    FRENCH_TABLE.iter().chain(extra).map(|(p, _, _)| *p)
}

/// A tile's points.
pub fn points_of(piece: Piece) -> i64 {
    FRENCH_TABLE
        .iter()
        .chain(HOME_MADE_TABLE.iter())
        .find(|(p, _, _)| *p == piece)
        .map_or(0, |(_, _, v)| *v)
}

/// Whether a tile is white (a digit); operators, the decimal point, the fraction bar and `=`
/// are grey.
pub fn is_white(piece: Piece) -> bool {
    piece.digit().is_some()
}

/// The tile set, with `fewer_equals` `=` taken out (variant 1) and, with `home_made`, variant
/// 5's tiles added ([`HOME_MADE_TABLE`]).
pub fn french_set(fewer_equals: u32, home_made: bool) -> TileSet<Piece> {
    let extra: &[(Piece, u32, i64)] = if home_made { &HOME_MADE_TABLE } else { &[] };
    TileSet::new(
        FRENCH_TABLE
            .iter()
            .chain(extra.iter())
            .map(|&(p, n, _)| {
                if p == Piece::Equals {
                    (p, n.saturating_sub(fewer_equals))
                } else {
                    (p, n)
                }
            })
            .collect(),
    )
}

/// A premium square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "FrenchPremium"))]
pub enum Premium {
    /// Blue: the tile's points × 2.
    Blue,
    /// Red: the tile's points × 3.
    Red,
    /// Green: the equation's points × 2.
    Green,
    /// Yellow: the equation's points × 3.
    Yellow,
}

impl Premium {
    /// The multiplier on a tile (blue, red) or 1.
    pub fn tile_factor(self) -> i64 {
        match self {
            Premium::Blue => 2,
            Premium::Red => 3,
            _ => 1,
        }
    }

    /// The multiplier on an equation (green, yellow) or 1.
    pub fn equation_factor(self) -> i64 {
        match self {
            Premium::Green => 2,
            Premium::Yellow => 3,
            _ => 1,
        }
    }

    /// A mark readable without colour: `2T`, `3T` (tile), `2E`, `3E` (equation).
    pub fn mark(self) -> &'static str {
        match self {
            Premium::Blue => "2T",
            Premium::Red => "3T",
            Premium::Green => "2E",
            Premium::Yellow => "3E",
        }
    }

    /// The square's name: "blue: tile × 2" / "bleue : jeton × 2".
    pub fn name(self, lang: crate::lang::Lang) -> &'static str {
        use crate::lang::Lang::{En, Fr};
        match (self, lang) {
            (Premium::Blue, En) => "blue: tile × 2",
            (Premium::Blue, Fr) => "bleue\u{a0}: jeton × 2",
            (Premium::Red, En) => "red: tile × 3",
            (Premium::Red, Fr) => "rouge\u{a0}: jeton × 3",
            (Premium::Green, En) => "green: equation × 2",
            (Premium::Green, Fr) => "verte\u{a0}: équation × 2",
            (Premium::Yellow, En) => "yellow: equation × 3",
            (Premium::Yellow, Fr) => "jaune\u{a0}: équation × 3",
        }
    }
}

/// Where the premium squares are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "FrenchLayout"))]
pub enum Layout {
    /// Scrabble's symmetric pattern in the seed's four colours (ours: the seed's board
    /// drawing is lost): yellow where Scrabble triples a word, green where it doubles one
    /// (the centre too), red and blue where it triples and doubles a letter.
    Standard,
    /// No premium squares (for learning and for checking the rulebook's examples).
    Plain,
}

const YELLOW: [(u8, u8); 8] = [
    (0, 0),
    (0, 7),
    (0, 14),
    (7, 0),
    (7, 14),
    (14, 0),
    (14, 7),
    (14, 14),
];
const RED: [(u8, u8); 12] = [
    (1, 5),
    (1, 9),
    (5, 1),
    (5, 5),
    (5, 9),
    (5, 13),
    (9, 1),
    (9, 5),
    (9, 9),
    (9, 13),
    (13, 5),
    (13, 9),
];
const BLUE: [(u8, u8); 24] = [
    (0, 3),
    (0, 11),
    (2, 6),
    (2, 8),
    (3, 0),
    (3, 7),
    (3, 14),
    (6, 2),
    (6, 6),
    (6, 8),
    (6, 12),
    (7, 3),
    (7, 11),
    (8, 2),
    (8, 6),
    (8, 8),
    (8, 12),
    (11, 0),
    (11, 7),
    (11, 14),
    (12, 6),
    (12, 8),
    (14, 3),
    (14, 11),
];

impl Layout {
    /// The premium on `cell`, if any.
    pub fn premium(self, cell: Cell) -> Option<Premium> {
        if self == Layout::Plain || cell.row >= SIZE || cell.col >= SIZE {
            return None;
        }
        let rc = (cell.row, cell.col);
        if YELLOW.contains(&rc) {
            return Some(Premium::Yellow);
        }
        if RED.contains(&rc) {
            return Some(Premium::Red);
        }
        if BLUE.contains(&rc) {
            return Some(Premium::Blue);
        }
        let (r, c) = (i32::from(cell.row), i32::from(cell.col));
        let diagonal = r == c || r + c == i32::from(SIZE) - 1;
        let ring = (r - 7).abs();
        if (diagonal && (3..=6).contains(&ring)) || (r, c) == (7, 7) {
            return Some(Premium::Green);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_set_is_108_tiles_64_white() {
        let set = french_set(0, false);
        assert_eq!(set.total(), 108);
        let tiles = set.tiles();
        assert_eq!(tiles.iter().filter(|p| is_white(**p)).count(), 64);
        assert_eq!(tiles.iter().filter(|p| **p == Piece::Equals).count(), 14);
        assert_eq!(french_set(4, false).total(), 104);
        // Variant 5: ten grey tiles more.
        let home = french_set(0, true);
        assert_eq!(home.total(), 118);
        assert_eq!(home.tiles().iter().filter(|p| is_white(**p)).count(), 64);
        assert_eq!(points_of(Piece::Root), 6);
        assert_eq!(points_of(Piece::Open), 2);
        // The seed's subscripts.
        for (p, v) in [
            (Piece::Digit(0), 1),
            (Piece::Digit(4), 3),
            (Piece::Digit(6), 4),
            (Piece::Digit(7), 5),
            (Piece::Digit(9), 8),
            (Piece::Plus, 2),
            (Piece::Minus, 3),
            (Piece::Times, 4),
            (Piece::Divide, 5),
            (Piece::Point, 10),
            (Piece::Equals, 1),
        ] {
            assert_eq!(points_of(p), v, "{p}");
        }
    }

    #[test]
    fn the_layout_is_symmetric_with_scrabbles_counts() {
        let mut counts = std::collections::HashMap::new();
        for r in 0..SIZE {
            for c in 0..SIZE {
                let p = Layout::Standard.premium(Cell::new(r, c));
                assert_eq!(p, Layout::Standard.premium(Cell::new(c, r)));
                assert_eq!(p, Layout::Standard.premium(Cell::new(14 - r, c)));
                if let Some(p) = p {
                    *counts.entry(p).or_insert(0) += 1;
                }
            }
        }
        assert_eq!(counts.get(&Premium::Yellow), Some(&8));
        assert_eq!(counts.get(&Premium::Green), Some(&17));
        assert_eq!(counts.get(&Premium::Red), Some(&12));
        assert_eq!(counts.get(&Premium::Blue), Some(&24));
        assert_eq!(Layout::Standard.premium(CENTRE), Some(Premium::Green));
        assert_eq!(Layout::Plain.premium(CENTRE), None);
    }
}

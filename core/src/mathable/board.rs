//! The published 14×14 board as one data table, the preset centre, and the board text.
//!
//! Board text (terminal, tests, bug reports): 14 lines of 14 cells separated by spaces, `.` for
//! an empty square and the number for a tile; rows and columns count from 0 at the top-left.

use crate::arith::Op;
use crate::kit::grid::{Cell, Grid};
use crate::kit::Worded;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The board's side: 14 squares.
pub const SIZE: u8 = 14;

/// The largest tile value (the 90).
pub const MAX_TILE: u8 = 90;

/// What is printed on a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Square {
    /// Nothing: the tile scores its value.
    Plain,
    /// ×2: the tile scores double.
    Double,
    /// ×3: the tile scores triple.
    Triple,
    /// An operation square: only a result of this operation may go there, and the player may
    /// then draw one extra tile.
    Operation(Op),
}

impl Square {
    /// The score multiplier (1, 2 or 3).
    pub fn multiplier(self) -> u32 {
        match self {
            Square::Double => 2,
            Square::Triple => 3,
            Square::Plain | Square::Operation(_) => 1,
        }
    }

    /// The mark as shells print it, readable without colour: `×2`, `×3`, `+`, `−`, `×`, `÷`,
    /// empty for a plain square.
    pub fn mark(self) -> &'static str {
        match self {
            Square::Plain => "",
            Square::Double => "\u{d7}2",
            Square::Triple => "\u{d7}3",
            Square::Operation(op) => op.sign(),
        }
    }

    /// The operation, for an operation square.
    pub fn op(self) -> Option<Op> {
        match self {
            Square::Operation(op) => Some(op),
            _ => None,
        }
    }
}

/// The published board, row by row: `3`/`2` premium squares, `+ - x /` operation squares,
/// `1 2 3 4` the preset centre tiles (on plain squares), `.` plain.
const LAYOUT: [&str; 14] = [
    "3 . . . . . 3 3 . . . . . 3",
    ". 2 . . / . . . . / . . 2 .",
    ". . 2 . . - . . - . . 2 . .",
    ". . . 2 . . + x . . 2 . . .",
    ". / . . 2 . x + . 2 . . / .",
    ". . - . . . . . . . . . - .",
    "3 . . x + . 1 2 . x + . . 3",
    "3 . . + x . 3 4 . + x . . 3",
    ". . - . . . . . . . . . - .",
    ". / . . 2 . + x . 2 . . / .",
    ". . . 2 . . x + . . 2 . . .",
    ". . 2 . . - . . - . . 2 . .",
    ". 2 . . / . . . . / . . 2 .",
    "3 . . . . . 3 3 . . . . . 3",
];

/// The preset centre: 1 2 over 3 4.
pub const PRESET: [(Cell, u8); 4] = [
    (Cell::new(6, 6), 1),
    (Cell::new(6, 7), 2),
    (Cell::new(7, 6), 3),
    (Cell::new(7, 7), 4),
];

fn layout_square(row: u8, col: u8) -> Square {
    let token = LAYOUT
        .get(usize::from(row))
        .and_then(|line| line.split(' ').nth(usize::from(col)))
        .unwrap_or(".");
    let centre = (6..=7).contains(&row) && (6..=7).contains(&col);
    match token {
        _ if centre => Square::Plain,
        "2" => Square::Double,
        "3" => Square::Triple,
        "+" => Square::Operation(Op::Add),
        "-" => Square::Operation(Op::Sub),
        "x" => Square::Operation(Op::Mul),
        "/" => Square::Operation(Op::Div),
        _ => Square::Plain,
    }
}

/// The printed squares of the published board, as one grid.
pub fn squares() -> Grid<Square> {
    let rows = (0..SIZE)
        .map(|r| (0..SIZE).map(|c| layout_square(r, c)).collect())
        .collect();
    Grid::from_rows(rows).unwrap_or_else(|| Grid::new(SIZE, SIZE, Square::Plain))
}

/// The square printed at `cell` (plain off the board).
pub fn square_at(cell: Cell) -> Square {
    if cell.row >= SIZE || cell.col >= SIZE {
        return Square::Plain;
    }
    SQUARES[usize::from(cell.row) * usize::from(SIZE) + usize::from(cell.col)]
}

/// The squares as a flat table, row by row (for the move generator).
pub(crate) static SQUARES: std::sync::LazyLock<Vec<Square>> =
    std::sync::LazyLock::new(|| squares().iter().map(|(_, s)| *s).collect());

/// The tiles on the board: a 14×14 grid of `Option<u8>`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    tiles: Grid<Option<u8>>,
}

impl Default for Board {
    fn default() -> Self {
        Board::start()
    }
}

impl Board {
    /// An empty board (no preset tiles): for tests and editors.
    pub fn empty() -> Board {
        Board {
            tiles: Grid::new(SIZE, SIZE, None),
        }
    }

    /// The board a game starts from: the preset 1 2 / 3 4 in the centre.
    pub fn start() -> Board {
        let mut b = Board::empty();
        for (cell, v) in PRESET {
            b.tiles.set(cell, Some(v));
        }
        b
    }

    /// The tile at `cell`, if any (none off the board).
    pub fn tile(&self, cell: Cell) -> Option<u8> {
        self.tiles.get(cell).copied().flatten()
    }

    /// Whether `cell` is on the board.
    pub fn contains(cell: Cell) -> bool {
        cell.row < SIZE && cell.col < SIZE
    }

    /// Puts `value` on `cell` (no rule is checked: [`crate::mathable::check_placement`] does
    /// that). `false` off the board.
    pub fn set(&mut self, cell: Cell, value: Option<u8>) -> bool {
        self.tiles.set(cell, value)
    }

    /// The tiles as a grid.
    pub fn grid(&self) -> &Grid<Option<u8>> {
        &self.tiles
    }

    /// How many tiles are on the board.
    pub fn count(&self) -> usize {
        self.tiles.iter().filter(|(_, t)| t.is_some()).count()
    }

    /// Every tile with its cell, row by row.
    pub fn tiles(&self) -> impl Iterator<Item = (Cell, u8)> + '_ {
        self.tiles.iter().filter_map(|(c, t)| t.map(|v| (c, v)))
    }

    /// The board text: 14 lines of 14 cells separated by spaces, `.` or the number.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for r in 0..SIZE {
            let line: Vec<String> = (0..SIZE)
                .map(|c| match self.tile(Cell::new(r, c)) {
                    Some(v) => v.to_string(),
                    None => ".".to_string(),
                })
                .collect();
            out.push_str(&line.join(" "));
            out.push('\n');
        }
        out
    }

    /// Reads the board text. Blank lines around it are ignored; runs of spaces or tabs separate
    /// cells. A tile is a whole number from 0 to 90 (the board text does not check that it is
    /// one of the 106 tiles, so that positions can be set up freely).
    pub fn parse(text: &str) -> Result<Board, BoardError> {
        let lines: Vec<&str> = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        if lines.len() != usize::from(SIZE) {
            return Err(BoardError::Rows { found: lines.len() });
        }
        let mut board = Board::empty();
        for (r, line) in (0u8..).zip(&lines) {
            let cells: Vec<&str> = line.split_whitespace().collect();
            if cells.len() != usize::from(SIZE) {
                return Err(BoardError::Cols {
                    row: r,
                    found: cells.len(),
                });
            }
            for (c, token) in (0u8..).zip(cells) {
                if token == "." {
                    continue;
                }
                let ok = token.len() <= 3 && token.bytes().all(|b| b.is_ascii_digit());
                let value = if ok { token.parse::<u8>().ok() } else { None };
                match value {
                    Some(v) if v <= MAX_TILE => {
                        board.set(Cell::new(r, c), Some(v));
                    }
                    _ => {
                        return Err(BoardError::Token {
                            row: r,
                            col: c,
                            token: token.chars().take(12).collect(),
                        })
                    }
                }
            }
        }
        Ok(board)
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

/// Why a board text was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardError {
    /// Not 14 lines.
    Rows {
        /// How many non-blank lines there were.
        found: usize,
    },
    /// A line without 14 cells.
    Cols {
        /// The row (from 0).
        row: u8,
        /// How many cells it had.
        found: usize,
    },
    /// A cell that is neither `.` nor a number from 0 to 90.
    Token {
        /// The row (from 0).
        row: u8,
        /// The column (from 0).
        col: u8,
        /// What was written (cut to 12 characters).
        token: String,
    },
}

impl Worded for BoardError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (BoardError::Rows { found }, Lang::En) => {
                format!("the board needs 14 lines of 14 cells, not {found} lines")
            }
            (BoardError::Rows { found }, Lang::Fr) => {
                format!("le plateau demande 14 lignes de 14 cases, pas {found} lignes")
            }
            (BoardError::Cols { row, found }, Lang::En) => {
                format!("row {row} has {found} cells instead of 14")
            }
            (BoardError::Cols { row, found }, Lang::Fr) => {
                format!("la ligne {row} a {found} cases au lieu de 14")
            }
            (BoardError::Token { row, col, token }, Lang::En) => format!(
                "row {row}, column {col}: \u{201c}{token}\u{201d} is neither . nor a tile from 0 to 90"
            ),
            (BoardError::Token { row, col, token }, Lang::Fr) => format!(
                "ligne {row}, colonne {col} : « {token} » n\u{2019}est ni . ni une tuile de 0 à 90"
            ),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            BoardError::Rows { .. } => "board_rows",
            BoardError::Cols { .. } => "board_cols",
            BoardError::Token { .. } => "board_token",
        }
    }
}

crate::kit::worded_display!(BoardError);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_published_board_counts() {
        let g = squares();
        let count = |s: Square| g.iter().filter(|(_, q)| **q == s).count();
        assert_eq!(count(Square::Triple), 12);
        assert_eq!(count(Square::Double), 16);
        for op in Op::ALL {
            assert_eq!(count(Square::Operation(op)), 8, "{op:?}");
        }
        assert_eq!(square_at(Cell::new(6, 6)), Square::Plain);
        assert_eq!(square_at(Cell::new(6, 3)), Square::Operation(Op::Mul));
        assert_eq!(square_at(Cell::new(0, 0)), Square::Triple);
        // As the design publishes it: rows 5 and 8 carry − at columns 2 and 12.
        assert_eq!(square_at(Cell::new(5, 12)), Square::Operation(Op::Sub));
        assert_eq!(square_at(Cell::new(8, 2)), Square::Operation(Op::Sub));
    }

    #[test]
    fn board_text_round_trip_and_errors() {
        let b = Board::start();
        assert_eq!(Board::parse(&b.to_text()), Ok(b.clone()));
        assert_eq!(b.count(), 4);
        let mut t = b.to_text();
        t.push_str(". . .\n");
        assert!(matches!(
            Board::parse(&t),
            Err(BoardError::Rows { found: 15 })
        ));
        let bad = b.to_text().replacen(". .", ". 91", 1);
        assert_eq!(Board::parse(&bad).map_err(|e| e.kind()), Err("board_token"));
        let bad = b.to_text().replacen(". .", ". -3", 1);
        assert!(Board::parse(&bad).is_err());
        let bad = b.to_text().replacen(". .", ".", 1);
        assert_eq!(Board::parse(&bad).map_err(|e| e.kind()), Err("board_cols"));
        assert!(BoardError::Rows { found: 2 }
            .text_in(Lang::Fr)
            .contains("plateau"));
    }
}

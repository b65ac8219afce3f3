//! The board: a grid of laid pieces, and placing a line of pieces across or down.

use super::pieces::Piece;
use crate::kit::grid::{Cell, Grid};
use crate::kit::Worded;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// Across (left to right) or down (top to bottom).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Direction {
    /// Left to right.
    Across,
    /// Top to bottom.
    Down,
}

impl Direction {
    /// Both directions.
    pub const BOTH: [Direction; 2] = [Direction::Across, Direction::Down];

    /// The other direction.
    pub fn other(self) -> Direction {
        match self {
            Direction::Across => Direction::Down,
            Direction::Down => Direction::Across,
        }
    }

    /// `h` or `v`, as in the kit's segment notation.
    pub fn letter(self) -> char {
        match self {
            Direction::Across => 'h',
            Direction::Down => 'v',
        }
    }
}

/// A line of pieces to lay: the first cell, the direction, and the whole line as it will read
/// (pieces already on the board included, where the line crosses them).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Placement {
    /// The first cell of the line.
    pub start: Cell,
    /// Across or down.
    pub dir: Direction,
    /// The pieces of the line, in reading order.
    pub pieces: Vec<Piece>,
}

impl Placement {
    /// The line written as `h<row>,<col> PIECES` (rows and columns from 0).
    pub fn notation(&self) -> String {
        format!(
            "{}{},{} {}",
            self.dir.letter(),
            self.start.row,
            self.start.col,
            super::pieces::text_of(&self.pieces)
        )
    }

    /// Reads [`Placement::notation`]: `h3,4 12+3=15`.
    pub fn parse(text: &str) -> Option<Placement> {
        Placement::parse_with(text, false)
    }

    /// Reads [`Placement::notation`], `/` read as the fraction bar when `fraction_bar` (the
    /// French game) and as ÷ otherwise.
    pub fn parse_with(text: &str, fraction_bar: bool) -> Option<Placement> {
        let t = text.trim();
        let (head, rest) = t.split_once(char::is_whitespace)?;
        let mut chars = head.chars();
        let dir = match chars.next()?.to_ascii_lowercase() {
            'h' | 'a' => Direction::Across,
            'v' | 'd' => Direction::Down,
            _ => return None,
        };
        let (r, c) = chars.as_str().split_once(',')?;
        let start = Cell::new(r.trim().parse().ok()?, c.trim().parse().ok()?);
        let pieces = super::pieces::parse_pieces(rest, fraction_bar).ok()?;
        Some(Placement { start, dir, pieces })
    }
}

/// Why a line cannot be laid on the board at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardError {
    /// The line runs off the board.
    OffBoard,
    /// A cell of the line holds a different piece (the cell).
    Mismatch(Cell),
    /// The line adds no piece.
    NothingNew,
}

impl Worded for BoardError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (BoardError::OffBoard, Lang::En) => "the line runs off the board".into(),
            (BoardError::OffBoard, Lang::Fr) => "la ligne sort du plateau".into(),
            (BoardError::Mismatch(c), Lang::En) => {
                format!("the square {} already holds another piece", c.algebraic())
            }
            (BoardError::Mismatch(c), Lang::Fr) => {
                format!("la case {} porte déjà une autre pièce", c.algebraic())
            }
            (BoardError::NothingNew, Lang::En) => "the line adds no piece".into(),
            (BoardError::NothingNew, Lang::Fr) => "la ligne n\u{2019}ajoute aucune pièce".into(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            BoardError::OffBoard => "off_board",
            BoardError::Mismatch(_) => "mismatch",
            BoardError::NothingNew => "nothing_new",
        }
    }
}

crate::kit::worded_display!(BoardError);

/// A board of laid pieces.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    grid: Grid<Option<Piece>>,
}

impl Board {
    /// An empty board of `rows` × `cols` squares.
    pub fn new(rows: u8, cols: u8) -> Board {
        Board {
            grid: Grid::new(rows, cols, None),
        }
    }

    /// Rows.
    pub fn rows(&self) -> u8 {
        self.grid.rows()
    }

    /// Columns.
    pub fn cols(&self) -> u8 {
        self.grid.cols()
    }

    /// The grid.
    pub fn grid(&self) -> &Grid<Option<Piece>> {
        &self.grid
    }

    /// The piece on `cell` (none when empty or off the board).
    pub fn piece(&self, cell: Cell) -> Option<Piece> {
        self.grid.get(cell).copied().flatten()
    }

    /// Whether the board holds no piece.
    pub fn is_empty(&self) -> bool {
        self.grid.iter().all(|(_, p)| p.is_none())
    }

    /// How many pieces are laid.
    pub fn laid(&self) -> usize {
        self.grid.iter().filter(|(_, p)| p.is_some()).count()
    }

    /// The cell `by` steps from `cell` along `dir` (negative: backwards), if on the board.
    pub fn step(&self, cell: Cell, dir: Direction, by: i32) -> Option<Cell> {
        let (r, c) = match dir {
            Direction::Across => (i32::from(cell.row), i32::from(cell.col) + by),
            Direction::Down => (i32::from(cell.row) + by, i32::from(cell.col)),
        };
        if r < 0 || c < 0 || r >= i32::from(self.rows()) || c >= i32::from(self.cols()) {
            return None;
        }
        Some(Cell::new(r as u8, c as u8))
    }

    /// The cells of a line of `len` squares from `start` along `dir`, or `None` when it runs
    /// off the board.
    pub fn cells(&self, start: Cell, dir: Direction, len: usize) -> Option<Vec<Cell>> {
        (0..len)
            .map(|i| self.step(start, dir, i32::try_from(i).ok()?))
            .collect()
    }

    /// The new cells of `placement` and their pieces, checking that it fits and agrees with
    /// the pieces already laid; the board is not changed.
    pub fn new_cells(&self, placement: &Placement) -> Result<Vec<(Cell, Piece)>, BoardError> {
        let cells = self
            .cells(placement.start, placement.dir, placement.pieces.len())
            .ok_or(BoardError::OffBoard)?;
        let mut new = Vec::new();
        for (c, p) in cells.into_iter().zip(&placement.pieces) {
            match self.piece(c) {
                Some(laid) if laid != *p => return Err(BoardError::Mismatch(c)),
                Some(_) => {}
                None => new.push((c, *p)),
            }
        }
        if new.is_empty() {
            return Err(BoardError::NothingNew);
        }
        Ok(new)
    }

    /// Lays `placement`: its new cells and pieces, or a refusal with the board unchanged.
    pub fn place(&mut self, placement: &Placement) -> Result<Vec<(Cell, Piece)>, BoardError> {
        let new = self.new_cells(placement)?;
        for (c, p) in &new {
            self.grid.set(*c, Some(*p));
        }
        Ok(new)
    }

    /// Takes pieces off (undo).
    pub fn lift(&mut self, cells: &[Cell]) {
        for c in cells {
            self.grid.set(*c, None);
        }
    }

    /// Sets one square (for tests and editors).
    pub fn set(&mut self, cell: Cell, piece: Option<Piece>) -> bool {
        self.grid.set(cell, piece)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placing_checks_fit_and_agreement() {
        let mut b = Board::new(5, 5);
        let p = Placement::parse("h1,0 2+3=5").expect("reads");
        assert_eq!(b.place(&p).map(|n| n.len()), Ok(5));
        let down = Placement::parse("v0,2 1+2=3").expect("reads");
        assert_eq!(
            b.new_cells(&down),
            Err(BoardError::Mismatch(Cell::new(1, 2)))
        );
        let down = Placement::parse("v0,2 1300").expect("reads");
        assert_eq!(b.new_cells(&down).map(|n| n.len()), Ok(3));
        assert_eq!(
            b.new_cells(&Placement::parse("h4,2 1+1=2").expect("reads")),
            Err(BoardError::OffBoard)
        );
        assert_eq!(b.new_cells(&p), Err(BoardError::NothingNew));
        assert_eq!(p.notation(), "h1,0 2+3=5");
    }
}

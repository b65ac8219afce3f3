//! Grids for the board games: cells and directions, the dots and segments of Dots and Boxes,
//! and a board view any shell can draw (cells with their content, marks and highlights).

use super::seats::SeatId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A cell of a grid: row and column from 0 at the top-left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Cell {
    /// Row, from 0 at the top.
    pub row: u8,
    /// Column, from 0 at the left.
    pub col: u8,
}

impl Cell {
    /// The cell at `row`, `col`.
    pub const fn new(row: u8, col: u8) -> Cell {
        Cell { row, col }
    }

    /// The cell's name as board games write it: column letter from `a` at the left, row number
    /// from 1 at the top (`c4` is row 3, column 2).
    pub fn algebraic(self) -> String {
        format!(
            "{}{}",
            char::from(b'a' + self.col % 26),
            u32::from(self.row) + 1
        )
    }

    /// Reads a name written by [`Cell::algebraic`] (any case), or `None`.
    pub fn parse_algebraic(text: &str) -> Option<Cell> {
        let t = text.trim();
        let mut chars = t.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return None;
        }
        let number: u32 = chars.as_str().parse().ok()?;
        if number == 0 || number > 255 {
            return None;
        }
        Some(Cell::new(
            u8::try_from(number - 1).ok()?,
            letter as u8 - b'a',
        ))
    }

    /// The next cell in direction `dir`, if it is on a `rows` × `cols` grid.
    pub fn step(self, dir: Dir, rows: u8, cols: u8) -> Option<Cell> {
        let (dr, dc) = dir.delta();
        let r = i16::from(self.row) + i16::from(dr);
        let c = i16::from(self.col) + i16::from(dc);
        if r < 0 || c < 0 || r >= i16::from(rows) || c >= i16::from(cols) {
            return None;
        }
        Some(Cell::new(r as u8, c as u8))
    }
}

/// One of the eight directions on a grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    /// Up.
    N,
    /// Up and right.
    NE,
    /// Right.
    E,
    /// Down and right.
    SE,
    /// Down.
    S,
    /// Down and left.
    SW,
    /// Left.
    W,
    /// Up and left.
    NW,
}

impl Dir {
    /// The four directions along rows and columns.
    pub const ORTHOGONAL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];
    /// All eight directions.
    pub const ALL: [Dir; 8] = [
        Dir::N,
        Dir::NE,
        Dir::E,
        Dir::SE,
        Dir::S,
        Dir::SW,
        Dir::W,
        Dir::NW,
    ];

    /// (row step, column step).
    pub fn delta(self) -> (i8, i8) {
        match self {
            Dir::N => (-1, 0),
            Dir::NE => (-1, 1),
            Dir::E => (0, 1),
            Dir::SE => (1, 1),
            Dir::S => (1, 0),
            Dir::SW => (1, -1),
            Dir::W => (0, -1),
            Dir::NW => (-1, -1),
        }
    }

    /// The opposite direction.
    pub fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::NE => Dir::SW,
            Dir::E => Dir::W,
            Dir::SE => Dir::NW,
            Dir::S => Dir::N,
            Dir::SW => Dir::NE,
            Dir::W => Dir::E,
            Dir::NW => Dir::SE,
        }
    }
}

/// A rectangular grid of `T`, row by row.
///
/// Read from a save only when it holds a cell for each row and column.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "GridFields<T>")]
pub struct Grid<T> {
    rows: u8,
    cols: u8,
    cells: Vec<T>,
}

/// A [`Grid`] as a save holds it, before it is checked.
#[derive(Deserialize)]
struct GridFields<T> {
    rows: u8,
    cols: u8,
    cells: Vec<T>,
}

impl<T> TryFrom<GridFields<T>> for Grid<T> {
    type Error = String;

    fn try_from(f: GridFields<T>) -> Result<Grid<T>, String> {
        if f.cells.len() != usize::from(f.rows) * usize::from(f.cols) {
            return Err(format!(
                "a grid of {} by {} holds {} cells",
                f.rows,
                f.cols,
                f.cells.len()
            ));
        }
        Ok(Grid {
            rows: f.rows,
            cols: f.cols,
            cells: f.cells,
        })
    }
}

impl<T: Clone> Grid<T> {
    /// A `rows` × `cols` grid with every cell `fill`.
    pub fn new(rows: u8, cols: u8, fill: T) -> Grid<T> {
        Grid {
            rows,
            cols,
            cells: vec![fill; usize::from(rows) * usize::from(cols)],
        }
    }
}

impl<T> Grid<T> {
    /// A grid from its rows (each row as long as the first); `None` when they differ, when
    /// there are none, or when there are more than 255 rows or columns.
    pub fn from_rows(rows: Vec<Vec<T>>) -> Option<Grid<T>> {
        let r = u8::try_from(rows.len()).ok()?;
        let c = u8::try_from(rows.first()?.len()).ok()?;
        if c == 0 || rows.iter().any(|row| row.len() != usize::from(c)) {
            return None;
        }
        Some(Grid {
            rows: r,
            cols: c,
            cells: rows.into_iter().flatten().collect(),
        })
    }

    /// How many rows.
    pub fn rows(&self) -> u8 {
        self.rows
    }

    /// How many columns.
    pub fn cols(&self) -> u8 {
        self.cols
    }

    fn index(&self, cell: Cell) -> Option<usize> {
        (cell.row < self.rows && cell.col < self.cols)
            .then(|| usize::from(cell.row) * usize::from(self.cols) + usize::from(cell.col))
    }

    /// Whether `cell` is on the grid.
    pub fn contains(&self, cell: Cell) -> bool {
        self.index(cell).is_some()
    }

    /// The content of `cell`, or `None` off the grid.
    pub fn get(&self, cell: Cell) -> Option<&T> {
        self.index(cell).and_then(|i| self.cells.get(i))
    }

    /// Sets `cell`; returns `false` (and changes nothing) off the grid.
    pub fn set(&mut self, cell: Cell, value: T) -> bool {
        match self.index(cell).and_then(|i| self.cells.get_mut(i)) {
            Some(slot) => {
                *slot = value;
                true
            }
            None => false,
        }
    }

    /// The next cell from `cell` in `dir`, if on the grid.
    pub fn step(&self, cell: Cell, dir: Dir) -> Option<Cell> {
        cell.step(dir, self.rows, self.cols)
    }

    /// Every cell with its content, row by row.
    pub fn iter(&self) -> impl Iterator<Item = (Cell, &T)> {
        let cols = usize::from(self.cols.max(1));
        self.cells
            .iter()
            .enumerate()
            .map(move |(i, t)| (Cell::new((i / cols) as u8, (i % cols) as u8), t))
    }
}

/// A segment between two adjacent dots of a dot grid, written `h<r>,<c>` (from dot (r,c) to
/// dot (r,c+1)) or `v<r>,<c>` (from dot (r,c) to dot (r+1,c)); rows and columns of dots count
/// from 0 at the top-left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Segment {
    /// From dot (row, col) to dot (row, col + 1).
    H {
        /// Row of dots.
        row: u8,
        /// Column of the left dot.
        col: u8,
    },
    /// From dot (row, col) to dot (row + 1, col).
    V {
        /// Row of the upper dot.
        row: u8,
        /// Column of dots.
        col: u8,
    },
}

impl Segment {
    /// Reads `h2,3` or `v0,1` (any case, spaces allowed around the comma).
    pub fn parse(text: &str) -> Option<Segment> {
        let t = text.trim();
        let mut chars = t.chars();
        let kind = chars.next()?.to_ascii_lowercase();
        let (r, c) = chars.as_str().split_once(',')?;
        let row: u8 = r.trim().parse().ok()?;
        let col: u8 = c.trim().parse().ok()?;
        match kind {
            'h' => Some(Segment::H { row, col }),
            'v' => Some(Segment::V { row, col }),
            _ => None,
        }
    }

    /// Whether the segment lies on a grid of `dots` × `dots` dots.
    pub fn fits(self, dots: u8) -> bool {
        match self {
            Segment::H { row, col } => row < dots && col.saturating_add(1) < dots,
            Segment::V { row, col } => row.saturating_add(1) < dots && col < dots,
        }
    }
}

impl fmt::Display for Segment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Segment::H { row, col } => write!(f, "h{row},{col}"),
            Segment::V { row, col } => write!(f, "v{row},{col}"),
        }
    }
}

/// What a shell draws for one cell of any grid game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CellView {
    /// Where.
    pub cell: Cell,
    /// What stands in it, as shown (a tile's number, a chip's letter `Y`/`R`), empty when
    /// nothing.
    pub text: String,
    /// The cell read aloud for TalkBack and VoiceOver, in the view's language.
    pub spoken: String,
    /// The seat the content belongs to (a chip's colour, a box's owner), if any.
    pub owner: Option<SeatId>,
    /// The square's printed mark (`×2`, `×3`, `+`, `÷`), empty when plain; shells draw it with
    /// a shape as well as a colour.
    pub mark: String,
    /// How the cell is highlighted.
    pub highlight: Highlight,
}

/// Highlights a shell draws on a cell or segment (several may apply).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Highlight {
    /// A legal move for the seat to play (when the setting shows them).
    pub legal: bool,
    /// Part of the last move.
    pub last: bool,
    /// Changed by the last move (chips turned, boxes marked).
    pub changed: bool,
    /// Named by a hint.
    pub hint: bool,
}

/// What a shell draws for one segment of a dot grid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SegmentView {
    /// Which segment.
    pub segment: Segment,
    /// Its name in the notation (`h0,1`).
    pub name: String,
    /// Whether it is drawn.
    pub drawn: bool,
    /// Who drew it (`None` for the organiser's segments and undrawn ones).
    pub by: Option<SeatId>,
    /// The segment read aloud, in the view's language.
    pub spoken: String,
    /// How it is highlighted.
    pub highlight: Highlight,
}

/// A board any shell can draw: a grid of cells, and for dot games the segments between dots.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BoardView {
    /// Rows of cells (boxes, for a dot grid).
    pub rows: u8,
    /// Columns of cells.
    pub cols: u8,
    /// Every cell, row by row.
    pub cells: Vec<CellView>,
    /// The segments of a dot grid (empty for other games).
    pub segments: Vec<SegmentView>,
}

impl BoardView {
    /// A board of `rows` × `cols` squares, `cells` row by row, with no segments (every game but
    /// the dot grids).
    pub(crate) fn squares(rows: u8, cols: u8, cells: Vec<CellView>) -> BoardView {
        BoardView {
            rows,
            cols,
            cells,
            segments: Vec::new(),
        }
    }

    /// The view of the cell at `at`, when the board has it.
    pub fn cell(&self, at: Cell) -> Option<&CellView> {
        self.cells.iter().find(|c| c.cell == at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_grids_read_only_with_a_cell_for_each_place() {
        let g: Grid<u8> = Grid::from_rows(vec![vec![1, 2, 3], vec![4, 5, 6]]).unwrap();
        let text = serde_json::to_string(&g).unwrap();
        assert_eq!(serde_json::from_str::<Grid<u8>>(&text).unwrap(), g);
        let read = |json: &str| serde_json::from_str::<Grid<u8>>(json);
        assert!(read(r#"{"rows":2,"cols":3,"cells":[]}"#).is_err());
        assert!(read(r#"{"rows":2,"cols":3,"cells":[1,2,3,4,5]}"#).is_err());
        assert!(read(r#"{"rows":255,"cols":255,"cells":[1]}"#).is_err());
        assert!(read(r#"{"rows":0,"cols":0,"cells":[]}"#).is_ok());
    }

    #[test]
    fn algebraic_names() {
        assert_eq!(Cell::new(3, 2).algebraic(), "c4");
        assert_eq!(Cell::parse_algebraic("C4"), Some(Cell::new(3, 2)));
        assert_eq!(Cell::parse_algebraic("a0"), None);
        assert_eq!(Cell::parse_algebraic("4c"), None);
        assert_eq!(Cell::parse_algebraic(""), None);
    }

    #[test]
    fn segments_read_and_print() {
        let s = Segment::parse(" v1, 2 ").expect("reads");
        assert_eq!(s, Segment::V { row: 1, col: 2 });
        assert_eq!(s.to_string(), "v1,2");
        assert!(s.fits(4));
        assert!(!Segment::H { row: 0, col: 3 }.fits(4));
        assert_eq!(Segment::parse("x1,2"), None);
        assert_eq!(Segment::parse("h1"), None);
    }

    #[test]
    fn grid_cells_and_steps() {
        let mut g = Grid::new(3, 4, 0u8);
        assert!(g.set(Cell::new(2, 3), 7));
        assert!(!g.set(Cell::new(3, 0), 1));
        assert_eq!(g.get(Cell::new(2, 3)), Some(&7));
        assert_eq!(g.step(Cell::new(0, 0), Dir::N), None);
        assert_eq!(g.step(Cell::new(0, 0), Dir::SE), Some(Cell::new(1, 1)));
        assert_eq!(g.iter().count(), 12);
        assert_eq!(
            g.iter().last().map(|(c, v)| (c, *v)),
            Some((Cell::new(2, 3), 7))
        );
        assert!(Grid::from_rows(vec![vec![1, 2], vec![3]]).is_none());
        for d in Dir::ALL {
            assert_eq!(d.opposite().opposite(), d);
        }
    }
}

//! The board: a 4×4, 5×5 or 6×6 square of chips as bitboards.
//!
//! Square (row, column) is bit `row * 8 + column` of a `u64`, whatever the size, so that the
//! eight directions are the shifts by 1, 7, 8 and 9 and the squares outside the board (columns
//! and rows from `size` on) are simply never set: a shift that leaves the board lands outside
//! [`Board::mask`] and is cut off.

use crate::kit::Cell;
use serde::{Deserialize, Serialize};

/// The sizes the game is played on.
pub const SIZES: [u8; 3] = [4, 5, 6];

/// A chip's side up: yellow (the first player) or red (the second).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "ChipColour"))]
pub enum Colour {
    /// Yellow: moves first.
    Yellow,
    /// Red: moves second.
    Red,
}

impl Colour {
    /// The other colour.
    pub fn other(self) -> Colour {
        match self {
            Colour::Yellow => Colour::Red,
            Colour::Red => Colour::Yellow,
        }
    }

    /// The notation letter: `Y` or `R`.
    pub fn letter(self) -> char {
        match self {
            Colour::Yellow => 'Y',
            Colour::Red => 'R',
        }
    }

    /// Reads `Y`/`R` (or `yellow`/`red`, `jaune`/`rouge`), any case.
    pub fn parse(text: &str) -> Option<Colour> {
        match text.trim().to_ascii_lowercase().as_str() {
            "y" | "yellow" | "j" | "jaune" => Some(Colour::Yellow),
            "r" | "red" | "rouge" => Some(Colour::Red),
            _ => None,
        }
    }

    /// The colour's name in `lang`: "yellow"/"jaune", "red"/"rouge".
    pub fn name_in(self, lang: crate::lang::Lang) -> &'static str {
        match self {
            Colour::Yellow => lang.pick("yellow", "jaune"),
            Colour::Red => lang.pick("red", "rouge"),
        }
    }

    /// The seat that plays this colour in a two-seat game: yellow is seat 0.
    pub fn seat(self) -> u32 {
        match self {
            Colour::Yellow => 0,
            Colour::Red => 1,
        }
    }
}

/// The board's squares for `size` (bits `row * 8 + col` with row, col < size).
pub const fn mask(size: u8) -> u64 {
    let mut m = 0u64;
    let mut r = 0;
    while r < size {
        let mut c = 0;
        while c < size {
            m |= 1u64 << (r * 8 + c);
            c += 1;
        }
        r += 1;
    }
    m
}

/// The bit of `cell` (no check against the size).
pub fn bit(cell: Cell) -> u64 {
    if cell.row >= 8 || cell.col >= 8 {
        return 0;
    }
    1u64 << (u32::from(cell.row) * 8 + u32::from(cell.col))
}

/// The cell of a square's bit index.
pub fn cell_of(index: u32) -> Cell {
    Cell::new((index / 8) as u8, (index % 8) as u8)
}

/// The cells of the set bits of `bits`, top row first, left to right.
pub fn cells(mut bits: u64) -> Vec<Cell> {
    let mut out = Vec::with_capacity(bits.count_ones() as usize);
    while bits != 0 {
        out.push(cell_of(bits.trailing_zeros()));
        bits &= bits - 1;
    }
    out
}

/// A board: its size and where the yellow and red chips are. Any bits outside the board are a
/// bug of the caller; every constructor here keeps them clear.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    size: u8,
    yellow: u64,
    red: u64,
}

impl Board {
    /// An empty board of `size` (4, 5 or 6), or `None` for another size.
    pub fn empty(size: u8) -> Option<Board> {
        SIZES.contains(&size).then_some(Board {
            size,
            yellow: 0,
            red: 0,
        })
    }

    /// An empty board of `size`, or of 6 when `size` is not 4, 5 or 6.
    pub fn empty_or_six(size: u8) -> Board {
        Board {
            size: if SIZES.contains(&size) { size } else { 6 },
            yellow: 0,
            red: 0,
        }
    }

    /// A board from masks, or `None` when the size is not 4, 5 or 6, a chip lies outside the
    /// board or a square holds both colours.
    pub fn from_masks(size: u8, yellow: u64, red: u64) -> Option<Board> {
        let m = mask(size);
        (SIZES.contains(&size) && yellow & !m == 0 && red & !m == 0 && yellow & red == 0)
            .then_some(Board { size, yellow, red })
    }

    /// The side length.
    pub fn size(&self) -> u8 {
        self.size
    }

    /// Every square of the board.
    pub fn mask(&self) -> u64 {
        mask(self.size)
    }

    /// The yellow chips.
    pub fn yellow(&self) -> u64 {
        self.yellow
    }

    /// The red chips.
    pub fn red(&self) -> u64 {
        self.red
    }

    /// The chips of `colour`.
    pub fn chips(&self, colour: Colour) -> u64 {
        match colour {
            Colour::Yellow => self.yellow,
            Colour::Red => self.red,
        }
    }

    /// The empty squares.
    pub fn empties(&self) -> u64 {
        self.mask() & !(self.yellow | self.red)
    }

    /// How many chips of `colour` are on the board (that colour's score).
    pub fn count(&self, colour: Colour) -> u32 {
        self.chips(colour).count_ones()
    }

    /// How many squares are empty.
    pub fn empty_count(&self) -> u32 {
        self.empties().count_ones()
    }

    /// Whether `cell` is on the board.
    pub fn contains(&self, cell: Cell) -> bool {
        cell.row < self.size && cell.col < self.size
    }

    /// The chip on `cell`, if any (`None` also off the board).
    pub fn at(&self, cell: Cell) -> Option<Colour> {
        let b = bit(cell) & self.mask();
        if self.yellow & b != 0 {
            Some(Colour::Yellow)
        } else if self.red & b != 0 {
            Some(Colour::Red)
        } else {
            None
        }
    }

    /// Puts `chip` (or nothing) on `cell`; returns `false` (board unchanged) off the board.
    pub fn set(&mut self, cell: Cell, chip: Option<Colour>) -> bool {
        if !self.contains(cell) {
            return false;
        }
        let b = bit(cell);
        self.yellow &= !b;
        self.red &= !b;
        match chip {
            Some(Colour::Yellow) => self.yellow |= b,
            Some(Colour::Red) => self.red |= b,
            None => {}
        }
        true
    }

    /// The board with `colour`'s chips `turned` turned over to `colour` and a new chip of
    /// `colour` on `placed` (no legality check: see [`crate::chips::play`]).
    pub(crate) fn with_move(&self, colour: Colour, placed: u64, turned: u64) -> Board {
        let mut b = *self;
        match colour {
            Colour::Yellow => {
                b.yellow |= placed | turned;
                b.red &= !turned;
            }
            Colour::Red => {
                b.red |= placed | turned;
                b.yellow &= !turned;
            }
        }
        b
    }
}

/// The sizes the game is played at, in squares a side.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "chips_sizes"))]
pub fn sizes() -> Vec<u32> {
    SIZES.iter().copied().map(u32::from).collect()
}

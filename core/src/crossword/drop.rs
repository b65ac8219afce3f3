//! Dropping a piece on an equation-crossword board (Pytagora, the French game): which square
//! takes a dragged piece and what the line being built becomes. Both apps ask this while a
//! drag hovers (to highlight only the squares that take the piece) and when the piece is
//! dropped; the line itself is sent as a lay only when the player says so.
//!
//! The line is what tapping builds: a start square, a direction and the pieces written from the
//! start, board tiles it crosses included (the game reads the line as it is written). A drop:
//! - on the first free square after the line's end appends the piece there, the board tiles in
//!   between written into the line first (so a line can be carried across an equation already
//!   on the board by dropping beyond it);
//! - while the line has at most one piece, the first free square after it to the right sets
//!   across and the one below sets down (with no piece written and the start on a board tile,
//!   the same: the line runs from that tile);
//! - with no piece written, on any other free square starts the line there with the piece;
//! - anywhere else (an occupied square, a square not after the line, a line written before its
//!   start was chosen) is refused: nothing changes.

use super::pytagora::PieceView;
use crate::kit::grid::Dir;
use crate::kit::{BoardView, Cell};

/// A line being built on an equation-crossword board, tap by tap or by dropping pieces on it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "CrosswordLineDraft"))]
pub struct LineDraft {
    /// Where the line starts; `None` before a square is chosen.
    pub start: Option<Cell>,
    /// Down the board (else across).
    pub down: bool,
    /// The pieces written from the start, board tiles the line crosses included.
    pub pieces: Vec<PieceView>,
}

/// The board as a drop reads it: the view's squares, each tile as the keypad's piece.
struct Squares<'a> {
    board: &'a BoardView,
    keypad: &'a [PieceView],
}

impl<'a> Squares<'a> {
    /// The square after `cell` down or across, if it is on the board.
    fn next(&self, cell: Cell, down: bool) -> Option<Cell> {
        let dir = if down { Dir::S } else { Dir::E };
        cell.step(dir, self.board.rows, self.board.cols)
    }

    /// Whether `cell` is on the board and empty.
    fn free(&self, cell: Cell) -> bool {
        cell.row < self.board.rows && cell.col < self.board.cols && self.tile(cell).is_none()
    }

    /// The tile on `cell`, if any: `Some(None)` when no piece of the keypad has its symbol (the
    /// line cannot be written across it and stops there).
    fn tile(&self, cell: Cell) -> Option<Option<&'a PieceView>> {
        let tile = self.board.cell(cell).filter(|c| !c.text.is_empty())?;
        Some(self.keypad.iter().find(|p| p.text == tile.text))
    }
}

/// Where a dropped piece goes: the line's start and direction after the drop, and the board
/// tiles written into the line before it.
fn landing<'a>(
    squares: &Squares<'a>,
    line: &LineDraft,
    at: Cell,
) -> Option<(Cell, bool, Vec<&'a PieceView>)> {
    if !squares.free(at) {
        return None;
    }
    let written = line.pieces.len();
    if let Some(start) = line.start {
        // The line's direction first, then (while the direction is still open) the other.
        let open = written <= 1;
        for down in [line.down, !line.down]
            .into_iter()
            .take(if open { 2 } else { 1 })
        {
            // The square after the pieces written, then past the board's tiles that follow.
            let mut end = Some(start);
            for _ in 0..written {
                end = end.and_then(|c| squares.next(c, down));
            }
            let mut passed = Vec::new();
            while let Some(piece) = end.and_then(|c| squares.tile(c)).flatten() {
                passed.push(piece);
                end = end.and_then(|c| squares.next(c, down));
            }
            if end == Some(at) {
                return Some((start, down, passed));
            }
        }
    }
    (written == 0).then_some((at, line.down, Vec::new()))
}

/// Whether a piece dropped on `at` would go into `line` on `board` (its tiles read as the
/// `keypad`'s pieces of the same symbols): what a board asks while a drag hovers `at`, to
/// highlight only the squares that take the piece. Which piece is dragged does not matter.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "crossword_drop_accepts"))]
pub fn drop_accepts(board: &BoardView, keypad: &[PieceView], line: &LineDraft, at: Cell) -> bool {
    landing(&Squares { board, keypad }, line, at).is_some()
}

/// The line after `piece` is dropped on `at` of `board` (its tiles read as the `keypad`'s
/// pieces of the same symbols): `None` when the square refuses it, and the line stays as it
/// was.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "crossword_drop"))]
pub fn drop_on_line(
    board: &BoardView,
    keypad: &[PieceView],
    line: &LineDraft,
    piece: &PieceView,
    at: Cell,
) -> Option<LineDraft> {
    let (start, down, passed) = landing(&Squares { board, keypad }, line, at)?;
    let mut pieces = line.pieces.clone();
    pieces.extend(passed.into_iter().cloned());
    pieces.push(piece.clone());
    Some(LineDraft {
        start: Some(start),
        down,
        pieces,
    })
}

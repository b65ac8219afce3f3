//! Who laid each square of a crossword board: one entry a square, row-major, kept beside the
//! [`Board`](super::Board) in the saved tables of Pytagora and the French game (`None`: an
//! empty square, or a piece nobody laid).

use crate::kit::{Cell, SeatId};

/// The entry of `cell` on a board `cols` squares wide.
fn index(cols: u8, cell: Cell) -> usize {
    usize::from(cell.row) * usize::from(cols) + usize::from(cell.col)
}

/// Who laid the piece on `cell` of a board `cols` squares wide (`None`: empty, laid by nobody,
/// or off the board).
pub(crate) fn owner(owners: &[Option<SeatId>], cols: u8, cell: Cell) -> Option<SeatId> {
    owners.get(index(cols, cell)).copied().flatten()
}

/// Records who laid the piece on `cell` of a board `cols` squares wide (`None`: the piece was
/// taken off); a cell off the board changes nothing.
pub(crate) fn set_owner(owners: &mut [Option<SeatId>], cols: u8, cell: Cell, seat: Option<SeatId>) {
    if let Some(o) = owners.get_mut(index(cols, cell)) {
        *o = seat;
    }
}

//! What the set-ups and saves of Pytagora and the French game share: the refusals they word
//! alike (no seat to start, a save that does not hold together), the checks every saved table
//! passes (one entry a seat, the turn and the winners are seats, a board of the game's size with
//! one owner entry a square) and the count of its pieces.

use super::board::Board;
use super::pieces::{Piece, KINDS};
use crate::kit::{Bag, Rack, SeatId};
use crate::lang::Lang;

/// "There is no seat `seat` to start", in `lang`: the first player named is not at the table.
pub(crate) fn no_first_seat(seat: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!("there is no seat {seat} to start"),
        Lang::Fr => format!("il n\u{2019}y a pas de place {seat} pour commencer"),
    }
}

/// "The saved game does not hold together (`why`)", in `lang`.
pub(crate) fn damaged(why: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("the saved game does not hold together ({why})"),
        Lang::Fr => format!("la partie enregistrée est incohérente ({why})"),
    }
}

/// Checks that a saved table for `seats` seats holds one entry a seat in each of the lists
/// whose lengths are `per_seat` (racks, scores, hint and undo counts, …) and that its `turn`
/// is a seat; what is wrong otherwise.
pub(crate) fn seats_hold(
    seats: usize,
    per_seat: &[usize],
    turn: SeatId,
) -> Result<(), &'static str> {
    if per_seat.iter().any(|len| *len != seats) {
        return Err("one rack, score and count per seat");
    }
    if turn as usize >= seats {
        return Err("the turn is not a seat");
    }
    Ok(())
}

/// Checks that a saved table's `board` is `size` squares a side (`wrong_size` is what is wrong
/// otherwise: "the board's size", "the table's size") and that `owners` names one owner a
/// square; what is wrong otherwise.
pub(crate) fn grid_holds(
    board: &Board,
    owners: &[Option<SeatId>],
    size: u8,
    wrong_size: &'static str,
) -> Result<(), &'static str> {
    if board.rows() != size || board.cols() != size {
        return Err(wrong_size);
    }
    if owners.len() != usize::from(size) * usize::from(size) {
        return Err("the owners of the squares");
    }
    Ok(())
}

/// Checks that every winner of a saved table is one of `seats` seats; what is wrong otherwise.
pub(crate) fn winners_hold(winners: Option<&[SeatId]>, seats: usize) -> Result<(), &'static str> {
    if winners.is_some_and(|w| w.iter().any(|s| *s as usize >= seats)) {
        return Err("a winner is not a seat");
    }
    Ok(())
}

/// How many pieces of each kind (at [`Piece::index`]) a saved table holds on its `board`, in its
/// `bags` and on its `racks`, to check against the game's set.
pub(crate) fn piece_counts(
    board: &Board,
    bags: &[&Bag<Piece>],
    racks: &[Rack<Piece>],
) -> [i64; KINDS] {
    let laid = board.grid().iter().filter_map(|(_, p)| *p);
    let bagged = bags.iter().flat_map(|b| b.contents().iter().copied());
    let racked = racks.iter().flat_map(|r| r.tiles().iter().copied());
    let mut count = [0i64; KINDS];
    for p in laid.chain(bagged).chain(racked) {
        count[p.index()] += 1;
    }
    count
}

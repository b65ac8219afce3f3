//! Racks of pieces, one a seat: what a seat holds (which wanted pieces it lacks:
//! [`crate::kit::tiles::missing`]).

use super::pieces::Piece;
use crate::kit::{Rack, SeatId};

/// The pieces on `seat`'s rack (none for no such seat).
pub(crate) fn tiles_of(racks: &[Rack<Piece>], seat: SeatId) -> Vec<Piece> {
    (racks.get(seat as usize))
        .map(|r| r.tiles().to_vec())
        .unwrap_or_default()
}

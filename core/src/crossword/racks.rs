//! Racks of pieces, one a seat: what a seat holds, and which wanted pieces it lacks.

use super::pieces::Piece;
use crate::kit::{Rack, SeatId};

/// The pieces on `seat`'s rack (none for no such seat).
pub(crate) fn tiles_of(racks: &[Rack<Piece>], seat: SeatId) -> Vec<Piece> {
    (racks.get(seat as usize))
        .map(|r| r.tiles().to_vec())
        .unwrap_or_default()
}

/// The pieces of `wanted` that `rack` does not hold, each piece of the rack counted once.
pub(crate) fn missing(rack: &[Piece], wanted: &[Piece]) -> Vec<Piece> {
    let mut left = rack.to_vec();
    wanted
        .iter()
        .filter(|p| match left.iter().position(|q| q == *p) {
            Some(i) => {
                left.remove(i);
                false
            }
            None => true,
        })
        .copied()
        .collect()
}

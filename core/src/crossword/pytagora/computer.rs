//! Pytagora's computer players at the kit's four strengths.
//!
//! - Unbeatable: the best score plus a value for the pieces kept (an `=` in hand, a balance of
//!   digits and signs).
//! - Strong: the best score.
//! - Casual: a middling play among equations of at most six pieces.
//! - Beginner: one of the shortest equations, with + and − only when it can.

use crate::crossword::computers::{self, Measures};
use crate::crossword::movegen::Move;
use crate::crossword::pieces::Piece;
use crate::kit::tiles::left_after;
use crate::kit::Strength;
use crate::rng::GameRng;

/// A value for the pieces kept after a play (in points).
pub fn keep_value(kept: &[Piece], pool: u32) -> i64 {
    let eq = kept.iter().filter(|p| **p == Piece::Equals).count() as i64;
    let ops = kept.iter().filter(|p| p.is_operator()).count() as i64;
    let digits = kept.iter().filter(|p| p.digit().is_some()).count() as i64;
    let mut v = 0;
    if eq > 0 || pool > 0 {
        v += 2;
    }
    v -= (eq - 1).max(0) * 2;
    v -= (ops - 3).max(0);
    v += digits.min(6) / 2;
    v
}

/// Chooses among `moves` (not empty) for `strength`; `used` gives each move's pieces from the
/// rack.
pub fn choose(
    moves: &[Move],
    used: &dyn Fn(&Move) -> Vec<Piece>,
    rack: &[Piece],
    pool: u32,
    strength: Strength,
    rng: &mut GameRng,
) -> Option<usize> {
    let value = |i: usize| {
        let m = &moves[i];
        let u = used(m);
        let pool_after = if u.contains(&Piece::Equals) && !rack.contains(&Piece::Equals) {
            pool.saturating_sub(1)
        } else {
            pool
        };
        m.points * 2 + keep_value(&left_after(rack, &u), pool_after)
    };
    let measures = Measures {
        points: &|i| moves[i].points,
        value: &value,
        size: &|i| moves[i].placement.pieces.len(),
        casual_size: 6,
        simple: &|i| {
            (moves[i].placement.pieces)
                .iter()
                .all(|p| !matches!(p, Piece::Times | Piece::Divide))
        },
    };
    computers::choose(moves.len(), &measures, strength, rng)
}

//! Pytagora's computer players at the kit's four strengths.
//!
//! - Unbeatable: the best score plus a value for the pieces kept (an `=` in hand, a balance of
//!   digits and signs).
//! - Strong: the best score.
//! - Casual: a middling play among equations of at most six pieces.
//! - Beginner: one of the shortest equations, with + and − only when it can.

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
    if moves.is_empty() {
        return None;
    }
    match strength {
        Strength::Unbeatable => {
            let value = |m: &Move| {
                let u = used(m);
                let pool_after = if u.contains(&Piece::Equals) && !rack.contains(&Piece::Equals) {
                    pool.saturating_sub(1)
                } else {
                    pool
                };
                m.points * 2 + keep_value(&left_after(rack, &u), pool_after)
            };
            let best = moves.iter().map(value).max()?;
            let c: Vec<usize> = (0..moves.len())
                .filter(|&i| value(&moves[i]) == best)
                .collect();
            rng.pick(&c)
        }
        Strength::Strong => {
            let best = moves.iter().map(|m| m.points).max()?;
            let c: Vec<usize> = (0..moves.len())
                .filter(|&i| moves[i].points == best)
                .collect();
            rng.pick(&c)
        }
        Strength::Casual => {
            let mut c: Vec<usize> = (0..moves.len())
                .filter(|&i| moves[i].placement.pieces.len() <= 6)
                .collect();
            if c.is_empty() {
                c = (0..moves.len()).collect();
            }
            c.sort_by_key(|&i| (moves[i].points, i));
            c.get(c.len() / 2).copied()
        }
        Strength::Beginner => {
            let simple = |m: &Move| {
                m.placement
                    .pieces
                    .iter()
                    .all(|p| !matches!(p, Piece::Times | Piece::Divide))
            };
            let shortest = moves.iter().map(|m| m.placement.pieces.len()).min()?;
            let mut c: Vec<usize> = (0..moves.len())
                .filter(|&i| moves[i].placement.pieces.len() == shortest && simple(&moves[i]))
                .collect();
            if c.is_empty() {
                c = (0..moves.len())
                    .filter(|&i| moves[i].placement.pieces.len() == shortest)
                    .collect();
            }
            rng.pick(&c)
        }
    }
}

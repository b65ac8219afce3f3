//! The French game's computer players at the kit's four strengths.
//!
//! - Unbeatable: the best score plus a value for the tiles kept (an `=` in hand, digits and
//!   signs in balance).
//! - Strong: the best score.
//! - Casual: a middling play among those of at most four new tiles.
//! - Beginner: one of the plays with the fewest new tiles, + and − only when it can.
//!
//! The two strongest, which search fully, weigh transformations (rule 11) against lays by the
//! same measure ([`choose_play`]); Casual and Beginner only lay. A computer only makes a
//! transformation that puts down more tiles than it takes off ([`gains_tiles`]): every play of
//! a computer then leaves more tiles on the board, so the bags empty and games end (rule 15)
//! however richly transformations score.

use super::movegen::{generate, generate_aiming, Aim, Generated, Lay};
use super::tiles::Layout;
use super::transforms::{transformations_aiming, Transformation, Transformations};
use crate::crossword::board::Board;
use crate::crossword::computers::{self, Measures};
use crate::crossword::pieces::Piece;
use crate::kit::grid::Cell;
use crate::kit::tiles::left_after;
use crate::kit::Strength;
use crate::rng::GameRng;

/// A value, in points, for the tiles kept after a play.
pub fn keep_value(kept: &[Piece]) -> i64 {
    let eq = kept.iter().filter(|p| **p == Piece::Equals).count() as i64;
    let grey = kept.iter().filter(|p| p.digit().is_none()).count() as i64;
    let digits = kept.len() as i64 - grey;
    let mut v = 0;
    if eq > 0 {
        v += 4;
    }
    v -= (eq - 1).max(0) * 3;
    v += digits.min(5);
    v
}

/// The most [`keep_value`] gives: an `=` kept (4) and five digits or more (5).
pub const KEEP_MOST: i64 = 9;

/// What a play of `points` that puts down `new` from `rack` is worth to a computer of
/// `strength`: for Unbeatable twice its points plus [`keep_value`] of the tiles kept, for the
/// others its points.
pub fn worth(strength: Strength, rack: &[Piece], points: i64, new: &[(Cell, Piece)]) -> i64 {
    match strength {
        Strength::Unbeatable => 2 * points + keep_value(&kept_after(rack, new)),
        Strength::Strong | Strength::Casual | Strength::Beginner => points,
    }
}

/// The most a play of at most `points` points may be worth by [`worth`].
pub fn most_worth(strength: Strength, points: i64) -> i64 {
    match strength {
        Strength::Unbeatable => 2 * points + KEEP_MOST,
        Strength::Strong | Strength::Casual | Strength::Beginner => points,
    }
}

/// The lays `rack` can make on `board` that a computer of `strength` chooses among, within
/// `budget` tiles tried: for Unbeatable and Strong (and hints, as Strong) the search aims at the
/// best worth ([`generate_aiming`]), skipping the stretches that cannot reach it; Casual and
/// Beginner, which choose among small plays, get every lay found.
pub fn lays_for(
    board: &Board,
    layout: Layout,
    rack: &[Piece],
    strength: Strength,
    budget: u64,
) -> Generated {
    match strength {
        Strength::Unbeatable | Strength::Strong => {
            let value = |l: &Lay| worth(strength, rack, l.points, &l.new);
            let most = |points: i64| most_worth(strength, points);
            let aim = Aim {
                worth: &value,
                most: &most,
            };
            generate_aiming(board, layout, rack, budget, &aim)
        }
        Strength::Casual | Strength::Beginner => generate(board, layout, rack, budget),
    }
}

/// The transformations a computer of `strength` weighs against its best lay among `lays`,
/// within `budget` tiles tried: for Unbeatable and Strong the search aims at the best worth
/// among those that [`gains_tiles`], at least the best lay's ([`transformations_aiming`]);
/// the others make none (an empty list).
pub fn transformations_for(
    board: &Board,
    layout: Layout,
    rack: &[Piece],
    strength: Strength,
    budget: u64,
    lays: &[Lay],
) -> Transformations {
    if matches!(strength, Strength::Casual | Strength::Beginner) {
        return Transformations::default();
    }
    let value = |t: &Transformation| {
        if gains_tiles(t) {
            worth(strength, rack, t.points, &t.new)
        } else {
            i64::MIN
        }
    };
    let most = |points: i64| most_worth(strength, points);
    let aim = Aim {
        worth: &value,
        most: &most,
    };
    let floor = lays
        .iter()
        .map(|l| worth(strength, rack, l.points, &l.new))
        .max();
    transformations_aiming(board, layout, rack, budget, &aim, floor)
}

/// The rack's tiles kept after laying `new`.
fn kept_after(rack: &[Piece], new: &[(Cell, Piece)]) -> Vec<Piece> {
    left_after(rack, new.iter().map(|(_, p)| p))
}

/// Chooses among `lays` for `strength` (`None` when there are none).
pub fn choose(
    lays: &[Lay],
    rack: &[Piece],
    strength: Strength,
    rng: &mut GameRng,
) -> Option<usize> {
    let measures = Measures {
        points: &|i| lays[i].points,
        value: &|i| worth(Strength::Unbeatable, rack, lays[i].points, &lays[i].new),
        size: &|i| lays[i].new.len(),
        casual_size: 4,
        simple: &|i| {
            lays[i].new.iter().all(|(_, p)| {
                !matches!(
                    p,
                    Piece::Times
                        | Piece::Divide
                        | Piece::Point
                        | Piece::FractionBar
                        | Piece::Power
                        | Piece::Root
                        | Piece::Open
                        | Piece::Close
                )
            })
        },
    };
    computers::choose(lays.len(), &measures, strength, rng)
}

/// A computer's play: a lay or a transformation, by its place in the list it came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// `lays[i]`.
    Lay(usize),
    /// `transforms[i]`.
    Transform(usize),
}

/// Whether a transformation puts down more tiles than it takes off (the only ones computers
/// make).
pub fn gains_tiles(t: &Transformation) -> bool {
    t.new.len() > t.removed.len()
}

/// Chooses among `lays` and `transforms` for `strength` (`None` when there is neither).
/// Unbeatable and Strong weigh both by the measure [`choose`] uses for lays (points, and for
/// Unbeatable the tiles kept), a tie drawn at random, among the transformations that
/// [`gains_tiles`] only; Casual and Beginner choose among the lays only, as [`choose`] does.
pub fn choose_play(
    lays: &[Lay],
    transforms: &[Transformation],
    rack: &[Piece],
    strength: Strength,
    rng: &mut GameRng,
) -> Option<Choice> {
    if matches!(strength, Strength::Casual | Strength::Beginner) {
        return choose(lays, rack, strength, rng).map(Choice::Lay);
    }
    let key = |points: i64, new: &[(Cell, Piece)]| worth(strength, rack, points, new);
    let all: Vec<(Choice, i64)> = lays
        .iter()
        .enumerate()
        .map(|(i, l)| (Choice::Lay(i), key(l.points, &l.new)))
        .chain(
            transforms
                .iter()
                .enumerate()
                .filter(|(_, t)| gains_tiles(t))
                .map(|(i, t)| (Choice::Transform(i), key(t.points, &t.new))),
        )
        .collect();
    let top = all.iter().map(|(_, k)| *k).max()?;
    let cands: Vec<Choice> = all
        .iter()
        .filter(|(_, k)| *k == top)
        .map(|(c, _)| *c)
        .collect();
    rng.pick(&cands)
}

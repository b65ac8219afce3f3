//! The seeded generator of fair set-ups: a size, a number of segments, and no box with three
//! sides drawn at the start (so neither player is handed a box).

use super::board::Board;
use super::setup::{Setup, SetupError};
use crate::rng::GameRng;

/// Attempts before the generator gives up on a count it cannot reach.
const ATTEMPTS: u32 = 64;

/// A fair set-up of `dots` × `dots` dots with `count` segments drawn, the same for the same
/// seed: every box has at most two sides drawn. Refused when the size is wrong or when no
/// attempt reaches `count` fairly.
pub fn generate(dots: u8, count: u32, seed: u64) -> Result<Setup, SetupError> {
    let board = Board::of(dots).ok_or(SetupError::DotsOutOfRange {
        dots: i64::from(dots),
    })?;
    // Every box has at most two sides drawn, and each segment is a side of at least one box.
    let most = board.boxes() as u32 * 2;
    if count > most || count as usize > board.segments() {
        return Err(SetupError::TooManySegments { count, dots });
    }
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..ATTEMPTS {
        let mut order: Vec<usize> = (0..board.segments()).collect();
        rng.shuffle(&mut order);
        let mut drawn = 0u128;
        let mut n = 0;
        for s in order {
            if n == count {
                break;
            }
            if board.opens(drawn, s) || board.completes(drawn, s) > 0 {
                continue;
            }
            drawn |= 1u128 << s;
            n += 1;
        }
        if n == count {
            let mut segs: Vec<usize> = (0..board.segments())
                .filter(|&i| drawn & (1u128 << i) != 0)
                .collect();
            segs.sort_unstable();
            return Ok(Setup {
                dots,
                drawn: segs.into_iter().map(|i| board.segment(i)).collect(),
            });
        }
    }
    Err(SetupError::TooManySegments { count, dots })
}

/// Whether `setup` is fair: no box has three (or four) sides drawn.
pub fn is_fair(setup: &Setup) -> bool {
    let Ok(p) = setup.check() else {
        return false;
    };
    let side = p.dots() - 1;
    (0..side).all(|r| (0..side).all(|c| p.sides(r, c) <= 2))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::Worded;

    #[test]
    fn seeded_fair_and_exact_in_count() {
        for dots in 3..=7u8 {
            for count in [0u32, 4, 7] {
                let a = generate(dots, count, 42).expect("fits");
                assert_eq!(a.drawn.len(), count as usize);
                assert!(is_fair(&a));
                assert_eq!(generate(dots, count, 42).expect("fits"), a);
            }
        }
        assert_ne!(generate(7, 20, 1), generate(7, 20, 2));
        assert_eq!(
            generate(3, 9, 1).expect_err("too many").kind(),
            "too_many_segments"
        );
        assert!(generate(9, 1, 1).is_err());
    }
}

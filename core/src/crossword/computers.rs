//! How the crossword games' computer players choose among their plays at the kit's four
//! strengths; each game gives what it weighs in a play ([`Measures`]):
//!
//! - Unbeatable: the highest value (the game's: points and the pieces kept).
//! - Strong: the most points.
//! - Casual: the middling play by points among the small ones (all when none is small), the
//!   earlier of equal plays.
//! - Beginner: one of the smallest plays, a simple one when it can.
//!
//! Ties are drawn at random from the game's generator.

use crate::kit::Strength;
use crate::rng::GameRng;

/// What a game's computer weighs in each of its plays, by the play's place in the list.
pub(crate) struct Measures<'a> {
    /// The points the play scores.
    pub points: &'a dyn Fn(usize) -> i64,
    /// Unbeatable's value of the play.
    pub value: &'a dyn Fn(usize) -> i64,
    /// The play's size: Casual keeps to sizes up to `casual_size`, Beginner to the smallest.
    pub size: &'a dyn Fn(usize) -> usize,
    /// The largest play Casual considers small.
    pub casual_size: usize,
    /// Whether the play is simple enough for a beginner (+ and − only, say).
    pub simple: &'a dyn Fn(usize) -> bool,
}

/// Chooses one of `count` plays, weighed by `measures`, for `strength` (`None` when there are
/// none).
pub(crate) fn choose(
    count: usize,
    measures: &Measures<'_>,
    strength: Strength,
    rng: &mut GameRng,
) -> Option<usize> {
    if count == 0 {
        return None;
    }
    let best_by = |key: &dyn Fn(usize) -> i64| -> Vec<usize> {
        let top = (0..count).map(key).max().unwrap_or(0);
        (0..count).filter(|&i| key(i) == top).collect()
    };
    let Measures {
        points,
        value,
        size,
        casual_size,
        simple,
    } = *measures;
    match strength {
        Strength::Unbeatable => rng.pick(&best_by(value)),
        Strength::Strong => rng.pick(&best_by(points)),
        Strength::Casual => {
            let mut small: Vec<usize> = (0..count).filter(|&i| size(i) <= casual_size).collect();
            if small.is_empty() {
                small = (0..count).collect();
            }
            small.sort_by_key(|&i| points(i));
            small.get(small.len() / 2).copied()
        }
        Strength::Beginner => {
            let fewest = (0..count).map(size).min().unwrap_or(0);
            let mut cands: Vec<usize> = (0..count).filter(|&i| size(i) == fewest).collect();
            let plain: Vec<usize> = cands.iter().copied().filter(|&i| simple(i)).collect();
            if !plain.is_empty() {
                cands = plain;
            }
            rng.pick(&cands)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_strength_weighs_the_plays_as_it_says() {
        let points = [5i64, 9, 1, 9];
        let sizes = [3usize, 7, 2, 2];
        let simple = [true, true, false, true];
        let measures = Measures {
            points: &|i| points[i],
            value: &|i| -points[i],
            size: &|i| sizes[i],
            casual_size: 4,
            simple: &|i| simple[i],
        };
        let mut rng = GameRng::from_seed(1);
        assert_eq!(choose(0, &measures, Strength::Strong, &mut rng), None);
        let strong = choose(4, &measures, Strength::Strong, &mut rng);
        assert!(matches!(strong, Some(1 | 3)), "{strong:?}");
        assert_eq!(
            choose(4, &measures, Strength::Unbeatable, &mut rng),
            Some(2)
        );
        // Small plays: 0, 2 and 3 (5, 1 and 9 points); the middling one is play 0.
        assert_eq!(choose(4, &measures, Strength::Casual, &mut rng), Some(0));
        // The smallest: plays 2 and 3; only play 3 is simple.
        assert_eq!(choose(4, &measures, Strength::Beginner, &mut rng), Some(3));
    }
}

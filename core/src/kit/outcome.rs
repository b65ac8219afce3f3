//! How a game ended: scores, winners and ties, and who took hints.

use super::seats::SeatId;
use serde::{Deserialize, Serialize};

/// The result of a game (or the standing so far of an unfinished one).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Outcome {
    /// Each seat's score, in seat order.
    pub scores: Vec<i64>,
    /// The seats with the best score (several on a tie; none when nobody won, e.g. an
    /// abandoned game).
    pub winners: Vec<SeatId>,
    /// Per seat, whether the player took a hint (the game is marked assisted for them and
    /// stays out of the Hall of Fame).
    pub assisted: Vec<bool>,
    /// Whether the game was played to its end.
    pub finished: bool,
}

impl Outcome {
    /// A finished game's outcome where the highest score wins (ties share the win).
    pub fn highest_wins(scores: Vec<i64>, assisted: Vec<bool>) -> Outcome {
        let winners = best_seats(&scores);
        Outcome {
            scores,
            winners,
            assisted,
            finished: true,
        }
    }

    /// Whether the game ended in a tie between several winners.
    pub fn is_tie(&self) -> bool {
        self.winners.len() > 1
    }
}

/// The largest score, up or down, a saved game may hold (2⁴⁰, about 1.1 × 10¹²). No game comes
/// near it (its points are bounded by its tiles, boxes or rounds), and sums and differences of
/// scores within it, with a game's points added, never overflow; a save beyond it is refused.
pub const SCORE_LIMIT: i64 = 1 << 40;

/// Checks that every saved score is within [`SCORE_LIMIT`] either way (one a game can reach);
/// what is wrong otherwise, for the game's refusal of the save.
pub fn scores_hold(scores: &[i64]) -> Result<(), &'static str> {
    if scores
        .iter()
        .any(|s| s.unsigned_abs() > SCORE_LIMIT.unsigned_abs())
    {
        return Err("a score beyond any game's");
    }
    Ok(())
}

/// The seats with the highest score (all of them on a tie; none when there are no scores).
pub fn best_seats(scores: &[i64]) -> Vec<SeatId> {
    let Some(best) = scores.iter().max() else {
        return Vec::new();
    };
    (0u32..)
        .zip(scores)
        .filter(|(_, s)| *s == best)
        .map(|(i, _)| i)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_beyond_the_limit_are_out_of_range() {
        assert!(scores_hold(&[0, SCORE_LIMIT, -SCORE_LIMIT]).is_ok());
        assert!(scores_hold(&[]).is_ok());
        assert!(scores_hold(&[3, SCORE_LIMIT + 1]).is_err());
        assert!(scores_hold(&[i64::MIN]).is_err());
        assert!(scores_hold(&[i64::MAX, 0]).is_err());
    }

    #[test]
    fn winners_and_ties() {
        let o = Outcome::highest_wins(vec![3, 7, 7], vec![false; 3]);
        assert_eq!(o.winners, vec![1, 2]);
        assert!(o.is_tie());
        let o = Outcome::highest_wins(vec![9, -2], vec![true, false]);
        assert_eq!(o.winners, vec![0]);
        assert!(!o.is_tie());
        assert!(best_seats(&[]).is_empty());
    }
}

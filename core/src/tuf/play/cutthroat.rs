//! Game 1B, cutthroat TUF.
//!
//! - When the declarer of the moment is bested, their score reverts to zero instead of single.
//!   They score single again only with a correct equation whose value at least equals the
//!   declaration that bested them, or double again by beating it (declaring).
//! - Declarations are not checked when made. Any other player may call TUF ERROR on the
//!   declarer of the moment: if the declarer's equation is wrong, the challenger scores the
//!   value of all the declarer's cubes; if it is right, the challenger loses that amount.
//!
//! Rulings where the rulebook is silent (tests hold them): the core judges a challenge at once
//! with the verdict ("all agree"); a successful challenge strikes the declaration — the erring
//! player scores zero for their equation this round and cannot declare again, there is no
//! declarer until someone declares, the value to beat falls back to the best standing earlier
//! declaration, the timer keeps running, and players bested by the struck declaration are no
//! longer bested. Each player may challenge a declaration once.

use super::scoring::{row, zero_note, Judged, ScoreNote, SeatScore};

/// What cutthroat scoring needs to know of a seat besides its equation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SeatStanding {
    /// The value of the standing declaration that bested this seat, if it was bested.
    pub bested_by_value: Option<i32>,
    /// Caught in a TUF ERROR this round.
    pub in_error: bool,
    /// Points won or lost by this seat's challenges.
    pub challenge_points: i32,
}

/// The challenger's points when a challenge is judged: `+value` when the declarer is wrong,
/// `-value` when the declarer is right.
pub fn challenge_points(declarer_wrong: bool, declared_value: i32) -> i32 {
    if declarer_wrong {
        declared_value
    } else {
        declared_value.saturating_neg()
    }
}

/// Scores a cutthroat round.
pub fn score(
    judged: &[Judged],
    final_declarer: Option<usize>,
    standings: &[SeatStanding],
) -> Vec<SeatScore> {
    judged
        .iter()
        .enumerate()
        .map(|(seat, j)| {
            let st = standings.get(seat).copied().unwrap_or_default();
            let mut r = if st.in_error {
                row(seat, j, 0, ScoreNote::CaughtInError)
            } else if !j.valid {
                row(seat, j, 0, zero_note(j))
            } else if Some(seat) == final_declarer {
                row(seat, j, 2 * j.value, ScoreNote::FinalDeclarer)
            } else if let Some(v) = st.bested_by_value {
                if j.value >= v {
                    row(seat, j, j.value, ScoreNote::Equalled)
                } else {
                    row(seat, j, 0, ScoreNote::Reverted)
                }
            } else {
                row(seat, j, j.value, ScoreNote::Single)
            };
            r.challenge_points = st.challenge_points;
            r.points = r.equation_points.saturating_add(st.challenge_points);
            r
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_from_a_save_at_the_integer_edges_saturate() {
        // A declaration's value and a challenge's points come from the save, which may hold any
        // i32: a right declarer at i32::MIN must not overflow the challenger's loss.
        assert_eq!(challenge_points(false, i32::MIN), i32::MAX);
        assert_eq!(challenge_points(false, 7), -7);
        assert_eq!(challenge_points(true, 7), 7);
        let judged = Judged {
            valid: true,
            value: 5,
            empty: false,
            text: String::new(),
            normal: String::new(),
            reason: None,
        };
        let standing = SeatStanding {
            challenge_points: i32::MAX,
            ..SeatStanding::default()
        };
        let scores = score(&[judged], None, &[standing]);
        assert_eq!(scores[0].equation_points, 5);
        assert_eq!(scores[0].points, i32::MAX);
    }
}

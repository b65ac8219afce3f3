//! Hints as the games count them: how many each seat took (a seat that took any played an
//! assisted game) and how far the hints have gone in the position in play.

use super::seats::SeatId;
use serde::{Deserialize, Serialize};

/// Each seat's hints and the step the next hint gives in the position in play. A game keeps it
/// in its state and its save, flattened there as the fields `hints` and `hint_step`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintCount {
    /// Hints taken, a count per seat.
    pub hints: Vec<u32>,
    /// How far the hints have gone in the position in play (0 before the first).
    pub hint_step: u8,
}

impl HintCount {
    /// No hint taken yet by any of `seats` seats.
    pub fn new(seats: usize) -> HintCount {
        HintCount {
            hints: vec![0; seats],
            hint_step: 0,
        }
    }

    /// Counts a hint `seat` took and moves the hints a step further in this position, up to
    /// `last`.
    pub fn took(&mut self, seat: SeatId, last: u8) {
        self.hint_step = self.next_step(last);
        if let Some(h) = self.hints.get_mut(seat as usize) {
            *h = h.saturating_add(1);
        }
    }

    /// The step the next hint gives, up to `last` (what [`HintCount::took`] moves to).
    pub fn next_step(&self, last: u8) -> u8 {
        self.hint_step.saturating_add(1).min(last)
    }

    /// A new position: the next hint starts again from the first step.
    pub fn new_position(&mut self) {
        self.hint_step = 0;
    }

    /// Whether each seat took a hint.
    pub fn assisted(&self) -> Vec<bool> {
        self.hints.iter().map(|&h| h > 0).collect()
    }

    /// Whether a saved count fits a game of `seats` seats whose hints go up to step `last`.
    pub fn fits(&self, seats: usize, last: u8) -> bool {
        self.hints.len() == seats && self.hint_step <= last
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hint_is_counted_and_steps_up_to_the_last() {
        let mut h = HintCount::new(2);
        h.took(1, 2);
        h.took(1, 2);
        h.took(1, 2);
        assert_eq!(h.hints, vec![0, 3]);
        assert_eq!(h.hint_step, 2);
        assert_eq!(h.next_step(2), 2);
        assert_eq!(h.assisted(), vec![false, true]);
        h.new_position();
        assert_eq!(h.hint_step, 0);
        h.took(5, 2);
        assert_eq!(h.hints, vec![0, 3]);
        assert!(h.fits(2, 2) && !h.fits(3, 2));
    }

    #[test]
    fn a_count_at_its_limit_stays_there_and_still_marks_the_game_assisted() {
        // A save may hold any count: one more must not wrap to 0 (an unassisted game).
        let mut h = HintCount {
            hints: vec![u32::MAX, 0],
            hint_step: 0,
        };
        h.took(0, 2);
        assert_eq!(h.hints, vec![u32::MAX, 0]);
        assert_eq!(h.assisted(), vec![true, false]);
    }

    #[test]
    fn flattened_it_saves_as_two_fields() {
        #[derive(Serialize, Deserialize, PartialEq, Debug)]
        struct Saved {
            a: u8,
            #[serde(flatten)]
            help: HintCount,
            b: u8,
        }
        let s = Saved {
            a: 1,
            help: HintCount {
                hints: vec![2, 0],
                hint_step: 1,
            },
            b: 3,
        };
        let json = r#"{"a":1,"hints":[2,0],"hint_step":1,"b":3}"#;
        assert_eq!(serde_json::to_string(&s).ok().as_deref(), Some(json));
        assert_eq!(serde_json::from_str::<Saved>(json).ok(), Some(s));
    }
}

//! What happened: cues every shell handles alike, and each game's own details.

use super::seats::SeatId;
use serde::{Deserialize, Serialize};

/// A moment every shell treats the same way, whatever the game: a buzz, a sound, a banner or
/// a screen change. A shell maps cues to haptics and sound in one place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Cue {
    /// A timer entered its last seconds (ten, for every game that has a clock).
    TimeRunningOut {
        /// The seat whose time it is, or `None` when the clock is everyone's.
        seat: Option<SeatId>,
    },
    /// A timer ran out.
    TimeUp {
        /// The seat whose time it was, or `None` when the clock was everyone's.
        seat: Option<SeatId>,
    },
    /// It is this seat's turn (a person's: computer turns need no cue).
    YourTurn {
        /// Whose turn it is.
        seat: SeatId,
    },
    /// Pass the device to this seat (the hand-over screen is up).
    HandOver {
        /// Who takes the device.
        seat: SeatId,
    },
    /// A seat scored in play (Dots and Boxes: boxes completed): a light tick.
    Scored {
        /// Who scored.
        seat: SeatId,
    },
    /// A seat called out a claim the others now race or answer (TUF's declaration: "TUF",
    /// "TUFFER", …): a tick.
    Called {
        /// Who called.
        seat: SeatId,
    },
    /// A round ended (scores are in the view).
    RoundOver,
    /// The game ended (the outcome is known).
    GameOver,
    /// The game was paused: clocks stand still.
    Paused,
    /// The game was resumed.
    Resumed,
}

impl Cue {
    /// How much a device should make of the cue, from 0 (a light tick) to 3 (time up): when
    /// several cues come in one tick, only the strongest is played ([`feedback_of`]).
    pub fn weight(self) -> u8 {
        match self {
            Cue::TimeUp { .. } => 3,
            Cue::GameOver => 2,
            Cue::RoundOver | Cue::HandOver { .. } | Cue::TimeRunningOut { .. } => 1,
            Cue::YourTurn { .. }
            | Cue::Scored { .. }
            | Cue::Called { .. }
            | Cue::Paused
            | Cue::Resumed => 0,
        }
    }

    /// What a device plays for this cue; `None` for a turn, a hand-over, a pause or a resume
    /// (the screen says those).
    pub fn feedback(self) -> Option<Feedback> {
        match self {
            Cue::TimeRunningOut { .. } | Cue::Scored { .. } => Some(Feedback::Tick),
            Cue::TimeUp { .. } => Some(Feedback::Alarm),
            Cue::Called { .. } => Some(Feedback::Acknowledge),
            Cue::RoundOver | Cue::GameOver => Some(Feedback::Pulse),
            Cue::YourTurn { .. } | Cue::HandOver { .. } | Cue::Paused | Cue::Resumed => None,
        }
    }
}

/// What a device plays for a cue: the shells map each to their vibrator and tone generator, and
/// nothing else about cues is theirs to decide ([`Cue::feedback`], [`feedback_of`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Feedback {
    /// A light tick: a timer's last ten seconds, a score.
    Tick,
    /// A strong buzz and an alarm tone: time is up.
    Alarm,
    /// A short acknowledging tone or tap: a call was heard (TUF's declaration).
    Acknowledge,
    /// One short pulse: a round or the game is over.
    Pulse,
}

/// What a device plays for one tick's `cues`: the feedback of the strongest cue that has one
/// (the first of the highest [`Cue::weight`]), so that time up is never covered by the round or
/// the game ending in the same tick; `None` when no cue asks for any.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "feedback_of"))]
pub fn feedback_of(cues: Vec<Cue>) -> Option<Feedback> {
    let mut best: Option<(u8, Feedback)> = None;
    for c in cues {
        if let Some(f) = c.feedback() {
            if best.is_none_or(|(w, _)| c.weight() > w) {
                best = Some((c.weight(), f));
            }
        }
    }
    best.map(|(_, f)| f)
}

/// An event of game `D`: a shared cue or one of the game's own details.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Event<D> {
    /// A cue every shell handles alike.
    Cue(Cue),
    /// A detail of the game (a box completed, chips turned, a declaration).
    Game(D),
}

impl<D> Event<D> {
    /// The cue, if this event is one.
    pub fn cue(&self) -> Option<Cue> {
        match self {
            Event::Cue(c) => Some(*c),
            Event::Game(_) => None,
        }
    }

    /// The game's detail, if this event is one.
    pub fn detail(&self) -> Option<&D> {
        match self {
            Event::Cue(_) => None,
            Event::Game(d) => Some(d),
        }
    }

    /// The event with its detail mapped (to lift a game's events into a wider type).
    pub fn map<E>(self, f: impl FnOnce(D) -> E) -> Event<E> {
        match self {
            Event::Cue(c) => Event::Cue(c),
            Event::Game(d) => Event::Game(f(d)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_tick_plays_the_strongest_cue_that_asks_for_feedback() {
        let time_up = Cue::TimeUp { seat: None };
        let tick = vec![Cue::RoundOver, Cue::GameOver, time_up];
        assert_eq!(feedback_of(tick), Some(Feedback::Alarm));
        assert_eq!(
            feedback_of(vec![Cue::RoundOver, Cue::GameOver]),
            Some(Feedback::Pulse)
        );
        let ten = Cue::TimeRunningOut { seat: Some(0) };
        let called = Cue::Called { seat: 1 };
        assert_eq!(feedback_of(vec![called, ten]), Some(Feedback::Tick));
        assert_eq!(feedback_of(vec![called]), Some(Feedback::Acknowledge));
        // A hand-over outweighs a score but plays nothing: the score's tick is played.
        let scored = Cue::Scored { seat: 0 };
        assert_eq!(
            feedback_of(vec![Cue::HandOver { seat: 1 }, scored]),
            Some(Feedback::Tick)
        );
        assert_eq!(
            feedback_of(vec![Cue::YourTurn { seat: 0 }, Cue::Paused]),
            None
        );
        assert_eq!(feedback_of(Vec::new()), None);
        let e: Event<u8> = Event::Game(3);
        assert_eq!(e.clone().map(u32::from), Event::Game(3u32));
        assert_eq!(e.detail(), Some(&3));
        assert_eq!(e.cue(), None);
    }
}

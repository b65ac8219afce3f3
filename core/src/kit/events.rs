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
    /// How much a shell should make of the cue, from 0 (a light tick) to 2 (a buzz): time up
    /// and game over are strongest, so that when several cues come in one tick the shell can
    /// play the strongest one only.
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

/// The strongest cue among `events` (the one a shell should buzz for when several arrive in
/// one tick): the first of the highest [`Cue::weight`].
pub fn strongest<D>(events: &[Event<D>]) -> Option<Cue> {
    let mut best: Option<Cue> = None;
    for c in events.iter().filter_map(Event::cue) {
        if best.is_none_or(|b| c.weight() > b.weight()) {
            best = Some(c);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_up_wins_over_round_over_in_one_tick() {
        let events: Vec<Event<()>> = vec![
            Event::Cue(Cue::RoundOver),
            Event::Game(()),
            Event::Cue(Cue::TimeUp { seat: None }),
            Event::Cue(Cue::GameOver),
        ];
        assert_eq!(strongest(&events), Some(Cue::TimeUp { seat: None }));
        // Whatever the order: the match ending in the same tick does not hide the expiry.
        let ends: Vec<Event<()>> = vec![
            Event::Cue(Cue::GameOver),
            Event::Cue(Cue::RoundOver),
            Event::Cue(Cue::TimeUp { seat: Some(1) }),
        ];
        assert_eq!(strongest(&ends), Some(Cue::TimeUp { seat: Some(1) }));
        assert_eq!(strongest::<()>(&[Event::Game(())]), None);
        let e: Event<u8> = Event::Game(3);
        assert_eq!(e.clone().map(u32::from), Event::Game(3u32));
        assert_eq!(e.detail(), Some(&3));
        assert_eq!(e.cue(), None);
    }
}

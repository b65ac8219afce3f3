//! A live crossword game: its settings, its state of play (the table, everything a save holds)
//! and its [`Session`]. Pytagora, the French game and the children's games are each a
//! [`Live`] of their own settings and table; what they do alike with the three (start, save,
//! restore, schedule the computer, the settings and table they show) is written here once, the
//! rules stay in the games.

use super::assists::Assists;
use super::session::{Pace, Saved, Session, Turns};
use crate::kit::{CommonRefusal, Seat, SeatId};

/// A live crossword game of settings `S` and state of play `T`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Live<S, T> {
    /// The settings.
    pub(crate) settings: S,
    /// The state of play.
    pub(crate) table: T,
    /// The seats, game time, the computer's next move and the undo states.
    pub(crate) session: Session<T>,
}

impl<S, T: Clone> Live<S, T> {
    /// Whether the game is paused.
    pub fn is_paused(&self) -> bool {
        self.session.is_paused()
    }

    /// The settings.
    pub fn settings(&self) -> &S {
        &self.settings
    }

    /// The state of play.
    pub fn table(&self) -> &T {
        &self.table
    }

    /// A saved game `s` come back, its computers thinking at `pace`: paused, the game time
    /// played counted (the settings and the table checked by the game first).
    pub(crate) fn restored(s: Saved<S, T>, pace: Pace) -> Self {
        Live {
            settings: s.settings,
            table: s.table,
            session: Session::restored(s.seats, pace, s.played_ms),
        }
    }

    /// The save at `now_ms`.
    pub(crate) fn save(&self, now_ms: u64) -> Saved<S, T>
    where
        S: Clone,
    {
        (self.session).save(self.settings.clone(), self.table.clone(), now_ms)
    }
}

impl<S, T: Clone + Turns> Live<S, T> {
    /// A new game of `settings` starting from `table` with `seats`, its computers thinking at
    /// `pace`: the clock runs from `now_ms` and the computer to move, if any, is scheduled.
    pub(crate) fn start(settings: S, table: T, seats: Vec<Seat>, pace: Pace, now_ms: u64) -> Self {
        let mut live = Live {
            settings,
            table,
            session: Session::start(seats, pace, now_ms),
        };
        live.schedule(now_ms);
        live
    }

    /// Schedules the move of the computer to move (none when a person is to move or the game
    /// is over) after its thinking time from `now_ms`.
    pub(crate) fn schedule(&mut self, now_ms: u64) {
        self.session.schedule(now_ms, &mut self.table);
    }
}

impl<S, T: Clone + Assists> Live<S, T> {
    /// Whether each seat had help (hints or undos).
    pub fn assisted(&self) -> Vec<bool> {
        self.session.assisted(&self.table)
    }
}

impl<S, T: Clone + Assists + Turns> Live<S, T> {
    /// Undo against the computer ([`Session::take_back`], one more undo for `seat`), then the
    /// computer to move, if any, scheduled from `now_ms`. Refused (nothing changed) when there
    /// is nothing to take back.
    pub(crate) fn take_back(&mut self, seat: SeatId, now_ms: u64) -> Result<(), CommonRefusal> {
        self.session.take_back(seat, &mut self.table)?;
        self.schedule(now_ms);
        Ok(())
    }
}

//! Help and what it marks: each seat's hints and undos are counted in the state of play, and a
//! seat that took any has played an assisted game (the history keeps hints and undos together).

use crate::kit::SeatId;

/// A state of play that counts each seat's hints and undos.
pub trait Assists {
    /// Hints asked, a count per seat.
    fn hints(&self) -> &[u32];
    /// Hints asked, to count one more.
    fn hints_mut(&mut self) -> &mut Vec<u32>;
    /// Undos, a count per seat (none where the game has no undo).
    fn undos(&self) -> &[u32] {
        &[]
    }
    /// Undos, to count one more (none where the game has no undo).
    fn undos_mut(&mut self) -> Option<&mut Vec<u32>> {
        None
    }

    /// Counts a hint for `seat`.
    fn count_hint(&mut self, seat: SeatId) {
        if let Some(h) = self.hints_mut().get_mut(seat as usize) {
            *h = h.saturating_add(1);
        }
    }

    /// Counts an undo for `seat`.
    fn count_undo(&mut self, seat: SeatId) {
        if let Some(u) = self.undos_mut().and_then(|u| u.get_mut(seat as usize)) {
            *u = u.saturating_add(1);
        }
    }

    /// Takes the counts of `now` (a state going back in time keeps the help already taken).
    fn keep_counts(&mut self, now: &Self) {
        *self.hints_mut() = now.hints().to_vec();
        if let Some(u) = self.undos_mut() {
            *u = now.undos().to_vec();
        }
    }

    /// Whether each of `seats` seats had help (hints or undos).
    fn assisted(&self, seats: usize) -> Vec<bool> {
        (0..seats)
            .map(|i| {
                self.hints().get(i).is_some_and(|h| *h > 0)
                    || self.undos().get(i).is_some_and(|u| *u > 0)
            })
            .collect()
    }

    /// Each seat's help for the history: hints and undos together.
    fn help(&self) -> Vec<u32> {
        let undos = self.undos();
        (self.hints().iter().enumerate())
            .map(|(i, h)| h.saturating_add(undos.get(i).copied().unwrap_or(0)))
            .collect()
    }
}

/// Implements [`Assists`] for a table whose hints per seat are at the path given (`hints`, or
/// `help.hints` in a [`HintCount`](crate::kit::HintCount)), with its `undos` field where the
/// game has undo.
macro_rules! assists {
    ($table:ty, $($hints:ident).+) => {
        impl $crate::crossword::assists::Assists for $table {
            fn hints(&self) -> &[u32] {
                &self.$($hints).+
            }
            fn hints_mut(&mut self) -> &mut Vec<u32> {
                &mut self.$($hints).+
            }
        }
    };
    ($table:ty, $($hints:ident).+, undos) => {
        impl $crate::crossword::assists::Assists for $table {
            fn hints(&self) -> &[u32] {
                &self.$($hints).+
            }
            fn hints_mut(&mut self) -> &mut Vec<u32> {
                &mut self.$($hints).+
            }
            fn undos(&self) -> &[u32] {
                &self.undos
            }
            fn undos_mut(&mut self) -> Option<&mut Vec<u32>> {
                Some(&mut self.undos)
            }
        }
    };
}
pub(crate) use assists;

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone)]
    struct Counts {
        hints: Vec<u32>,
        undos: Vec<u32>,
    }

    assists!(Counts, hints, undos);

    #[test]
    fn counts_at_their_limit_stay_there_and_still_mark_the_seat_assisted() {
        // A save may hold any count: one more must not wrap to 0 (an unassisted game).
        let mut c = Counts {
            hints: vec![u32::MAX, 0],
            undos: vec![3, u32::MAX],
        };
        c.count_hint(0);
        c.count_undo(1);
        c.count_undo(7);
        assert_eq!(c.hints, vec![u32::MAX, 0]);
        assert_eq!(c.undos, vec![3, u32::MAX]);
        assert_eq!(c.assisted(2), vec![true, true]);
        assert_eq!(c.help(), vec![u32::MAX, u32::MAX]);
    }
}

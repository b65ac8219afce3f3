//! What a crossword screen shows of the turn: whose it is, whether a person plays it, whether
//! that person's rack may be shown (in pass-and-play only once they are ready), the hand as
//! pieces to draw, and the hand-over and thinking lines.

use super::pieces::Piece;
use super::pytagora::PieceView;
use super::racks::tiles_of;
use crate::kit::{PlayMode, Rack, Seat, SeatId};
use crate::lang::Lang;

/// The turn as a screen shows it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct InTurn<'a> {
    /// The seats, in order.
    pub seats: &'a [Seat],
    /// Whose turn.
    pub turn: SeatId,
    /// A person plays the seat in turn.
    pub person: bool,
    /// The rack of the seat in turn may be shown.
    pub shown: bool,
    /// The game is over.
    pub over: bool,
}

impl<'a> InTurn<'a> {
    /// The turn of `turn` among `seats` in `mode`; `revealed`: the player in turn is ready.
    pub fn new(
        seats: &'a [Seat],
        mode: PlayMode,
        turn: SeatId,
        revealed: bool,
        over: bool,
    ) -> Self {
        let person = seats.get(turn as usize).is_some_and(|s| !s.is_computer());
        InTurn {
            seats,
            turn,
            person,
            shown: person && (mode != PlayMode::PassAndPlay || revealed),
            over,
        }
    }

    /// The name of `seat` (empty for no such seat).
    pub fn name(&self, seat: SeatId) -> String {
        (self.seats.get(seat as usize))
            .map(|x| x.name.clone())
            .unwrap_or_default()
    }

    /// Every seat's name, in order.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// The rack of the seat in turn, as pieces to draw, when it may be shown.
    pub fn hand(&self, racks: &[Rack<Piece>], lang: Lang) -> Vec<PieceView> {
        if !self.shown {
            return Vec::new();
        }
        tiles_of(racks, self.turn)
            .into_iter()
            .map(|p| PieceView::of(p, lang))
            .collect()
    }

    /// Pass-and-play, before the person in turn is ready: the line that asks to pass them the
    /// device, `en` or `fr` with `{0}` for their name.
    pub fn hand_over(&self, lang: Lang, en: &str, fr: &str) -> Option<String> {
        let name = self.name(self.turn);
        (self.person && !self.shown && !self.over).then(|| lang.pick(en, fr).replace("{0}", &name))
    }

    /// The computer in turn is thinking.
    pub fn thinking(&self) -> bool {
        !self.person && !self.over
    }
}

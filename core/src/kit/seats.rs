//! Who sits at the table: people and computer players at one shared strength scale, and the
//! ways people share one device.

use super::events::Cue;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// A seat's number, from 0 in seat order.
pub type SeatId = u32;

/// How strong a computer player is: one scale for every game, each game mapping it to its own
/// levels (TUF's thinking time and equation length, a board game's search depth and mistakes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Strength {
    /// Makes the mistakes beginners make; slow.
    Beginner,
    /// A fair opponent that sometimes misses the best move.
    Casual,
    /// Usually finds the best move.
    Strong,
    /// Plays perfectly wherever the game's solver can prove it.
    Unbeatable,
}

impl Strength {
    /// Every strength, weakest first.
    pub const ALL: [Strength; 4] = [
        Strength::Beginner,
        Strength::Casual,
        Strength::Strong,
        Strength::Unbeatable,
    ];

    /// Reads `beginner`, `casual`, `strong`, `unbeatable` (or their first letters), any case.
    pub fn parse(text: &str) -> Option<Strength> {
        match text.trim().to_ascii_lowercase().as_str() {
            "beginner" | "b" => Some(Strength::Beginner),
            "casual" | "c" => Some(Strength::Casual),
            "strong" | "s" => Some(Strength::Strong),
            "unbeatable" | "u" => Some(Strength::Unbeatable),
            _ => None,
        }
    }

    /// The strength's name in English, as the terminal and the history's variant show it.
    pub fn name(self) -> &'static str {
        self.name_in(Lang::En)
    }

    /// The strength's name in `lang`.
    pub fn name_in(self, lang: Lang) -> &'static str {
        match self {
            Strength::Beginner => lang.pick("Beginner", "Débutant"),
            Strength::Casual => lang.pick("Casual", "Amateur"),
            Strength::Strong => lang.pick("Strong", "Fort"),
            Strength::Unbeatable => lang.pick("Unbeatable", "Imbattable"),
        }
    }

    /// The strength as the history stores it (`computer_strength`): 0 for Beginner up to 3
    /// for Unbeatable, as TUF has always recorded it, so a computer player keeps its identity
    /// across games and versions.
    pub fn level(self) -> i64 {
        self as i64
    }
}

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum SeatKind {
    /// A person at the device.
    Person,
    /// A computer player at this strength.
    Computer {
        /// How well it plays.
        strength: Strength,
    },
}

/// One seat at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Seat {
    /// The player's name as shown.
    pub name: String,
    /// Person or computer.
    pub kind: SeatKind,
}

impl Seat {
    /// A person called `name`.
    pub fn person(name: impl Into<String>) -> Seat {
        Seat {
            name: name.into(),
            kind: SeatKind::Person,
        }
    }

    /// A computer player called `name` at `strength`.
    pub fn computer(name: impl Into<String>, strength: Strength) -> Seat {
        Seat {
            name: name.into(),
            kind: SeatKind::Computer { strength },
        }
    }

    /// Whether the computer plays this seat.
    pub fn is_computer(&self) -> bool {
        matches!(self.kind, SeatKind::Computer { .. })
    }

    /// The computer's strength, if the computer plays this seat.
    pub fn strength(&self) -> Option<Strength> {
        match self.kind {
            SeatKind::Computer { strength } => Some(strength),
            SeatKind::Person => None,
        }
    }
}

/// How many seats a game takes and who may sit in them: one table for every app's set-up form,
/// the limits the game's own set-up check holds (each game's `Game::SEATS`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SeatLimits {
    /// The fewest seats.
    pub min_seats: u32,
    /// The most seats.
    pub max_seats: u32,
    /// The fewest people among them (0: computer players may play on their own, watched).
    pub min_people: u32,
    /// Whether computer players may sit.
    pub computers: bool,
}

impl SeatLimits {
    /// `min_seats` to `max_seats` seats, people or computer players, no person needed.
    pub const fn seats(min_seats: u32, max_seats: u32) -> SeatLimits {
        SeatLimits {
            min_seats,
            max_seats,
            min_people: 0,
            computers: true,
        }
    }

    /// The same with at least `n` people among the seats.
    pub const fn people(self, n: u32) -> SeatLimits {
        SeatLimits {
            min_people: n,
            ..self
        }
    }

    /// The same with people only (no computer player may sit).
    pub const fn people_only(self) -> SeatLimits {
        SeatLimits {
            computers: false,
            ..self
        }
    }

    /// The seat counts the game takes.
    pub fn counts(&self) -> std::ops::RangeInclusive<usize> {
        self.min_seats as usize..=self.max_seats as usize
    }
}

/// How the people at the table share the device. A game offers the modes that fit it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PlayMode {
    /// One person alone (against the clock, or a puzzle).
    Solitaire,
    /// One person against one or more computer players.
    VsComputer,
    /// People take turns on one device, handing it over behind a hand-over screen (hidden
    /// information stays hidden).
    PassAndPlay,
    /// Everyone plays at once around one device, each seat's part of the screen turned to face
    /// its player.
    Table,
}

impl PlayMode {
    /// The mode that fits `seats` when the game plays in turns: solitaire for one person,
    /// against the computer when exactly one person sits with computer players, pass-and-play
    /// otherwise.
    pub fn for_turns(seats: &[Seat]) -> PlayMode {
        let people = seats.iter().filter(|s| !s.is_computer()).count();
        match (people, seats.len()) {
            (_, 0 | 1) => PlayMode::Solitaire,
            (0 | 1, _) => PlayMode::VsComputer,
            _ => PlayMode::PassAndPlay,
        }
    }

    /// Whether a hand-over screen stands between two people's turns.
    pub fn hands_over(self) -> bool {
        self == PlayMode::PassAndPlay
    }

    /// The cue when the turn passes to the person at `seat`: a hand-over screen in
    /// pass-and-play, else "your turn".
    pub fn turn_cue(self, seat: SeatId) -> Cue {
        if self.hands_over() {
            Cue::HandOver { seat }
        } else {
            Cue::YourTurn { seat }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_turn_passes_with_a_hand_over_only_in_pass_and_play() {
        assert_eq!(PlayMode::PassAndPlay.turn_cue(1), Cue::HandOver { seat: 1 });
        for mode in [PlayMode::Solitaire, PlayMode::VsComputer, PlayMode::Table] {
            assert_eq!(mode.turn_cue(2), Cue::YourTurn { seat: 2 });
        }
    }

    #[test]
    fn strengths_parse_and_order() {
        for s in Strength::ALL {
            assert_eq!(Strength::parse(s.name()), Some(s));
            assert_ne!(s.name_in(Lang::Fr), "");
        }
        assert_eq!(Strength::parse("U"), Some(Strength::Unbeatable));
        assert_eq!(Strength::parse("hard"), None);
        assert!(Strength::Beginner < Strength::Unbeatable);
        let levels: Vec<i64> = Strength::ALL.iter().map(|s| s.level()).collect();
        assert_eq!(levels, vec![0, 1, 2, 3]);
    }

    #[test]
    fn modes_for_turns() {
        let ann = Seat::person("Ann");
        let bob = Seat::person("Bob");
        let cpu = Seat::computer("CPU", Strength::Strong);
        assert_eq!(
            PlayMode::for_turns(std::slice::from_ref(&ann)),
            PlayMode::Solitaire
        );
        assert_eq!(
            PlayMode::for_turns(&[ann.clone(), cpu.clone()]),
            PlayMode::VsComputer
        );
        assert_eq!(PlayMode::for_turns(&[ann, bob, cpu]), PlayMode::PassAndPlay);
        assert!(PlayMode::PassAndPlay.hands_over());
        assert!(!PlayMode::Table.hands_over());
    }
}

//! A Pytagora game's set-up: the target, who starts, the Italian start, the table's size, the
//! seed; and why a set-up or a save is refused.

use crate::crossword::saves;
use crate::kit::Worded;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// Who starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "PytagoraFirstPlayer"))]
pub enum FirstPlayer {
    /// This seat (the youngest player, as the players say).
    Seat(u32),
    /// Picked at random from the seed.
    Random,
    /// The Italian start: each player's first dealt piece showing 1-6 is set aside as their
    /// starting score, and the lowest starts (the earlier seat on a tie: our ruling).
    Italian,
}

/// Which game is played with the Pytagora pieces.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "PytagoraVariant"))]
pub enum Variant {
    /// Pytagora itself.
    #[default]
    Standard,
    /// Children's game 2, "Plus and minus": the standard rules with the reduced set (no × or
    /// ÷, 3 `=` and 3 of each digit removed).
    PlusAndMinus,
}

impl Variant {
    /// The pieces in the bag at the start.
    pub fn tiles(self) -> crate::kit::TileSet<crate::crossword::pieces::Piece> {
        match self {
            Variant::Standard => crate::crossword::pieces::pytagora_set(),
            Variant::PlusAndMinus => crate::crossword::pieces::plus_and_minus_set(),
        }
    }

    /// The game's title in `lang`: "Pytagora", "Plus and minus" / "Plus et moins".
    pub fn title(self, lang: Lang) -> &'static str {
        match self {
            Variant::Standard => "Pytagora",
            Variant::PlusAndMinus => lang.pick("Plus and minus", "Plus et moins"),
        }
    }

    /// The history's variant name.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Standard => "pytagora",
            Variant::PlusAndMinus => "plus-and-minus",
        }
    }
}

/// The agreed settings of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "PytagoraSettings"))]
pub struct Settings {
    /// The winning score (35 by default: "generally thought of as being a good target").
    pub target: i64,
    /// Who starts.
    pub first: FirstPlayer,
    /// The table's side in squares (the rulebook's table has no edge; ours is 25 × 25).
    pub size: u8,
    /// The seed of the bag, the draw for the first player and the computers' choices.
    pub seed: u64,
    /// Pytagora or one of its children's games.
    #[serde(default)]
    pub variant: Variant,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            target: 35,
            first: FirstPlayer::Random,
            size: 25,
            seed: 0,
            variant: Variant::Standard,
        }
    }
}

/// Why a set-up or a saved game is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// Pytagora is for 2 to 4 players.
    Players(usize),
    /// The target must be 1 to 1,000.
    Target(i64),
    /// The table must be 9 to 40 squares a side.
    Size(u8),
    /// The first player is not a seat.
    FirstSeat(u32),
    /// A saved game does not hold together (what is wrong).
    Damaged(String),
}

impl Worded for SetupError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (SetupError::Players(n), Lang::En) => {
                format!("Pytagora is for 2 to 4 players, not {n}")
            }
            (SetupError::Players(n), Lang::Fr) => {
                format!("Pytagora se joue de 2 à 4 joueurs, pas {n}")
            }
            (SetupError::Target(t), Lang::En) => {
                format!("the target must be between 1 and 1000, not {t}")
            }
            (SetupError::Target(t), Lang::Fr) => {
                format!("l\u{2019}objectif doit être entre 1 et 1000, pas {t}")
            }
            (SetupError::Size(s), Lang::En) => {
                format!("the table must be 9 to 40 squares a side, not {s}")
            }
            (SetupError::Size(s), Lang::Fr) => {
                format!("la table doit avoir de 9 à 40 cases de côté, pas {s}")
            }
            (SetupError::FirstSeat(s), _) => saves::no_first_seat(*s, lang),
            (SetupError::Damaged(why), _) => saves::damaged(why, lang),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            SetupError::Players(_) => "players",
            SetupError::Target(_) => "target",
            SetupError::Size(_) => "size",
            SetupError::FirstSeat(_) => "first_seat",
            SetupError::Damaged(_) => "damaged",
        }
    }
}

crate::kit::worded_display!(SetupError);

impl Settings {
    /// Checks the settings for `players` seats.
    pub fn validate(&self, players: usize) -> Result<(), SetupError> {
        if !<super::Pytagora as crate::kit::Game>::SEATS
            .counts()
            .contains(&players)
        {
            return Err(SetupError::Players(players));
        }
        if !(1..=1000).contains(&self.target) {
            return Err(SetupError::Target(self.target));
        }
        if !(9..=40).contains(&self.size) {
            return Err(SetupError::Size(self.size));
        }
        if let FirstPlayer::Seat(s) = self.first {
            if s as usize >= players {
                return Err(SetupError::FirstSeat(s));
            }
        }
        Ok(())
    }
}

/// The rulebook's settings of Pytagora or its children's game Plus and minus: first to 35, the
/// first player drawn at random, the 25 × 25 table, the bag from `seed`.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "pytagora_settings"))]
pub fn rulebook_settings(variant: Variant, seed: u64) -> Settings {
    Settings {
        variant,
        seed,
        ..Settings::default()
    }
}

/// Pytagora or its children's game Plus and minus by its title, in `language`.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "pytagora_variant_title"))]
pub fn variant_title(variant: Variant, language: Lang) -> String {
    variant.title(language).to_string()
}

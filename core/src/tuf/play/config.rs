//! How a match is set up: the game, its settings, the seats, the timers, the variant.

use super::computer::{ScriptedMove, Strength};
use super::error::ConfigError;
use super::schedule::{TimerSchedule, MINUTE_MS};
use crate::tuf::cubes::{Colour, Face};
use crate::tuf::games::Game;
use crate::tuf::roll::{OperatorPreset, Roll};
use crate::tuf::settings::Settings;
use serde::{Deserialize, Serialize};

/// Who sits in a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufSeatKind"))]
pub enum SeatKind {
    /// A person at the device.
    Human,
    /// A computer player of this strength.
    Computer {
        /// How well it plays.
        strength: Strength,
    },
    /// A computer seat that plays given layouts at given times (tutorials, demos, tests).
    Scripted {
        /// The moves, in order.
        moves: Vec<ScriptedMove>,
    },
}

/// One seat of the match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufSeat"))]
pub struct SeatConfig {
    /// The player's name.
    pub name: String,
    /// Person or computer.
    pub kind: SeatKind,
}

impl SeatConfig {
    /// A person.
    pub fn human(name: &str) -> SeatConfig {
        SeatConfig {
            name: name.to_string(),
            kind: SeatKind::Human,
        }
    }

    /// A computer player.
    pub fn computer(name: &str, strength: Strength) -> SeatConfig {
        SeatConfig {
            name: name.to_string(),
            kind: SeatKind::Computer { strength },
        }
    }

    /// Whether a computer plays this seat.
    pub fn is_computer(&self) -> bool {
        !matches!(self.kind, SeatKind::Human)
    }
}

/// The device the table is played on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufDevice"))]
pub enum Device {
    /// A phone: two people face to face.
    Phone,
    /// A tablet: up to four people, one on each side.
    Tablet,
}

/// How the people share the device.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufPlayMode"))]
pub enum PlayMode {
    /// Everyone plays at once around the device (computer seats play too).
    Table {
        /// Phone or tablet.
        device: Device,
    },
    /// The duplicate format: the same roll and the same time for each player in turn behind a
    /// hand-over screen, then all equations revealed and scored (people only).
    PassAndPlay,
}

/// How a round is played and scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Variant {
    /// Declarations TUF, TUFFER, …; the final correct declarer scores double, other correct
    /// equations single, incorrect zero (games 1, 1A, 2 to 6).
    Standard,
    /// Game 1B: a bested declarer reverts to zero; TUF ERROR challenges.
    Cutthroat,
    /// The constant-cube race: the first correct equation using the preset symbol scores n+1
    /// for n players, then n−1, n−2, … down to 1.
    Race {
        /// The preset symbol (an orange face).
        symbol: Face,
    },
    /// Solitaire (1C): each player makes the best equation they can in the time limit and
    /// scores its cube value.
    Solitaire,
}

impl Variant {
    /// A short name: `standard`, `cutthroat`, `race %`, `solitaire`.
    pub fn name(&self) -> String {
        match self {
            Variant::Standard => "standard".into(),
            Variant::Cutthroat => "cutthroat".into(),
            Variant::Race { symbol } => format!("race {}", symbol.symbol()),
            Variant::Solitaire => "solitaire".into(),
        }
    }
}

/// Everything a match needs to start.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufMatchConfig"))]
pub struct MatchConfig {
    /// The game.
    pub game: Game,
    /// The settings the players agreed (defaults: the game's).
    pub settings: Settings,
    /// The seats, 1 to 4.
    pub seats: Vec<SeatConfig>,
    /// Table or pass-and-play.
    pub mode: PlayMode,
    /// How many rounds (the rulebook's match is five).
    pub rounds: u32,
    /// Which timer each declaration sets.
    pub schedule: TimerSchedule,
    /// The constant-cube race's preset symbol (turns the match into a race).
    pub race_symbol: Option<Face>,
    /// Game 1A: set the red cubes instead of rolling them (4+, 2+2−, 1+3−, 4−).
    pub operator_preset: Option<OperatorPreset>,
    /// The time limit of a solitaire round or of a pass-and-play turn (defaults: 1C(a) 5 min,
    /// 1C(b) 15 min, 1C(c) and pass-and-play 4 min).
    pub limit_ms: Option<u64>,
    /// A limit before the first declaration (none in the rulebook: the round waits for TUF).
    pub opening_limit_ms: Option<u64>,
    /// Whether a declaration must be a true equation when made (default: yes, except in
    /// cutthroat, where declarations are not checked and TUF ERROR exists).
    pub checked_declarations: bool,
    /// A fixed roll for every seat and round (a shared roll code); `None` rolls afresh.
    #[cfg_attr(feature = "uniffi", uniffi(name = "roll_code"))]
    pub roll: Option<Roll>,
    /// The seed of every roll and computer player of the match.
    pub seed: u64,
}

/// The most seats at a match, people and computer players (the rulebook's table of four).
pub const MAX_SEATS: u32 = 4;
/// The most people at a phone's table (more share a tablet, or play pass-and-play).
pub const MAX_PEOPLE_ON_A_PHONE: u32 = 2;
/// The most rounds a match may have.
pub const MAX_ROUNDS: u32 = 99;

/// What a TUF setup screen offers, one list for every app (the checks of
/// [`MatchConfig::validate`] hold these limits).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufSetupLimits"))]
pub struct SetupLimits {
    /// The most seats, people and computer players.
    pub max_seats: u32,
    /// The most people at a phone's table.
    pub max_people_on_a_phone: u32,
    /// The match lengths offered, in rounds (the rulebook's match is five).
    pub round_choices: Vec<u32>,
}

impl SetupLimits {
    /// The limits of every TUF setup.
    pub fn get() -> SetupLimits {
        SetupLimits {
            max_seats: MAX_SEATS,
            max_people_on_a_phone: MAX_PEOPLE_ON_A_PHONE,
            round_choices: vec![1, 3, 5, 10],
        }
    }
}

impl MatchConfig {
    /// A five-round table match on a tablet with the game's defaults (one round for a single
    /// player's solitaire).
    pub fn new(game: Game, seats: Vec<SeatConfig>, seed: u64) -> MatchConfig {
        let solo = seats.len() == 1;
        MatchConfig {
            game,
            settings: game.settings(),
            mode: PlayMode::Table {
                device: Device::Tablet,
            },
            rounds: if solo && game.code().starts_with("1C") {
                1
            } else {
                5
            },
            schedule: TimerSchedule::Standard,
            race_symbol: None,
            operator_preset: None,
            limit_ms: None,
            opening_limit_ms: None,
            checked_declarations: game != Game::G1B,
            roll: None,
            seed,
            seats,
        }
    }

    /// The variant the game and options give (pass-and-play is always the duplicate format,
    /// scored as solitaire).
    pub fn variant(&self) -> Variant {
        if self.mode == PlayMode::PassAndPlay {
            return Variant::Solitaire;
        }
        if let Some(symbol) = self.race_symbol {
            return Variant::Race { symbol };
        }
        match self.game {
            Game::G1B => Variant::Cutthroat,
            Game::G1Ca | Game::G1Cb | Game::G1Cc => Variant::Solitaire,
            _ => Variant::Standard,
        }
    }

    /// The time limit of a solitaire round or pass-and-play turn.
    pub fn limit(&self) -> u64 {
        self.limit_ms.unwrap_or(match self.game {
            Game::G1Ca => 5 * MINUTE_MS,
            Game::G1Cb => 15 * MINUTE_MS,
            _ => 4 * MINUTE_MS,
        })
    }

    /// Whether every seat gets the same roll (solitaire, pass-and-play, a fixed roll).
    pub fn duplicate_roll(&self) -> bool {
        self.roll.is_some()
            || self.mode == PlayMode::PassAndPlay
            || self.variant() == Variant::Solitaire
    }

    /// How many people sit at the device.
    pub fn human_count(&self) -> usize {
        self.seats.iter().filter(|s| !s.is_computer()).count()
    }

    /// Checks the setup.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let n = self.seats.len();
        if n == 0 || n > MAX_SEATS as usize {
            return Err(ConfigError::PlayerCount(n));
        }
        let humans = self.human_count();
        if humans == 0 {
            return Err(ConfigError::NoPerson);
        }
        match self.mode {
            PlayMode::Table {
                device: Device::Phone,
            } if humans > MAX_PEOPLE_ON_A_PHONE as usize => return Err(ConfigError::PhoneSeatsTwo),
            PlayMode::PassAndPlay if humans != n => return Err(ConfigError::PassAndPlayPeopleOnly),
            _ => {}
        }
        if !(1..=MAX_ROUNDS).contains(&self.rounds) {
            return Err(ConfigError::RoundCount(self.rounds));
        }
        if self.limit() == 0 || self.opening_limit_ms == Some(0) {
            return Err(ConfigError::ZeroTimeLimit);
        }
        if let Some(symbol) = self.race_symbol {
            if symbol.colour() != Colour::Orange {
                return Err(ConfigError::RaceSymbol(symbol.symbol().to_string()));
            }
        }
        if let Some(roll) = &self.roll {
            roll.check().map_err(ConfigError::Roll)?;
        }
        Ok(())
    }
}

/// The default setup of a match of `game` for these seats: five rounds at a tablet table with
/// the game's settings (one round for solitaire). Change what the players choose, then start
/// the match (`GameSession.tuf(config, nowMs, language)` in the apps).
#[cfg_attr(feature = "uniffi", uniffi::export(name = "tuf_match_config"))]
pub fn match_config(game: Game, seats: Vec<SeatConfig>, seed: u64) -> MatchConfig {
    MatchConfig::new(game, seats, seed)
}

/// What the TUF setup screen offers (the most seats, the most people at a phone's table, the
/// match lengths), one list for both apps.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "tuf_setup_limits"))]
pub fn setup_limits() -> SetupLimits {
    SetupLimits::get()
}

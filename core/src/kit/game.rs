//! The one interface every game implements, and the games' ids.

use super::events::Event;
use super::outcome::Outcome;
use super::refusal::Worded;
use super::seats::{PlayMode, Seat, SeatId, SeatLimits};
use crate::history::FinishedMatch;
use crate::lang::Lang;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Which game: the id the history, saves and share codes use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum GameId {
    /// TUF, the cube game.
    Tuf,
    /// Math Horseshoes.
    Horseshoes,
    /// Dots and Boxes.
    Boxes,
    /// The chip-flipping game of the tournament.
    Chips,
    /// The game tournament.
    Tournament,
    /// Mathable.
    Mathable,
    /// Pytagora and its children's game Plus and minus.
    Pytagora,
    /// Pytagora's children's game Up and down (and its variants).
    UpAndDown,
    /// Pytagora's children's game Multiplication tables.
    Tables,
    /// The French equation-crossword tile game.
    Crossword,
}

impl GameId {
    /// Every game, in the menu's order.
    pub const ALL: [GameId; 10] = [
        GameId::Tuf,
        GameId::Horseshoes,
        GameId::Boxes,
        GameId::Chips,
        GameId::Tournament,
        GameId::Mathable,
        GameId::Pytagora,
        GameId::UpAndDown,
        GameId::Tables,
        GameId::Crossword,
    ];

    /// The id as stored in the history and in saves: `"tuf"`, `"horseshoes"`, `"boxes"`, …
    pub fn as_str(self) -> &'static str {
        match self {
            GameId::Tuf => "tuf",
            GameId::Horseshoes => "horseshoes",
            GameId::Boxes => "boxes",
            GameId::Chips => "chips",
            GameId::Tournament => "tournament",
            GameId::Mathable => "mathable",
            GameId::Pytagora => "pytagora",
            GameId::UpAndDown => "updown",
            GameId::Tables => "tables",
            GameId::Crossword => "crossword",
        }
    }

    /// Reads an id written by [`GameId::as_str`].
    pub fn parse(text: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.as_str() == text)
    }
}

/// The events a game's step caused (a tick, a pause, a resume).
pub type Events<G> = Vec<Event<<G as Game>::Detail>>;

/// What `apply` and `undo` answer: the events, or the game's refusal (the game unchanged).
pub type Reply<G> = Result<Events<G>, <G as Game>::Refusal>;

/// A game as every shell drives it. Time is the shell's monotonic clock in milliseconds; game
/// time stands still while the game is paused. Nothing here reads a clock or global
/// randomness.
///
/// The contract every implementation keeps (checked for each game by its tests):
/// - `apply` either returns the events of the command or a refusal, and after a refusal the
///   game is exactly as it was (validation before any change);
/// - `tick` is cheap when nothing happens and never refuses;
/// - `snapshot` is a paused copy (the game in play is untouched) that [`Game::restore`]
///   validates back into an equal game;
/// - computer seats play inside `tick` and `apply`, at the times their strength gives.
pub trait Game: Sized {
    /// Which game this is.
    const ID: GameId;
    /// The version of [`Game::Snapshot`] this build writes (older ones go through
    /// [`Game::migrate`]).
    const SAVE_VERSION: u32;
    /// How many seats the game takes and who may sit in them ([`Game::start`] refuses seats
    /// that do not fit).
    const SEATS: SeatLimits;

    /// An unvalidated set-up: what an editor, a share code or a menu gives. [`Game::start`]
    /// validates it.
    type Setup;
    /// What a seat may do.
    type Command;
    /// The game's own events (a box completed, chips turned, a declaration).
    type Detail;
    /// What a shell draws.
    type View;
    /// What a hint tells.
    type Hint;
    /// Why a command, hint or undo was refused (the game is unchanged).
    type Refusal: Worded;
    /// Why a set-up or a saved snapshot was refused.
    type SetupError: Worded;
    /// The saved form of a game: plain data, validated by [`Game::restore`].
    type Snapshot: Serialize + DeserializeOwned;

    /// Starts a game from `setup` with these seats at `now_ms`.
    fn start(setup: Self::Setup, seats: Vec<Seat>, now_ms: u64) -> Result<Self, Self::SetupError>;

    /// The seats, in order.
    fn seats(&self) -> &[Seat];

    /// How the people share the device.
    fn mode(&self) -> PlayMode;

    /// Applies `command` for `seat`: the events it caused, or a refusal that leaves the game
    /// exactly as it was.
    fn apply(&mut self, seat: SeatId, command: Self::Command, now_ms: u64) -> Reply<Self>;

    /// Advances time to `now_ms`: clocks, computer players, the end of a round.
    fn tick(&mut self, now_ms: u64) -> Events<Self>;

    /// Pauses: clocks and computer players stand still until [`Game::resume`].
    fn pause(&mut self, now_ms: u64) -> Events<Self>;

    /// Resumes after a pause (or after [`Game::restore`], which comes back paused).
    fn resume(&mut self, now_ms: u64) -> Events<Self>;

    /// What to draw at `now_ms`, every sentence in `lang`.
    fn view(&self, now_ms: u64, lang: Lang) -> Self::View;

    /// The outcome once the game is over; `None` while it is in play.
    fn outcome(&self) -> Option<Outcome>;

    /// The next hint for `seat` (counted: the seat's game is then assisted). Games or moments
    /// without hints refuse.
    fn hint(&mut self, seat: SeatId, now_ms: u64) -> Result<Self::Hint, Self::Refusal>;

    /// Takes back `seat`'s last move where the game allows it (solitaire and against the
    /// computer, typically); refused otherwise, with the game unchanged.
    fn undo(&mut self, seat: SeatId, now_ms: u64) -> Reply<Self>;

    /// The game as a score-history record (finished, or abandoned when not over).
    fn record(&self, started_at_ms: i64) -> FinishedMatch;

    /// A paused copy of the game as plain data (the game in play is not touched).
    fn snapshot(&self, now_ms: u64) -> Self::Snapshot;

    /// Validates a snapshot into a live game. It comes back paused: the shell calls
    /// [`Game::resume`] with its own clock.
    fn restore(snapshot: Self::Snapshot) -> Result<Self, Self::SetupError>;

    /// Lifts a snapshot saved at `version` (older than [`Game::SAVE_VERSION`]) one version up.
    /// The default knows no older versions.
    fn migrate(version: u32, state: serde_json::Value) -> Result<serde_json::Value, String> {
        let _ = state;
        Err(format!("no migration from version {version}"))
    }

    /// Reads a save written before the shared envelope existed, as `(version, state)`; the
    /// default knows none.
    fn legacy(save: &serde_json::Value) -> Option<(u32, serde_json::Value)> {
        let _ = save;
        None
    }
}

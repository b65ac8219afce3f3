//! Why a command was refused. Every message reads well in a sentence shown to a child; a
//! refused command changes nothing.

use crate::lang::Lang;
use crate::tuf::board::EditError;
use thiserror::Error;

/// A refused command.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayError {
    /// No player sits there.
    #[error("there is no player {0}")]
    NoSuchSeat(u32),
    /// The seat is a computer player; people cannot move for it.
    #[error("player {0} is a computer player")]
    ComputerSeat(u32),
    /// The round is over.
    #[error("the round is over")]
    RoundOver,
    /// The match is over.
    #[error("the match is over")]
    MatchOver,
    /// The round is still being played.
    #[error("the round is still going")]
    RoundNotOver,
    /// The match is paused.
    #[error("the game is paused: resume it first")]
    Paused,
    /// The declarer cannot touch their equation while they are the declarer.
    #[error("hands off: you declared, so your equation is frozen until someone beats it")]
    FrozenDeclarer,
    /// The player already called or finished this round.
    #[error("you have already finished this round")]
    AlreadyFinished,
    /// It is someone else's turn (pass-and-play).
    #[error("it is not your turn")]
    NotYourTurn,
    /// Pass-and-play: the hand-over screen is showing; the next player must take the device.
    #[error("hand the device over first")]
    HandOverFirst,
    /// The layout is empty.
    #[error("place some cubes first")]
    EmptyLayout,
    /// The declared equation is not a true equation (checked declarations).
    #[error("that is not a true equation yet: {reason}")]
    NotAnEquation {
        /// Why (from the verdict).
        reason: String,
    },
    /// A declaration must beat the one standing.
    #[error("that is worth {value}, and you need more than {needed_more_than} to declare")]
    NotLonger {
        /// The layout's value.
        value: i32,
        /// The value standing.
        needed_more_than: i32,
    },
    /// The declarer cannot declare again over themselves.
    #[error("you are already the declarer")]
    AlreadyDeclarer,
    /// Constant-cube race: the equation must use the preset symbol.
    #[error("your equation must use the {symbol} cube")]
    MissingSymbol {
        /// The symbol.
        symbol: String,
    },
    /// TUF ERROR exists only in cutthroat TUF (game 1B).
    #[error("TUF ERROR can only be called in cutthroat TUF (game 1B)")]
    NotCutthroat,
    /// Nobody has declared.
    #[error("nobody has declared, so there is nothing to challenge")]
    NothingToChallenge,
    /// A player cannot challenge their own declaration.
    #[error("you cannot challenge your own equation")]
    OwnDeclaration,
    /// Each player challenges a declaration at most once.
    #[error("you already challenged this declaration")]
    AlreadyChallenged,
    /// A player caught in a TUF ERROR cannot declare again this round.
    #[error("you were caught in a TUF ERROR, so you cannot declare again this round")]
    CaughtInError,
    /// That command does not belong to this game or this moment.
    #[error("{0}")]
    NotNow(String),
    /// An edit was refused.
    #[error(transparent)]
    Edit(#[from] EditError),
    /// Text could not be read as a layout.
    #[error("{0}")]
    Notation(String),
}

/// Why a match could not be set up.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ConfigError {
    /// Too few or too many seats.
    #[error("{0}")]
    Seats(String),
    /// A setting does not fit the game.
    #[error("{0}")]
    Setting(String),
}

impl PlayError {
    /// The message in `lang` (the `Display` text is the English one).
    pub fn text_in(&self, lang: Lang) -> String {
        let _ = lang;
        self.to_string()
    }
}

impl ConfigError {
    /// The message in `lang` (the `Display` text is the English one).
    pub fn text_in(&self, lang: Lang) -> String {
        let _ = lang;
        self.to_string()
    }
}

//! The one error type of the boundary: a kind (the variant) and a sentence to show, starting
//! with a capital and ending with a full stop, worded in the language of the object that refused
//! (English until `set_language`, or the language given to an `…In` call). In Kotlin it arrives
//! as `TuffestException.<Kind>` whose `message` is that sentence; in Swift as
//! `TuffestError.<kind>(message:)`; in Python as `TuffestError.<Kind>`. There is no `From` from
//! a core error: every conversion names its language.

use tuffest_core::history::HistoryError;
use tuffest_core::lang::Lang;
use tuffest_core::tuf::board::EditError;
use tuffest_core::tuf::play::PlayError;
use tuffest_core::tuf::roll::RollError;

/// Why a call into the core was refused. The message is a sentence to show to the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
#[uniffi(flat_error)]
pub enum TuffestError {
    /// A roll code or a list of faces could not be read.
    #[error("{0}")]
    InvalidRoll(String),
    /// A game name, puzzle or share code could not be read.
    #[error("{0}")]
    InvalidCode(String),
    /// A layout typed in the text notation could not be read or does not fit the roll.
    #[error("{0}")]
    InvalidLayout(String),
    /// An edit of the board or of an answer was refused; nothing changed.
    #[error("{0}")]
    EditRefused(String),
    /// A command does not fit the moment (the round is over, it is not this player's turn, …);
    /// nothing changed.
    #[error("{0}")]
    NotAllowedNow(String),
    /// A game could not be set up that way (seats, rounds, time limits, settings).
    #[error("{0}")]
    InvalidSetup(String),
    /// A saved game could not be read back.
    #[error("{0}")]
    InvalidSave(String),
    /// A match record or a player name was refused; nothing was written.
    #[error("{0}")]
    MatchRefused(String),
    /// The history file could not be opened, read or written, or the store was closed.
    #[error("{0}")]
    HistoryUnavailable(String),
}

/// Turns a core message ("cube 3 is not in the roll") into a sentence ("Cube 3 is not in the
/// roll.").
pub(crate) fn sentence(text: impl AsRef<str>) -> String {
    let text = text.as_ref().trim();
    let mut chars = text.chars();
    let mut out = match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect::<String>(),
        None => return "Something went wrong.".to_string(),
    };
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// The error of this kind with `text` (already in its language) as a sentence:
/// `said(TuffestError::InvalidSetup, e.text_in(lang))`.
pub(crate) fn said(kind: fn(String) -> TuffestError, text: impl AsRef<str>) -> TuffestError {
    kind(sentence(text))
}

impl TuffestError {
    /// A roll code or faces refused, worded in `lang`.
    pub(crate) fn roll(e: &RollError, lang: Lang) -> Self {
        said(TuffestError::InvalidRoll, e.text_in(lang))
    }

    /// A board edit refused, worded in `lang`.
    pub(crate) fn edit(e: &EditError, lang: Lang) -> Self {
        said(TuffestError::EditRefused, e.text_in(lang))
    }

    /// A match's command refused, with the sentence the match words for the seat.
    pub(crate) fn refused(e: &PlayError, message: String) -> Self {
        match e {
            PlayError::Edit(_) => said(TuffestError::EditRefused, message),
            PlayError::Notation(_) => said(TuffestError::InvalidLayout, message),
            _ => said(TuffestError::NotAllowedNow, message),
        }
    }

    /// The history's refusal: a record or name it does not accept, or a file it cannot use
    /// (the history's own errors are in English only).
    pub(crate) fn history(e: HistoryError) -> Self {
        match e {
            HistoryError::InvalidMatch(_) | HistoryError::InvalidName(_) => {
                said(TuffestError::MatchRefused, e.to_string())
            }
            _ => said(TuffestError::HistoryUnavailable, e.to_string()),
        }
    }
}

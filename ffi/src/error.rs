//! The one error type of the boundary. Every variant carries a `message`: one sentence, starting
//! with a capital and ending with a full stop, that the apps can show as it is. In Kotlin it
//! arrives as `TuffestException.<Variant>` whose `message` is that sentence; in Swift as
//! `TuffestError.<variant>(message:)`; in Python as `TuffestError.<Variant>`.

use tuffest_core::history::HistoryError;
use tuffest_core::lang::Lang;
use tuffest_core::tuf::board::EditError;
use tuffest_core::tuf::play::PlayError;
use tuffest_core::tuf::roll::RollError;

/// Why a call into the core was refused. The `message` is a sentence to show to the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
#[uniffi(flat_error)]
pub enum TuffestError {
    /// A roll code or a list of faces could not be read.
    #[error("{message}")]
    InvalidRoll {
        /// The sentence to show.
        message: String,
    },
    /// A game name, puzzle or share code could not be read.
    #[error("{message}")]
    InvalidCode {
        /// The sentence to show.
        message: String,
    },
    /// A layout typed in the text notation could not be read or does not fit the roll.
    #[error("{message}")]
    InvalidLayout {
        /// The sentence to show.
        message: String,
    },
    /// An edit of the board was refused; the layout is unchanged.
    #[error("{message}")]
    EditRefused {
        /// The sentence to show.
        message: String,
    },
    /// A command does not fit the moment (the round is over, it is not this player's turn, …);
    /// nothing changed.
    #[error("{message}")]
    NotAllowedNow {
        /// The sentence to show.
        message: String,
    },
    /// A game could not be set up that way (seats, rounds, time limits, settings).
    #[error("{message}")]
    InvalidSetup {
        /// The sentence to show.
        message: String,
    },
    /// A saved game could not be read back.
    #[error("{message}")]
    InvalidSave {
        /// The sentence to show.
        message: String,
    },
    /// A match record or a player name was refused; nothing was written.
    #[error("{message}")]
    MatchRefused {
        /// The sentence to show.
        message: String,
    },
    /// The history file could not be opened, read or written, or the store was closed.
    #[error("{message}")]
    HistoryUnavailable {
        /// The sentence to show.
        message: String,
    },
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

impl TuffestError {
    /// A roll code or faces refused, worded in `lang`.
    pub(crate) fn roll(e: &RollError, lang: Lang) -> Self {
        TuffestError::InvalidRoll {
            message: sentence(e.text_in(lang)),
        }
    }

    /// A share code, puzzle code or game name refused (the sentence already in its language).
    pub(crate) fn invalid_code(text: impl AsRef<str>) -> Self {
        TuffestError::InvalidCode {
            message: sentence(text),
        }
    }

    /// A board edit refused, worded in `lang`.
    pub(crate) fn edit(e: &EditError, lang: Lang) -> Self {
        TuffestError::EditRefused {
            message: sentence(e.text_in(lang)),
        }
    }

    /// A layout that cannot stand (typed text, or an edit of a whole layout), worded in `lang`.
    pub(crate) fn layout(text: impl AsRef<str>) -> Self {
        TuffestError::InvalidLayout {
            message: sentence(text),
        }
    }

    /// A match's command refused, with the sentence the match words for the seat.
    pub(crate) fn refused(e: &PlayError, message: String) -> Self {
        match e {
            PlayError::Edit(_) => TuffestError::EditRefused {
                message: sentence(message),
            },
            PlayError::Notation(_) => TuffestError::layout(message),
            _ => TuffestError::not_allowed_now(message),
        }
    }

    /// A command refused at this moment of play (the sentence already in its language).
    pub(crate) fn not_allowed_now(text: impl AsRef<str>) -> Self {
        TuffestError::NotAllowedNow {
            message: sentence(text),
        }
    }

    /// A match or round that cannot be set up (the sentence already in its language).
    pub(crate) fn invalid_setup(text: impl AsRef<str>) -> Self {
        TuffestError::InvalidSetup {
            message: sentence(text),
        }
    }

    /// A save that cannot be read (the sentence already in its language).
    pub(crate) fn invalid_save(text: impl AsRef<str>) -> Self {
        TuffestError::InvalidSave {
            message: sentence(text),
        }
    }

    /// The history's refusal: a record or name it does not accept, or a file it cannot use
    /// (the history's own errors are in English only).
    pub(crate) fn history(e: HistoryError) -> Self {
        let message = sentence(e.to_string());
        match e {
            HistoryError::InvalidMatch(_) | HistoryError::InvalidName(_) => {
                TuffestError::MatchRefused { message }
            }
            _ => TuffestError::HistoryUnavailable { message },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_sentences() {
        assert_eq!(
            sentence("cube 3 is not in the roll"),
            "Cube 3 is not in the roll."
        );
        assert_eq!(sentence("été fini."), "Été fini.");
        assert_eq!(sentence(""), "Something went wrong.");
        let e = TuffestError::edit(&EditError::NotInRoll(9), Lang::En);
        assert_eq!(e.to_string(), "Cube 9 is not in the roll.");
        assert!(matches!(e, TuffestError::EditRefused { .. }));
        let e = TuffestError::history(tuffest_core::history::NameError::Empty.into());
        assert_eq!(
            e.to_string(),
            "The player name is not accepted: the name is empty."
        );
        assert!(matches!(e, TuffestError::MatchRefused { .. }));
    }
}

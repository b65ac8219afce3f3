//! The one error type of the boundary. Every variant carries a `message`: one sentence, starting
//! with a capital and ending with a full stop, that the apps can show as it is. In Kotlin it
//! arrives as `TuffestException.<Variant>` whose `message` is that sentence; in Swift as
//! `TuffestError.<variant>(message:)`; in Python as `TuffestError.<Variant>`.

use tuffest_core::history::{HistoryError, MatchError, NameError};
use tuffest_core::lang::Lang;
use tuffest_core::tuf::board::EditError;
use tuffest_core::tuf::notation::NotationError;
use tuffest_core::tuf::play::{ConfigError, PlayError, SaveError};
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
    pub(crate) fn invalid_roll(text: impl AsRef<str>) -> Self {
        TuffestError::InvalidRoll {
            message: sentence(text),
        }
    }
    pub(crate) fn invalid_code(text: impl AsRef<str>) -> Self {
        TuffestError::InvalidCode {
            message: sentence(text),
        }
    }
    pub(crate) fn invalid_layout(text: impl AsRef<str>) -> Self {
        TuffestError::InvalidLayout {
            message: sentence(text),
        }
    }
    pub(crate) fn edit_refused(text: impl AsRef<str>) -> Self {
        TuffestError::EditRefused {
            message: sentence(text),
        }
    }
    pub(crate) fn not_allowed_now(text: impl AsRef<str>) -> Self {
        TuffestError::NotAllowedNow {
            message: sentence(text),
        }
    }
    pub(crate) fn invalid_setup(text: impl AsRef<str>) -> Self {
        TuffestError::InvalidSetup {
            message: sentence(text),
        }
    }
    pub(crate) fn invalid_save(text: impl AsRef<str>) -> Self {
        TuffestError::InvalidSave {
            message: sentence(text),
        }
    }
    pub(crate) fn history_unavailable(text: impl AsRef<str>) -> Self {
        TuffestError::HistoryUnavailable {
            message: sentence(text),
        }
    }
}

/// The core's errors worded in the player's language (the objects that hold a language,
/// `TufMatch` and `TufBoard`, use these; the `From` conversions word them in English).
impl TuffestError {
    /// A refused match command: an edit, a layout typed that cannot be read, or a command that
    /// does not fit the moment.
    pub(crate) fn play(e: &PlayError, lang: Lang) -> Self {
        TuffestError::refused(e, e.text_in(lang))
    }

    /// A refused match command with its message already worded (`Match::refusal_in`).
    pub(crate) fn refused(e: &PlayError, message: String) -> Self {
        match e {
            PlayError::Edit(_) => TuffestError::edit_refused(message),
            PlayError::Notation(_) => TuffestError::invalid_layout(message),
            _ => TuffestError::not_allowed_now(message),
        }
    }

    /// A refused edit of a board.
    pub(crate) fn edit(e: &EditError, lang: Lang) -> Self {
        TuffestError::edit_refused(e.text_in(lang))
    }

    /// A layout typed in the text notation that does not fit the roll.
    pub(crate) fn layout_edit(e: &EditError, lang: Lang) -> Self {
        TuffestError::invalid_layout(e.text_in(lang))
    }

    /// Text that cannot be read as a layout.
    pub(crate) fn notation(e: &NotationError, lang: Lang) -> Self {
        TuffestError::invalid_layout(e.text_in(lang))
    }

    /// A match that cannot be set up that way.
    pub(crate) fn config(e: &ConfigError, lang: Lang) -> Self {
        TuffestError::invalid_setup(e.text_in(lang))
    }

    /// A roll code or list of faces that cannot be read.
    pub(crate) fn roll(e: &RollError, lang: Lang) -> Self {
        TuffestError::invalid_roll(e.text_in(lang))
    }
}

impl From<RollError> for TuffestError {
    fn from(e: RollError) -> Self {
        TuffestError::roll(&e, Lang::En)
    }
}

impl From<EditError> for TuffestError {
    fn from(e: EditError) -> Self {
        TuffestError::edit(&e, Lang::En)
    }
}

impl From<PlayError> for TuffestError {
    fn from(e: PlayError) -> Self {
        TuffestError::play(&e, Lang::En)
    }
}

impl From<ConfigError> for TuffestError {
    fn from(e: ConfigError) -> Self {
        TuffestError::config(&e, Lang::En)
    }
}

impl From<SaveError> for TuffestError {
    fn from(e: SaveError) -> Self {
        TuffestError::invalid_save(e.text_in(Lang::En))
    }
}

impl From<HistoryError> for TuffestError {
    fn from(e: HistoryError) -> Self {
        match e {
            HistoryError::InvalidMatch(_) | HistoryError::InvalidName(_) => {
                TuffestError::MatchRefused {
                    message: sentence(e.to_string()),
                }
            }
            other => TuffestError::history_unavailable(other.to_string()),
        }
    }
}

impl From<MatchError> for TuffestError {
    fn from(e: MatchError) -> Self {
        HistoryError::from(e).into()
    }
}

impl From<NameError> for TuffestError {
    fn from(e: NameError) -> Self {
        HistoryError::from(e).into()
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
        let e: TuffestError = EditError::NotInRoll(9).into();
        assert_eq!(e.to_string(), "Cube 9 is not in the roll.");
        assert!(matches!(e, TuffestError::EditRefused { .. }));
        let e: TuffestError = NameError::Empty.into();
        assert_eq!(
            e.to_string(),
            "The player name is not accepted: the name is empty."
        );
        assert!(matches!(e, TuffestError::MatchRefused { .. }));
    }
}

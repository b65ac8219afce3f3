//! Save and resume a match at any moment, in the kit's one save envelope
//! `{"format":"tuffest-save","version":1,"game":"tuf","state":{…}}` ([`crate::kit::save`]).
//! Saves written before the envelope (`{"format":"tuffest-tuf-match","version":1,"match":…}`)
//! still load.
//!
//! A damaged snapshot, another file's format or a newer version is refused with a typed error,
//! and nothing else is touched (loading builds a new match; the one in play is unchanged).
//! A match saved while its timer runs resumes with the time it had when saved, as if paused
//! then: the shell calls [`super::Match::resume`] with its new clock reading (the snapshot's
//! clock readings belong to the device that saved it).

use super::session::Match;
use crate::kit::save::{self as envelope, SaveError as EnvelopeError};
use crate::lang::Lang;

/// Why a snapshot was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// Not JSON, or cut short, or its contents do not fit.
    Damaged(String),
    /// Another kind of file.
    WrongFormat(String),
    /// Saved by a newer version of the app.
    FutureVersion {
        /// The snapshot's version.
        found: u32,
        /// The newest this build reads.
        supported: u32,
    },
}

/// Writes the snapshot of `m` at `now_ms`. The saved match is paused at `now_ms` (the match in
/// play is not changed): after [`load`], the shell calls `resume(now)` and the window goes on
/// with exactly the time it had.
pub fn save(m: &Match, now_ms: u64) -> String {
    envelope::write(m, now_ms)
}

/// Reads a snapshot (the envelope, or a save from before it).
pub fn load(text: &str) -> Result<Match, SaveError> {
    envelope::read::<Match>(text).map_err(|e| match e {
        EnvelopeError::Damaged(why) => SaveError::Damaged(why),
        EnvelopeError::WrongFormat(format) => SaveError::WrongFormat(format),
        EnvelopeError::WrongGame { found, .. } => SaveError::WrongFormat(found),
        EnvelopeError::FutureVersion { found, supported } => {
            SaveError::FutureVersion { found, supported }
        }
        EnvelopeError::Invalid(e) => SaveError::Damaged(e.to_string()),
    })
}

impl SaveError {
    /// The message in `lang` (the `Display` text is the English one).
    pub fn text_in(&self, lang: Lang) -> String {
        use SaveError::*;
        match (self, lang) {
            (Damaged(detail), Lang::En) => {
                format!("the saved game is damaged and cannot be opened ({detail})")
            }
            (Damaged(detail), Lang::Fr) => {
                format!("la partie enregistrée est abîmée et ne peut pas s'ouvrir ({detail})")
            }
            (WrongFormat(format), Lang::En) => {
                format!("this is not a saved TUF match (it is \"{format}\")")
            }
            (WrongFormat(format), Lang::Fr) => format!(
                "ce n'est pas une partie de TUF enregistrée (c'est «\u{a0}{format}\u{a0}»)"
            ),
            (FutureVersion { found, supported }, Lang::En) => format!(
                "this game was saved by a newer version of Tuffest (save version {found}, this app reads up to {supported}): update the app to open it"
            ),
            (FutureVersion { found, supported }, Lang::Fr) => format!(
                "cette partie a été enregistrée par une version plus récente de Tuffest (version {found}, cette appli lit jusqu'à la version {supported})\u{a0}: mettez l'appli à jour pour l'ouvrir"
            ),
        }
    }
}

crate::kit::worded_display!(SaveError);

impl std::error::Error for SaveError {}

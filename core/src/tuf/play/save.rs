//! Save and resume a match at any moment: a versioned JSON snapshot
//! `{"format":"tuffest-tuf-match","version":1,"match":{…}}`.
//!
//! A damaged snapshot, another file's format or a newer version is refused with a typed error,
//! and nothing else is touched (loading builds a new match; the one in play is unchanged).
//! A match saved while its timer runs resumes with the time it had when saved, as if paused
//! then: the shell calls [`super::Match::resume`] with its new clock reading (the snapshot's
//! clock readings belong to the device that saved it).

use super::session::Match;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The snapshot's format name.
pub const FORMAT: &str = "tuffest-tuf-match";
/// The snapshot version this build writes and reads.
pub const VERSION: u32 = 1;

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

#[derive(Serialize)]
struct SnapshotOut<'a> {
    format: &'static str,
    version: u32,
    #[serde(rename = "match")]
    game: &'a Match,
}

#[derive(Deserialize)]
struct Header {
    format: Option<String>,
    version: Option<u32>,
}

#[derive(Deserialize)]
struct SnapshotIn {
    #[serde(rename = "match")]
    game: Match,
}

/// Writes the snapshot of `m` at `now_ms`. The saved match is paused at `now_ms` (the match in
/// play is not changed): after [`load`], the shell calls `resume(now)` and the window goes on
/// with exactly the time it had.
pub fn save(m: &Match, now_ms: u64) -> String {
    let paused = m.paused_copy(now_ms);
    serde_json::to_string(&SnapshotOut {
        format: FORMAT,
        version: VERSION,
        game: &paused,
    })
    .unwrap_or_default()
}

/// Reads a snapshot.
pub fn load(text: &str) -> Result<Match, SaveError> {
    let header: Header =
        serde_json::from_str(text).map_err(|e| SaveError::Damaged(e.to_string()))?;
    let format = header.format.unwrap_or_default();
    if format != FORMAT {
        return Err(SaveError::WrongFormat(format));
    }
    let version = header
        .version
        .ok_or_else(|| SaveError::Damaged("no version".to_string()))?;
    if version > VERSION {
        return Err(SaveError::FutureVersion {
            found: version,
            supported: VERSION,
        });
    }
    if version == 0 {
        return Err(SaveError::Damaged("version 0".to_string()));
    }
    let snapshot: SnapshotIn =
        serde_json::from_str(text).map_err(|e| SaveError::Damaged(e.to_string()))?;
    snapshot.game.check().map_err(SaveError::Damaged)?;
    Ok(snapshot.game)
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

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text_in(Lang::En))
    }
}

impl std::error::Error for SaveError {}

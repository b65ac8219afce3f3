//! One save envelope for every game:
//! `{"format":"tuffest-save","version":N,"game":"tuf","state":{…}}`.
//!
//! A save is read into the game's unvalidated [`Game::Snapshot`] (after migrating it from the
//! version it was written at, one version at a time) and validated into a live game by
//! [`Game::restore`], as a chess library reads a set-up and validates it into a position. A
//! damaged text, another file's format, another game's save or a newer version is refused with
//! a typed error, and nothing else is touched.

use super::game::{Game, GameId};
use super::refusal::Worded;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The envelope's format name.
pub const FORMAT: &str = "tuffest-save";

/// Why a save was refused. `E` is the game's own refusal of a snapshot that reads but does not
/// validate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError<E> {
    /// Not JSON, or cut short, or its contents do not fit.
    Damaged(String),
    /// Another kind of file.
    WrongFormat(String),
    /// A save of another game.
    WrongGame {
        /// The game the save belongs to.
        found: String,
        /// The game that tried to read it.
        expected: GameId,
    },
    /// Saved by a newer version of the app.
    FutureVersion {
        /// The save's version.
        found: u32,
        /// The newest this build reads.
        supported: u32,
    },
    /// The snapshot reads but is not a game that can be played.
    Invalid(E),
}

impl<E: Worded> Worded for SaveError<E> {
    fn text_in(&self, lang: Lang) -> String {
        match self {
            SaveError::Damaged(why) => match lang {
                Lang::En => format!("the saved game is damaged ({why})"),
                Lang::Fr => format!("la partie enregistrée est endommagée ({why})"),
            },
            SaveError::WrongFormat(found) => match lang {
                Lang::En => format!("this is not a saved game (format \u{201c}{found}\u{201d})"),
                Lang::Fr => {
                    format!("ce n\u{2019}est pas une partie enregistrée (format « {found} »)")
                }
            },
            SaveError::WrongGame { found, expected } => match lang {
                Lang::En => format!(
                    "this is a saved game of \u{201c}{found}\u{201d}, not of \u{201c}{}\u{201d}",
                    expected.as_str()
                ),
                Lang::Fr => format!(
                    "c\u{2019}est une partie enregistrée de « {found} », pas de « {} »",
                    expected.as_str()
                ),
            },
            SaveError::FutureVersion { found, supported } => match lang {
                Lang::En => format!(
                    "this game was saved by a newer version of the app (save version {found}, \
                     this one reads up to {supported}); update the app to resume it"
                ),
                Lang::Fr => format!(
                    "cette partie a été enregistrée par une version plus récente de l\u{2019}application \
                     (version {found}, celle-ci lit jusqu\u{2019}à {supported}) ; mettez \
                     l\u{2019}application à jour pour la reprendre"
                ),
            },
            SaveError::Invalid(e) => e.text_in(lang),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            SaveError::Damaged(_) => "save_damaged",
            SaveError::WrongFormat(_) => "save_wrong_format",
            SaveError::WrongGame { .. } => "save_wrong_game",
            SaveError::FutureVersion { .. } => "save_future_version",
            SaveError::Invalid(e) => e.kind(),
        }
    }
}

impl<E: Worded> std::fmt::Display for SaveError<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text_in(Lang::En))
    }
}

#[derive(Serialize)]
struct EnvelopeOut<'a, S> {
    format: &'static str,
    version: u32,
    game: &'static str,
    state: &'a S,
}

#[derive(Deserialize)]
struct Header {
    format: Option<String>,
    version: Option<u32>,
    game: Option<String>,
}

/// Writes `game` at `now_ms` in the envelope (a paused copy; the game in play is untouched).
pub fn write<G: Game>(game: &G, now_ms: u64) -> String {
    write_state::<G>(&game.snapshot(now_ms))
}

/// Writes a snapshot that is already at hand in the envelope (a game whose save does not
/// pause it, or a snapshot kept from earlier).
pub fn write_state<G: Game>(state: &G::Snapshot) -> String {
    serde_json::to_string(&EnvelopeOut {
        format: FORMAT,
        version: G::SAVE_VERSION,
        game: G::ID.as_str(),
        state,
    })
    .unwrap_or_default()
}

/// Reads a save of game `G` (the envelope, or a save from before it that [`Game::legacy`]
/// knows), migrates it to this build's version and validates it. The game comes back paused.
pub fn read<G: Game>(text: &str) -> Result<G, SaveError<G::SetupError>> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| SaveError::Damaged(e.to_string()))?;
    let (mut version, mut state) = if let Some(old) = G::legacy(&value) {
        old
    } else {
        let header: Header =
            serde_json::from_value(value.clone()).map_err(|e| SaveError::Damaged(e.to_string()))?;
        match header.format.as_deref() {
            Some(FORMAT) => {}
            Some(other) => return Err(SaveError::WrongFormat(other.to_owned())),
            None => return Err(SaveError::WrongFormat(String::new())),
        }
        let game = header.game.unwrap_or_default();
        if game != G::ID.as_str() {
            return Err(SaveError::WrongGame {
                found: game,
                expected: G::ID,
            });
        }
        let version = header
            .version
            .ok_or_else(|| SaveError::Damaged("no version".into()))?;
        let state = value
            .get("state")
            .cloned()
            .ok_or_else(|| SaveError::Damaged("no state".into()))?;
        (version, state)
    };
    if version > G::SAVE_VERSION {
        return Err(SaveError::FutureVersion {
            found: version,
            supported: G::SAVE_VERSION,
        });
    }
    while version < G::SAVE_VERSION {
        state = G::migrate(version, state).map_err(SaveError::Damaged)?;
        version += 1;
    }
    let snapshot: G::Snapshot =
        serde_json::from_value(state).map_err(|e| SaveError::Damaged(e.to_string()))?;
    G::restore(snapshot).map_err(SaveError::Invalid)
}

/// Which game a save belongs to, without reading the rest (the home screen's list of saves).
pub fn game_of(text: &str) -> Option<GameId> {
    let header: Header = serde_json::from_str(text).ok()?;
    match header.format.as_deref()? {
        FORMAT => GameId::parse(header.game.as_deref()?),
        "tuffest-tuf-match" => Some(GameId::Tuf),
        _ => None,
    }
}

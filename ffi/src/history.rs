//! The score history at the boundary: the [`HistoryStore`] object over
//! `tuffest_core::history::HistoryStore`. Its records are the core's own
//! (`tuffest_core::history::{FinishedMatch, PlayerStats, MatchSummary, …}`).

use std::sync::{Arc, Mutex};

use tuffest_core::history as core;
use tuffest_core::history::{
    FinishedMatch, HallOfFameEntry, HistoryPages, MatchSummary, PlayerInfo, PlayerStats, Recovery,
};
use tuffest_core::lang::Lang;

use crate::error::{said, TuffestError};
use crate::lock::lock;

/// The score history: one SQLite file in the app's private storage. Open it once and keep it;
/// every call is one short transaction. After `close_file` every call throws
/// `TuffestError.HistoryUnavailable`.
#[derive(Debug, uniffi::Object)]
pub struct HistoryStore {
    inner: Mutex<Option<core::HistoryStore>>,
}

impl HistoryStore {
    fn with<T>(
        &self,
        f: impl FnOnce(&mut core::HistoryStore) -> core::Result<T>,
    ) -> Result<T, TuffestError> {
        let mut guard = lock(&self.inner);
        let closed = || said(TuffestError::HistoryUnavailable, "the history is closed");
        let store = guard.as_mut().ok_or_else(closed)?;
        f(store).map_err(TuffestError::history)
    }
}

#[uniffi::export]
impl HistoryStore {
    /// Opens the history file at `path`, creating it when absent. A damaged file is moved aside
    /// and what can be read is salvaged (see `recovery`); a place that cannot be used (a folder,
    /// a read-only location, a missing parent folder) throws `HistoryUnavailable`.
    #[uniffi::constructor]
    pub fn open(path: String) -> Result<Arc<Self>, TuffestError> {
        let store = core::HistoryStore::open(&path).map_err(TuffestError::history)?;
        Ok(Arc::new(HistoryStore {
            inner: Mutex::new(Some(store)),
        }))
    }

    /// What was repaired when the store was opened, or none when the file was healthy.
    pub fn recovery(&self) -> Option<Recovery> {
        lock(&self.inner)
            .as_ref()
            .and_then(|s| s.recovery().cloned())
    }

    /// What was repaired, as a notice for the player in `language` (what happened, how many
    /// matches were kept, where the damaged file is), or none when the file was healthy.
    pub fn recovery_notice(&self, language: Lang) -> Option<String> {
        lock(&self.inner)
            .as_ref()
            .and_then(|s| s.recovery().map(|r| r.notice(language)))
    }

    /// The path of the history file.
    pub fn path(&self) -> Result<String, TuffestError> {
        self.with(|s| Ok(s.path().to_string_lossy().into_owned()))
    }

    /// Records a match in one transaction and returns its id. The record is checked first;
    /// when it is refused (`MatchRefused`) nothing is written.
    pub fn record(&self, record: FinishedMatch) -> Result<i64, TuffestError> {
        self.with(|s| s.record(&record))
    }

    /// Loads a recorded match back, or none when there is no match with this id.
    pub fn load_match(&self, match_id: i64) -> Result<Option<FinishedMatch>, TuffestError> {
        self.with(|s| s.load_match(match_id))
    }

    /// Ids of all recorded matches, oldest first.
    pub fn match_ids(&self) -> Result<Vec<i64>, TuffestError> {
        self.with(|s| s.match_ids())
    }

    /// All players, ordered by name.
    pub fn players(&self) -> Result<Vec<PlayerInfo>, TuffestError> {
        self.with(|s| s.players())
    }

    /// Players who finished at least one match of `game`, ordered by name.
    pub fn players_of_game(&self, game: String) -> Result<Vec<PlayerInfo>, TuffestError> {
        self.with(|s| s.players_of_game(&game))
    }

    /// Finds a player by name (case-insensitive, spaces collapsed), or none.
    pub fn find_player(
        &self,
        name: String,
        is_computer: bool,
        computer_strength: Option<i64>,
    ) -> Result<Option<PlayerInfo>, TuffestError> {
        self.with(|s| s.find_player(&name, is_computer, computer_strength))
    }

    /// One player's statistics for one game, or none when the player does not exist. Matches
    /// with hints are left out of score-based figures unless `include_assisted`.
    pub fn player_stats(
        &self,
        game: String,
        player_id: i64,
        include_assisted: bool,
    ) -> Result<Option<PlayerStats>, TuffestError> {
        self.with(|s| s.player_stats(&game, player_id, include_assisted))
    }

    /// Statistics of every player who finished a match of `game`, ordered by name.
    pub fn game_stats(
        &self,
        game: String,
        include_assisted: bool,
    ) -> Result<Vec<PlayerStats>, TuffestError> {
        self.with(|s| s.game_stats(&game, include_assisted))
    }

    /// Recent matches, newest first, one page at a time (skip `offset`, at most `limit`).
    /// `game` and `player_id` narrow the list when given.
    pub fn recent_matches(
        &self,
        game: Option<String>,
        player_id: Option<i64>,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<MatchSummary>, TuffestError> {
        self.with(|s| s.recent_matches(game.as_deref(), player_id, offset, limit))
    }

    /// The Hall of Fame of `game` for matches of `player_count` players: the best match totals
    /// of finished matches without hints, best first.
    pub fn hall_of_fame(
        &self,
        game: String,
        player_count: u32,
        limit: u32,
        include_computers: bool,
    ) -> Result<Vec<HallOfFameEntry>, TuffestError> {
        self.with(|s| s.hall_of_fame(&game, player_count, limit, include_computers))
    }

    /// The history screens (`HistoryPages`) in `language`; the shell formats only the dates.
    pub fn pages(&self, language: Lang) -> Result<HistoryPages, TuffestError> {
        self.with(|s| s.pages(language))
    }

    /// Closes the history file, writing everything into the main file. Later calls throw
    /// `HistoryUnavailable`; closing twice does nothing. (Named `close_file` because Kotlin's
    /// `close()` releases the object itself.)
    pub fn close_file(&self) -> Result<(), TuffestError> {
        match lock(&self.inner).take() {
            Some(store) => store.close().map_err(TuffestError::history),
            None => Ok(()),
        }
    }
}

/// Cleans a typed player name (trims it, collapses inner spaces) or says why it is refused.
#[uniffi::export]
pub fn clean_player_name(raw: String) -> Result<String, TuffestError> {
    core::clean_name(&raw).map_err(|e| TuffestError::history(e.into()))
}

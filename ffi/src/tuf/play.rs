//! [`TufMatch`]: a TUF match (rounds, declarations, timers, computer seats, scores) over
//! `tuffest_core::tuf::play::Match`, driven by commands and `tick(now_ms)`.

use std::sync::{Arc, Mutex};

use tuffest_core::tuf::play::{self, ConfigError, Match, MatchConfig, PlayError, SaveError};
use tuffest_core::tuf::Game;

use super::play_records::{TufCommand, TufEvent, TufMatchConfig, TufSeat, TufTableView};
use super::records::TufGame;
use crate::error::TuffestError;
use crate::lock::lock;

impl From<PlayError> for TuffestError {
    fn from(e: PlayError) -> Self {
        match e {
            PlayError::Edit(_) => TuffestError::edit_refused(e.to_string()),
            PlayError::Notation(_) => TuffestError::invalid_layout(e.to_string()),
            other => TuffestError::not_allowed_now(other.to_string()),
        }
    }
}

impl From<ConfigError> for TuffestError {
    fn from(e: ConfigError) -> Self {
        TuffestError::invalid_setup(e.to_string())
    }
}

impl From<SaveError> for TuffestError {
    fn from(e: SaveError) -> Self {
        TuffestError::invalid_save(e.to_string())
    }
}

fn events(list: Vec<play::Event>) -> Vec<TufEvent> {
    list.into_iter().map(Into::into).collect()
}

/// The default setup of a match of `game` for these seats: five rounds at a tablet table with
/// the game's settings (one round for a single player's solitaire). Change what the players
/// choose, then pass it to `TufMatch(config, nowMs)`.
#[uniffi::export]
pub fn tuf_match_config(game: TufGame, seats: Vec<TufSeat>, seed: u64) -> TufMatchConfig {
    MatchConfig::new(
        Game::from(game),
        seats.into_iter().map(Into::into).collect(),
        seed,
    )
    .into()
}

/// A TUF match. The shell sends commands for a seat, calls `tick(nowMs)` often (every 100 to
/// 250 ms), `pause`/`resume` when the app leaves or returns to the foreground, draws `view`,
/// and turns the returned events into sound and haptics. Time is the shell's monotonic clock;
/// a refused command throws and changes nothing.
#[derive(Debug, uniffi::Object)]
pub struct TufMatch {
    game: Mutex<Match>,
}

#[uniffi::export]
impl TufMatch {
    /// Sets up a match and starts its first round at `now_ms` (its events come with the first
    /// tick).
    #[uniffi::constructor]
    pub fn new(config: TufMatchConfig, now_ms: u64) -> Result<Arc<Self>, TuffestError> {
        let config = MatchConfig::try_from(config)?;
        Ok(Arc::new(TufMatch {
            game: Mutex::new(Match::new(config, now_ms)?),
        }))
    }

    /// A match restored from the text `save` returned. It comes back paused: call `resume`
    /// with the new clock's reading.
    #[uniffi::constructor]
    pub fn restore(saved: String) -> Result<Arc<Self>, TuffestError> {
        Ok(Arc::new(TufMatch {
            game: Mutex::new(play::load(&saved)?),
        }))
    }

    /// The match as text at `now_ms` (a paused snapshot; the match in play is not touched).
    pub fn save(&self, now_ms: u64) -> String {
        play::save(&lock(&self.game), now_ms)
    }

    /// The setup.
    pub fn config(&self) -> TufMatchConfig {
        lock(&self.game).config().clone().into()
    }

    /// Applies `command` for `seat` at `now_ms` and returns the events (those of the tick to
    /// `now_ms` first).
    pub fn apply(
        &self,
        seat: u32,
        command: TufCommand,
        now_ms: u64,
    ) -> Result<Vec<TufEvent>, TuffestError> {
        Ok(events(lock(&self.game).apply(
            seat,
            command.into(),
            now_ms,
        )?))
    }

    /// Advances to `now_ms`: timer events, expiry, computer players, the end of a round.
    pub fn tick(&self, now_ms: u64) -> Vec<TufEvent> {
        events(lock(&self.game).tick(now_ms))
    }

    /// Pauses at `now_ms` (the app went to the background): the timer stops and commands are
    /// refused until `resume`.
    pub fn pause(&self, now_ms: u64) -> Vec<TufEvent> {
        events(lock(&self.game).pause(now_ms))
    }

    /// Resumes at `now_ms` (possibly from a new clock after a restore): the timer runs on with
    /// the time it had.
    pub fn resume(&self, now_ms: u64) -> Vec<TufEvent> {
        events(lock(&self.game).resume(now_ms))
    }

    /// Everything the table screen draws at `now_ms` (spoken labels in English).
    pub fn view(&self, now_ms: u64) -> TufTableView {
        lock(&self.game).view(now_ms).into()
    }

    /// Everything the table screen draws at `now_ms`, with spoken labels (cubes and the spoken
    /// equation) in `language`.
    pub fn view_in(
        &self,
        now_ms: u64,
        language: crate::tuf::guide::TuffestLanguage,
    ) -> TufTableView {
        lock(&self.game).view_in(now_ms, language.into()).into()
    }

    /// Whether the match is paused.
    pub fn is_paused(&self) -> bool {
        lock(&self.game).is_paused()
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        lock(&self.game).is_over()
    }

    /// Each seat's total so far.
    pub fn totals(&self) -> Vec<i32> {
        lock(&self.game).totals()
    }

    /// The seats with the highest total (several when tied).
    pub fn winners(&self) -> Vec<u32> {
        lock(&self.game).winners()
    }

    /// The match as a score-history record, to pass to `HistoryStore.record` when it ends (or
    /// is abandoned: then `finished` is false). `started_at_ms` is the wall-clock start the app
    /// noted (Unix milliseconds).
    pub fn history_record(&self, started_at_ms: i64) -> crate::history::FinishedMatch {
        lock(&self.game).history_record(started_at_ms).into()
    }

    /// The game time at the shell's clock reading `now_ms` (it stands still while paused).
    pub fn game_time(&self, now_ms: u64) -> u64 {
        lock(&self.game).game_time(now_ms)
    }
}

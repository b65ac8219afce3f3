//! [`TufMatch`]: a TUF match (rounds, declarations, timers, computer seats, scores) over
//! `tuffest_core::tuf::play::Match`, driven by commands and `tick(now_ms)`.

use std::sync::{Arc, Mutex};

use tuffest_core::history::FinishedMatch;
use tuffest_core::lang::Lang;
use tuffest_core::tuf::play::view::TableView;
use tuffest_core::tuf::play::{self, Command, Event, Match, MatchConfig, SeatConfig};
use tuffest_core::tuf::Game;

use crate::error::{said, TuffestError};
use crate::lock::lock;
use tuffest_core::tuf::views::HintView as TufHint;

/// The default setup of a match of `game` for these seats: five rounds at a tablet table with
/// the game's settings (one round for solitaire). Change what the players choose, then pass it
/// to `TufMatch(config, nowMs)`.
#[uniffi::export]
pub fn tuf_match_config(game: Game, seats: Vec<SeatConfig>, seed: u64) -> MatchConfig {
    MatchConfig::new(game, seats, seed)
}

/// A TUF match. The shell sends commands for a seat, calls `tick(nowMs)` often (every 100 to
/// 250 ms), `pause`/`resume` when the app leaves or returns to the foreground, draws `view`,
/// and turns the returned events into sound and haptics. Time is the shell's monotonic clock;
/// a refused command throws and changes nothing. `view` and every error speak the language of
/// `setLanguage` (English until then; not saved with the game).
#[derive(Debug, uniffi::Object)]
pub struct TufMatch {
    game: Mutex<Match>,
    language: Mutex<Lang>,
}

impl TufMatch {
    fn lang(&self) -> Lang {
        *lock(&self.language)
    }

    fn with_match(game: Match, language: Lang) -> Arc<Self> {
        Arc::new(TufMatch {
            game: Mutex::new(game),
            language: Mutex::new(language),
        })
    }
}

#[uniffi::export]
impl TufMatch {
    /// Sets up a match and starts its first round at `now_ms` (its events come with the first
    /// tick).
    #[uniffi::constructor]
    pub fn new(config: MatchConfig, now_ms: u64) -> Result<Arc<Self>, TuffestError> {
        Self::new_in(config, now_ms, Lang::En)
    }

    /// A match restored from the text `save` returned. It comes back paused: call `resume`
    /// with the new clock's reading.
    #[uniffi::constructor]
    pub fn restore(saved: String) -> Result<Arc<Self>, TuffestError> {
        Self::restore_in(saved, Lang::En)
    }

    /// As `new`, speaking `language` from the start: a setup that is refused is worded in it,
    /// and so are the match's views and errors (as after `setLanguage`).
    #[uniffi::constructor]
    pub fn new_in(
        config: MatchConfig,
        now_ms: u64,
        language: Lang,
    ) -> Result<Arc<Self>, TuffestError> {
        Match::new(config, now_ms)
            .map(|game| Self::with_match(game, language))
            .map_err(|e| said(TuffestError::InvalidSetup, e.text_in(language)))
    }

    /// As `restore`, speaking `language` from the start: a saved game that cannot be read is
    /// refused in it, and the match's views and errors are worded in it (as after
    /// `setLanguage`).
    #[uniffi::constructor]
    pub fn restore_in(saved: String, language: Lang) -> Result<Arc<Self>, TuffestError> {
        play::load(&saved)
            .map(|game| Self::with_match(game, language))
            .map_err(|e| said(TuffestError::InvalidSave, e.text_in(language)))
    }

    /// Sets the language of `view` and of the errors this match throws (the device's setting;
    /// not saved with the game).
    pub fn set_language(&self, language: Lang) {
        *lock(&self.language) = language;
    }

    /// The language of `view` and of the errors this match throws.
    pub fn language(&self) -> Lang {
        self.lang()
    }

    /// The match as text at `now_ms` (a paused snapshot; the match in play is not touched).
    pub fn save(&self, now_ms: u64) -> String {
        play::save(&lock(&self.game), now_ms)
    }

    /// The setup.
    pub fn config(&self) -> MatchConfig {
        lock(&self.game).config().clone()
    }

    /// Applies `command` for `seat` at `now_ms` and returns the events (those of the tick to
    /// `now_ms` first).
    pub fn apply(
        &self,
        seat: u32,
        command: Command,
        now_ms: u64,
    ) -> Result<Vec<Event>, TuffestError> {
        let lang = self.lang();
        let mut game = lock(&self.game);
        game.apply(seat, command, now_ms)
            .map_err(|e| TuffestError::refused(&e, e.text_in(lang)))
    }

    /// Advances to `now_ms`: timer events, expiry, computer players, the end of a round.
    pub fn tick(&self, now_ms: u64) -> Vec<Event> {
        lock(&self.game).tick(now_ms)
    }

    /// Pauses at `now_ms` (the app went to the background): the timer stops and commands are
    /// refused until `resume`.
    pub fn pause(&self, now_ms: u64) -> Vec<Event> {
        lock(&self.game).pause(now_ms)
    }

    /// Resumes at `now_ms` (possibly from a new clock after a restore): the timer runs on with
    /// the time it had.
    pub fn resume(&self, now_ms: u64) -> Vec<Event> {
        lock(&self.game).resume(now_ms)
    }

    /// Everything the table screen draws at `now_ms`, in the match's language (`setLanguage`):
    /// spoken labels, reasons, why declaring is refused, the hand-over screen, score notes and
    /// the status line.
    pub fn view(&self, now_ms: u64) -> TableView {
        let lang = self.lang();
        lock(&self.game).view_in(now_ms, lang)
    }

    /// Everything the table screen draws at `now_ms`, in `language` (whatever the match's
    /// language).
    pub fn view_in(&self, now_ms: u64, language: Lang) -> TableView {
        lock(&self.game).view_in(now_ms, language)
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

    /// The next hint for `seat` (steps 1, 2, 3: how good the best equation is, which cubes it
    /// uses, the whole equation), its sentence in the match's language. Every step taken is
    /// counted, so the match is marked assisted in the history.
    pub fn hint(&self, seat: u32, now_ms: u64) -> Result<TufHint, TuffestError> {
        let lang = self.lang();
        lock(&self.game)
            .hint(seat, now_ms)
            .map(|h| TufHint::of(h, lang))
            .map_err(|e| TuffestError::refused(&e, e.text_in(lang)))
    }

    /// The match as a score-history record, to pass to `HistoryStore.record` when it ends (or
    /// is abandoned: then `finished` is false). `started_at_ms` is the wall-clock start the app
    /// noted (Unix milliseconds).
    pub fn history_record(&self, started_at_ms: i64) -> FinishedMatch {
        lock(&self.game).history_record(started_at_ms)
    }

    /// The game time at the shell's clock reading `now_ms` (it stands still while paused).
    pub fn game_time(&self, now_ms: u64) -> u64 {
        lock(&self.game).game_time(now_ms)
    }
}

//! The score history store: the one part of the core that does I/O.
//!
//! A [`HistoryStore`] is one SQLite file in the app's private storage (WAL journaling, foreign
//! keys, a busy timeout). The app records each match with [`HistoryStore::record`] — one
//! transaction, validated first — and reads statistics back as plain records:
//! [`HistoryStore::player_stats`], [`HistoryStore::recent_matches`],
//! [`HistoryStore::hall_of_fame`], and as the screens show it, worded in the player's language:
//! [`HistoryStore::pages`].
//!
//! - [`schema`]: the versioned migrations (`PRAGMA user_version`).
//! - [`clean_name`] and [`name_key`]: how player names are cleaned and compared.
//! - [`Recovery`]: what happens to a damaged file.
//!
//! Statistics rulings:
//! - Only finished matches count; abandoned ones appear in [`HistoryStore::recent_matches`] only.
//! - A player's match is **assisted** when they used at least one hint in it. Assisted matches
//!   are kept and count in games played, wins and win streaks (the match was played and won),
//!   but are left out of everything score-based — best total, average, personal bests and the
//!   Hall of Fame — unless `include_assisted` is set. Recent games show them flagged.
//! - Higher totals are better.
//!
//! The core never reads the clock: start times come from the app.

mod error;
mod names;
mod pages;
mod record;
mod recovery;
pub mod schema;
mod stats;
mod store;
mod words;

pub use error::{HistoryError, MatchError, NameError, Result};
pub use names::{clean_name, name_key, MAX_NAME_CHARS};
pub use pages::{
    FameLine, FameTable, GameHistory, HistoryPages, RecentMatch, StatsLine, FAME_LINES,
    RECENT_MATCHES,
};
pub use record::{
    FinishedMatch, MatchPlayer, RoundEntry, RoundRecord, MAX_CODE_CHARS, MAX_EQUATION_CHARS,
    MAX_PLAYERS, MAX_ROUNDS, MAX_SETTINGS_CHARS, MAX_VARIANT_CHARS,
};
pub use recovery::{Recovery, RecoveryReason};
pub use stats::{
    BestMatch, BestRound, HallOfFameEntry, MatchSummary, PlayerInfo, PlayerStats, SummaryPlayer,
    MAX_PAGE,
};
pub use store::{HistoryStore, BUSY_TIMEOUT};

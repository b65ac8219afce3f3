//! The score history at the boundary: the [`HistoryStore`] object over
//! `tuffest_core::history::HistoryStore` and records mirroring what it stores and reports.

use std::sync::{Arc, Mutex};

use tuffest_core::history as core;

use crate::error::TuffestError;
use crate::lock::lock;

/// A match to record: finished, or abandoned (`finished == false`).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct FinishedMatch {
    /// The game id: a short lowercase word such as `"tuf"` or `"horseshoes"`.
    pub game: String,
    /// The game's variant, free text chosen by the game (may be empty).
    pub variant: String,
    /// The match settings as JSON text (`"{}"` for none).
    pub settings_json: String,
    /// When the match started, in Unix milliseconds, read by the app.
    pub started_at_ms: i64,
    /// How long the match lasted, in milliseconds.
    pub duration_ms: i64,
    /// Whether the match was played to its end; abandoned matches do not count in statistics.
    pub finished: bool,
    /// The players, in seat order (seat 0 first).
    pub players: Vec<MatchPlayer>,
    /// The rounds, in order, each with one entry per player in seat order.
    pub rounds: Vec<RoundRecord>,
    /// Seats (from 0) of the winners; several on a tie, none when nobody won.
    pub winners: Vec<u32>,
    /// The par of a solitaire game, if it has one.
    pub par: Option<i64>,
}

/// One player of a match.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct MatchPlayer {
    /// The name as typed; it is cleaned (trimmed, inner spaces collapsed).
    pub name: String,
    /// Whether the computer played this seat.
    pub is_computer: bool,
    /// The computer's strength (0 to 100) for computer players; none for humans.
    pub computer_strength: Option<i64>,
    /// The player's match total (the sum of their round scores when there are rounds).
    pub total: i64,
}

/// One round of a match.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RoundRecord {
    /// How long the round lasted, in milliseconds.
    pub duration_ms: i64,
    /// The roll or puzzle code of the round.
    pub code: String,
    /// One entry per player, in seat order.
    pub entries: Vec<RoundEntry>,
}

/// What one player did in one round.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RoundEntry {
    /// Points scored in the round.
    pub score: i64,
    /// The equation the player built, as text (empty when none).
    pub equation: String,
    /// Whether the equation was accepted.
    pub valid: bool,
    /// Hints used in the round; any hint makes the player's match "assisted".
    pub hints_used: u32,
}

/// A player as stored.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PlayerInfo {
    /// The player's id in the store.
    pub id: i64,
    /// The display name (the most recently recorded spelling).
    pub name: String,
    /// Whether this is a computer player.
    pub is_computer: bool,
    /// The computer's strength, for computer players.
    pub computer_strength: Option<i64>,
}

/// A player's best match total.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BestMatch {
    /// The match id.
    pub match_id: i64,
    /// The match total.
    pub total: i64,
    /// When the match started (Unix milliseconds).
    pub started_at_ms: i64,
}

/// A player's best single round.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BestRound {
    /// The match id.
    pub match_id: i64,
    /// The round's index in its match, from 0.
    pub round_index: u32,
    /// Points scored in the round.
    pub score: i64,
    /// The equation the player built.
    pub equation: String,
    /// The round's roll or puzzle code.
    pub code: String,
    /// When the match started (Unix milliseconds).
    pub started_at_ms: i64,
}

/// One player's statistics for one game.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct PlayerStats {
    /// The player.
    pub player: PlayerInfo,
    /// The game id.
    pub game: String,
    /// Finished matches played (assisted ones included).
    pub games_played: u32,
    /// Finished matches won, alone or tied (assisted ones included).
    pub wins: u32,
    /// Finished matches in which the player used hints.
    pub assisted_games: u32,
    /// Abandoned matches.
    pub abandoned_games: u32,
    /// Average match total over the counted matches, none when there are none.
    pub average_total: Option<f64>,
    /// Best match total (the personal best), none when there is no counted match.
    pub best_match: Option<BestMatch>,
    /// Best single round, none when there is no counted round.
    pub best_round: Option<BestRound>,
    /// Wins in a row ending with the player's latest finished match.
    pub current_win_streak: u32,
    /// The longest run of wins in a row.
    pub longest_win_streak: u32,
}

/// One player's line in a match summary.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SummaryPlayer {
    /// The player.
    pub player: PlayerInfo,
    /// Seat, from 0.
    pub seat: u32,
    /// Match total.
    pub total: i64,
    /// Whether this player won (alone or tied).
    pub is_winner: bool,
    /// Whether this player used hints.
    pub assisted: bool,
}

/// A recorded match, as listed in recent games.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct MatchSummary {
    /// The match id.
    pub match_id: i64,
    /// The game id.
    pub game: String,
    /// The variant.
    pub variant: String,
    /// When the match started (Unix milliseconds).
    pub started_at_ms: i64,
    /// How long it lasted, in milliseconds.
    pub duration_ms: i64,
    /// Whether it was played to its end.
    pub finished: bool,
    /// Number of rounds.
    pub round_count: u32,
    /// The solitaire par, if any.
    pub par: Option<i64>,
    /// The players in seat order.
    pub players: Vec<SummaryPlayer>,
}

/// One line of a Hall of Fame.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HallOfFameEntry {
    /// Rank from 1; equal totals share a rank (1, 2, 2, 4).
    pub rank: u32,
    /// The player.
    pub player: PlayerInfo,
    /// The match total.
    pub total: i64,
    /// The match id.
    pub match_id: i64,
    /// The variant of the match.
    pub variant: String,
    /// When the match started (Unix milliseconds).
    pub started_at_ms: i64,
}

/// Why a damaged history file was replaced.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum RecoveryReason {
    /// The file is not an SQLite database.
    NotADatabase,
    /// The file is an SQLite database with damaged pages.
    Corrupt,
    /// The file was written by a newer version of the app.
    FutureVersion {
        /// The schema version found in the file.
        found: i64,
    },
    /// The file is an SQLite database, but not one this app wrote.
    UnknownSchema,
}

/// What opening the store repaired: the damaged file was moved aside, a fresh file was created,
/// and the matches that could still be read were copied into it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HistoryRecovery {
    /// Where the damaged file now lives.
    pub moved_to: String,
    /// Why the file was replaced.
    pub reason: RecoveryReason,
    /// Matches copied into the fresh file.
    pub salvaged_matches: u32,
    /// Matches that could not be read completely (they stay in the moved file).
    pub unreadable_matches: u32,
}

impl From<FinishedMatch> for core::FinishedMatch {
    fn from(m: FinishedMatch) -> Self {
        core::FinishedMatch {
            game: m.game,
            variant: m.variant,
            settings_json: m.settings_json,
            started_at_ms: m.started_at_ms,
            duration_ms: m.duration_ms,
            finished: m.finished,
            players: m
                .players
                .into_iter()
                .map(|p| core::MatchPlayer {
                    name: p.name,
                    is_computer: p.is_computer,
                    computer_strength: p.computer_strength,
                    total: p.total,
                })
                .collect(),
            rounds: m
                .rounds
                .into_iter()
                .map(|r| core::RoundRecord {
                    duration_ms: r.duration_ms,
                    code: r.code,
                    entries: r
                        .entries
                        .into_iter()
                        .map(|e| core::RoundEntry {
                            score: e.score,
                            equation: e.equation,
                            valid: e.valid,
                            hints_used: e.hints_used,
                        })
                        .collect(),
                })
                .collect(),
            winners: m.winners,
            par: m.par,
        }
    }
}

impl From<core::FinishedMatch> for FinishedMatch {
    fn from(m: core::FinishedMatch) -> Self {
        FinishedMatch {
            game: m.game,
            variant: m.variant,
            settings_json: m.settings_json,
            started_at_ms: m.started_at_ms,
            duration_ms: m.duration_ms,
            finished: m.finished,
            players: m
                .players
                .into_iter()
                .map(|p| MatchPlayer {
                    name: p.name,
                    is_computer: p.is_computer,
                    computer_strength: p.computer_strength,
                    total: p.total,
                })
                .collect(),
            rounds: m
                .rounds
                .into_iter()
                .map(|r| RoundRecord {
                    duration_ms: r.duration_ms,
                    code: r.code,
                    entries: r
                        .entries
                        .into_iter()
                        .map(|e| RoundEntry {
                            score: e.score,
                            equation: e.equation,
                            valid: e.valid,
                            hints_used: e.hints_used,
                        })
                        .collect(),
                })
                .collect(),
            winners: m.winners,
            par: m.par,
        }
    }
}

impl From<core::PlayerInfo> for PlayerInfo {
    fn from(p: core::PlayerInfo) -> Self {
        PlayerInfo {
            id: p.id,
            name: p.name,
            is_computer: p.is_computer,
            computer_strength: p.computer_strength,
        }
    }
}

impl From<core::PlayerStats> for PlayerStats {
    fn from(s: core::PlayerStats) -> Self {
        PlayerStats {
            player: s.player.into(),
            game: s.game,
            games_played: s.games_played,
            wins: s.wins,
            assisted_games: s.assisted_games,
            abandoned_games: s.abandoned_games,
            average_total: s.average_total,
            best_match: s.best_match.map(|b| BestMatch {
                match_id: b.match_id,
                total: b.total,
                started_at_ms: b.started_at_ms,
            }),
            best_round: s.best_round.map(|b| BestRound {
                match_id: b.match_id,
                round_index: b.round_index,
                score: b.score,
                equation: b.equation,
                code: b.code,
                started_at_ms: b.started_at_ms,
            }),
            current_win_streak: s.current_win_streak,
            longest_win_streak: s.longest_win_streak,
        }
    }
}

impl From<core::MatchSummary> for MatchSummary {
    fn from(m: core::MatchSummary) -> Self {
        MatchSummary {
            match_id: m.match_id,
            game: m.game,
            variant: m.variant,
            started_at_ms: m.started_at_ms,
            duration_ms: m.duration_ms,
            finished: m.finished,
            round_count: m.round_count,
            par: m.par,
            players: m
                .players
                .into_iter()
                .map(|p| SummaryPlayer {
                    player: p.player.into(),
                    seat: p.seat,
                    total: p.total,
                    is_winner: p.is_winner,
                    assisted: p.assisted,
                })
                .collect(),
        }
    }
}

impl From<core::HallOfFameEntry> for HallOfFameEntry {
    fn from(e: core::HallOfFameEntry) -> Self {
        HallOfFameEntry {
            rank: e.rank,
            player: e.player.into(),
            total: e.total,
            match_id: e.match_id,
            variant: e.variant,
            started_at_ms: e.started_at_ms,
        }
    }
}

impl From<&core::Recovery> for HistoryRecovery {
    fn from(r: &core::Recovery) -> Self {
        HistoryRecovery {
            moved_to: r.moved_to.clone(),
            reason: match r.reason {
                core::RecoveryReason::NotADatabase => RecoveryReason::NotADatabase,
                core::RecoveryReason::Corrupt => RecoveryReason::Corrupt,
                core::RecoveryReason::FutureVersion { found } => {
                    RecoveryReason::FutureVersion { found }
                }
                core::RecoveryReason::UnknownSchema => RecoveryReason::UnknownSchema,
            },
            salvaged_matches: r.salvaged_matches,
            unreadable_matches: r.unreadable_matches,
        }
    }
}

/// The score history: one SQLite file in the app's private storage. Open it once and keep it;
/// every call is one short transaction. After `close_file` every call throws
/// `TuffestError.HistoryUnavailable`.
#[derive(Debug, uniffi::Object)]
pub struct HistoryStore {
    inner: Mutex<Option<core::HistoryStore>>,
}

fn closed() -> TuffestError {
    TuffestError::history_unavailable("the history is closed")
}

impl HistoryStore {
    fn with<T>(
        &self,
        f: impl FnOnce(&mut core::HistoryStore) -> core::Result<T>,
    ) -> Result<T, TuffestError> {
        let mut guard = lock(&self.inner);
        let store = guard.as_mut().ok_or_else(closed)?;
        f(store).map_err(Into::into)
    }
}

#[uniffi::export]
impl HistoryStore {
    /// Opens the history file at `path`, creating it when absent. A damaged file is moved aside
    /// and what can be read is salvaged (see `recovery`); a place that cannot be used (a folder,
    /// a read-only location, a missing parent folder) throws `HistoryUnavailable`.
    #[uniffi::constructor]
    pub fn open(path: String) -> Result<Arc<Self>, TuffestError> {
        let store = core::HistoryStore::open(&path)?;
        Ok(Arc::new(HistoryStore {
            inner: Mutex::new(Some(store)),
        }))
    }

    /// What was repaired when the store was opened, or none when the file was healthy.
    pub fn recovery(&self) -> Option<HistoryRecovery> {
        lock(&self.inner)
            .as_ref()
            .and_then(|s| s.recovery().map(HistoryRecovery::from))
    }

    /// What was repaired, as a notice for the player in `language` (what happened, how many
    /// matches were kept, where the damaged file is), or none when the file was healthy.
    pub fn recovery_notice(&self, language: crate::tuf::guide::TuffestLanguage) -> Option<String> {
        lock(&self.inner)
            .as_ref()
            .and_then(|s| s.recovery().map(|r| r.notice(language.into())))
    }

    /// The path of the history file.
    pub fn path(&self) -> Result<String, TuffestError> {
        self.with(|s| Ok(s.path().to_string_lossy().into_owned()))
    }

    /// Records a match in one transaction and returns its id. The record is checked first;
    /// when it is refused (`MatchRefused`) nothing is written.
    pub fn record(&self, record: FinishedMatch) -> Result<i64, TuffestError> {
        let record = core::FinishedMatch::from(record);
        self.with(|s| s.record(&record))
    }

    /// Loads a recorded match back, or none when there is no match with this id.
    pub fn load_match(&self, match_id: i64) -> Result<Option<FinishedMatch>, TuffestError> {
        self.with(|s| s.load_match(match_id))
            .map(|m| m.map(Into::into))
    }

    /// Ids of all recorded matches, oldest first.
    pub fn match_ids(&self) -> Result<Vec<i64>, TuffestError> {
        self.with(|s| s.match_ids())
    }

    /// All players, ordered by name.
    pub fn players(&self) -> Result<Vec<PlayerInfo>, TuffestError> {
        self.with(|s| s.players())
            .map(|v| v.into_iter().map(Into::into).collect())
    }

    /// Players who finished at least one match of `game`, ordered by name.
    pub fn players_of_game(&self, game: String) -> Result<Vec<PlayerInfo>, TuffestError> {
        self.with(|s| s.players_of_game(&game))
            .map(|v| v.into_iter().map(Into::into).collect())
    }

    /// Finds a player by name (case-insensitive, spaces collapsed), or none.
    pub fn find_player(
        &self,
        name: String,
        is_computer: bool,
        computer_strength: Option<i64>,
    ) -> Result<Option<PlayerInfo>, TuffestError> {
        self.with(|s| s.find_player(&name, is_computer, computer_strength))
            .map(|p| p.map(Into::into))
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
            .map(|p| p.map(Into::into))
    }

    /// Statistics of every player who finished a match of `game`, ordered by name.
    pub fn game_stats(
        &self,
        game: String,
        include_assisted: bool,
    ) -> Result<Vec<PlayerStats>, TuffestError> {
        self.with(|s| s.game_stats(&game, include_assisted))
            .map(|v| v.into_iter().map(Into::into).collect())
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
            .map(|v| v.into_iter().map(Into::into).collect())
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
            .map(|v| v.into_iter().map(Into::into).collect())
    }

    /// Closes the history file, writing everything into the main file. Later calls throw
    /// `HistoryUnavailable`; closing twice does nothing. (Named `close_file` because Kotlin's
    /// `close()` releases the object itself.)
    pub fn close_file(&self) -> Result<(), TuffestError> {
        match lock(&self.inner).take() {
            Some(store) => store.close().map_err(Into::into),
            None => Ok(()),
        }
    }
}

/// Cleans a typed player name (trims it, collapses inner spaces) or says why it is refused.
#[uniffi::export]
pub fn clean_player_name(raw: String) -> Result<String, TuffestError> {
    Ok(core::clean_name(&raw)?)
}

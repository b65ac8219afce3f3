//! Statistics the apps show: per-player figures, personal bests, recent games, Hall of Fame.
//!
//! Rulings:
//! - Only finished matches count; abandoned ones appear in [`HistoryStore::recent_matches`] only.
//! - A player's match is **assisted** when they used at least one hint in it. Assisted matches
//!   count in games played, wins and win streaks (the match was played and won), but are left out
//!   of everything score-based — best total, average, personal bests and the Hall of Fame —
//!   unless `include_assisted` is set. Recent games show them with their `assisted` flag.
//! - Higher totals are better.

use rusqlite::{params, OptionalExtension};

use super::error::Result;
use super::names::{clean_name, name_key};
use super::store::HistoryStore;

/// Most rows returned by one page of a list.
pub const MAX_PAGE: u32 = 200;

/// A player known to the history.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PlayerInfo {
    /// The player's id.
    pub id: i64,
    /// The display name (the most recently recorded spelling).
    pub name: String,
    /// Whether this is a computer player.
    pub is_computer: bool,
    /// The computer's strength, for computer players.
    pub computer_strength: Option<i64>,
}

/// A player's best match total.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BestMatch {
    /// The match id.
    pub match_id: i64,
    /// The match total.
    pub total: i64,
    /// When the match started (Unix milliseconds).
    pub started_at_ms: i64,
}

/// A player's best single round.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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
    /// Average match total over the counted matches, `None` when there are none.
    pub average_total: Option<f64>,
    /// Best match total (the personal best), `None` when there is no counted match.
    pub best_match: Option<BestMatch>,
    /// Best single round, `None` when there is no counted round.
    pub best_round: Option<BestRound>,
    /// Wins in a row ending with the player's latest finished match.
    pub current_win_streak: u32,
    /// The longest run of wins in a row.
    pub longest_win_streak: u32,
}

/// One player's line in a match summary.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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

fn player_from(row: &rusqlite::Row<'_>, first: usize) -> rusqlite::Result<PlayerInfo> {
    Ok(PlayerInfo {
        id: row.get(first)?,
        name: row.get(first + 1)?,
        is_computer: row.get(first + 2)?,
        computer_strength: row.get(first + 3)?,
    })
}

fn to_u32(n: i64) -> u32 {
    u32::try_from(n.max(0)).unwrap_or(u32::MAX)
}

impl HistoryStore {
    /// All players, ordered by name.
    pub fn players(&self) -> Result<Vec<PlayerInfo>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, name, is_computer, strength FROM players ORDER BY name_key, is_computer, strength",
        )?;
        let rows = stmt
            .query_map([], |row| player_from(row, 0))?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(rows)
    }

    /// Players who have at least one finished match of `game`, ordered by name.
    pub fn players_of_game(&self, game: &str) -> Result<Vec<PlayerInfo>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT p.id, p.name, p.is_computer, p.strength FROM players p
             WHERE EXISTS (SELECT 1 FROM match_players mp JOIN matches m ON m.id = mp.match_id
                           WHERE mp.player_id = p.id AND m.game = ?1 AND m.finished = 1)
             ORDER BY p.name_key, p.is_computer, p.strength",
        )?;
        let rows = stmt
            .query_map(params![game], |row| player_from(row, 0))?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(rows)
    }

    /// Finds a player by name (compared case-insensitively after cleaning, see
    /// [`clean_name`](super::clean_name)). Fails when the name itself is not acceptable.
    pub fn find_player(
        &self,
        name: &str,
        is_computer: bool,
        computer_strength: Option<i64>,
    ) -> Result<Option<PlayerInfo>> {
        let key = name_key(&clean_name(name)?);
        let found = self
            .conn
            .prepare_cached(
                "SELECT id, name, is_computer, strength FROM players
                 WHERE name_key = ?1 AND is_computer = ?2 AND IFNULL(strength, -1) = IFNULL(?3, -1)",
            )?
            .query_row(params![key, is_computer, computer_strength], |row| {
                player_from(row, 0)
            })
            .optional()?;
        Ok(found)
    }

    fn player_by_id(&self, player_id: i64) -> Result<Option<PlayerInfo>> {
        Ok(self
            .conn
            .prepare_cached("SELECT id, name, is_computer, strength FROM players WHERE id = ?1")?
            .query_row(params![player_id], |row| player_from(row, 0))
            .optional()?)
    }

    /// One player's statistics for one game; `None` when the player does not exist.
    /// Assisted matches are left out of score-based figures unless `include_assisted`.
    pub fn player_stats(
        &self,
        game: &str,
        player_id: i64,
        include_assisted: bool,
    ) -> Result<Option<PlayerStats>> {
        let Some(player) = self.player_by_id(player_id)? else {
            return Ok(None);
        };
        let mut stats = PlayerStats {
            player,
            game: game.to_owned(),
            games_played: 0,
            wins: 0,
            assisted_games: 0,
            abandoned_games: 0,
            average_total: None,
            best_match: None,
            best_round: None,
            current_win_streak: 0,
            longest_win_streak: 0,
        };
        let mut stmt = self.conn.prepare_cached(
            "SELECT m.id, m.started_at_ms, m.finished, mp.total, mp.is_winner, mp.assisted,
                    mp.seat, mp.best_round_score
             FROM match_players mp JOIN matches m ON m.id = mp.match_id
             WHERE mp.player_id = ?1 AND m.game = ?2
             ORDER BY m.started_at_ms, m.id",
        )?;
        let mut rows = stmt.query(params![player_id, game])?;
        let (mut sum, mut counted) = (0i128, 0i64);
        let mut streak = 0u32;
        // (match id, seat, score, started) of the best round; ties keep the earliest match.
        let mut best_round: Option<(i64, i64, i64, i64)> = None;
        while let Some(row) = rows.next()? {
            let (id, started, finished): (i64, i64, bool) = (row.get(0)?, row.get(1)?, row.get(2)?);
            let (total, winner, assisted): (i64, bool, bool) =
                (row.get(3)?, row.get(4)?, row.get(5)?);
            if !finished {
                stats.abandoned_games += 1;
                continue;
            }
            stats.games_played += 1;
            if winner {
                stats.wins += 1;
                streak += 1;
                stats.longest_win_streak = stats.longest_win_streak.max(streak);
            } else {
                streak = 0;
            }
            if assisted {
                stats.assisted_games += 1;
                if !include_assisted {
                    continue;
                }
            }
            sum += i128::from(total);
            counted += 1;
            let (seat, round_best): (i64, Option<i64>) = (row.get(6)?, row.get(7)?);
            if let Some(score) = round_best {
                if best_round.is_none_or(|b| score > b.2) {
                    best_round = Some((id, seat, score, started));
                }
            }
            // Ties keep the earliest match.
            if stats.best_match.as_ref().is_none_or(|b| total > b.total) {
                stats.best_match = Some(BestMatch {
                    match_id: id,
                    total,
                    started_at_ms: started,
                });
            }
        }
        stats.current_win_streak = streak;
        if counted > 0 {
            stats.average_total = Some(sum as f64 / counted as f64);
        }
        if let Some((match_id, seat, score, started_at_ms)) = best_round {
            stats.best_round = self
                .conn
                .prepare_cached(
                    "SELECT re.round_index, re.equation, r.code
                     FROM round_entries re
                     JOIN rounds r ON r.match_id = re.match_id AND r.round_index = re.round_index
                     WHERE re.match_id = ?1 AND re.seat = ?2 AND re.score = ?3
                     ORDER BY re.round_index LIMIT 1",
                )?
                .query_row(params![match_id, seat, score], |row| {
                    Ok(BestRound {
                        match_id,
                        round_index: to_u32(row.get(0)?),
                        score,
                        equation: row.get(1)?,
                        code: row.get(2)?,
                        started_at_ms,
                    })
                })
                .optional()?;
        }
        Ok(Some(stats))
    }

    /// Statistics of every player who finished a match of `game`, ordered by name.
    pub fn game_stats(&self, game: &str, include_assisted: bool) -> Result<Vec<PlayerStats>> {
        let mut all = Vec::new();
        for p in self.players_of_game(game)? {
            if let Some(s) = self.player_stats(game, p.id, include_assisted)? {
                all.push(s);
            }
        }
        Ok(all)
    }

    /// Recent matches, newest first (by start time, then id), one page at a time: skip `offset`
    /// matches and return at most `limit` (capped at [`MAX_PAGE`]). `game` and `player_id`
    /// narrow the list when given. Abandoned and assisted matches are included, flagged.
    pub fn recent_matches(
        &self,
        game: Option<&str>,
        player_id: Option<i64>,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<MatchSummary>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT m.id, m.game, m.variant, m.started_at_ms, m.duration_ms, m.finished,
                    m.round_count, m.par
             FROM matches m
             WHERE (?1 IS NULL OR m.game = ?1)
               AND (?2 IS NULL OR EXISTS (SELECT 1 FROM match_players mp
                                          WHERE mp.match_id = m.id AND mp.player_id = ?2))
             ORDER BY m.started_at_ms DESC, m.id DESC
             LIMIT ?3 OFFSET ?4",
        )?;
        let mut list = stmt
            .query_map(
                params![game, player_id, limit.min(MAX_PAGE), offset],
                |row| {
                    Ok(MatchSummary {
                        match_id: row.get(0)?,
                        game: row.get(1)?,
                        variant: row.get(2)?,
                        started_at_ms: row.get(3)?,
                        duration_ms: row.get(4)?,
                        finished: row.get(5)?,
                        round_count: to_u32(row.get(6)?),
                        par: row.get(7)?,
                        players: Vec::new(),
                    })
                },
            )?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let mut players = self.conn.prepare_cached(
            "SELECT p.id, p.name, p.is_computer, p.strength, mp.seat, mp.total, mp.is_winner, mp.assisted
             FROM match_players mp JOIN players p ON p.id = mp.player_id
             WHERE mp.match_id = ?1 ORDER BY mp.seat",
        )?;
        for m in &mut list {
            m.players = players
                .query_map(params![m.match_id], |row| {
                    Ok(SummaryPlayer {
                        player: player_from(row, 0)?,
                        seat: to_u32(row.get(4)?),
                        total: row.get(5)?,
                        is_winner: row.get(6)?,
                        assisted: row.get(7)?,
                    })
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
        }
        Ok(list)
    }

    /// The Hall of Fame of `game` for matches of `player_count` players: the `limit` best match
    /// totals (capped at [`MAX_PAGE`]) of finished, unassisted matches, best first; equal totals
    /// keep the earlier match first. Computer players are listed only if `include_computers`.
    pub fn hall_of_fame(
        &self,
        game: &str,
        player_count: u32,
        limit: u32,
        include_computers: bool,
    ) -> Result<Vec<HallOfFameEntry>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT p.id, p.name, p.is_computer, p.strength, mp.total, m.id, m.variant, m.started_at_ms
             FROM matches m
             JOIN match_players mp ON mp.match_id = m.id
             JOIN players p ON p.id = mp.player_id
             WHERE m.game = ?1 AND m.player_count = ?2 AND m.finished = 1 AND mp.assisted = 0
               AND (?4 OR p.is_computer = 0)
             ORDER BY mp.total DESC, m.started_at_ms, m.id, mp.seat
             LIMIT ?3",
        )?;
        let mut rows = stmt
            .query_map(
                params![game, player_count, limit.min(MAX_PAGE), include_computers],
                |row| {
                    Ok(HallOfFameEntry {
                        rank: 0,
                        player: player_from(row, 0)?,
                        total: row.get(4)?,
                        match_id: row.get(5)?,
                        variant: row.get(6)?,
                        started_at_ms: row.get(7)?,
                    })
                },
            )?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        for i in 0..rows.len() {
            rows[i].rank = if i > 0 && rows[i].total == rows[i - 1].total {
                rows[i - 1].rank
            } else {
                u32::try_from(i + 1).unwrap_or(u32::MAX)
            };
        }
        Ok(rows)
    }
}

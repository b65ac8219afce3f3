//! The history as every shell shows it: each game's statistics per player, its Hall of Fame per
//! number of players, and the recent matches, every word and figure in the player's language.
//! The terminal, the Android app and the iOS app draw these records as they are; only dates
//! are left to the shell (`started_at_ms`), which formats them as its platform does.
//!
//! Rulings (the history's, [`super::stats`]): score-based figures leave assisted matches out;
//! the Hall of Fame includes computer players; the recent matches flag abandoned matches and
//! the players who took hints.

use crate::kit::GameId;
use crate::lang::Lang;

use super::error::Result;
use super::record::MAX_PLAYERS;
use super::stats::{HallOfFameEntry, MatchSummary, PlayerStats};
use super::store::HistoryStore;
use super::words::{game_title, players_heading, variant_words};

/// Lines in each Hall of Fame table.
pub const FAME_LINES: u32 = 10;

/// Recent matches listed.
pub const RECENT_MATCHES: u32 = 30;

/// What a figure shows when there is none yet.
const NONE_YET: &str = "—";

/// The history screens ([`HistoryStore::pages`]).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HistoryPages {
    /// What was repaired when the file was opened, or none when it was healthy.
    pub notice: Option<String>,
    /// Every game, in the kit's order ([`GameId::ALL`]), with or without matches.
    pub games: Vec<GameHistory>,
    /// The most recent matches, newest first (at most [`RECENT_MATCHES`]).
    pub recent: Vec<RecentMatch>,
}

/// One game's statistics and Hall of Fame.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameHistory {
    /// The game's id (`tuf`, `horseshoes`, …).
    pub game: String,
    /// Its title.
    pub title: String,
    /// One line a player who finished a match of it, by name.
    pub stats: Vec<StatsLine>,
    /// One table a number of players that has entries, fewest players first.
    pub fame: Vec<FameTable>,
}

/// One player's statistics for one game, the figures as shown ("—" when there is none yet).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StatsLine {
    /// The player's name.
    pub player: String,
    /// Finished matches (assisted ones included).
    pub played: u32,
    /// Matches won, alone or tied.
    pub wins: u32,
    /// Wins in a row up to the latest match.
    pub streak: u32,
    /// The longest run of wins.
    pub longest_streak: u32,
    /// The best match total.
    pub best_match: String,
    /// The best single round's points.
    pub best_round: String,
    /// The best round's equation (empty when none).
    pub best_equation: String,
    /// The average match total, one decimal, as the language writes it (`36.5`, `36,5`).
    pub average_total: String,
}

/// A Hall of Fame table: one game, one number of players.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FameTable {
    /// The number of players.
    pub players: u32,
    /// Its heading ("Solitaire", "Matches of 3 players").
    pub heading: String,
    /// Best first (at most [`FAME_LINES`]).
    pub entries: Vec<FameLine>,
}

/// One line of a Hall of Fame table.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FameLine {
    /// The match.
    pub match_id: i64,
    /// Rank from 1; equal totals share a rank.
    pub rank: u32,
    /// The player's name.
    pub player: String,
    /// The match total.
    pub total: i64,
    /// The variant, in words ("game 1B, cutthroat").
    pub variant: String,
    /// When the match started (Unix milliseconds), for the shell to format.
    pub started_at_ms: i64,
}

/// One recent match.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RecentMatch {
    /// The match.
    pub match_id: i64,
    /// When it started (Unix milliseconds), for the shell to format.
    pub started_at_ms: i64,
    /// The game and its variant ("TUF · game 1B, cutthroat").
    pub game: String,
    /// The players, in seat order ("Ann, Ben").
    pub players: String,
    /// The result: each player's total, a star on the winners, hints and an abandoned match
    /// said ("★ Ann 12  Ben 9 (hints)", "Abandoned: Ann 3  Ben 4").
    pub result: String,
}

impl HistoryStore {
    /// The history screens in `lang`: every game's statistics and Hall of Fame, and the recent
    /// matches.
    pub fn pages(&self, lang: Lang) -> Result<HistoryPages> {
        let mut games = Vec::new();
        for game in GameId::ALL {
            let id = game.as_str();
            let stats = self.game_stats(id, false)?;
            let mut fame = Vec::new();
            for players in 1..=MAX_PLAYERS {
                let entries = self.hall_of_fame(id, players, FAME_LINES, true)?;
                if !entries.is_empty() {
                    fame.push(fame_table(id, players, &entries, lang));
                }
            }
            games.push(GameHistory {
                game: id.to_string(),
                title: game_title(id, lang),
                stats: stats.iter().map(|s| stats_line(s, lang)).collect(),
                fame,
            });
        }
        let recent = self.recent_matches(None, None, 0, RECENT_MATCHES)?;
        Ok(HistoryPages {
            notice: self.recovery().map(|r| r.notice(lang)),
            games,
            recent: recent.iter().map(|m| recent_match(m, lang)).collect(),
        })
    }
}

fn or_none<T: ToString>(figure: Option<T>) -> String {
    figure.map_or_else(|| NONE_YET.to_string(), |f| f.to_string())
}

fn stats_line(s: &PlayerStats, lang: Lang) -> StatsLine {
    StatsLine {
        player: s.player.name.clone(),
        played: s.games_played,
        wins: s.wins,
        streak: s.current_win_streak,
        longest_streak: s.longest_win_streak,
        best_match: or_none(s.best_match.as_ref().map(|b| b.total)),
        best_round: or_none(s.best_round.as_ref().map(|b| b.score)),
        best_equation: (s.best_round.as_ref()).map_or_else(String::new, |b| b.equation.clone()),
        average_total: or_none(s.average_total.map(|a| lang.decimal(a, 1))),
    }
}

fn fame_table(game: &str, players: u32, entries: &[HallOfFameEntry], lang: Lang) -> FameTable {
    FameTable {
        players,
        heading: players_heading(players, lang),
        entries: entries
            .iter()
            .map(|e| FameLine {
                match_id: e.match_id,
                rank: e.rank,
                player: e.player.name.clone(),
                total: e.total,
                variant: variant_words(game, &e.variant, lang),
                started_at_ms: e.started_at_ms,
            })
            .collect(),
    }
}

fn recent_match(m: &MatchSummary, lang: Lang) -> RecentMatch {
    let variant = variant_words(&m.game, &m.variant, lang);
    let game = [game_title(&m.game, lang), variant]
        .into_iter()
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" · ");
    let names: Vec<&str> = m.players.iter().map(|p| p.player.name.as_str()).collect();
    let hints = lang.pick("(hints)", "(indices)");
    let totals = m
        .players
        .iter()
        .map(|p| {
            let star = if p.is_winner { "★ " } else { "" };
            let help = if p.assisted { hints } else { "" };
            format!("{star}{} {} {help}", p.player.name, p.total)
                .trim_end()
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("  ");
    let result = if m.finished {
        totals
    } else {
        format!("{} {totals}", lang.pick("Abandoned:", "Abandonnée :"))
    };
    RecentMatch {
        match_id: m.match_id,
        started_at_ms: m.started_at_ms,
        game,
        players: names.join(", "),
        result,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::{FinishedMatch, MatchPlayer, RoundEntry, RoundRecord};

    fn played(game: &str, at: i64, totals: &[(&str, i64, u32)], finished: bool) -> FinishedMatch {
        let best = totals.iter().map(|t| t.1).max().unwrap_or(0);
        FinishedMatch {
            game: game.into(),
            variant: if game == "tuf" { "1B cutthroat" } else { "5x5" }.into(),
            settings_json: "{}".into(),
            started_at_ms: at,
            duration_ms: 60_000,
            finished,
            players: (totals.iter())
                .map(|(name, total, _)| MatchPlayer {
                    name: (*name).into(),
                    is_computer: false,
                    computer_strength: None,
                    total: *total,
                })
                .collect(),
            rounds: vec![RoundRecord {
                duration_ms: 60_000,
                code: "code".into(),
                entries: (totals.iter())
                    .map(|(_, total, hints)| RoundEntry {
                        score: *total,
                        equation: format!("{total}={total}"),
                        valid: true,
                        hints_used: *hints,
                    })
                    .collect(),
            }],
            winners: if finished {
                (0..totals.len() as u32)
                    .filter(|s| totals[*s as usize].1 == best)
                    .collect()
            } else {
                Vec::new()
            },
            par: None,
        }
    }

    fn store_with_matches() -> (tempfile::TempDir, HistoryStore) {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let mut store = HistoryStore::open(dir.path().join("h.sqlite")).expect("a new store");
        let matches = [
            played("tuf", 1_000, &[("Ann", 12, 0), ("Ben", 9, 0)], true),
            played("tuf", 2_000, &[("Ann", 7, 0), ("Ben", 30, 2)], true),
            played("boxes", 3_000, &[("Ann", 3, 0), ("Ben", 4, 0)], false),
        ];
        for m in &matches {
            store.record(m).expect("a valid match");
        }
        (dir, store)
    }

    #[test]
    fn every_game_has_its_page_in_the_kits_order() {
        let (_dir, store) = store_with_matches();
        let pages = store.pages(Lang::Fr).expect("pages");
        let ids: Vec<&str> = pages.games.iter().map(|g| g.game.as_str()).collect();
        let all: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        assert_eq!(ids, all);
        assert_eq!(pages.games[2].title, "Le jeu des petits carrés");
        // The abandoned match counts for nobody's statistics.
        assert!(pages.games[2].stats.is_empty() && pages.games[2].fame.is_empty());
        assert_eq!(pages.notice, None);
    }

    #[test]
    fn statistics_leave_assisted_matches_out_of_the_scores() {
        let (_dir, store) = store_with_matches();
        let tuf = store.pages(Lang::Fr).expect("pages").games.remove(0);
        let ben = &tuf.stats[1];
        assert_eq!((ben.player.as_str(), ben.played, ben.wins), ("Ben", 2, 1));
        // Ben's 30 took hints: his best and average are his unassisted 9.
        assert_eq!(
            (ben.best_match.as_str(), ben.best_round.as_str()),
            ("9", "9")
        );
        assert_eq!(ben.average_total, "9,0");
        assert_eq!(ben.best_equation, "9=9");
        let ann = &tuf.stats[0];
        assert_eq!((ann.streak, ann.longest_streak), (0, 1));
        assert_eq!(ann.average_total, "9,5");
        // The Hall of Fame of two-player matches: unassisted totals only, best first.
        assert_eq!(tuf.fame.len(), 1);
        let table = &tuf.fame[0];
        assert_eq!(
            (table.players, table.heading.as_str()),
            (2, "Parties à 2 joueurs")
        );
        let lines: Vec<(u32, &str, i64)> = (table.entries.iter())
            .map(|e| (e.rank, e.player.as_str(), e.total))
            .collect();
        assert_eq!(lines, [(1, "Ann", 12), (2, "Ben", 9), (3, "Ann", 7)]);
        assert_eq!(table.entries[0].variant, "jeu 1B, sans pitié");
    }

    #[test]
    fn a_player_without_a_counted_match_shows_dashes() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let mut store = HistoryStore::open(dir.path().join("h.sqlite")).expect("a new store");
        let only_assisted = played("tuf", 1_000, &[("Cy", 5, 1)], true);
        store.record(&only_assisted).expect("a valid match");
        let line = store.pages(Lang::En).expect("pages").games[0].stats[0].clone();
        assert_eq!((line.played, line.wins, line.streak), (1, 1, 1));
        assert_eq!(
            [line.best_match, line.best_round, line.average_total],
            ["—", "—", "—"]
        );
        assert_eq!(line.best_equation, "");
    }

    #[test]
    fn recent_matches_say_winners_hints_and_abandoned_games() {
        let (_dir, store) = store_with_matches();
        let en = store.pages(Lang::En).expect("pages").recent;
        let lines: Vec<(&str, &str, &str)> = (en.iter())
            .map(|m| (m.game.as_str(), m.players.as_str(), m.result.as_str()))
            .collect();
        assert_eq!(
            lines,
            [
                (
                    "Dots and Boxes · 5 × 5",
                    "Ann, Ben",
                    "Abandoned: Ann 3  Ben 4"
                ),
                (
                    "TUF · game 1B, cutthroat",
                    "Ann, Ben",
                    "Ann 7  ★ Ben 30 (hints)"
                ),
                ("TUF · game 1B, cutthroat", "Ann, Ben", "★ Ann 12  Ben 9"),
            ]
        );
        assert_eq!(en[2].started_at_ms, 1_000);
        let fr = store.pages(Lang::Fr).expect("pages").recent;
        assert_eq!(fr[0].result, "Abandonnée : Ann 3  Ben 4");
        assert_eq!(fr[1].result, "Ann 7  ★ Ben 30 (indices)");
    }
}

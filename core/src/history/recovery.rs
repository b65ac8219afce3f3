//! Damaged files: moving them aside, salvaging what still reads, and reading a match back.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use rusqlite::{params, Connection, OpenFlags, OptionalExtension};

use super::error::{HistoryError, Result};
use super::record::{FinishedMatch, MatchPlayer, RoundEntry, RoundRecord};
use super::store::HistoryStore;
use crate::lang::Lang;

/// Why the history file was replaced.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum RecoveryReason {
    /// The file is not an SQLite database (garbage, or cut off before its header ends).
    NotADatabase,
    /// The file is an SQLite database with damaged pages (for example truncated or overwritten).
    Corrupt,
    /// The file was written by a newer version of the app, with a schema this build cannot use.
    FutureVersion {
        /// The schema version found in the file.
        found: i64,
    },
    /// The file is an SQLite database, but not one this app wrote (unknown tables).
    UnknownSchema,
}

/// What [`HistoryStore::open`] repaired: the damaged file was moved aside, a fresh file was
/// created, and the matches that could still be read were copied into it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "HistoryRecovery"))]
pub struct Recovery {
    /// Where the damaged file now lives: the original path with `.corrupt-N` appended, with the
    /// smallest `N` (from 1) not already taken. Its `-wal` and `-journal` companions, if any, were
    /// moved beside it with the same suffix.
    pub moved_to: String,
    /// Why the file was replaced.
    pub reason: RecoveryReason,
    /// Matches copied from the damaged file into the fresh one.
    pub salvaged_matches: u32,
    /// Matches found in the damaged file that could not be read completely (they stay in the
    /// moved file). A file too damaged to list its matches reports 0.
    pub unreadable_matches: u32,
}

impl Recovery {
    /// A notice for the player, in `lang`: what happened to the history file, how many matches
    /// were kept, and where the damaged file is (nothing was deleted).
    pub fn notice(&self, lang: Lang) -> String {
        let why = match (&self.reason, lang) {
            (RecoveryReason::NotADatabase, Lang::En) => {
                "The score history file could not be read".to_string()
            }
            (RecoveryReason::NotADatabase, Lang::Fr) => {
                "Le fichier de l\u{2019}historique des scores était illisible".to_string()
            }
            (RecoveryReason::Corrupt, Lang::En) => "The score history file was damaged".to_string(),
            (RecoveryReason::Corrupt, Lang::Fr) => {
                "Le fichier de l\u{2019}historique des scores était abîmé".to_string()
            }
            (RecoveryReason::FutureVersion { found }, Lang::En) => format!(
                "The score history file comes from a newer version of the app (format {found})"
            ),
            (RecoveryReason::FutureVersion { found }, Lang::Fr) => format!(
                "Le fichier de l\u{2019}historique des scores vient d\u{2019}une version plus récente de l\u{2019}application (format {found})"
            ),
            (RecoveryReason::UnknownSchema, Lang::En) => {
                "The score history file was not written by this app".to_string()
            }
            (RecoveryReason::UnknownSchema, Lang::Fr) => {
                "Le fichier de l\u{2019}historique des scores n\u{2019}a pas été écrit par cette application".to_string()
            }
        };
        let (kept, lost) = (self.salvaged_matches, self.unreadable_matches);
        match lang {
            Lang::En => {
                let mut text = match kept {
                    0 => format!("{why}, so a new one was started (no match could be read)."),
                    1 => format!("{why}, so a new one was started with the one match that could be read."),
                    _ => format!("{why}, so a new one was started with the {kept} matches that could be read."),
                };
                if lost > 0 {
                    text.push_str(&format!(
                        " {lost} {} could not be read completely.",
                        if lost == 1 { "match" } else { "matches" }
                    ));
                }
                text.push_str(&format!(" The old file is kept as {}.", self.moved_to));
                text
            }
            Lang::Fr => {
                let mut text = match kept {
                    0 => format!("{why}\u{a0}; un nouveau a été commencé (aucun match n\u{2019}était lisible)."),
                    1 => format!("{why}\u{a0}; un nouveau a été commencé avec le seul match lisible."),
                    _ => format!("{why}\u{a0}; un nouveau a été commencé avec les {kept} matchs lisibles."),
                };
                if lost > 0 {
                    text.push_str(&format!(
                        " {lost} match{} n\u{2019}{} pas pu être lu{} en entier.",
                        if lost == 1 { "" } else { "s" },
                        if lost == 1 { "a" } else { "ont" },
                        if lost == 1 { "" } else { "s" }
                    ));
                }
                text.push_str(&format!(
                    " L\u{2019}ancien fichier est gardé sous le nom {}.",
                    self.moved_to
                ));
                text
            }
        }
    }
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut s: OsString = path.as_os_str().to_owned();
    s.push(suffix);
    PathBuf::from(s)
}

/// Moves the damaged file (and its WAL or rollback journal) aside to the first free
/// `.corrupt-N` name and removes its shared-memory index. Returns the new path.
pub(crate) fn move_aside(path: &Path) -> Result<PathBuf> {
    let mut n = 1u32;
    let target = loop {
        let candidate = with_suffix(path, &format!(".corrupt-{n}"));
        let taken = ["", "-wal", "-journal", "-shm"]
            .iter()
            .any(|s| with_suffix(&candidate, s).symlink_metadata().is_ok());
        if !taken {
            break candidate;
        }
        n = n.saturating_add(1);
        if n == u32::MAX {
            return Err(HistoryError::MoveAside {
                path: path.to_owned(),
                source: std::io::Error::other("no free .corrupt-N name"),
            });
        }
    };
    let rename = |from: &Path, to: &Path| {
        std::fs::rename(from, to).map_err(|source| HistoryError::MoveAside {
            path: from.to_owned(),
            source,
        })
    };
    rename(path, &target)?;
    for companion in ["-wal", "-journal"] {
        let from = with_suffix(path, companion);
        if from.symlink_metadata().is_ok() {
            rename(&from, &with_suffix(&target, companion))?;
        }
    }
    // The shared-memory index is rebuilt from the WAL; a stale one must not meet the new file.
    let shm = with_suffix(path, "-shm");
    if shm.symlink_metadata().is_ok() {
        std::fs::remove_file(&shm)
            .map_err(|source| HistoryError::MoveAside { path: shm, source })?;
    }
    Ok(target)
}

/// Most match ids probed one by one in a damaged file.
const MAX_PROBED_IDS: i64 = 1_000_000;

/// Copies every match that still reads completely from the moved-aside file into `store`.
/// Returns (salvaged, unreadable). Never fails: what cannot be read is counted or skipped.
pub(crate) fn salvage(moved: &Path, store: &mut HistoryStore) -> (u32, u32) {
    let Ok(old) = Connection::open_with_flags(
        moved,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    ) else {
        return (0, 0);
    };
    // Reads only: nothing in the moved file is changed apart from replaying its WAL.
    if old.pragma_update(None, "query_only", true).is_err() {
        return (0, 0);
    }
    // Lets SQLite read a file shorter than its header claims (a truncated file) instead of
    // refusing it whole; with `query_only` nothing can be written through it.
    let _ = old.pragma_update(None, "writable_schema", true);
    let has_v2 = old
        .prepare("SELECT hints_used FROM round_entries LIMIT 0")
        .is_ok()
        && old.prepare("SELECT par FROM matches LIMIT 0").is_ok();

    // Ids from a scan (stops at the first damaged page) and, when the largest id is known,
    // point lookups of every id up to it (they can step around damaged pages).
    let mut ids: Vec<i64> = Vec::new();
    if let Ok(mut stmt) = old.prepare("SELECT id FROM matches ORDER BY id") {
        if let Ok(rows) = stmt.query_map([], |row| row.get::<_, i64>(0)) {
            ids.extend(rows.map_while(|r| r.ok()));
        }
    }
    let max_id: Option<i64> = old
        .query_row("SELECT max(id) FROM matches", [], |row| row.get(0))
        .ok()
        .flatten();
    if let Some(max) = max_id.filter(|max| (1..=MAX_PROBED_IDS).contains(max)) {
        ids = (1..=max).collect();
    }

    let (mut salvaged, mut unreadable) = (0u32, 0u32);
    for id in ids {
        match read_match(&old, id, has_v2) {
            Ok(None) => {}
            Ok(Some(m)) => match store.record(&m) {
                Ok(_) => salvaged += 1,
                Err(_) => unreadable += 1,
            },
            Err(_) => unreadable += 1,
        }
    }
    (salvaged, unreadable)
}

fn damaged(match_id: i64, reason: impl Into<String>) -> HistoryError {
    HistoryError::DamagedMatch {
        match_id,
        reason: reason.into(),
    }
}

/// Reads one match completely, checking that its players, rounds and entries are all present.
/// `has_v2` says whether the v2 columns (hints, par, assisted) exist.
pub(crate) fn read_match(
    conn: &Connection,
    match_id: i64,
    has_v2: bool,
) -> Result<Option<FinishedMatch>> {
    let head_sql = if has_v2 {
        "SELECT game, variant, settings_json, started_at_ms, duration_ms, finished,
                player_count, round_count, par FROM matches WHERE id = ?1"
    } else {
        "SELECT game, variant, settings_json, started_at_ms, duration_ms, finished,
                player_count, round_count, NULL FROM matches WHERE id = ?1"
    };
    let head = conn
        .prepare_cached(head_sql)?
        .query_row(params![match_id], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, String>(2)?,
                row.get::<_, i64>(3)?,
                row.get::<_, i64>(4)?,
                row.get::<_, bool>(5)?,
                row.get::<_, i64>(6)?,
                row.get::<_, i64>(7)?,
                row.get::<_, Option<i64>>(8)?,
            ))
        })
        .optional()?;
    let Some((game, variant, settings_json, started_at_ms, duration_ms, finished, pc, rc, par)) =
        head
    else {
        return Ok(None);
    };

    let mut players = Vec::new();
    let mut winners = Vec::new();
    {
        let mut stmt = conn.prepare_cached(
            "SELECT mp.seat, p.name, p.is_computer, p.strength, mp.total, mp.is_winner
             FROM match_players mp JOIN players p ON p.id = mp.player_id
             WHERE mp.match_id = ?1 ORDER BY mp.seat",
        )?;
        let mut rows = stmt.query(params![match_id])?;
        while let Some(row) = rows.next()? {
            let seat: i64 = row.get(0)?;
            if seat != players.len() as i64 {
                return Err(damaged(match_id, format!("seat {seat} is out of order")));
            }
            if row.get::<_, bool>(5)? {
                winners.push(seat as u32);
            }
            players.push(MatchPlayer {
                name: row.get(1)?,
                is_computer: row.get(2)?,
                computer_strength: row.get(3)?,
                total: row.get(4)?,
            });
        }
    }
    if players.len() as i64 != pc {
        return Err(damaged(
            match_id,
            format!("it lists {pc} players but {} were found", players.len()),
        ));
    }

    let mut rounds: Vec<RoundRecord> = Vec::new();
    {
        let mut stmt = conn.prepare_cached(
            "SELECT round_index, duration_ms, code FROM rounds
             WHERE match_id = ?1 ORDER BY round_index",
        )?;
        let mut rows = stmt.query(params![match_id])?;
        while let Some(row) = rows.next()? {
            let index: i64 = row.get(0)?;
            if index != rounds.len() as i64 {
                return Err(damaged(match_id, format!("round {index} is out of order")));
            }
            rounds.push(RoundRecord {
                duration_ms: row.get(1)?,
                code: row.get(2)?,
                entries: Vec::with_capacity(players.len()),
            });
        }
    }
    if rounds.len() as i64 != rc {
        return Err(damaged(
            match_id,
            format!("it lists {rc} rounds but {} were found", rounds.len()),
        ));
    }
    {
        let sql = if has_v2 {
            "SELECT round_index, seat, score, equation, valid, hints_used FROM round_entries
             WHERE match_id = ?1 ORDER BY round_index, seat"
        } else {
            "SELECT round_index, seat, score, equation, valid, 0 FROM round_entries
             WHERE match_id = ?1 ORDER BY round_index, seat"
        };
        let mut stmt = conn.prepare_cached(sql)?;
        let mut rows = stmt.query(params![match_id])?;
        while let Some(row) = rows.next()? {
            let index: i64 = row.get(0)?;
            let seat: i64 = row.get(1)?;
            let round = usize::try_from(index)
                .ok()
                .and_then(|i| rounds.get_mut(i))
                .ok_or_else(|| {
                    damaged(match_id, format!("an entry names missing round {index}"))
                })?;
            if seat != round.entries.len() as i64 {
                return Err(damaged(
                    match_id,
                    format!("round {index} has entries out of order"),
                ));
            }
            round.entries.push(RoundEntry {
                score: row.get(2)?,
                equation: row.get(3)?,
                valid: row.get(4)?,
                hints_used: row.get(5)?,
            });
        }
    }
    if let Some(i) = rounds.iter().position(|r| r.entries.len() != players.len()) {
        return Err(damaged(match_id, format!("round {i} misses entries")));
    }
    let m = FinishedMatch {
        game,
        variant,
        settings_json,
        started_at_ms,
        duration_ms,
        finished,
        players,
        rounds,
        winners,
        par,
    };
    m.validate().map_err(|e| damaged(match_id, e.to_string()))?;
    Ok(Some(m))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn recovery(reason: RecoveryReason, kept: u32, lost: u32) -> Recovery {
        Recovery {
            moved_to: "/data/tuffest.db.corrupt-1".to_string(),
            reason,
            salvaged_matches: kept,
            unreadable_matches: lost,
        }
    }

    #[test]
    fn notices_say_what_was_kept_and_where_in_both_languages() {
        let r = recovery(RecoveryReason::Corrupt, 12, 2);
        assert_eq!(
            r.notice(Lang::En),
            "The score history file was damaged, so a new one was started with the 12 matches \
             that could be read. 2 matches could not be read completely. The old file is kept \
             as /data/tuffest.db.corrupt-1."
        );
        assert_eq!(
            r.notice(Lang::Fr),
            "Le fichier de l\u{2019}historique des scores était abîmé\u{a0}; un nouveau a été \
             commencé avec les 12 matchs lisibles. 2 matchs n\u{2019}ont pas pu être lus en \
             entier. L\u{2019}ancien fichier est gardé sous le nom /data/tuffest.db.corrupt-1."
        );
        let none = recovery(RecoveryReason::NotADatabase, 0, 0);
        assert!(none.notice(Lang::En).contains("no match could be read"));
        assert!(none.notice(Lang::Fr).contains("aucun match"));
        let one = recovery(RecoveryReason::UnknownSchema, 1, 1);
        assert!(one
            .notice(Lang::En)
            .contains("the one match that could be read. 1 match could"));
        assert!(one
            .notice(Lang::Fr)
            .contains("le seul match lisible. 1 match n\u{2019}a pas pu être lu en"));
        let future = recovery(RecoveryReason::FutureVersion { found: 9 }, 3, 0);
        for lang in [Lang::En, Lang::Fr] {
            let text = future.notice(lang);
            assert!(text.contains("(format 9)"), "{text}");
            assert!(text.contains("corrupt-1"), "{text}");
        }
        assert_ne!(future.notice(Lang::En), future.notice(Lang::Fr));
    }
}

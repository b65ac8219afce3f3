//! Opening, closing and writing the history file.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{params, Connection, OpenFlags, OptionalExtension, TransactionBehavior};

use super::error::{HistoryError, Result};
use super::record::FinishedMatch;
use super::recovery::{self, Recovery};
use super::schema;

/// How long a write waits for another connection's lock before giving up.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The score history: one SQLite file in the app's private storage.
///
/// Open it once with [`HistoryStore::open`]; the FFI layer keeps it behind a `Mutex`.
/// The file uses WAL journaling, foreign keys and a busy timeout of [`BUSY_TIMEOUT`].
///
/// ```
/// use tuffest_core::history::{FinishedMatch, HistoryStore, MatchPlayer, RoundEntry, RoundRecord};
/// let dir = tempfile::tempdir().unwrap();
/// let mut store = HistoryStore::open(dir.path().join("history.sqlite")).unwrap();
/// assert!(store.recovery().is_none());
/// let id = store.record(&FinishedMatch {
///     game: "tuf".into(),
///     variant: "classic".into(),
///     settings_json: "{}".into(),
///     started_at_ms: 1_700_000_000_000,
///     duration_ms: 60_000,
///     finished: true,
///     players: vec![MatchPlayer { name: "Ana".into(), is_computer: false, computer_strength: None, total: 7 }],
///     rounds: vec![RoundRecord {
///         duration_ms: 60_000,
///         code: "3 4 1 + =".into(),
///         entries: vec![RoundEntry { score: 7, equation: "3+4=7".into(), valid: true, hints_used: 0 }],
///     }],
///     winners: vec![0],
///     par: Some(5),
/// }).unwrap();
/// assert_eq!(store.load_match(id).unwrap().unwrap().players[0].total, 7);
/// ```
#[derive(Debug)]
pub struct HistoryStore {
    pub(crate) conn: Connection,
    path: PathBuf,
    recovery: Option<Recovery>,
}

/// Why opening a file failed: the place is unusable (an error for the caller), or the file
/// itself is damaged (moved aside and replaced).
pub(crate) enum OpenFailure {
    Fatal(HistoryError),
    Damaged(super::recovery::RecoveryReason),
}

const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";

fn cannot_open(path: &Path, reason: impl ToString) -> OpenFailure {
    OpenFailure::Fatal(HistoryError::CannotOpen {
        path: path.to_owned(),
        reason: reason.to_string(),
    })
}

/// Sorts a SQLite error into "the place is unusable" or "the file is damaged".
fn classify(path: &Path, error: rusqlite::Error) -> OpenFailure {
    use recovery::RecoveryReason as R;
    use rusqlite::ErrorCode as C;
    match error.sqlite_error_code() {
        Some(C::NotADatabase) => OpenFailure::Damaged(R::NotADatabase),
        Some(C::DatabaseCorrupt) => OpenFailure::Damaged(R::Corrupt),
        Some(
            C::CannotOpen
            | C::ReadOnly
            | C::PermissionDenied
            | C::DiskFull
            | C::SystemIoFailure
            | C::DatabaseBusy
            | C::DatabaseLocked
            | C::NoLargeFileSupport
            | C::FileLockingProtocolFailed
            | C::OutOfMemory,
        ) => cannot_open(path, error),
        _ => OpenFailure::Damaged(R::UnknownSchema),
    }
}

/// Opens a connection with the store's settings, checks the file and migrates it.
pub(crate) fn open_checked(path: &Path) -> Result<Connection, OpenFailure> {
    use recovery::RecoveryReason as R;
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_dir() => {
            return Err(OpenFailure::Fatal(HistoryError::NotAFile {
                path: path.to_owned(),
            }))
        }
        Ok(meta) if meta.len() > 0 => {
            let mut header = [0u8; 16];
            let read = std::fs::File::open(path)
                .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut header));
            match read {
                Ok(()) if &header == SQLITE_HEADER => {}
                Ok(()) => return Err(OpenFailure::Damaged(R::NotADatabase)),
                Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => {
                    return Err(OpenFailure::Damaged(R::NotADatabase))
                }
                Err(e) => return Err(cannot_open(path, e)),
            }
        }
        _ => {}
    }
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
        | OpenFlags::SQLITE_OPEN_CREATE
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(path, flags).map_err(|e| classify(path, e))?;
    configure(&conn).map_err(|e| classify(path, e))?;
    let check: String = conn
        .query_row("PRAGMA quick_check(1)", [], |row| row.get(0))
        .map_err(|e| classify(path, e))?;
    if check != "ok" {
        return Err(OpenFailure::Damaged(R::Corrupt));
    }
    let version = schema::version(&conn).map_err(|e| classify(path, e))?;
    if version > i64::from(schema::CURRENT_VERSION) || version < 0 {
        return Err(OpenFailure::Damaged(R::FutureVersion { found: version }));
    }
    if version == 0 {
        let tables: i64 = conn
            .query_row(
                "SELECT count(*) FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%'",
                [],
                |row| row.get(0),
            )
            .map_err(|e| classify(path, e))?;
        if tables > 0 {
            return Err(OpenFailure::Damaged(R::UnknownSchema));
        }
    }
    schema::migrate_to(&conn, schema::CURRENT_VERSION).map_err(|e| classify(path, e))?;
    Ok(conn)
}

/// Applies the connection settings: WAL, foreign keys, busy timeout.
fn configure(conn: &Connection) -> rusqlite::Result<()> {
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.pragma_update(None, "foreign_keys", true)?;
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        // WAL needs a writable folder; refuse rather than run in an unexpected mode.
        return Err(rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_READONLY),
            Some(format!("the journal mode stayed {mode}")),
        ));
    }
    // In WAL mode NORMAL keeps every committed transaction across an app crash; only a power
    // loss may forget the last transactions (never corrupt the file).
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    Ok(())
}

impl HistoryStore {
    /// Opens the history file at `path`, creating it when absent and migrating it to the current
    /// schema.
    ///
    /// A damaged, non-SQLite or newer-version file is moved aside (see
    /// [`Recovery`]), the matches that can still be read are copied into a fresh file, and
    /// [`HistoryStore::recovery`] describes what happened. A place that cannot be used (a folder,
    /// a read-only location, a missing parent folder) is an error and nothing is moved.
    pub fn open(path: impl AsRef<Path>) -> Result<Self> {
        let path = path.as_ref().to_owned();
        match open_checked(&path) {
            Ok(conn) => Ok(Self {
                conn,
                path,
                recovery: None,
            }),
            Err(OpenFailure::Fatal(e)) => Err(e),
            Err(OpenFailure::Damaged(reason)) => {
                let moved_to = recovery::move_aside(&path)?;
                let conn = match open_checked(&path) {
                    Ok(conn) => conn,
                    Err(OpenFailure::Fatal(e)) => return Err(e),
                    Err(OpenFailure::Damaged(_)) => {
                        return Err(HistoryError::CannotOpen {
                            path,
                            reason: "a fresh history file could not be created".into(),
                        })
                    }
                };
                let mut store = Self {
                    conn,
                    path,
                    recovery: None,
                };
                let (salvaged, unreadable) = recovery::salvage(&moved_to, &mut store);
                store.recovery = Some(Recovery {
                    moved_to: moved_to.to_string_lossy().into_owned(),
                    reason,
                    salvaged_matches: salvaged,
                    unreadable_matches: unreadable,
                });
                Ok(store)
            }
        }
    }

    /// What was repaired when the store was opened, or `None` when the file was healthy.
    pub fn recovery(&self) -> Option<&Recovery> {
        self.recovery.as_ref()
    }

    /// The path of the history file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Closes the store, checkpointing the WAL into the main file.
    pub fn close(self) -> Result<()> {
        self.conn
            .close()
            .map_err(|(_, e)| HistoryError::Database(e))
    }

    /// Records a match in one transaction and returns its id. The record is validated first;
    /// on any error nothing is written.
    pub fn record(&mut self, m: &FinishedMatch) -> Result<i64> {
        let v = m.validated()?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut player_ids = Vec::with_capacity(m.players.len());
        {
            let mut find = tx.prepare_cached(
                "SELECT id, name FROM players
                 WHERE name_key = ?1 AND is_computer = ?2 AND IFNULL(strength, -1) = IFNULL(?3, -1)",
            )?;
            let mut rename = tx.prepare_cached("UPDATE players SET name = ?2 WHERE id = ?1")?;
            let mut insert = tx.prepare_cached(
                "INSERT INTO players (name, name_key, is_computer, strength) VALUES (?1, ?2, ?3, ?4)",
            )?;
            for ((p, name), key) in m.players.iter().zip(&v.names).zip(&v.keys) {
                let found: Option<(i64, String)> = find
                    .query_row(params![key, p.is_computer, p.computer_strength], |row| {
                        Ok((row.get(0)?, row.get(1)?))
                    })
                    .optional()?;
                let id = match found {
                    Some((id, old)) => {
                        if old != *name {
                            rename.execute(params![id, name])?;
                        }
                        id
                    }
                    None => {
                        insert.execute(params![name, key, p.is_computer, p.computer_strength])?;
                        tx.last_insert_rowid()
                    }
                };
                player_ids.push(id);
            }
        }
        tx.prepare_cached(
            "INSERT INTO matches (game, variant, settings_json, started_at_ms, duration_ms,
                 player_count, round_count, finished, par)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        )?
        .execute(params![
            m.game,
            m.variant,
            m.settings_json,
            m.started_at_ms,
            m.duration_ms,
            m.players.len() as i64,
            m.rounds.len() as i64,
            m.finished,
            m.par
        ])?;
        let match_id = tx.last_insert_rowid();
        {
            let mut insert = tx.prepare_cached(
                "INSERT INTO match_players
                     (match_id, seat, player_id, total, is_winner, assisted, best_round_score)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?;
            for (seat, (p, id)) in m.players.iter().zip(&player_ids).enumerate() {
                let winner = m.winners.iter().any(|w| *w as usize == seat);
                let best_round = m
                    .rounds
                    .iter()
                    .filter_map(|r| r.entries.get(seat))
                    .map(|e| e.score)
                    .max();
                insert.execute(params![
                    match_id,
                    seat as i64,
                    id,
                    p.total,
                    winner,
                    v.assisted[seat],
                    best_round
                ])?;
            }
        }
        {
            let mut round = tx.prepare_cached(
                "INSERT INTO rounds (match_id, round_index, duration_ms, code) VALUES (?1, ?2, ?3, ?4)",
            )?;
            let mut entry = tx.prepare_cached(
                "INSERT INTO round_entries (match_id, round_index, seat, score, equation, valid, hints_used)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?;
            for (index, r) in m.rounds.iter().enumerate() {
                round.execute(params![match_id, index as i64, r.duration_ms, r.code])?;
                for (seat, e) in r.entries.iter().enumerate() {
                    entry.execute(params![
                        match_id,
                        index as i64,
                        seat as i64,
                        e.score,
                        e.equation,
                        e.valid,
                        i64::from(e.hints_used)
                    ])?;
                }
            }
        }
        tx.commit()?;
        Ok(match_id)
    }

    /// Loads a recorded match back as the record that was saved (names as cleaned and stored,
    /// the players' current display names), or `None` when there is no match with this id.
    pub fn load_match(&self, match_id: i64) -> Result<Option<FinishedMatch>> {
        recovery::read_match(&self.conn, match_id, true)
    }

    /// Ids of all recorded matches, oldest id first.
    pub fn match_ids(&self) -> Result<Vec<i64>> {
        let mut stmt = self.conn.prepare("SELECT id FROM matches ORDER BY id")?;
        let ids = stmt
            .query_map([], |row| row.get(0))?
            .collect::<rusqlite::Result<Vec<i64>>>()?;
        Ok(ids)
    }
}

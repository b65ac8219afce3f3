//! The database schema and its versioned migrations.
//!
//! The schema version is kept in SQLite's `PRAGMA user_version`. Version 0 is an empty file.
//! Each entry of [`MIGRATIONS`] lifts the database by one version inside its own transaction,
//! so an interrupted migration leaves the previous version intact.
//!
//! | version | change |
//! |---|---|
//! | 1 | players, matches, match players (totals, winners), rounds, round entries |
//! | 2 | hints used per round entry; `assisted` and `best_round_score` per match player (backfilled from the rounds); solitaire `par` per match; indexes for statistics |
//!
//! To add version 3: append its SQL to [`MIGRATIONS`], add a generator for the `v2` fixture's
//! successor in `core/tests/history_fixtures.rs`, and regenerate the fixtures.

use rusqlite::{Connection, TransactionBehavior};

/// Version 1: the first schema.
const V1: &str = "
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    is_computer INTEGER NOT NULL CHECK (is_computer IN (0, 1)),
    strength INTEGER
);
CREATE UNIQUE INDEX players_identity ON players (name_key, is_computer, IFNULL(strength, -1));
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    variant TEXT NOT NULL,
    settings_json TEXT NOT NULL,
    started_at_ms INTEGER NOT NULL,
    duration_ms INTEGER NOT NULL,
    player_count INTEGER NOT NULL,
    round_count INTEGER NOT NULL,
    finished INTEGER NOT NULL CHECK (finished IN (0, 1))
);
CREATE TABLE match_players (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    total INTEGER NOT NULL,
    is_winner INTEGER NOT NULL CHECK (is_winner IN (0, 1)),
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE TABLE rounds (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    round_index INTEGER NOT NULL,
    duration_ms INTEGER NOT NULL,
    code TEXT NOT NULL,
    PRIMARY KEY (match_id, round_index)
) WITHOUT ROWID;
CREATE TABLE round_entries (
    match_id INTEGER NOT NULL,
    round_index INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    score INTEGER NOT NULL,
    equation TEXT NOT NULL,
    valid INTEGER NOT NULL CHECK (valid IN (0, 1)),
    PRIMARY KEY (match_id, round_index, seat),
    FOREIGN KEY (match_id, round_index) REFERENCES rounds (match_id, round_index) ON DELETE CASCADE,
    FOREIGN KEY (match_id, seat) REFERENCES match_players (match_id, seat) ON DELETE CASCADE
) WITHOUT ROWID;
";

/// Version 2: hints and the assisted flag, solitaire par, each player's best round score per
/// match (backfilled), and indexes for the statistics.
const V2: &str = "
ALTER TABLE round_entries ADD COLUMN hints_used INTEGER NOT NULL DEFAULT 0;
ALTER TABLE match_players ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0 CHECK (assisted IN (0, 1));
ALTER TABLE matches ADD COLUMN par INTEGER;
ALTER TABLE match_players ADD COLUMN best_round_score INTEGER;
UPDATE match_players SET best_round_score = (
    SELECT max(re.score) FROM round_entries re
    WHERE re.match_id = match_players.match_id AND re.seat = match_players.seat
);
CREATE INDEX match_players_by_player ON match_players (player_id, match_id);
CREATE INDEX matches_by_game_time ON matches (game, started_at_ms, id);
CREATE INDEX matches_by_time ON matches (started_at_ms, id);
";

/// The migrations, in order: entry `i` lifts the schema from version `i` to version `i + 1`.
pub const MIGRATIONS: &[&str] = &[V1, V2];

/// The schema version this build writes.
pub const CURRENT_VERSION: u32 = MIGRATIONS.len() as u32;

/// Reads the schema version (`PRAGMA user_version`).
pub fn version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("PRAGMA user_version", [], |row| row.get(0))
}

/// Applies the migrations from the database's version up to `target`, one transaction each.
///
/// Used by [`HistoryStore::open`](super::HistoryStore::open) with [`CURRENT_VERSION`], and by the
/// fixture generator with older targets. Does nothing when the database is already at `target`
/// or newer (the caller decides what a newer version means).
pub fn migrate_to(conn: &Connection, target: u32) -> rusqlite::Result<()> {
    let from = version(conn)?;
    let target = target.min(CURRENT_VERSION);
    for step in from.max(0)..i64::from(target) {
        let Some(sql) = usize::try_from(step).ok().and_then(|i| MIGRATIONS.get(i)) else {
            break;
        };
        // An immediate transaction takes the write lock first, so two processes opening the
        // same file cannot both run a step.
        let tx = rusqlite::Transaction::new_unchecked(conn, TransactionBehavior::Immediate)?;
        if version(&tx)? != step {
            // Another connection migrated meanwhile.
            continue;
        }
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", step + 1)?;
        tx.commit()?;
    }
    Ok(())
}

//! Tests of the score history store: recording, validation, names, statistics, migrations from
//! the committed fixture files, recovery of damaged files, and a SIGKILL reliability test.
//!
//! Regenerate the fixtures with
//! `TUFFEST_REGENERATE_FIXTURES=1 cargo test -p tuffest-core --test suite -- --ignored history::regenerate_fixtures`.

// Test helpers panic on failure by design (clippy's test allowance covers only #[test] bodies).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

use rusqlite::Connection;
use tuffest_core::history::{
    schema, FinishedMatch, HistoryError, HistoryStore, MatchError, MatchPlayer, NameError,
    RecoveryReason, RoundEntry, RoundRecord,
};

// ---------------------------------------------------------------------------------------------
// Helpers

/// A small xorshift generator so tests need no extra dependency.
struct Rng(u64);
impl Rng {
    fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

const NAMES: [&str; 6] = ["Ana", "Bruno", "Chloé", "Dmitri", "Émile", "Farah"];

/// A varied, valid match fully determined by `seed` (the seed is kept in its settings).
fn gen_match(seed: u64) -> FinishedMatch {
    let mut r = Rng::new(seed);
    let game = if r.below(2) == 0 { "tuf" } else { "horseshoes" };
    let n = 1 + r.below(4) as usize;
    let first = r.below(NAMES.len() as u64) as usize;
    let computer_last = n > 1 && r.below(3) == 0;
    let rounds_n = 1 + r.below(10) as usize;
    let mut totals = vec![0i64; n];
    let mut rounds = Vec::new();
    for ri in 0..rounds_n {
        let mut entries = Vec::new();
        for (s, total) in totals.iter_mut().enumerate() {
            let score = r.below(30) as i64 - 3;
            *total += score;
            entries.push(RoundEntry {
                score,
                equation: format!("{}+{}={}", s, ri, score),
                valid: score > 0,
                hints_used: u32::from(r.below(12) == 0),
            });
        }
        rounds.push(RoundRecord {
            duration_ms: 1000 + r.below(60_000) as i64,
            code: format!("roll {} {}", r.below(100), r.below(100)),
            entries,
        });
    }
    let finished = r.below(10) != 0;
    let best = totals.iter().copied().max().unwrap_or(0);
    let winners = if finished {
        (0..n as u32)
            .filter(|s| totals[*s as usize] == best)
            .collect()
    } else {
        Vec::new()
    };
    let players = (0..n)
        .map(|s| {
            let computer = computer_last && s == n - 1;
            MatchPlayer {
                name: NAMES[(first + s) % NAMES.len()].to_owned(),
                is_computer: computer,
                computer_strength: computer.then_some(3),
                total: totals[s],
            }
        })
        .collect();
    FinishedMatch {
        game: game.into(),
        variant: if r.below(2) == 0 { "classic" } else { "junior" }.into(),
        settings_json: format!("{{\"seed\":{seed}}}"),
        started_at_ms: 1_700_000_000_000 + seed as i64 * 1000,
        duration_ms: 10_000 + r.below(100_000) as i64,
        finished,
        players,
        rounds,
        winners,
        par: (n == 1 && r.below(2) == 0).then_some(20),
    }
}

fn seed_of(m: &FinishedMatch) -> u64 {
    let v: serde_json::Value = serde_json::from_str(&m.settings_json).unwrap();
    v["seed"].as_u64().unwrap()
}

/// A finished match with one round per score: `players` are (name, round scores, hints).
fn simple(game: &str, t: i64, players: &[(&str, &[i64], u32)]) -> FinishedMatch {
    let rounds_n = players[0].1.len();
    let totals: Vec<i64> = players.iter().map(|p| p.1.iter().sum()).collect();
    let best = *totals.iter().max().unwrap();
    FinishedMatch {
        game: game.into(),
        variant: "classic".into(),
        settings_json: "{}".into(),
        started_at_ms: t,
        duration_ms: 60_000,
        finished: true,
        players: players
            .iter()
            .zip(&totals)
            .map(|(p, t)| MatchPlayer {
                name: p.0.into(),
                is_computer: false,
                computer_strength: None,
                total: *t,
            })
            .collect(),
        rounds: (0..rounds_n)
            .map(|r| RoundRecord {
                duration_ms: 30_000,
                code: format!("code {r}"),
                entries: players
                    .iter()
                    .map(|p| RoundEntry {
                        score: p.1[r],
                        equation: format!("eq {r}"),
                        valid: true,
                        hints_used: if r == 0 { p.2 } else { 0 },
                    })
                    .collect(),
            })
            .collect(),
        winners: (0..players.len() as u32)
            .filter(|s| totals[*s as usize] == best)
            .collect(),
        par: None,
    }
}

fn temp_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("history.sqlite");
    (dir, path)
}

fn count_matches(store: &HistoryStore) -> usize {
    store.match_ids().unwrap().len()
}

/// Fills a closed file with `n` generated matches (seeds 0..n) and returns them.
fn filled(path: &Path, n: u64) -> Vec<FinishedMatch> {
    let mut store = HistoryStore::open(path).unwrap();
    let all: Vec<_> = (0..n).map(gen_match).collect();
    for m in &all {
        store.record(m).unwrap();
    }
    store.close().unwrap();
    all
}

/// Every match in the store equals the generated match of its seed.
fn assert_all_match_generator(store: &HistoryStore) -> usize {
    let ids = store.match_ids().unwrap();
    for id in &ids {
        let m = store.load_match(*id).unwrap().unwrap();
        assert_eq!(m, gen_match(seed_of(&m)), "match {id}");
    }
    ids.len()
}

// ---------------------------------------------------------------------------------------------
// Recording and validation

#[test]
fn history_records_and_loads_back() {
    let (_dir, path) = temp_db();
    let mut store = HistoryStore::open(&path).unwrap();
    assert!(store.recovery().is_none());
    for seed in 0..40 {
        let m = gen_match(seed);
        let id = store.record(&m).unwrap();
        assert_eq!(store.load_match(id).unwrap().unwrap(), m);
    }
    assert_eq!(store.load_match(999).unwrap(), None);
    store.close().unwrap();
    let store = HistoryStore::open(&path).unwrap();
    assert_eq!(assert_all_match_generator(&store), 40);
}

#[test]
fn history_uses_wal_and_foreign_keys() {
    let (_dir, path) = temp_db();
    let store = HistoryStore::open(&path).unwrap();
    drop(store);
    let conn = Connection::open(&path).unwrap();
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    assert_eq!(
        schema::version(&conn).unwrap(),
        i64::from(schema::CURRENT_VERSION)
    );
}

#[test]
fn history_refuses_bad_matches_and_writes_nothing() {
    let (_dir, path) = temp_db();
    let mut store = HistoryStore::open(&path).unwrap();
    let good = simple("tuf", 1, &[("Ana", &[3, 4], 0), ("Bruno", &[1, 1], 0)]);
    type Case = (
        &'static str,
        fn(&mut FinishedMatch),
        fn(&MatchError) -> bool,
    );
    let cases: Vec<Case> = vec![
        (
            "bad game id",
            |m| m.game = "Tuf!".into(),
            |e| matches!(e, MatchError::BadGameId { .. }),
        ),
        (
            "empty name",
            |m| m.players[1].name = " \t ".into(),
            |e| {
                matches!(
                    e,
                    MatchError::BadName {
                        seat: 2,
                        error: NameError::Empty
                    }
                )
            },
        ),
        (
            "long name",
            |m| m.players[0].name = "x".repeat(25),
            |e| {
                matches!(
                    e,
                    MatchError::BadName {
                        seat: 1,
                        error: NameError::TooLong {
                            length: 25,
                            max: 24
                        }
                    }
                )
            },
        ),
        (
            "total mismatch",
            |m| m.players[0].total = 8,
            |e| {
                matches!(
                    e,
                    MatchError::TotalMismatch {
                        seat: 1,
                        total: 8,
                        sum: 7
                    }
                )
            },
        ),
        (
            "missing entry",
            |m| {
                m.rounds[1].entries.pop();
            },
            |e| {
                matches!(
                    e,
                    MatchError::EntryCount {
                        round: 2,
                        entries: 1,
                        players: 2
                    }
                )
            },
        ),
        (
            "bad winner",
            |m| m.winners = vec![2],
            |e| matches!(e, MatchError::BadWinner { seat: 2 }),
        ),
        (
            "twice the same winner",
            |m| m.winners = vec![0, 0],
            |e| matches!(e, MatchError::BadWinner { seat: 0 }),
        ),
        (
            "winners of unfinished",
            |m| m.finished = false,
            |e| matches!(e, MatchError::WinnersOfUnfinished),
        ),
        (
            "par with two players",
            |m| m.par = Some(3),
            |e| matches!(e, MatchError::ParWithoutSolitaire { players: 2 }),
        ),
        (
            "same player twice",
            |m| m.players[1].name = " ANA ".into(),
            |e| {
                matches!(
                    e,
                    MatchError::DuplicatePlayer {
                        seat: 2,
                        first_seat: 1
                    }
                )
            },
        ),
        (
            "human with strength",
            |m| m.players[0].computer_strength = Some(2),
            |e| matches!(e, MatchError::BadStrength { seat: 1, .. }),
        ),
        (
            "negative duration",
            |m| m.duration_ms = -1,
            |e| matches!(e, MatchError::NegativeTime { .. }),
        ),
        (
            "bad settings",
            |m| m.settings_json = "{".into(),
            |e| matches!(e, MatchError::BadSettings { .. }),
        ),
        (
            "no players",
            |m| {
                m.players.clear();
            },
            |e| matches!(e, MatchError::PlayerCount { count: 0, .. }),
        ),
        (
            "long equation",
            |m| m.rounds[0].entries[0].equation = "1".repeat(300),
            |e| matches!(e, MatchError::TextTooLong { .. }),
        ),
    ];
    for (what, change, expected) in cases {
        let mut m = good.clone();
        change(&mut m);
        match store.record(&m) {
            Err(HistoryError::InvalidMatch(e)) => {
                assert!(expected(&e), "{what}: unexpected error {e:?}");
                // The message reads as a sentence.
                let text = HistoryError::InvalidMatch(e).to_string();
                assert!(
                    text.starts_with("the match was not saved because "),
                    "{text}"
                );
            }
            other => panic!("{what}: expected a validation error, got {other:?}"),
        }
    }
    assert_eq!(count_matches(&store), 0);
    assert!(
        store.players().unwrap().is_empty(),
        "no player rows written"
    );
    store.record(&good).unwrap();
    assert_eq!(count_matches(&store), 1);
}

#[test]
fn history_failed_write_leaves_nothing_behind() {
    let (_dir, path) = temp_db();
    HistoryStore::open(&path).unwrap().close().unwrap();
    // A trigger makes the database refuse the last entry of a match, after the players, the
    // match row, its seats and earlier rounds were already inserted in the transaction.
    Connection::open(&path)
        .unwrap()
        .execute_batch(
            "CREATE TRIGGER boom BEFORE INSERT ON round_entries WHEN NEW.equation = 'boom'
             BEGIN SELECT RAISE(ABORT, 'boom'); END;",
        )
        .unwrap();
    let mut store = HistoryStore::open(&path).unwrap();
    let mut m = simple(
        "tuf",
        1,
        &[("Ana", &[1, 2, 3], 0), ("Bruno", &[3, 2, 1], 0)],
    );
    m.rounds[2].entries[1].equation = "boom".into();
    let err = store.record(&m).unwrap_err();
    assert!(matches!(err, HistoryError::Database(_)), "{err:?}");
    assert_eq!(count_matches(&store), 0);
    assert!(store.players().unwrap().is_empty());
    let conn = Connection::open(&path).unwrap();
    for table in [
        "matches",
        "match_players",
        "rounds",
        "round_entries",
        "players",
    ] {
        let n: i64 = conn
            .query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 0, "{table}");
    }
    m.rounds[2].entries[1].equation = "fine".into();
    store.record(&m).unwrap();
    assert_eq!(count_matches(&store), 1);
}

#[test]
fn history_names_are_cleaned_and_case_insensitive() {
    let (_dir, path) = temp_db();
    let mut store = HistoryStore::open(&path).unwrap();
    store
        .record(&simple("tuf", 1, &[("  zoé \u{a0}  martin ", &[1], 0)]))
        .unwrap();
    store
        .record(&simple("tuf", 2, &[("Zoé Martin", &[2], 0)]))
        .unwrap();
    let players = store.players().unwrap();
    assert_eq!(players.len(), 1);
    assert_eq!(players[0].name, "Zoé Martin", "latest spelling is shown");
    let found = store
        .find_player("ZOÉ   MARTIN", false, None)
        .unwrap()
        .unwrap();
    assert_eq!(found.id, players[0].id);
    // A computer with the same name is a different player.
    let mut m = simple("tuf", 3, &[("Zoé Martin", &[1], 0), ("Bot", &[1], 0)]);
    m.players[0].is_computer = true;
    m.players[0].computer_strength = Some(5);
    store.record(&m).unwrap();
    assert_eq!(store.players().unwrap().len(), 3);
    assert!(matches!(
        store.find_player("", false, None),
        Err(HistoryError::InvalidName(NameError::Empty))
    ));
}

// ---------------------------------------------------------------------------------------------
// Statistics

#[test]
fn history_player_stats_and_assisted_ruling() {
    let (_dir, path) = temp_db();
    let mut store = HistoryStore::open(&path).unwrap();
    // Ana: W W W L W(assisted, highest total) W, then an abandoned match.
    let rows: [(i64, i64, u32); 6] = [
        (10, 5, 0),
        (12, 5, 0),
        (11, 5, 0),
        (1, 9, 0),
        (50, 5, 2),
        (9, 5, 0),
    ];
    for (i, (a, b, hints)) in rows.iter().enumerate() {
        store
            .record(&simple(
                "tuf",
                1000 + i as i64,
                &[("Ana", &[*a - 1, 1], *hints), ("Bruno", &[*b, 0], 0)],
            ))
            .unwrap();
    }
    let mut abandoned = simple("tuf", 2000, &[("Ana", &[100], 0), ("Bruno", &[0], 0)]);
    abandoned.finished = false;
    abandoned.winners.clear();
    store.record(&abandoned).unwrap();
    store
        .record(&simple("horseshoes", 3000, &[("Ana", &[3], 0)]))
        .unwrap();

    let ana = store.find_player("ana", false, None).unwrap().unwrap();
    let s = store.player_stats("tuf", ana.id, false).unwrap().unwrap();
    assert_eq!(s.games_played, 6);
    assert_eq!(s.wins, 5);
    assert_eq!(s.assisted_games, 1);
    assert_eq!(s.abandoned_games, 1);
    assert_eq!(s.current_win_streak, 2);
    assert_eq!(s.longest_win_streak, 3);
    assert_eq!(s.best_match.as_ref().unwrap().total, 12);
    assert_eq!(s.average_total, Some((10 + 12 + 11 + 1 + 9) as f64 / 5.0));
    let br = s.best_round.unwrap();
    assert_eq!((br.score, br.round_index), (11, 0));
    assert_eq!(br.code, "code 0");

    let with = store.player_stats("tuf", ana.id, true).unwrap().unwrap();
    assert_eq!(with.best_match.unwrap().total, 50);
    assert_eq!(with.best_round.unwrap().score, 49);
    assert_eq!(with.average_total, Some(93.0 / 6.0));

    let other_game = store
        .player_stats("horseshoes", ana.id, false)
        .unwrap()
        .unwrap();
    assert_eq!((other_game.games_played, other_game.wins), (1, 1));
    assert_eq!(store.player_stats("tuf", 12345, false).unwrap(), None);
    let everyone = store.game_stats("tuf", false).unwrap();
    assert_eq!(everyone.len(), 2);
    assert_eq!(everyone[1].player.name, "Bruno");
    assert_eq!(everyone[1].wins, 1);
}

#[test]
fn history_recent_matches_are_paged_newest_first() {
    let (_dir, path) = temp_db();
    let mut store = HistoryStore::open(&path).unwrap();
    for i in 0..25i64 {
        let game = if i % 5 == 0 { "horseshoes" } else { "tuf" };
        // Recorded out of time order on purpose.
        let t = (i * 7) % 25;
        store.record(&simple(game, t, &[("Ana", &[i], 0)])).unwrap();
    }
    let page1 = store.recent_matches(None, None, 0, 10).unwrap();
    let page3 = store.recent_matches(None, None, 20, 10).unwrap();
    assert_eq!(page1.len(), 10);
    assert_eq!(page3.len(), 5);
    let times: Vec<i64> = page1.iter().map(|m| m.started_at_ms).collect();
    assert_eq!(times, (15..25).rev().collect::<Vec<_>>());
    assert_eq!(page3.last().unwrap().started_at_ms, 0);
    assert_eq!(page1[0].players[0].player.name, "Ana");
    let horseshoes = store
        .recent_matches(Some("horseshoes"), None, 0, 100)
        .unwrap();
    assert_eq!(horseshoes.len(), 5);
    assert!(horseshoes.iter().all(|m| m.game == "horseshoes"));
    let nobody = store.recent_matches(None, Some(9999), 0, 10).unwrap();
    assert!(nobody.is_empty());
}

#[test]
fn history_hall_of_fame_per_player_count_unassisted() {
    let (_dir, path) = temp_db();
    let mut store = HistoryStore::open(&path).unwrap();
    store
        .record(&simple("tuf", 1, &[("Ana", &[30], 0), ("Bruno", &[20], 0)]))
        .unwrap();
    store
        .record(&simple("tuf", 2, &[("Ana", &[20], 0), ("Chloé", &[90], 3)]))
        .unwrap();
    store
        .record(&simple(
            "tuf",
            3,
            &[("Dmitri", &[20], 0), ("Bruno", &[10], 0)],
        ))
        .unwrap();
    store
        .record(&simple("tuf", 4, &[("Solo", &[99], 0)]))
        .unwrap();
    let mut bot = simple("tuf", 5, &[("Ana", &[5], 0), ("Bot", &[80], 0)]);
    bot.players[1].is_computer = true;
    bot.players[1].computer_strength = Some(9);
    store.record(&bot).unwrap();

    let hof = store.hall_of_fame("tuf", 2, 4, false).unwrap();
    let lines: Vec<(u32, &str, i64)> = hof
        .iter()
        .map(|e| (e.rank, e.player.name.as_str(), e.total))
        .collect();
    assert_eq!(
        lines,
        vec![
            (1, "Ana", 30),
            (2, "Bruno", 20),
            (2, "Ana", 20),
            (2, "Dmitri", 20)
        ]
    );
    let with_bots = store.hall_of_fame("tuf", 2, 1, true).unwrap();
    assert_eq!(with_bots[0].player.name, "Bot");
    let solo = store.hall_of_fame("tuf", 1, 10, false).unwrap();
    assert_eq!(solo.len(), 1);
    assert!(store
        .hall_of_fame("horseshoes", 2, 10, true)
        .unwrap()
        .is_empty());
}

// ---------------------------------------------------------------------------------------------
// Migrations from committed fixtures

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/history")
}

/// The matches stored in every fixture, as the current schema reads them back.
fn fixture_matches(version: u32) -> Vec<FinishedMatch> {
    let mut list = vec![
        simple(
            "tuf",
            1_600_000_000_000,
            &[("Ana", &[5, 7], 0), ("Bruno", &[6, 2], 0)],
        ),
        simple(
            "horseshoes",
            1_600_000_100_000,
            &[("Chloé", &[12, 0, 3], 0)],
        ),
        gen_match(7),
        gen_match(11),
    ];
    let mut abandoned = simple(
        "tuf",
        1_600_000_200_000,
        &[("Ana", &[1], 0), ("Émile", &[2], 0)],
    );
    abandoned.finished = false;
    abandoned.winners.clear();
    list.push(abandoned);
    for m in &mut list {
        if version < 2 {
            // Version 1 had no hints and no par.
            m.par = None;
            for r in &mut m.rounds {
                for e in &mut r.entries {
                    e.hints_used = 0;
                }
            }
        }
    }
    if version >= 2 {
        list[1].par = Some(10);
        list[0].rounds[1].entries[1].hints_used = 2;
    }
    list
}

/// Writes a match with plain SQL in the version 1 schema.
fn insert_v1(conn: &Connection, m: &FinishedMatch) {
    let id: i64 = conn
        .query_row(
            "INSERT INTO matches (game, variant, settings_json, started_at_ms, duration_ms,
                 player_count, round_count, finished) VALUES (?1,?2,?3,?4,?5,?6,?7,?8) RETURNING id",
            rusqlite::params![
                m.game, m.variant, m.settings_json, m.started_at_ms, m.duration_ms,
                m.players.len() as i64, m.rounds.len() as i64, m.finished
            ],
            |r| r.get(0),
        )
        .unwrap();
    for (seat, p) in m.players.iter().enumerate() {
        let key = p.name.to_lowercase();
        conn.execute(
            "INSERT OR IGNORE INTO players (name, name_key, is_computer, strength) VALUES (?1,?2,?3,?4)",
            rusqlite::params![p.name, key, p.is_computer, p.computer_strength],
        )
        .unwrap();
        let pid: i64 = conn
            .query_row(
                "SELECT id FROM players WHERE name_key = ?1 AND is_computer = ?2",
                rusqlite::params![key, p.is_computer],
                |r| r.get(0),
            )
            .unwrap();
        conn.execute(
            "INSERT INTO match_players (match_id, seat, player_id, total, is_winner) VALUES (?1,?2,?3,?4,?5)",
            rusqlite::params![id, seat as i64, pid, p.total, m.winners.contains(&(seat as u32))],
        )
        .unwrap();
    }
    for (ri, r) in m.rounds.iter().enumerate() {
        conn.execute(
            "INSERT INTO rounds (match_id, round_index, duration_ms, code) VALUES (?1,?2,?3,?4)",
            rusqlite::params![id, ri as i64, r.duration_ms, r.code],
        )
        .unwrap();
        for (seat, e) in r.entries.iter().enumerate() {
            conn.execute(
                "INSERT INTO round_entries (match_id, round_index, seat, score, equation, valid)
                 VALUES (?1,?2,?3,?4,?5,?6)",
                rusqlite::params![id, ri as i64, seat as i64, e.score, e.equation, e.valid],
            )
            .unwrap();
        }
    }
}

/// Regenerates `core/tests/fixtures/history/v{N}.sqlite`. Run with
/// `TUFFEST_REGENERATE_FIXTURES=1 cargo test -p tuffest-core --test suite -- --ignored history::regenerate_fixtures`.
#[test]
#[ignore = "writes the committed fixture files; run by hand"]
fn regenerate_fixtures() {
    if std::env::var_os("TUFFEST_REGENERATE_FIXTURES").is_none() {
        eprintln!("set TUFFEST_REGENERATE_FIXTURES=1 to rewrite the fixtures");
        return;
    }
    let dir = fixture_dir();
    std::fs::create_dir_all(&dir).unwrap();
    for version in 1..=schema::CURRENT_VERSION {
        let path = dir.join(format!("v{version}.sqlite"));
        let _ = std::fs::remove_file(&path);
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "foreign_keys", true).unwrap();
        schema::migrate_to(&conn, version).unwrap();
        match version {
            1 => fixture_matches(1).iter().for_each(|m| insert_v1(&conn, m)),
            _ => {
                drop(conn);
                let mut store = HistoryStore::open(&path).unwrap();
                for m in fixture_matches(version) {
                    store.record(&m).unwrap();
                }
                store.close().unwrap();
                continue;
            }
        }
        conn.execute_batch("VACUUM").unwrap();
    }
    // One self-contained file each: no WAL left beside it.
    for version in 1..=schema::CURRENT_VERSION {
        let path = dir.join(format!("v{version}.sqlite"));
        let conn = Connection::open(&path).unwrap();
        conn.query_row("PRAGMA journal_mode = DELETE", [], |r| {
            r.get::<_, String>(0)
        })
        .unwrap();
        conn.execute_batch("VACUUM").unwrap();
    }
}

#[test]
fn history_migrates_every_fixture_with_data_intact() {
    for version in 1..=schema::CURRENT_VERSION {
        let fixture = fixture_dir().join(format!("v{version}.sqlite"));
        let (_dir, path) = temp_db();
        std::fs::copy(&fixture, &path).unwrap();
        {
            let raw = Connection::open(&path).unwrap();
            assert_eq!(
                schema::version(&raw).unwrap(),
                i64::from(version),
                "{fixture:?}"
            );
        }
        let store = HistoryStore::open(&path).unwrap();
        assert!(store.recovery().is_none(), "v{version} was healthy");
        let loaded: Vec<FinishedMatch> = store
            .match_ids()
            .unwrap()
            .into_iter()
            .map(|id| store.load_match(id).unwrap().unwrap())
            .collect();
        assert_eq!(loaded, fixture_matches(version), "v{version} data");
        let ana = store.find_player("ana", false, None).unwrap().unwrap();
        let s = store.player_stats("tuf", ana.id, false).unwrap().unwrap();
        assert_eq!((s.games_played, s.abandoned_games), (1, 1));
        // Version 2 keeps each player's best round per match, backfilled from version 1 rows.
        let br = s.best_round.unwrap();
        assert_eq!(
            (br.score, br.round_index, br.code.as_str()),
            (7, 1, "code 1")
        );
        // Hints only exist from version 2: Bruno's match is assisted there.
        let hof = store.hall_of_fame("tuf", 2, 10, true).unwrap();
        let bruno_listed = hof.iter().any(|e| e.player.name == "Bruno");
        assert_eq!(bruno_listed, version < 2, "v{version}");
        store.close().unwrap();
        let raw = Connection::open(&path).unwrap();
        assert_eq!(
            schema::version(&raw).unwrap(),
            i64::from(schema::CURRENT_VERSION)
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Recovery

fn aside(path: &Path, n: u32) -> PathBuf {
    PathBuf::from(format!("{}.corrupt-{n}", path.display()))
}

#[test]
fn history_garbage_file_is_moved_aside_deterministically() {
    let (_dir, path) = temp_db();
    let mut r = Rng::new(5);
    let garbage: Vec<u8> = (0..10_000).map(|_| r.next() as u8).collect();
    for n in 1..=2 {
        std::fs::write(&path, &garbage).unwrap();
        let mut store = HistoryStore::open(&path).unwrap();
        let rec = store.recovery().unwrap().clone();
        assert_eq!(rec.reason, RecoveryReason::NotADatabase);
        assert_eq!(rec.moved_to, aside(&path, n).display().to_string());
        assert_eq!(rec.salvaged_matches, 0);
        assert_eq!(
            std::fs::read(aside(&path, n)).unwrap(),
            garbage,
            "kept as it was"
        );
        store.record(&gen_match(1)).unwrap();
        store.close().unwrap();
    }
    let store = HistoryStore::open(&path).unwrap();
    assert!(store.recovery().is_none());
}

#[test]
fn history_short_file_is_not_a_database() {
    let (_dir, path) = temp_db();
    std::fs::write(&path, b"SQLite form").unwrap();
    let store = HistoryStore::open(&path).unwrap();
    assert_eq!(
        store.recovery().unwrap().reason,
        RecoveryReason::NotADatabase
    );
}

#[test]
fn history_truncated_file_salvages_what_reads() {
    let (_dir, path) = temp_db();
    let all = filled(&path, 300);
    let len = std::fs::metadata(&path).unwrap().len();
    let f = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
    f.set_len(len / 2 / 4096 * 4096).unwrap();
    drop(f);
    let store = HistoryStore::open(&path).unwrap();
    let rec = store.recovery().unwrap().clone();
    assert_eq!(rec.reason, RecoveryReason::Corrupt);
    assert_eq!(count_matches(&store) as u32, rec.salvaged_matches);
    assert!(rec.salvaged_matches > 0, "{rec:?}");
    assert!(rec.salvaged_matches < all.len() as u32, "{rec:?}");
    eprintln!("truncated: {rec:?}");
    assert_all_match_generator(&store);
}

#[test]
fn history_damaged_page_salvages_the_rest() {
    let (_dir, path) = temp_db();
    let all = filled(&path, 300);
    let mut bytes = std::fs::read(&path).unwrap();
    let pages = bytes.len() / 4096;
    // Overwrite one page in the middle of the file with garbage.
    let page = pages / 2;
    let mut r = Rng::new(9);
    for b in &mut bytes[page * 4096..(page + 1) * 4096] {
        *b = r.next() as u8;
    }
    std::fs::write(&path, &bytes).unwrap();
    let store = HistoryStore::open(&path).unwrap();
    let rec = store.recovery().unwrap().clone();
    assert_eq!(rec.reason, RecoveryReason::Corrupt);
    assert_eq!(count_matches(&store) as u32, rec.salvaged_matches);
    assert!(
        rec.salvaged_matches as usize >= all.len() * 3 / 4,
        "most matches survive one damaged page: {rec:?}"
    );
    assert!(rec.salvaged_matches + rec.unreadable_matches <= all.len() as u32);
    eprintln!("damaged page: {rec:?}");
    assert_all_match_generator(&store);
}

#[test]
fn history_future_version_is_moved_aside_with_matches_salvaged() {
    let (_dir, path) = temp_db();
    filled(&path, 20);
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let store = HistoryStore::open(&path).unwrap();
    let rec = store.recovery().unwrap().clone();
    assert_eq!(rec.reason, RecoveryReason::FutureVersion { found: 99 });
    assert_eq!((rec.salvaged_matches, rec.unreadable_matches), (20, 0));
    assert_eq!(assert_all_match_generator(&store), 20);
    let moved = Connection::open(aside(&path, 1)).unwrap();
    assert_eq!(schema::version(&moved).unwrap(), 99, "moved file untouched");
}

#[test]
fn history_foreign_sqlite_file_is_moved_aside() {
    let (_dir, path) = temp_db();
    Connection::open(&path)
        .unwrap()
        .execute_batch("CREATE TABLE notes (x TEXT); INSERT INTO notes VALUES ('keep me');")
        .unwrap();
    let store = HistoryStore::open(&path).unwrap();
    assert_eq!(
        store.recovery().unwrap().reason,
        RecoveryReason::UnknownSchema
    );
    let moved = Connection::open(aside(&path, 1)).unwrap();
    let x: String = moved
        .query_row("SELECT x FROM notes", [], |r| r.get(0))
        .unwrap();
    assert_eq!(x, "keep me");
}

#[test]
fn history_never_panics_on_damaged_bytes() {
    let (_dir, path) = temp_db();
    filled(&path, 60);
    let original = std::fs::read(&path).unwrap();
    let mut r = Rng::new(77);
    for round in 0..24 {
        let mut bytes = original.clone();
        match round % 3 {
            // A few random bytes anywhere, the header included.
            0 => {
                for _ in 0..1 + r.below(8) {
                    let i = r.below(bytes.len() as u64) as usize;
                    bytes[i] = r.next() as u8;
                }
            }
            // A cut at a random length.
            1 => bytes.truncate(r.below(bytes.len() as u64) as usize),
            // The header, then garbage.
            _ => {
                for b in &mut bytes[100..] {
                    *b = r.next() as u8;
                }
            }
        }
        std::fs::write(&path, &bytes).unwrap();
        let mut store = HistoryStore::open(&path).unwrap_or_else(|e| panic!("round {round}: {e}"));
        // A flipped byte inside a value cannot be detected (SQLite keeps no checksums), so the
        // matches may differ; reading them must still not panic, and the store must work.
        for id in store.match_ids().unwrap_or_default() {
            let _ = store.load_match(id);
        }
        store.record(&gen_match(1000 + round)).unwrap();
        store.close().unwrap();
        for entry in std::fs::read_dir(path.parent().unwrap()).unwrap() {
            let p = entry.unwrap().path();
            if p != path {
                std::fs::remove_file(p).unwrap();
            }
        }
    }
}

#[test]
fn history_directory_is_a_clear_error() {
    let (_dir, path) = temp_db();
    std::fs::create_dir(&path).unwrap();
    let err = HistoryStore::open(&path).unwrap_err();
    assert!(matches!(err, HistoryError::NotAFile { .. }), "{err:?}");
    assert!(err.to_string().contains("is a folder, not a file"));
    assert!(path.is_dir(), "nothing moved");
}

#[test]
fn history_unwritable_places_are_clear_errors() {
    // Below a regular file: the folder cannot exist.
    let (_dir, path) = temp_db();
    std::fs::write(&path, b"").unwrap();
    let below = path.join("history.sqlite");
    let err = HistoryStore::open(&below).unwrap_err();
    assert!(matches!(err, HistoryError::CannotOpen { .. }), "{err:?}");
    assert!(err.to_string().contains("cannot be opened for writing"));

    // A read-only file system (even root cannot create files in /proc).
    #[cfg(target_os = "linux")]
    {
        let err = HistoryStore::open("/proc/tuffest-history.sqlite").unwrap_err();
        assert!(matches!(err, HistoryError::CannotOpen { .. }), "{err:?}");
    }

    // A read-only folder, when permissions apply to this user.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let ro = dir.path().join("ro");
        std::fs::create_dir(&ro).unwrap();
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o555)).unwrap();
        let privileged = std::fs::write(ro.join("probe"), b"").is_ok();
        if !privileged {
            let err = HistoryStore::open(ro.join("history.sqlite")).unwrap_err();
            assert!(matches!(err, HistoryError::CannotOpen { .. }), "{err:?}");
        }
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
}

// ---------------------------------------------------------------------------------------------
// Reliability: SIGKILL while writing

const CRASH_DB: &str = "TUFFEST_HISTORY_CRASH_DB";
const CRASH_SEED: &str = "TUFFEST_HISTORY_CRASH_SEED";

/// The writer run in a child process by `history_survives_sigkill_mid_write`: records matches
/// until killed. Does nothing unless the environment names a database.
#[test]
#[ignore = "child process of history_survives_sigkill_mid_write"]
fn history_crash_writer_child() {
    let (Some(path), Some(seed)) = (std::env::var_os(CRASH_DB), std::env::var_os(CRASH_SEED))
    else {
        return;
    };
    let base: u64 = seed.to_str().unwrap().parse().unwrap();
    let mut store = HistoryStore::open(path).unwrap();
    for k in 0..100_000u64 {
        store.record(&gen_match(base * 100_000 + k)).unwrap();
    }
}

#[cfg(unix)]
#[test]
fn history_survives_sigkill_mid_write() {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    let (_dir, path) = temp_db();
    let exe = std::env::current_exe().unwrap();
    let mut r = Rng::new(2024);
    let start = Instant::now();
    let mut kills = 0;
    for run in 0..30u64 {
        // Each child gets its own seeds, so every match is recognisable.
        let mut child = Command::new(&exe)
            .args([
                // The test's name in the suite binary (`tests/suite.rs`: topic module, then name).
                "history::history_crash_writer_child",
                "--exact",
                "--ignored",
                "--test-threads=1",
            ])
            .env(CRASH_DB, &path)
            .env(CRASH_SEED, (run + 1).to_string())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(20 + r.below(150)));
        if child.try_wait().unwrap().is_none() {
            child.kill().unwrap(); // SIGKILL
            kills += 1;
        }
        child.wait().unwrap();
    }
    assert!(
        kills >= 25,
        "the writer was killed mid-write ({kills} kills)"
    );
    let store = HistoryStore::open(&path).unwrap();
    assert!(store.recovery().is_none(), "{:?}", store.recovery());
    let n = assert_all_match_generator(&store);
    assert!(n > 30, "the writers committed matches ({n})");
    drop(store);
    let conn = Connection::open(&path).unwrap();
    let check: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(check, "ok");
    eprintln!("{kills} kills, {n} intact matches, {:?}", start.elapsed());
}

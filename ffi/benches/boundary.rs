//! The Rust side of the boundary benchmark (not a test: it only prints timings). The same calls
//! as the Kotlin benchmark (`scripts/bench-kotlin.sh`), made from Rust on the ffi objects, so the
//! Kotlin figures can be read as a ratio over what the crossing (JNA + UniFFI lifting and
//! lowering) adds:
//! - a layout edit plus evaluation round trip: `board.place(..)` then `board.verdict()`;
//! - opening the history store and loading the statistics screen (every player's statistics,
//!   the Hall of Fame for 1 to 4 players, the 20 most recent matches) over 1,000 matches;
//! - asking where a dragged piece would land on a Pytagora table (`crosswordDropAccepts`, what
//!   a board asks each time a drag hovers another square), the board view carried each time.
//!
//! `cargo bench -p tuffest-ffi --bench boundary`. With `TUFFEST_BENCH_DIR` set, the history
//! file is written there and kept (the Kotlin benchmark reads the same file), and the medians
//! go to `rust-medians.properties` beside it.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use tuffest_core::crossword::{drop_accepts, LineDraft};
use tuffest_core::history::FinishedMatch;
use tuffest_core::kit::Cell;
use tuffest_core::lang::Lang;
use tuffest_ffi::game::GameSession;
use tuffest_ffi::history::HistoryStore;

/// The Pytagora table the core's drop tests use.
#[path = "../../core/tests/support/pytagora_scene.rs"]
mod pytagora_scene;

/// The same synthetic matches as core's history benchmark.
#[path = "../../core/benches/support/history_sample.rs"]
mod sample;
use tuffest_core::tuf::settings::game_settings as tuf_game_settings;
use tuffest_core::tuf::Game as TufGame;
use tuffest_ffi::tuf::TufBoard;

/// The layout before the timed edit, and the roll it is built from.
pub const ROLL: &str = "1 2 3 6 7 8 + + - (x) =";
const LAYOUT: &str = "8 - 7 + 2 + 3 =";

fn bench_match(i: u64) -> FinishedMatch {
    sample::bench_match(i)
}

fn summary(what: &str, mut times: Vec<Duration>, unit: f64, unit_name: &str) -> f64 {
    times.sort();
    let median = times[times.len() / 2].as_secs_f64() * unit;
    let worst = times[times.len() - 1].as_secs_f64() * unit;
    let p99 = times[times.len() * 99 / 100].as_secs_f64() * unit;
    println!(
        "rust    {what:<44} median {median:>9.2} {unit_name}  p99 {p99:>9.2} {unit_name}  worst {worst:>9.2} {unit_name}  ({} runs)",
        times.len()
    );
    median
}

fn main() {
    let keep = std::env::var_os("TUFFEST_BENCH_DIR").map(std::path::PathBuf::from);
    let temp = tempfile::tempdir().unwrap();
    let dir = keep.clone().unwrap_or_else(|| temp.path().to_owned());
    std::fs::create_dir_all(&dir).unwrap();
    let mut medians = String::new();

    // Layout edit + evaluation.
    let board = TufBoard::from_faces(ROLL.into(), tuf_game_settings(TufGame::G1Cc)).unwrap();
    board.set_layout_text(LAYOUT.into()).unwrap();
    let six = board
        .roll()
        .cubes
        .iter()
        .find(|c| c.symbol == "6")
        .map(|c| c.id)
        .unwrap();
    let mut times = Vec::with_capacity(20_000);
    for i in 0..22_000 {
        let start = Instant::now();
        board.place(six, 99).unwrap();
        let verdict = board.verdict();
        let took = start.elapsed();
        assert!(verdict.valid);
        board.remove(8).unwrap();
        if i >= 2_000 {
            times.push(took);
        }
    }
    let m = summary("place + verdict (8 - 7 + 2 + 3 = 6)", times, 1e6, "µs");
    writeln!(medians, "edit_verdict_us={m}").unwrap();

    // Store: open + statistics screen over 1,000 matches.
    let path = dir.join("history.sqlite");
    let _ = std::fs::remove_file(&path);
    let store = HistoryStore::open(path.to_string_lossy().into_owned()).unwrap();
    for i in 0..1000 {
        store.record(bench_match(i)).unwrap();
    }
    store.close_file().unwrap();
    let mut times = Vec::new();
    for _ in 0..30 {
        let start = Instant::now();
        let store = HistoryStore::open(path.to_string_lossy().into_owned()).unwrap();
        let stats = store.game_stats("tuf".into(), false).unwrap();
        for players in 1..=4 {
            store
                .hall_of_fame("tuf".into(), players, 10, false)
                .unwrap();
        }
        let recent = store.recent_matches(None, None, 0, 20).unwrap();
        let took = start.elapsed();
        assert_eq!((stats.len(), recent.len()), (6, 20));
        store.close_file().unwrap();
        times.push(took);
    }
    let m = summary("open + statistics screen (1,000 matches)", times, 1e3, "ms");
    writeln!(medians, "open_stats_ms={m}").unwrap();

    // A drag hovering a square of a Pytagora table: the game of the desktop scenes (Robo lays
    // the first equation), an empty line, the square at the table's centre.
    let (settings, seats) = pytagora_scene::scene();
    let game = GameSession::pytagora(settings, seats, 0, Lang::En).unwrap();
    let mut now = 0;
    while game.pytagora_view(now).unwrap().turn != 0 {
        now += 500;
        game.tick(now);
    }
    let view = game.pytagora_view(now).unwrap();
    let line = LineDraft {
        start: None,
        down: false,
        pieces: Vec::new(),
    };
    let at = Cell::new(view.board.rows / 2, view.board.cols / 2 + 3);
    let first = drop_accepts(&view.board, &view.keypad, &line, at);
    let mut times = Vec::with_capacity(20_000);
    for i in 0..22_000 {
        // The rule alone: the Kotlin side adds the crossing (the board view lowered each call).
        let start = Instant::now();
        let lit = std::hint::black_box(drop_accepts(
            std::hint::black_box(&view.board),
            std::hint::black_box(&view.keypad),
            std::hint::black_box(&line),
            std::hint::black_box(at),
        ));
        let took = start.elapsed();
        assert_eq!(lit, first);
        if i >= 2_000 {
            times.push(took);
        }
    }
    let what = format!(
        "drop highlight, Pytagora {}x{}",
        view.board.rows, view.board.cols
    );
    let m = summary(&what, times, 1e6, "µs");
    writeln!(medians, "drop_accepts_us={m}").unwrap();

    if let Some(dir) = keep {
        std::fs::write(dir.join("rust-medians.properties"), medians).unwrap();
    }
}

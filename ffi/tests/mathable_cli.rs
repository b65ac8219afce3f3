//! The `tuffest` binary's Mathable commands, run from outside: `mathable moves` (board text on
//! stdin, JSON out; bad input → `{"error": …}` and exit 2) and `play mathable` in line mode.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::cli::{self, words};

fn run(args: &[&str], stdin: &str) -> (i32, String) {
    let (code, out, _) = cli::run_tuffest(args, stdin);
    (code, out)
}

fn json(args: &[&str], stdin: &str) -> (i32, serde_json::Value) {
    let (code, json, _) = cli::run_json(args, stdin);
    (code, json)
}

/// The start board as board text, with `extra` tiles.
fn board(extra: &[(usize, usize, u8)]) -> String {
    let mut cells = vec![vec![".".to_string(); 14]; 14];
    for (r, c, v) in [(6, 6, 1u8), (6, 7, 2), (7, 6, 3), (7, 7, 4)] {
        cells[r][c] = v.to_string();
    }
    for &(r, c, v) in extra {
        cells[r][c] = v.to_string();
    }
    cells
        .iter()
        .map(|row| row.join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

fn squares(j: &serde_json::Value) -> Vec<(u64, u64, i64)> {
    j.as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["row"].as_u64().unwrap(),
                m["col"].as_u64().unwrap(),
                m["points"].as_i64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn moves_gives_the_manuals_squares() {
    let (code, j) = json(&["mathable", "moves", "--tile", "7"], &board(&[]));
    assert_eq!(code, 0);
    assert_eq!(squares(&j), vec![(7, 5, 7), (7, 8, 7)]);
    let (_, j) = json(&["mathable", "moves", "--tile", "2"], &board(&[]));
    assert_eq!(squares(&j).len(), 6);
    // The 21 left of the 7, on the × square; the 3 that scores 6.
    let (_, j) = json(&["mathable", "moves", "--tile", "21"], &board(&[(7, 5, 7)]));
    assert!(squares(&j).contains(&(7, 4, 21)));
    let b = board(&[(5, 6, 3), (5, 7, 6), (6, 5, 3), (7, 5, 1)]);
    let (_, j) = json(&["mathable", "moves", "--tile", "3"], &b);
    assert!(squares(&j).contains(&(5, 5, 6)));
    // No square: an empty list.
    let (code, j) = json(&["mathable", "moves", "--tile", "90"], &board(&[]));
    assert_eq!((code, j), (0, serde_json::json!([])));
}

#[test]
fn a_reader_that_has_gone_ends_the_command_quietly() {
    // `tuffest mathable moves … | head -0`: no panic on the closed pipe, exit 0 as Unix tools.
    let (code, err) =
        cli::run_with_output_closed(&["mathable", "moves", "--tile", "7"], &board(&[]));
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("panicked"), "{err}");
    // And `tuf check`, which writes as it reads.
    let (code, err) = cli::run_with_output_closed(&["tuf", "check", "--game", "1"], "1 + 2 = 3\n");
    assert_eq!(code, 0, "{err}");
}

#[test]
fn bad_input_prints_an_error_and_exits_2() {
    for (args, stdin) in [
        (vec!["mathable", "moves", "--tile", "22"], board(&[])),
        (
            vec!["mathable", "moves", "--tile", "99999999999"],
            board(&[]),
        ),
        (vec!["mathable", "moves"], board(&[])),
        (
            vec!["mathable", "moves", "--tile", "7"],
            "1 2 3".to_string(),
        ),
        (
            vec!["mathable", "moves", "--tile", "7"],
            board(&[]).replacen('.', "x", 1),
        ),
        (
            vec!["mathable", "moves", "--tile", "7"],
            board(&[]).replacen('.', "300", 1),
        ),
        (
            vec!["mathable", "moves", "--tile", "7", "--what", "1"],
            board(&[]),
        ),
    ] {
        let (code, j) = json(&args, &stdin);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            j["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{args:?}: {j}"
        );
    }
    let (_, j) = json(&["mathable", "moves", "--tile", "7", "--lang", "fr"], "1 2");
    assert!(j["error"].as_str().unwrap().contains("plateau"));
}

#[test]
fn computer_against_computer_plays_to_the_end() {
    let (code, out) = run(&words("play mathable --players COMP-1,COMP-2 --seed 3"), "");
    assert_eq!(code, 0);
    assert!(out.contains("Game over"), "{out}");
    // The same seed replays the same game.
    let (_, again) = run(&words("play mathable --players COMP-1,COMP-2 --seed 3"), "");
    assert_eq!(out, again);
}

#[test]
fn a_person_places_asks_for_hints_and_everyone_agrees_to_end() {
    // Two people: whoever starts tries a wrong square, asks a hint, passes; then both agree.
    let script = "0 0 0\nhint\ntiles\npass\nquit\nyes\n";
    let (code, out) = run(
        &["play", "mathable", "--players", "Ann,Ben", "--seed", "12"],
        script,
    );
    assert_eq!(code, 0);
    assert!(
        out.contains("can be placed") || out.contains("No tile"),
        "{out}"
    );
    assert!(out.contains("Tiles left"), "{out}");
    assert!(out.contains("agrees to end the game"), "{out}");
    assert!(out.contains("Game over"), "{out}");
    // Stdin ends: the game is abandoned, not an error.
    let (code, out) = run(
        &["play", "mathable", "--players", "Ann,COMP-1", "--seed", "1"],
        "pass\n",
    );
    assert_eq!(code, 0);
    assert!(out.contains("Game abandoned"), "{out}");
}

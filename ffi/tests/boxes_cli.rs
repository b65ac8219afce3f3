//! The `tuffest` binary's Dots and Boxes commands, run from outside: the solver's JSON
//! contract (value, every best segment, proved; errors as JSON with exit code 2) and a game
//! typed in line mode.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::cli;

fn run(args: &[&str]) -> (i32, serde_json::Value, String) {
    cli::run_json(args, "")
}

fn best(j: &serde_json::Value) -> Vec<String> {
    let mut b: Vec<String> = j["best"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect();
    b.sort();
    b
}

#[test]
fn solve_prints_one_json_object_with_the_value_and_every_best_move() {
    let (code, j, text) = run(&["boxes", "solve", "--dots", "3"]);
    assert_eq!(code, 0);
    assert_eq!(text.trim().lines().count(), 1);
    // 2×2 boxes: the first player wins 3-1.
    assert_eq!(j["value"], 2);
    assert_eq!(j["proved"], true);
    // Every outer segment is optimal, no inner one is (by the board's symmetry, all or none of
    // each kind).
    assert_eq!(
        best(&j),
        vec!["h0,0", "h0,1", "h2,0", "h2,1", "v0,0", "v0,2", "v1,0", "v1,2"]
    );
    // Box (0,0) has three sides: taking it is the one best move here.
    let (code, j, _) = run(&["boxes", "solve", "--dots", "3", "--drawn", "h0,0 v0,0 h1,0"]);
    assert_eq!(code, 0);
    assert_eq!(j["proved"], true);
    assert_eq!(best(&j), vec!["v0,1"]);
    // 3×3 boxes: the second player wins 6-3.
    let (_, j, _) = run(&["boxes", "solve", "--dots=4"]);
    assert_eq!(j["value"], -3);
}

#[test]
fn a_budget_too_small_is_reported_as_not_proved() {
    let (code, j, _) = run(&["boxes", "solve", "--dots", "7", "--budget", "500"]);
    assert_eq!(code, 0);
    assert_eq!(j["proved"], false);
    assert!(j["value"].is_i64());
    assert_eq!(j["best"].as_array().unwrap().len(), 1);
}

#[test]
fn bad_input_prints_a_json_error_and_exits_2() {
    for args in [
        vec!["boxes", "solve"],
        vec!["boxes", "solve", "--dots", "9"],
        vec!["boxes", "solve", "--dots", "many"],
        vec!["boxes", "solve", "--dots", "99999999999999999999"],
        vec!["boxes", "solve", "--dots", "4", "--drawn", "h0,0 q"],
        vec!["boxes", "solve", "--dots", "4", "--drawn", "h0,9"],
        vec!["boxes", "solve", "--dots", "4", "--drawn", "h0,0 h0,0"],
        vec!["boxes", "solve", "--dots", "4", "--budget", "0"],
        vec!["boxes", "solve", "--dots", "4", "--colour", "red"],
        vec!["boxes", "solve", "--dots"],
    ] {
        cli::assert_json_error(&args);
    }
}

#[test]
fn a_game_is_played_by_typing_segments() {
    let moves =
        "h0,0\nh0,0\nhint\nh0,1\nh2,0\nh2,1\nv0,0\nv0,2\nv1,0\nv1,2\nh1,0\nh1,1\nv0,1\nv1,1\n";
    let (_, text, _) = cli::run_tuffest(&["play", "boxes", "--dots", "3", "--people"], moves);
    assert!(text.contains("segment h0,0 is already drawn"), "{text}");
    assert!(text.contains("A safe move exists"), "{text}");
    assert!(text.contains("Game over"), "{text}");
    assert!(
        text.contains("Perfect play from the set-up, for the first player: +2"),
        "{text}"
    );
    let last = text.trim().lines().last().unwrap();
    let j: serde_json::Value = serde_json::from_str(last).unwrap();
    let scores: Vec<i64> = j["scores"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    assert_eq!(scores.iter().sum::<i64>(), 4);
}

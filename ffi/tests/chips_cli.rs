//! The `tuffest chips solve` contract and `tuffest play chips`, run from outside.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::cli::{self, words};

fn run(args: &[&str]) -> (i32, String) {
    let (code, out, _) = cli::run_tuffest(args, "");
    (code, out)
}

fn json(text: &str) -> serde_json::Value {
    // Exactly one JSON object on stdout.
    assert_eq!(text.trim().lines().count(), 1, "{text}");
    serde_json::from_str(text.trim()).unwrap()
}

#[test]
fn solve_prints_the_value_every_best_square_and_proved() {
    let (code, out) = run(&words(
        "chips solve --board ..../.RY./.YR./.... --to-move Y",
    ));
    assert_eq!(code, 0);
    let j = json(&out);
    assert_eq!(j["value"], -6);
    assert_eq!(j["best"], serde_json::json!(["b1", "a2", "d3", "c4"]));
    assert_eq!(j["proved"], true);
    // No passing: red to move with no move is a finished game, valued as it stands.
    let (code, out) = run(&words(
        "chips solve --board=YRR./..../..../.... --to-move=R",
    ));
    assert_eq!(code, 0);
    let j = json(&out);
    assert_eq!(j["value"], 1);
    assert_eq!(j["best"], serde_json::json!([]));
    assert_eq!(j["game_over"], true);
}

#[test]
fn a_tiny_budget_is_reported_unproved() {
    let (code, out) = run(&words(
        "chips solve --board ....../....../..YR../..RY../....../...... --to-move R --budget 10",
    ));
    assert_eq!(code, 0);
    let j = json(&out);
    assert_eq!(j["proved"], false);
    assert!(j["value"].is_null());
}

#[test]
fn bad_input_prints_an_error_object_and_exits_2() {
    for args in [
        words("chips solve --board ..../.RX./.YR./.... --to-move Y"),
        vec!["chips", "solve", "--board", "..././...", "--to-move", "Y"],
        words("chips solve --board ..../.RY./.YR./.... --to-move G"),
        vec!["chips", "solve", "--board", "..../.RY./.YR./...."],
        vec!["chips", "solve", "--to-move", "Y"],
        words("chips solve --board ..../.RY./.YR./.... --to-move Y --budget -1"),
        words("chips solve --board ..../.RY./.YR./.... --to-move Y --colour Y"),
        vec!["chips", "solve", "--board"],
    ] {
        cli::assert_json_error(&args);
    }
    let (_, out) = run(&words(
        "chips solve --board ..../.RX./.YR./.... --to-move Y --lang fr",
    ));
    assert!(json(&out)["error"].as_str().unwrap().contains("vide"));
}

#[test]
fn play_chips_runs_a_game_in_line_mode() {
    let (code, text, _) = cli::run_tuffest(
        &words("play chips --board ..../.RY./.YR./.... --strength strong --seed 4"),
        "a1\nhint\nb1\nundo\nquit\n",
    );
    assert_eq!(code, 0);
    assert!(text.contains("would outflank nothing"), "{text}");
    assert!(
        text.contains("Perfect play from here gives you a loss by 6."),
        "{text}"
    );
    assert!(text.contains("yellow b1 1 chip turned"), "{text}");
    assert!(text.contains("Taken back."), "{text}");
    let (code, out) = run(&["play", "chips", "--size", "9"]);
    assert_eq!(code, 2);
    assert!(json(&out)["error"].is_string());
    let (code, out) = run(&["play", "chips", "--code", "NOTACODE"]);
    assert_eq!(code, 2);
    assert!(json(&out)["error"].as_str().unwrap().contains("NOTACODE"));
}

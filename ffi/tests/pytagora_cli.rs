//! The `tuffest` binary's Pytagora commands, run from outside.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::cli;

use cli::run_tuffest;

fn score(args: &[&str]) -> (i32, serde_json::Value) {
    cli::command_json(&["pytagora", "score"], args)
}

#[test]
fn score_prints_points_for_valid_lines() {
    let (code, j) = score(&["12+3=15"]);
    assert_eq!(code, 0);
    assert_eq!(j["valid"], true);
    assert_eq!(j["points"], 9);
    assert!(j["error"].is_null());
    // Spaces are ignored: `1 2` is twelve; keyboard signs read as the pieces.
    let (_, j) = score(&["1 2 x 3 = 3 6"]);
    assert_eq!(j["points"], 3 + 2 + 1 + 1 + 3);
    let (_, j) = score(&["6 : 3 = 2"]);
    assert_eq!(j["points"], 7);
    let (_, j) = score(&["6/3=2"]);
    assert_eq!(j["points"], 7);
    let (_, j) = score(&["6*1=6"]);
    assert_eq!(j["points"], 5);
    let (_, j) = score(&["2+3=5", "--crossed", "2"]);
    assert_eq!(j["points"], 7);
    let (_, j) = score(&["--crossed=1", "5-2=3"]);
    assert_eq!(j["points"], 6);
}

#[test]
fn score_reports_invalid_lines_with_their_reason() {
    for (line, kind) in [
        ("53=53", "same_both_sides"),
        ("6×4=4×6", "same_both_sides"),
        ("09=9", "leading_zero"),
        ("5×0=0", "by_zero"),
        ("7÷2=3", "not_whole"),
        ("2−5+4=1", "negative"),
        ("1+1=2=2", "two_equals"),
        ("2+3=6", "unequal"),
    ] {
        let (code, j) = score(&[line]);
        assert_eq!(code, 0, "{line}");
        assert_eq!(j["valid"], false, "{line}");
        assert_eq!(j["points"], 0, "{line}");
        assert_eq!(j["kind"], kind, "{line}");
        assert!(!j["error"].as_str().unwrap().is_empty());
    }
    let (_, j) = score(&["53=53", "--lang", "fr"]);
    assert!(j["error"].as_str().unwrap().contains("membres"));
}

#[test]
fn bad_arguments_exit_2_with_a_json_error() {
    for args in [
        vec![],
        vec!["2+?=2"],
        vec!["2+3=5", "--crossed", "many"],
        vec!["2+3=5", "--crossed", "9"],
        vec!["2+3=5", "--frobnicate", "1"],
    ] {
        let (code, j) = score(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(j["error"].is_string(), "{args:?}");
    }
}

#[test]
fn play_pytagora_in_line_mode() {
    let (code, out, _) = run_tuffest(
        &["play", "pytagora", "--seed", "4", "--first", "0"],
        "hint\nhint\nhint\nlay h0,0 1=1\nstuck\nquit\n",
    );
    assert_eq!(code, 0);
    assert!(out.contains("An equation is possible."));
    assert!(out.contains("The play: lay "));
    assert!(out.contains("both sides use the same numbers and operations"));
    assert!(out.contains("changes all pieces (−5)"));
    let (code, out, _) = run_tuffest(
        &["play", "pytagora", "--variant", "plus-minus", "--seed", "2"],
        "show\nquit\n",
    );
    assert_eq!(code, 0);
    assert!(out.contains("target 25"));
    let rack = out.lines().find(|l| l.starts_with("Your rack:")).unwrap();
    assert!(!rack.contains('×') && !rack.contains('÷'), "{rack}");
    let (code, _, err) = run_tuffest(&["play", "pytagora", "--players", "9"], "");
    assert_eq!(code, 2);
    assert!(err.contains("--players"));
}

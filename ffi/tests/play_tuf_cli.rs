//! `tuffest play tuf` driven with piped stdin.
#![allow(clippy::unwrap_used, clippy::expect_used)]

const ROLL: &str = "1 2 3 6 7 8 + + - (x) =";

use crate::support::cli;

fn play(args: &[&str], input: &str) -> (i32, String, String) {
    let mut all = vec!["play", "tuf"];
    all.extend_from_slice(args);
    cli::run_tuffest(&all, input)
}

#[test]
fn solitaire_from_text_to_score_sheet() {
    let (code, out, _) = play(
        &["--roll", ROLL, "--seed", "3"],
        "help\nplace 0\ntext 1 + 2 = 6\ntext 8 - 7 + 2 + 3 = 6\ndeclare\n",
    );
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("[0] 1 (blue)"), "cubes with indices: {out}");
    assert!(out.contains("declare"), "help: {out}");
    assert!(out.contains("Your layout: 1\n"), "place: {out}");
    assert!(
        out.contains("not valid yet: the sides are not equal"),
        "{out}"
    );
    assert!(out.contains("normal: 8 − 7 + 2 + 3 = 6"), "{out}");
    assert!(out.contains("valid, worth 9"), "{out}");
    assert!(out.contains("limit 5:00"), "the timer: {out}");
    assert!(out.contains("-- Score sheet, round 1 --"), "{out}");
    assert!(out.contains("Winner: You"), "{out}");
}

#[test]
fn eof_ends_cleanly_and_errors_are_explained() {
    let (code, out, _) = play(
        &["--roll", ROLL, "--game", "1", "--virtual-clock"],
        "frobnicate\nremove 9\ndeclare\ntext 1 + 2 = 3\ntuf\nwait 170\nshow\n",
    );
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("unknown command \"frobnicate\""), "{out}");
    assert!(out.contains("there is nothing at position 9"), "{out}");
    assert!(out.contains("place some cubes first"), "{out}");
    assert!(out.contains("You: TUF! (5)"), "{out}");
    assert!(out.contains("red 0:10"), "the virtual clock moved: {out}");
    // EOF: the round is ended and scored, the final declarer doubled.
    assert!(out.contains("final declarer: double"), "{out}");
    assert!(out.contains("Bye!"), "{out}");
}

#[test]
fn the_window_runs_out_on_the_virtual_clock() {
    let (code, out, _) = play(
        &[
            "--roll",
            ROLL,
            "--game",
            "1",
            "--rounds",
            "2",
            "--virtual-clock",
        ],
        "t 1 + 2 = 3\nd\nwait 181\nnext\nt 1 + 2 + 3 = 6\nd\nwait 200\n",
    );
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("** Time! **"), "{out}");
    assert!(out.contains("Round 2: the cubes are rolled."), "{out}");
    assert!(out.contains("You            24   (10, 14)"), "{out}");
    assert!(out.contains("Winner: You"), "{out}");
}

#[test]
fn bad_options_are_refused() {
    let (code, _, err) = play(&["--players", "9"], "");
    assert_eq!(code, 2);
    assert!(err.contains("--players takes 0 to 3"), "{err}");
    let (code, _, err) = play(&["--game", "banana"], "");
    assert_eq!(code, 2);
    assert!(err.contains("unknown game"), "{err}");
}

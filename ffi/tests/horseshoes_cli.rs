//! The `tuffest` binary's Math Horseshoes commands, run from outside.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::cli::{self, words};

fn run(args: &[&str]) -> (i32, serde_json::Value) {
    let (code, json, _) = cli::run_json(args, "");
    (code, json)
}

/// `horseshoes score` of `expression` for the rulebook's puzzle: 341 from 1, 3, 4 and 17.
fn score_rulebook(expression: &str) -> (i32, serde_json::Value) {
    run(&[
        "horseshoes",
        "score",
        "--target",
        "341",
        "--numbers",
        "1,3,4,17",
        expression,
    ])
}

#[test]
fn score_prints_the_rulebook_example() {
    let (code, j) = score_rulebook("√((17+3)^4) − 1");
    assert_eq!(code, 0);
    assert_eq!(j["score"], 5);
    assert_eq!(j["exact"], "399");
    assert_eq!(j["valid"], true);
}

#[test]
fn score_reports_invalid_expressions_and_irrational_decimals() {
    let (code, j) = score_rulebook("((17+1)^3)/17 - 4");
    assert_eq!(code, 0);
    assert_eq!(j["valid"], false);
    assert_eq!(j["score"], 0);
    assert!(j["error"].as_str().unwrap().contains("17"));
    let (_, j) = run(&words(
        "horseshoes score --target=341 --numbers=1,3,4,17 sqrt(17)*3*4+1",
    ));
    assert_eq!(j["valid"], true);
    assert_eq!(j["decimal"], "50.477267507412");
    assert!(j["exact"].is_null());
}

#[test]
fn bad_arguments_exit_non_zero_with_a_json_error() {
    for args in [
        vec!["horseshoes", "score", "--target", "341", "1+1"],
        words("horseshoes score --target 99 --numbers 1,3,4,17 1"),
        words("horseshoes score --target 341 --numbers 1,3,4,17"),
        words("horseshoes solve --numbers 1,3,4,x --target 341"),
        vec!["horseshoes", "solve", "--bogus"],
        vec!["horseshoes", "solve", "--numbers"],
    ] {
        let (code, j) = run(&args);
        assert_ne!(code, 0, "{args:?}");
        assert!(j["error"].is_string(), "{args:?}");
    }
}

#[test]
fn solve_in_both_modes() {
    let (code, j) = run(&words("horseshoes solve --numbers 1,3,4,17 --target 341"));
    assert_eq!(code, 0);
    assert_eq!(j["mode"], "best");
    assert_eq!(j["score"], 10);
    assert_eq!(j["search"], "stopped at 10");
    assert_eq!(j["exhaustive"], false);
    let (code, j) = run(&words(
        "horseshoes solve --numbers 2,5,10,10,7,3 --target 100 --countdown",
    ));
    assert_eq!(code, 0);
    assert_eq!(j["distance"], "0");
    assert_eq!(j["value"], "100");
}

#[test]
fn countdown_mode_takes_classic_countdown_puzzles() {
    let (code, j) = run(&words(
        "horseshoes solve --numbers 25,50,75,100,3,6 --target 952 --countdown",
    ));
    assert_eq!(code, 0, "{j}");
    assert_eq!(j["mode"], "countdown");
    assert_eq!(j["distance"], "0");
    assert_eq!(j["value"], "952");
    // The expression uses those numbers, each at most once (its value is checked in core).
    let expr = j["expression"].as_str().unwrap().to_string();
    let mut left = vec![25, 50, 75, 100, 3, 6];
    for tok in expr
        .split(|c: char| !c.is_ascii_digit())
        .filter(|t| !t.is_empty())
    {
        let n: u32 = tok.parse().unwrap();
        let k = left
            .iter()
            .position(|&m| m == n)
            .expect("number used too often");
        left.remove(k);
    }
    // Limits in countdown mode: numbers 1..=1000, targets 1..=9999, at most six numbers.
    let (code, j) = run(&words(
        "horseshoes solve --numbers 1000,7 --target 9999 --countdown",
    ));
    assert_eq!(code, 0, "{j}");
    for args in [
        ["--numbers", "1001,7", "--target", "100"],
        ["--numbers", "25,50", "--target", "10000"],
        ["--numbers", "25,50", "--target", "0"],
        ["--numbers", "1,2,3,4,5,6,7", "--target", "100"],
    ] {
        let mut all = vec!["horseshoes", "solve", "--countdown"];
        all.extend(args);
        let (code, j) = run(&all);
        assert_ne!(code, 0, "{args:?}");
        assert!(j["error"].is_string(), "{args:?}");
    }
    // Without --countdown the Math Horseshoes limits still apply.
    let (code, _) = run(&words(
        "horseshoes solve --numbers 25,50,75,100,3,6 --target 952",
    ));
    assert_ne!(code, 0);
}

#[test]
fn play_a_pass_and_play_round_on_stdin() {
    let (code, text, _) = cli::run_tuffest(
        &words("play horseshoes --players Ann,Bob --numbers 1,3,4,17 --target 341"),
        "\nsqrt((17+3)^4) - 1\n\n17*3*4+1\n",
    );
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains(
            "Ann: √((17 + 3)^4) − 1 = 399 -> 5 points (58 away from the target: between 32 and 64, so 10 − 5 = 5 points.)"
        ),
        "{text}"
    );
    assert!(
        text.contains("Bob: 17 × 3 × 4 + 1 = 205 -> 3 points"),
        "{text}"
    );
    assert!(text.contains("Best found"), "{text}");
    assert!(text.contains("Pass the device to Bob."), "{text}");
    assert!(text.contains("Ann wins with 5 points."), "{text}");
}

#[test]
fn play_a_solitaire_round_in_french() {
    let (code, text, _) = cli::run_tuffest(
        &words("play horseshoes --lang fr --numbers 1,3,4,17 --target 341"),
        "\n17 / (4 - 3 - 1)\n",
    );
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("Fers à cheval mathématiques."), "{text}");
    assert!(
        text.contains("(L'expression n'est pas valable\u{a0}: elle divise par zéro.)"),
        "{text}"
    );
    assert!(text.contains("Vous marquez 0 point sur 10."), "{text}");
}

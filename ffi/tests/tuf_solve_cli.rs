//! `tuffest tuf solve` from the outside: JSON out, the equation confirmed by the engine, and bad
//! input answered with `{"error": …}` and exit code 2.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use crate::support::cli;
use tuffest_core::tuf::board::bind;
use tuffest_core::tuf::notation;
use tuffest_core::tuf::roll::Roll;
use tuffest_core::tuf::{check, Game};

fn run(args: &[&str]) -> (i32, serde_json::Value) {
    cli::command_json(&["tuf", "solve"], args)
}

fn confirm(json: &serde_json::Value, roll: &Roll, game: Game) {
    let text = json["equation"].as_str().expect("an equation");
    let layout = bind(&notation::parse(text).unwrap(), roll).expect("uses the roll's cubes");
    let v = check(&layout, &game.settings());
    assert!(v.valid, "{text}: {:?}", v.reason);
    assert_eq!(i64::from(v.cube_value), json["value"].as_i64().unwrap());
    assert_eq!(u64::from(v.cubes), json["cubes"].as_u64().unwrap());
    assert_eq!(v.normal, json["normal"].as_str().unwrap());
}

#[test]
fn solves_a_roll_given_by_faces() {
    let (code, json) = run(&["--game", "1", "--faces", "4 2 0 7 8 7 + × + (x) ="]);
    assert_eq!(code, 0);
    assert_eq!(json["roll"], "4 2 0 7 8 7 + × + (x) =");
    assert_eq!(json["proved_optimal"], true);
    assert_eq!(json["value"], 10);
    confirm(
        &json,
        &Roll::from_faces("4 2 0 7 8 7 + × + (x) =").unwrap(),
        Game::G1,
    );
}

#[test]
fn solves_rolls_given_by_code_in_every_exact_game() {
    for (game, name) in [
        (Game::G1, "1"),
        (Game::G1A, "1A"),
        (Game::G2, "2"),
        (Game::G2A, "2A"),
        (Game::G3, "3"),
        (Game::G1Cb, "1C(b)"),
    ] {
        for seed in 0..3 {
            let roll = Roll::for_game(game, false, 500 + seed);
            let (code, json) = run(&["--game", name, "--roll", &roll.code()]);
            assert_eq!(code, 0, "{json}");
            assert_eq!(json["roll"], roll.faces_text().as_str());
            assert_eq!(json["proved_optimal"], true, "{json}");
            if !json["equation"].is_null() {
                confirm(&json, &roll, game);
            }
        }
    }
}

#[test]
fn lists_optimal_equations_with_all() {
    let faces = "5 2 5 6 9 7 1/2 1/2 × - + ÷ (x) =";
    let (code, json) = run(&["--game", "2A", "--faces", faces, "--all", "4"]);
    assert_eq!(code, 0);
    assert_eq!(json["count"], 4);
    let roll = Roll::from_faces(faces).unwrap();
    let mut seen = std::collections::HashSet::new();
    for e in json["equations"].as_array().unwrap() {
        assert_eq!(e["value"], json["value"]);
        confirm(e, &roll, Game::G2A);
        assert!(seen.insert(e["equation"].as_str().unwrap().to_string()));
    }
}

#[test]
fn settings_flags_change_the_answer() {
    // Equating to zero: "0 = 0"-like equations lose two cubes with the penalty.
    let faces = "0 0 0. - - - - =";
    let (_, allowed) = run(&["--game", "1", "--faces", faces]);
    let (_, penalty) = run(&["--game", "1", "--faces", faces, "--zero", "penalty"]);
    let (_, disallowed) = run(&["--game", "1", "--faces", faces, "--zero", "disallowed"]);
    assert_eq!(allowed["value"], 8);
    assert_eq!(penalty["value"], 6);
    assert_eq!(disallowed["value"], 0);
    assert!(disallowed["equation"].is_null());
    let (_, worth3) = run(&[
        "--game",
        "2",
        "--faces",
        "1 1/2 + 1/2 =",
        "--fraction-value",
        "3",
    ]);
    assert_eq!(worth3["value"], 9); // 1/2 + 1/2 = 1
}

#[test]
fn anytime_games_take_a_budget() {
    let (code, json) = run(&[
        "--game",
        "4",
        "--faces",
        "4 2 0 7 8 7 1/2 + × + (x) - =",
        "--budget",
        "100000",
    ]);
    assert_eq!(code, 0);
    confirm(
        &json,
        &Roll::from_faces("4 2 0 7 8 7 1/2 + × + (x) - =").unwrap(),
        Game::G4,
    );
}

#[test]
fn bad_input_is_an_error_with_exit_code_2() {
    for args in [
        vec!["--game", "9", "--faces", "1 = 1"],
        vec!["--game", "1"],
        vec!["--game", "1", "--faces", "1 banana"],
        vec!["--game", "1", "--roll", "!!"],
        vec!["--game", "1", "--roll", "ABC", "--faces", "1 = 1"],
        vec!["--game", "1", "--faces", "1 = 1", "--budget", "0"],
        vec!["--game", "1", "--faces", "1 = 1", "--all", "lots"],
        vec!["--game", "1", "--faces", "1 = 1", "--frobnicate", "2"],
        vec!["--game", "1", "--faces", "1 = 1", "stray"],
        vec!["--game", "1", "--faces"],
        vec!["--game", "1", "--faces", "1 = 1", "--zero", "maybe"],
    ] {
        cli::assert_json_error(&[["tuf", "solve"].as_slice(), &args].concat());
    }
}

#[test]
fn a_roll_without_an_equation_says_so() {
    let (code, json) = run(&["--game", "1", "--faces", "1 2 +"]);
    assert_eq!(code, 0);
    assert!(json["equation"].is_null());
    assert_eq!(json["value"], 0);
}

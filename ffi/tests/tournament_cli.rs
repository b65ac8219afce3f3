//! The tournament from outside: `tuffest tournament pairings` (the round-robin schedule as
//! JSON), `tuffest tournament code` (a generated set-up's share code), and `tuffest play
//! tournament` (a whole event of computer players, a person's tournament saved and resumed,
//! bad codes and saves refused).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::cli::{self, words};

use std::process::Command;

fn run(args: &[&str]) -> (i32, serde_json::Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_tuffest"))
        .args(args)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let json = serde_json::from_str(text.trim()).unwrap_or(serde_json::Value::Null);
    (out.status.code().unwrap_or(-1), json)
}

#[test]
fn eight_competitors_follow_the_berger_tables() {
    let (code, j) = run(&["tournament", "pairings", "--players", "8"]);
    assert_eq!(code, 0);
    let rounds = j["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 7);
    assert_eq!(
        rounds[0],
        serde_json::json!([[1, 8], [2, 7], [3, 6], [4, 5]])
    );
    assert_eq!(
        rounds[1],
        serde_json::json!([[8, 5], [6, 4], [7, 3], [1, 2]])
    );
}

#[test]
fn odd_fields_list_byes_as_null() {
    let (code, j) = run(&["tournament", "pairings", "--players", "5"]);
    assert_eq!(code, 0);
    let rounds = j["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 5);
    for r in rounds {
        let byes = r
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p[1].is_null())
            .count();
        assert_eq!(byes, 1, "{r}");
    }
}

#[test]
fn bad_arguments_print_an_error_and_exit_2() {
    for args in [
        vec!["tournament", "pairings"],
        vec!["tournament", "pairings", "--players", "9"],
        vec!["tournament", "pairings", "--players", "x"],
        vec!["tournament", "pairings", "--players", "1"],
        vec!["tournament", "pairings", "--players", "4", "--swiss"],
    ] {
        cli::assert_json_error(&args);
    }
}

#[test]
fn a_generated_setup_has_one_code_that_starts_the_same_event() {
    let args = [
        "tournament",
        "code",
        "--players",
        "Ann:strong,Ben:casual,Cleo:beginner,Dan:unbeatable,Eve:strong",
        "--system",
        "swiss",
        "--seed",
        "4",
    ];
    let (code, j, _) = cli::run_json(&args, "");
    assert_eq!(code, 0);
    assert_eq!(j["competitors"], 5);
    // Swiss for five: ⌈log₂ 5⌉ + 1 = 4 rounds.
    assert_eq!(j["rounds"], 4);
    let share = j["code"].as_str().unwrap().to_string();
    // Computer players only: the whole event plays out, final included, and ends with JSON.
    let by_players = cli::run_tuffest(
        &words("play tournament --players Ann:strong,Ben:casual,Cleo:beginner,Dan:unbeatable,Eve:strong --system swiss --seed 4"),
        "",
    );
    let by_code = cli::run_tuffest(&["play", "tournament", "--code", &share], "");
    assert_eq!(by_players.0, 0, "{}", by_players.2);
    assert_eq!(by_players.1, by_code.1, "the code runs the same event");
    let last: serde_json::Value = serde_json::from_str(by_code.1.lines().last().unwrap()).unwrap();
    assert_eq!(last["games"], 8);
    assert_eq!(last["records"], 10);
    assert!(last["champion"].is_string());
    assert!(by_code.1.contains("Standings") && by_code.1.contains("Final"));
    // French on request.
    let fr = cli::run_tuffest(
        &["play", "tournament", "--code", &share, "--lang", "fr"],
        "",
    );
    assert!(
        fr.1.contains("Classement") && fr.1.contains("remporte le tournoi"),
        "{}",
        fr.1
    );
}

#[test]
fn a_persons_tournament_is_saved_on_quit_and_resumed() {
    let dir = std::env::temp_dir().join(format!("tuffest-tcli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("event.json");
    let file = file.to_str().unwrap();
    let players = "Ann,Ben:strong,Cleo:casual";
    // Ann chooses to move first, then quits: the tournament is written to the file.
    let (code, out, _) = cli::run_tuffest(
        &["play", "tournament", "--players", players, "--save", file],
        "1\nstandings\nquit\n",
    );
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Ann chooses to move first"), "{out}");
    assert!(out.contains("saved to"), "{out}");
    let saved = std::fs::read_to_string(file).unwrap();
    assert!(saved.contains("\"tournament\""), "{saved}");
    // Resumed: the same game is in play, with Ann to move; the results table is there.
    let (code, out, _) = cli::run_tuffest(&["play", "tournament", "--resume", file], "csv\nquit\n");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Ann – Ben, first to move: Ann"), "{out}");
    assert!(out.contains("kind,round,player_a,player_b"), "{out}");
    // A damaged save and a bad code are refused with their reasons, exit code 2.
    std::fs::write(file, &saved[..saved.len() / 2]).unwrap();
    let (code, _, err) = cli::run_tuffest(&["play", "tournament", "--resume", file], "");
    assert_eq!(code, 2);
    assert!(!err.trim().is_empty());
    let (code, _, err) = cli::run_tuffest(&["play", "tournament", "--code", "NOTACODE"], "");
    assert_eq!(code, 2);
    assert!(err.contains("not a tournament code"), "{err}");
    let (code, _, err) =
        cli::run_tuffest(&["play", "tournament", "--players", "Ann,Ben:genius"], "");
    assert_eq!(code, 2);
    assert!(err.contains("not a strength"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

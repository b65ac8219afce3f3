//! Pytagora's games for the youngest in line mode: computer players finish a game of each (and
//! of each Up and down variant) and print the pieces left; a person's refused square is said in
//! words; bad options exit 2.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::cli::{self, words};

fn last_json(out: &str) -> serde_json::Value {
    serde_json::from_str(out.lines().last().unwrap_or("")).unwrap_or(serde_json::Value::Null)
}

#[test]
fn computer_players_finish_up_and_down_and_multiplication_tables() {
    for variant in ["standard", "even-odd", "both-ways"] {
        let (code, out, err) = cli::run_tuffest(
            &[
                "play",
                "updown",
                "--variant",
                variant,
                "--people",
                "0",
                "--computers",
                "3",
            ],
            "",
        );
        assert_eq!(code, 0, "{err}");
        let j = last_json(&out);
        assert_eq!(j["pieces_left"].as_array().map(Vec::len), Some(3), "{out}");
        assert!(out.contains("Game over"), "{out}");
    }
    let (code, out, _) =
        cli::run_tuffest(&words("play tables --people 0 --computers 2 --lang fr"), "");
    assert_eq!(code, 0);
    assert!(out.contains("Partie finie"), "{out}");
    assert_eq!(
        last_json(&out)["pieces_left"].as_array().map(Vec::len),
        Some(2)
    );
}

#[test]
fn a_person_is_told_why_a_move_is_refused_and_bad_options_exit_2() {
    let (code, out, _) = cli::run_tuffest(&["play", "updown", "--seed", "3"], "e5\nhint\nquit\n");
    assert_eq!(code, 0);
    assert!(out.contains("no piece goes on that square"), "{out}");
    assert!(
        out.contains("goes on c1") || out.contains("draw a piece"),
        "{out}"
    );
    let (code, _, err) = cli::run_tuffest(&["play", "updown", "--variant", "sideways"], "");
    assert_eq!(code, 2);
    assert!(err.contains("--variant"), "{err}");
    let (code, _, err) = cli::run_tuffest(&["play", "tables", "--people", "9"], "");
    assert_eq!(code, 2);
    assert!(err.contains("1 to 6"), "{err}");
}

//! `tuffest tournament pairings`: the round-robin schedule as JSON, for scripts.
#![allow(clippy::unwrap_used, clippy::expect_used)]

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
        let (code, j) = run(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            j["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{args:?}"
        );
    }
}

//! The `tuffest` binary's French-game commands, run from outside.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::cli::{self, words};

use cli::run_tuffest;

fn check(args: &[&str]) -> (i32, serde_json::Value) {
    cli::command_json(&["crossword", "check"], args)
}

#[test]
fn check_reads_fractions_decimals_and_negatives() {
    let (code, j) = check(&["8:5=13/5"]);
    assert_eq!(code, 0);
    assert_eq!(j["valid"], true);
    assert_eq!(j["value"], "1.6");
    assert_eq!(j["spoken"], "8 divided by 5 equals 1 and 3/5");
    let (_, j) = check(&["8 = 8,0 = 8.00"]);
    assert_eq!(j["valid"], true);
    let (_, j) = check(&["6x-2=-12", "--lang", "fr"]);
    assert_eq!(j["spoken"], "6 fois moins 2 égale moins 12");
    let (_, j) = check(&["1--1=2", "--lang", "fr"]);
    assert_eq!(j["valid"], false);
    assert_eq!(j["kind"], "grey_together");
    let (code, j) = check(&["1?1"]);
    assert_eq!(code, 2);
    assert!(j["error"].is_string());
    // Variant 5's tiles.
    let (_, j) = check(&["√(16+9)=5"]);
    assert_eq!(j["valid"], true);
    assert_eq!(
        j["spoken"],
        "the square root of open bracket 16 plus 9 close bracket equals 5"
    );
    let (_, j) = check(&["√8=3", "--lang", "fr"]);
    assert_eq!(j["valid"], false);
    assert_eq!(j["kind"], "root_not_exact");
    let (_, j) = check(&["(2+3)x4=20"]);
    assert_eq!(j["valid"], true);
    // A game with them: the bag holds 118 tiles.
    let (code, out, err) = run_tuffest(
        &words("play crossword --home-made --players 1 --seed 3"),
        "quit\n",
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("bag: 50 white, 48 grey"), "{out}");
}

#[test]
fn play_crossword_in_line_mode() {
    let (code, out, _) = run_tuffest(
        &words("play crossword --seed 7 --first 0 --players 1"),
        "hint\nhint\nhint\nlay h7,7 5−15÷5=3\nlay h7,7 5-15:5=2\nshow\nquit\n",
    );
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("An equation can be made with your tiles."));
    // The third hint names the whole play (across or down: the best the search finds).
    assert!(
        out.contains("The play: lay h") || out.contains("The play: lay v"),
        "{out}"
    );
    assert!(out.contains("5−15÷5=3 is not a true equation: the members are not equal (2 and 3)"));
    assert!(out.contains("5 minus 15 divided by 5 equals 2"), "{out}");
    let (code, out, _) = run_tuffest(
        &words("play crossword --seed 4 --first 0 --players 0 --lang fr"),
        "hint\nexchange 352\npass\nquit\n",
    );
    assert_eq!(code, 0);
    assert!(out.contains("Aucun coup trouvé"));
    assert!(
        out.contains("échange 3") || out.contains("ne contient pas"),
        "{out}"
    );
    let (code, _, err) = run_tuffest(&["play", "crossword", "--rack", "11"], "");
    assert_eq!(code, 2);
    assert!(err.contains("--rack"));
    // Variant 4: Ann has 45 seconds a turn, Ben the table's 90.
    let (code, out, _) = run_tuffest(
        &words("play crossword --people Ann,Ben --first 0 --turn-seconds 90 --handicap 45,0"),
        "ready
show
pass
ready
show
quit
",
    );
    assert_eq!(code, 0, "{out}");
    let left: Vec<u32> = out
        .lines()
        .filter_map(|l| l.strip_prefix("Time left: "))
        .filter_map(|l| l.trim_end_matches(" s").parse().ok())
        .collect();
    let first_ben = left
        .iter()
        .position(|s| *s > 45)
        .expect("Ben's longer limit");
    assert!(first_ben > 0, "Ann's turn comes first: {left:?}");
    assert!(left[..first_ben].iter().all(|s| *s <= 45), "{left:?}");
    assert!(left.iter().all(|s| *s <= 90), "{left:?}");
    let (code, _, err) = run_tuffest(&["play", "crossword", "--handicap", "30,x"], "");
    assert_eq!(code, 2);
    assert!(err.contains("--handicap"), "{err}");
    let (code, _, err) = run_tuffest(
        &words("play crossword --people Ann --handicap 30,30,30"),
        "",
    );
    assert_eq!(code, 2, "more handicaps than seats is refused");
    assert!(err.contains("handicaps"), "{err}");
}

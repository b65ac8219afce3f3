//! The full-screen game in a real pseudo-terminal (`script` from util-linux): it opens the
//! alternate screen with mouse and focus reports, draws the menu, and on `q` or Ctrl-C puts the
//! terminal back (alternate screen left, mouse and focus reports off) and exits 0. Without a
//! terminal the line mode runs unchanged (the other CLI tests).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

/// Runs `tuffest ARGS` in an 80 × 24 pseudo-terminal, typing `keys` after a moment; the exit
/// code and every byte the program wrote to the terminal.
fn in_terminal(args: &str, keys: &[u8]) -> (i32, Vec<u8>) {
    let home = tempfile::tempdir().unwrap();
    let command = format!(
        "stty cols 80 rows 24; {} {args}",
        env!("CARGO_BIN_EXE_tuffest")
    );
    let mut child = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env("HOME", home.path())
        .env("XDG_DATA_HOME", home.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("script (util-linux) runs");
    let mut stdin = child.stdin.take().unwrap();
    std::thread::sleep(Duration::from_millis(700));
    stdin.write_all(keys).unwrap();
    stdin.flush().unwrap();
    let out = child.wait_with_output().unwrap();
    drop(stdin);
    (out.status.code().unwrap_or(-1), out.stdout)
}

fn at(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn last_at(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).rposition(|w| w == needle)
}

fn check_restored(code: i32, out: &[u8]) {
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(out));
    let enter = at(out, b"\x1b[?1049h").expect("the alternate screen opens");
    let menu = at(out, b"TUFFEST").expect("the menu is drawn");
    let leave = last_at(out, b"\x1b[?1049l").expect("the alternate screen is left");
    assert!(enter < menu && menu < leave);
    for off in [&b"\x1b[?1000l"[..], b"\x1b[?1004l"] {
        let i = last_at(out, off).expect("mouse and focus reports are turned off");
        assert!(i > menu);
    }
}

#[test]
fn q_leaves_the_menu_and_restores_the_terminal() {
    let (code, out) = in_terminal("", b"q");
    check_restored(code, &out);
}

#[test]
fn ctrl_c_leaves_a_game_and_restores_the_terminal() {
    // Enter starts TUF from the menu; Ctrl-C leaves at once (the game is saved).
    let (code, out) = in_terminal("--lang en", b"\r\x03");
    check_restored(code, &out);
    // (The screen is drawn as differences, so a word may come apart where the menu had the
    // same letter in the same cell: any of the game's words will do.)
    assert!(
        [
            &b"thinking"[..],
            b"Your cubes",
            b"Your equation",
            b"declare"
        ]
        .iter()
        .any(|w| at(&out, w).is_some()),
        "the game was drawn"
    );
    assert!(
        at(&out, b"The game is saved").is_some(),
        "{}",
        String::from_utf8_lossy(&out)
    );
}

//! Runs the `tuffest` binary with arguments and piped standard input.

use std::io::Write;
use std::process::{Command, Stdio};

/// The exit code (-1 when killed), standard output and standard error of `tuffest ARGS` fed
/// `input` on standard input.
pub fn run_tuffest(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tuffest"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tuffest starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .expect("input is written");
    let out = child.wait_with_output().expect("tuffest ends");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

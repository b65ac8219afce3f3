//! Runs the `tuffest` binary with arguments and piped standard input.

use std::io::Write;
use std::process::{Child, Command, Output, Stdio};

/// `tuffest ARGS` started with its standard input, output and error piped.
fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_tuffest"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tuffest starts")
}

/// Gives `input` to the child's standard input, closes it and waits for the end. The binary may
/// refuse its arguments before reading stdin: a broken pipe is fine.
fn feed(mut child: Child, input: &str) -> Output {
    let _ = child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes());
    child.wait_with_output().expect("tuffest ends")
}

/// The exit code (-1 when killed), standard output and standard error of `tuffest ARGS` fed
/// `input` on standard input.
pub fn run_tuffest(args: &[&str], input: &str) -> (i32, String, String) {
    let out = feed(spawn(args), input);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The exit code of `tuffest ARGS` fed `input`, the one JSON value it printed (`Null` when its
/// output is not one), and its output as text.
pub fn run_json(args: &[&str], input: &str) -> (i32, serde_json::Value, String) {
    let (code, out, _) = run_tuffest(args, input);
    let json = serde_json::from_str(out.trim()).unwrap_or(serde_json::Value::Null);
    (code, json, out)
}

/// Asserts that `tuffest ARGS`, fed no input, refuses: exit code 2 and one JSON value whose
/// `error` is a sentence.
pub fn assert_json_error(args: &[&str]) {
    let (code, json, out) = run_json(args, "");
    assert_eq!(code, 2, "{args:?}: {out}");
    assert!(
        json["error"].as_str().is_some_and(|e| !e.is_empty()),
        "{args:?}: {out}"
    );
}

/// A command line's arguments, written as one line (no argument holds a space).
pub fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

/// The exit code of `tuffest COMMAND… ARGS…` (the `command` words, then `args`) fed no input,
/// and the one JSON value it printed (`Null` when its output is not one).
pub fn command_json(command: &[&str], args: &[&str]) -> (i32, serde_json::Value) {
    let all: Vec<&str> = command.iter().chain(args).copied().collect();
    let (code, json, _) = run_json(&all, "");
    (code, json)
}

/// The exit code and standard error of `tuffest ARGS` fed `input`, its standard output closed
/// before it writes anything (`tuffest … | head -0`): the reader has gone.
pub fn run_with_output_closed(args: &[&str], input: &str) -> (i32, String) {
    let mut child = spawn(args);
    // Closed before the input is given: the command cannot write until it has read it all.
    drop(child.stdout.take());
    let out = feed(child, input);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

//! The terminal shell.
fn main() {}

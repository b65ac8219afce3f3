//! The boundary's and the `tuffest` binary's integration tests, one module a topic, built as one test binary (one link
//! instead of one per file, and the topics run side by side in one harness). Run one topic
//! with a filter: `cargo test -p tuffest-ffi --release --test boundary <topic>::`.

mod boxes_cli;
mod chips_cli;
mod crossword_boundary;
mod crossword_cli;
mod game_boundary;
mod horseshoes_boundary;
mod horseshoes_cli;
mod kids_cli;
mod mathable_cli;
mod play_tuf_cli;
mod pytagora_cli;
mod tournament_boundary;
mod tournament_cli;
mod tuf_language;
mod tuf_solve_cli;
mod tui_terminal;

/// Helpers and slow references that several topics share (each file is loaded once).
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod support {
    pub mod cli;
}

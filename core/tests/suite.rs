//! Tuffest core's integration tests, one module a topic, built as one test binary (one link
//! instead of one per file, and the topics run side by side in one harness). Run one topic
//! with a filter: `cargo test -p tuffest-core --release --test suite <topic>::`.

mod boxes_game;
mod boxes_solver;
mod chips_game;
mod chips_rules;
mod chips_solver;
mod crossword_drop;
mod crossword_moves;
mod french_game;
mod french_moves;
mod french_rules;
mod guides;
mod history;
mod horseshoes_examples;
mod horseshoes_keys;
mod horseshoes_language;
mod horseshoes_round;
mod horseshoes_solver;
mod kids;
mod kit_edited_inputs;
mod kit_games;
mod mathable_computer;
mod mathable_game;
mod mathable_moves;
mod mathable_rules;
mod pytagora_computers;
mod pytagora_rules;
mod tournament_event;
mod tournament_pairings;
mod tournament_setup;
mod tuf_examples;
mod tuf_messages;
mod tuf_play;
mod tuf_play_computers;
mod tuf_play_language;
mod tuf_properties;
mod tuf_safety;
mod tuf_solver;
mod tuf_solver_reference;

/// Helpers and slow references that several topics share (each file is loaded once).
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod support {
    pub mod boxes_reference;
    pub mod chips_reference;
    pub mod crossword_reference;
    pub mod example_settings;
    pub mod help_asked;
    pub mod horseshoes_reference;
    pub mod kit_contract;
    pub mod mathable_reference;
    pub mod mathable_tables;
    pub mod play;
    pub mod pytagora_scene;
    pub mod tuf_reference;
}

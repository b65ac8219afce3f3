//! Tuffest's core: the rules of every game, exact evaluation, game state, solvers, computer
//! players and the SQLite score history. Pure rules take time and randomness as parameters;
//! the history store is the one module that does I/O.
//!
//! With the `uniffi` feature (turned on by `tuffest-ffi`), the views, events, commands, setups
//! and history records the apps use derive their UniFFI records and enums here, so the Kotlin,
//! Swift and Python bindings carry the core's own types.

// UniFFI's generated scaffolding needs `unsafe`; the core's own code uses none.
#![cfg_attr(feature = "uniffi", allow(unsafe_code))]

#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!();

#[cfg(feature = "uniffi")]
use {horseshoes::Problem, tuf::roll::Roll};

// A roll crosses the boundary as its share code; a code that cannot be read is refused (apps
// read codes with `tufRollFromCode`, which words the refusal).
#[cfg(feature = "uniffi")]
uniffi::custom_type!(Roll, String, {
    lower: |roll| roll.code(),
    try_lift: |code| Roll::from_code(&code)
        .map_err(|e: tuf::roll::RollError| uniffi::deps::anyhow::anyhow!(e.text_in(lang::Lang::En))),
});

// Why a Horseshoes answer is invalid crosses as the core's JSON of it (the verdict's `error`
// is the sentence to show).
#[cfg(feature = "uniffi")]
uniffi::custom_type!(Problem, String, {
    lower: |problem| serde_json::to_string(&problem).unwrap_or_default(),
    try_lift: |json| serde_json::from_str(&json).map_err(uniffi::deps::anyhow::Error::from),
});

pub mod any_game;
pub mod arith;
pub mod boxes;
pub mod chips;
pub mod crossword;
pub mod exact;
pub mod guide;
pub mod history;
pub mod horseshoes;
pub mod kit;
pub mod lang;
pub mod mathable;
pub mod rng;
pub mod saved;
pub mod timer;
pub mod tournament;
pub mod tuf;

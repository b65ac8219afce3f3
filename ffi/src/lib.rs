//! Tuffest's app boundary: the UniFFI objects, free functions and the one error that the Kotlin
//! (Android), Swift (iOS) and Python bindings are generated from, beside the core's own records
//! and enums (derived behind `tuffest-core`'s `uniffi` feature, so nothing is mirrored here).
//!
//! Every object delegates to a core type behind a [`std::sync::Mutex`] (a poisoned lock is
//! recovered, never unwrapped); [`TuffestError`] carries a kind and a sentence worded in the
//! object's language. No rule lives here: a field the apps need and the core lacks is added to
//! the core. [`game`]: the one session object of every game (TUF and Math Horseshoes
//! included) and the games' setup lists; [`tuf`]: the board, verdicts, rolls and codes;
//! [`horseshoes`]: puzzles and judging; [`history`]: the SQLite score history. Generate the
//! bindings with `scripts/gen-bindings.sh kotlin|swift|python|all OUT_DIR`.

// UniFFI's generated scaffolding needs `unsafe`; this crate's own code uses none.
#![allow(unsafe_code)]

uniffi::setup_scaffolding!();

pub mod error;
pub mod game;
pub mod history;
pub mod horseshoes;
mod lock;
pub mod tuf;

pub use error::TuffestError;

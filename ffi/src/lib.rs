//! Tuffest's app boundary: the UniFFI objects, records and the one error enum that the Kotlin
//! (Android), Swift (iOS) and Python bindings are generated from.
//!
//! The boundary is thin: every object delegates to a core type behind a [`std::sync::Mutex`]
//! (a poisoned lock is recovered, never unwrapped), the records and enums are the core's own
//! (derived behind `tuffest-core`'s `uniffi` feature, so nothing is mirrored here), and
//! [`TuffestError`] carries a kind and a sentence to show, worded in the object's language. No
//! rule lives here: a field the apps need and the core lacks is added to the core.
//!
//! - [`tuf`]: TUF matches ([`tuf::TufMatch`]), the board (a roll and the layout built from
//!   it), verdicts, rolls and codes.
//! - [`horseshoes`]: Math Horseshoes rounds, puzzles and judging.
//! - [`history`]: the SQLite score history.
//!
//! Generate the bindings with `scripts/gen-bindings.sh kotlin|swift|python|all OUT_DIR`.

// UniFFI's generated scaffolding (the `extern "C"` functions the bindings call) needs
// `unsafe`; this crate's own code uses none. This is the workspace's one exception to
// `unsafe_code = "deny"`: generated scaffolding aside, nothing here is unsafe.
#![allow(unsafe_code)]

uniffi::setup_scaffolding!();

pub mod error;
pub mod history;
pub mod horseshoes;
mod lock;
pub mod tuf;

pub use error::TuffestError;

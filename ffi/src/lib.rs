//! Tuffest's app boundary: the UniFFI objects, records and the one error enum that the Kotlin
//! (Android), Swift (iOS) and Python bindings are generated from.
//!
//! The boundary is thin: every object delegates to a core type behind a [`std::sync::Mutex`]
//! (a poisoned lock is recovered, never unwrapped), every record mirrors a core view or event,
//! and [`TuffestError`] carries a sentence to show. No rule lives here: a field the apps need
//! and the core lacks is added to the core, not computed here.
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

//! TUF, the 1967 cube game: cubes, rolls, layouts, the text notation, exact evaluation and the
//! verdict on an equation.
//!
//! The rulebook is the OCR copy in `shared/seeds/000_…`; the rulings where it is silent are in
//! `shared/design/tuf.md`. Each module holds one rule: [`cubes`] the set, [`games`] each game's
//! allotment, [`roll`] seeded rolls and roll codes, [`layout`] placed cubes and [`board`] the
//! checked edits on them, [`notation`] the text form, [`syntax`] how a row of cubes reads,
//! [`eval`] and [`value`] exact arithmetic, [`equality`] when sides are equal, [`verdict`]
//! the answer the apps show, and [`views`] a game, a roll, a layout, a board and a hint as the
//! apps draw them.

pub mod board;
pub mod constants;
pub mod cubes;
pub mod equality;
pub mod error;
pub mod eval;
pub mod games;
pub mod guide;
pub mod layout;
pub mod normal;
pub mod notation;
pub mod play;
pub mod ratio;
pub mod roll;
pub mod settings;
pub mod solver;
pub mod spoken;
pub mod syntax;
pub mod value;
pub mod verdict;
pub mod views;

pub use cubes::{Colour, Face};
pub use error::TufError;
pub use games::{Allotment, Game};
pub use layout::{Item, Layout, PlacedCube, Role, Script, Shift};
pub use settings::{DottedZero, EquateZero, JMode, PiReading, Relation, Settings};
pub use value::Value;
pub use verdict::{check, check_text, Verdict, VerdictView};

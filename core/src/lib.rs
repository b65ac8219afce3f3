//! Tuffest's core: the rules of every game, exact evaluation, game state, solvers, computer
//! players and the SQLite score history. Pure rules take time and randomness as parameters;
//! the history store is the one module that does I/O.

pub mod any_game;
pub mod boxes;
pub mod chips;
pub mod crossword;
pub mod exact;
pub mod history;
pub mod horseshoes;
pub mod kit;
pub mod lang;
pub mod mathable;
pub mod rng;
pub mod timer;
pub mod tournament;
pub mod tuf;

//! The TUF solver, hints and computer players (being written).

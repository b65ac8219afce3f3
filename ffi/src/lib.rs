//! The app boundary.

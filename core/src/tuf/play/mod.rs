//! TUF rounds and matches (being written).

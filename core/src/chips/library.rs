//! The library: named set-ups for each size (all tournament-ready: yellow has a move and 8 to
//! 16 squares are empty).

use super::board::Board;
use super::notation::parse_board;

/// A set-up with a name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedSetup {
    /// The English name.
    pub name_en: &'static str,
    /// The French name.
    pub name_fr: &'static str,
    /// The board, as rows.
    pub rows: &'static str,
}

impl NamedSetup {
    /// The name in `lang`.
    pub fn name_in(&self, lang: crate::lang::Lang) -> &'static str {
        lang.pick(self.name_en, self.name_fr)
    }

    /// The board (every library entry reads; a test checks it).
    pub fn board(&self) -> Option<Board> {
        parse_board(self.rows).ok()
    }
}

const LIBRARY: &[NamedSetup] = &[
    NamedSetup {
        name_en: "Four in the middle",
        name_fr: "Quatre au centre",
        rows: "..../.RY./.YR./....",
    },
    NamedSetup {
        name_en: "Corners held",
        name_fr: "Coins tenus",
        rows: "R..Y/.RY./.YR./Y..R",
    },
    NamedSetup {
        name_en: "Stripes",
        name_fr: "Rayures",
        rows: "..../YYRR/RRYY/....",
    },
    NamedSetup {
        name_en: "Pinwheel",
        name_fr: "Moulinet",
        rows: "..R../.RY../RYRYR/..YR./..R..",
    },
    NamedSetup {
        name_en: "Checkerboard heart",
        name_fr: "Cœur en damier",
        rows: "...../.YRY./.RYR./.YRY./.....",
    },
    NamedSetup {
        name_en: "Frame",
        name_fr: "Cadre",
        rows: "YRYRY/R...R/Y.RY./R...R/YRYRY",
    },
    NamedSetup {
        name_en: "Crown",
        name_fr: "Couronne",
        rows: "Y....R/.YRRY./.RYYR./.RYYR./.YRRY./R....Y",
    },
    NamedSetup {
        name_en: "Border walls",
        name_fr: "Murs du bord",
        rows: "YRYRYR/R....Y/Y.RY.R/R.YR.Y/Y....R/RYRYRY",
    },
    NamedSetup {
        name_en: "Two camps",
        name_fr: "Deux camps",
        rows: "YYY.../YYY.../YYRR../..RRRR/...RRR/...RRR",
    },
];

/// The named set-ups of `size` (all sizes with `None`).
pub fn library(size: Option<u8>) -> Vec<NamedSetup> {
    LIBRARY
        .iter()
        .filter(|s| size.is_none_or(|n| s.rows.split('/').count() == usize::from(n)))
        .cloned()
        .collect()
}

//! Hints as the manual gives them: first the name of a tile that can be placed, not where; a
//! second step shows the square. Every step is counted, and a hinted game cannot enter the
//! Hall of Fame.

use super::movegen::single_placements;
use super::turn::Table;
use crate::kit::grid::Cell;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// What a hint tells.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hint {
    /// This tile of your rack can be placed (not saying where).
    Tile {
        /// The tile.
        value: u8,
    },
    /// The square for the tile named before.
    Square {
        /// The tile.
        value: u8,
        /// Where it can go.
        cell: Cell,
    },
    /// No tile of your rack can be placed now: exchange or pass.
    NoTile,
}

impl Hint {
    /// The hint as a sentence in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (Hint::Tile { value }, Lang::En) => format!("Your {value} can be placed."),
            (Hint::Tile { value }, Lang::Fr) => format!("Votre {value} peut être posé."),
            (Hint::Square { value, cell }, Lang::En) => {
                format!(
                    "Your {value} can go on row {}, column {}.",
                    cell.row, cell.col
                )
            }
            (Hint::Square { value, cell }, Lang::Fr) => format!(
                "Votre {value} peut aller ligne {}, colonne {}.",
                cell.row, cell.col
            ),
            (Hint::NoTile, Lang::En) => {
                "No tile of your rack can be placed now: exchange or pass.".into()
            }
            (Hint::NoTile, Lang::Fr) => {
                "Aucune tuile de votre chevalet ne peut être posée : échangez ou passez.".into()
            }
        }
    }
}

/// The hint for `seat` now. `previous` is the tile named by this seat's last hint in this turn
/// (if any): when it can still be placed, the hint shows its best square; otherwise it names
/// the tile whose best placement scores most (the smallest tile on a tie).
pub fn hint_for(table: &Table, seat: usize, previous: Option<u8>) -> Hint {
    let options = single_placements(&table.board, table.rack(seat));
    if let Some(value) = previous {
        if let Some(p) = options
            .iter()
            .filter(|p| p.value == value)
            .max_by_key(|p| (p.points, std::cmp::Reverse(p.cell)))
        {
            return Hint::Square {
                value,
                cell: p.cell,
            };
        }
    }
    match options
        .iter()
        .max_by_key(|p| (p.points, std::cmp::Reverse(p.value)))
    {
        Some(p) => Hint::Tile { value: p.value },
        None => Hint::NoTile,
    }
}

impl crate::kit::Worded for Hint {
    fn text_in(&self, lang: Lang) -> String {
        Hint::text_in(self, lang)
    }

    fn kind(&self) -> &'static str {
        "hint"
    }
}

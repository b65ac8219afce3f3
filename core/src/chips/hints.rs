//! Hints in steps: the value of the position, then the squares that keep it, then the move.
//! Each hint is counted (the player's game is then assisted).

use super::analysis::describe_value;
use super::board::{Board, Colour};
use super::solver::Solver;
use crate::kit::Cell;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// Which step of the hint ladder a hint is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum HintStep {
    /// What perfect play gives from here.
    Value,
    /// Every square that keeps that value.
    Squares,
    /// One move to play.
    Move,
}

/// A hint: its step, the value, and the squares it points at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hint {
    /// The step.
    pub step: HintStep,
    /// The value of the position for the player to move.
    pub value: i32,
    /// The squares shown: none for the value, every optimal square, then the one move.
    pub squares: Vec<Cell>,
}

impl Hint {
    /// The hint for `colour` to move on `board` at `step` (0: value, 1: squares, 2 and up: the
    /// move); `None` when the position cannot be proved within the solver's budget or the game
    /// is over.
    pub fn for_position(board: &Board, colour: Colour, step: u8) -> Option<Hint> {
        let s = Solver::new(16)
            .with_budget(super::solver::PLAY_BUDGET)
            .solve(board, colour);
        let value = s.value?;
        let first = *s.best.first()?;
        Some(match step {
            0 => Hint {
                step: HintStep::Value,
                value,
                squares: Vec::new(),
            },
            1 => Hint {
                step: HintStep::Squares,
                value,
                squares: s.best,
            },
            _ => Hint {
                step: HintStep::Move,
                value,
                squares: vec![first],
            },
        })
    }

    /// The hint as a sentence in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        let v = describe_value(self.value, lang);
        let names: Vec<String> = self.squares.iter().map(|c| c.algebraic()).collect();
        match (&self.step, lang) {
            (HintStep::Value, Lang::En) => format!("Perfect play from here gives you {v}."),
            (HintStep::Value, Lang::Fr) => {
                format!("Bien joué, vous obtenez d\u{2019}ici {v}.")
            }
            (HintStep::Squares, Lang::En) => {
                let verb = if names.len() == 1 { "keeps" } else { "keep" };
                format!("{} {verb} {v}.", Lang::En.list(&names))
            }
            (HintStep::Squares, Lang::Fr) => {
                let verb = if names.len() == 1 { "garde" } else { "gardent" };
                format!("{} {verb} {v}.", Lang::Fr.list(&names))
            }
            (HintStep::Move, Lang::En) => format!("Play {}.", names.join(" ")),
            (HintStep::Move, Lang::Fr) => format!("Jouez {}.", names.join(" ")),
        }
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

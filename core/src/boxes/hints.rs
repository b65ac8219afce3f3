//! Hints in three steps for the same position: whether a safe move exists and how many boxes
//! are at stake, then the region of the board to look at, then the move (the Unbeatable
//! player's).

use super::computer::{choose, greedy_run, safe_moves};
use super::position::Position;
use crate::kit::{Segment, Strength};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// One step of a hint.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hint {
    /// Step 1: whether a move gives nothing away, and how many boxes can be taken now.
    Safety {
        /// Whether some move gives no box a third side.
        safe_move: bool,
        /// Boxes the player can take right now.
        takeable: u32,
    },
    /// Step 2: the quarter of the board where the move is.
    Region {
        /// In the top half (else the bottom).
        top: bool,
        /// In the left half (else the right).
        left: bool,
    },
    /// Step 3: the move.
    Move(Segment),
}

impl Hint {
    /// The hint's sentence in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            Hint::Safety {
                safe_move,
                takeable,
            } => {
                let safe = match (safe_move, lang) {
                    (true, Lang::En) => "A safe move exists (it gives no box a third side).",
                    (true, Lang::Fr) => {
                        "Il existe un coup sûr (il ne donne de troisième côté à aucune case)."
                    }
                    (false, Lang::En) => "No safe move is left: every move gives boxes away.",
                    (false, Lang::Fr) => "Plus aucun coup sûr : chaque coup donne des cases.",
                };
                if *takeable == 0 {
                    safe.to_string()
                } else {
                    let boxes = match lang {
                        Lang::En => lang.count(i64::from(*takeable), "box", "boxes"),
                        Lang::Fr => lang.count(i64::from(*takeable), "case", "cases"),
                    };
                    match lang {
                        Lang::En => format!("{safe} {boxes} can be taken now."),
                        Lang::Fr => format!("{safe} {boxes} à prendre maintenant."),
                    }
                }
            }
            Hint::Region { top, left } => {
                let (v, h) = match lang {
                    Lang::En => (
                        if *top { "top" } else { "bottom" },
                        if *left { "left" } else { "right" },
                    ),
                    Lang::Fr => (
                        if *top { "en haut" } else { "en bas" },
                        if *left { "à gauche" } else { "à droite" },
                    ),
                };
                match lang {
                    Lang::En => format!("Look at the {v} {h} of the board."),
                    Lang::Fr => format!("Regardez {v} {h} de la grille."),
                }
            }
            Hint::Move(s) => match lang {
                Lang::En => format!("Play {s}."),
                Lang::Fr => format!("Jouez {s}."),
            },
        }
    }
}

/// The hint of `step` (1, 2, then 3 and after: the move) for the player to move in
/// `position`; `None` when the game is over.
pub fn hint(position: &Position, step: u8, seed: u64) -> Option<Hint> {
    if position.is_over() {
        return None;
    }
    let board = position.board();
    let drawn = position.drawn_bits();
    if step <= 1 {
        let (takeable, _) = greedy_run(board, drawn);
        return Some(Hint::Safety {
            safe_move: !safe_moves(board, drawn).is_empty(),
            takeable,
        });
    }
    let m = choose(position, Strength::Unbeatable, seed)?;
    if step == 2 {
        let n = u32::from(position.dots());
        // The segment's middle, in half-dot units.
        let (r2, c2) = match m {
            Segment::H { row, col } => (2 * u32::from(row), 2 * u32::from(col) + 1),
            Segment::V { row, col } => (2 * u32::from(row) + 1, 2 * u32::from(col)),
        };
        return Some(Hint::Region {
            top: r2 < n - 1 || (r2 == n - 1 && n % 2 == 1),
            left: c2 < n,
        });
    }
    Some(Hint::Move(m))
}

impl crate::kit::Worded for Hint {
    fn text_in(&self, lang: Lang) -> String {
        Hint::text_in(self, lang)
    }

    fn kind(&self) -> &'static str {
        "hint"
    }
}

#[cfg(test)]
mod tests {
    use super::super::notation::parse_setup;
    use super::*;

    #[test]
    fn steps_say_safety_then_region_then_move() {
        let p = parse_setup("3x3: h0,0 v0,0 h1,0")
            .expect("reads")
            .check()
            .expect("fits");
        assert_eq!(
            hint(&p, 1, 1),
            Some(Hint::Safety {
                safe_move: true,
                takeable: 1
            })
        );
        assert!(hint(&p, 1, 1)
            .expect("hint")
            .text_in(Lang::En)
            .contains("1 box can be taken"));
        assert_eq!(
            hint(&p, 3, 1),
            Some(Hint::Move(Segment::parse("v0,1").expect("reads")))
        );
        assert_eq!(
            hint(&p, 2, 1),
            Some(Hint::Region {
                top: true,
                left: true
            })
        );
        assert!(hint(&p, 2, 1)
            .expect("hint")
            .text_in(Lang::Fr)
            .contains("en haut"));
    }
}

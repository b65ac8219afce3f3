//! Hints in three steps, from a nudge to the whole answer: first how good the best equation
//! is (its cube value and cube count), then which cubes it uses, then the equation itself.

use super::{solve, Equation, Solution, SolveOptions};
use crate::lang::Lang;
use crate::tuf::layout::Item;
use crate::tuf::roll::Roll;
use crate::tuf::settings::Settings;
use serde::Serialize;

/// One hint.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum Hint {
    /// Step 1: how good the best equation is.
    HowGood {
        /// Its cube value.
        value: i32,
        /// How many cubes it places.
        cubes: u32,
        /// Whether nothing better exists (proved).
        best_possible: bool,
    },
    /// Step 2: which cubes it uses.
    WhichCubes {
        /// The roll's cube ids, in the order the equation uses them.
        cubes: Vec<u16>,
        /// Their faces in the text notation, sorted as the roll lists them.
        faces: Vec<String>,
    },
    /// Step 3: the whole equation.
    Equation {
        /// The text notation.
        text: String,
        /// Normal mathematical notation.
        normal: String,
    },
    /// The roll makes no equation at all.
    NoEquation,
}

impl Hint {
    /// The hint as a sentence for the apps (English).
    pub fn sentence(&self) -> String {
        self.sentence_in(Lang::En)
    }

    /// The hint as a sentence for the apps, in `lang`.
    pub fn sentence_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (
                Hint::HowGood {
                    value,
                    cubes,
                    best_possible,
                },
                Lang::En,
            ) => format!(
                "{} equation is worth {value} with {cubes} cubes.",
                if *best_possible { "The best" } else { "A good" }
            ),
            (
                Hint::HowGood {
                    value,
                    cubes,
                    best_possible,
                },
                Lang::Fr,
            ) => format!(
                "{} équation vaut {value} avec {cubes} cubes.",
                if *best_possible {
                    "La meilleure"
                } else {
                    "Une bonne"
                }
            ),
            (Hint::WhichCubes { faces, .. }, Lang::En) => {
                format!("It uses these cubes: {}.", faces.join(" "))
            }
            (Hint::WhichCubes { faces, .. }, Lang::Fr) => {
                format!("Elle utilise ces cubes\u{a0}: {}.", faces.join(" "))
            }
            (Hint::Equation { text, normal }, Lang::En) => {
                format!("Try {normal}  (cubes: {text}).")
            }
            (Hint::Equation { text, normal }, Lang::Fr) => {
                format!("Essayez {normal}  (cubes\u{a0}: {text}).")
            }
            (Hint::NoEquation, Lang::En) => "This roll makes no equation.".to_string(),
            (Hint::NoEquation, Lang::Fr) => "Ce lancer ne forme aucune équation.".to_string(),
        }
    }
}

/// The cube ids an equation uses, left to right.
fn cube_ids(eq: &Equation) -> Vec<u16> {
    eq.layout
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Cube(c) => c.cube,
            Item::Gap(_) => None,
        })
        .collect()
}

impl Solution {
    /// The hint of `step` (1, 2 or 3; later steps give the whole equation).
    pub fn hint(&self, step: u8, roll: &Roll) -> Hint {
        let Some(eq) = &self.best else {
            return Hint::NoEquation;
        };
        match step {
            0 | 1 => Hint::HowGood {
                value: eq.value,
                cubes: eq.cubes,
                best_possible: self.proved_optimal,
            },
            2 => {
                let cubes = cube_ids(eq);
                let mut sorted = cubes.clone();
                sorted.sort_unstable();
                let faces = sorted
                    .iter()
                    .filter_map(|&id| roll.cubes.get(usize::from(id)))
                    .map(|c| c.face.roll_token())
                    .collect();
                Hint::WhichCubes { cubes, faces }
            }
            _ => Hint::Equation {
                text: eq.text.clone(),
                normal: eq.normal.clone(),
            },
        }
    }
}

/// Solves the roll and gives the hint of `step` (1: how good, 2: which cubes, 3: the equation).
pub fn hint(settings: &Settings, roll: &Roll, step: u8) -> Hint {
    solve(settings, roll, &SolveOptions::default()).hint(step, roll)
}

/// Par for solitaire, shown after the round: the optimal value and one optimal equation.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Par {
    /// The best cube value (0 when the roll makes no equation).
    pub value: i32,
    /// One equation of that value.
    pub equation: Option<Equation>,
    /// Whether the value is proved optimal (always for games 1–3 and 1C(b)).
    pub proved: bool,
}

/// The par of a roll.
pub fn par(settings: &Settings, roll: &Roll) -> Par {
    let s = solve(settings, roll, &SolveOptions::default());
    Par {
        value: s.value(),
        proved: s.proved_optimal,
        equation: s.best,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tuf::games::Game;

    #[test]
    fn hints_go_from_a_nudge_to_the_answer() {
        let roll = Roll::from_faces("4 2 0 7 8 7 + × + (x) =").unwrap();
        let settings = Game::G1.settings();
        let s = solve(&settings, &roll, &SolveOptions::default());
        let best = s.best.clone().unwrap();
        match s.hint(1, &roll) {
            Hint::HowGood {
                value,
                cubes,
                best_possible,
            } => {
                assert_eq!((value, cubes), (best.value, best.cubes));
                assert!(best_possible);
            }
            other => panic!("{other:?}"),
        }
        match s.hint(2, &roll) {
            Hint::WhichCubes { cubes, faces } => {
                assert_eq!(cubes.len() as u32, best.cubes);
                assert_eq!(faces.len(), cubes.len());
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            hint(&settings, &roll, 3),
            Hint::Equation {
                text: best.text.clone(),
                normal: best.normal.clone()
            }
        );
        let how_good = hint(&settings, &roll, 1);
        assert_eq!(
            how_good.sentence(),
            format!(
                "The best equation is worth {} with {} cubes.",
                best.value, best.cubes
            )
        );
        assert_eq!(
            how_good.sentence_in(Lang::Fr),
            format!(
                "La meilleure équation vaut {} avec {} cubes.",
                best.value, best.cubes
            )
        );
        let which = hint(&settings, &roll, 2).sentence_in(Lang::Fr);
        assert!(
            which.starts_with("Elle utilise ces cubes\u{a0}: "),
            "{which}"
        );
        assert_eq!(
            Hint::NoEquation.sentence_in(Lang::Fr),
            "Ce lancer ne forme aucune équation."
        );
        let p = par(&settings, &roll);
        assert_eq!(p.value, best.value);
        assert!(p.proved);
    }

    #[test]
    fn a_roll_without_equals_has_no_hint() {
        let roll = Roll::from_faces("4 2 + 7").unwrap();
        assert_eq!(hint(&Game::G1.settings(), &roll, 1), Hint::NoEquation);
        assert_eq!(par(&Game::G1.settings(), &roll).value, 0);
    }
}

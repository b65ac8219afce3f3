//! Rolls: seeded random faces for a game's cubes, roll codes to share or duplicate a roll
//! (Game 1C(c)), rolls typed as faces, and Game 1A's operator presets and conversion.

use super::cubes::{Colour, Face};
use super::games::{Allotment, Game};
use crate::lang::Lang;
use crate::rng::{decode_code_wide, encode_code_wide, GameRng};
use serde::{Deserialize, Serialize};

/// One rolled cube: its colour and the face that came up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RolledCube {
    /// The cube's colour.
    pub colour: Colour,
    /// The face that is up.
    pub face: Face,
}

/// A player's roll: the cubes in a fixed order (numbers, fractions, operators, equals, constant).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Roll {
    /// The cubes; a cube's index here is its id in layouts.
    pub cubes: Vec<RolledCube>,
}

/// Why a roll could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RollError {
    /// The roll code is not one this app writes.
    BadCode(String),
    /// A face token that is not on any cube.
    UnknownFace {
        /// The token.
        token: String,
        /// Its place in the list, from 0.
        index: usize,
    },
    /// More cubes than a roll may have.
    TooManyCubes(usize),
    /// No cubes at all.
    Empty,
    /// A cube showing a face that no cube of its colour has (a roll read from a save or sent
    /// by an app, not rolled here).
    NotOnCube {
        /// The cube's place in the roll, from 0.
        index: usize,
    },
}

/// The most cubes in one roll (the big solitaire set has 17; one constant cube more is 18;
/// the limit leaves room for blank-cube variants).
pub const MAX_ROLL_CUBES: usize = 24;

/// Game 1A's ways of presetting the four red cubes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufOperatorPreset"))]
pub enum OperatorPreset {
    /// `+ + + +`
    FourPlus,
    /// `+ + − −`
    TwoPlusTwoMinus,
    /// `+ − − −`
    OnePlusThreeMinus,
    /// `− − − −`
    FourMinus,
}

impl OperatorPreset {
    /// How many of the red cubes show `+` (the rest show `−`).
    pub fn pluses(self) -> usize {
        match self {
            OperatorPreset::FourPlus => 4,
            OperatorPreset::TwoPlusTwoMinus => 2,
            OperatorPreset::OnePlusThreeMinus => 1,
            OperatorPreset::FourMinus => 0,
        }
    }
}

fn colour_order(c: Colour) -> usize {
    Colour::ALL.iter().position(|x| *x == c).unwrap_or(0)
}

impl Roll {
    /// Rolls the cubes of an allotment: each cube shows one of its six faces, uniformly.
    pub fn random(allotment: &Allotment, rng: &mut GameRng) -> Roll {
        let cubes = allotment
            .colours()
            .into_iter()
            .map(|colour| RolledCube {
                colour,
                face: colour.faces()[rng.below(6) as usize],
            })
            .collect();
        Roll { cubes }
    }

    /// Rolls a game's cubes (plus the constant cube when `constant`) from a seed.
    pub fn for_game(game: Game, constant: bool, seed: u64) -> Roll {
        let mut allotment = game.allotment();
        if constant {
            allotment.orange += 1;
        }
        let mut rng = GameRng::from_seed(seed);
        let mut roll = Roll::random(&allotment, &mut rng);
        if game == Game::G1A {
            roll.convert_for_young_players();
        }
        roll
    }

    /// Game 1A(b): × and (×) become +, ÷ becomes −.
    pub fn convert_for_young_players(&mut self) {
        for c in &mut self.cubes {
            c.face = match c.face {
                Face::Times | Face::Paren => Face::Plus,
                Face::Divide => Face::Minus,
                f => f,
            };
        }
    }

    /// Game 1A(a): the red cubes are set, not rolled.
    pub fn preset_operators(&mut self, preset: OperatorPreset) {
        let reds = self.cubes.iter_mut().filter(|c| c.colour == Colour::Red);
        for (k, c) in reds.enumerate() {
            c.face = if k < preset.pluses() {
                Face::Plus
            } else {
                Face::Minus
            };
        }
    }

    /// The faces in the text notation, numbers first (`4 2 0 7 8 7 + × + (x) =`).
    pub fn faces_text(&self) -> String {
        self.cubes
            .iter()
            .map(|c| c.face.roll_token())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Reads a roll from face tokens: `0`-`9`, `10`, `0.` or `.` (the dotted zero), `+ - × ÷`,
    /// `(x)`, `1/2`…`1/10`, `=`, `%`, `pi`, `log`, `j`, `tan`, `chi`. Colours follow the faces.
    pub fn from_faces(text: &str) -> Result<Roll, RollError> {
        let mut cubes = Vec::new();
        for (index, token) in text.split_whitespace().enumerate() {
            let face = match token {
                "0." | "." | "0̇" => Some(Face::DottedZero),
                "(x)" | "(×)" | "(*)" | "(X)" | "(" | ")" => Some(Face::Paren),
                "~" => Some(Face::Minus),
                t => super::notation::parse(t)
                    .ok()
                    .filter(|l| l.items.len() == 1)
                    .and_then(|l| l.cubes().next().map(|c| c.face)),
            };
            let face = face.ok_or_else(|| RollError::UnknownFace {
                token: token.to_string(),
                index,
            })?;
            cubes.push(RolledCube {
                colour: face.colour(),
                face,
            });
            if cubes.len() > MAX_ROLL_CUBES {
                return Err(RollError::TooManyCubes(MAX_ROLL_CUBES));
            }
        }
        if cubes.is_empty() {
            return Err(RollError::Empty);
        }
        cubes.sort_by_key(|c| colour_order(c.colour));
        Ok(Roll { cubes })
    }

    /// A short code for this roll (Crockford base 32), to share it or set up a duplicate.
    pub fn code(&self) -> String {
        let mut counts = [0u128; 6];
        for c in &self.cubes {
            counts[colour_order(c.colour)] += 1;
        }
        let mut sorted = self.cubes.clone();
        sorted.sort_by_key(|c| colour_order(c.colour));
        let mut value: u128 = 1; // a leading 1 keeps leading zeros of the faces
        for c in &sorted {
            let idx = c
                .colour
                .faces()
                .iter()
                .position(|f| *f == c.face)
                .unwrap_or(0) as u128;
            value = value * 6 + idx;
        }
        for n in counts {
            value = value * 32 + n;
        }
        encode_code_wide(value)
    }

    /// Checks a roll that comes from outside (a save, an app's setup): one to
    /// [`MAX_ROLL_CUBES`] cubes, each showing one of its colour's six faces. Every roll this
    /// module makes passes; a face such as a digit 12 or a fraction 1/0 does not.
    pub fn check(&self) -> Result<(), RollError> {
        if self.cubes.is_empty() {
            return Err(RollError::Empty);
        }
        if self.cubes.len() > MAX_ROLL_CUBES {
            return Err(RollError::TooManyCubes(MAX_ROLL_CUBES));
        }
        match self.cubes.iter().position(|c| !c.face.is_on(c.colour)) {
            Some(index) => Err(RollError::NotOnCube { index }),
            None => Ok(()),
        }
    }

    /// Reads a code written by [`Roll::code`].
    pub fn from_code(code: &str) -> Result<Roll, RollError> {
        let bad = || RollError::BadCode(code.to_string());
        let mut value = decode_code_wide(code).ok_or_else(bad)?;
        let mut counts = [0usize; 6];
        for slot in counts.iter_mut().rev() {
            *slot = (value % 32) as usize;
            value /= 32;
        }
        let total: usize = counts.iter().sum();
        if total == 0 || total > MAX_ROLL_CUBES {
            return Err(bad());
        }
        let mut indices = vec![0usize; total];
        for slot in indices.iter_mut().rev() {
            *slot = (value % 6) as usize;
            value /= 6;
        }
        if value != 1 {
            return Err(bad());
        }
        let mut cubes = Vec::with_capacity(total);
        let mut k = 0;
        for (ci, colour) in Colour::ALL.iter().enumerate() {
            for _ in 0..counts[ci] {
                cubes.push(RolledCube {
                    colour: *colour,
                    face: colour.faces()[indices[k]],
                });
                k += 1;
            }
        }
        Ok(Roll { cubes })
    }
}

impl RollError {
    /// The message in `lang` (the `Display` text is the English one).
    pub fn text_in(&self, lang: Lang) -> String {
        use RollError::*;
        match (self, lang) {
            (BadCode(code), Lang::En) => format!("\"{code}\" is not a roll code"),
            (BadCode(code), Lang::Fr) => {
                format!("«\u{a0}{code}\u{a0}» n'est pas un code de lancer")
            }
            (UnknownFace { token, index }, Lang::En) => {
                format!("\"{token}\" (face {index}) is not a cube face")
            }
            (UnknownFace { token, index }, Lang::Fr) => {
                format!("«\u{a0}{token}\u{a0}» (face {index}) n'est pas une face de cube")
            }
            (TooManyCubes(n), Lang::En) => format!("a roll has at most {n} cubes"),
            (TooManyCubes(n), Lang::Fr) => format!("un lancer a au plus {n} cubes"),
            (Empty, Lang::En) => "the roll has no cubes".to_string(),
            (Empty, Lang::Fr) => "le lancer n'a aucun cube".to_string(),
            (NotOnCube { index }, Lang::En) => {
                format!("cube {index} of the roll shows a face that no cube of its colour has")
            }
            (NotOnCube { index }, Lang::Fr) => {
                format!("le cube {index} du lancer montre une face qu'aucun cube de sa couleur n'a")
            }
        }
    }
}

crate::kit::worded_display!(RollError);

impl std::error::Error for RollError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_roll_and_codes_round_trip() {
        for game in Game::ALL {
            let a = Roll::for_game(game, false, 1234);
            assert_eq!(a, Roll::for_game(game, false, 1234));
            assert_eq!(a.cubes.len() as u32, game.allotment().total());
            assert_eq!(Roll::from_code(&a.code()), Ok(a.clone()));
            let with_constant = Roll::for_game(game, true, 99);
            assert_eq!(Roll::from_code(&with_constant.code()), Ok(with_constant));
        }
        assert!(Roll::from_code("!!").is_err());
        assert!(Roll::from_code("").is_err());
    }

    #[test]
    fn a_seed_gives_a_known_roll_on_every_platform() {
        // Pinned: if this changes, shared codes and duplicated rolls break between versions.
        let roll = Roll::for_game(Game::G1, false, 42);
        let again = Roll::from_code(&roll.code()).unwrap();
        assert_eq!(again.faces_text(), roll.faces_text());
        assert_eq!(roll.faces_text().split(' ').count(), 11);
    }

    #[test]
    fn a_roll_from_outside_is_checked_face_by_face() {
        for game in Game::ALL {
            assert_eq!(Roll::for_game(game, true, 7).check(), Ok(()));
        }
        let mut roll = Roll::from_faces("1 2 3 6 7 8 + + - (x) =").unwrap();
        assert_eq!(roll.check(), Ok(()));
        roll.cubes[4].face = Face::Digit(255);
        assert_eq!(roll.check(), Err(RollError::NotOnCube { index: 4 }));
        roll.cubes[4].face = Face::Digit(3); // a digit, but a blue cube's, on a green cube
        assert_eq!(roll.check(), Err(RollError::NotOnCube { index: 4 }));
        roll.cubes[4].face = Face::Digit(7);
        roll.cubes[0].colour = Colour::Yellow;
        roll.cubes[0].face = Face::Fraction(0);
        assert_eq!(roll.check(), Err(RollError::NotOnCube { index: 0 }));
        roll.cubes[0].face = Face::Fraction(8);
        assert_eq!(roll.check(), Ok(()));
        assert_eq!(Roll::default().check(), Err(RollError::Empty));
        let many = Roll {
            cubes: vec![roll.cubes[0]; MAX_ROLL_CUBES + 1],
        };
        assert_eq!(many.check(), Err(RollError::TooManyCubes(MAX_ROLL_CUBES)));
    }

    #[test]
    fn faces_read_and_sort_numbers_first() {
        let roll = Roll::from_faces("+ 4 2 0 7 8 7 × + (x) =").unwrap();
        assert_eq!(roll.faces_text(), "4 2 0 7 8 7 + × + (x) =");
        assert_eq!(roll.cubes[0].colour, Colour::Blue);
        assert!(matches!(
            Roll::from_faces("4 banana"),
            Err(RollError::UnknownFace { index: 1, .. })
        ));
    }

    #[test]
    fn young_players_convert_and_preset() {
        let mut roll = Roll::from_faces("1 2 × ÷ (x) - =").unwrap();
        roll.convert_for_young_players();
        assert_eq!(roll.faces_text(), "1 2 + - + - =");
        let mut roll = Roll::for_game(Game::G1, false, 5);
        roll.preset_operators(OperatorPreset::OnePlusThreeMinus);
        let reds: Vec<Face> = roll
            .cubes
            .iter()
            .filter(|c| c.colour == Colour::Red)
            .map(|c| c.face)
            .collect();
        assert_eq!(
            reds,
            vec![Face::Plus, Face::Minus, Face::Minus, Face::Minus]
        );
    }
}

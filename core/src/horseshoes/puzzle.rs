//! A Math Horseshoes puzzle: four, five or six computing numbers (whole, 1..20, repeats allowed)
//! and a whole target 100..2000. Made by a seeded generator (and shared as a short code) or typed
//! in by an organiser.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::lang::Lang;
use crate::rng::{decode_code, encode_code, GameRng};

/// The smallest allowed computing number.
pub const MIN_NUMBER: u32 = 1;
/// The largest allowed computing number.
pub const MAX_NUMBER: u32 = 20;
/// The smallest allowed target.
pub const MIN_TARGET: u32 = 100;
/// The largest allowed target.
pub const MAX_TARGET: u32 = 2000;
/// The fewest computing numbers in a puzzle.
pub const MIN_COUNT: usize = 4;
/// The most computing numbers in a puzzle.
pub const MAX_COUNT: usize = 6;

/// Why a typed-in puzzle or a share code was refused. The `Display` text is the English of
/// [`PuzzleError::text_in`].
#[derive(Debug, Clone, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum PuzzleError {
    /// Too few or too many computing numbers.
    WrongCount {
        /// How many were given.
        count: usize,
    },
    /// A computing number outside 1..20.
    NumberOutOfRange {
        /// Which number (1 = first).
        position: usize,
        /// The value given.
        value: i64,
    },
    /// A target outside 100..2000.
    TargetOutOfRange {
        /// The value given.
        value: i64,
    },
    /// A piece of text that is not a whole number.
    NotANumber {
        /// The text given.
        text: String,
    },
    /// A share code that does not describe a puzzle.
    BadCode {
        /// The code given.
        code: String,
    },
}

impl PuzzleError {
    /// The message in `lang`, a clause without the final full stop.
    pub fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (PuzzleError::WrongCount { count }, Lang::En) => {
                format!("a puzzle needs 4, 5 or 6 computing numbers, not {count}")
            }
            (PuzzleError::WrongCount { count }, Lang::Fr) => {
                format!("un problème a 4, 5 ou 6 nombres, pas {count}")
            }
            (PuzzleError::NumberOutOfRange { position, value }, Lang::En) => format!(
                "computing number {position} is {value}, but it must be a whole number from 1 to 20"
            ),
            (PuzzleError::NumberOutOfRange { position, value }, Lang::Fr) => format!(
                "le nombre n°\u{a0}{position} vaut {value}, mais il doit être un nombre entier de 1 à 20"
            ),
            (PuzzleError::TargetOutOfRange { value }, Lang::En) => format!(
                "the target is {value}, but it must be a whole number from 100 to 2000"
            ),
            (PuzzleError::TargetOutOfRange { value }, Lang::Fr) => format!(
                "la cible vaut {value}, mais elle doit être un nombre entier de 100 à 2000"
            ),
            (PuzzleError::NotANumber { text }, Lang::En) => {
                format!("\"{text}\" is not a whole number")
            }
            (PuzzleError::NotANumber { text }, Lang::Fr) => {
                format!("«\u{a0}{text}\u{a0}» n'est pas un nombre entier")
            }
            (PuzzleError::BadCode { code }, Lang::En) => {
                format!("\"{code}\" is not a Math Horseshoes puzzle code")
            }
            (PuzzleError::BadCode { code }, Lang::Fr) => {
                format!("«\u{a0}{code}\u{a0}» n'est pas un code de problème des Fers à cheval mathématiques")
            }
        }
    }
}

crate::kit::worded_display!(PuzzleError);

/// A Math Horseshoes puzzle as the apps show it ([`Puzzle::card`]): computing numbers and a
/// target, with the puzzle's share code.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "HorseshoesPuzzle"))]
pub struct PuzzleCard {
    /// The computing numbers (4 to 6, each 1 to 20), each used exactly once.
    pub numbers: Vec<u32>,
    /// The target, 100 to 2000.
    pub target: u32,
    /// The share code of the puzzle.
    pub code: String,
}

/// A validated puzzle.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Puzzle {
    numbers: Vec<u32>,
    target: u32,
}

impl Puzzle {
    /// Validates an organiser's puzzle: 4..6 numbers in 1..20, a target in 100..2000.
    pub fn new(numbers: &[i64], target: i64) -> Result<Self, PuzzleError> {
        if !(MIN_COUNT..=MAX_COUNT).contains(&numbers.len()) {
            return Err(PuzzleError::WrongCount {
                count: numbers.len(),
            });
        }
        let mut out = Vec::with_capacity(numbers.len());
        for (i, &n) in numbers.iter().enumerate() {
            if n < MIN_NUMBER as i64 || n > MAX_NUMBER as i64 {
                return Err(PuzzleError::NumberOutOfRange {
                    position: i + 1,
                    value: n,
                });
            }
            out.push(n as u32);
        }
        if target < MIN_TARGET as i64 || target > MAX_TARGET as i64 {
            return Err(PuzzleError::TargetOutOfRange { value: target });
        }
        Ok(Puzzle {
            numbers: out,
            target: target as u32,
        })
    }

    /// The rulebook's own puzzle: numbers 1, 3, 4 and 17, target 341 (a first game, and the
    /// tests' example).
    pub fn rulebook() -> Puzzle {
        Puzzle {
            numbers: vec![1, 3, 4, 17],
            target: 341,
        }
    }

    /// Parses an organiser's text: numbers separated by commas or spaces (`"1, 3, 4, 17"`) and a
    /// target (`"341"`).
    pub fn parse(numbers: &str, target: &str) -> Result<Self, PuzzleError> {
        let mut ns = Vec::new();
        for part in numbers.split(|c: char| c == ',' || c.is_whitespace()) {
            if part.is_empty() {
                continue;
            }
            ns.push(parse_whole(part)?);
        }
        Puzzle::new(&ns, parse_whole(target.trim())?)
    }

    /// A random puzzle from the caller's generator: 4, 5 or 6 numbers in 1..20, target 100..2000.
    pub fn generate(rng: &mut GameRng) -> Self {
        let count = MIN_COUNT + rng.below((MAX_COUNT - MIN_COUNT + 1) as u32) as usize;
        Self::generate_with_count(rng, count)
    }

    /// A random puzzle with exactly `count` numbers (clamped to 4..6).
    pub fn generate_with_count(rng: &mut GameRng, count: usize) -> Self {
        let count = count.clamp(MIN_COUNT, MAX_COUNT);
        let numbers = (0..count)
            .map(|_| rng.range_inclusive(MIN_NUMBER, MAX_NUMBER))
            .collect();
        let target = rng.range_inclusive(MIN_TARGET, MAX_TARGET);
        Puzzle { numbers, target }
    }

    /// The puzzle a seed gives (the same seed always gives the same puzzle).
    pub fn from_seed(seed: u64) -> Self {
        Self::generate(&mut GameRng::from_seed(seed))
    }

    /// The computing numbers, in the order given.
    pub fn numbers(&self) -> &[u32] {
        &self.numbers
    }

    /// The target.
    pub fn target(&self) -> u32 {
        self.target
    }

    /// The puzzle as a history record's settings (`{"numbers":[…],"target":…}`), the same for a
    /// round and for a tournament's final.
    pub fn settings_json(&self) -> String {
        serde_json::json!({ "numbers": self.numbers, "target": self.target }).to_string()
    }

    /// The puzzle as the apps show it: numbers, target and share code.
    pub fn card(&self) -> PuzzleCard {
        PuzzleCard {
            numbers: self.numbers.clone(),
            target: self.target,
            code: self.code(),
        }
    }

    /// A short share code (9 characters, Crockford base 32) that encodes the count, the numbers
    /// and the target directly, so [`Puzzle::from_code`] gives back exactly this puzzle.
    pub fn code(&self) -> String {
        let mut v: u64 = (self.numbers.len() - MIN_COUNT) as u64;
        for i in 0..MAX_COUNT {
            let n = self.numbers.get(i).map_or(0, |&n| (n - MIN_NUMBER) as u64);
            v = (v << 5) | n;
        }
        v = (v << 11) | (self.target - MIN_TARGET) as u64;
        let s = encode_code(v);
        format!("{}{}", "0".repeat(9usize.saturating_sub(s.len())), s)
    }

    /// Reads a share code written by [`Puzzle::code`].
    pub fn from_code(code: &str) -> Result<Self, PuzzleError> {
        let bad = || PuzzleError::BadCode {
            code: code.to_string(),
        };
        let v = decode_code(code).ok_or_else(bad)?;
        if v >> 43 != 0 {
            return Err(bad());
        }
        let target = (v & 0x7ff) as i64 + MIN_TARGET as i64;
        let mut slots = Vec::new();
        for i in 0..MAX_COUNT {
            let shift = 11 + 5 * (MAX_COUNT - 1 - i);
            slots.push(((v >> shift) & 31) as i64);
        }
        let count = MIN_COUNT + ((v >> 41) & 3) as usize;
        if count > MAX_COUNT || slots[count..].iter().any(|&s| s != 0) {
            return Err(bad());
        }
        let numbers: Vec<i64> = slots[..count].iter().map(|s| s + 1).collect();
        Puzzle::new(&numbers, target).map_err(|_| bad())
    }
}

fn parse_whole(text: &str) -> Result<i64, PuzzleError> {
    text.parse::<i64>().map_err(|_| PuzzleError::NotANumber {
        text: text.to_string(),
    })
}

/// The puzzle drawn from `seed` (the same on every device), as the apps show it.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "horseshoes_puzzle"))]
pub fn card_from_seed(seed: u64) -> PuzzleCard {
    Puzzle::from_seed(seed).card()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_for_many_seeds() {
        for seed in 0..2000 {
            let p = Puzzle::from_seed(seed);
            assert!((4..=6).contains(&p.numbers().len()));
            assert!(p.numbers().iter().all(|&n| (1..=20).contains(&n)));
            assert!((100..=2000).contains(&p.target()));
            let c = p.code();
            assert_eq!(c.len(), 9);
            assert_eq!(Puzzle::from_code(&c), Ok(p));
        }
    }

    #[test]
    fn organiser_input_is_checked() {
        assert_eq!(Puzzle::parse("1, 3, 4, 17", "341"), Ok(Puzzle::rulebook()));
        assert_eq!(
            Puzzle::parse("1,2,3", "341"),
            Err(PuzzleError::WrongCount { count: 3 })
        );
        assert_eq!(
            Puzzle::parse("1,2,3,21", "341"),
            Err(PuzzleError::NumberOutOfRange {
                position: 4,
                value: 21
            })
        );
        assert_eq!(
            Puzzle::parse("1,2,3,4", "99"),
            Err(PuzzleError::TargetOutOfRange { value: 99 })
        );
        assert!(matches!(
            Puzzle::parse("1,x,3,4", "200"),
            Err(PuzzleError::NotANumber { .. })
        ));
        assert!(Puzzle::from_code("ZZZZZZZZZ").is_err());
        assert!(Puzzle::from_code("U").is_err());
    }
}

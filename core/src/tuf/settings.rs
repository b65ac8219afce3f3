//! The settings of a TUF game: which features are in play and how cubes are valued.
//!
//! Each game has defaults ([`super::Game::settings`]); every ruling of the design that a group
//! of players may change before the game is a field here.

use super::games::Game;
use serde::{Deserialize, Serialize};

/// What the green dotted zero means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufDottedZero"))]
pub enum DottedZero {
    /// A zero (games 1 and 2).
    Zero,
    /// A decimal point and only that (game 3 on).
    DecimalPoint,
}

/// What happens to an equation with a side equal to zero ("equating to zero").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufEquateZero"))]
pub enum EquateZero {
    /// Allowed, with no penalty (the rulebook's default).
    Allowed,
    /// Not allowed: the equation is invalid.
    Disallowed,
    /// Allowed with a two-cube penalty.
    Penalty,
}

/// How π is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufPiReading"))]
pub enum PiReading {
    /// Whichever reading makes the equation true (real number, then 22/7, then 180); the
    /// verdict says which.
    Auto,
    /// π as the real number 3.14159….
    Real,
    /// π as 22/7.
    TwentyTwoSevenths,
    /// π radians as 180 (degrees).
    Degrees,
}

/// A relation the `j` joker may stand for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufRelation"))]
pub enum Relation {
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `≤`
    LessOrEqual,
    /// `≥`
    GreaterOrEqual,
    /// `≠`
    NotEqual,
}

impl Relation {
    /// The mathematical symbol.
    pub fn symbol(self) -> &'static str {
        match self {
            Relation::Less => "<",
            Relation::Greater => ">",
            Relation::LessOrEqual => "≤",
            Relation::GreaterOrEqual => "≥",
            Relation::NotEqual => "≠",
        }
    }

    /// Reads `<`, `>`, `<=`/`≤`, `>=`/`≥`, `!=`/`≠`.
    pub fn parse(text: &str) -> Option<Relation> {
        Some(match text.trim() {
            "<" | "lt" => Relation::Less,
            ">" | "gt" => Relation::Greater,
            "<=" | "≤" | "le" => Relation::LessOrEqual,
            ">=" | "≥" | "ge" => Relation::GreaterOrEqual,
            "!=" | "≠" | "<>" | "ne" => Relation::NotEqual,
            _ => return None,
        })
    }
}

/// What the `j` face means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufJMode"))]
pub enum JMode {
    /// The imaginary unit, √−1.
    Imaginary,
    /// A joker standing for a relation declared before the game.
    Relation(#[cfg_attr(feature = "uniffi", uniffi(name = "relation"))] Relation),
    /// A joker standing for factorial (j turned upside down), after a whole number.
    Factorial,
}

/// The settings of a game. Build them with [`Game::settings`] and change what the players agree.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufSettings"))]
pub struct Settings {
    /// The game these settings came from.
    pub game: Game,
    /// Game 1A: only + and − (× and ÷ are not allowed).
    pub add_subtract_only: bool,
    /// Fraction cubes and mixed numbers (game 2 on).
    pub fractions: bool,
    /// What the dotted zero means.
    pub dotted_zero: DottedZero,
    /// Groups with the (×) cube (game 4 on).
    pub groups: bool,
    /// Numbers in other bases (game 5 on).
    pub bases: bool,
    /// The base stated for the whole equation (game 5's "state the base" option): every number
    /// without a base cube is read in it. `None`: numbers are decimal unless a base cube says.
    pub stated_base: Option<u8>,
    /// Exponents and roots (game 6).
    pub exponents: bool,
    /// The most cubes in a whole decimal number (`Some(2)`: "one number is allowed to be formed
    /// from two cubes"); `None` lifts the limit, as the constant cube's examples do (`3 6 0`).
    /// Numbers with a decimal point or a base are never limited.
    pub max_whole_cubes: Option<u8>,
    /// The constant cube is in play (`% π log j tan χ`).
    pub constants: bool,
    /// The value of a fraction cube (2 in the rulebook).
    pub fraction_value: u32,
    /// Cubes in an exponent are worth 2 (a fraction cube stays 2).
    pub exponent_incentive: bool,
    /// An equation with a non-decimal number earns one extra cube.
    pub base_bonus: bool,
    /// Equating to zero.
    pub equate_zero: EquateZero,
    /// How π is read.
    pub pi: PiReading,
    /// The value declared for χ before the game, as text (see [`super::constants::ChiValue`]).
    pub chi: Option<String>,
    /// What `j` means.
    pub j: JMode,
}

impl Settings {
    /// These settings with the constant cube in play. The rulebook's constant-cube examples
    /// write whole numbers of three cubes (`(10 ÷ 5) π = 360°`), so the two-cube limit on whole
    /// numbers is lifted with it.
    pub fn with_constant_cube(mut self) -> Settings {
        self.constants = true;
        self.max_whole_cubes = None;
        self
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            game: Game::G1,
            add_subtract_only: false,
            fractions: false,
            dotted_zero: DottedZero::Zero,
            groups: false,
            bases: false,
            stated_base: None,
            exponents: false,
            max_whole_cubes: Some(2),
            constants: false,
            fraction_value: 2,
            exponent_incentive: false,
            base_bonus: false,
            equate_zero: EquateZero::Allowed,
            pi: PiReading::Auto,
            chi: None,
            j: JMode::Imaginary,
        }
    }
}

/// The default settings of a game (the rulebook's, where it gives them).
#[cfg_attr(feature = "uniffi", uniffi::export(name = "tuf_game_settings"))]
pub fn game_settings(game: Game) -> Settings {
    game.settings()
}

/// The settings with the constant cube in play (which also lifts the two-cube limit on whole
/// numbers, as the rulebook's constant-cube examples do).
#[cfg_attr(feature = "uniffi", uniffi::export(name = "tuf_with_constant_cube"))]
pub fn with_constant_cube(settings: Settings) -> Settings {
    settings.with_constant_cube()
}

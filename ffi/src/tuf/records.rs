//! Records and enums mirroring the core's TUF types, and the conversions both ways. Only
//! conversion lives here; every rule stays in `tuffest_core::tuf`.

use tuffest_core::lang::Lang;
use tuffest_core::tuf::board::Placement;
use tuffest_core::tuf::roll::{Roll, RolledCube};
use tuffest_core::tuf::{
    Colour, DottedZero, EquateZero, Face, Game, Item, JMode, Layout, PiReading, Relation, Role,
    Settings, Shift, Verdict,
};

/// A TUF game of the rulebook. Later games include the features of earlier ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufGame {
    /// Game 1, the basic game: + − × ÷, two-cube numbers.
    G1,
    /// Game 1A, for very young players: addition and subtraction only.
    G1A,
    /// Game 1B, cutthroat.
    G1B,
    /// Game 1C(a), solitaire: the longest equation from one roll in a given time.
    G1Ca,
    /// Game 1C(b), solitaire with the big set.
    G1Cb,
    /// Game 1C(c), double solitaire with a duplicated roll.
    G1Cc,
    /// Game 2, fractions.
    G2,
    /// Game 2A: two yellow cubes.
    G2A,
    /// Game 3: the dotted zero is a decimal point.
    G3,
    /// Game 4: parentheses.
    G4,
    /// Game 5: bases other than decimal.
    G5,
    /// Game 6: exponents and roots.
    G6,
}

impl From<Game> for TufGame {
    fn from(g: Game) -> Self {
        match g {
            Game::G1 => TufGame::G1,
            Game::G1A => TufGame::G1A,
            Game::G1B => TufGame::G1B,
            Game::G1Ca => TufGame::G1Ca,
            Game::G1Cb => TufGame::G1Cb,
            Game::G1Cc => TufGame::G1Cc,
            Game::G2 => TufGame::G2,
            Game::G2A => TufGame::G2A,
            Game::G3 => TufGame::G3,
            Game::G4 => TufGame::G4,
            Game::G5 => TufGame::G5,
            Game::G6 => TufGame::G6,
        }
    }
}

impl From<TufGame> for Game {
    fn from(g: TufGame) -> Self {
        match g {
            TufGame::G1 => Game::G1,
            TufGame::G1A => Game::G1A,
            TufGame::G1B => Game::G1B,
            TufGame::G1Ca => Game::G1Ca,
            TufGame::G1Cb => Game::G1Cb,
            TufGame::G1Cc => Game::G1Cc,
            TufGame::G2 => Game::G2,
            TufGame::G2A => Game::G2A,
            TufGame::G3 => Game::G3,
            TufGame::G4 => Game::G4,
            TufGame::G5 => Game::G5,
            TufGame::G6 => Game::G6,
        }
    }
}

/// A game as a menu shows it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufGameInfo {
    /// The game.
    pub game: TufGame,
    /// Its name as the rulebook writes it ("1", "1A", "1C(b)", …).
    pub code: String,
    /// The rulebook number of its features, 1 to 6.
    pub level: u8,
    /// How many cubes one player rolls (without the constant cube).
    pub cubes: u32,
    /// The ways the setup may preset the red cubes instead of rolling them (game 1A's four;
    /// empty for the other games). Label each with `tufOperatorPresetLabel`.
    pub operator_presets: Vec<super::play_records::TufOperatorPreset>,
}

/// A face of the constant (orange) cube, as a picker shows it (the constant-cube race presets
/// one of them).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufConstantFace {
    /// The face.
    pub face: TufFace,
    /// The symbol printed in the text notation (`%`, `pi`, `log`, `j`, `tan`, `chi`).
    pub symbol: String,
    /// The glyph to draw (`%`, `π`, `log`, `j`, `tan`, `χ`).
    pub glyph: String,
    /// Its name for screen readers, in the language asked for.
    pub spoken: String,
}

/// The colour of a cube.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufColour {
    /// Blue number cube `0 1 2 3 4 5`.
    Blue,
    /// Green number cube `6 7 8 9 10 0̇`.
    Green,
    /// Red operator cube `+ − − × ÷ (×)`.
    Red,
    /// Yellow fraction cube.
    Yellow,
    /// White equals cube.
    White,
    /// Orange constant cube `% π log j tan χ`.
    Orange,
}

impl From<Colour> for TufColour {
    fn from(c: Colour) -> Self {
        match c {
            Colour::Blue => TufColour::Blue,
            Colour::Green => TufColour::Green,
            Colour::Red => TufColour::Red,
            Colour::Yellow => TufColour::Yellow,
            Colour::White => TufColour::White,
            Colour::Orange => TufColour::Orange,
        }
    }
}

/// The face of a cube that is up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufFace {
    /// A digit 0 to 9.
    Digit {
        /// The digit.
        value: u8,
    },
    /// The green `10`.
    Ten,
    /// The green dotted zero (a zero or, from game 3, a decimal point).
    DottedZero,
    /// `+`
    Plus,
    /// `−` (subtraction, or raised: a negative sign).
    Minus,
    /// `×`
    Times,
    /// `÷`
    Divide,
    /// `(×)`: multiply, open a group or close a group.
    Paren,
    /// A fraction cube `1/denominator`.
    Fraction {
        /// 2, 3, 4, 5, 8 or 10.
        denominator: u8,
    },
    /// `=`
    Equals,
    /// `%`
    Percent,
    /// `π`
    Pi,
    /// `log`
    Log,
    /// `j`
    J,
    /// `tan`
    Tan,
    /// `χ`
    Chi,
}

impl From<Face> for TufFace {
    fn from(f: Face) -> Self {
        match f {
            Face::Digit(value) => TufFace::Digit { value },
            Face::Ten => TufFace::Ten,
            Face::DottedZero => TufFace::DottedZero,
            Face::Plus => TufFace::Plus,
            Face::Minus => TufFace::Minus,
            Face::Times => TufFace::Times,
            Face::Divide => TufFace::Divide,
            Face::Paren => TufFace::Paren,
            Face::Fraction(denominator) => TufFace::Fraction { denominator },
            Face::Equals => TufFace::Equals,
            Face::Percent => TufFace::Percent,
            Face::Pi => TufFace::Pi,
            Face::Log => TufFace::Log,
            Face::J => TufFace::J,
            Face::Tan => TufFace::Tan,
            Face::Chi => TufFace::Chi,
        }
    }
}

/// One cube of a roll.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufCube {
    /// The cube's id: its index in the roll, used by the board's edits.
    pub id: u32,
    /// Its colour.
    pub colour: TufColour,
    /// The face that is up.
    pub face: TufFace,
    /// The face as printed (`7`, `10`, `×`, `(x)`, `1/2`, `pi`).
    pub symbol: String,
    /// A label for screen readers ("divided by", "one half").
    pub spoken: String,
}

/// A player's roll.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufRoll {
    /// The short share code of the roll (to duplicate it, Game 1C(c)).
    pub code: String,
    /// The faces in the text notation, numbers first (`4 2 0 7 8 7 + × + (x) =`).
    pub faces_text: String,
    /// The cubes; a cube's id is its index here.
    pub cubes: Vec<TufCube>,
}

fn cube_record(id: usize, c: &RolledCube) -> TufCube {
    TufCube {
        id: u32::try_from(id).unwrap_or(u32::MAX),
        colour: c.colour.into(),
        face: c.face.into(),
        symbol: c.face.symbol().to_string(),
        spoken: c.face.spoken(),
    }
}

impl From<&Roll> for TufRoll {
    fn from(r: &Roll) -> Self {
        TufRoll {
            code: r.code(),
            faces_text: r.faces_text(),
            cubes: r
                .cubes
                .iter()
                .enumerate()
                .map(|(i, c)| cube_record(i, c))
                .collect(),
        }
    }
}

/// The role a player gives a cube whose face has several uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufRole {
    /// The face's only use.
    Plain,
    /// A `−` raised slightly: a negative sign.
    Negative,
    /// The (×) face used to multiply.
    Multiply,
    /// The (×) face opening a group.
    Open,
    /// The (×) face closing a group.
    Close,
    /// The dotted zero used as a decimal point.
    DecimalPoint,
}

impl From<Role> for TufRole {
    fn from(r: Role) -> Self {
        match r {
            Role::Plain => TufRole::Plain,
            Role::Negative => TufRole::Negative,
            Role::Multiply => TufRole::Multiply,
            Role::Open => TufRole::Open,
            Role::Close => TufRole::Close,
            Role::DecimalPoint => TufRole::DecimalPoint,
        }
    }
}

impl From<TufRole> for Role {
    fn from(r: TufRole) -> Self {
        match r {
            TufRole::Plain => Role::Plain,
            TufRole::Negative => Role::Negative,
            TufRole::Multiply => Role::Multiply,
            TufRole::Open => Role::Open,
            TufRole::Close => Role::Close,
            TufRole::DecimalPoint => Role::DecimalPoint,
        }
    }
}

/// One step off the line: up into an exponent, down into a subscript.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufShift {
    /// Above and to the right: an exponent.
    Up,
    /// Below and to the right: a base indicator.
    Down,
}

impl From<Shift> for TufShift {
    fn from(s: Shift) -> Self {
        match s {
            Shift::Up => TufShift::Up,
            Shift::Down => TufShift::Down,
        }
    }
}

impl From<TufShift> for Shift {
    fn from(s: TufShift) -> Self {
        match s {
            TufShift::Up => Shift::Up,
            TufShift::Down => Shift::Down,
        }
    }
}

/// Where a player puts a cube, as the apps offer it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufPlacement {
    /// On the line.
    Inline,
    /// A `−` raised slightly: a negative sign.
    Negative,
    /// Above and to the right: an exponent.
    Exponent,
    /// Below and to the right: a base indicator.
    Subscript,
}

impl From<TufPlacement> for Placement {
    fn from(p: TufPlacement) -> Self {
        match p {
            TufPlacement::Inline => Placement::Inline,
            TufPlacement::Negative => Placement::Negative,
            TufPlacement::Exponent => Placement::Exponent,
            TufPlacement::Subscript => Placement::Subscript,
        }
    }
}

/// One place of a layout, left to right: a cube or a gap.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum TufItem {
    /// A placed cube.
    Cube {
        /// The cube's id in the roll (`None` only for a layout read from text without a roll).
        cube_id: Option<u32>,
        /// The face that is up.
        face: TufFace,
        /// The face as printed.
        symbol: String,
        /// The role the player chose.
        role: TufRole,
        /// The path off the line: empty on the line, `[Up]` an exponent, `[Up, Up]` an
        /// exponent's exponent, `[Down]` a subscript.
        shifts: Vec<TufShift>,
    },
    /// A gap between cubes (it closes a group opened to its left).
    Gap {
        /// The path off the line, as for a cube.
        shifts: Vec<TufShift>,
    },
}

/// The layout as records.
pub(crate) fn layout_records(layout: &Layout) -> Vec<TufItem> {
    layout
        .items
        .iter()
        .map(|item| match item {
            Item::Cube(c) => TufItem::Cube {
                cube_id: c.cube.map(u32::from),
                face: c.face.into(),
                symbol: c.face.symbol().to_string(),
                role: c.role.into(),
                shifts: c.script.shifts().into_iter().map(Into::into).collect(),
            },
            Item::Gap(s) => TufItem::Gap {
                shifts: s.shifts().into_iter().map(Into::into).collect(),
            },
        })
        .collect()
}

/// What the dotted zero means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufDottedZero {
    /// A zero (games 1 and 2).
    Zero,
    /// A decimal point and only that (game 3 on).
    DecimalPoint,
}

/// What happens to an equation with a side equal to zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufEquateZero {
    /// Allowed, with no penalty (the rulebook's default).
    Allowed,
    /// Not allowed: the equation is invalid.
    Disallowed,
    /// Allowed with a two-cube penalty.
    Penalty,
}

/// How π is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufPiReading {
    /// Whichever reading makes the equation true; the verdict says which.
    Auto,
    /// π as the real number 3.14159….
    Real,
    /// π as 22/7.
    TwentyTwoSevenths,
    /// π radians as 180 (degrees).
    Degrees,
}

/// A relation the `j` joker may stand for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufRelation {
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

/// What `j` means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufJMode {
    /// The imaginary unit.
    Imaginary,
    /// A joker standing for a declared relation.
    Relation {
        /// The relation.
        relation: TufRelation,
    },
    /// A joker standing for factorial, after a whole number.
    Factorial,
}

/// The settings of a TUF game: start from `tufGameSettings(game)` and change what the players
/// agree.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct TufSettings {
    /// The game these settings came from.
    pub game: TufGame,
    /// Game 1A: only + and −.
    pub add_subtract_only: bool,
    /// Fraction cubes and mixed numbers (game 2 on).
    pub fractions: bool,
    /// What the dotted zero means.
    pub dotted_zero: TufDottedZero,
    /// Groups with the (×) cube (game 4 on).
    pub groups: bool,
    /// Numbers in other bases (game 5 on).
    pub bases: bool,
    /// The base stated for the whole equation (game 5's option), or none.
    pub stated_base: Option<u8>,
    /// Exponents and roots (game 6).
    pub exponents: bool,
    /// The most cubes in a whole decimal number (2 in the rulebook); none lifts the limit, as
    /// the constant cube's examples do (`3 6 0`).
    pub max_whole_cubes: Option<u8>,
    /// The constant cube is in play. (Turning it on should also lift `max_whole_cubes`, as
    /// `tufWithConstantCube` does.)
    pub constants: bool,
    /// The value of a fraction cube (2 in the rulebook).
    pub fraction_value: u32,
    /// Cubes in an exponent are worth 2.
    pub exponent_incentive: bool,
    /// An equation with a non-decimal number earns one extra cube.
    pub base_bonus: bool,
    /// Equating to zero.
    pub equate_zero: TufEquateZero,
    /// How π is read.
    pub pi: TufPiReading,
    /// The value declared for χ before the game, as text, or none.
    pub chi: Option<String>,
    /// What `j` means.
    pub j: TufJMode,
}

impl From<PiReading> for TufPiReading {
    fn from(p: PiReading) -> Self {
        match p {
            PiReading::Auto => TufPiReading::Auto,
            PiReading::Real => TufPiReading::Real,
            PiReading::TwentyTwoSevenths => TufPiReading::TwentyTwoSevenths,
            PiReading::Degrees => TufPiReading::Degrees,
        }
    }
}

impl From<TufPiReading> for PiReading {
    fn from(p: TufPiReading) -> Self {
        match p {
            TufPiReading::Auto => PiReading::Auto,
            TufPiReading::Real => PiReading::Real,
            TufPiReading::TwentyTwoSevenths => PiReading::TwentyTwoSevenths,
            TufPiReading::Degrees => PiReading::Degrees,
        }
    }
}

impl From<Relation> for TufRelation {
    fn from(r: Relation) -> Self {
        match r {
            Relation::Less => TufRelation::Less,
            Relation::Greater => TufRelation::Greater,
            Relation::LessOrEqual => TufRelation::LessOrEqual,
            Relation::GreaterOrEqual => TufRelation::GreaterOrEqual,
            Relation::NotEqual => TufRelation::NotEqual,
        }
    }
}

impl From<TufRelation> for Relation {
    fn from(r: TufRelation) -> Self {
        match r {
            TufRelation::Less => Relation::Less,
            TufRelation::Greater => Relation::Greater,
            TufRelation::LessOrEqual => Relation::LessOrEqual,
            TufRelation::GreaterOrEqual => Relation::GreaterOrEqual,
            TufRelation::NotEqual => Relation::NotEqual,
        }
    }
}

impl From<Settings> for TufSettings {
    fn from(s: Settings) -> Self {
        TufSettings {
            game: s.game.into(),
            add_subtract_only: s.add_subtract_only,
            fractions: s.fractions,
            dotted_zero: match s.dotted_zero {
                DottedZero::Zero => TufDottedZero::Zero,
                DottedZero::DecimalPoint => TufDottedZero::DecimalPoint,
            },
            groups: s.groups,
            bases: s.bases,
            stated_base: s.stated_base,
            exponents: s.exponents,
            max_whole_cubes: s.max_whole_cubes,
            constants: s.constants,
            fraction_value: s.fraction_value,
            exponent_incentive: s.exponent_incentive,
            base_bonus: s.base_bonus,
            equate_zero: match s.equate_zero {
                EquateZero::Allowed => TufEquateZero::Allowed,
                EquateZero::Disallowed => TufEquateZero::Disallowed,
                EquateZero::Penalty => TufEquateZero::Penalty,
            },
            pi: s.pi.into(),
            chi: s.chi,
            j: match s.j {
                JMode::Imaginary => TufJMode::Imaginary,
                JMode::Relation(r) => TufJMode::Relation { relation: r.into() },
                JMode::Factorial => TufJMode::Factorial,
            },
        }
    }
}

impl From<TufSettings> for Settings {
    fn from(s: TufSettings) -> Self {
        Settings {
            game: s.game.into(),
            add_subtract_only: s.add_subtract_only,
            fractions: s.fractions,
            dotted_zero: match s.dotted_zero {
                TufDottedZero::Zero => DottedZero::Zero,
                TufDottedZero::DecimalPoint => DottedZero::DecimalPoint,
            },
            groups: s.groups,
            bases: s.bases,
            stated_base: s.stated_base,
            exponents: s.exponents,
            max_whole_cubes: s.max_whole_cubes,
            constants: s.constants,
            fraction_value: s.fraction_value,
            exponent_incentive: s.exponent_incentive,
            base_bonus: s.base_bonus,
            equate_zero: match s.equate_zero {
                TufEquateZero::Allowed => EquateZero::Allowed,
                TufEquateZero::Disallowed => EquateZero::Disallowed,
                TufEquateZero::Penalty => EquateZero::Penalty,
            },
            pi: s.pi.into(),
            chi: s.chi,
            j: match s.j {
                TufJMode::Imaginary => JMode::Imaginary,
                TufJMode::Relation { relation } => JMode::Relation(relation.into()),
                TufJMode::Factorial => JMode::Factorial,
            },
        }
    }
}

/// The verdict on a layout: what the apps show above the cubes.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct TufVerdict {
    /// Whether the layout is a true equation that the game accepts.
    pub valid: bool,
    /// Why it is not valid, as a sentence fragment ("the sides are not equal: 9 and 8"), or none.
    pub reason: Option<String>,
    /// The position (from 0) of the item at fault, when the fault has one.
    pub error_position: Option<u32>,
    /// Each side's value (`19/2`, `-j`, `≈3.1416`); empty when the layout could not be read.
    pub values: Vec<String>,
    /// The equation in normal mathematical notation (`1/5 × (6 + 4) = 2`), or empty.
    pub normal: String,
    /// How many cubes are placed.
    pub cubes: u32,
    /// What the equation is worth in cubes after bonuses and penalties; 0 when not valid.
    pub cube_value: i32,
    /// What it would be worth if it were valid (for live display).
    pub potential_value: i32,
    /// The reading of π that was used, when π is in the equation.
    pub pi_reading: Option<TufPiReading>,
    /// Whether a side equals zero.
    pub equates_zero: bool,
    /// Whether the equation uses a non-decimal number.
    pub non_decimal: bool,
}

impl From<&Verdict> for TufVerdict {
    fn from(v: &Verdict) -> Self {
        TufVerdict::in_language(v, Lang::En)
    }
}

impl TufVerdict {
    /// The verdict with its reason worded in `lang`.
    pub(crate) fn in_language(v: &Verdict, lang: Lang) -> Self {
        TufVerdict {
            valid: v.valid,
            reason: v.reason_in(lang),
            error_position: v
                .error
                .as_ref()
                .and_then(|e| e.position())
                .map(|p| u32::try_from(p).unwrap_or(u32::MAX)),
            values: v.values.iter().map(|x| x.to_string()).collect(),
            normal: v.normal.clone(),
            cubes: v.cubes,
            cube_value: v.cube_value,
            potential_value: v.potential_value,
            pi_reading: v.pi_reading.map(Into::into),
            equates_zero: v.equates_zero,
            non_decimal: v.non_decimal,
        }
    }
}

//! The records the core has no type for: a roll, a layout, a verdict and a hint as the apps
//! draw them, each built from the core's values in the player's language (symbols, spoken
//! labels, the verdict's reason). Everything else crosses as the core's own types.

use tuffest_core::lang::Lang;
use tuffest_core::tuf::layout::{Item, Layout, Role, Shift};
use tuffest_core::tuf::roll::{OperatorPreset, Roll, RolledCube};
use tuffest_core::tuf::{Colour, Face, Game};

/// A game as a menu shows it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufGameInfo {
    /// The game.
    pub game: Game,
    /// Its name as the rulebook writes it ("1", "1A", "1C(b)", …).
    pub code: String,
    /// The rulebook number of its features, 1 to 6.
    pub level: u8,
    /// How many cubes one player rolls (without the constant cube).
    pub cubes: u32,
    /// The ways the setup may preset the red cubes instead of rolling them (game 1A's four;
    /// empty for the other games). Label each with `tufOperatorPresetLabel`.
    pub operator_presets: Vec<OperatorPreset>,
}

/// A face of the constant (orange) cube, as a picker shows it (the constant-cube race presets
/// one of them).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufConstantFace {
    /// The face.
    pub face: Face,
    /// The symbol printed in the text notation (`%`, `pi`, `log`, `j`, `tan`, `chi`).
    pub symbol: String,
    /// The glyph to draw (`%`, `π`, `log`, `j`, `tan`, `χ`).
    pub glyph: String,
    /// Its name for screen readers, in the language asked for.
    pub spoken: String,
}

/// One cube of a roll.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufCube {
    /// The cube's id: its index in the roll, used by the board's edits.
    pub id: u32,
    /// Its colour.
    pub colour: Colour,
    /// The face that is up.
    pub face: Face,
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
        colour: c.colour,
        face: c.face,
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

/// One place of a layout, left to right: a cube or a gap.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum TufItem {
    /// A placed cube.
    Cube {
        /// The cube's id in the roll (`None` only for a layout read from text without a roll).
        cube_id: Option<u32>,
        /// The face that is up.
        face: Face,
        /// The face as printed.
        symbol: String,
        /// The role the player chose.
        role: Role,
        /// The path off the line: empty on the line, `[Up]` an exponent, `[Up, Up]` an
        /// exponent's exponent, `[Down]` a subscript.
        shifts: Vec<Shift>,
    },
    /// A gap between cubes (it closes a group opened to its left).
    Gap {
        /// The path off the line, as for a cube.
        shifts: Vec<Shift>,
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
                face: c.face,
                symbol: c.face.symbol().to_string(),
                role: c.role,
                shifts: c.script.shifts(),
            },
            Item::Gap(s) => TufItem::Gap { shifts: s.shifts() },
        })
        .collect()
}

/// A hint: step 1 says how good the best equation is, step 2 which cubes it uses, step 3 the
/// whole equation.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufHint {
    /// The step shown (1, 2 or 3; 0 when the roll makes no equation).
    pub step: u8,
    /// The hint as a sentence to show.
    pub sentence: String,
    /// Step 1: the best cube value.
    pub value: Option<i32>,
    /// Step 2: the roll's cube ids the equation uses.
    pub cubes: Vec<u32>,
    /// Step 3: the equation in the text notation.
    pub text: Option<String>,
    /// Step 3: the equation in normal notation.
    pub normal: Option<String>,
}

impl TufHint {
    /// The hint with its sentence in `lang`.
    pub(crate) fn in_language(h: tuffest_core::tuf::solver::Hint, lang: Lang) -> Self {
        use tuffest_core::tuf::solver::Hint;
        let sentence = h.sentence_in(lang);
        let empty = TufHint {
            step: 0,
            sentence,
            value: None,
            cubes: Vec::new(),
            text: None,
            normal: None,
        };
        match h {
            Hint::HowGood { value, .. } => TufHint {
                step: 1,
                value: Some(value),
                ..empty
            },
            Hint::WhichCubes { cubes, .. } => TufHint {
                step: 2,
                cubes: cubes.into_iter().map(u32::from).collect(),
                ..empty
            },
            Hint::Equation { text, normal } => TufHint {
                step: 3,
                text: Some(text),
                normal: Some(normal),
                ..empty
            },
            Hint::NoEquation => empty,
        }
    }
}

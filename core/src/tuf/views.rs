//! A game, the constant cube's faces, a roll, a layout, a board and a hint as the apps draw
//! them: plain records built from the core's values in the player's language (symbols, spoken
//! labels, the verdict's reason), which cross the boundary as they are.

use super::board::Board;
use super::layout::{Item, Layout, Role, Shift};
use super::roll::{OperatorPreset, Roll, RolledCube};
use super::settings::Settings;
use super::verdict::{check, VerdictView};
use super::{notation, Colour, Face, Game};
use crate::lang::Lang;

/// A game as a menu shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufGameInfo"))]
pub struct GameInfo {
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

/// Every game of the rulebook, in order, as a menu shows them.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "tuf_games"))]
pub fn menu() -> Vec<GameInfo> {
    Game::ALL
        .iter()
        .map(|g| GameInfo {
            game: *g,
            code: g.code().to_string(),
            level: g.level(),
            cubes: g.allotment().total(),
            operator_presets: g.operator_presets().to_vec(),
        })
        .collect()
}

/// A face of the constant (orange) cube, as a picker shows it (the constant-cube race presets
/// one of them).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufConstantFace"))]
pub struct ConstantFace {
    /// The face.
    pub face: Face,
    /// The symbol printed in the text notation (`%`, `pi`, `log`, `j`, `tan`, `chi`).
    pub symbol: String,
    /// The glyph to draw (`%`, `π`, `log`, `j`, `tan`, `χ`).
    pub glyph: String,
    /// Its name for screen readers, in the language asked for.
    pub spoken: String,
}

/// The constant cube's six faces in order, named for screen readers in `language`.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "tuf_constant_faces"))]
pub fn constant_faces(language: Lang) -> Vec<ConstantFace> {
    Colour::Orange
        .faces()
        .into_iter()
        .map(|face| ConstantFace {
            face,
            symbol: face.symbol().to_string(),
            glyph: face.glyph().to_string(),
            spoken: face.spoken_in(language),
        })
        .collect()
}

/// One cube of a roll.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufCube"))]
pub struct RollCube {
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
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufRoll"))]
pub struct RollView {
    /// The short share code of the roll (to duplicate it, Game 1C(c)).
    pub code: String,
    /// The faces in the text notation, numbers first (`4 2 0 7 8 7 + × + (x) =`).
    pub faces_text: String,
    /// The cubes; a cube's id is its index here.
    pub cubes: Vec<RollCube>,
}

fn cube_record(id: usize, c: &RolledCube) -> RollCube {
    RollCube {
        id: u32::try_from(id).unwrap_or(u32::MAX),
        colour: c.colour,
        face: c.face,
        symbol: c.face.symbol().to_string(),
        spoken: c.face.spoken(),
    }
}

impl From<&Roll> for RollView {
    fn from(r: &Roll) -> Self {
        RollView {
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
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufItem"))]
pub enum LayoutItem {
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
pub fn layout_items(layout: &Layout) -> Vec<LayoutItem> {
    layout
        .items
        .iter()
        .map(|item| match item {
            Item::Cube(c) => LayoutItem::Cube {
                cube_id: c.cube.map(u32::from),
                face: c.face,
                symbol: c.face.symbol().to_string(),
                role: c.role,
                shifts: c.script.shifts(),
            },
            Item::Gap(s) => LayoutItem::Gap { shifts: s.shifts() },
        })
        .collect()
}

/// Everything a board screen draws, in one call.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufBoardView"))]
pub struct BoardView {
    /// The roll.
    pub roll: RollView,
    /// The layout, left to right.
    pub layout: Vec<LayoutItem>,
    /// The layout in the text notation (`1/5 ( 6 + 4 = 2`).
    pub layout_text: String,
    /// The ids of the cubes not yet placed.
    pub unused: Vec<u32>,
    /// Whether every cube of the roll is placed.
    pub uses_all_cubes: bool,
    /// The verdict on the layout under the board's settings.
    pub verdict: VerdictView,
}

impl BoardView {
    /// What to draw of `board` checked under `settings`, with the verdict's reason in `lang`.
    pub fn of(board: &Board, settings: &Settings, lang: Lang) -> BoardView {
        BoardView {
            roll: RollView::from(board.roll()),
            layout: layout_items(board.layout()),
            layout_text: notation::print(board.layout()),
            unused: board.unused().into_iter().map(u32::from).collect(),
            uses_all_cubes: board.uses_all_cubes(),
            verdict: check(board.layout(), settings).view_in(lang),
        }
    }
}

/// Rolls a game's cubes (plus the constant cube when `constant`) from a seed: the same seed
/// gives the same roll on every device.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "tuf_roll"))]
pub fn roll(game: Game, constant: bool, seed: u64) -> RollView {
    RollView::from(&Roll::for_game(game, constant, seed))
}

/// Checks an equation typed in the text notation (`1/5 ( 6 + 4 = 2`) under the settings, the
/// verdict in English. A fault in the text is reported in the verdict, not as an error.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "tuf_check"))]
pub fn check_typed(text: &str, settings: Settings) -> VerdictView {
    super::verdict::check_text(text, &settings).view_in(Lang::En)
}

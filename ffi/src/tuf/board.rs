//! [`TufBoard`]: one player's roll and the layout they build from it, with the checked edits.

use std::sync::{Arc, Mutex};

use serde::{Deserialize, Serialize};
use tuffest_core::lang::Lang;
use tuffest_core::tuf::board::{Board, CubeOptions, EditError, Placement};
use tuffest_core::tuf::layout::{Role, Shift};
use tuffest_core::tuf::roll::Roll;
use tuffest_core::tuf::{check, notation, Settings};

use crate::error::{said, TuffestError};
use crate::lock::lock;
use tuffest_core::tuf::views::{
    layout_items, BoardView as TufBoardView, LayoutItem as TufItem, RollView as TufRoll,
};
use tuffest_core::tuf::VerdictView as TufVerdict;

#[derive(Debug, Clone)]
struct State {
    board: Board,
    settings: Settings,
    /// The device's language (not saved with the board).
    lang: Lang,
}

/// The saved form of a board (JSON, versioned).
#[derive(Serialize, Deserialize)]
struct Saved {
    format: u32,
    board: Board,
    settings: Settings,
}

const SAVE_FORMAT: u32 = 1;

/// A player's board: their roll and the layout they are building, checked under the game's
/// settings. Every edit either succeeds or throws `TuffestError.EditRefused` and leaves the
/// layout unchanged. Positions count items (cubes and gaps) from 0, left to right.
///
/// The board speaks the device's language, set with `setLanguage` (English until then; it is
/// not saved with the board): the errors it throws and the verdict's reason are worded in it.
#[derive(Debug, uniffi::Object)]
pub struct TufBoard {
    state: Mutex<State>,
}

fn position(at: u32) -> usize {
    usize::try_from(at).unwrap_or(usize::MAX)
}

impl TufBoard {
    fn with_roll(roll: Roll, settings: Settings) -> Arc<Self> {
        Arc::new(TufBoard {
            state: Mutex::new(State {
                board: Board::new(roll),
                settings,
                lang: Lang::En,
            }),
        })
    }

    fn edit(
        &self,
        f: impl FnOnce(&mut Board) -> Result<(), EditError>,
    ) -> Result<(), TuffestError> {
        let mut state = lock(&self.state);
        let lang = state.lang;
        f(&mut state.board).map_err(|e| TuffestError::edit(&e, lang))
    }
}

#[uniffi::export]
impl TufBoard {
    /// A board with nothing placed, for the roll with this share code.
    #[uniffi::constructor]
    pub fn new(roll_code: String, settings: Settings) -> Result<Arc<Self>, TuffestError> {
        let roll = Roll::from_code(&roll_code).map_err(|e| TuffestError::roll(&e, Lang::En))?;
        Ok(Self::with_roll(roll, settings))
    }

    /// A board with nothing placed, for a roll typed as faces (`4 2 0 7 8 7 + × + (x) =`).
    #[uniffi::constructor]
    pub fn from_faces(faces: String, settings: Settings) -> Result<Arc<Self>, TuffestError> {
        let roll = Roll::from_faces(&faces).map_err(|e| TuffestError::roll(&e, Lang::En))?;
        Ok(Self::with_roll(roll, settings))
    }

    /// A board restored from the text `save` returned.
    #[uniffi::constructor]
    pub fn restore(saved: String) -> Result<Arc<Self>, TuffestError> {
        let bad = |text: String| said(TuffestError::InvalidSave, text);
        let saved: Saved = serde_json::from_str(&saved)
            .map_err(|e| bad(format!("the saved board cannot be read ({e})")))?;
        if saved.format != SAVE_FORMAT {
            let format = saved.format;
            return Err(bad(format!(
                "the saved board has format {format}, which this version cannot read"
            )));
        }
        saved
            .board
            .check()
            .map_err(|e| bad(format!("the saved board is damaged: {e}")))?;
        Ok(Arc::new(TufBoard {
            state: Mutex::new(State {
                board: saved.board,
                settings: saved.settings,
                lang: Lang::En,
            }),
        }))
    }

    /// Sets the language of its errors and of the verdict's reason (not saved with the board).
    pub fn set_language(&self, language: Lang) {
        lock(&self.state).lang = language;
    }

    /// The language of the errors this board throws and of the verdict's reason.
    pub fn language(&self) -> Lang {
        lock(&self.state).lang
    }

    /// The board as text, to keep and later pass to `restore`.
    pub fn save(&self) -> Result<String, TuffestError> {
        let state = lock(&self.state);
        serde_json::to_string(&Saved {
            format: SAVE_FORMAT,
            board: state.board.clone(),
            settings: state.settings.clone(),
        })
        .map_err(|e| {
            said(
                TuffestError::InvalidSave,
                format!("the board could not be saved ({e})"),
            )
        })
    }

    /// The roll.
    pub fn roll(&self) -> TufRoll {
        TufRoll::from(lock(&self.state).board.roll())
    }

    /// The layout, left to right.
    pub fn layout(&self) -> Vec<TufItem> {
        layout_items(lock(&self.state).board.layout())
    }

    /// The layout in the text notation.
    pub fn layout_text(&self) -> String {
        notation::print(lock(&self.state).board.layout())
    }

    /// The ids of the cubes not yet placed.
    pub fn unused(&self) -> Vec<u32> {
        lock(&self.state)
            .board
            .unused()
            .into_iter()
            .map(u32::from)
            .collect()
    }

    /// Whether every cube of the roll is placed.
    pub fn uses_all_cubes(&self) -> bool {
        lock(&self.state).board.uses_all_cubes()
    }

    /// The settings the layout is checked under.
    pub fn settings(&self) -> Settings {
        lock(&self.state).settings.clone()
    }

    /// Places cube `cube_id` at position `at` (0 = leftmost; past the end appends), on the line.
    pub fn place(&self, cube_id: u32, at: u32) -> Result<(), TuffestError> {
        let Ok(id) = u16::try_from(cube_id) else {
            let lang = lock(&self.state).lang;
            return Err(said(
                TuffestError::EditRefused,
                match lang {
                    Lang::En => format!("cube {cube_id} is not in the roll"),
                    Lang::Fr => format!("le cube {cube_id} n'est pas dans le lancer"),
                },
            ));
        };
        self.edit(|b| b.place(id, position(at)))
    }

    /// Moves the item at `from` so that it ends at position `to`.
    pub fn move_item(&self, from: u32, to: u32) -> Result<(), TuffestError> {
        self.edit(|b| b.move_item(position(from), position(to)))
    }

    /// Takes the item at `at` out of the layout (a cube goes back to the roll).
    pub fn remove(&self, at: u32) -> Result<(), TuffestError> {
        self.edit(|b| b.remove(position(at)))
    }

    /// Sets where the cube at `at` sits: on the line, raised as a negative sign, as an exponent
    /// or as a subscript.
    pub fn set_placement(&self, at: u32, placement: Placement) -> Result<(), TuffestError> {
        self.edit(|b| b.set_placement(position(at), placement))
    }

    /// Sets the exact path off the line of the item at `at` (for exponents of exponents).
    pub fn set_script(&self, at: u32, shifts: Vec<Shift>) -> Result<(), TuffestError> {
        self.edit(|b| b.set_script(position(at), &shifts))
    }

    /// Sets the role of the cube at `at` (the (×) cube's multiply/open/close, the dotted zero's
    /// zero/decimal point, a minus's subtract/negative).
    pub fn set_role(&self, at: u32, role: Role) -> Result<(), TuffestError> {
        self.edit(|b| b.set_role(position(at), role))
    }

    /// Removes the gap at `at`, or inserts one there.
    pub fn toggle_gap(&self, at: u32) -> Result<(), TuffestError> {
        self.edit(|b| b.toggle_gap(position(at)))
    }

    /// Replaces the layout with one typed in the text notation (`4 × 2 - 8 = 0`); each face
    /// takes an unused cube of the roll showing it.
    pub fn set_layout_text(&self, text: String) -> Result<(), TuffestError> {
        let mut state = lock(&self.state);
        let lang = state.lang;
        let layout = notation::parse(&text)
            .map_err(|e| said(TuffestError::InvalidLayout, e.text_in(lang)))?;
        state
            .board
            .set_layout(layout)
            .map_err(|e| said(TuffestError::InvalidLayout, e.text_in(lang)))
    }

    /// The placements and roles the cube at `at` may take in this game.
    pub fn options(&self, at: u32) -> Result<CubeOptions, TuffestError> {
        let state = lock(&self.state);
        state
            .board
            .options(position(at), &state.settings)
            .map_err(|e| TuffestError::edit(&e, state.lang))
    }

    /// The layout spoken for screen readers: as mathematics when it reads as an equation, else
    /// cube by cube.
    pub fn spoken(&self, language: Lang) -> String {
        let state = lock(&self.state);
        tuffest_core::tuf::spoken::layout(state.board.layout(), &state.settings, language)
    }

    /// Takes every cube back.
    pub fn clear(&self) {
        lock(&self.state).board.clear();
    }

    /// The verdict on the layout under the board's settings (its reason in the board's
    /// language).
    pub fn verdict(&self) -> TufVerdict {
        let state = lock(&self.state);
        check(state.board.layout(), &state.settings).view_in(state.lang)
    }

    /// Everything the board screen draws, in one call.
    pub fn view(&self) -> TufBoardView {
        let state = lock(&self.state);
        TufBoardView::of(&state.board, &state.settings, state.lang)
    }
}

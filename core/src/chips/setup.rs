//! Set-ups: which boards may start a game, and why one is refused.
//!
//! - Yellow moves first, so a set-up where yellow has no move is refused (the game would be
//!   over before it starts).
//! - A tournament set-up has 8 to 16 empty squares; other counts are allowed outside the
//!   tournament and marked as such ([`SetupInfo::tournament_ready`]).

use super::board::{Board, Colour};
use super::moves::has_move;
use super::notation::{board_text, share_code};
use crate::kit::Worded;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The fewest empty squares of a tournament set-up.
pub const TOURNAMENT_MIN_EMPTIES: u32 = 8;
/// The most empty squares of a tournament set-up.
pub const TOURNAMENT_MAX_EMPTIES: u32 = 16;

/// Why a board, a share code or a set-up was refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupError {
    /// The board does not have 4, 5 or 6 rows.
    WrongSize {
        /// How many rows were given.
        rows: u32,
    },
    /// A row's length differs from the number of rows.
    RowLength {
        /// The row, from 1 at the top.
        row: u32,
        /// Its length.
        found: u32,
        /// The length it needs.
        expected: u32,
    },
    /// A character other than `.`, `Y` or `R`.
    BadChar {
        /// The character.
        ch: char,
        /// Where it is.
        square: String,
    },
    /// A share code that does not read (mistyped, or not a chip-game code).
    BadCode {
        /// The code as given (cut to 40 characters).
        code: String,
    },
    /// Yellow, who moves first, has no legal move.
    NoFirstMove,
    /// A tournament set-up with fewer than 8 or more than 16 empty squares.
    TournamentEmpties {
        /// How many squares are empty.
        empties: u32,
    },
    /// A saved game that does not replay (a move that is not legal, seats that do not fit).
    BadSave {
        /// What is wrong, in English (a save is only damaged by a bug or a hand edit).
        why: String,
    },
}

impl Worded for SetupError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (SetupError::WrongSize { rows }, Lang::En) => format!(
                "a board has 4, 5 or 6 rows separated by \u{201c}/\u{201d} (this one has {rows})"
            ),
            (SetupError::WrongSize { rows }, Lang::Fr) => format!(
                "un plateau a 4, 5 ou 6 lignes séparées par « / » (celui-ci en a {rows})"
            ),
            (SetupError::RowLength { row, found, expected }, Lang::En) => format!(
                "row {row} has {found} squares; every row needs {expected}"
            ),
            (SetupError::RowLength { row, found, expected }, Lang::Fr) => format!(
                "la ligne {row} a {found} cases ; chaque ligne doit en avoir {expected}"
            ),
            (SetupError::BadChar { ch, square }, Lang::En) => format!(
                "\u{201c}{ch}\u{201d} at {square} is not a square: write . (empty), Y (yellow) or R (red)"
            ),
            (SetupError::BadChar { ch, square }, Lang::Fr) => format!(
                "« {ch} » en {square} n\u{2019}est pas une case : écrivez . (vide), Y (jaune) ou R (rouge)"
            ),
            (SetupError::BadCode { code }, Lang::En) => {
                format!("\u{201c}{code}\u{201d} is not a chip-game set-up code (check for a typo)")
            }
            (SetupError::BadCode { code }, Lang::Fr) => format!(
                "« {code} » n\u{2019}est pas un code de position du jeu de jetons (vérifiez la saisie)"
            ),
            (SetupError::NoFirstMove, Lang::En) => {
                "yellow moves first but has no legal move on this set-up".to_string()
            }
            (SetupError::NoFirstMove, Lang::Fr) => {
                "jaune joue en premier mais n\u{2019}a aucun coup possible dans cette position"
                    .to_string()
            }
            (SetupError::TournamentEmpties { empties }, Lang::En) => format!(
                "a tournament set-up has 8 to 16 empty squares (this one has {empties})"
            ),
            (SetupError::TournamentEmpties { empties }, Lang::Fr) => format!(
                "une position de tournoi a de 8 à 16 cases vides (celle-ci en a {empties})"
            ),
            (SetupError::BadSave { why }, Lang::En) => {
                format!("the saved chip game does not replay: {why}")
            }
            (SetupError::BadSave { why }, Lang::Fr) => {
                format!("la partie de jetons enregistrée ne se rejoue pas : {why}")
            }
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            SetupError::WrongSize { .. } => "wrong_size",
            SetupError::RowLength { .. } => "row_length",
            SetupError::BadChar { .. } => "bad_char",
            SetupError::BadCode { .. } => "bad_code",
            SetupError::NoFirstMove => "no_first_move",
            SetupError::TournamentEmpties { .. } => "tournament_empties",
            SetupError::BadSave { .. } => "bad_save",
        }
    }
}

crate::kit::worded_display!(SetupError);

impl std::error::Error for SetupError {}

/// What a valid set-up is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupInfo {
    /// The board as rows.
    pub rows: String,
    /// The share code.
    pub code: String,
    /// How many squares are empty.
    pub empties: u32,
    /// Whether the set-up may be used in a tournament (8 to 16 empty squares).
    pub tournament_ready: bool,
}

/// Checks a set-up: yellow must have a first move; with `tournament`, the board must also have
/// 8 to 16 empty squares. Outside the tournament other counts pass, marked not
/// tournament-ready.
pub fn check_setup(board: &Board, tournament: bool) -> Result<SetupInfo, SetupError> {
    let empties = board.empty_count();
    let ready = (TOURNAMENT_MIN_EMPTIES..=TOURNAMENT_MAX_EMPTIES).contains(&empties);
    if tournament && !ready {
        return Err(SetupError::TournamentEmpties { empties });
    }
    if !has_move(board, Colour::Yellow) {
        return Err(SetupError::NoFirstMove);
    }
    Ok(SetupInfo {
        rows: board_text(board),
        code: share_code(board),
        empties,
        tournament_ready: ready,
    })
}

/// A set-up editor: place, flip and remove chips; [`Editor::verdict`] says whether the board
/// may start a game and why not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Editor {
    board: Board,
    tournament: bool,
}

impl Editor {
    /// An editor on `board`; `tournament` applies the tournament's 8-16 rule.
    pub fn new(board: Board, tournament: bool) -> Editor {
        Editor { board, tournament }
    }

    /// The board being edited.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Puts a chip of `colour` on `cell`; `false` when the cell is off the board.
    pub fn place(&mut self, cell: crate::kit::Cell, colour: Colour) -> bool {
        self.board.set(cell, Some(colour))
    }

    /// Turns the chip on `cell` over; `false` when there is none.
    pub fn flip(&mut self, cell: crate::kit::Cell) -> bool {
        match self.board.at(cell) {
            Some(c) => self.board.set(cell, Some(c.other())),
            None => false,
        }
    }

    /// Takes the chip off `cell`; `false` when there is none.
    pub fn remove(&mut self, cell: crate::kit::Cell) -> bool {
        self.board.at(cell).is_some() && self.board.set(cell, None)
    }

    /// Whether the board may start a game, and why not.
    pub fn verdict(&self) -> Result<SetupInfo, SetupError> {
        check_setup(&self.board, self.tournament)
    }
}

//! Where a Pytagora equation may go: one line across or down that may cross laid pieces
//! (sharing them) but not extend an earlier equation, nor touch laid pieces side by side
//! except where it crosses them; and the line must be a valid equation.

use super::score::points;
use crate::crossword::board::{Board, BoardError, Placement};
use crate::crossword::equation::{check, Checked, EquationRules, LineError};
use crate::crossword::pieces::Piece;
use crate::kit::grid::Cell;
use crate::kit::Worded;
use crate::lang::Lang;

/// Why a line cannot be laid as a Pytagora equation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LayError {
    /// It does not fit the board.
    Board(BoardError),
    /// It would extend an earlier equation (a laid piece just before or after it, or two
    /// laid pieces side by side along it).
    Extends(Cell),
    /// A new piece would touch a laid piece side by side without crossing it.
    Touches(Cell),
    /// The line is not a valid equation.
    Line(LineError),
}

impl Worded for LayError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (LayError::Board(e), _) => e.text_in(lang),
            (LayError::Extends(c), Lang::En) => format!(
                "an equation may cross an earlier one but not extend it (square {})",
                c.algebraic()
            ),
            (LayError::Extends(c), Lang::Fr) => format!(
                "une égalité peut en croiser une autre mais pas la prolonger (case {})",
                c.algebraic()
            ),
            (LayError::Touches(c), Lang::En) => format!(
                "a new piece may not touch laid pieces side by side (square {})",
                c.algebraic()
            ),
            (LayError::Touches(c), Lang::Fr) => format!(
                "une nouvelle pièce ne peut pas toucher côte à côte les pièces posées (case {})",
                c.algebraic()
            ),
            (LayError::Line(e), _) => e.text_in(lang),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            LayError::Board(e) => e.kind(),
            LayError::Extends(_) => "extends",
            LayError::Touches(_) => "touches",
            LayError::Line(e) => e.kind(),
        }
    }
}

crate::kit::worded_display!(LayError);

/// A line that may be laid: its new cells and pieces, how many laid pieces it crosses, the
/// checked equation and its points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Laid {
    /// The new cells and their pieces.
    pub new: Vec<(Cell, Piece)>,
    /// Laid pieces crossed.
    pub crossed: usize,
    /// The checked equation.
    pub checked: Checked,
    /// The points it scores.
    pub points: i64,
}

/// Checks where and what `placement` lays on `board` under Pytagora's rules (the rack is the
/// game's business); the board is not changed.
pub fn check_lay(
    board: &Board,
    placement: &Placement,
    rules: EquationRules,
) -> Result<Laid, LayError> {
    let new = board.new_cells(placement).map_err(LayError::Board)?;
    let dir = placement.dir;
    let len = placement.pieces.len();
    let cells = board
        .cells(placement.start, dir, len)
        .ok_or(LayError::Board(BoardError::OffBoard))?;
    // Nothing laid just before or just after the line.
    let i_len = i32::try_from(len).unwrap_or(i32::MAX);
    for end in [
        board.step(placement.start, dir, -1),
        board.step(placement.start, dir, i_len),
    ]
    .into_iter()
    .flatten()
    {
        if board.piece(end).is_some() {
            return Err(LayError::Extends(end));
        }
    }
    // No two laid pieces side by side along the line (that is an earlier equation's run).
    for w in cells.windows(2) {
        if board.piece(w[0]).is_some() && board.piece(w[1]).is_some() {
            return Err(LayError::Extends(w[1]));
        }
    }
    // New pieces touch nothing side by side across the line.
    for (c, _) in &new {
        for by in [-1, 1] {
            if let Some(n) = board.step(*c, dir.other(), by) {
                if board.piece(n).is_some() {
                    return Err(LayError::Touches(*c));
                }
            }
        }
    }
    let checked = check(&placement.pieces, rules).map_err(LayError::Line)?;
    let crossed = len - new.len();
    let points = points(&checked.tokens, crossed);
    Ok(Laid {
        new,
        crossed,
        checked,
        points,
    })
}

/// Checks and scores one line of pieces on its own (no board): the terminal's `score`.
pub fn score_line(pieces: &[Piece], crossed: usize) -> Result<i64, LineError> {
    let checked = check(pieces, EquationRules::PYTAGORA)?;
    Ok(points(&checked.tokens, crossed))
}

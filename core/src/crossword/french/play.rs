//! Where tiles may go and what a play scores (reconstructed rules 4 and 6, rules 10-12 and the
//! premium squares): a lay puts tiles in one line, joined to what is on the board (the first
//! covers the centre); every line of two or more tiles it touches must be a true equation; an
//! equation made longer is an extension (rule 10, +20); a transformation (rule 11, +20) replaces
//! a member of an equation by tiles of the same value. Nothing here changes the board.

use super::reading::{check_line, show, ReadError, Reading};
use super::tiles::{points_of, Layout};
use crate::crossword::board::{Board, BoardError, Direction, Placement};
use crate::crossword::line::run_through;
use crate::crossword::pieces::Piece;
use crate::kit::grid::Cell;
use crate::kit::Worded;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// Points added for an extension (rule 10) or a transformation (rule 11).
pub const BONUS: i64 = 20;

/// Why a play cannot be made (the board is unchanged).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayError {
    /// The tiles do not fit or disagree with the board.
    Board(BoardError),
    /// The first play must cover the centre square.
    NotOnCentre,
    /// The tiles do not join what is on the board.
    NotJoined,
    /// The play makes no line of two or more tiles.
    NoEquation,
    /// A line the play makes or changes is not a true equation (its first cell, direction,
    /// tiles and the reason).
    Line {
        /// The line's first cell.
        start: Cell,
        /// Across or down.
        dir: Direction,
        /// The line as it would read.
        text: String,
        /// Why it is not true.
        error: ReadError,
    },
    /// There is no equation through that square in that direction.
    NoEquationThere(Cell),
    /// The equation has no such member.
    NoMember(usize),
    /// The new member changes nothing.
    Unchanged,
    /// A tile to be taken off also belongs to an equation across it.
    Anchored(Cell),
    /// A middle member of a chain must keep its length.
    MiddleLength,
}

impl Worded for PlayError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (PlayError::Board(e), _) => e.text_in(lang),
            (PlayError::NotOnCentre, Lang::En) => {
                "the first equation must cover the centre square".into()
            }
            (PlayError::NotOnCentre, Lang::Fr) => {
                "la première équation doit couvrir la case centrale".into()
            }
            (PlayError::NotJoined, Lang::En) => {
                "the tiles must join the tiles already on the board".into()
            }
            (PlayError::NotJoined, Lang::Fr) => "les jetons doivent toucher ceux déjà posés".into(),
            (PlayError::NoEquation, Lang::En) => "the play makes no equation".into(),
            (PlayError::NoEquation, Lang::Fr) => "le coup ne forme aucune équation".into(),
            (PlayError::Line { text, error, .. }, Lang::En) => {
                format!("{text} is not a true equation: {}", error.text_in(lang))
            }
            (PlayError::Line { text, error, .. }, Lang::Fr) => {
                format!(
                    "{text} n\u{2019}est pas une équation juste\u{a0}: {}",
                    error.text_in(lang)
                )
            }
            (PlayError::NoEquationThere(c), Lang::En) => {
                format!("there is no equation through {} that way", c.algebraic())
            }
            (PlayError::NoEquationThere(c), Lang::Fr) => {
                format!(
                    "aucune équation ne passe par {} dans ce sens",
                    c.algebraic()
                )
            }
            (PlayError::NoMember(m), Lang::En) => format!("the equation has no member {}", m + 1),
            (PlayError::NoMember(m), Lang::Fr) => {
                format!("l\u{2019}équation n\u{2019}a pas de membre {}", m + 1)
            }
            (PlayError::Unchanged, Lang::En) => "the new member changes nothing".into(),
            (PlayError::Unchanged, Lang::Fr) => "le nouveau membre ne change rien".into(),
            (PlayError::Anchored(c), Lang::En) => format!(
                "the tile on {} also belongs to an equation across it and cannot be taken off",
                c.algebraic()
            ),
            (PlayError::Anchored(c), Lang::Fr) => format!(
                "le jeton de {} appartient aussi à une autre équation et ne peut pas être enlevé",
                c.algebraic()
            ),
            (PlayError::MiddleLength, Lang::En) => {
                "a member in the middle of a chain must keep its length".into()
            }
            (PlayError::MiddleLength, Lang::Fr) => {
                "un membre au milieu d\u{2019}une chaîne doit garder sa longueur".into()
            }
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            PlayError::Board(e) => e.kind(),
            PlayError::NotOnCentre => "not_on_centre",
            PlayError::NotJoined => "not_joined",
            PlayError::NoEquation => "no_equation",
            PlayError::Line { error, .. } => error.kind(),
            PlayError::NoEquationThere(_) => "no_equation_there",
            PlayError::NoMember(_) => "no_member",
            PlayError::Unchanged => "unchanged",
            PlayError::Anchored(_) => "anchored",
            PlayError::MiddleLength => "middle_length",
        }
    }
}

crate::kit::worded_display!(PlayError);

/// An equation a play makes or changes, with its score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scored {
    /// Its first cell.
    pub start: Cell,
    /// Across or down.
    pub dir: Direction,
    /// Its tiles.
    pub pieces: Vec<Piece>,
    /// The whole-part digits of each fraction as read (see [`Reading`]).
    pub wholes: Vec<u8>,
    /// Its value, written out.
    pub value: String,
    /// Points, premiums and bonus included.
    pub points: i64,
    /// It made an equation already on the board longer (rule 10).
    pub extended: bool,
    /// It is the equation a transformation changed (rule 11).
    pub transformed: bool,
    /// It reads as a true equation (always, unless plays go unchecked under the challenge
    /// rule).
    pub true_: bool,
}

/// A play that may be made: the tiles it puts down, the tiles it takes off (a
/// transformation), every equation it makes or changes, and the points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checked {
    /// New tiles and their squares.
    pub new: Vec<(Cell, Piece)>,
    /// Tiles taken off (a transformation) and their squares.
    pub removed: Vec<(Cell, Piece)>,
    /// The equations made or changed.
    pub equations: Vec<Scored>,
    /// The play's points.
    pub points: i64,
}

/// The centre square of `board` (the first play covers it): row 7, column 7 on the 15 × 15
/// board.
pub fn centre(board: &Board) -> Cell {
    Cell::new(board.rows() / 2, board.cols() / 2)
}

fn line_cells(board: &Board, start: Cell, dir: Direction, len: usize) -> Vec<Cell> {
    board.cells(start, dir, len).unwrap_or_default()
}

/// Scores one line: tile points with tile premiums, then equation premiums; premiums count
/// under new tiles only, or under the whole line when `whole` (rules 10 and 11).
fn score_line(
    board: &Board,
    layout: Layout,
    start: Cell,
    dir: Direction,
    pieces: &[Piece],
    is_new: &dyn Fn(Cell) -> bool,
    whole: bool,
) -> i64 {
    let cells = line_cells(board, start, dir, pieces.len());
    let mut sum = 0i64;
    let mut factor = 1i64;
    for (c, p) in cells.iter().zip(pieces) {
        let counts = whole || is_new(*c);
        let prem = if counts { layout.premium(*c) } else { None };
        sum += points_of(*p) * prem.map_or(1, |q| q.tile_factor());
        factor *= prem.map_or(1, |q| q.equation_factor());
    }
    sum * factor
}

/// Whether the run along `dir` through the old tiles holds two old tiles side by side (the
/// line extends an equation already on the board).
fn extends(old: &Board, cells: &[Cell]) -> bool {
    cells
        .windows(2)
        .any(|w| old.piece(w[0]).is_some() && old.piece(w[1]).is_some())
}

/// Checks every line through `new` on `after` (the board with the play made) and scores them;
/// `old` is the board before. `transformed` names the line a transformation changed.
fn check_lines(
    old: &Board,
    after: &Board,
    layout: Layout,
    new: &[(Cell, Piece)],
    dir: Direction,
    transformed: Option<(Cell, Direction)>,
    unchecked: bool,
) -> Result<Vec<Scored>, PlayError> {
    let cells: Vec<Cell> = new.iter().map(|(c, _)| *c).collect();
    let is_new = |c: Cell| cells.contains(&c);
    let mut lines: Vec<(Cell, Direction, Vec<Piece>)> = Vec::new();
    let mut consider = |start: Cell, d: Direction, pieces: Vec<Piece>| {
        if pieces.len() >= 2 && !lines.iter().any(|(s, od, _)| *s == start && *od == d) {
            lines.push((start, d, pieces));
        }
    };
    if let Some((s, d)) = transformed {
        let (start, pieces) = run_through(after, s, d);
        consider(start, d, pieces);
    }
    for d in [dir, dir.other()] {
        for &c in &cells {
            let (start, pieces) = run_through(after, c, d);
            consider(start, d, pieces);
        }
    }
    if lines.is_empty() {
        return Err(PlayError::NoEquation);
    }
    let mut out = Vec::new();
    for (start, d, pieces) in lines {
        let reading: Option<Reading> = match check_line(&pieces) {
            Ok(r) => Some(r),
            Err(_) if unchecked => None,
            Err(error) => {
                return Err(PlayError::Line {
                    start,
                    dir: d,
                    text: crate::crossword::pieces::text_of(&pieces),
                    error,
                })
            }
        };
        let lc = line_cells(after, start, d, pieces.len());
        let is_transformed = transformed.is_some_and(|(s, td)| td == d && lc.contains(&s));
        let extended = !is_transformed && extends(old, &lc);
        // Rule 12: zeros alone added to an equation score their points and the premiums under
        // them, without rule 10's bonus.
        let zeros_only = lc
            .iter()
            .filter(|c| is_new(**c))
            .all(|c| after.piece(*c) == Some(Piece::Digit(0)));
        let whole = (extended && !zeros_only) || is_transformed;
        let mut points = score_line(after, layout, start, d, &pieces, &is_new, whole);
        if whole {
            points += BONUS;
        }
        out.push(Scored {
            start,
            dir: d,
            pieces,
            wholes: reading
                .as_ref()
                .map(|r| r.wholes.clone())
                .unwrap_or_default(),
            value: reading
                .as_ref()
                .map_or_else(|| "?".into(), |r| show(&r.value)),
            points,
            extended,
            transformed: is_transformed,
            true_: reading.is_some(),
        });
    }
    Ok(out)
}

/// Checks a lay: `placement` is a stretch of one line (tiles already on the board included
/// where it passes over them); the board is not changed.
pub fn check_lay(
    board: &Board,
    layout: Layout,
    placement: &Placement,
) -> Result<Checked, PlayError> {
    lay(board, layout, placement, false)
}

/// Like [`check_lay`], but under the challenge rule (rule 2): where the tiles go is checked,
/// whether the equations are true is not (each [`Scored`] says).
pub fn check_lay_unchecked(
    board: &Board,
    layout: Layout,
    placement: &Placement,
) -> Result<Checked, PlayError> {
    lay(board, layout, placement, true)
}

fn lay(
    board: &Board,
    layout: Layout,
    placement: &Placement,
    unchecked: bool,
) -> Result<Checked, PlayError> {
    let new = board.new_cells(placement).map_err(PlayError::Board)?;
    let cells = line_cells(
        board,
        placement.start,
        placement.dir,
        placement.pieces.len(),
    );
    if board.is_empty() {
        if !cells.contains(&centre(board)) {
            return Err(PlayError::NotOnCentre);
        }
    } else {
        let passes_old = cells.iter().any(|c| board.piece(*c).is_some());
        let touches = new.iter().any(|(c, _)| {
            Direction::BOTH.iter().any(|d| {
                [-1, 1].iter().any(|by| {
                    board
                        .step(*c, *d, *by)
                        .is_some_and(|n| board.piece(n).is_some())
                })
            })
        });
        if !passes_old && !touches {
            return Err(PlayError::NotJoined);
        }
    }
    let mut after = board.clone();
    for (c, p) in &new {
        after.set(*c, Some(*p));
    }
    let equations = check_lines(board, &after, layout, &new, placement.dir, None, unchecked)?;
    let points = equations.iter().map(|e| e.points).sum();
    Ok(Checked {
        new,
        removed: Vec::new(),
        equations,
        points,
    })
}

/// A transformation (rule 11): the equation through `cell` along `dir`, its member `member`
/// (counted from 0 between the `=` signs) replaced by `pieces`, the equation's value kept.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Transform {
    /// Any square of the equation.
    pub cell: Cell,
    /// Its direction.
    pub dir: Direction,
    /// Which member, from 0.
    pub member: usize,
    /// The member's new tiles.
    pub pieces: Vec<Piece>,
}

/// Where each member of `line` stands: the ranges between its `=` signs, left to right (one
/// more than there are `=`).
pub(crate) fn member_ranges(line: &[Piece]) -> Vec<std::ops::Range<usize>> {
    let mut ranges = Vec::new();
    let mut from = 0;
    for (i, p) in line.iter().enumerate() {
        if *p == Piece::Equals {
            ranges.push(from..i);
            from = i + 1;
        }
    }
    ranges.push(from..line.len());
    ranges
}

/// Checks a transformation; the board is not changed.
pub fn check_transform(board: &Board, layout: Layout, t: &Transform) -> Result<Checked, PlayError> {
    transform(board, layout, t, false)
}

/// Like [`check_transform`] under the challenge rule: the new equation's truth is not checked.
pub fn check_transform_unchecked(
    board: &Board,
    layout: Layout,
    t: &Transform,
) -> Result<Checked, PlayError> {
    transform(board, layout, t, true)
}

fn transform(
    board: &Board,
    layout: Layout,
    t: &Transform,
    unchecked: bool,
) -> Result<Checked, PlayError> {
    let (start, old_line) = run_through(board, t.cell, t.dir);
    if old_line.len() < 2 {
        return Err(PlayError::NoEquationThere(t.cell));
    }
    check_line(&old_line).map_err(|error| PlayError::Line {
        start,
        dir: t.dir,
        text: crate::crossword::pieces::text_of(&old_line),
        error,
    })?;
    let ranges = member_ranges(&old_line);
    let range = ranges
        .get(t.member)
        .cloned()
        .ok_or(PlayError::NoMember(t.member))?;
    let last = ranges.len() - 1;
    let old_len = range.len();
    let new_len = t.pieces.len();
    if t.member != 0 && t.member != last && new_len != old_len {
        return Err(PlayError::MiddleLength);
    }
    if t.pieces.as_slice() == &old_line[range.clone()] {
        return Err(PlayError::Unchanged);
    }
    // The new line and where it starts: the first member grows or shrinks to the left.
    let mut line = old_line[..range.start].to_vec();
    line.extend_from_slice(&t.pieces);
    line.extend_from_slice(&old_line[range.end..]);
    let shift = if t.member == 0 {
        i32::try_from(new_len).unwrap_or(i32::MAX) - i32::try_from(old_len).unwrap_or(0)
    } else {
        0
    };
    let new_start = board
        .step(start, t.dir, -shift)
        .ok_or(PlayError::Board(BoardError::OffBoard))?;
    let new_cells = board
        .cells(new_start, t.dir, line.len())
        .ok_or(PlayError::Board(BoardError::OffBoard))?;
    let old_cells = line_cells(board, start, t.dir, old_line.len());
    // Tiles taken off: old member squares whose tile changes or that the line leaves.
    let mut after = board.clone();
    let mut removed = Vec::new();
    for (i, c) in old_cells.iter().enumerate() {
        if !range.contains(&i) {
            continue;
        }
        let keeps = new_cells
            .iter()
            .position(|n| n == c)
            .and_then(|k| line.get(k))
            .is_some_and(|p| Some(*p) == board.piece(*c));
        if !keeps {
            let (_, across) = run_through(board, *c, t.dir.other());
            if across.len() >= 2 {
                return Err(PlayError::Anchored(*c));
            }
            if let Some(p) = board.piece(*c) {
                removed.push((*c, p));
            }
            after.set(*c, None);
        }
    }
    let mut new = Vec::new();
    for (c, p) in new_cells.iter().zip(&line) {
        match after.piece(*c) {
            Some(q) if q == *p => {}
            Some(_) => return Err(PlayError::Board(BoardError::Mismatch(*c))),
            None => new.push((*c, *p)),
        }
    }
    if new.is_empty() {
        // Rule 11: the tiles taken off are replaced with the player's own.
        return Err(PlayError::Board(BoardError::NothingNew));
    }
    let cleared = after.clone();
    for (c, p) in &new {
        after.set(*c, Some(*p));
    }
    // The members left unchanged keep the old value, so a true new line keeps it too.
    let equations = check_lines(
        &cleared,
        &after,
        layout,
        &new,
        t.dir,
        Some((new_start, t.dir)),
        unchecked,
    )?;
    let points = equations.iter().map(|e| e.points).sum();
    Ok(Checked {
        new,
        removed,
        equations,
        points,
    })
}

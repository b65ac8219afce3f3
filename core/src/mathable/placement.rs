//! The placement rule: a tile goes on an empty square when, in at least one of the four
//! directions, the two squares in line next to it hold `a` (adjacent) and `b` (beyond) and the
//! tile is `a + b`, `|a − b|`, `a × b` or an exact quotient (`a ÷ b` or `b ÷ a`, never by 0).
//! Never between two tiles, never diagonally; an operation square accepts only its operation's
//! result. When a placement is refused, [`PlaceRefusal`] says why, in English and French.

use super::board::{square_at, Board, Square, SIZE};
use crate::arith::{Expr, Op};
use crate::kit::grid::{Cell, Dir};
use crate::kit::Worded;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// What `op` makes, as a plural noun in `lang` ("sums", "differences", "products",
/// "quotients"), for the refusal of a tile on an operation square.
fn results_word(op: Op, lang: Lang) -> &'static str {
    match op {
        Op::Add => lang.pick("sums", "des sommes"),
        Op::Sub => lang.pick("differences", "des différences"),
        Op::Mul => lang.pick("products", "des produits"),
        Op::Div => lang.pick("quotients", "des quotients"),
    }
}

/// The result of `op` on the two tiles `a` (adjacent) and `b` (beyond), if it is a whole
/// number: `a + b`, `|a − b|`, `a × b`, and for division the exact quotient of the larger by the
/// smaller or of 0 by a non-zero tile (so `4, 2` and `2, 4` both give 2; `5, 0` gives 0).
pub fn results(op: Op, a: u8, b: u8) -> [Option<u32>; 2] {
    let (a, b) = (u32::from(a), u32::from(b));
    match op {
        Op::Add => [Some(a + b), None],
        Op::Sub => [Some(a.abs_diff(b)), None],
        Op::Mul => [Some(a * b), None],
        Op::Div => {
            let q = |x: u32, y: u32| (y != 0 && x % y == 0).then(|| x / y);
            [q(a, b), q(b, a)]
        }
    }
}

/// The first operation among `ops` by which `value` follows from `a` and `b`.
pub fn op_giving(value: u8, a: u8, b: u8, ops: &[Op]) -> Option<Op> {
    let v = u32::from(value);
    ops.iter()
        .copied()
        .find(|&op| results(op, a, b).contains(&Some(v)))
}

/// The operations a square accepts: all four, or its own.
pub fn allowed_ops(square: Square) -> &'static [Op] {
    match square {
        Square::Operation(Op::Add) => &[Op::Add],
        Square::Operation(Op::Sub) => &[Op::Sub],
        Square::Operation(Op::Mul) => &[Op::Mul],
        Square::Operation(Op::Div) => &[Op::Div],
        _ => &Op::ALL,
    }
}

/// One equation a placed tile completes: the tile is `adjacent op beyond` (read in the
/// direction from the tile).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Equation {
    /// Where the two tiles lie, seen from the placed tile.
    pub dir: Dir,
    /// The tile next to the placed one.
    pub adjacent: u8,
    /// The tile beyond it.
    pub beyond: u8,
    /// The operation (the first that works, in the order `+ − × ÷`).
    pub op: Op,
}

impl Equation {
    /// The two numbers in the order they are said and written: the larger first for − and ÷,
    /// and for ÷ by 0 the 0 first.
    fn operands(&self) -> (u8, u8) {
        let (x, y) = match self.op {
            Op::Sub | Op::Div if self.beyond > self.adjacent => (self.beyond, self.adjacent),
            _ => (self.adjacent, self.beyond),
        };
        let (x, y) = if self.op == Op::Div && y == 0 {
            (y, x)
        } else {
            (x, y)
        };
        (x, y)
    }

    /// The equation as written arithmetic's tree, `x op y` (larger first for − and ÷).
    pub fn expr(&self) -> Expr<u8> {
        let (x, y) = self.operands();
        Expr::bin(self.op.into(), Expr::Num(x), Expr::Num(y))
    }

    /// The equation as read aloud: "7 times 3" (larger first for − and ÷).
    pub fn spoken(&self, lang: Lang) -> String {
        self.expr().spoken(lang)
    }

    /// The equation in signs: "7 × 3".
    pub fn written(&self) -> String {
        self.expr().symbols()
    }
}

/// The two tiles in line from `cell` in `dir`, if both squares hold one.
pub fn pair(board: &Board, cell: Cell, dir: Dir) -> Option<(u8, u8)> {
    let a = cell.step(dir, SIZE, SIZE)?;
    let b = a.step(dir, SIZE, SIZE)?;
    Some((board.tile(a)?, board.tile(b)?))
}

/// Every equation `value` completes on `cell` (at most one per direction, with the square's
/// operation only on an operation square). Empty when the tile may not go there; the square is
/// not checked for emptiness.
pub fn equations(board: &Board, cell: Cell, value: u8) -> Vec<Equation> {
    let ops = allowed_ops(square_at(cell));
    Dir::ORTHOGONAL
        .iter()
        .filter_map(|&dir| {
            let (a, b) = pair(board, cell, dir)?;
            let op = op_giving(value, a, b, ops)?;
            Some(Equation {
                dir,
                adjacent: a,
                beyond: b,
                op,
            })
        })
        .collect()
}

/// Why a tile may not go on a square.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlaceRefusal {
    /// The square is not on the 14×14 board.
    OffBoard {
        /// Where.
        cell: Cell,
    },
    /// A tile is already there.
    Taken {
        /// Where.
        cell: Cell,
    },
    /// Not a tile of the game.
    NotATile {
        /// The value asked for.
        value: u8,
    },
    /// The operation square accepts only its own operation's results; the tile follows from
    /// the tiles next to it by another operation.
    WrongOperation {
        /// The square's operation.
        square: Op,
        /// An operation that would have given the tile on a plain square.
        other: Op,
    },
    /// The tile is the result of the two tiles on either side of it: results go after the two
    /// numbers, never between them.
    Between {
        /// One neighbour.
        first: u8,
        /// The other.
        second: u8,
    },
    /// The tile is the result of two tiles in a diagonal line: only rows and columns count.
    Diagonal {
        /// The diagonal neighbour.
        adjacent: u8,
        /// The tile beyond it.
        beyond: u8,
    },
    /// No two tiles lie in line next to the square.
    NoPair,
    /// Two tiles lie in line next to the square but the tile is none of their results.
    NoEquation {
        /// The tile.
        value: u8,
    },
}

impl Worded for PlaceRefusal {
    fn text_in(&self, lang: Lang) -> String {
        match self {
            PlaceRefusal::OffBoard { cell } => match lang {
                Lang::En => format!("row {}, column {} is not on the board", cell.row, cell.col),
                Lang::Fr => format!(
                    "la ligne {}, colonne {} n\u{2019}est pas sur le plateau",
                    cell.row, cell.col
                ),
            },
            PlaceRefusal::Taken { cell } => match lang {
                Lang::En => format!(
                    "row {}, column {} already holds a tile",
                    cell.row, cell.col
                ),
                Lang::Fr => format!(
                    "la case ligne {}, colonne {} porte déjà une tuile",
                    cell.row, cell.col
                ),
            },
            PlaceRefusal::NotATile { value } => match lang {
                Lang::En => format!("there is no tile {value} in the game"),
                Lang::Fr => format!("le jeu n\u{2019}a pas de tuile {value}"),
            },
            PlaceRefusal::WrongOperation { square, other } => match lang {
                Lang::En => format!(
                    "the {} square accepts only {}; this tile would be a {} result",
                    square.sign(),
                    results_word(*square, lang),
                    other.sign()
                ),
                Lang::Fr => format!(
                    "la case {} n\u{2019}accepte que {} ; cette tuile serait un résultat de {}",
                    square.sign(),
                    results_word(*square, lang),
                    other.sign()
                ),
            },
            PlaceRefusal::Between { first, second } => match lang {
                Lang::En => format!(
                    "a result never goes between its two numbers ({first} and {second}): put it after them in line"
                ),
                Lang::Fr => format!(
                    "un résultat ne se place jamais entre ses deux nombres ({first} et {second}) : placez-le à leur suite"
                ),
            },
            PlaceRefusal::Diagonal { adjacent, beyond } => match lang {
                Lang::En => format!(
                    "{adjacent} and {beyond} are in a diagonal line: only rows and columns count"
                ),
                Lang::Fr => format!(
                    "{adjacent} et {beyond} sont en diagonale : seules les lignes et les colonnes comptent"
                ),
            },
            PlaceRefusal::NoPair => lang
                .pick(
                    "there are not two tiles in line next to this square",
                    "il n\u{2019}y a pas deux tuiles alignées à côté de cette case",
                )
                .to_string(),
            PlaceRefusal::NoEquation { value } => match lang {
                Lang::En => format!(
                    "{value} is not the sum, difference, product or quotient of two tiles in line next to this square"
                ),
                Lang::Fr => format!(
                    "{value} n\u{2019}est ni la somme, ni la différence, ni le produit, ni le quotient de deux tuiles alignées à côté de cette case"
                ),
            },
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            PlaceRefusal::OffBoard { .. } => "off_board",
            PlaceRefusal::Taken { .. } => "square_taken",
            PlaceRefusal::NotATile { .. } => "not_a_tile",
            PlaceRefusal::WrongOperation { .. } => "wrong_operation",
            PlaceRefusal::Between { .. } => "between",
            PlaceRefusal::Diagonal { .. } => "diagonal",
            PlaceRefusal::NoPair => "no_pair",
            PlaceRefusal::NoEquation { .. } => "no_equation",
        }
    }
}

crate::kit::worded_display!(PlaceRefusal);

/// Checks that a tile of `value` may go on `cell` now: the equations it completes (at least
/// one), or why not — the closest reason first (taken square, the operation square's
/// restriction, a result between its numbers, a diagonal line, no pair, no equation).
pub fn check_placement(
    board: &Board,
    cell: Cell,
    value: u8,
) -> Result<Vec<Equation>, PlaceRefusal> {
    if !Board::contains(cell) {
        return Err(PlaceRefusal::OffBoard { cell });
    }
    if board.tile(cell).is_some() {
        return Err(PlaceRefusal::Taken { cell });
    }
    if super::tiles::copies(value) == 0 {
        return Err(PlaceRefusal::NotATile { value });
    }
    let found = equations(board, cell, value);
    if !found.is_empty() {
        return Ok(found);
    }
    if let Square::Operation(op) = square_at(cell) {
        for dir in Dir::ORTHOGONAL {
            if let Some((a, b)) = pair(board, cell, dir) {
                if let Some(other) = op_giving(value, a, b, &Op::ALL) {
                    return Err(PlaceRefusal::WrongOperation { square: op, other });
                }
            }
        }
    }
    for dir in [Dir::N, Dir::W] {
        let one = cell.step(dir, SIZE, SIZE).and_then(|c| board.tile(c));
        let two = cell
            .step(dir.opposite(), SIZE, SIZE)
            .and_then(|c| board.tile(c));
        if let (Some(x), Some(y)) = (one, two) {
            if op_giving(value, x, y, &Op::ALL).is_some() {
                return Err(PlaceRefusal::Between {
                    first: x,
                    second: y,
                });
            }
        }
    }
    for dir in [Dir::NE, Dir::SE, Dir::SW, Dir::NW] {
        if let Some((a, b)) = pair(board, cell, dir) {
            if op_giving(value, a, b, &Op::ALL).is_some() {
                return Err(PlaceRefusal::Diagonal {
                    adjacent: a,
                    beyond: b,
                });
            }
        }
    }
    if Dir::ORTHOGONAL
        .iter()
        .any(|&d| pair(board, cell, d).is_some())
    {
        Err(PlaceRefusal::NoEquation { value })
    } else {
        Err(PlaceRefusal::NoPair)
    }
}

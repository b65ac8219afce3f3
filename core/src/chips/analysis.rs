//! After the game: what each move played did to the value of the position, from the solver
//! ("c4 turned a win by 4 into a loss by 2").

use super::board::{Board, Colour};
use super::moves::play;
use super::solver::Solver;
use crate::kit::Cell;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// One move played, judged by the solver (values from the mover's side).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReview {
    /// The square played.
    pub cell: Cell,
    /// Who played it.
    pub colour: Colour,
    /// The value of the position before the move, for the mover.
    pub before: i32,
    /// The value after the move, for the mover.
    pub after: i32,
    /// The optimal moves of the position before (the move was optimal when `after == before`).
    pub best: Vec<Cell>,
}

/// "a win by 4", "a loss by 2", "a draw" (French: "une victoire de 4", "une défaite de 2",
/// "une égalité").
pub fn describe_value(value: i32, lang: Lang) -> String {
    match (value.signum(), lang) {
        (0, Lang::En) => "a draw".to_string(),
        (0, Lang::Fr) => "une égalité".to_string(),
        (1, Lang::En) => format!("a win by {value}"),
        (1, Lang::Fr) => format!("une victoire de {value}"),
        (_, Lang::En) => format!("a loss by {}", -value),
        (_, Lang::Fr) => format!("une défaite de {}", -value),
    }
}

/// One sentence per move: "c4 turned a win by 4 into a loss by 2" or "c4 kept a win by 4"
/// (French: "c4 a changé une victoire de 4 en une défaite de 2", "c4 a gardé une victoire de
/// 4").
pub fn describe_change(review: &MoveReview, lang: Lang) -> String {
    let sq = review.cell.algebraic();
    let before = describe_value(review.before, lang);
    if review.before == review.after {
        return match lang {
            Lang::En => format!("{sq} kept {before}"),
            Lang::Fr => format!("{sq} a gardé {before}"),
        };
    }
    let after = describe_value(review.after, lang);
    match lang {
        Lang::En => format!("{sq} turned {before} into {after}"),
        Lang::Fr => format!("{sq} a changé {before} en {after}"),
    }
}

/// Judges every move of a game from `start` (yellow first). `None` when a move is not legal or
/// a position could not be proved within the solver's budget.
pub fn analyse(start: &Board, moves: &[Cell]) -> Option<Vec<MoveReview>> {
    let mut solver = Solver::new(16).with_budget(super::solver::PLAY_BUDGET);
    let mut board = *start;
    let mut colour = Colour::Yellow;
    let mut values = Vec::with_capacity(moves.len() + 1);
    let mut bests = Vec::with_capacity(moves.len());
    let mut boards = vec![board];
    for &cell in moves {
        let s = solver.solve(&board, colour);
        values.push(s.value?);
        bests.push(s.best);
        board = play(&board, colour, cell)?.0;
        boards.push(board);
        colour = colour.other();
    }
    let last = solver.solve(&board, colour).value?;
    values.push(last);
    let mut out = Vec::with_capacity(moves.len());
    let mut colour = Colour::Yellow;
    for (i, &cell) in moves.iter().enumerate() {
        out.push(MoveReview {
            cell,
            colour,
            before: values[i],
            after: -values[i + 1],
            best: bests[i].clone(),
        });
        colour = colour.other();
    }
    Some(out)
}

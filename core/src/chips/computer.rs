//! Computer players at the kit's four strengths, seeded and replayable:
//! - [`Style::Perfect`] (Unbeatable): one of the solver's optimal moves (a positional move
//!   when the position is too big to prove within the budget);
//! - [`Style::Positional`] (Strong): corners and edges first, X-squares avoided, a look at the
//!   opponent's best reply and at moves that end the game;
//! - [`Style::Greedy`] (Casual): the move that turns the most chips, as people do;
//! - [`Style::Random`] (Beginner): a random move, leaning towards big flips like a child.

use super::board::{cell_of, Board, Colour};
use super::moves::{flips, legal_bits};
use super::solver::Solver;
use crate::kit::{Cell, Strength};
use crate::rng::GameRng;

/// How a computer player chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Style {
    /// Random-ish, leaning towards moves that turn many chips.
    Random,
    /// The most chips turned.
    Greedy,
    /// Square weights and a look at the reply.
    Positional,
    /// Perfect play from the exact solver.
    Perfect,
}

impl Style {
    /// The style of a kit strength.
    pub fn for_strength(strength: Strength) -> Style {
        match strength {
            Strength::Beginner => Style::Random,
            Strength::Casual => Style::Greedy,
            Strength::Strong => Style::Positional,
            Strength::Unbeatable => Style::Perfect,
        }
    }
}

/// The move a computer player of `style` makes for `colour` on `board`, or `None` when
/// `colour` has no move (the game is over). The same `seed` gives the same move.
pub fn choose_move(board: &Board, colour: Colour, style: Style, seed: u64) -> Option<Cell> {
    let p = board.chips(colour);
    let o = board.chips(colour.other());
    let mask = board.mask();
    let moves = legal_bits(p, o, mask);
    if moves == 0 {
        return None;
    }
    let squares: Vec<u32> = bits(moves);
    let mut rng = GameRng::from_seed(seed);
    match style {
        Style::Random => {
            // One time in four any move; otherwise a move drawn with weight 1 + chips turned.
            if rng.below(4) == 0 {
                return rng.pick(&squares).map(cell_of);
            }
            let weights: Vec<u32> = squares
                .iter()
                .map(|&sq| 1 + flips(p, o, sq, mask).count_ones())
                .collect();
            let total: u32 = weights.iter().sum();
            let mut x = rng.below(total);
            for (&sq, &w) in squares.iter().zip(&weights) {
                if x < w {
                    return Some(cell_of(sq));
                }
                x -= w;
            }
            rng.pick(&squares).map(cell_of)
        }
        Style::Greedy => {
            let best = squares
                .iter()
                .map(|&sq| flips(p, o, sq, mask).count_ones())
                .max()
                .unwrap_or(0);
            let top: Vec<u32> = squares
                .iter()
                .copied()
                .filter(|&sq| flips(p, o, sq, mask).count_ones() == best)
                .collect();
            rng.pick(&top).map(cell_of)
        }
        Style::Positional => {
            let top = positional_best(p, o, mask, &squares);
            rng.pick(&top).map(cell_of)
        }
        Style::Perfect => {
            let mut solver = Solver::new(16).with_budget(super::solver::PLAY_BUDGET);
            let s = solver.solve(board, colour);
            if s.proved && !s.best.is_empty() {
                return rng.pick(&s.best);
            }
            let top = positional_best(p, o, mask, &squares);
            rng.pick(&top).map(cell_of)
        }
    }
}

fn bits(mut b: u64) -> Vec<u32> {
    let mut v = Vec::new();
    while b != 0 {
        v.push(b.trailing_zeros());
        b &= b - 1;
    }
    v
}

/// A square's weight: corners best, edges good, squares next to a corner poor.
fn weight(sq: u32, size: u32) -> i32 {
    let (r, c) = (sq / 8, sq % 8);
    let last = size - 1;
    let edge_r = r == 0 || r == last;
    let edge_c = c == 0 || c == last;
    let near = |x: u32| x == 1 || x + 1 == last;
    if edge_r && edge_c {
        20
    } else if (near(r) || edge_r) && (near(c) || edge_c) && size > 4 {
        -6
    } else if edge_r || edge_c {
        4
    } else {
        1
    }
}

fn score(p: u64, o: u64, size: u32) -> i32 {
    let mut s = 0;
    for sq in bits(p) {
        s += weight(sq, size);
    }
    for sq in bits(o) {
        s -= weight(sq, size);
    }
    s
}

fn positional_best(p: u64, o: u64, mask: u64, squares: &[u32]) -> Vec<u32> {
    let size = (mask & 0xff).count_ones();
    let mut scored: Vec<(i32, u32)> = Vec::new();
    for &sq in squares {
        let f = flips(p, o, sq, mask);
        let np = p | f | (1u64 << sq);
        let no = o & !f;
        let replies = legal_bits(no, np, mask);
        let value = if replies == 0 {
            // The game ends now: take it when ahead, avoid it when behind.
            let d = np.count_ones() as i32 - no.count_ones() as i32;
            d.signum() * 1000 + d
        } else {
            // The opponent's best reply by the same weights.
            let mut worst = i32::MAX;
            for r in bits(replies) {
                let g = flips(no, np, r, mask);
                let v = score(np & !g, no | g | (1u64 << r), size) - (replies.count_ones() as i32);
                worst = worst.min(v);
            }
            worst
        };
        scored.push((value, sq));
    }
    let best = scored.iter().map(|(v, _)| *v).max().unwrap_or(0);
    scored
        .into_iter()
        .filter(|(v, _)| *v == best)
        .map(|(_, sq)| sq)
        .collect()
}

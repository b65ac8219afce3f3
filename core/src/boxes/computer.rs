//! Computer players at the kit's four strengths, seeded and replayable.
//!
//! - **Unbeatable**: the exact solver's move whenever it proves the position within its node
//!   budget (a seeded choice among every optimal move); otherwise chain strategy.
//! - **Strong**: the exact solver with a small budget near the end, chain strategy before.
//! - **Casual**: takes every box offered (never declines), and now and then plays a random
//!   move that gives a box its third side early.
//! - **Beginner**: takes every box offered and often plays any move at all.
//!
//! Chain strategy: take boxes offered, except that at the last two boxes of a chain (four of
//! an opened loop) it declines with the double-dealing move when what is left holds a long
//! chain or loop (keeping control); with safe moves left it plays one that leaves an even
//! number of safe moves after it (the long-chain fight: the opponent should be the one to run
//! out); with none it gives away the fewest boxes.

use super::board::Board;
use super::position::Position;
use super::solver::{captures, declines, Capture, Solver, SolverConfig};
use crate::kit::{Segment, Strength};
use crate::rng::GameRng;

/// The node budget of the Unbeatable player's exact search.
pub const UNBEATABLE_NODES: u64 = 1_500_000;
/// The node budget of the Strong player's exact search.
pub const STRONG_NODES: u64 = 30_000;

/// The move the computer at `strength` plays in `position`, from `seed` (the same seed gives
/// the same move); `None` when the game is over.
pub fn choose(position: &Position, strength: Strength, seed: u64) -> Option<Segment> {
    if position.is_over() {
        return None;
    }
    let mut rng = GameRng::from_seed(seed);
    let board = position.board();
    let drawn = position.drawn_bits();
    match strength {
        Strength::Unbeatable | Strength::Strong => {
            let (budget, bits) = if strength == Strength::Unbeatable {
                (UNBEATABLE_NODES, 18)
            } else {
                (STRONG_NODES, 14)
            };
            if let Some(m) = exact(position, budget, bits, &mut rng) {
                return Some(m);
            }
            Some(board.segment(chain_move(board, drawn, true, &mut rng)))
        }
        Strength::Casual => {
            if greedy_capture(board, drawn).is_none() && rng.below(5) == 0 {
                return Some(board.segment(random_move(board, drawn, &mut rng)));
            }
            Some(board.segment(chain_move(board, drawn, false, &mut rng)))
        }
        Strength::Beginner => {
            if let Some(s) = greedy_capture(board, drawn) {
                return Some(board.segment(s));
            }
            if rng.below(2) == 0 {
                return Some(board.segment(random_move(board, drawn, &mut rng)));
            }
            Some(board.segment(chain_move(board, drawn, false, &mut rng)))
        }
    }
}

/// A seeded optimal move when the solver proves the position within `budget`.
fn exact(position: &Position, budget: u64, bits: u8, rng: &mut GameRng) -> Option<Segment> {
    let mut solver = Solver::new(SolverConfig {
        node_budget: budget,
        table_bits: bits,
    });
    let s = solver.solve(position);
    if !s.proved || s.best.is_empty() {
        return None;
    }
    rng.pick(&s.best)
}

fn free_list(board: &Board, drawn: u128) -> Vec<usize> {
    (0..board.segments())
        .filter(|&i| drawn & (1u128 << i) == 0)
        .collect()
}

fn random_move(board: &Board, drawn: u128, rng: &mut GameRng) -> usize {
    let free = free_list(board, drawn);
    rng.pick(&free).unwrap_or(0)
}

/// A move completing a box, if any.
pub(crate) fn greedy_capture(board: &Board, drawn: u128) -> Option<usize> {
    free_list(board, drawn)
        .into_iter()
        .find(|&s| board.completes(drawn, s) > 0)
}

/// Safe moves: they give no box a third side.
pub(crate) fn safe_moves(board: &Board, drawn: u128) -> Vec<usize> {
    free_list(board, drawn)
        .into_iter()
        .filter(|&s| board.completes(drawn, s) == 0 && !board.opens(drawn, s))
        .collect()
}

/// Boxes the opponent takes if they capture greedily after `drawn`, and the position after.
pub(crate) fn greedy_run(board: &Board, mut drawn: u128) -> (u32, u128) {
    let mut taken = 0;
    while let Some(s) = greedy_capture(board, drawn) {
        taken += board.completes(drawn, s);
        drawn |= 1u128 << s;
    }
    (taken, drawn)
}

/// Whether the undrawn part holds a long chain or a loop (a box with two sides drawn next to
/// another box with two sides drawn, then a third: approximated as three boxes with exactly
/// two sides drawn in one connected group).
fn has_long_component(board: &Board, drawn: u128) -> bool {
    let mut two = 0u64;
    for b in 0..board.boxes() {
        if board.sides(drawn, b) == 2 {
            two |= 1u64 << b;
        }
    }
    let mut long = false;
    board.groups(drawn, two, |size, _| {
        long = size >= 3;
        !long
    });
    long
}

/// Chain strategy; `declines` allows the double-dealing move.
pub(crate) fn chain_move(
    board: &Board,
    drawn: u128,
    may_decline: bool,
    rng: &mut GameRng,
) -> usize {
    match captures(board, drawn) {
        Some(Capture::Take(s)) => return s,
        Some(Capture::Choose) => {
            let pairs = declines(board, drawn);
            if let Some(&(s, t)) = pairs.first() {
                if may_decline && pairs.len() == 1 {
                    // Decline when nothing safe is left and a long chain or loop remains.
                    let (_, after) = greedy_run(board, drawn | (1u128 << s));
                    if safe_moves(board, after).is_empty() && has_long_component(board, after) {
                        return t;
                    }
                }
                return s;
            }
        }
        None => {}
    }
    let safe = safe_moves(board, drawn);
    if !safe.is_empty() {
        if safe.len() <= 12 {
            // The long-chain fight, approximated: leave an even number of safe moves.
            let even: Vec<usize> = safe
                .iter()
                .copied()
                .filter(|&m| safe_run(board, drawn | (1u128 << m)) % 2 == 0)
                .collect();
            if !even.is_empty() {
                return even[rng.below(even.len() as u32) as usize];
            }
        }
        return safe[rng.below(safe.len() as u32) as usize];
    }
    // No safe move: give away the fewest boxes.
    let free = free_list(board, drawn);
    let mut best = (u32::MAX, 0usize);
    for s in free {
        let (given, _) = greedy_run(board, drawn | (1u128 << s));
        if given < best.0 {
            best = (given, s);
        }
    }
    best.1
}

/// How many safe moves can still be played one after another (greedily) from `drawn`.
fn safe_run(board: &Board, mut drawn: u128) -> u32 {
    let mut n = 0;
    while let Some(&s) = safe_moves(board, drawn).first() {
        drawn |= 1u128 << s;
        n += 1;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::super::setup::Setup;
    use super::*;

    #[test]
    fn same_seed_same_move_and_every_strength_plays_legally_to_the_end() {
        for strength in Strength::ALL {
            let mut p = Setup::empty(4).check().expect("fits");
            let mut q = p.clone();
            let mut seed = 7;
            while !p.is_over() {
                let m = choose(&p, strength, seed).expect("a move");
                assert_eq!(choose(&q, strength, seed), Some(m));
                p.draw(m).expect("legal");
                q.draw(m).expect("legal");
                seed += 1;
            }
            assert_eq!(p.scores()[0] + p.scores()[1], 9);
        }
    }
}

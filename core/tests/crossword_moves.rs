//! The fast move generator agrees with the slow reference on seeded self-play positions.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::crossword_reference;

use crossword_reference::reference;
use std::collections::BTreeSet;
use tuffest_core::crossword::board::Board;
use tuffest_core::crossword::equation::EquationRules;
use tuffest_core::crossword::movegen::{any_play, generate, Generated, Move, DEFAULT_BUDGET};
use tuffest_core::crossword::pieces::{pytagora_set, text_of, Piece};
use tuffest_core::kit::{Bag, Rack};
use tuffest_core::rng::GameRng;

/// A seeded self-play position: the board, the rack, the bag it fills from and the pool's `=`.
struct SelfPlay {
    rng: GameRng,
    bag: Bag<Piece>,
    board: Board,
    rack: Rack<Piece>,
    pool: u32,
}

impl SelfPlay {
    /// An empty `size` × `size` board, an empty rack of `rack_size`, two `=` in the pool; the
    /// bag and the choices from `seed`.
    fn new(seed: u64, size: u8, rack_size: usize) -> SelfPlay {
        SelfPlay {
            rng: GameRng::from_seed(seed),
            bag: Bag::new(pytagora_set().tiles(), seed),
            board: Board::new(size, size),
            rack: Rack::new(rack_size),
            pool: 2,
        }
    }

    /// The rack refilled, and every play for it within `budget`.
    fn turn(&mut self, budget: u64) -> Generated {
        self.rack.refill(&mut self.bag);
        let rules = EquationRules::PYTAGORA;
        generate(&self.board, self.rack.tiles(), self.pool, rules, budget)
    }

    /// "Is this rack stuck?" agrees with the full generation `found`.
    fn stuck_agrees(&self, found: &Generated) {
        let rules = EquationRules::PYTAGORA;
        let first = any_play(
            &self.board,
            self.rack.tiles(),
            self.pool,
            rules,
            DEFAULT_BUDGET,
        );
        assert_eq!(first.moves.is_empty(), found.moves.is_empty());
    }

    /// The rack's pieces back in the bag (a stuck rack).
    fn put_back(&mut self) {
        let back = self.rack.take_all();
        self.bag.put_back(back);
    }

    /// One of `moves` drawn at random (none when there are none).
    fn pick<'a>(&mut self, moves: &'a [Move]) -> Option<&'a Move> {
        moves.get(self.rng.below(moves.len().max(1) as u32) as usize)
    }

    /// Lays `m` from the rack: its new pieces leave the rack, an `=` the rack lacks comes from
    /// the pool.
    fn lay(&mut self, m: &Move) {
        let mut used = m.new_pieces(&self.board);
        if used.contains(&Piece::Equals) && !self.rack.tiles().contains(&Piece::Equals) {
            self.pool -= 1;
            used.retain(|p| *p != Piece::Equals);
        }
        assert!(self.rack.remove_all(&used));
        self.board.place(&m.placement).unwrap();
    }
}

/// Plays seeded games on a small board with small racks, comparing at every turn.
fn agree_over(games: u64, rack_size: usize, size: u8) -> usize {
    let mut positions = 0;
    for seed in 0..games {
        let mut game = SelfPlay::new(seed, size, rack_size);
        let mut idle = 0;
        for _turn in 0..30 {
            let fast = game.turn(DEFAULT_BUDGET);
            assert!(!fast.truncated);
            let (board, rack) = (&game.board, game.rack.tiles());
            let slow = reference(board, rack, game.pool, EquationRules::PYTAGORA);
            let fast_crossing: BTreeSet<_> = fast
                .moves
                .iter()
                .filter(|m| m.crossed > 0)
                .map(|m| (m.placement.clone(), m.points))
                .collect();
            let fast_free: BTreeSet<_> = fast
                .moves
                .iter()
                .filter(|m| m.crossed == 0)
                .map(|m| m.placement.pieces.clone())
                .collect();
            let missing: Vec<_> = slow
                .crossing
                .difference(&fast_crossing)
                .map(|(p, _)| p.notation())
                .collect();
            let extra: Vec<_> = fast_crossing
                .difference(&slow.crossing)
                .map(|(p, _)| p.notation())
                .collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "seed {seed}: rack {}, missing {missing:?}, extra {extra:?}",
                text_of(rack)
            );
            assert_eq!(fast_free, slow.free, "seed {seed} rack {rack:?}");
            game.stuck_agrees(&fast);
            positions += 1;
            if fast.moves.is_empty() {
                idle += 1;
                if idle > 3 {
                    break;
                }
                game.put_back();
                continue;
            }
            idle = 0;
            if let Some(m) = game.pick(&fast.moves) {
                game.lay(m);
            }
        }
    }
    positions
}

#[test]
fn fast_and_reference_generators_agree_on_a_thousand_positions() {
    let n = agree_over(150, 5, 9) + agree_over(8, 6, 11);
    assert!(n >= 1000, "only {n} positions");
}

/// Full 10-piece racks on the full 25 × 25 table: every play the generator gives is legal
/// under the rules' own check and scores what it says; "is this rack stuck?" agrees.
#[test]
fn every_generated_play_is_legal_with_full_racks() {
    use tuffest_core::crossword::pytagora::check_lay;
    let mut checked = 0;
    for seed in 0..3u64 {
        let mut game = SelfPlay::new(100 + seed, 25, 10);
        for _turn in 0..10 {
            let fast = game.turn(2_000_000);
            for m in &fast.moves {
                let laid = check_lay(&game.board, &m.placement, EquationRules::PYTAGORA).unwrap();
                assert_eq!(laid.points, m.points);
                assert_eq!(laid.crossed, m.crossed);
                checked += 1;
            }
            if !fast.truncated {
                game.stuck_agrees(&fast);
            }
            let Some(m) = game.pick(&fast.moves) else {
                game.put_back();
                continue;
            };
            game.lay(m);
        }
    }
    assert!(checked > 1000, "{checked}");
}

/// The search on several threads gives what it gives on one: the same plays, the same walk's
/// nodes and the same cut, whether the budget is ample or runs out part-way (the parts are put
/// together in order, each with what the budget has left).
#[test]
fn threads_do_not_change_what_is_found() {
    use tuffest_core::crossword::movegen::generate_on;
    let rules = EquationRules::PYTAGORA;
    let mut cut = 0;
    let mut compared = 0;
    for seed in 0..2u64 {
        let mut game = SelfPlay::new(200 + seed, 25, 10);
        for _turn in 0..8 {
            game.rack.refill(&mut game.bag);
            let (board, rack, pool) = (&game.board, game.rack.tiles(), game.pool);
            let whole = generate_on(board, rack, pool, rules, DEFAULT_BUDGET, 1);
            assert!(!whole.truncated);
            let budgets = [whole.nodes / 3, whole.nodes / 2 + 7, DEFAULT_BUDGET];
            for budget in budgets {
                let one = generate_on(board, rack, pool, rules, budget, 1);
                for threads in [2, 3, 8] {
                    let many = generate_on(board, rack, pool, rules, budget, threads);
                    assert_eq!(many.moves, one.moves, "seed {seed}, budget {budget}");
                    assert_eq!(many.nodes, one.nodes);
                    assert_eq!(many.truncated, one.truncated);
                    compared += 1;
                }
                if one.truncated {
                    cut += 1;
                    assert!(one.nodes > budget);
                    // What a cut search finds is a part of every play.
                    assert!(one.moves.iter().all(|m| whole.moves.contains(m)));
                }
            }
            let Some(m) = game.pick(&whole.moves) else {
                game.put_back();
                continue;
            };
            game.lay(m);
        }
    }
    assert!(compared >= 100, "{compared}");
    assert!(cut >= 10, "{cut}");
}

//! The fast move generator agrees with the slow reference on seeded self-play positions.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::crossword_reference;

use crossword_reference::reference;
use std::collections::BTreeSet;
use tuffest_core::crossword::board::Board;
use tuffest_core::crossword::equation::EquationRules;
use tuffest_core::crossword::movegen::{any_play, generate, DEFAULT_BUDGET};
use tuffest_core::crossword::pieces::{pytagora_set, text_of, Piece};
use tuffest_core::kit::{Bag, Rack};
use tuffest_core::rng::GameRng;

/// Plays seeded games on a small board with small racks, comparing at every turn.
fn agree_over(games: u64, rack_size: usize, size: u8) -> usize {
    let mut positions = 0;
    for seed in 0..games {
        let mut rng = GameRng::from_seed(seed);
        let mut bag: Bag<Piece> = Bag::new(pytagora_set().tiles(), seed);
        let mut board = Board::new(size, size);
        let mut rack = Rack::new(rack_size);
        let mut pool = 2u32;
        let mut idle = 0;
        for _turn in 0..30 {
            rack.refill(&mut bag);
            let fast = generate(
                &board,
                rack.tiles(),
                pool,
                EquationRules::PYTAGORA,
                DEFAULT_BUDGET,
            );
            assert!(!fast.truncated);
            let slow = reference(&board, rack.tiles(), pool, EquationRules::PYTAGORA);
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
                text_of(rack.tiles())
            );
            assert_eq!(fast_free, slow.free, "seed {seed} rack {:?}", rack.tiles());
            let first = any_play(
                &board,
                rack.tiles(),
                pool,
                EquationRules::PYTAGORA,
                DEFAULT_BUDGET,
            );
            assert_eq!(first.moves.is_empty(), fast.moves.is_empty());
            positions += 1;
            if fast.moves.is_empty() {
                idle += 1;
                if idle > 3 {
                    break;
                }
                let back = rack.take_all();
                bag.put_back(back);
                continue;
            }
            idle = 0;
            let m = &fast.moves[rng.below(fast.moves.len() as u32) as usize];
            let new = m.new_pieces(&board);
            let mut used = new.clone();
            if new.contains(&Piece::Equals) && !rack.tiles().contains(&Piece::Equals) {
                pool -= 1;
                used.retain(|p| *p != Piece::Equals);
            }
            assert!(rack.remove_all(&used));
            board.place(&m.placement).unwrap();
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
        let mut rng = GameRng::from_seed(100 + seed);
        let mut bag: Bag<Piece> = Bag::new(pytagora_set().tiles(), 100 + seed);
        let mut board = Board::new(25, 25);
        let mut rack = Rack::new(10);
        let mut pool = 2u32;
        for _turn in 0..10 {
            rack.refill(&mut bag);
            let fast = generate(
                &board,
                rack.tiles(),
                pool,
                EquationRules::PYTAGORA,
                2_000_000,
            );
            for m in &fast.moves {
                let laid = check_lay(&board, &m.placement, EquationRules::PYTAGORA).unwrap();
                assert_eq!(laid.points, m.points);
                assert_eq!(laid.crossed, m.crossed);
                checked += 1;
            }
            if !fast.truncated {
                let first = any_play(
                    &board,
                    rack.tiles(),
                    pool,
                    EquationRules::PYTAGORA,
                    DEFAULT_BUDGET,
                );
                assert_eq!(first.moves.is_empty(), fast.moves.is_empty());
            }
            let Some(m) = fast
                .moves
                .get(rng.below(fast.moves.len().max(1) as u32) as usize)
            else {
                let back = rack.take_all();
                bag.put_back(back);
                continue;
            };
            let mut used = m.new_pieces(&board);
            if used.contains(&Piece::Equals) && !rack.tiles().contains(&Piece::Equals) {
                pool -= 1;
                used.retain(|p| *p != Piece::Equals);
            }
            assert!(rack.remove_all(&used));
            board.place(&m.placement).unwrap();
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
    let mut cut = 0;
    let mut compared = 0;
    for seed in 0..2u64 {
        let mut rng = GameRng::from_seed(200 + seed);
        let mut bag: Bag<Piece> = Bag::new(pytagora_set().tiles(), 200 + seed);
        let mut board = Board::new(25, 25);
        let mut rack = Rack::new(10);
        let mut pool = 2u32;
        for _turn in 0..8 {
            rack.refill(&mut bag);
            let rules = EquationRules::PYTAGORA;
            let whole = generate_on(&board, rack.tiles(), pool, rules, DEFAULT_BUDGET, 1);
            assert!(!whole.truncated);
            let budgets = [whole.nodes / 3, whole.nodes / 2 + 7, DEFAULT_BUDGET];
            for budget in budgets {
                let one = generate_on(&board, rack.tiles(), pool, rules, budget, 1);
                for threads in [2, 3, 8] {
                    let many = generate_on(&board, rack.tiles(), pool, rules, budget, threads);
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
            let Some(m) = whole
                .moves
                .get(rng.below(whole.moves.len().max(1) as u32) as usize)
            else {
                let back = rack.take_all();
                bag.put_back(back);
                continue;
            };
            let mut used = m.new_pieces(&board);
            if used.contains(&Piece::Equals) && !rack.tiles().contains(&Piece::Equals) {
                pool -= 1;
                used.retain(|p| *p != Piece::Equals);
            }
            assert!(rack.remove_all(&used));
            board.place(&m.placement).unwrap();
        }
    }
    assert!(compared >= 100, "{compared}");
    assert!(cut >= 10, "{cut}");
}

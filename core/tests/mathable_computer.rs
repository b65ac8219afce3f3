//! The computer players' decisions on set positions: the strongest weighs the points it opens
//! to the next player, exchanges big tiles near the end, keeps small tiles late and declines
//! an extra tile that would spoil a 7-tile turn; the greedy player takes the most points now;
//! the beginner puts a small tile "just for putting it", as the manual's tips warn.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::mathable_reference as reference;
use crate::support::mathable_tables::deal;

use tuffest_core::kit::grid::Cell;
use tuffest_core::kit::Strength;
use tuffest_core::mathable::{choose, leave_value, play_turn, wants_extra, Plan};
use tuffest_core::mathable::{Board, FirstPlayer, Table};

/// A two-player table on `board` with these racks (tiles taken from the bag), seat 0 to play.
fn table(board: Board, racks: [&[u8]; 2], bag_left: Option<usize>) -> Table {
    let mut t = Table::new(2, 3, FirstPlayer::Random);
    deal(&mut t, &racks);
    // The board's tiles (beyond the preset) come out of the bag too.
    let preset = Board::start();
    for (cell, v) in board.tiles() {
        if preset.tile(cell).is_none() {
            t.bag.take(&v).expect("board tile in the bag");
        }
    }
    t.board = board;
    if let Some(n) = bag_left {
        let extra: Vec<u8> = t.bag.contents()[n..].to_vec();
        for v in &extra {
            t.bag.take(v);
        }
    }
    t.current = 0;
    assert!(t.tiles_accounted() || bag_left.is_some());
    t
}

fn tiles_of(plan: &Plan) -> Vec<(Cell, u8)> {
    match plan {
        Plan::Turn(t) => t.tiles.clone(),
        other => panic!("a turn expected, got {other:?}"),
    }
}

// Tip 2: "Don't create for your opponent a nice [9][10] if he/she has a [90] to put".
#[test]
fn the_strongest_does_not_open_a_90_to_the_next_player() {
    let mut b = Board::start();
    b.set(Cell::new(2, 1), Some(9));
    b.set(Cell::new(3, 1), Some(1));
    let t = table(b, [&[10, 8], &[90]], None);
    // 10 on the ×2 square (9 + 1) scores 20 but lets the 90 in above it (10 × 9); 8 scores 16.
    // (The 8 also goes below the 2 of the centre, 2 × 4.)
    let ten = (Cell::new(1, 1), 10);
    let strong = tiles_of(&choose(&t, 0, Strength::Strong, 1));
    assert!(strong.contains(&ten), "{strong:?}");
    let best = tiles_of(&choose(&t, 0, Strength::Unbeatable, 1));
    assert!(!best.contains(&ten), "{best:?}");
    assert!(!best.is_empty());
    // Without the 90 on the next rack there is nothing to fear.
    let t = table(
        {
            let mut b = Board::start();
            b.set(Cell::new(2, 1), Some(9));
            b.set(Cell::new(3, 1), Some(1));
            b
        },
        [&[10, 8], &[5]],
        None,
    );
    assert!(tiles_of(&choose(&t, 0, Strength::Unbeatable, 1)).contains(&ten));
}

// Tip 3: "When the end is near … try to get rid of them by 'Exchange'".
#[test]
fn big_tiles_are_exchanged_near_the_end() {
    let rack: &[u8] = &[90, 81, 80, 72, 70, 64, 63];
    let t = table(Board::start(), [rack, &[1]], Some(5));
    match choose(&t, 0, Strength::Unbeatable, 1) {
        Plan::Exchange(tiles) => assert_eq!(tiles, vec![90, 81, 80, 72, 70]),
        other => panic!("{other:?}"),
    }
    // The beginner keeps them (the mistake the tip warns about) and passes.
    assert_eq!(choose(&t, 0, Strength::Beginner, 1), Plan::Pass);
}

// Tip 3: "Having small tiles in your racks (such as [0], [1], [2]) is generally considered as a
// blessing at the end of the game".
#[test]
fn small_tiles_are_worth_keeping_late() {
    assert_eq!(leave_value(&[60], 106), 0.0);
    assert!(leave_value(&[1], 0) > leave_value(&[60], 0));
    assert!(leave_value(&[0, 1, 2], 0) > 0.0);
    assert!(leave_value(&[60], 0) < leave_value(&[60], 20));
}

// Tip 2: "It is generally a bad practice to put a small tile (just for putting it!)".
#[test]
fn the_beginner_puts_a_small_tile_and_the_greedy_player_the_most_points() {
    let t = table(Board::start(), [&[2, 7], &[5]], None);
    let beginner = tiles_of(&choose(&t, 0, Strength::Beginner, 4));
    assert_eq!(beginner.len(), 1);
    assert_eq!(beginner[0].1, 2);
    let greedy = tiles_of(&choose(&t, 0, Strength::Casual, 4));
    assert_eq!(greedy.len(), 1);
    assert_eq!(greedy[0].1, 7);
    // The strong players place both (2 right of 2, 7 left of 3 …: more points in one turn).
    let strong = tiles_of(&choose(&t, 0, Strength::Strong, 4));
    assert_eq!(strong.len(), 2);
}

// 1.5: the extra tile "may cost you (e.g in case you are pursuing the 50-points bonus …)".
#[test]
fn the_extra_tile_is_declined_when_it_would_spoil_the_bonus() {
    let t = table(Board::start(), [&[1, 2, 3, 4, 5, 6, 7], &[5]], None);
    // Seven tiles planned, none placed yet: an extra tile would be an eighth to place.
    assert!(!wants_extra(&t, 0, Strength::Unbeatable, 7));
    assert!(wants_extra(&t, 0, Strength::Unbeatable, 2));
    assert!(wants_extra(&t, 0, Strength::Casual, 7));
}

#[test]
fn computer_turns_replay_from_their_seed() {
    let t = Table::new(3, 77, FirstPlayer::Random);
    for s in tuffest_core::kit::Strength::ALL {
        let (mut a, mut b) = (t.clone(), t.clone());
        assert_eq!(play_turn(&mut a, s, 9), play_turn(&mut b, s, 9));
        assert_eq!(a, b);
        assert_ne!(a.current, t.current, "{s:?} ended its turn");
    }
}

/// Positions of two-player self-play games once the bag is empty, at the start of a turn.
fn endgame_positions(wanted: usize, max_tiles: usize) -> Vec<Table> {
    let mut out = Vec::new();
    let mut seed = 40_000u64;
    while out.len() < wanted && seed < 40_400 {
        let mut t = Table::new(2, seed, FirstPlayer::Random);
        tuffest_core::mathable::play_out(
            &mut t,
            &[Strength::Casual, Strength::Casual],
            seed,
            400,
            |t| {
                let tiles = t.rack(0).len() + t.rack(1).len();
                if t.bag.is_empty() && tiles <= max_tiles && out.len() < wanted {
                    out.push(t.clone());
                }
            },
        );
        seed += 1;
    }
    out
}

// Once the bag is empty the strongest plays exactly: its alpha-beta search gives the value of
// plain minimax over every full turn and the pass.
#[test]
fn the_exact_endgame_agrees_with_plain_minimax() {
    use tuffest_core::mathable::{endgame_minimax, ExactEndgame};
    let ps = endgame_positions(40, 6);
    assert!(ps.len() >= 20, "{} endgame positions", ps.len());
    for t in &ps {
        let me = t.current;
        let racks = [t.rack(me), t.rack(1 - me)];
        let plain = endgame_minimax(&t.board, racks, 0);
        let mut search = ExactEndgame {
            expanded: 0,
            budget: usize::MAX,
        };
        let fast = search
            .value(&t.board, racks, 0, -1_000_000, 1_000_000)
            .unwrap();
        assert_eq!(fast, plain, "\n{}{:?}", t.board, racks);
    }
}

// The exact choice is worth the minimax value of the position, never less than the greedy one.
#[test]
fn the_exact_endgame_choice_is_at_least_as_good_as_the_greedy_one() {
    use tuffest_core::mathable::{endgame_minimax, exact_endgame_choice};
    for t in endgame_positions(20, 6) {
        let me = t.current;
        let Some(plan) = exact_endgame_choice(&t, me, 100_000) else {
            continue;
        };
        let value_of = |tiles: &[(Cell, u8)], gain: i64| {
            let mut b = t.board.clone();
            let mut left = t.rack(me).to_vec();
            for &(c, v) in tiles {
                b.set(c, Some(v));
                let p = left.iter().position(|x| *x == v).unwrap();
                left.swap_remove(p);
            }
            gain - endgame_minimax(&b, [t.rack(1 - me), &left], u32::from(tiles.is_empty()))
        };
        let chosen = match &plan {
            Plan::Turn(turn) => value_of(&turn.tiles, turn.total()),
            _ => value_of(&[], 0),
        };
        if let Plan::Turn(g) = choose(&t, me, Strength::Casual, 1) {
            let greedy = value_of(&g.tiles, g.total());
            assert!(chosen >= greedy, "{chosen} < {greedy}");
        }
        assert_eq!(
            chosen,
            endgame_minimax(&t.board, [t.rack(me), t.rack(1 - me)], 0)
        );
    }
}

/// Positions of three- and four-player self-play games once the bag is empty, at the start of
/// a turn, with at most `max_tiles` tiles left on all the racks together.
fn endgame_positions_n(players: usize, wanted: usize, max_tiles: usize) -> Vec<Table> {
    let mut out = Vec::new();
    let mut seed = 41_000u64;
    while out.len() < wanted && seed < 41_400 {
        let mut t = Table::new(players, seed, FirstPlayer::Random);
        tuffest_core::mathable::play_out(
            &mut t,
            &vec![Strength::Casual; players],
            seed,
            600,
            |t| {
                let tiles: usize = (0..t.players()).map(|i| t.rack(i).len()).sum();
                if t.bag.is_empty() && tiles <= max_tiles && out.len() < wanted {
                    out.push(t.clone());
                }
            },
        );
        seed += 1;
    }
    out
}

/// The slow reference of the max-n endgame: every full turn from the reference generator (each
/// set of placements with its best order's points, the 7-tile bonus added), plain recursion, no
/// budget; each player ranks outcomes as the fast search does (how far ahead of the best other,
/// own points, fewest points for the others, then the gains).
fn reference_gains(
    board: &Board,
    racks: &[Vec<u8>],
    scores: &[i64],
    mover: usize,
    passes: usize,
) -> Vec<i64> {
    let n = racks.len();
    let can = |b: &Board, r: &[u8]| !reference::single(b, r).is_empty();
    if passes >= n || !racks.iter().any(|r| can(board, r)) {
        return racks
            .iter()
            .map(|r| -r.iter().map(|&v| i64::from(v)).sum::<i64>())
            .collect();
    }
    let key = |g: &[i64]| {
        let total = |i: usize| scores[i] + g[i];
        let best_other = (0..n).filter(|&i| i != mover).map(total).max().unwrap();
        let others: i64 = (0..n).filter(|&i| i != mover).map(|i| g[i]).sum();
        (total(mover) - best_other, g[mover], -others, g.to_vec())
    };
    let next = (mover + 1) % n;
    let mut best = reference_gains(board, racks, scores, next, passes + 1);
    for (set, points) in reference::full(board, &racks[mover], usize::MAX).unwrap() {
        let mut b = board.clone();
        let mut after = racks.to_vec();
        for &(r, c, v) in &set {
            b.set(Cell::new(r, c), Some(v));
            let p = after[mover].iter().position(|&x| x == v).unwrap();
            after[mover].swap_remove(p);
        }
        let bonus = if set.len() == 7 { 50 } else { 0 };
        let mut g = reference_gains(&b, &after, scores, next, 0);
        g[mover] += points + bonus;
        if key(&g) > key(&best) {
            best = g;
        }
    }
    best
}

// With three or four players the strongest plays the end exactly too: max-n over every full
// turn and the pass agrees with the slow reference on self-play endgames.
#[test]
fn the_max_n_endgame_agrees_with_the_slow_reference() {
    use tuffest_core::mathable::MaxNEndgame;
    let mut checked = 0;
    for players in [3, 4] {
        let ps = endgame_positions_n(players, 12, 5);
        assert!(ps.len() >= 6, "{} endgame positions of {players}", ps.len());
        for t in &ps {
            let racks: Vec<Vec<u8>> = (0..players).map(|i| t.rack(i).to_vec()).collect();
            let mut search = MaxNEndgame {
                scores: &t.scores,
                expanded: 0,
                budget: usize::MAX,
            };
            let fast = search.gains(&t.board, &racks, t.current, 0).unwrap();
            let slow = reference_gains(&t.board, &racks, &t.scores, t.current, 0);
            assert_eq!(fast, slow, "\n{}{racks:?}", t.board);
            checked += 1;
        }
    }
    assert!(checked >= 12);
}

// The Unbeatable player's choice at the end of a three-player game is the exact one: no
// other full turn (or the pass) leaves it further ahead of the best of the others.
#[test]
fn the_exact_choice_with_three_players_is_never_beaten() {
    use tuffest_core::mathable::{exact_max_n_choice, MaxNEndgame};
    for t in endgame_positions_n(3, 10, 5) {
        let me = t.current;
        let racks: Vec<Vec<u8>> = (0..3).map(|i| t.rack(i).to_vec()).collect();
        let outcome = |tiles: &[(Cell, u8)], gain: i64| {
            let mut b = t.board.clone();
            let mut after = racks.clone();
            for &(c, v) in tiles {
                b.set(c, Some(v));
                let p = after[me].iter().position(|x| *x == v).unwrap();
                after[me].swap_remove(p);
            }
            let mut g = reference_gains(
                &b,
                &after,
                &t.scores,
                (me + 1) % 3,
                usize::from(tiles.is_empty()),
            );
            g[me] += gain;
            let total = |i: usize| t.scores[i] + g[i];
            total(me) - (0..3).filter(|&i| i != me).map(total).max().unwrap()
        };
        let plan = exact_max_n_choice(&t, me, usize::MAX).unwrap();
        assert_eq!(
            choose(&t, me, Strength::Unbeatable, 1),
            plan,
            "the strongest plays it"
        );
        let chosen = match &plan {
            Plan::Turn(turn) => outcome(&turn.tiles, turn.total()),
            _ => outcome(&[], 0),
        };
        let mut best = outcome(&[], 0);
        for (set, points) in reference::full(&t.board, &racks[me], usize::MAX).unwrap() {
            let tiles: Vec<(Cell, u8)> =
                set.iter().map(|&(r, c, v)| (Cell::new(r, c), v)).collect();
            best = best.max(outcome(
                &tiles,
                points + if set.len() == 7 { 50 } else { 0 },
            ));
        }
        assert_eq!(chosen, best);
        // A tight budget gives up rather than guess.
        let mut tight = MaxNEndgame {
            scores: &t.scores,
            expanded: 0,
            budget: 0,
        };
        if racks
            .iter()
            .any(|r| tuffest_core::mathable::can_place(&t.board, r))
        {
            assert_eq!(tight.gains(&t.board, &racks, me, 0), None);
        }
    }
}

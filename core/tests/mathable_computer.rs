//! The computer players' decisions on set positions: the strongest weighs the points it opens
//! to the next player, exchanges big tiles near the end, keeps small tiles late and declines
//! an extra tile that would spoil a 7-tile turn; the greedy player takes the most points now;
//! the beginner puts a small tile "just for putting it", as the manual's tips warn.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use tuffest_core::kit::grid::Cell;
use tuffest_core::kit::tiles::Rack;
use tuffest_core::kit::Strength;
use tuffest_core::mathable::{choose, leave_value, play_turn, wants_extra, Plan};
use tuffest_core::mathable::{Board, FirstPlayer, Table};

/// A two-player table on `board` with these racks (tiles taken from the bag), seat 0 to play.
fn table(board: Board, racks: [&[u8]; 2], bag_left: Option<usize>) -> Table {
    let mut t = Table::new(2, 3, FirstPlayer::Random);
    for s in 0..2 {
        let old = t.racks[s].take_all();
        t.bag.put_back(old);
    }
    for (s, want) in racks.iter().enumerate() {
        let mut r = Rack::new(7);
        for v in *want {
            r.push(t.bag.take(v).expect("in the bag"));
        }
        t.racks[s] = r;
    }
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

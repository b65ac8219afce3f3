//! Every worked example of the Mathable manual as a test row, and every ruling of the rules
//! engine (placement reasons, scoring per equation, the extra tile, exchange, pass, the end).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::mathable_tables::deal;
use tuffest_core::arith::Op;
use tuffest_core::kit::grid::Cell;
use tuffest_core::kit::tiles::Rack;
use tuffest_core::kit::Worded;
use tuffest_core::lang::Lang;
use tuffest_core::mathable::{
    check_placement, full_turns, score_placement, single_placements, Action, Board, EndReason,
    FirstPlayer, PlaceRefusal, Table, TurnEvent, TurnRefusal,
};

fn c(row: u8, col: u8) -> Cell {
    Cell::new(row, col)
}

/// The start board with `tiles` added.
/// Places the tile `value` on `cell`.
fn place(value: u8, cell: Cell) -> Action {
    Action::Place { value, cell }
}

fn start_with(tiles: &[(u8, u8, u8)]) -> Board {
    let mut b = Board::start();
    for &(r, col, v) in tiles {
        b.set(c(r, col), Some(v));
    }
    b
}

/// An empty board (no preset) with `tiles`.
fn empty_with(tiles: &[(u8, u8, u8)]) -> Board {
    let mut b = Board::empty();
    for &(r, col, v) in tiles {
        b.set(c(r, col), Some(v));
    }
    b
}

fn cells_for(board: &Board, value: u8) -> Vec<Cell> {
    single_placements(board, &[value])
        .into_iter()
        .map(|p| p.cell)
        .collect()
}

fn refusal(board: &Board, cell: Cell, value: u8) -> PlaceRefusal {
    check_placement(board, cell, value).expect_err("refused")
}

// 1.3: "If you have a [7] … right of the already existing [4] (because 3+4=7) or … left of the
// already existing [3]".
#[test]
fn manual_the_7_right_of_4_or_left_of_3() {
    let b = Board::start();
    assert_eq!(cells_for(&b, 7), vec![c(7, 5), c(7, 8)]);
    for cell in [c(7, 5), c(7, 8)] {
        let s = score_placement(&b, cell, 7).unwrap();
        assert_eq!(s.points, 7);
        assert_eq!(s.equations.len(), 1);
        assert_eq!(s.equations[0].op, Op::Add);
    }
}

// 1.3: "If you have a [2] you can put it in many squares: above 1, below 3, above 2, below 4,
// right of 2, left of 1".
#[test]
fn manual_the_six_squares_for_a_2() {
    let b = Board::start();
    let mut want = vec![c(5, 6), c(8, 6), c(5, 7), c(8, 7), c(6, 8), c(6, 5)];
    want.sort();
    assert_eq!(cells_for(&b, 2), want);
    // "above 2, because 4-2=2 (or 4:2=2)": one equation, counted once.
    assert_eq!(score_placement(&b, c(5, 7), 2).unwrap().points, 2);
    assert_eq!(score_placement(&b, c(6, 8), 2).unwrap().points, 2);
}

// 1.3: "Say you put [7] here [7][3][4] and you have a [21] … left of the tile [7] (7x3=21)".
#[test]
fn manual_the_21_left_of_7() {
    let b = start_with(&[(7, 5, 7)]);
    let s = score_placement(&b, c(7, 4), 21).unwrap();
    assert_eq!(s.equations.len(), 1);
    assert_eq!(s.equations[0].op, Op::Mul);
    assert_eq!(s.equations[0].written(), "7 \u{d7} 3");
    assert_eq!(
        s.equations[0].spoken(tuffest_core::lang::Lang::Fr),
        "7 fois 3"
    );
    assert_eq!(s.points, 21);
    assert!(cells_for(&b, 21).contains(&c(7, 4)));
    // Not before the 7 is there.
    assert!(check_placement(&Board::start(), c(7, 4), 21).is_err());
}

// 1.4: "put 3 here [3][6] / [3][1][2] / [1][3][4] and you get 6 points because 3 is 6-3 (the
// horizontal subtraction) and 1x3 (vertical multiplication)".
#[test]
fn manual_the_3_that_scores_6() {
    let b = start_with(&[(5, 6, 3), (5, 7, 6), (6, 5, 3), (7, 5, 1)]);
    let s = score_placement(&b, c(5, 5), 3).unwrap();
    assert_eq!(s.equations.len(), 2);
    assert_eq!(s.points, 6);
    let ops: Vec<Op> = s.equations.iter().map(|e| e.op).collect();
    assert!(ops.contains(&Op::Sub));
}

/// The manual's figure for the special squares: `[x][3][6] / [3][1][2] / [1][3][4]` with the ×
/// at (3, 7).
fn times_square_figure() -> Board {
    empty_with(&[
        (3, 8, 3),
        (3, 9, 6),
        (4, 7, 3),
        (4, 8, 1),
        (4, 9, 2),
        (5, 7, 1),
        (5, 8, 3),
        (5, 9, 4),
    ])
}

// 1.5: "on the [x] square you can put only a [18] (for 3x6 - horizontal) or a [3] (for 3x1 -
// vertical)".
#[test]
fn manual_the_operation_square_accepts_only_its_results() {
    let b = times_square_figure();
    let x = c(3, 7);
    let mut on_x: Vec<u8> = single_placements(&b, &(0..=90).collect::<Vec<u8>>())
        .into_iter()
        .filter(|p| p.cell == x)
        .map(|p| p.value)
        .collect();
    on_x.sort();
    assert_eq!(on_x, vec![3, 18]);
    assert_eq!(score_placement(&b, x, 18).unwrap().points, 18);
    // 3 is 3 × 1 down; 6 − 3 across does not count on the × square.
    assert_eq!(score_placement(&b, x, 3).unwrap().equations.len(), 1);
    assert_eq!(
        refusal(&b, x, 9),
        PlaceRefusal::WrongOperation {
            square: Op::Mul,
            other: Op::Add
        }
    );
    assert_eq!(refusal(&b, x, 2).kind(), "wrong_operation");
    // The same figure on a plain square: 9, 3 and 18 go, 3 twice (6 − 3 and 3 × 1).
    let plain = empty_with(&[
        (5, 6, 3),
        (5, 7, 6),
        (6, 5, 3),
        (6, 6, 1),
        (6, 7, 2),
        (7, 5, 1),
        (7, 6, 3),
        (7, 7, 4),
    ]);
    assert_eq!(score_placement(&plain, c(5, 5), 9).unwrap().points, 9);
    assert_eq!(score_placement(&plain, c(5, 5), 3).unwrap().points, 6);
}

// 1.9: "Many people think you can place the result BETWEEN 2 numbers … [8] [6] No! Only like
// this: [8][6][48] or [48][8][6]".
#[test]
fn manual_between_two_tiles_is_refused() {
    let b = empty_with(&[(2, 2, 8), (2, 4, 6)]);
    assert_eq!(
        refusal(&b, c(2, 3), 48),
        PlaceRefusal::Between {
            first: 8,
            second: 6
        }
    );
    let b = empty_with(&[(2, 2, 8), (2, 3, 6)]);
    assert!(check_placement(&b, c(2, 4), 48).is_ok());
    assert!(check_placement(&b, c(2, 1), 48).is_ok());
    // Vertically too.
    let b = empty_with(&[(2, 2, 8), (4, 2, 6)]);
    assert_eq!(refusal(&b, c(3, 2), 48).kind(), "between");
}

// 1.9: "Many people think you can perform one of the 4 operations diagonally. You can't!"
#[test]
fn manual_diagonal_is_refused() {
    let b = Board::start();
    // 1 and 4 lie on a diagonal: 5 may not go above-left of the 1 nor below-right of the 4.
    assert_eq!(
        refusal(&b, c(5, 5), 5),
        PlaceRefusal::Diagonal {
            adjacent: 1,
            beyond: 4
        }
    );
    assert_eq!(refusal(&b, c(8, 8), 5).kind(), "diagonal");
    assert!(!cells_for(&b, 5).contains(&c(5, 5)));
}

#[test]
fn refusal_reasons_in_both_languages() {
    let b = Board::start();
    let cases = [
        (refusal(&b, c(6, 6), 1), "square_taken"),
        (refusal(&b, c(14, 0), 1), "off_board"),
        (refusal(&b, c(7, 8), 22), "not_a_tile"),
        (refusal(&b, c(0, 0), 7), "no_pair"),
        (refusal(&b, c(7, 8), 8), "no_equation"),
    ];
    for (r, kind) in &cases {
        assert_eq!(r.kind(), *kind);
        let (en, fr) = (r.text_in(Lang::En), r.text_in(Lang::Fr));
        assert!(!en.is_empty() && !fr.is_empty() && en != fr, "{kind}");
        assert_eq!(r.to_string(), en);
    }
}

// Ruling: a quotient is exact, the larger by the smaller or 0 by a non-zero tile; never by 0.
#[test]
fn ruling_quotients_and_zero() {
    // 2 right of 2,1: 2 × 1 and 2 ÷ 1; 0 right of 5,5: 5 − 5.
    let b = empty_with(&[(1, 1, 5), (1, 2, 5)]);
    assert!(check_placement(&b, c(1, 3), 0).is_ok());
    assert!(check_placement(&b, c(1, 3), 1).is_ok());
    // On a ÷ square (1, 4): 0 and 5 give 0 (0 ÷ 5), never 5 ÷ 0.
    let b = empty_with(&[(1, 5, 0), (1, 6, 5)]);
    assert!(check_placement(&b, c(1, 4), 0).is_ok());
    assert_eq!(refusal(&b, c(1, 4), 5).kind(), "wrong_operation");
    // 9 and 3 on the ÷ square: 3 only (not 27, 12, 6).
    let b = empty_with(&[(1, 5, 9), (1, 6, 3)]);
    let on: Vec<u8> = single_placements(&b, &(0..=90).collect::<Vec<u8>>())
        .into_iter()
        .filter(|p| p.cell == c(1, 4))
        .map(|p| p.value)
        .collect();
    assert_eq!(on, vec![3]);
}

// Ruling: premium squares multiply each equation's points.
#[test]
fn ruling_premium_squares() {
    // The ×2 square (4, 4) with 2 and 5 to its right: 7 scores 14.
    let b = empty_with(&[(4, 5, 2), (4, 6, 5)]);
    assert_eq!(score_placement(&b, c(4, 4), 7).unwrap().points, 14);
    // The ×3 square (0, 0): 9 below, 10 further: 90 scores 270.
    let b = empty_with(&[(1, 0, 9), (2, 0, 10)]);
    assert_eq!(score_placement(&b, c(0, 0), 90).unwrap().points, 270);
}

fn table_with(racks: &[&[u8]]) -> Table {
    let mut t = Table::new(racks.len(), 11, FirstPlayer::Random);
    deal(&mut t, racks);
    t.current = 0;
    assert!(t.tiles_accounted());
    t
}

#[test]
fn a_turn_places_several_tiles_and_refills() {
    let mut t = table_with(&[&[7, 21, 90, 1, 1, 1, 1], &[5, 5, 5, 5, 5, 5, 5]]);
    let before_bag = t.bag.len();
    t.apply(0, place(7, c(7, 5))).unwrap();
    // 21 on the × square: the extra tile is offered, and must be answered first.
    let ev = t.apply(0, place(21, c(7, 4))).unwrap();
    assert!(ev.contains(&TurnEvent::ExtraOffered { seat: 0 }));
    let snapshot = t.clone();
    assert_eq!(
        t.apply(0, place(1, c(6, 8))),
        Err(TurnRefusal::ExtraPending)
    );
    assert_eq!(t.apply(0, Action::Pass), Err(TurnRefusal::ExtraPending));
    assert_eq!(t, snapshot, "a refusal changes nothing");
    let ev = t.apply(0, Action::TakeExtra).unwrap();
    assert!(matches!(ev[0], TurnEvent::ExtraDrawn { seat: 0, .. }));
    assert_eq!(t.rack(0).len(), 6);
    assert_eq!(
        t.apply(0, Action::Exchange(vec![90])),
        Err(TurnRefusal::ExchangeAfterPlacing)
    );
    let ev = t.apply(0, Action::Pass).unwrap();
    assert!(ev.contains(&TurnEvent::TurnEnded {
        seat: 0,
        points: 28,
        bonus: 0,
        drawn: 1
    }));
    assert_eq!(t.scores[0], 28);
    assert_eq!(t.rack(0).len(), 7);
    assert_eq!(t.bag.len(), before_bag - 2);
    assert_eq!(t.current, 1);
    assert!(t.tiles_accounted());
}

#[test]
fn declining_the_extra_tile() {
    let mut t = table_with(&[&[7, 21], &[5]]);
    t.apply(0, place(7, c(7, 5))).unwrap();
    t.apply(0, place(21, c(7, 4))).unwrap();
    assert_eq!(
        t.apply(0, Action::DeclineExtra).unwrap(),
        vec![TurnEvent::ExtraDeclined { seat: 0 }]
    );
    assert_eq!(
        t.apply(0, Action::TakeExtra),
        Err(TurnRefusal::NoExtraOffered)
    );
    assert!(t.rack(0).is_empty());
}

#[test]
fn placing_refusals_name_the_rack_and_the_rule() {
    let mut t = table_with(&[&[7, 9], &[5]]);
    let before = t.clone();
    assert_eq!(
        t.apply(0, place(8, c(7, 5))),
        Err(TurnRefusal::NotOnRack { value: 8 })
    );
    assert_eq!(
        t.apply(0, place(9, c(7, 5))).map_err(|e| e.kind()),
        Err("no_equation")
    );
    assert_eq!(t, before);
}

#[test]
fn exchange_uses_the_turn_and_needs_tiles_in_the_bag() {
    let mut t = table_with(&[&[80, 81, 90, 1, 2, 3, 4], &[5]]);
    assert_eq!(
        t.apply(0, Action::Exchange(vec![])),
        Err(TurnRefusal::ExchangeNothing)
    );
    assert_eq!(
        t.apply(0, Action::Exchange(vec![1, 90, 90])),
        Err(TurnRefusal::NotOnRack { value: 90 })
    );
    assert_eq!(
        t.apply(0, Action::Exchange(vec![1, 5])),
        Err(TurnRefusal::NotOnRack { value: 5 })
    );
    let ev = t.apply(0, Action::Exchange(vec![80, 81, 90])).unwrap();
    assert_eq!(ev[0], TurnEvent::Exchanged { seat: 0, count: 3 });
    assert_eq!(t.rack(0).len(), 7);
    assert!(
        !t.rack(0).contains(&90),
        "new tiles are drawn before the old go back"
    );
    assert_eq!(t.current, 1);
    assert!(t.tiles_accounted());
    // A bag of 2 cannot take an exchange of 3.
    let keep: Vec<u8> = t.bag.contents()[..2].to_vec();
    let rest: Vec<u8> = t.bag.contents()[2..].to_vec();
    for v in &rest {
        t.bag.take(v);
    }
    assert_eq!(keep.len(), t.bag.len());
    t.racks[1] = {
        let mut k = Rack::new(7);
        for v in [5, 6, 7] {
            k.push(v);
        }
        k
    };
    assert_eq!(
        t.apply(1, Action::Exchange(vec![5, 6, 7])),
        Err(TurnRefusal::ExchangeBagShort { asked: 3, left: 2 })
    );
}

#[test]
fn seven_tiles_in_one_turn_earn_50() {
    // A rack that the start board takes whole: the generator finds the order.
    let rack = [7, 2, 2, 1, 3, 5, 6];
    let b = Board::start();
    let turns = full_turns(&b, &rack, 0, 400_000);
    assert!(turns.complete);
    let seven = turns
        .turns
        .iter()
        .find(|t| t.tiles.len() == 7)
        .expect("a 7-tile turn");
    assert_eq!(seven.bonus, 50);
    let mut t = table_with(&[&rack, &[5]]);
    for &(cell, value) in &seven.tiles {
        let ev = t.apply(0, Action::Place { value, cell }).unwrap();
        if ev.contains(&TurnEvent::ExtraOffered { seat: 0 }) {
            t.apply(0, Action::DeclineExtra).unwrap();
        }
    }
    let ev = t.apply(0, Action::Pass).unwrap();
    assert!(ev
        .iter()
        .any(|e| matches!(e, TurnEvent::TurnEnded { bonus: 50, .. })));
    assert_eq!(t.scores[0], seven.points + 50);
}

#[test]
fn the_end_by_agreement_takes_the_racks_off_the_scores() {
    let mut t = table_with(&[&[60, 70, 80], &[1, 2]]);
    t.apply(1, Action::AgreeEnd).unwrap();
    assert_eq!(
        t.apply(1, Action::AgreeEnd),
        Err(TurnRefusal::AlreadyAgreed)
    );
    assert!(!t.is_over());
    let ev = t.apply(0, Action::AgreeEnd).unwrap();
    assert!(ev.contains(&TurnEvent::GameEnded {
        reason: EndReason::Agreed,
        penalties: vec![210, 3]
    }));
    // "he/she will loose a total of 210 (=60+70+80) points"
    assert_eq!(t.scores, vec![-210, -3]);
    assert_eq!(t.apply(0, Action::Pass), Err(TurnRefusal::Over));
}

#[test]
fn the_end_when_the_bag_is_empty_and_nobody_can_place() {
    let mut t = table_with(&[&[90], &[80]]);
    let rest: Vec<u8> = t.bag.contents().to_vec();
    for v in &rest {
        t.bag.take(v);
    }
    let ev = t.apply(0, Action::Pass).unwrap();
    assert!(ev.contains(&TurnEvent::GameEnded {
        reason: EndReason::Stuck,
        penalties: vec![90, 80]
    }));
    assert_eq!(t.scores, vec![-90, -80]);
}

#[test]
fn first_player_by_seed_or_highest_tile() {
    let firsts: std::collections::BTreeSet<usize> = (0..40)
        .map(|s| Table::new(3, s, FirstPlayer::Random).current)
        .collect();
    assert_eq!(firsts.len(), 3, "every seat can start");
    assert_eq!(
        Table::new(3, 5, FirstPlayer::Random),
        Table::new(3, 5, FirstPlayer::Random)
    );
    for s in 0..20 {
        let t = Table::new(4, s, FirstPlayer::HighestTile);
        let top = |i: usize| t.rack(i).iter().copied().max().unwrap();
        let best = (0..4).map(top).max().unwrap();
        assert_eq!(top(t.current), best);
        assert!((0..t.current).all(|i| top(i) < best));
    }
}

//! Pytagora's games for the youngest: Up and down (and Even and odd, and Clockwise and
//! counterclockwise) and Multiplication tables, played to the end by people (a script that
//! reads the view) and by computer players, with the rulebook's examples as test rows, the
//! refusals, the pieces always adding up, and saves.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::crossword::kids::{
    digits, number_pieces, Tables, TablesCommand, TablesRefusal, TablesSettings, UpAndDown,
    UpAndDownCommand, UpAndDownDetail, UpAndDownRefusal, UpAndDownSettings, UpAndDownVariant,
};
use tuffest_core::kit::{save, Cell, CommonRefusal, Event, Game, Seat, SeatId, Strength, Worded};
use tuffest_core::lang::Lang;

fn people(n: usize) -> Vec<Seat> {
    (0..n)
        .map(|i| Seat::person(format!("P{}", i + 1)))
        .collect()
}

fn up(variant: UpAndDownVariant, seats: Vec<Seat>, seed: u64) -> UpAndDown {
    let settings = UpAndDownSettings {
        variant,
        seed,
        first: 0,
    };
    UpAndDown::start(settings, seats, 0).expect("starts")
}

/// Every piece is in the bag, a hand or on the table.
fn pieces_add_up(g: &UpAndDown) {
    let t = g.table();
    let mut all: Vec<u8> = t.bag.contents().to_vec();
    for h in &t.hands {
        all.extend(h);
    }
    for sq in &t.squares {
        for i in (0..sq.track.len()).filter(|&i| sq.laid(i)) {
            all.push(sq.track.values[i]);
        }
    }
    all.sort_unstable();
    let mut expected = number_pieces();
    expected.sort_unstable();
    assert_eq!(all, expected);
}

/// The people's script: place the last playable piece (the other end first, in the two-way
/// game), else draw. Returns the numbers placed, in order.
fn play_up(g: &mut UpAndDown, last_end: bool) -> Vec<u8> {
    let mut placed = Vec::new();
    for step in 0..2_000u64 {
        if g.is_over() {
            pieces_add_up(g);
            return placed;
        }
        let seat = g.table().turn;
        let options = g.playable();
        let pick = if last_end {
            options.last()
        } else {
            options.first()
        };
        let command = match pick {
            Some(&(_, _, _, cell)) => UpAndDownCommand::Place { cell },
            None => UpAndDownCommand::Draw,
        };
        let events = g
            .apply(seat, command, step)
            .expect("the script's move is legal");
        for e in events {
            if let Event::Game(UpAndDownDetail::Placed { value, .. }) = e {
                placed.push(value);
            }
        }
    }
    panic!("the game did not end");
}

#[test]
fn up_and_down_lays_the_big_square_in_the_rulebooks_order() {
    let mut g = up(UpAndDownVariant::Standard, people(3), 1);
    // A 0 starts the line; each player has 10 pieces; the first number wanted is 1, right of
    // the 0.
    let v = g.view(0, Lang::En);
    assert_eq!(v.board.cells[0].text, "0");
    assert_eq!(v.hand_sizes, vec![10, 10, 10]);
    assert_eq!(v.wanted, vec!["1 on b1".to_string()]);
    let placed = play_up(&mut g, false);
    let expected: Vec<u8> = (1..=9)
        .chain((0..=8).rev())
        .chain(1..=9)
        .chain((1..=8).rev())
        .collect();
    assert_eq!(placed, expected);
    // 9 at the top-right corner, 0 at the bottom-right, 9 at the bottom-left; the last 1 below
    // the first 0.
    let v = g.view(0, Lang::En);
    let at = |r: u8, c: u8| {
        v.board.cells[usize::from(r) * 10 + usize::from(c)]
            .text
            .clone()
    };
    assert_eq!(
        (at(0, 9), at(9, 9), at(9, 0), at(1, 0)),
        ("9".into(), "0".into(), "9".into(), "1".into())
    );
    assert_eq!(at(5, 5), "");
    // The fewest pieces in hand wins.
    let o = g.outcome().expect("over");
    // The score is the pieces got rid of (10 − pieces in hand): the highest is the fewest left.
    let hands: Vec<i64> = g.table().hands.iter().map(|h| h.len() as i64).collect();
    let scores: Vec<i64> = hands.iter().map(|h| 10 - h).collect();
    assert_eq!(o.scores, scores);
    let least = *hands.iter().min().unwrap();
    for (i, h) in hands.iter().enumerate() {
        assert_eq!(o.winners.contains(&(i as SeatId)), *h == least);
    }
    assert!(v.status.starts_with("Game over"), "{}", v.status);
}

#[test]
fn up_and_down_refuses_what_the_rules_forbid_and_changes_nothing() {
    // Find a deal where the first player holds a 1 and one where they do not.
    let with_one = (0..200)
        .map(|s| up(UpAndDownVariant::Standard, people(2), s))
        .find(|g| g.table().hands[0].contains(&1))
        .unwrap();
    let mut g = with_one.clone();
    let before = g.clone();
    assert_eq!(
        g.apply(0, UpAndDownCommand::Draw, 1),
        Err(UpAndDownRefusal::MustPlay)
    );
    assert_eq!(
        g.apply(
            0,
            UpAndDownCommand::Place {
                cell: Cell::new(0, 2)
            },
            1
        ),
        Err(UpAndDownRefusal::NotAnEnd)
    );
    assert_eq!(
        g.apply(
            1,
            UpAndDownCommand::Place {
                cell: Cell::new(0, 1)
            },
            1
        ),
        Err(UpAndDownRefusal::Common(CommonRefusal::NotYourTurn))
    );
    assert_eq!(g, before);
    let mut without = (0..200)
        .map(|s| up(UpAndDownVariant::Standard, people(2), s))
        .find(|g| !g.table().hands[0].contains(&1))
        .unwrap();
    assert_eq!(
        without.apply(
            0,
            UpAndDownCommand::Place {
                cell: Cell::new(0, 1)
            },
            1
        ),
        Err(UpAndDownRefusal::NotInHand { value: 1 })
    );
    // Without the 1 the player draws: a 1 stays to be placed by them; anything else passes.
    let events = without.apply(0, UpAndDownCommand::Draw, 2).unwrap();
    match without.table().drawn {
        Some(1) => {
            assert_eq!(without.table().turn, 0);
            assert!(without.view(2, Lang::En).status.contains("drew a 1"));
        }
        _ => assert_eq!(without.table().turn, 1, "{events:?}"),
    }
    assert_eq!(
        UpAndDownRefusal::NotInHand { value: 4 }.text_in(Lang::Fr),
        "cette case attend un 4, et vous n’en avez pas"
    );
}

#[test]
fn even_and_odd_builds_two_squares_and_both_ways_grows_at_either_end() {
    let mut g = up(UpAndDownVariant::EvenOdd, people(2), 5);
    let v = g.view(0, Lang::En);
    // A 0 and a 1 start; a 2 and a 3 are wanted next, one in each square.
    assert_eq!(v.wanted, vec!["2 on b1".to_string(), "3 on h1".to_string()]);
    play_up(&mut g, false);
    let t = g.table();
    assert!(t.squares.iter().all(|s| s.complete()));
    assert_eq!(t.squares[0].track.len() + t.squares[1].track.len(), 32);
    // Clockwise and counterclockwise: at the start a 1 is wanted at both ends (b1 and a2).
    let mut g = up(UpAndDownVariant::BothWays, people(2), 9);
    assert_eq!(
        g.view(0, Lang::En).wanted,
        vec!["1 on b1".to_string(), "1 on a2".to_string()]
    );
    play_up(&mut g, true);
    let sq = &g.table().squares[0];
    assert!(sq.complete());
    assert!(sq.ccw > 0, "pieces went the other way too");
}

#[test]
fn computer_players_finish_every_variant_and_a_save_resumes_exactly() {
    for variant in [
        UpAndDownVariant::Standard,
        UpAndDownVariant::EvenOdd,
        UpAndDownVariant::BothWays,
    ] {
        let seats = vec![
            Seat::computer("A", Strength::Beginner),
            Seat::computer("B", Strength::Strong),
            Seat::computer("C", Strength::Unbeatable),
        ];
        let mut g = up(variant, seats.clone(), 3);
        let mut copy: Option<UpAndDown> = None;
        let mut now = 0;
        while !g.is_over() && now < 1_000_000 {
            now += 700;
            g.tick(now);
            if copy.is_none() && g.table().turns == 10 {
                let text = save::write(&g, now);
                let mut back: UpAndDown = save::read(&text).expect("reads back");
                back.resume(now);
                copy = Some(back);
            }
        }
        assert!(g.is_over(), "{variant:?}");
        pieces_add_up(&g);
        // The copy, driven the same way from the save, ends the same.
        let mut c = copy.expect("saved at turn 10");
        let mut t = 0;
        while !c.is_over() && t < 2_000_000 {
            t += 700;
            c.tick(t);
        }
        assert_eq!(c.table().hands.len(), 3);
        assert!(c.is_over());
    }
    // A damaged save is refused with its reason.
    let g = up(UpAndDownVariant::Standard, people(2), 3);
    let mut value: serde_json::Value = serde_json::from_str(&save::write(&g, 0)).unwrap();
    value["state"]["table"]["hands"][0]
        .as_array_mut()
        .unwrap()
        .pop();
    let err = save::read::<UpAndDown>(&value.to_string()).expect_err("refused");
    assert!(
        err.text_in(Lang::En).contains("do not add up"),
        "{}",
        err.text_in(Lang::En)
    );
    // A track edited to hold more pieces than a number can count (the check used to overflow
    // and pass in a release build).
    let mut value: serde_json::Value = serde_json::from_str(&save::write(&g, 0)).unwrap();
    value["state"]["table"]["squares"][0]["cw"] = serde_json::json!(u64::MAX);
    let err = save::read::<UpAndDown>(&value.to_string()).expect_err("refused");
    assert!(
        err.text_in(Lang::En).contains("squares are not this game"),
        "{}",
        err.text_in(Lang::En)
    );
}

fn tables(n: usize, seed: u64) -> Tables {
    Tables::start(TablesSettings { seed }, people(n), 0).expect("starts")
}

#[test]
fn multiplication_tables_the_rulebooks_3_times_8() {
    // A deal whose first round is 3 × 8 (or 8 × 3) with both players holding a 2 and a 4.
    let mut g = (0..50_000)
        .map(|s| tables(2, s))
        .find(|g| {
            let l = g.current().unwrap();
            matches!((l.a, l.b), (3, 8) | (8, 3)) && g.can_attach(0) && g.can_attach(1)
        })
        .expect("such a deal exists");
    let asked = g.table().asked.unwrap();
    let before = g.clone();
    // Wrong result, wrong order, and a pass while holding the pieces are refused.
    let l = g.current().unwrap().clone();
    assert_eq!(
        g.apply(asked, TablesCommand::Attach { digits: vec![4, 2] }, 1),
        Err(TablesRefusal::Wrong {
            a: l.a,
            b: l.b,
            given: "42".into()
        })
    );
    assert_eq!(
        g.apply(asked, TablesCommand::Pass, 1),
        Err(TablesRefusal::YouHaveThem)
    );
    assert_eq!(g, before);
    assert_eq!(
        TablesRefusal::Wrong {
            a: 3,
            b: 8,
            given: "42".into()
        }
        .text_in(Lang::Fr),
        "3 × 8 ne fait pas 42"
    );
    g.apply(asked, TablesCommand::Attach { digits: vec![2, 4] }, 2)
        .unwrap();
    let other = 1 - asked;
    g.apply(other, TablesCommand::Attach { digits: vec![2, 4] }, 3)
        .unwrap();
    // "3 × 8 = 24 = 24"; each player drew one number before round 2.
    let line = &g.table().lines[0];
    assert_eq!(line.text(), format!("{} × {} = 24 = 24", l.a, l.b));
    assert_eq!(g.table().hands[0].len(), 10 - 2 + 1);
    assert_eq!(g.table().lines.len(), 2);
}

#[test]
fn multiplication_tables_play_seven_rounds_and_the_fewest_pieces_win() {
    for seed in 0..20 {
        let mut g = tables(3, seed);
        let mut step = 0;
        while !g.is_over() {
            step += 1;
            let seat = g.table().asked.unwrap();
            let c = match g.current() {
                Some(l) if g.can_attach(seat) => TablesCommand::Attach {
                    digits: digits(l.product()),
                },
                _ => TablesCommand::Pass,
            };
            g.apply(seat, c, step)
                .expect("the script's answer is right");
        }
        assert_eq!(g.table().lines.len(), 7);
        // The pieces add up: bag, hands, the factors and every attached result.
        let t = g.table();
        let mut all: Vec<u8> = t.bag.contents().to_vec();
        for h in &t.hands {
            all.extend(h);
        }
        for l in &t.lines {
            all.extend([l.a, l.b]);
            for _ in &l.by {
                all.extend(digits(l.product()));
            }
        }
        assert_eq!(all.len(), 77);
        let o = g.outcome().unwrap();
        let best = *o.scores.iter().max().unwrap();
        assert!(o.winners.iter().all(|w| o.scores[*w as usize] == best));
        let fewest = g.table().hands.iter().map(Vec::len).min().unwrap();
        assert!(o
            .winners
            .iter()
            .all(|w| g.table().hands[*w as usize].len() == fewest));
        let text = save::write(&g, 0);
        let back: Tables = save::read(&text).unwrap();
        assert_eq!(back.table(), g.table());
    }
    // Computer players answer by themselves.
    let seats = vec![
        Seat::computer("A", Strength::Casual),
        Seat::computer("B", Strength::Strong),
    ];
    let mut g = Tables::start(TablesSettings { seed: 4 }, seats, 0).unwrap();
    let mut now = 0;
    while !g.is_over() && now < 100_000 {
        now += 600;
        g.tick(now);
    }
    assert!(g.is_over());
    assert!(g.view(now, Lang::Fr).status.starts_with("Partie finie"));
}

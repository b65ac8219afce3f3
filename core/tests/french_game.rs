//! The French game played through the kit: whole computer games with consistent bags and
//! scores, the challenge rule, exchanges, passes and the end (rule 15), time limits
//! (variants 3 and 4), racks of 12 (variant 2), hints, undo and saves.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use tuffest_core::crossword::board::{Direction, Placement};
use tuffest_core::crossword::french::{
    is_white, Command, Detail, FirstPlayer, FrenchGame, Hint, Layout, RackSize, Settings,
};
use tuffest_core::crossword::pieces::{parse_pieces, Piece};
use tuffest_core::kit::grid::Cell;
use tuffest_core::kit::{save, Cue, Event, Game, Seat, Strength, Worded};
use tuffest_core::lang::Lang;

fn settings(seed: u64) -> Settings {
    Settings {
        seed,
        first: FirstPlayer::Seat(0),
        ..Settings::default()
    }
}

fn tiles_in_play(g: &FrenchGame) -> usize {
    let t = g.table();
    t.board.laid()
        + t.white.len()
        + t.grey.len()
        + t.racks.iter().map(|r| r.tiles().len()).sum::<usize>()
}

fn whole_game(seed: u64, strengths: &[Strength], s: Settings) -> (FrenchGame, Vec<Event<Detail>>) {
    let seats = strengths
        .iter()
        .enumerate()
        .map(|(i, st)| Seat::computer(format!("CPU {i}"), *st))
        .collect();
    let mut g = FrenchGame::start(Settings { seed, ..s }, seats, 0).expect("starts");
    let total = tiles_in_play(&g);
    let mut all = Vec::new();
    let mut now = 0;
    for _ in 0..3000 {
        now += 2000;
        all.extend(g.tick(now));
        assert_eq!(tiles_in_play(&g), total, "no tile lost or made");
        for r in &g.table().racks {
            assert!(r.tiles().iter().filter(|p| is_white(**p)).count() <= s.rack.white());
            assert!(r.tiles().iter().filter(|p| !is_white(**p)).count() <= s.rack.grey());
        }
        if g.outcome().is_some() {
            break;
        }
    }
    (g, all)
}

/// Every line of two or more tiles left on the board reads as a true equation.
fn every_line_reads_true(g: &FrenchGame) {
    let board = &g.table().board;
    for (c, p) in board.grid().iter() {
        if p.is_none() {
            continue;
        }
        for d in Direction::BOTH {
            let (_, line) = tuffest_core::crossword::line::run_through(board, c, d);
            if line.len() >= 2 {
                assert!(tuffest_core::crossword::french::check_line(&line).is_ok());
            }
        }
    }
}

#[test]
fn computers_play_whole_games_with_consistent_bags_and_scores() {
    for (seed, strengths) in [
        (1u64, vec![Strength::Casual, Strength::Beginner]),
        (
            2,
            vec![Strength::Strong, Strength::Beginner, Strength::Casual],
        ),
    ] {
        let (g, events) = whole_game(seed, &strengths, settings(seed));
        let outcome = g.outcome().expect("the game ends");
        // Every point is a play's or rule 15's bonus.
        let mut scores = vec![0i64; strengths.len()];
        let mut plays = 0;
        for e in &events {
            match e {
                Event::Game(Detail::Played {
                    seat,
                    points,
                    equations,
                    ..
                }) => {
                    scores[*seat as usize] += points;
                    assert_eq!(*points, equations.iter().map(|q| q.points).sum::<i64>());
                    assert!(equations.iter().all(|q| q.true_));
                    plays += 1;
                }
                Event::Game(Detail::Ended {
                    bonus_to: Some(s),
                    bonus,
                }) => scores[*s as usize] += bonus,
                _ => {}
            }
        }
        assert!(plays >= 5, "seed {seed}: {plays} plays");
        assert_eq!(scores, outcome.scores, "seed {seed}");
        assert!(events.contains(&Event::Cue(Cue::GameOver)));
        every_line_reads_true(&g);
    }
}

/// Variant 5: the home-made tiles are in the bag, the computers lay them, and every line left
/// on the board reads true.
#[test]
fn variant_5s_home_made_tiles_are_played_by_the_computers() {
    let home = Settings {
        home_made_tiles: true,
        ..settings(0)
    };
    let (g, _) = whole_game(30, &[Strength::Casual, Strength::Casual], home);
    assert!(g.outcome().is_some(), "the game ends");
    assert_eq!(tiles_in_play(&g), 118);
    let laid = g
        .table()
        .board
        .grid()
        .iter()
        .filter(|(_, p)| {
            matches!(
                p,
                Some(Piece::Open | Piece::Close | Piece::Power | Piece::Root)
            )
        })
        .count();
    every_line_reads_true(&g);
    assert!(laid > 0, "no home-made tile was ever laid");
}

fn two_people(s: Settings) -> FrenchGame {
    FrenchGame::start(s, vec![Seat::person("Ann"), Seat::person("Ben")], 0).expect("starts")
}

/// The first seed from `seed` on whose first rack can lay an equation (a rack without `=`
/// cannot start the game).
fn playable(s: Settings, people: bool) -> FrenchGame {
    for seed in s.seed.. {
        let seats = if people {
            vec![Seat::person("Ann"), Seat::person("Ben")]
        } else {
            vec![Seat::person("Ann"), Seat::computer("CPU", Strength::Casual)]
        };
        let g = FrenchGame::start(Settings { seed, ..s.clone() }, seats, 0).expect("starts");
        if g.can_lay() {
            return g;
        }
    }
    unreachable!("some seed deals an =")
}

fn rack(g: &FrenchGame, seat: usize) -> Vec<Piece> {
    g.table().racks[seat].tiles().to_vec()
}

/// A first play Ann's rack can make (from the move generator), as a command.
fn first_lay(g: &FrenchGame) -> Placement {
    let found = g.lays(5_000_000);
    found.lays.first().expect("a first play").placement.clone()
}

#[test]
fn the_app_refuses_a_false_play_and_nothing_changes() {
    let mut g = two_people(settings(7));
    let before = g.table().clone();
    let r = rack(&g, 0);
    // Some line of Ann's own tiles that is not a true equation.
    let bad = Placement {
        start: Cell::new(7, 7),
        dir: Direction::Across,
        pieces: vec![r[0], Piece::Equals, r[0], r[0]],
    };
    let err = g
        .apply(0, Command::Lay { placement: bad }, 10)
        .expect_err("refused");
    assert!(!err.text_in(Lang::Fr).is_empty());
    assert_eq!(g.table(), &before);
}

#[test]
fn the_challenge_rule_takes_back_a_false_play_or_costs_a_turn() {
    let s = Settings {
        challenge: true,
        layout: Layout::Plain,
        ..settings(11)
    };
    let mut g = two_people(s.clone());
    let before = g.table().clone();
    // Ann lays two of her white tiles as a "number" line with an = : false, but not checked.
    let r = rack(&g, 0);
    let whites: Vec<Piece> = r.iter().copied().filter(|p| is_white(*p)).collect();
    let eq_or_grey = r
        .iter()
        .copied()
        .find(|p| !is_white(*p))
        .expect("a grey tile");
    let line = vec![whites[0], whites[1], eq_or_grey, whites[2]];
    let out = g.apply(
        0,
        Command::Lay {
            placement: Placement {
                start: Cell::new(7, 6),
                dir: Direction::Across,
                pieces: line.clone(),
            },
        },
        10,
    );
    let out = out.expect("laid unchecked");
    let false_play = out.iter().any(|e| matches!(e, Event::Game(Detail::Played { equations, .. }) if equations.iter().any(|q| !q.true_)));
    assert!(false_play, "the play is false");
    assert_eq!(
        g.view(20, Lang::En).challengers,
        vec![1],
        "Ben, not Ann, may challenge"
    );
    assert_eq!(
        g.apply(0, Command::Challenge, 20)
            .map(|_| ())
            .map_err(|e| e.kind()),
        Err("own_play")
    );
    let out = g.apply(1, Command::Challenge, 30).expect("Ben challenges");
    assert!(out.iter().any(|e| matches!(
        e,
        Event::Game(Detail::ChallengeUpheld {
            challenger: 1,
            seat: 0
        })
    )));
    assert_eq!(g.table().board, before.board, "taken back");
    assert_eq!(
        g.table().racks[0],
        before.racks[0],
        "Ann has her tiles again"
    );
    assert_eq!(g.table().scores, vec![0, 0], "the play scores 0");
    assert_eq!(g.turn(), 1, "Ann's turn is used");
    assert!(
        g.view(40, Lang::En).challengers.is_empty(),
        "nothing left to challenge"
    );

    // A true play challenged: the challenger loses their next turn.
    let mut g = playable(s, true);
    let p = first_lay(&g);
    g.apply(0, Command::Lay { placement: p }, 10)
        .expect("true play");
    let out = g
        .apply(1, Command::Challenge, 20)
        .expect("Ben challenges wrongly");
    assert!(out
        .iter()
        .any(|e| matches!(e, Event::Game(Detail::ChallengeFailed { .. }))));
    g.apply(1, Command::Pass, 30).expect("Ben passes");
    // Ann passes; Ben's turn is skipped, so it is Ann's again.
    let out = g.apply(0, Command::Pass, 40).expect("Ann passes");
    assert!(out
        .iter()
        .any(|e| matches!(e, Event::Game(Detail::Passed { seat: 1, .. }))));
    assert_eq!(g.turn(), 0);
}

#[test]
fn exchanges_keep_the_colours_and_passes_end_the_game_with_rule_15s_bonus() {
    let mut g = two_people(settings(5));
    let r = rack(&g, 0);
    let whites_before = r.iter().filter(|p| is_white(**p)).count();
    g.apply(
        0,
        Command::Exchange {
            tiles: r[..3].to_vec(),
        },
        10,
    )
    .expect("exchange");
    let r = rack(&g, 0);
    assert_eq!(r.iter().filter(|p| is_white(**p)).count(), whites_before);
    assert_eq!(r.len(), 10);
    assert_eq!(
        g.apply(1, Command::Exchange { tiles: vec![] }, 20)
            .map_err(|e| e.kind())
            .map(|_| ()),
        Err("nothing_to_exchange")
    );
    // Ben plays, then everyone passes twice: the end, Ben (the last to play) gets the racks.
    if !g.can_lay() {
        g = playable(settings(5), true);
        g.apply(0, Command::Pass, 10).expect("pass");
    }
    let p = first_lay(&g);
    g.apply(1, Command::Lay { placement: p }, 30)
        .expect("Ben plays");
    let ben = g.table().scores[1];
    let mut end = Vec::new();
    for (i, seat) in [0u32, 1, 0, 1].iter().enumerate() {
        end = g.apply(*seat, Command::Pass, 40 + i as u64).expect("pass");
    }
    let bonus: i64 = g
        .table()
        .racks
        .iter()
        .flat_map(|r| r.tiles())
        .map(|p| tuffest_core::crossword::french::points_of(*p))
        .sum();
    assert!(end.iter().any(|e| matches!(
        e,
        Event::Game(Detail::Ended {
            bonus_to: Some(1),
            ..
        })
    )));
    assert_eq!(g.table().scores[1], ben + bonus);
    assert!(g.outcome().is_some());
}

#[test]
fn a_turn_with_a_time_limit_passes_when_time_is_up() {
    let s = Settings {
        turn_seconds: 30,
        handicap_seconds: vec![0, 60],
        ..settings(3)
    };
    let mut g = two_people(s);
    assert_eq!(g.view(0, Lang::En).seconds_left, Some(30));
    let ev = g.tick(21_000);
    assert!(ev.contains(&Event::Cue(Cue::TimeRunningOut { seat: Some(0) })));
    // A command after the time is up, before the shell's next tick: refused, nothing changes.
    let before = g.table().clone();
    assert_eq!(
        g.apply(0, Command::Pass, 30_000)
            .map_err(|e| e.kind())
            .map(|_| ()),
        Err("time_up")
    );
    assert_eq!(g.table(), &before);
    let ev = g.tick(30_000);
    assert!(ev.contains(&Event::Cue(Cue::TimeUp { seat: Some(0) })));
    assert_eq!(g.turn(), 1);
    // Ben's handicap gives him 60 seconds; paused time does not count.
    assert_eq!(g.view(30_000, Lang::En).seconds_left, Some(60));
    g.pause(40_000);
    assert_eq!(g.view(100_000, Lang::En).seconds_left, Some(50));
    assert_eq!(
        g.apply(1, Command::Pass, 100_000)
            .map_err(|e| e.kind())
            .map(|_| ()),
        Err("paused")
    );
}

#[test]
fn variant_2_racks_hold_nine_white_and_three_grey() {
    let g = two_people(Settings {
        rack: RackSize::Twelve,
        fewer_equals: 4,
        ..settings(9)
    });
    for r in &g.table().racks {
        assert_eq!(r.tiles().iter().filter(|p| is_white(**p)).count(), 9);
        assert_eq!(r.tiles().len(), 12);
    }
    assert_eq!(tiles_in_play(&g), 104, "variant 1: four = fewer");
}

#[test]
fn hints_go_step_by_step_and_mark_the_game_assisted() {
    let mut g = playable(settings(4), false);
    assert_eq!(g.hint(0, 0), Ok(Hint::Possible(true)));
    assert!(matches!(g.hint(0, 0), Ok(Hint::Tiles(_))));
    let Ok(Hint::Play(p)) = g.hint(0, 0) else {
        panic!("the play");
    };
    assert_eq!(g.assisted(), vec![true, false]);
    let before = g.table().clone();
    g.apply(0, Command::Lay { placement: p }, 10)
        .expect("the hinted play is legal");
    let out = g.tick(10_000);
    assert!(out.iter().any(|e| matches!(
        e,
        Event::Game(Detail::Played { seat: 1, .. })
            | Event::Game(Detail::Exchanged { seat: 1, .. })
            | Event::Game(Detail::Passed { seat: 1, .. })
    )));
    // Undo against the computer takes back Ann's play and the computer's reply.
    g.undo(0, 20_000).expect("undo");
    assert_eq!(g.table().board, before.board);
    assert_eq!(g.table().racks, before.racks);
}

#[test]
fn saves_resume_and_damaged_saves_are_refused() {
    let mut g = playable(settings(21), true);
    let p = first_lay(&g);
    g.apply(0, Command::Lay { placement: p }, 10)
        .expect("plays");
    let text = save::write(&g, 500);
    let back: FrenchGame = save::read(&text).expect("resumes");
    assert_eq!(back.table(), g.table());
    assert_eq!(back.settings(), g.settings());
    // A tile made up in the save.
    let mut v: serde_json::Value = serde_json::from_str(&text).expect("json");
    let racks = v.pointer_mut("/state/table/racks/0/tiles").expect("a rack");
    if let Some(a) = racks.as_array_mut() {
        a.pop();
        a.push(serde_json::json!({"Digit": 9}));
        a.push(serde_json::json!({"Digit": 9}));
    }
    let damaged = serde_json::to_string(&v).expect("json");
    let err = save::read::<FrenchGame>(&damaged)
        .map(|_| ())
        .expect_err("refused");
    assert!(!format!("{err:?}").is_empty());
    assert!(save::read::<FrenchGame>("{not json").is_err());
}

#[test]
fn typed_lines_read_the_fraction_bar() {
    assert_eq!(
        parse_pieces("1 3/5", true).expect("pieces"),
        vec![
            Piece::Digit(1),
            Piece::Digit(3),
            Piece::FractionBar,
            Piece::Digit(5)
        ]
    );
}

//! The game tournament as the apps run it through the one session object: the organiser's form
//! (generated, edited round by round, checked, read back from its share code), a whole event of
//! two people and a computer player driven only by the view (choices, both games with the same
//! Dots and Boxes and chip-game calls as alone, the Math Horseshoes final on its keypad), a save
//! and load in the middle, the results to share, every history record, and refusals worded in
//! the session's language that change nothing.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::boxes::notation::setup_code;
use tuffest_core::horseshoes::view::Screen;
use tuffest_core::kit::{Cell, GameId, Seat, SeatKind, Segment, Strength};
use tuffest_core::lang::Lang;
use tuffest_core::tournament::{
    MainGames, PairingSystem, TournamentGameView, TournamentPlan, TournamentStage,
};
use tuffest_ffi::game::{
    tournament_plan, tournament_plan_checked, tournament_plan_from_code, tournament_round,
    tournament_round_from_code, GameSession,
};
use tuffest_ffi::horseshoes::horseshoes_puzzle_from_numbers;
use tuffest_ffi::TuffestError;

fn competitors() -> Vec<Seat> {
    vec![
        Seat::person("Ann"),
        Seat::person("Bob"),
        Seat::computer("Bot", Strength::Casual),
    ]
}

/// A form for the three competitors with small set-ups (quick to solve in a debug build) and
/// an organiser's own final.
fn small_plan() -> TournamentPlan {
    let mut plan = tournament_plan(
        competitors(),
        MainGames::Both,
        PairingSystem::RoundRobin,
        5,
        Lang::En,
    )
    .unwrap();
    let boxes = |seed| setup_code(&tuffest_core::boxes::generate(5, 18, seed).unwrap());
    let chips = |seed| {
        tuffest_core::chips::share_code(&tuffest_core::chips::generate(seed, 4, 10).unwrap())
    };
    plan.rounds = vec![
        tournament_round_from_code(GameId::Boxes, boxes(1), Lang::En).unwrap(),
        tournament_round_from_code(GameId::Chips, chips(2), Lang::En).unwrap(),
        tournament_round_from_code(GameId::Boxes, boxes(3), Lang::En).unwrap(),
    ];
    plan.final_code = horseshoes_puzzle_from_numbers(vec![17, 4, 3, 1, 6], 300, Lang::En)
        .unwrap()
        .code;
    tournament_plan_checked(plan, Lang::En).unwrap()
}

#[test]
fn the_organisers_form_is_generated_edited_checked_and_shared() {
    let plan = tournament_plan(
        competitors(),
        MainGames::Both,
        PairingSystem::RoundRobin,
        5,
        Lang::En,
    )
    .unwrap();
    // Three competitors: three rounds of a round robin, Dots and Boxes first, in turn.
    let games: Vec<GameId> = plan.rounds.iter().map(|r| r.game).collect();
    assert_eq!(games, [GameId::Boxes, GameId::Chips, GameId::Boxes]);
    assert_eq!(plan.rounds[0].size, 5);
    assert_eq!(plan.rounds[1].size, 6);
    assert!(plan.rounds[0].summary.contains("28 free segments"));
    assert!(plan.rounds[1].summary.contains("12 empty squares"));
    assert_eq!(plan.qualifiers, 3);
    assert_eq!(plan.system, PairingSystem::RoundRobin);
    // The share code gives the same form back on another device.
    assert_eq!(
        tournament_plan_from_code(plan.code.clone(), Lang::En).unwrap(),
        plan
    );
    let fr = tournament_plan_from_code(plan.code.clone(), Lang::Fr).unwrap();
    assert!(fr.rounds[0].summary.contains("28 traits libres"), "{fr:?}");

    // A round made anew at another size, the same for the same seed.
    let big = tournament_round(GameId::Boxes, 7, 11, Lang::En).unwrap();
    assert_eq!(big.size, 7);
    assert!(big.summary.contains("44 free segments"));
    assert_eq!(
        big,
        tournament_round(GameId::Boxes, 7, 11, Lang::En).unwrap()
    );
    let chips = tournament_round(GameId::Chips, 4, 11, Lang::En).unwrap();
    assert!(chips.summary.contains("10 empty squares"));
    let mut edited = plan.clone();
    edited.rounds[2] = big;
    edited.both_ways = true;
    let checked = tournament_plan_checked(edited.clone(), Lang::En).unwrap();
    assert_ne!(checked.code, plan.code);
    assert!(checked.both_ways);
    assert_eq!(
        tournament_plan_from_code(checked.code.clone(), Lang::En).unwrap(),
        checked
    );

    // Refusals, worded and naming the field at fault.
    let err = tournament_round(GameId::Boxes, 4, 1, Lang::En).unwrap_err();
    assert!(matches!(err, TuffestError::InvalidSetup(_)), "{err:?}");
    let err = tournament_round(GameId::Mathable, 5, 1, Lang::Fr).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Ronde 1 : le tournoi principal se joue aux petits carrés ou aux jetons."
    );
    let mut broken = plan.clone();
    broken.rounds[1].code = "not a code".into();
    let err = tournament_plan_checked(broken, Lang::En).unwrap_err();
    assert!(err.to_string().starts_with("Round 2: "), "{err}");
    let mut broken = plan.clone();
    broken.final_code = "ZZZ".into();
    let err = tournament_plan_checked(broken, Lang::En).unwrap_err();
    assert!(matches!(err, TuffestError::InvalidCode(_)), "{err:?}");
    let mut broken = plan.clone();
    broken.qualifiers = 4;
    let err = tournament_plan_checked(broken, Lang::Fr).unwrap_err();
    assert!(err.to_string().contains("se qualifier"), "{err}");
    let mut broken = plan.clone();
    broken.competitors[1].name = "ann".into();
    assert!(tournament_plan_checked(broken, Lang::En).is_err());
    let err = tournament_plan_from_code("0000".into(), Lang::En).unwrap_err();
    assert!(matches!(err, TuffestError::InvalidCode(_)), "{err:?}");
    let err = GameSession::tournament(
        TournamentPlan {
            competitors: vec![Seat::person("Ann")],
            ..plan
        },
        1,
        false,
        0,
        Lang::En,
    )
    .unwrap_err();
    assert!(matches!(err, TuffestError::InvalidSetup(_)), "{err:?}");
}

/// One step a person takes, read from the view only; `false` when no person has anything to do.
fn person_step(t: &GameSession, now: u64) -> bool {
    let v = t.tournament_view(now).unwrap();
    let person = |seat: u32| matches!(t.seats()[seat as usize].kind, SeatKind::Person);
    if let Some(seat) = v.chooser {
        if person(seat) {
            t.tournament_choose(seat, seat == 0, now).unwrap();
            return true;
        }
        return false;
    }
    let Some(seat) = v.to_move.filter(|&s| person(s)) else {
        return false;
    };
    match v.game.unwrap() {
        TournamentGameView::Boxes(b) => {
            if b.thinking {
                return false;
            }
            let s: Segment = b.board.segments.iter().find(|s| !s.drawn).unwrap().segment;
            t.boxes_draw(seat, s, now).unwrap();
        }
        TournamentGameView::Chips(c) => {
            let cell = Cell::parse_algebraic(&c.legal[0]).unwrap();
            t.chips_place(seat, cell, now).unwrap();
        }
        TournamentGameView::Final(f) => match f.screen {
            Screen::HandOver { .. } => {
                t.horseshoes_start_turn(seat, now).unwrap();
            }
            Screen::Writing { tiles, entry, .. } => {
                if let Some(tile) = tiles.iter().find(|t| !t.used) {
                    if !entry.is_empty() {
                        t.horseshoes_key(seat, "+".into(), now).unwrap();
                    }
                    t.horseshoes_number(seat, tile.index, now).unwrap();
                } else {
                    t.horseshoes_submit(seat, now).unwrap();
                }
            }
            Screen::Reveal { .. } => return false,
        },
    }
    true
}

#[test]
fn a_whole_tournament_through_the_session_object() {
    let plan = small_plan();
    let mut t = GameSession::tournament(plan.clone(), 9, false, 0, Lang::En).unwrap();
    assert_eq!(t.game(), GameId::Tournament);
    assert_eq!(t.seats(), competitors());
    let v = t.tournament_view(0).unwrap();
    assert_eq!(v.stage, TournamentStage::Choosing);
    assert_eq!(v.rounds, 3);
    assert_eq!(v.names, ["Ann", "Bob", "Bot"]);
    assert_eq!(v.code, plan.code);
    assert!(
        t.boxes_view(0).is_err(),
        "a tournament is not a Dots and Boxes session"
    );

    let mut now = 1_000;
    let mut saw = std::collections::BTreeSet::new();
    let mut saved = false;
    for step in 0..50_000 {
        if t.outcome().is_some() {
            break;
        }
        let v = t.tournament_view(now).unwrap();
        saw.insert(format!("{:?}", v.stage));
        if step == 40 && !saved {
            // Save in the middle of the event and go on from the loaded copy.
            let text = t.save(now);
            let loaded = GameSession::load(text, Lang::En).unwrap();
            // A loaded game waits, paused, until the shell resumes it.
            loaded.resume(now);
            assert_eq!(loaded.tournament_view(now).unwrap(), v);
            t = loaded;
            saved = true;
        }
        if !person_step(&t, now) {
            now += 250;
            t.tick(now);
        }
    }
    assert!(saved);
    let v = t.tournament_view(now).unwrap();
    assert_eq!(v.stage, TournamentStage::Over, "{}", v.status);
    for stage in ["Choosing", "Playing", "Final"] {
        assert!(saw.contains(stage), "never saw {stage}: {saw:?}");
    }
    // Three rounds of one game each (the third competitor has the bye).
    assert_eq!(v.results.len(), 3);
    assert_eq!(v.standings.len(), 3);
    assert_eq!(v.final_rows.len(), 3);
    assert!(v.final_rows.iter().all(|r| r.arithmetic.contains('×')));
    assert!(v.status.contains("wins the tournament"), "{}", v.status);
    assert_eq!(v.to_move, None);
    let outcome = t.outcome().unwrap();
    assert!(outcome.finished);
    let text = t.tournament_results_text().unwrap();
    assert!(text.contains("Ann") && text.contains("Bot"), "{text}");
    assert!(t.tournament_results_csv().unwrap().lines().count() > 3);
    // The event, its three games and its final.
    let records = t.history_records(1_700_000_000_000);
    assert_eq!(records.len(), 5, "{records:?}");
    assert!(records.iter().all(|r| r.finished));
}

#[test]
fn refusals_are_worded_and_change_nothing() {
    let t = GameSession::tournament(small_plan(), 9, false, 0, Lang::Fr).unwrap();
    let before = t.tournament_view(10).unwrap();
    let chooser = before.chooser.unwrap();
    let other = (chooser + 1) % 3;
    let err = t.tournament_choose(other, true, 10).unwrap_err();
    assert!(matches!(err, TuffestError::NotAllowedNow(_)), "{err:?}");
    let err = t.boxes_draw(chooser, Segment::H { row: 0, col: 0 }, 10);
    assert_eq!(
        err.unwrap_err().to_string(),
        "Ce n’est pas le moment.",
        "a move while a choice is awaited"
    );
    let err = t.hint(chooser, 10).unwrap_err();
    assert_eq!(err.to_string(), "Pas d’indice dans un tournoi.");
    let err = t.undo(chooser, 10).unwrap_err();
    assert_eq!(err.to_string(), "Pas d’annulation dans un tournoi.");
    let err = t.horseshoes_key(chooser, "log".into(), 10).unwrap_err();
    assert!(matches!(err, TuffestError::EditRefused(_)), "{err:?}");
    let err = t.tournament_play_out(chooser, 10).unwrap_err();
    assert!(matches!(err, TuffestError::NotAllowedNow(_)), "{err:?}");
    assert_eq!(t.tournament_view(10).unwrap(), before);
    // Another game's session refuses the tournament's calls.
    let boxes = GameSession::boxes(
        3,
        None,
        vec![Seat::person("Ann"), Seat::person("Bob")],
        1,
        0,
        Lang::En,
    )
    .unwrap();
    assert!(boxes.tournament_view(0).is_err());
    assert!(boxes.tournament_choose(0, true, 0).is_err());
    assert!(boxes.tournament_results_text().is_err());
}

#[test]
fn computers_games_are_watched_or_played_out_at_once() {
    let mut plan = small_plan();
    plan.competitors = vec![
        Seat::computer("Ada", Strength::Beginner),
        Seat::computer("Max", Strength::Casual),
        Seat::person("Ann"),
    ];
    let plan = tournament_plan_checked(plan, Lang::En).unwrap();
    let t = GameSession::tournament(plan, 3, true, 0, Lang::En).unwrap();
    let mut now = 0;
    // Ada and Max meet in one of the rounds; wait for a watched game between them.
    let mut played_out = false;
    for _ in 0..20_000 {
        let v = t.tournament_view(now).unwrap();
        if v.can_play_out {
            assert!(v.game.is_some());
            t.tournament_play_out(0, now).unwrap();
            let after = t.tournament_view(now).unwrap();
            assert!(!after.can_play_out);
            assert!(after.results.len() > v.results.len());
            played_out = true;
            break;
        }
        if !person_step(&t, now) {
            now += 250;
            t.tick(now);
        }
    }
    assert!(played_out, "no game between the computers was watched");
}

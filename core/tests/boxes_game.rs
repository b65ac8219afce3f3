//! The Dots and Boxes session through the kit's `Game` trait: turns and extra turns, refusals
//! that leave the game equal, computer seats moving in `tick` after a seeded delay, undo,
//! hints, views, history records and saves through the kit's envelope.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tuffest_core::boxes::{
    generate, notation::parse_setup, BoxesGame, Command, Detail, Options, Refusal, Setup, Solver,
    SolverConfig, COMPUTER_DELAY_MAX_MS, COMPUTER_DELAY_MIN_MS,
};
use tuffest_core::kit::{
    save, CommonRefusal, Cue, Event, Game, PlayMode, Seat, Segment, Strength, Worded,
};
use tuffest_core::lang::Lang;

fn seg(s: &str) -> Segment {
    Segment::parse(s).unwrap()
}

fn options(text: &str, tournament: bool) -> Options {
    Options {
        setup: parse_setup(text).unwrap(),
        tournament,
        seed: 11,
    }
}

fn people(text: &str) -> BoxesGame {
    BoxesGame::start(
        options(text, false),
        vec![Seat::person("Ann"), Seat::person("Bob")],
        0,
    )
    .unwrap()
}

fn vs_computer(text: &str, tournament: bool, strength: Strength) -> BoxesGame {
    BoxesGame::start(
        options(text, tournament),
        vec![Seat::person("Ann"), Seat::computer("CPU", strength)],
        0,
    )
    .unwrap()
}

fn draw(g: &mut BoxesGame, seat: u32, s: &str, now: u64) -> Vec<Event<Detail>> {
    g.apply(seat, Command::Draw(seg(s)), now).unwrap()
}

/// A refused command leaves the game equal to before.
fn refused(g: &mut BoxesGame, seat: u32, s: Segment, kind: &str) {
    let before = g.clone();
    let e = g.apply(seat, Command::Draw(s), 5).unwrap_err();
    assert_eq!(e.kind(), kind);
    assert_ne!(e.text_in(Lang::Fr), e.text_in(Lang::En));
    assert_eq!(*g, before);
}

#[test]
fn start_refuses_bad_tables_and_sizes() {
    let two = vec![Seat::person("Ann"), Seat::person("Bob")];
    let e = BoxesGame::start(options("5x5:", false), vec![Seat::person("Ann")], 0).unwrap_err();
    assert_eq!(e.kind(), "seats");
    let e = BoxesGame::start(options("4x4:", true), two.clone(), 0).unwrap_err();
    assert_eq!(e.kind(), "not_tournament_size");
    assert!(e.text_in(Lang::En).contains("outside the tournament"));
    let complete = Options {
        setup: Setup {
            dots: 5,
            drawn: ["h0,0", "h1,0", "v0,0", "v0,1"].map(seg).to_vec(),
        },
        tournament: false,
        seed: 1,
    };
    let e = BoxesGame::start(complete, two.clone(), 0).unwrap_err();
    assert_eq!(e.kind(), "box_complete");
    assert!(e.text_in(Lang::Fr).contains("déjà fermée"));
    assert!(BoxesGame::start(options("7x7:", true), two, 0).is_ok());
}

#[test]
fn turns_pass_and_a_completed_box_gives_another_move() {
    let mut g = people("3x3:");
    assert_eq!(g.mode(), PlayMode::PassAndPlay);
    let ev = draw(&mut g, 0, "h0,0", 10);
    assert!(ev.contains(&Event::Cue(Cue::HandOver { seat: 1 })));
    refused(&mut g, 0, seg("h1,0"), "not_your_turn");
    refused(&mut g, 1, seg("h0,0"), "segment_drawn");
    refused(&mut g, 1, seg("h0,5"), "segment_off_board");
    refused(&mut g, 7, seg("h1,0"), "no_such_seat");
    draw(&mut g, 1, "v0,0", 20);
    draw(&mut g, 0, "h1,0", 30);
    let ev = draw(&mut g, 1, "v0,1", 40);
    assert!(ev.contains(&Event::Game(Detail::BoxesCompleted {
        seat: 1,
        boxes: vec![(0, 0)]
    })));
    assert!(ev.contains(&Event::Game(Detail::ExtraTurn { seat: 1 })));
    assert_eq!(g.position().turn(), 1);
    let v = g.view(40, Lang::En);
    assert_eq!(v.scores, vec![0, 1]);
    assert_eq!(v.last.as_deref(), Some("v0,1"));
    assert_eq!(v.status, "Bob plays again");
    let cell = &v.board.cells[0];
    assert_eq!(cell.owner, Some(1));
    assert!(cell.highlight.changed);
    assert_eq!(cell.text, "B");
    assert_eq!(cell.mark, "▲");
    let last = v.board.segments.iter().find(|s| s.name == "v0,1").unwrap();
    assert!(last.highlight.last && last.drawn && last.by == Some(1));
    assert_eq!(last.spoken, "column 2, between rows 1 and 2");
    let fr = g.view(40, Lang::Fr);
    assert_eq!(fr.status, "Bob rejoue");
    // Pass-and-play has no undo.
    let before = g.clone();
    assert_eq!(g.undo(1, 50), Err(Refusal::UndoNotHere));
    assert_eq!(g, before);
}

#[test]
fn a_game_played_to_the_end_has_an_outcome_and_a_record() {
    let mut g = people("3x3:");
    let mut now = 0;
    let mut last = Vec::new();
    while g.outcome().is_none() {
        let seat = g.position().turn();
        let s = g.position().free()[0];
        now += 100;
        last = g.apply(u32::from(seat), Command::Draw(s), now).unwrap();
    }
    assert!(last.contains(&Event::Cue(Cue::GameOver)));
    let o = g.outcome().unwrap();
    assert_eq!(o.scores.iter().sum::<i64>(), 4);
    assert!(o.finished);
    refused(&mut g, 0, seg("h0,0"), "game_over");
    let r = g.record(1_700_000_000_000);
    assert_eq!(r.game, "boxes");
    assert_eq!(r.variant, "3x3");
    assert!(r.finished);
    assert_eq!(r.players[0].total + r.players[1].total, 4);
    assert_eq!(r.rounds.len(), 1);
    assert_eq!(r.duration_ms, now as i64);
    let settings: serde_json::Value = serde_json::from_str(&r.settings_json).unwrap();
    assert_eq!(settings["setup"], r.rounds[0].code);
    assert_eq!(settings["moves"].as_str().unwrap().split(' ').count(), 12);
    assert_eq!(r.winners, o.winners);
    let v = g.view(now, Lang::En);
    assert!(v.over && v.status.starts_with("Game over"));
    // After the game: 2×2 boxes are worth +2 to the first player; the losses of the moves
    // played (in boxes, each worth two on the margin) add up to the gap between that and the
    // final margin.
    let a = g.analysis(1_000_000);
    assert_eq!(a.setup_value, Some(2));
    assert_eq!(a.moves.len(), 12);
    let margin = o.scores[0] - o.scores[1];
    let (mut first, mut second) = (0i64, 0i64);
    for m in &a.moves {
        let loss = i64::from(m.loss.unwrap());
        assert!(loss >= 0);
        if m.player == 0 {
            first += loss;
        } else {
            second += loss;
        }
    }
    assert_eq!(2 - 2 * first + 2 * second, margin);
}

#[test]
fn the_computer_moves_in_tick_after_a_seeded_delay_and_replays_alike() {
    let mut g = vs_computer("4x4:", false, Strength::Casual);
    assert_eq!(g.mode(), PlayMode::VsComputer);
    draw(&mut g, 0, "h0,0", 0);
    assert!(g.computer_thinking());
    assert_eq!(g.position().turn(), 1);
    refused(&mut g, 1, seg("h1,1"), "computer_seat");
    refused(&mut g, 0, seg("h1,1"), "not_your_turn");
    assert!(g.tick(COMPUTER_DELAY_MIN_MS - 1).is_empty());
    let ev = g.tick(COMPUTER_DELAY_MAX_MS);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Game(Detail::Drawn { seat: 1, .. }))));
    assert!(ev.contains(&Event::Cue(Cue::YourTurn { seat: 0 })));
    // The same seed and the same moves give the same game.
    let mut a = vs_computer("4x4:", false, Strength::Strong);
    let mut b = vs_computer("4x4:", false, Strength::Strong);
    let mut now = 0;
    while a.outcome().is_none() {
        now += 1000;
        a.tick(now);
        b.tick(now);
        if a.outcome().is_some() || a.position().turn() != 0 {
            continue;
        }
        let s = a.position().free()[0];
        draw(&mut a, 0, &s.to_string(), now);
        draw(&mut b, 0, &s.to_string(), now);
        assert_eq!(a, b);
    }
    assert_eq!(a, b);
}

#[test]
fn pause_stops_the_computer() {
    let mut g = vs_computer("4x4:", false, Strength::Beginner);
    draw(&mut g, 0, "h0,0", 0);
    assert_eq!(g.pause(100), vec![Event::Cue(Cue::Paused)]);
    assert!(g.tick(10_000).is_empty());
    refused(&mut g, 0, seg("h1,1"), "paused");
    g.resume(10_000);
    assert!(g.tick(10_000 + COMPUTER_DELAY_MAX_MS).len() >= 2);
}

#[test]
fn computers_play_each_other_to_the_end() {
    let mut g = BoxesGame::start(
        options("5x5:", false),
        vec![
            Seat::computer("A", Strength::Beginner),
            Seat::computer("B", Strength::Casual),
        ],
        0,
    )
    .unwrap();
    let mut now = 0;
    while g.outcome().is_none() && now < 10_000_000 {
        now += COMPUTER_DELAY_MAX_MS;
        g.tick(now);
    }
    assert_eq!(g.outcome().unwrap().scores.iter().sum::<i64>(), 16);
}

#[test]
fn the_unbeatable_player_gets_at_least_the_perfect_value() {
    for seed in 0..4u64 {
        let setup = generate(4, 10, seed).unwrap();
        let start = setup.check().unwrap();
        let mut solver = Solver::new(SolverConfig::default());
        let value = solver.solve(&start).value;
        let mut g = BoxesGame::start(
            Options {
                setup,
                tournament: false,
                seed,
            },
            vec![
                Seat::computer("U", Strength::Unbeatable),
                Seat::computer("B", Strength::Beginner),
            ],
            0,
        )
        .unwrap();
        let mut now = 0;
        while g.outcome().is_none() {
            now += COMPUTER_DELAY_MAX_MS;
            g.tick(now);
        }
        let s = g.outcome().unwrap().scores;
        assert!(
            s[0] - s[1] >= i64::from(value),
            "seed {seed}: {s:?} vs {value}"
        );
    }
}

#[test]
fn undo_against_the_computer_but_never_in_a_tournament() {
    let mut g = vs_computer("5x5:", false, Strength::Strong);
    assert_eq!(g.undo(0, 0), Err(Refusal::NothingToUndo));
    let fresh = g.clone();
    draw(&mut g, 0, "h0,0", 0);
    g.tick(5_000);
    assert_eq!(g.position().turn(), 0);
    let ev = g.undo(0, 6_000).unwrap();
    assert!(matches!(ev[0], Event::Game(Detail::Undone { seat: 0, .. })));
    assert_eq!(g.position(), fresh.position());
    assert!(g.moves().is_empty());
    let mut t = vs_computer("5x5:", true, Strength::Strong);
    draw(&mut t, 0, "h0,0", 0);
    let before = t.clone();
    let e = t.undo(0, 10).unwrap_err();
    assert_eq!(e, Refusal::UndoInTournament);
    assert!(e.text_in(Lang::Fr).contains("tournoi"));
    assert_eq!(t, before);
}

#[test]
fn hints_come_in_steps_and_mark_the_game_assisted() {
    let mut g = people("3x3: h0,0 v0,0 h1,0");
    let before = g.clone();
    assert_eq!(
        g.hint(1, 0),
        Err(Refusal::Common(CommonRefusal::NotYourTurn))
    );
    assert_eq!(g, before);
    let h1 = g.hint(0, 0).unwrap();
    assert!(h1.text_in(Lang::En).contains("can be taken"));
    let h2 = g.hint(0, 0).unwrap();
    assert!(h2.text_in(Lang::En).starts_with("Look at"));
    let h3 = g.hint(0, 0).unwrap();
    assert_eq!(h3.text_in(Lang::En), "Play v0,1.");
    let v = g.view(0, Lang::En);
    assert!(v
        .board
        .segments
        .iter()
        .any(|s| s.name == "v0,1" && s.highlight.hint));
    assert_eq!(g.hints_taken(), [3, 0]);
    draw(&mut g, 0, "v0,1", 1);
    assert_eq!(g.hint_step(), 0);
    while g.outcome().is_none() {
        let seat = g.position().turn();
        let s = g.position().free()[0];
        g.apply(u32::from(seat), Command::Draw(s), 2).unwrap();
    }
    assert_eq!(g.outcome().unwrap().assisted, vec![true, false]);
    assert_eq!(g.record(0).rounds[0].entries[0].hints_used, 3);
}

#[test]
fn saves_round_trip_through_the_kit_envelope() {
    let mut g = vs_computer("5x5: h0,0 v2,2", false, Strength::Casual);
    draw(&mut g, 0, "h4,3", 100);
    g.hint(1, 100).unwrap_err();
    let text = save::write(&g, 200);
    let back: BoxesGame = save::read(&text).unwrap();
    let mut paused = g.clone();
    paused.pause(200);
    assert_eq!(back, paused);
    // The computer still moves after the restore, at the same game time.
    let mut a = back.clone();
    a.resume(1_000);
    let mut b = paused.clone();
    b.resume(1_000);
    assert_eq!(a.tick(3_000), b.tick(3_000));
    assert_eq!(a, b);
}

#[test]
fn damaged_saves_are_refused() {
    let g = people("4x4: h0,0");
    let text = save::write(&g, 0);
    let cut = &text[..text.len() / 2];
    assert_eq!(
        save::read::<BoxesGame>(cut).unwrap_err().kind(),
        "save_damaged"
    );
    let other = text.replace("\"boxes\"", "\"chips\"");
    assert_eq!(
        save::read::<BoxesGame>(&other).unwrap_err().kind(),
        "save_wrong_game"
    );
    let future = text.replace("\"version\":1", "\"version\":99");
    assert_eq!(
        save::read::<BoxesGame>(&future).unwrap_err().kind(),
        "save_future_version"
    );
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["state"]["moves"] = serde_json::json!(["h0,1", "h0,1"]);
    let e = save::read::<BoxesGame>(&v.to_string()).unwrap_err();
    assert_eq!(e.kind(), "bad_save");
    assert!(e.text_in(Lang::En).contains("h0,1"));
    v["state"]["moves"] = serde_json::json!(["zz"]);
    assert_eq!(
        save::read::<BoxesGame>(&v.to_string()).unwrap_err().kind(),
        "bad_save"
    );
    v["state"]["moves"] = serde_json::json!([]);
    v["state"]["hints"] = serde_json::json!([1]);
    assert_eq!(
        save::read::<BoxesGame>(&v.to_string()).unwrap_err().kind(),
        "bad_save"
    );
    v["state"]["hints"] = serde_json::json!([0, 0]);
    v["state"]["options"]["setup"]["dots"] = serde_json::json!(9);
    assert_eq!(
        save::read::<BoxesGame>(&v.to_string()).unwrap_err().kind(),
        "dots_out_of_range"
    );
    v["state"]["options"]["setup"]["dots"] = serde_json::json!(4);
    assert!(save::read::<BoxesGame>(&v.to_string()).is_ok());
}

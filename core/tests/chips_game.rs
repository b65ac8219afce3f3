//! The live chip game through the kit: turns, refusals that change nothing, computer seats
//! moving in `tick`, strengths, hints, undo, the view, saves and the history record.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tuffest_core::chips::{
    analyse, describe_change, parse_board, solve, ChipsCommand, ChipsEvent, ChipsGame, ChipsSetup,
    Colour, MoveReview,
};
use tuffest_core::history::HistoryStore;
use tuffest_core::kit::{
    save, BoardView, Cell, CellView, Cue, Event, Game, PlayMode, Seat, Strength, Worded,
};
use tuffest_core::lang::Lang;

const CENTRE: &str = "..../.RY./.YR./....";
const SIX: &str = "Y....R/.YRRY./.RYYR./.RYYR./.YRRY./R....Y";

fn sq(n: &str) -> Cell {
    Cell::parse_algebraic(n).unwrap()
}

fn setup(rows: &str) -> ChipsSetup {
    ChipsSetup::new(parse_board(rows).unwrap())
}

fn two_people(rows: &str) -> ChipsGame {
    ChipsGame::start(
        setup(rows),
        vec![Seat::person("Ann"), Seat::person("Bob")],
        0,
    )
    .unwrap()
}

fn vs_cpu(rows: &str, strength: Strength) -> ChipsGame {
    ChipsGame::start(
        setup(rows),
        vec![Seat::person("Ann"), Seat::computer("CPU", strength)],
        0,
    )
    .unwrap()
}

/// The kind of the refusal of `command` from `seat` at `now`, the game left exactly as it was.
fn refused(g: &mut ChipsGame, seat: u32, command: ChipsCommand, now: u64) -> &'static str {
    let before = g.clone();
    let kind = g.apply(seat, command, now).unwrap_err().kind();
    assert_eq!(*g, before);
    kind
}

/// The square `name` of a board view.
fn cell<'a>(board: &'a BoardView, name: &str) -> &'a CellView {
    board.cell(sq(name)).unwrap()
}

#[test]
fn start_refuses_bad_set_ups_and_seats() {
    let e = ChipsGame::start(setup("RY../..../..../...."), vec![Seat::person("A")], 0).unwrap_err();
    assert_eq!(e.kind(), "no_first_move");
    let mut s = setup("....../....../..RY../..YR../....../......");
    s.tournament = true;
    let e = ChipsGame::start(s.clone(), vec![Seat::person("A"), Seat::person("B")], 0).unwrap_err();
    assert_eq!(e.kind(), "tournament_empties");
    s.tournament = false;
    assert!(ChipsGame::start(s.clone(), vec![Seat::person("A")], 0).is_ok());
    let e = ChipsGame::start(s.clone(), vec![], 0).unwrap_err();
    assert_eq!(e.kind(), "bad_save");
    let e = ChipsGame::start(s, vec![Seat::computer("C", Strength::Casual)], 0).unwrap_err();
    assert_eq!(e.kind(), "bad_save");
}

#[test]
fn refused_commands_leave_the_game_exactly_as_it_was() {
    let mut g = two_people(CENTRE);
    let cases = [
        (1, ChipsCommand::Place(sq("c1")), "not_your_turn"),
        (0, ChipsCommand::Place(sq("b2")), "occupied"),
        (0, ChipsCommand::Place(sq("a1")), "nothing_outflanked"),
        (0, ChipsCommand::Place(Cell::new(4, 4)), "off_board"),
        (7, ChipsCommand::Place(sq("b1")), "no_such_seat"),
    ];
    for (seat, cmd, kind) in cases.clone() {
        let before = g.clone();
        let e = g.apply(seat, cmd, 10).unwrap_err();
        assert_eq!(e.kind(), kind);
        assert_ne!(e.text_in(Lang::En), e.text_in(Lang::Fr));
        assert_eq!(g, before);
    }
    // Undo and hint refusals too.
    let before = g.clone();
    assert_eq!(g.undo(0, 10).unwrap_err().kind(), "undo_not_allowed");
    assert_eq!(g.hint(1, 10).unwrap_err().kind(), "not_your_turn");
    assert_eq!(g, before);
    // Paused: refused.
    g.pause(20);
    assert_eq!(
        refused(&mut g, 0, ChipsCommand::Place(sq("b1")), 30),
        "paused"
    );
}

#[test]
fn turns_alternate_and_events_count_the_chips_turned() {
    let mut g = two_people(CENTRE);
    assert_eq!(g.mode(), PlayMode::PassAndPlay);
    let ev = g.apply(0, ChipsCommand::Place(sq("b1")), 100).unwrap();
    assert_eq!(
        ev[0],
        Event::Game(ChipsEvent::Placed {
            seat: 0,
            colour: Colour::Yellow,
            cell: sq("b1"),
            turned: vec![sq("b2")],
        })
    );
    assert_eq!(ev[1], Event::Cue(Cue::HandOver { seat: 1 }));
    assert_eq!(g.to_move(), Colour::Red);
    assert!(g.apply(0, ChipsCommand::Place(sq("a1")), 200).is_err());
    assert!(g.apply(1, ChipsCommand::Place(sq("c1")), 200).is_ok());
}

#[test]
fn no_passing_ends_the_live_game_with_squares_empty() {
    let mut g = two_people("YR.Y/.R../..../....");
    let ev = g.apply(0, ChipsCommand::Place(sq("c1")), 100).unwrap();
    assert!(ev.contains(&Event::Game(ChipsEvent::GameOver {
        yellow: 4,
        red: 1,
        stuck: Colour::Red
    })));
    assert!(ev.contains(&Event::Cue(Cue::GameOver)));
    assert!(g.is_over());
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![4, 1]);
    assert_eq!(o.winners, vec![0]);
    assert_eq!(
        refused(&mut g, 1, ChipsCommand::Place(sq("b3")), 200),
        "game_over"
    );
}

fn play_out(g: &mut ChipsGame) -> u64 {
    let mut now = 0;
    while !g.is_over() && now < 200_000 {
        now += 100;
        g.tick(now);
    }
    now
}

#[test]
fn computers_move_in_tick_after_a_seeded_delay_and_replay_alike() {
    let mut g = vs_cpu(CENTRE, Strength::Casual);
    assert_eq!(g.mode(), PlayMode::VsComputer);
    g.apply(0, ChipsCommand::Place(sq("b1")), 1000).unwrap();
    assert!(
        g.tick(1300).is_empty(),
        "the computer thinks at least 400 ms"
    );
    let ev = g.tick(2100);
    assert!(matches!(
        ev[0],
        Event::Game(ChipsEvent::Placed { seat: 1, .. })
    ));
    assert_eq!(g.to_move(), Colour::Yellow);
    // Computer against computer: the same seed plays the same game; another seed may not.
    for s in Strength::ALL {
        let mk = |seed: u64| {
            let mut st = setup(SIX);
            st.seed = seed;
            let mut g =
                ChipsGame::start(st, vec![Seat::computer("A", s), Seat::computer("B", s)], 0)
                    .unwrap();
            play_out(&mut g);
            assert!(g.is_over());
            g.moves().to_vec()
        };
        assert_eq!(mk(5), mk(5), "{s:?}");
    }
}

#[test]
fn the_unbeatable_player_gets_at_least_the_perfect_play_value() {
    let board = parse_board(SIX).unwrap();
    let value = solve(&board, Colour::Yellow).value.unwrap();
    for s in [Strength::Beginner, Strength::Casual, Strength::Strong] {
        for seed in 0..3 {
            let mut st = ChipsSetup::new(board);
            st.seed = seed;
            let mut g = ChipsGame::start(
                st,
                vec![
                    Seat::computer("Perfect", Strength::Unbeatable),
                    Seat::computer("Other", s),
                ],
                0,
            )
            .unwrap();
            play_out(&mut g);
            let o = g.outcome().unwrap();
            assert!(
                o.scores[0] - o.scores[1] >= i64::from(value),
                "{s:?} {seed}"
            );
        }
    }
}

#[test]
fn weaker_levels_differ_from_perfect_play() {
    // Over many positions the weaker styles pick a non-optimal move at least sometimes.
    use tuffest_core::chips::{choose_move, random_position, Style};
    use tuffest_core::rng::GameRng;
    let mut rng = GameRng::from_seed(3);
    let mut misses = [0; 3];
    for i in 0..60 {
        let b = random_position(&mut rng, 6, 10);
        let s = solve(&b, Colour::Yellow);
        if s.best.is_empty() {
            continue;
        }
        for (k, style) in [Style::Random, Style::Greedy, Style::Positional]
            .into_iter()
            .enumerate()
        {
            let m = choose_move(&b, Colour::Yellow, style, i).unwrap();
            if !s.best.contains(&m) {
                misses[k] += 1;
            }
        }
        let p = choose_move(&b, Colour::Yellow, Style::Perfect, i).unwrap();
        assert!(s.best.contains(&p));
    }
    assert!(misses[0] > misses[2], "{misses:?}");
    assert!(misses.iter().all(|&m| m > 0), "{misses:?}");
}

#[test]
fn hints_come_in_steps_and_mark_the_game_assisted() {
    let mut g = vs_cpu(CENTRE, Strength::Casual);
    let h1 = g.hint(0, 10).unwrap();
    assert_eq!(h1.value, -6);
    assert!(h1.squares.is_empty());
    assert_eq!(
        h1.text_in(Lang::En),
        "Perfect play from here gives you a loss by 6."
    );
    let h2 = g.hint(0, 20).unwrap();
    assert_eq!(h2.squares, vec![sq("b1"), sq("a2"), sq("d3"), sq("c4")]);
    assert!(h2.text_in(Lang::Fr).contains("gardent une défaite de 6"));
    let h3 = g.hint(0, 30).unwrap();
    assert_eq!(h3.squares.len(), 1);
    assert!(h2.squares.contains(&h3.squares[0]));
    assert_eq!(g.hints_taken(), &[3, 0]);
    // Play to the end: the person's game is assisted.
    let mut now = 100;
    while !g.is_over() && now < 100_000 {
        if g.to_move() == Colour::Yellow {
            // The third hint of a position names the move.
            g.hint(0, now).unwrap();
            g.hint(0, now).unwrap();
            let m = g.hint(0, now).unwrap();
            assert_eq!(m.step, tuffest_core::chips::HintStep::Move);
            g.apply(0, ChipsCommand::Place(m.squares[0]), now).unwrap();
        }
        now += 500;
        g.tick(now);
    }
    let o = g.outcome().unwrap();
    assert_eq!(o.assisted, vec![true, false]);
    // Tournament games give no hints and no undo.
    let mut st = setup(CENTRE);
    st.tournament = true;
    let mut t = ChipsGame::start(
        st,
        vec![Seat::person("A"), Seat::computer("C", Strength::Casual)],
        0,
    )
    .unwrap();
    assert_eq!(t.hint(0, 1).unwrap_err().kind(), "no_hint_in_tournament");
    t.apply(0, ChipsCommand::Place(sq("b1")), 5).unwrap();
    assert_eq!(t.undo(0, 6).unwrap_err().kind(), "undo_in_tournament");
}

#[test]
fn undo_against_the_computer_and_in_solitaire() {
    let mut g = vs_cpu(CENTRE, Strength::Strong);
    assert_eq!(g.undo(0, 1).unwrap_err().kind(), "nothing_to_undo");
    g.apply(0, ChipsCommand::Place(sq("b1")), 10).unwrap();
    g.tick(5000);
    assert_eq!(g.moves().len(), 2);
    let ev = g.undo(0, 6000).unwrap();
    assert_eq!(ev[0], Event::Game(ChipsEvent::Undone { moves: 2 }));
    assert!(g.moves().is_empty());
    assert_eq!(g.board(), &parse_board(CENTRE).unwrap());
    assert_eq!(g.undo(1, 6000).unwrap_err().kind(), "undo_not_allowed");
    // Solitaire: one person plays both colours; undo takes back one move.
    let mut s = ChipsGame::start(setup(CENTRE), vec![Seat::person("Solo")], 0).unwrap();
    assert_eq!(s.mode(), PlayMode::Solitaire);
    s.apply(0, ChipsCommand::Place(sq("b1")), 1).unwrap();
    s.apply(0, ChipsCommand::Place(sq("a1")), 2).unwrap();
    assert_eq!(
        s.undo(0, 3).unwrap(),
        vec![
            Event::Game(ChipsEvent::Undone { moves: 1 }),
            Event::Cue(Cue::YourTurn { seat: 0 })
        ]
    );
    assert_eq!(s.moves(), &[sq("b1")]);
}

#[test]
fn the_view_marks_legal_moves_last_move_and_turned_chips_and_speaks() {
    let mut g = two_people(CENTRE);
    let v = g.view(0, Lang::En);
    assert_eq!(v.legal, vec!["b1", "a2", "d3", "c4"]);
    assert!(cell(&v.board, "b1").highlight.legal);
    let c2 = cell(&v.board, "c2");
    assert_eq!(c2.spoken, "c2, yellow");
    assert_eq!(c2.text, "Y");
    let fr = g.view(0, Lang::Fr);
    assert_eq!(cell(&fr.board, "c2").spoken, "c2, jaune");
    g.apply(0, ChipsCommand::ShowLegal(false), 1).unwrap();
    let v = g.view(1, Lang::En);
    assert!(v.board.cells.iter().all(|c| !c.highlight.legal));
    g.apply(0, ChipsCommand::Place(sq("b1")), 2).unwrap();
    let v = g.view(2, Lang::En);
    assert_eq!(v.last.as_deref(), Some("b1"));
    assert!(cell(&v.board, "b1").highlight.last);
    assert!(cell(&v.board, "b2").highlight.changed);
    assert_eq!(v.announcement, "b1, yellow: 1 chip turned");
    assert_eq!(
        g.view(2, Lang::Fr).announcement,
        "b1, jaune\u{a0}: 1 jeton retourné"
    );
    assert_eq!((v.yellow, v.red), (4, 1));
    assert!(v.status.contains("Bob"));
}

#[test]
fn saves_round_trip_and_damaged_saves_are_refused() {
    let mut g = vs_cpu(SIX, Strength::Strong);
    g.apply(0, ChipsCommand::Place(sq("b1")), 100).unwrap();
    g.hint(0, 150).ok();
    let text = save::write(&g, 200);
    let back: ChipsGame = save::read(&text).unwrap();
    assert!(back.is_paused());
    assert_eq!(back.snapshot(0), g.snapshot(200));
    assert_eq!(back.moves(), g.moves());
    // The restored computer moves after resuming.
    let mut back = back;
    back.resume(10_000);
    back.tick(12_000);
    assert_eq!(back.moves().len(), 2);
    // Damaged: cut short, wrong game, an illegal move, a wrong square.
    assert_eq!(
        save::read::<ChipsGame>(&text[..text.len() / 2])
            .unwrap_err()
            .kind(),
        "save_damaged"
    );
    let wrong = text.replace("\"game\":\"chips\"", "\"game\":\"boxes\"");
    assert_eq!(
        save::read::<ChipsGame>(&wrong).unwrap_err().kind(),
        "save_wrong_game"
    );
    let illegal = text.replace("\"b1\"", "\"c3\"");
    assert_eq!(
        save::read::<ChipsGame>(&illegal).unwrap_err().kind(),
        "bad_save"
    );
    let off = text.replace("\"b1\"", "\"z9\"");
    assert_eq!(
        save::read::<ChipsGame>(&off).unwrap_err().kind(),
        "bad_save"
    );
    let no_move = text.replace(
        "Y....R/.YRRY./.RYYR./.RYYR./.YRRY./R....Y",
        "RY..../....../....../....../....../......",
    );
    assert_eq!(
        save::read::<ChipsGame>(&no_move).unwrap_err().kind(),
        "no_first_move"
    );
}

#[test]
fn the_record_goes_into_the_history() {
    let mut st = setup(SIX);
    st.seed = 9;
    let mut g = ChipsGame::start(
        st,
        vec![
            Seat::person("Ann"),
            Seat::computer("CPU", Strength::Unbeatable),
        ],
        0,
    )
    .unwrap();
    let mut now = 0;
    while !g.is_over() && now < 100_000 {
        now += 500;
        if g.to_move() == Colour::Yellow {
            let cell = tuffest_core::chips::legal_moves(g.board(), Colour::Yellow)[0];
            g.apply(0, ChipsCommand::Place(cell), now).unwrap();
        }
        g.tick(now + 100);
    }
    let r = g.record(1_700_000_000_000);
    assert_eq!(r.game, "chips");
    assert_eq!(r.variant, "6x6");
    assert!(r.finished);
    assert_eq!(r.players[1].computer_strength, Some(3));
    let o = g.outcome().unwrap();
    assert_eq!(
        r.players.iter().map(|p| p.total).collect::<Vec<_>>(),
        o.scores
    );
    assert_eq!(r.winners, o.winners);
    assert!(r.settings_json.contains("\"code\""));
    let dir = tempfile::tempdir().unwrap();
    let mut store = HistoryStore::open(dir.path().join("h.sqlite")).unwrap();
    store.record(&r).unwrap();
}

#[test]
fn after_the_game_each_move_is_judged_by_the_solver() {
    let b = parse_board(CENTRE).unwrap();
    // a1 is not legal at first; play the centre game b1 (optimal) then a worse reply.
    let moves = [sq("b1"), sq("a1")];
    let reviews = analyse(&b, &moves).unwrap();
    assert_eq!(reviews[0].before, -6);
    assert_eq!(reviews[0].after, -6);
    assert_eq!(
        describe_change(&reviews[0], Lang::En),
        "b1 kept a loss by 6"
    );
    assert_eq!(
        describe_change(&reviews[0], Lang::Fr),
        "b1 a gardé une défaite de 6"
    );
    let r = MoveReview {
        cell: sq("c4"),
        colour: Colour::Yellow,
        before: 4,
        after: -2,
        best: vec![],
    };
    assert_eq!(
        describe_change(&r, Lang::En),
        "c4 turned a win by 4 into a loss by 2"
    );
    assert_eq!(
        describe_change(&r, Lang::Fr),
        "c4 a changé une victoire de 4 en une défaite de 2"
    );
    assert!(analyse(&b, &[sq("a1")]).is_none());
}

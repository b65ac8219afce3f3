//! Computer seats through the match machinery (scripted seats until the solver's players land):
//! declarations by time, bested people, final layouts in solitaire, pause and save/resume
//! freezing their plans, determinism under a seed.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::tuf::games::Game;
use tuffest_core::tuf::play::computer::{ScriptedMove, Strength};
use tuffest_core::tuf::play::{
    load, save, Command, Event, Match, MatchConfig, PlayError, SeatConfig, SeatKind,
};
use tuffest_core::tuf::roll::Roll;

const ROLL: &str = "1 2 3 6 7 8 + + - (x) =";

fn bot(name: &str, moves: &[(u64, &str)]) -> SeatConfig {
    SeatConfig {
        name: name.to_string(),
        kind: SeatKind::Scripted {
            moves: moves
                .iter()
                .map(|(after_ms, text)| ScriptedMove {
                    after_ms: *after_ms,
                    text: text.to_string(),
                })
                .collect(),
        },
    }
}

fn config(game: Game, seats: Vec<SeatConfig>) -> MatchConfig {
    let mut c = MatchConfig::new(game, seats, 42);
    c.roll = Some(Roll::from_faces(ROLL).unwrap());
    c
}

fn set(m: &mut Match, seat: u32, text: &str, now: u64) {
    m.apply(
        seat,
        Command::SetText {
            text: text.to_string(),
        },
        now,
    )
    .unwrap();
}

#[test]
fn a_computer_declares_on_time_and_bests_a_person() {
    let seats = vec![
        SeatConfig::human("Ann"),
        bot("Bot", &[(30_000, "1 + 2 + 3 = 6")]),
    ];
    let mut m = Match::new(config(Game::G1, seats), 0).unwrap();
    set(&mut m, 0, "1 + 2 = 3", 5_000);
    m.apply(0, Command::Declare, 10_000).unwrap();
    assert_eq!(
        m.apply(1, Command::Clear, 11_000),
        Err(PlayError::ComputerSeat(1))
    );
    assert!(m.tick(29_999).is_empty());
    let e = m.tick(30_000);
    assert_eq!(
        e,
        vec![
            Event::ComputerMoved { seat: 1 },
            Event::Bested { seat: 0, by: 1 },
            Event::Declared {
                seat: 1,
                call: "TUFFER".into(),
                value: 7,
                window_ms: 120_000
            }
        ]
    );
    let v = m.view(30_000);
    assert!(v.players[1].is_computer && v.players[1].is_declarer);
    assert!(!v.players[1].buttons.edit && !v.players[1].buttons.declare);
    set(&mut m, 0, "8 - 7 + 2 + 3 = 6", 40_000);
    m.apply(0, Command::Declare, 41_000).unwrap();
    let e = m.tick(101_000);
    assert!(e.contains(&Event::RoundOver { round: 1 }));
    assert_eq!(m.results()[0].points(), vec![18, 7]);
}

#[test]
fn a_computer_move_that_is_not_longer_is_kept_but_not_declared() {
    let seats = vec![
        SeatConfig::human("Ann"),
        bot("Bot", &[(5_000, "1 + 2 = 3")]),
    ];
    let mut m = Match::new(config(Game::G1, seats), 0).unwrap();
    set(&mut m, 0, "1 + 2 + 3 = 6", 0);
    m.apply(0, Command::Declare, 1_000).unwrap();
    let e = m.tick(5_000);
    assert_eq!(e, vec![Event::ComputerMoved { seat: 1 }]);
    assert_eq!(m.view(5_000).players[1].text, "1 + 2 = 3");
    m.tick(200_000);
    assert_eq!(m.results()[0].points(), vec![14, 5]);
}

#[test]
fn solitaire_against_computers_uses_their_final_layouts() {
    let seats = vec![
        SeatConfig::human("Ann"),
        bot(
            "Bot",
            &[(10_000, "1 + 2 + 3 = 6"), (20_000, "8 - 7 + 2 + 3 = 6")],
        ),
        bot("Slow", &[(400_000, "1 + 2 = 3")]),
    ];
    let mut m = Match::new(config(Game::G1Ca, seats), 0).unwrap();
    assert_eq!(m.config().rounds, 5);
    m.tick(10_000);
    m.tick(20_000);
    set(&mut m, 0, "1 + 2 + 3 = 6", 30_000);
    // Ann is done: the round ends for everyone (Slow had not finished).
    let e = m.apply(0, Command::Declare, 60_000).unwrap();
    assert!(e.contains(&Event::RoundOver { round: 1 }));
    assert_eq!(m.results()[0].points(), vec![7, 9, 0]);
}

fn whole_solitaire_match(seed: u64) -> (Vec<i32>, Vec<u32>) {
    let seats = vec![
        SeatConfig::human("Ann"),
        bot("A", &[(60_000, "1 + 2 = 3")]),
        bot("B", &[(120_000, "1 + 2 + 3 = 6")]),
        SeatConfig::computer("C", Strength::Strong),
    ];
    let mut c = config(Game::G1Ca, seats);
    c.seed = seed;
    c.roll = None;
    c.rounds = 3;
    c.limit_ms = Some(180_000);
    let mut m = Match::new(c, 0).unwrap();
    let mut t = 0;
    let mut rounds_over = 0;
    while !m.is_over() {
        t += 1_000;
        for e in m.tick(t) {
            if let Event::RoundOver { .. } = e {
                rounds_over += 1;
            }
        }
        if !m.is_over() && m.view(t).buttons.next_round {
            m.apply(0, Command::NextRound, t).unwrap();
        }
        assert!(t < 10_000_000, "the match ends");
    }
    assert_eq!(rounds_over, 3);
    assert_eq!(m.results().len(), 3);
    (m.totals(), m.winners())
}

#[test]
fn whole_solitaire_matches_are_deterministic_under_a_seed() {
    let a = whole_solitaire_match(9);
    assert_eq!(a, whole_solitaire_match(9));
}

#[test]
fn pausing_freezes_the_computers_plans_and_save_resume_keeps_them() {
    let seats = vec![
        SeatConfig::human("Ann"),
        bot("Bot", &[(30_000, "1 + 2 + 3 = 6")]),
    ];
    let mut m = Match::new(config(Game::G1, seats), 1_000_000).unwrap();
    m.tick(1_010_000);
    m.pause(1_020_000);
    // An hour in the background: the bot does not move.
    m.resume(4_620_000);
    assert!(m
        .tick(4_629_999)
        .iter()
        .all(|e| !matches!(e, Event::Declared { .. })));
    assert!(m
        .tick(4_630_000)
        .iter()
        .any(|e| matches!(e, Event::Declared { seat: 1, .. })));

    // Saved 10 s into the round; loaded in a new process whose clock reads 5.
    let seats = vec![
        SeatConfig::human("Ann"),
        bot("Bot", &[(30_000, "1 + 2 + 3 = 6")]),
    ];
    let mut m = Match::new(config(Game::G1, seats), 1_000_000).unwrap();
    let text = save(&m, 1_010_000);
    let mut back = load(&text).unwrap();
    back.resume(5);
    assert!(back.tick(20_004).is_empty());
    let e = back.tick(20_005);
    assert!(
        e.iter()
            .any(|e| matches!(e, Event::Declared { seat: 1, .. })),
        "{e:?}"
    );
    // The original is untouched by saving.
    assert!(!m.is_paused());
    assert!(m
        .tick(1_030_000)
        .contains(&Event::ComputerMoved { seat: 1 }));
}

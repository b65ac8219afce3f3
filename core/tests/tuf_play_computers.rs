//! Computer seats through the match machinery (scripted seats and the solver's players):
//! declarations by time, bested people, final layouts in solitaire, pause and save/resume
//! freezing their plans, determinism under a seed.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::tuf::games::Game;
use tuffest_core::tuf::play::computer::{ScriptedMove, Strength};
use tuffest_core::tuf::play::{
    load, save, Command, Event, Match, MatchConfig, PlayError, SeatConfig, SeatKind,
};
use tuffest_core::tuf::roll::Roll;

use crate::support::play;
use play::{set, with_roll};

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
    with_roll(MatchConfig::new(game, seats, 42))
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

/// A standard game 1 match against the solver's players: they declare real equations that the
/// engine confirms, and the unbeatable one reaches the roll's optimum.
#[test]
fn solver_computers_declare_true_equations_and_the_strongest_reaches_the_optimum() {
    use tuffest_core::tuf::solver::par;
    for seed in [1u64, 2, 3] {
        let seats = vec![
            SeatConfig::human("Ann"),
            SeatConfig::computer("Top", Strength::Unbeatable),
            SeatConfig::computer("Kid", Strength::Beginner),
        ];
        let mut c = config(Game::G1, seats);
        c.seed = seed;
        c.roll = None;
        c.rounds = 1;
        let mut m = Match::new(c, 0).unwrap();
        let mut declared = Vec::new();
        let mut t = 0;
        while !m.is_over() && t < 3_600_000 {
            t += 500;
            for e in m.tick(t) {
                if let Event::Declared { seat, value, .. } = e {
                    declared.push((seat, value));
                }
            }
        }
        assert!(m.is_over(), "seed {seed}: the round ends");
        assert!(!declared.is_empty(), "seed {seed}: the computers declare");
        let top_roll = Roll::from_code(&m.view(t).players[1].roll_code).unwrap();
        let best = par(m.settings(), &top_roll).value;
        let top_value = m.results()[0].scores[1].value;
        assert_eq!(
            top_value, best,
            "seed {seed}: the unbeatable player plays the optimum"
        );
        for row in &m.results()[0].scores[1..] {
            assert!(row.valid || row.text.is_empty(), "seed {seed}: {row:?}");
        }
    }
}

#[test]
fn hints_come_in_three_steps_are_counted_and_solitaire_shows_par() {
    use tuffest_core::tuf::solver::Hint;
    let c = config(Game::G1Ca, vec![SeatConfig::human("Ann")]);
    let mut m = Match::new(c, 0).unwrap();
    let h1 = m.hint(0, 1_000).unwrap();
    assert!(matches!(h1, Hint::HowGood { value: 11, .. }), "{h1:?}");
    assert!(matches!(m.hint(0, 2_000).unwrap(), Hint::WhichCubes { .. }));
    let Hint::Equation { text, .. } = m.hint(0, 3_000).unwrap() else {
        panic!("the third hint is the equation");
    };
    assert!(matches!(m.hint(0, 4_000).unwrap(), Hint::Equation { .. }));
    assert_eq!(m.hints_used(0, 1), 4);
    assert!(m.view(4_000).par.is_none(), "par is shown after the round");
    set(&mut m, 0, &text, 5_000);
    m.apply(0, Command::Declare, 6_000).unwrap();
    assert!(m.is_over());
    let par = m.view(6_000).par.unwrap();
    assert_eq!(par.value, 11);
    assert!(par.proved);
    assert_eq!(m.history_record(0).rounds[0].entries[0].hints_used, 4);
    assert_eq!(m.history_record(0).par, Some(11));
    // A computer seat cannot ask for hints.
    let c = config(
        Game::G1,
        vec![
            SeatConfig::human("Ann"),
            SeatConfig::computer("Cpu", Strength::Casual),
        ],
    );
    let mut m = Match::new(c, 0).unwrap();
    assert_eq!(m.hint(1, 10), Err(PlayError::ComputerSeat(1)));
}

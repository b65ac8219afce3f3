//! The organiser's tournament set-up: what is refused (worded in English and French, with a
//! stable kind) and the one share code that carries the whole event to another device.
#![allow(clippy::expect_used)]

use tuffest_core::boxes::Setup as BoxesSetup;
use tuffest_core::chips::generate;
use tuffest_core::horseshoes::Puzzle;
use tuffest_core::kit::{Seat, Strength, Worded};
use tuffest_core::lang::Lang;
use tuffest_core::tournament::{
    default_qualifiers, PairingSystem, RoundGame, SetupError, TournamentSetup,
};

fn five() -> TournamentSetup {
    let chips = |seed| RoundGame::Chips(generate(seed, 6, 12).expect("a fair board"));
    TournamentSetup {
        competitors: vec![
            Seat::person("Ann"),
            Seat::person("Ben"),
            Seat::computer("Cleo", Strength::Strong),
            Seat::computer("Dan", Strength::Beginner),
            Seat::person("Eve"),
        ],
        // Five competitors: five round-robin rounds (one bye each).
        rounds: vec![
            RoundGame::Boxes(BoxesSetup::empty(5)),
            chips(1),
            RoundGame::Boxes(BoxesSetup::empty(6)),
            chips(2),
            RoundGame::Boxes(BoxesSetup::empty(7)),
        ],
        system: PairingSystem::RoundRobin,
        both_ways: true,
        qualifiers: default_qualifiers(5),
        final_puzzle: Puzzle::rulebook(),
        bye_score: 3,
    }
}

#[test]
fn a_whole_event_travels_in_one_share_code() {
    let setup = five();
    assert_eq!(setup.validate(), Ok(()));
    let code = setup.code();
    assert!(code.chars().all(|c| c.is_ascii_alphanumeric()), "{code}");
    assert_eq!(TournamentSetup::from_code(&code), Ok(setup.clone()));
    assert_eq!(setup.people(), 3);
    // Any change changes the code; a damaged code is refused, not misread.
    let mut other = setup.clone();
    other.bye_score = 2;
    assert_ne!(other.code(), code);
    let mut broken: Vec<char> = code.chars().collect();
    let k = broken.len() / 2;
    broken[k] = if broken[k] == '7' { '8' } else { '7' };
    let broken: String = broken.into_iter().collect();
    assert_eq!(
        TournamentSetup::from_code(&broken),
        Err(SetupError::BadCode)
    );
    assert_eq!(TournamentSetup::from_code(""), Err(SetupError::BadCode));
    assert_eq!(
        TournamentSetup::from_code("not a code!"),
        Err(SetupError::BadCode)
    );
}

#[test]
fn the_qualifiers_default_to_the_top_four_or_everyone() {
    assert_eq!(default_qualifiers(2), 2);
    assert_eq!(default_qualifiers(3), 3);
    assert_eq!(default_qualifiers(5), 4);
    assert_eq!(default_qualifiers(8), 4);
}

#[test]
fn every_organiser_mistake_is_refused_with_its_reason() {
    let refused = |change: &dyn Fn(&mut TournamentSetup), kind: &str, en: &str, fr: &str| {
        let mut s = five();
        change(&mut s);
        let e = s.validate().expect_err(kind);
        assert_eq!(e.kind(), kind);
        assert!(e.text_in(Lang::En).contains(en), "{}", e.text_in(Lang::En));
        assert!(e.text_in(Lang::Fr).contains(fr), "{}", e.text_in(Lang::Fr));
    };
    refused(
        &|s| s.competitors.truncate(1),
        "competitor_count",
        "2 to 8",
        "2 à 8",
    );
    refused(
        &|s| {
            for k in 0..4 {
                s.competitors.push(Seat::person(format!("P{k}")));
            }
        },
        "competitor_count",
        "not 9",
        "pas 9",
    );
    refused(
        &|s| s.competitors[1].name = "ann ".into(),
        "names",
        "name",
        "nom",
    );
    refused(
        &|s| s.competitors[1].name = " ".into(),
        "names",
        "name",
        "nom",
    );
    refused(
        &|s| {
            s.rounds.pop();
        },
        "rounds",
        "5 rounds, not 4",
        "5 rondes, pas 4",
    );
    refused(
        &|s| {
            s.system = PairingSystem::Swiss;
            s.rounds.clear();
        },
        "rounds",
        "1 to 5",
        "de 1 à 5",
    );
    refused(
        &|s| s.rounds[1] = RoundGame::Boxes(BoxesSetup::empty(4)),
        "round_setup",
        "round 2:",
        "ronde 2 :",
    );
    refused(
        &|s| s.rounds[3] = RoundGame::Chips(generate(9, 6, 20).expect("a board")),
        "round_setup",
        "round 4:",
        "ronde 4 :",
    );
    refused(
        &|s| s.qualifiers = 0,
        "qualifiers",
        "0 cannot",
        "0 ne peuvent",
    );
    refused(
        &|s| s.qualifiers = 6,
        "qualifiers",
        "6 cannot",
        "6 ne peuvent",
    );
    refused(&|s| s.bye_score = 101, "bye_score", "not 101", "pas 101");
    // Swiss with fewer rounds than a round robin is fine.
    let mut swiss = five();
    swiss.system = PairingSystem::Swiss;
    swiss.rounds.truncate(3);
    assert_eq!(swiss.validate(), Ok(()));
    assert_eq!(TournamentSetup::from_code(&swiss.code()), Ok(swiss));
}

#[test]
fn the_organisers_form_reads_back_to_the_same_set_up() {
    use tuffest_core::tournament::MainGames;
    let setup = five();
    let plan = setup.plan(Lang::En);
    assert_eq!(plan.code, setup.code());
    assert_eq!(plan.rounds.len(), 5);
    assert_eq!(
        plan.rounds.iter().map(|r| r.size).collect::<Vec<_>>(),
        [5, 6, 6, 6, 7]
    );
    assert_eq!(
        plan.rounds[0].summary,
        "Dots and Boxes · 5 × 5 dots · 40 free segments"
    );
    assert_eq!(TournamentSetup::from_plan(&plan), Ok(setup.clone()));
    // The summaries and the code are written by the core, never read back.
    let mut stale = setup.plan(Lang::Fr);
    stale.code = "anything".into();
    stale.rounds[1].summary.clear();
    assert_eq!(TournamentSetup::from_plan(&stale), Ok(setup));
    for (n, games) in [
        (2, MainGames::Chips),
        (3, MainGames::Boxes),
        (5, MainGames::Both),
    ] {
        let seats = (0..n)
            .map(|i| Seat::person(format!("P{i}")))
            .collect::<Vec<_>>();
        for system in [PairingSystem::RoundRobin, PairingSystem::Swiss] {
            {
                let s = TournamentSetup::generated(seats.clone(), games, system, n as u64)
                    .expect("a generated set-up");
                assert_eq!(TournamentSetup::from_plan(&s.plan(Lang::En)), Ok(s));
            }
        }
    }
}

#[test]
fn a_planned_round_is_generated_at_every_tournament_size() {
    use tuffest_core::kit::GameId;
    use tuffest_core::tournament::{generated_empties, generated_free_segments, planned_round};
    for (dots, free) in [(5, 28), (6, 32), (7, 44)] {
        assert_eq!(generated_free_segments(dots), free);
        let r = planned_round(GameId::Boxes, u32::from(dots), 4, Lang::En).expect("a round");
        assert_eq!(r.size, u32::from(dots));
        assert!(
            r.summary.ends_with(&format!("{free} free segments")),
            "{}",
            r.summary
        );
        assert_eq!(
            planned_round(GameId::Boxes, u32::from(dots), 4, Lang::En),
            Ok(r)
        );
    }
    for (size, empties) in [(4, 10), (5, 12), (6, 12)] {
        assert_eq!(generated_empties(size), empties);
        let r = planned_round(GameId::Chips, u32::from(size), 4, Lang::Fr).expect("a round");
        assert!(
            r.summary.ends_with(&format!("{empties} cases vides")),
            "{}",
            r.summary
        );
    }
    for (game, size) in [
        (GameId::Boxes, 4),
        (GameId::Boxes, 8),
        (GameId::Chips, 3),
        (GameId::Chips, 7),
        (GameId::Boxes, u32::MAX),
    ] {
        assert!(
            planned_round(game, size, 1, Lang::En).is_err(),
            "{game:?} {size}"
        );
    }
    use tuffest_core::tournament::round_sizes;
    assert_eq!(round_sizes(GameId::Boxes), [5, 6, 7]);
    assert_eq!(round_sizes(GameId::Chips), [4, 5, 6]);
    assert!(round_sizes(GameId::Mathable).is_empty());
    let e = planned_round(GameId::Tuf, 5, 1, Lang::En).expect_err("not a tournament game");
    assert_eq!(e, SetupError::RoundGame { round: 1 });
    assert_eq!(e.kind(), "round_game");
}

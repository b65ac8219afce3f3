//! TUF and Math Horseshoes driven through the kit's one interface ([`kit::Game`]): the same
//! contract for both (refusals change nothing, saves round-trip in the one envelope, old saves
//! load), cues in place of each game's own timer and turn events, and outcomes.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::kit_contract as contract;
use crate::support::play;

use tuffest_core::horseshoes::keys::Key;
use tuffest_core::horseshoes::round::{HorseshoesRound, ROUND_MS};
use tuffest_core::horseshoes::{HorseshoesCommand, Puzzle};
use tuffest_core::kit::save;
use tuffest_core::kit::{
    feedback_of, Cue, Event, Feedback, Game, GameId, PlayMode, Seat, Strength,
};
use tuffest_core::lang::Lang;
use tuffest_core::tuf::games::Game as TufGame;
use tuffest_core::tuf::play::{Command, Match, MatchConfig, SeatConfig};

fn cues<D>(events: &[Event<D>]) -> Vec<Cue> {
    events.iter().filter_map(Event::cue).collect()
}

fn tuf_solitaire() -> Match {
    let config = play::with_roll(MatchConfig::new(
        TufGame::G1Ca,
        vec![SeatConfig::human("Ann")],
        7,
    ));
    <Match as Game>::start(config, Vec::new(), 0).unwrap()
}

#[test]
fn a_tuf_declaration_is_the_called_cue_and_stays_a_detail() {
    use tuffest_core::kit::Event as KitEvent;
    use tuffest_core::tuf::play::Event as TufEvent;
    let config = play::with_roll(MatchConfig::new(
        TufGame::G1,
        vec![SeatConfig::human("Ann"), SeatConfig::human("Ben")],
        7,
    ));
    let mut m = <Match as Game>::start(config, Vec::new(), 0).unwrap();
    Game::tick(&mut m, 0);
    let set = Command::SetText {
        text: "8 - 7 + 2 + 3 = 6".into(),
    };
    Game::apply(&mut m, 1, set, 1_000).unwrap();
    let events = Game::apply(&mut m, 1, Command::Declare, 2_000).unwrap();
    let at = events
        .iter()
        .position(|e| *e == KitEvent::Cue(Cue::Called { seat: 1 }))
        .unwrap_or_else(|| panic!("{events:?}"));
    assert!(
        matches!(
            &events[at + 1],
            KitEvent::Game(TufEvent::Declared { seat: 1, .. })
        ),
        "{events:?}"
    );
}

#[test]
fn tuf_through_the_kit() {
    let mut m = tuf_solitaire();
    assert_eq!(m.seats(), &[Seat::person("Ann")]);
    assert_eq!(m.mode(), PlayMode::Solitaire);
    assert!(m.outcome().is_none());
    let set = |text: &str| Command::SetText { text: text.into() };
    contract::refusals_change_nothing(
        &m,
        vec![
            (3, set("1 + 2 = 3")),
            (0, set("1 + + 9")),
            (0, Command::NextRound),
            (0, Command::Challenge),
        ],
        10,
    );
    let refused = m.undo(0, 10).unwrap_err();
    assert_eq!(tuffest_core::kit::Worded::kind(&refused), "no_undo");
    Game::apply(&mut m, 0, set("8 - 7 + 2 + 3 = 6"), 1_000).unwrap();
    // A hint is counted: the seat's game is assisted.
    Game::hint(&mut m, 0, 1_500).unwrap();
    contract::saves_round_trip(&m, 2_000);
    // Time runs out: the last ten seconds and time up come as cues, then the round and the
    // match end; time up is the cue to buzz for.
    let limit = m.view(2_000).timer.unwrap().remaining_ms + 2_000;
    let warn = Game::tick(&mut m, limit - 5_000);
    assert_eq!(cues(&warn), vec![Cue::TimeRunningOut { seat: None }]);
    let end = Game::tick(&mut m, limit + 1);
    let c = cues(&end);
    assert_eq!(c[0], Cue::TimeUp { seat: None });
    assert!(
        c.contains(&Cue::RoundOver) && c.contains(&Cue::GameOver),
        "{c:?}"
    );
    assert_eq!(
        feedback_of(c),
        Some(Feedback::Alarm),
        "time up is what the device plays"
    );
    let outcome = m.outcome().unwrap();
    assert_eq!(outcome.scores, vec![9]);
    assert_eq!(outcome.winners, vec![0]);
    assert_eq!(outcome.assisted, vec![true]);
    let record = m.record(1_700_000_000_000);
    assert_eq!(record.game, GameId::Tuf.as_str());
    assert!(record.finished);
}

#[test]
fn tuf_kit_seats_replace_the_setup_seats() {
    let config = MatchConfig::new(TufGame::G1, vec![SeatConfig::human("x")], 3);
    let seats = vec![
        Seat::person("Ann"),
        Seat::computer("Bot", Strength::Unbeatable),
    ];
    let m = <Match as Game>::start(config, seats.clone(), 0).unwrap();
    assert_eq!(m.seats(), seats.as_slice());
    assert_eq!(m.mode(), PlayMode::VsComputer);
    let refused = <Match as Game>::start(
        MatchConfig::new(TufGame::G1, Vec::new(), 3),
        vec![Seat::computer("Bot", Strength::Casual)],
        0,
    )
    .unwrap_err();
    assert!(refused.text_in(Lang::Fr).contains("personne"));
}

#[test]
fn tuf_saves_from_before_the_envelope_load() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/tuf_match_v1");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        assert!(text.starts_with(r#"{"format":"tuffest-tuf-match","version":1"#));
        assert_eq!(save::game_of(&text), Some(GameId::Tuf));
        let m: Match = save::read(&text).unwrap();
        // Re-saved, it is in the envelope and reads back equal.
        let again: Match = save::read(&save::write(&m, 0)).unwrap();
        assert_eq!(again.snapshot(0), m.snapshot(0));
        n += 1;
    }
    assert!(n >= 4);
}

fn puzzle() -> Puzzle {
    Puzzle::new(&[1, 3, 4, 17], 341).unwrap()
}

#[test]
fn horseshoes_through_the_kit() {
    let seats = vec![Seat::person("Ann"), Seat::person("Ben")];
    let mut r = <HorseshoesRound as Game>::start(puzzle(), seats.clone(), 0).unwrap();
    assert_eq!(r.seats(), seats.as_slice());
    assert_eq!(r.mode(), PlayMode::PassAndPlay);
    contract::refusals_change_nothing(
        &r,
        vec![
            (1, HorseshoesCommand::StartTurn),
            (0, HorseshoesCommand::Submit),
            (0, HorseshoesCommand::Number { index: 0 }),
        ],
        0,
    );
    let started = Game::apply(&mut r, 0, HorseshoesCommand::StartTurn, 0).unwrap();
    assert_eq!(cues(&started), vec![Cue::YourTurn { seat: 0 }]);
    contract::refusals_change_nothing(
        &r,
        vec![
            (0, HorseshoesCommand::Number { index: 9 }),
            (1, HorseshoesCommand::Key { key: Key::Add }),
        ],
        10,
    );
    Game::apply(
        &mut r,
        0,
        HorseshoesCommand::Text {
            text: "sqrt((17+3)^4) - 1".into(),
        },
        100,
    )
    .unwrap();
    contract::saves_round_trip(&r, 1_000);
    assert!(Game::hint(&mut r, 0, 1_000).is_err());
    // Ann hands in: the device goes to Ben.
    let done = Game::apply(&mut r, 0, HorseshoesCommand::Submit, 2_000).unwrap();
    assert_eq!(cues(&done), vec![Cue::HandOver { seat: 1 }]);
    Game::apply(&mut r, 1, HorseshoesCommand::StartTurn, 3_000).unwrap();
    Game::apply(&mut r, 1, HorseshoesCommand::Number { index: 3 }, 3_100).unwrap();
    let warn = Game::tick(&mut r, 3_000 + ROUND_MS - 9_000);
    assert_eq!(cues(&warn), vec![Cue::TimeRunningOut { seat: Some(1) }]);
    let end = Game::tick(&mut r, 3_000 + ROUND_MS + 1);
    assert_eq!(
        cues(&end),
        vec![Cue::TimeUp { seat: Some(1) }, Cue::RoundOver, Cue::GameOver]
    );
    let outcome = r.outcome().unwrap();
    assert_eq!(outcome.scores, vec![5, 0]);
    assert_eq!(outcome.winners, vec![0]);
    assert_eq!(r.record(0).game, "horseshoes");
}

#[test]
fn horseshoes_refuses_computer_seats_and_old_saves_load() {
    let err = <HorseshoesRound as Game>::start(
        puzzle(),
        vec![Seat::computer("Bot", Strength::Strong)],
        0,
    )
    .unwrap_err();
    assert_eq!(tuffest_core::kit::Worded::kind(&err), "computer_seat");
    for text in [
        include_str!("fixtures/horseshoes/v1_writing.json"),
        include_str!("fixtures/horseshoes/v1_revealed.json"),
    ] {
        let r: HorseshoesRound = save::read(text).unwrap();
        assert_eq!(r.seats().len(), r.players().len());
        let again = HorseshoesRound::load(&r.save()).unwrap();
        assert_eq!(again, r);
    }
}

#[test]
fn every_game_behind_one_type() {
    use tuffest_core::any_game::{AnyCommand, AnyError, AnyGame, AnyView};
    use tuffest_core::kit::Worded;
    let two = vec![Seat::person("Ann"), Seat::person("Ben")];
    let ids = [
        GameId::Tuf,
        GameId::Horseshoes,
        GameId::Boxes,
        GameId::Chips,
        GameId::Mathable,
        GameId::Pytagora,
        GameId::Crossword,
        GameId::UpAndDown,
        GameId::Tables,
    ];
    for (setup, id) in contract::every_setup().into_iter().zip(ids) {
        let mut g = AnyGame::start(setup, two.clone(), 0).unwrap();
        assert_eq!(g.id(), id);
        assert_eq!(g.seats(), two.as_slice());
        // Another game's command is refused and changes nothing.
        let other = if id == GameId::Tuf {
            AnyCommand::Horseshoes(HorseshoesCommand::Submit)
        } else {
            AnyCommand::Tuf(Command::Declare)
        };
        let before = g.clone();
        let err = g.apply(0, other, 10).unwrap_err();
        assert_eq!(err, AnyError::WrongGame { expected: id });
        assert!(err.text_in(Lang::Fr).contains(id.as_str()));
        assert_eq!(g, before);
        // A hint for a seat the game does not have is refused as such, with one kind in every
        // game (Math Horseshoes gives no hints at all), and changes nothing.
        let kind = g.hint(7, 10).map(|_| ()).map_err(|e| e.kind());
        let want = if id == GameId::Horseshoes {
            "no_hints"
        } else {
            "no_such_seat"
        };
        assert_eq!(kind, Err(want), "{id:?}");
        assert_eq!(g, before);
        // Saved and loaded back as the same game.
        let text = g.save(100);
        let back = AnyGame::load(&text, Lang::Fr).unwrap();
        assert_eq!(back.id(), id);
        assert_eq!(back.save(100), text);
        let drawn = g.view(100, Lang::En);
        assert_eq!(
            matches!(drawn, AnyView::Tuf(_)),
            id == GameId::Tuf,
            "{id:?}"
        );
    }
    // A bare Horseshoes round from before the envelope, and refusals worded in French.
    let old = AnyGame::load(
        include_str!("fixtures/horseshoes/v1_revealed.json"),
        Lang::En,
    );
    assert_eq!(old.unwrap().id(), GameId::Horseshoes);
    assert_eq!(
        AnyGame::load("[1, 2]", Lang::Fr).unwrap_err(),
        AnyError::NotASave
    );
    let e = AnyGame::load("{", Lang::Fr).unwrap_err();
    assert_eq!(e.kind(), "save_damaged");
    assert!(e.text_in(Lang::Fr).contains("endommagée"));
}

/// Each game's seat limits (`Game::SEATS`, what the apps' set-up forms offer) are the ones its
/// start holds: every count between the bounds starts, one seat fewer or more is refused, and
/// so are too few people and computer players where none may sit.
#[test]
fn every_games_seat_limits_are_what_its_start_holds() {
    use tuffest_core::any_game::AnyGame;
    use tuffest_core::kit::SeatLimits;
    let setups = contract::every_setup;
    let seats = |people: u32, computers: u32| -> Vec<Seat> {
        (0..people)
            .map(|i| Seat::person(format!("P{i}")))
            .chain((0..computers).map(|i| Seat::computer(format!("C{i}"), Strength::Casual)))
            .collect()
    };
    let starts = |i: usize, s: Vec<Seat>| AnyGame::start(setups().swap_remove(i), s, 0).is_ok();
    let mut seen = Vec::new();
    for i in 0..setups().len() {
        let id = AnyGame::start(setups().swap_remove(i), seats(2, 0), 0)
            .unwrap()
            .id();
        seen.push(id);
        let SeatLimits {
            min_seats,
            max_seats,
            min_people,
            computers,
        } = AnyGame::seat_limits(id);
        assert!(1 <= min_seats && min_seats <= max_seats, "{id:?}");
        for n in min_seats..=max_seats {
            assert!(starts(i, seats(n, 0)), "{id:?}: {n} people");
        }
        assert!(
            !starts(i, seats(max_seats + 1, 0)),
            "{id:?}: one seat too many"
        );
        // (TUF reads no seats at all as "the setup's own seats".)
        if !(id == GameId::Tuf && min_seats == 1) {
            assert!(
                !starts(i, seats(min_seats - 1, 0)),
                "{id:?}: one seat too few"
            );
        }
        let n = min_seats.max(2).min(max_seats);
        // All computer players: allowed only where no person is needed and computers sit.
        assert_eq!(
            starts(i, seats(0, n)),
            computers && min_people == 0,
            "{id:?}: {n} computer players"
        );
        // One person and computer players: refused where none may sit.
        if n >= 2 {
            assert_eq!(starts(i, seats(1, n - 1)), computers, "{id:?}");
        }
    }
    assert_eq!(seen.len(), 9);
    // The chip game's one seat is a person's solitaire, never a computer alone.
    assert!(starts(3, seats(1, 0)) && !starts(3, seats(0, 1)));
    assert_eq!(
        AnyGame::seat_limits(GameId::Tournament).max_seats,
        tuffest_core::tournament::MAX_COMPETITORS
    );
}

#[test]
fn every_saved_game_says_its_title_and_where_it_stands() {
    use tuffest_core::any_game::AnyGame;
    use tuffest_core::saved::summary_of;
    let two = vec![Seat::person("Ann"), Seat::person("Ben")];
    let mut lines = Vec::new();
    for setup in contract::every_setup() {
        let g = AnyGame::start(setup, two.clone(), 0).unwrap();
        let s = summary_of(g.save(100), Lang::En).expect("a save loads");
        assert_eq!(s.game, g.id());
        assert_eq!(s, g.summary(Lang::En), "the save's summary is the game's");
        let fr = g.summary(Lang::Fr);
        assert!(!fr.title.is_empty() && !fr.detail.is_empty(), "{fr:?}");
        lines.push((s.title, s.detail));
    }
    let line = |i: usize| (lines[i].0.as_str(), lines[i].1.as_str());
    assert_eq!(line(0), ("Game 1 · Basic game", "Round 1 of 5 · Ann, Ben"));
    assert!(line(1).1.starts_with("Target "), "{:?}", line(1));
    assert_eq!(line(2), ("Dots and Boxes", "5 dots a side · Ann 0 – Ben 0"));
    assert_eq!(line(3).0, "The chip game");
    assert!(line(3).1.starts_with("Ann ") && line(3).1.contains(" – Ben "));
    assert_eq!(line(4), ("Mathable", "Ann 0 – Ben 0"));
    // The children's games and the crosswords: their title and status line.
    for i in 5..lines.len() {
        assert!(!line(i).1.contains('{'), "{:?}", line(i));
    }
    assert_eq!(
        summary_of("{".into(), Lang::En),
        None,
        "a damaged save is not offered"
    );
}

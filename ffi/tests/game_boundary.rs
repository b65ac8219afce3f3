//! The kit's one session object as the apps call it, with Dots and Boxes: a whole game against
//! a computer player driven only by the view, refusals that change nothing (in the session's
//! language), counted hints, undo, saves that load back to the same view, the history record,
//! and a session of another game refusing the Dots and Boxes calls.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::boxes::sizes as boxes_sizes;
use tuffest_core::boxes::BoxesView;
use tuffest_core::guide::page as game_guide;
use tuffest_core::kit::{Cue, GameId, PlayMode, Seat, Strength};
use tuffest_core::lang::Lang;
use tuffest_ffi::game::GameSession;
use tuffest_ffi::TuffestError;

fn person_vs_computer(dots: u8, code: Option<String>) -> std::sync::Arc<GameSession> {
    GameSession::boxes(
        dots,
        code,
        vec![
            Seat::person("Ann"),
            Seat::computer("Tuffest", Strength::Strong),
        ],
        7,
        0,
        Lang::En,
    )
    .unwrap()
}

/// The first undrawn segment of the view, as a shell's tap on it.
fn first_free(v: &BoxesView) -> tuffest_core::kit::Segment {
    v.board.segments.iter().find(|s| !s.drawn).unwrap().segment
}

#[test]
fn a_whole_game_against_the_computer_through_the_view() {
    let game = person_vs_computer(3, None);
    assert_eq!(game.game(), GameId::Boxes);
    assert_eq!(game.mode(), PlayMode::VsComputer);
    let mut now = 0;
    let mut cues = Vec::new();
    let mut moves = 0;
    while game.outcome().is_none() {
        let v = game.boxes_view(now).unwrap();
        assert_eq!(v.board.segments.len(), 12);
        if v.turn == Some(0) && !v.thinking {
            cues.extend(game.boxes_draw(0, first_free(&v), now).unwrap());
            moves += 1;
        }
        now += 100;
        cues.extend(game.tick(now));
        assert!(now < 600_000, "the game never ended");
    }
    assert!(moves >= 1);
    let v = game.boxes_view(now).unwrap();
    assert!(v.over);
    assert!(v.board.segments.iter().all(|s| s.drawn));
    assert_eq!(v.scores.iter().sum::<u32>(), 4);
    let outcome = game.outcome().unwrap();
    assert!(outcome.finished);
    assert_eq!(outcome.scores.iter().sum::<i64>(), 4);
    assert_eq!(outcome.assisted, vec![false, false]);
    assert!(cues.contains(&Cue::GameOver));
    assert!(cues.contains(&Cue::YourTurn { seat: 0 }));
    let record = game.history_record(1_700_000_000_000);
    assert!(record.finished);
    assert_eq!(record.game, "boxes");
    assert_eq!(record.players.len(), 2);
}

#[test]
fn refusals_are_worded_in_the_sessions_language_and_change_nothing() {
    let game = person_vs_computer(5, None);
    let v = game.boxes_view(0).unwrap();
    let segment = first_free(&v);
    game.boxes_draw(0, segment, 0).unwrap();
    let before = game.save(10);
    let english = game.boxes_view(10).unwrap().status;
    game.set_language(Lang::Fr);
    // Not the person's turn now (the computer is to move).
    match game.boxes_draw(0, segment, 10) {
        Err(TuffestError::NotAllowedNow(text)) => assert_eq!(text, "Ce n’est pas votre tour."),
        other => panic!("not refused: {other:?}"),
    }
    match game.boxes_draw(1, segment, 10) {
        Err(TuffestError::NotAllowedNow(text)) => {
            assert_eq!(text, "L’ordinateur joue à cette place.")
        }
        other => panic!("not refused: {other:?}"),
    }
    assert_eq!(game.save(10), before);
    assert_ne!(game.boxes_view(10).unwrap().status, english);
}

#[test]
fn hints_are_counted_and_undo_takes_a_move_back() {
    let game = person_vs_computer(4, None);
    let hint = game.hint(0, 0).unwrap();
    assert!(hint.ends_with('.'), "{hint}");
    let v = game.boxes_view(0).unwrap();
    game.boxes_draw(0, first_free(&v), 0).unwrap();
    let mut now = 0;
    while game.boxes_view(now).unwrap().turn != Some(0) {
        now += 100;
        game.tick(now);
    }
    let drawn = |v: &BoxesView| v.board.segments.iter().filter(|s| s.drawn).count();
    assert_eq!(drawn(&game.boxes_view(now).unwrap()), 2);
    game.undo(0, now).unwrap();
    assert_eq!(drawn(&game.boxes_view(now).unwrap()), 0);
    assert_eq!(game.boxes_view(now).unwrap().turn, Some(0));
    // The hint marks the person's game as assisted in the record.
    let record = game.history_record(0);
    assert!(!record.finished);
    let hints: Vec<u32> = record.rounds[0]
        .entries
        .iter()
        .map(|e| e.hints_used)
        .collect();
    assert_eq!(hints, vec![1, 0]);
}

#[test]
fn a_save_loads_back_to_the_same_game() {
    let game = person_vs_computer(5, None);
    let v = game.boxes_view(0).unwrap();
    game.boxes_draw(0, first_free(&v), 0).unwrap();
    game.tick(5_000);
    let saved = game.save(5_000);
    let back = GameSession::load(saved.clone(), Lang::En).unwrap();
    back.resume(9_000);
    assert_eq!(back.game(), GameId::Boxes);
    assert_eq!(back.seats(), game.seats());
    assert_eq!(
        back.boxes_view(9_000).unwrap().board,
        game.boxes_view(5_000).unwrap().board
    );
    assert_eq!(
        back.boxes_view(9_000).unwrap().scores,
        game.boxes_view(5_000).unwrap().scores
    );
    // A damaged save is refused, worded in the language asked for.
    match GameSession::load(saved[..saved.len() / 2].to_string(), Lang::Fr) {
        Err(TuffestError::InvalidSave(text)) => assert!(text.ends_with('.'), "{text}"),
        other => panic!("not refused: {other:?}"),
    }
    match GameSession::load("{\"hello\": 1}".into(), Lang::Fr) {
        Err(TuffestError::InvalidSave(text)) => {
            assert_eq!(text, "Ce n'est pas une partie enregistrée.")
        }
        other => panic!("not refused: {other:?}"),
    }
}

#[test]
fn set_ups_from_codes_and_refused_set_ups() {
    let game = person_vs_computer(5, None);
    let code = game.boxes_view(0).unwrap().code;
    let again = person_vs_computer(3, Some(code.clone()));
    assert_eq!(again.boxes_view(0).unwrap().dots, 5);
    assert_eq!(again.boxes_view(0).unwrap().code, code);
    assert!(matches!(
        GameSession::boxes(
            5,
            Some("not a code!".into()),
            vec![Seat::person("A"), Seat::person("B")],
            1,
            0,
            Lang::En
        ),
        Err(TuffestError::InvalidCode(_))
    ));
    assert!(matches!(
        GameSession::boxes(
            9,
            None,
            vec![Seat::person("A"), Seat::person("B")],
            1,
            0,
            Lang::En
        ),
        Err(TuffestError::InvalidSetup(_))
    ));
    assert!(matches!(
        GameSession::boxes(5, None, vec![Seat::person("A")], 1, 0, Lang::En),
        Err(TuffestError::InvalidSetup(_))
    ));
    let people = GameSession::boxes(
        5,
        None,
        vec![Seat::person("A"), Seat::person("B")],
        1,
        0,
        Lang::En,
    )
    .unwrap();
    assert_eq!(people.mode(), PlayMode::PassAndPlay);
}

#[test]
fn a_session_of_another_game_refuses_the_dots_and_boxes_calls() {
    let round = GameSession::horseshoes(None, 3, vec![Seat::person("Ann")], 0, Lang::En).unwrap();
    let game = GameSession::load(round.save(0), Lang::En).unwrap();
    assert_eq!(game.game(), GameId::Horseshoes);
    assert!(matches!(
        game.boxes_view(0),
        Err(TuffestError::NotAllowedNow(_))
    ));
    let segment = tuffest_core::kit::Segment::H { row: 0, col: 0 };
    assert!(matches!(
        game.boxes_draw(0, segment, 0),
        Err(TuffestError::NotAllowedNow(_))
    ));
}

#[test]
fn the_rules_page_in_both_languages() {
    let en = game_guide(GameId::Boxes, Lang::En).unwrap();
    let fr = game_guide(GameId::Boxes, Lang::Fr).unwrap();
    assert_eq!(en.title, "Dots and Boxes");
    assert_ne!(fr.title, en.title);
    assert!(!fr.summary.is_empty());
    assert!(en.rules.len() >= 3);
    let french = game_guide(GameId::Crossword, Lang::Fr).expect("the French game's page");
    assert!(french
        .rules
        .iter()
        .any(|r| r.starts_with("(Règle reconstituée")));
    assert!(french.rules.iter().any(|r| r.starts_with("Règle 14")));
    // Every size offered starts a game; the next one up is refused.
    let sizes = boxes_sizes();
    assert_eq!(sizes, vec![3, 4, 5, 6, 7]);
    for dots in sizes {
        let game = person_vs_computer(dots as u8, None);
        assert_eq!(u32::from(game.boxes_view(0).unwrap().dots), dots);
    }
}

fn chips_vs_computer(size: u8, code: Option<String>) -> std::sync::Arc<GameSession> {
    GameSession::chips(
        size,
        code,
        vec![
            Seat::person("Ann"),
            Seat::computer("Tuffest", Strength::Casual),
        ],
        11,
        0,
        Lang::En,
    )
    .unwrap()
}

/// The first square the view marks as a legal move, as a shell's tap on it.
fn first_legal(v: &tuffest_core::chips::ChipsView) -> tuffest_core::kit::Cell {
    v.board
        .cells
        .iter()
        .find(|c| c.highlight.legal)
        .unwrap()
        .cell
}

#[test]
fn a_whole_chip_game_against_the_computer_through_the_view() {
    let game = chips_vs_computer(4, None);
    assert_eq!(game.game(), GameId::Chips);
    let mut now = 0;
    let mut cues = Vec::new();
    while game.outcome().is_none() {
        let v = game.chips_view(now).unwrap();
        assert_eq!(v.board.cells.len(), 16);
        if v.to_move == Some(tuffest_core::chips::Colour::Yellow) && !v.paused {
            assert_eq!(
                v.legal.len(),
                v.board.cells.iter().filter(|c| c.highlight.legal).count()
            );
            cues.extend(game.chips_place(0, first_legal(&v), now).unwrap());
        }
        now += 100;
        cues.extend(game.tick(now));
        assert!(now < 600_000, "the game never ended");
    }
    let v = game.chips_view(now).unwrap();
    assert!(v.over);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores, vec![i64::from(v.yellow), i64::from(v.red)]);
    assert!(cues.contains(&Cue::GameOver));
    assert_eq!(game.history_record(0).game, "chips");
}

#[test]
fn chip_refusals_settings_codes_and_other_games() {
    let game = chips_vs_computer(5, None);
    let v = game.chips_view(0).unwrap();
    let taken = v
        .board
        .cells
        .iter()
        .find(|c| c.owner.is_some())
        .unwrap()
        .cell;
    let before = game.save(0);
    game.set_language(Lang::Fr);
    match game.chips_place(0, taken, 0) {
        Err(TuffestError::NotAllowedNow(text)) => assert!(text.ends_with('.'), "{text}"),
        other => panic!("not refused: {other:?}"),
    }
    assert_eq!(game.save(0), before);
    // Hiding the legal moves: the view lists them but marks none.
    game.chips_show_legal(0, false, 0).unwrap();
    let hidden = game.chips_view(0).unwrap();
    assert!(!hidden.show_legal && !hidden.legal.is_empty());
    assert!(hidden.board.cells.iter().all(|c| !c.highlight.legal));
    // The share code gives the same board back.
    let again = chips_vs_computer(4, Some(v.setup_code.clone()));
    assert_eq!(again.chips_view(0).unwrap().board.cells.len(), 25);
    assert_eq!(again.chips_view(0).unwrap().setup_code, v.setup_code);
    assert!(matches!(
        GameSession::chips(
            7,
            None,
            vec![Seat::person("A"), Seat::person("B")],
            1,
            0,
            Lang::En
        ),
        Err(TuffestError::InvalidSetup(_))
    ));
    assert!(matches!(
        GameSession::chips(
            4,
            Some("ZZZZ".into()),
            vec![Seat::person("A"), Seat::person("B")],
            1,
            0,
            Lang::En
        ),
        Err(TuffestError::InvalidCode(_))
    ));
    // A chip game's session refuses the Dots and Boxes calls, and the other way round.
    assert!(matches!(
        game.boxes_view(0),
        Err(TuffestError::NotAllowedNow(_))
    ));
    assert!(matches!(
        person_vs_computer(3, None).chips_view(0),
        Err(TuffestError::NotAllowedNow(_))
    ));
    assert_eq!(tuffest_core::chips::sizes(), vec![4, 5, 6]);
    let title = |lang| game_guide(GameId::Chips, lang).unwrap().title;
    assert_ne!(title(Lang::Fr), title(Lang::En));
}

#[test]
fn a_completed_box_is_a_scored_cue_for_a_light_tick() {
    // Two people on 3×3 dots: Ann draws three sides of the top-left box, Bob the fourth.
    let game = GameSession::boxes(
        3,
        None,
        vec![Seat::person("Ann"), Seat::person("Bob")],
        1,
        0,
        Lang::En,
    )
    .unwrap();
    let h = |row, col| tuffest_core::kit::Segment::H { row, col };
    let v = |row, col| tuffest_core::kit::Segment::V { row, col };
    assert!(!game
        .boxes_draw(0, h(0, 0), 0)
        .unwrap()
        .iter()
        .any(|c| matches!(c, Cue::Scored { .. })));
    game.boxes_draw(1, v(0, 0), 0).unwrap();
    game.boxes_draw(0, h(1, 0), 0).unwrap();
    let cues = game.boxes_draw(1, v(0, 1), 0).unwrap();
    assert!(cues.contains(&Cue::Scored { seat: 1 }), "{cues:?}");
    assert_eq!(game.boxes_view(0).unwrap().scores, vec![0, 1]);
}

/// A person's Mathable turn as a shell plays it from the view: choose each rack tile in turn
/// until one has a legal square, place it there, decline an extra tile, end the turn.
fn mathable_turn(game: &GameSession, seat: u32, now: u64) {
    let v = game.mathable_view(now).unwrap();
    let rack = v.players[seat as usize].rack.clone().unwrap();
    for value in rack {
        game.mathable_select(seat, Some(value), now).unwrap();
        let v = game.mathable_view(now).unwrap();
        assert_eq!(v.selected, Some(value));
        if let Some(cell) = v.board.cells.iter().find(|c| c.highlight.legal) {
            game.mathable_place(seat, value, cell.cell, now).unwrap();
            if game.mathable_view(now).unwrap().question.is_some() {
                game.mathable_extra(seat, false, now).unwrap();
            }
            break;
        }
    }
    game.mathable_end_turn(seat, now).unwrap();
}

#[test]
fn mathable_through_the_view_against_the_computer() {
    let game = GameSession::mathable(
        None,
        vec![
            Seat::person("Ann"),
            Seat::computer("Tuffest", Strength::Casual),
        ],
        5,
        Default::default(),
        0,
        Lang::En,
    )
    .unwrap();
    assert_eq!(game.game(), GameId::Mathable);
    let v = game.mathable_view(0).unwrap();
    assert_eq!(v.board.cells.len(), 14 * 14);
    assert_eq!(v.bag_count, 106 - 14);
    assert_eq!(v.tiles_left.iter().map(|t| t.count).sum::<u32>(), 92);
    let code = v.code.clone();
    let mut now = 0;
    let mut turns = 0;
    while turns < 4 {
        let v = game.mathable_view(now).unwrap();
        if v.current == 0 && !v.thinking {
            mathable_turn(&game, 0, now);
            turns += 1;
        }
        now += 500;
        game.tick(now);
        assert!(now < 600_000, "the computer never played");
    }
    let v = game.mathable_view(now).unwrap();
    assert!(v.players[0].score > 0 || v.players[1].score > 0);
    // The same code replays the same bag: the same first racks.
    let again = GameSession::mathable(
        Some(code),
        vec![
            Seat::person("Ann"),
            Seat::computer("Tuffest", Strength::Casual),
        ],
        99,
        Default::default(),
        0,
        Lang::En,
    )
    .unwrap();
    let first = |g: &GameSession| {
        g.mathable_view(0)
            .unwrap()
            .players
            .iter()
            .map(|p| p.rack.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        first(&again),
        first(
            &GameSession::mathable(
                None,
                vec![
                    Seat::person("Ann"),
                    Seat::computer("Tuffest", Strength::Casual)
                ],
                5,
                Default::default(),
                0,
                Lang::En
            )
            .unwrap()
        )
    );
    // A save loads back to the same board and racks.
    let back = GameSession::load(game.save(now), Lang::En).unwrap();
    assert_eq!(
        back.mathable_view(now).unwrap().board,
        game.mathable_view(now).unwrap().board
    );
    // The one person agrees to end: the game is over, rack penalties counted.
    while game.mathable_view(now).unwrap().current != 0 {
        now += 500;
        game.tick(now);
    }
    game.mathable_agree_end(0, now).unwrap();
    let outcome = game.outcome().unwrap();
    assert!(outcome.finished);
    assert_eq!(game.history_record(0).game, "mathable");
}

#[test]
fn mathable_refusals_hints_and_exchange() {
    let game = GameSession::mathable(
        None,
        vec![Seat::person("Ann"), Seat::person("Bob")],
        8,
        Default::default(),
        0,
        Lang::Fr,
    )
    .unwrap();
    let v = game.mathable_view(0).unwrap();
    let seat = v.current;
    let before = game.save(0);
    // A tile nobody has, and a tile on a square that does not take it: refused, nothing changes.
    assert!(matches!(
        game.mathable_place(seat, 300, tuffest_core::kit::Cell::new(0, 0), 0),
        Err(TuffestError::EditRefused(t)) if t == "Il n’y a pas de tuile 300."
    ));
    let tile = v.players[seat as usize].rack.clone().unwrap()[0];
    match game.mathable_place(seat, tile, tuffest_core::kit::Cell::new(0, 0), 0) {
        Err(TuffestError::NotAllowedNow(t)) => assert!(t.ends_with('.'), "{t}"),
        other => panic!("not refused: {other:?}"),
    }
    assert!(game
        .mathable_place(1 - seat, tile, tuffest_core::kit::Cell::new(0, 0), 0)
        .is_err());
    assert_eq!(game.save(0), before);
    // A hint names a tile, counted.
    let hint = game.hint(seat, 0).unwrap();
    assert!(hint.ends_with('.'), "{hint}");
    assert_eq!(
        game.mathable_view(0).unwrap().players[seat as usize].hints,
        1
    );
    // Exchanging two tiles is the whole turn: the rack keeps 7 tiles, the other player is next.
    let rack = game.mathable_view(0).unwrap().players[seat as usize]
        .rack
        .clone()
        .unwrap();
    game.mathable_exchange(seat, rack[..2].to_vec(), 0).unwrap();
    let v = game.mathable_view(0).unwrap();
    assert_eq!(v.players[seat as usize].rack_count, 7);
    assert_eq!(v.current, 1 - seat);
    assert_eq!(v.bag_count, 106 - 14);
    assert_eq!(
        game_guide(GameId::Mathable, Lang::En).unwrap().title,
        "Mathable"
    );
    assert!(game_guide(GameId::Mathable, Lang::Fr).unwrap().rules.len() >= 3);
}

#[test]
fn up_and_down_against_the_computer_through_the_view() {
    let game = GameSession::up_and_down(
        tuffest_core::crossword::kids::UpAndDownVariant::EvenOdd,
        vec![
            Seat::person("Léa"),
            Seat::computer("Tuffest", Strength::Casual),
        ],
        0,
        4,
        0,
        Lang::Fr,
    )
    .unwrap();
    assert_eq!(game.game(), GameId::UpAndDown);
    let mut now = 0;
    while game.outcome().is_none() {
        let v = game.up_and_down_view(now).unwrap();
        if v.turn == Some(0) {
            match v.board.cells.iter().find(|c| c.highlight.legal) {
                Some(c) => game.up_and_down_place(0, c.cell, now).unwrap(),
                None => game.up_and_down_draw(0, now).unwrap(),
            };
        }
        now += 500;
        game.tick(now);
        assert!(now < 3_600_000, "the game never ended");
    }
    let v = game.up_and_down_view(now).unwrap();
    assert!(v.over);
    assert_eq!(
        v.title,
        tuffest_core::crossword::kids::variant_title(
            tuffest_core::crossword::kids::UpAndDownVariant::EvenOdd,
            Lang::Fr
        )
    );
    assert_eq!(game.history_record(0).game, "updown");
    // A square with nothing wanted, after the end: refused in French.
    assert!(matches!(
        game.up_and_down_place(0, tuffest_core::kit::Cell::new(0, 0), now),
        Err(TuffestError::NotAllowedNow(_))
    ));
}

#[test]
fn multiplication_tables_through_the_view() {
    let game = GameSession::tables(
        vec![
            Seat::person("Léa"),
            Seat::computer("Tuffest", Strength::Strong),
        ],
        6,
        0,
        Lang::En,
    )
    .unwrap();
    let mut now = 0;
    while game.outcome().is_none() {
        let v = game.tables_view(now).unwrap();
        if v.asked == Some(0) {
            // The child works the product out ("3 × 8") and answers with the pieces in hand.
            let current = v.current.clone().unwrap();
            let product: u32 = current
                .split('×')
                .map(|n| n.trim().parse::<u32>().unwrap())
                .product();
            let digits: Vec<u32> = product
                .to_string()
                .chars()
                .map(|c| c.to_digit(10).unwrap())
                .collect();
            let mut hand = v.hand.clone();
            let holds = digits
                .iter()
                .all(|d| match hand.iter().position(|h| h == d) {
                    Some(i) => {
                        hand.remove(i);
                        true
                    }
                    None => false,
                });
            if holds {
                game.tables_attach(0, digits, now).unwrap();
            } else {
                game.tables_pass(0, now).unwrap();
            }
        }
        now += 500;
        game.tick(now);
        assert!(now < 3_600_000, "the game never ended");
    }
    let v = game.tables_view(now).unwrap();
    assert!(v.over);
    assert_eq!(v.lines.len(), v.rounds as usize);
    assert!(matches!(
        game.tables_attach(0, vec![300], now),
        Err(TuffestError::EditRefused(_))
    ));
    assert_eq!(game.history_record(0).game, "tables");
    assert!(matches!(
        GameSession::tables(vec![], 1, 0, Lang::En),
        Err(TuffestError::InvalidSetup(_))
    ));
}

#[test]
fn mathable_hides_racks_until_the_device_is_taken_and_computers_can_be_watched() {
    let settings = tuffest_core::mathable::Settings {
        racks_hidden: true,
        ..Default::default()
    };
    let game = GameSession::mathable(
        None,
        vec![Seat::person("Ann"), Seat::person("Ben")],
        3,
        settings,
        0,
        Lang::Fr,
    )
    .unwrap();
    let v = game.mathable_view(0).unwrap();
    let me = v.current;
    assert!(v.hand_over.as_deref().unwrap().contains("Passez"));
    assert!(v.players.iter().all(|p| p.rack.is_none()));
    let err = game.mathable_end_turn(me, 0).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Passez d’abord l’appareil au joueur dont c’est le tour."
    );
    game.mathable_take_device(me, 1).unwrap();
    let v = game.mathable_view(1).unwrap();
    assert_eq!(v.hand_over, None);
    assert!(v.players[me as usize].rack.is_some());
    game.mathable_end_turn(me, 2).unwrap();
    let v = game.mathable_view(2).unwrap();
    assert_ne!(v.current, me);
    assert!(
        v.hand_over.is_some(),
        "the next person waits for the device"
    );

    // Only computer players: a game to watch, played out in tick.
    let watch = GameSession::mathable(
        None,
        vec![
            Seat::computer("Ada", Strength::Casual),
            Seat::computer("Max", Strength::Beginner),
        ],
        3,
        Default::default(),
        0,
        Lang::En,
    )
    .unwrap();
    let mut now = 0;
    while watch.outcome().is_none() {
        now += 1_000;
        watch.tick(now);
        assert!(now < 10_000_000, "the computers' game never ended");
    }
    assert!(watch.mathable_view(now).unwrap().over);
}

/// A legal line for the seat in turn, found from what the view shows (the table and the rack)
/// by the core's move generator, as a line of text and where it starts.
fn pytagora_move(
    v: &tuffest_core::crossword::pytagora::View,
) -> Option<(tuffest_core::kit::Cell, bool, String)> {
    use tuffest_core::crossword::{generate, pieces::Piece, Board, EquationRules};
    let mut board = Board::new(v.board.rows, v.board.cols);
    for c in &v.board.cells {
        board.set(c.cell, Piece::from_char(c.text.chars().next()?, false));
    }
    let rack: Vec<Piece> = v.hand.iter().map(|p| p.piece).collect();
    let g = generate(&board, &rack, v.pool, EquationRules::PYTAGORA, 2_000_000);
    let m = g.moves.into_iter().max_by_key(|m| m.points)?;
    let text: String = m.placement.pieces.iter().map(|p| p.symbol()).collect();
    let down = m.placement.dir == tuffest_core::crossword::Direction::Down;
    Some((m.placement.start, down, text))
}

#[test]
fn pytagora_through_the_view_against_the_computer() {
    use tuffest_core::crossword::pytagora::rulebook_settings as pytagora_settings;
    use tuffest_core::crossword::pytagora::Variant;
    let settings = pytagora_settings(Variant::Standard, 11);
    assert_eq!(settings.target, 35);
    let game = GameSession::pytagora(
        settings,
        vec![
            Seat::person("Ann"),
            Seat::computer("Tuffest", Strength::Casual),
        ],
        0,
        Lang::Fr,
    )
    .unwrap();
    assert_eq!(game.game(), GameId::Pytagora);
    let mut now = 0;
    let mut laid = 0;
    for _ in 0..4_000 {
        if game.outcome().is_some() || laid >= 3 {
            break;
        }
        let v = game.pytagora_view(now).unwrap();
        assert_eq!(v.names, ["Ann", "Tuffest"]);
        assert_eq!(v.keypad.len(), 15, "ten digits, four operations and =");
        if v.turn == 0 && !v.over {
            assert!(!v.thinking && v.hand_over.is_none());
            assert_eq!(v.hand.len(), v.rack.as_ref().unwrap().len());
            // A line that is no equation: refused with the reason, nothing changes.
            let before = game.save(now);
            let err = game.pytagora_lay(
                0,
                tuffest_core::kit::Cell::new(12, 12),
                false,
                "1+1=3".into(),
                false,
                now,
            );
            assert!(
                matches!(err, Err(TuffestError::NotAllowedNow(_))),
                "{err:?}"
            );
            let err = game.pytagora_lay(
                0,
                tuffest_core::kit::Cell::new(12, 12),
                false,
                "1?1".into(),
                false,
                now,
            );
            assert_eq!(
                err.unwrap_err().to_string(),
                "«\u{a0}?\u{a0}» n’est pas une pièce."
            );
            assert_eq!(game.save(now), before);
            match pytagora_move(&v) {
                Some((start, down, line)) => {
                    game.pytagora_lay(0, start, down, line, false, now).unwrap();
                    laid += 1;
                    let after = game.pytagora_view(now).unwrap();
                    assert!(after.board.cells.len() > v.board.cells.len());
                    assert!(
                        after.spoken_lines.iter().any(|l| l.contains("égale")),
                        "{:?}",
                        after.spoken_lines
                    );
                }
                None => {
                    game.pytagora_stuck(0, now).unwrap();
                }
            }
        } else {
            assert!(v.hand.is_empty(), "the computer's rack is not shown");
            now += 500;
            game.tick(now);
        }
    }
    assert!(laid >= 1, "Ann laid an equation");
    // A save loads back to the same view.
    let again = GameSession::load(game.save(now), Lang::Fr).unwrap();
    again.resume(now);
    assert_eq!(
        again.pytagora_view(now).unwrap().board,
        game.pytagora_view(now).unwrap().board
    );
    // Another game's calls are refused; Plus and minus has no × or ÷ keys.
    assert!(game.boxes_view(now).is_err());
    let pm = GameSession::pytagora(
        pytagora_settings(Variant::PlusAndMinus, 2),
        vec![Seat::person("Ann"), Seat::person("Ben")],
        0,
        Lang::En,
    )
    .unwrap();
    let v = pm.pytagora_view(0).unwrap();
    assert_eq!(v.keypad.len(), 13);
    assert_eq!(v.title, "Plus and minus");
    // Pass-and-play: the device is handed over before the rack shows.
    let who = v.turn;
    assert!(v.hand.is_empty());
    assert!(v
        .hand_over
        .as_deref()
        .unwrap()
        .starts_with("Pass the device to"));
    pm.pytagora_ready(who, 1).unwrap();
    let v = pm.pytagora_view(1).unwrap();
    assert_eq!(v.hand_over, None);
    assert_eq!(v.hand.len(), 10);
}

#[test]
fn a_tuf_match_on_the_session_calls_declares_and_refuses_in_the_sessions_language() {
    use tuffest_core::tuf::play::{Command, Device, MatchConfig, PlayMode as TufMode, SeatConfig};
    use tuffest_core::tuf::roll::Roll;
    use tuffest_core::tuf::Game as TufGame;
    let mut config = MatchConfig::new(
        TufGame::G1,
        vec![SeatConfig::human("Ana"), SeatConfig::human("Ben")],
        5,
    );
    config.roll = Some(Roll::from_faces("1 2 3 6 7 8 + + - (x) =").unwrap());
    config.mode = TufMode::Table {
        device: Device::Phone,
    };
    let game = GameSession::tuf(config.clone(), 0, Lang::Fr).unwrap();
    assert_eq!(game.game(), GameId::Tuf);
    assert_eq!(game.mode(), PlayMode::Table);
    assert_eq!(game.tuf_config().unwrap(), config);
    game.tick(0);
    let text = Command::SetText {
        text: "1 + 2 = 3".into(),
    };
    game.tuf_apply(1, text, 1_000).unwrap();
    let cues = game.tuf_apply(1, Command::Declare, 2_000).unwrap();
    assert!(cues.contains(&Cue::Called { seat: 1 }), "{cues:?}");
    let view = game.tuf_view(2_000).unwrap();
    assert_eq!(view.declarer, Some(1));
    // A layout that is no equation is refused with the reason, in French, and changes nothing.
    let wrong = Command::SetText {
        text: "1 + 2 = 6".into(),
    };
    game.tuf_apply(0, wrong, 3_000).unwrap();
    let before = game.save(3_000);
    let err = game.tuf_apply(0, Command::Declare, 3_000).unwrap_err();
    assert!(matches!(err, TuffestError::NotAllowedNow(_)), "{err:?}");
    assert!(err.to_string().contains("3 et 6"), "{err}");
    assert_eq!(game.save(3_000), before);
    // Text that is not the notation is InvalidLayout; another game's calls are refused.
    let garbled = Command::SetText {
        text: "1 + + banana".into(),
    };
    assert!(matches!(
        game.tuf_apply(0, garbled, 3_000),
        Err(TuffestError::InvalidLayout(_))
    ));
    assert!(matches!(
        game.boxes_view(0),
        Err(TuffestError::NotAllowedNow(_))
    ));
    let boxes = person_vs_computer(3, None);
    assert!(matches!(
        boxes.tuf_apply(0, Command::Declare, 0),
        Err(TuffestError::NotAllowedNow(_))
    ));
    assert!(boxes.tuf_config().is_err());
    // A save loads back as the same match.
    let back = GameSession::load(game.save(3_000), Lang::En).unwrap();
    assert_eq!(back.tuf_view(3_000).unwrap().declarer, Some(1));
}

//! The boundary in the player's language: a TUF match on the kit's `GameSession` and the
//! `TufBoard` word their views and errors in the language set with `set_language`, the status
//! line crosses, and the setup screen's lists (game 1A's presets, the constant cube's faces)
//! come from the core.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::sync::Arc;

use tuffest_core::lang::Lang as TuffestLanguage;
use tuffest_core::tuf::board::Placement as TufPlacement;
use tuffest_core::tuf::play::config::match_config as tuf_match_config;
use tuffest_core::tuf::play::view::TableView;
use tuffest_core::tuf::play::{
    Command as TufCommand, SeatConfig as TufSeat, SeatKind as TufSeatKind,
};
use tuffest_core::tuf::roll::{OperatorPreset as TufOperatorPreset, Roll};
use tuffest_core::tuf::settings::game_settings as tuf_game_settings;
use tuffest_core::tuf::{Face as TufFace, Game as TufGame};
use tuffest_ffi::game::GameSession;
use tuffest_ffi::tuf::{tuf_roll_from_code, tuf_roll_from_faces, TufBoard};
use tuffest_ffi::TuffestError;

const ROLL: &str = "1 2 3 6 7 8 + + - (x) =";

fn seats(names: &[&str]) -> Vec<TufSeat> {
    names
        .iter()
        .map(|n| TufSeat {
            name: n.to_string(),
            kind: TufSeatKind::Human,
        })
        .collect()
}

fn standard() -> Arc<GameSession> {
    let mut config = tuf_match_config(TufGame::G1, seats(&["Ann", "Ben"]), 7);
    config.roll = Some(Roll::from_faces(ROLL).unwrap());
    GameSession::tuf(config, 0, TuffestLanguage::En).unwrap()
}

fn set(game: &GameSession, seat: u32, text: &str, now: u64) -> Result<(), TuffestError> {
    game.tuf_apply(
        seat,
        TufCommand::SetText {
            text: text.to_string(),
        },
        now,
    )
    .map(|_| ())
}

fn view(game: &GameSession, now: u64) -> TableView {
    game.tuf_view(now).unwrap()
}

/// The view in `language`, the session set back to `back` afterwards.
fn view_in(
    game: &GameSession,
    now: u64,
    language: TuffestLanguage,
    back: TuffestLanguage,
) -> TableView {
    game.set_language(language);
    let v = view(game, now);
    game.set_language(back);
    v
}

fn message(e: &TuffestError) -> String {
    e.to_string()
}

#[test]
fn a_match_speaks_the_language_it_is_set_to() {
    let game = standard();
    assert_eq!(view(&game, 0).status, "Build an equation and call TUF!");
    game.set_language(TuffestLanguage::Fr);
    assert_eq!(
        view(&game, 0).status,
        "Formez une égalité et annoncez TUF\u{a0}!"
    );

    // A wrong equation: the live reason, why declaring is refused, and the refusal itself.
    set(&game, 0, "1 + 2 = 6", 1_000).unwrap();
    let v = view(&game, 1_000);
    let en = view_in(&game, 1_000, TuffestLanguage::En, TuffestLanguage::Fr);
    assert_ne!(v.players[0].reason, en.players[0].reason);
    assert!(!v.players[0].reason.clone().unwrap().contains("the sides"));
    let before = game.save(2_000);
    let refused = game.tuf_apply(0, TufCommand::Declare, 2_000).unwrap_err();
    assert!(matches!(refused, TuffestError::NotAllowedNow { .. }));
    assert_eq!(game.save(2_000), before, "a refusal changes nothing");
    let text = message(&refused);
    assert_eq!(
        text.trim_end_matches('.'),
        {
            let mut s = v.players[0].declare_blocked.clone();
            s[..1].make_ascii_uppercase();
            s
        },
        "the refusal says what the view said"
    );
    assert!(!text.contains("the sides"), "{text}");

    // Text that cannot be read, and an edit the board refuses, in French too.
    let typo = set(&game, 1, "1 + ? = 3", 3_000).unwrap_err();
    assert!(matches!(typo, TuffestError::InvalidLayout { .. }));
    let remove = game
        .tuf_apply(1, TufCommand::Remove { at: 9 }, 3_000)
        .unwrap_err();
    assert!(matches!(remove, TuffestError::EditRefused { .. }));
    game.set_language(TuffestLanguage::En);
    let typo_en = set(&game, 1, "1 + ? = 3", 3_000).unwrap_err();
    let remove_en = game
        .tuf_apply(1, TufCommand::Remove { at: 9 }, 3_000)
        .unwrap_err();
    assert_ne!(message(&typo), message(&typo_en));
    assert_ne!(message(&remove), message(&remove_en));
    for e in [typo_en, remove_en] {
        let m = message(&e);
        assert!(
            m.ends_with('.') && !m.chars().next().unwrap().is_lowercase(),
            "{m}"
        );
    }
}

#[test]
fn a_match_set_up_in_french_refuses_in_french() {
    let nobody = GameSession::tuf(
        tuf_match_config(TufGame::G1, Vec::new(), 1),
        0,
        TuffestLanguage::Fr,
    )
    .unwrap_err();
    let english = GameSession::tuf(
        tuf_match_config(TufGame::G1, Vec::new(), 1),
        0,
        TuffestLanguage::En,
    )
    .unwrap_err();
    assert!(matches!(nobody, TuffestError::InvalidSetup { .. }));
    assert_eq!(message(&english), "A match has 1 to 4 players, not 0.");
    assert_ne!(message(&nobody), "A match has 1 to 4 players, not 0.");

    // A roll code is read (and refused) before it is put into a setup.
    let e = tuf_roll_from_code("??".to_string()).unwrap_err();
    assert!(matches!(e, TuffestError::InvalidRoll { .. }));

    let game = GameSession::tuf(
        tuf_match_config(TufGame::G1Ca, seats(&["Ann"]), 1),
        0,
        TuffestLanguage::Fr,
    )
    .unwrap();
    assert_eq!(view(&game, 0).players[0].call, "FINI");
    let hint = game.hint(0, 5).unwrap();
    assert!(
        !hint.contains("equation") && !hint.contains("This roll"),
        "{hint}"
    );
    assert!(game.outcome().is_none());

    let saved = game.save(10);
    let back = GameSession::load(saved.clone(), TuffestLanguage::Fr).unwrap();
    assert_eq!(view(&back, 0).status, "En pause.");
    assert_eq!(
        view(&GameSession::load(saved, TuffestLanguage::En).unwrap(), 0).status,
        "Paused.",
        "the language is the device's, not saved with the game"
    );
    let damaged = GameSession::load("{".to_string(), TuffestLanguage::Fr).unwrap_err();
    assert!(matches!(damaged, TuffestError::InvalidSave { .. }));
    assert_ne!(
        message(&damaged),
        message(&GameSession::load("{".to_string(), TuffestLanguage::En).unwrap_err())
    );
}

#[test]
fn a_board_speaks_the_language_it_is_set_to() {
    let board = TufBoard::from_faces(ROLL.to_string(), tuf_game_settings(TufGame::G1)).unwrap();
    board.set_layout_text("1 + 2 = 6".to_string()).unwrap();
    let en_reason = board.verdict().reason.unwrap();
    let en_place = message(&board.place(99, 0).unwrap_err());
    let en_huge = message(&board.place(70_000, 0).unwrap_err());
    let en_text = message(&board.set_layout_text("9 = 9".to_string()).unwrap_err());
    let en_typo = message(&board.set_layout_text("1 ? 2".to_string()).unwrap_err());
    let en_options = message(&board.options(40).unwrap_err());
    assert_eq!(en_reason, "the sides are not equal: 3 and 6");
    assert_eq!(en_place, "Cube 99 is not in the roll.");
    assert_eq!(en_huge, "Cube 70000 is not in the roll.");

    board.set_language(TuffestLanguage::Fr);
    assert_eq!(board.language(), TuffestLanguage::Fr);
    let fr_reason = board.verdict().reason.unwrap();
    assert_ne!(fr_reason, en_reason);
    assert_eq!(board.view().verdict.reason, Some(fr_reason));
    let place = board.place(99, 0).unwrap_err();
    assert!(matches!(place, TuffestError::EditRefused { .. }));
    assert_ne!(message(&place), en_place);
    assert_eq!(
        message(&board.place(70_000, 0).unwrap_err()),
        "Le cube 70000 n'est pas dans le lancer."
    );
    assert_ne!(en_huge, "");
    let text = board.set_layout_text("9 = 9".to_string()).unwrap_err();
    assert!(matches!(text, TuffestError::InvalidLayout { .. }));
    assert_ne!(message(&text), en_text);
    let typo = board.set_layout_text("1 ? 2".to_string()).unwrap_err();
    assert!(matches!(typo, TuffestError::InvalidLayout { .. }));
    assert_ne!(message(&typo), en_typo);
    assert_ne!(message(&board.options(40).unwrap_err()), en_options);
    // A saved board comes back in English: the language is the device's.
    let back = TufBoard::restore(board.save().unwrap()).unwrap();
    assert_eq!(back.language(), TuffestLanguage::En);
    assert_eq!(back.verdict().reason.unwrap(), en_reason);
}

#[test]
fn a_saved_board_whose_cube_shows_no_face_of_its_colour_is_refused() {
    let board = TufBoard::from_faces(
        "1 2 3 6 7 8 + + - (x) =".into(),
        tuf_game_settings(TufGame::G1),
    )
    .unwrap();
    let saved = board.save().unwrap();
    assert!(TufBoard::restore(saved.clone()).is_ok());
    // The fifth cube (a green 7) edited to show 255.
    let edited = saved.replacen(r#"{"Digit":7}"#, r#"{"Digit":255}"#, 1);
    assert_ne!(edited, saved);
    match TufBoard::restore(edited) {
        Err(TuffestError::InvalidSave(text)) => {
            assert!(text.contains("cube 4 of the roll shows a face"), "{text}")
        }
        other => panic!("{:?}", other.map(|_| "restored")),
    }
}

#[test]
fn items_carry_the_one_placement_type() {
    let game = standard();
    set(&game, 0, "~ 1 + 7 = 6", 0).unwrap();
    let items = view(&game, 0).players[0].items.clone();
    assert_eq!(items[0].placement, TufPlacement::Negative);
    assert_eq!(items[1].placement, TufPlacement::Inline);
}

#[test]
fn the_setup_screen_lists_come_from_the_core() {
    let games = tuffest_core::tuf::views::menu();
    let presets = |g: TufGame| {
        games
            .iter()
            .find(|i| i.game == g)
            .unwrap()
            .operator_presets
            .clone()
    };
    assert_eq!(
        presets(TufGame::G1A),
        vec![
            TufOperatorPreset::FourPlus,
            TufOperatorPreset::TwoPlusTwoMinus,
            TufOperatorPreset::OnePlusThreeMinus,
            TufOperatorPreset::FourMinus,
        ]
    );
    assert!(presets(TufGame::G1).is_empty());
    assert_eq!(
        games
            .iter()
            .filter(|i| !i.operator_presets.is_empty())
            .count(),
        1,
        "only game 1A presets its red cubes"
    );
    let labels: Vec<String> = presets(TufGame::G1A)
        .into_iter()
        .map(tuffest_core::tuf::games::operator_preset_label)
        .collect();
    assert_eq!(labels, ["+ + + +", "+ + − −", "+ − − −", "− − − −"]);

    let en = tuffest_core::tuf::views::constant_faces(TuffestLanguage::En);
    let faces: Vec<TufFace> = en.iter().map(|f| f.face).collect();
    assert_eq!(
        faces,
        vec![
            TufFace::Percent,
            TufFace::Pi,
            TufFace::Log,
            TufFace::J,
            TufFace::Tan,
            TufFace::Chi
        ]
    );
    let symbols: Vec<&str> = en.iter().map(|f| f.symbol.as_str()).collect();
    assert_eq!(symbols, ["%", "pi", "log", "j", "tan", "chi"]);
    assert_eq!(en[1].glyph, "π");
    // Each symbol reads back as its face, as the race's preset.
    let roll = tuf_roll_from_faces(symbols.join(" ")).unwrap();
    assert_eq!(roll.cubes.iter().map(|c| c.face).collect::<Vec<_>>(), faces);
    let fr = tuffest_core::tuf::views::constant_faces(TuffestLanguage::Fr);
    assert_eq!(fr.len(), 6);
    assert!(
        en.iter().zip(&fr).any(|(e, f)| e.spoken != f.spoken),
        "spoken names follow the language"
    );
}

#[test]
fn errors_are_sentences_of_a_kind() {
    let board = TufBoard::from_faces(ROLL.to_string(), tuf_game_settings(TufGame::G1)).unwrap();
    let e = board.place(99, 0).unwrap_err();
    assert_eq!(e.to_string(), "Cube 99 is not in the roll.");
    assert!(matches!(e, TuffestError::EditRefused(_)));
    let e = tuffest_ffi::history::clean_player_name("  ".to_string()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "The player name is not accepted: the name is empty."
    );
    assert!(matches!(e, TuffestError::MatchRefused(_)));
}

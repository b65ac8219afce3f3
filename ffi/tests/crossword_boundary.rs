//! The French equation-crossword game through the one session object, as the apps call it:
//! the view with its premium squares and rack, refusals in the session's language that change
//! nothing, hints, passes, exchanges, the challenge rule, saves and the history record.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::crossword::french::default_settings as crossword_settings;
use tuffest_core::kit::{Cell, GameId, PlayMode, Seat, Strength};
use tuffest_core::lang::Lang;
use tuffest_ffi::game::GameSession;
use tuffest_ffi::TuffestError;

fn session(seed: u64, lang: Lang) -> std::sync::Arc<GameSession> {
    let mut settings = crossword_settings(seed);
    settings.first = tuffest_core::crossword::french::FirstPlayer::Seat(0);
    GameSession::crossword(
        settings,
        vec![
            Seat::person("Ann"),
            Seat::computer("Tuffest", Strength::Casual),
        ],
        0,
        lang,
    )
    .unwrap()
}

#[test]
fn the_view_marks_premiums_and_shows_the_rack() {
    let game = session(7, Lang::En);
    assert_eq!(game.game(), GameId::Crossword);
    assert_eq!(game.mode(), PlayMode::VsComputer);
    let v = game.crossword_view(0).unwrap();
    assert_eq!((v.board.rows, v.board.cols), (15, 15));
    let centre = v.board.cell(Cell::new(7, 7)).unwrap();
    assert_eq!(centre.mark, "2E");
    assert_eq!(centre.spoken, "green: equation × 2");
    assert_eq!(v.hand.len(), 10);
    assert_eq!(v.white_left + v.grey_left, 108 - 20);
    assert!(v.keypad.iter().any(|k| k.text == "/"));
    // Seed 7: Ann can lay 5 − 15 ÷ 5 = 2 on the centre.
    let before = game.save(0);
    let err = game
        .crossword_lay(0, Cell::new(7, 7), false, "5-15:5=3".into(), 10)
        .unwrap_err();
    assert!(matches!(err, TuffestError::NotAllowedNow { .. }), "{err:?}");
    assert!(err.to_string().contains("not a true equation"), "{err}");
    assert_eq!(game.save(0), before, "a refusal changes nothing");
    let err = game
        .crossword_lay(0, Cell::new(7, 7), false, "5?".into(), 10)
        .unwrap_err();
    assert!(matches!(err, TuffestError::EditRefused { .. }));
    game.crossword_lay(0, Cell::new(7, 7), false, "5-15:5=2".into(), 10)
        .unwrap();
    let v = game.crossword_view(10).unwrap();
    assert!(v.scores[0] > 0);
    let eq = v
        .equations
        .iter()
        .find(|e| e.spoken == "5 minus 15 divided by 5 equals 2")
        .expect("the equation laid is on the board, read aloud");
    assert_eq!((eq.start, eq.down), (Cell::new(7, 7), false));
    assert_eq!(eq.text, "5−15÷5=2");
    assert_eq!(eq.members, vec!["5−15÷5".to_string(), "2".to_string()]);
    assert!(v.thinking, "the computer is to move");
    game.tick(20_000);
    assert_eq!(game.crossword_view(20_000).unwrap().turn, 0);
    // Saves load back to the same view.
    let text = game.save(20_000);
    let back = GameSession::load(text, Lang::En).unwrap();
    assert_eq!(
        back.crossword_view(0).unwrap().board,
        game.crossword_view(0).unwrap().board
    );
    assert_eq!(game.history_record(0).game, "crossword");
}

#[test]
fn refusals_are_worded_in_french_and_other_games_refuse_these_calls() {
    let game = session(4, Lang::Fr);
    let err = game.crossword_exchange(0, "".into(), 10).unwrap_err();
    assert!(err.to_string().contains("ndiquez les jetons"), "{err}");
    let err = game.crossword_challenge(0, 10).unwrap_err();
    assert!(err.to_string().contains("vérifie chaque coup"), "{err}");
    game.crossword_pass(0, 10).unwrap();
    assert_eq!(game.crossword_view(10).unwrap().turn, 1);
    let boxes = GameSession::boxes(
        3,
        None,
        vec![Seat::person("A"), Seat::person("B")],
        1,
        0,
        Lang::En,
    )
    .unwrap();
    assert!(boxes.crossword_view(0).is_err());
    assert!(boxes.crossword_pass(0, 0).is_err());
}

#[test]
fn the_presets_carry_their_variants_to_the_game() {
    use tuffest_core::crossword::french::{
        handicap_choices as crossword_handicap_choices,
        preset_per_seat as crossword_preset_per_seat, preset_settings as crossword_preset_settings,
        preset_title as crossword_preset_title, presets as crossword_presets,
    };
    use tuffest_core::crossword::french::{Preset, RackSize};
    assert_eq!(crossword_presets().len(), 7);
    // Only variant 4's handicap asks each person for seconds, from the core's choices.
    let per_seat: Vec<Preset> = crossword_presets()
        .into_iter()
        .filter(|p| crossword_preset_per_seat(*p))
        .collect();
    assert_eq!(per_seat, vec![Preset::Handicap]);
    assert!(crossword_handicap_choices().contains(&120));
    // The people's own seconds go into the handicap preset's settings, and only there.
    assert_eq!(
        crossword_preset_settings(Preset::Handicap, 1, vec![60, 180]).handicap_seconds,
        vec![60, 180]
    );
    assert!(crossword_preset_settings(Preset::HomeMade, 1, vec![]).home_made_tiles);
    assert_eq!(
        crossword_preset_settings(Preset::Standard, 3, vec![90]),
        crossword_settings(3)
    );
    assert_eq!(
        crossword_preset_title(Preset::TwelveTiles, Lang::Fr),
        "Variante 2\u{a0}: 12 jetons par joueur"
    );
    let mut settings = crossword_preset_settings(Preset::TwelveTiles, 5, vec![]);
    assert_eq!(settings.rack, RackSize::Twelve);
    settings.first = tuffest_core::crossword::french::FirstPlayer::Seat(0);
    let game = GameSession::crossword(
        settings,
        vec![Seat::person("Ann"), Seat::person("Ben")],
        0,
        Lang::En,
    )
    .unwrap();
    game.crossword_ready(0, 0).unwrap();
    assert_eq!(game.crossword_view(0).unwrap().hand.len(), 12);
    let mut timed = crossword_preset_settings(Preset::Timed, 5, vec![]);
    timed.first = tuffest_core::crossword::french::FirstPlayer::Seat(0);
    let timed = GameSession::crossword(
        timed,
        vec![
            Seat::person("Ann"),
            Seat::computer("Tuffest", Strength::Casual),
        ],
        0,
        Lang::En,
    )
    .unwrap();
    assert_eq!(timed.crossword_view(0).unwrap().seconds_left, Some(120));
    assert_eq!(timed.crossword_view(30_000).unwrap().seconds_left, Some(90));
}

//! The French equation-crossword game through the one session object, as the apps call it:
//! the view with its premium squares and rack, refusals in the session's language that change
//! nothing, hints, passes, exchanges, the challenge rule, saves and the history record.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::kit::{Cell, GameId, PlayMode, Seat, Strength};
use tuffest_core::lang::Lang;
use tuffest_ffi::game::{crossword_settings, GameSession};
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
    let centre = v
        .board
        .cells
        .iter()
        .find(|c| c.cell == Cell::new(7, 7))
        .unwrap();
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
    assert!(v
        .spoken_lines
        .iter()
        .any(|l| l == "5 minus 15 divided by 5 equals 2"));
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

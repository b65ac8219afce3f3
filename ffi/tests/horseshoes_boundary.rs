//! The Math Horseshoes boundary as the apps call it: a round on the kit's one session object
//! driven by key presses, refusals in the session's language, views in English and French, the
//! history record of solitaire and pass-and-play rounds, and the title, summary and rules page.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::sync::Arc;

use tuffest_core::horseshoes::guide;
use tuffest_core::horseshoes::puzzle::card_from_seed as horseshoes_puzzle;
use tuffest_core::horseshoes::round::RoundView as HorseshoesView;
use tuffest_core::horseshoes::view::Screen as HorseshoesScreen;
use tuffest_core::kit::{Cue, GameId, PlayMode, Seat, Strength};
use tuffest_core::lang::Lang as TuffestLanguage;
use tuffest_ffi::game::GameSession;
use tuffest_ffi::history::HistoryStore;
use tuffest_ffi::horseshoes::{
    horseshoes_code_problem, horseshoes_judge_in, horseshoes_puzzle_from_numbers,
    horseshoes_puzzle_problem,
};
use tuffest_ffi::TuffestError;

/// The rulebook's puzzle (1, 3, 4, 17 → 341) for these people, in English.
fn round(names: &[&str]) -> Arc<GameSession> {
    let code = horseshoes_puzzle_from_numbers(vec![1, 3, 4, 17], 341, TuffestLanguage::En)
        .unwrap()
        .code;
    let seats = names.iter().map(|n| Seat::person(*n)).collect();
    GameSession::horseshoes(Some(code), 0, seats, 0, TuffestLanguage::En).unwrap()
}

fn writing(v: &HorseshoesView) -> (String, Vec<bool>, bool, Option<String>) {
    match &v.screen {
        HorseshoesScreen::Writing {
            display,
            tiles,
            valid_so_far,
            draft_problem,
            ..
        } => (
            display.clone(),
            tiles.iter().map(|t| t.used).collect(),
            *valid_so_far,
            draft_problem.clone(),
        ),
        other => panic!("not writing: {other:?}"),
    }
}

/// `seat` presses a key by its name in the view's keypad (as a shell does with
/// `HorseshoesKey.key`).
fn press(round: &GameSession, seat: u32, now: u64, label: &str) {
    let v = round.horseshoes_view(now).unwrap();
    let HorseshoesScreen::Writing { keys, .. } = &v.screen else {
        panic!()
    };
    let key = keys.iter().find(|k| k.label == label).unwrap();
    round.horseshoes_key(seat, key.key.clone(), now).unwrap();
}

#[test]
fn a_solitaire_round_by_key_presses_and_its_history_record() {
    let round = round(&["Ana"]);
    assert_eq!(round.game(), GameId::Horseshoes);
    assert_eq!(round.mode(), PlayMode::Solitaire);
    assert!(matches!(
        round.horseshoes_view(0).unwrap().screen,
        HorseshoesScreen::HandOver { .. }
    ));
    assert_eq!(
        round.horseshoes_start_turn(0, 0).unwrap(),
        vec![Cue::YourTurn { seat: 0 }]
    );
    for step in [
        "√", "(", "(", "#3", "+", "#1", ")", "^", "#2", ")", "−", "#0",
    ] {
        match step.strip_prefix('#') {
            Some(i) => {
                round.horseshoes_number(0, i.parse().unwrap(), 10).unwrap();
            }
            None => press(&round, 0, 10, step),
        }
    }
    let v = round.horseshoes_view(20).unwrap();
    let (display, used, ok, problem) = writing(&v);
    assert_eq!(display, "√((17 + 3)^4) − 1");
    assert_eq!(used, [true; 4]);
    assert!(ok && problem.is_none());
    let HorseshoesScreen::Writing { live, .. } = &v.screen else {
        panic!()
    };
    let live = live.as_ref().unwrap();
    assert_eq!((live.value.as_str(), live.score), ("399", 5));

    // A used tile is refused with the sentence in the session's language, and changes nothing.
    let before = round.save(30);
    let err = round.horseshoes_number(0, 3, 30).unwrap_err();
    assert_eq!(
        err,
        TuffestError::EditRefused("17 is already in your answer: each number is used once.".into())
    );
    assert_eq!(round.save(30), before);
    round.set_language(TuffestLanguage::Fr);
    let err = round.horseshoes_number(0, 3, 30).unwrap_err();
    assert_eq!(
        err.to_string(),
        "17 est déjà dans votre réponse\u{a0}: chaque nombre sert une seule fois."
    );
    assert!(matches!(
        round.horseshoes_key(0, "log".into(), 30),
        Err(TuffestError::EditRefused { .. })
    ));
    // Only the seat writing may press.
    assert!(matches!(
        round.horseshoes_number(1, 0, 30),
        Err(TuffestError::NotAllowedNow { .. })
    ));
    assert_eq!(
        round.horseshoes_view(30).unwrap().status,
        "Tous les nombres sont utilisés."
    );
    round.set_language(TuffestLanguage::En);
    assert_eq!(
        round.horseshoes_view(30).unwrap().status,
        "Every number is used."
    );
    round.set_language(TuffestLanguage::Fr);
    round.horseshoes_key(0, "back".into(), 31).unwrap();
    assert_eq!(
        writing(&round.horseshoes_view(31).unwrap()).1,
        [false, true, true, true]
    );
    round.horseshoes_number(0, 0, 32).unwrap();

    let cues = round.horseshoes_submit(0, 40_000).unwrap();
    assert!(cues.contains(&Cue::RoundOver) && cues.contains(&Cue::GameOver));
    assert!(matches!(
        round.horseshoes_start_turn(0, 40_001),
        Err(TuffestError::NotAllowedNow(message)) if message == "Ce n'est pas possible maintenant."
    ));
    let HorseshoesScreen::Reveal { results, .. } = round.horseshoes_view(40_001).unwrap().screen
    else {
        panic!("not revealed")
    };
    assert_eq!(results[0].verdict.score, 5);
    assert_eq!(
        results[0].band.as_deref(),
        Some("À 58 de la cible\u{a0}: entre 32 et 64, donc 10 − 5 = 5 points.")
    );

    let record = round.history_record(1_700_000_000_000);
    assert_eq!(record.game, "horseshoes");
    assert_eq!(record.variant, "solitaire");
    assert!(record.finished);
    assert_eq!(record.winners, vec![0]);
    assert_eq!(record.players[0].total, 5);
    assert_eq!(record.rounds[0].entries[0].equation, "√((17 + 3)^4) − 1");
    assert_eq!(record.rounds[0].duration_ms, 40_000);
    let dir = tempfile::tempdir().unwrap();
    let store = HistoryStore::open(dir.path().join("h.db").display().to_string()).unwrap();
    let id = store.record(record.clone()).unwrap();
    let back = store.load_match(id).unwrap().unwrap();
    assert_eq!(back.players[0].total, 5);
    assert_eq!(back.rounds[0].entries[0].equation, "√((17 + 3)^4) − 1");
    let stats = store.game_stats("horseshoes".into(), false).unwrap();
    assert_eq!(stats.len(), 1);
    assert_eq!(stats[0].wins, 1);
}

#[test]
fn a_pass_and_play_round_in_french_and_its_history_record() {
    let round = round(&["Ana", "Ben"]);
    assert_eq!(round.mode(), PlayMode::PassAndPlay);
    round.set_language(TuffestLanguage::Fr);
    let HorseshoesScreen::HandOver { message, .. } = round.horseshoes_view(0).unwrap().screen
    else {
        panic!()
    };
    assert!(message.starts_with("Passez l'appareil à Ana."), "{message}");
    assert_eq!(round.horseshoes_view(0).unwrap().turn, Some(0));
    // Before the end, the record says the round is not finished.
    assert!(!round.history_record(0).finished);
    // Ben waits for his turn.
    assert!(matches!(
        round.horseshoes_start_turn(1, 0),
        Err(TuffestError::NotAllowedNow { .. })
    ));

    round.horseshoes_start_turn(0, 0).unwrap();
    round.horseshoes_answer(0, "17*4*(3+1)".into(), 1).unwrap();
    let saved = round.save(1);
    let back = GameSession::load(saved, TuffestLanguage::Fr).unwrap();
    assert_eq!(back.game(), GameId::Horseshoes);
    assert_eq!(back.resume(2), vec![Cue::Resumed]);
    assert_eq!(
        writing(&back.horseshoes_view(2).unwrap()).0,
        "17 × 4 × (3 + 1)"
    );
    let cues = back.horseshoes_submit(0, 2).unwrap();
    assert!(cues.contains(&Cue::HandOver { seat: 1 }), "{cues:?}");
    assert_eq!(back.horseshoes_view(2).unwrap().turn, Some(1));
    back.horseshoes_start_turn(1, 10).unwrap();
    back.horseshoes_number(1, 3, 11).unwrap();
    press(&back, 1, 12, "÷");
    let (_, _, ok, problem) = writing(&back.horseshoes_view(12).unwrap());
    assert!(ok);
    assert_eq!(
        problem.as_deref(),
        Some("Il manque un nombre ou une parenthèse ouvrante en position 5.")
    );
    let end = back.tick(10 + 180_000);
    assert!(end.contains(&Cue::TimeUp { seat: Some(1) }), "{end:?}");
    assert!(end.contains(&Cue::GameOver), "{end:?}");
    let v = back.horseshoes_view(10 + 180_000).unwrap();
    assert_eq!(v.status, "Ana gagne avec 4 points.");
    assert_eq!(v.turn, None);
    let HorseshoesScreen::Reveal {
        results,
        best_expression,
        best_score,
        ..
    } = &v.screen
    else {
        panic!()
    };
    assert_eq!(results[1].answer, "17 ÷");
    assert_eq!(
        results[1].verdict.error.as_deref(),
        Some("Il manque un nombre ou une parenthèse ouvrante en position 5.")
    );
    assert_eq!(results[1].spoken, "17 divisé par");
    assert!(best_expression.is_some());
    // The rulebook puzzle: 10 points with the full grammar (the rational-only solver gave 7).
    assert_eq!(*best_score, Some(10));

    let record = back.history_record(1_700_000_000_000);
    assert_eq!(record.variant, "pass-and-play");
    assert!(record.finished);
    assert_eq!(record.winners, vec![0]);
    assert_eq!(
        record.players.iter().map(|p| p.total).collect::<Vec<_>>(),
        vec![4, 0]
    );
    assert!(!record.rounds[0].entries[1].valid);
    let dir = tempfile::tempdir().unwrap();
    let store = HistoryStore::open(dir.path().join("h.db").display().to_string()).unwrap();
    store.record(record).unwrap();

    assert!(matches!(
        GameSession::load("{".into(), TuffestLanguage::Fr),
        Err(TuffestError::InvalidSave(message)) if message.starts_with("La partie enregistrée est endommagée")
    ));
}

#[test]
fn a_round_is_refused_with_a_computer_seat_a_bad_code_or_too_many_people() {
    let computer = vec![
        Seat::person("Ana"),
        Seat::computer("Tuffest", Strength::Strong),
    ];
    assert!(matches!(
        GameSession::horseshoes(None, 1, computer, 0, TuffestLanguage::En),
        Err(TuffestError::InvalidSetup { .. })
    ));
    assert!(matches!(
        GameSession::horseshoes(Some("!!".into()), 1, vec![Seat::person("Ana")], 0, TuffestLanguage::Fr),
        Err(TuffestError::InvalidCode(message)) if message.contains("n'est pas un code")
    ));
    let nine = (0..9).map(|i| Seat::person(format!("P{i}"))).collect();
    assert!(matches!(
        GameSession::horseshoes(None, 1, nine, 0, TuffestLanguage::En),
        Err(TuffestError::InvalidSetup { .. })
    ));
    // Without a code, the puzzle is the one the seed draws on every device.
    let seeded =
        GameSession::horseshoes(None, 31, vec![Seat::person("Ana")], 0, TuffestLanguage::En)
            .unwrap();
    assert_eq!(
        seeded.horseshoes_view(0).unwrap().code,
        horseshoes_puzzle(31).code
    );
}

#[test]
fn puzzles_judging_and_the_rules_page_speak_both_languages() {
    assert_eq!(
        horseshoes_puzzle_problem(vec![1, 2], 500, TuffestLanguage::Fr).as_deref(),
        Some("Un problème a 4, 5 ou 6 nombres, pas 2.")
    );
    assert_eq!(
        horseshoes_puzzle_problem(vec![1, 2, 3, 4], 50, TuffestLanguage::En).as_deref(),
        Some("The target is 50, but it must be a whole number from 100 to 2000.")
    );
    assert_eq!(
        horseshoes_puzzle_problem(vec![1, 2, 3, 4], 500, TuffestLanguage::En),
        None
    );
    assert!(horseshoes_code_problem("!!".into(), TuffestLanguage::Fr)
        .unwrap()
        .contains("n'est pas un code"));
    let code = horseshoes_puzzle_from_numbers(vec![1, 3, 4, 17], 341, TuffestLanguage::En)
        .unwrap()
        .code;
    assert_eq!(
        horseshoes_code_problem(code.clone(), TuffestLanguage::En),
        None
    );
    let v = horseshoes_judge_in("(4/3)^(17+1)".into(), code.clone(), TuffestLanguage::Fr).unwrap();
    assert_eq!(v.score, 3);
    assert_eq!(v.decimal.as_deref(), Some("177,376981050685"));
    let v = horseshoes_judge_in("17+3+4".into(), code, TuffestLanguage::Fr).unwrap();
    assert_eq!(v.error.as_deref(), Some("Le nombre 1 n'est pas utilisé."));

    for lang in [TuffestLanguage::En, TuffestLanguage::Fr] {
        assert!(guide::rules(lang).len() >= 5);
        assert!(guide::summary(lang).len() > 20);
    }
    assert_eq!(guide::title(TuffestLanguage::En), "Math Horseshoes");
    assert_eq!(
        guide::title(TuffestLanguage::Fr),
        "Fers à cheval mathématiques"
    );
}

#[test]
fn a_round_saved_by_the_apps_until_now_loads_on_the_session() {
    use tuffest_core::horseshoes::puzzle::Puzzle;
    use tuffest_core::horseshoes::round::HorseshoesRound;
    // Until now the apps saved the round object's own save (`HorseshoesRound.save`).
    let mut old = HorseshoesRound::new(Puzzle::from_seed(31), vec!["Ana".into()]).unwrap();
    old.start_turn(0).unwrap();
    old.set_answer(5, "17+3").unwrap();
    let text = old.save();
    let game = GameSession::load(text, TuffestLanguage::En).unwrap();
    assert_eq!(game.game(), GameId::Horseshoes);
    game.resume(10);
    let v = game.horseshoes_view(10).unwrap();
    assert_eq!(v.code, horseshoes_puzzle(31).code);
    assert_eq!(writing(&v).0, "17 + 3");
}

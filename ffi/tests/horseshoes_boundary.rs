//! The Math Horseshoes boundary as the apps call it: a round driven by key presses, refusals in
//! the round's language, views in English and French, the history record of solitaire and
//! pass-and-play rounds, and the title, summary and rules page.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::horseshoes::round::{RoundEvent as HorseshoesEvent, RoundView as HorseshoesView};
use tuffest_core::horseshoes::view::Screen as HorseshoesScreen;
use tuffest_core::lang::Lang as TuffestLanguage;
use tuffest_ffi::history::HistoryStore;
use tuffest_ffi::horseshoes::{
    horseshoes_code_problem, horseshoes_judge_in, horseshoes_puzzle_problem, horseshoes_rules,
    horseshoes_summary, horseshoes_title, HorseshoesRound,
};
use tuffest_ffi::TuffestError;

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
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

/// Presses a key by its name in the view's keypad (as a shell does with `HorseshoesKey.key`).
fn press(round: &HorseshoesRound, now: u64, label: &str) {
    let v = round.view(now);
    let HorseshoesScreen::Writing { keys, .. } = &v.screen else {
        panic!()
    };
    let key = keys.iter().find(|k| k.label == label).unwrap();
    round.press_key(now, key.key.clone()).unwrap();
}

#[test]
fn a_solitaire_round_by_key_presses_and_its_history_record() {
    let round = HorseshoesRound::from_numbers(vec![1, 3, 4, 17], 341, names(&["Ana"])).unwrap();
    assert!(matches!(
        round.view(0).screen,
        HorseshoesScreen::HandOver { .. }
    ));
    round.start_turn(0).unwrap();
    for step in [
        "√", "(", "(", "#3", "+", "#1", ")", "^", "#2", ")", "−", "#0",
    ] {
        match step.strip_prefix('#') {
            Some(i) => round.press_number(10, i.parse().unwrap()).unwrap(),
            None => press(&round, 10, step),
        }
    }
    let v = round.view(20);
    let (display, used, ok, problem) = writing(&v);
    assert_eq!(display, "√((17 + 3)^4) − 1");
    assert_eq!(used, [true; 4]);
    assert!(ok && problem.is_none());
    let HorseshoesScreen::Writing { live, .. } = &v.screen else {
        panic!()
    };
    let live = live.as_ref().unwrap();
    assert_eq!((live.value.as_str(), live.score), ("399", 5));

    // A used tile is refused with the sentence in the round's language.
    let err = round.press_number(30, 3).unwrap_err();
    assert_eq!(
        err,
        TuffestError::EditRefused("17 is already in your answer: each number is used once.".into())
    );
    round.set_language(TuffestLanguage::Fr);
    let err = round.press_number(30, 3).unwrap_err();
    assert_eq!(
        err.to_string(),
        "17 est déjà dans votre réponse\u{a0}: chaque nombre sert une seule fois."
    );
    assert!(matches!(
        round.press_key(30, "log".into()),
        Err(TuffestError::EditRefused { .. })
    ));
    assert_eq!(round.view(30).status, "Tous les nombres sont utilisés.");
    assert_eq!(
        round.view_in(30, TuffestLanguage::En).status,
        "Every number is used."
    );
    round.backspace(31).unwrap();
    assert_eq!(writing(&round.view(31)).1, [false, true, true, true]);
    round.press_number(32, 0).unwrap();

    let events = round.submit(40_000).unwrap();
    assert!(events.contains(&HorseshoesEvent::RoundOver));
    assert!(matches!(
        round.start_turn(40_001),
        Err(TuffestError::NotAllowedNow(message)) if message == "Ce n'est pas possible maintenant."
    ));
    let results = round.results();
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
    let round =
        HorseshoesRound::from_numbers(vec![1, 3, 4, 17], 341, names(&["Ana", "Ben"])).unwrap();
    round.set_language(TuffestLanguage::Fr);
    let HorseshoesScreen::HandOver { message, .. } = round.view(0).screen else {
        panic!()
    };
    assert!(message.starts_with("Passez l'appareil à Ana."), "{message}");
    // Before the end, the record says the round is not finished.
    assert!(!round.history_record(0).finished);

    round.start_turn(0).unwrap();
    round.set_answer(1, "17*4*(3+1)".into()).unwrap();
    let saved = round.save();
    let back = HorseshoesRound::restore_in(saved, TuffestLanguage::Fr).unwrap();
    assert_eq!(writing(&back.view(2)).0, "17 × 4 × (3 + 1)");
    back.submit(2).unwrap();
    back.start_turn(10).unwrap();
    back.press_number(11, 3).unwrap();
    press(&back, 12, "÷");
    let (_, _, ok, problem) = writing(&back.view(12));
    assert!(ok);
    assert_eq!(
        problem.as_deref(),
        Some("Il manque un nombre ou une parenthèse ouvrante en position 5.")
    );
    let end = back.tick(10 + 180_000);
    assert!(end.contains(&HorseshoesEvent::TimeExpired));
    let v = back.view(10 + 180_000);
    assert_eq!(v.status, "Ana gagne avec 4 points.");
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
        HorseshoesRound::restore_in("{".into(), TuffestLanguage::Fr),
        Err(TuffestError::InvalidSave(message)) if message.starts_with("La partie enregistrée est abîmée")
    ));
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
    let code = HorseshoesRound::from_numbers(vec![1, 3, 4, 17], 341, names(&["A"]))
        .unwrap()
        .puzzle()
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
        assert!(horseshoes_rules(lang).len() >= 5);
        assert!(horseshoes_summary(lang).len() > 20);
    }
    assert_eq!(horseshoes_title(TuffestLanguage::En), "Math Horseshoes");
    assert_eq!(
        horseshoes_title(TuffestLanguage::Fr),
        "Fers à cheval mathématiques"
    );
}

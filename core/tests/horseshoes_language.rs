//! Math Horseshoes in English and French: every sentence of the views in each phase, every
//! error variant, and the title, summary and rules page.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::horseshoes::entry::{EntryError, MAX_KEYS};
use tuffest_core::horseshoes::guide;
use tuffest_core::horseshoes::parse::ExprError;
use tuffest_core::horseshoes::round::{HorseshoesRound, RoundError, RoundView, Screen};
use tuffest_core::horseshoes::{EvalError, Problem, Puzzle, PuzzleError};
use tuffest_core::kit::CommonRefusal;
use tuffest_core::lang::Lang;

fn puzzle() -> Puzzle {
    Puzzle::new(&[1, 3, 4, 17], 341).unwrap()
}

/// Every sentence or spoken text of a view.
fn texts(v: &RoundView) -> Vec<String> {
    let mut out = vec![v.status.clone()];
    match &v.screen {
        Screen::HandOver { message, .. } => out.push(message.clone()),
        Screen::Writing {
            spoken,
            tiles,
            keys,
            draft_problem,
            live,
            ..
        } => {
            out.push(spoken.clone());
            out.extend(tiles.iter().map(|t| t.spoken.clone()));
            out.extend(keys.iter().map(|k| k.spoken.clone()));
            out.extend(draft_problem.clone());
            if let Some(l) = live {
                out.extend([l.value.clone(), l.decimal.clone(), l.band.clone()]);
            }
        }
        Screen::Reveal {
            results,
            best_spoken,
            best_value,
            best_band,
            ..
        } => {
            for r in results {
                out.push(r.spoken.clone());
                out.extend(r.value.clone());
                out.extend(r.band.clone());
                out.extend(r.verdict.error.clone());
                out.extend(r.verdict.decimal.clone());
            }
            out.extend(best_spoken.clone());
            out.extend(best_value.clone());
            out.extend(best_band.clone());
        }
    }
    out
}

/// Words that are English and never French.
const ENGLISH: &[&str] = &[
    "the",
    "is",
    "not",
    "number",
    "numbers",
    "pass",
    "device",
    "tap",
    "when",
    "you",
    "are",
    "ready",
    "your",
    "three",
    "start",
    "then",
    "turn",
    "of",
    "still",
    "to",
    "use",
    "used",
    "every",
    "paused",
    "time",
    "up",
    "away",
    "from",
    "target",
    "between",
    "so",
    "less",
    "than",
    "more",
    "or",
    "scored",
    "out",
    "wins",
    "tie",
    "with",
    "and",
    "nothing",
    "written",
    "yet",
    "square",
    "root",
    "open",
    "close",
    "parenthesis",
    "times",
    "divided",
    "by",
    "power",
    "minus",
    "delete",
    "last",
    "key",
    "clear",
    "answer",
    "invalid",
    "it",
    "at",
    "missing",
    "operation",
    "computing",
    "given",
    "often",
    "right",
    "after",
    "cannot",
    "about",
    "far",
    "very",
    "no",
    "just",
    "above",
    "below",
    "digits",
    "divides",
    "zero",
    "was",
    "never",
    "opened",
    "closed",
];

/// Checks French text: no English word, and a no-break space before `: ; ! ?` and inside « ».
fn assert_french(texts: &[String]) {
    for t in texts {
        for word in t
            .split(|c: char| !c.is_alphabetic())
            .filter(|w| !w.is_empty())
        {
            assert!(
                !ENGLISH.contains(&word.to_lowercase().as_str()),
                "English word {word:?} in {t:?}"
            );
        }
        let chars: Vec<char> = t.chars().collect();
        for (i, c) in chars.iter().enumerate() {
            if matches!(c, ':' | ';' | '!' | '?' | '»') {
                assert!(
                    i > 0 && chars[i - 1] == '\u{a0}',
                    "no no-break space before {c:?} in {t:?}"
                );
            }
            if *c == '«' {
                assert_eq!(chars.get(i + 1), Some(&'\u{a0}'), "after « in {t:?}");
            }
        }
    }
}

#[test]
fn every_phase_of_a_round_is_in_french_with_nothing_english_left() {
    let names = vec!["Ana".to_string(), "Ben".to_string(), "Cy".to_string()];
    let mut r = HorseshoesRound::new(puzzle(), names).unwrap();
    let v = r.view_in(0, Lang::Fr);
    assert_french(&texts(&v));
    let Screen::HandOver { message, .. } = &v.screen else {
        panic!()
    };
    assert_eq!(
        message,
        "Passez l'appareil à Ana. Touchez l'écran dès que vous voulez commencer\u{a0}: vos trois minutes partent à ce moment-là."
    );
    assert_eq!(v.status, "Tour 1 sur 3\u{a0}: Ana.");
    assert_ne!(texts(&v), texts(&r.view_in(0, Lang::En)));
    // The checker itself catches English.
    let english = texts(&r.view_in(0, Lang::En));
    assert!(std::panic::catch_unwind(|| assert_french(&english)).is_err());

    // Ana: a draft with a mistake, an unfinished draft, then an answer with a value.
    r.start_turn(0).unwrap();
    assert_french(&texts(&r.view_in(1, Lang::Fr)));
    r.set_answer(1, "17 + )").unwrap();
    let v = r.view_in(1, Lang::Fr);
    assert_french(&texts(&v));
    let Screen::Writing { draft_problem, .. } = &v.screen else {
        panic!()
    };
    assert_eq!(
        draft_problem.as_deref(),
        Some("La parenthèse fermée en position 6 n'a jamais été ouverte.")
    );
    r.set_answer(2, "sqrt((17+3)^4) -").unwrap();
    assert_french(&texts(&r.view_in(2, Lang::Fr)));
    r.press_number(3, 0).unwrap();
    let v = r.view_in(3, Lang::Fr);
    assert_french(&texts(&v));
    assert_eq!(v.status, "Tous les nombres sont utilisés.");
    let Screen::Writing { live, spoken, .. } = &v.screen else {
        panic!()
    };
    assert_eq!(
        live.as_ref().unwrap().band,
        "À 58 de la cible\u{a0}: entre 32 et 64, donc 10 − 5 = 5 points."
    );
    assert_eq!(
        spoken,
        "racine carrée de parenthèse ouvrante parenthèse ouvrante 17 plus 3 parenthèse fermante puissance 4 parenthèse fermante moins 1"
    );
    r.pause(4);
    assert_eq!(r.view_in(4, Lang::Fr).status, "En pause.");
    r.resume(5);
    r.submit(6).unwrap();

    // Ben: an irrational value (a decimal comma); Cy: an answer with no value.
    r.start_turn(10).unwrap();
    r.set_answer(11, "sqrt(17)*3*4+1").unwrap();
    let v = r.view_in(11, Lang::Fr);
    assert_french(&texts(&v));
    let Screen::Writing { live, .. } = &v.screen else {
        panic!()
    };
    let live = live.as_ref().unwrap();
    assert_eq!(live.value, "≈ 50,477");
    assert_eq!(live.decimal, "50,477267507412");
    r.submit(12).unwrap();
    r.start_turn(20).unwrap();
    r.set_answer(21, "17 / (4 - 3 - 1)").unwrap();
    assert_french(&texts(&r.view_in(21, Lang::Fr)));
    r.submit(22).unwrap();

    let v = r.view_in(30, Lang::Fr);
    assert_french(&texts(&v));
    assert_eq!(v.status, "Ana gagne avec 5 points.");
    let english = texts(&r.view_in(30, Lang::En));
    assert!(std::panic::catch_unwind(|| assert_french(&english)).is_err());
    let Screen::Reveal { results, .. } = &v.screen else {
        panic!()
    };
    assert_eq!(
        results[2].verdict.error.as_deref(),
        Some("L'expression n'est pas valable\u{a0}: elle divise par zéro.")
    );
    assert_eq!(results[1].value.as_deref(), Some("≈ 50,477"));
    assert_eq!(r.view_in(30, Lang::En).status, "Ana wins with 5 points.");
}

#[test]
fn solitaire_and_ties_have_their_own_sentences() {
    let mut r = HorseshoesRound::new(puzzle(), vec!["Ana".into()]).unwrap();
    let v = r.view_in(0, Lang::Fr);
    assert_french(&texts(&v));
    assert_eq!(v.status, "Solitaire\u{a0}: trois minutes contre la montre.");
    let Screen::HandOver { message, .. } = r.view(0).screen else {
        panic!()
    };
    assert_eq!(
        message,
        "Tap when you are ready: your three minutes start then."
    );
    r.start_turn(0).unwrap();
    assert_eq!(
        r.view_in(0, Lang::Fr).status,
        "Encore 4 nombres à utiliser."
    );
    r.press_number(1, 0).unwrap();
    r.press_number(1, 1).unwrap();
    r.press_number(1, 2).unwrap();
    assert_eq!(r.view_in(1, Lang::Fr).status, "Encore 1 nombre à utiliser.");
    assert_eq!(r.view_in(1, Lang::En).status, "1 number still to use.");
    r.submit(2).unwrap();
    let v = r.view_in(3, Lang::Fr);
    assert_french(&texts(&v));
    assert_eq!(v.status, "Vous marquez 0 point sur 10.");
    let Screen::Reveal { results, .. } = &v.screen else {
        panic!()
    };
    assert_eq!(
        results[0].verdict.error.as_deref(),
        Some("Le nombre en position 3 est écrit juste après un autre nombre\u{a0}: on ne peut pas coller deux nombres.")
    );

    let mut t = HorseshoesRound::new(puzzle(), vec!["Ana".into(), "Ben".into()]).unwrap();
    for i in 0..2 {
        t.start_turn(i * 10).unwrap();
        t.set_answer(i * 10 + 1, "17*4*(3+1)").unwrap();
        t.submit(i * 10 + 2).unwrap();
    }
    assert_eq!(t.view(30).status, "Ana and Ben tie with 4 points.");
    assert_eq!(
        t.view_in(30, Lang::Fr).status,
        "Ana et Ben sont à égalité avec 4 points."
    );
}

#[test]
fn a_format_1_revealed_save_gives_its_reasons_in_french() {
    let r = HorseshoesRound::load(include_str!("fixtures/horseshoes/v1_revealed.json")).unwrap();
    let v = r.view_in(0, Lang::Fr);
    assert_french(&texts(&v));
    let Screen::Reveal { results, .. } = &v.screen else {
        panic!()
    };
    assert_eq!(
        results[1].verdict.error.as_deref(),
        Some("17 en position 12 sert plus de fois qu'il n'a été donné.")
    );
    assert_eq!(
        results[0].band.as_deref(),
        Some("À 58 de la cible\u{a0}: entre 32 et 64, donc 10 − 5 = 5 points.")
    );
}

// Every error variant, listed through matches with no wildcard: a new variant does not compile
// until it is given an example here.

fn expr_kind(e: &ExprError) -> usize {
    match e {
        ExprError::Empty => 0,
        ExprError::UnknownSymbol { .. } => 1,
        ExprError::UnclosedParen { .. } => 2,
        ExprError::UnopenedParen { .. } => 3,
        ExprError::UnaryMinus { .. } => 4,
        ExprError::Concatenated { .. } => 5,
        ExprError::MissingOperator { .. } => 6,
        ExprError::MissingOperand { .. } => 7,
        ExprError::NotInPuzzle { .. } => 8,
        ExprError::UsedTooOften { .. } => 9,
        ExprError::NotUsed { .. } => 10,
        ExprError::TooLong => 11,
    }
}

fn eval_kind(e: &EvalError) -> usize {
    match e {
        EvalError::DivisionByZero => 0,
        EvalError::ZeroToNegative => 1,
        EvalError::ZeroToZero => 2,
        EvalError::RootOfNegative => 3,
        EvalError::NegativeToFraction => 4,
        EvalError::TooLarge => 5,
    }
}

fn puzzle_kind(e: &PuzzleError) -> usize {
    match e {
        PuzzleError::WrongCount { .. } => 0,
        PuzzleError::NumberOutOfRange { .. } => 1,
        PuzzleError::TargetOutOfRange { .. } => 2,
        PuzzleError::NotANumber { .. } => 3,
        PuzzleError::BadCode { .. } => 4,
    }
}

fn entry_kind(e: &EntryError) -> usize {
    match e {
        EntryError::NoSuchTile { .. } => 0,
        EntryError::TileUsed { .. } => 1,
        EntryError::UnknownKey { .. } => 2,
        EntryError::Full => 3,
    }
}

fn round_kind(e: &RoundError) -> usize {
    match e {
        RoundError::PlayerCount(_) => 0,
        RoundError::NotNow => 1,
        RoundError::Entry(_) => 2,
        RoundError::Damaged(_) => 3,
        RoundError::FutureVersion(_) => 4,
        RoundError::NotYourTurn => 5,
        RoundError::ComputerSeat => 6,
        RoundError::NoHints => 7,
        RoundError::NoUndo => 8,
        RoundError::Common(_) => 9,
    }
}

fn digits(s: &str) -> String {
    s.chars().filter(char::is_ascii_digit).collect()
}

/// Checks one error's two texts: both non-empty, different, the same digits, French typography.
fn check_pair(en: String, fr: String, display: String) {
    assert_eq!(display, en, "Display is the English text");
    assert!(!en.is_empty() && !fr.is_empty());
    assert_ne!(en, fr);
    assert_eq!(digits(&en), digits(&fr), "{en:?} / {fr:?}");
    assert_french(std::slice::from_ref(&fr));
}

fn covers(kinds: impl Iterator<Item = usize>, count: usize) {
    let mut seen: Vec<usize> = kinds.collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen, (0..count).collect::<Vec<_>>());
}

#[test]
fn every_error_has_a_french_text_with_the_same_numbers() {
    let expr = [
        ExprError::Empty,
        ExprError::UnknownSymbol {
            symbol: "!".into(),
            at: 9,
        },
        ExprError::UnclosedParen { at: 1 },
        ExprError::UnopenedParen { at: 4 },
        ExprError::UnaryMinus { at: 1 },
        ExprError::Concatenated { at: 3 },
        ExprError::MissingOperator { at: 2 },
        ExprError::MissingOperand { at: 7 },
        ExprError::NotInPuzzle {
            value: "5".into(),
            at: 1,
        },
        ExprError::UsedTooOften { value: 17, at: 12 },
        ExprError::NotUsed { value: 3 },
        ExprError::TooLong,
    ];
    covers(expr.iter().map(expr_kind), 12);
    for e in &expr {
        check_pair(e.text_in(Lang::En), e.text_in(Lang::Fr), e.to_string());
        let p = Problem::Expr(e.clone());
        check_pair(
            p.text_in(Lang::En),
            p.text_in(Lang::Fr),
            p.text_in(Lang::En),
        );
    }
    let eval = [
        EvalError::DivisionByZero,
        EvalError::ZeroToNegative,
        EvalError::ZeroToZero,
        EvalError::RootOfNegative,
        EvalError::NegativeToFraction,
        EvalError::TooLarge,
    ];
    covers(eval.iter().map(eval_kind), 6);
    for e in &eval {
        check_pair(e.text_in(Lang::En), e.text_in(Lang::Fr), e.to_string());
        let p = Problem::Eval(*e);
        check_pair(
            p.text_in(Lang::En),
            p.text_in(Lang::Fr),
            p.text_in(Lang::En),
        );
    }
    let puzzle = [
        PuzzleError::WrongCount { count: 2 },
        PuzzleError::NumberOutOfRange {
            position: 2,
            value: 25,
        },
        PuzzleError::TargetOutOfRange { value: 99 },
        PuzzleError::NotANumber { text: "x".into() },
        PuzzleError::BadCode { code: "ZZ9".into() },
    ];
    covers(puzzle.iter().map(puzzle_kind), 5);
    for e in &puzzle {
        check_pair(e.text_in(Lang::En), e.text_in(Lang::Fr), e.to_string());
    }
    let entry = [
        EntryError::NoSuchTile { index: 6 },
        EntryError::TileUsed { value: 17 },
        EntryError::UnknownKey { key: "log".into() },
        EntryError::Full,
    ];
    covers(entry.iter().map(entry_kind), 4);
    for e in &entry {
        check_pair(e.text_in(Lang::En), e.text_in(Lang::Fr), e.to_string());
    }
    let round = [
        RoundError::PlayerCount(9),
        RoundError::NotNow,
        RoundError::Entry(EntryError::TileUsed { value: 4 }),
        // The detail is the reader's own text, passed through as it is.
        RoundError::Damaged("EOF 1, 2".into()),
        RoundError::FutureVersion(7),
        RoundError::NotYourTurn,
        RoundError::ComputerSeat,
        RoundError::NoHints,
        RoundError::NoUndo,
        RoundError::Common(CommonRefusal::NoSeat),
    ];
    covers(round.iter().map(round_kind), 10);
    for e in &round {
        check_pair(e.text_in(Lang::En), e.text_in(Lang::Fr), e.to_string());
    }

    // A few exactly.
    assert_eq!(
        ExprError::UsedTooOften { value: 17, at: 12 }.text_in(Lang::Fr),
        "17 en position 12 sert plus de fois qu'il n'a été donné"
    );
    assert_eq!(
        EntryError::TileUsed { value: 17 }.text_in(Lang::Fr),
        "17 est déjà dans votre réponse\u{a0}: chaque nombre sert une seule fois"
    );
    assert_eq!(
        EntryError::Full.text_in(Lang::Fr),
        format!("la réponse est trop longue ({MAX_KEYS} touches au plus)")
    );
    assert_eq!(
        PuzzleError::WrongCount { count: 2 }.text_in(Lang::Fr),
        "un problème a 4, 5 ou 6 nombres, pas 2"
    );
    assert_eq!(
        Problem::Expr(ExprError::NotUsed { value: 3 }).text_in(Lang::Fr),
        "Le nombre 3 n'est pas utilisé."
    );
    assert_eq!(
        RoundError::NotNow.text_in(Lang::Fr),
        "ce n'est pas possible maintenant"
    );
}

#[test]
fn the_rules_page_covers_the_rulebook_in_both_languages() {
    for lang in [Lang::En, Lang::Fr] {
        let rules = guide::rules(lang);
        assert!(rules.len() >= 5);
        assert!(rules.iter().all(|p| p.len() > 40));
        let all = rules.join(" ");
        let words: Vec<&str> = all
            .split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty())
            .collect();
        // Every edge of the scoring bands, 2 to 1024, and the score out of 10.
        for n in 1..=10 {
            let edge = (1u32 << n).to_string();
            assert!(words.contains(&edge.as_str()), "{edge} missing in {lang:?}");
        }
        assert!(words.contains(&"10"));
        // The numbers' range, the target's range and the rulebook's worked examples.
        for n in [
            "1", "20", "100", "2000", "341", "399", "782", "793", "1836", "127",
        ] {
            assert!(words.contains(&n), "{n} missing in {lang:?}");
        }
        assert!(all.contains(lang.pick("three minutes", "trois minutes")));
        assert!(all.contains(lang.pick("exactly once", "exactement une fois")));
        assert!(!guide::title(lang).is_empty());
        assert!(guide::summary(lang).len() > 20);
    }
    assert_french(&guide::rules(Lang::Fr));
    assert_french(&[guide::title(Lang::Fr), guide::summary(Lang::Fr)]);
    assert_ne!(guide::rules(Lang::En), guide::rules(Lang::Fr));
    assert_eq!(guide::title(Lang::Fr), "Fers à cheval mathématiques");
}

//! Entering a Math Horseshoes answer with number tiles and keys: which tiles are used, what ⌫ and
//! C remove, refusals, display → value → provisional score, saves with an entry, and saves of
//! format 1 (typed answers only) loading from committed fixtures.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use proptest::prelude::*;
use tuffest_core::horseshoes::entry::{Entry, EntryError, Item, MAX_KEYS};
use tuffest_core::horseshoes::keys::{Key, KEYPAD};
use tuffest_core::horseshoes::parse::{parse, parse_free, ExprError};
use tuffest_core::horseshoes::round::{
    HorseshoesRound, Phase, RoundError, RoundEvent, RoundView, Screen, TileView, ROUND_MS,
};
use tuffest_core::horseshoes::solver::solve_best;
use tuffest_core::horseshoes::{judge, BinOp, Expr, Problem, Puzzle};
use tuffest_core::lang::Lang;

fn puzzle() -> Puzzle {
    Puzzle::new(&[1, 3, 4, 17], 341).unwrap()
}

fn solo() -> HorseshoesRound {
    let mut r = HorseshoesRound::new(puzzle(), vec!["Ana".into()]).unwrap();
    r.start_turn(0).unwrap();
    r
}

struct Writing {
    display: String,
    entry: Vec<String>,
    tiles: Vec<TileView>,
    valid_so_far: bool,
    problem: Option<String>,
    live: Option<(String, u32, String)>,
}

fn writing(v: &RoundView) -> Writing {
    match &v.screen {
        Screen::Writing {
            display,
            draft,
            entry,
            tiles,
            valid_so_far,
            draft_problem,
            live,
            ..
        } => {
            assert_eq!(draft, display);
            Writing {
                display: display.clone(),
                entry: entry.clone(),
                tiles: tiles.clone(),
                valid_so_far: *valid_so_far,
                problem: draft_problem.clone(),
                live: live
                    .as_ref()
                    .map(|l| (l.value.clone(), l.score, l.band.clone())),
            }
        }
        other => panic!("not writing: {other:?}"),
    }
}

fn used(v: &RoundView) -> Vec<bool> {
    writing(v).tiles.iter().map(|t| t.used).collect()
}

#[test]
fn tiles_are_used_by_pressing_and_freed_by_backspace_and_clear() {
    let mut r = solo();
    assert_eq!(used(&r.view(0)), [false; 4]);
    r.press_number(10, 3).unwrap();
    r.press_key(20, "+").unwrap();
    r.press_number(30, 1).unwrap();
    let w = writing(&r.view(30));
    assert_eq!(used(&r.view(30)), [false, true, false, true]);
    assert_eq!(w.display, "17 + 3");
    assert_eq!(w.entry, ["17", "+", "3"]);
    assert_eq!(w.tiles[3].value, 17);
    assert_eq!(w.tiles[3].index, 3);
    assert_eq!(w.tiles[3].spoken, "17, used");
    assert_eq!(w.tiles[0].spoken, "1");
    assert_eq!(r.view(30).status, "2 numbers still to use.");

    // A used tile is refused and the answer is unchanged.
    assert_eq!(
        r.press_number(40, 3),
        Err(RoundError::Entry(EntryError::TileUsed { value: 17 }))
    );
    assert_eq!(
        r.press_number(40, 4),
        Err(RoundError::Entry(EntryError::NoSuchTile { index: 4 }))
    );
    assert_eq!(writing(&r.view(40)).display, "17 + 3");

    // ⌫ removes the last item: the tile 3 is free again, 17 stays used.
    r.backspace(50).unwrap();
    assert_eq!(used(&r.view(50)), [false, false, false, true]);
    assert_eq!(writing(&r.view(50)).entry, ["17", "+"]);
    r.press_key(60, "back").unwrap();
    r.press_key(60, "⌫").unwrap();
    assert_eq!(used(&r.view(60)), [false; 4]);
    r.backspace(70).unwrap(); // nothing left: still fine
    assert!(writing(&r.view(70)).entry.is_empty());
    assert_eq!(writing(&r.view(70)).problem, None);

    // C empties the answer and frees every tile.
    for i in 0..4 {
        r.press_number(80, i).unwrap();
        if i < 3 {
            r.press_key(80, "×").unwrap();
        }
    }
    assert_eq!(used(&r.view(80)), [true; 4]);
    assert_eq!(r.view(80).status, "Every number is used.");
    r.clear_answer(90).unwrap();
    assert_eq!(used(&r.view(90)), [false; 4]);
    r.press_number(95, 0).unwrap();
    r.press_key(95, "clear").unwrap();
    assert!(writing(&r.view(95)).display.is_empty());
}

#[test]
fn duplicate_numbers_are_separate_tiles() {
    let p = Puzzle::new(&[5, 5, 3, 7], 200).unwrap();
    let mut r = HorseshoesRound::new(p, vec!["Ana".into()]).unwrap();
    r.start_turn(0).unwrap();
    r.press_number(1, 1).unwrap();
    assert_eq!(used(&r.view(1)), [false, true, false, false]);
    r.press_key(2, "*").unwrap();
    r.press_number(3, 0).unwrap();
    assert_eq!(used(&r.view(3)), [true, true, false, false]);
    assert_eq!(
        r.press_number(4, 0),
        Err(RoundError::Entry(EntryError::TileUsed { value: 5 }))
    );
    // Typed text fills the first free tiles with each value.
    r.set_answer(5, "5*5*(7+3)").unwrap();
    assert_eq!(used(&r.view(5)), [true; 4]);
    r.set_answer(6, "5*5*5").unwrap();
    let w = writing(&r.view(6));
    assert_eq!(used(&r.view(6)), [true, true, false, false]);
    assert!(!w.valid_so_far);
    assert_eq!(
        w.problem.as_deref(),
        Some("5 at position 9 is used more often than it was given.")
    );
}

#[test]
fn keys_build_the_rulebook_answer_with_its_value_and_score() {
    let mut r = solo();
    let v = r.view(0);
    let Screen::Writing { keys, .. } = &v.screen else {
        panic!()
    };
    let labels: Vec<&str> = keys.iter().map(|k| k.label.as_str()).collect();
    assert_eq!(labels, ["+", "−", "×", "÷", "^", "√", "(", ")", "⌫", "C"]);
    let ids: Vec<&str> = keys.iter().map(|k| k.key.as_str()).collect();
    assert_eq!(
        ids,
        ["+", "-", "*", "/", "^", "sqrt", "(", ")", "back", "clear"]
    );
    assert_eq!(keys[5].spoken, "square root of");
    assert_eq!(keys.len(), KEYPAD.len());

    // √((17 + 3)^4) − 1, pressed key by key (each key by its view name).
    let steps: &[(&str, Option<usize>)] = &[
        ("sqrt", None),
        ("(", None),
        ("(", None),
        ("", Some(3)),
        ("+", None),
        ("", Some(1)),
        (")", None),
        ("^", None),
        ("", Some(2)),
        (")", None),
        ("-", None),
    ];
    for (i, (key, tile)) in steps.iter().enumerate() {
        let t = 1_000 + i as u64;
        match tile {
            Some(index) => r.press_number(t, *index).unwrap(),
            None => r.press_key(t, key).unwrap(),
        }
        let w = writing(&r.view(t));
        assert!(w.valid_so_far, "after {:?}", w.entry);
        assert!(w.problem.is_some(), "not finished yet: {:?}", w.entry);
        assert!(w.live.is_none());
    }
    let w = writing(&r.view(2_000));
    assert_eq!(w.display, "√((17 + 3)^4) −");
    assert_eq!(
        w.problem.as_deref(),
        Some("A number or an opening parenthesis is missing at position 16.")
    );
    r.press_number(2_000, 0).unwrap();
    let w = writing(&r.view(2_000));
    assert_eq!(w.display, "√((17 + 3)^4) − 1");
    assert_eq!(
        w.entry,
        ["√", "(", "(", "17", "+", "3", ")", "^", "4", ")", "−", "1"]
    );
    assert_eq!(w.problem, None);
    assert_eq!(
        w.live,
        Some((
            "399".to_string(),
            5,
            "58 away from the target: between 32 and 64, so 10 − 5 = 5 points.".to_string()
        ))
    );
    let Screen::Writing { spoken, .. } = r.view(2_000).screen else {
        panic!()
    };
    assert_eq!(
        spoken,
        "square root of open parenthesis open parenthesis 17 plus 3 close parenthesis \
         to the power of 4 close parenthesis minus 1"
    );
    // The display is what is judged when time is called.
    assert_eq!(judge(&w.display, &puzzle()).score, 5);
    let ev = r.tick(ROUND_MS);
    assert!(ev.contains(&RoundEvent::RoundOver));
    assert_eq!(r.results()[0].answer, "√((17 + 3)^4) − 1");
    assert_eq!(r.results()[0].verdict.score, 5);
}

#[test]
fn a_live_value_can_be_irrational_and_mistakes_stop_validity() {
    let mut r = solo();
    r.set_answer(1, "(4÷3)^17").unwrap();
    let w = writing(&r.view(1));
    assert_eq!(
        w.problem.as_deref(),
        Some("The computing number 1 is not used.")
    );
    r.set_answer(2, "sqrt(17)*3*4+1").unwrap();
    let (value, score, band) = writing(&r.view(2)).live.unwrap();
    assert_eq!(value, "≈ 50.477");
    assert_eq!(score, 2);
    assert_eq!(
        band,
        "About 290.523 away from the target: between 256 and 512, so 10 − 8 = 2 points."
    );
    // A mistake: a closing parenthesis that was never opened; nothing added after it helps.
    r.set_answer(3, "17 + )").unwrap();
    let w = writing(&r.view(3));
    assert!(!w.valid_so_far);
    assert_eq!(
        w.problem.as_deref(),
        Some("The parenthesis closed at position 6 was never opened.")
    );
    r.press_number(4, 1).unwrap();
    assert!(!writing(&r.view(4)).valid_so_far);
    // A complete answer with no value: still well formed, but invalid.
    r.set_answer(5, "17 / (4 - 3 - 1)").unwrap();
    let w = writing(&r.view(5));
    assert!(w.valid_so_far && w.live.is_none());
    assert_eq!(
        w.problem.as_deref(),
        Some("The expression is invalid: it divides by zero.")
    );
}

#[test]
fn keys_are_refused_outside_a_running_turn_and_unknown_keys_are_refused() {
    let mut r = HorseshoesRound::new(puzzle(), vec!["Ana".into(), "Ben".into()]).unwrap();
    assert_eq!(r.press_number(0, 0), Err(RoundError::NotNow));
    assert_eq!(r.press_key(0, "+"), Err(RoundError::NotNow));
    assert_eq!(r.backspace(0), Err(RoundError::NotNow));
    assert_eq!(r.clear_answer(0), Err(RoundError::NotNow));
    r.start_turn(0).unwrap();
    assert_eq!(
        r.press_key(1, "log"),
        Err(RoundError::Entry(EntryError::UnknownKey {
            key: "log".into()
        }))
    );
    assert_eq!(
        r.press_key(1, "7"),
        Err(RoundError::Entry(EntryError::UnknownKey {
            key: "7".into()
        }))
    );
    r.press_number(1, 0).unwrap();
    r.pause(2);
    assert_eq!(r.press_number(3, 1), Err(RoundError::NotNow));
    assert_eq!(r.view(3).status, "Paused.");
    r.resume(10);
    r.press_key(11, "x").unwrap();
    assert_eq!(writing(&r.view(11)).display, "1 ×");
    // Time is up but not yet ticked: no more edits.
    assert_eq!(r.press_number(10 + ROUND_MS, 1), Err(RoundError::NotNow));
    assert_eq!(r.view(10 + ROUND_MS).status, "Time is up!");
    r.tick(10 + ROUND_MS);
    // Ben's turn starts with an empty answer and every tile free.
    assert!(matches!(r.phase(), Phase::HandOver { player: 1 }));
    r.start_turn(500_000).unwrap();
    assert_eq!(used(&r.view(500_000)), [false; 4]);
    assert_eq!(r.results().len(), 0);
}

#[test]
fn an_answer_is_never_longer_than_the_limit() {
    let mut r = solo();
    for _ in 0..MAX_KEYS {
        r.press_key(1, "(").unwrap();
    }
    assert_eq!(
        r.press_key(1, "("),
        Err(RoundError::Entry(EntryError::Full))
    );
    let w = writing(&r.view(1));
    assert_eq!(w.entry.len(), MAX_KEYS);
    assert!(w.valid_so_far);
    r.set_answer(2, &"(".repeat(5000)).unwrap();
    assert_eq!(writing(&r.view(2)).entry.len(), MAX_KEYS);
}

#[test]
fn a_save_keeps_the_entry_and_the_tiles_pressed() {
    let p = Puzzle::new(&[5, 5, 3, 7], 200).unwrap();
    let mut r = HorseshoesRound::new(p, vec!["Ana".into(), "Ben".into()]).unwrap();
    r.start_turn(0).unwrap();
    r.press_number(1, 1).unwrap();
    r.press_key(2, "×").unwrap();
    r.press_key(3, "(").unwrap();
    r.pause(4);
    let saved = r.save();
    assert!(saved.contains("\"entries\""), "{saved}");
    let mut back = HorseshoesRound::load(&saved).unwrap();
    assert_eq!(back, r);
    assert_eq!(back.view(9), r.view(9));
    assert_eq!(used(&back.view(9)), [false, true, false, false]);
    back.resume(100);
    back.press_number(101, 0).unwrap();
    back.press_key(102, "+").unwrap();
    back.press_number(103, 3).unwrap();
    back.press_key(104, ")").unwrap();
    back.press_key(105, "-").unwrap();
    back.press_number(106, 2).unwrap();
    let w = writing(&back.view(107));
    assert_eq!(w.display, "5 × (5 + 7) − 3");
    assert_eq!(w.live.as_ref().map(|l| l.1), Some(10 - 7));
    // ⌫ after a restore still frees the right tile.
    back.backspace(108).unwrap();
    assert_eq!(used(&back.view(108)), [true, true, false, true]);
    // A save whose entry uses a tile twice, or one that does not exist, is refused.
    let twice = saved.replace("{\"Tile\":1}", "{\"Tile\":1},{\"Tile\":1}");
    assert_ne!(twice, saved);
    assert!(matches!(
        HorseshoesRound::load(&twice),
        Err(RoundError::Damaged(_))
    ));
    let missing = saved.replace("{\"Tile\":1}", "{\"Tile\":9}");
    assert!(matches!(
        HorseshoesRound::load(&missing),
        Err(RoundError::Damaged(_))
    ));
}

#[test]
fn a_format_1_save_while_writing_loads_with_its_typed_answers_as_keys() {
    let text = include_str!("fixtures/horseshoes/v1_writing.json");
    assert!(!text.contains("entries"));
    let mut r = HorseshoesRound::load(text).unwrap();
    assert_eq!(r.phase(), &Phase::Writing { player: 1 });
    let v = r.view(0);
    assert!(v.paused);
    assert_eq!(v.remaining_ms, ROUND_MS - 10_000);
    let w = writing(&v);
    assert_eq!(w.display, "(4 ÷ 3)^(17 +");
    assert_eq!(used(&v), [false, true, true, true]);
    assert!(w.valid_so_far);
    r.resume(100);
    r.press_number(101, 0).unwrap();
    r.press_key(102, ")").unwrap();
    let w = writing(&r.view(103));
    assert_eq!(w.display, "(4 ÷ 3)^(17 + 1)");
    assert_eq!(
        w.live.as_ref().map(|l| (l.0.as_str(), l.1)),
        Some(("≈ 177.377", 3))
    );
    r.submit(104).unwrap();
    let scores: Vec<u32> = r.results().iter().map(|x| x.verdict.score).collect();
    assert_eq!(scores, [5, 3]);
    assert_eq!(r.results()[0].answer, "√((17 + 3)^4) − 1");
    // Saved again, it is the new shape and loads back the same.
    let again = HorseshoesRound::load(&r.save()).unwrap();
    assert_eq!(again, r);
}

#[test]
fn a_format_1_revealed_save_loads_with_its_verdicts_complete() {
    let text = include_str!("fixtures/horseshoes/v1_revealed.json");
    let r = HorseshoesRound::load(text).unwrap();
    assert_eq!(r.phase(), &Phase::Revealed);
    let results = r.results();
    assert_eq!(results[0].verdict.score, 5);
    assert!(results.iter().all(|x| x.verdict.is_complete()));
    assert_eq!(
        results[1].verdict.problem,
        Some(Problem::Expr(ExprError::UsedTooOften { value: 17, at: 12 }))
    );
    let Screen::Reveal {
        results,
        best_expression,
        best_value,
        best_score,
        ..
    } = r.view(0).screen
    else {
        panic!()
    };
    assert_eq!(results[0].value.as_deref(), Some("399"));
    assert_eq!(best_expression.as_deref(), Some("3 + (1 + 17)^√4"));
    assert_eq!(best_value.as_deref(), Some("327"));
    assert_eq!(best_score, Some(7));
    assert_eq!(r.view(0).status, "Ana wins with 5 points.");
    let Screen::Reveal { best_spoken, .. } = r.view_in(0, Lang::Fr).screen else {
        panic!()
    };
    assert_eq!(
        best_spoken.as_deref(),
        Some(
            "3 plus parenthèse ouvrante 1 plus 17 parenthèse fermante puissance racine carrée de 4"
        )
    );
}

/// The solver's best answers, written from the tree (the reveal's expression and its spoken
/// form), read back to the same tree and say what the same answer entered with the keys says.
#[test]
fn a_tree_is_written_and_spoken_as_its_keys_are() {
    let p = puzzle();
    let mut powers = 0;
    for target in (1..=400).step_by(19) {
        let best = solve_best(p.numbers(), target).unwrap().expr;
        let symbols = best.symbols();
        assert_eq!(parse(&symbols, &p).unwrap(), best, "{symbols}");
        assert_eq!(parse(&best.to_string(), &p).unwrap(), best, "{best}");
        let entry = Entry::read(&symbols, &p);
        assert_eq!(entry.display(&p), symbols);
        for lang in [Lang::En, Lang::Fr] {
            assert_eq!(best.spoken(lang), entry.spoken(&p, lang), "{symbols}");
        }
        powers += usize::from(symbols.contains('^'));
    }
    assert!(powers > 0, "some best answers use a power");
}

const PIECES: &[&str] = &[
    "1", "3", "4", "17", "2", "0", "01", "+", "-", "*", "/", "^", "√", "sqrt", "(", ")", " ", "−",
    "×", "÷", "x", "xy", "!", "[", "]", "c", "13", "s",
];

/// Random answers' trees: computing numbers, the five operations and roots, a few levels deep.
fn trees() -> impl Strategy<Value = Expr> {
    let leaf = (1u32..=20).prop_map(Expr::Num);
    leaf.prop_recursive(4, 16, 2, |inner| {
        prop_oneof![
            inner.clone().prop_map(Expr::root),
            (0usize..5, inner.clone(), inner).prop_map(|(k, a, b)| {
                let op = [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div, BinOp::Pow][k];
                Expr::bin(op, a, b)
            }),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// The shared tree's written forms (rulebook signs and typed ASCII, the fewest
    /// parentheses) read back to the same tree, and its spoken form is what the same answer
    /// entered with the keys says.
    #[test]
    fn a_tree_reads_back_from_what_it_writes(tree in trees()) {
        let symbols = tree.symbols();
        prop_assert_eq!(parse_free(&symbols), Ok(tree.clone()), "{}", symbols);
        prop_assert_eq!(parse_free(&tree.to_string()), Ok(tree.clone()), "{}", tree);
        let p = puzzle();
        let entry = Entry::read(&symbols, &p);
        prop_assert_eq!(entry.display(&p), symbols.clone());
        for lang in [Lang::En, Lang::Fr] {
            prop_assert_eq!(tree.spoken(lang), entry.spoken(&p, lang));
        }
    }

    /// Typed text read into keys is judged exactly as the text itself.
    #[test]
    fn keys_read_from_text_judge_like_the_text(idx in proptest::collection::vec(0..PIECES.len(), 0..16)) {
        let p = puzzle();
        let text: String = idx.iter().map(|&i| PIECES[i]).collect();
        let entry = Entry::read(&text, &p);
        let direct = judge(&text, &p);
        let keyed = entry.check(&p).verdict;
        prop_assert_eq!(direct.valid, keyed.valid, "{} / {}", text, entry.display(&p));
        prop_assert_eq!(direct.score, keyed.score);
        prop_assert_eq!(direct.exact, keyed.exact);
    }

    /// "Valid so far" is exactly "no mistake yet": a complete answer has none, a mistake stays
    /// whatever is added after it, and without one the only problems are unfinished ones.
    #[test]
    fn valid_so_far_means_no_mistake_yet(
        a in proptest::collection::vec(0..PIECES.len(), 0..12),
        b in proptest::collection::vec(0..PIECES.len(), 0..6),
    ) {
        let p = puzzle();
        let prefix = Entry::read(&a.iter().map(|&i| PIECES[i]).collect::<String>(), &p);
        let display = prefix.display(&p);
        match prefix.mistake(&p) {
            Some(m) => {
                prop_assert!(parse(&display, &p).is_err());
                // Items after the prefix never change an earlier mistake.
                let mut longer = prefix.clone();
                for item in Entry::read(&b.iter().map(|&i| PIECES[i]).collect::<String>(), &p).items() {
                    if let Item::Tile(_) = item { continue; }
                    if let Some(k) = key_of(item) { longer.press(k).unwrap(); }
                }
                prop_assert_eq!(longer.mistake(&p), Some(m));
            }
            None => match parse(&display, &p) {
                Ok(_) => {}
                Err(e) => prop_assert!(e.is_unfinished(&display) || e == ExprError::TooLong,
                    "{:?} for {:?}", e, display),
            },
        }
    }
}

fn key_of(item: &Item) -> Option<Key> {
    match item {
        Item::Op(op) => Some(Key::of_op(*op)),
        Item::Sqrt => Some(Key::Sqrt),
        Item::Open => Some(Key::Open),
        Item::Close => Some(Key::Close),
        _ => None,
    }
}

//! Every game's rules page exists in English and French, paragraph for paragraph, with the same
//! numbers in both languages and no paragraph left untranslated.

use tuffest_core::crossword::kids::guide as kids;
use tuffest_core::lang::Lang;
use tuffest_core::{boxes, chips, crossword::pytagora, horseshoes, mathable, tournament};

type Page = fn(Lang) -> Vec<String>;

fn numbers(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn every_rules_page_is_in_both_languages_with_the_same_numbers() {
    let pages: [(&str, Page); 8] = [
        ("horseshoes", horseshoes::guide::rules),
        ("boxes", boxes::guide::rules),
        ("chips", chips::guide::rules),
        ("mathable", mathable::guide::rules),
        ("pytagora", pytagora::guide::rules),
        ("tournament", tournament::guide::rules),
        ("up and down", kids::up_and_down::rules),
        ("tables", kids::tables::rules),
    ];
    for (game, rules) in pages {
        let (en, fr) = (rules(Lang::En), rules(Lang::Fr));
        assert!(en.len() >= 3, "{game}: a real page");
        assert_eq!(en.len(), fr.len(), "{game}");
        for (e, f) in en.iter().zip(&fr) {
            assert_ne!(e, f, "{game}: untranslated paragraph {e}");
            assert_eq!(numbers(e), numbers(f), "{game}: {e} / {f}");
        }
    }
    for summary in [
        boxes::guide::summary,
        chips::guide::summary,
        mathable::guide::summary,
        pytagora::guide::summary,
        tournament::guide::summary,
        kids::up_and_down::summary,
        kids::tables::summary,
    ] {
        assert_ne!(summary(Lang::En), summary(Lang::Fr));
    }
    assert_eq!(boxes::guide::title(Lang::Fr), "Le jeu des petits carrés");
}

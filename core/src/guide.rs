//! Every game's rules page by its id: one place for the shells and the terminal to ask for a
//! game's title, summary and rules, whichever the game.

use crate::crossword::{french, kids, pytagora};
use crate::kit::GameId;
use crate::lang::Lang;
use crate::{boxes, chips, horseshoes, mathable, tournament, tuf};

/// A game's rules page as the shells show it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GuidePage {
    /// The game's title.
    pub title: String,
    /// The game in a sentence.
    pub summary: String,
    /// The rules, paragraph by paragraph.
    pub rules: Vec<String>,
}

/// The rules page of `game` in `lang` (every game has one; the `Option` is kept for the
/// boundary's callers). TUF's page is the rulebook's first game (each TUF game also has its own page:
/// [`tuf::guide`]).
pub fn page(game: GameId, lang: Lang) -> Option<GuidePage> {
    let (title, summary, rules) = match game {
        GameId::Tuf => {
            let g = tuf::games::Game::G1;
            (
                tuf::guide::title(g, lang),
                tuf::guide::summary(g, lang),
                tuf::guide::rules(g, lang),
            )
        }
        GameId::Horseshoes => (
            horseshoes::guide::title(lang),
            horseshoes::guide::summary(lang),
            horseshoes::guide::rules(lang),
        ),
        GameId::Boxes => (
            boxes::guide::title(lang),
            boxes::guide::summary(lang),
            boxes::guide::rules(lang),
        ),
        GameId::Chips => (
            chips::guide::title(lang),
            chips::guide::summary(lang),
            chips::guide::rules(lang),
        ),
        GameId::Tournament => (
            tournament::guide::title(lang),
            tournament::guide::summary(lang),
            tournament::guide::rules(lang),
        ),
        GameId::Mathable => (
            mathable::guide::title(lang),
            mathable::guide::summary(lang),
            mathable::guide::rules(lang),
        ),
        GameId::Pytagora => (
            pytagora::guide::title(lang),
            pytagora::guide::summary(lang),
            pytagora::guide::rules(lang),
        ),
        GameId::UpAndDown => (
            kids::guide::up_and_down_title(lang),
            kids::guide::up_and_down_summary(lang),
            kids::guide::up_and_down_rules(lang),
        ),
        GameId::Tables => (
            kids::guide::tables_title(lang),
            kids::guide::tables_summary(lang),
            kids::guide::tables_rules(lang),
        ),
        GameId::Crossword => (
            french::guide::title(lang),
            french::guide::summary(lang),
            french::guide::rules(lang),
        ),
    };
    Some(GuidePage {
        title,
        summary,
        rules,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_game_has_a_page_in_both_languages() {
        for game in GameId::ALL {
            let (Some(en), Some(fr)) = (page(game, Lang::En), page(game, Lang::Fr)) else {
                panic!("{game:?} has no page");
            };
            assert!(!en.title.is_empty() && !en.summary.is_empty(), "{game:?}");
            assert!(en.rules.len() >= 2, "{game:?}");
            assert_eq!(en.rules.len(), fr.rules.len(), "{game:?}");
            assert_ne!(en.summary, fr.summary, "{game:?}");
        }
        assert_eq!(
            page(GameId::Boxes, Lang::En).map(|p| p.title),
            Some("Dots and Boxes".into())
        );
    }
}

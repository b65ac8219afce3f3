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

/// The rules page of `game` in `language` (every game has one; the `Option` is kept for the
/// boundary's callers). TUF's page is the rulebook's first game (each TUF game also has its own page:
/// [`tuf::guide`]).
#[cfg_attr(feature = "uniffi", uniffi::export(name = "game_guide"))]
pub fn page(game: GameId, language: Lang) -> Option<GuidePage> {
    let (title, summary, rules) = match game {
        GameId::Tuf => {
            let g = tuf::games::Game::G1;
            (
                tuf::guide::title(g, language),
                tuf::guide::summary(g, language),
                tuf::guide::rules(g, language),
            )
        }
        GameId::Horseshoes => (
            horseshoes::guide::title(language),
            horseshoes::guide::summary(language),
            horseshoes::guide::rules(language),
        ),
        GameId::Boxes => (
            boxes::guide::title(language),
            boxes::guide::summary(language),
            boxes::guide::rules(language),
        ),
        GameId::Chips => (
            chips::guide::title(language),
            chips::guide::summary(language),
            chips::guide::rules(language),
        ),
        GameId::Tournament => (
            tournament::guide::title(language),
            tournament::guide::summary(language),
            tournament::guide::rules(language),
        ),
        GameId::Mathable => (
            mathable::guide::title(language),
            mathable::guide::summary(language),
            mathable::guide::rules(language),
        ),
        GameId::Pytagora => (
            pytagora::guide::title(language),
            pytagora::guide::summary(language),
            pytagora::guide::rules(language),
        ),
        GameId::UpAndDown => (
            kids::guide::up_and_down_title(language),
            kids::guide::up_and_down_summary(language),
            kids::guide::up_and_down_rules(language),
        ),
        GameId::Tables => (
            kids::guide::tables_title(language),
            kids::guide::tables_summary(language),
            kids::guide::tables_rules(language),
        ),
        GameId::Crossword => (
            french::guide::title(language),
            french::guide::summary(language),
            french::guide::rules(language),
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

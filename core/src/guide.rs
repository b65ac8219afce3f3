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

/// A game's page from its guide module's `title`, `summary` and `rules`, in `language`.
macro_rules! page_of {
    ($($guide:ident)::+, $language:expr) => {
        GuidePage {
            title: $($guide)::+::title($language),
            summary: $($guide)::+::summary($language),
            rules: $($guide)::+::rules($language),
        }
    };
}

/// The rules page of `game` in `language` (every game has one; the `Option` is kept for the
/// boundary's callers). TUF's page is the rulebook's first game (each TUF game also has its own page:
/// [`tuf::guide`]).
#[cfg_attr(feature = "uniffi", uniffi::export(name = "game_guide"))]
pub fn page(game: GameId, language: Lang) -> Option<GuidePage> {
    let tuf_game = tuf::games::Game::G1;
    Some(match game {
        GameId::Tuf => GuidePage {
            title: tuf::guide::title(tuf_game, language),
            summary: tuf::guide::summary(tuf_game, language),
            rules: tuf::guide::rules(tuf_game, language),
        },
        GameId::Horseshoes => page_of!(horseshoes::guide, language),
        GameId::Boxes => page_of!(boxes::guide, language),
        GameId::Chips => page_of!(chips::guide, language),
        GameId::Tournament => page_of!(tournament::guide, language),
        GameId::Mathable => page_of!(mathable::guide, language),
        GameId::Pytagora => page_of!(pytagora::guide, language),
        GameId::UpAndDown => page_of!(kids::guide::up_and_down, language),
        GameId::Tables => page_of!(kids::guide::tables, language),
        GameId::Crossword => page_of!(french::guide, language),
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

//! Every game's rules page by its id: one place for the shells and the terminal to ask for a
//! game's title, summary and rules, whichever the game; and the whole rules book the rules
//! screens list ([`book`]).

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

/// A game's title in `language`, as its rules page and its history name it (TUF's is the
/// family's, "TUF"; each TUF game's is [`tuf::guide::title`]).
pub fn title(game: GameId, language: Lang) -> String {
    match game {
        GameId::Tuf => "TUF".into(),
        GameId::Horseshoes => horseshoes::guide::title(language),
        GameId::Boxes => boxes::guide::title(language),
        GameId::Chips => chips::guide::title(language),
        GameId::Tournament => tournament::guide::title(language),
        GameId::Mathable => mathable::guide::title(language),
        GameId::Pytagora => pytagora::guide::title(language),
        GameId::UpAndDown => kids::guide::up_and_down::title(language),
        GameId::Tables => kids::guide::tables::title(language),
        GameId::Crossword => french::guide::title(language),
    }
}

/// One page of the rules book ([`book`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RulesPage {
    /// The page's id, for a game's screen to open it: a TUF game's code (`1`, `1A`, `1C(b)`, …),
    /// `orange` (the constant cube) or a kit game's id (`horseshoes`, `boxes`, …,
    /// [`GameId::as_str`]).
    pub id: String,
    /// The page's tab: the TUF game's code, `π %` for the constant cube, else the game's title.
    pub tab: String,
    /// The page.
    pub page: GuidePage,
}

/// The rules book in `language`, as every rules screen lists it: each of TUF's games (its own
/// page), the constant cube, then the kit's other games in the kit's order ([`GameId::ALL`]).
#[cfg_attr(feature = "uniffi", uniffi::export(name = "rules_book"))]
pub fn book(language: Lang) -> Vec<RulesPage> {
    let mut pages: Vec<RulesPage> = (tuf::games::Game::ALL.iter())
        .map(|&g| RulesPage {
            id: g.code().to_string(),
            tab: g.code().to_string(),
            page: GuidePage {
                title: tuf::guide::title(g, language),
                summary: tuf::guide::summary(g, language),
                rules: tuf::guide::rules(g, language),
            },
        })
        .collect();
    pages.push(RulesPage {
        id: "orange".into(),
        tab: "π %".into(),
        page: GuidePage {
            title: language
                .pick("The constant cube", "Le cube constant")
                .into(),
            summary: language
                .pick(
                    "The orange constant cube's faces: %, π, log, tan, χ and j.",
                    "Les faces du cube constant orange : %, π, log, tan, χ et j.",
                )
                .into(),
            rules: tuf::guide::constant_cube_rules(language),
        },
    });
    for game in GameId::ALL.into_iter().filter(|g| *g != GameId::Tuf) {
        if let Some(page) = page(game, language) {
            pages.push(RulesPage {
                id: game.as_str().into(),
                tab: page.title.clone(),
                page,
            });
        }
    }
    pages
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

    #[test]
    fn the_rules_book_holds_every_page_once_in_order() {
        for lang in [Lang::En, Lang::Fr] {
            let book = book(lang);
            let ids: Vec<&str> = book.iter().map(|p| p.id.as_str()).collect();
            assert_eq!(
                ids,
                [
                    "1",
                    "1A",
                    "1B",
                    "1C(a)",
                    "1C(b)",
                    "1C(c)",
                    "2",
                    "2A",
                    "3",
                    "4",
                    "5",
                    "6",
                    "orange",
                    "horseshoes",
                    "boxes",
                    "chips",
                    "tournament",
                    "mathable",
                    "pytagora",
                    "updown",
                    "tables",
                    "crossword"
                ]
            );
            for p in &book {
                assert!(
                    !p.page.title.is_empty() && !p.page.rules.is_empty(),
                    "{}",
                    p.id
                );
                assert!(!p.page.summary.is_empty() && !p.tab.is_empty(), "{}", p.id);
            }
        }
        let fr = book(Lang::Fr);
        let constant = fr.iter().find(|p| p.id == "orange").map(|p| &p.page);
        assert_eq!(constant.map(|p| p.title.as_str()), Some("Le cube constant"));
        let boxes = fr.iter().find(|p| p.id == "boxes");
        assert_eq!(
            boxes.map(|p| p.tab.as_str()),
            Some("Le jeu des petits carrés")
        );
        for game in GameId::ALL.into_iter().filter(|g| *g != GameId::Tuf) {
            let page = fr
                .iter()
                .find(|p| p.id == game.as_str())
                .map(|p| &p.page.title);
            assert_eq!(page, Some(&title(game, Lang::Fr)), "{game:?}");
        }
        assert_eq!(
            fr[3].page.rules,
            tuf::guide::rules(tuf::games::Game::G1Ca, Lang::Fr)
        );
    }
}

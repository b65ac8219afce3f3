//! What a home screen says of a saved game, whichever the game: its title and one line about
//! where it stands ("Round 2 of 5 · Ann, Ben"), in the player's language. Both apps' "continue"
//! entries and the terminal's resume row show it as it is.

use crate::any_game::{AnyGame, AnyView};
use crate::guide;
use crate::kit::GameId;
use crate::lang::Lang;

/// A saved game as a "continue" entry shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SavedSummary {
    /// Which game.
    pub game: GameId,
    /// Its title (a TUF game's own, "Game 1 · Basic game"; Up and down's and Pytagora's their variant's).
    pub title: String,
    /// Where it stands: the round and the players, the scores, or the game's status line.
    pub detail: String,
}

impl AnyGame {
    /// What a "continue" entry says of this game, in `lang`.
    pub fn summary(&self, lang: Lang) -> SavedSummary {
        let scores = |names: &[String], scores: Vec<String>| {
            (names.iter().zip(scores))
                .map(|(n, s)| format!("{n} {s}"))
                .collect::<Vec<_>>()
                .join(" – ")
        };
        let game = self.id();
        let mut title = guide::title(game, lang);
        let view = self.view(0, lang);
        let detail = match (self, &view) {
            (AnyGame::Tuf(m), AnyView::Tuf(v)) => {
                title = crate::tuf::guide::title(m.config().game, lang);
                let names: Vec<&str> = v.players.iter().map(|p| p.name.as_str()).collect();
                let (r, n) = (v.round, v.rounds);
                let round = match lang {
                    Lang::En => format!("Round {r} of {n}"),
                    Lang::Fr => format!("Manche {r} sur {n}"),
                };
                format!("{round} · {}", names.join(", "))
            }
            (AnyGame::Horseshoes(h), _) => {
                let p = h.puzzle();
                let numbers: Vec<String> = p.numbers().iter().map(u32::to_string).collect();
                let target = lang.pick("Target", "Cible");
                format!("{target} {} · {}", p.target(), numbers.join(" "))
            }
            (_, AnyView::Boxes(v)) => {
                let side = lang.pick("dots a side", "points de côté");
                let s = v.scores.iter().map(u32::to_string).collect();
                format!("{} {side} · {}", v.dots, scores(&v.names, s))
            }
            (_, AnyView::Chips(v)) => {
                let names: Vec<String> = self.seats().iter().map(|s| s.name.clone()).collect();
                scores(&names, vec![v.yellow.to_string(), v.red.to_string()])
            }
            (_, AnyView::Mathable(v)) => {
                let names: Vec<String> = v.players.iter().map(|p| p.name.clone()).collect();
                scores(
                    &names,
                    v.players.iter().map(|p| p.score.to_string()).collect(),
                )
            }
            (_, AnyView::UpAndDown(v)) => {
                title.clone_from(&v.title);
                v.status.clone()
            }
            (_, AnyView::Pytagora(v)) => {
                title.clone_from(&v.title);
                v.status.clone()
            }
            (_, AnyView::Tables(v)) => v.status.clone(),
            (_, AnyView::Crossword(v)) => v.status.clone(),
            (_, AnyView::Tournament(v)) => v.status.clone(),
            // A game always has its own view; these two are here for the match to be whole.
            (_, AnyView::Tuf(v)) => v.status.clone(),
            (_, AnyView::Horseshoes(v)) => v.status.clone(),
        };
        SavedSummary {
            game,
            title,
            detail,
        }
    }
}

/// What a "continue" entry says of the save `text`, in `language`; `None` when the save does
/// not load (a damaged save is not offered: loading it says why).
#[cfg_attr(feature = "uniffi", uniffi::export(name = "saved_game_summary"))]
pub fn summary_of(text: String, language: Lang) -> Option<SavedSummary> {
    AnyGame::load(&text, language)
        .ok()
        .map(|g| g.summary(language))
}

//! The history: each game's statistics per player and its Hall of Fame per number of players,
//! read from the SQLite store (the data directory's, or `--db PATH`).

use super::paint::{self, Palette};
use super::Input;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::Frame;
use std::path::Path;
use tuffest_core::history::{game_title, variant_words, HistoryStore};
use tuffest_core::lang::Lang;

/// The history, read once when the screen opens.
pub struct HistoryScreen {
    lines: Vec<String>,
    scroll: u16,
    lang: Lang,
}

impl HistoryScreen {
    /// Reads the store at `db`; a missing or damaged store says so (nothing is changed).
    pub fn open(db: Option<&Path>, lang: Lang) -> HistoryScreen {
        let lines = match db {
            None => vec![lang
                .pick(
                    "No data directory on this system: use --db PATH.",
                    "Aucun dossier de données : utilisez --db CHEMIN.",
                )
                .to_string()],
            Some(path) if !path.exists() => vec![match lang {
                Lang::En => format!("No games yet ({}).", path.display()),
                Lang::Fr => format!("Aucune partie pour l'instant ({}).", path.display()),
            }],
            Some(path) => match HistoryStore::open(path) {
                Ok(store) => read(&store, lang),
                Err(e) => vec![format!("{}: {e}", path.display())],
            },
        };
        HistoryScreen {
            lines,
            scroll: 0,
            lang,
        }
    }

    /// ↑ ↓ scroll; any other key leaves (`false`).
    pub fn key(&mut self, input: &Input) -> bool {
        match input {
            Input::Key(KeyCode::Down, _) => self.scroll = self.scroll.saturating_add(1),
            Input::Key(KeyCode::Up, _) => self.scroll = self.scroll.saturating_sub(1),
            Input::Key(_, _) => return false,
            _ => {}
        }
        true
    }

    /// Draws the page.
    pub fn draw(&self, f: &mut Frame, area: Rect, p: Palette) {
        let title = self
            .lang
            .pick(" History and Hall of Fame ", " Historique et palmarès ");
        paint::page(f, area, p, title, &self.lines, self.scroll, self.lang);
    }
}

fn read(store: &HistoryStore, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    for game in tuffest_core::kit::GameId::ALL {
        let id = game.as_str();
        let name = game_title(id, lang);
        let stats = match store.game_stats(id, true) {
            Ok(s) => s,
            Err(e) => {
                lines.push(format!("{name}: {e}"));
                continue;
            }
        };
        if stats.is_empty() {
            continue;
        }
        lines.push(format!("== {name} =="));
        let [played, won, best, streak, longest] = match lang {
            Lang::En => ["played", "won", "best", "streak", "longest"],
            Lang::Fr => ["jouées", "gagnées", "record", "série", "plus longue"],
        };
        for s in &stats {
            let top = (s.best_match.as_ref()).map_or("—".into(), |b| b.total.to_string());
            lines.push(format!(
                "  {:<14} {} {played}, {} {won}, {best} {top}, {streak} {} ({longest} {})",
                s.player.name, s.games_played, s.wins, s.current_win_streak, s.longest_win_streak
            ));
        }
        for players in 1..=4 {
            let Ok(fame) = store.hall_of_fame(id, players, 5, true) else {
                continue;
            };
            if fame.is_empty() {
                continue;
            }
            lines.push(match lang {
                Lang::En => format!("  Hall of Fame, {players} player(s):"),
                Lang::Fr => format!("  Palmarès, {players} joueur(s) :"),
            });
            for e in fame {
                let variant = variant_words(id, &e.variant, lang);
                lines.push(format!(
                    "    {}. {} {} ({variant})",
                    e.rank, e.player.name, e.total
                ));
            }
        }
    }
    if lines.is_empty() {
        lines.push(
            lang.pick("No finished games yet.", "Aucune partie terminée.")
                .to_string(),
        );
    }
    lines
}

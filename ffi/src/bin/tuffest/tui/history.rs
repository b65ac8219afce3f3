//! The history: each game's statistics per player and its Hall of Fame per number of players,
//! read from the SQLite store (the data directory's, or `--db PATH`).

use super::paint::{self, Palette};
use super::Input;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::Frame;
use std::path::Path;
use tuffest_core::history::HistoryStore;
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

/// The core's history pages as lines: each game with matches, its players' statistics and its
/// Hall of Fame, then the recent matches.
fn read(store: &HistoryStore, lang: Lang) -> Vec<String> {
    let pages = match store.pages(lang) {
        Ok(p) => p,
        Err(e) => return vec![e.to_string()],
    };
    let mut lines: Vec<String> = pages.notice.into_iter().collect();
    let [played, won, best, streak, longest] = match lang {
        Lang::En => ["played", "won", "best", "streak", "longest"],
        Lang::Fr => ["jouées", "gagnées", "record", "série", "plus longue"],
    };
    for game in pages.games.iter().filter(|g| !g.stats.is_empty()) {
        lines.push(format!("== {} ==", game.title));
        for s in &game.stats {
            lines.push(format!(
                "  {:<14} {} {played}, {} {won}, {best} {}, {streak} {} ({longest} {})",
                s.player, s.played, s.wins, s.best_match, s.streak, s.longest_streak
            ));
        }
        for table in &game.fame {
            lines.push(format!("  {}:", table.heading));
            for e in &table.entries {
                lines.push(format!(
                    "    {}. {} {} ({})",
                    e.rank, e.player, e.total, e.variant
                ));
            }
        }
    }
    if !pages.recent.is_empty() {
        lines.push(format!(
            "== {} ==",
            lang.pick("Recent games", "Parties récentes")
        ));
    }
    for m in &pages.recent {
        lines.push(format!(
            "  {} {} · {}",
            day(m.started_at_ms),
            m.game,
            m.result
        ));
    }
    if lines.is_empty() {
        lines.push(
            lang.pick("No finished games yet.", "Aucune partie terminée.")
                .to_string(),
        );
    }
    lines
}

/// The day a match started, `YYYY-MM-DD` in UTC (the days-from-civil algorithm, backwards).
fn day(ms: i64) -> String {
    let z = ms.div_euclid(86_400_000) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

#[cfg(test)]
mod tests {
    use super::{day, HistoryScreen};
    use tuffest_core::history::{
        FinishedMatch, HistoryStore, MatchPlayer, RoundEntry, RoundRecord,
    };
    use tuffest_core::lang::Lang;

    #[test]
    fn the_page_lists_statistics_hall_of_fame_and_recent_games() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("h.sqlite");
        let mut store = HistoryStore::open(&db).unwrap();
        let entry = |score| RoundEntry {
            score,
            equation: "1+2=3".into(),
            valid: true,
            hints_used: 0,
        };
        let player = |name: &str, total| MatchPlayer {
            name: name.into(),
            is_computer: false,
            computer_strength: None,
            total,
        };
        store
            .record(&FinishedMatch {
                game: "tuf".into(),
                variant: "solitaire".into(),
                settings_json: "{}".into(),
                started_at_ms: 1_700_000_000_000,
                duration_ms: 60_000,
                finished: true,
                players: vec![player("Ann", 5)],
                rounds: vec![RoundRecord {
                    duration_ms: 60_000,
                    code: "code".into(),
                    entries: vec![entry(5)],
                }],
                winners: vec![0],
                par: None,
            })
            .unwrap();
        store.close().unwrap();
        let page = HistoryScreen::open(Some(&db), Lang::Fr).lines;
        assert_eq!(page[0], "== TUF ==");
        assert!(page[1].contains("Ann") && page[1].contains("1 jouées, 1 gagnées, record 5"));
        assert_eq!(page[2], "  En solitaire:");
        assert_eq!(page[3], "    1. Ann 5 (seul)");
        assert_eq!(page[4], "== Parties récentes ==");
        assert_eq!(page[5], "  2023-11-14 TUF · seul · ★ Ann 5");
        assert_eq!(page.len(), 6);
        let none = HistoryScreen::open(Some(&dir.path().join("none.sqlite")), Lang::En).lines;
        assert!(none[0].starts_with("No games yet"), "{none:?}");
    }

    #[test]
    fn days_are_read_from_unix_milliseconds() {
        assert_eq!(day(0), "1970-01-01");
        assert_eq!(day(1_700_000_000_000), "2023-11-14");
        assert_eq!(day(951_782_400_000), "2000-02-29");
        assert_eq!(day(-86_400_000), "1969-12-31");
    }
}

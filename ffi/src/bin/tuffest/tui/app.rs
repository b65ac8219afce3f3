//! The app: which screen shows, the game in play (any game, through the kit's `AnyGame`), the
//! history store and the saved game. Keys become the game's commands; cues become a bell, a
//! line in the log or a score sheet.

use super::history::HistoryScreen;
use super::menu::{Choice, Menu};
use super::paint::{self, Hit, Palette};
use super::pane::Pane;
use super::Input;
use super::{board, horseshoes, tables, tournament, tuf};
use ratatui::crossterm::event::KeyCode;
use ratatui::Frame;
use std::path::PathBuf;
use tuffest_core::any_game::{AnyCommand, AnyGame, AnySetup, AnyView};
use tuffest_core::history::HistoryStore;
use tuffest_core::kit::{Cue, Event, Seat, SeatId, Worded};
use tuffest_core::lang::Lang;
use tuffest_core::tuf::play::MatchConfig;

/// Where the app opens.
#[derive(Debug, Clone)]
pub enum Start {
    /// The menu of every game.
    Menu(Lang),
    /// Straight into a TUF match (`tuffest play tuf` on a terminal).
    Tuf(Box<MatchConfig>, Lang),
}

/// Whether the app goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// Keep running.
    Go,
    /// The player quit.
    Quit,
}

/// What a game screen asks of the app after a key or a click.
pub enum Action {
    /// Apply a command for a seat.
    Command(SeatId, AnyCommand),
    /// A hint for a seat.
    Hint(SeatId),
    /// Take back a seat's last move.
    Undo(SeatId),
    /// Pause or resume the clock.
    TogglePause,
    /// A typed line that is not a line of pieces (Pytagora).
    NotALine(String),
    /// Nothing to do.
    None,
}

/// The game in play, with what its screen remembers (cursors, log) and its history record.
pub struct Play {
    pub game: AnyGame,
    pub ui: Ui,
    /// Lines about what happened (declarations, refusals, hints), newest last.
    pub log: Vec<String>,
    started_at_ms: i64,
    recorded: bool,
    paused_by_focus: bool,
}

/// Each game's screen state.
pub enum Ui {
    Tuf(tuf::TufUi),
    Horseshoes(horseshoes::HorseshoesUi),
    Board(board::BoardUi),
    Tournament(tournament::TournamentUi),
    Tables(tables::TablesUi),
}

enum Screen {
    Menu(Menu),
    /// The rules, scrolled; the menu row to come back to.
    Rules(Vec<String>, u16, usize),
    /// The history; the menu row to come back to.
    History(HistoryScreen, usize),
    Play(Box<Play>),
}

/// The whole terminal app.
pub struct App {
    screen: Screen,
    lang: Lang,
    palette: Palette,
    db: Option<PathBuf>,
    save_path: Option<PathBuf>,
    bell: bool,
    hits: Vec<Hit>,
    farewell: Option<String>,
}

/// The user's data directory for Tuffest (history and the saved game), if the system has one.
pub fn data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("app", "Tuffest", "tuffest").map(|d| d.data_dir().to_path_buf())
}

fn unix_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

impl App {
    /// The rules' lines when the rules show (for the tests).
    #[cfg(test)]
    pub(super) fn rules_lines(&self) -> Option<&[String]> {
        match &self.screen {
            Screen::Rules(lines, _, _) => Some(lines),
            _ => None,
        }
    }

    /// A new app at `now_ms`; `db` is the history file (default: in the data directory).
    pub fn new(start: Start, db: Option<PathBuf>, now_ms: u64) -> App {
        let dir = data_dir();
        let db = db.or_else(|| dir.as_ref().map(|d| d.join("history.sqlite")));
        let save_path = dir.map(|d| d.join("saved-game.json"));
        let lang = match &start {
            Start::Menu(l) | Start::Tuf(_, l) => *l,
        };
        let mut app = App {
            screen: Screen::Menu(Menu::new(lang)),
            lang,
            palette: Palette::from_env(),
            db,
            save_path,
            bell: false,
            hits: Vec::new(),
            farewell: None,
        };
        if let Start::Tuf(config, _) = start {
            app.start(AnySetup::Tuf(*config), Vec::new(), now_ms);
        }
        app
    }

    /// Fixes the seed of the games the menu starts (tests replay the same games; the menu
    /// otherwise seeds from the clock).
    #[cfg(test)]
    pub fn set_menu_seed(&mut self, seed: u64) {
        if let Screen::Menu(menu) = &mut self.screen {
            menu.set_seed(seed);
        }
    }

    /// Where saves go (tests point it at a temporary folder, or nowhere).
    #[cfg(test)]
    pub fn set_save_path(&mut self, path: Option<PathBuf>) {
        self.save_path = path;
    }

    /// Colours on or off (tests check both).
    #[cfg(test)]
    pub fn set_palette(&mut self, palette: Palette) {
        self.palette = palette;
    }

    /// Whether a bell is due (time up); reading it clears it.
    pub fn take_bell(&mut self) -> bool {
        std::mem::take(&mut self.bell)
    }

    /// A line to print after the terminal is restored.
    pub fn farewell(&self) -> Option<&str> {
        self.farewell.as_deref()
    }

    /// The game in play, if any.
    #[cfg(test)]
    pub fn play(&self) -> Option<&Play> {
        match &self.screen {
            Screen::Play(p) => Some(p),
            _ => None,
        }
    }

    fn start(&mut self, setup: AnySetup, seats: Vec<Seat>, now_ms: u64) {
        match AnyGame::start(setup, seats, now_ms) {
            Ok(game) => self.screen = Screen::Play(Box::new(Play::new(game))),
            Err(e) => {
                let mut menu = Menu::new(self.lang);
                menu.message = Some(e.text_in(self.lang));
                self.screen = Screen::Menu(menu);
            }
        }
    }

    /// Advances the game in play to `now_ms` (computer players, clocks).
    pub fn tick(&mut self, now_ms: u64) {
        let Screen::Play(play) = &mut self.screen else {
            return;
        };
        let events = play.game.tick(now_ms);
        self.bell |= note_events(play, &events, self.lang);
        self.record_if_over();
    }

    /// Handles one input at `now_ms`.
    pub fn input(&mut self, input: Input, now_ms: u64) -> Flow {
        if input == Input::Key(KeyCode::Char('c'), true) {
            return Flow::Quit;
        }
        if let Input::Click(x, y) = input {
            if let Some(hit) = self.hits.iter().find(|h| paint::inside(h.area, x, y)) {
                let target = hit.target.clone();
                return self.clicked(target, now_ms);
            }
            return Flow::Go;
        }
        match &mut self.screen {
            Screen::Menu(menu) => match menu.key(&input, self.save_path.as_deref()) {
                Some(Choice::Quit) => return Flow::Quit,
                Some(choice) => self.chosen(choice, now_ms),
                None => {}
            },
            Screen::Rules(_, scroll, row) => match input {
                Input::Key(KeyCode::Down, _) => *scroll = scroll.saturating_add(1),
                Input::Key(KeyCode::Up, _) => *scroll = scroll.saturating_sub(1),
                Input::Key(_, _) => self.screen = Screen::Menu(Menu::new(self.lang).at(*row)),
                _ => {}
            },
            Screen::History(h, row) => {
                if !h.key(&input) {
                    self.screen = Screen::Menu(Menu::new(self.lang).at(*row));
                }
            }
            Screen::Play(play) => {
                match input {
                    Input::FocusLost => {
                        if !play.game_paused(now_ms, self.lang) {
                            let events = play.game.pause(now_ms);
                            play.paused_by_focus = !events.is_empty();
                            note_events(play, &events, self.lang);
                        }
                        return Flow::Go;
                    }
                    Input::FocusGained => {
                        if std::mem::take(&mut play.paused_by_focus) {
                            let events = play.game.resume(now_ms);
                            note_events(play, &events, self.lang);
                        }
                        return Flow::Go;
                    }
                    Input::Key(KeyCode::Char('q'), false) | Input::Key(KeyCode::Esc, false)
                        if !play.typing() =>
                    {
                        return self.leave_game(now_ms);
                    }
                    _ => {}
                }
                let view = play.game.view(now_ms, self.lang);
                let action = play.ui.key(&input, &view, &play.game);
                self.act(action, now_ms);
            }
        }
        Flow::Go
    }

    fn clicked(&mut self, target: paint::Target, now_ms: u64) -> Flow {
        match &mut self.screen {
            Screen::Menu(menu) => {
                if let paint::Target::Row(i) = target {
                    menu.select(i);
                    return self.input(Input::key(KeyCode::Enter), now_ms);
                }
            }
            Screen::Play(play) => {
                let view = play.game.view(now_ms, self.lang);
                let action = play.ui.click(&target, &view, &play.game);
                self.act(action, now_ms);
            }
            _ => {}
        }
        Flow::Go
    }

    fn act(&mut self, action: Action, now_ms: u64) {
        let lang = self.lang;
        let Screen::Play(play) = &mut self.screen else {
            return;
        };
        match action {
            Action::None => {}
            Action::NotALine(line) => play.say(format!(
                "{} {line}",
                lang.pick(
                    "Not a line of pieces (write e.g. 2+3=5):",
                    "Pas une ligne de pièces (écrivez p. ex. 2+3=5) :"
                )
            )),
            Action::TogglePause => {
                let events = if play.game_paused(now_ms, lang) {
                    play.game.resume(now_ms)
                } else {
                    play.game.pause(now_ms)
                };
                note_events(play, &events, lang);
            }
            Action::Command(seat, command) => match play.game.apply(seat, command, now_ms) {
                Ok(events) => self.bell |= note_events(play, &events, lang),
                Err(e) => play.say(e.text_in(lang)),
            },
            Action::Hint(seat) => match play.game.hint(seat, now_ms) {
                Ok(h) => play.say(format!(
                    "{}: {}",
                    lang.pick("Hint", "Indice"),
                    h.sentence_in(lang)
                )),
                Err(e) => play.say(e.text_in(lang)),
            },
            Action::Undo(seat) => match play.game.undo(seat, now_ms) {
                Ok(events) => {
                    note_events(play, &events, lang);
                    play.say(lang.pick("Taken back.", "Coup repris.").to_string());
                }
                Err(e) => play.say(e.text_in(lang)),
            },
        }
        self.record_if_over();
    }

    fn chosen(&mut self, choice: Choice, now_ms: u64) {
        let row = match &self.screen {
            Screen::Menu(m) => m.selected(),
            _ => 0,
        };
        match choice {
            Choice::Start(setup, seats) => self.start(*setup, seats, now_ms),
            Choice::Rules(lines) => self.screen = Screen::Rules(lines, 0, row),
            Choice::History => {
                let h = HistoryScreen::open(self.db.as_deref(), self.lang);
                self.screen = Screen::History(h, row)
            }
            Choice::Resume => self.resume_saved(now_ms),
            Choice::Quit => {}
        }
    }

    fn resume_saved(&mut self, now_ms: u64) {
        let text = self
            .save_path
            .as_ref()
            .and_then(|p| std::fs::read_to_string(p).ok());
        let loaded = text.map(|t| AnyGame::load(&t, self.lang));
        match loaded {
            Some(Ok(mut game)) => {
                let events = game.resume(now_ms);
                let mut play = Play::new(game);
                note_events(&mut play, &events, self.lang);
                if let Some(p) = &self.save_path {
                    let _ = std::fs::remove_file(p);
                }
                self.screen = Screen::Play(Box::new(play));
            }
            Some(Err(e)) => {
                let mut menu = Menu::new(self.lang);
                menu.message = Some(e.text_in(self.lang));
                self.screen = Screen::Menu(menu);
            }
            None => {}
        }
    }

    /// Leaves the game in play for the menu: an unfinished game is saved to resume later.
    fn leave_game(&mut self, now_ms: u64) -> Flow {
        self.save_unfinished(now_ms);
        let mut menu = Menu::new(self.lang);
        menu.message = self.farewell.take();
        self.screen = Screen::Menu(menu);
        Flow::Go
    }

    /// On quitting the app: an unfinished game is saved (Ctrl-C, `q` from the menu).
    pub fn leave(&mut self, now_ms: u64) {
        self.save_unfinished(now_ms);
    }

    fn save_unfinished(&mut self, now_ms: u64) {
        let Screen::Play(play) = &self.screen else {
            return;
        };
        if play.recorded || play.game.outcome().is_some() {
            return;
        }
        let Some(path) = &self.save_path else {
            return;
        };
        let saved = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(path, play.game.save(now_ms)));
        self.farewell = Some(match saved {
            Ok(()) => self
                .lang
                .pick(
                    "The game is saved: resume it from the menu.",
                    "La partie est enregistrée : reprenez-la depuis le menu.",
                )
                .to_string(),
            Err(e) => format!(
                "{} {e}",
                self.lang.pick(
                    "The game could not be saved:",
                    "La partie n'a pas pu être enregistrée :"
                )
            ),
        });
    }

    /// A finished game goes into the history once.
    fn record_if_over(&mut self) {
        let Screen::Play(play) = &mut self.screen else {
            return;
        };
        if play.recorded || !play.is_over() {
            return;
        }
        play.recorded = true;
        let Some(db) = &self.db else {
            return;
        };
        // A tournament's games and its final are kept as games of their own too.
        let records = play.game.records(play.started_at_ms);
        let stored = db
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .map_err(|e| e.to_string())
            .and_then(|()| HistoryStore::open(db).map_err(|e| e.to_string()))
            .and_then(|mut store| {
                records
                    .iter()
                    .try_for_each(|r| store.record(r).map(|_| ()))
                    .map_err(|e| e.to_string())
            });
        if let Err(e) = stored {
            let lang = self.lang;
            play.say(format!(
                "{} {e}",
                lang.pick("Not kept in the history:", "Non gardée dans l'historique :")
            ));
        }
    }

    /// Draws the current screen at `now_ms`.
    pub fn draw(&mut self, f: &mut Frame, now_ms: u64) {
        let area = f.area();
        let mut hits = Vec::new();
        let p = self.palette;
        let lang = self.lang;
        if area.width < 40 || area.height < 12 {
            paint::too_small(f, area, lang);
            self.hits = hits;
            return;
        }
        match &self.screen {
            Screen::Menu(menu) => menu.draw(f, area, p, self.save_path.as_deref(), &mut hits),
            Screen::Rules(lines, scroll, _) => {
                let title = lang.pick(" Rules ", " Règles ");
                paint::page(f, area, p, title, lines, *scroll, lang)
            }
            Screen::History(h, _) => h.draw(f, area, p),
            Screen::Play(play) => {
                let view = play.game.view(now_ms, lang);
                let pane = Pane {
                    f,
                    area,
                    log: &play.log,
                    p,
                    lang,
                    hits: &mut hits,
                };
                match (&play.ui, &view) {
                    (Ui::Tuf(ui), AnyView::Tuf(v)) => ui.draw(pane, v),
                    (Ui::Horseshoes(ui), AnyView::Horseshoes(v)) => ui.draw(pane, v),
                    (Ui::Board(ui), _) => ui.draw(pane, &view),
                    (Ui::Tables(ui), AnyView::Tables(v)) => ui.draw(pane, v),
                    (Ui::Tournament(ui), _) => ui.draw(pane, &view, &play.game),
                    _ => {}
                }
            }
        }
        self.hits = hits;
    }
}

impl Ui {
    fn for_game(game: &AnyGame) -> Ui {
        match game {
            AnyGame::Tuf(_) => Ui::Tuf(tuf::TufUi::default()),
            AnyGame::Horseshoes(_) => Ui::Horseshoes(horseshoes::HorseshoesUi),
            AnyGame::Tournament(_) => Ui::Tournament(tournament::TournamentUi::default()),
            AnyGame::Tables(_) => Ui::Tables(tables::TablesUi::default()),
            _ => Ui::Board(board::BoardUi::default()),
        }
    }

    fn key(&mut self, input: &Input, view: &AnyView, game: &AnyGame) -> Action {
        match (self, view) {
            (Ui::Tuf(ui), AnyView::Tuf(v)) => ui.key(input, v),
            (Ui::Horseshoes(ui), AnyView::Horseshoes(v)) => ui.key(input, v, game),
            (Ui::Board(ui), view) => ui.key(input, view, game),
            (Ui::Tournament(ui), view) => ui.key(input, view, game),
            (Ui::Tables(ui), AnyView::Tables(v)) => ui.key(input, v),
            _ => Action::None,
        }
    }

    fn click(&mut self, target: &paint::Target, view: &AnyView, game: &AnyGame) -> Action {
        match (self, view) {
            (Ui::Tuf(ui), AnyView::Tuf(v)) => ui.click(target, v),
            (Ui::Horseshoes(ui), AnyView::Horseshoes(v)) => ui.click(target, v, game),
            (Ui::Board(ui), view) => ui.click(target, view, game),
            (Ui::Tournament(ui), view) => ui.click(target, view, game),
            _ => Action::None,
        }
    }
}

impl Play {
    fn new(game: AnyGame) -> Play {
        Play {
            ui: Ui::for_game(&game),
            game,
            log: Vec::new(),
            started_at_ms: unix_ms(),
            recorded: false,
            paused_by_focus: false,
        }
    }

    /// Adds a line to the log (the last few show under the game).
    pub fn say(&mut self, line: String) {
        self.log.push(line);
        if self.log.len() > 50 {
            self.log.remove(0);
        }
    }

    fn typing(&self) -> bool {
        match &self.ui {
            Ui::Tuf(ui) => ui.typing(),
            Ui::Board(ui) => ui.typing(),
            Ui::Horseshoes(_) => false,
            Ui::Tournament(ui) => ui.typing(),
            Ui::Tables(_) => false,
        }
    }

    fn game_paused(&self, now_ms: u64, lang: Lang) -> bool {
        match &self.game {
            AnyGame::Tuf(m) => m.is_paused(),
            AnyGame::Horseshoes(_) => {
                matches!(self.game.view(now_ms, lang), AnyView::Horseshoes(v) if v.paused)
            }
            AnyGame::Boxes(g) => g.is_paused(),
            AnyGame::Chips(g) => g.is_paused(),
            AnyGame::Mathable(g) => g.is_paused(),
            AnyGame::Pytagora(g) => g.is_paused(),
            AnyGame::Tournament(t) => t.is_paused(),
            AnyGame::UpAndDown(g) => g.is_paused(),
            AnyGame::Tables(g) => g.is_paused(),
            AnyGame::Crossword(g) => g.is_paused(),
        }
    }

    /// Whether the game (TUF: the whole match) is over.
    pub fn is_over(&self) -> bool {
        self.game.outcome().is_some()
    }
}

/// Notes what events say (the log, the bell); `true` when a bell is due.
fn note_events(
    play: &mut Play,
    events: &[Event<tuffest_core::any_game::AnyDetail>],
    lang: Lang,
) -> bool {
    let mut bell = false;
    let names: Vec<String> = play.game.seats().iter().map(|s| s.name.clone()).collect();
    let name = |seat: SeatId| names.get(seat as usize).cloned().unwrap_or_default();
    for e in events {
        let line = match e {
            Event::Cue(Cue::TimeUp { .. }) => {
                bell = true;
                Some(lang.pick("Time!", "Temps écoulé !").to_string())
            }
            Event::Cue(Cue::TimeRunningOut { .. }) => Some(
                lang.pick("Ten seconds left!", "Plus que dix secondes !")
                    .to_string(),
            ),
            Event::Cue(Cue::Paused) => Some(lang.pick("Paused.", "En pause.").to_string()),
            Event::Cue(Cue::Resumed) => Some(lang.pick("Resumed.", "Reprise.").to_string()),
            Event::Cue(Cue::HandOver { seat }) => Some(match lang {
                Lang::En => format!("Hand the device to {}.", name(*seat)),
                Lang::Fr => format!("Passez l'appareil à {}.", name(*seat)),
            }),
            Event::Cue(_) => None,
            Event::Game(detail) => paint::describe(detail, &name, lang),
        };
        if let Some(line) = line {
            play.say(line);
        }
    }
    bell
}

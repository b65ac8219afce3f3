//! The menu: every game the terminal plays full-screen, each with its set-up choices, then the
//! rules, the history, a saved game to resume, and quit.

use super::paint::{self, Hit, Palette, Target};
use super::Input;
use crate::args::seed_now;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;
use std::path::Path;
use tuffest_core::any_game::AnySetup;
use tuffest_core::boxes::notation::parse_code as parse_boxes_code;
use tuffest_core::boxes::{Options as BoxesOptions, Setup as BoxesSetup};
use tuffest_core::chips::{
    generate, parse_code as parse_chips_code, suggested_empties, ChipsSetup,
};
use tuffest_core::guide::title;
use tuffest_core::horseshoes::Puzzle;
use tuffest_core::kit::{GameId, Seat, Strength, Worded};
use tuffest_core::lang::Lang;
use tuffest_core::tuf::games::Game as TufGame;
use tuffest_core::tuf::play::{MatchConfig, SeatConfig};
use tuffest_core::tuf::roll::Roll;

/// What the player chose.
pub enum Choice {
    /// Start a game.
    Start(Box<AnySetup>, Vec<tuffest_core::kit::Seat>),
    /// Read these rules.
    Rules(Vec<String>),
    /// The history.
    History,
    /// The saved game.
    Resume,
    /// Leave.
    Quit,
}

/// One choice of a row: its name, the values and the one chosen.
struct Setting {
    name: &'static str,
    values: Vec<String>,
    at: usize,
}

impl Setting {
    fn new(name: &'static str, values: &[&str], at: usize) -> Setting {
        Setting {
            name,
            values: values.iter().map(|v| v.to_string()).collect(),
            at,
        }
    }

    fn value(&self) -> &str {
        self.values.get(self.at).map_or("", String::as_str)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Row {
    Tuf,
    Horseshoes,
    Boxes,
    Chips,
    Mathable,
    Pytagora,
    Tournament,
    Rules,
    History,
    Resume,
    Quit,
}

/// The menu's state.
pub struct Menu {
    lang: Lang,
    selected: usize,
    setting: usize,
    settings: Vec<(Row, Vec<Setting>)>,
    /// A line to show (why a game did not start, that a game was saved).
    pub message: Option<String>,
    seed: u64,
    /// The share code (or seed) typed for the chosen game: `Some` while typing.
    code: String,
    typing: bool,
    /// The saved game as the core describes it (title — where it stands), read once the first
    /// time the menu is drawn: the save does not change while the menu shows.
    resume_line: std::cell::OnceCell<Option<String>>,
}

const STRENGTHS: [&str; 4] = ["beginner", "casual", "strong", "unbeatable"];

impl Menu {
    /// Fixes the seed of the games started from here (tests replay the same games).
    #[cfg(test)]
    pub fn set_seed(&mut self, seed: u64) {
        self.seed = seed;
    }

    /// The menu, with the first game selected.
    pub fn new(lang: Lang) -> Menu {
        let games: Vec<String> = TufGame::ALL.iter().map(|g| g.code().to_string()).collect();
        let games: Vec<&str> = games.iter().map(String::as_str).collect();
        Menu {
            lang,
            selected: 0,
            setting: 0,
            settings: vec![
                (
                    Row::Tuf,
                    vec![
                        Setting::new("game", &games, 0),
                        Setting::new("people", &["1", "2", "3", "4"], 0),
                        Setting::new("computer players", &["0", "1", "2", "3"], 1),
                        Setting::new("strength", &STRENGTHS, 1),
                    ],
                ),
                (
                    Row::Horseshoes,
                    vec![Setting::new("players", &["1", "2", "3", "4"], 0)],
                ),
                (
                    Row::Boxes,
                    vec![
                        Setting::new("dots", &["3", "4", "5", "6", "7"], 1),
                        Setting::new("strength", &STRENGTHS, 2),
                    ],
                ),
                (
                    Row::Chips,
                    vec![
                        Setting::new("board", &["4", "5", "6"], 0),
                        Setting::new("strength", &STRENGTHS, 1),
                    ],
                ),
                (
                    Row::Mathable,
                    vec![
                        Setting::new("people", &["1", "2", "3", "4"], 0),
                        Setting::new("computer players", &["0", "1", "2", "3"], 1),
                        Setting::new("strength", &STRENGTHS, 2),
                    ],
                ),
                (
                    Row::Pytagora,
                    vec![
                        Setting::new(
                            "game",
                            &[
                                "Pytagora",
                                "Plus and minus",
                                "Up and down",
                                "Even and odd",
                                "Both ways",
                                "Multiplication tables",
                                "Equation crossword",
                            ],
                            0,
                        ),
                        Setting::new("people", &["1", "2", "3", "4"], 0),
                        Setting::new("computer players", &["0", "1", "2", "3"], 1),
                        Setting::new("strength", &STRENGTHS, 1),
                    ],
                ),
                (
                    Row::Tournament,
                    vec![
                        Setting::new("people", &["1", "2", "3", "4"], 0),
                        Setting::new(
                            "computer players",
                            &["0", "1", "2", "3", "4", "5", "6", "7"],
                            3,
                        ),
                        Setting::new("strength", &STRENGTHS, 1),
                        Setting::new("games", &["both", "boxes", "chips"], 0),
                        Setting::new("pairing", &["round robin", "swiss"], 0),
                        Setting::new("computer games", &["at once", "watched"], 0),
                    ],
                ),
                (
                    Row::Rules,
                    vec![Setting::new(
                        "of",
                        &[
                            "TUF",
                            "Math Horseshoes",
                            "Dots and Boxes",
                            "The chip game",
                            "Mathable",
                            "Pytagora",
                            "The tournament",
                            "Up and down",
                            "Multiplication tables",
                            "Equation crossword",
                        ],
                        0,
                    )],
                ),
                (Row::History, Vec::new()),
                (Row::Resume, Vec::new()),
                (Row::Quit, Vec::new()),
            ],
            message: None,
            seed: seed_now(),
            code: String::new(),
            typing: false,
            resume_line: std::cell::OnceCell::new(),
        }
    }

    /// The menu again with row `i` selected (back from the rules or the history).
    pub fn at(mut self, i: usize) -> Menu {
        self.select(i);
        self
    }

    /// The selected row.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Selects row `i` (a click).
    pub fn select(&mut self, i: usize) {
        if i < self.settings.len() {
            self.selected = i;
            self.setting = 0;
        }
    }

    fn label(&self, row: Row, saved: Option<&Path>) -> String {
        let l = self.lang;
        match row {
            Row::Tuf => l
                .pick("TUF — the cube game", "TUF — le jeu de cubes")
                .into(),
            Row::Horseshoes => title(GameId::Horseshoes, l),
            Row::Boxes => title(GameId::Boxes, l),
            Row::Chips => title(GameId::Chips, l),
            Row::Mathable => title(GameId::Mathable, l),
            Row::Pytagora => title(GameId::Pytagora, l),
            Row::Tournament => l
                .pick(
                    "The game tournament (and its final)",
                    "Le tournoi de jeux (et sa finale)",
                )
                .into(),
            Row::Rules => l.pick("Rules", "Règles").into(),
            Row::History => l
                .pick("History and Hall of Fame", "Historique et palmarès")
                .into(),
            Row::Resume => match saved.filter(|p| p.exists()) {
                Some(path) => {
                    let resume = l.pick("Resume the saved game", "Reprendre la partie");
                    let line = self.resume_line.get_or_init(|| {
                        let text = std::fs::read_to_string(path).ok()?;
                        let s = tuffest_core::saved::summary_of(text, l)?;
                        Some(format!("{} — {}", s.title, s.detail))
                    });
                    match line {
                        Some(line) => format!("{resume}: {line}"),
                        None => resume.into(),
                    }
                }
                None => l
                    .pick("(no saved game)", "(aucune partie enregistrée)")
                    .into(),
            },
            Row::Quit => l.pick("Quit", "Quitter").into(),
        }
    }

    /// Handles a key; what was chosen, if anything.
    pub fn key(&mut self, input: &Input, saved: Option<&Path>) -> Option<Choice> {
        let Input::Key(code, _) = input else {
            return None;
        };
        if self.typing {
            match code {
                KeyCode::Char(c) => self.code.push(*c),
                KeyCode::Backspace => {
                    self.code.pop();
                }
                KeyCode::Enter | KeyCode::Esc | KeyCode::Tab => self.typing = false,
                _ => {}
            }
            return None;
        }
        let n = self.settings.len();
        let row_settings = self.settings[self.selected].1.len();
        if matches!(code, KeyCode::Up | KeyCode::Down) {
            self.code.clear();
        }
        match code {
            KeyCode::Char('c') if self.takes_code() => {
                self.typing = true;
                self.code.clear();
            }
            KeyCode::Up => {
                self.selected = (self.selected + n - 1) % n;
                self.setting = 0;
            }
            KeyCode::Down => {
                self.selected = (self.selected + 1) % n;
                self.setting = 0;
            }
            KeyCode::Tab if row_settings > 0 => self.setting = (self.setting + 1) % row_settings,
            KeyCode::Left | KeyCode::Right if row_settings > 0 => {
                let s = &mut self.settings[self.selected].1[self.setting];
                let m = s.values.len();
                s.at = if *code == KeyCode::Left {
                    (s.at + m - 1) % m
                } else {
                    (s.at + 1) % m
                };
            }
            KeyCode::Char('q') | KeyCode::Esc => return Some(Choice::Quit),
            KeyCode::Enter | KeyCode::Char(' ') => return self.choose(saved),
            _ => {}
        }
        None
    }

    fn value(&self, i: usize) -> &str {
        self.settings[self.selected]
            .1
            .get(i)
            .map_or("", Setting::value)
    }

    fn strength(&self, i: usize) -> Strength {
        Strength::parse(self.value(i)).unwrap_or(Strength::Casual)
    }

    /// Whether the chosen row's game starts from a share code or a seed.
    fn takes_code(&self) -> bool {
        matches!(
            self.settings[self.selected].0,
            Row::Tuf
                | Row::Horseshoes
                | Row::Boxes
                | Row::Chips
                | Row::Mathable
                | Row::Pytagora
                | Row::Tournament
        )
    }

    /// The typed seed, if the code is a whole number.
    fn typed_seed(&self) -> Option<u64> {
        self.code.trim().parse().ok()
    }

    fn choose(&mut self, saved: Option<&Path>) -> Option<Choice> {
        match self.choose_game(saved) {
            Ok(choice) => choice,
            Err(why) => {
                self.message = Some(why);
                None
            }
        }
    }

    fn choose_game(&mut self, saved: Option<&Path>) -> Result<Option<Choice>, String> {
        let lang = self.lang;
        let code = self.code.trim().to_string();
        let you = lang.pick("You", "Vous");
        let computer = lang.pick("Computer", "Ordinateur");
        self.seed = self.seed.wrapping_add(1);
        let seed = self.typed_seed().unwrap_or(self.seed);
        let number = |s: &str| s.parse::<u8>().unwrap_or(0);
        match self.settings[self.selected].0 {
            Row::Tuf => {
                let game = TufGame::parse(self.value(0)).unwrap_or(TufGame::G1);
                let people = number(self.value(1)).max(1);
                let others = number(self.value(2));
                let mut seats = if people == 1 {
                    vec![SeatConfig::human(you)]
                } else {
                    (1..=people)
                        .map(|k| {
                            SeatConfig::human(&format!("{} {k}", lang.pick("Player", "Joueur")))
                        })
                        .collect()
                };
                for k in 1..=others {
                    seats.push(SeatConfig::computer(
                        &format!("{computer} {k}"),
                        self.strength(3),
                    ));
                }
                let mut config = MatchConfig::new(game, seats, seed);
                if !code.is_empty() && self.typed_seed().is_none() {
                    let roll = Roll::from_code(&code).map_err(|e| e.text_in(lang))?;
                    config.roll = Some(roll);
                }
                if people > 1 {
                    // One keyboard: people take turns, with the hand-over screen between them.
                    config.mode = tuffest_core::tuf::play::PlayMode::PassAndPlay;
                }
                config.opening_limit_ms = Some(5 * 60_000);
                Ok(Some(Choice::Start(
                    Box::new(AnySetup::Tuf(config)),
                    Vec::new(),
                )))
            }
            Row::Horseshoes => {
                let n = number(self.value(0)).max(1);
                let seats = (1..=n)
                    .map(|k| Seat::person(format!("{} {k}", lang.pick("Player", "Joueur"))))
                    .collect();
                let puzzle = if code.is_empty() || self.typed_seed().is_some() {
                    Puzzle::from_seed(seed)
                } else {
                    Puzzle::from_code(&code).map_err(|e| e.text_in(lang))?
                };
                Ok(Some(Choice::Start(
                    Box::new(AnySetup::Horseshoes(puzzle)),
                    seats,
                )))
            }
            Row::Boxes => {
                let setup = if code.is_empty() || self.typed_seed().is_some() {
                    BoxesSetup::empty(number(self.value(0)))
                } else {
                    parse_boxes_code(&code).map_err(|e| e.text_in(lang))?
                };
                let options = BoxesOptions {
                    setup,
                    tournament: false,
                    seed,
                };
                let seats = vec![
                    Seat::person(you),
                    Seat::computer(computer, self.strength(1)),
                ];
                Ok(Some(Choice::Start(
                    Box::new(AnySetup::Boxes(options)),
                    seats,
                )))
            }
            Row::Chips => {
                let size = number(self.value(0));
                let empties = suggested_empties(size);
                let board = if code.is_empty() || self.typed_seed().is_some() {
                    generate(seed, size, empties)
                } else {
                    parse_chips_code(&code)
                }
                .map_err(|e| e.text_in(lang))?;
                let setup = ChipsSetup {
                    board,
                    tournament: false,
                    show_legal: true,
                    seed,
                };
                let seats = vec![
                    Seat::person(you),
                    Seat::computer(computer, self.strength(1)),
                ];
                Ok(Some(Choice::Start(Box::new(AnySetup::Chips(setup)), seats)))
            }
            Row::Mathable => {
                let mut seats = people(number(self.value(0)), lang);
                for k in 1..=number(self.value(1)) {
                    seats.push(Seat::computer(format!("{computer} {k}"), self.strength(2)));
                }
                let setup = if code.is_empty() || self.typed_seed().is_some() {
                    tuffest_core::mathable::Setup::new(seed)
                } else {
                    tuffest_core::mathable::Setup::from_code(&code).map_err(|e| e.text_in(lang))?
                };
                Ok(Some(Choice::Start(
                    Box::new(AnySetup::Mathable(setup)),
                    seats,
                )))
            }
            Row::Pytagora => {
                use tuffest_core::crossword::kids::{
                    TablesSettings, UpAndDownSettings, UpAndDownVariant,
                };
                use tuffest_core::crossword::pytagora::{Settings, Variant};
                let game = self.value(0).to_string();
                let plus_minus = game == "Plus and minus";
                let mut seats = people(number(self.value(1)), lang);
                for k in 1..=number(self.value(2)) {
                    seats.push(Seat::computer(format!("{computer} {k}"), self.strength(3)));
                }
                let kids = match game.as_str() {
                    "Up and down" => Some(UpAndDownVariant::Standard),
                    "Even and odd" => Some(UpAndDownVariant::EvenOdd),
                    "Both ways" => Some(UpAndDownVariant::BothWays),
                    _ => None,
                };
                if let Some(variant) = kids {
                    let settings = UpAndDownSettings {
                        variant,
                        seed,
                        first: 0,
                    };
                    return Ok(Some(Choice::Start(
                        Box::new(AnySetup::UpAndDown(settings)),
                        seats,
                    )));
                }
                if game == "Equation crossword" {
                    // The French tile game, with the rules page's defaults.
                    let settings = tuffest_core::crossword::french::Settings {
                        seed,
                        ..Default::default()
                    };
                    return Ok(Some(Choice::Start(
                        Box::new(AnySetup::Crossword(settings)),
                        seats,
                    )));
                }
                if game == "Multiplication tables" {
                    return Ok(Some(Choice::Start(
                        Box::new(AnySetup::Tables(TablesSettings { seed })),
                        seats,
                    )));
                }
                let settings = Settings {
                    seed,
                    variant: if plus_minus {
                        Variant::PlusAndMinus
                    } else {
                        Variant::Standard
                    },
                    // "Slightly lower the winning score" for Plus and minus.
                    target: if plus_minus { 25 } else { 35 },
                    ..Settings::default()
                };
                if !code.is_empty() && self.typed_seed().is_none() {
                    return Err(lang
                        .pick(
                            "Pytagora starts from a seed: type a whole number",
                            "Pytagora part d'une graine : tapez un nombre entier",
                        )
                        .into());
                }
                Ok(Some(Choice::Start(
                    Box::new(AnySetup::Pytagora(settings)),
                    seats,
                )))
            }
            Row::Tournament => {
                use tuffest_core::tournament::{
                    MainGames, PairingSystem, TournamentOptions, TournamentSetup,
                };
                let setup = if code.is_empty() || self.typed_seed().is_some() {
                    let mut seats = people(number(self.value(0)), lang);
                    for k in 1..=number(self.value(1)) {
                        seats.push(Seat::computer(format!("{computer} {k}"), self.strength(2)));
                    }
                    let games = match self.value(3) {
                        "boxes" => MainGames::Boxes,
                        "chips" => MainGames::Chips,
                        _ => MainGames::Both,
                    };
                    let system = if self.value(4) == "swiss" {
                        PairingSystem::Swiss
                    } else {
                        PairingSystem::RoundRobin
                    };
                    TournamentSetup::generated(seats, games, system, seed)
                } else {
                    TournamentSetup::from_code(&code)
                }
                .map_err(|e| e.text_in(lang))?;
                let options = TournamentOptions {
                    setup,
                    seed,
                    watch: self.value(5) == "watched",
                };
                Ok(Some(Choice::Start(
                    Box::new(AnySetup::Tournament(options)),
                    Vec::new(),
                )))
            }
            Row::Rules => {
                // TUF's pages are its games' and the constant cube's: every page that is not
                // another kit game's.
                let game = match self.value(0) {
                    "TUF" => None,
                    "Math Horseshoes" => Some(GameId::Horseshoes),
                    "Dots and Boxes" => Some(GameId::Boxes),
                    "The chip game" => Some(GameId::Chips),
                    "Mathable" => Some(GameId::Mathable),
                    "The tournament" => Some(GameId::Tournament),
                    "Up and down" => Some(GameId::UpAndDown),
                    "Multiplication tables" => Some(GameId::Tables),
                    "Equation crossword" => Some(GameId::Crossword),
                    _ => Some(GameId::Pytagora),
                };
                let shown = |id: &str| match game {
                    Some(g) => id == g.as_str(),
                    None => !GameId::ALL.iter().any(|g| g.as_str() == id),
                };
                let mut lines = Vec::new();
                for p in tuffest_core::guide::book(lang).into_iter() {
                    if shown(&p.id) {
                        lines.extend([p.page.title, p.page.summary]);
                        lines.extend(p.page.rules);
                        lines.push(String::new());
                    }
                }
                Ok(Some(Choice::Rules(lines)))
            }
            Row::History => Ok(Some(Choice::History)),
            Row::Resume if saved.is_some_and(Path::exists) => Ok(Some(Choice::Resume)),
            Row::Resume => Ok(None),
            Row::Quit => Ok(Some(Choice::Quit)),
        }
    }

    /// Draws the menu; each row is clickable.
    pub fn draw(
        &self,
        f: &mut Frame,
        area: Rect,
        p: Palette,
        saved: Option<&Path>,
        hits: &mut Vec<Hit>,
    ) {
        let lang = self.lang;
        let [top, list, foot] = Layout::vertical([
            Constraint::Length(3),
            Constraint::Min(10),
            Constraint::Length(4),
        ])
        .areas(area);
        let title = Line::from(vec![
            Span::styled("TUFFEST", p.accent()),
            Span::raw(lang.pick(
                "  — number and equation games",
                "  — jeux de nombres et d'équations",
            )),
        ]);
        f.render_widget(Paragraph::new(vec![title, Line::from("")]), top);
        let inner = paint::block(lang.pick(" Play ", " Jouer ").into()).inner(list);
        f.render_widget(paint::block(lang.pick(" Play ", " Jouer ").into()), list);
        // One line a row; the selected row's settings on the line under it.
        let mut lines = Vec::new();
        for (i, (row, settings)) in self.settings.iter().enumerate() {
            let chosen = i == self.selected;
            let mark = if chosen { "▶ " } else { "  " };
            let y = inner.y + lines.len() as u16;
            if y < inner.y + inner.height {
                hits.push(Hit {
                    area: Rect::new(inner.x, y, inner.width, 1),
                    target: Target::Row(i),
                });
            }
            lines.push(Line::from(Span::styled(
                format!("{mark}{}", self.label(*row, saved)),
                if chosen {
                    p.accent()
                } else {
                    Default::default()
                },
            )));
            if chosen && !settings.is_empty() {
                let mut spans = vec![Span::raw("     ")];
                for (k, s) in settings.iter().enumerate() {
                    let style = if k == self.setting {
                        p.accent()
                    } else {
                        Default::default()
                    };
                    let text = format!("{}: ‹{}›", shown(s.name, lang), shown(s.value(), lang));
                    spans.push(Span::styled(text, style));
                    spans.push(Span::raw("   "));
                }
                lines.push(Line::from(spans));
                if self.takes_code() {
                    let (text, style) = match (self.typing, self.code.is_empty()) {
                        (true, _) => (format!("{}▏", self.code), p.accent()),
                        (false, true) => (
                            lang.pick(
                                "new (c: type a code or a seed)",
                                "nouveau (c : taper un code ou une graine)",
                            )
                            .to_string(),
                            Default::default(),
                        ),
                        (false, false) => (self.code.clone(), p.accent()),
                    };
                    lines.push(Line::from(vec![
                        Span::raw(format!("     {}: ", lang.pick("code", "code"))),
                        Span::styled(text, style),
                    ]));
                }
            }
        }
        f.render_widget(Paragraph::new(lines), inner);
        let mut help = vec![Line::from(lang.pick(
            "↑ ↓ choose · ← → change a setting · Tab next setting · Enter start · q quit",
            "↑ ↓ choisir · ← → changer un réglage · Tab réglage suivant · Entrée jouer · q quitter",
        ))];
        if let Some(m) = &self.message {
            help.push(Line::from(Span::styled(m.clone(), p.alarm())));
        }
        f.render_widget(Paragraph::new(help).wrap(Wrap { trim: true }), foot);
    }
}

/// A setting's name or value as shown in `lang` (the menu keeps the English words as keys).
fn shown(word: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return word.to_string();
    }
    if let Some(strength) = Strength::parse(word) {
        return strength.name_in(lang).to_string();
    }
    match word {
        "game" => "jeu",
        "people" => "personnes",
        "computer players" => "ordinateurs",
        "strength" => "force",
        "players" => "joueurs",
        "dots" => "points",
        "board" => "plateau",
        "of" => "de",
        "Plus and minus" => "Plus et moins",
        "Math Horseshoes" => "Fers à cheval",
        "Dots and Boxes" => "Petits carrés",
        "The chip game" => "Le jeu des jetons",
        "Up and down" => "Monte et descends",
        "Even and odd" => "Pairs et impairs",
        "Both ways" => "Dans les deux sens",
        "Multiplication tables" => "Tables de multiplication",
        "The tournament" => "Le tournoi",
        "games" => "jeux",
        "both" => "les deux",
        "boxes" => "petits carrés",
        "chips" => "jetons",
        "pairing" => "appariement",
        "round robin" => "toutes-rondes",
        "swiss" => "suisse",
        "computer games" => "parties d'ordinateurs",
        "at once" => "d'un coup",
        "watched" => "regardées",
        other => other,
    }
    .to_string()
}

/// The people at the table: "You" alone, or "Player 1" … for pass-and-play.
fn people(n: u8, lang: Lang) -> Vec<Seat> {
    if n <= 1 {
        return vec![Seat::person(lang.pick("You", "Vous"))];
    }
    (1..=n)
        .map(|k| Seat::person(format!("{} {k}", lang.pick("Player", "Joueur"))))
        .collect()
}

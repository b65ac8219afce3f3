//! The live session: [`Mathable`] implements [`kit::Game`](crate::kit::Game). People's commands
//! go through [`Game::apply`]; computer seats play inside [`Game::tick`] and [`Game::apply`]
//! after a short seeded delay. The bag is seeded from the game code, so a game replays.

use super::computer::{play_turn, stalled};
use super::hints::{hint_for, Hint};
use super::placement::Equation;
use super::turn::{Action, FirstPlayer, Table, TurnEvent, TurnRefusal};
use super::view::{build_view, MathableView};
use crate::history::FinishedMatch;
use crate::kit::grid::Cell;
use crate::kit::{
    thinking_delay, CommonRefusal, Cue, Event, Events, Game, GameId, Outcome, PlayMode, Reply,
    Seat, SeatId, SeatKind, Worded,
};
use crate::lang::Lang;
use crate::rng::{decode_code, encode_code, GameRng};
use serde::{Deserialize, Serialize};

/// The game's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "MathableSettings"))]
pub struct Settings {
    /// How the first player is chosen (at random from the game's seed, the manual).
    pub first: FirstPlayer,
    /// Racks hidden from the other players (pass-and-play only; visible by default, as in the
    /// manual).
    pub racks_hidden: bool,
    /// Highlight the legal squares of the tile a player has chosen.
    pub show_legal: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            first: FirstPlayer::Random,
            racks_hidden: false,
            show_legal: true,
        }
    }
}

/// A game's set-up: the seed (written as a game code) and the settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Seeds the bag, the first player and the computer players.
    pub seed: u64,
    /// The settings.
    pub settings: Settings,
}

impl Setup {
    /// A set-up from `seed` with the default settings.
    pub fn new(seed: u64) -> Setup {
        Setup {
            seed,
            settings: Settings::default(),
        }
    }

    /// The game code that replays this game's bag (Crockford base 32).
    pub fn code(&self) -> String {
        encode_code(self.seed)
    }

    /// Reads a game code written by [`Setup::code`].
    pub fn from_code(code: &str) -> Result<Setup, SetupError> {
        decode_code(code)
            .map(Setup::new)
            .ok_or_else(|| SetupError::BadCode(code.chars().take(20).collect()))
    }
}

/// What a person does: a move of the rules, or one of the screen's own steps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// A move of the rules ([`Action`]): place a tile, answer the extra-tile question, end the
    /// turn, exchange, or agree to end the game (any person, at any time).
    Play(Action),
    /// Choose a tile of the rack (the view then shows its legal squares, when the setting is
    /// on); `None` puts it back.
    Select(Option<u8>),
    /// The player to play has the device after the hand-over screen (racks hidden): their rack
    /// shows.
    TakeDevice,
}

/// Why a command, hint or undo was refused (the game is unchanged).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The rules refuse it.
    Turn(TurnRefusal),
    /// Not this seat's turn.
    NotYourTurn {
        /// Whose turn it is.
        current: SeatId,
    },
    /// A refusal every turn-based game shares: the game paused, no such seat.
    Common(CommonRefusal),
    /// A computer plays this seat.
    NotAPerson,
    /// Moves are not taken back in Mathable.
    NoUndo,
    /// Racks are hidden and the device is being handed over: the player to play takes it first.
    HandOver,
}

impl Worded for Refusal {
    fn text_in(&self, lang: Lang) -> String {
        match self {
            Refusal::Turn(t) => t.text_in(lang),
            Refusal::NotYourTurn { current } => match lang {
                Lang::En => format!("it is not your turn (seat {current} plays)"),
                Lang::Fr => format!("ce n\u{2019}est pas votre tour (le siège {current} joue)"),
            },
            Refusal::NotAPerson => lang
                .pick(
                    "this seat is not a person's",
                    "ce siège n\u{2019}est pas celui d\u{2019}une personne",
                )
                .into(),
            Refusal::Common(common) => common.text_in(lang),
            Refusal::NoUndo => lang
                .pick(
                    "a tile placed stays placed in Mathable",
                    "une tuile posée reste posée au Mathable",
                )
                .into(),
            Refusal::HandOver => lang
                .pick(
                    "pass the device to the player to play first",
                    "passez d\u{2019}abord l\u{2019}appareil au joueur dont c\u{2019}est le tour",
                )
                .into(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Refusal::Turn(t) => t.kind(),
            Refusal::NotYourTurn { .. } => "not_your_turn",
            Refusal::NotAPerson => "not_a_person",
            Refusal::Common(common) => common.kind(),
            Refusal::NoUndo => "no_undo",
            Refusal::HandOver => "hand_over",
        }
    }
}

crate::kit::common_refusal!(Refusal);

/// Why a set-up or a save was refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupError {
    /// Mathable is for 2, 3 or 4 players.
    Players {
        /// How many seats were given.
        found: usize,
    },
    /// The game code does not read.
    BadCode(String),
    /// A saved game that does not hold together.
    BadSave(String),
}

impl Worded for SetupError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (SetupError::Players { found }, Lang::En) => {
                format!("Mathable is for 2, 3 or 4 players, not {found}")
            }
            (SetupError::Players { found }, Lang::Fr) => {
                format!("le Mathable se joue à 2, 3 ou 4, pas à {found}")
            }
            (SetupError::BadCode(c), Lang::En) => format!("\u{201c}{c}\u{201d} is not a game code"),
            (SetupError::BadCode(c), Lang::Fr) => {
                format!("« {c} » n\u{2019}est pas un code de partie")
            }
            (SetupError::BadSave(why), Lang::En) => {
                format!("the saved game does not hold together ({why})")
            }
            (SetupError::BadSave(why), Lang::Fr) => {
                format!("la partie enregistrée n\u{2019}est pas cohérente ({why})")
            }
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            SetupError::Players { .. } => "players",
            SetupError::BadCode(_) => "bad_code",
            SetupError::BadSave(_) => "bad_save",
        }
    }
}

crate::kit::worded_display!(SetupError);

/// The shortest and longest pause before a computer player moves, in milliseconds.
pub const COMPUTER_DELAY_MS: (u64, u64) = (600, 1200);

/// A game of Mathable in play, as plain data (it is its own snapshot).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mathable {
    seats: Vec<Seat>,
    mode: PlayMode,
    setup: Setup,
    table: Table,
    /// Hints taken, per seat.
    hints: Vec<u32>,
    /// The tile the current seat's last hint named, this turn.
    hinted: Option<u8>,
    /// The square the last hint showed.
    hinted_cell: Option<Cell>,
    /// The tile the current seat has chosen.
    selected: Option<u8>,
    /// The cells of the last finished turn.
    last_cells: Vec<Cell>,
    /// The cells placed in the turn in progress.
    turn_cells: Vec<Cell>,
    /// The first equation each placed tile completed (for the spoken board).
    made: Vec<(Cell, Equation)>,
    /// When the computer to play moves (game time).
    computer_due: Option<u64>,
    /// Game time so far (paused time excluded), and the clock reading it was taken at.
    elapsed_ms: u64,
    clock_ms: u64,
    paused: bool,
    /// Seeds the computer players' turns.
    computer_seed: u64,
    /// Racks are hidden and the device goes to the player to play, who has not taken it yet
    /// (their rack stays hidden until `TakeDevice`).
    #[serde(default)]
    handing_over: bool,
}

impl Mathable {
    /// The state of play.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The set-up (seed and settings).
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Hints taken, per seat.
    pub fn hints(&self) -> &[u32] {
        &self.hints
    }

    /// Whether the game is paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    pub(crate) fn selected(&self) -> Option<u8> {
        self.selected
    }

    pub(crate) fn hinted_cell(&self) -> Option<Cell> {
        self.hinted_cell
    }

    pub(crate) fn last_cells(&self) -> &[Cell] {
        if self.turn_cells.is_empty() {
            &self.last_cells
        } else {
            &self.turn_cells
        }
    }

    pub(crate) fn equation_at(&self, cell: Cell) -> Option<&Equation> {
        self.made.iter().find(|(c, _)| *c == cell).map(|(_, e)| e)
    }

    /// Whether the device is being handed to the player to play (racks hidden): their rack
    /// stays hidden until they take it (`Command::TakeDevice`).
    pub fn handing_over(&self) -> bool {
        self.handing_over
    }

    /// Whether the racks of seats other than the one to play are hidden in the view.
    pub fn racks_hidden(&self) -> bool {
        self.setup.settings.racks_hidden && self.mode == PlayMode::PassAndPlay
    }

    /// Game time in milliseconds at the shell's `now_ms`.
    fn game_time(&self, now_ms: u64) -> u64 {
        if self.paused {
            self.elapsed_ms
        } else {
            self.elapsed_ms
                .saturating_add(now_ms.saturating_sub(self.clock_ms))
        }
    }

    fn advance(&mut self, now_ms: u64) {
        self.elapsed_ms = self.game_time(now_ms);
        self.clock_ms = now_ms;
    }

    /// The person at `seat` while the game is in play, or why that seat may not act.
    fn person_in_play(&self, seat: SeatId) -> Result<usize, Refusal> {
        let s = seat as usize;
        if self.paused {
            return Err(CommonRefusal::Paused.into());
        }
        let seat = self.seats.get(s).ok_or(CommonRefusal::NoSeat)?;
        if seat.kind != SeatKind::Person {
            return Err(Refusal::NotAPerson);
        }
        if self.table.is_over() {
            return Err(Refusal::Turn(TurnRefusal::Over));
        }
        Ok(s)
    }

    /// Refuses when it is not seat `s`'s turn.
    fn check_turn(&self, s: usize) -> Result<(), Refusal> {
        if s != self.table.current {
            return Err(Refusal::NotYourTurn {
                current: self.table.current as SeatId,
            });
        }
        Ok(())
    }

    fn seat_is_computer(&self, seat: usize) -> bool {
        self.seats.get(seat).is_some_and(Seat::is_computer)
    }

    fn schedule(&mut self, events: &mut Vec<Event<TurnEvent>>, previous: usize) {
        if self.table.is_over() {
            self.computer_due = None;
            events.push(Event::Cue(Cue::GameOver));
            return;
        }
        let seat = self.table.current;
        if self.seat_is_computer(seat) {
            let seed = self.computer_seed ^ u64::from(self.table.turns_played);
            let (lo, hi) = COMPUTER_DELAY_MS;
            self.computer_due = Some(self.elapsed_ms.saturating_add(thinking_delay(
                seed,
                lo,
                hi - 1,
            )));
        } else {
            self.computer_due = None;
            if self.mode.hands_over() && previous != seat {
                events.push(Event::Cue(Cue::HandOver {
                    seat: seat as SeatId,
                }));
                self.handing_over = self.racks_hidden();
            }
            events.push(Event::Cue(Cue::YourTurn {
                seat: seat as SeatId,
            }));
        }
    }

    fn note(&mut self, events: &[TurnEvent]) {
        for e in events {
            match e {
                TurnEvent::Placed { score, .. } => {
                    self.turn_cells.push(score.cell);
                    if let Some(eq) = score.equations.first() {
                        self.made.push((score.cell, *eq));
                    }
                }
                TurnEvent::TurnEnded { .. }
                | TurnEvent::Passed { .. }
                | TurnEvent::Exchanged { .. } => {
                    self.last_cells = std::mem::take(&mut self.turn_cells);
                    self.hinted = None;
                    self.hinted_cell = None;
                    self.selected = None;
                }
                _ => {}
            }
        }
    }

    fn run(&mut self, seat: usize, action: Action) -> Result<Vec<Event<TurnEvent>>, TurnRefusal> {
        let before = self.table.current;
        let out = self.table.apply(seat, action)?;
        self.note(&out);
        let mut events: Vec<Event<TurnEvent>> = out.into_iter().map(Event::Game).collect();
        if self.table.is_over() || self.table.current != before {
            self.schedule(&mut events, before);
        }
        Ok(events)
    }

    /// Computer players whose time has come play; they also agree to end the game once a
    /// person has proposed it, or when nobody has placed a tile for a while.
    fn computers(&mut self) -> Vec<Event<TurnEvent>> {
        let mut events = Vec::new();
        for _ in 0..64 {
            if self.table.is_over() {
                break;
            }
            let seat = self.table.current;
            match self.computer_due {
                Some(d) if self.seat_is_computer(seat) && d <= self.elapsed_ms => {}
                _ => break,
            }
            if stalled(&self.table) {
                self.computers_agree(&mut events);
                if self.table.is_over() {
                    break;
                }
            }
            let strength = self.seats[seat]
                .strength()
                .unwrap_or(crate::kit::Strength::Casual);
            let seed = self
                .computer_seed
                .wrapping_add(u64::from(self.table.turns_played).wrapping_mul(0x9e37_79b9));
            let out = play_turn(&mut self.table, strength, seed);
            self.note(&out);
            events.extend(out.into_iter().map(Event::Game));
            self.schedule(&mut events, seat);
        }
        events
    }

    fn computers_agree(&mut self, events: &mut Vec<Event<TurnEvent>>) {
        for s in 0..self.seats.len() {
            if self.seat_is_computer(s) && !self.table.agreed.get(s).copied().unwrap_or(true) {
                if let Ok(out) = self.table.apply(s, Action::AgreeEnd) {
                    events.extend(out.into_iter().map(Event::Game));
                }
            }
        }
        if self.table.is_over() {
            self.computer_due = None;
            events.push(Event::Cue(Cue::GameOver));
        }
    }

    fn validate(&self) -> Result<(), SetupError> {
        let n = self.seats.len();
        let bad = |why: &str| Err(SetupError::BadSave(why.to_string()));
        if !Self::SEATS.counts().contains(&n) {
            return Err(SetupError::Players { found: n });
        }
        let t = &self.table;
        if t.racks.len() != n || t.scores.len() != n || t.agreed.len() != n || self.hints.len() != n
        {
            return bad("the seats and racks do not match");
        }
        if let Err(why) = crate::kit::scores_hold(&t.scores) {
            return bad(why);
        }
        let grid = t.board.grid();
        if grid.rows() != super::board::SIZE
            || grid.cols() != super::board::SIZE
            || grid.iter().count()
                != usize::from(super::board::SIZE) * usize::from(super::board::SIZE)
        {
            return bad("the board is not 14 by 14");
        }
        if t.current >= n {
            return bad("the player to move is not at the table");
        }
        if !t.tiles_accounted() {
            return bad(
                "the tiles on the board, in the bag and on the racks are not the game's 106",
            );
        }
        for (cell, v) in super::board::PRESET {
            if t.board.tile(cell) != Some(v) {
                return bad("the preset centre is missing");
            }
        }
        // A rack refills to its size: a size other than the game's would draw the bag dry.
        if t.racks.iter().any(|r| r.size() != t.rack_size()) {
            return bad("a rack is not the game's size");
        }
        if t.racks.iter().any(|r| r.tiles().len() > 16) {
            return bad("a rack holds too many tiles");
        }
        Ok(())
    }
}

impl Game for Mathable {
    const ID: GameId = GameId::Mathable;
    const SAVE_VERSION: u32 = 1;
    const SEATS: crate::kit::SeatLimits = crate::kit::SeatLimits::seats(2, 4);
    type Setup = Setup;
    type Command = Command;
    type Detail = TurnEvent;
    type View = MathableView;
    type Hint = Hint;
    type Refusal = Refusal;
    type SetupError = SetupError;
    type Snapshot = Mathable;

    fn start(setup: Setup, seats: Vec<Seat>, now_ms: u64) -> Result<Self, SetupError> {
        if !Self::SEATS.counts().contains(&seats.len()) {
            return Err(SetupError::Players { found: seats.len() });
        }
        let mut rng = GameRng::from_seed(setup.seed);
        let table_seed = rng.derive_seed();
        let computer_seed = rng.derive_seed();
        let table = Table::new(seats.len(), table_seed, setup.settings.first);
        let mode = PlayMode::for_turns(&seats);
        let n = seats.len();
        let mut game = Mathable {
            seats,
            mode,
            setup,
            table,
            hints: vec![0; n],
            hinted: None,
            hinted_cell: None,
            selected: None,
            last_cells: Vec::new(),
            turn_cells: Vec::new(),
            made: Vec::new(),
            computer_due: None,
            elapsed_ms: 0,
            clock_ms: now_ms,
            paused: false,
            computer_seed,
            handing_over: false,
        };
        let mut ignored = Vec::new();
        game.schedule(&mut ignored, usize::MAX);
        Ok(game)
    }

    fn seats(&self) -> &[Seat] {
        &self.seats
    }

    fn mode(&self) -> PlayMode {
        self.mode
    }

    fn apply(&mut self, seat: SeatId, command: Command, now_ms: u64) -> Reply<Self> {
        let s = self.person_in_play(seat)?;
        if command == Command::TakeDevice {
            self.check_turn(s)?;
            // Taking a device one already holds changes nothing.
            self.advance(now_ms);
            self.handing_over = false;
            return Ok(Vec::new());
        }
        if self.handing_over
            && s == self.table.current
            && command != Command::Play(Action::AgreeEnd)
        {
            return Err(Refusal::HandOver);
        }
        let action = match command {
            Command::TakeDevice => return Ok(Vec::new()),
            Command::Play(action) => action,
            Command::Select(v) => {
                self.check_turn(s)?;
                if let Some(v) = v {
                    if !self.table.rack(s).contains(&v) {
                        return Err(Refusal::Turn(TurnRefusal::NotOnRack { value: v }));
                    }
                }
                self.advance(now_ms);
                self.selected = v;
                return Ok(Vec::new());
            }
        };
        if action != Action::AgreeEnd {
            self.check_turn(s)?;
        }
        self.table.check(s, &action).map_err(Refusal::Turn)?;
        self.advance(now_ms);
        let agree = action == Action::AgreeEnd;
        if let Action::Place { value, .. } = &action {
            if self.selected == Some(*value)
                && self.table.rack(s).iter().filter(|t| *t == value).count() == 1
            {
                self.selected = None;
            }
        }
        let mut events = self.run(s, action).map_err(Refusal::Turn)?;
        if agree && !self.table.is_over() {
            self.computers_agree(&mut events);
        }
        events.extend(self.computers());
        Ok(events)
    }

    fn tick(&mut self, now_ms: u64) -> Events<Self> {
        if self.paused || self.table.is_over() {
            return Vec::new();
        }
        self.advance(now_ms);
        self.computers()
    }

    fn pause(&mut self, now_ms: u64) -> Events<Self> {
        if self.paused {
            return Vec::new();
        }
        self.advance(now_ms);
        self.paused = true;
        vec![Event::Cue(Cue::Paused)]
    }

    fn resume(&mut self, now_ms: u64) -> Events<Self> {
        if !self.paused {
            return Vec::new();
        }
        self.clock_ms = now_ms;
        self.paused = false;
        vec![Event::Cue(Cue::Resumed)]
    }

    fn view(&self, now_ms: u64, lang: Lang) -> MathableView {
        let _ = now_ms;
        build_view(self, lang)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.table.is_over().then(|| {
            Outcome::highest_wins(
                self.table.scores.clone(),
                self.hints.iter().map(|h| *h > 0).collect(),
            )
        })
    }

    fn hint(&mut self, seat: SeatId, now_ms: u64) -> Result<Hint, Refusal> {
        let s = self.person_in_play(seat)?;
        self.check_turn(s)?;
        if self.handing_over {
            return Err(Refusal::HandOver);
        }
        self.advance(now_ms);
        let hint = hint_for(&self.table, s, self.hinted);
        self.hints[s] = self.hints[s].saturating_add(1);
        match &hint {
            Hint::Tile { value } => {
                self.hinted = Some(*value);
                self.hinted_cell = None;
            }
            Hint::Square { cell, .. } => self.hinted_cell = Some(*cell),
            Hint::NoTile => {}
        }
        Ok(hint)
    }

    fn undo(&mut self, _seat: SeatId, _now_ms: u64) -> Reply<Self> {
        Err(Refusal::NoUndo)
    }

    fn record(&self, started_at_ms: i64) -> FinishedMatch {
        super::history::record(self, started_at_ms)
    }

    fn snapshot(&self, now_ms: u64) -> Mathable {
        let mut copy = self.clone();
        copy.advance(now_ms);
        copy.paused = true;
        copy
    }

    fn restore(snapshot: Mathable) -> Result<Self, SetupError> {
        snapshot.validate()?;
        let mut g = snapshot;
        g.paused = true;
        Ok(g)
    }
}

impl Mathable {
    /// Game time in milliseconds (paused time excluded) at the shell's `now_ms`.
    pub fn elapsed_ms(&self, now_ms: u64) -> u64 {
        self.game_time(now_ms)
    }

    /// When the computer to play will move, in game time (`None` when a person plays).
    pub fn computer_due(&self) -> Option<u64> {
        self.computer_due
    }
}

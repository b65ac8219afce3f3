//! A match: rounds one after the other, the score sheet, the totals and the winner; pause and
//! resume; the one object a shell drives with commands and `tick(now_ms)`.
//!
//! Events of a tick that runs inside a refused command are not lost: they wait for the next
//! command or tick. The round runs on game time: the shell's clock minus the time spent paused,
//! so neither the timer nor the computer players move while the app is in the background.

use super::commands::Command;
use super::computer::Computer;
use super::config::{MatchConfig, PlayMode, SeatKind, Variant};
use super::error::{ConfigError, PlayError};
use super::events::Event;
use super::round::{Round, RoundPhase, RoundRules};
use super::scoring::{winners, RoundResult};
use super::view::ParView;
use super::view::{self, TableView};
use crate::rng::GameRng;
use crate::tuf::cubes::{Colour, Face};
use crate::tuf::roll::{Roll, RolledCube};
use crate::tuf::settings::Settings;
use crate::tuf::solver::{self, ComputerPlayer, Hint};
use serde::{Deserialize, Serialize};

/// A TUF match.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Match {
    config: MatchConfig,
    settings: Settings,
    round: Round,
    results: Vec<RoundResult>,
    paused: bool,
    /// The shell's clock reading when paused.
    paused_at: u64,
    /// Game time = the shell's clock − this offset (time spent paused, or a new clock after
    /// loading a snapshot, is not game time).
    offset_ms: i64,
    over: bool,
    pending: Vec<Event>,
    /// Hints taken: (round number, seat), one entry per hint step shown.
    #[serde(default)]
    hints: Vec<(u32, u32)>,
    /// The par of the solitaire round, once computed (shown after the round).
    #[serde(default)]
    par: Option<i64>,
    /// The par's equation, for the view.
    #[serde(default)]
    par_view: Option<ParView>,
    /// The seats as the kit shows them (rebuilt from the setup, not saved).
    #[serde(skip)]
    kit_seats: Vec<crate::kit::Seat>,
}

impl Match {
    /// Sets up a match and starts its first round at `now_ms` (its events come with the first
    /// tick).
    pub fn new(config: MatchConfig, now_ms: u64) -> Result<Match, ConfigError> {
        config.validate()?;
        let mut settings = config.settings.clone();
        settings.game = config.game;
        if config.race_symbol.is_some() {
            settings.constants = true;
        }
        let (round, pending) = start_round(&config, &settings, 1, now_ms);
        Ok(Match {
            config,
            settings,
            round,
            results: Vec::new(),
            paused: false,
            paused_at: 0,
            offset_ms: 0,
            over: false,
            pending,
            hints: Vec::new(),
            par: None,
            par_view: None,
            kit_seats: Vec::new(),
        }
        .with_kit_seats())
    }

    /// The match with its kit seats rebuilt from the setup.
    pub(super) fn with_kit_seats(mut self) -> Match {
        self.kit_seats = self
            .config
            .seats
            .iter()
            .map(super::kit_game::kit_seat)
            .collect();
        self
    }

    /// The seats as the kit shows them.
    pub(super) fn kit_seats(&self) -> &[crate::kit::Seat] {
        &self.kit_seats
    }

    /// The setup.
    pub fn config(&self) -> &MatchConfig {
        &self.config
    }

    /// The settings in play.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The round being played (or just over).
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// The score sheets of the rounds played.
    pub fn results(&self) -> &[RoundResult] {
        &self.results
    }

    /// Whether the match is paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The next hint for `seat` in the current round: step 1 says how good the best equation
    /// is, step 2 which cubes it uses, step 3 the whole equation (and it stays at 3). Every
    /// step taken is counted, so the match is marked assisted in the history. Only for a person
    /// whose round is still going.
    pub fn hint(&mut self, seat: u32, now_ms: u64) -> Result<Hint, PlayError> {
        self.advance(now_ms);
        if self.paused {
            return Err(PlayError::Paused);
        }
        if self.over {
            return Err(PlayError::MatchOver);
        }
        let s = seat as usize;
        if self.config.seats.get(s).is_some_and(|c| c.is_computer()) {
            return Err(PlayError::ComputerSeat(seat));
        }
        self.round.can_edit(s)?;
        let number = self.round.rules().number;
        let step = (self.hints_used(s, number) + 1).min(3) as u8;
        let roll = self.round.seats()[s].board.roll().clone();
        let hint = solver::hint(&self.settings, &roll, step);
        self.hints.push((number, seat));
        Ok(hint)
    }

    /// The par of the solitaire round (the solver's optimum for its roll), shown after it.
    pub fn par_view(&self) -> Option<&ParView> {
        self.par_view.as_ref()
    }

    fn compute_par(&mut self) {
        let Some(seat) = self.round.seats().first() else {
            return;
        };
        let par = solver::par(&self.settings, seat.board.roll());
        self.par = Some(i64::from(par.value));
        self.par_view = Some(ParView {
            value: par.value,
            text: par
                .equation
                .as_ref()
                .map(|e| e.text.clone())
                .unwrap_or_default(),
            normal: par
                .equation
                .as_ref()
                .map(|e| e.normal.clone())
                .unwrap_or_default(),
            proved: par.proved,
        });
    }

    /// How many hint steps `seat` took in round `round`.
    pub fn hints_used(&self, seat: usize, round: u32) -> u32 {
        self.hints
            .iter()
            .filter(|(r, s)| *r == round && *s as usize == seat)
            .count() as u32
    }

    /// The par of the solitaire round, once computed.
    pub fn par(&self) -> Option<i64> {
        self.par
    }

    /// The match as a score-history record (see [`super::history::record`]).
    pub fn history_record(&self, started_at_ms: i64) -> crate::history::FinishedMatch {
        super::history::record(self, started_at_ms)
    }

    /// Each seat's total so far.
    pub fn totals(&self) -> Vec<i32> {
        let mut totals = vec![0i32; self.config.seats.len()];
        for r in &self.results {
            for s in &r.scores {
                if let Some(t) = totals.get_mut(s.seat as usize) {
                    *t = (*t).saturating_add(s.points);
                }
            }
        }
        totals
    }

    /// The seats with the highest total (several when tied).
    pub fn winners(&self) -> Vec<u32> {
        winners(&self.totals())
    }

    /// Advances to `now_ms`: timer events, expiry, computer players, the end of a round.
    pub fn tick(&mut self, now_ms: u64) -> Vec<Event> {
        self.advance(now_ms);
        std::mem::take(&mut self.pending)
    }

    /// The game time at the shell's clock reading `now_ms`: it stands still while paused.
    pub fn game_time(&self, now_ms: u64) -> u64 {
        let at = if self.paused { self.paused_at } else { now_ms };
        let g = i128::from(at) - i128::from(self.offset_ms);
        u64::try_from(g.max(0)).unwrap_or(u64::MAX)
    }

    fn advance(&mut self, now_ms: u64) {
        if self.paused || self.over {
            return;
        }
        let events = self.round.tick(self.game_time(now_ms));
        self.absorb(events);
    }

    /// Takes the round's events and records the end of a round and of the match.
    fn absorb(&mut self, events: Vec<Event>) {
        self.pending.extend(events);
        if let Some(result) = self.round.result() {
            if self.results.len() < self.round.rules().number as usize {
                self.results.push(result.clone());
                if self.config.variant() == Variant::Solitaire {
                    self.compute_par();
                }
                if self.results.len() >= self.config.rounds as usize {
                    self.over = true;
                    self.pending.push(Event::MatchOver {
                        winners: self.winners(),
                    });
                }
            }
        }
    }

    /// Applies `command` for `seat` at `now_ms` and returns the events (those of the tick to
    /// `now_ms` first). A refused command changes nothing.
    pub fn apply(
        &mut self,
        seat: u32,
        command: Command,
        now_ms: u64,
    ) -> Result<Vec<Event>, PlayError> {
        self.advance(now_ms);
        if self.paused {
            return Err(PlayError::Paused);
        }
        let now_ms = self.game_time(now_ms);
        let s = seat as usize;
        let seat_config = self
            .config
            .seats
            .get(s)
            .ok_or(PlayError::NoSuchSeat(seat))?;
        if command == Command::NextRound {
            self.next_round(now_ms)?;
            return Ok(std::mem::take(&mut self.pending));
        }
        if self.over {
            return Err(PlayError::MatchOver);
        }
        if seat_config.is_computer() {
            return Err(PlayError::ComputerSeat(seat));
        }
        let events = self.round.apply(s, &command, now_ms)?;
        self.absorb(events);
        Ok(std::mem::take(&mut self.pending))
    }

    fn next_round(&mut self, now_ms: u64) -> Result<(), PlayError> {
        if self.over {
            return Err(PlayError::MatchOver);
        }
        if self.round.phase() != RoundPhase::Over {
            return Err(PlayError::RoundNotOver);
        }
        let number = self.round.rules().number + 1;
        let (round, events) = start_round(&self.config, &self.settings, number, now_ms);
        self.round = round;
        self.pending.extend(events);
        Ok(())
    }

    /// Pauses at `now_ms` (the app went to the background): the timer stops, commands are
    /// refused until [`Match::resume`].
    pub fn pause(&mut self, now_ms: u64) -> Vec<Event> {
        if !self.paused && !self.over {
            self.advance(now_ms);
            self.round.pause(self.game_time(now_ms));
            self.paused_at = now_ms;
            self.paused = true;
            self.pending.push(Event::Paused);
        }
        std::mem::take(&mut self.pending)
    }

    /// A copy paused at `now_ms` (for a snapshot), without touching this match.
    pub fn paused_copy(&self, now_ms: u64) -> Match {
        let mut copy = self.clone();
        if !copy.paused && !copy.over {
            copy.round.pause(copy.game_time(now_ms));
            copy.paused_at = now_ms;
            copy.paused = true;
        }
        copy
    }

    /// Everything the table screen draws at `now_ms`, every word for players (spoken labels,
    /// reasons, refusals, the hand-over screen, score notes, the status line) in `lang`.
    pub fn view_in(&self, now_ms: u64, lang: crate::lang::Lang) -> TableView {
        view::table_in(self, self.game_time(now_ms), lang)
    }

    /// Everything the table screen draws at `now_ms`, in English.
    pub fn view(&self, now_ms: u64) -> TableView {
        view::table(self, self.game_time(now_ms))
    }

    /// Checks a match read from outside (a snapshot) for consistency.
    pub fn check(&self) -> Result<(), String> {
        self.config.validate().map_err(|e| e.to_string())?;
        if self.round.seats().len() != self.config.seats.len() {
            return Err("the seats do not match the players".to_string());
        }
        if self.results.len() > self.config.rounds as usize
            || self.round.rules().number as usize > self.config.rounds as usize
            || self.round.rules().number == 0
        {
            return Err("the rounds do not add up".to_string());
        }
        if self
            .results
            .iter()
            .any(|r| r.scores.len() != self.config.seats.len())
        {
            return Err("a score sheet does not match the players".to_string());
        }
        self.round.check()
    }

    /// Resumes at `now_ms`: the timer runs on with the time it had, and computer players
    /// resume their plans where they stood (the time away is not game time). After loading a
    /// snapshot, `now_ms` may come from a new clock.
    pub fn resume(&mut self, now_ms: u64) -> Vec<Event> {
        if self.paused {
            let away = i128::from(now_ms) - i128::from(self.paused_at);
            let offset = i128::from(self.offset_ms) + away;
            self.offset_ms =
                i64::try_from(offset.clamp(i128::from(i64::MIN), i128::from(i64::MAX)))
                    .unwrap_or(0);
            self.paused = false;
            self.round.resume(self.game_time(now_ms));
            self.pending.push(Event::Resumed);
        }
        std::mem::take(&mut self.pending)
    }
}

/// The seed of round `number` (each round's rolls and computer players come from it).
fn round_seed(seed: u64, number: u32) -> u64 {
    let mut rng = GameRng::from_seed(seed);
    let mut s = 0;
    for _ in 0..number {
        s = rng.derive_seed();
    }
    s
}

fn roll_from(config: &MatchConfig, settings: &Settings, seed: u64) -> Roll {
    let mut roll = match &config.roll {
        Some(r) => r.clone(),
        None => Roll::for_game(config.game, settings.constants, seed),
    };
    if let Some(preset) = config.operator_preset {
        roll.preset_operators(preset);
    }
    if let Some(symbol) = config.race_symbol {
        preset_constant(&mut roll, symbol);
    }
    roll
}

/// Sets the constant cube to `symbol` (adds one when the roll has none).
fn preset_constant(roll: &mut Roll, symbol: Face) {
    match roll.cubes.iter_mut().find(|c| c.colour == Colour::Orange) {
        Some(c) => c.face = symbol,
        None => roll.cubes.push(RolledCube {
            colour: Colour::Orange,
            face: symbol,
        }),
    }
}

fn start_round(
    config: &MatchConfig,
    settings: &Settings,
    number: u32,
    now_ms: u64,
) -> (Round, Vec<Event>) {
    let mut rng = GameRng::from_seed(round_seed(config.seed, number));
    let n = config.seats.len();
    let rolls: Vec<Roll> = if config.duplicate_roll() {
        let roll = roll_from(config, settings, rng.derive_seed());
        vec![roll; n]
    } else {
        (0..n)
            .map(|_| roll_from(config, settings, rng.derive_seed()))
            .collect()
    };
    let computers = config
        .seats
        .iter()
        .zip(&rolls)
        .map(|(seat, roll)| {
            let seed = rng.derive_seed();
            match &seat.kind {
                SeatKind::Computer { strength } => {
                    let player = ComputerPlayer::new(*strength, settings, roll, seed, now_ms);
                    Some(Computer::solver(player))
                }
                SeatKind::Scripted { moves } => Some(Computer::scripted(moves.clone(), now_ms)),
                SeatKind::Human => None,
            }
        })
        .collect();
    let variant = config.variant();
    let rules = RoundRules {
        number,
        variant,
        checked: config.checked_declarations,
        settings: settings.clone(),
        schedule: config.schedule,
        limit_ms: config.limit(),
        opening_limit_ms: if variant == Variant::Solitaire {
            None
        } else {
            config.opening_limit_ms
        },
        pass_and_play: config.mode == PlayMode::PassAndPlay,
    };
    Round::start(rules, rolls, computers, now_ms)
}

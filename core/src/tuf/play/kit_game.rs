//! The TUF match as a game of the kit ([`crate::kit::Game`]): the same match, driven the way
//! every game is driven. TUF's events are split into the kit's cues (time running out, time
//! up, hand over, your turn, round over, game over, paused, resumed) and TUF's own details
//! (a round started, a declaration, a declarer bested, a TUF ERROR judged, a computer player
//! working).
//!
//! Seats: a match's setup ([`MatchConfig`]) carries its own seats, including scripted seats
//! for tutorials and tests; kit seats given to [`Game::start`] replace them. A scripted seat
//! shows in [`Game::seats`] as a computer player at [`Strength::Strong`].

use super::commands::Command;
use super::config::{MatchConfig, PlayMode as TufMode, SeatConfig, SeatKind as TufSeat};
use super::error::{ConfigError, PlayError, WrongMoment};
use super::events::Event;
use super::session::Match;
use super::view::TableView;
use crate::history::FinishedMatch;
use crate::kit::{self, Cue, Game, GameId, Outcome, PlayMode, Seat, SeatId, SeatKind, Strength};
use crate::lang::Lang;
use crate::tuf::solver::Hint;

/// The save format TUF used before the kit's envelope (`{"format":…,"version":1,"match":…}`);
/// such saves still load.
pub const LEGACY_FORMAT: &str = "tuffest-tuf-match";

/// The kit seat a match seat shows as.
pub fn kit_seat(seat: &SeatConfig) -> Seat {
    let kind = match &seat.kind {
        TufSeat::Human => SeatKind::Person,
        TufSeat::Computer { strength } => SeatKind::Computer {
            strength: *strength,
        },
        TufSeat::Scripted { .. } => SeatKind::Computer {
            strength: Strength::Strong,
        },
    };
    Seat {
        name: seat.name.clone(),
        kind,
    }
}

impl From<&Seat> for SeatConfig {
    fn from(seat: &Seat) -> SeatConfig {
        match seat.kind {
            SeatKind::Person => SeatConfig::human(&seat.name),
            SeatKind::Computer { strength } => SeatConfig::computer(&seat.name, strength),
        }
    }
}

/// TUF's events as the kit's: cues every shell handles alike, and TUF's own details. A
/// declaration is both: the cue that someone called, and the call itself as a detail.
pub fn split(events: Vec<Event>) -> Vec<kit::Event<Event>> {
    let mut out = Vec::with_capacity(events.len());
    for e in events {
        let cue = match &e {
            Event::TimerLastTenSeconds => Cue::TimeRunningOut { seat: None },
            Event::TimerExpired => Cue::TimeUp { seat: None },
            Event::HandOver { seat } => Cue::HandOver { seat: *seat },
            Event::TurnStarted { seat } => Cue::YourTurn { seat: *seat },
            Event::RoundOver { .. } => Cue::RoundOver,
            Event::MatchOver { .. } => Cue::GameOver,
            Event::Paused => Cue::Paused,
            Event::Resumed => Cue::Resumed,
            Event::Declared { seat, .. } => {
                out.push(kit::Event::Cue(Cue::Called { seat: *seat }));
                out.push(kit::Event::Game(e));
                continue;
            }
            _ => {
                out.push(kit::Event::Game(e));
                continue;
            }
        };
        out.push(kit::Event::Cue(cue));
    }
    out
}

impl kit::Worded for PlayError {
    fn text_in(&self, lang: Lang) -> String {
        PlayError::text_in(self, lang)
    }

    fn kind(&self) -> &'static str {
        use PlayError::*;
        match self {
            NoSuchSeat(_) => "no_such_seat",
            ComputerSeat(_) => "computer_seat",
            RoundOver => "round_over",
            MatchOver => "game_over",
            RoundNotOver => "round_not_over",
            Paused => "paused",
            FrozenDeclarer => "frozen_declarer",
            AlreadyFinished => "already_finished",
            NotYourTurn => "not_your_turn",
            HandOverFirst => "hand_over_first",
            EmptyLayout => "empty_layout",
            NotAnEquation { .. } => "not_an_equation",
            NotLonger { .. } => "not_longer",
            AlreadyDeclarer => "already_declarer",
            MissingSymbol { .. } => "missing_symbol",
            NotCutthroat => "not_cutthroat",
            NothingToChallenge => "nothing_to_challenge",
            OwnDeclaration => "own_declaration",
            AlreadyChallenged => "already_challenged",
            CaughtInError => "caught_in_error",
            NotNow(WrongMoment::NoUndo) => "no_undo",
            NotNow(_) => "not_now",
            Edit(_) => "edit",
            Notation(_) => "notation",
        }
    }
}

impl kit::Worded for Hint {
    fn text_in(&self, lang: Lang) -> String {
        self.sentence_in(lang)
    }

    fn kind(&self) -> &'static str {
        "hint"
    }
}

impl kit::Worded for ConfigError {
    fn text_in(&self, lang: Lang) -> String {
        ConfigError::text_in(self, lang)
    }

    fn kind(&self) -> &'static str {
        use ConfigError::*;
        match self {
            PlayerCount(_) => "player_count",
            NoPerson => "no_person",
            PhoneSeatsTwo => "phone_seats_two",
            PassAndPlayPeopleOnly => "pass_and_play_people_only",
            RoundCount(_) => "round_count",
            ZeroTimeLimit => "zero_time_limit",
            RaceSymbol(_) => "race_symbol",
            Roll(_) => "roll",
            Inconsistent(_) => "save_inconsistent",
        }
    }
}

impl Game for Match {
    const ID: GameId = GameId::Tuf;
    const SAVE_VERSION: u32 = 1;
    const SEATS: crate::kit::SeatLimits =
        crate::kit::SeatLimits::seats(1, super::config::MAX_SEATS).people(1);

    type Setup = MatchConfig;
    type Command = Command;
    type Detail = Event;
    type View = TableView;
    type Hint = Hint;
    type Refusal = PlayError;
    type SetupError = ConfigError;
    type Snapshot = Match;

    fn start(mut setup: MatchConfig, seats: Vec<Seat>, now_ms: u64) -> Result<Match, ConfigError> {
        if !seats.is_empty() {
            setup.seats = seats.iter().map(SeatConfig::from).collect();
        }
        Match::new(setup, now_ms)
    }

    fn seats(&self) -> &[Seat] {
        self.kit_seats()
    }

    fn mode(&self) -> PlayMode {
        let people = self
            .config()
            .seats
            .iter()
            .filter(|s| !s.is_computer())
            .count();
        match self.config().mode {
            TufMode::PassAndPlay => PlayMode::PassAndPlay,
            TufMode::Table { .. } if self.config().seats.len() == 1 => PlayMode::Solitaire,
            TufMode::Table { .. } if people == 1 => PlayMode::VsComputer,
            TufMode::Table { .. } => PlayMode::Table,
        }
    }

    fn apply(&mut self, seat: SeatId, command: Command, now_ms: u64) -> kit::Reply<Self> {
        Match::apply(self, seat, command, now_ms).map(split)
    }

    fn tick(&mut self, now_ms: u64) -> kit::Events<Self> {
        split(Match::tick(self, now_ms))
    }

    fn pause(&mut self, now_ms: u64) -> kit::Events<Self> {
        split(Match::pause(self, now_ms))
    }

    fn resume(&mut self, now_ms: u64) -> kit::Events<Self> {
        split(Match::resume(self, now_ms))
    }

    fn view(&self, now_ms: u64, lang: Lang) -> TableView {
        self.view_in(now_ms, lang)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let scores: Vec<i64> = self.totals().into_iter().map(i64::from).collect();
        let assisted = (0..self.config().seats.len())
            .map(|s| (1..=self.config().rounds).any(|r| self.hints_used(s, r) > 0))
            .collect();
        Some(Outcome {
            scores,
            winners: self.winners(),
            assisted,
            finished: true,
        })
    }

    fn hint(&mut self, seat: SeatId, now_ms: u64) -> Result<Hint, PlayError> {
        Match::hint(self, seat, now_ms)
    }

    fn undo(&mut self, _seat: SeatId, _now_ms: u64) -> kit::Reply<Self> {
        Err(PlayError::NotNow(WrongMoment::NoUndo))
    }

    fn record(&self, started_at_ms: i64) -> FinishedMatch {
        self.history_record(started_at_ms)
    }

    fn snapshot(&self, now_ms: u64) -> Match {
        self.paused_copy(now_ms)
    }

    fn restore(snapshot: Match) -> Result<Match, ConfigError> {
        snapshot.check().map_err(ConfigError::Inconsistent)?;
        Ok(snapshot.with_kit_seats())
    }

    fn legacy(save: &serde_json::Value) -> Option<(u32, serde_json::Value)> {
        if save.get("format")?.as_str()? != LEGACY_FORMAT {
            return None;
        }
        let version = u32::try_from(save.get("version")?.as_u64()?).ok()?;
        Some((version, save.get("match")?.clone()))
    }
}

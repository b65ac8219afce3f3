//! One round of TUF: each seat's roll and live layout, declarations, the timer, the end and the
//! score sheet.
//!
//! Rulings (tests hold them):
//! - Commands are processed in the order they arrive: of two declarations in the same
//!   millisecond the first processed wins and the second must beat it.
//! - Standard games check a declaration when it is made: one that is not a true equation is
//!   refused with the verdict's reason (friendlier in an app than a zero at the end). Cutthroat
//!   (1B) accepts declarations unchecked, as the rulebook says; they are judged at the end or by
//!   a TUF ERROR challenge. The setting [`super::config::MatchConfig::checked_declarations`]
//!   changes either default.
//! - "Longer" is a higher cube value (the verdict's potential value: bonuses and penalties in).
//! - The declarer's layout is frozen while they are the declarer and free again once bested.
//! - The round ends when a declaration uses every cube of the declarer's roll, when the window
//!   runs out, when everyone has called (race) or is done (solitaire), or on End round.
//! - Expiry is processed before anything else a tick or command brings: a declaration that
//!   arrives after the window ran out is refused.

use super::calls::call_word;
use super::commands::Command;
use super::computer::Computer;
use super::config::Variant;
use super::cutthroat::{self, SeatStanding};
use super::error::{PlayError, WrongMoment};
use super::events::Event;
use super::race;
use super::schedule::{RoundClock, TimerKind, TimerSchedule};
use super::scoring::{self, judge, Judged, RoundResult};
use crate::timer::TimerEvent;
use crate::tuf::board::Board;
use crate::tuf::layout::Layout;
use crate::tuf::notation;
use crate::tuf::roll::Roll;
use crate::tuf::settings::Settings;
use crate::tuf::solver::TableState;
use crate::tuf::verdict::check;
use serde::{Deserialize, Serialize};

/// Where a round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoundPhase {
    /// Everyone plays.
    Playing,
    /// Pass-and-play: the hand-over screen shows; `seat` takes the device next.
    HandOver {
        /// The next seat.
        seat: u32,
    },
    /// Pass-and-play: `seat` plays their turn.
    Turn {
        /// The seat playing.
        seat: u32,
    },
    /// Over and scored.
    Over,
}

/// The rules a round is played under.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoundRules {
    /// The round's number, from 1.
    pub number: u32,
    /// How it is played and scored.
    pub variant: Variant,
    /// Whether declarations must be true equations when made.
    pub checked: bool,
    /// The game's settings.
    pub settings: Settings,
    /// Which timer each declaration sets.
    pub schedule: TimerSchedule,
    /// Solitaire's limit, or the length of a pass-and-play turn.
    pub limit_ms: u64,
    /// A limit before the first declaration, if any.
    pub opening_limit_ms: Option<u64>,
    /// Pass-and-play: seats play in turn behind a hand-over screen.
    pub pass_and_play: bool,
}

/// One seat's state in the round.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Seat {
    /// The roll and the layout.
    pub board: Board,
    /// Called (race), done (solitaire) or turn over (pass-and-play): the layout is frozen.
    pub finished: bool,
    /// The declaration (index) that bested this seat when it was the declarer.
    pub bested_by: Option<usize>,
    /// Caught in a TUF ERROR (cutthroat).
    pub in_error: bool,
    /// The computer player of a computer seat.
    pub computer: Option<Computer>,
}

/// A declaration (or a race call, or a solitaire "done").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Declaration {
    /// Who declared.
    pub seat: u32,
    /// The word called.
    pub call: String,
    /// The cube value declared.
    pub value: i32,
    /// The layout declared.
    pub layout: Layout,
    /// When.
    pub at_ms: u64,
    /// Struck by a successful TUF ERROR.
    pub struck: bool,
}

/// A judged TUF ERROR challenge.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenge {
    /// Who called TUF ERROR.
    pub challenger: u32,
    /// The declarer challenged.
    pub declarer: u32,
    /// The declaration challenged (its index).
    pub declaration: u32,
    /// Whether the declarer was wrong.
    pub declarer_wrong: bool,
    /// The challenger's points.
    pub points: i32,
    /// When.
    pub at_ms: u64,
}

/// One round.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Round {
    rules: RoundRules,
    seats: Vec<Seat>,
    declarations: Vec<Declaration>,
    declarer: Option<usize>,
    challenges: Vec<Challenge>,
    clock: RoundClock,
    phase: RoundPhase,
    started_ms: u64,
    result: Option<RoundResult>,
}

impl Round {
    /// Starts a round at `now_ms` with one roll and (optional) computer player per seat.
    pub fn start(
        rules: RoundRules,
        rolls: Vec<Roll>,
        computers: Vec<Option<Computer>>,
        now_ms: u64,
    ) -> (Round, Vec<Event>) {
        let mut computers = computers.into_iter();
        let seats = rolls
            .into_iter()
            .map(|roll| Seat {
                board: Board::new(roll),
                finished: false,
                bested_by: None,
                in_error: false,
                computer: computers.next().flatten(),
            })
            .collect();
        let mut round = Round {
            rules,
            seats,
            declarations: Vec::new(),
            declarer: None,
            challenges: Vec::new(),
            clock: RoundClock::new(),
            phase: RoundPhase::Playing,
            started_ms: now_ms,
            result: None,
        };
        let mut events = vec![Event::RoundStarted {
            round: round.rules.number,
        }];
        if round.rules.pass_and_play {
            round.phase = RoundPhase::HandOver { seat: 0 };
            events.push(Event::HandOver { seat: 0 });
        } else if round.rules.variant == Variant::Solitaire {
            round
                .clock
                .set(now_ms, TimerKind::Limit, round.rules.limit_ms);
        } else if let Some(limit) = round.rules.opening_limit_ms {
            round.clock.set(now_ms, TimerKind::Limit, limit);
        }
        (round, events)
    }

    /// Checks a round read from outside (a snapshot) for consistency.
    pub fn check(&self) -> Result<(), String> {
        let n = self.seats.len();
        let d = self.declarations.len();
        for s in &self.seats {
            s.board.check()?;
            if s.bested_by.is_some_and(|b| b >= d) {
                return Err("a seat was bested by a missing declaration".to_string());
            }
        }
        if self.declarer.is_some_and(|x| x >= d)
            || self.declarations.iter().any(|x| x.seat as usize >= n)
            || self
                .challenges
                .iter()
                .any(|c| c.declaration as usize >= d || c.challenger as usize >= n)
        {
            return Err("a declaration does not fit the table".to_string());
        }
        // A declaration is a copy of its seat's layout: the same roll's cubes.
        for d in &self.declarations {
            let seat = self.seats.get(d.seat as usize);
            let roll = seat
                .ok_or("a declaration does not fit the table")?
                .board
                .roll();
            crate::tuf::board::validate(&d.layout, roll)
                .map_err(|e| format!("a declaration is not made of its seat's cubes ({e})"))?;
        }
        match self.phase {
            RoundPhase::HandOver { seat } | RoundPhase::Turn { seat } if seat as usize >= n => {
                Err("the turn belongs to a missing seat".to_string())
            }
            RoundPhase::Over if self.result.is_none() => {
                Err("the round is over but not scored".to_string())
            }
            _ => Ok(()),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &RoundRules {
        &self.rules
    }

    /// The seats.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// Every declaration so far, in order.
    pub fn declarations(&self) -> &[Declaration] {
        &self.declarations
    }

    /// The challenges so far.
    pub fn challenges(&self) -> &[Challenge] {
        &self.challenges
    }

    /// The phase.
    pub fn phase(&self) -> RoundPhase {
        self.phase
    }

    /// The clock.
    pub fn clock(&self) -> &RoundClock {
        &self.clock
    }

    /// When the round started.
    pub fn started_ms(&self) -> u64 {
        self.started_ms
    }

    /// The score sheet, once over.
    pub fn result(&self) -> Option<&RoundResult> {
        self.result.as_ref()
    }

    /// The declaration standing, if there is a declarer.
    pub fn current_declaration(&self) -> Option<&Declaration> {
        self.declarer.and_then(|d| self.declarations.get(d))
    }

    /// The seat of the declarer of the moment.
    pub fn declarer_seat(&self) -> Option<usize> {
        self.current_declaration().map(|d| d.seat as usize)
    }

    fn declaring(&self) -> bool {
        matches!(self.rules.variant, Variant::Standard | Variant::Cutthroat)
    }

    /// The value a declaration must beat (declaring games only).
    pub fn standing_value(&self) -> Option<i32> {
        if !self.declaring() {
            return None;
        }
        if let Some(d) = self.current_declaration() {
            return Some(d.value);
        }
        self.declarations
            .iter()
            .filter(|d| !d.struck)
            .map(|d| d.value)
            .max()
    }

    fn live_declarations(&self) -> usize {
        self.declarations.iter().filter(|d| !d.struck).count()
    }

    /// The word the next declaration calls.
    pub fn next_call(&self) -> &'static str {
        match self.rules.variant {
            Variant::Standard | Variant::Cutthroat => call_word(self.live_declarations()),
            Variant::Race { .. } => "TUF",
            Variant::Solitaire => "DONE",
        }
    }

    /// Whether `seat` may change its layout now (and why not).
    pub fn can_edit(&self, seat: usize) -> Result<(), PlayError> {
        self.can_act(seat)?;
        if self.declarer_seat() == Some(seat) {
            return Err(PlayError::FrozenDeclarer);
        }
        Ok(())
    }

    fn can_act(&self, seat: usize) -> Result<(), PlayError> {
        let s = self
            .seats
            .get(seat)
            .ok_or(PlayError::NoSuchSeat(seat as u32))?;
        match self.phase {
            RoundPhase::Over => return Err(PlayError::RoundOver),
            RoundPhase::HandOver { .. } => return Err(PlayError::HandOverFirst),
            RoundPhase::Turn { seat: s } if s as usize != seat => {
                return Err(PlayError::NotYourTurn)
            }
            _ => {}
        }
        if s.finished {
            return Err(PlayError::AlreadyFinished);
        }
        Ok(())
    }

    /// Applies a round command for `seat` at `now_ms` (the caller has ticked to `now_ms`).
    pub fn apply(
        &mut self,
        seat: usize,
        command: &Command,
        now_ms: u64,
    ) -> Result<Vec<Event>, PlayError> {
        match command {
            Command::Declare => self.declare(seat, now_ms),
            Command::Challenge => self.challenge(seat, now_ms),
            Command::TakeTurn => self.take_turn(seat, now_ms),
            Command::EndRound => {
                if self.phase == RoundPhase::Over {
                    return Err(PlayError::RoundOver);
                }
                Ok(self.finish(now_ms))
            }
            Command::NextRound => Err(PlayError::NotNow(WrongMoment::NextRoundFromMatch)),
            edit => {
                self.edit(seat, edit)?;
                Ok(Vec::new())
            }
        }
    }

    fn edit(&mut self, seat: usize, command: &Command) -> Result<(), PlayError> {
        self.can_edit(seat)?;
        let board = &mut self.seats[seat].board;
        let id = |cube: u32| u16::try_from(cube).unwrap_or(u16::MAX);
        let pos = |at: u32| at as usize;
        match command {
            Command::Place { cube, at } => board.place(id(*cube), pos(*at))?,
            Command::Move { from, to } => board.move_item(pos(*from), pos(*to))?,
            Command::Remove { at } => board.remove(pos(*at))?,
            Command::SetPlacement { at, placement } => board.set_placement(pos(*at), *placement)?,
            Command::SetRole { at, role } => board.set_role(pos(*at), *role)?,
            Command::ToggleGap { at } => board.toggle_gap(pos(*at))?,
            Command::SetText { text } => {
                let layout = notation::parse(text).map_err(PlayError::Notation)?;
                board.set_layout(layout)?;
            }
            Command::Clear => board.clear(),
            _ => return Err(PlayError::NotNow(WrongMoment::NotAnEdit)),
        }
        Ok(())
    }

    /// Whether `seat` may declare now (and why not): the same checks as the declaration.
    pub fn can_declare(&self, seat: usize) -> Result<(), PlayError> {
        self.vet(seat).map(|_| ())
    }

    fn vet(&self, seat: usize) -> Result<(Layout, i32), PlayError> {
        self.can_act(seat)?;
        if self.declarer_seat() == Some(seat) {
            return Err(PlayError::AlreadyDeclarer);
        }
        let layout = self.seats[seat].board.layout().clone();
        if layout.cube_count() == 0 {
            return Err(PlayError::EmptyLayout);
        }
        let verdict = check(&layout, &self.rules.settings);
        let value = verdict.potential_value;
        if let Variant::Race { symbol } = self.rules.variant {
            if !race::uses_symbol(&layout, symbol) {
                return Err(PlayError::MissingSymbol {
                    symbol: symbol.symbol().to_string(),
                });
            }
        }
        if self.declaring() && self.seats[seat].in_error {
            return Err(PlayError::CaughtInError);
        }
        if self.rules.checked && !verdict.valid {
            return Err(PlayError::NotAnEquation {
                fault: verdict.fault.map(Box::new),
            });
        }
        if let Some(standing) = self.standing_value() {
            if value <= standing {
                return Err(PlayError::NotLonger {
                    value,
                    needed_more_than: standing,
                });
            }
        }
        Ok((layout, value))
    }

    fn declare(&mut self, seat: usize, now_ms: u64) -> Result<Vec<Event>, PlayError> {
        let (layout, value) = self.vet(seat)?;
        match self.rules.variant {
            Variant::Standard | Variant::Cutthroat => {
                let index = self.live_declarations();
                let call = call_word(index).to_string();
                let kind = self.rules.schedule.timer_for(index);
                let window_ms = self
                    .clock
                    .set(now_ms, kind, self.rules.schedule.length_ms(kind));
                let new_index = self.declarations.len();
                let mut events = Vec::new();
                if let Some(prev) = self.declarer_seat() {
                    self.seats[prev].bested_by = Some(new_index);
                    events.push(Event::Bested {
                        seat: prev as u32,
                        by: seat as u32,
                    });
                }
                self.seats[seat].bested_by = None;
                self.push_declaration(seat, &call, value, layout, now_ms);
                self.declarer = Some(new_index);
                events.push(Event::Declared {
                    seat: seat as u32,
                    call,
                    value,
                    window_ms,
                });
                if self.seats[seat].board.uses_all_cubes() {
                    events.extend(self.finish(now_ms));
                }
                Ok(events)
            }
            Variant::Race { .. } => {
                let first = self.declarations.is_empty();
                let window_ms = if first {
                    let kind = self.rules.schedule.timer_for(0);
                    self.clock
                        .set(now_ms, kind, self.rules.schedule.length_ms(kind))
                } else {
                    0
                };
                self.push_declaration(seat, "TUF", value, layout, now_ms);
                self.seats[seat].finished = true;
                let mut events = vec![Event::Declared {
                    seat: seat as u32,
                    call: "TUF".to_string(),
                    value,
                    window_ms,
                }];
                if self.seats.iter().all(|s| s.finished) {
                    events.extend(self.finish(now_ms));
                }
                Ok(events)
            }
            Variant::Solitaire => {
                self.push_declaration(seat, "DONE", value, layout, now_ms);
                let mut events = vec![Event::Declared {
                    seat: seat as u32,
                    call: "DONE".to_string(),
                    value,
                    window_ms: 0,
                }];
                if matches!(self.phase, RoundPhase::Turn { .. }) {
                    events.extend(self.end_turn(seat, now_ms));
                } else {
                    self.seats[seat].finished = true;
                    if self
                        .seats
                        .iter()
                        .all(|s| s.finished || s.computer.is_some())
                    {
                        events.extend(self.finish(now_ms));
                    }
                }
                Ok(events)
            }
        }
    }

    fn push_declaration(&mut self, seat: usize, call: &str, value: i32, layout: Layout, at: u64) {
        self.declarations.push(Declaration {
            seat: seat as u32,
            call: call.to_string(),
            value,
            layout,
            at_ms: at,
            struck: false,
        });
    }

    /// Whether `seat` may call TUF ERROR now (and why not).
    pub fn can_challenge(&self, seat: usize) -> Result<(), PlayError> {
        self.vet_challenge(seat).map(|_| ())
    }

    fn vet_challenge(&self, seat: usize) -> Result<usize, PlayError> {
        if self.rules.variant != Variant::Cutthroat {
            return Err(PlayError::NotCutthroat);
        }
        if self.seats.get(seat).is_none() {
            return Err(PlayError::NoSuchSeat(seat as u32));
        }
        if self.phase == RoundPhase::Over {
            return Err(PlayError::RoundOver);
        }
        let d = self.declarer.ok_or(PlayError::NothingToChallenge)?;
        if self.declarations[d].seat as usize == seat {
            return Err(PlayError::OwnDeclaration);
        }
        if self
            .challenges
            .iter()
            .any(|c| c.challenger as usize == seat && c.declaration as usize == d)
        {
            return Err(PlayError::AlreadyChallenged);
        }
        Ok(d)
    }

    fn challenge(&mut self, seat: usize, now_ms: u64) -> Result<Vec<Event>, PlayError> {
        let d = self.vet_challenge(seat)?;
        let declaration = &self.declarations[d];
        let declarer = declaration.seat as usize;
        let wrong = !check(&declaration.layout, &self.rules.settings).valid;
        let points = cutthroat::challenge_points(wrong, declaration.value);
        self.challenges.push(Challenge {
            challenger: seat as u32,
            declarer: declarer as u32,
            declaration: d as u32,
            declarer_wrong: wrong,
            points,
            at_ms: now_ms,
        });
        if wrong {
            self.declarations[d].struck = true;
            self.seats[declarer].in_error = true;
            self.declarer = None;
            for s in &mut self.seats {
                if s.bested_by == Some(d) {
                    s.bested_by = None;
                }
            }
        }
        Ok(vec![Event::ChallengeResolved {
            challenger: seat as u32,
            declarer: declarer as u32,
            declarer_wrong: wrong,
            points,
        }])
    }

    fn take_turn(&mut self, seat: usize, now_ms: u64) -> Result<Vec<Event>, PlayError> {
        match self.phase {
            RoundPhase::HandOver { seat: s } if s as usize == seat => {
                self.phase = RoundPhase::Turn { seat: s };
                self.clock.clear();
                self.clock
                    .set(now_ms, TimerKind::Limit, self.rules.limit_ms);
                Ok(vec![Event::TurnStarted { seat: s }])
            }
            RoundPhase::HandOver { .. } => Err(PlayError::NotYourTurn),
            RoundPhase::Over => Err(PlayError::RoundOver),
            _ => Err(PlayError::NotNow(WrongMoment::NoHandOver)),
        }
    }

    fn end_turn(&mut self, seat: usize, now_ms: u64) -> Vec<Event> {
        if let Some(s) = self.seats.get_mut(seat) {
            s.finished = true;
        }
        self.clock.clear();
        let next = (0..self.seats.len()).find(|i| !self.seats[*i].finished);
        match next {
            Some(n) => {
                self.phase = RoundPhase::HandOver { seat: n as u32 };
                vec![Event::HandOver { seat: n as u32 }]
            }
            None => self.finish(now_ms),
        }
    }

    /// Pauses the round's timer.
    pub fn pause(&mut self, now_ms: u64) {
        self.clock.pause(now_ms);
    }

    /// Resumes the round's timer.
    pub fn resume(&mut self, now_ms: u64) {
        self.clock.resume(now_ms);
    }

    /// Advances to `now_ms`: timer events, expiry, computer players.
    pub fn tick(&mut self, now_ms: u64) -> Vec<Event> {
        let mut events = Vec::new();
        if self.phase == RoundPhase::Over {
            return events;
        }
        if !self.clock.is_expired(now_ms) {
            events.extend(self.run_computers(now_ms));
            if self.phase == RoundPhase::Over {
                return events;
            }
        }
        let mut expired = false;
        for e in self.clock.poll(now_ms) {
            match e {
                TimerEvent::LastTenSeconds => events.push(Event::TimerLastTenSeconds),
                TimerEvent::Expired => {
                    events.push(Event::TimerExpired);
                    expired = true;
                }
            }
        }
        if expired {
            match self.phase {
                RoundPhase::Turn { seat } => events.extend(self.end_turn(seat as usize, now_ms)),
                _ => events.extend(self.finish(now_ms)),
            }
        }
        events
    }

    fn run_computers(&mut self, now_ms: u64) -> Vec<Event> {
        let mut events = Vec::new();
        if self.phase != RoundPhase::Playing {
            return events;
        }
        for seat in 0..self.seats.len() {
            if self.phase != RoundPhase::Playing {
                break;
            }
            let s = &self.seats[seat];
            if s.finished || s.in_error {
                continue;
            }
            let Some(mut computer) = self.seats[seat].computer.take() else {
                continue;
            };
            let table = TableState {
                best_declared_value: self.standing_value(),
                is_declarer: self.declarer_seat() == Some(seat),
                window_ends_ms: self.clock.ends_at(now_ms),
            };
            let wish = computer.poll(now_ms, &table);
            self.seats[seat].computer = Some(computer);
            let Some(layout) = wish else { continue };
            if table.is_declarer {
                continue;
            }
            if self.seats[seat].board.set_layout(layout).is_err() {
                continue;
            }
            events.push(Event::ComputerMoved { seat: seat as u32 });
            if self.rules.variant != Variant::Solitaire {
                if let Ok(more) = self.declare(seat, now_ms) {
                    events.extend(more);
                }
            }
        }
        events
    }

    /// Ends the round now: computer seats hand in their final layouts, every layout is judged
    /// and the score sheet is made.
    fn finish(&mut self, now_ms: u64) -> Vec<Event> {
        if self.phase == RoundPhase::Over {
            return Vec::new();
        }
        let declarer = self.declarer_seat();
        for (i, s) in self.seats.iter_mut().enumerate() {
            if Some(i) == declarer || s.finished {
                continue;
            }
            if let Some(c) = &s.computer {
                let layout = c.final_layout();
                let _ = s.board.set_layout(layout);
            }
        }
        self.clock.pause(now_ms);
        self.phase = RoundPhase::Over;
        let mut result = self.score();
        result.duration_ms = now_ms.saturating_sub(self.started_ms);
        self.result = Some(result);
        vec![Event::RoundOver {
            round: self.rules.number,
        }]
    }

    fn score(&self) -> RoundResult {
        let settings = &self.rules.settings;
        let judged: Vec<Judged> = self
            .seats
            .iter()
            .map(|s| judge(s.board.layout(), settings))
            .collect();
        let final_declarer = self.declarer_seat();
        let scores = match self.rules.variant {
            Variant::Standard => scoring::standard(&judged, final_declarer),
            Variant::Cutthroat => {
                let standings: Vec<SeatStanding> = self
                    .seats
                    .iter()
                    .enumerate()
                    .map(|(i, s)| SeatStanding {
                        bested_by_value: s
                            .bested_by
                            .and_then(|d| self.declarations.get(d))
                            .filter(|d| !d.struck)
                            .map(|d| d.value),
                        in_error: s.in_error,
                        challenge_points: self
                            .challenges
                            .iter()
                            .filter(|c| c.challenger as usize == i)
                            .fold(0i32, |sum, c| sum.saturating_add(c.points)),
                    })
                    .collect();
                cutthroat::score(&judged, final_declarer, &standings)
            }
            Variant::Race { symbol } => {
                let judged: Vec<Judged> = judged
                    .into_iter()
                    .zip(&self.seats)
                    .map(|(mut j, s)| {
                        if j.valid && !race::uses_symbol(s.board.layout(), symbol) {
                            j.valid = false;
                            j.value = 0;
                            j.reason =
                                Some(race::missing_symbol_reason(symbol, crate::lang::Lang::En));
                        }
                        j
                    })
                    .collect();
                let order: Vec<usize> = self.declarations.iter().map(|d| d.seat as usize).collect();
                race::score(&judged, &order)
            }
            Variant::Solitaire => scoring::solitaire(&judged),
        };
        RoundResult {
            round: self.rules.number,
            rolls: self.seats.iter().map(|s| s.board.roll().code()).collect(),
            duration_ms: 0,
            scores,
            final_declarer: if self.declaring() {
                final_declarer.map(|s| s as u32)
            } else {
                None
            },
        }
    }
}

//! A Math Horseshoes round as a game of the kit ([`crate::kit::Game`]): one command type for
//! what a seat does (take the device, press a tile or a key, type, hand in), the round's clock
//! events as the kit's cues, and the round's save in the kit's envelope.

use super::keys::Key;
use super::puzzle::Puzzle;
use super::round::{HorseshoesRound, Phase, RoundError, RoundEvent};
use super::view::RoundView;
use crate::history::FinishedMatch;
use crate::kit::{self, Cue, Game, GameId, Outcome, PlayMode, Seat, SeatId};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// What a seat does in a Math Horseshoes round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum HorseshoesCommand {
    /// Takes the device on the hand-over screen: the puzzle shows and the clock starts.
    StartTurn,
    /// Presses the number tile at `index` (from 0); each tile goes in once.
    Number {
        /// The tile's index in the puzzle's numbers.
        index: u32,
    },
    /// Presses a keypad key (`+ − × ÷ ^ √ ( ) ⌫ C`).
    Key {
        /// The key.
        key: Key,
    },
    /// Replaces the answer with typed text (ASCII or the rulebook's symbols).
    Text {
        /// The text.
        text: String,
    },
    /// Hands in the answer before time is called.
    Submit,
}

impl kit::Worded for RoundError {
    fn text_in(&self, lang: Lang) -> String {
        RoundError::text_in(self, lang)
    }

    fn kind(&self) -> &'static str {
        match self {
            RoundError::PlayerCount(_) => "player_count",
            RoundError::NotNow => "not_now",
            RoundError::Entry(_) => "entry",
            RoundError::Damaged(_) => "save_damaged",
            RoundError::FutureVersion(_) => "save_future_version",
            RoundError::NotYourTurn => "not_your_turn",
            RoundError::Common(common) => kit::Worded::kind(common),
            RoundError::ComputerSeat => "computer_seat",
            RoundError::NoHints => "no_hints",
            RoundError::NoUndo => "no_undo",
        }
    }
}

impl HorseshoesRound {
    /// The seat whose turn it is (on the hand-over screen or writing), if any.
    pub fn current_seat(&self) -> Option<SeatId> {
        match self.phase() {
            Phase::HandOver { player } | Phase::Writing { player } => u32::try_from(*player).ok(),
            Phase::Revealed => None,
        }
    }

    /// The round's events as the kit's: the clock's cues for `seat`, turn over as a detail,
    /// the hand-over to the next player, and the end of the round (which ends the game).
    fn split(&self, seat: Option<SeatId>, events: Vec<RoundEvent>) -> Vec<kit::Event<RoundEvent>> {
        let mut out = Vec::new();
        for e in events {
            match e {
                RoundEvent::LastTenSeconds => {
                    out.push(kit::Event::Cue(Cue::TimeRunningOut { seat }))
                }
                RoundEvent::TimeExpired => out.push(kit::Event::Cue(Cue::TimeUp { seat })),
                RoundEvent::TurnOver { player } => {
                    out.push(kit::Event::Game(RoundEvent::TurnOver { player }));
                    if let Phase::HandOver { player: next } = self.phase() {
                        if let Ok(next) = u32::try_from(*next) {
                            out.push(kit::Event::Cue(Cue::HandOver { seat: next }));
                        }
                    }
                }
                RoundEvent::RoundOver => {
                    out.push(kit::Event::Cue(Cue::RoundOver));
                    out.push(kit::Event::Cue(Cue::GameOver));
                }
            }
        }
        out
    }
}

impl Game for HorseshoesRound {
    const ID: GameId = GameId::Horseshoes;
    const SAVE_VERSION: u32 = super::round::SAVE_VERSION;
    const SEATS: crate::kit::SeatLimits =
        crate::kit::SeatLimits::seats(1, super::round::MAX_PLAYERS as u32)
            .people(1)
            .people_only();

    type Setup = Puzzle;
    type Command = HorseshoesCommand;
    type Detail = RoundEvent;
    type View = RoundView;
    type Hint = std::convert::Infallible;
    type Refusal = RoundError;
    type SetupError = RoundError;
    type Snapshot = HorseshoesRound;

    fn start(puzzle: Puzzle, seats: Vec<Seat>, _now_ms: u64) -> Result<Self, RoundError> {
        if seats.iter().any(Seat::is_computer) {
            return Err(RoundError::ComputerSeat);
        }
        let round = HorseshoesRound::new(puzzle, seats.iter().map(|s| s.name.clone()).collect())?;
        Ok(round.with_seats(seats))
    }

    fn seats(&self) -> &[Seat] {
        self.kit_seats()
    }

    fn mode(&self) -> PlayMode {
        if self.players().len() == 1 {
            PlayMode::Solitaire
        } else {
            PlayMode::PassAndPlay
        }
    }

    fn apply(&mut self, seat: SeatId, command: HorseshoesCommand, now_ms: u64) -> kit::Reply<Self> {
        if seat as usize >= self.players().len() {
            return Err(RoundError::Common(kit::CommonRefusal::NoSeat));
        }
        let current = self.current_seat().ok_or(RoundError::NotNow)?;
        if seat != current {
            return Err(RoundError::NotYourTurn);
        }
        // Time is not advanced here: an edit after time is up is refused by the round (the
        // next tick calls time), so a refusal never swallows the clock's events.
        let mut events = Vec::new();
        match command {
            HorseshoesCommand::StartTurn => {
                self.start_turn(now_ms)?;
                events.push(kit::Event::Cue(Cue::YourTurn { seat }));
            }
            HorseshoesCommand::Number { index } => {
                self.press_number(now_ms, index as usize)?;
            }
            HorseshoesCommand::Key { key } => self.press(now_ms, key)?,
            HorseshoesCommand::Text { text } => self.set_answer(now_ms, &text)?,
            HorseshoesCommand::Submit => {
                let done = self.submit(now_ms)?;
                events.extend(self.split(Some(current), done));
            }
        }
        Ok(events)
    }

    fn tick(&mut self, now_ms: u64) -> kit::Events<Self> {
        let seat = self.current_seat();
        let events = HorseshoesRound::tick(self, now_ms);
        self.split(seat, events)
    }

    fn pause(&mut self, now_ms: u64) -> kit::Events<Self> {
        HorseshoesRound::pause(self, now_ms);
        vec![kit::Event::Cue(Cue::Paused)]
    }

    fn resume(&mut self, now_ms: u64) -> kit::Events<Self> {
        HorseshoesRound::resume(self, now_ms);
        vec![kit::Event::Cue(Cue::Resumed)]
    }

    fn view(&self, now_ms: u64, lang: Lang) -> RoundView {
        self.view_in(now_ms, lang)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !matches!(self.phase(), Phase::Revealed) {
            return None;
        }
        let scores = self
            .results()
            .iter()
            .map(|r| i64::from(r.verdict.score))
            .collect();
        Some(Outcome::highest_wins(
            scores,
            vec![false; self.players().len()],
        ))
    }

    fn hint(
        &mut self,
        _seat: SeatId,
        _now_ms: u64,
    ) -> Result<std::convert::Infallible, RoundError> {
        Err(RoundError::NoHints)
    }

    fn undo(&mut self, _seat: SeatId, _now_ms: u64) -> kit::Reply<Self> {
        Err(RoundError::NoUndo)
    }

    fn record(&self, started_at_ms: i64) -> FinishedMatch {
        self.history_record(started_at_ms)
    }

    fn snapshot(&self, now_ms: u64) -> HorseshoesRound {
        let mut copy = self.clone();
        HorseshoesRound::pause(&mut copy, now_ms);
        copy
    }

    fn restore(snapshot: HorseshoesRound) -> Result<Self, RoundError> {
        snapshot.validated()
    }

    fn legacy(save: &serde_json::Value) -> Option<(u32, serde_json::Value)> {
        // Before the envelope, a save was the bare round: its own version and puzzle.
        if save.get("format").is_some() || save.get("puzzle").is_none() {
            return None;
        }
        let version = u32::try_from(save.get("version")?.as_u64()?).unwrap_or(u32::MAX);
        Some((version, save.clone()))
    }
}

//! The tournament as a game of the kit: one session object for the whole event. A command's
//! seat is the competitor's place in the organiser's list (from 0); moves go to the game in
//! play with the competitor's seat there, and its events come back with the competitors'
//! seats.

use super::commands::{
    TournamentCommand, TournamentDetail, TournamentError, TournamentOptions, TournamentRefusal,
};
use super::event::{lift, pause_game, play_out, resume_game, seat, Tournament};
use super::save::{restore, snapshot, TournamentSnapshot};
use super::view::{view, TournamentView};
use crate::history::FinishedMatch;
use crate::horseshoes::round::RoundError;
use crate::kit::{Cue, Event, Events, Game, GameId, Outcome, PlayMode, Reply, Seat, SeatId};
use crate::lang::Lang;

impl Tournament {
    /// The competitor at `seat` of the game in play, as a tournament seat.
    fn lift_cues(
        &self,
        events: Vec<Event<TournamentDetail>>,
        to_competitor: impl Fn(SeatId) -> Option<SeatId>,
    ) -> Vec<Event<TournamentDetail>> {
        events
            .into_iter()
            .filter_map(|e| match e {
                Event::Cue(c) => {
                    let mapped = match c {
                        Cue::GameOver | Cue::RoundOver => return None,
                        Cue::YourTurn { seat } => Cue::YourTurn {
                            seat: to_competitor(seat)?,
                        },
                        Cue::HandOver { seat } => Cue::HandOver {
                            seat: to_competitor(seat)?,
                        },
                        Cue::Scored { seat } => Cue::Scored {
                            seat: to_competitor(seat)?,
                        },
                        Cue::Called { seat } => Cue::Called {
                            seat: to_competitor(seat)?,
                        },
                        Cue::TimeRunningOut { seat } => Cue::TimeRunningOut {
                            seat: seat.and_then(&to_competitor),
                        },
                        Cue::TimeUp { seat } => Cue::TimeUp {
                            seat: seat.and_then(&to_competitor),
                        },
                        other => other,
                    };
                    Some(Event::Cue(mapped))
                }
                other => Some(other),
            })
            .collect()
    }

    fn live_cues(&self, events: Vec<Event<TournamentDetail>>) -> Vec<Event<TournamentDetail>> {
        let live = self.live.as_ref();
        self.lift_cues(events, |s| live.and_then(|g| g.competitor_at(s)).map(seat))
    }

    fn final_cues(&self, events: Vec<Event<TournamentDetail>>) -> Vec<Event<TournamentDetail>> {
        let people = self.people_finalists();
        self.lift_cues(events, |s| people.get(s as usize).copied().map(seat))
    }

    /// Runs on after a step; a replay fault cannot happen outside a restore.
    fn run_on(
        &mut self,
        now_ms: u64,
        mut events: Vec<Event<TournamentDetail>>,
    ) -> Vec<Event<TournamentDetail>> {
        let _ = self.advance(now_ms, &mut events);
        events
    }

    fn game_seat(&self, competitor_seat: SeatId) -> Result<SeatId, TournamentRefusal> {
        let live = self.live.as_ref().ok_or(TournamentRefusal::NotNow)?;
        live.seat_of(competitor_seat + 1)
            .ok_or(TournamentRefusal::NotInThisGame)
    }
}

impl Game for Tournament {
    const ID: GameId = GameId::Tournament;
    const SAVE_VERSION: u32 = 1;
    const SEATS: crate::kit::SeatLimits =
        crate::kit::SeatLimits::seats(2, super::pairings::MAX_COMPETITORS);

    type Setup = TournamentOptions;
    type Command = TournamentCommand;
    type Detail = TournamentDetail;
    type View = TournamentView;
    type Hint = std::convert::Infallible;
    type Refusal = TournamentRefusal;
    type SetupError = TournamentError;
    type Snapshot = TournamentSnapshot;

    fn start(
        options: TournamentOptions,
        seats: Vec<Seat>,
        now_ms: u64,
    ) -> Result<Self, TournamentError> {
        if !seats.is_empty() && seats != options.setup.competitors {
            return Err(TournamentError::Seats);
        }
        let mut t = Tournament::new(options)?;
        let mut events = Vec::new();
        t.advance(now_ms, &mut events)?;
        Ok(t)
    }

    fn seats(&self) -> &[Seat] {
        &self.options.setup.competitors
    }

    fn mode(&self) -> PlayMode {
        PlayMode::for_turns(&self.options.setup.competitors)
    }

    fn apply(&mut self, seat_id: SeatId, command: TournamentCommand, now_ms: u64) -> Reply<Self> {
        if self.over {
            return Err(TournamentRefusal::Over);
        }
        if self.paused {
            return Err(TournamentRefusal::Paused);
        }
        if seat_id >= self.competitor_count() {
            return Err(TournamentRefusal::NoSuchCompetitor);
        }
        let competitor = seat_id + 1;
        let events = match command {
            TournamentCommand::Choose { first } => {
                let pairing = self.awaiting_choice().ok_or(TournamentRefusal::NotNow)?;
                if pairing.chooser != competitor {
                    return Err(TournamentRefusal::NotYourChoice);
                }
                let other = pairing.other.ok_or(TournamentRefusal::NotNow)?;
                let (a, b) = if first {
                    (competitor, other)
                } else {
                    (other, competitor)
                };
                let mut events = vec![Event::Game(TournamentDetail::Chose { competitor, first })];
                self.begin_game(pairing, a, b, now_ms, &mut events)
                    .map_err(|_| TournamentRefusal::NotNow)?;
                events
            }
            command @ (TournamentCommand::Boxes(_) | TournamentCommand::Chips(_)) => {
                let s = self.game_seat(seat_id)?;
                let live = self.live.as_mut().ok_or(TournamentRefusal::NotNow)?;
                let ev = live.game.apply(s, command, now_ms)?;
                self.live_cues(ev)
            }
            TournamentCommand::Final(c) => {
                let people = self.people_finalists();
                let round = self.final_round.as_mut().ok_or(TournamentRefusal::NotNow)?;
                let s = people
                    .iter()
                    .position(|&p| p == competitor)
                    .ok_or(TournamentRefusal::Final(RoundError::NotYourTurn))?;
                let ev = round
                    .apply(s as SeatId, c, now_ms)
                    .map_err(TournamentRefusal::Final)?;
                self.final_cues(lift(ev, TournamentDetail::Final))
            }
            TournamentCommand::PlayOut => {
                let live = self.live.as_mut().ok_or(TournamentRefusal::NotNow)?;
                if !live.game.seats().iter().all(Seat::is_computer) {
                    return Err(TournamentRefusal::PeoplePlaying);
                }
                play_out(&mut live.game, now_ms);
                Vec::new()
            }
        };
        Ok(self.run_on(now_ms, events))
    }

    fn tick(&mut self, now_ms: u64) -> Events<Self> {
        if self.over || self.paused {
            return Vec::new();
        }
        let mut events = Vec::new();
        if let Some(live) = self.live.as_mut() {
            let ev = live.game.tick(now_ms);
            events = self.live_cues(ev);
        } else if let Some(round) = self.final_round.as_mut() {
            let ev = lift(Game::tick(round, now_ms), TournamentDetail::Final);
            events = self.final_cues(ev);
        }
        self.run_on(now_ms, events)
    }

    fn pause(&mut self, now_ms: u64) -> Events<Self> {
        if self.paused || self.over {
            return Vec::new();
        }
        self.paused = true;
        if let Some(live) = self.live.as_mut() {
            pause_game(&mut live.game, now_ms);
        }
        if let Some(round) = self.final_round.as_mut() {
            round.pause(now_ms);
        }
        vec![Event::Cue(Cue::Paused)]
    }

    fn resume(&mut self, now_ms: u64) -> Events<Self> {
        if !self.paused {
            return Vec::new();
        }
        self.paused = false;
        if let Some(live) = self.live.as_mut() {
            resume_game(&mut live.game, now_ms);
        }
        if let Some(round) = self.final_round.as_mut() {
            round.resume(now_ms);
        }
        self.run_on(now_ms, vec![Event::Cue(Cue::Resumed)])
    }

    fn view(&self, now_ms: u64, lang: Lang) -> TournamentView {
        view(self, now_ms, lang)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        let mut scores = vec![0i64; self.competitor_count() as usize];
        for row in self.standings() {
            if let Some(s) = scores.get_mut(row.competitor as usize - 1) {
                *s = row.score;
            }
        }
        Some(Outcome {
            winners: (self.final_rows.first())
                .map(|r| vec![seat(r.finalist.competitor)])
                .unwrap_or_default(),
            assisted: vec![false; scores.len()],
            scores,
            finished: true,
        })
    }

    fn hint(
        &mut self,
        _seat: SeatId,
        _now_ms: u64,
    ) -> Result<std::convert::Infallible, TournamentRefusal> {
        Err(TournamentRefusal::NoHints)
    }

    fn undo(&mut self, _seat: SeatId, _now_ms: u64) -> Reply<Self> {
        Err(TournamentRefusal::NoUndo)
    }

    fn record(&self, started_at_ms: i64) -> FinishedMatch {
        super::record::record(self, started_at_ms)
    }

    fn snapshot(&self, now_ms: u64) -> TournamentSnapshot {
        snapshot(self, now_ms)
    }

    fn restore(snapshot: TournamentSnapshot) -> Result<Self, TournamentError> {
        restore(snapshot)
    }
}

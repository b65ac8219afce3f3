//! The session every crossword game runs its rules in: who sits where and how they share the
//! device, game time that stands still while paused, when the computer in turn moves, the
//! states kept for undo against the computer, and the save's `{settings, seats, table,
//! played_ms}`.
//!
//! A game keeps its settings and its table (the state of play, everything a save holds) beside
//! its [`Session`]; the rules stay in the game.

use super::assists::Assists;
use crate::history::FinishedMatch;
use crate::kit::{
    thinking_delay, CommonRefusal, Event, Game, GameClock, OneRound, Outcome, PlayMode, Seat,
    SeatId, Strength,
};
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// A saved game: the settings, the seats, the state of play and the game time played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved<S, T> {
    /// The settings.
    pub settings: S,
    /// The seats.
    pub seats: Vec<Seat>,
    /// The state of play.
    pub table: T,
    /// Game time played (ms).
    pub played_ms: u64,
}

/// A state of play that says whose move it is.
pub trait Turns: Seeded {
    /// The seat to move (`None` once the game is over).
    fn to_move(&self) -> Option<SeatId>;
}

/// A state of play that seeds the computers' choices and thinking time.
pub trait Seeded {
    /// The seed, moving on at each draw.
    fn seed(&mut self) -> &mut u64;

    /// A generator for the next draw (a computer's choice, its thinking time), seeded from the
    /// seed, which moves on.
    fn next_rng(&mut self) -> GameRng {
        let seed = self.seed();
        let mut rng = GameRng::from_seed(*seed);
        *seed = rng.derive_seed();
        rng
    }
}

/// Implements [`Seeded`] (its `next_seed` field) and
/// [`Assists`](crate::crossword::assists::Assists) (its hints, `hints` or `help.hints`, and
/// `undos` where the game has undo) for a state of play.
macro_rules! table {
    ($table:ty, $($counts:tt)+) => {
        impl $crate::crossword::session::Seeded for $table {
            fn seed(&mut self) -> &mut u64 {
                &mut self.next_seed
            }
        }
        $crate::crossword::assists::assists!($table, $($counts)+);
    };
}
pub(crate) use table;

/// The [`Game`] methods every crossword game answers alike from its `session` (a [`Session`]):
/// the seats and how they share the device, `tick` (the game's clock first with `clock`, then
/// the computer in turn moves), `pause`, `resume` (the computer in turn scheduled again after a
/// pause or a load), `outcome` (the game's `outcome_now`) and `snapshot` (the save of its
/// settings, seats, table and game time). Written inside the game's `impl Game`, beside what
/// is its own.
macro_rules! session_game_methods {
    (clock) => {
        fn tick(&mut self, now_ms: u64) -> $crate::kit::Events<Self> {
            let mut out = Vec::new();
            self.run_clock(now_ms, &mut out);
            self.run_computers(now_ms, &mut out);
            out
        }
        $crate::crossword::session::session_game_methods!(@shared);
    };
    () => {
        fn tick(&mut self, now_ms: u64) -> $crate::kit::Events<Self> {
            let mut out = Vec::new();
            self.run_computers(now_ms, &mut out);
            out
        }
        $crate::crossword::session::session_game_methods!(@shared);
    };
    (@shared) => {
        fn seats(&self) -> &[$crate::kit::Seat] {
            &self.session.seats
        }

        fn mode(&self) -> $crate::kit::PlayMode {
            self.session.mode
        }

        fn pause(&mut self, now_ms: u64) -> $crate::kit::Events<Self> {
            self.session.clock.pause(now_ms)
        }

        fn resume(&mut self, now_ms: u64) -> $crate::kit::Events<Self> {
            let events = self.session.resume(now_ms);
            if !events.is_empty() && self.session.due_ms.is_none() {
                self.schedule(now_ms);
            }
            events
        }

        fn outcome(&self) -> Option<$crate::kit::Outcome> {
            self.outcome_now()
        }

        fn snapshot(&self, now_ms: u64) -> Self::Snapshot {
            self.save(now_ms)
        }
    };
}
pub(crate) use session_game_methods;

/// How long a computer player seems to think, drawn from the game's seed (which moves on).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Pace {
    /// Pytagora's and the French game's: 600 to 1,499 ms.
    Steady,
    /// The children's games': 500 ms to this many.
    Child(u64),
}

impl Pace {
    /// The next delay, drawn from the seed of `table`, which moves on.
    fn delay(self, table: &mut impl Seeded) -> u64 {
        let mut rng = table.next_rng();
        match self {
            Pace::Steady => 600 + u64::from(rng.below(900)),
            Pace::Child(max_ms) => thinking_delay(rng.derive_seed(), 500, max_ms),
        }
    }
}

/// The seats, the play mode, game time, the computer's next move and the undo states of a live
/// game whose state of play is a `T`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Session<T> {
    /// The seats, in order.
    pub seats: Vec<Seat>,
    /// How the people share the device.
    pub mode: PlayMode,
    /// States before each person's move, for undo against the computer.
    pub undo: Vec<T>,
    /// When the computer in turn moves (game time).
    pub due_ms: Option<u64>,
    /// Game time, standing still while paused.
    pub clock: GameClock,
    /// How long the computers think.
    pace: Pace,
}

impl<T: Clone> Session<T> {
    /// A new game's session: the clock runs from `now_ms`.
    pub fn start(seats: Vec<Seat>, pace: Pace, now_ms: u64) -> Session<T> {
        Session::with_clock(seats, pace, GameClock::running(now_ms))
    }

    /// A restored game's session: `played_ms` counted, the clock stopped (a restored game comes
    /// back paused).
    pub fn restored(seats: Vec<Seat>, pace: Pace, played_ms: u64) -> Session<T> {
        Session::with_clock(seats, pace, GameClock::stopped(played_ms))
    }

    fn with_clock(seats: Vec<Seat>, pace: Pace, clock: GameClock) -> Session<T> {
        Session {
            mode: PlayMode::for_turns(&seats),
            seats,
            undo: Vec::new(),
            due_ms: None,
            clock,
            pace,
        }
    }

    /// The save of a game with these `settings` and `table`, at `now_ms`.
    pub fn save<S>(&self, settings: S, table: T, now_ms: u64) -> Saved<S, T> {
        Saved {
            settings,
            seats: self.seats.clone(),
            table,
            played_ms: self.clock.at(now_ms),
        }
    }

    /// Whether the game is paused.
    pub fn is_paused(&self) -> bool {
        self.clock.is_paused()
    }

    /// Game time at `now_ms`.
    pub fn at(&self, now_ms: u64) -> u64 {
        self.clock.at(now_ms)
    }

    /// Whether the computer plays `seat`.
    pub fn is_computer(&self, seat: SeatId) -> bool {
        self.seats.get(seat as usize).is_some_and(Seat::is_computer)
    }

    /// Whether `seat` is a person's and the turn's: the one seat that may move or ask a hint.
    pub fn person_in_turn(&self, seat: SeatId, turn: SeatId) -> bool {
        seat == turn
            && self
                .seats
                .get(seat as usize)
                .is_some_and(|s| !s.is_computer())
    }

    /// Refuses a seat the table does not have.
    pub fn seat_exists(&self, seat: SeatId) -> Result<(), CommonRefusal> {
        if seat as usize >= self.seats.len() {
            return Err(CommonRefusal::NoSeat);
        }
        Ok(())
    }

    /// The checks before any command, in this order: the seat exists, the game is not `over`,
    /// it is not paused. A game's refusal takes the [`CommonRefusal`] with `?`.
    pub fn check(&self, seat: SeatId, over: bool) -> Result<(), CommonRefusal> {
        self.seat_exists(seat)?;
        if over {
            return Err(CommonRefusal::Over);
        }
        if self.is_paused() {
            return Err(CommonRefusal::Paused);
        }
        Ok(())
    }

    /// The cue when the turn passes to `seat`: a hand-over screen before a person's turn in
    /// pass-and-play, else "your turn".
    pub fn turn_cue(&self, seat: SeatId) -> crate::kit::Cue {
        if self.is_computer(seat) {
            crate::kit::Cue::YourTurn { seat }
        } else {
            self.mode.turn_cue(seat)
        }
    }

    /// Keeps the state before a person's move for undo (against the computer only).
    pub fn keep(&mut self, before: T) {
        if self.mode == PlayMode::VsComputer {
            self.undo.push(before);
        }
    }

    /// Resumes the clock: the [`Cue::Resumed`](crate::kit::Cue::Resumed) event, or nothing
    /// when it was running.
    pub fn resume<D>(&mut self, now_ms: u64) -> Vec<Event<D>> {
        self.clock.resume(now_ms)
    }
}

impl<T: Clone + Turns> Session<T> {
    /// The checks before a move in `table`: [`Session::check`] (the game is over when nobody is
    /// to move), then `seat` is a person's and is to move (else not this seat's turn).
    pub fn check_move(&self, seat: SeatId, table: &T) -> Result<(), CommonRefusal> {
        let to_move = table.to_move();
        self.check(seat, to_move.is_none())?;
        if !to_move.is_some_and(|turn| self.person_in_turn(seat, turn)) {
            return Err(CommonRefusal::NotYourTurn);
        }
        Ok(())
    }

    /// The checks before a hint in `table`, in this order: the game is not over (somebody is to
    /// move), the seat exists, it is a person's and is to move (else hints are for the player in
    /// turn). A paused game still gives hints.
    pub fn check_hint(&self, seat: SeatId, table: &T) -> Result<(), CommonRefusal> {
        let Some(turn) = table.to_move() else {
            return Err(CommonRefusal::Over);
        };
        self.seat_exists(seat)?;
        if !self.person_in_turn(seat, turn) {
            return Err(CommonRefusal::NoHint);
        }
        Ok(())
    }

    /// Schedules the move of the computer to move in `table` (none when a person is to move or
    /// the game is over) after its thinking time from `now_ms`.
    pub fn schedule(&mut self, now_ms: u64, table: &mut T) {
        self.due_ms = None;
        if table.to_move().is_some_and(|s| self.is_computer(s)) {
            self.due_ms = Some(self.clock.at(now_ms).saturating_add(self.pace.delay(table)));
        }
    }

    /// The seat and strength of the computer to move in `table` when its time has come at
    /// `now_ms`; `None` while the game is paused or over, when a person is to move, or before
    /// the time (a move not yet scheduled is scheduled now).
    pub fn computer_due(&mut self, now_ms: u64, table: &mut T) -> Option<(SeatId, Strength)> {
        if self.is_paused() {
            return None;
        }
        let seat = table.to_move()?;
        let strength = self.seats.get(seat as usize).and_then(Seat::strength)?;
        match self.due_ms {
            None => {
                self.schedule(now_ms, table);
                None
            }
            Some(due) if self.clock.at(now_ms) < due => None,
            Some(_) => Some((seat, strength)),
        }
    }
}

impl<T: Clone + Assists> Session<T> {
    /// Whether each seat had help (hints or undos) in `table`.
    pub fn assisted(&self, table: &T) -> Vec<bool> {
        table.assisted(self.seats.len())
    }

    /// The outcome of a game whose `winners` are named (`None` while it goes on): the `scores`
    /// as they stand and each seat's help in `table`.
    pub fn outcome(
        &self,
        table: &T,
        scores: &[i64],
        winners: Option<&[SeatId]>,
    ) -> Option<Outcome> {
        Some(Outcome {
            scores: scores.to_vec(),
            winners: winners?.to_vec(),
            assisted: self.assisted(table),
            finished: true,
        })
    }

    /// Undo against the computer: `table` goes back to the state before the person's last move,
    /// keeping the hints and undos counted, and one more undo for `seat`. Refused (nothing
    /// changed) when there is nothing to take back.
    pub fn take_back(&mut self, seat: SeatId, table: &mut T) -> Result<(), CommonRefusal> {
        if self.mode != PlayMode::VsComputer || seat as usize >= self.seats.len() {
            return Err(CommonRefusal::NoUndo);
        }
        let Some(mut before) = self.undo.pop() else {
            return Err(CommonRefusal::NoUndo);
        };
        before.keep_counts(table);
        before.count_undo(seat);
        *table = before;
        Ok(())
    }
}

/// The history record of `game` as a one-round game: the `variant` the statistics group by,
/// the `seed` as the set-up's code, each seat's `scores`, and each seat's help (hints and undos
/// both mark a game assisted).
pub(crate) fn record<G, S, T>(
    game: &G,
    started_at_ms: i64,
    variant: String,
    seed: u64,
    scores: Vec<i64>,
) -> FinishedMatch
where
    G: Game<Snapshot = Saved<S, T>>,
    S: Serialize,
    T: Assists,
{
    let saved = game.snapshot(0);
    OneRound {
        game: G::ID,
        variant,
        settings: serde_json::to_value(&saved.settings).unwrap_or_default(),
        code: seed.to_string(),
        started_at_ms,
        played_ms: saved.played_ms,
        seats: &saved.seats,
        scores,
        hints: saved.table.help(),
        moves: Vec::new(),
        outcome: game.outcome(),
    }
    .record()
}

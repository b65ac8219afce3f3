//! The live session: two seats (people or computer players) drawing segments in turn through
//! [`kit::Game`](crate::kit::Game). Computer seats move inside [`Game::tick`] after a short
//! seeded delay of game time, so shells can show each move; hints are counted (the seat's game
//! is then assisted); undo works against the computer (never in a tournament game).

use super::computer::choose;
use super::hints::{hint, Hint};
use super::notation::{segments_text, setup_code};
use super::position::{DrawError, Position};
use super::setup::{Setup, SetupError};
use crate::kit::{
    thinking_delay, CommonRefusal, Cue, Event, Events, Game, GameClock, GameId, HintCount, Outcome,
    PlayMode, Reply, Seat, SeatId, Segment, Worded,
};
use crate::lang::Lang;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// Shortest computer delay, in milliseconds of game time.
pub const COMPUTER_DELAY_MIN_MS: u64 = 400;
/// Longest computer delay, in milliseconds of game time.
pub const COMPUTER_DELAY_MAX_MS: u64 = 900;

/// How a game starts: the set-up, whether it is a tournament game (no undo; tournament sizes
/// only), and the seed of the computer players' choices and delays.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// The board and the segments drawn before play.
    pub setup: Setup,
    /// A tournament game: sizes 5 to 7 only, and no undo.
    pub tournament: bool,
    /// The seed of the computer players.
    pub seed: u64,
}

/// What a seat may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// Draw a segment.
    Draw(Segment),
}

/// The game's own events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Detail {
    /// A seat drew a segment.
    Drawn {
        /// Who.
        seat: SeatId,
        /// What.
        segment: Segment,
    },
    /// The segment completed one or two boxes, marked for the seat.
    BoxesCompleted {
        /// Who marked them.
        seat: SeatId,
        /// The boxes (row, column).
        boxes: Vec<(u8, u8)>,
    },
    /// The seat completed a box and moves again.
    ExtraTurn {
        /// Who.
        seat: SeatId,
    },
    /// Moves were taken back (the seat is to move again).
    Undone {
        /// Who asked.
        seat: SeatId,
        /// How many moves were taken back.
        moves: u32,
    },
}

/// Why a command, a hint or an undo was refused (the game is unchanged).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// A refusal every turn-based game shares: the game over or paused, no such seat, another
    /// seat to move.
    Common(CommonRefusal),
    /// The computer plays this seat.
    ComputerSeat,
    /// The segment is not on the board.
    OffBoard(Segment),
    /// The segment is already drawn.
    AlreadyDrawn(Segment),
    /// No undo in a tournament game.
    UndoInTournament,
    /// Undo is for a person playing the computer (people at one device play on).
    UndoNotHere,
    /// The seat has no move to take back.
    NothingToUndo,
}

impl Worded for Refusal {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (Refusal::Common(common), _) => common.text_in(lang),
            (Refusal::ComputerSeat, _) => lang
                .pick(
                    "the computer plays this seat",
                    "l’ordinateur joue à cette place",
                )
                .into(),
            (Refusal::OffBoard(s), Lang::En) => format!("segment {s} is not on this board"),
            (Refusal::OffBoard(s), Lang::Fr) => {
                format!("le segment {s} n’est pas sur cette grille")
            }
            (Refusal::AlreadyDrawn(s), Lang::En) => format!("segment {s} is already drawn"),
            (Refusal::AlreadyDrawn(s), Lang::Fr) => format!("le segment {s} est déjà tracé"),
            (Refusal::UndoInTournament, _) => lang
                .pick(
                    "no undo in a tournament game",
                    "pas d’annulation dans une partie de tournoi",
                )
                .into(),
            (Refusal::UndoNotHere, _) => lang
                .pick(
                    "undo is only for a game against the computer",
                    "l’annulation n’existe que contre l’ordinateur",
                )
                .into(),
            (Refusal::NothingToUndo, _) => lang
                .pick("no move to take back", "aucun coup à annuler")
                .into(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Refusal::Common(common) => common.kind(),
            Refusal::ComputerSeat => "computer_seat",
            Refusal::OffBoard(_) => "segment_off_board",
            Refusal::AlreadyDrawn(_) => "segment_drawn",
            Refusal::UndoInTournament => "undo_in_tournament",
            Refusal::UndoNotHere => "undo_not_here",
            Refusal::NothingToUndo => "nothing_to_undo",
        }
    }
}

crate::kit::common_refusal!(Refusal);

impl std::error::Error for Refusal {}

/// A game as saved: plain data, validated by [`Game::restore`] (the moves are replayed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    /// How the game started.
    pub options: Options,
    /// The seats.
    pub seats: Vec<Seat>,
    /// The moves played, in the notation.
    pub moves: Vec<String>,
    /// Hints taken per seat, and the hint step reached in the current position.
    #[serde(flatten)]
    pub help: HintCount,
    /// Game time played, in milliseconds.
    pub played_ms: u64,
    /// When (in game time) the computer seat to move will move, if one is.
    pub computer_at_ms: Option<u64>,
    /// Game time of the last move.
    #[serde(default)]
    pub last_move_ms: u64,
}

/// The live session of Dots and Boxes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoxesGame {
    options: Options,
    seats: Vec<Seat>,
    mode: PlayMode,
    start: Position,
    position: Position,
    moves: Vec<(Segment, u8)>,
    help: HintCount,
    last_boxes: Vec<(u8, u8)>,
    clock: GameClock,
    computer_at_ms: Option<u64>,
    last_move_ms: u64,
}

impl BoxesGame {
    /// Game time of the last move (the game's duration once it is over).
    pub fn last_move_ms(&self) -> u64 {
        self.last_move_ms
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// How the game started.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The moves played, with who played them (0 or 1).
    pub fn moves(&self) -> &[(Segment, u8)] {
        &self.moves
    }

    /// After (or during) the game: the set-up's perfect-play value and each move's loss, where
    /// the solver answers within `budget` nodes per position.
    pub fn analysis(&self, budget: u64) -> super::analysis::Analysis {
        let moves: Vec<Segment> = self.moves.iter().map(|&(m, _)| m).collect();
        super::analysis::analyse(&self.start, &moves, budget)
    }

    /// The boxes the last move marked.
    pub fn last_boxes(&self) -> &[(u8, u8)] {
        &self.last_boxes
    }

    /// Hints taken per seat.
    pub fn hints_taken(&self) -> &[u32] {
        &self.help.hints
    }

    /// The hint step reached in the current position (0 when none was asked).
    pub fn hint_step(&self) -> u8 {
        self.help.hint_step
    }

    /// Whether the game is paused.
    pub fn is_paused(&self) -> bool {
        self.clock.is_paused()
    }

    /// Game time at `now_ms`.
    pub fn played_ms(&self, now_ms: u64) -> u64 {
        self.clock.at(now_ms)
    }

    /// Whether a computer seat is about to move.
    pub fn computer_thinking(&self) -> bool {
        self.computer_at_ms.is_some()
    }

    fn seat_is_computer(&self, seat: u8) -> bool {
        self.seats
            .get(usize::from(seat))
            .is_some_and(Seat::is_computer)
    }

    /// The person at `seat` (0 or 1), or why that seat may not act.
    fn person(&self, seat: SeatId) -> Result<u8, Refusal> {
        let s = u8::try_from(seat)
            .ok()
            .filter(|&s| s < 2)
            .ok_or(CommonRefusal::NoSeat)?;
        if self.seat_is_computer(s) {
            return Err(Refusal::ComputerSeat);
        }
        Ok(s)
    }

    /// The person to move at `seat`, or why that seat may not act now.
    fn mover(&self, seat: SeatId) -> Result<u8, Refusal> {
        if self.position.is_over() {
            return Err(CommonRefusal::Over.into());
        }
        let s = self.person(seat)?;
        if s != self.position.turn() {
            return Err(CommonRefusal::NotYourTurn.into());
        }
        Ok(s)
    }

    fn move_seed(&self, salt: u64) -> u64 {
        let mut rng = GameRng::from_seed(
            self.options.seed
                ^ (self.moves.len() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                ^ salt,
        );
        rng.derive_seed()
    }

    /// Schedules the computer if it is to move (game time `at`).
    fn schedule(&mut self, at: u64) {
        self.computer_at_ms = None;
        if self.position.is_over() || !self.seat_is_computer(self.position.turn()) {
            return;
        }
        let delay = thinking_delay(
            self.move_seed(1),
            COMPUTER_DELAY_MIN_MS,
            COMPUTER_DELAY_MAX_MS,
        );
        self.computer_at_ms = Some(at.saturating_add(delay));
    }

    /// Draws `segment` for the player to move (validated by the caller) and returns the events.
    fn play(&mut self, segment: Segment, at: u64) -> Vec<Event<Detail>> {
        let seat = self.position.turn();
        let boxes = self.position.draw(segment).unwrap_or_default();
        self.moves.push((segment, seat));
        self.last_move_ms = at;
        self.help.new_position();
        self.last_boxes = boxes.clone();
        let sid = SeatId::from(seat);
        let mut events = vec![Event::Game(Detail::Drawn { seat: sid, segment })];
        if !boxes.is_empty() {
            events.push(Event::Game(Detail::BoxesCompleted { seat: sid, boxes }));
            events.push(Event::Cue(Cue::Scored { seat: sid }));
        }
        if self.position.is_over() {
            self.computer_at_ms = None;
            events.push(Event::Cue(Cue::GameOver));
            return events;
        }
        if self.position.turn() == seat {
            events.push(Event::Game(Detail::ExtraTurn { seat: sid }));
        }
        self.schedule(at);
        let next = self.position.turn();
        if next != seat && !self.seat_is_computer(next) {
            events.push(Event::Cue(self.mode.turn_cue(SeatId::from(next))));
        }
        events
    }

    /// Replays `moves` from `options` for `seats`: the validation shared by start and
    /// restore.
    fn build(options: Options, seats: Vec<Seat>, moves: &[Segment]) -> Result<Self, SetupError> {
        if seats.len() != 2 {
            return Err(SetupError::Seats { count: seats.len() });
        }
        if options.tournament && !options.setup.is_tournament_size() {
            return Err(SetupError::NotTournamentSize {
                dots: options.setup.dots,
            });
        }
        let start = options.setup.check()?;
        let mode = PlayMode::for_turns(&seats);
        let mut game = BoxesGame {
            options,
            seats,
            mode,
            position: start.clone(),
            start,
            moves: Vec::new(),
            help: HintCount::new(2),
            last_boxes: Vec::new(),
            clock: GameClock::stopped(0),
            computer_at_ms: None,
            last_move_ms: 0,
        };
        for &m in moves {
            let seat = game.position.turn();
            let boxes = game.position.draw(m).map_err(|e| SetupError::BadSave {
                why: match e {
                    DrawError::OffBoard(s) => format!("move {s} is off the board"),
                    DrawError::AlreadyDrawn(s) => format!("move {s} is drawn twice"),
                    DrawError::GameOver => "moves after the end".into(),
                },
            })?;
            game.moves.push((m, seat));
            game.last_boxes = boxes;
        }
        Ok(game)
    }
}

impl Game for BoxesGame {
    const ID: GameId = GameId::Boxes;
    const SAVE_VERSION: u32 = 1;
    const SEATS: crate::kit::SeatLimits = crate::kit::SeatLimits::seats(2, 2);

    type Setup = Options;
    type Command = Command;
    type Detail = Detail;
    type View = super::view::BoxesView;
    type Hint = Hint;
    type Refusal = Refusal;
    type SetupError = SetupError;
    type Snapshot = Snapshot;

    fn start(setup: Options, seats: Vec<Seat>, now_ms: u64) -> Result<Self, SetupError> {
        let mut game = BoxesGame::build(setup, seats, &[])?;
        game.clock = GameClock::running(now_ms);
        game.schedule(0);
        Ok(game)
    }

    fn seats(&self) -> &[Seat] {
        &self.seats
    }

    fn mode(&self) -> PlayMode {
        self.mode
    }

    fn apply(&mut self, seat: SeatId, command: Command, now_ms: u64) -> Reply<Self> {
        let Command::Draw(segment) = command;
        if self.position.is_over() {
            return Err(CommonRefusal::Over.into());
        }
        if self.is_paused() {
            return Err(CommonRefusal::Paused.into());
        }
        self.mover(seat)?;
        if !segment.fits(self.position.dots()) {
            return Err(Refusal::OffBoard(segment));
        }
        if self.position.is_drawn(segment) {
            return Err(Refusal::AlreadyDrawn(segment));
        }
        let at = self.played_ms(now_ms);
        Ok(self.play(segment, at))
    }

    fn tick(&mut self, now_ms: u64) -> Events<Self> {
        let mut events = Vec::new();
        if self.is_paused() {
            return events;
        }
        let now = self.played_ms(now_ms);
        while let Some(at) = self.computer_at_ms {
            if at > now || self.position.is_over() {
                break;
            }
            let seat = self.position.turn();
            let strength = self
                .seats
                .get(usize::from(seat))
                .and_then(Seat::strength)
                .unwrap_or(crate::kit::Strength::Strong);
            let Some(m) = choose(&self.position, strength, self.move_seed(2)) else {
                self.computer_at_ms = None;
                break;
            };
            events.extend(self.play(m, at));
        }
        events
    }

    fn pause(&mut self, now_ms: u64) -> Events<Self> {
        self.clock.pause(now_ms)
    }

    fn resume(&mut self, now_ms: u64) -> Events<Self> {
        self.clock.resume(now_ms)
    }

    fn view(&self, now_ms: u64, lang: Lang) -> super::view::BoxesView {
        super::view::view(self, now_ms, lang)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.position.is_over() {
            return None;
        }
        let [a, b] = self.position.scores();
        Some(Outcome::highest_wins(
            vec![i64::from(a), i64::from(b)],
            self.help.assisted(),
        ))
    }

    fn hint(&mut self, seat: SeatId, now_ms: u64) -> Result<Hint, Refusal> {
        let _ = now_ms;
        let s = self.mover(seat)?;
        let step = self.help.next_step(3);
        let h = hint(&self.position, step, self.move_seed(3)).ok_or(CommonRefusal::Over)?;
        self.help.took(SeatId::from(s), 3);
        Ok(h)
    }

    fn undo(&mut self, seat: SeatId, now_ms: u64) -> Reply<Self> {
        if self.options.tournament {
            return Err(Refusal::UndoInTournament);
        }
        let s = self.person(seat)?;
        if self.mode != PlayMode::VsComputer {
            return Err(Refusal::UndoNotHere);
        }
        let idx = self
            .moves
            .iter()
            .rposition(|&(_, by)| by == s)
            .ok_or(Refusal::NothingToUndo)?;
        let keep: Vec<Segment> = self.moves[..idx].iter().map(|&(m, _)| m).collect();
        let taken = (self.moves.len() - idx) as u32;
        let mut position = self.start.clone();
        let mut last = Vec::new();
        for &m in &keep {
            last = position.draw(m).unwrap_or_default();
        }
        self.position = position;
        self.moves.truncate(idx);
        self.last_boxes = last;
        self.help.new_position();
        let at = self.played_ms(now_ms);
        self.schedule(at);
        Ok(vec![Event::Game(Detail::Undone { seat, moves: taken })])
    }

    fn record(&self, started_at_ms: i64) -> crate::history::FinishedMatch {
        super::history::record(self, started_at_ms)
    }

    fn snapshot(&self, now_ms: u64) -> Snapshot {
        let played = self.played_ms(now_ms);
        Snapshot {
            options: self.options.clone(),
            seats: self.seats.clone(),
            moves: self.moves.iter().map(|(m, _)| m.to_string()).collect(),
            help: self.help.clone(),
            played_ms: played,
            computer_at_ms: self.computer_at_ms,
            last_move_ms: self.last_move_ms,
        }
    }

    fn restore(snapshot: Snapshot) -> Result<Self, SetupError> {
        let moves: Vec<Segment> = snapshot
            .moves
            .iter()
            .map(|m| {
                Segment::parse(m).ok_or_else(|| SetupError::BadSave {
                    why: format!("“{}” is not a move", m.chars().take(20).collect::<String>()),
                })
            })
            .collect::<Result<_, _>>()?;
        let mut game = BoxesGame::build(snapshot.options, snapshot.seats, &moves)?;
        if snapshot.help.hints.len() != 2 {
            return Err(SetupError::BadSave {
                why: "hints for two players expected".into(),
            });
        }
        if snapshot.help.hint_step > 3 {
            return Err(SetupError::BadSave {
                why: "hint step out of range".into(),
            });
        }
        game.help = snapshot.help;
        game.clock = GameClock::stopped(snapshot.played_ms);
        game.last_move_ms = snapshot.last_move_ms.min(snapshot.played_ms);
        let computer_to_move =
            !game.position.is_over() && game.seat_is_computer(game.position.turn());
        game.computer_at_ms = match (computer_to_move, snapshot.computer_at_ms) {
            (true, Some(at)) => Some(at),
            (true, None) => {
                game.schedule(snapshot.played_ms);
                game.computer_at_ms
            }
            (false, _) => None,
        };
        Ok(game)
    }
}

/// The moves of a game in the notation, space-separated.
pub fn moves_text(game: &BoxesGame) -> String {
    let m: Vec<Segment> = game.moves.iter().map(|&(m, _)| m).collect();
    segments_text(&m)
}

/// The game's set-up code.
pub fn code_of(game: &BoxesGame) -> String {
    setup_code(&game.options.setup)
}

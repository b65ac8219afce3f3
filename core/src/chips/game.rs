//! The live session: a chip game through the kit's [`Game`] interface.
//!
//! Seats: two (seat 0 yellow, seat 1 red: people or computer players), or one person playing
//! both colours (solitaire). Computer seats move inside [`Game::tick`] a short seeded delay
//! (game time) after their turn comes. Undo works in solitaire and against the computer, never
//! in a tournament game (the set-up's `tournament` flag), where hints are refused too.

use super::board::{Board, Colour};
use super::computer::{choose_move, Style};
use super::hints::Hint;
use super::moves::{has_move, play};
use super::notation::{board_text, parse_board, parse_square};
use super::setup::{check_setup, SetupError};
use super::view::{build_view, ChipsView};
use crate::history::FinishedMatch;
use crate::kit::{
    thinking_delay, Cell, CommonRefusal, Cue, Event, Events, Game, GameClock, GameId, HintCount,
    Outcome, PlayMode, Reply, Seat, SeatId, Worded,
};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The most moves a game can have (every square of a 6×6 board filled).
const MAX_MOVES: usize = 36;

/// What starts a game: the board, whether it is a tournament game, whether legal moves are
/// shown, and the seed of the computer players' choices and delays.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChipsSetup {
    /// The board as the organiser set it.
    pub board: Board,
    /// A tournament game: 8 to 16 empty squares, no undo, no hints.
    pub tournament: bool,
    /// Whether the view marks the legal moves (a setting; changed in play by
    /// [`ChipsCommand::ShowLegal`]).
    pub show_legal: bool,
    /// The seed of the computer players' choices and thinking delays.
    pub seed: u64,
}

impl ChipsSetup {
    /// A casual game on `board`: legal moves shown, seed 0.
    pub fn new(board: Board) -> ChipsSetup {
        ChipsSetup {
            board,
            tournament: false,
            show_legal: true,
            seed: 0,
        }
    }
}

/// What a seat may do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChipsCommand {
    /// Put a chip on this square.
    Place(Cell),
    /// Show or hide the legal-move markers (any seat, any time).
    ShowLegal(bool),
}

/// The game's own events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChipsEvent {
    /// A chip was placed and `turned` chips turned over.
    Placed {
        /// The seat that moved.
        seat: SeatId,
        /// The chip's colour.
        colour: Colour,
        /// Where.
        cell: Cell,
        /// The chips turned (their count is the length).
        turned: Vec<Cell>,
    },
    /// The player to move had no legal move: the game is over.
    GameOver {
        /// Yellow chips on the board.
        yellow: u32,
        /// Red chips on the board.
        red: u32,
        /// The colour that could not move.
        stuck: Colour,
    },
    /// Moves were taken back.
    Undone {
        /// How many moves (the player's and the computer's reply).
        moves: u32,
    },
}

/// Why a command, hint or undo was refused (the game is unchanged).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChipsRefusal {
    /// A refusal every turn-based game shares: the game over or paused, no such seat, not this
    /// seat's turn (or the computer plays it).
    Common(CommonRefusal),
    /// The square is not on the board.
    OffBoard,
    /// The square already holds a chip.
    Occupied {
        /// The square.
        square: String,
    },
    /// A chip there would outflank nothing.
    NothingOutflanked {
        /// The square.
        square: String,
    },
    /// Undo is not allowed in a tournament game.
    UndoInTournament,
    /// Undo is only for solitaire and games against the computer.
    UndoNotAllowed,
    /// This seat has no move to take back.
    NothingToUndo,
    /// Hints are not given in a tournament game.
    NoHintInTournament,
    /// The position is too big for a proved hint.
    HintUnavailable,
}

impl Worded for ChipsRefusal {
    fn text_in(&self, lang: Lang) -> String {
        match self {
            ChipsRefusal::Common(common) => common.text_in(lang),
            ChipsRefusal::OffBoard => lang
                .pick("that square is not on the board", "cette case n\u{2019}est pas sur le plateau")
                .into(),
            ChipsRefusal::Occupied { square } => match lang {
                Lang::En => format!("{square} already holds a chip"),
                Lang::Fr => format!("il y a déjà un jeton en {square}"),
            },
            ChipsRefusal::NothingOutflanked { square } => match lang {
                Lang::En => format!(
                    "a chip on {square} would outflank nothing: it must close a line of the other colour"
                ),
                Lang::Fr => format!(
                    "un jeton en {square} n\u{2019}encadrerait rien : il doit fermer une ligne de l\u{2019}autre couleur"
                ),
            },
            ChipsRefusal::UndoInTournament => lang
                .pick("no undo in a tournament game", "pas d\u{2019}annulation dans une partie de tournoi")
                .into(),
            ChipsRefusal::UndoNotAllowed => lang
                .pick(
                    "undo is for solitaire and games against the computer",
                    "l\u{2019}annulation est réservée au jeu seul et contre l\u{2019}ordinateur",
                )
                .into(),
            ChipsRefusal::NothingToUndo => lang
                .pick("you have no move to take back", "vous n\u{2019}avez aucun coup à annuler")
                .into(),
            ChipsRefusal::NoHintInTournament => lang
                .pick("no hints in a tournament game", "pas d\u{2019}indice dans une partie de tournoi")
                .into(),
            ChipsRefusal::HintUnavailable => lang
                .pick(
                    "this position is too big for a proved hint",
                    "cette position est trop grande pour un indice prouvé",
                )
                .into(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            ChipsRefusal::Common(common) => common.kind(),
            ChipsRefusal::OffBoard => "off_board",
            ChipsRefusal::Occupied { .. } => "occupied",
            ChipsRefusal::NothingOutflanked { .. } => "nothing_outflanked",
            ChipsRefusal::UndoInTournament => "undo_in_tournament",
            ChipsRefusal::UndoNotAllowed => "undo_not_allowed",
            ChipsRefusal::NothingToUndo => "nothing_to_undo",
            ChipsRefusal::NoHintInTournament => "no_hint_in_tournament",
            ChipsRefusal::HintUnavailable => "hint_unavailable",
        }
    }
}

crate::kit::common_refusal!(ChipsRefusal);

/// A saved chip game: the set-up, the seats and the moves (replayed and checked on restore).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChipsSnapshot {
    /// The set-up board as rows.
    pub rows: String,
    /// A tournament game.
    pub tournament: bool,
    /// Legal moves shown.
    pub show_legal: bool,
    /// The computer players' seed.
    pub seed: u64,
    /// The seats.
    pub seats: Vec<Seat>,
    /// The moves played, as square names.
    pub moves: Vec<String>,
    /// Hints taken per seat, and the next hint's step in the current position.
    #[serde(flatten)]
    pub help: HintCount,
    /// Game time played, in milliseconds.
    pub elapsed_ms: u64,
    /// When (game time) the computer seat to move will move.
    pub computer_due: Option<u64>,
}

/// A chip game in play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChipsGame {
    setup: ChipsSetup,
    seats: Vec<Seat>,
    mode: PlayMode,
    moves: Vec<Cell>,
    board: Board,
    to_move: Colour,
    over: bool,
    last_turned: Vec<Cell>,
    help: HintCount,
    clock: GameClock,
    computer_due: Option<u64>,
}

impl ChipsGame {
    /// The board now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The set-up.
    pub fn setup(&self) -> &ChipsSetup {
        &self.setup
    }

    /// The colour to move (the colour that could not move once the game is over).
    pub fn to_move(&self) -> Colour {
        self.to_move
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Whether the game is paused.
    pub fn is_paused(&self) -> bool {
        self.clock.is_paused() && !self.over
    }

    /// The moves played, in order (yellow first).
    pub fn moves(&self) -> &[Cell] {
        &self.moves
    }

    /// The chips the last move turned.
    pub fn last_turned(&self) -> &[Cell] {
        &self.last_turned
    }

    /// Hints taken per seat.
    pub fn hints_taken(&self) -> &[u32] {
        &self.help.hints
    }

    /// The seat that plays `colour` (seat 0 plays both in solitaire).
    pub fn seat_of(&self, colour: Colour) -> SeatId {
        if self.seats.len() == 1 {
            0
        } else {
            colour.seat()
        }
    }

    /// Game time in milliseconds at `now_ms` (stands still while paused or over).
    pub fn game_time(&self, now_ms: u64) -> u64 {
        self.clock.at(now_ms)
    }

    /// Whether `seat` may take a move back now (solitaire or against the computer, not a
    /// tournament game, and the seat has a move on the board).
    pub fn can_undo(&self, seat: SeatId) -> bool {
        self.undo_target(seat).is_ok()
    }

    /// After the game (or at any point): one sentence per move played, from the solver ("c4
    /// turned a win by 4 into a loss by 2"); empty when a position cannot be proved.
    pub fn review(&self, lang: Lang) -> Vec<String> {
        super::analysis::analyse(&self.setup.board, &self.moves)
            .map(|rs| {
                rs.iter()
                    .map(|r| super::analysis::describe_change(r, lang))
                    .collect()
            })
            .unwrap_or_default()
    }

    pub(crate) fn show_legal(&self) -> bool {
        self.setup.show_legal
    }

    pub(crate) fn seats_list(&self) -> &[Seat] {
        &self.seats
    }

    fn computer_delay(&self) -> u64 {
        let seed = (self.setup.seed)
            .wrapping_add(0x5EED_0000 ^ (self.moves.len() as u64).wrapping_mul(0x9E37_79B9));
        thinking_delay(seed, 400, 999)
    }

    fn computer_style(&self, colour: Colour) -> Option<Style> {
        if self.seats.len() == 1 {
            return None;
        }
        self.seats
            .get(colour.seat() as usize)
            .and_then(Seat::strength)
            .map(Style::for_strength)
    }

    /// Plays a legal move (checked by the caller) and says what follows.
    fn do_move(&mut self, cell: Cell, game_ms: u64) -> Vec<Event<ChipsEvent>> {
        let mut events = Vec::new();
        let Some((board, turned)) = play(&self.board, self.to_move, cell) else {
            return events;
        };
        let colour = self.to_move;
        let seat = self.seat_of(colour);
        self.board = board;
        self.moves.push(cell);
        self.last_turned = turned.clone();
        self.help.new_position();
        self.to_move = colour.other();
        self.computer_due = None;
        events.push(Event::Game(ChipsEvent::Placed {
            seat,
            colour,
            cell,
            turned,
        }));
        if !has_move(&self.board, self.to_move) {
            self.clock = GameClock::stopped(game_ms);
            self.over = true;
            events.push(Event::Game(ChipsEvent::GameOver {
                yellow: self.board.count(Colour::Yellow),
                red: self.board.count(Colour::Red),
                stuck: self.to_move,
            }));
            events.push(Event::Cue(Cue::GameOver));
            return events;
        }
        let next = self.seat_of(self.to_move);
        if self.computer_style(self.to_move).is_some() {
            self.computer_due = Some(game_ms.saturating_add(self.computer_delay()));
        } else {
            events.push(Event::Cue(self.mode.turn_cue(next)));
        }
        events
    }

    fn check_place(&self, seat: SeatId, cell: Cell) -> Result<(), ChipsRefusal> {
        if self.over {
            return Err(CommonRefusal::Over.into());
        }
        if self.is_paused() {
            return Err(CommonRefusal::Paused.into());
        }
        self.check_mover(seat)?;
        if !self.board.contains(cell) {
            return Err(ChipsRefusal::OffBoard);
        }
        if self.board.at(cell).is_some() {
            return Err(ChipsRefusal::Occupied {
                square: cell.algebraic(),
            });
        }
        if play(&self.board, self.to_move, cell).is_none() {
            return Err(ChipsRefusal::NothingOutflanked {
                square: cell.algebraic(),
            });
        }
        Ok(())
    }

    /// Whether the person at `seat` is to move.
    fn check_mover(&self, seat: SeatId) -> Result<(), ChipsRefusal> {
        let Some(s) = self.seats.get(seat as usize) else {
            return Err(CommonRefusal::NoSeat.into());
        };
        if s.is_computer() || self.seat_of(self.to_move) != seat {
            return Err(CommonRefusal::NotYourTurn.into());
        }
        Ok(())
    }

    /// How many moves an undo by `seat` takes back.
    fn undo_target(&self, seat: SeatId) -> Result<usize, ChipsRefusal> {
        if self.setup.tournament {
            return Err(ChipsRefusal::UndoInTournament);
        }
        let Some(s) = self.seats.get(seat as usize) else {
            return Err(CommonRefusal::NoSeat.into());
        };
        if s.is_computer() || !matches!(self.mode, PlayMode::Solitaire | PlayMode::VsComputer) {
            return Err(ChipsRefusal::UndoNotAllowed);
        }
        if self.is_paused() {
            return Err(CommonRefusal::Paused.into());
        }
        // The seat's last move: ply i is yellow's when i is even.
        let last = (0..self.moves.len()).rev().find(|&i| {
            let colour = if i % 2 == 0 {
                Colour::Yellow
            } else {
                Colour::Red
            };
            self.seat_of(colour) == seat
        });
        last.ok_or(ChipsRefusal::NothingToUndo)
    }

    /// Replays `moves` from the set-up (every move checked).
    fn replay(
        setup: &ChipsSetup,
        moves: &[Cell],
    ) -> Result<(Board, Colour, bool, Vec<Cell>), String> {
        let mut board = setup.board;
        let mut colour = Colour::Yellow;
        let mut turned = Vec::new();
        for (i, &cell) in moves.iter().enumerate() {
            if !has_move(&board, colour) {
                return Err(format!("move {} comes after the end of the game", i + 1));
            }
            let (b, t) = play(&board, colour, cell)
                .ok_or_else(|| format!("move {} ({}) is not legal", i + 1, cell.algebraic()))?;
            board = b;
            turned = t;
            colour = colour.other();
        }
        let over = !has_move(&board, colour);
        Ok((board, colour, over, turned))
    }

    fn check_seats(seats: &[Seat]) -> Result<PlayMode, SetupError> {
        match seats {
            [one] if !one.is_computer() => Ok(PlayMode::Solitaire),
            [_, _] => Ok(PlayMode::for_turns(seats)),
            _ => Err(SetupError::BadSave {
                why: "a chip game has one person (solitaire) or two seats".into(),
            }),
        }
    }
}

impl Game for ChipsGame {
    const ID: GameId = GameId::Chips;
    const SAVE_VERSION: u32 = 1;
    /// One seat: a person's solitaire (a computer player alone is refused); two: people or
    /// computer players.
    const SEATS: crate::kit::SeatLimits = crate::kit::SeatLimits::seats(1, 2);

    type Setup = ChipsSetup;
    type Command = ChipsCommand;
    type Detail = ChipsEvent;
    type View = ChipsView;
    type Hint = Hint;
    type Refusal = ChipsRefusal;
    type SetupError = SetupError;
    type Snapshot = ChipsSnapshot;

    fn start(setup: ChipsSetup, seats: Vec<Seat>, now_ms: u64) -> Result<Self, SetupError> {
        // The board comes through the notation once, so no stray bit survives.
        let board = parse_board(&board_text(&setup.board))?;
        check_setup(&board, setup.tournament)?;
        let mode = Self::check_seats(&seats)?;
        let mut game = ChipsGame {
            setup: ChipsSetup { board, ..setup },
            help: HintCount::new(seats.len()),
            seats,
            mode,
            moves: Vec::new(),
            board,
            to_move: Colour::Yellow,
            over: false,
            last_turned: Vec::new(),
            clock: GameClock::running(now_ms),
            computer_due: None,
        };
        if game.computer_style(Colour::Yellow).is_some() {
            game.computer_due = Some(game.computer_delay());
        }
        Ok(game)
    }

    fn seats(&self) -> &[Seat] {
        &self.seats
    }

    fn mode(&self) -> PlayMode {
        self.mode
    }

    fn apply(&mut self, seat: SeatId, command: ChipsCommand, now_ms: u64) -> Reply<Self> {
        match command {
            ChipsCommand::ShowLegal(on) => {
                if (seat as usize) >= self.seats.len() {
                    return Err(CommonRefusal::NoSeat.into());
                }
                self.setup.show_legal = on;
                Ok(Vec::new())
            }
            ChipsCommand::Place(cell) => {
                self.check_place(seat, cell)?;
                let t = self.game_time(now_ms);
                let mut events = self.do_move(cell, t);
                events.extend(self.tick(now_ms));
                Ok(events)
            }
        }
    }

    fn tick(&mut self, now_ms: u64) -> Events<Self> {
        let mut events = Vec::new();
        let now = self.game_time(now_ms);
        for _ in 0..MAX_MOVES {
            if self.clock.is_paused() || self.over {
                break;
            }
            let Some(due) = self.computer_due else { break };
            if due > now {
                break;
            }
            let Some(style) = self.computer_style(self.to_move) else {
                self.computer_due = None;
                break;
            };
            let seed =
                self.setup.seed ^ (self.moves.len() as u64).wrapping_mul(0xA24B_AED4_963E_E407);
            let Some(cell) = choose_move(&self.board, self.to_move, style, seed) else {
                break;
            };
            events.extend(self.do_move(cell, due));
        }
        if self.over && self.clock.at(now_ms) > now {
            self.clock = GameClock::stopped(now);
        }
        events
    }

    fn pause(&mut self, now_ms: u64) -> Events<Self> {
        if self.over {
            return Vec::new();
        }
        self.clock.pause(now_ms)
    }

    fn resume(&mut self, now_ms: u64) -> Events<Self> {
        if self.over {
            return Vec::new();
        }
        self.clock.resume(now_ms)
    }

    fn view(&self, now_ms: u64, lang: Lang) -> ChipsView {
        build_view(self, now_ms, lang)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        let assisted = self.help.assisted();
        let y = i64::from(self.board.count(Colour::Yellow));
        let r = i64::from(self.board.count(Colour::Red));
        if self.seats.len() == 1 {
            return Some(Outcome {
                scores: vec![y],
                winners: vec![0],
                assisted,
                finished: true,
            });
        }
        Some(Outcome::highest_wins(vec![y, r], assisted))
    }

    fn hint(&mut self, seat: SeatId, _now_ms: u64) -> Result<Hint, ChipsRefusal> {
        if self.setup.tournament {
            return Err(ChipsRefusal::NoHintInTournament);
        }
        if self.over {
            return Err(CommonRefusal::Over.into());
        }
        self.check_mover(seat)?;
        let hint = Hint::for_position(&self.board, self.to_move, self.help.hint_step)
            .ok_or(ChipsRefusal::HintUnavailable)?;
        self.help.took(seat, 2);
        Ok(hint)
    }

    fn undo(&mut self, seat: SeatId, now_ms: u64) -> Reply<Self> {
        let keep = self.undo_target(seat)?;
        let removed = self.moves.len() - keep;
        let moves: Vec<Cell> = self.moves[..keep].to_vec();
        let (board, colour, over, _) =
            Self::replay(&self.setup, &moves).map_err(|_| ChipsRefusal::NothingToUndo)?;
        // After the end, the clock runs on from the end of the game.
        self.clock = GameClock::running_from(self.game_time(now_ms), now_ms);
        self.moves = moves;
        self.board = board;
        self.to_move = colour;
        self.over = over;
        self.last_turned = Vec::new();
        self.help.new_position();
        self.computer_due = None;
        Ok(vec![
            Event::Game(ChipsEvent::Undone {
                moves: u32::try_from(removed).unwrap_or(u32::MAX),
            }),
            Event::Cue(Cue::YourTurn { seat }),
        ])
    }

    fn record(&self, started_at_ms: i64) -> FinishedMatch {
        super::history::finished_match(self, started_at_ms)
    }

    fn snapshot(&self, now_ms: u64) -> ChipsSnapshot {
        let now = self.game_time(now_ms);
        ChipsSnapshot {
            rows: board_text(&self.setup.board),
            tournament: self.setup.tournament,
            show_legal: self.setup.show_legal,
            seed: self.setup.seed,
            seats: self.seats.clone(),
            moves: self.moves.iter().map(|c| c.algebraic()).collect(),
            help: self.help.clone(),
            elapsed_ms: now,
            computer_due: self.computer_due,
        }
    }

    fn restore(s: ChipsSnapshot) -> Result<Self, SetupError> {
        let board = parse_board(&s.rows)?;
        let setup = ChipsSetup {
            board,
            tournament: s.tournament,
            show_legal: s.show_legal,
            seed: s.seed,
        };
        check_setup(&board, setup.tournament)?;
        let mode = Self::check_seats(&s.seats)?;
        if !s.help.fits(s.seats.len(), 2) || s.moves.len() > MAX_MOVES {
            return Err(SetupError::BadSave {
                why: "hints or moves do not fit the seats".into(),
            });
        }
        let moves: Vec<Cell> = s
            .moves
            .iter()
            .map(|m| {
                parse_square(&board, m).ok_or_else(|| SetupError::BadSave {
                    why: format!(
                        "\u{201c}{}\u{201d} is not a square of this board",
                        m.chars().take(8).collect::<String>()
                    ),
                })
            })
            .collect::<Result<_, _>>()?;
        let (now_board, to_move, over, turned) =
            Self::replay(&setup, &moves).map_err(|why| SetupError::BadSave { why })?;
        let mut game = ChipsGame {
            setup,
            seats: s.seats,
            mode,
            moves,
            board: now_board,
            to_move,
            over,
            last_turned: turned,
            help: s.help,
            clock: GameClock::stopped(s.elapsed_ms),
            computer_due: None,
        };
        if !over && game.computer_style(to_move).is_some() {
            game.computer_due = Some(
                s.computer_due
                    .unwrap_or(s.elapsed_ms)
                    .min(s.elapsed_ms.saturating_add(1000)),
            );
        }
        Ok(game)
    }
}

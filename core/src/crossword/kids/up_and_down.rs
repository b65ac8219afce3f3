//! Pytagora's first children's game, Up and down, with its variants Even and odd and Clockwise
//! and counterclockwise (`shared/seeds/002_…`, "FOR YOUNGEST CHILDREN").
//!
//! The number pieces go in the bag; each player gets 10 and a 0 starts the square on the table
//! (Even and odd: a 0 and a 1, two squares). In turn, a player must put the next number of the
//! sequence (one piece); without it they draw one piece, which goes straight into play if it is
//! the one wanted, and the turn passes. The game ends when the square is complete (Even and odd:
//! both squares); the player with the fewest pieces in hand wins. Clockwise and
//! counterclockwise: a piece may also go at the other end of the sequence, before the first 0.
//!
//! Rulings (ours, on the rules page): with the bag empty, a player without the number passes;
//! a drawn piece that fits is placed by its owner (a tap on the square), who picks the end when
//! it fits both; with several ends possible, the player chooses. The pieces always suffice, so
//! the game always ends.

use super::hands::{check_pieces, fewest_win, number_pieces, SetupError, HAND};
use super::track::{big_square, even_and_odd, Track};
use crate::crossword::assists::Assists;
use crate::crossword::live::Live;
use crate::crossword::session::{self, Pace, Saved, Turns};
use crate::history::FinishedMatch;
use crate::kit::{
    Bag, BoardView, Cell, CellView, CommonRefusal, Cue, Event, Game, GameId, Highlight, Outcome,
    Reply, Seat, SeatId, Strength, Worded,
};
use crate::lang::Lang;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// Which Up and down.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "UpAndDownVariant"))]
pub enum Variant {
    /// One big square of 0 … 9 and back.
    #[default]
    Standard,
    /// Two squares: even numbers and odd numbers, either continued at each turn.
    EvenOdd,
    /// One big square, continued at either end (clockwise or counterclockwise).
    BothWays,
}

impl Variant {
    /// The id the history groups by.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Standard => "up-and-down",
            Variant::EvenOdd => "even-and-odd",
            Variant::BothWays => "both-ways",
        }
    }

    /// The squares of the variant.
    fn tracks(self) -> Vec<Track> {
        match self {
            Variant::EvenOdd => even_and_odd().to_vec(),
            _ => vec![big_square()],
        }
    }
}

/// How a game starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Which game.
    pub variant: Variant,
    /// The seed of the bag and the computer players.
    pub seed: u64,
    /// Who starts (the youngest, as the rulebook says; the app asks).
    pub first: SeatId,
}

/// What a seat may do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// Put the piece this square wants (an open end of a square) from the hand.
    Place {
        /// The square.
        cell: Cell,
    },
    /// Draw a piece from the bag (only without a piece to play; with the bag empty, pass).
    Draw,
}

/// The game's own events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Detail {
    /// A piece went into play.
    Placed {
        /// Who.
        seat: SeatId,
        /// The number.
        value: u8,
        /// Where.
        cell: Cell,
    },
    /// A piece was drawn; `fits` when it is wanted on the table (its owner then places it).
    Drew {
        /// Who.
        seat: SeatId,
        /// Whether it goes into play.
        fits: bool,
    },
    /// The bag was empty and the player had nothing to play.
    Passed {
        /// Who.
        seat: SeatId,
    },
    /// Moves were taken back.
    Undone {
        /// Who asked.
        seat: SeatId,
    },
}

/// Why a command was refused (the game is unchanged).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// As every turn-based game refuses: the game is over or paused, no such seat, another
    /// seat is to play (or a computer plays this one).
    Common(CommonRefusal),
    /// No piece is wanted on that square now.
    NotAnEnd,
    /// The square wants a number the player does not hold.
    NotInHand {
        /// The number wanted.
        value: u8,
    },
    /// The piece just drawn must be placed first.
    PlaceTheDrawnPiece {
        /// Its number.
        value: u8,
    },
    /// A player holding a piece to play must play it, not draw.
    MustPlay,
    /// Undo is only against the computer, with a move to take back (worded for the youngest,
    /// not as [`CommonRefusal::NoUndo`]).
    NoUndo,
}

impl Worded for Refusal {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (Refusal::Common(c), _) => c.text_in(lang),
            (Refusal::NotAnEnd, _) => lang
                .pick(
                    "no piece goes on that square now: put the next number at the end of the line",
                    "aucune pièce ne va sur cette case maintenant : posez le nombre suivant au bout de la ligne",
                )
                .into(),
            (Refusal::NotInHand { value }, Lang::En) => {
                format!("that square wants a {value}, and you have none")
            }
            (Refusal::NotInHand { value }, Lang::Fr) => {
                format!("cette case attend un {value}, et vous n’en avez pas")
            }
            (Refusal::PlaceTheDrawnPiece { value }, Lang::En) => {
                format!("put the {value} you drew on the table first")
            }
            (Refusal::PlaceTheDrawnPiece { value }, Lang::Fr) => {
                format!("posez d’abord le {value} que vous avez pioché")
            }
            (Refusal::MustPlay, _) => lang
                .pick(
                    "you have a number to play: put it on the table",
                    "vous avez un nombre à poser : mettez-le sur la table",
                )
                .into(),
            (Refusal::NoUndo, _) => lang
                .pick(
                    "no move to take back",
                    "aucun coup à reprendre",
                )
                .into(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Refusal::Common(c) => c.kind(),
            Refusal::NotAnEnd => "not_an_end",
            Refusal::NotInHand { .. } => "not_in_hand",
            Refusal::PlaceTheDrawnPiece { .. } => "place_the_drawn_piece",
            Refusal::MustPlay => "must_play",
            Refusal::NoUndo => "no_undo",
        }
    }
}

crate::kit::common_refusal!(Refusal);

/// What a hint tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hint {
    /// Put this number on this square.
    Play {
        /// The number.
        value: u8,
        /// The square.
        cell: Cell,
    },
    /// Nothing to play: draw a piece (or pass, with the bag empty).
    Draw,
}

impl Worded for Hint {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (Hint::Play { value, cell }, Lang::En) => {
                format!("your {value} goes on {}", cell.algebraic())
            }
            (Hint::Play { value, cell }, Lang::Fr) => {
                format!("votre {value} va en {}", cell.algebraic())
            }
            (Hint::Draw, _) => lang
                .pick(
                    "you have no number to play: draw a piece",
                    "vous n’avez aucun nombre à poser : piochez une pièce",
                )
                .into(),
        }
    }

    fn kind(&self) -> &'static str {
        "hint"
    }
}

/// One square in play: how far it has grown from its first piece each way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Square {
    /// The square's numbers and cells.
    pub track: Track,
    /// Pieces laid clockwise after the first.
    pub cw: usize,
    /// Pieces laid counterclockwise before the first (Clockwise and counterclockwise only).
    pub ccw: usize,
    /// Who laid each piece (`None` for the table's first piece and empty squares).
    pub owners: Vec<Option<SeatId>>,
}

impl Square {
    fn new(track: Track) -> Square {
        let n = track.len();
        Square {
            track,
            cw: 0,
            ccw: 0,
            owners: vec![None; n],
        }
    }

    /// Whether every piece of the square is laid.
    pub fn complete(&self) -> bool {
        1 + self.cw + self.ccw >= self.track.len()
    }

    /// Whether position `i` holds a piece.
    pub fn laid(&self, i: usize) -> bool {
        let n = self.track.len();
        i <= self.cw || i >= n - self.ccw
    }

    /// The open ends: (position, value) the next pieces go to.
    fn ends(&self, both_ways: bool) -> Vec<usize> {
        if self.complete() {
            return Vec::new();
        }
        let n = self.track.len();
        let mut out = vec![self.cw + 1];
        let back = n - 1 - self.ccw;
        if both_ways && back != self.cw + 1 {
            out.push(back);
        }
        out
    }
}

/// A saved game: the settings, the seats, the [`Table`] and the game time played.
pub type Snapshot = Saved<Settings, Table>;

/// The state of play: everything a save holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// The squares.
    pub squares: Vec<Square>,
    /// The bag of numbers.
    pub bag: Bag<u8>,
    /// Each seat's hand.
    pub hands: Vec<Vec<u8>>,
    /// Whose turn.
    pub turn: SeatId,
    /// The piece the player in turn drew and must place.
    pub drawn: Option<u8>,
    /// The last piece laid: (square, position).
    pub last: Option<(usize, usize)>,
    /// Hints per seat.
    pub hints: Vec<u32>,
    /// Undos per seat.
    pub undos: Vec<u32>,
    /// Seeds the computers' choices and delays.
    pub next_seed: u64,
    /// Turns played.
    pub turns: u32,
}

/// A live game of Up and down.
pub type UpAndDown = Live<Settings, Table>;

impl UpAndDown {
    /// Whether the game is over (every square complete).
    pub fn is_over(&self) -> bool {
        self.table.squares.iter().all(Square::complete)
    }

    fn both_ways(&self) -> bool {
        self.settings.variant == Variant::BothWays
    }

    /// Every open end: (square, position, value wanted, cell).
    pub fn ends(&self) -> Vec<(usize, usize, u8, Cell)> {
        let mut out = Vec::new();
        for (s, sq) in self.table.squares.iter().enumerate() {
            for i in sq.ends(self.both_ways()) {
                if let (Some(&v), Some(&c)) = (sq.track.values.get(i), sq.track.cells.get(i)) {
                    out.push((s, i, v, c));
                }
            }
        }
        out
    }

    /// The hand of the seat in turn (none for no such seat).
    fn hand_in_turn(&self) -> Vec<u8> {
        (self.table.hands.get(self.table.turn as usize))
            .cloned()
            .unwrap_or_default()
    }

    /// The plays open to the seat in turn: the ends whose number it holds (only the drawn
    /// piece's, after a draw).
    pub fn playable(&self) -> Vec<(usize, usize, u8, Cell)> {
        let hand = self.hand_in_turn();
        self.ends()
            .into_iter()
            .filter(|(_, _, v, _)| match self.table.drawn {
                Some(d) => d == *v,
                None => hand.contains(v),
            })
            .collect()
    }

    fn outcome_now(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let assisted = self.session.assisted(&self.table);
        Some(fewest_win(&self.table.hands, assisted))
    }

    fn pass_turn(&mut self, out: &mut Vec<Event<Detail>>) {
        let n = self.session.seats.len() as u32;
        self.table.turns = self.table.turns.saturating_add(1);
        self.table.drawn = None;
        if self.is_over() {
            out.push(Event::Cue(Cue::GameOver));
            return;
        }
        self.table.turn = (self.table.turn + 1) % n.max(1);
        let next = self.table.turn;
        if !self.session.is_computer(next) {
            out.push(Event::Cue(self.session.mode.turn_cue(next)));
        }
    }

    /// Lays the wanted piece on `cell` for the seat in turn (checked first).
    fn place(&mut self, cell: Cell, out: &mut Vec<Event<Detail>>) -> Result<(), Refusal> {
        let seat = self.table.turn;
        let Some((s, i, value, _)) = self.ends().into_iter().find(|e| e.3 == cell) else {
            return Err(Refusal::NotAnEnd);
        };
        if let Some(d) = self.table.drawn {
            if d != value {
                return Err(Refusal::PlaceTheDrawnPiece { value: d });
            }
        }
        let hand = self
            .table
            .hands
            .get_mut(seat as usize)
            .ok_or(CommonRefusal::NoSeat)?;
        let k = hand
            .iter()
            .position(|v| *v == value)
            .ok_or(Refusal::NotInHand { value })?;
        hand.remove(k);
        let Some(sq) = self.table.squares.get_mut(s) else {
            return Err(Refusal::NotAnEnd);
        };
        if i == sq.cw + 1 {
            sq.cw += 1;
        } else {
            sq.ccw += 1;
        }
        if let Some(o) = sq.owners.get_mut(i) {
            *o = Some(seat);
        }
        self.table.last = Some((s, i));
        out.push(Event::Game(Detail::Placed { seat, value, cell }));
        self.pass_turn(out);
        Ok(())
    }

    /// Draws for the seat in turn (checked first): a piece that fits waits to be placed.
    fn draw(&mut self, out: &mut Vec<Event<Detail>>) -> Result<(), Refusal> {
        let seat = self.table.turn;
        if let Some(d) = self.table.drawn {
            return Err(Refusal::PlaceTheDrawnPiece { value: d });
        }
        if !self.playable().is_empty() {
            return Err(Refusal::MustPlay);
        }
        let Some(piece) = self.table.bag.draw() else {
            out.push(Event::Game(Detail::Passed { seat }));
            self.pass_turn(out);
            return Ok(());
        };
        if let Some(h) = self.table.hands.get_mut(seat as usize) {
            h.push(piece);
        }
        let fits = self.ends().iter().any(|e| e.2 == piece);
        out.push(Event::Game(Detail::Drew { seat, fits }));
        if fits {
            self.table.drawn = Some(piece);
        } else {
            self.pass_turn(out);
        }
        Ok(())
    }

    /// The computer's choice: a piece to play (the end whose next number it also holds, for the
    /// stronger; the first, for a beginner), or a draw.
    fn computer_move(&self, strength: Strength) -> Command {
        let options = self.playable();
        let hand = self.hand_in_turn();
        let chained = |&(s, i, _, _): &(usize, usize, u8, Cell)| {
            let sq = &self.table.squares[s];
            let n = sq.track.len();
            let after = if i == sq.cw + 1 {
                i + 1
            } else {
                i.wrapping_sub(1)
            };
            sq.track
                .values
                .get(after % n.max(1))
                .is_some_and(|v| hand.iter().filter(|h| *h == v).count() > 1 || hand.contains(v))
        };
        let pick = match strength {
            Strength::Beginner => options.first(),
            _ => options.iter().find(|o| chained(o)).or(options.first()),
        };
        match pick {
            Some(&(_, _, _, cell)) => Command::Place { cell },
            None => Command::Draw,
        }
    }

    fn run_computers(&mut self, now_ms: u64, out: &mut Vec<Event<Detail>>) {
        for _ in 0..200 {
            let Some((_, strength)) = self.session.computer_due(now_ms, &mut self.table) else {
                return;
            };
            let turn = self.table.turns;
            let done = match self.computer_move(strength) {
                Command::Place { cell } => self.place(cell, out),
                Command::Draw => self.draw(out),
            };
            if done.is_err() {
                return;
            }
            if self.table.turns != turn || self.table.drawn.is_some() {
                self.schedule(now_ms);
            }
        }
    }

    fn validate(settings: &Settings, seats: &[Seat], t: &Table) -> Result<(), SetupError> {
        let bad = |why: &str| Err(SetupError::Damaged(why.to_string()));
        let n = seats.len();
        if t.hands.len() != n || t.hints.len() != n || t.undos.len() != n {
            return bad("one hand and count per seat");
        }
        if t.turn as usize >= n {
            return bad("the turn is not a seat");
        }
        let tracks = settings.variant.tracks();
        if t.squares.len() != tracks.len()
            || t.squares.iter().zip(&tracks).any(|(s, tr)| {
                s.track != *tr
                    || s.owners.len() != tr.len()
                    || s.cw.saturating_add(s.ccw) >= tr.len()
            })
        {
            return bad("the squares are not this game's");
        }
        if settings.variant != Variant::BothWays && t.squares.iter().any(|s| s.ccw > 0) {
            return bad("pieces before the first in a one-way game");
        }
        let laid = t.squares.iter().flat_map(|s| {
            (0..s.track.len())
                .filter(move |&i| s.laid(i))
                .map(move |i| s.track.values[i])
        });
        check_pieces(&t.bag, &t.hands, laid)?;
        if let Some(d) = t.drawn {
            if !t.hands.get(t.turn as usize).is_some_and(|h| h.contains(&d)) {
                return bad("the drawn piece is not in its owner's hand");
            }
        }
        Ok(())
    }

    /// The board as the kit draws it: every square's cells, laid numbers shown, open ends
    /// marked for the seat in turn.
    pub fn board_view(&self, lang: Lang) -> BoardView {
        let (rows, cols) = match self.settings.variant {
            Variant::EvenOdd => (5u8, 11u8),
            _ => (10, 10),
        };
        let playable: Vec<Cell> = self.playable().iter().map(|e| e.3).collect();
        let ends: Vec<Cell> = self.ends().iter().map(|e| e.3).collect();
        let mut cells = Vec::with_capacity(usize::from(rows) * usize::from(cols));
        for r in 0..rows {
            for c in 0..cols {
                let cell = Cell::new(r, c);
                let mut view = CellView {
                    cell,
                    text: String::new(),
                    spoken: String::new(),
                    owner: None,
                    mark: String::new(),
                    highlight: Highlight::default(),
                };
                for (s, sq) in self.table.squares.iter().enumerate() {
                    if let Some(i) = sq.track.cells.iter().position(|x| *x == cell) {
                        let v = sq.track.values[i];
                        if sq.laid(i) {
                            view.text = v.to_string();
                            view.owner = sq.owners[i];
                            view.highlight.last = self.table.last == Some((s, i));
                            view.spoken = match lang {
                                Lang::En => format!("{}: {v}", cell.algebraic()),
                                Lang::Fr => format!("{} : {v}", cell.algebraic()),
                            };
                        } else {
                            view.mark = "·".into();
                            view.spoken = match (ends.contains(&cell), lang) {
                                (true, Lang::En) => {
                                    format!("{}: a {v} goes here", cell.algebraic())
                                }
                                (true, Lang::Fr) => format!("{} : un {v} va ici", cell.algebraic()),
                                (false, Lang::En) => format!("{}: empty", cell.algebraic()),
                                (false, Lang::Fr) => format!("{} : vide", cell.algebraic()),
                            };
                        }
                        view.highlight.legal = playable.contains(&cell);
                    }
                }
                cells.push(view);
            }
        }
        BoardView::squares(rows, cols, cells)
    }
}

session::table!(Table, hints, undos);

impl Turns for Table {
    fn to_move(&self) -> Option<SeatId> {
        (!self.squares.iter().all(Square::complete)).then_some(self.turn)
    }
}

impl Game for UpAndDown {
    session::session_game_methods!();

    const ID: GameId = GameId::UpAndDown;
    const SAVE_VERSION: u32 = 1;
    const SEATS: crate::kit::SeatLimits = super::hands::SEATS;
    type Setup = Settings;
    type Command = Command;
    type Detail = Detail;
    type View = super::view::UpAndDownView;
    type Hint = Hint;
    type Refusal = Refusal;
    type SetupError = SetupError;
    type Snapshot = Snapshot;

    fn start(settings: Settings, seats: Vec<Seat>, now_ms: u64) -> Result<Self, SetupError> {
        let n = seats.len();
        SetupError::check_players(n)?;
        if settings.first as usize >= n {
            return Err(SetupError::First(settings.first));
        }
        let mut rng = GameRng::from_seed(settings.seed);
        let mut bag = Bag::new(number_pieces(), rng.derive_seed());
        let squares: Vec<Square> = settings
            .variant
            .tracks()
            .into_iter()
            .map(Square::new)
            .collect();
        // The first piece of each square (0; and 1 for the odd square) comes out of the bag.
        for sq in &squares {
            if let Some(v) = sq.track.values.first() {
                bag.take(v);
            }
        }
        let hands = (0..n).map(|_| bag.draw_up_to(HAND)).collect();
        let table = Table {
            squares,
            bag,
            hands,
            turn: settings.first,
            drawn: None,
            last: None,
            hints: vec![0; n],
            undos: vec![0; n],
            next_seed: rng.derive_seed(),
            turns: 0,
        };
        Ok(Live::start(
            settings,
            table,
            seats,
            Pace::Child(1100),
            now_ms,
        ))
    }

    fn apply(&mut self, seat: SeatId, command: Command, now_ms: u64) -> Reply<Self> {
        self.session.check_move(seat, &self.table)?;
        let before = self.table.clone();
        let mut out = Vec::new();
        let done = match command {
            Command::Place { cell } => self.place(cell, &mut out),
            Command::Draw => self.draw(&mut out),
        };
        if let Err(e) = done {
            self.table = before;
            return Err(e);
        }
        self.session.keep(before);
        self.schedule(now_ms);
        self.run_computers(now_ms, &mut out);
        Ok(out)
    }

    fn view(&self, now_ms: u64, lang: Lang) -> super::view::UpAndDownView {
        super::view::up_and_down_view(self, now_ms, lang)
    }

    fn hint(&mut self, seat: SeatId, _now_ms: u64) -> Result<Hint, Refusal> {
        if self.is_over() {
            return Err(CommonRefusal::Over.into());
        }
        self.session.seat_exists(seat)?;
        if !self.session.person_in_turn(seat, self.table.turn) {
            return Err(CommonRefusal::NotYourTurn.into());
        }
        let hint = match self.playable().first() {
            Some(&(_, _, value, cell)) => Hint::Play { value, cell },
            None => Hint::Draw,
        };
        self.table.count_hint(seat);
        Ok(hint)
    }

    fn undo(&mut self, seat: SeatId, now_ms: u64) -> Reply<Self> {
        self.take_back(seat, now_ms).map_err(|_| Refusal::NoUndo)?;
        Ok(vec![Event::Game(Detail::Undone { seat })])
    }

    fn record(&self, started_at_ms: i64) -> FinishedMatch {
        let variant = self.settings.variant.name().to_string();
        // The score kept is the pieces got rid of (10 − pieces in hand): the most wins.
        let scores = fewest_win(&self.table.hands, Vec::new()).scores;
        session::record(self, started_at_ms, variant, self.settings.seed, scores)
    }

    fn restore(s: Snapshot) -> Result<Self, SetupError> {
        SetupError::check_players(s.seats.len())?;
        Self::validate(&s.settings, &s.seats, &s.table)?;
        Ok(Live::restored(s, Pace::Child(1100)))
    }
}

//! Pytagora's third children's game, Multiplication tables (`shared/seeds/002_…`).
//!
//! The number pieces go in the bag, the 7 × signs and the = signs on the table; each player
//! gets 10 numbers. Seven rounds: two numbers are drawn from the bag to make the round's
//! multiplication (3 × 8); every player holding the pieces of the result (2 and 4) attaches
//! `= 24` with them; then each player draws one number. After the seventh round the player with
//! the fewest pieces in hand wins.
//!
//! Rulings (ours, on the rules page): the players answer in turn, from the one after the last
//! round's first; the pieces must be given in order (`2 4` for 24); a player holding them must
//! attach them (a pass is refused with a gentle "look again"), a player without them passes;
//! with fewer than two numbers left in the bag the game ends early.

use super::hands::{check_pieces, fewest_win, number_pieces, SetupError, HAND};
use crate::crossword::assists::Assists;
use crate::crossword::live::Live;
use crate::crossword::session::{self, Pace, Saved, Turns};
use crate::history::FinishedMatch;
use crate::kit::{
    Bag, CommonRefusal, Cue, Event, Game, GameId, Outcome, Reply, Seat, SeatId, Worded,
};
use crate::lang::Lang;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// Rounds in a game: one for each × sign.
pub const ROUNDS: u32 = 7;

/// How a game starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The seed of the bag and the computers' delays.
    pub seed: u64,
}

/// What a seat may do when asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// Attach `= result` with these number pieces from the hand, in order.
    Attach {
        /// The digits, most significant first.
        digits: Vec<u8>,
    },
    /// Not holding the pieces: let the next player answer.
    Pass,
}

/// The game's own events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Detail {
    /// A round began with this multiplication.
    RoundStarted {
        /// The round, from 1.
        round: u32,
        /// The first number.
        a: u8,
        /// The second number.
        b: u8,
    },
    /// A player attached the result.
    Attached {
        /// Who.
        seat: SeatId,
        /// The result.
        product: u32,
    },
    /// A player had not the pieces.
    Passed {
        /// Who.
        seat: SeatId,
    },
}

/// Why a command was refused (the game is unchanged).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// As every turn-based game refuses: the game is over or paused, no such seat.
    Common(CommonRefusal),
    /// Another player answers now (`"not_your_turn"`, worded for this game, not as
    /// [`CommonRefusal::NotYourTurn`]).
    NotYourTurn,
    /// Those pieces do not make the result.
    Wrong {
        /// The multiplication's first number.
        a: u8,
        /// Its second.
        b: u8,
        /// What the pieces make.
        given: String,
    },
    /// The pieces are not all in the hand.
    NotInHand,
    /// The player holds the pieces of the result: they must attach them.
    YouHaveThem,
    /// No undo in this game.
    NoUndo,
}

impl Worded for Refusal {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (Refusal::Common(c), _) => c.text_in(lang),
            (Refusal::NotYourTurn, _) => lang
                .pick(
                    "another player answers now",
                    "c’est à un autre joueur de répondre",
                )
                .into(),
            (Refusal::Wrong { a, b, given }, Lang::En) => format!("{a} × {b} is not {given}"),
            (Refusal::Wrong { a, b, given }, Lang::Fr) => format!("{a} × {b} ne fait pas {given}"),
            (Refusal::NotInHand, _) => lang
                .pick(
                    "those pieces are not all in your hand",
                    "ces pièces ne sont pas toutes dans votre main",
                )
                .into(),
            (Refusal::YouHaveThem, _) => lang
                .pick(
                    "look again: you have the pieces of the result",
                    "regardez encore : vous avez les pièces du résultat",
                )
                .into(),
            (Refusal::NoUndo, _) => lang
                .pick("no undo in this game", "pas d’annulation dans ce jeu")
                .into(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Refusal::Common(c) => c.kind(),
            Refusal::NotYourTurn => "not_your_turn",
            Refusal::Wrong { .. } => "wrong_result",
            Refusal::NotInHand => "not_in_hand",
            Refusal::YouHaveThem => "you_have_them",
            Refusal::NoUndo => "no_undo",
        }
    }
}

crate::kit::common_refusal!(Refusal);

/// What a hint tells.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hint {
    /// The result and whether the hand holds its pieces.
    Result {
        /// The result.
        product: u32,
        /// Whether the player can attach it.
        have: bool,
    },
}

impl Worded for Hint {
    fn text_in(&self, lang: Lang) -> String {
        let Hint::Result { product, have } = self;
        match (have, lang) {
            (true, Lang::En) => format!("the result is {product}, and you have its pieces"),
            (false, Lang::En) => format!("the result is {product}; you do not have its pieces"),
            (true, Lang::Fr) => format!("le résultat est {product}, et vous avez ses pièces"),
            (false, Lang::Fr) => format!("le résultat est {product} ; vous n’avez pas ses pièces"),
        }
    }

    fn kind(&self) -> &'static str {
        "hint"
    }
}

/// One round on the table: the multiplication and who attached the result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// The first number.
    pub a: u8,
    /// The second number.
    pub b: u8,
    /// Who attached `= a×b`, in order.
    pub by: Vec<SeatId>,
}

impl Line {
    /// The result.
    pub fn product(&self) -> u32 {
        u32::from(self.a) * u32::from(self.b)
    }

    /// The line as it stands on the table: `3 × 8 = 24 = 24`.
    pub fn text(&self) -> String {
        let mut t = format!("{} × {}", self.a, self.b);
        for _ in &self.by {
            t.push_str(&format!(" = {}", self.product()));
        }
        t
    }
}

/// A saved game: the settings, the seats, the [`Table`] and the game time played.
pub type Snapshot = Saved<Settings, Table>;

/// The state of play: everything a save holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// The bag of numbers.
    pub bag: Bag<u8>,
    /// Each seat's hand.
    pub hands: Vec<Vec<u8>>,
    /// The rounds so far (the last one in play until all have answered).
    pub lines: Vec<Line>,
    /// Who answers now (`None` once over).
    pub asked: Option<SeatId>,
    /// How many have answered this round.
    pub answered: u32,
    /// Hints per seat.
    pub hints: Vec<u32>,
    /// Seeds the computers' delays.
    pub next_seed: u64,
    /// The game ended (seven rounds, or the bag ran short).
    pub over: bool,
}

/// A live game of Multiplication tables.
pub type Tables = Live<Settings, Table>;

/// The digits of `n`, most significant first.
pub fn digits(n: u32) -> Vec<u8> {
    n.to_string().bytes().map(|b| b - b'0').collect()
}

/// Whether `hand` holds every piece of `wanted` (counted).
fn holds(hand: &[u8], wanted: &[u8]) -> bool {
    let mut h = hand.to_vec();
    wanted.iter().all(|w| match h.iter().position(|x| x == w) {
        Some(k) => {
            h.remove(k);
            true
        }
        None => false,
    })
}

impl Tables {
    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.table.over
    }

    /// The round in play (its line), if any.
    pub fn current(&self) -> Option<&Line> {
        (!self.table.over)
            .then(|| self.table.lines.last())
            .flatten()
    }

    /// Whether `seat` holds the pieces of the round's result.
    pub fn can_attach(&self, seat: SeatId) -> bool {
        match (self.current(), self.table.hands.get(seat as usize)) {
            (Some(line), Some(hand)) => holds(hand, &digits(line.product())),
            _ => false,
        }
    }

    /// Starts the next round, or ends the game after the seventh (or when the bag runs short).
    fn next_round(&mut self, out: &mut Vec<Event<Detail>>) {
        let n = self.session.seats.len() as u32;
        if self.table.lines.len() as u32 >= ROUNDS || self.table.bag.len() < 2 {
            self.table.over = true;
            self.table.asked = None;
            out.push(Event::Cue(Cue::GameOver));
            return;
        }
        let (Some(a), Some(b)) = (self.table.bag.draw(), self.table.bag.draw()) else {
            self.table.over = true;
            self.table.asked = None;
            out.push(Event::Cue(Cue::GameOver));
            return;
        };
        let round = self.table.lines.len() as u32;
        self.table.lines.push(Line {
            a,
            b,
            by: Vec::new(),
        });
        self.table.answered = 0;
        let first = round % n.max(1);
        self.table.asked = Some(first);
        out.push(Event::Game(Detail::RoundStarted {
            round: round + 1,
            a,
            b,
        }));
        self.ask(first, out);
    }

    /// Whether `seat` is a person's and is asked.
    fn asked(&self, seat: SeatId) -> bool {
        self.table
            .asked
            .is_some_and(|a| self.session.person_in_turn(seat, a))
    }

    fn ask(&mut self, seat: SeatId, out: &mut Vec<Event<Detail>>) {
        self.table.asked = Some(seat);
        if !self.session.is_computer(seat) {
            out.push(Event::Cue(self.session.mode.turn_cue(seat)));
        }
    }

    /// The answer of the seat asked (checked first); then the next player, or the round's end.
    fn answer(&mut self, seat: SeatId, attach: Option<&[u8]>, out: &mut Vec<Event<Detail>>) {
        let n = self.session.seats.len() as u32;
        if let (Some(digits), Some(line)) = (attach, self.table.lines.last_mut()) {
            if let Some(hand) = self.table.hands.get_mut(seat as usize) {
                for d in digits {
                    if let Some(k) = hand.iter().position(|x| x == d) {
                        hand.remove(k);
                    }
                }
            }
            line.by.push(seat);
            out.push(Event::Game(Detail::Attached {
                seat,
                product: line.product(),
            }));
        } else {
            out.push(Event::Game(Detail::Passed { seat }));
        }
        self.table.answered += 1;
        if self.table.answered < n {
            self.ask((seat + 1) % n, out);
            return;
        }
        // Before the next round, each player draws a number.
        for hand in self.table.hands.iter_mut() {
            if let Some(p) = self.table.bag.draw() {
                hand.push(p);
            }
        }
        out.push(Event::Cue(Cue::RoundOver));
        self.next_round(out);
    }

    fn check(&self, seat: SeatId, command: &Command) -> Result<(), Refusal> {
        let line = self.current().ok_or(CommonRefusal::Over)?;
        match command {
            Command::Attach { digits: given } => {
                let product = line.product();
                if given.as_slice() != digits(product).as_slice() {
                    let text: String = given.iter().map(|d| char::from(b'0' + (d % 10))).collect();
                    return Err(Refusal::Wrong {
                        a: line.a,
                        b: line.b,
                        given: text,
                    });
                }
                if !self
                    .table
                    .hands
                    .get(seat as usize)
                    .is_some_and(|h| holds(h, given))
                {
                    return Err(Refusal::NotInHand);
                }
            }
            Command::Pass => {
                if self.can_attach(seat) {
                    return Err(Refusal::YouHaveThem);
                }
            }
        }
        Ok(())
    }

    fn run_computers(&mut self, now_ms: u64, out: &mut Vec<Event<Detail>>) {
        for _ in 0..64 {
            let Some((seat, _)) = self.session.computer_due(now_ms, &mut self.table) else {
                return;
            };
            let wanted = self.current().map(|l| digits(l.product()));
            let attach = if self.can_attach(seat) { wanted } else { None };
            self.answer(seat, attach.as_deref(), out);
            self.schedule(now_ms);
        }
    }

    fn outcome_now(&self) -> Option<Outcome> {
        if !self.table.over {
            return None;
        }
        let assisted = self.table.assisted(self.table.hints.len());
        Some(fewest_win(&self.table.hands, assisted))
    }
}

session::table!(Table, hints);

impl Turns for Table {
    fn to_move(&self) -> Option<SeatId> {
        self.asked.filter(|_| !self.over)
    }
}

impl Game for Tables {
    session::session_game_methods!();

    const ID: GameId = GameId::Tables;
    const SAVE_VERSION: u32 = 1;
    const SEATS: crate::kit::SeatLimits = super::hands::SEATS;
    type Setup = Settings;
    type Command = Command;
    type Detail = Detail;
    type View = super::view::TablesView;
    type Hint = Hint;
    type Refusal = Refusal;
    type SetupError = SetupError;
    type Snapshot = Snapshot;

    fn start(settings: Settings, seats: Vec<Seat>, now_ms: u64) -> Result<Self, SetupError> {
        let n = seats.len();
        SetupError::check_players(n)?;
        let mut rng = GameRng::from_seed(settings.seed);
        let mut bag = Bag::new(number_pieces(), rng.derive_seed());
        let hands = (0..n).map(|_| bag.draw_up_to(HAND)).collect();
        let table = Table {
            bag,
            hands,
            lines: Vec::new(),
            asked: None,
            answered: 0,
            hints: vec![0; n],
            next_seed: rng.derive_seed(),
            over: false,
        };
        // Nobody is asked yet: nothing is scheduled until the first round starts.
        let mut g = Live::start(settings, table, seats, Pace::Child(1000), now_ms);
        let mut out = Vec::new();
        g.next_round(&mut out);
        g.schedule(now_ms);
        Ok(g)
    }

    fn apply(&mut self, seat: SeatId, command: Command, now_ms: u64) -> Reply<Self> {
        self.session.check(seat, self.table.over)?;
        if !self.asked(seat) {
            return Err(Refusal::NotYourTurn);
        }
        self.check(seat, &command)?;
        let mut out = Vec::new();
        match &command {
            Command::Attach { digits } => self.answer(seat, Some(digits), &mut out),
            Command::Pass => self.answer(seat, None, &mut out),
        }
        self.schedule(now_ms);
        self.run_computers(now_ms, &mut out);
        Ok(out)
    }

    fn view(&self, now_ms: u64, lang: Lang) -> super::view::TablesView {
        super::view::tables_view(self, now_ms, lang)
    }

    fn hint(&mut self, seat: SeatId, _now_ms: u64) -> Result<Hint, Refusal> {
        let line = self.current().ok_or(CommonRefusal::Over)?;
        self.session.seat_exists(seat)?;
        if !self.asked(seat) {
            return Err(Refusal::NotYourTurn);
        }
        let hint = Hint::Result {
            product: line.product(),
            have: self.can_attach(seat),
        };
        self.table.count_hint(seat);
        Ok(hint)
    }

    fn undo(&mut self, _seat: SeatId, _now_ms: u64) -> Reply<Self> {
        Err(Refusal::NoUndo)
    }

    fn record(&self, started_at_ms: i64) -> FinishedMatch {
        let scores = fewest_win(&self.table.hands, Vec::new()).scores;
        session::record(
            self,
            started_at_ms,
            "tables".into(),
            self.settings.seed,
            scores,
        )
    }

    fn restore(s: Snapshot) -> Result<Self, SetupError> {
        let n = s.seats.len();
        SetupError::check_players(n)?;
        let t = &s.table;
        let bad = |why: &str| Err(SetupError::Damaged(why.to_string()));
        if t.hands.len() != n || t.hints.len() != n {
            return bad("one hand a seat");
        }
        if t.lines.len() as u32 > ROUNDS || t.answered > n as u32 {
            return bad("more rounds or answers than the game has");
        }
        if t.asked.is_some_and(|a| a as usize >= n) || (t.asked.is_none() && !t.over) {
            return bad("nobody is asked");
        }
        let mut laid = Vec::new();
        for l in &t.lines {
            laid.push(l.a);
            laid.push(l.b);
            for _ in &l.by {
                laid.extend(digits(l.product()));
            }
        }
        check_pieces(&t.bag, &t.hands, laid)?;
        Ok(Live::restored(s, Pace::Child(1000)))
    }
}

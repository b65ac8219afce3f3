//! A live game of Pytagora implementing [`kit::Game`](crate::kit::Game): turns, the shared
//! pool of `=`, racks of 10, stuck racks, the target, computer seats, hints, undo, saves and
//! the history record.

use super::computer::choose;
use super::rules::{check_lay, LayError};
use super::setup::{FirstPlayer, Settings, SetupError};
use crate::crossword::board::{Board, Placement};
use crate::crossword::equation::EquationRules;
use crate::crossword::live::Live;
use crate::crossword::movegen::{any_play, generate, Move, DEFAULT_BUDGET};
use crate::crossword::owners;
use crate::crossword::pieces::{text_of, Piece};
use crate::crossword::racks::tiles_of;
use crate::crossword::saves;
use crate::crossword::session::{self, Pace, Saved, Seeded, Turns};
use crate::history::FinishedMatch;
use crate::kit::tiles::missing;
use crate::kit::{
    Bag, CommonRefusal, Cue, Event, Game, GameId, HintCount, Outcome, Rack, Reply, Seat, SeatId,
    Strength, Worded,
};
use crate::lang::Lang;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// Pieces in a rack.
pub const RACK: usize = 10;
/// Points lost when a rack is stuck.
pub const STUCK_PENALTY: i64 = 5;

/// What a seat may do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// Lay one equation; its `=` (if it places one) from the pool when `equals_from_pool`.
    Lay {
        /// The whole line as it reads.
        placement: Placement,
        /// Take the `=` from the shared pool rather than the rack.
        equals_from_pool: bool,
    },
    /// "I cannot make an equation": the first time in a turn all pieces go back, 10 new ones
    /// are drawn, −5 and the turn goes on; the second time the turn passes.
    Stuck,
    /// Pass-and-play: the seat whose turn it is has the device and shows their rack.
    Ready,
}

/// The game's own events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Detail {
    /// An equation laid.
    Laid {
        /// Who.
        seat: SeatId,
        /// The line.
        placement: Placement,
        /// Points scored.
        points: i64,
        /// Laid pieces crossed.
        crossed: usize,
    },
    /// A stuck rack exchanged, with the penalty.
    Exchanged {
        /// Who.
        seat: SeatId,
        /// Points lost.
        penalty: i64,
    },
    /// Stuck again: the turn passes.
    Passed {
        /// Who.
        seat: SeatId,
    },
    /// The winner reached the target.
    Won {
        /// Who.
        seat: SeatId,
    },
}

/// Why a command, hint or undo is refused (the game is unchanged).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// As every turn-based game refuses: the game is over or paused, no such seat, not this
    /// seat's turn, nothing to take back (undo is only against the computer), hints are for
    /// people.
    Common(CommonRefusal),
    /// The line cannot be laid.
    Lay(LayError),
    /// The rack does not hold these pieces (the pieces missing).
    NotInRack(String),
    /// The pool has no `=` left.
    PoolEmpty,
}

impl Worded for Refusal {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (Refusal::Common(c), _) => c.text_in(lang),
            (Refusal::Lay(e), _) => e.text_in(lang),
            (Refusal::NotInRack(p), Lang::En) => format!("your rack does not hold {p}"),
            (Refusal::NotInRack(p), Lang::Fr) => format!("votre chevalet ne contient pas {p}"),
            (Refusal::PoolEmpty, Lang::En) => "there is no equals sign left on the table".into(),
            (Refusal::PoolEmpty, Lang::Fr) => "il ne reste aucun signe égal sur la table".into(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Refusal::Common(c) => c.kind(),
            Refusal::Lay(e) => e.kind(),
            Refusal::NotInRack(_) => "not_in_rack",
            Refusal::PoolEmpty => "pool_empty",
        }
    }
}

crate::kit::common_refusal!(Refusal);

/// A hint, one step further each time it is asked in a turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hint {
    /// Whether an equation can be made (false: the rack is truly stuck).
    Possible(bool),
    /// The pieces of the best equation found (from the rack, and the pool's `=`).
    Pieces(Vec<Piece>),
    /// The play itself.
    Play(Placement),
}

impl Worded for Hint {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (Hint::Possible(true), Lang::En) => "An equation can be made with your pieces.".into(),
            (Hint::Possible(true), Lang::Fr) => {
                "Vos pièces permettent de poser une équation.".into()
            }
            (Hint::Possible(false), Lang::En) => {
                "No equation can be made: your rack is stuck.".into()
            }
            (Hint::Possible(false), Lang::Fr) => {
                "Aucune équation n'est possible\u{a0}: votre chevalet est bloqué.".into()
            }
            (Hint::Pieces(p), Lang::En) => {
                format!("Use these pieces: {}", crate::crossword::pieces::text_of(p))
            }
            (Hint::Pieces(p), Lang::Fr) => format!(
                "Utilisez ces pièces\u{a0}: {}",
                crate::crossword::pieces::text_of(p)
            ),
            (Hint::Play(pl), lang) => {
                let line = crate::crossword::pieces::text_of(&pl.pieces);
                let (r, c) = (pl.start.row, pl.start.col);
                let across = matches!(pl.dir, crate::crossword::Direction::Across);
                match lang {
                    Lang::En => format!(
                        "Lay {line} {} from row {r}, column {c}.",
                        if across { "across" } else { "down" }
                    ),
                    Lang::Fr => format!(
                        "Posez {line} {} à partir de la ligne {r}, colonne {c}.",
                        if across {
                            "horizontalement"
                        } else {
                            "verticalement"
                        }
                    ),
                }
            }
        }
    }

    fn kind(&self) -> &'static str {
        "hint"
    }
}

/// A saved game: the settings, the seats, the [`Table`] and the game time played.
pub type Snapshot = Saved<Settings, Table>;

/// The state of play: everything a save holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// The pieces laid.
    pub board: Board,
    /// Who laid each piece (row-major; `None` for empty squares).
    pub owners: Vec<Option<SeatId>>,
    /// The bag.
    pub bag: Bag<Piece>,
    /// `=` signs left in the shared pool.
    pub pool: u32,
    /// One rack a seat.
    pub racks: Vec<Rack<Piece>>,
    /// Scores.
    pub scores: Vec<i64>,
    /// Whose turn.
    pub turn: SeatId,
    /// The seat already exchanged a stuck rack this turn.
    pub exchanged: bool,
    /// Turns in a row that ended without an equation.
    pub idle: u32,
    /// Hints asked per seat (a seat with hints is assisted), and how far the hint has gone
    /// this turn.
    #[serde(flatten)]
    pub help: HintCount,
    /// Undos per seat (counted as assistance too).
    pub undos: Vec<u32>,
    /// Winners once over.
    pub winners: Option<Vec<SeatId>>,
    /// Turns played.
    pub turns: u32,
    /// Pass-and-play: the rack of the seat in turn is shown.
    pub revealed: bool,
    /// Seeds the computers' choices.
    pub next_seed: u64,
    /// The equations laid, in order: (seat, line, points).
    pub laid: Vec<(SeatId, Placement, i64)>,
}

/// A live Pytagora game.
pub type Pytagora = Live<Settings, Table>;

/// Pytagora's equation rules.
pub const RULES: EquationRules = EquationRules::PYTAGORA;

impl Pytagora {
    /// The seat whose turn it is.
    pub fn turn(&self) -> SeatId {
        self.table.turn
    }

    /// Every legal play for the seat in turn (within the default budget).
    pub fn legal_moves(&self) -> Vec<Move> {
        let t = &self.table;
        let rack = tiles_of(&t.racks, t.turn);
        generate(&t.board, &rack, t.pool, RULES, DEFAULT_BUDGET).moves
    }

    /// Whether the seat in turn is truly stuck (no equation at all).
    pub fn is_stuck(&self) -> bool {
        let t = &self.table;
        let rack = tiles_of(&t.racks, t.turn);
        any_play(&t.board, &rack, t.pool, RULES, DEFAULT_BUDGET)
            .moves
            .is_empty()
    }

    /// Ends the turn of the seat in turn (after a play or a pass).
    fn end_turn(&mut self, played: bool, out: &mut Vec<Event<Detail>>) {
        let t = &mut self.table;
        let n = self.session.seats.len() as u32;
        let seat = t.turn;
        t.turns = t.turns.saturating_add(1);
        t.help.new_position();
        t.exchanged = false;
        t.idle = if played { 0 } else { t.idle.saturating_add(1) };
        if t.scores
            .get(seat as usize)
            .is_some_and(|s| *s >= self.settings.target)
        {
            t.winners = Some(vec![seat]);
            out.push(Event::Game(Detail::Won { seat }));
            out.push(Event::Cue(Cue::GameOver));
            return;
        }
        if t.idle >= 2 * n {
            // Nobody can play any more (our ruling): the highest score wins.
            t.winners = Some(Outcome::highest_wins(t.scores.clone(), Vec::new()).winners);
            out.push(Event::Cue(Cue::GameOver));
            return;
        }
        t.turn = (seat + 1) % n;
        t.revealed = false;
        out.push(Event::Cue(self.session.turn_cue(t.turn)));
    }

    fn lay(
        &mut self,
        placement: &Placement,
        from_pool: bool,
        out: &mut Vec<Event<Detail>>,
    ) -> Result<(), Refusal> {
        let t = &self.table;
        let seat = t.turn;
        let laid = check_lay(&t.board, placement, RULES).map_err(Refusal::Lay)?;
        let mut from_rack: Vec<Piece> = laid.new.iter().map(|(_, p)| *p).collect();
        let places_eq = from_rack.contains(&Piece::Equals);
        let rack = t.racks.get(seat as usize).ok_or(CommonRefusal::NoSeat)?;
        let use_pool = places_eq && (from_pool || !rack.tiles().contains(&Piece::Equals));
        if use_pool {
            if t.pool == 0 {
                return Err(Refusal::PoolEmpty);
            }
            if let Some(i) = from_rack.iter().position(|p| *p == Piece::Equals) {
                from_rack.remove(i);
            }
        }
        let lacking = missing(rack.tiles(), &from_rack);
        if !lacking.is_empty() {
            return Err(Refusal::NotInRack(text_of(&lacking)));
        }
        // Validated: change the state.
        let t = &mut self.table;
        let cols = t.board.cols();
        if t.board.place(placement).is_err() {
            return Err(Refusal::Lay(LayError::Board(
                crate::crossword::board::BoardError::OffBoard,
            )));
        }
        for (c, _) in &laid.new {
            owners::set_owner(&mut t.owners, cols, *c, Some(seat));
        }
        if use_pool {
            t.pool -= 1;
        }
        if let Some(r) = t.racks.get_mut(seat as usize) {
            r.remove_all(&from_rack);
            r.refill(&mut t.bag);
        }
        if let Some(s) = t.scores.get_mut(seat as usize) {
            *s += laid.points;
        }
        t.laid.push((seat, placement.clone(), laid.points));
        out.push(Event::Game(Detail::Laid {
            seat,
            placement: placement.clone(),
            points: laid.points,
            crossed: laid.crossed,
        }));
        self.end_turn(true, out);
        Ok(())
    }

    fn stuck(&mut self, out: &mut Vec<Event<Detail>>) {
        let t = &mut self.table;
        let seat = t.turn;
        if t.exchanged {
            out.push(Event::Game(Detail::Passed { seat }));
            self.end_turn(false, out);
            return;
        }
        if let Some(r) = t.racks.get_mut(seat as usize) {
            let back = r.take_all();
            t.bag.put_back(back);
            r.refill(&mut t.bag);
        }
        if let Some(s) = t.scores.get_mut(seat as usize) {
            *s -= STUCK_PENALTY;
        }
        t.exchanged = true;
        t.help.new_position();
        out.push(Event::Game(Detail::Exchanged {
            seat,
            penalty: STUCK_PENALTY,
        }));
    }

    /// Lets computer seats move while their time has come.
    fn run_computers(&mut self, now_ms: u64, out: &mut Vec<Event<Detail>>) {
        for _ in 0..64 {
            let Some((seat, strength)) = self.session.computer_due(now_ms, &mut self.table) else {
                return;
            };
            let t = &self.table;
            let rack = tiles_of(&t.racks, seat);
            let budget = match strength {
                Strength::Beginner => 300_000,
                Strength::Casual => 600_000,
                Strength::Strong => 1_500_000,
                Strength::Unbeatable => 3_000_000,
            };
            let found = generate(&t.board, &rack, t.pool, RULES, budget);
            let moves = if found.moves.is_empty() && found.truncated {
                // Never stuck by the budget alone: find any play before giving up.
                any_play(&t.board, &rack, t.pool, RULES, DEFAULT_BUDGET).moves
            } else {
                found.moves
            };
            let board = t.board.clone();
            let mut rng = self.table.next_rng();
            let used = |m: &Move| m.new_pieces(&board);
            let choice = choose(&moves, &used, &rack, self.table.pool, strength, &mut rng);
            let turn_before = self.table.turns;
            match choice.and_then(|i| moves.get(i)) {
                Some(m) => {
                    let rack_eq = rack.contains(&Piece::Equals);
                    if self.lay(&m.placement, !rack_eq, out).is_err() {
                        self.stuck(out);
                    }
                }
                None => self.stuck(out),
            }
            if self.table.turns != turn_before {
                self.schedule(now_ms);
            }
        }
    }

    fn outcome_now(&self) -> Option<Outcome> {
        let t = &self.table;
        (self.session).outcome(t, &t.scores, t.winners.as_deref())
    }

    fn validate_table(settings: &Settings, seats: &[Seat], t: &Table) -> Result<(), SetupError> {
        let n = seats.len();
        let damaged = |why: &str| SetupError::Damaged(why.to_string());
        let bad = |why: &str| Err(damaged(why));
        let per_seat = [
            t.racks.len(),
            t.scores.len(),
            t.help.hints.len(),
            t.undos.len(),
        ];
        saves::seats_hold(n, &per_seat, t.turn).map_err(damaged)?;
        crate::kit::scores_hold(&t.scores).map_err(damaged)?;
        saves::grid_holds(&t.board, &t.owners, settings.size, "the table's size")
            .map_err(damaged)?;
        if t.racks
            .iter()
            .any(|r| r.size() != RACK || r.tiles().len() > RACK)
        {
            return bad("racks hold 10 pieces");
        }
        // Every piece accounted for: board + bag + racks + pool (and pieces set aside by the
        // Italian start, counted in the scores' starting points) = the 126.
        let mut count = saves::piece_counts(&t.board, &[&t.bag], &t.racks);
        count[Piece::Equals.index()] += i64::from(t.pool);
        let set = settings.variant.tiles();
        if Piece::ALL
            .iter()
            .any(|p| count[p.index()] > 0 && !set.entries.iter().any(|(q, _)| q == p))
        {
            return bad("a piece that is not in this game's set");
        }
        for (p, n) in settings.variant.tiles().entries {
            let have = count[p.index()];
            let want = i64::from(n);
            let aside = if settings.first == FirstPlayer::Italian
                && p.digit().is_some_and(|d| (1..=6).contains(&d))
            {
                seats.len() as i64
            } else {
                0
            };
            if have > want || have < want - aside {
                return bad("the pieces do not add up to the 126");
            }
        }
        saves::winners_hold(t.winners.as_deref(), n).map_err(damaged)
    }
}

session::table!(Table, help.hints, undos);

impl Turns for Table {
    fn to_move(&self) -> Option<SeatId> {
        self.winners.is_none().then_some(self.turn)
    }
}

impl Game for Pytagora {
    session::session_game_methods!();

    const ID: GameId = GameId::Pytagora;
    const SAVE_VERSION: u32 = 1;
    const SEATS: crate::kit::SeatLimits = crate::kit::SeatLimits::seats(2, 4);
    type Setup = Settings;
    type Command = Command;
    type Detail = Detail;
    type View = super::view::View;
    type Hint = Hint;
    type Refusal = Refusal;
    type SetupError = SetupError;
    type Snapshot = Snapshot;

    fn start(settings: Settings, seats: Vec<Seat>, now_ms: u64) -> Result<Self, SetupError> {
        settings.validate(seats.len())?;
        let n = seats.len();
        let mut rng = GameRng::from_seed(settings.seed);
        let mut bag = Bag::new(settings.variant.tiles().tiles(), rng.derive_seed());
        let mut pool = 0;
        for _ in 0..n {
            if bag.take(&Piece::Equals).is_some() {
                pool += 1;
            }
        }
        let mut racks: Vec<Rack<Piece>> = (0..n).map(|_| Rack::new(RACK)).collect();
        let mut scores = vec![0i64; n];
        for r in racks.iter_mut() {
            r.refill(&mut bag);
        }
        let turn = match settings.first {
            FirstPlayer::Seat(s) => s,
            FirstPlayer::Random => rng.below(n as u32),
            FirstPlayer::Italian => {
                // Each player's first dealt piece showing 1-6 is set aside as their score; the
                // rack is then filled again from the bag.
                for (i, r) in racks.iter_mut().enumerate() {
                    let first = r
                        .tiles()
                        .iter()
                        .position(|p| p.digit().is_some_and(|d| (1..=6).contains(&d)));
                    let aside = match first {
                        Some(k) => r.tiles().get(k).copied(),
                        None => {
                            // None in the rack: deal on from the bag until one shows.
                            let mut found = None;
                            for d in 1..=6u8 {
                                if bag.contents().contains(&Piece::Digit(d)) {
                                    found = bag.take(&Piece::Digit(d));
                                    break;
                                }
                            }
                            if let Some(p) = found {
                                r.push(p);
                            }
                            found
                        }
                    };
                    if let Some(p) = aside {
                        r.remove_all(&[p]);
                        scores[i] = i64::from(p.digit().unwrap_or(0));
                    }
                    r.refill(&mut bag);
                }
                let low = scores.iter().min().copied().unwrap_or(0);
                scores.iter().position(|s| *s == low).unwrap_or(0) as u32
            }
        };
        let size = usize::from(settings.size);
        let table = Table {
            board: Board::new(settings.size, settings.size),
            owners: vec![None; size * size],
            bag,
            pool,
            racks,
            scores,
            turn,
            exchanged: false,
            idle: 0,
            help: HintCount::new(n),
            undos: vec![0; n],
            winners: None,
            turns: 0,
            revealed: false,
            next_seed: rng.derive_seed(),
            laid: Vec::new(),
        };
        Ok(Live::start(settings, table, seats, Pace::Steady, now_ms))
    }

    fn apply(&mut self, seat: SeatId, command: Command, now_ms: u64) -> Reply<Self> {
        self.session.check_move(seat, &self.table)?;
        let before = self.table.clone();
        let mut out = Vec::new();
        match command {
            Command::Lay {
                placement,
                equals_from_pool,
            } => self.lay(&placement, equals_from_pool, &mut out)?,
            Command::Stuck => self.stuck(&mut out),
            Command::Ready => {
                self.table.revealed = true;
                return Ok(out);
            }
        }
        let turn_changed = self.table.turn != before.turn;
        self.session.keep(before);
        if turn_changed || self.table.winners.is_some() {
            self.schedule(now_ms);
        }
        self.run_computers(now_ms, &mut out);
        Ok(out)
    }

    fn view(&self, now_ms: u64, lang: Lang) -> super::view::View {
        super::view::view(self, now_ms, lang)
    }

    fn hint(&mut self, seat: SeatId, _now_ms: u64) -> Result<Hint, Refusal> {
        self.session.check_hint(seat, &self.table)?;
        let moves = self.legal_moves();
        let best = moves
            .iter()
            .max_by_key(|m| (m.points, std::cmp::Reverse(m.placement.clone())));
        let hint = match (self.table.help.hint_step, best) {
            (_, None) => Hint::Possible(false),
            (0, Some(_)) => Hint::Possible(true),
            (1, Some(m)) => Hint::Pieces(m.new_pieces(&self.table.board)),
            (_, Some(m)) => Hint::Play(m.placement.clone()),
        };
        self.table.help.took(seat, 2);
        Ok(hint)
    }

    fn undo(&mut self, seat: SeatId, now_ms: u64) -> Reply<Self> {
        self.take_back(seat, now_ms)?;
        Ok(vec![Event::Cue(Cue::YourTurn {
            seat: self.table.turn,
        })])
    }

    fn record(&self, started_at_ms: i64) -> FinishedMatch {
        let variant = self.settings.variant.name().to_string();
        let scores = self.table.scores.clone();
        session::record(self, started_at_ms, variant, self.settings.seed, scores)
    }

    fn restore(s: Snapshot) -> Result<Self, SetupError> {
        s.settings.validate(s.seats.len())?;
        Self::validate_table(&s.settings, &s.seats, &s.table)?;
        Ok(Live::restored(s, Pace::Steady))
    }
}

//! A live French game implementing [`kit::Game`](crate::kit::Game): turns, racks of white and
//! grey tiles, lays, extensions and transformations, exchanges and passes, the challenge rule,
//! time limits (variants 3 and 4), the end (rule 15), computer seats, hints, undo, saves and
//! the history record.

use super::computer::{choose_play, lays_for, transformations_for, Choice};
use super::movegen::{any_lay, generate, Aim, Lay};
use super::play::{
    check_lay, check_lay_unchecked, check_transform, check_transform_unchecked, Checked, PlayError,
    Scored, Transform,
};
use super::setup::{FirstPlayer, Settings, SetupError};
use super::tiles::{french_set, is_white, points_of, SIZE};
use super::transforms::{
    any_transformation, transformations, transformations_aiming, Transformation,
};
use crate::crossword::board::{Board, Placement};
use crate::crossword::live::Live;
use crate::crossword::owners;
use crate::crossword::pieces::{text_of, Piece};
use crate::crossword::racks::tiles_of;
use crate::crossword::saves;
use crate::crossword::session::{self, Pace, Saved, Seeded, Turns};
use crate::history::FinishedMatch;
use crate::kit::grid::Cell;
use crate::kit::tiles::missing;
use crate::kit::{
    Bag, CommonRefusal, Cue, Event, Game, GameId, HintCount, Outcome, Rack, Reply, Seat, SeatId,
    Strength, Worded,
};
use crate::lang::Lang;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// Tiles tried by a search for hints and "can I play?".
pub const HINT_BUDGET: u64 = 2_000_000;

/// Tiles tried by a search for transformations for hints.
pub const HINT_TRANSFORM_BUDGET: u64 = 600_000;

/// Tiles tried by the search for lays and the search for transformations (0: none) of a
/// computer of `strength`. The lay generator pairs members by value (session 19): within
/// the same budget it reaches far more lays than before, and each lay found is read whole, so
/// a tile tried now costs more (the French bench's searches of 3,000,000 tiles took a median
/// of 0.29 s and 3.1 s at worst on the shared 2-core development machine; see the README).
fn budgets(strength: Strength) -> (u64, u64) {
    match strength {
        Strength::Beginner => (100_000, 0),
        Strength::Casual => (250_000, 0),
        Strength::Strong => (1_200_000, 400_000),
        Strength::Unbeatable => (2_000_000, 600_000),
    }
}

/// What a seat may do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// Lay tiles in one line (the stretch as it reads, tiles already there included).
    Lay {
        /// The stretch.
        placement: Placement,
    },
    /// Rule 11: replace a member of an equation on the board, keeping its value.
    Transform(Transform),
    /// Put these tiles back and draw as many of the same colour (the turn is used).
    Exchange {
        /// The tiles to put back.
        tiles: Vec<Piece>,
    },
    /// Pass the turn.
    Pass,
    /// The challenge rule: the last play is false (any other player, before the next play).
    Challenge,
    /// Pass-and-play: the seat whose turn it is has the device and shows their rack.
    Ready,
}

/// Why a turn passed without a play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PassReason {
    /// The player passed.
    Chose,
    /// The turn's time ran out (variants 3 and 4).
    TimeUp,
    /// The player has no tile left.
    EmptyRack,
    /// A wrong challenge cost the turn.
    LostTurn,
}

/// The game's own events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Detail {
    /// A lay or a transformation.
    Played {
        /// Who.
        seat: SeatId,
        /// The tiles put down.
        new: Vec<(Cell, Piece)>,
        /// The tiles taken off (a transformation).
        removed: Vec<(Cell, Piece)>,
        /// The equations made or changed.
        equations: Vec<Scored>,
        /// Points scored.
        points: i64,
    },
    /// Tiles exchanged.
    Exchanged {
        /// Who.
        seat: SeatId,
        /// How many.
        count: usize,
    },
    /// A turn passed without a play.
    Passed {
        /// Who.
        seat: SeatId,
        /// Why.
        reason: PassReason,
    },
    /// A challenge was right: the play is taken back and scores 0.
    ChallengeUpheld {
        /// Who challenged.
        challenger: SeatId,
        /// Whose play it was.
        seat: SeatId,
    },
    /// A challenge was wrong: the challenger loses their next turn.
    ChallengeFailed {
        /// Who challenged.
        challenger: SeatId,
        /// Whose play it was.
        seat: SeatId,
    },
    /// The game ended; rule 15's bonus (the tiles left on the racks) went to the last player
    /// who played.
    Ended {
        /// Who got the bonus.
        bonus_to: Option<SeatId>,
        /// Its points.
        bonus: i64,
    },
}

/// Why a command, hint or undo is refused (the game is unchanged).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// As every turn-based game refuses: the game is over or paused, no such seat, not this
    /// seat's turn, nothing to take back (undo is only against the computer), hints are for
    /// the player whose turn it is.
    Common(CommonRefusal),
    /// The play cannot be made.
    Play(PlayError),
    /// The rack does not hold these tiles (the tiles missing).
    NotInRack(String),
    /// The bag has too few tiles of that colour to exchange.
    BagShort,
    /// No tiles named to exchange.
    NothingToExchange,
    /// There is no play to challenge.
    NothingToChallenge,
    /// Players do not challenge their own play.
    OwnPlay,
    /// Plays are checked by the app (the challenge rule is off).
    ChallengeOff,
    /// The turn's time is up (variants 3 and 4).
    TimeUp,
}

impl Worded for Refusal {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (Refusal::Common(c), _) => c.text_in(lang),
            (Refusal::Play(e), _) => e.text_in(lang),
            (Refusal::NotInRack(p), Lang::En) => format!("your rack does not hold {p}"),
            (Refusal::NotInRack(p), Lang::Fr) => format!("votre réglette ne contient pas {p}"),
            (Refusal::BagShort, Lang::En) => {
                "the bag has too few tiles of that colour to exchange".into()
            }
            (Refusal::BagShort, Lang::Fr) => {
                "la pioche n\u{2019}a plus assez de jetons de cette couleur pour échanger".into()
            }
            (Refusal::NothingToExchange, Lang::En) => "name the tiles to exchange".into(),
            (Refusal::NothingToExchange, Lang::Fr) => "indiquez les jetons à échanger".into(),
            (Refusal::NothingToChallenge, Lang::En) => "there is no play to challenge".into(),
            (Refusal::NothingToChallenge, Lang::Fr) => {
                "il n\u{2019}y a aucun coup à contester".into()
            }
            (Refusal::OwnPlay, Lang::En) => "you cannot challenge your own play".into(),
            (Refusal::OwnPlay, Lang::Fr) => "vous ne pouvez pas contester votre propre coup".into(),
            (Refusal::ChallengeOff, Lang::En) => {
                "the app checks every play: there is nothing to challenge".into()
            }
            (Refusal::ChallengeOff, Lang::Fr) => {
                "l\u{2019}application vérifie chaque coup\u{a0}: rien à contester".into()
            }
            (Refusal::TimeUp, Lang::En) => "the time for this turn is up".into(),
            (Refusal::TimeUp, Lang::Fr) => "le temps de ce tour est écoulé".into(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Refusal::Common(c) => c.kind(),
            Refusal::Play(e) => e.kind(),
            Refusal::NotInRack(_) => "not_in_rack",
            Refusal::BagShort => "bag_short",
            Refusal::NothingToExchange => "nothing_to_exchange",
            Refusal::NothingToChallenge => "nothing_to_challenge",
            Refusal::OwnPlay => "own_play",
            Refusal::ChallengeOff => "challenge_off",
            Refusal::TimeUp => "time_up",
        }
    }
}

crate::kit::common_refusal!(Refusal);

/// A hint, one step further each time it is asked in a turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hint {
    /// Whether a play can be made (false: none was found; exchange or pass).
    Possible(bool),
    /// The tiles of the best play found.
    Tiles(Vec<Piece>),
    /// The play itself.
    Play(Placement),
    /// The best play is a transformation (rule 11): this one.
    Transform(Transform),
}

impl Worded for Hint {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (Hint::Possible(true), Lang::En) => "An equation can be made with your tiles.".into(),
            (Hint::Possible(true), Lang::Fr) => {
                "Vos jetons permettent de poser une équation.".into()
            }
            (Hint::Possible(false), Lang::En) => {
                "No play was found: exchange tiles or pass.".into()
            }
            (Hint::Possible(false), Lang::Fr) => {
                "Aucun coup trouvé\u{a0}: échangez des jetons ou passez.".into()
            }
            (Hint::Tiles(p), Lang::En) => format!("Use these tiles: {}", text_of(p)),
            (Hint::Tiles(p), Lang::Fr) => format!("Utilisez ces jetons\u{a0}: {}", text_of(p)),
            (Hint::Play(pl), Lang::En) => format!(
                "Lay {} {} from {}.",
                text_of(&pl.pieces),
                if pl.dir == crate::crossword::Direction::Across {
                    "across"
                } else {
                    "down"
                },
                pl.start.algebraic()
            ),
            (Hint::Play(pl), Lang::Fr) => format!(
                "Posez {} {} à partir de {}.",
                text_of(&pl.pieces),
                if pl.dir == crate::crossword::Direction::Across {
                    "horizontalement"
                } else {
                    "verticalement"
                },
                pl.start.algebraic()
            ),
            (Hint::Transform(t), Lang::En) => format!(
                "Transform the equation {} through {}: member {} becomes {}.",
                if t.dir == crate::crossword::Direction::Across {
                    "across"
                } else {
                    "down"
                },
                t.cell.algebraic(),
                t.member + 1,
                text_of(&t.pieces)
            ),
            (Hint::Transform(t), Lang::Fr) => format!(
                "Transformez l\u{2019}équation {} passant par {}\u{a0}: le membre {} devient {}.",
                if t.dir == crate::crossword::Direction::Across {
                    "horizontale"
                } else {
                    "verticale"
                },
                t.cell.algebraic(),
                t.member + 1,
                text_of(&t.pieces)
            ),
        }
    }

    fn kind(&self) -> &'static str {
        "hint"
    }
}

/// How a turn ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TurnKind {
    Played,
    Exchanged,
    Passed,
}

/// The last play, open to a challenge (the challenge rule).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// Whose play.
    pub seat: SeatId,
    /// Whether every equation it made reads true.
    pub true_: bool,
    /// The state before it, restored when a challenge is upheld.
    pub before: Box<Table>,
}

/// A saved game: the settings, the seats, the [`Table`] and the game time played.
pub type Snapshot = Saved<Settings, Table>;

/// The state of play: everything a save holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// The tiles laid.
    pub board: Board,
    /// Who laid each tile (row-major; `None` for empty squares).
    pub owners: Vec<Option<SeatId>>,
    /// The white tiles not yet drawn.
    pub white: Bag<Piece>,
    /// The grey tiles not yet drawn.
    pub grey: Bag<Piece>,
    /// One rack a seat.
    pub racks: Vec<Rack<Piece>>,
    /// Scores.
    pub scores: Vec<i64>,
    /// Whose turn.
    pub turn: SeatId,
    /// Turns in a row without a play (passes and exchanges).
    pub idle: u32,
    /// Passes in a row (an exchange or a play starts the count again): when every player has
    /// passed twice in a row the game ends (reconstructed rule 7).
    #[serde(default)]
    pub passes: u32,
    /// Hints asked per seat (a seat with hints is assisted), and how far the hint has gone
    /// this turn.
    #[serde(flatten)]
    pub help: HintCount,
    /// Undos per seat.
    pub undos: Vec<u32>,
    /// Winners once over.
    pub winners: Option<Vec<SeatId>>,
    /// Turns played.
    pub turns: u32,
    /// Pass-and-play: the rack of the seat in turn is shown.
    pub revealed: bool,
    /// Seeds the computers' choices.
    pub next_seed: u64,
    /// Every play: (seat, what, points).
    pub log: Vec<(SeatId, String, i64)>,
    /// The squares of the last play's new tiles.
    pub last: Vec<Cell>,
    /// The last player who made a play (rule 15's bonus).
    pub last_player: Option<SeatId>,
    /// Seats that lose their next turn (a wrong challenge).
    pub skip: Vec<bool>,
    /// The last play, open to a challenge.
    pub pending: Option<Pending>,
    /// Game time when the turn began (ms).
    pub turn_started_ms: u64,
    /// The turn's "time running out" cue was given.
    pub warned: bool,
}

/// A live French game.
pub type FrenchGame = Live<Settings, Table>;

fn refill(
    rack: &mut Rack<Piece>,
    white: &mut Bag<Piece>,
    grey: &mut Bag<Piece>,
    settings: &Settings,
) {
    let whites = rack.tiles().iter().filter(|p| is_white(**p)).count();
    let greys = rack.tiles().len() - whites;
    for _ in whites..settings.rack.white() {
        if let Some(p) = white.draw() {
            rack.push(p);
        }
    }
    for _ in greys..settings.rack.grey() {
        if let Some(p) = grey.draw() {
            rack.push(p);
        }
    }
}

impl FrenchGame {
    /// The seat whose turn it is.
    pub fn turn(&self) -> SeatId {
        self.table.turn
    }

    fn rack_of(&self, seat: SeatId) -> Vec<Piece> {
        tiles_of(&self.table.racks, seat)
    }

    /// Every lay for the seat in turn, within `budget` tiles tried.
    pub fn lays(&self, budget: u64) -> super::movegen::Generated {
        let rack = self.rack_of(self.table.turn);
        generate(&self.table.board, self.settings.layout, &rack, budget)
    }

    /// Every transformation (rule 11) for the seat in turn, within `budget` tiles tried.
    pub fn transformations(&self, budget: u64) -> super::transforms::Transformations {
        let rack = self.rack_of(self.table.turn);
        transformations(&self.table.board, self.settings.layout, &rack, budget)
    }

    /// Whether the seat in turn can lay anything (within the hint budget).
    pub fn can_lay(&self) -> bool {
        let rack = self.rack_of(self.table.turn);
        !any_lay(&self.table.board, self.settings.layout, &rack, HINT_BUDGET)
            .lays
            .is_empty()
    }

    /// Whether the seat in turn can play at all: lay tiles, or transform a member of an
    /// equation on the board (rule 11), each within its hint budget. Exchanging and passing are
    /// always open and not counted.
    pub fn can_play(&self) -> bool {
        if self.can_lay() {
            return true;
        }
        let rack = self.rack_of(self.table.turn);
        let layout = self.settings.layout;
        !any_transformation(&self.table.board, layout, &rack, HINT_TRANSFORM_BUDGET)
            .found
            .is_empty()
    }

    /// The seconds left in the turn (variants 3 and 4), if it has a limit.
    pub fn seconds_left(&self, now_ms: u64) -> Option<u32> {
        let limit = self.settings.limit_for(self.table.turn);
        if limit == 0 || self.table.winners.is_some() {
            return None;
        }
        let used = self
            .session
            .at(now_ms)
            .saturating_sub(self.table.turn_started_ms);
        let left = (u64::from(limit) * 1000).saturating_sub(used);
        Some(u32::try_from(left.div_ceil(1000)).unwrap_or(u32::MAX))
    }

    fn all_tiles_used(&self) -> bool {
        self.table.white.is_empty()
            && self.table.grey.is_empty()
            && self.table.racks.iter().all(|r| r.tiles().is_empty())
    }

    fn finish(&mut self, out: &mut Vec<Event<Detail>>) {
        let t = &mut self.table;
        // Rule 15: tiles left on the racks go to the last player who made a play.
        let bonus: i64 = t
            .racks
            .iter()
            .flat_map(|r| r.tiles().iter())
            .map(|p| points_of(*p))
            .sum();
        let bonus_to = t.last_player.filter(|_| bonus > 0);
        if let Some(s) = bonus_to.and_then(|s| t.scores.get_mut(s as usize)) {
            *s += bonus;
        }
        t.pending = None;
        t.winners = Some(Outcome::highest_wins(t.scores.clone(), Vec::new()).winners);
        out.push(Event::Game(Detail::Ended {
            bonus_to,
            bonus: if bonus_to.is_some() { bonus } else { 0 },
        }));
        out.push(Event::Cue(Cue::GameOver));
    }

    /// Ends the turn of the seat in turn; the next seat that may play gets the turn.
    fn end_turn(&mut self, turn: TurnKind, now_ms: u64, out: &mut Vec<Event<Detail>>) {
        let n = self.session.seats.len() as u32;
        {
            let t = &mut self.table;
            t.turns = t.turns.saturating_add(1);
            t.help.new_position();
            t.idle = if turn == TurnKind::Played {
                0
            } else {
                t.idle.saturating_add(1)
            };
            t.passes = if turn == TurnKind::Passed {
                t.passes.saturating_add(1)
            } else {
                0
            };
        }
        if self.all_tiles_used() || self.table.passes >= 2 * n {
            self.finish(out);
            return;
        }
        let mut guard = 0;
        loop {
            guard += 1;
            let t = &mut self.table;
            t.turn = (t.turn + 1) % n;
            let seat = t.turn;
            let reason = if t.skip.get(seat as usize).copied().unwrap_or(false) {
                if let Some(s) = t.skip.get_mut(seat as usize) {
                    *s = false;
                }
                Some(PassReason::LostTurn)
            } else if t
                .racks
                .get(seat as usize)
                .is_some_and(|r| r.tiles().is_empty())
            {
                Some(PassReason::EmptyRack)
            } else {
                None
            };
            let Some(reason) = reason else { break };
            out.push(Event::Game(Detail::Passed { seat, reason }));
            t.turns = t.turns.saturating_add(1);
            t.idle = t.idle.saturating_add(1);
            t.passes = t.passes.saturating_add(1);
            if t.passes >= 2 * n || guard > 2 * n {
                self.finish(out);
                return;
            }
        }
        let t = &mut self.table;
        t.revealed = false;
        t.warned = false;
        t.turn_started_ms = self.session.at(now_ms);
        out.push(Event::Cue(self.session.turn_cue(t.turn)));
    }

    fn check(&self, command: &Command) -> Result<Checked, PlayError> {
        let b = &self.table.board;
        let l = self.settings.layout;
        match (command, self.settings.challenge) {
            (Command::Lay { placement }, false) => check_lay(b, l, placement),
            (Command::Lay { placement }, true) => check_lay_unchecked(b, l, placement),
            (Command::Transform(t), false) => check_transform(b, l, t),
            (Command::Transform(t), true) => check_transform_unchecked(b, l, t),
            _ => Err(PlayError::NoEquation),
        }
    }

    fn play(
        &mut self,
        command: &Command,
        now_ms: u64,
        out: &mut Vec<Event<Detail>>,
    ) -> Result<(), Refusal> {
        let seat = self.table.turn;
        let checked = self.check(command).map_err(Refusal::Play)?;
        let tiles: Vec<Piece> = checked.new.iter().map(|(_, p)| *p).collect();
        let rack = self.rack_of(seat);
        let lacking = missing(&rack, &tiles);
        if !lacking.is_empty() {
            return Err(Refusal::NotInRack(text_of(&lacking)));
        }
        // Validated: change the state.
        let before = self.table.clone();
        let true_ = checked.equations.iter().all(|e| e.true_);
        let settings = self.settings.clone();
        let t = &mut self.table;
        let cols = t.board.cols();
        for (c, _) in &checked.removed {
            t.board.set(*c, None);
            owners::set_owner(&mut t.owners, cols, *c, None);
        }
        let (white_back, grey_back): (Vec<Piece>, Vec<Piece>) = checked
            .removed
            .iter()
            .map(|(_, p)| *p)
            .partition(|p| is_white(*p));
        if !white_back.is_empty() {
            t.white.put_back(white_back);
        }
        if !grey_back.is_empty() {
            t.grey.put_back(grey_back);
        }
        for (c, p) in &checked.new {
            t.board.set(*c, Some(*p));
            owners::set_owner(&mut t.owners, cols, *c, Some(seat));
        }
        if let Some(r) = t.racks.get_mut(seat as usize) {
            r.remove_all(&tiles);
            refill(r, &mut t.white, &mut t.grey, &settings);
        }
        if let Some(s) = t.scores.get_mut(seat as usize) {
            *s += checked.points;
        }
        let what = match command {
            Command::Lay { placement } => placement.notation(),
            Command::Transform(tr) => format!(
                "{}{},{} member {} → {}",
                tr.dir.letter(),
                tr.cell.row,
                tr.cell.col,
                tr.member + 1,
                text_of(&tr.pieces)
            ),
            _ => String::new(),
        };
        t.log.push((seat, what, checked.points));
        t.last = checked.new.iter().map(|(c, _)| *c).collect();
        t.last_player = Some(seat);
        t.pending = if settings.challenge {
            Some(Pending {
                seat,
                true_,
                before: Box::new(before),
            })
        } else {
            None
        };
        out.push(Event::Game(Detail::Played {
            seat,
            new: checked.new,
            removed: checked.removed,
            equations: checked.equations,
            points: checked.points,
        }));
        out.push(Event::Cue(Cue::Scored { seat }));
        self.end_turn(TurnKind::Played, now_ms, out);
        Ok(())
    }

    fn exchange(
        &mut self,
        tiles: &[Piece],
        now_ms: u64,
        out: &mut Vec<Event<Detail>>,
    ) -> Result<(), Refusal> {
        let seat = self.table.turn;
        if tiles.is_empty() {
            return Err(Refusal::NothingToExchange);
        }
        let lacking = missing(&self.rack_of(seat), tiles);
        if !lacking.is_empty() {
            return Err(Refusal::NotInRack(text_of(&lacking)));
        }
        let whites: Vec<Piece> = tiles.iter().copied().filter(|p| is_white(*p)).collect();
        let greys: Vec<Piece> = tiles.iter().copied().filter(|p| !is_white(*p)).collect();
        if self.table.white.len() < whites.len() || self.table.grey.len() < greys.len() {
            return Err(Refusal::BagShort);
        }
        let t = &mut self.table;
        let drawn_w = t.white.draw_up_to(whites.len());
        let drawn_g = t.grey.draw_up_to(greys.len());
        if let Some(r) = t.racks.get_mut(seat as usize) {
            r.remove_all(tiles);
            for p in drawn_w.into_iter().chain(drawn_g) {
                r.push(p);
            }
        }
        if !whites.is_empty() {
            t.white.put_back(whites);
        }
        if !greys.is_empty() {
            t.grey.put_back(greys);
        }
        t.pending = None;
        out.push(Event::Game(Detail::Exchanged {
            seat,
            count: tiles.len(),
        }));
        self.end_turn(TurnKind::Exchanged, now_ms, out);
        Ok(())
    }

    fn challenge(
        &mut self,
        challenger: SeatId,
        out: &mut Vec<Event<Detail>>,
    ) -> Result<(), Refusal> {
        if !self.settings.challenge {
            return Err(Refusal::ChallengeOff);
        }
        let Some(p) = self.table.pending.clone() else {
            return Err(Refusal::NothingToChallenge);
        };
        if p.seat == challenger {
            return Err(Refusal::OwnPlay);
        }
        if p.true_ {
            if let Some(s) = self.table.skip.get_mut(challenger as usize) {
                *s = true;
            }
            self.table.pending = None;
            out.push(Event::Game(Detail::ChallengeFailed {
                challenger,
                seat: p.seat,
            }));
            return Ok(());
        }
        // Upheld: the play is taken back (tiles to the rack, taken-off tiles restored, the
        // drawn tiles back in the bag) and scores 0; the turn stays with the next player.
        let now = self.table.clone();
        let mut before = *p.before;
        before.turn = now.turn;
        before.turns = now.turns;
        before.help.hints = now.help.hints;
        before.undos = now.undos;
        before.skip = now.skip;
        before.revealed = now.revealed;
        before.turn_started_ms = now.turn_started_ms;
        before.warned = now.warned;
        before.next_seed = now.next_seed;
        before.idle = now.idle;
        before.passes = now.passes;
        before.pending = None;
        before.log.push((p.seat, "challenged".into(), 0));
        self.table = before;
        out.push(Event::Game(Detail::ChallengeUpheld {
            challenger,
            seat: p.seat,
        }));
        Ok(())
    }

    fn run_computers(&mut self, now_ms: u64, out: &mut Vec<Event<Detail>>) {
        for _ in 0..64 {
            let Some((seat, strength)) = self.session.computer_due(now_ms, &mut self.table) else {
                return;
            };
            let mut rng = self.table.next_rng();
            // A false play before its turn: the stronger computers challenge it.
            if let Some(p) = &self.table.pending {
                let doubts = match strength {
                    Strength::Unbeatable | Strength::Strong => true,
                    Strength::Casual => rng.below(2) == 0,
                    Strength::Beginner => false,
                };
                if !p.true_ && p.seat != seat && doubts {
                    let _ = self.challenge(seat, out);
                }
            }
            let (lay_budget, transform_budget) = budgets(strength);
            let rack = self.rack_of(seat);
            let board = &self.table.board;
            let lays: Vec<Lay> =
                lays_for(board, self.settings.layout, &rack, strength, lay_budget).lays;
            let transforms: Vec<Transformation> = if transform_budget > 0 {
                let layout = self.settings.layout;
                transformations_for(board, layout, &rack, strength, transform_budget, &lays).found
            } else {
                Vec::new()
            };
            let turn_before = self.table.turns;
            let command = match choose_play(&lays, &transforms, &rack, strength, &mut rng) {
                Some(Choice::Lay(i)) => lays.get(i).map(|l| Command::Lay {
                    placement: l.placement.clone(),
                }),
                Some(Choice::Transform(i)) => transforms
                    .get(i)
                    .map(|t| Command::Transform(t.transform.clone())),
                None => None,
            };
            let played = match command {
                Some(c) => self.play(&c, now_ms, out).is_ok(),
                None => false,
            };
            if !played {
                // Nothing to lay: change the grey tiles if there are tiles to draw, else pass.
                let grey: Vec<Piece> = rack.iter().copied().filter(|p| !is_white(*p)).collect();
                let swap = if self.table.grey.len() >= grey.len()
                    && !grey.is_empty()
                    && self.table.idle < self.session.seats.len() as u32
                {
                    grey
                } else {
                    Vec::new()
                };
                if swap.is_empty() || self.exchange(&swap, now_ms, out).is_err() {
                    self.table.pending = None;
                    out.push(Event::Game(Detail::Passed {
                        seat,
                        reason: PassReason::Chose,
                    }));
                    self.end_turn(TurnKind::Passed, now_ms, out);
                }
            }
            if self.table.turns != turn_before {
                self.schedule(now_ms);
            }
        }
    }

    fn run_clock(&mut self, now_ms: u64, out: &mut Vec<Event<Detail>>) {
        if self.session.is_paused() || self.table.winners.is_some() {
            return;
        }
        let Some(left) = self.seconds_left(now_ms) else {
            return;
        };
        let seat = self.table.turn;
        if left == 0 {
            out.push(Event::Cue(Cue::TimeUp { seat: Some(seat) }));
            self.table.pending = None;
            out.push(Event::Game(Detail::Passed {
                seat,
                reason: PassReason::TimeUp,
            }));
            self.end_turn(TurnKind::Passed, now_ms, out);
            self.schedule(now_ms);
        } else if left <= 10 && !self.table.warned {
            self.table.warned = true;
            out.push(Event::Cue(Cue::TimeRunningOut { seat: Some(seat) }));
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
            t.skip.len(),
        ];
        saves::seats_hold(n, &per_seat, t.turn).map_err(damaged)?;
        crate::kit::scores_hold(&t.scores).map_err(damaged)?;
        saves::grid_holds(&t.board, &t.owners, SIZE, "the board's size").map_err(damaged)?;
        for r in &t.racks {
            let whites = r.tiles().iter().filter(|p| is_white(**p)).count();
            if r.size() != settings.rack.total()
                || whites > settings.rack.white()
                || r.tiles().len() - whites > settings.rack.grey()
            {
                return bad("a rack holds too many tiles of a colour");
            }
        }
        if t.white.contents().iter().any(|p| !is_white(*p))
            || t.grey.contents().iter().any(|p| is_white(*p))
        {
            return bad("a tile in the wrong bag");
        }
        let count = saves::piece_counts(&t.board, &[&t.white, &t.grey], &t.racks);
        let set = french_set(settings.fewer_equals, settings.home_made_tiles);
        for p in Piece::ALL {
            let want = set
                .entries
                .iter()
                .find(|(q, _)| *q == p)
                .map_or(0, |(_, n)| i64::from(*n));
            if count[p.index()] != want {
                return bad("the tiles do not add up to the set");
            }
        }
        saves::winners_hold(t.winners.as_deref(), n).map_err(damaged)?;
        if t.pending.as_ref().is_some_and(|p| p.seat as usize >= n) {
            return bad("the play open to a challenge is not a seat's");
        }
        Ok(())
    }
}

session::table!(Table, help.hints, undos);

impl Turns for Table {
    fn to_move(&self) -> Option<SeatId> {
        self.winners.is_none().then_some(self.turn)
    }
}

impl Game for FrenchGame {
    session::session_game_methods!(clock);

    const ID: GameId = GameId::Crossword;
    const SAVE_VERSION: u32 = 1;
    const SEATS: crate::kit::SeatLimits = crate::kit::SeatLimits::seats(1, 4);
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
        let tiles = french_set(settings.fewer_equals, settings.home_made_tiles).tiles();
        let (w, g): (Vec<Piece>, Vec<Piece>) = tiles.into_iter().partition(|p| is_white(*p));
        let mut white = Bag::new(w, rng.derive_seed());
        let mut grey = Bag::new(g, rng.derive_seed());
        let mut racks: Vec<Rack<Piece>> =
            (0..n).map(|_| Rack::new(settings.rack.total())).collect();
        for r in racks.iter_mut() {
            refill(r, &mut white, &mut grey, &settings);
        }
        let turn = match settings.first {
            FirstPlayer::Seat(s) => s,
            FirstPlayer::Random => rng.below(n as u32),
        };
        let cells = usize::from(SIZE) * usize::from(SIZE);
        let table = Table {
            board: Board::new(SIZE, SIZE),
            owners: vec![None; cells],
            white,
            grey,
            racks,
            scores: vec![0; n],
            turn,
            idle: 0,
            passes: 0,
            help: HintCount::new(n),
            undos: vec![0; n],
            winners: None,
            turns: 0,
            revealed: false,
            next_seed: rng.derive_seed(),
            log: Vec::new(),
            last: Vec::new(),
            last_player: None,
            skip: vec![false; n],
            pending: None,
            turn_started_ms: 0,
            warned: false,
        };
        Ok(Live::start(settings, table, seats, Pace::Steady, now_ms))
    }

    fn apply(&mut self, seat: SeatId, command: Command, now_ms: u64) -> Reply<Self> {
        self.session.check(seat, self.table.winners.is_some())?;
        let mut out = Vec::new();
        // Time up before the next tick: refused here, the turn passes in `tick`.
        if self.seconds_left(now_ms) == Some(0) && command != Command::Challenge {
            return Err(Refusal::TimeUp);
        }
        if command == Command::Challenge {
            if self.session.is_computer(seat) {
                return Err(CommonRefusal::NotYourTurn.into());
            }
            self.challenge(seat, &mut out)?;
            return Ok(out);
        }
        if !self.session.person_in_turn(seat, self.table.turn) {
            return Err(CommonRefusal::NotYourTurn.into());
        }
        let before = self.table.clone();
        match &command {
            Command::Lay { .. } | Command::Transform(_) => self.play(&command, now_ms, &mut out)?,
            Command::Exchange { tiles } => self.exchange(tiles, now_ms, &mut out)?,
            Command::Pass => {
                self.table.pending = None;
                out.push(Event::Game(Detail::Passed {
                    seat,
                    reason: PassReason::Chose,
                }));
                self.end_turn(TurnKind::Passed, now_ms, &mut out);
            }
            Command::Ready => {
                self.table.revealed = true;
                return Ok(out);
            }
            Command::Challenge => {}
        }
        self.session.keep(before);
        self.schedule(now_ms);
        self.run_computers(now_ms, &mut out);
        Ok(out)
    }

    fn view(&self, now_ms: u64, lang: Lang) -> super::view::View {
        super::view::view(self, now_ms, lang)
    }

    fn hint(&mut self, seat: SeatId, _now_ms: u64) -> Result<Hint, Refusal> {
        self.session.check_hint(seat, &self.table)?;
        // The best play, searched as the Strong computer searches (for the most points).
        let rack = self.rack_of(self.table.turn);
        let layout = self.settings.layout;
        let found = lays_for(
            &self.table.board,
            layout,
            &rack,
            Strength::Strong,
            HINT_BUDGET,
        );
        let best = found
            .lays
            .iter()
            .max_by_key(|l| (l.points, std::cmp::Reverse(l.placement.clone())));
        // A transformation is hinted when it scores more than that lay: searched for the most
        // points, from that lay's.
        let points = |t: &Transformation| t.points;
        let most = |points: i64| points;
        let aim = Aim {
            worth: &points,
            most: &most,
        };
        let floor = best.map(|l| l.points);
        let board = &self.table.board;
        let changes =
            transformations_aiming(board, layout, &rack, HINT_TRANSFORM_BUDGET, &aim, floor);
        let best_change = changes
            .found
            .iter()
            .max_by_key(|t| (t.points, std::cmp::Reverse(t.transform.pieces.clone())))
            .filter(|t| best.is_none_or(|l| t.points > l.points));
        let hint = match (self.table.help.hint_step, best, best_change) {
            (_, None, None) => Hint::Possible(false),
            (0, _, _) => Hint::Possible(true),
            (1, _, Some(t)) => Hint::Tiles(t.new.iter().map(|(_, p)| *p).collect()),
            (_, _, Some(t)) => Hint::Transform(t.transform.clone()),
            (1, Some(l), None) => Hint::Tiles(l.new.iter().map(|(_, p)| *p).collect()),
            (_, Some(l), None) => Hint::Play(l.placement.clone()),
        };
        self.table.help.took(seat, 2);
        Ok(hint)
    }

    fn undo(&mut self, seat: SeatId, now_ms: u64) -> Reply<Self> {
        self.take_back(seat, now_ms)?;
        self.table.turn_started_ms = self.session.at(now_ms);
        Ok(vec![Event::Cue(Cue::YourTurn {
            seat: self.table.turn,
        })])
    }

    fn record(&self, started_at_ms: i64) -> FinishedMatch {
        let variant = format!(
            "french{}{}",
            if self.settings.rack == super::setup::RackSize::Twelve {
                "-12"
            } else {
                ""
            },
            if self.settings.home_made_tiles {
                "-home-made"
            } else {
                ""
            }
        );
        let scores = self.table.scores.clone();
        session::record(self, started_at_ms, variant, self.settings.seed, scores)
    }

    fn restore(s: Snapshot) -> Result<Self, SetupError> {
        s.settings.validate(s.seats.len())?;
        Self::validate_table(&s.settings, &s.seats, &s.table)?;
        if let Some(p) = &s.table.pending {
            Self::validate_table(&s.settings, &s.seats, &p.before)?;
        }
        Ok(Live::restored(s, Pace::Steady))
    }
}

//! Turns: several tiles a turn, each valid when placed; the extra tile after an operation
//! square, asked (accept or decline); exchange any number of tiles instead of placing (not
//! after placing); pass; the end when the bag is empty and nobody can place, or when all agree;
//! the rack penalties. [`Table`] is the whole state of play as plain data, and every action is
//! validated before anything changes.

use super::board::{square_at, Board, Square};
use super::movegen::can_place;
use super::placement::PlaceRefusal;
use super::scoring::{score_placement, turn_bonus, TileScore};
use super::tiles::{new_bag, new_rack, RACK_SIZE};
use crate::kit::grid::Cell;
use crate::kit::tiles::{Bag, Rack};
use crate::kit::Worded;
use crate::lang::Lang;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// How the first player is chosen.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "MathableFirstPlayer"))]
pub enum FirstPlayer {
    /// Drawn at random from the game's seed (the manual).
    #[default]
    Random,
    /// The player whose first rack holds the highest tile (the earliest seat on a tie).
    HighestTile,
}

/// What a player does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Put a tile of the rack on a square.
    Place {
        /// The tile's value.
        value: u8,
        /// Where.
        cell: Cell,
    },
    /// Yes to the extra tile offered after an operation square.
    TakeExtra,
    /// No to the extra tile.
    DeclineExtra,
    /// End the turn: the rack is refilled (a pass when nothing was placed).
    Pass,
    /// Exchange these tiles with the bag instead of placing (the turn is used).
    Exchange(Vec<u8>),
    /// Agree to end the game now (it ends when every player agrees).
    AgreeEnd,
}

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// The bag is empty and nobody can place a tile.
    Stuck,
    /// Every player agreed.
    Agreed,
}

/// What happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnEvent {
    /// A tile went on the board.
    Placed {
        /// Who.
        seat: usize,
        /// The tile, where, and its score.
        score: TileScore,
    },
    /// An operation square was covered: the player is asked whether to draw an extra tile.
    ExtraOffered {
        /// Who is asked.
        seat: usize,
    },
    /// The extra tile was drawn.
    ExtraDrawn {
        /// Who.
        seat: usize,
        /// The tile.
        tile: u8,
    },
    /// The extra tile was declined.
    ExtraDeclined {
        /// Who.
        seat: usize,
    },
    /// A turn with placements ended.
    TurnEnded {
        /// Who.
        seat: usize,
        /// Points of the tiles.
        points: i64,
        /// The 50 bonus, or 0.
        bonus: i64,
        /// Tiles drawn to refill the rack.
        drawn: usize,
    },
    /// A turn ended without placing.
    Passed {
        /// Who.
        seat: usize,
    },
    /// Tiles were exchanged.
    Exchanged {
        /// Who.
        seat: usize,
        /// How many.
        count: usize,
    },
    /// A player agreed to end the game.
    Agreed {
        /// Who.
        seat: usize,
    },
    /// The game ended; each player lost the values left on the rack.
    GameEnded {
        /// Why.
        reason: EndReason,
        /// Per seat, the points lost (the rack's values).
        penalties: Vec<i64>,
    },
}

/// Why an action was refused (the table is unchanged).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnRefusal {
    /// The game is over.
    Over,
    /// The tile is not on the rack.
    NotOnRack {
        /// The value asked for.
        value: u8,
    },
    /// The placement breaks the rule.
    Place(PlaceRefusal),
    /// The extra-tile question must be answered first.
    ExtraPending,
    /// No extra tile is on offer.
    NoExtraOffered,
    /// Exchange is not allowed once a tile is placed.
    ExchangeAfterPlacing,
    /// An exchange names at least one tile.
    ExchangeNothing,
    /// The bag holds fewer tiles than the exchange asks for.
    ExchangeBagShort {
        /// Tiles asked for.
        asked: usize,
        /// Tiles in the bag.
        left: usize,
    },
    /// The player already agreed.
    AlreadyAgreed,
}

impl Worded for TurnRefusal {
    fn text_in(&self, lang: Lang) -> String {
        match self {
            TurnRefusal::Over => lang.pick("the game is over", "la partie est finie").into(),
            TurnRefusal::NotOnRack { value } => match lang {
                Lang::En => format!("there is no {value} on your rack"),
                Lang::Fr => format!("vous n\u{2019}avez pas de {value} sur votre chevalet"),
            },
            TurnRefusal::Place(p) => p.text_in(lang),
            TurnRefusal::ExtraPending => lang
                .pick(
                    "answer first: do you want an extra tile?",
                    "répondez d\u{2019}abord : voulez-vous une tuile de plus ?",
                )
                .into(),
            TurnRefusal::NoExtraOffered => lang
                .pick(
                    "no extra tile is on offer",
                    "aucune tuile supplémentaire n\u{2019}est proposée",
                )
                .into(),
            TurnRefusal::ExchangeAfterPlacing => lang
                .pick(
                    "you cannot exchange after placing a tile this turn",
                    "impossible d\u{2019}échanger après avoir posé une tuile ce tour-ci",
                )
                .into(),
            TurnRefusal::ExchangeNothing => lang
                .pick(
                    "choose at least one tile to exchange",
                    "choisissez au moins une tuile à échanger",
                )
                .into(),
            TurnRefusal::ExchangeBagShort { asked, left } => match lang {
                Lang::En => format!(
                    "the bag holds {} only; you asked to exchange {asked}",
                    lang.count(*left as i64, "tile", "tiles")
                ),
                Lang::Fr => format!(
                    "le sac ne contient que {} ; vous voulez en échanger {asked}",
                    lang.count(*left as i64, "tuile", "tuiles")
                ),
            },
            TurnRefusal::AlreadyAgreed => lang
                .pick(
                    "you already agreed to end the game",
                    "vous avez déjà accepté de finir la partie",
                )
                .into(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            TurnRefusal::Over => "game_over",
            TurnRefusal::NotOnRack { .. } => "not_on_rack",
            TurnRefusal::Place(p) => p.kind(),
            TurnRefusal::ExtraPending => "extra_pending",
            TurnRefusal::NoExtraOffered => "no_extra_offered",
            TurnRefusal::ExchangeAfterPlacing => "exchange_after_placing",
            TurnRefusal::ExchangeNothing => "exchange_nothing",
            TurnRefusal::ExchangeBagShort { .. } => "exchange_bag_short",
            TurnRefusal::AlreadyAgreed => "already_agreed",
        }
    }
}

crate::kit::worded_display!(TurnRefusal);

/// The turn in progress.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnState {
    /// Tiles placed this turn, in order, with their scores.
    pub placed: Vec<TileScore>,
    /// Whether the extra-tile question is waiting for an answer.
    pub extra_pending: bool,
    /// Extra tiles drawn this turn.
    pub extras: u32,
}

impl TurnState {
    /// Points of the tiles placed so far this turn.
    pub fn points(&self) -> i64 {
        self.placed.iter().map(|t| t.points).sum()
    }
}

/// The whole state of play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// The tiles on the board.
    pub board: Board,
    /// The bag.
    pub bag: Bag<u8>,
    /// Each seat's rack.
    pub racks: Vec<Rack<u8>>,
    /// Each seat's score.
    pub scores: Vec<i64>,
    /// Whose turn it is.
    pub current: usize,
    /// The turn in progress.
    pub turn: TurnState,
    /// Who agreed to end the game (cleared by a turn that places tiles).
    pub agreed: Vec<bool>,
    /// Turns in a row that placed nothing.
    pub quiet_turns: u32,
    /// Turns finished.
    pub turns_played: u32,
    /// Why the game ended, once it has.
    pub end: Option<EndReason>,
    /// The rack penalties, once the game has ended.
    pub penalties: Vec<i64>,
}

impl Table {
    /// A new table for `players` (2 to 4) from `seed`: the bag shuffled, racks of 7 dealt in
    /// seat order, the first player chosen by `first`.
    pub fn new(players: usize, seed: u64, first: FirstPlayer) -> Table {
        let players = players.clamp(1, 4);
        let mut rng = GameRng::from_seed(seed);
        let mut bag = new_bag(rng.derive_seed());
        let mut racks: Vec<Rack<u8>> = (0..players).map(|_| new_rack()).collect();
        for r in &mut racks {
            r.refill(&mut bag);
        }
        let current = match first {
            FirstPlayer::Random => rng.below(players as u32) as usize,
            FirstPlayer::HighestTile => {
                let mut best = 0usize;
                let mut best_tile = 0u8;
                for (i, r) in racks.iter().enumerate() {
                    let top = r.tiles().iter().copied().max().unwrap_or(0);
                    if top > best_tile {
                        best_tile = top;
                        best = i;
                    }
                }
                best
            }
        };
        Table {
            board: Board::start(),
            bag,
            racks,
            scores: vec![0; players],
            current,
            turn: TurnState::default(),
            agreed: vec![false; players],
            quiet_turns: 0,
            turns_played: 0,
            end: None,
            penalties: Vec::new(),
        }
    }

    /// How many players.
    pub fn players(&self) -> usize {
        self.racks.len()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The rack of `seat` (empty off the table).
    pub fn rack(&self, seat: usize) -> &[u8] {
        self.racks.get(seat).map_or(&[], |r| r.tiles())
    }

    /// Checks `action` for `seat` without changing anything (`seat` must be the current
    /// player except for [`Action::AgreeEnd`]; the game layer checks whose turn it is).
    pub fn check(&self, seat: usize, action: &Action) -> Result<(), TurnRefusal> {
        if self.is_over() {
            return Err(TurnRefusal::Over);
        }
        let rack = self.racks.get(seat).ok_or(TurnRefusal::Over)?;
        match action {
            Action::Place { value, cell } => {
                if self.turn.extra_pending {
                    return Err(TurnRefusal::ExtraPending);
                }
                if !rack.holds(&[*value]) {
                    return Err(TurnRefusal::NotOnRack { value: *value });
                }
                score_placement(&self.board, *cell, *value).map_err(TurnRefusal::Place)?;
            }
            Action::TakeExtra | Action::DeclineExtra => {
                if !self.turn.extra_pending {
                    return Err(TurnRefusal::NoExtraOffered);
                }
            }
            Action::Pass => {
                if self.turn.extra_pending {
                    return Err(TurnRefusal::ExtraPending);
                }
            }
            Action::Exchange(tiles) => {
                if !self.turn.placed.is_empty() || self.turn.extras > 0 {
                    return Err(TurnRefusal::ExchangeAfterPlacing);
                }
                if tiles.is_empty() {
                    return Err(TurnRefusal::ExchangeNothing);
                }
                // The first tile asked for more often than the rack holds it.
                let short = tiles.iter().find(|v| {
                    let asked = tiles.iter().filter(|t| t == v).count();
                    rack.tiles().iter().filter(|t| t == v).count() < asked
                });
                if let Some(v) = short {
                    return Err(TurnRefusal::NotOnRack { value: *v });
                }
                if tiles.len() > self.bag.len() {
                    return Err(TurnRefusal::ExchangeBagShort {
                        asked: tiles.len(),
                        left: self.bag.len(),
                    });
                }
            }
            Action::AgreeEnd => {
                if self.agreed.get(seat).copied().unwrap_or(true) {
                    return Err(TurnRefusal::AlreadyAgreed);
                }
            }
        }
        Ok(())
    }

    /// Applies `action` for `seat`: the events, or a refusal with nothing changed.
    pub fn apply(&mut self, seat: usize, action: Action) -> Result<Vec<TurnEvent>, TurnRefusal> {
        self.check(seat, &action)?;
        let mut events = Vec::new();
        match action {
            Action::Place { value, cell } => {
                let score =
                    score_placement(&self.board, cell, value).map_err(TurnRefusal::Place)?;
                self.racks[seat].remove_all(&[value]);
                self.board.set(cell, Some(value));
                self.turn.placed.push(score.clone());
                events.push(TurnEvent::Placed { seat, score });
                if matches!(square_at(cell), Square::Operation(_)) && !self.bag.is_empty() {
                    self.turn.extra_pending = true;
                    events.push(TurnEvent::ExtraOffered { seat });
                }
            }
            Action::TakeExtra => {
                self.turn.extra_pending = false;
                if let Some(tile) = self.bag.draw() {
                    self.racks[seat].push(tile);
                    self.turn.extras = self.turn.extras.saturating_add(1);
                    events.push(TurnEvent::ExtraDrawn { seat, tile });
                }
            }
            Action::DeclineExtra => {
                self.turn.extra_pending = false;
                events.push(TurnEvent::ExtraDeclined { seat });
            }
            Action::Pass => {
                let placed = self.turn.placed.len();
                if placed == 0 {
                    events.push(TurnEvent::Passed { seat });
                    self.quiet_turns = self.quiet_turns.saturating_add(1);
                } else {
                    let points = self.turn.points();
                    let bonus = turn_bonus(placed, self.racks[seat].tiles().len());
                    self.scores[seat] += points + bonus;
                    let drawn = self.racks[seat].refill(&mut self.bag).len();
                    events.push(TurnEvent::TurnEnded {
                        seat,
                        points,
                        bonus,
                        drawn,
                    });
                    self.quiet_turns = 0;
                    self.agreed.iter_mut().for_each(|a| *a = false);
                }
                self.next_turn(&mut events);
            }
            Action::Exchange(tiles) => {
                let count = tiles.len();
                let fresh = self.bag.draw_up_to(count);
                self.racks[seat].remove_all(&tiles);
                for t in fresh {
                    self.racks[seat].push(t);
                }
                self.bag.put_back(tiles);
                events.push(TurnEvent::Exchanged { seat, count });
                self.quiet_turns = self.quiet_turns.saturating_add(1);
                self.next_turn(&mut events);
            }
            Action::AgreeEnd => {
                self.agreed[seat] = true;
                events.push(TurnEvent::Agreed { seat });
                if self.agreed.iter().all(|a| *a) {
                    self.finish(EndReason::Agreed, &mut events);
                }
            }
        }
        Ok(events)
    }

    fn next_turn(&mut self, events: &mut Vec<TurnEvent>) {
        self.turn = TurnState::default();
        self.turns_played = self.turns_played.saturating_add(1);
        self.current = (self.current + 1) % self.players();
        if self.bag.is_empty() && !self.racks.iter().any(|r| can_place(&self.board, r.tiles())) {
            self.finish(EndReason::Stuck, events);
        }
    }

    fn finish(&mut self, reason: EndReason, events: &mut Vec<TurnEvent>) {
        let mut penalties = Vec::with_capacity(self.players());
        // Points of tiles placed in an unfinished turn still count.
        if !self.turn.placed.is_empty() {
            let points = self.turn.points();
            self.scores[self.current] += points;
        }
        self.turn = TurnState::default();
        for (seat, rack) in self.racks.iter().enumerate() {
            let lost: i64 = rack.tiles().iter().map(|&v| i64::from(v)).sum();
            self.scores[seat] -= lost;
            penalties.push(lost);
        }
        self.penalties.clone_from(&penalties);
        self.end = Some(reason);
        events.push(TurnEvent::GameEnded { reason, penalties });
    }

    /// Every tile of the game is somewhere: on the board (less the 4 preset), in the bag or on
    /// a rack. For tests and save validation.
    pub fn tiles_accounted(&self) -> bool {
        let mut all: Vec<u8> = self
            .board
            .tiles()
            .map(|(_, v)| v)
            .chain(self.bag.contents().iter().copied())
            .chain(self.racks.iter().flat_map(|r| r.tiles().iter().copied()))
            .collect();
        for (_, v) in super::board::PRESET {
            if let Some(p) = all.iter().position(|&t| t == v) {
                all.swap_remove(p);
            } else {
                return false;
            }
        }
        all.sort_unstable();
        let mut set = super::tiles::tile_set().tiles();
        set.sort_unstable();
        all == set
    }

    /// The rack size when full.
    pub fn rack_size(&self) -> usize {
        RACK_SIZE
    }
}

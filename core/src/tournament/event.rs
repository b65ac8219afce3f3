//! The live tournament on one device: rounds paired as they come (round robin, or Swiss from
//! the standings), byes scored, each pairing's chooser picking the order (a computer player
//! picks by the set-up's perfect-play value at its strength), every game played through its
//! own kit game (games between two computer players watched or played out at once), the
//! standings after every round, and the Math Horseshoes final for the qualifiers.
//!
//! After every command and tick the tournament runs on by itself until it waits for a person
//! (a choice, a move, the final) — so a save is always taken at a stable point, and a restore
//! that replays the saved games reaches exactly the same point.

use super::commands::{
    TournamentCommand, TournamentDetail, TournamentError, TournamentOptions, TournamentRefusal,
};
use super::final_round::{closeness_ranks, computer_answer};
use super::pairings::{round_robin, swiss_round, Competitor, Pairing, Round};
use super::setup::{PairingSystem, RoundGame};
use super::standings::{standings, GameResult, StandingRow};
use super::{final_standings, FinalRow, Finalist};
use crate::boxes::{self, BoxesGame};
use crate::chips::{ChipsGame, ChipsSetup};
use crate::horseshoes::round::{HorseshoesRound, Phase};
use crate::horseshoes::{judge, Puzzle};
use crate::kit::{Cue, Event, Game, PlayMode, Seat, SeatId};
use crate::rng::GameRng;
use std::collections::VecDeque;

/// One game of the main tournament, as its own kit game.
#[derive(Debug, Clone, PartialEq)]
pub enum TournamentGame {
    /// A Dots and Boxes game.
    Boxes(Box<BoxesGame>),
    /// A chip game.
    Chips(Box<ChipsGame>),
}

impl TournamentGame {
    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        match self {
            TournamentGame::Boxes(g) => g.outcome().is_some(),
            TournamentGame::Chips(g) => g.outcome().is_some(),
        }
    }

    /// The two scores once over (first mover's first).
    pub fn scores(&self) -> Option<[i64; 2]> {
        let o = match self {
            TournamentGame::Boxes(g) => g.outcome(),
            TournamentGame::Chips(g) => g.outcome(),
        }?;
        Some([*o.scores.first()?, *o.scores.get(1)?])
    }

    /// The seats (first mover first).
    pub fn seats(&self) -> &[Seat] {
        match self {
            TournamentGame::Boxes(g) => g.seats(),
            TournamentGame::Chips(g) => g.seats(),
        }
    }

    /// Game time played at `now_ms`.
    pub fn played_ms(&self, now_ms: u64) -> u64 {
        match self {
            TournamentGame::Boxes(g) => g.played_ms(now_ms),
            TournamentGame::Chips(g) => g.game_time(now_ms),
        }
    }

    /// How long a finished game took: game time to its last move.
    pub fn duration_ms(&self) -> u64 {
        match self {
            TournamentGame::Boxes(g) => g.last_move_ms(),
            // The chip game's clock stops at its end.
            TournamentGame::Chips(g) => g.game_time(0),
        }
    }

    /// `command` from `seat` of this game: a Dots and Boxes command to Dots and Boxes, a chip
    /// game command to the chip game (anything else is refused: not now).
    pub(super) fn apply(
        &mut self,
        seat: SeatId,
        command: TournamentCommand,
        now_ms: u64,
    ) -> Result<Vec<Event<TournamentDetail>>, TournamentRefusal> {
        match (self, command) {
            (TournamentGame::Boxes(g), TournamentCommand::Boxes(c)) => {
                let ev = g.apply(seat, c, now_ms).map_err(TournamentRefusal::Boxes)?;
                Ok(lift(ev, TournamentDetail::Boxes))
            }
            (TournamentGame::Chips(g), TournamentCommand::Chips(c)) => {
                let ev = g.apply(seat, c, now_ms).map_err(TournamentRefusal::Chips)?;
                Ok(lift(ev, TournamentDetail::Chips))
            }
            _ => Err(TournamentRefusal::NotNow),
        }
    }

    /// The game's clock and computer players at `now_ms`, its events as the tournament's.
    pub(super) fn tick(&mut self, now_ms: u64) -> Vec<Event<TournamentDetail>> {
        match self {
            TournamentGame::Boxes(g) => lift(g.tick(now_ms), TournamentDetail::Boxes),
            TournamentGame::Chips(g) => lift(g.tick(now_ms), TournamentDetail::Chips),
        }
    }

    fn is_paused(&self) -> bool {
        match self {
            TournamentGame::Boxes(g) => g.is_paused(),
            TournamentGame::Chips(g) => g.is_paused(),
        }
    }

    fn pause(&mut self, now_ms: u64) {
        match self {
            TournamentGame::Boxes(g) => {
                if !g.is_paused() {
                    g.pause(now_ms);
                }
            }
            TournamentGame::Chips(g) => {
                if !g.is_paused() {
                    g.pause(now_ms);
                }
            }
        }
    }

    fn resume(&mut self, now_ms: u64) {
        match self {
            TournamentGame::Boxes(g) => {
                g.resume(now_ms);
            }
            TournamentGame::Chips(g) => {
                g.resume(now_ms);
            }
        }
    }
}

pub(super) fn lift<D>(
    events: Vec<Event<D>>,
    f: impl Fn(D) -> TournamentDetail,
) -> Vec<Event<TournamentDetail>> {
    events.into_iter().map(|e| e.map(&f)).collect()
}

/// A game of the main tournament: who met whom, who moved first, the scores and the perfect
/// play value of its set-up.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayedGame {
    /// The round, from 1.
    pub round: u32,
    /// The pairing (its chooser and the other).
    pub pairing: Pairing,
    /// 0, or 1 for the return game of a pairing played both ways.
    pub leg: u8,
    /// Who moved first.
    pub first: Competitor,
    /// Who moved second.
    pub second: Competitor,
    /// The game scores, first mover's first (0–0 while in play).
    pub scores: [i64; 2],
    /// The set-up's value under perfect play for the first mover (their score minus the
    /// other's), where the solver gives it within its budget.
    pub perfect: Option<i32>,
    /// The game itself.
    pub game: TournamentGame,
}

impl PlayedGame {
    /// The seat (0 first mover, 1 second) of `competitor` in this game.
    pub fn seat_of(&self, competitor: Competitor) -> Option<SeatId> {
        if competitor == self.first {
            Some(0)
        } else if competitor == self.second {
            Some(1)
        } else {
            None
        }
    }

    /// The competitor at the game's `seat`.
    pub fn competitor_at(&self, seat: SeatId) -> Option<Competitor> {
        match seat {
            0 => Some(self.first),
            1 => Some(self.second),
            _ => None,
        }
    }

    /// How far each player's result is from perfect play by both from the start
    /// (duplicate-style, first mover's first): the first mover's margin minus the perfect
    /// margin, and its opposite for the second; `None` when the value is not known.
    pub fn from_perfect(&self) -> Option<[i64; 2]> {
        let v = i64::from(self.perfect?);
        let margin = self.scores[0] - self.scores[1];
        Some([margin - v, v - margin])
    }

    /// The result for the standings: the chooser's score first.
    pub fn result(&self) -> GameResult {
        let (a, b) = (self.pairing.chooser, self.pairing.other);
        let chooser_first = a == self.first;
        let (sa, sb) = if chooser_first {
            (self.scores[0], self.scores[1])
        } else {
            (self.scores[1], self.scores[0])
        };
        GameResult {
            a,
            b,
            score_a: sa,
            score_b: sb,
        }
    }
}

/// A saved game waiting to be replayed into a restored tournament.
#[derive(Debug, Clone)]
pub(super) struct Pending {
    pub first: Competitor,
    pub second: Competitor,
    pub game: TournamentGame,
}

/// The live tournament: what [`crate::kit::Game`] drives (see [`super::TournamentCommand`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Tournament {
    pub(super) options: TournamentOptions,
    /// The rounds paired so far (all of them for a round robin).
    pub(super) schedule: Vec<Round>,
    /// Rounds begun (byes recorded, `RoundStarted` told).
    pub(super) begun: usize,
    /// The round in progress (0-based); the number of rounds once the main tournament is over.
    pub(super) round: usize,
    /// The next pairing of the round to play.
    pub(super) next: usize,
    /// 0, or 1 for the return game of a pairing played both ways.
    pub(super) leg: u8,
    /// Whether the chooser now up has been told.
    pub(super) asked: bool,
    pub(super) byes: Vec<(u32, Competitor)>,
    pub(super) played: Vec<PlayedGame>,
    pub(super) live: Option<PlayedGame>,
    pub(super) finalists: Vec<Competitor>,
    pub(super) final_round: Option<HorseshoesRound>,
    /// Each finalist's answer (people's once the final is revealed).
    pub(super) answers: Vec<(Competitor, String)>,
    pub(super) final_rows: Vec<FinalRow>,
    pub(super) over: bool,
    pub(super) paused: bool,
    /// Each round's perfect-play value, once asked (`Some(None)`: not within the budget).
    pub(super) perfect: Vec<Option<Option<i32>>>,
    pub(super) pending: VecDeque<Pending>,
    pub(super) pending_final: Option<HorseshoesRound>,
}

impl PartialEq for Pending {
    fn eq(&self, other: &Self) -> bool {
        self.first == other.first && self.second == other.second && self.game == other.game
    }
}

/// The node budget of a Dots and Boxes set-up's perfect-play value.
pub const PERFECT_BOXES_NODES: u64 = 2_000_000;
/// The node budget of a chip-game set-up's perfect-play value.
pub const PERFECT_CHIPS_NODES: u64 = 20_000_000;

impl Tournament {
    pub(super) fn new(options: TournamentOptions) -> Result<Tournament, TournamentError> {
        options.setup.validate().map_err(TournamentError::Setup)?;
        let n = options.setup.competitors.len() as u32;
        let schedule = match options.setup.system {
            PairingSystem::RoundRobin => round_robin(n).map_err(|_| TournamentError::Seats)?,
            PairingSystem::Swiss => Vec::new(),
        };
        let rounds = options.setup.rounds.len();
        Ok(Tournament {
            options,
            schedule,
            begun: 0,
            round: 0,
            next: 0,
            leg: 0,
            asked: false,
            byes: Vec::new(),
            played: Vec::new(),
            live: None,
            finalists: Vec::new(),
            final_round: None,
            answers: Vec::new(),
            final_rows: Vec::new(),
            over: false,
            paused: false,
            perfect: vec![None; rounds],
            pending: VecDeque::new(),
            pending_final: None,
        })
    }

    /// The options the tournament started from.
    pub fn options(&self) -> &TournamentOptions {
        &self.options
    }

    /// Number of competitors.
    pub fn competitor_count(&self) -> u32 {
        self.options.setup.competitors.len() as u32
    }

    /// The competitor's seat (name and kind); competitors count from 1.
    pub fn competitor(&self, c: Competitor) -> Option<&Seat> {
        self.options
            .setup
            .competitors
            .get((c as usize).checked_sub(1)?)
    }

    /// The competitor's name ("?" for none).
    pub fn name(&self, c: Competitor) -> String {
        self.competitor(c)
            .map_or_else(|| "?".to_string(), |s| s.name.clone())
    }

    /// The rounds paired so far (all of them for a round robin).
    pub fn schedule(&self) -> &[Round] {
        &self.schedule
    }

    /// The round in progress, from 1 (the number of rounds + 1 once the main tournament is
    /// over).
    pub fn current_round(&self) -> u32 {
        self.round as u32 + 1
    }

    /// The games finished, in order.
    pub fn played(&self) -> &[PlayedGame] {
        &self.played
    }

    /// The game in play, if one is.
    pub fn live(&self) -> Option<&PlayedGame> {
        self.live.as_ref()
    }

    /// The byes so far: (round from 1, competitor).
    pub fn byes(&self) -> &[(u32, Competitor)] {
        &self.byes
    }

    /// The final's round (its players: the people among the finalists), once it began.
    pub fn final_round(&self) -> Option<&HorseshoesRound> {
        self.final_round.as_ref()
    }

    /// The finalists, best of the standings first (empty before the final).
    pub fn finalists(&self) -> &[Competitor] {
        &self.finalists
    }

    /// The final standings, once the tournament is over.
    pub fn final_rows(&self) -> &[FinalRow] {
        &self.final_rows
    }

    /// Whether the tournament is over.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Whether the tournament is paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Every result so far, byes included, for the standings.
    pub fn results(&self) -> Vec<GameResult> {
        let bye = self.options.setup.bye_score;
        let mut out: Vec<GameResult> = (self.byes.iter())
            .map(|&(_, c)| GameResult {
                a: c,
                b: None,
                score_a: bye,
                score_b: 0,
            })
            .collect();
        out.extend(self.played.iter().map(PlayedGame::result));
        out
    }

    /// The standings now.
    pub fn standings(&self) -> Vec<StandingRow> {
        standings(
            self.competitor_count(),
            &self.results(),
            self.options.setup.system == PairingSystem::Swiss,
        )
    }

    /// The pairing waiting for its chooser, if a choice is awaited now.
    pub fn awaiting_choice(&self) -> Option<Pairing> {
        if self.over || self.live.is_some() || self.final_round.is_some() || self.leg != 0 {
            return None;
        }
        let p = self.schedule.get(self.round)?.get(self.next)?;
        p.other?;
        let chooser = self.competitor(p.chooser)?;
        (!chooser.is_computer()).then_some(*p)
    }

    /// The set-up's perfect-play value of round `round` (0-based), computed once.
    pub(super) fn perfect_value(&mut self, round: usize) -> Option<i32> {
        if let Some(Some(v)) = self.perfect.get(round) {
            return *v;
        }
        let value = match self.options.setup.rounds.get(round)? {
            RoundGame::Boxes(setup) => {
                let position = setup.check().ok()?;
                let mut solver = boxes::Solver::new(boxes::SolverConfig {
                    node_budget: PERFECT_BOXES_NODES,
                    table_bits: 18,
                });
                solver.value(&position)
            }
            RoundGame::Chips(board) => {
                crate::chips::Solver::new(16)
                    .with_budget(PERFECT_CHIPS_NODES)
                    .solve(board, crate::chips::Colour::Yellow)
                    .value
            }
        };
        if let Some(slot) = self.perfect.get_mut(round) {
            *slot = Some(value);
        }
        value
    }

    fn seat_of_competitor(&self, c: Competitor) -> Seat {
        self.competitor(c)
            .cloned()
            .unwrap_or_else(|| Seat::person("?"))
    }

    fn game_seed(&self) -> u64 {
        let mut rng = GameRng::from_seed(
            self.options.seed
                ^ ((self.round as u64) << 32)
                ^ ((self.next as u64) << 8)
                ^ u64::from(self.leg),
        );
        rng.derive_seed()
    }

    /// Whether several people share the device (the chooser is handed the device).
    fn hands_over(&self) -> bool {
        PlayMode::for_turns(&self.options.setup.competitors).hands_over()
    }

    /// Runs on until the tournament waits for a person: finished games recorded, rounds
    /// begun and closed, computer choices made, games between computers played out (unless
    /// watched), the final begun and closed. A replayed save feeds its games in through
    /// `pending`; one that does not fit is refused.
    pub(super) fn advance(
        &mut self,
        now_ms: u64,
        out: &mut Vec<Event<TournamentDetail>>,
    ) -> Result<(), TournamentError> {
        // Each pass makes progress (a game, a pairing, a round or the final); the bound only
        // guards against a fault.
        for _ in 0..10_000 {
            if self.over || self.paused {
                return Ok(());
            }
            if let Some(live) = &self.live {
                if live.game.is_over() {
                    self.finish_game(out);
                    continue;
                }
                return Ok(());
            }
            if let Some(f) = &self.final_round {
                if matches!(f.phase(), Phase::Revealed) {
                    self.finish_final(out);
                }
                return Ok(());
            }
            if self.round >= self.options.setup.rounds.len() {
                self.start_final(now_ms, out)?;
                continue;
            }
            if self.begun <= self.round {
                self.begin_round(out);
            }
            let Some(&pairing) = self.schedule.get(self.round).and_then(|r| r.get(self.next))
            else {
                out.push(Event::Game(TournamentDetail::RoundFinished {
                    round: self.round as u32 + 1,
                }));
                out.push(Event::Cue(Cue::RoundOver));
                self.round += 1;
                self.next = 0;
                self.leg = 0;
                continue;
            };
            let Some(other) = pairing.other else {
                self.next += 1;
                continue;
            };
            let order = if self.leg == 1 {
                // The return game: the order of the first game swapped.
                let first = self.played.last().map_or(pairing.chooser, |g| g.second);
                Some(if first == pairing.chooser {
                    (pairing.chooser, other)
                } else {
                    (other, pairing.chooser)
                })
            } else if let Some(p) = self.pending.front() {
                let fits = (p.first, p.second) == (pairing.chooser, other)
                    || (p.first, p.second) == (other, pairing.chooser);
                if !fits {
                    return Err(TournamentError::bad_save(
                        format!(
                            "a saved game between {} and {} is not the pairing due",
                            p.first, p.second
                        ),
                        format!(
                            "une partie enregistrée entre {} et {} n’est pas l’appariement attendu",
                            p.first, p.second
                        ),
                    ));
                }
                Some((p.first, p.second))
            } else if let Some(strength) = self.competitor(pairing.chooser).and_then(Seat::strength)
            {
                let first = self.computer_chooses(strength);
                out.push(Event::Game(TournamentDetail::Chose {
                    competitor: pairing.chooser,
                    first,
                }));
                Some(if first {
                    (pairing.chooser, other)
                } else {
                    (other, pairing.chooser)
                })
            } else {
                None
            };
            match order {
                Some((first, second)) => self.begin_game(pairing, first, second, now_ms, out)?,
                None => {
                    if !self.asked {
                        self.asked = true;
                        let seat = pairing.chooser - 1;
                        out.push(Event::Cue(if self.hands_over() {
                            Cue::HandOver { seat }
                        } else {
                            Cue::YourTurn { seat }
                        }));
                    }
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// A computer chooser's pick: the stronger ones move first exactly when perfect play
    /// favours the first mover (or it is a draw, or unknown); the weaker ones toss a coin.
    fn computer_chooses(&mut self, strength: crate::kit::Strength) -> bool {
        use crate::kit::Strength;
        match strength {
            Strength::Strong | Strength::Unbeatable => {
                self.perfect_value(self.round).is_none_or(|v| v >= 0)
            }
            Strength::Beginner | Strength::Casual => self.game_seed() & 1 == 0,
        }
    }

    fn begin_round(&mut self, out: &mut Vec<Event<TournamentDetail>>) {
        if self.options.setup.system == PairingSystem::Swiss && self.schedule.len() <= self.round {
            let n = self.competitor_count();
            let mut scores = vec![0i64; n as usize];
            for row in self.standings() {
                if let Some(s) = scores.get_mut(row.competitor as usize - 1) {
                    *s = row.score;
                }
            }
            match swiss_round(n, &scores, &self.schedule) {
                Ok(r) => self.schedule.push(r),
                Err(_) => self.schedule.push(Vec::new()),
            }
        }
        let round = self.round as u32 + 1;
        out.push(Event::Game(TournamentDetail::RoundStarted { round }));
        let byes: Vec<Competitor> = (self.schedule.get(self.round).into_iter().flatten())
            .filter(|p| p.other.is_none())
            .map(|p| p.chooser)
            .collect();
        for c in byes {
            self.byes.push((round, c));
            out.push(Event::Game(TournamentDetail::Bye {
                competitor: c,
                score: self.options.setup.bye_score,
            }));
        }
        self.begun = self.round + 1;
    }

    /// Starts (or, from a save, takes back) the game of `pairing` with this order.
    pub(super) fn begin_game(
        &mut self,
        pairing: Pairing,
        first: Competitor,
        second: Competitor,
        now_ms: u64,
        out: &mut Vec<Event<TournamentDetail>>,
    ) -> Result<(), TournamentError> {
        let seats = vec![
            self.seat_of_competitor(first),
            self.seat_of_competitor(second),
        ];
        let game = if let Some(p) = self.pending.pop_front() {
            self.check_saved(&p, &seats)?;
            p.game
        } else {
            self.new_game(seats, now_ms)?
        };
        let round = self.round as u32 + 1;
        out.push(Event::Game(TournamentDetail::GameStarted {
            round,
            first,
            second,
        }));
        self.asked = false;
        let mut live = PlayedGame {
            round,
            pairing,
            leg: self.leg,
            first,
            second,
            scores: [0, 0],
            perfect: None,
            game,
        };
        let computers = live.game.seats().iter().all(Seat::is_computer);
        if computers && !self.options.watch && !live.game.is_over() {
            play_out(&mut live.game, now_ms);
        }
        self.live = Some(live);
        Ok(())
    }

    fn new_game(&self, seats: Vec<Seat>, now_ms: u64) -> Result<TournamentGame, TournamentError> {
        let seed = self.game_seed();
        let refused = |e: &dyn crate::kit::Worded| {
            TournamentError::bad_save(
                e.text_in(crate::lang::Lang::En),
                e.text_in(crate::lang::Lang::Fr),
            )
        };
        match self.options.setup.rounds.get(self.round) {
            Some(RoundGame::Boxes(setup)) => {
                let options = boxes::Options {
                    setup: setup.clone(),
                    tournament: true,
                    seed,
                };
                BoxesGame::start(options, seats, now_ms)
                    .map(|g| TournamentGame::Boxes(Box::new(g)))
                    .map_err(|e| refused(&e))
            }
            Some(RoundGame::Chips(board)) => {
                let setup = ChipsSetup {
                    board: *board,
                    tournament: true,
                    show_legal: true,
                    seed,
                };
                ChipsGame::start(setup, seats, now_ms)
                    .map(|g| TournamentGame::Chips(Box::new(g)))
                    .map_err(|e| refused(&e))
            }
            None => Err(TournamentError::bad_save(
                "a game after the last round",
                "une partie après la dernière ronde",
            )),
        }
    }

    /// A saved game must be this round's game between these seats, on this round's set-up.
    fn check_saved(&self, p: &Pending, seats: &[Seat]) -> Result<(), TournamentError> {
        let same_setup = match (&p.game, self.options.setup.rounds.get(self.round)) {
            (TournamentGame::Boxes(g), Some(RoundGame::Boxes(s))) => {
                g.options().setup == *s && g.options().tournament
            }
            (TournamentGame::Chips(g), Some(RoundGame::Chips(b))) => {
                g.setup().board == *b && g.setup().tournament
            }
            _ => false,
        };
        if !same_setup || p.game.seats() != seats {
            return Err(TournamentError::bad_save(
                format!(
                    "game {} is not round {}’s",
                    self.played.len() + 1,
                    self.round + 1
                ),
                format!(
                    "la partie {} n’est pas celle de la ronde {}",
                    self.played.len() + 1,
                    self.round + 1
                ),
            ));
        }
        Ok(())
    }

    fn finish_game(&mut self, out: &mut Vec<Event<TournamentDetail>>) {
        let Some(mut game) = self.live.take() else {
            return;
        };
        game.scores = game.game.scores().unwrap_or([0, 0]);
        game.perfect = self.perfect_value(game.round as usize - 1);
        out.push(Event::Game(TournamentDetail::GameFinished {
            round: game.round,
            first: game.first,
            second: game.second,
            scores: game.scores,
        }));
        let both_ways = self.options.setup.both_ways;
        self.played.push(game);
        if both_ways && self.leg == 0 {
            self.leg = 1;
        } else {
            self.leg = 0;
            self.next += 1;
        }
    }

    fn start_final(
        &mut self,
        now_ms: u64,
        out: &mut Vec<Event<TournamentDetail>>,
    ) -> Result<(), TournamentError> {
        let q = self.options.setup.qualifiers as usize;
        self.finalists = self
            .standings()
            .iter()
            .take(q)
            .map(|r| r.competitor)
            .collect();
        out.push(Event::Game(TournamentDetail::FinalStarted {
            finalists: self.finalists.clone(),
        }));
        let puzzle = self.options.setup.final_puzzle.clone();
        self.answers = (self.finalists.iter())
            .filter_map(|&c| {
                let strength = self.competitor(c)?.strength()?;
                Some((c, computer_answer(&puzzle, strength)))
            })
            .collect();
        let people: Vec<Seat> = (self.finalists.iter())
            .filter_map(|&c| self.competitor(c).filter(|s| !s.is_computer()).cloned())
            .collect();
        if people.is_empty() {
            self.finish_final(out);
            return Ok(());
        }
        let round = match self.pending_final.take() {
            Some(r) => {
                let names: Vec<String> = people.iter().map(|s| s.name.clone()).collect();
                if r.players() != names.as_slice() || r.puzzle() != &puzzle {
                    return Err(TournamentError::bad_save(
                        "the saved final is not this tournament’s",
                        "la finale enregistrée n’est pas celle de ce tournoi",
                    ));
                }
                r
            }
            None => HorseshoesRound::start(puzzle, people, now_ms).map_err(|e| {
                TournamentError::bad_save(
                    e.text_in(crate::lang::Lang::En),
                    e.text_in(crate::lang::Lang::Fr),
                )
            })?,
        };
        if let Some(first) = self.people_finalists().first() {
            let seat = first - 1;
            out.push(Event::Cue(if self.people_finalists().len() > 1 {
                Cue::HandOver { seat }
            } else {
                Cue::YourTurn { seat }
            }));
        }
        self.final_round = Some(round);
        Ok(())
    }

    /// The people among the finalists, in the final's seat order.
    pub fn people_finalists(&self) -> Vec<Competitor> {
        (self.finalists.iter())
            .copied()
            .filter(|&c| self.competitor(c).is_some_and(|s| !s.is_computer()))
            .collect()
    }

    fn finish_final(&mut self, out: &mut Vec<Event<TournamentDetail>>) {
        let puzzle: Puzzle = self.options.setup.final_puzzle.clone();
        let people = self.people_finalists();
        if let Some(round) = &self.final_round {
            for (i, &c) in people.iter().enumerate() {
                let answer = round
                    .results()
                    .get(i)
                    .map(|r| r.answer.clone())
                    .unwrap_or_default();
                self.answers.push((c, answer));
            }
        }
        let main: Vec<(Competitor, i64)> = self
            .standings()
            .iter()
            .map(|r| (r.competitor, r.score))
            .collect();
        let texts: Vec<String> = (self.finalists.iter())
            .map(|c| self.answer_of(*c).unwrap_or_default())
            .collect();
        let ranks = closeness_ranks(&texts, &puzzle);
        let finalists: Vec<Finalist> = (self.finalists.iter())
            .zip(texts.iter().zip(ranks))
            .map(|(&c, (text, rank))| Finalist {
                competitor: c,
                main: main.iter().find(|(m, _)| *m == c).map_or(0, |(_, s)| *s),
                raw: if text.is_empty() {
                    0
                } else {
                    judge(text, &puzzle).score
                },
                closeness_rank: rank,
            })
            .collect();
        self.final_rows = final_standings(&finalists);
        self.over = true;
        if let Some(champion) = self.final_rows.first() {
            out.push(Event::Game(TournamentDetail::Champion {
                competitor: champion.finalist.competitor,
            }));
        }
        out.push(Event::Cue(Cue::GameOver));
    }

    /// A finalist's answer in the final, once known.
    pub fn answer_of(&self, c: Competitor) -> Option<String> {
        self.answers
            .iter()
            .find(|(a, _)| *a == c)
            .map(|(_, t)| t.clone())
    }
}

/// Plays a game between two computer players to its end at once (their thinking delays pass
/// as game time). The game's clock is left showing the time those delays took at `now_ms`, so
/// that no move stands later than the game time a save records.
pub(super) fn play_out(game: &mut TournamentGame, now_ms: u64) {
    let mut t = now_ms;
    for _ in 0..200 {
        if game.is_over() {
            break;
        }
        t = t.saturating_add(60_000);
        game.tick(t);
    }
    if t > now_ms && !game.is_paused() {
        game.pause(t);
        game.resume(now_ms);
    }
}

/// The tournament's outcome seats: the competitor's place in the list, from 0.
pub(super) fn seat(c: Competitor) -> SeatId {
    c.saturating_sub(1)
}

pub(super) fn pause_game(game: &mut TournamentGame, now_ms: u64) {
    game.pause(now_ms);
}

pub(super) fn resume_game(game: &mut TournamentGame, now_ms: u64) {
    game.resume(now_ms);
}

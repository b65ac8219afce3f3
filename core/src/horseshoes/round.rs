//! A round of Math Horseshoes: solitaire against the three-minute clock, or pass-and-play for
//! 2..8 players (same puzzle; each in turn behind a hand-over screen with their own three
//! minutes; then all answers are revealed and scored).
//!
//! The shell calls commands and [`HorseshoesRound::tick`] with its monotonic clock, draws
//! [`HorseshoesRound::view`], and turns [`RoundEvent`]s into sound and haptics. When time is
//! called the answer as written so far is what counts (the rulebook: "exactly one expression
//! … before time is called").

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::puzzle::Puzzle;
use super::solver::solve_best;
use super::{judge, Verdict};
use crate::timer::{Countdown, TimerEvent};

/// Three minutes.
pub const ROUND_MS: u64 = 180_000;
/// The save format version this code writes and reads.
pub const SAVE_VERSION: u32 = 1;
/// The most players in pass-and-play.
pub const MAX_PLAYERS: usize = 8;

/// Why a command or a save was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RoundError {
    /// Not 1..8 players.
    #[error("a round needs 1 to 8 players, not {0}")]
    PlayerCount(usize),
    /// The command does not fit the current screen.
    #[error("that cannot be done now")]
    NotNow,
    /// The save is not readable.
    #[error("the saved round is damaged: {0}")]
    Damaged(String),
    /// The save was written by a newer version of the app.
    #[error("the saved round comes from a newer version of the app (format {0})")]
    FutureVersion(u32),
}

/// Something the shell may turn into a sound or a buzz.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoundEvent {
    /// Ten seconds left for the current player.
    LastTenSeconds,
    /// Time was called for the current player.
    TimeExpired,
    /// A player's turn ended (by submitting or by time).
    TurnOver {
        /// The player's index.
        player: usize,
    },
    /// All answers are in and scored.
    RoundOver,
}

/// Where the round is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The hand-over screen before a player's turn (the puzzle is hidden).
    HandOver {
        /// Whose turn comes.
        player: usize,
    },
    /// A player is writing.
    Writing {
        /// Who.
        player: usize,
    },
    /// All answers revealed and scored.
    Revealed,
}

/// One player's revealed result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerResult {
    /// The player's name.
    pub name: String,
    /// The answer as written ("" when none).
    pub answer: String,
    /// The verdict.
    pub verdict: Verdict,
}

/// What the screen shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Screen {
    /// "Pass the phone to …" (puzzle hidden).
    HandOver {
        /// The next player's name.
        name: String,
    },
    /// The puzzle, the clock and the answer being written.
    Writing {
        /// The player's name.
        name: String,
        /// The answer so far.
        draft: String,
        /// Why the draft is not (yet) a valid answer, or `None` when it is.
        draft_problem: Option<String>,
    },
    /// Everyone's result and the solver's best expression.
    Reveal {
        /// The results in player order.
        results: Vec<PlayerResult>,
        /// The solver's best expression (bounded grammar).
        best_expression: Option<String>,
        /// Its score.
        best_score: Option<u32>,
    },
}

/// The view record: everything a shell draws, with no rule left to apply.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoundView {
    /// The screen.
    pub screen: Screen,
    /// The computing numbers (empty on the hand-over screen).
    pub numbers: Vec<u32>,
    /// The target (`None` on the hand-over screen).
    pub target: Option<u32>,
    /// The puzzle's share code.
    pub code: String,
    /// Time left for the current player.
    pub remaining_ms: u64,
    /// The whole turn's time (three minutes), for drawing the timer's ring.
    #[serde(default)]
    pub window_ms: u64,
    /// Whether the clock is paused.
    pub paused: bool,
    /// Whether "start my turn" is live.
    pub can_start: bool,
    /// Whether "edit the answer" is live.
    pub can_edit: bool,
    /// Whether "submit" is live.
    pub can_submit: bool,
    /// Whether "pause" is live.
    pub can_pause: bool,
    /// Whether "resume" is live.
    pub can_resume: bool,
}

/// A round's whole state (serialised as the save).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HorseshoesRound {
    version: u32,
    puzzle: Puzzle,
    players: Vec<String>,
    answers: Vec<String>,
    phase: Phase,
    timer: Countdown,
    results: Vec<PlayerResult>,
    best: Option<(String, u32)>,
    /// Each player's time used, once their turn is over (ms).
    #[serde(default)]
    used_ms: Vec<u64>,
}

impl HorseshoesRound {
    /// A new round for 1 (solitaire) to 8 players, starting on the first hand-over screen.
    pub fn new(puzzle: Puzzle, players: Vec<String>) -> Result<Self, RoundError> {
        if players.is_empty() || players.len() > MAX_PLAYERS {
            return Err(RoundError::PlayerCount(players.len()));
        }
        let n = players.len();
        Ok(HorseshoesRound {
            version: SAVE_VERSION,
            puzzle,
            players,
            answers: vec![String::new(); n],
            phase: Phase::HandOver { player: 0 },
            timer: Countdown::new(ROUND_MS),
            results: Vec::new(),
            best: None,
            used_ms: Vec::new(),
        })
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The phase.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// Starts the current player's turn (puzzle shown, clock running).
    pub fn start_turn(&mut self, now_ms: u64) -> Result<(), RoundError> {
        match self.phase {
            Phase::HandOver { player } => {
                self.timer.restart(now_ms, ROUND_MS);
                self.phase = Phase::Writing { player };
                Ok(())
            }
            _ => Err(RoundError::NotNow),
        }
    }

    /// Replaces the current player's answer text (only while writing with time left).
    pub fn set_answer(&mut self, now_ms: u64, text: &str) -> Result<(), RoundError> {
        match self.phase {
            Phase::Writing { player }
                if !self.timer.is_expired(now_ms) && self.timer.is_running() =>
            {
                self.answers[player] = text.chars().take(500).collect();
                Ok(())
            }
            _ => Err(RoundError::NotNow),
        }
    }

    /// Hands in the current answer before time is called.
    pub fn submit(&mut self, now_ms: u64) -> Result<Vec<RoundEvent>, RoundError> {
        match self.phase {
            Phase::Writing { player } => {
                self.timer.pause(now_ms);
                Ok(self.end_turn(player, now_ms))
            }
            _ => Err(RoundError::NotNow),
        }
    }

    /// Pauses the clock (the app went to the background).
    pub fn pause(&mut self, now_ms: u64) {
        self.timer.pause(now_ms);
    }

    /// Resumes the clock.
    pub fn resume(&mut self, now_ms: u64) {
        if matches!(self.phase, Phase::Writing { .. }) {
            self.timer.resume(now_ms);
        }
    }

    /// Advances the clock: warns, calls time (the answer so far is handed in) and moves on.
    pub fn tick(&mut self, now_ms: u64) -> Vec<RoundEvent> {
        let Phase::Writing { player } = self.phase else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for e in self.timer.poll(now_ms) {
            match e {
                TimerEvent::LastTenSeconds => out.push(RoundEvent::LastTenSeconds),
                TimerEvent::Expired => {
                    out.push(RoundEvent::TimeExpired);
                    out.extend(self.end_turn(player, now_ms));
                }
            }
        }
        out
    }

    fn end_turn(&mut self, player: usize, now_ms: u64) -> Vec<RoundEvent> {
        let used = ROUND_MS.saturating_sub(self.timer.remaining_ms(now_ms));
        self.used_ms.push(used);
        let mut out = vec![RoundEvent::TurnOver { player }];
        if player + 1 < self.players.len() {
            self.phase = Phase::HandOver { player: player + 1 };
            self.timer = Countdown::new(ROUND_MS);
        } else {
            self.reveal();
            out.push(RoundEvent::RoundOver);
        }
        out
    }

    fn reveal(&mut self) {
        self.results = self
            .players
            .iter()
            .zip(&self.answers)
            .map(|(name, answer)| PlayerResult {
                name: name.clone(),
                answer: answer.clone(),
                verdict: judge(answer, &self.puzzle),
            })
            .collect();
        self.best = solve_best(self.puzzle.numbers(), self.puzzle.target())
            .map(|b| (b.expr.to_string(), b.score));
        self.phase = Phase::Revealed;
    }

    /// The players' names, in turn order.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// Each player's time used, for the turns that are over.
    pub fn used_ms(&self) -> &[u64] {
        &self.used_ms
    }

    /// The round as a score-history record (see [`super::history::record`]).
    pub fn history_record(&self, started_at_ms: i64) -> crate::history::FinishedMatch {
        super::history::record(self, started_at_ms)
    }

    /// The results once revealed (empty before).
    pub fn results(&self) -> &[PlayerResult] {
        &self.results
    }

    /// What to draw at `now_ms`.
    pub fn view(&self, now_ms: u64) -> RoundView {
        let running = self.timer.is_running();
        let paused = self.timer.is_paused();
        let (screen, show) = match &self.phase {
            Phase::HandOver { player } => (
                Screen::HandOver {
                    name: self.players[*player].clone(),
                },
                false,
            ),
            Phase::Writing { player } => {
                let draft = self.answers[*player].clone();
                let problem = match super::parse(&draft, &self.puzzle) {
                    Ok(e) => super::evaluate(&e)
                        .err()
                        .map(|e| format!("The expression is invalid: {e}.")),
                    Err(e) => Some(e.to_string()),
                };
                (
                    Screen::Writing {
                        name: self.players[*player].clone(),
                        draft,
                        draft_problem: problem,
                    },
                    true,
                )
            }
            Phase::Revealed => (
                Screen::Reveal {
                    results: self.results.clone(),
                    best_expression: self.best.as_ref().map(|b| b.0.clone()),
                    best_score: self.best.as_ref().map(|b| b.1),
                },
                true,
            ),
        };
        let writing = matches!(self.phase, Phase::Writing { .. });
        let time_left = self.timer.remaining_ms(now_ms) > 0;
        RoundView {
            screen,
            numbers: if show {
                self.puzzle.numbers().to_vec()
            } else {
                Vec::new()
            },
            target: show.then(|| self.puzzle.target()),
            code: self.puzzle.code(),
            remaining_ms: if writing {
                self.timer.remaining_ms(now_ms)
            } else {
                ROUND_MS
            },
            window_ms: ROUND_MS,
            paused,
            can_start: matches!(self.phase, Phase::HandOver { .. }),
            can_edit: writing && running && time_left,
            can_submit: writing && time_left,
            can_pause: writing && running,
            can_resume: writing && paused,
        }
    }

    /// The save: a versioned JSON snapshot.
    pub fn save(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a save; refuses a damaged one or one from a newer format, with a clear error.
    pub fn load(text: &str) -> Result<Self, RoundError> {
        let raw: serde_json::Value =
            serde_json::from_str(text).map_err(|e| RoundError::Damaged(e.to_string()))?;
        let version = raw
            .get("version")
            .and_then(|v| v.as_u64())
            .ok_or_else(|| RoundError::Damaged("no format version".into()))?;
        if version > SAVE_VERSION as u64 {
            return Err(RoundError::FutureVersion(
                version.min(u32::MAX as u64) as u32
            ));
        }
        let r: HorseshoesRound =
            serde_json::from_value(raw).map_err(|e| RoundError::Damaged(e.to_string()))?;
        r.check().map_err(RoundError::Damaged)?;
        Ok(r)
    }

    fn check(&self) -> Result<(), String> {
        let n = self.players.len();
        if n == 0 || n > MAX_PLAYERS || self.answers.len() != n {
            return Err("wrong number of players or answers".into());
        }
        Puzzle::new(
            &self
                .puzzle
                .numbers()
                .iter()
                .map(|&x| x as i64)
                .collect::<Vec<_>>(),
            self.puzzle.target() as i64,
        )
        .map_err(|e| e.to_string())?;
        match self.phase {
            Phase::HandOver { player } | Phase::Writing { player } if player >= n => {
                Err("the current player does not exist".into())
            }
            Phase::Revealed if self.results.len() != n => Err("results are missing".into()),
            _ => Ok(()),
        }
    }
}

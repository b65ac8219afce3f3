//! A tournament as saved: the organiser's share code, the seed, and every game played (and the
//! one in play, and the final) as their own games' saves. Restoring replays them through the
//! pairings: a game that is not the pairing due, on another set-up or between other players,
//! is refused, so a damaged or edited save cannot make a wrong tournament.

use super::commands::{TournamentError, TournamentOptions};
use super::event::{Pending, Tournament, TournamentGame};
use super::pairings::Competitor;
use super::setup::TournamentSetup;
use crate::boxes::{self, BoxesGame};
use crate::chips::{ChipsGame, ChipsSnapshot};
use crate::horseshoes::round::HorseshoesRound;
use crate::kit::Game;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// A saved game of the main tournament.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Who moved first.
    pub first: Competitor,
    /// Who moved second.
    pub second: Competitor,
    /// The game's own save.
    pub game: SavedBoard,
}

/// A game's own save.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SavedBoard {
    /// A Dots and Boxes game.
    Boxes(boxes::Snapshot),
    /// A chip game.
    Chips(ChipsSnapshot),
}

/// The saved form of a tournament.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TournamentSnapshot {
    /// The organiser's set-up as its share code.
    pub code: String,
    /// The seed of the computer players.
    pub seed: u64,
    /// Whether games between computer players are watched.
    pub watch: bool,
    /// Every game played, in order, then the one in play.
    pub games: Vec<SavedGame>,
    /// The final, once it began (its people's round).
    pub final_round: Option<HorseshoesRound>,
    /// The set-ups' perfect-play values already worked out: (round from 0, the value, or
    /// `None` when the solver's budget ran out). They only feed the "from perfect play"
    /// column, so a restore takes them as saved instead of solving again.
    #[serde(default)]
    pub perfect: Vec<(u32, Option<i32>)>,
}

pub(super) fn snapshot(t: &Tournament, now_ms: u64) -> TournamentSnapshot {
    let save = |g: &super::event::PlayedGame| SavedGame {
        first: g.first,
        second: g.second,
        game: match &g.game {
            TournamentGame::Boxes(b) => SavedBoard::Boxes(b.snapshot(now_ms)),
            TournamentGame::Chips(c) => SavedBoard::Chips(c.snapshot(now_ms)),
        },
    };
    TournamentSnapshot {
        code: t.options.setup.code(),
        seed: t.options.seed,
        watch: t.options.watch,
        games: t.played.iter().chain(t.live.as_ref()).map(save).collect(),
        final_round: t.final_round.as_ref().map(|r| r.snapshot(now_ms)),
        perfect: (0u32..)
            .zip(&t.perfect)
            .filter_map(|(i, v)| v.map(|v| (i, v)))
            .collect(),
    }
}

fn refused(what: usize, e: &dyn crate::kit::Worded) -> TournamentError {
    TournamentError::bad_save(
        format!("game {what}: {}", e.text_in(Lang::En)),
        format!("partie {what} : {}", e.text_in(Lang::Fr)),
    )
}

pub(super) fn restore(s: TournamentSnapshot) -> Result<Tournament, TournamentError> {
    let setup = TournamentSetup::from_code(&s.code).map_err(TournamentError::Setup)?;
    let mut t = Tournament::new(TournamentOptions {
        setup,
        seed: s.seed,
        watch: s.watch,
    })?;
    for (round, value) in s.perfect {
        if let Some(slot) = t.perfect.get_mut(round as usize) {
            *slot = Some(value);
        }
    }
    let count = s.games.len();
    for (i, g) in s.games.into_iter().enumerate() {
        let game = match g.game {
            SavedBoard::Boxes(b) => BoxesGame::restore(b)
                .map(|g| TournamentGame::Boxes(Box::new(g)))
                .map_err(|e| refused(i + 1, &e))?,
            SavedBoard::Chips(c) => ChipsGame::restore(c)
                .map(|g| TournamentGame::Chips(Box::new(g)))
                .map_err(|e| refused(i + 1, &e))?,
        };
        if i + 1 < count && !game.is_over() {
            return Err(TournamentError::bad_save(
                format!("game {} is not finished but later games follow", i + 1),
                format!(
                    "la partie {} n’est pas finie mais d’autres la suivent",
                    i + 1
                ),
            ));
        }
        t.pending.push_back(Pending {
            first: g.first,
            second: g.second,
            game,
        });
    }
    t.pending_final = match s.final_round {
        Some(r) => Some(HorseshoesRound::restore(r).map_err(|e| {
            TournamentError::bad_save(
                format!("the final: {}", e.text_in(Lang::En)),
                format!("la finale : {}", e.text_in(Lang::Fr)),
            )
        })?),
        None => None,
    };
    let mut events = Vec::new();
    t.advance(0, &mut events)?;
    if !t.pending.is_empty() || t.pending_final.is_some() {
        return Err(TournamentError::bad_save(
            "it holds games the tournament never reached",
            "il contient des parties que le tournoi n’a jamais atteintes",
        ));
    }
    // Back paused, like every restored game: the shell resumes it with its own clock.
    t.paused = true;
    if let Some(live) = t.live.as_mut() {
        super::event::pause_game(&mut live.game, 0);
    }
    t.asked = false;
    Ok(t)
}

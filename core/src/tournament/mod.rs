//! The rulebook's game tournament (`shared/seeds/004_…`, rulings in
//! `shared/design/tournament.md`): the organiser's set-up, pairings, standings with
//! tie-breaks, the Math Horseshoes final's scaled score, and the live event that runs it all
//! on one device.
//!
//! One rule per module: `pairings` (round robin by Berger tables, Swiss rounds with no rematch
//! where possible, byes, the chooser alternating), `standings` (a competitor's score is the sum
//! of their game scores; tie-breaks), `final_score` (main score + raw Horseshoes score × S/10,
//! exactly), `setup` (the organiser's whole set-up, validated, as one share code), `event`
//! (the live tournament: rounds, choices, games, the final), `final_round` (computer
//! finalists' answers, closeness ranks), `kit_game` (the tournament as a kit game), `view`,
//! `save` (save and resume, replayed and checked) and `record` (history, text and CSV).

mod commands;
mod event;
mod final_round;
mod final_score;
pub mod guide;
mod kit_game;
mod pairings;
mod plan;
mod record;
mod save;
mod setup;
mod standings;
mod view;

pub use commands::{
    TournamentCommand, TournamentDetail, TournamentError, TournamentOptions, TournamentRefusal,
};
pub use event::{PlayedGame, Tournament, TournamentGame, PERFECT_BOXES_NODES, PERFECT_CHIPS_NODES};
pub use final_round::{closeness_ranks, computer_answer};
pub use final_score::{final_standings, FinalRow, Finalist};
pub use pairings::{
    round_robin, swiss_round, Competitor, Pairing, PairingError, Round, MAX_COMPETITORS,
};
pub use plan::{
    generated_empties, generated_free_segments, planned_round, planned_round_from_code,
    round_sizes, PlannedRound, TournamentPlan,
};
pub use record::{game_records, record, results_csv, results_text};
pub use save::{SavedBoard, SavedGame, TournamentSnapshot};
pub use setup::{
    default_qualifiers, MainGames, PairingSystem, RoundGame, SetupError, TournamentSetup,
    GENERATED_BOXES_SEGMENTS, GENERATED_CHIPS_EMPTIES,
};
pub use standings::{standings, GameResult, StandingRow, TieBreak};
pub use view::{
    FinalLine, PairingLine, ResultLine, StandingLine, TournamentGameView, TournamentStage,
    TournamentView,
};

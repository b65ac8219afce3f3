//! The rulebook's game tournament (`shared/seeds/004_…`, rulings in
//! `shared/design/tournament.md`): pairings, standings with tie-breaks, and the Math Horseshoes
//! final's scaled score.
//!
//! One rule per module: `pairings` (round robin by Berger tables, Swiss rounds with no rematch
//! where possible, byes, the chooser alternating), `standings` (a competitor's score is the sum
//! of their game scores; tie-breaks), `final_score` (main score + raw Horseshoes score × S/10,
//! exactly), `setup` (the organiser's whole set-up, validated, as one share code).

mod final_score;
mod pairings;
mod setup;
mod standings;

pub use final_score::{final_standings, FinalRow, Finalist};
pub use pairings::{round_robin, swiss_round, Pairing, PairingError, Round};
pub use setup::{default_qualifiers, PairingSystem, RoundGame, SetupError, TournamentSetup};
pub use standings::{standings, GameResult, StandingRow, TieBreak};

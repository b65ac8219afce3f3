//! What drives a live tournament: how it starts, what a competitor may do, what it tells the
//! shell, and why it refuses.

use super::pairings::Competitor;
use super::setup::{SetupError, TournamentSetup};
use crate::boxes;
use crate::chips::{ChipsCommand, ChipsEvent, ChipsRefusal};
use crate::horseshoes::round::{RoundError, RoundEvent};
use crate::horseshoes::HorseshoesCommand;
use crate::kit::Worded;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// How a live tournament starts: the organiser's set-up, the seed of the computer players'
/// choices, and whether games between two computer players are watched (move by move, at the
/// computers' pace) or played out at once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentOptions {
    /// The organiser's set-up (validated by [`crate::kit::Game::start`]).
    pub setup: TournamentSetup,
    /// The seed of the computer players' choices, delays and moves.
    pub seed: u64,
    /// Watch games between computer players (else they are played out at once).
    pub watch: bool,
}

/// What a competitor does (the seat is the competitor's place in the organiser's list, from 0).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum TournamentCommand {
    /// The chooser of the pairing now up picks: move first (`true`) or second.
    Choose {
        /// Move first.
        first: bool,
    },
    /// A move in the Dots and Boxes game in play.
    Boxes(boxes::Command),
    /// A move in the chip game in play.
    Chips(ChipsCommand),
    /// A command in the Math Horseshoes final.
    Final(HorseshoesCommand),
    /// Plays the game in play out at once (a game between two computer players only).
    PlayOut,
}

/// What happened in the tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum TournamentDetail {
    /// A round began (from 1).
    RoundStarted {
        /// The round.
        round: u32,
    },
    /// A competitor has the bye this round and scores the organiser's bye score.
    Bye {
        /// Who.
        competitor: Competitor,
        /// What the bye scores.
        score: i64,
    },
    /// The chooser picked the order.
    Chose {
        /// Who chose.
        competitor: Competitor,
        /// Whether they move first.
        first: bool,
    },
    /// A game began.
    GameStarted {
        /// The round (from 1).
        round: u32,
        /// Who moves first.
        first: Competitor,
        /// Who moves second.
        second: Competitor,
    },
    /// A move or event of the Dots and Boxes game in play (its seats: 0 moves first).
    Boxes(boxes::Detail),
    /// A move or event of the chip game in play (its seats: 0 is yellow and moves first).
    Chips(ChipsEvent),
    /// An event of the final (its seats: the people among the finalists, in order).
    Final(RoundEvent),
    /// A game ended.
    GameFinished {
        /// The round (from 1).
        round: u32,
        /// Who moved first.
        first: Competitor,
        /// Who moved second.
        second: Competitor,
        /// Their game scores, first mover's first.
        scores: [i64; 2],
    },
    /// Every game of a round is over (the standings are in the view).
    RoundFinished {
        /// The round (from 1).
        round: u32,
    },
    /// The final began with these competitors (best of the standings first).
    FinalStarted {
        /// The finalists.
        finalists: Vec<Competitor>,
    },
    /// The tournament is over.
    Champion {
        /// The winner of the final.
        competitor: Competitor,
    },
}

/// Why a command was refused (the tournament is unchanged).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentRefusal {
    /// The tournament is over.
    Over,
    /// The tournament is paused.
    Paused,
    /// No such competitor.
    NoSuchCompetitor,
    /// The command does not fit this moment (a move while a choice is awaited, a choice while
    /// a game is played, a chip move in a Dots and Boxes game, …).
    NotNow,
    /// Another competitor chooses the order of this pairing.
    NotYourChoice,
    /// The competitor does not play in the game now in play.
    NotInThisGame,
    /// Only a game between two computer players can be played out at once.
    PeoplePlaying,
    /// No hints in a tournament.
    NoHints,
    /// No undo in a tournament.
    NoUndo,
    /// The Dots and Boxes game refused the move.
    Boxes(boxes::Refusal),
    /// The chip game refused the move.
    Chips(ChipsRefusal),
    /// The final refused the command.
    Final(RoundError),
}

impl Worded for TournamentRefusal {
    fn text_in(&self, lang: Lang) -> String {
        use TournamentRefusal::*;
        match self {
            Over => lang
                .pick("the tournament is over", "le tournoi est terminé")
                .into(),
            Paused => lang
                .pick("the tournament is paused", "le tournoi est en pause")
                .into(),
            NoSuchCompetitor => lang
                .pick("there is no such competitor", "ce concurrent n’existe pas")
                .into(),
            NotNow => lang
                .pick("that cannot be done now", "ce n’est pas le moment")
                .into(),
            NotYourChoice => lang
                .pick(
                    "the other competitor chooses the order of this game",
                    "c’est l’autre concurrent qui choisit l’ordre de cette partie",
                )
                .into(),
            NotInThisGame => lang
                .pick(
                    "you do not play in this game",
                    "vous ne jouez pas dans cette partie",
                )
                .into(),
            PeoplePlaying => lang
                .pick(
                    "only a game between two computer players can be played out at once",
                    "seule une partie entre deux ordinateurs peut être jouée d’un coup",
                )
                .into(),
            NoHints => lang
                .pick("no hints in a tournament", "pas d’indice dans un tournoi")
                .into(),
            NoUndo => lang
                .pick(
                    "no undo in a tournament",
                    "pas d’annulation dans un tournoi",
                )
                .into(),
            Boxes(e) => e.text_in(lang),
            Chips(e) => e.text_in(lang),
            Final(e) => e.text_in(lang),
        }
    }

    fn kind(&self) -> &'static str {
        use TournamentRefusal::*;
        match self {
            Over => "tournament_over",
            Paused => "paused",
            NoSuchCompetitor => "no_such_competitor",
            NotNow => "not_now",
            NotYourChoice => "not_your_choice",
            NotInThisGame => "not_in_this_game",
            PeoplePlaying => "people_playing",
            NoHints => "no_hints",
            NoUndo => "no_undo",
            Boxes(e) => e.kind(),
            Chips(e) => e.kind(),
            Final(e) => Worded::kind(e),
        }
    }
}

crate::kit::worded_display!(TournamentRefusal);

/// Why a tournament could not start, or a saved one could not be read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentError {
    /// The organiser's set-up was refused.
    Setup(SetupError),
    /// The seats given are not the set-up's competitors.
    Seats,
    /// A saved tournament that does not fit its own set-up (its reason, in English and
    /// French).
    BadSave {
        /// The reason in English.
        en: String,
        /// The reason in French.
        fr: String,
    },
}

impl TournamentError {
    pub(super) fn bad_save(en: impl Into<String>, fr: impl Into<String>) -> TournamentError {
        TournamentError::BadSave {
            en: en.into(),
            fr: fr.into(),
        }
    }
}

impl Worded for TournamentError {
    fn text_in(&self, lang: Lang) -> String {
        match self {
            TournamentError::Setup(e) => e.text_in(lang),
            TournamentError::Seats => lang
                .pick(
                    "the players must be the tournament's competitors",
                    "les joueurs doivent être les concurrents du tournoi",
                )
                .into(),
            TournamentError::BadSave { en, fr } => match lang {
                Lang::En => format!("this saved tournament cannot be resumed: {en}"),
                Lang::Fr => format!("ce tournoi enregistré ne peut pas reprendre : {fr}"),
            },
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            TournamentError::Setup(e) => e.kind(),
            TournamentError::Seats => "seats",
            TournamentError::BadSave { .. } => "save_invalid",
        }
    }
}

crate::kit::worded_display!(TournamentError);

//! The one session object for the kit's games: [`GameSession`] over the core's
//! [`AnyGame`](tuffest_core::any_game::AnyGame). What every game does alike (time, pause and
//! resume, the outcome, hints, undo, saves, the history record) is one method for all of them;
//! what is a game's own (its view and its commands) is a method named for the game, refused
//! with `NotAllowedNow` on a session of another game. Events cross as the kit's [`Cue`]s, which
//! each shell turns into haptics and sound in one place; everything else is in the view.
//!
//! TUF, Math Horseshoes, Dots and Boxes, the chip game, Mathable, the game tournament (whose games
//! are played with the same Dots and Boxes and chip-game calls, and whose final with the
//! `horseshoes…` calls), Pytagora (and its children's game Plus and minus) and Pytagora's Up and
//! down and Multiplication tables are on it; the kit's other games join by adding their view
//! and commands here, with the core's types deriving the UniFFI records behind its `uniffi` feature.

use std::sync::{Arc, Mutex};

use tuffest_core::any_game::{AnyCommand, AnyError, AnyGame, AnyRefusal, AnySetup};
use tuffest_core::boxes::notation::parse_code;
use tuffest_core::boxes::{Options as BoxesOptions, Setup as BoxesSetup};
use tuffest_core::chips::{self, ChipsSetup};
use tuffest_core::crossword::french::Settings as FrenchSettings;
use tuffest_core::crossword::kids::{TablesSettings, UpAndDownSettings, UpAndDownVariant};
use tuffest_core::crossword::pytagora::Settings as PytagoraSettings;
use tuffest_core::history::FinishedMatch;
use tuffest_core::horseshoes::puzzle::Puzzle;
use tuffest_core::horseshoes::round::RoundError;
use tuffest_core::kit::{Cue, Event, GameId, Outcome, PlayMode, Seat, SeatId, Worded};
use tuffest_core::lang::Lang;
use tuffest_core::mathable;
use tuffest_core::tournament::{
    self, MainGames, PairingSystem, PlannedRound, SetupError, TournamentCommand, TournamentOptions,
    TournamentPlan, TournamentSetup,
};
use tuffest_core::tuf::play::MatchConfig;

use crate::error::{said, TuffestError};
use crate::horseshoes::puzzle_error;

mod commands;
use crate::lock::lock;

/// A refusal of the session's game as the boundary's error, worded in `lang`.
fn any_error(e: &AnyError, lang: Lang) -> TuffestError {
    let text = e.text_in(lang);
    match e {
        // A Math Horseshoes answer edited wrongly (a tile used twice, a key that is not on the
        // keypad): the edit is refused, as it was before the kit.
        AnyError::Refused(AnyRefusal::Horseshoes(RoundError::Entry(_))) => {
            said(TuffestError::EditRefused, text)
        }
        // TUF: an edit refused is `EditRefused`, text that is not the notation `InvalidLayout`.
        AnyError::Refused(AnyRefusal::Tuf(e)) => TuffestError::refused(e, text),
        AnyError::WrongGame { .. } | AnyError::Refused(_) => {
            said(TuffestError::NotAllowedNow, text)
        }
        AnyError::Setup(_) => said(TuffestError::InvalidSetup, text),
        AnyError::NotASave | AnyError::Save(_) => said(TuffestError::InvalidSave, text),
    }
}

/// The share code a constructor was given, trimmed; `None` when there is none or it is only
/// white space (the game then starts from its other arguments).
fn given_code(code: Option<&str>) -> Option<&str> {
    code.map(str::trim).filter(|c| !c.is_empty())
}

/// A share code the game could not read, as `InvalidCode` with the reason in `language`.
fn code_refused<E: Worded>(language: Lang) -> impl Fn(E) -> TuffestError {
    move |e| said(TuffestError::InvalidCode, e.text_in(language))
}

/// The cues among a step's events (the game's own details are drawn from the view).
fn cues<D>(events: Vec<Event<D>>) -> Vec<Cue> {
    events
        .into_iter()
        .filter_map(|e| match e {
            Event::Cue(c) => Some(c),
            Event::Game(_) => None,
        })
        .collect()
}

/// A game of the shared kit in play on this device. Time is the shell's monotonic clock
/// (`now_ms`): call `tick` often (computer players move inside it) and draw the game's view.
/// Every command either changes the game and returns its cues, or is refused with a sentence in
/// the session's language and leaves the game exactly as it was.
#[derive(Debug, uniffi::Object)]
pub struct GameSession {
    game: Mutex<AnyGame>,
    language: Mutex<Lang>,
}

impl GameSession {
    fn wrap(game: AnyGame, language: Lang) -> Arc<Self> {
        Arc::new(GameSession {
            game: Mutex::new(game),
            language: Mutex::new(language),
        })
    }

    fn lang(&self) -> Lang {
        *lock(&self.language)
    }

    fn start(
        setup: AnySetup,
        seats: Vec<Seat>,
        now_ms: u64,
        language: Lang,
    ) -> Result<Arc<Self>, TuffestError> {
        AnyGame::start(setup, seats, now_ms)
            .map(|g| Self::wrap(g, language))
            .map_err(|e| any_error(&e, language))
    }

    fn command(
        &self,
        seat: SeatId,
        command: AnyCommand,
        now_ms: u64,
    ) -> Result<Vec<Cue>, TuffestError> {
        let lang = self.lang();
        let command = self.routed(command);
        lock(&self.game)
            .apply(seat, command, now_ms)
            .map(cues)
            .map_err(|e| any_error(&e, lang))
    }

    /// A move of Dots and Boxes, the chip game or Math Horseshoes, sent into the game in play
    /// when the session is a tournament.
    fn routed(&self, command: AnyCommand) -> AnyCommand {
        if lock(&self.game).id() != GameId::Tournament {
            return command;
        }
        let inner = match command {
            AnyCommand::Boxes(c) => TournamentCommand::Boxes(c),
            AnyCommand::Chips(c) => TournamentCommand::Chips(c),
            AnyCommand::Horseshoes(c) => TournamentCommand::Final(c),
            other => return other,
        };
        AnyCommand::Tournament(inner)
    }

    fn wrong_game(&self, game: GameId) -> TuffestError {
        any_error(&AnyError::WrongGame { expected: game }, self.lang())
    }
}

#[uniffi::export]
impl GameSession {
    /// A game of Dots and Boxes of `dots` dots a side (3 to 7; 5 to 7 are the tournament's
    /// sizes), on an empty grid or on the set-up of a share `code` (then `dots` is the code's),
    /// between two `seats` (people or computer players), the computer players' choices drawn
    /// from `seed`. Refused with `InvalidCode` (a code that cannot be read) or `InvalidSetup`
    /// (a size or seats the game does not take), in `language`.
    #[uniffi::constructor]
    pub fn boxes(
        dots: u8,
        code: Option<String>,
        seats: Vec<Seat>,
        seed: u64,
        now_ms: u64,
        language: Lang,
    ) -> Result<Arc<Self>, TuffestError> {
        let setup = match given_code(code.as_deref()) {
            Some(code) => parse_code(code).map_err(code_refused(language))?,
            None => BoxesSetup::empty(dots),
        };
        let options = BoxesOptions {
            setup,
            tournament: false,
            seed,
        };
        Self::start(AnySetup::Boxes(options), seats, now_ms, language)
    }

    /// A game of the chip game on a board of `size` squares a side (4, 5 or 6): a seeded fair
    /// set-up from `seed` (its empty squares `chipsSuggestedEmpties(size)`), or the board of a
    /// share `code` (then `size` is the code's). Seat 0 plays yellow (first), seat 1 red; legal
    /// moves are marked. Refused with `InvalidCode` or `InvalidSetup`, in `language`.
    #[uniffi::constructor]
    pub fn chips(
        size: u8,
        code: Option<String>,
        seats: Vec<Seat>,
        seed: u64,
        now_ms: u64,
        language: Lang,
    ) -> Result<Arc<Self>, TuffestError> {
        let board = match given_code(code.as_deref()) {
            Some(code) => chips::parse_code(code).map_err(code_refused(language))?,
            None => chips::generate(seed, size, chips::suggested_empties(size))
                .map_err(|e| said(TuffestError::InvalidSetup, e.text_in(language)))?,
        };
        let setup = ChipsSetup {
            seed,
            ..ChipsSetup::new(board)
        };
        Self::start(AnySetup::Chips(setup), seats, now_ms, language)
    }

    /// A TUF match from its setup (`tufMatchConfig` gives the default one; the seats are the
    /// setup's), its first round starting at `now_ms`. Refused with `InvalidSetup` in
    /// `language`.
    #[uniffi::constructor]
    pub fn tuf(
        config: MatchConfig,
        now_ms: u64,
        language: Lang,
    ) -> Result<Arc<Self>, TuffestError> {
        Self::start(AnySetup::Tuf(config), Vec::new(), now_ms, language)
    }

    /// A round of Math Horseshoes for 1 to 8 people (`seats`; one: solitaire against the
    /// three-minute clock, more: pass-and-play, the same puzzle each in turn behind a hand-over
    /// screen), on the puzzle of a share `code` or the one drawn from `seed`. Refused with
    /// `InvalidCode` or `InvalidSetup` (a computer seat, no seat or more than 8), in `language`.
    #[uniffi::constructor]
    pub fn horseshoes(
        code: Option<String>,
        seed: u64,
        seats: Vec<Seat>,
        now_ms: u64,
        language: Lang,
    ) -> Result<Arc<Self>, TuffestError> {
        let puzzle = match given_code(code.as_deref()) {
            Some(code) => Puzzle::from_code(code).map_err(|e| puzzle_error(&e, language))?,
            None => Puzzle::from_seed(seed),
        };
        Self::start(AnySetup::Horseshoes(puzzle), seats, now_ms, language)
    }

    /// A game of Mathable for 2 to 4 `seats` (people and computer players in any order; only
    /// computer players: a game to watch): the bag of a game `code` (the same tiles in the same
    /// order, to replay a game), or a new bag from `seed`, with the game's `settings` (how the
    /// first player is chosen; racks hidden in pass-and-play, the device then handed over before
    /// each person's rack shows; the chosen tile's legal squares highlighted). Refused with
    /// `InvalidCode` or `InvalidSetup`, in `language`.
    #[uniffi::constructor]
    pub fn mathable(
        code: Option<String>,
        seats: Vec<Seat>,
        seed: u64,
        settings: mathable::Settings,
        now_ms: u64,
        language: Lang,
    ) -> Result<Arc<Self>, TuffestError> {
        let mut setup = match given_code(code.as_deref()) {
            Some(code) => mathable::Setup::from_code(code).map_err(code_refused(language))?,
            None => mathable::Setup::new(seed),
        };
        setup.settings = settings;
        Self::start(AnySetup::Mathable(setup), seats, now_ms, language)
    }

    /// A game of Pytagora (or its children's game Plus and minus, `settings.variant`) for 2 to 4
    /// `seats`: the target, who starts (a seat, at random, or the Italian start), the table's
    /// side and the bag's seed are the `settings` (`pytagoraSettings` gives the rulebook's).
    /// Refused with `InvalidSetup`, in `language`.
    #[uniffi::constructor]
    pub fn pytagora(
        settings: PytagoraSettings,
        seats: Vec<Seat>,
        now_ms: u64,
        language: Lang,
    ) -> Result<Arc<Self>, TuffestError> {
        Self::start(AnySetup::Pytagora(settings), seats, now_ms, language)
    }

    /// A game of the French equation-crossword tile game for 1 to 4 `seats`: the seed, who
    /// starts, racks of 10 or 12 (variant 2), `=` taken out (variant 1), the challenge rule, the
    /// premium squares and time limits (variants 3 and 4) are the `settings`
    /// (`crosswordSettings` gives the defaults). Refused with `InvalidSetup`, in `language`.
    #[uniffi::constructor]
    pub fn crossword(
        settings: FrenchSettings,
        seats: Vec<Seat>,
        now_ms: u64,
        language: Lang,
    ) -> Result<Arc<Self>, TuffestError> {
        Self::start(AnySetup::Crossword(settings), seats, now_ms, language)
    }

    /// A game of Up and down (Pytagora's children's game, or one of its `variant`s) for 1 to 6
    /// `seats`, `first` starting (the youngest, as the rulebook says), the bag from `seed`.
    /// Refused with `InvalidSetup`, in `language`.
    #[uniffi::constructor]
    pub fn up_and_down(
        variant: UpAndDownVariant,
        seats: Vec<Seat>,
        first: SeatId,
        seed: u64,
        now_ms: u64,
        language: Lang,
    ) -> Result<Arc<Self>, TuffestError> {
        let settings = UpAndDownSettings {
            variant,
            seed,
            first,
        };
        Self::start(AnySetup::UpAndDown(settings), seats, now_ms, language)
    }

    /// A game of Multiplication tables (Pytagora's children's game, seven rounds) for 1 to 6
    /// `seats`, the bag from `seed`. Refused with `InvalidSetup`, in `language`.
    #[uniffi::constructor]
    pub fn tables(
        seats: Vec<Seat>,
        seed: u64,
        now_ms: u64,
        language: Lang,
    ) -> Result<Arc<Self>, TuffestError> {
        Self::start(
            AnySetup::Tables(TablesSettings { seed }),
            seats,
            now_ms,
            language,
        )
    }

    /// A whole game tournament on this device from the organiser's form (`tournamentPlan…`):
    /// its competitors are the seats (competitor 1 is seat 0). Computer players' choices and
    /// moves are drawn from `seed`; with `watch`, games between two computer players are
    /// played move by move at the computers' pace (else at once). Refused with `InvalidSetup`
    /// and the form's first fault, in `language`.
    #[uniffi::constructor]
    pub fn tournament(
        plan: TournamentPlan,
        seed: u64,
        watch: bool,
        now_ms: u64,
        language: Lang,
    ) -> Result<Arc<Self>, TuffestError> {
        let setup = TournamentSetup::from_plan(&plan).map_err(|e| setup_error(&e, language))?;
        let options = TournamentOptions { setup, seed, watch };
        Self::start(AnySetup::Tournament(options), Vec::new(), now_ms, language)
    }

    /// A game read back from `save` (any game of the kit); it comes back paused (call
    /// `resume`). Refused with `InvalidSave`, worded in `language`.
    #[uniffi::constructor]
    pub fn load(save: String, language: Lang) -> Result<Arc<Self>, TuffestError> {
        AnyGame::load(&save, language)
            .map(|g| Self::wrap(g, language))
            .map_err(|e| any_error(&e, language))
    }

    /// Which game this is.
    pub fn game(&self) -> GameId {
        lock(&self.game).id()
    }

    /// The seats, in order.
    pub fn seats(&self) -> Vec<Seat> {
        lock(&self.game).seats().to_vec()
    }

    /// How the people share the device.
    pub fn mode(&self) -> PlayMode {
        lock(&self.game).mode()
    }

    /// The language of views and refusals from now on.
    pub fn set_language(&self, language: Lang) {
        *lock(&self.language) = language;
    }

    /// Advances time to `now_ms` (computer players move here); the cues to play.
    pub fn tick(&self, now_ms: u64) -> Vec<Cue> {
        cues(lock(&self.game).tick(now_ms))
    }

    /// Pauses the game: clocks and computer players stand still.
    pub fn pause(&self, now_ms: u64) -> Vec<Cue> {
        cues(lock(&self.game).pause(now_ms))
    }

    /// Resumes after a pause or a load.
    pub fn resume(&self, now_ms: u64) -> Vec<Cue> {
        cues(lock(&self.game).resume(now_ms))
    }

    /// The outcome once the game is over (scores, winners, who took hints).
    pub fn outcome(&self) -> Option<Outcome> {
        lock(&self.game).outcome()
    }

    /// The next hint for `seat`, as a sentence; counted: the seat's game is then assisted
    /// and stays out of the Hall of Fame. Refused (`NotAllowedNow`) where the game gives none.
    pub fn hint(&self, seat: SeatId, now_ms: u64) -> Result<String, TuffestError> {
        let lang = self.lang();
        lock(&self.game)
            .hint(seat, now_ms)
            .map(|h| crate::error::sentence(h.sentence_in(lang)))
            .map_err(|e| any_error(&e, lang))
    }

    /// Takes back `seat`'s last move where the game allows it (against the computer).
    pub fn undo(&self, seat: SeatId, now_ms: u64) -> Result<Vec<Cue>, TuffestError> {
        let lang = self.lang();
        lock(&self.game)
            .undo(seat, now_ms)
            .map(cues)
            .map_err(|e| any_error(&e, lang))
    }

    /// The game as text for a save file (the game in play is untouched).
    pub fn save(&self, now_ms: u64) -> String {
        lock(&self.game).save(now_ms)
    }

    /// The game as a history record, written by the core: finished when over, abandoned
    /// (`finished == false`) otherwise. `started_at_ms` is wall-clock Unix time.
    pub fn history_record(&self, started_at_ms: i64) -> FinishedMatch {
        lock(&self.game).record(started_at_ms)
    }

    /// Every record to keep once the game is over: `historyRecord`'s and, for a tournament,
    /// each of its games and its final as games of their own.
    pub fn history_records(&self, started_at_ms: i64) -> Vec<FinishedMatch> {
        lock(&self.game).records(started_at_ms)
    }

    /// The setup of a TUF match (its game, seats, rounds, mode and timers).
    pub fn tuf_config(&self) -> Result<MatchConfig, TuffestError> {
        match &*lock(&self.game) {
            AnyGame::Tuf(m) => Ok(m.config().clone()),
            _ => Err(self.wrong_game(GameId::Tuf)),
        }
    }

    /// The tournament's results as a table to share as text, in the session's language.
    pub fn tournament_results_text(&self) -> Result<String, TuffestError> {
        match &*lock(&self.game) {
            AnyGame::Tournament(t) => Ok(tournament::results_text(t, self.lang())),
            _ => Err(self.wrong_game(GameId::Tournament)),
        }
    }

    /// The tournament's results as CSV (one row per game, then the final).
    pub fn tournament_results_csv(&self) -> Result<String, TuffestError> {
        match &*lock(&self.game) {
            AnyGame::Tournament(t) => Ok(tournament::results_csv(t)),
            _ => Err(self.wrong_game(GameId::Tournament)),
        }
    }
}

/// A tournament's set-up refused, worded in `lang`.
fn setup_error(e: &SetupError, lang: Lang) -> TuffestError {
    let kind = match e {
        SetupError::BadCode | SetupError::FinalCode => TuffestError::InvalidCode,
        _ => TuffestError::InvalidSetup,
    };
    said(kind, e.text_in(lang))
}

/// The organiser's form of a tournament `setup` in `language`, or its refusal worded
/// ([`setup_error`]).
fn plan_of(
    setup: Result<TournamentSetup, SetupError>,
    language: Lang,
) -> Result<TournamentPlan, TuffestError> {
    setup
        .map(|s| s.plan(language))
        .map_err(|e| setup_error(&e, language))
}

/// An organiser's form from the competitors alone (2 to 8, people and computer players with
/// names of their own): every round of a round robin (Swiss: ⌈log₂ N⌉ + 1 rounds) with a
/// seeded set-up of `games` (Dots and Boxes on 5 × 5 dots, the chip game on 6 × 6, or both in
/// turn), the top four (or everyone) in the final, a seeded five-number final, byes scoring 0.
/// Every field can then be changed and the form checked with `tournamentPlanChecked`.
#[uniffi::export]
pub fn tournament_plan(
    competitors: Vec<Seat>,
    games: MainGames,
    system: PairingSystem,
    seed: u64,
    language: Lang,
) -> Result<TournamentPlan, TuffestError> {
    plan_of(
        TournamentSetup::generated(competitors, games, system, seed),
        language,
    )
}

/// The organiser's form of a whole tournament's share code (`InvalidCode` when it cannot be
/// read, `InvalidSetup` when what it holds is refused).
#[uniffi::export]
pub fn tournament_plan_from_code(
    code: String,
    language: Lang,
) -> Result<TournamentPlan, TuffestError> {
    plan_of(TournamentSetup::from_code(code.trim()), language)
}

/// The form checked as a whole (every round's code, the final's code, competitors, rounds for
/// the pairing system, qualifiers, the bye's score) and filled in again: each round described
/// in `language`, the whole set-up's share code. The first fault is refused, worded.
#[uniffi::export]
pub fn tournament_plan_checked(
    plan: TournamentPlan,
    language: Lang,
) -> Result<TournamentPlan, TuffestError> {
    plan_of(TournamentSetup::from_plan(&plan), language)
}

/// One round's set-up from the seeded generators: Dots and Boxes on `size` dots a side (5 to 7)
/// or the chip game on `size` squares a side (4 to 6); the same seed gives the same round.
#[uniffi::export]
pub fn tournament_round(
    game: GameId,
    size: u32,
    seed: u64,
    language: Lang,
) -> Result<PlannedRound, TuffestError> {
    tournament::planned_round(game, size, seed, language).map_err(|e| setup_error(&e, language))
}

/// One round's set-up read from a share code of `game` (Dots and Boxes or the chip game), checked
/// for the tournament.
#[uniffi::export]
pub fn tournament_round_from_code(
    game: GameId,
    code: String,
    language: Lang,
) -> Result<PlannedRound, TuffestError> {
    tournament::planned_round_from_code(game, &code, language)
        .map_err(|e| setup_error(&e, language))
}

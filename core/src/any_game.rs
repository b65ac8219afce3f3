//! Every game behind one type: what the shells' one session object and the terminal drive.
//!
//! [`AnyGame`] holds one game of the kit ([`crate::kit::Game`]) and forwards to it; a command,
//! setup or save of another game is refused with [`AnyError::WrongGame`]. Events come as the
//! kit's cues (one place in each shell turns them into haptics and sound) or as the game's own
//! detail ([`AnyDetail`]). A new game adds one variant to each enum here and one arm to the
//! forwarding macro.

use crate::history::FinishedMatch;
use crate::horseshoes::round::{HorseshoesRound, RoundError, RoundEvent};
use crate::horseshoes::view::RoundView;
use crate::horseshoes::{HorseshoesCommand, Puzzle};
use crate::kit::save::{self, SaveError};
use crate::kit::{Event, Game, GameId, Outcome, PlayMode, Seat, SeatId, Worded};
use crate::lang::Lang;
use crate::tuf::play::view::TableView;
use crate::tuf::play::{Command, ConfigError, Event as TufEvent, Match, MatchConfig, PlayError};
use crate::tuf::solver::Hint;

/// A game in play, whichever it is.
#[derive(Debug, Clone, PartialEq)]
pub enum AnyGame {
    /// A TUF match.
    Tuf(Box<Match>),
    /// A Math Horseshoes round.
    Horseshoes(Box<HorseshoesRound>),
}

/// A setup of any game.
#[derive(Debug, Clone, PartialEq)]
pub enum AnySetup {
    /// A TUF match's setup.
    Tuf(Box<MatchConfig>),
    /// A Math Horseshoes puzzle.
    Horseshoes(Puzzle),
}

/// A command of any game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnyCommand {
    /// A TUF command.
    Tuf(Command),
    /// A Math Horseshoes command.
    Horseshoes(HorseshoesCommand),
}

/// A game's own event (the shared ones come as [`crate::kit::Cue`]s).
#[derive(Debug, Clone, PartialEq)]
pub enum AnyDetail {
    /// A TUF event: a round started, a declaration, a declarer bested, a TUF ERROR judged.
    Tuf(TufEvent),
    /// A Math Horseshoes event: a player's turn is over.
    Horseshoes(RoundEvent),
}

/// What a shell draws, whichever the game.
#[derive(Debug, Clone, PartialEq)]
pub enum AnyView {
    /// The TUF table.
    Tuf(Box<TableView>),
    /// The Math Horseshoes round.
    Horseshoes(Box<RoundView>),
}

/// A hint of any game.
#[derive(Debug, Clone, PartialEq)]
pub enum AnyHint {
    /// A TUF hint step.
    Tuf(Hint),
}

impl AnyHint {
    /// The hint as a sentence in `lang`.
    pub fn sentence_in(&self, lang: Lang) -> String {
        match self {
            AnyHint::Tuf(h) => h.sentence_in(lang),
        }
    }
}

/// Why a command, setup or save was refused, with its game's typed cause.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnyError {
    /// A command, setup or save of another game than the one in play.
    WrongGame {
        /// The game in play (or asked for).
        expected: GameId,
    },
    /// A save that is not one of any game.
    NotASave,
    /// TUF refused a command.
    Tuf(PlayError),
    /// TUF refused a setup or a saved match.
    TufSetup(ConfigError),
    /// Math Horseshoes refused a command, a setup or a save.
    Horseshoes(RoundError),
    /// The save envelope refused the text (damaged, newer, another format).
    Save(SaveError<String>),
}

impl Worded for AnyError {
    fn text_in(&self, lang: Lang) -> String {
        match self {
            AnyError::WrongGame { expected } => match lang {
                Lang::En => format!("that belongs to another game than {}", expected.as_str()),
                Lang::Fr => format!("cela appartient à un autre jeu que {}", expected.as_str()),
            },
            AnyError::NotASave => lang
                .pick(
                    "this is not a saved game",
                    "ce n'est pas une partie enregistrée",
                )
                .to_string(),
            AnyError::Tuf(e) => e.text_in(lang),
            AnyError::TufSetup(e) => e.text_in(lang),
            AnyError::Horseshoes(e) => e.text_in(lang),
            AnyError::Save(e) => e.text_in(lang),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            AnyError::WrongGame { .. } => "wrong_game",
            AnyError::NotASave => "not_a_save",
            AnyError::Tuf(e) => e.kind(),
            AnyError::TufSetup(e) => e.kind(),
            AnyError::Horseshoes(e) => e.kind(),
            AnyError::Save(e) => e.kind(),
        }
    }
}

impl std::fmt::Display for AnyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text_in(Lang::En))
    }
}

impl std::error::Error for AnyError {}

/// A worded cause carried as its sentences (a game's snapshot refusal inside the envelope's
/// error keeps its English and French words).
impl Worded for String {
    fn text_in(&self, _lang: Lang) -> String {
        self.clone()
    }

    fn kind(&self) -> &'static str {
        "save_invalid"
    }
}

fn lift<D>(events: Vec<Event<D>>, f: fn(D) -> AnyDetail) -> Vec<Event<AnyDetail>> {
    events.into_iter().map(|e| e.map(f)).collect()
}

fn envelope<E: Worded>(e: SaveError<E>, lang: Lang) -> SaveError<String> {
    match e {
        SaveError::Damaged(s) => SaveError::Damaged(s),
        SaveError::WrongFormat(s) => SaveError::WrongFormat(s),
        SaveError::WrongGame { found, expected } => SaveError::WrongGame { found, expected },
        SaveError::FutureVersion { found, supported } => {
            SaveError::FutureVersion { found, supported }
        }
        SaveError::Invalid(inner) => SaveError::Invalid(inner.text_in(lang)),
    }
}

/// Forwards a call to the game in play: `forward!(self, g => expr)`.
macro_rules! forward {
    ($self:expr, $g:ident => $e:expr) => {
        match $self {
            AnyGame::Tuf($g) => $e,
            AnyGame::Horseshoes($g) => $e,
        }
    };
}

impl AnyGame {
    /// Starts a game from its setup with these seats at `now_ms`.
    pub fn start(setup: AnySetup, seats: Vec<Seat>, now_ms: u64) -> Result<AnyGame, AnyError> {
        match setup {
            AnySetup::Tuf(config) => <Match as Game>::start(*config, seats, now_ms)
                .map(|m| AnyGame::Tuf(Box::new(m)))
                .map_err(AnyError::TufSetup),
            AnySetup::Horseshoes(puzzle) => <HorseshoesRound as Game>::start(puzzle, seats, now_ms)
                .map(|r| AnyGame::Horseshoes(Box::new(r)))
                .map_err(AnyError::Horseshoes),
        }
    }

    /// Which game this is.
    pub fn id(&self) -> GameId {
        match self {
            AnyGame::Tuf(_) => GameId::Tuf,
            AnyGame::Horseshoes(_) => GameId::Horseshoes,
        }
    }

    /// The seats, in order.
    pub fn seats(&self) -> &[Seat] {
        forward!(self, g => g.seats())
    }

    /// How the people share the device.
    pub fn mode(&self) -> PlayMode {
        forward!(self, g => g.mode())
    }

    /// Applies a command of the game in play for `seat`: its events, or a refusal that leaves
    /// the game exactly as it was.
    pub fn apply(
        &mut self,
        seat: SeatId,
        command: AnyCommand,
        now_ms: u64,
    ) -> Result<Vec<Event<AnyDetail>>, AnyError> {
        match (self, command) {
            (AnyGame::Tuf(g), AnyCommand::Tuf(c)) => Game::apply(g.as_mut(), seat, c, now_ms)
                .map(|e| lift(e, AnyDetail::Tuf))
                .map_err(AnyError::Tuf),
            (AnyGame::Horseshoes(g), AnyCommand::Horseshoes(c)) => {
                Game::apply(g.as_mut(), seat, c, now_ms)
                    .map(|e| lift(e, AnyDetail::Horseshoes))
                    .map_err(AnyError::Horseshoes)
            }
            (game, _) => Err(AnyError::WrongGame {
                expected: game.id(),
            }),
        }
    }

    /// Advances time to `now_ms`.
    pub fn tick(&mut self, now_ms: u64) -> Vec<Event<AnyDetail>> {
        match self {
            AnyGame::Tuf(g) => lift(Game::tick(g.as_mut(), now_ms), AnyDetail::Tuf),
            AnyGame::Horseshoes(g) => lift(Game::tick(g.as_mut(), now_ms), AnyDetail::Horseshoes),
        }
    }

    /// Pauses: clocks and computer players stand still.
    pub fn pause(&mut self, now_ms: u64) -> Vec<Event<AnyDetail>> {
        match self {
            AnyGame::Tuf(g) => lift(Game::pause(g.as_mut(), now_ms), AnyDetail::Tuf),
            AnyGame::Horseshoes(g) => lift(Game::pause(g.as_mut(), now_ms), AnyDetail::Horseshoes),
        }
    }

    /// Resumes after a pause or a restore.
    pub fn resume(&mut self, now_ms: u64) -> Vec<Event<AnyDetail>> {
        match self {
            AnyGame::Tuf(g) => lift(Game::resume(g.as_mut(), now_ms), AnyDetail::Tuf),
            AnyGame::Horseshoes(g) => lift(Game::resume(g.as_mut(), now_ms), AnyDetail::Horseshoes),
        }
    }

    /// What to draw at `now_ms`, in `lang`.
    pub fn view(&self, now_ms: u64, lang: Lang) -> AnyView {
        match self {
            AnyGame::Tuf(g) => AnyView::Tuf(Box::new(Game::view(g.as_ref(), now_ms, lang))),
            AnyGame::Horseshoes(g) => {
                AnyView::Horseshoes(Box::new(Game::view(g.as_ref(), now_ms, lang)))
            }
        }
    }

    /// The outcome once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        forward!(self, g => Game::outcome(g.as_ref()))
    }

    /// The next hint for `seat` (counted: the seat's game is then assisted).
    pub fn hint(&mut self, seat: SeatId, now_ms: u64) -> Result<AnyHint, AnyError> {
        match self {
            AnyGame::Tuf(g) => Game::hint(g.as_mut(), seat, now_ms)
                .map(AnyHint::Tuf)
                .map_err(AnyError::Tuf),
            AnyGame::Horseshoes(g) => Game::hint(g.as_mut(), seat, now_ms)
                .map(|never| match never {})
                .map_err(AnyError::Horseshoes),
        }
    }

    /// Takes back `seat`'s last move where the game allows it.
    pub fn undo(&mut self, seat: SeatId, now_ms: u64) -> Result<Vec<Event<AnyDetail>>, AnyError> {
        match self {
            AnyGame::Tuf(g) => Game::undo(g.as_mut(), seat, now_ms)
                .map(|e| lift(e, AnyDetail::Tuf))
                .map_err(AnyError::Tuf),
            AnyGame::Horseshoes(g) => Game::undo(g.as_mut(), seat, now_ms)
                .map(|e| lift(e, AnyDetail::Horseshoes))
                .map_err(AnyError::Horseshoes),
        }
    }

    /// The game as a score-history record.
    pub fn record(&self, started_at_ms: i64) -> FinishedMatch {
        forward!(self, g => Game::record(g.as_ref(), started_at_ms))
    }

    /// The game saved at `now_ms` in the kit's envelope (a paused copy; the game in play is
    /// untouched).
    pub fn save(&self, now_ms: u64) -> String {
        forward!(self, g => save::write(g.as_ref(), now_ms))
    }

    /// Reads a save of any game (the envelope, or a save from before it); refusals are worded
    /// in `lang`. The game comes back paused.
    pub fn load(text: &str, lang: Lang) -> Result<AnyGame, AnyError> {
        let value: serde_json::Value = serde_json::from_str(text)
            .map_err(|e| AnyError::Save(SaveError::Damaged(e.to_string())))?;
        let game = save::game_of(text)
            .or_else(|| <HorseshoesRound as Game>::legacy(&value).map(|_| GameId::Horseshoes))
            .ok_or(AnyError::NotASave)?;
        match game {
            GameId::Tuf => save::read::<Match>(text)
                .map(|m| AnyGame::Tuf(Box::new(m)))
                .map_err(|e| AnyError::Save(envelope(e, lang))),
            GameId::Horseshoes => save::read::<HorseshoesRound>(text)
                .map(|r| AnyGame::Horseshoes(Box::new(r)))
                .map_err(|e| AnyError::Save(envelope(e, lang))),
            other => Err(AnyError::WrongGame { expected: other }),
        }
    }
}

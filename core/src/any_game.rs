//! Every game behind one type: what the shells' one session object and the terminal drive.
//!
//! [`AnyGame`] holds one game of the kit ([`crate::kit::Game`]) and forwards to it; a command
//! of another game is refused with [`AnyError::WrongGame`]. Events come as the kit's cues (one
//! place in each shell turns them into haptics and sound) or as the game's own detail
//! ([`AnyDetail`]). Every enum here is generated from one list at the bottom of this file: a
//! new game is one line there (its variant and its type), and its hint and refusal types
//! implement [`Worded`].

use crate::history::FinishedMatch;
use crate::kit::save::{self, SaveError};
use crate::kit::{Event, Game, GameId, Outcome, PlayMode, Seat, SeatId, SeatLimits, Worded};
use crate::lang::Lang;

/// Why a command, setup or save was refused, with its game's typed cause.
#[derive(Debug, Clone, PartialEq)]
pub enum AnyError {
    /// A command, setup or save of another game than the one in play.
    WrongGame {
        /// The game in play (or the one the save belongs to).
        expected: GameId,
    },
    /// A save that is not one of any game.
    NotASave,
    /// The game refused a command, a hint or an undo.
    Refused(AnyRefusal),
    /// The game refused a setup.
    Setup(AnySetupError),
    /// The save envelope refused the text (damaged, newer, another format, or a snapshot that
    /// does not validate, worded in the language asked for).
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
            AnyError::Refused(e) => e.text_in(lang),
            AnyError::Setup(e) => e.text_in(lang),
            AnyError::Save(e) => e.text_in(lang),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            AnyError::WrongGame { .. } => "wrong_game",
            AnyError::NotASave => "not_a_save",
            AnyError::Refused(e) => e.kind(),
            AnyError::Setup(e) => e.kind(),
            AnyError::Save(e) => e.kind(),
        }
    }
}

crate::kit::worded_display!(AnyError);

impl std::error::Error for AnyError {}

/// A snapshot's refusal carried as its sentence, already worded in the language asked for.
impl Worded for String {
    fn text_in(&self, _lang: Lang) -> String {
        self.clone()
    }

    fn kind(&self) -> &'static str {
        "save_invalid"
    }
}

/// A game with no hints never gives one: its hint type has no values.
impl Worded for std::convert::Infallible {
    fn text_in(&self, _lang: Lang) -> String {
        match *self {}
    }

    fn kind(&self) -> &'static str {
        match *self {}
    }
}

fn worded_save<E: Worded>(e: SaveError<E>, lang: Lang) -> SaveError<String> {
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

fn lift<D>(events: Vec<Event<D>>, f: impl Fn(D) -> AnyDetail) -> Vec<Event<AnyDetail>> {
    events.into_iter().map(|e| e.map(&f)).collect()
}

/// Generates [`AnyGame`] and its companions from the list of games.
macro_rules! any_games {
    ($($(#[$doc:meta])* $variant:ident => $ty:ty;)+) => {
        /// A game in play, whichever it is.
        #[derive(Debug, Clone, PartialEq)]
        pub enum AnyGame { $($(#[$doc])* $variant(Box<$ty>),)+ }

        /// A setup of any game.
        #[derive(Debug, Clone, PartialEq)]
        pub enum AnySetup { $($(#[$doc])* $variant(<$ty as Game>::Setup),)+ }

        /// A command of any game.
        #[derive(Debug, Clone, PartialEq)]
        pub enum AnyCommand { $($(#[$doc])* $variant(<$ty as Game>::Command),)+ }

        /// A game's own event (the shared ones come as [`crate::kit::Cue`]s).
        #[derive(Debug, Clone, PartialEq)]
        pub enum AnyDetail { $($(#[$doc])* $variant(<$ty as Game>::Detail),)+ }

        /// What a shell draws, whichever the game.
        #[derive(Debug, Clone, PartialEq)]
        pub enum AnyView { $($(#[$doc])* $variant(Box<<$ty as Game>::View>),)+ }

        /// A hint of any game.
        #[derive(Debug, Clone, PartialEq)]
        pub enum AnyHint { $($(#[$doc])* $variant(<$ty as Game>::Hint),)+ }

        /// A refused command, hint or undo of any game.
        #[derive(Debug, Clone, PartialEq)]
        pub enum AnyRefusal { $($(#[$doc])* $variant(<$ty as Game>::Refusal),)+ }

        /// A refused setup of any game.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum AnySetupError { $($(#[$doc])* $variant(<$ty as Game>::SetupError),)+ }

        impl AnyHint {
            /// The hint as a sentence in `lang`.
            pub fn sentence_in(&self, lang: Lang) -> String {
                match self { $(AnyHint::$variant(h) => h.text_in(lang),)+ }
            }
        }

        impl Worded for AnyRefusal {
            fn text_in(&self, lang: Lang) -> String {
                match self { $(AnyRefusal::$variant(e) => e.text_in(lang),)+ }
            }

            fn kind(&self) -> &'static str {
                match self { $(AnyRefusal::$variant(e) => e.kind(),)+ }
            }
        }

        impl Worded for AnySetupError {
            fn text_in(&self, lang: Lang) -> String {
                match self { $(AnySetupError::$variant(e) => e.text_in(lang),)+ }
            }

            fn kind(&self) -> &'static str {
                match self { $(AnySetupError::$variant(e) => e.kind(),)+ }
            }
        }

        impl AnyGame {
            /// Starts a game from its setup with these seats at `now_ms`.
            pub fn start(setup: AnySetup, seats: Vec<Seat>, now_ms: u64) -> Result<AnyGame, AnyError> {
                match setup {
                    $(AnySetup::$variant(s) => <$ty as Game>::start(s, seats, now_ms)
                        .map(|g| AnyGame::$variant(Box::new(g)))
                        .map_err(|e| AnyError::Setup(AnySetupError::$variant(e))),)+
                }
            }

            /// How many seats `game` takes and who may sit in them (its set-up form's limits).
            pub fn seat_limits(game: GameId) -> SeatLimits {
                match game { $(GameId::$variant => <$ty as Game>::SEATS,)+ }
            }

            /// Which game this is.
            pub fn id(&self) -> GameId {
                match self { $(AnyGame::$variant(_) => <$ty as Game>::ID,)+ }
            }

            /// The seats, in order.
            pub fn seats(&self) -> &[Seat] {
                match self { $(AnyGame::$variant(g) => Game::seats(g.as_ref()),)+ }
            }

            /// How the people share the device.
            pub fn mode(&self) -> PlayMode {
                match self { $(AnyGame::$variant(g) => Game::mode(g.as_ref()),)+ }
            }

            /// Applies a command of the game in play for `seat`: its events, or a refusal that
            /// leaves the game exactly as it was.
            pub fn apply(
                &mut self,
                seat: SeatId,
                command: AnyCommand,
                now_ms: u64,
            ) -> Result<Vec<Event<AnyDetail>>, AnyError> {
                let expected = self.id();
                match (self, command) {
                    $((AnyGame::$variant(g), AnyCommand::$variant(c)) => {
                        Game::apply(g.as_mut(), seat, c, now_ms)
                            .map(|e| lift(e, AnyDetail::$variant))
                            .map_err(|e| AnyError::Refused(AnyRefusal::$variant(e)))
                    })+
                    #[allow(unreachable_patterns)]
                    _ => Err(AnyError::WrongGame { expected }),
                }
            }

            /// Advances time to `now_ms`.
            pub fn tick(&mut self, now_ms: u64) -> Vec<Event<AnyDetail>> {
                match self { $(AnyGame::$variant(g) => lift(Game::tick(g.as_mut(), now_ms), AnyDetail::$variant),)+ }
            }

            /// Pauses: clocks and computer players stand still.
            pub fn pause(&mut self, now_ms: u64) -> Vec<Event<AnyDetail>> {
                match self { $(AnyGame::$variant(g) => lift(Game::pause(g.as_mut(), now_ms), AnyDetail::$variant),)+ }
            }

            /// Resumes after a pause or a restore.
            pub fn resume(&mut self, now_ms: u64) -> Vec<Event<AnyDetail>> {
                match self { $(AnyGame::$variant(g) => lift(Game::resume(g.as_mut(), now_ms), AnyDetail::$variant),)+ }
            }

            /// What to draw at `now_ms`, in `lang`.
            pub fn view(&self, now_ms: u64, lang: Lang) -> AnyView {
                match self { $(AnyGame::$variant(g) => AnyView::$variant(Box::new(Game::view(g.as_ref(), now_ms, lang))),)+ }
            }

            /// The outcome once the game is over.
            pub fn outcome(&self) -> Option<Outcome> {
                match self { $(AnyGame::$variant(g) => Game::outcome(g.as_ref()),)+ }
            }

            /// The next hint for `seat` (counted: the seat's game is then assisted).
            pub fn hint(&mut self, seat: SeatId, now_ms: u64) -> Result<AnyHint, AnyError> {
                match self {
                    $(AnyGame::$variant(g) => Game::hint(g.as_mut(), seat, now_ms)
                        .map(AnyHint::$variant)
                        .map_err(|e| AnyError::Refused(AnyRefusal::$variant(e))),)+
                }
            }

            /// Takes back `seat`'s last move where the game allows it.
            pub fn undo(&mut self, seat: SeatId, now_ms: u64) -> Result<Vec<Event<AnyDetail>>, AnyError> {
                match self {
                    $(AnyGame::$variant(g) => Game::undo(g.as_mut(), seat, now_ms)
                        .map(|e| lift(e, AnyDetail::$variant))
                        .map_err(|e| AnyError::Refused(AnyRefusal::$variant(e))),)+
                }
            }

            /// The game as a score-history record.
            pub fn record(&self, started_at_ms: i64) -> FinishedMatch {
                match self { $(AnyGame::$variant(g) => Game::record(g.as_ref(), started_at_ms),)+ }
            }

            /// The game saved at `now_ms` in the kit's envelope (a paused copy; the game in
            /// play is untouched).
            pub fn save(&self, now_ms: u64) -> String {
                match self { $(AnyGame::$variant(g) => save::write(g.as_ref(), now_ms),)+ }
            }

            /// Reads a save of any game (the envelope, or a save from before it); refusals
            /// are worded in `lang`. The game comes back paused.
            pub fn load(text: &str, lang: Lang) -> Result<AnyGame, AnyError> {
                let value: serde_json::Value = serde_json::from_str(text)
                    .map_err(|e| AnyError::Save(SaveError::Damaged(e.to_string())))?;
                let game = save::game_of(text)
                    $(.or_else(|| <$ty as Game>::legacy(&value).map(|_| <$ty as Game>::ID)))+
                    .ok_or(AnyError::NotASave)?;
                $(if game == <$ty as Game>::ID {
                    return save::read::<$ty>(text)
                        .map(|g| AnyGame::$variant(Box::new(g)))
                        .map_err(|e| AnyError::Save(worded_save(e, lang)));
                })+
                Err(AnyError::WrongGame { expected: game })
            }
        }
    };
}

any_games! {
    /// TUF, the cube game.
    Tuf => crate::tuf::play::Match;
    /// Math Horseshoes.
    Horseshoes => crate::horseshoes::round::HorseshoesRound;
    /// Dots and Boxes.
    Boxes => crate::boxes::BoxesGame;
    /// The chip game.
    Chips => crate::chips::ChipsGame;
    /// Mathable.
    Mathable => crate::mathable::Mathable;
    /// Pytagora and its children's games.
    Pytagora => crate::crossword::pytagora::Pytagora;
    /// Pytagora's children's game Up and down.
    UpAndDown => crate::crossword::kids::UpAndDown;
    /// Pytagora's children's game Multiplication tables.
    Tables => crate::crossword::kids::Tables;
    /// The French equation-crossword tile game.
    Crossword => crate::crossword::french::FrenchGame;
    /// The game tournament: its games and the Math Horseshoes final.
    Tournament => crate::tournament::Tournament;
}

impl AnyGame {
    /// Every history record the game leaves: its own ([`AnyGame::record`]) and, for a
    /// tournament, each of its games and its final as games of their own.
    pub fn records(&self, started_at_ms: i64) -> Vec<FinishedMatch> {
        let mut records = vec![self.record(started_at_ms)];
        if let AnyGame::Tournament(t) = self {
            records.extend(crate::tournament::game_records(t, started_at_ms));
        }
        records
    }
}

/// How many seats `game` takes and who may sit in them: the set-up forms' limits, the same in
/// both apps and the ones the game's start holds.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "game_seat_limits"))]
pub fn seat_limits(game: GameId) -> SeatLimits {
    AnyGame::seat_limits(game)
}

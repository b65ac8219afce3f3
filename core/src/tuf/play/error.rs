//! Why a command was refused. Every message reads well in a sentence shown to a child, in
//! English and in French ([`PlayError::text_in`]); a refused command changes nothing.

use crate::lang::Lang;
use crate::tuf::board::EditError;
use crate::tuf::notation::NotationError;
use crate::tuf::roll::RollError;
use crate::tuf::verdict::Fault;

/// A moment when a command does not apply (see [`PlayError::NotNow`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WrongMoment {
    /// The next round is started from the match, not from a round.
    NextRoundFromMatch,
    /// An edit command was expected, and this command does not change the layout.
    NotAnEdit,
    /// The hand-over screen is not showing.
    NoHandOver,
    /// TUF has no undo: a layout is changed by moving and removing cubes.
    NoUndo,
}

impl WrongMoment {
    /// The message in `lang`.
    pub fn text_in(self, lang: Lang) -> &'static str {
        match self {
            WrongMoment::NextRoundFromMatch => lang.pick(
                "the next round starts from the match",
                "la manche suivante se lance depuis la partie",
            ),
            WrongMoment::NotAnEdit => lang.pick(
                "that is not a change to the layout",
                "ce n'est pas une modification de l'équation",
            ),
            WrongMoment::NoHandOver => lang.pick(
                "there is no hand-over screen now",
                "il n'y a pas d'écran de passage en ce moment",
            ),
            WrongMoment::NoUndo => lang.pick(
                "there is no undo in TUF: move or remove cubes to change your equation",
                "il n'y a pas d'annulation au TUF\u{a0}: déplacez ou retirez des cubes pour changer votre équation",
            ),
        }
    }
}

/// A refused command.
#[derive(Debug, Clone, PartialEq)]
pub enum PlayError {
    /// No player sits there.
    NoSuchSeat(u32),
    /// The seat is a computer player; people cannot move for it.
    ComputerSeat(u32),
    /// The round is over.
    RoundOver,
    /// The match is over.
    MatchOver,
    /// The round is still being played.
    RoundNotOver,
    /// The match is paused.
    Paused,
    /// The declarer cannot touch their equation while they are the declarer.
    FrozenDeclarer,
    /// The player already called or finished this round.
    AlreadyFinished,
    /// It is someone else's turn (pass-and-play).
    NotYourTurn,
    /// Pass-and-play: the hand-over screen is showing; the next player must take the device.
    HandOverFirst,
    /// The layout is empty.
    EmptyLayout,
    /// The declared equation is not a true equation (checked declarations).
    NotAnEquation {
        /// Why (the verdict's fault, worded in the language asked for; none when the verdict
        /// names no fault).
        fault: Option<Box<Fault>>,
    },
    /// A declaration must beat the one standing.
    NotLonger {
        /// The layout's value.
        value: i32,
        /// The value standing.
        needed_more_than: i32,
    },
    /// The declarer cannot declare again over themselves.
    AlreadyDeclarer,
    /// Constant-cube race: the equation must use the preset symbol.
    MissingSymbol {
        /// The symbol.
        symbol: String,
    },
    /// TUF ERROR exists only in cutthroat TUF (game 1B).
    NotCutthroat,
    /// Nobody has declared.
    NothingToChallenge,
    /// A player cannot challenge their own declaration.
    OwnDeclaration,
    /// Each player challenges a declaration at most once.
    AlreadyChallenged,
    /// A player caught in a TUF ERROR cannot declare again this round.
    CaughtInError,
    /// That command does not belong to this game or this moment.
    NotNow(WrongMoment),
    /// An edit was refused.
    Edit(EditError),
    /// Text could not be read as a layout.
    Notation(NotationError),
}

impl From<EditError> for PlayError {
    fn from(e: EditError) -> Self {
        PlayError::Edit(e)
    }
}

crate::kit::worded_display!(PlayError);

impl std::error::Error for PlayError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        // `Edit` is transparent: its message is the edit's own, so the source is the edit's.
        match self {
            PlayError::Edit(e) => e.source(),
            PlayError::Notation(e) => Some(e),
            _ => None,
        }
    }
}

impl PlayError {
    /// The message in `lang` (the `Display` text is the English one).
    pub fn text_in(&self, lang: Lang) -> String {
        use PlayError::*;
        let l = |en: &str, fr: &str| lang.pick(en, fr).to_string();
        match self {
            NoSuchSeat(n) => match lang {
                Lang::En => format!("there is no player {n}"),
                Lang::Fr => format!("il n'y a pas de joueur {n}"),
            },
            ComputerSeat(n) => match lang {
                Lang::En => format!("player {n} is a computer player"),
                Lang::Fr => format!("le joueur {n} est joué par l'ordinateur"),
            },
            RoundOver => l("the round is over", "la manche est finie"),
            MatchOver => l("the match is over", "la partie est finie"),
            RoundNotOver => l("the round is still going", "la manche n'est pas encore finie"),
            Paused => l(
                "the game is paused: resume it first",
                "la partie est en pause\u{a0}: reprends-la d'abord",
            ),
            FrozenDeclarer => l(
                "hands off: you declared, so your equation is frozen until someone beats it",
                "on n'y touche plus\u{a0}: vous avez annoncé, alors votre équation reste figée jusqu'à ce que quelqu'un fasse mieux",
            ),
            AlreadyFinished => l(
                "you have already finished this round",
                "vous avez déjà fini cette manche",
            ),
            NotYourTurn => l("it is not your turn", "ce n'est pas votre tour"),
            HandOverFirst => l(
                "hand the device over first",
                "passe d'abord l'appareil au joueur suivant",
            ),
            EmptyLayout => l("place some cubes first", "posez d'abord des cubes"),
            NotAnEquation { fault } => {
                let reason = match fault {
                    Some(f) => f.text_in(lang),
                    None => l("it is not correct", "elle n'est pas juste"),
                };
                match lang {
                    Lang::En => format!("that is not a true equation yet: {reason}"),
                    Lang::Fr => format!("ce n'est pas encore une équation juste\u{a0}: {reason}"),
                }
            }
            NotLonger {
                value,
                needed_more_than,
            } => match lang {
                Lang::En => format!(
                    "that is worth {value}, and you need more than {needed_more_than} to declare"
                ),
                Lang::Fr => format!(
                    "ça vaut {value}, et il vous faut plus de {needed_more_than} pour annoncer"
                ),
            },
            AlreadyDeclarer => l(
                "you are already the declarer",
                "c'est déjà vous le déclarant",
            ),
            MissingSymbol { symbol } => match lang {
                Lang::En => format!("your equation must use the {symbol} cube"),
                Lang::Fr => format!("votre équation doit utiliser le cube {symbol}"),
            },
            NotCutthroat => l(
                "TUF ERROR can only be called in cutthroat TUF (game 1B)",
                "on ne peut crier TUF ERREUR qu'au TUF sans pitié (jeu 1B)",
            ),
            NothingToChallenge => l(
                "nobody has declared, so there is nothing to challenge",
                "personne n'a annoncé, donc il n'y a rien à contester",
            ),
            OwnDeclaration => l(
                "you cannot challenge your own equation",
                "vous ne pouvez pas contester votre propre équation",
            ),
            AlreadyChallenged => l(
                "you already challenged this declaration",
                "vous avez déjà contesté cette annonce",
            ),
            CaughtInError => l(
                "you were caught in a TUF ERROR, so you cannot declare again this round",
                "vous avez été pris en TUF ERREUR, alors vous ne pouvez plus annoncer pendant cette manche",
            ),
            NotNow(moment) => moment.text_in(lang).to_string(),
            Edit(e) => e.text_in(lang),
            Notation(e) => e.text_in(lang),
        }
    }
}

/// Why a match could not be set up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigError {
    /// Fewer than 1 or more than 4 seats.
    PlayerCount(usize),
    /// Every seat is a computer player.
    NoPerson,
    /// More than two people at a phone table.
    PhoneSeatsTwo,
    /// A computer seat in pass-and-play.
    PassAndPlayPeopleOnly,
    /// Fewer than 1 or more than 99 rounds.
    RoundCount(u32),
    /// A time limit of zero.
    ZeroTimeLimit,
    /// A race symbol that is not on the constant cube (its symbol).
    RaceSymbol(String),
    /// A fixed roll that is not one the cubes can show (no cubes, too many, or a face its cube
    /// does not have).
    Roll(RollError),
    /// A saved match whose parts do not add up (the reason, in English, for a bug report).
    Inconsistent(String),
}

crate::kit::worded_display!(ConfigError);

impl std::error::Error for ConfigError {}

impl ConfigError {
    /// The message in `lang` (the `Display` text is the English one).
    pub fn text_in(&self, lang: Lang) -> String {
        use ConfigError::*;
        let l = |en: &str, fr: &str| lang.pick(en, fr).to_string();
        match self {
            PlayerCount(n) => match lang {
                Lang::En => format!("a match has 1 to 4 players, not {n}"),
                Lang::Fr => format!("une partie se joue de 1 à 4 joueurs, pas {n}"),
            },
            NoPerson => l(
                "at least one person must play",
                "il faut au moins une vraie personne parmi les joueurs",
            ),
            PhoneSeatsTwo => l(
                "a phone seats two people face to face: use a tablet for more",
                "sur un téléphone, on joue à deux face à face\u{a0}: prends une tablette pour jouer à plus",
            ),
            PassAndPlayPeopleOnly => l(
                "pass-and-play is for people only",
                "quand on se passe l'appareil, on joue seulement entre personnes, sans ordinateur",
            ),
            RoundCount(n) => match lang {
                Lang::En => format!("a match has 1 to 99 rounds, not {n}"),
                Lang::Fr => format!("une partie a de 1 à 99 manches, pas {n}"),
            },
            ZeroTimeLimit => l(
                "a time limit must be longer than zero",
                "un temps limite doit être plus long que zéro",
            ),
            RaceSymbol(symbol) => match lang {
                Lang::En => {
                    format!("the race's symbol must be on the constant cube, not {symbol}")
                }
                Lang::Fr => format!(
                    "le symbole de la course doit être sur le cube des constantes, pas {symbol}"
                ),
            },
            Roll(e) => e.text_in(lang),
            Inconsistent(why) => match lang {
                Lang::En => format!("the saved match does not add up ({why})"),
                // The detail is English (for bug reports); the French sentence stands alone.
                Lang::Fr => {
                    let _ = why;
                    "la partie enregistrée est incohérente et ne peut pas s'ouvrir".to_string()
                }
            },
        }
    }
}

//! What the youngest's games share: the number pieces, the players' hands, who wins (the
//! fewest pieces in hand), the check that every piece of a save is somewhere, and why a game
//! cannot start or a save cannot be read.

use crate::crossword::pieces::PYTAGORA_TABLE;
use crate::crossword::Piece;
use crate::kit::{Bag, Outcome, SeatId, SeatLimits, Worded};
use crate::lang::Lang;

/// Pieces dealt to each player.
pub const HAND: usize = 10;

/// Players at one table: 1 to 6, people or computer players.
pub const SEATS: SeatLimits = SeatLimits::seats(1, 6);

/// The number pieces of Pytagora (77: the green pieces).
pub fn number_pieces() -> Vec<u8> {
    PYTAGORA_TABLE
        .iter()
        .filter_map(|(p, n)| match p {
            Piece::Digit(d) => Some(std::iter::repeat_n(*d, *n as usize)),
            _ => None,
        })
        .flatten()
        .collect()
}

/// Checks that the pieces of a save, in the `bag`, in the `hands` and `laid` on the table, are
/// exactly Pytagora's number pieces: every piece is somewhere, and only once.
pub fn check_pieces(
    bag: &Bag<u8>,
    hands: &[Vec<u8>],
    laid: impl IntoIterator<Item = u8>,
) -> Result<(), SetupError> {
    let mut pieces = bag.contents().to_vec();
    pieces.extend(hands.iter().flatten());
    pieces.extend(laid);
    pieces.sort_unstable();
    let mut expected = number_pieces();
    expected.sort_unstable();
    if pieces != expected {
        let why = "the pieces do not add up to Pytagora's numbers";
        return Err(SetupError::Damaged(why.into()));
    }
    Ok(())
}

/// The outcome once over: the fewest pieces in hand win (ties share). Each seat's score is
/// the pieces it got rid of, [`HAND`] minus the pieces in hand (negative after many draws), so
/// that a higher score is better, as the history counts.
pub fn fewest_win(hands: &[Vec<u8>], assisted: Vec<bool>) -> Outcome {
    let least = hands.iter().map(Vec::len).min().unwrap_or(0);
    Outcome {
        scores: hands.iter().map(|h| HAND as i64 - h.len() as i64).collect(),
        winners: (0u32..)
            .zip(hands)
            .filter(|(_, h)| h.len() == least)
            .map(|(i, _)| i as SeatId)
            .collect(),
        assisted,
        finished: true,
    }
}

/// Why a game could not start or a save could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// The youngest's games are for 1 to 6 players.
    Players(usize),
    /// The first player is not a seat.
    First(SeatId),
    /// A save that does not hold together (its reason).
    Damaged(String),
}

impl SetupError {
    /// Checks the number of players.
    pub fn check_players(n: usize) -> Result<(), SetupError> {
        if SEATS.counts().contains(&n) {
            Ok(())
        } else {
            Err(SetupError::Players(n))
        }
    }
}

impl Worded for SetupError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (SetupError::Players(n), Lang::En) => {
                format!("this game is for 1 to 6 players, not {n}")
            }
            (SetupError::Players(n), Lang::Fr) => format!("ce jeu se joue de 1 à 6, pas {n}"),
            (SetupError::First(s), Lang::En) => format!("player {} is not at the table", s + 1),
            (SetupError::First(s), Lang::Fr) => format!("le joueur {} n’est pas à la table", s + 1),
            (SetupError::Damaged(why), Lang::En) => format!("this saved game is damaged: {why}"),
            (SetupError::Damaged(why), Lang::Fr) => {
                format!("cette partie enregistrée est abîmée : {why}")
            }
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            SetupError::Players(_) => "players",
            SetupError::First(_) => "first",
            SetupError::Damaged(_) => "save_damaged",
        }
    }
}

crate::kit::worded_display!(SetupError);

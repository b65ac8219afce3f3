//! What a shell draws for Pytagora: the table as a kit board view, the rack (hidden in
//! pass-and-play until its owner is ready), the pool, scores, and every line read aloud as
//! mathematics in English or French.

use super::game::Pytagora;
use crate::crossword::board::{Board, Direction};
use crate::crossword::in_turn::InTurn;
use crate::crossword::line::{tokens, Token};
use crate::crossword::owners;
use crate::crossword::pieces::Piece;
use crate::crossword::racks::tiles_of;
use crate::kit::{BoardView, CellView, Game, Highlight, SeatId};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// A piece as a shell draws it: its symbol and its name read aloud.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "CrosswordPieceView"))]
pub struct PieceView {
    /// The piece.
    pub piece: Piece,
    /// Its symbol ("7", "×").
    pub text: String,
    /// Its name read aloud ("seven", "times" / "sept", "fois").
    pub spoken: String,
}

impl PieceView {
    pub(crate) fn of(piece: Piece, lang: Lang) -> PieceView {
        PieceView {
            piece,
            text: piece.symbol().to_string(),
            spoken: piece.spoken(lang).to_string(),
        }
    }
}

/// The screen of a Pytagora game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "PytagoraView"))]
pub struct View {
    /// The table.
    pub board: BoardView,
    /// The rack of the seat in turn, when it may be shown.
    pub rack: Option<Vec<Piece>>,
    /// `=` left in the pool.
    pub pool: u32,
    /// Pieces left in the bag.
    pub bag: u32,
    /// Scores, in seat order.
    pub scores: Vec<i64>,
    /// Whose turn.
    pub turn: SeatId,
    /// The target.
    pub target: i64,
    /// The seat already exchanged a stuck rack this turn.
    pub exchanged: bool,
    /// One sentence: whose turn, or who won.
    pub status: String,
    /// Every equation on the table read aloud.
    pub spoken_lines: Vec<String>,
    /// Whether the game is over.
    pub over: bool,
    /// The players' names, in seat order.
    #[serde(default)]
    pub names: Vec<String>,
    /// The rack shown, piece by piece with its words (empty when hidden).
    #[serde(default)]
    pub hand: Vec<PieceView>,
    /// The pieces a line is written with in this game, for a keypad (digits, the operations the
    /// set has, `=`).
    #[serde(default)]
    pub keypad: Vec<PieceView>,
    /// Pass-and-play: the device goes to the player in turn, whose rack shows once they say
    /// they are ready (`Command::Ready`); the sentence to show meanwhile.
    #[serde(default)]
    pub hand_over: Option<String>,
    /// A computer player is to move.
    #[serde(default)]
    pub thinking: bool,
    /// The game's title: Pytagora, or its children's game Plus and minus.
    #[serde(default)]
    pub title: String,
}

/// A line of pieces read aloud as mathematics: "12 plus 3 equals 15" / "12 plus 3 égale 15".
pub fn speak(pieces: &[Piece], lang: Lang) -> String {
    match tokens(pieces) {
        Ok(toks) => toks
            .iter()
            .map(|t| match t {
                Token::Num {
                    value,
                    digits,
                    leading_zero,
                } => {
                    if *leading_zero {
                        format!("{value:0>width$}", width = usize::from(*digits))
                    } else {
                        value.to_string()
                    }
                }
                Token::Op(op) => op.word(lang).to_string(),
                Token::Eq => Piece::Equals.spoken(lang).to_string(),
            })
            .collect::<Vec<_>>()
            .join(" "),
        Err(_) => pieces
            .iter()
            .map(|p| p.spoken(lang))
            .collect::<Vec<_>>()
            .join(" "),
    }
}

fn runs(board: &Board) -> Vec<Vec<Piece>> {
    let mut out = Vec::new();
    for dir in Direction::BOTH {
        for (c, p) in board.grid().iter() {
            if p.is_none() {
                continue;
            }
            let before = board.step(c, dir, -1).and_then(|b| board.piece(b));
            if before.is_some() {
                continue;
            }
            let (_, line) = crate::crossword::line::run_through(board, c, dir);
            if line.len() >= 2 {
                out.push(line);
            }
        }
    }
    out
}

/// The pieces a line is written with in `variant`: the ten digits, the operations of its set,
/// `=`.
fn keypad(variant: super::setup::Variant) -> Vec<Piece> {
    let ops: &[Piece] = match variant {
        super::setup::Variant::Standard => {
            &[Piece::Plus, Piece::Minus, Piece::Times, Piece::Divide]
        }
        super::setup::Variant::PlusAndMinus => &[Piece::Plus, Piece::Minus],
    };
    (0..10)
        .map(Piece::Digit)
        .chain(ops.iter().copied())
        .chain([Piece::Equals])
        .collect()
}

/// The one-sentence status of a crossword game: who won, or whose turn it is.
pub(crate) fn turn_status(
    seats: &[crate::kit::Seat],
    winners: Option<&[SeatId]>,
    turn: SeatId,
    lang: Lang,
) -> String {
    let name = |s: SeatId| {
        seats
            .get(s as usize)
            .map(|x| x.name.clone())
            .unwrap_or_default()
    };
    match winners {
        Some(w) => {
            let names: Vec<String> = w.iter().map(|s| name(*s)).collect();
            match lang {
                Lang::En => format!("{} won", lang.list(&names)),
                Lang::Fr => format!(
                    "{} {}",
                    lang.list(&names),
                    if names.len() > 1 {
                        "ont gagné"
                    } else {
                        "a gagné"
                    }
                ),
            }
        }
        None => match lang {
            Lang::En => format!("{} to play", name(turn)),
            Lang::Fr => format!("à {} de jouer", name(turn)),
        },
    }
}

/// The view of `game` at `now_ms` in `lang`.
pub fn view(game: &Pytagora, _now_ms: u64, lang: Lang) -> View {
    let t = game.table();
    let cols = t.board.cols();
    let last: Vec<crate::kit::Cell> = t
        .laid
        .last()
        .and_then(|(_, p, _)| t.board.cells(p.start, p.dir, p.pieces.len()))
        .unwrap_or_default();
    let cells = t
        .board
        .grid()
        .iter()
        .filter_map(|(c, p)| {
            let p = (*p)?;
            Some(CellView {
                cell: c,
                text: p.symbol().to_string(),
                spoken: p.spoken(lang).to_string(),
                owner: owners::owner(&t.owners, cols, c),
                mark: String::new(),
                highlight: Highlight {
                    last: last.contains(&c),
                    ..Highlight::default()
                },
            })
        })
        .collect();
    let over = t.winners.is_some();
    let at = InTurn::new(game.seats(), game.mode(), t.turn, t.revealed, over);
    let (seats, turn, shown) = (at.seats, at.turn, at.shown);
    let status = turn_status(seats, t.winners.as_deref(), turn, lang);
    View {
        board: BoardView::squares(t.board.rows(), t.board.cols(), cells),
        rack: shown.then(|| tiles_of(&t.racks, turn)),
        pool: t.pool,
        bag: u32::try_from(t.bag.len()).unwrap_or(u32::MAX),
        scores: t.scores.clone(),
        turn,
        target: game.settings().target,
        exchanged: t.exchanged,
        status,
        spoken_lines: runs(&t.board).iter().map(|l| speak(l, lang)).collect(),
        over: t.winners.is_some(),
        names: at.names(),
        hand: at.hand(&t.racks, lang),
        keypad: keypad(game.settings().variant)
            .into_iter()
            .map(|p| PieceView::of(p, lang))
            .collect(),
        hand_over: at.hand_over(
            lang,
            "Pass the device to {0}: only {0} may see the pieces now",
            "Passez l\u{2019}appareil à {0} : les pièces ne s\u{2019}affichent que pour {0}",
        ),
        thinking: at.thinking(),
        title: game.settings().variant.title(lang).to_string(),
    }
}

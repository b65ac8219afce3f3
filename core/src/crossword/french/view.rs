//! What a shell draws for the French game: the board as a kit board view (tiles, premium
//! squares marked with letters as well as colours, the last play), the rack (hidden in
//! pass-and-play until its owner is ready), the bags, scores, the turn's time, the play open to
//! a challenge, and every equation read aloud as mathematics.

use super::game::FrenchGame;
use super::reading::{check_line, speak};
use super::tiles::kinds;
use crate::crossword::board::{Board, Direction};
use crate::crossword::in_turn::InTurn;
use crate::crossword::line::run_through;
use crate::crossword::owners;
use crate::crossword::pieces::Piece;
use crate::crossword::pytagora::PieceView;
use crate::kit::{BoardView, CellView, Game, Highlight, SeatId};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The screen of a French game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "FrenchView"))]
pub struct View {
    /// The board: every tile and every premium square (its mark `2T` `3T` `2E` `3E` and its
    /// name read aloud).
    pub board: BoardView,
    /// The rack of the seat in turn, when it may be shown.
    pub hand: Vec<PieceView>,
    /// White tiles left in the bag.
    pub white_left: u32,
    /// Grey tiles left in the bag.
    pub grey_left: u32,
    /// Scores, in seat order.
    pub scores: Vec<i64>,
    /// The players' names, in seat order.
    pub names: Vec<String>,
    /// Whose turn.
    pub turn: SeatId,
    /// One sentence: whose turn, or who won.
    pub status: String,
    /// The last play in words ("Ann: 2+3=5 across from h8, 14 points").
    pub last_play: String,
    /// Every equation on the board, with its sides (what a transformation names).
    pub equations: Vec<EquationView>,
    /// Seconds left in the turn (variants 3 and 4), if it has a limit.
    pub seconds_left: Option<u32>,
    /// The challenge rule: the people who may challenge the last play now (anyone but its
    /// player), in seat order; empty when no play is open to a challenge.
    pub challengers: Vec<SeatId>,
    /// The tiles a line is written with (for a keypad).
    pub keypad: Vec<PieceView>,
    /// Pass-and-play: the sentence to show while the device goes to the player in turn.
    pub hand_over: Option<String>,
    /// A computer player is to move.
    pub thinking: bool,
    /// Whether the game is over.
    pub over: bool,
}

/// One equation on the board: where it starts, its direction, its text, its members (the
/// parts between its `=` signs, which a transformation rewrites one at a time by number, from
/// 0) and the whole read aloud as mathematics.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "FrenchEquationView"))]
pub struct EquationView {
    /// Its first tile.
    pub start: crate::kit::Cell,
    /// Down (true) or across.
    pub down: bool,
    /// Its tiles as they read ("2+3=5").
    pub text: String,
    /// Its members, left to right or top to bottom.
    pub members: Vec<String>,
    /// The whole equation read aloud.
    pub spoken: String,
}

/// Every line of two or more tiles on `board`: (first cell, direction, tiles).
pub fn equations(board: &Board) -> Vec<(crate::kit::Cell, Direction, Vec<Piece>)> {
    let mut out = Vec::new();
    for (c, p) in board.grid().iter() {
        if p.is_none() {
            continue;
        }
        for d in Direction::BOTH {
            let before = board.step(c, d, -1);
            if before.is_some_and(|b| board.piece(b).is_some()) {
                continue;
            }
            let (s, line) = run_through(board, c, d);
            if line.len() >= 2 {
                out.push((s, d, line));
            }
        }
    }
    out
}

/// A play of the game's log in words: a lay is its notation (`h7,5 5−15÷5=2`), a
/// transformation "h7,5, side 1 rewritten as 4×9", a play taken back after a challenge says so.
fn worded(what: &str, lang: Lang) -> String {
    if what == "challenged" {
        return lang
            .pick(
                "taken back after a challenge",
                "repris après une contestation",
            )
            .to_string();
    }
    if let Some((at, rest)) = what.split_once(" member ") {
        if let Some((member, tiles)) = rest.split_once(" → ") {
            return match lang {
                Lang::En => format!("{at}, side {member} rewritten as {tiles}"),
                Lang::Fr => format!("{at}, membre {member} réécrit en {tiles}"),
            };
        }
    }
    what.to_string()
}

/// The view of `game` at `now_ms` in `lang`.
pub fn view(game: &FrenchGame, now_ms: u64, lang: Lang) -> View {
    let t = game.table();
    let layout = game.settings().layout;
    let cols = t.board.cols();
    let cells = t
        .board
        .grid()
        .iter()
        .filter_map(|(c, p)| {
            let prem = layout.premium(c);
            if p.is_none() && prem.is_none() {
                return None;
            }
            let mark = prem.map(|q| q.mark().to_string()).unwrap_or_default();
            let spoken = match (p, prem) {
                (Some(p), Some(q)) => format!("{}, {}", p.spoken(lang), q.name(lang)),
                (Some(p), None) => p.spoken(lang).to_string(),
                (None, Some(q)) => q.name(lang).to_string(),
                (None, None) => String::new(),
            };
            Some(CellView {
                cell: c,
                text: p.map(|p| p.symbol().to_string()).unwrap_or_default(),
                spoken,
                owner: owners::owner(&t.owners, cols, c),
                mark,
                highlight: Highlight {
                    last: t.last.contains(&c),
                    ..Highlight::default()
                },
            })
        })
        .collect();
    let over = t.winners.is_some();
    let at = InTurn::new(game.seats(), game.mode(), t.turn, t.revealed, over);
    let (seats, turn, name) = (at.seats, at.turn, |s| at.name(s));
    let status = crate::crossword::pytagora::turn_status(seats, t.winners.as_deref(), turn, lang);
    let last_play = t
        .log
        .last()
        .map(|(s, what, pts)| {
            let what = worded(what, lang);
            match lang {
                Lang::En => format!("{}: {what}, {pts} points", name(*s)),
                Lang::Fr => format!("{}\u{a0}: {what}, {pts} points", name(*s)),
            }
        })
        .unwrap_or_default();
    let keypad: Vec<PieceView> = kinds(game.settings().home_made_tiles)
        .map(|p| PieceView::of(p, lang))
        .collect();
    View {
        board: BoardView::squares(t.board.rows(), t.board.cols(), cells),
        hand: at.hand(&t.racks, lang),
        white_left: u32::try_from(t.white.len()).unwrap_or(u32::MAX),
        grey_left: u32::try_from(t.grey.len()).unwrap_or(u32::MAX),
        scores: t.scores.clone(),
        names: at.names(),
        turn,
        status,
        last_play,
        equations: equations(&t.board)
            .into_iter()
            .map(|(start, dir, l)| {
                let wholes = check_line(&l).map(|r| r.wholes).unwrap_or_default();
                let text = |ps: &[Piece]| ps.iter().map(|p| p.symbol()).collect::<String>();
                EquationView {
                    start,
                    down: dir == Direction::Down,
                    text: text(&l),
                    members: l.split(|p| *p == Piece::Equals).map(text).collect(),
                    spoken: speak(&l, &wholes, lang),
                }
            })
            .collect(),
        seconds_left: game.seconds_left(now_ms),
        challengers: match &t.pending {
            Some(p) if t.winners.is_none() => (0..seats.len())
                .filter(|&s| s as SeatId != p.seat && !seats[s].is_computer())
                .map(|s| s as SeatId)
                .collect(),
            _ => Vec::new(),
        },
        keypad,
        hand_over: at.hand_over(
            lang,
            "Pass the device to {0}: only {0} may see the tiles now",
            "Passez l\u{2019}appareil à {0}\u{a0}: les jetons ne s\u{2019}affichent que pour {0}",
        ),
        thinking: at.thinking(),
        over: t.winners.is_some(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_play_is_worded_in_the_players_language() {
        assert_eq!(worded("h7,5 5−15÷5=2", Lang::Fr), "h7,5 5−15÷5=2");
        assert_eq!(
            worded("h7,5 member 1 → 4×9", Lang::Fr),
            "h7,5, membre 1 réécrit en 4×9"
        );
        assert_eq!(
            worded("h7,5 member 2 → 36", Lang::En),
            "h7,5, side 2 rewritten as 36"
        );
        assert_eq!(
            worded("challenged", Lang::Fr),
            "repris après une contestation"
        );
    }
}

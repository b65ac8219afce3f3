//! What a shell draws: the board (boxes with their owners, segments with who drew them, the
//! last segment and the boxes just marked highlighted, everything read aloud as
//! "row 2, between columns 3 and 4"), the scores and a status line, in the player's language.

use super::game::BoxesGame;
use super::notation::setup_code;
use crate::kit::{BoardView, Cell, CellView, Game, Highlight, Segment, SegmentView};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The whole view of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BoxesView {
    /// The board: cells are boxes, plus every segment.
    pub board: BoardView,
    /// Dots a side.
    pub dots: u8,
    /// The players' names, in seat order.
    pub names: Vec<String>,
    /// Boxes marked per seat.
    pub scores: Vec<u32>,
    /// Whose turn it is (`None` once the game is over).
    pub turn: Option<u32>,
    /// Whether the game is over.
    pub over: bool,
    /// Whether the computer is about to move.
    pub thinking: bool,
    /// The status line.
    pub status: String,
    /// The last segment drawn, in the notation.
    pub last: Option<String>,
    /// The set-up's share code.
    pub code: String,
    /// A tournament game.
    pub tournament: bool,
    /// A learning size (3 or 4 dots), outside the tournament.
    pub learning_size: bool,
}

/// A segment read aloud: "row 2, between columns 3 and 4" (rows and columns of dots from 1).
pub fn spoken_segment(segment: Segment, lang: Lang) -> String {
    match (segment, lang) {
        (Segment::H { row, col }, Lang::En) => format!(
            "row {}, between columns {} and {}",
            u32::from(row) + 1,
            u32::from(col) + 1,
            u32::from(col) + 2
        ),
        (Segment::H { row, col }, Lang::Fr) => format!(
            "ligne {}, entre les colonnes {} et {}",
            u32::from(row) + 1,
            u32::from(col) + 1,
            u32::from(col) + 2
        ),
        (Segment::V { row, col }, Lang::En) => format!(
            "column {}, between rows {} and {}",
            u32::from(col) + 1,
            u32::from(row) + 1,
            u32::from(row) + 2
        ),
        (Segment::V { row, col }, Lang::Fr) => format!(
            "colonne {}, entre les lignes {} et {}",
            u32::from(col) + 1,
            u32::from(row) + 1,
            u32::from(row) + 2
        ),
    }
}

/// The shape marking a seat's boxes, so colour is never the only cue.
fn shape(seat: u8) -> &'static str {
    if seat == 0 {
        "●"
    } else {
        "▲"
    }
}

pub(crate) fn view(game: &BoxesGame, now_ms: u64, lang: Lang) -> BoxesView {
    let _ = now_ms;
    let p = game.position();
    let board = p.board();
    let names: Vec<String> = game.seats().iter().map(|s| s.name.clone()).collect();
    let initial = |seat: u8| {
        names
            .get(usize::from(seat))
            .and_then(|n| n.chars().next())
            .map_or_else(|| (seat + 1).to_string(), |c| c.to_string())
    };
    let side = board.side();
    let mut cells = Vec::new();
    for r in 0..side {
        for c in 0..side {
            let owner = p.owner(r, c);
            let sides = p.sides(r, c);
            let spoken = match (owner, lang) {
                (Some(o), Lang::En) => format!(
                    "box row {}, column {}: {}",
                    r + 1,
                    c + 1,
                    names.get(usize::from(o)).cloned().unwrap_or_default()
                ),
                (Some(o), Lang::Fr) => format!(
                    "case ligne {}, colonne {} : {}",
                    r + 1,
                    c + 1,
                    names.get(usize::from(o)).cloned().unwrap_or_default()
                ),
                (None, Lang::En) => format!(
                    "box row {}, column {}: {}",
                    r + 1,
                    c + 1,
                    lang.count(i64::from(sides), "side drawn", "sides drawn")
                ),
                (None, Lang::Fr) => format!(
                    "case ligne {}, colonne {} : {}",
                    r + 1,
                    c + 1,
                    lang.count(i64::from(sides), "côté tracé", "côtés tracés")
                ),
            };
            cells.push(CellView {
                cell: Cell::new(r, c),
                text: owner.map(initial).unwrap_or_default(),
                spoken,
                owner: owner.map(u32::from),
                mark: owner.map(shape).unwrap_or_default().to_string(),
                highlight: Highlight {
                    changed: game.last_boxes().contains(&(r, c)),
                    ..Highlight::default()
                },
            });
        }
    }
    let last = game.moves().last().map(|&(m, _)| m);
    let person_to_move = !p.is_over()
        && !game
            .seats()
            .get(usize::from(p.turn()))
            .is_some_and(|s| s.is_computer());
    let hinted = if game.hint_step() >= 3 {
        super::hints::hint(p, 3, 0).and_then(|h| match h {
            super::hints::Hint::Move(m) => Some(m),
            _ => None,
        })
    } else {
        None
    };
    let segments = (0..board.segments())
        .map(|i| {
            let s = board.segment(i);
            let drawn = p.is_drawn(s);
            let by = game
                .moves()
                .iter()
                .find(|&&(m, _)| m == s)
                .map(|&(_, b)| u32::from(b));
            SegmentView {
                segment: s,
                name: s.to_string(),
                drawn,
                by,
                spoken: spoken_segment(s, lang),
                highlight: Highlight {
                    legal: person_to_move && !drawn,
                    last: last == Some(s),
                    changed: false,
                    hint: hinted == Some(s),
                },
            }
        })
        .collect();
    let [a, b] = p.scores();
    let name = |i: u8| names.get(usize::from(i)).cloned().unwrap_or_default();
    let status = if p.is_over() {
        match a.cmp(&b) {
            std::cmp::Ordering::Equal => match lang {
                Lang::En => format!("Game over: a tie, {a}–{b}"),
                Lang::Fr => format!("Partie finie : égalité, {a}–{b}"),
            },
            o => {
                let (w, hi, lo) = if o == std::cmp::Ordering::Greater {
                    (name(0), a, b)
                } else {
                    (name(1), b, a)
                };
                match lang {
                    Lang::En => format!("Game over: {w} wins {hi}–{lo}"),
                    Lang::Fr => format!("Partie finie : {w} gagne {hi}–{lo}"),
                }
            }
        }
    } else {
        let who = name(p.turn());
        let again = game.moves().last().is_some_and(|&(_, by)| by == p.turn());
        match (game.computer_thinking(), again, lang) {
            (true, _, Lang::En) => format!("{who} is thinking…"),
            (true, _, Lang::Fr) => format!("{who} réfléchit…"),
            (false, true, Lang::En) => format!("{who} plays again"),
            (false, true, Lang::Fr) => format!("{who} rejoue"),
            (false, false, Lang::En) => format!("{who} to play"),
            (false, false, Lang::Fr) => format!("À {who} de jouer"),
        }
    };
    BoxesView {
        board: BoardView {
            rows: side,
            cols: side,
            cells,
            segments,
        },
        dots: p.dots(),
        names,
        scores: vec![a, b],
        turn: (!p.is_over()).then_some(u32::from(p.turn())),
        over: p.is_over(),
        thinking: game.computer_thinking(),
        status,
        last: last.map(|m| m.to_string()),
        code: setup_code(&game.options().setup),
        tournament: game.options().tournament,
        learning_size: !game.options().setup.is_tournament_size(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_are_read_aloud() {
        let h = Segment::parse("h1,2").expect("reads");
        assert_eq!(
            spoken_segment(h, Lang::En),
            "row 2, between columns 3 and 4"
        );
        assert_eq!(
            spoken_segment(h, Lang::Fr),
            "ligne 2, entre les colonnes 3 et 4"
        );
        let v = Segment::parse("v0,4").expect("reads");
        assert_eq!(
            spoken_segment(v, Lang::En),
            "column 5, between rows 1 and 2"
        );
    }
}

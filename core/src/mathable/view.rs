//! What a shell draws: the board as a [`BoardView`] (marks readable without colour: `×2` `×3`
//! `+` `−` `×` `÷`; the legal squares of the chosen tile when the setting is on; every square
//! spoken, "row 7, column 4: 21, equals 7 times 3"), the players with their racks (hidden in
//! pass-and-play when the setting says so), the tiles left, the extra-tile question and the
//! status line, in English or French.

use super::board::{square_at, Square, SIZE};
use super::game::Mathable;
use super::movegen::single_placements;
use crate::kit::grid::{BoardView, Cell, CellView, Highlight};
use crate::kit::{Game, Seat};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One player as shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "MathablePlayerView"))]
pub struct PlayerView {
    /// The name.
    pub name: String,
    /// Whether the computer plays the seat.
    pub computer: bool,
    /// The score.
    pub score: i64,
    /// The rack, or `None` when hidden from the player at the device.
    pub rack: Option<Vec<u32>>,
    /// How many tiles the rack holds.
    pub rack_count: u32,
    /// Whether it is this player's turn.
    pub to_play: bool,
    /// Whether the player agreed to end the game.
    pub agreed: bool,
    /// Hints taken.
    pub hints: u32,
}

/// How many tiles of one value are left unseen ("tiles left").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "MathableTileCount"))]
pub struct TileCount {
    /// The tile's value.
    pub value: u32,
    /// How many.
    pub count: u32,
}

/// Everything a shell draws for Mathable.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MathableView {
    /// The board.
    pub board: BoardView,
    /// The players, in seat order.
    pub players: Vec<PlayerView>,
    /// The seat to play.
    pub current: u32,
    /// Tiles in the bag.
    pub bag_count: u32,
    /// "Tiles left": the tiles not seen by the player at the device (the bag, and hidden racks
    /// when racks are hidden), smallest value first.
    pub tiles_left: Vec<TileCount>,
    /// The rack tile the player to move has chosen (its legal squares are highlighted when the
    /// setting is on).
    pub selected: Option<u32>,
    /// Whether the computer is to move.
    pub thinking: bool,
    /// The extra-tile question, when it is asked.
    pub question: Option<String>,
    /// Whether the player to move may still exchange.
    pub can_exchange: bool,
    /// The status line ("Ann to play", "Game over: Ann wins with 212").
    pub status: String,
    /// The game code (replays the bag).
    pub code: String,
    /// Whether the game is over.
    pub over: bool,
    /// Racks are hidden and the device goes to the player to play: the hand-over sentence
    /// ("Pass the device to Ann: only Ann may see the rack"); their rack shows once they take
    /// it (`Command::TakeDevice`).
    pub hand_over: Option<String>,
}

fn square_words(square: Square, lang: Lang) -> String {
    match square {
        Square::Plain => String::new(),
        Square::Double => lang.pick("double square", "case double").into(),
        Square::Triple => lang.pick("triple square", "case triple").into(),
        Square::Operation(op) => match lang {
            Lang::En => format!("{} square", op.word(lang)),
            Lang::Fr => format!("case {}", op.word(lang)),
        },
    }
}

/// The board as shells draw it, from `game` in `lang`.
pub fn board_view(game: &Mathable, lang: Lang) -> BoardView {
    let table = game.table();
    let legal: Vec<Cell> = match game.selected() {
        Some(v) if game.setup().settings.show_legal && !table.is_over() => {
            single_placements(&table.board, &[v])
                .into_iter()
                .map(|p| p.cell)
                .collect()
        }
        _ => Vec::new(),
    };
    let last = game.last_cells();
    let mut cells = Vec::with_capacity(usize::from(SIZE) * usize::from(SIZE));
    for r in 0..SIZE {
        for c in 0..SIZE {
            let cell = Cell::new(r, c);
            let square = square_at(cell);
            let tile = table.board.tile(cell);
            let place = match lang {
                Lang::En => format!("row {r}, column {c}"),
                Lang::Fr => format!("ligne {r}, colonne {c}"),
            };
            let spoken = match tile {
                Some(v) => match game.equation_at(cell) {
                    Some(eq) => match lang {
                        Lang::En => format!("{place}: {v}, equals {}", eq.spoken(lang)),
                        Lang::Fr => format!("{place} : {v}, égale {}", eq.spoken(lang)),
                    },
                    None => match lang {
                        Lang::En => format!("{place}: {v}"),
                        Lang::Fr => format!("{place} : {v}"),
                    },
                },
                None => {
                    let what = square_words(square, lang);
                    let empty = lang.pick("empty", "vide");
                    let sep = lang.pick(":", " :");
                    if what.is_empty() {
                        format!("{place}{sep} {empty}")
                    } else {
                        format!("{place}{sep} {what}, {empty}")
                    }
                }
            };
            cells.push(CellView {
                cell,
                text: tile.map(|v| v.to_string()).unwrap_or_default(),
                spoken,
                owner: None,
                mark: square.mark().to_string(),
                highlight: Highlight {
                    legal: legal.contains(&cell),
                    last: last.contains(&cell),
                    changed: false,
                    hint: game.hinted_cell() == Some(cell),
                },
            });
        }
    }
    BoardView::squares(SIZE, SIZE, cells)
}

/// The whole view of `game` in `lang`.
pub fn build_view(game: &Mathable, lang: Lang) -> MathableView {
    let table = game.table();
    let hidden = game.racks_hidden();
    let current = table.current;
    let seats: &[Seat] = game.seats();
    let players: Vec<PlayerView> = seats
        .iter()
        .enumerate()
        .map(|(i, seat)| PlayerView {
            name: seat.name.clone(),
            computer: seat.is_computer(),
            score: table.scores.get(i).copied().unwrap_or(0),
            // Hidden racks: only the person to play sees theirs, once they hold the device.
            rack: (!hidden || (i == current && !seat.is_computer() && !game.handing_over()))
                .then(|| table.rack(i).iter().copied().map(u32::from).collect()),
            rack_count: u32::try_from(table.rack(i).len()).unwrap_or(u32::MAX),
            to_play: i == current && !table.is_over(),
            agreed: table.agreed.get(i).copied().unwrap_or(false),
            hints: game.hints().get(i).copied().unwrap_or(0),
        })
        .collect();
    let mut left: BTreeMap<u8, u32> = BTreeMap::new();
    for &v in table.bag.contents() {
        *left.entry(v).or_default() += 1;
    }
    if hidden {
        let shown = |i: usize| {
            i == current && !seats.get(i).is_some_and(Seat::is_computer) && !game.handing_over()
        };
        for i in (0..table.players()).filter(|&i| !shown(i)) {
            for &v in table.rack(i) {
                *left.entry(v).or_default() += 1;
            }
        }
    }
    let name = |i: usize| seats.get(i).map(|s| s.name.clone()).unwrap_or_default();
    let status = match game.outcome() {
        Some(o) => {
            let names: Vec<String> = o.winners.iter().map(|&w| name(w as usize)).collect();
            let best = o.scores.iter().max().copied().unwrap_or(0);
            match lang {
                Lang::En => format!("Game over: {} with {best}", lang.list(&names)),
                Lang::Fr => format!("Partie finie : {} avec {best}", lang.list(&names)),
            }
        }
        None => match lang {
            Lang::En => format!(
                "{} to play; {} in the bag",
                name(current),
                lang.count(table.bag.len() as i64, "tile", "tiles")
            ),
            Lang::Fr => format!(
                "À {} de jouer ; {} dans le sac",
                name(current),
                lang.count(table.bag.len() as i64, "tuile", "tuiles")
            ),
        },
    };
    MathableView {
        board: board_view(game, lang),
        players,
        current: current as u32,
        bag_count: u32::try_from(table.bag.len()).unwrap_or(u32::MAX),
        tiles_left: left
            .into_iter()
            .map(|(value, count)| TileCount {
                value: u32::from(value),
                count,
            })
            .collect(),
        selected: game.selected().map(u32::from),
        thinking: !table.is_over() && seats.get(current).is_some_and(Seat::is_computer),
        question: table.turn.extra_pending.then(|| {
            lang.pick(
                "You covered an operation square: do you want an extra tile from the bag?",
                "Vous avez couvert une case d\u{2019}opération : voulez-vous une tuile de plus du sac ?",
            )
            .to_string()
        }),
        can_exchange: !table.is_over()
            && table.turn.placed.is_empty()
            && table.turn.extras == 0
            && !table.bag.is_empty(),
        status,
        code: game.setup().code(),
        over: table.is_over(),
        hand_over: game.handing_over().then(|| match lang {
            Lang::En => format!(
                "Pass the device to {0}: only {0} may see the rack now",
                name(current)
            ),
            Lang::Fr => format!(
                "Passez l\u{2019}appareil à {0} : le chevalet ne s\u{2019}affiche que pour {0}",
                name(current)
            ),
        }),
    }
}

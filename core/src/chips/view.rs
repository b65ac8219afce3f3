//! What a shell draws: the board (chips with a letter for colour-blind players, legal moves as
//! a setting, the last move, the chips just turned, every square spoken "c4, yellow"), the
//! scores and a status line, in the player's language.

use super::board::{cells, Colour};
use super::game::ChipsGame;
use super::moves::legal_bits;
use super::notation::share_code;
use crate::kit::{BoardView, Cell, CellView, Highlight};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The view of a chip game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ChipsView {
    /// The board: one cell view per square, top row first.
    pub board: BoardView,
    /// Yellow chips on the board.
    pub yellow: u32,
    /// Red chips on the board.
    pub red: u32,
    /// The colour to move (`None` once the game is over).
    pub to_move: Option<Colour>,
    /// Whether the game is over.
    pub over: bool,
    /// Whether the game is paused.
    pub paused: bool,
    /// The status line ("Yellow to move", "Game over: yellow 9, red 7").
    pub status: String,
    /// The legal moves (always listed; the board marks them only when `show_legal`).
    pub legal: Vec<String>,
    /// Whether legal moves are marked on the board.
    pub show_legal: bool,
    /// The last move played.
    pub last: Option<String>,
    /// What the last move did, spoken ("c4, yellow: 3 chips turned").
    pub announcement: String,
    /// The set-up's share code.
    pub setup_code: String,
    /// Whether the set-up may be used in a tournament (8 to 16 empty squares).
    pub tournament_ready: bool,
}

fn cell_spoken(cell: Cell, chip: Option<Colour>, legal: bool, lang: Lang) -> String {
    let sq = cell.algebraic();
    match chip {
        Some(c) => format!("{sq}, {}", c.name_in(lang)),
        None if legal => format!(
            "{sq}, {}",
            lang.pick("empty, legal move", "vide, coup possible")
        ),
        None => format!("{sq}, {}", lang.pick("empty", "vide")),
    }
}

/// "3 chips turned" / "3 jetons retournés".
pub fn turned_text(n: usize, lang: Lang) -> String {
    let n = i64::try_from(n).unwrap_or(i64::MAX);
    match lang {
        Lang::En => format!("{} turned", Lang::En.count(n, "chip", "chips")),
        Lang::Fr => {
            let word = if n.abs() < 2 {
                "retourné"
            } else {
                "retournés"
            };
            format!("{} {word}", Lang::Fr.count(n, "jeton", "jetons"))
        }
    }
}

pub(crate) fn build_view(game: &ChipsGame, _now_ms: u64, lang: Lang) -> ChipsView {
    let board = game.board();
    let n = board.size();
    let over = game.is_over();
    let colour = game.to_move();
    let legal_mask = if over {
        0
    } else {
        legal_bits(
            board.chips(colour),
            board.chips(colour.other()),
            board.mask(),
        )
    };
    let show = game.show_legal();
    let last = game.moves().last().copied();
    let turned = game.last_turned();
    let mut views = Vec::with_capacity(usize::from(n) * usize::from(n));
    for r in 0..n {
        for c in 0..n {
            let cell = Cell::new(r, c);
            let chip = board.at(cell);
            let legal = legal_mask & super::board::bit(cell) != 0;
            views.push(CellView {
                cell,
                text: chip.map(|c| c.letter().to_string()).unwrap_or_default(),
                spoken: cell_spoken(cell, chip, legal && show, lang),
                owner: chip.map(Colour::seat),
                mark: chip.map(|c| c.letter().to_string()).unwrap_or_default(),
                highlight: Highlight {
                    legal: legal && show,
                    last: last == Some(cell),
                    changed: turned.contains(&cell),
                    hint: false,
                },
            });
        }
    }
    let yellow = board.count(Colour::Yellow);
    let red = board.count(Colour::Red);
    let names = game.seats_list();
    let name_of = |c: Colour| -> String {
        names
            .get(game.seat_of(c) as usize)
            .map(|s| s.name.clone())
            .unwrap_or_default()
    };
    let status = if over {
        match lang {
            Lang::En => format!(
                "Game over ({} cannot move): yellow {yellow}, red {red}",
                colour.name_in(lang)
            ),
            Lang::Fr => format!(
                "Partie finie ({} ne peut pas jouer) : jaune {yellow}, rouge {red}",
                colour.name_in(lang)
            ),
        }
    } else if game.is_paused() {
        lang.pick("Paused", "En pause").to_string()
    } else {
        match lang {
            Lang::En => format!("{} ({}) to move", name_of(colour), colour.name_in(lang)),
            Lang::Fr => format!("À {} ({}) de jouer", name_of(colour), colour.name_in(lang)),
        }
    };
    let announcement = match last {
        Some(cell) => {
            let mover = board.at(cell).unwrap_or(Colour::Yellow);
            format!(
                "{}, {}{} {}",
                cell.algebraic(),
                mover.name_in(lang),
                lang.pick(":", "\u{a0}:"),
                turned_text(turned.len(), lang)
            )
        }
        None => String::new(),
    };
    ChipsView {
        board: BoardView::squares(n, n, views),
        yellow,
        red,
        to_move: (!over).then_some(colour),
        over,
        paused: game.is_paused(),
        status,
        legal: cells(legal_mask).iter().map(|c| c.algebraic()).collect(),
        show_legal: show,
        last: last.map(Cell::algebraic),
        announcement,
        setup_code: share_code(&game.setup().board),
        tournament_ready: (super::setup::TOURNAMENT_MIN_EMPTIES
            ..=super::setup::TOURNAMENT_MAX_EMPTIES)
            .contains(&game.setup().board.empty_count()),
    }
}

//! What a shell draws of the children's games, every sentence in the player's language.

use super::tables::{digits, Tables};
use super::up_and_down::{UpAndDown, Variant};
use crate::kit::{BoardView, Game, Seat, SeatId};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The view of an Up and down game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct UpAndDownView {
    /// The square(s): laid numbers, the squares still empty marked `·`, the squares the
    /// player in turn can fill marked legal.
    pub board: BoardView,
    /// The players' names.
    pub names: Vec<String>,
    /// Pieces in each hand.
    pub hand_sizes: Vec<u32>,
    /// The hand of the player in turn (a person), sorted.
    pub hand: Vec<u32>,
    /// Whose turn (`None` once over).
    pub turn: Option<SeatId>,
    /// The numbers wanted now, one line per open end ("4 on e1").
    pub wanted: Vec<String>,
    /// The piece just drawn, waiting to be placed.
    pub drawn: Option<u8>,
    /// Pieces left in the bag.
    pub bag: u32,
    /// The status line.
    pub status: String,
    /// Whether the game is over.
    pub over: bool,
    /// The variant's name in the view's language.
    pub title: String,
}

/// The name of an Up and down variant.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "up_and_down_variant_title"))]
pub fn variant_title(variant: Variant, language: Lang) -> String {
    match variant {
        Variant::Standard => language.pick("Up and down", "Monte et descends"),
        Variant::EvenOdd => language.pick(
            "Up and down: even and odd",
            "Monte et descends : pairs et impairs",
        ),
        Variant::BothWays => language.pick(
            "Up and down: clockwise and counterclockwise",
            "Monte et descends : dans les deux sens",
        ),
    }
    .to_string()
}

fn names(seats: &[Seat]) -> Vec<String> {
    seats.iter().map(|s| s.name.clone()).collect()
}

fn winners_line(names: &[String], winners: &[SeatId], lang: Lang) -> String {
    let w: Vec<String> = winners
        .iter()
        .filter_map(|&s| names.get(s as usize).cloned())
        .collect();
    match lang {
        Lang::En => format!("Game over: {} wins with the fewest pieces", lang.list(&w)),
        Lang::Fr => format!(
            "Partie finie : {} gagne avec le moins de pièces",
            lang.list(&w)
        ),
    }
}

/// The Up and down view.
pub fn up_and_down_view(g: &UpAndDown, _now_ms: u64, lang: Lang) -> UpAndDownView {
    let t = g.table();
    let names = names(g.seats());
    let over = g.is_over();
    let turn = (!over).then_some(t.turn);
    let person = turn.filter(|s| !g.seats().get(*s as usize).is_some_and(Seat::is_computer));
    let mut hand = person
        .and_then(|s| t.hands.get(s as usize).cloned())
        .unwrap_or_default();
    hand.sort_unstable();
    let wanted = g
        .ends()
        .iter()
        .map(|(_, _, v, c)| match lang {
            Lang::En => format!("{v} on {}", c.algebraic()),
            Lang::Fr => format!("{v} en {}", c.algebraic()),
        })
        .collect();
    let who = turn
        .and_then(|s| names.get(s as usize).cloned())
        .unwrap_or_default();
    let status = if let Some(o) = g.outcome() {
        winners_line(&names, &o.winners, lang)
    } else if let Some(d) = t.drawn {
        match lang {
            Lang::En => format!("{who} drew a {d}: put it on the table"),
            Lang::Fr => format!("{who} a pioché un {d} : posez-le sur la table"),
        }
    } else if g.playable().is_empty() {
        match lang {
            Lang::En => format!("{who} has no number to play: draw a piece"),
            Lang::Fr => format!("{who} n’a aucun nombre à poser : piochez une pièce"),
        }
    } else {
        match lang {
            Lang::En => format!("{who}: put the next number on the table"),
            Lang::Fr => format!("{who} : posez le nombre suivant sur la table"),
        }
    };
    UpAndDownView {
        board: g.board_view(lang),
        hand_sizes: t.hands.iter().map(|h| h.len() as u32).collect(),
        names,
        hand: hand.into_iter().map(u32::from).collect(),
        turn,
        wanted,
        drawn: t.drawn,
        bag: t.bag.len() as u32,
        status,
        over,
        title: variant_title(g.settings().variant, lang),
    }
}

/// The view of a Multiplication tables game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TablesView {
    /// The round in play, from 1 (the last once over).
    pub round: u32,
    /// Rounds in a game.
    pub rounds: u32,
    /// Every round's line as it stands on the table ("3 × 8 = 24 = 24").
    pub lines: Vec<String>,
    /// The multiplication of the round in play ("3 × 8").
    pub current: Option<String>,
    /// Who answers now.
    pub asked: Option<SeatId>,
    /// The hand of the player asked (a person), sorted.
    pub hand: Vec<u32>,
    /// The players' names.
    pub names: Vec<String>,
    /// Pieces in each hand.
    pub hand_sizes: Vec<u32>,
    /// Pieces left in the bag.
    pub bag: u32,
    /// The status line.
    pub status: String,
    /// Whether the game is over.
    pub over: bool,
}

/// The Multiplication tables view.
pub fn tables_view(g: &Tables, _now_ms: u64, lang: Lang) -> TablesView {
    let t = g.table();
    let names = names(g.seats());
    let over = g.is_over();
    let asked = t.asked.filter(|_| !over);
    let mut hand = asked
        .filter(|s| !g.seats().get(*s as usize).is_some_and(Seat::is_computer))
        .and_then(|s| t.hands.get(s as usize).cloned())
        .unwrap_or_default();
    hand.sort_unstable();
    let who = asked
        .and_then(|s| names.get(s as usize).cloned())
        .unwrap_or_default();
    let status = match (g.outcome(), g.current()) {
        (Some(o), _) => winners_line(&names, &o.winners, lang),
        (None, Some(line)) => {
            let n = digits(line.product()).len();
            match lang {
                Lang::En => format!(
                    "{} × {} = ?  {who}: attach the result with your pieces ({n} piece{}), or pass",
                    line.a,
                    line.b,
                    if n == 1 { "" } else { "s" }
                ),
                Lang::Fr => format!(
                    "{} × {} = ?  {who} : accrochez le résultat avec vos pièces ({n} pièce{}), ou passez",
                    line.a,
                    line.b,
                    if n == 1 { "" } else { "s" }
                ),
            }
        }
        (None, None) => String::new(),
    };
    TablesView {
        round: t.lines.len() as u32,
        rounds: super::tables::ROUNDS,
        lines: t.lines.iter().map(|l| l.text()).collect(),
        current: g.current().map(|l| format!("{} × {}", l.a, l.b)),
        asked,
        hand: hand.into_iter().map(u32::from).collect(),
        hand_sizes: t.hands.iter().map(|h| h.len() as u32).collect(),
        names,
        bag: t.bag.len() as u32,
        status,
        over,
    }
}

//! The constant-cube race: the constant cube is preset to a symbol; the first correct
//! equation using it scores n+1 for n players, the next n−1, then n−2, … down to 1; a player
//! who calls no equation, or an incorrect one, scores 0 (no penalty).

use super::scoring::{row, Judged, ScoreNote, SeatScore};
use crate::lang::Lang;
use crate::tuf::cubes::Face;
use crate::tuf::layout::Layout;

/// The points for the `rank`-th correct call (1 = first) among `players`.
///
/// ```
/// use tuffest_core::tuf::play::race::points_for_place;
/// let four: Vec<i32> = (1..=4).map(|r| points_for_place(r, 4)).collect();
/// assert_eq!(four, vec![5, 3, 2, 1]);
/// ```
pub fn points_for_place(rank: u32, players: u32) -> i32 {
    let n = players as i32;
    let r = rank as i32;
    if r <= 1 {
        n + 1
    } else {
        (n + 1 - r).max(1)
    }
}

/// Whether a layout uses the symbol.
pub fn uses_symbol(layout: &Layout, symbol: Face) -> bool {
    layout.cubes().any(|c| c.face == symbol)
}

/// Why a true equation scores nothing in the race: it does not use the symbol (`π`, `%`, …),
/// in `lang`.
///
/// ```
/// use tuffest_core::lang::Lang;
/// use tuffest_core::tuf::cubes::Face;
/// use tuffest_core::tuf::play::race::missing_symbol_reason;
/// assert_eq!(missing_symbol_reason(Face::Pi, Lang::En), "it does not use the π cube");
/// assert_eq!(missing_symbol_reason(Face::Pi, Lang::Fr), "elle n'utilise pas le cube π");
/// ```
pub fn missing_symbol_reason(symbol: Face, lang: Lang) -> String {
    match lang {
        Lang::En => format!("it does not use the {} cube", symbol.glyph()),
        Lang::Fr => format!("elle n'utilise pas le cube {}", symbol.glyph()),
    }
}

/// Scores a race: `judged[seat]` is the seat's called equation (judged with the symbol rule
/// applied), `order` the seats in the order they called.
pub fn score(judged: &[Judged], order: &[usize]) -> Vec<SeatScore> {
    let players = judged.len() as u32;
    let mut rows: Vec<Option<SeatScore>> = vec![None; judged.len()];
    let mut rank = 0u32;
    for &seat in order {
        let Some(j) = judged.get(seat) else { continue };
        if rows[seat].is_some() {
            continue;
        }
        rows[seat] = Some(if j.valid {
            rank += 1;
            row(
                seat,
                j,
                points_for_place(rank, players),
                ScoreNote::Place { rank },
            )
        } else {
            row(seat, j, 0, ScoreNote::Incorrect)
        });
    }
    rows.into_iter()
        .enumerate()
        .map(|(seat, r)| r.unwrap_or_else(|| row(seat, &judged[seat], 0, ScoreNote::NotCalled)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_down_to_one() {
        assert_eq!(points_for_place(1, 2), 3);
        assert_eq!(points_for_place(2, 2), 1);
        assert_eq!(points_for_place(1, 1), 2);
        assert_eq!(points_for_place(3, 3), 1);
        assert_eq!(points_for_place(9, 3), 1);
    }
}

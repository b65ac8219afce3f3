//! The French game's move generator against a slow, obviously correct reference: every
//! stretch of every line, every arrangement of the rack's tiles in its empty squares, each
//! judged by the rules' own `check_lay`. They must find the same plays with the same points.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::BTreeMap;
use tuffest_core::crossword::board::{Board, Direction, Placement};
use tuffest_core::crossword::french::{check_lay, french_set, generate, Layout};
use tuffest_core::crossword::pieces::Piece;
use tuffest_core::kit::grid::Cell;
use tuffest_core::rng::GameRng;

type Plays = BTreeMap<Vec<(Cell, Piece)>, i64>;

fn arrangements(
    rack: &[Piece],
    k: usize,
    out: &mut Vec<Vec<Piece>>,
    cur: &mut Vec<Piece>,
    used: &mut Vec<bool>,
) {
    if cur.len() == k {
        out.push(cur.clone());
        return;
    }
    for i in 0..rack.len() {
        if used[i] {
            continue;
        }
        used[i] = true;
        cur.push(rack[i]);
        arrangements(rack, k, out, cur, used);
        cur.pop();
        used[i] = false;
    }
}

fn reference(board: &Board, rack: &[Piece]) -> Plays {
    let mut plays = Plays::new();
    let mut by_k: Vec<Vec<Vec<Piece>>> = Vec::new();
    for k in 0..=rack.len() {
        let mut out = Vec::new();
        arrangements(
            rack,
            k,
            &mut out,
            &mut Vec::new(),
            &mut vec![false; rack.len()],
        );
        by_k.push(out);
    }
    for dir in Direction::BOTH {
        for r in 0..board.rows() {
            for c in 0..board.cols() {
                let start = Cell::new(r, c);
                for len in 1..=usize::from(board.rows().max(board.cols())) {
                    let Some(cells) = board.cells(start, dir, len) else {
                        break;
                    };
                    let empties: Vec<usize> = (0..len)
                        .filter(|i| board.piece(cells[*i]).is_none())
                        .collect();
                    if empties.is_empty() || empties.len() > rack.len() {
                        continue;
                    }
                    for arr in &by_k[empties.len()] {
                        let mut pieces: Vec<Piece> = cells
                            .iter()
                            .map(|c| board.piece(*c).unwrap_or(Piece::Equals))
                            .collect();
                        for (slot, p) in empties.iter().zip(arr) {
                            pieces[*slot] = *p;
                        }
                        let placement = Placement { start, dir, pieces };
                        if let Ok(c) = check_lay(board, Layout::Plain, &placement) {
                            let mut key = c.new.clone();
                            key.sort();
                            plays.insert(key, c.points);
                        }
                    }
                }
            }
        }
    }
    plays
}

fn fast(board: &Board, rack: &[Piece]) -> Plays {
    let g = generate(board, Layout::Plain, rack, u64::MAX);
    assert!(!g.truncated);
    let mut plays = Plays::new();
    for l in g.lays {
        let mut key = l.new.clone();
        key.sort();
        assert!(plays.insert(key, l.points).is_none(), "each play once");
    }
    plays
}

fn draw(rng: &mut GameRng, tiles: &[Piece], n: usize) -> Vec<Piece> {
    (0..n)
        .map(|_| tiles[rng.below(tiles.len() as u32) as usize])
        .collect()
}

/// Positions from seeded play on a small board; returns how many were compared.
fn compare(size: u8, rack_len: usize, positions: usize, seed: u64) -> usize {
    let tiles = french_set(0).tiles();
    let mut rng = GameRng::from_seed(seed);
    let mut compared = 0;
    let mut found_any = 0;
    while compared < positions {
        let mut board = Board::new(size, size);
        for _ in 0..12 {
            // Racks that can often play: an =, small digits, and one more tile of any kind.
            let mut rack = draw(&mut rng, &tiles, rack_len);
            if rng.below(4) != 0 {
                rack[0] = Piece::Equals;
            }
            for slot in rack.iter_mut().skip(1).take(rack_len.saturating_sub(2)) {
                if rng.below(2) == 0 {
                    *slot = Piece::Digit(rng.below(4) as u8);
                }
            }
            if rng.below(2) == 0 {
                rack[rack_len - 1] = rack[1];
            }
            let want = reference(&board, &rack);
            let got = fast(&board, &rack);
            assert_eq!(got, want, "board {board:?} rack {rack:?}");
            compared += 1;
            if !got.is_empty() {
                found_any += 1;
                let keys: Vec<&Vec<(Cell, Piece)>> = got.keys().collect();
                let pick = keys[rng.below(keys.len() as u32) as usize];
                for (c, p) in pick {
                    board.set(*c, Some(*p));
                }
            }
            if compared >= positions {
                break;
            }
        }
    }
    assert!(
        found_any * 4 >= positions,
        "enough positions with plays: {found_any}"
    );
    compared
}

#[test]
fn the_generator_agrees_with_the_reference_on_small_boards() {
    let n = compare(7, 4, 700, 1) + compare(9, 3, 400, 2);
    assert!(n >= 1000);
}

#[test]
fn every_play_on_the_full_board_is_legal() {
    let tiles = french_set(0).tiles();
    let mut rng = GameRng::from_seed(9);
    let mut board = Board::new(15, 15);
    for _ in 0..8 {
        let mut rack = draw(&mut rng, &tiles, 10);
        rack[0] = Piece::Equals;
        let g = generate(&board, Layout::Standard, &rack, 2_000_000);
        for l in &g.lays {
            let c = check_lay(&board, Layout::Standard, &l.placement).expect("legal");
            assert_eq!(c.points, l.points);
        }
        if let Some(l) = g.lays.iter().max_by_key(|l| l.points) {
            for (c, p) in &l.new {
                board.set(*c, Some(*p));
            }
        }
    }
    assert!(board.laid() > 10);
}

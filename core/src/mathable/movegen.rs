//! The fast move generator: every legal single-tile placement of a rack, and every full turn of
//! a rack (every set of placements that some order of its tiles makes legal, each tile valid
//! when placed), with the best order's points. It works on a flat copy of the board with
//! precomputed neighbour tables and one 128-bit mask of reachable values per square; the slow
//! reference in `core/tests/support/mathable_reference.rs` checks it.

use super::board::{Board, Square, SIZE, SQUARES};
use super::placement::{allowed_ops, results};
use super::scoring::{points, turn_bonus};
use crate::arith::Op;
use crate::kit::grid::Cell;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::LazyLock;

const N: usize = (SIZE as usize) * (SIZE as usize);
const EMPTY: u8 = u8::MAX;
const NONE: u8 = u8::MAX;

/// A work budget for [`full_turns`]: the number of partial turns it may expand. The default
/// is far above what real positions need (a few thousand); a position that exceeds it gives a
/// result marked incomplete instead of running on.
pub const DEFAULT_BUDGET: usize = 400_000;

/// Per square and direction: the adjacent and beyond squares (or `NONE`).
static NEIGHBOURS: LazyLock<Vec<[(u8, u8); 4]>> = LazyLock::new(|| {
    let deltas: [(i16, i16); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];
    (0..N)
        .map(|i| {
            let (r, c) = ((i / SIZE as usize) as i16, (i % SIZE as usize) as i16);
            let mut out = [(NONE, NONE); 4];
            for (k, (dr, dc)) in deltas.iter().enumerate() {
                let (r2, c2) = (r + 2 * dr, c + 2 * dc);
                if (0..SIZE as i16).contains(&r2) && (0..SIZE as i16).contains(&c2) {
                    let a = (r + dr) * SIZE as i16 + c + dc;
                    let b = r2 * SIZE as i16 + c2;
                    out[k] = (a as u8, b as u8);
                }
            }
            out
        })
        .collect()
});

/// Per square: the multiplier and the operations it accepts, as a 4-bit set.
static SQUARE_INFO: LazyLock<Vec<(u8, u8)>> = LazyLock::new(|| {
    SQUARES
        .iter()
        .map(|s: &Square| {
            let mut ops = 0u8;
            for op in allowed_ops(*s) {
                ops |= 1 << op_bit(*op);
            }
            (s.multiplier() as u8, ops)
        })
        .collect()
});

fn op_bit(op: Op) -> u8 {
    match op {
        Op::Add => 0,
        Op::Sub => 1,
        Op::Mul => 2,
        Op::Div => 3,
    }
}

/// The values (0 to 127) that two tiles give under the operations in `ops`, as a bit mask.
fn mask_of(a: u8, b: u8, ops: u8) -> u128 {
    let mut m = 0u128;
    for op in Op::ALL {
        if ops & (1 << op_bit(op)) == 0 {
            continue;
        }
        for v in results(op, a, b).into_iter().flatten() {
            if v < 128 {
                m |= 1u128 << v;
            }
        }
    }
    m
}

/// A flat copy of the board.
#[derive(Clone)]
struct Flat {
    cells: [u8; N],
}

impl Flat {
    fn of(board: &Board) -> Flat {
        let mut cells = [EMPTY; N];
        for (cell, v) in board.tiles() {
            if cell.row < SIZE && cell.col < SIZE {
                cells[usize::from(cell.row) * SIZE as usize + usize::from(cell.col)] = v;
            }
        }
        Flat { cells }
    }

    /// The four direction masks of square `i` (zero where no pair lies).
    #[inline]
    fn masks(&self, i: usize) -> [u128; 4] {
        let ops = SQUARE_INFO[i].1;
        let mut out = [0u128; 4];
        for (k, &(a, b)) in NEIGHBOURS[i].iter().enumerate() {
            if a == NONE {
                continue;
            }
            let (ta, tb) = (self.cells[a as usize], self.cells[b as usize]);
            if ta != EMPTY && tb != EMPTY {
                out[k] = mask_of(ta, tb, ops);
            }
        }
        out
    }

    /// Calls `f(square, value, points)` for every legal placement of a value in `values`.
    #[inline]
    fn for_each_placement(&self, values: u128, mut f: impl FnMut(usize, u8, i64)) {
        for i in 0..N {
            if self.cells[i] != EMPTY {
                continue;
            }
            let m = self.masks(i);
            let any = (m[0] | m[1] | m[2] | m[3]) & values;
            if any == 0 {
                continue;
            }
            let mult = u32::from(SQUARE_INFO[i].0);
            let mut bits = any;
            while bits != 0 {
                let v = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                let bit = 1u128 << v;
                let n = m.iter().filter(|&&x| x & bit != 0).count();
                f(i, v, points(v, mult, n));
            }
        }
    }
}

fn cell_of(i: usize) -> Cell {
    Cell::new((i / SIZE as usize) as u8, (i % SIZE as usize) as u8)
}

fn rack_mask(rack: &[u8]) -> u128 {
    rack.iter()
        .filter(|&&v| v < 128)
        .fold(0u128, |m, &v| m | (1u128 << v))
}

/// One legal placement of one tile, with the points it scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Placement {
    /// Where.
    pub cell: Cell,
    /// The tile.
    pub value: u8,
    /// What it scores.
    pub points: i64,
}

/// Every legal placement of one tile of `rack` (each value once), in board order then by value.
pub fn single_placements(board: &Board, rack: &[u8]) -> Vec<Placement> {
    let flat = Flat::of(board);
    let mut out = Vec::new();
    flat.for_each_placement(rack_mask(rack), |i, value, points| {
        out.push(Placement {
            cell: cell_of(i),
            value,
            points,
        })
    });
    out
}

/// Whether some tile of `rack` can be placed now.
pub fn can_place(board: &Board, rack: &[u8]) -> bool {
    let flat = Flat::of(board);
    let values = rack_mask(rack);
    (0..N).any(|i| {
        flat.cells[i] == EMPTY && {
            let m = flat.masks(i);
            (m[0] | m[1] | m[2] | m[3]) & values != 0
        }
    })
}

/// A full turn: tiles in an order that makes each valid when placed, and the points of that
/// order (the best of all orders of the same tiles), bonus included.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FullTurn {
    /// The tiles in playing order.
    pub tiles: Vec<(Cell, u8)>,
    /// The points of the tiles.
    pub points: i64,
    /// The bonus (50 for 7 tiles that empty the rack, else 0).
    pub bonus: i64,
}

impl FullTurn {
    /// Points and bonus.
    pub fn total(&self) -> i64 {
        self.points + self.bonus
    }
}

/// Every full turn of a rack.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turns {
    /// One per distinct set of placements, in a fixed order (more tiles later; within one
    /// size, by the placements).
    pub turns: Vec<FullTurn>,
    /// Partial turns expanded (the work done).
    pub expanded: usize,
    /// Whether every turn was found within the budget.
    pub complete: bool,
}

type Key = u128;

fn key_with(key: Key, len: usize, i: usize, v: u8) -> Key {
    // Up to 8 entries of 16 bits, kept sorted so that every order of one set meets one key.
    let entry = ((i as u128) << 7) | u128::from(v);
    let mut items: [u128; 8] = [0; 8];
    for (k, item) in items.iter_mut().enumerate().take(len) {
        *item = (key >> (16 * k)) & 0xffff;
    }
    let mut pos = len;
    while pos > 0 && items[pos - 1] > entry {
        items[pos] = items[pos - 1];
        pos -= 1;
    }
    items[pos] = entry;
    let mut out = 0u128;
    for (k, item) in items.iter().enumerate().take(len + 1) {
        out |= item << (16 * k);
    }
    out
}

struct Node {
    flat: Flat,
    rack: Vec<u8>,
    order: Vec<(u8, u8)>,
    points: i64,
}

/// Every full turn of `rack` on `board` (at most 8 tiles are considered), each with the best
/// order's points. `already_placed` tiles were placed earlier in this turn (they count for the
/// bonus). `budget` bounds the partial turns expanded.
pub fn full_turns(board: &Board, rack: &[u8], already_placed: usize, budget: usize) -> Turns {
    let rack: Vec<u8> = rack.iter().copied().take(8).collect();
    let mut layer: Vec<Node> = vec![Node {
        flat: Flat::of(board),
        rack: rack.clone(),
        order: Vec::new(),
        points: 0,
    }];
    let mut turns = Vec::new();
    let mut expanded = 0usize;
    let mut complete = true;
    let mut keys: Vec<Key> = vec![0];
    let mut depth = 0usize;
    while !layer.is_empty() {
        let mut next: HashMap<Key, Node> = HashMap::new();
        for (node, key) in layer.iter().zip(&keys) {
            if expanded >= budget {
                complete = false;
                break;
            }
            expanded += 1;
            let values = rack_mask(&node.rack);
            node.flat.for_each_placement(values, |i, v, pts| {
                let k = key_with(*key, depth, i, v);
                let total = node.points + pts;
                match next.get_mut(&k) {
                    Some(existing) if existing.points >= total => {}
                    Some(existing) => {
                        existing.points = total;
                        existing.order.clone_from(&node.order);
                        existing.order.push((i as u8, v));
                    }
                    None => {
                        let mut flat = node.flat.clone();
                        flat.cells[i] = v;
                        let mut r = node.rack.clone();
                        if let Some(p) = r.iter().position(|&t| t == v) {
                            r.swap_remove(p);
                        }
                        let mut order = node.order.clone();
                        order.push((i as u8, v));
                        next.insert(
                            k,
                            Node {
                                flat,
                                rack: r,
                                order,
                                points: total,
                            },
                        );
                    }
                }
            });
        }
        let mut entries: Vec<(Key, Node)> = next.into_iter().collect();
        entries.sort_unstable_by_key(|(k, _)| *k);
        for (_, node) in &entries {
            let placed = node.order.len();
            turns.push(FullTurn {
                tiles: node
                    .order
                    .iter()
                    .map(|&(i, v)| (cell_of(usize::from(i)), v))
                    .collect(),
                points: node.points,
                bonus: turn_bonus(already_placed + placed, node.rack.len()),
            });
        }
        depth += 1;
        keys = entries.iter().map(|(k, _)| *k).collect();
        layer = entries.into_iter().map(|(_, n)| n).collect();
        if depth >= 8 {
            break;
        }
    }
    Turns {
        turns,
        expanded,
        complete,
    }
}

/// The best full turn (most points, bonus included; ties go to fewer tiles, then the first
/// found), if any tile can be placed.
pub fn best_turn(board: &Board, rack: &[u8], already_placed: usize) -> Option<FullTurn> {
    let all = full_turns(board, rack, already_placed, DEFAULT_BUDGET);
    let mut best: Option<FullTurn> = None;
    for t in all.turns {
        if best.as_ref().is_none_or(|b| t.total() > b.total()) {
            best = Some(t);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sevens_at_the_start() {
        let b = Board::start();
        let p = single_placements(&b, &[7]);
        let cells: Vec<Cell> = p.iter().map(|p| p.cell).collect();
        assert_eq!(cells, vec![Cell::new(7, 5), Cell::new(7, 8)]);
        assert!(can_place(&b, &[7, 90]));
        assert!(!can_place(&b, &[90]));
    }

    #[test]
    fn full_turns_include_chains() {
        let b = Board::start();
        let t = full_turns(&b, &[7, 21], 0, DEFAULT_BUDGET);
        assert!(t.complete);
        // 7 left of 3, then 21 left of 7 (7 × 3).
        assert!(t
            .turns
            .iter()
            .any(|t| t.tiles == vec![(Cell::new(7, 5), 7), (Cell::new(7, 4), 21)]));
    }
}

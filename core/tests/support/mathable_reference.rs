//! The slow, obviously-correct reference move generator for Mathable: every square, every tile
//! value, every direction, every operation written out; full turns by trying every order of
//! every tile (no sharing of work), keeping the best points of each set of placements.

#![allow(dead_code)]

use std::collections::BTreeMap;
use tuffest_core::arith::Op;
use tuffest_core::kit::grid::Cell;
use tuffest_core::mathable::square_at;
use tuffest_core::mathable::{Board, Square};

/// Whether `v` follows from `a` and `b` by `op`.
pub fn follows(v: u32, a: u32, b: u32, op: Op) -> bool {
    match op {
        Op::Add => a + b == v,
        Op::Sub => a >= b && a - b == v || b >= a && b - a == v,
        Op::Mul => a * b == v,
        Op::Div => (b != 0 && a == v * b) || (a != 0 && b == v * a),
    }
}

/// The points of `v` on (`r`, `c`), or `None` when it may not go there.
pub fn points(board: &Board, r: i32, c: i32, v: u8) -> Option<i64> {
    let at = |r: i32, c: i32| -> Option<u8> {
        if (0..14).contains(&r) && (0..14).contains(&c) {
            board.tile(Cell::new(r as u8, c as u8))
        } else {
            None
        }
    };
    if !(0..14).contains(&r) || !(0..14).contains(&c) || at(r, c).is_some() {
        return None;
    }
    let square = square_at(Cell::new(r as u8, c as u8));
    let ops: Vec<Op> = match square {
        Square::Operation(op) => vec![op],
        _ => vec![Op::Add, Op::Sub, Op::Mul, Op::Div],
    };
    let mut count = 0;
    for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
        if let (Some(a), Some(b)) = (at(r + dr, c + dc), at(r + 2 * dr, c + 2 * dc)) {
            if ops
                .iter()
                .any(|&op| follows(u32::from(v), u32::from(a), u32::from(b), op))
            {
                count += 1;
            }
        }
    }
    let mult = match square {
        Square::Double => 2,
        Square::Triple => 3,
        _ => 1,
    };
    (count > 0).then(|| i64::from(v) * mult * count)
}

/// Full turns: the sorted set of (row, col, value) and the best points.
pub type TurnSets = BTreeMap<Vec<(u8, u8, u8)>, i64>;

/// Every legal single placement of a tile of `rack`: (row, col, value, points), sorted.
pub fn single(board: &Board, rack: &[u8]) -> Vec<(u8, u8, u8, i64)> {
    let mut values = rack.to_vec();
    values.sort();
    values.dedup();
    let mut out = Vec::new();
    for r in 0..14 {
        for c in 0..14 {
            for &v in &values {
                if let Some(p) = points(board, r, c, v) {
                    out.push((r as u8, c as u8, v, p));
                }
            }
        }
    }
    out.sort();
    out
}

/// Every full turn as the sorted set of (row, col, value) with the best points over all orders
/// (bonus not included); `None` when more than `budget` partial turns were tried. Orders are
/// tried one by one; an order that reaches a set of placements already reached with at least
/// as many points stops there (what follows depends on the set only).
pub fn full(board: &Board, rack: &[u8], budget: usize) -> Option<TurnSets> {
    let mut out = BTreeMap::new();
    let mut tried = 0usize;
    let mut board = board.clone();
    let mut placed = Vec::new();
    if dfs(
        &mut board,
        &mut rack.to_vec(),
        &mut placed,
        0,
        &mut out,
        &mut tried,
        budget,
    ) {
        Some(out)
    } else {
        None
    }
}

fn dfs(
    board: &mut Board,
    rack: &mut Vec<u8>,
    placed: &mut Vec<(u8, u8, u8)>,
    points_so_far: i64,
    out: &mut TurnSets,
    tried: &mut usize,
    budget: usize,
) -> bool {
    *tried += 1;
    if *tried > budget {
        return false;
    }
    if !placed.is_empty() {
        let mut key = placed.clone();
        key.sort();
        match out.get(&key) {
            Some(&best) if best >= points_so_far => return true,
            _ => {
                out.insert(key, points_so_far);
            }
        }
    }
    for i in 0..rack.len() {
        let v = rack[i];
        if rack[..i].contains(&v) {
            continue;
        }
        for r in 0..14 {
            for c in 0..14 {
                if let Some(p) = points(board, r, c, v) {
                    rack.remove(i);
                    board.set(Cell::new(r as u8, c as u8), Some(v));
                    placed.push((r as u8, c as u8, v));
                    let ok = dfs(board, rack, placed, points_so_far + p, out, tried, budget);
                    placed.pop();
                    board.set(Cell::new(r as u8, c as u8), None);
                    rack.insert(i, v);
                    if !ok {
                        return false;
                    }
                }
            }
        }
    }
    true
}

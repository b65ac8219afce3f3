//! A slow, obviously-correct reference for the chip game: the board as a plain grid of
//! characters, moves found by walking the eight directions square by square, and plain
//! minimax (no pruning, no table) with the no-pass rule.

/// A square: b'.', b'Y' or b'R'.
pub type Grid = Vec<Vec<u8>>;

const DIRS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

fn other(c: u8) -> u8 {
    if c == b'Y' {
        b'R'
    } else {
        b'Y'
    }
}

/// The squares turned by `me` playing at (r, c).
pub fn turned(g: &Grid, me: u8, r: usize, c: usize) -> Vec<(usize, usize)> {
    let n = g.len() as i32;
    let mut out = Vec::new();
    if g[r][c] != b'.' {
        return out;
    }
    for (dr, dc) in DIRS {
        let mut run = Vec::new();
        let (mut i, mut j) = (r as i32 + dr, c as i32 + dc);
        while i >= 0 && j >= 0 && i < n && j < n && g[i as usize][j as usize] == other(me) {
            run.push((i as usize, j as usize));
            i += dr;
            j += dc;
        }
        if !run.is_empty() && i >= 0 && j >= 0 && i < n && j < n && g[i as usize][j as usize] == me
        {
            out.extend(run);
        }
    }
    out
}

/// Every legal move of `me`, row by row.
pub fn moves(g: &Grid, me: u8) -> Vec<(usize, usize)> {
    let n = g.len();
    let mut out = Vec::new();
    for r in 0..n {
        for c in 0..n {
            if !turned(g, me, r, c).is_empty() {
                out.push((r, c));
            }
        }
    }
    out
}

/// The grid after `me` plays at (r, c).
pub fn after(g: &Grid, me: u8, r: usize, c: usize) -> Grid {
    let mut h = g.clone();
    for (i, j) in turned(g, me, r, c) {
        h[i][j] = me;
    }
    h[r][c] = me;
    h
}

fn count(g: &Grid, who: u8) -> i32 {
    g.iter().flatten().filter(|&&x| x == who).count() as i32
}

/// Plain minimax: the mover's chips minus the opponent's at the end (the game ends when the
/// mover has no move).
pub fn value(g: &Grid, me: u8) -> i32 {
    let ms = moves(g, me);
    if ms.is_empty() {
        return count(g, me) - count(g, other(me));
    }
    ms.iter()
        .map(|&(r, c)| -value(&after(g, me, r, c), other(me)))
        .max()
        .unwrap_or(0)
}

/// The value and every optimal move.
pub fn solve(g: &Grid, me: u8) -> (i32, Vec<(usize, usize)>) {
    let ms = moves(g, me);
    if ms.is_empty() {
        return (count(g, me) - count(g, other(me)), Vec::new());
    }
    let vals: Vec<i32> = ms
        .iter()
        .map(|&(r, c)| -value(&after(g, me, r, c), other(me)))
        .collect();
    let best = vals.iter().copied().max().unwrap_or(0);
    let list = ms
        .iter()
        .zip(&vals)
        .filter(|(_, &v)| v == best)
        .map(|(m, _)| *m)
        .collect();
    (best, list)
}

/// Reads rows separated by `/`.
pub fn grid(rows: &str) -> Grid {
    rows.split('/').map(|r| r.bytes().collect()).collect()
}

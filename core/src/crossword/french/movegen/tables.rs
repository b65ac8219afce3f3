//! The member tables: every filling of a stretch as a member, a term or a factor, read once
//! and grouped by value and tiles used; stretches of one shape share a table.

use super::state::{Kind, Search};
use super::windows::Window;
use crate::crossword::french::members::Builder;
use crate::crossword::french::reading::{may_end, may_follow, may_start};
use crate::crossword::pieces::{Counts, Piece, KINDS};

impl Search<'_> {
    /// The table of squares `a..b` of the stretch as one member, built on first use from the
    /// whole rack less its `=` (`None` when the budget runs out).
    pub(super) fn table(&mut self, w: &Window, a: usize, b: usize, kind: Kind) -> Option<usize> {
        let (d, l, x, y) = self.span_key(w, (a, b))?;
        let key = (d, l, x, y, kind);
        if let Some(t) = self.table_of.get(&key) {
            return Some(*t);
        }
        let mut rack = self.rack;
        rack[Piece::Equals.index()] = 0;
        let tiles: usize = rack.iter().map(|c| usize::from(*c)).sum();
        // The stretch's shape: each square's tile, or the tiles its crossing line lets it take.
        let mut shape = Vec::with_capacity(b - a);
        let mut empties = 0;
        for &cell in &w.cells[a..b] {
            match self.board.piece(cell) {
                Some(p) => shape.push(1u32 << 31 | p.index() as u32),
                None => {
                    empties += 1;
                    let mut mask = 0u32;
                    for (k, p) in Piece::ALL.iter().enumerate() {
                        if rack[k] > 0 && self.cross_ok(cell, w.dir, *p) {
                            mask |= 1 << k;
                        }
                    }
                    shape.push(mask);
                }
            }
        }
        if empties > tiles {
            // More empty squares than the rack has tiles besides `=`: no filling.
            shape.clear();
        }
        shape.push(kind as u32);
        if let Some(t) = self.table_of_shape.get(&shape) {
            let t = *t;
            self.table_of.insert(key, t);
            return Some(t);
        }
        let mut builder = Builder::new(b - a);
        if shape.len() > 1 {
            let mut line = Vec::with_capacity(b - a);
            let mut used = [0u8; KINDS];
            if !self.fill_member(
                w,
                (a, b, kind),
                a,
                &mut rack,
                &mut used,
                &mut line,
                &mut builder,
            ) {
                return None;
            }
        }
        let table = builder.finish();
        self.stored += table.bytes();
        self.tables.push(table);
        let t = self.tables.len() - 1;
        self.table_of.insert(key, t);
        self.table_of_shape.insert(shape, t);
        Some(t)
    }

    /// Fills squares `i..b` of the member `a..b`, tile by tile.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn fill_member(
        &mut self,
        w: &Window,
        (a, b, kind): (usize, usize, Kind),
        i: usize,
        rack: &mut Counts,
        used: &mut Counts,
        line: &mut Vec<Piece>,
        out: &mut Builder,
    ) -> bool {
        if self.nodes >= self.budget {
            return false;
        }
        if i == b {
            out.add(line, used);
            return true;
        }
        let cell = w.cells[i];
        // A term has no `+`, and a `−` only where a number is due (at its start, after × or ÷);
        // a factor no sign but a `−` first.
        let syntax = |line: &[Piece], p: Piece| {
            (match line.last() {
                None => may_start(p),
                Some(&q) => {
                    may_follow(q, p)
                        && match kind {
                            Kind::Member => true,
                            Kind::Term => {
                                p != Piece::Plus
                                    && (p != Piece::Minus
                                        || matches!(q, Piece::Times | Piece::Divide))
                            }
                            Kind::Factor => !matches!(
                                p,
                                Piece::Plus | Piece::Minus | Piece::Times | Piece::Divide
                            ),
                        }
                }
            }) && (i + 1 < b || may_end(p))
        };
        if let Some(p) = self.board.piece(cell) {
            if !syntax(line, p) {
                return true;
            }
            line.push(p);
            let go = self.fill_member(w, (a, b, kind), i + 1, rack, used, line, out);
            line.pop();
            return go;
        }
        for k in 0..KINDS {
            if rack[k] == 0 {
                continue;
            }
            let p = Piece::ALL[k];
            if !syntax(line, p) || !self.cross_ok(cell, w.dir, p) {
                continue;
            }
            self.nodes += 1;
            rack[k] -= 1;
            used[k] += 1;
            line.push(p);
            let go = self.fill_member(w, (a, b, kind), i + 1, rack, used, line, out);
            line.pop();
            used[k] -= 1;
            rack[k] += 1;
            if !go {
                return false;
            }
        }
        true
    }
}

//! The lay assembly: the chosen parts of a line put together filling by filling, each line
//! read (after `balance`'s quick test) and checked whole by [`check_lay`].

use super::state::{Part, Search};
use super::windows::Window;
use super::Lay;
use crate::crossword::board::Placement;
use crate::crossword::french::balance::surely_false;
use crate::crossword::french::play::check_lay;
use crate::crossword::french::reading::check_line;
use crate::crossword::pieces::Piece;

impl Search<'_> {
    /// Every line made of the chosen parts (in square order), checked whole.
    pub(super) fn emit(
        &mut self,
        w: &Window,
        parts: &[(usize, Part)],
        k: usize,
        line: &mut Vec<Piece>,
    ) -> bool {
        let Some(&(_, part)) = parts.get(k) else {
            if !self.spend() {
                return false;
            }
            self.finish(w, line);
            return !self.stop_at_first || self.lays.is_empty();
        };
        // A tile or a run is one way to go on; a group, each of its fillings.
        let fillings = match part {
            Part::Group(t, g) => self.tables[t].groups[g].fillings.clone(),
            Part::Tile(_) | Part::Run(..) => 0..1,
        };
        let at = line.len();
        for f in fillings {
            match part {
                Part::Tile(p) => line.push(p),
                Part::Run(start, len) => {
                    line.extend_from_slice(self.runs.get(start..start + len).unwrap_or(&[]));
                }
                Part::Group(t, _) => line.extend_from_slice(self.tables[t].filling(f)),
            }
            let go = self.emit(w, parts, k + 1, line);
            line.truncate(at);
            if !go {
                return false;
            }
        }
        true
    }

    /// A stretch of one (empty) square: each tile of the rack its crossing line allows, read
    /// with it. `false` when the search stops.
    pub(super) fn single(&mut self, w: &Window) -> bool {
        if self.nodes >= self.budget {
            return false;
        }
        let cell = w.cells[0];
        for (k, &p) in Piece::ALL.iter().enumerate() {
            if self.rack[k] == 0 || !self.cross_ok(cell, w.dir, p) {
                continue;
            }
            if !self.spend() {
                return false;
            }
            self.finish(w, &[p]);
            if self.stop_at_first && !self.lays.is_empty() {
                return false;
            }
        }
        true
    }

    pub(super) fn finish(&mut self, w: &Window, line: &[Piece]) {
        if line.len() >= 2 && (surely_false(line) || check_line(line).is_err()) {
            return;
        }
        let placement = Placement {
            start: w.cells[0],
            dir: w.dir,
            pieces: line.to_vec(),
        };
        if let Ok(c) = check_lay(self.board, self.layout, &placement) {
            let mut key = c.new.clone();
            key.sort();
            if self.seen.insert(key) {
                self.lays.push(Lay {
                    placement,
                    new: c.new,
                    points: c.points,
                });
            }
        }
    }
}

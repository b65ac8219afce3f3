//! Right sides listed once per search: every member (numbers and operations, no `=`) the
//! supply can make, with its value, sorted by value. A line whose squares after its `=` are
//! open finds its right sides by the left side's value here instead of walking them square
//! by square again for every left side (a meet in the middle on the `=`).

use super::{Auto, Last};
use crate::crossword::equation::EquationRules;
use crate::crossword::pieces::{Counts, Piece, KINDS};

/// The most members a table holds; past it the search walks right sides square by square.
const MAX_MEMBERS: usize = 2_000_000;

/// Every member of the supply up to a length, sorted by value.
pub(super) struct Members {
    /// (value, offset into `pieces`, length), sorted by value.
    entries: Vec<(i128, u32, u8)>,
    /// The members' pieces, one after another.
    pieces: Vec<Piece>,
}

/// The work of one build: the table, or `None` when it grew past [`MAX_MEMBERS`] or the
/// nodes allowed; and the nodes it visited.
pub(super) struct Built {
    pub(super) table: Option<Members>,
    pub(super) nodes: u64,
}

struct Builder {
    rules: EquationRules,
    counts: Counts,
    max_len: usize,
    allowed: u64,
    nodes: u64,
    line: Vec<Piece>,
    entries: Vec<(i128, u32, u8)>,
    pieces: Vec<Piece>,
    failed: bool,
}

impl Builder {
    fn grow(&mut self, auto: Auto) {
        for k in 0..KINDS {
            if self.failed {
                return;
            }
            if self.counts[k] == 0 {
                continue;
            }
            let p = Piece::ALL[k];
            if p == Piece::Equals {
                continue;
            }
            self.nodes += 1;
            if self.nodes > self.allowed {
                self.failed = true;
                return;
            }
            let Some(a) = auto.push(p, self.rules) else {
                continue;
            };
            self.counts[k] -= 1;
            self.line.push(p);
            if let Some(v) = a.value(self.rules) {
                if self.entries.len() >= MAX_MEMBERS {
                    self.failed = true;
                } else if let (Ok(off), Ok(len)) = (
                    u32::try_from(self.pieces.len()),
                    u8::try_from(self.line.len()),
                ) {
                    self.entries.push((v, off, len));
                    self.pieces.extend_from_slice(&self.line);
                } else {
                    self.failed = true;
                }
            }
            if self.line.len() < self.max_len {
                self.grow(a);
            }
            self.line.pop();
            self.counts[k] += 1;
        }
    }
}

impl Members {
    /// Lists every member of `counts` (its `=` left out) of at most `max_len` pieces, visiting
    /// at most `allowed` nodes.
    pub(super) fn build(
        counts: Counts,
        max_len: usize,
        rules: EquationRules,
        allowed: u64,
    ) -> Built {
        let mut b = Builder {
            rules,
            counts,
            max_len,
            allowed,
            nodes: 0,
            line: Vec::with_capacity(max_len),
            entries: Vec::new(),
            pieces: Vec::new(),
            failed: false,
        };
        if max_len > 0 {
            b.grow(Auto::START);
        }
        if b.failed {
            return Built {
                table: None,
                nodes: b.nodes,
            };
        }
        let mut entries = b.entries;
        entries.sort_by_key(|e| e.0);
        Built {
            table: Some(Members {
                entries,
                pieces: b.pieces,
            }),
            nodes: b.nodes,
        }
    }

    /// The largest value of a member of at most `len` pieces (0 when there is none).
    pub(super) fn most(&self, len: usize) -> i128 {
        self.entries
            .iter()
            .rev()
            .find(|e| usize::from(e.2) <= len)
            .map_or(0, |e| e.0)
    }

    /// The members worth `value`.
    pub(super) fn worth(&self, value: i128) -> impl Iterator<Item = &[Piece]> + '_ {
        let from = self.entries.partition_point(|e| e.0 < value);
        self.entries[from..]
            .iter()
            .take_while(move |e| e.0 == value)
            .filter_map(|&(_, off, len)| {
                let off = usize::try_from(off).ok()?;
                self.pieces.get(off..off + usize::from(len))
            })
    }
}

impl Auto {
    /// The value of the member read so far if it may end here (a number just read, no `=`).
    pub(super) fn value(mut self, rules: EquationRules) -> Option<i128> {
        if self.last != Last::Digit || self.eqs != 0 {
            return None;
        }
        self.close_number(rules)?;
        self.commit()?;
        Some(self.sum)
    }
}

//! Every filling of one stretch of a line as one member of an equation (the tiles between a
//! line's end and an `=`, or between two `=`), grouped by value and by the tiles the rack gives.
//!
//! A line is true exactly when a reading of each member gives one common value, and the
//! members' readings are chosen independently (each fraction bar lies in one member), so the
//! move generator fills each stretch once, reads each filling once, and then pairs members of
//! equal value whose tiles the rack holds together, instead of trying every arrangement of the
//! whole line.

use super::reading::{member_values, MemberValues, Value};
use crate::crossword::pieces::{Counts, Piece};
use std::collections::HashMap;
use std::iter::Chain;
use std::ops::Range;

/// The fillings of a stretch with one value (or any value) that take the same tiles from the
/// rack.
#[derive(Debug, Clone)]
pub struct Group {
    /// The value; `None` when the member has more readings than are listed (it may be worth
    /// anything).
    pub value: Option<Value>,
    /// The tiles taken from the rack.
    pub used: Counts,
    /// The fillings, as indices for [`MemberTable::filling`].
    pub fillings: Range<usize>,
}

/// Collects the fillings of one stretch; [`Builder::finish`] reads and groups them.
#[derive(Debug)]
pub struct Builder {
    len: usize,
    entries: Vec<(Option<Value>, Counts, usize)>,
    tiles: Vec<Piece>,
}

impl Builder {
    /// A builder for a stretch of `len` squares.
    pub fn new(len: usize) -> Builder {
        Builder {
            len,
            entries: Vec::new(),
            tiles: Vec::new(),
        }
    }

    /// Adds a filling (its tiles, the stretch's tiles already on the board included, and the
    /// tiles it takes from the rack); one that cannot be read as a member is dropped.
    pub fn add(&mut self, line: &[Piece], used: &Counts) {
        let at = self.tiles.len() / self.len.max(1);
        match member_values(line) {
            MemberValues::Unreadable => return,
            MemberValues::Listed(values) => {
                if values.is_empty() {
                    return;
                }
                for v in values {
                    self.entries.push((Some(v), *used, at));
                }
            }
            MemberValues::Unlisted => self.entries.push((None, *used, at)),
        }
        self.tiles.extend_from_slice(line);
    }

    /// The table: fillings sorted by value and tiles used, grouped.
    pub fn finish(mut self) -> MemberTable {
        // Values are kept in lowest terms, so equal values have equal numerators and
        // denominators: sorting by those (cheaper than comparing fractions) groups them.
        self.entries.sort_unstable_by_key(|(v, used, at)| {
            (v.map(|v| (*v.numer(), *v.denom())), *used, *at)
        });
        let len = self.len;
        let mut tiles = Vec::with_capacity(self.entries.len() * len);
        let mut groups: Vec<Group> = Vec::new();
        for (i, (value, used, at)) in self.entries.into_iter().enumerate() {
            tiles.extend_from_slice(&self.tiles[at * len..(at + 1) * len]);
            match groups.last_mut() {
                Some(g) if g.value == value && g.used == used => g.fillings.end = i + 1,
                _ => groups.push(Group {
                    value,
                    used,
                    fillings: i..i + 1,
                }),
            }
        }
        // Groups are sorted by value (any value first): each value's are side by side.
        let mut by_value: HashMap<Value, Range<usize>> = HashMap::new();
        let mut any = 0..0;
        for (i, g) in groups.iter().enumerate() {
            match g.value {
                Some(v) => by_value.entry(v).or_insert(i..i).end = i + 1,
                None => any.end = i + 1,
            }
        }
        // Each value's first group, in the values' order (for [`MemberTable::runs_within`]).
        let mut sorted: Vec<(Value, usize)> = by_value.iter().map(|(v, r)| (*v, r.start)).collect();
        sorted.sort_unstable();
        MemberTable {
            len,
            tiles,
            groups,
            by_value,
            any,
            sorted,
        }
    }
}

/// Every filling of one stretch as a member, grouped.
#[derive(Debug)]
pub struct MemberTable {
    len: usize,
    tiles: Vec<Piece>,
    /// The groups, by value (any value first) and tiles used.
    pub groups: Vec<Group>,
    by_value: HashMap<Value, Range<usize>>,
    any: Range<usize>,
    sorted: Vec<(Value, usize)>,
}

impl MemberTable {
    /// The tiles of filling `i`.
    pub fn filling(&self, i: usize) -> &[Piece] {
        self.tiles
            .get(i * self.len..(i + 1) * self.len)
            .unwrap_or(&[])
    }

    /// About how many bytes the table holds.
    pub fn bytes(&self) -> usize {
        self.tiles.len() * std::mem::size_of::<Piece>()
            + self.groups.len() * std::mem::size_of::<Group>()
            + self.by_value.len() * 64
    }

    /// Whether a filling may be worth anything (more readings than are listed).
    pub fn has_any(&self) -> bool {
        !self.any.is_empty()
    }

    /// How many values the fillings take.
    pub fn value_count(&self) -> usize {
        self.by_value.len()
    }

    /// The values the fillings take, in the groups' order (so that a search tries them in the
    /// same order every time).
    pub fn values(&self) -> Vec<Value> {
        let mut out: Vec<Value> = Vec::with_capacity(self.by_value.len());
        for v in self.groups.iter().filter_map(|g| g.value) {
            if out.last() != Some(&v) {
                out.push(v);
            }
        }
        out
    }

    /// Group `g` and the groups after it with its value (or, for a group that may be worth
    /// anything, the others that may be).
    pub fn run_from(&self, g: usize) -> Range<usize> {
        let end = match self.groups.get(g).map(|group| group.value) {
            Some(Some(v)) => self.by_value.get(&v).map_or(g + 1, |r| r.end),
            Some(None) => self.any.end,
            None => g,
        };
        g..end.max(g)
    }

    /// The least and the greatest value of a group, unless a group may be worth anything or
    /// there is none.
    pub fn bounds(&self) -> Option<(Value, Value)> {
        if self.has_any() {
            return None;
        }
        Some((self.sorted.first()?.0, self.sorted.last()?.0))
    }

    /// The first group of each value from `lo` to `hi`, in the values' order.
    pub fn runs_within(&self, lo: &Value, hi: &Value) -> impl Iterator<Item = usize> + '_ {
        let from = self.sorted.partition_point(|(v, _)| v < lo);
        let to = self.sorted.partition_point(|(v, _)| v <= hi);
        self.sorted[from..to.max(from)].iter().map(|(_, g)| *g)
    }

    /// How many values from `lo` to `hi` the groups take.
    pub fn count_within(&self, lo: &Value, hi: &Value) -> usize {
        let from = self.sorted.partition_point(|(v, _)| v < lo);
        let to = self.sorted.partition_point(|(v, _)| v <= hi);
        to.saturating_sub(from)
    }

    /// Whether a group may be worth `v`.
    pub fn may_be(&self, v: &Value) -> bool {
        !self.any.is_empty() || self.by_value.contains_key(v)
    }

    /// The groups that may be worth `target` (every group when there is no target yet).
    pub fn groups_for(&self, target: Option<&Value>) -> Chain<Range<usize>, Range<usize>> {
        match target {
            None => (0..self.groups.len()).chain(0..0),
            Some(v) => self
                .any
                .clone()
                .chain(self.by_value.get(v).cloned().unwrap_or(0..0)),
        }
    }
}

/// Whether the rack's `left` holds `used`.
pub fn holds(left: &Counts, used: &Counts) -> bool {
    left.iter().zip(used).all(|(l, u)| u <= l)
}

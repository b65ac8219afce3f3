//! The tail lists' keys and contents: a tail's pieces packed in a word, the lists sorted by
//! what each tail adds to the balance, and the look-up.

use crate::crossword::pieces::Piece;
use std::hash::Hasher;

/// Tails are listed exactly when at most this many pieces are held.
pub(super) const TAIL_HELD: u32 = 5;

/// The offset given to the running sum of a tail listed alone, so that it never goes negative
/// (what the prefix before it holds is unknown).
pub(super) const TAIL_OFFSET: i128 = 1_000_000_000_000_000_000_000;

/// The tails of a term inside a product and of a number being read are listed only once the
/// walk of a part (see [`Search::part`](super::search::Search::part)) has visited this many
/// nodes (below it, listing them costs more than it saves).
pub(super) const PRODUCT_NODES: u64 = 2_000;

/// A part makes a factor list (see
/// [`Search::factor_tails_for`](super::search::Search::factor_tails_for)) only when it asks
/// for it this many times; before, it walks on. Most factor lists are asked for once or
/// twice, and walking those costs less than listing them. On three of the bench's slowest
/// positions (one thread) 4 takes 2.6 to 6.7 % fewer instructions and walks 5 to 10 % more
/// nodes; on the slowest, 2 or 3 take 2.5 % fewer, 4 to 8 6.6 %, 16 6.2 %, never listing
/// them 0.2 %.
pub(super) const FACTOR_ASKS: u32 = 4;

/// The key of a list of tails: the held multiset (4 bits a kind of the supply: see
/// [`Search::held_key`](super::search::Search::held_key)), the shape of the squares ahead (see
/// [`shape`](super::squares::shape)), the side (`=` seen) and the sign of the term to come
/// (2 × side + −; 4 or 8 more for the lists of a product, 12 more for a number's, 16 more for
/// a factor's, which have no sign).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct TailKey {
    pub(super) held: u64,
    pub(super) shape: u128,
    pub(super) side: u8,
}

/// A fast hash for the tails' keys (multiply and rotate; the keys are not chosen by anyone).
#[derive(Default)]
pub(super) struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn write_u128(&mut self, n: u128) {
        // Both halves (the truncation is the point).
        self.write_u64(n as u64);
        self.write_u64((n >> 64) as u64);
    }
}

/// A listed tail: what it adds to the balance, and its pieces (a [`Path`]).
pub(super) type Tail = (i64, u64);

/// A tail of a product, number or factor list as it is listed: `(a, b, value, pieces)`,
/// grouped by `(a, b)` (see [`group`]).
pub(super) type Entry = (i64, i64, i64, u64);

/// `x` in 64 bits, as every value of a list is kept; `None`, and `wild` set (the list is then
/// not used), when it does not fit.
pub(super) fn narrow(x: i128, wild: &mut bool) -> Option<i64> {
    let n = i64::try_from(x).ok();
    *wild |= n.is_none();
    n
}

/// The tails of one key, sorted by value (see
/// [`Search::tails_for`](super::search::Search::tails_for)); `None` when they could not be
/// listed. No two tails of a list are the same: each has its own pieces.
pub(super) type TailList = Option<Vec<Tail>>;

/// The tails of a term inside a product: a [`Group`] for each distinct `P` and the tails, each
/// `P`'s together, in no order within a group (groups are small: a look-up reads a group's
/// tails one by one, and only when its value lies between their least and greatest; see
/// [`Search::product_tails_for`](super::search::Search::product_tails_for)); `None` when they
/// could not be listed.
pub(super) type ProductList = Option<(Vec<Group>, Vec<Tail>)>;

/// One group of a [`ProductList`]: its `(a, b)` (a `P`'s numerator and denominator), the end
/// of its tails in the list, and their least and greatest value (a look-up outside them need
/// not read the tails).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Group {
    pub(super) a: i64,
    pub(super) b: i64,
    pub(super) end: u32,
    pub(super) lo: i64,
    pub(super) hi: i64,
}

/// What a look-up makes of one [`Group`] of a product, number or factor list (see
/// [`Search::pick_groups`](super::search::Search::pick_groups)).
pub(super) enum Look {
    /// The tails of this value balance the prefix.
    Pick(i64),
    /// None of the group's tails can.
    Skip,
    /// The list cannot answer (a value does not fit): walk on.
    Walk,
}

/// What the tail lists say about a prefix (see
/// [`Search::tails_for`](super::search::Search::tails_for)).
pub(super) enum Tails {
    /// No list applies: walk on.
    Walk,
    /// The list that applies is not made yet, and only made lists were asked for (see
    /// [`Search::tails_for`](super::search::Search::tails_for)).
    Unlisted,
    /// No tail can end the prefix as a true equation.
    Dead,
    /// The tails that can are in [`Search::picked`](super::search::Search::picked).
    Listed,
}

/// The pieces of a tail, packed in a `u64`: their count in the low 4 bits, then 5 bits a piece
/// ([`Piece::index`]).
#[derive(Debug, Clone, Copy)]
pub(super) struct Path(pub(super) u64);

impl Path {
    pub(super) const EMPTY: Path = Path(0);
    /// The most pieces a path holds (a tail of at most [`TAIL_HELD`] held pieces lays at most
    /// 11: laid pieces it crosses are never side by side).
    pub(super) const MOST: u64 = 12;

    pub(super) fn len(self) -> usize {
        (self.0 & 15) as usize
    }

    pub(super) fn with(self, p: Piece) -> Option<Path> {
        let n = self.0 & 15;
        (n < Self::MOST).then(|| Path((self.0 + 1) | ((p.index() as u64) << (4 + 5 * n))))
    }

    /// This path then `other`; `None` when too long.
    pub(super) fn then(self, other: Path) -> Option<Path> {
        let (n, m) = (self.0 & 15, other.0 & 15);
        if m == 0 {
            return Some(self);
        }
        (n + m <= Self::MOST).then(|| Path((self.0 + m) | ((other.0 >> 4) << (4 + 5 * n))))
    }

    pub(super) fn piece(self, j: usize) -> Piece {
        Piece::ALL[((self.0 >> (4 + 5 * j)) & 31) as usize]
    }
}

/// Adds to `picked` the pieces of the tails of `rs` (sorted) whose value is `x`.
pub(super) fn pick(rs: &[Tail], x: i64, picked: &mut Vec<u64>) {
    match (rs.first(), rs.last()) {
        (Some(first), Some(last)) if first.0 <= x && x <= last.0 => {}
        _ => return,
    }
    let from = rs.partition_point(|t| t.0 < x);
    picked.extend(rs[from..].iter().take_while(|t| t.0 == x).map(|t| t.1));
}

/// Adds to `picked` the pieces of the tails of `rs` (a group's, in no order) whose value is
/// `x`.
pub(super) fn pick_in_group(rs: &[Tail], x: i64, picked: &mut Vec<u64>) {
    picked.extend(rs.iter().filter(|t| t.0 == x).map(|t| t.1));
}

/// Tails listed as [`Entry`]s, grouped by `(a, b)` (the groups in that order; see
/// [`ProductList`]); `None` when `wild`. `out` is emptied. Only the heads are sorted: sorting
/// each group's tails too cost more than it saved the look-ups.
pub(super) fn group(out: &mut Vec<Entry>, wild: bool) -> ProductList {
    let v = (!wild).then(|| group_sorted(out));
    out.clear();
    v.flatten()
}

fn group_sorted(out: &mut [Entry]) -> ProductList {
    out.sort_unstable_by_key(|e| (e.0, e.1));
    u32::try_from(out.len()).ok()?;
    let mut groups: Vec<Group> = Vec::new();
    let mut rs: Vec<Tail> = Vec::with_capacity(out.len());
    for &(a, b, r, path) in out.iter() {
        rs.push((r, path));
        let end = rs.len() as u32;
        match groups.last_mut() {
            Some(g) if g.a == a && g.b == b => {
                g.end = end;
                g.hi = g.hi.max(r);
                g.lo = g.lo.min(r);
            }
            _ => groups.push(Group {
                a,
                b,
                end,
                lo: r,
                hi: r,
            }),
        }
    }
    groups.shrink_to_fit();
    Some((groups, rs))
}

#[cfg(test)]
mod tests {
    use super::{group, narrow, pick, pick_in_group, Group, Path};
    use crate::crossword::pieces::Piece;

    fn path(pieces: &[Piece]) -> Path {
        pieces
            .iter()
            .try_fold(Path::EMPTY, |p, &q| p.with(q))
            .expect("short enough")
    }

    #[test]
    fn paths_keep_their_pieces_in_order() {
        let a = [Piece::Digit(7), Piece::Times, Piece::Digit(0)];
        let b = [Piece::Equals, Piece::Digit(9), Piece::Minus];
        let joined = path(&a).then(path(&b)).expect("six pieces fit");
        assert_eq!(joined.len(), 6);
        let read: Vec<Piece> = (0..joined.len()).map(|j| joined.piece(j)).collect();
        assert_eq!(read, [a, b].concat());
        assert_eq!(path(&a).then(Path::EMPTY).map(|p| p.0), Some(path(&a).0));
        let full = path(&[Piece::Digit(1); Path::MOST as usize]);
        assert!(full.with(Piece::Plus).is_none());
        assert!(full.then(path(&[Piece::Plus])).is_none());
        assert!(path(&[Piece::Digit(1); 6])
            .then(path(&[Piece::Digit(2); 7]))
            .is_none());
    }

    #[test]
    fn lists_group_and_pick_by_value() {
        let mut out = vec![(10, 1, 5, 1), (1, 1, 7, 2), (10, 1, 5, 3), (10, 1, -2, 4)];
        let (groups, rs) = group(&mut out.clone(), false).expect("fits");
        let g = |a, end, lo, hi| Group {
            a,
            b: 1,
            end,
            lo,
            hi,
        };
        assert_eq!(groups, vec![g(1, 1, 7, 7), g(10, 4, -2, 5)]);
        assert_eq!(rs[0], (7, 2));
        let mut second = rs[1..4].to_vec();
        second.sort_unstable();
        assert_eq!(second, vec![(-2, 4), (5, 1), (5, 3)]);
        let mut picked = Vec::new();
        pick_in_group(&rs[1..4], 5, &mut picked);
        picked.sort_unstable();
        assert_eq!(picked, vec![1, 3]);
        picked.clear();
        pick_in_group(&rs[1..4], 7, &mut picked);
        assert!(picked.is_empty());
        // A sorted list (a sign list) is picked from by value.
        pick(&second, 5, &mut picked);
        assert_eq!(picked, vec![1, 3]);
        picked.clear();
        pick(&second, 7, &mut picked);
        assert!(picked.is_empty());
        pick(&second, 5, &mut picked);
        assert_eq!(picked, vec![1, 3]);
        picked.clear();
        pick(&second, 6, &mut picked);
        pick(&second, 99, &mut picked);
        assert!(picked.is_empty());
        let mut wild = false;
        assert_eq!(narrow(-5, &mut wild), Some(-5));
        assert!(!wild);
        assert_eq!(narrow(i128::from(i64::MAX) + 1, &mut wild), None);
        assert!(wild);
        let mut one = vec![(1, 1, 1, 0)];
        assert!(group(&mut one, true).is_none());
        assert!(one.is_empty());
        assert_eq!(group(&mut out.clone(), false), group(&mut out, false));
    }
}

//! The board's geometry: dots, segments and boxes, numbered so that a position is a bitset of
//! drawn segments.
//!
//! Segments are numbered horizontal first, row by row (`h<r>,<c>` is `r·(n−1)+c`), then the
//! vertical ones row by row (`v<r>,<c>` is `n(n−1)+r·n+c`) for `n` dots a side. Boxes are
//! numbered row by row; box (r, c) has the sides `h<r>,<c>`, `h<r+1>,<c>`, `v<r>,<c>`,
//! `v<r>,<c+1>`.

use crate::kit::Segment;
use std::sync::OnceLock;

/// Fewest dots a side.
pub const MIN_DOTS: u8 = 3;
/// Most dots a side.
pub const MAX_DOTS: u8 = 7;
/// No box on this side of a segment (the edge of the board).
pub(crate) const NO_BOX: u8 = u8::MAX;

/// Boxes by the number of sides drawn, as bitsets over the box numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Sides {
    /// One side drawn.
    pub(crate) one: u64,
    /// Two sides drawn.
    pub(crate) two: u64,
    /// Three sides drawn: capturable.
    pub(crate) three: u64,
    /// Complete.
    pub(crate) four: u64,
    /// Every box.
    pub(crate) all: u64,
}

/// The geometry of a square grid of `dots` × `dots` dots.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    dots: u8,
    /// Per segment, the (at most two) boxes it borders ([`NO_BOX`] for none).
    pub(crate) seg_boxes: Vec<[u8; 2]>,
    /// Per box, the bitset of its four sides.
    pub(crate) box_mask: Vec<u128>,
    /// Every segment drawn.
    pub(crate) full: u128,
    /// The two edge sides of each corner box, as (lower, higher) bits: either is the same move
    /// (both join the box to the edge), so a position with one of them drawn is the position
    /// with the other drawn instead.
    pub(crate) corners: [(u128, u128); 4],
}

impl Board {
    fn build(dots: u8) -> Board {
        let n = usize::from(dots);
        let side = n - 1;
        let hsegs = n * side;
        let segs = 2 * hsegs;
        let mut seg_boxes = vec![[NO_BOX; 2]; segs];
        let mut box_mask = vec![0u128; side * side];
        for r in 0..side {
            for c in 0..side {
                let b = r * side + c;
                let sides = [
                    r * side + c,
                    (r + 1) * side + c,
                    hsegs + r * n + c,
                    hsegs + r * n + c + 1,
                ];
                for s in sides {
                    box_mask[b] |= 1u128 << s;
                    let slot = &mut seg_boxes[s];
                    if slot[0] == NO_BOX {
                        slot[0] = b as u8;
                    } else {
                        slot[1] = b as u8;
                    }
                }
            }
        }
        let full = if segs == 128 {
            u128::MAX
        } else {
            (1u128 << segs) - 1
        };
        // Boxes (0, 0), (0, side − 1), (side − 1, 0) and (side − 1, side − 1): each has two
        // sides on the edge (side ≥ 2, so they are four boxes).
        let mut corners = [(0u128, 0u128); 4];
        let corner_boxes = [0, side - 1, side * (side - 1), side * side - 1];
        for (pair, b) in corners.iter_mut().zip(corner_boxes) {
            let mask = box_mask[b];
            let edge = (0..segs)
                .filter(|&s| mask & (1u128 << s) != 0 && seg_boxes[s].contains(&NO_BOX))
                .fold(0u128, |m, s| m | (1u128 << s));
            let low = edge & edge.wrapping_neg();
            *pair = (low, edge & !low);
        }
        Board {
            dots,
            seg_boxes,
            box_mask,
            full,
            corners,
        }
    }

    /// The board of `dots` × `dots` dots, or `None` outside 3..=7.
    pub fn of(dots: u8) -> Option<&'static Board> {
        static BOARDS: OnceLock<Vec<Board>> = OnceLock::new();
        let boards = BOARDS.get_or_init(|| (MIN_DOTS..=MAX_DOTS).map(Board::build).collect());
        if (MIN_DOTS..=MAX_DOTS).contains(&dots) {
            boards.get(usize::from(dots - MIN_DOTS))
        } else {
            None
        }
    }

    /// Dots a side.
    pub fn dots(&self) -> u8 {
        self.dots
    }

    /// Boxes a side (`dots − 1`).
    pub fn side(&self) -> u8 {
        self.dots - 1
    }

    /// How many segments.
    pub fn segments(&self) -> usize {
        self.seg_boxes.len()
    }

    /// How many boxes.
    pub fn boxes(&self) -> usize {
        self.box_mask.len()
    }

    /// The number of `segment`, or `None` when it is not on this board.
    pub fn index(&self, segment: Segment) -> Option<usize> {
        if !segment.fits(self.dots) {
            return None;
        }
        let n = usize::from(self.dots);
        Some(match segment {
            Segment::H { row, col } => usize::from(row) * (n - 1) + usize::from(col),
            Segment::V { row, col } => n * (n - 1) + usize::from(row) * n + usize::from(col),
        })
    }

    /// The segment numbered `index` (callers keep `index` below [`Board::segments`]).
    pub fn segment(&self, index: usize) -> Segment {
        let n = usize::from(self.dots);
        let hsegs = n * (n - 1);
        if index < hsegs {
            Segment::H {
                row: (index / (n - 1)) as u8,
                col: (index % (n - 1)) as u8,
            }
        } else {
            let i = index - hsegs;
            Segment::V {
                row: (i / n) as u8,
                col: (i % n) as u8,
            }
        }
    }

    /// How many sides of box `b` are drawn in `drawn`.
    #[inline]
    pub(crate) fn sides(&self, drawn: u128, b: usize) -> u32 {
        (drawn & self.box_mask[b]).count_ones()
    }

    /// The groups of the boxes in `boxes` (a bit a box) that join through their undrawn sides
    /// (`drawn`: the segments drawn), lowest box first: `f` is given each group's number of
    /// boxes and of undrawn sides on the edge of the board, until it returns `false`.
    #[inline]
    pub(crate) fn groups(&self, drawn: u128, mut boxes: u64, mut f: impl FnMut(u8, u32) -> bool) {
        while boxes != 0 {
            let start = boxes.trailing_zeros() as usize;
            let mut stack = vec![start];
            boxes &= !(1u64 << start);
            let mut size = 0u8;
            let mut ends = 0;
            while let Some(b) = stack.pop() {
                size += 1;
                let mut sides = self.box_mask[b] & !drawn;
                while sides != 0 {
                    let s = sides.trailing_zeros() as usize;
                    sides &= sides - 1;
                    let other = self.across(s, b);
                    if other == NO_BOX {
                        ends += 1;
                    } else if boxes & (1u64 << other) != 0 {
                        boxes &= !(1u64 << other);
                        stack.push(usize::from(other));
                    }
                }
            }
            if !f(size, ends) {
                return;
            }
        }
    }

    /// The box on the other side of segment `s` from box `b` ([`NO_BOX`] at the board's edge).
    #[inline]
    pub(crate) fn across(&self, s: usize, b: usize) -> u8 {
        let [x, y] = self.seg_boxes[s];
        if usize::from(x) == b {
            y
        } else {
            x
        }
    }

    /// How many boxes drawing segment `s` completes in `drawn` (0, 1 or 2).
    #[inline]
    pub(crate) fn completes(&self, drawn: u128, s: usize) -> u32 {
        self.seg_boxes[s]
            .iter()
            .filter(|&&b| b != NO_BOX && self.sides(drawn, usize::from(b)) == 3)
            .count() as u32
    }

    /// Whether drawing `s` gives a third side to some box (offers it to the opponent).
    #[inline]
    pub(crate) fn opens(&self, drawn: u128, s: usize) -> bool {
        self.seg_boxes[s]
            .iter()
            .any(|&b| b != NO_BOX && self.sides(drawn, usize::from(b)) == 2)
    }

    /// The boxes of `drawn` by how many of their sides are drawn, as bitsets over the box
    /// numbers (computed for all boxes at once, bit-parallel).
    #[inline]
    pub(crate) fn counts(&self, drawn: u128) -> Sides {
        let n = u32::from(self.dots);
        let side = n - 1;
        let all = (1u64 << (side * side)) - 1;
        // `h<r>,<c>` is numbered like box (r, c): the top sides are the first bits, the bottom
        // sides the same shifted by a row.
        let h = drawn as u64;
        let top = h & all;
        let bottom = (h >> side) & all;
        // Vertical segments: rows of `n`, box (r, c) has `v<r>,<c>` and `v<r>,<c+1>`.
        let v = (drawn >> (n * side)) as u64;
        let row = (1u64 << side) - 1;
        let (mut left, mut right) = (0u64, 0u64);
        for r in 0..side {
            let bits = v >> (r * n);
            left |= (bits & row) << (r * side);
            right |= ((bits >> 1) & row) << (r * side);
        }
        // Add the four bits of each box: `ab`, `cd` and `carry` never all three hold.
        let (a, c) = (top ^ bottom, left ^ right);
        let (ab, cd, carry) = (top & bottom, left & right, a & c);
        let bit0 = a ^ c;
        let bit1 = ab ^ cd ^ carry;
        Sides {
            one: bit0 & !bit1,
            two: !bit0 & bit1,
            three: bit0 & bit1,
            four: ab & cd,
            all,
        }
    }

    /// `drawn` with each corner box that has one edge side drawn showing it as its lower one:
    /// one position for the two that differ only in which of them is drawn.
    #[inline]
    pub(crate) fn canonical(&self, drawn: u128) -> u128 {
        self.canonical_swaps(drawn).0
    }

    /// [`Board::canonical`] and the segments it exchanged (both sides of each corner box
    /// shown the other way round): a move of the one position is the move of the other with
    /// those exchanged.
    #[inline]
    pub(crate) fn canonical_swaps(&self, mut drawn: u128) -> (u128, u128) {
        let mut swapped = 0;
        for &(a, b) in &self.corners {
            if drawn & (a | b) == b {
                drawn ^= a | b;
                swapped |= a | b;
            }
        }
        (drawn, swapped)
    }

    /// Segment `s` seen in the other of two positions that differ by the exchanges `swapped`
    /// of [`Board::canonical_swaps`].
    #[inline]
    pub(crate) fn swap_move(&self, swapped: u128, s: u8) -> u8 {
        if s >= 128 || swapped & (1u128 << s) == 0 {
            return s;
        }
        let other = swapped & !(1u128 << s);
        for &(a, b) in &self.corners {
            if (a | b) & (1u128 << s) != 0 {
                return ((a | b) & other).trailing_zeros() as u8;
            }
        }
        s
    }

    /// The boxes complete in `drawn`.
    pub(crate) fn complete_boxes(&self, drawn: u128) -> usize {
        self.box_mask.iter().filter(|&&m| drawn & m == m).count()
    }
}

/// The sizes the game is played at, in dots a side: 3 and 4 to learn on, 5 to 7 the
/// tournament's.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "boxes_sizes"))]
pub fn sizes() -> Vec<u32> {
    (MIN_DOTS..=MAX_DOTS).map(u32::from).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_round_trips() {
        for dots in MIN_DOTS..=MAX_DOTS {
            let b = Board::of(dots).expect("size");
            assert_eq!(b.segments(), 2 * usize::from(dots) * usize::from(dots - 1));
            for i in 0..b.segments() {
                assert_eq!(b.index(b.segment(i)), Some(i));
            }
            for (i, m) in b.box_mask.iter().enumerate() {
                assert_eq!(m.count_ones(), 4, "box {i}");
            }
        }
        assert!(Board::of(2).is_none());
        // The bit-parallel counts agree with counting each box's sides.
        let mut x = 0x9E37_79B9_7F4A_7C15_u64;
        for dots in MIN_DOTS..=MAX_DOTS {
            let b = Board::of(dots).expect("size");
            for _ in 0..200 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let y = x.rotate_left(23).wrapping_mul(3);
                let drawn = ((u128::from(x) << 64) | u128::from(x ^ y)) & b.full;
                let c = b.counts(drawn);
                for i in 0..b.boxes() {
                    let bit = |m: u64| m & (1 << i) != 0;
                    let k = b.sides(drawn, i);
                    assert_eq!(bit(c.two), k == 2);
                    assert_eq!(bit(c.three), k == 3);
                    assert_eq!(bit(c.four), k == 4);
                    assert_eq!(bit(c.one), k == 1);
                    assert!(bit(c.all));
                }
            }
        }
        assert!(Board::of(8).is_none());
        let b = Board::of(3).expect("size");
        assert_eq!(b.index(Segment::H { row: 0, col: 2 }), None);
        // Box (0, 0) of 3×3 dots: h0,0 h1,0 v0,0 v0,1.
        let m = b.box_mask[0];
        for s in ["h0,0", "h1,0", "v0,0", "v0,1"] {
            let i = b.index(Segment::parse(s).expect("reads")).expect("fits");
            assert!(m & (1 << i) != 0, "{s}");
        }
    }

    #[test]
    fn a_corner_box_shows_either_edge_side_as_its_lower_one() {
        let bit =
            |b: &Board, s: &str| 1u128 << b.index(Segment::parse(s).expect("reads")).expect("fits");
        for dots in MIN_DOTS..=MAX_DOTS {
            let b = Board::of(dots).expect("size");
            let last = dots - 2;
            // The edge sides of the four corner boxes: top and left of (0, 0), top and right of
            // (0, last), bottom and left of (last, 0), bottom and right of (last, last).
            let pairs = [
                ("h0,0".to_string(), "v0,0".to_string()),
                (format!("h0,{last}"), format!("v0,{}", last + 1)),
                (format!("h{},0", last + 1), format!("v{last},0")),
                (
                    format!("h{},{last}", last + 1),
                    format!("v{last},{}", last + 1),
                ),
            ];
            for (i, (h, v)) in pairs.iter().enumerate() {
                // Horizontal segments are numbered first: h is the lower.
                let (lo, hi) = (bit(b, h), bit(b, v));
                assert_eq!(b.corners[i], (lo, hi), "{dots} dots, corner {i}");
                let other = bit(b, "h1,0") & !(lo | hi);
                assert_eq!(b.canonical_swaps(hi | other), (lo | other, lo | hi));
                assert_eq!(b.canonical_swaps(lo | other), (lo | other, 0));
                assert_eq!(b.canonical_swaps(lo | hi | other), (lo | hi | other, 0));
                let (lo_i, hi_i) = (lo.trailing_zeros() as u8, hi.trailing_zeros() as u8);
                assert_eq!(b.swap_move(lo | hi, hi_i), lo_i);
                assert_eq!(b.swap_move(lo | hi, lo_i), hi_i);
                assert_eq!(b.swap_move(0, hi_i), hi_i);
            }
        }
    }
}

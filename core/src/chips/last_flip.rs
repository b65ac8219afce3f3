//! How many chips the last move of a game turns, from the mover's chips alone.
//!
//! When one empty square is left, every other square holds a chip: the opponent's chips are
//! the board minus the mover's. Along each of the four lines through the square (its row, its
//! column and its two diagonals) the chips turned then depend only on which squares of that
//! line are the mover's, at most six bits. Those bits are gathered into a small index (a mask
//! and one multiplication, as in "kindergarten" bitboards) and the count read from a table, so
//! the solver's last square needs no ray walk and no count of the turned chips.

/// The gathering of one line through one square: `((p >> pre) & mask) * magic >> post` leaves
/// the mover's squares of the line as the low bits, nearest the top-left first; `base` is the
/// table row for the line's length and the square's place in it.
#[derive(Clone, Copy, Default)]
struct Line {
    pre: u8,
    mask: u64,
    magic: u64,
    post: u8,
    base: u16,
}

/// Sums the bytes of a word into its top byte (rows and diagonals: one square per column).
const BYTES: u64 = 0x0101_0101_0101_0101;
/// Moves the squares of column 0 (bits 0, 8, …, 40) to the top byte, row by row.
const COLUMN: u64 = 0x0102_0408_1020_4080;
/// The longest line (a 6×6 board).
const MAX_LEN: usize = 6;

/// Last-move flip counts for one board.
#[derive(Clone)]
pub(super) struct LastFlips {
    lines: [[Line; 4]; 64],
    /// `counts[(len * MAX_LEN + place) * 64 + bits]`: the chips turned along a line of `len`
    /// squares by a move on square `place` when `bits` are the mover's squares and every other
    /// square of the line is the opponent's.
    counts: Vec<u8>,
}

impl LastFlips {
    /// The gatherings of every square of the board of `mask` (a square from bit 0, at most
    /// 6×6, as in [`super::board`]).
    pub(super) fn new(mask: u64) -> LastFlips {
        let n = (mask & 0xff).count_ones() as i32;
        let mut counts = vec![0u8; (MAX_LEN + 1) * MAX_LEN * 64];
        for len in 1..=MAX_LEN {
            for place in 0..len {
                for bits in 0..64usize {
                    counts[(len * MAX_LEN + place) * 64 + bits] = line_count(len, place, bits);
                }
            }
        }
        let on = |r: i32, c: i32| (0..n).contains(&r) && (0..n).contains(&c);
        let mut lines = [[Line::default(); 4]; 64];
        for r in 0..n {
            for c in 0..n {
                let sq = (r * 8 + c) as usize;
                // Rows and the two diagonals: the squares' columns index the bits.
                for (k, (dr, dc)) in [(0, 1), (1, 1), (1, -1)].into_iter().enumerate() {
                    let (mut m, mut lo, mut len, mut place) = (0u64, n, 0usize, 0usize);
                    for t in -n..n {
                        let (rr, cc) = (r + t * dr, c + t * dc);
                        if on(rr, cc) {
                            m |= 1u64 << (rr * 8 + cc);
                            lo = lo.min(cc);
                            len += 1;
                        }
                    }
                    if len > 0 {
                        place = (c - lo) as usize;
                    }
                    let line = Line {
                        pre: 0,
                        mask: m,
                        magic: BYTES,
                        post: 56 + lo as u8,
                        base: ((len * MAX_LEN + place) * 64) as u16,
                    };
                    lines[sq][[0, 2, 3][k]] = line;
                }
                // The column: shifted to column 0, its rows index the bits.
                let len = n as usize;
                lines[sq][1] = Line {
                    pre: c as u8,
                    mask: (0..n).fold(0u64, |m, rr| m | 1u64 << (rr * 8)),
                    magic: COLUMN,
                    post: 56,
                    base: ((len * MAX_LEN + r as usize) * 64) as u16,
                };
            }
        }
        LastFlips { lines, counts }
    }

    /// The chips turned by the mover (chips `p`) playing `sq` when it is the board's only
    /// empty square (0: the move is not legal).
    #[inline(always)]
    pub(super) fn count(&self, p: u64, sq: u32) -> u32 {
        let mut n = 0u32;
        for line in &self.lines[(sq & 63) as usize] {
            let bits = (((p >> line.pre) & line.mask).wrapping_mul(line.magic) >> line.post) & 63;
            n += u32::from(self.counts[usize::from(line.base) + bits as usize]);
        }
        n
    }
}

/// The chips turned along one full line of `len` squares by a move on `place`, where `bits`
/// are the mover's squares and the rest the opponent's: in each direction, the opponent's run
/// next to the move when the mover's chip closes it before the line ends.
fn line_count(len: usize, place: usize, bits: usize) -> u8 {
    let mine = |k: usize| bits & (1 << k) != 0;
    let mut n = 0;
    if let Some(k) = (place + 1..len).find(|&k| mine(k)) {
        n += k - place - 1;
    }
    if let Some(k) = (0..place).rev().find(|&k| mine(k)) {
        n += place - k - 1;
    }
    n as u8
}

#[cfg(test)]
mod tests {
    use super::LastFlips;
    use crate::chips::board::mask;
    use crate::chips::moves::flips;
    use crate::rng::GameRng;

    /// On every square of random boards full but for that square, the count is the number of
    /// chips the ray walk turns, including the squares where nothing turns.
    #[test]
    fn the_count_is_what_the_move_turns_on_a_full_board() {
        let mut rng = GameRng::from_seed(36);
        let (mut turning, mut none) = (0, 0);
        for size in [4u8, 5, 6] {
            let board = mask(size);
            let last = LastFlips::new(board);
            for _ in 0..2_000 {
                let p = rng.next_u64() & board;
                let mut squares = board;
                while squares != 0 {
                    let sq = squares.trailing_zeros();
                    squares &= squares - 1;
                    let mover = p & !(1u64 << sq);
                    let opponent = board & !mover & !(1u64 << sq);
                    let expected = flips(mover, opponent, sq, board).count_ones();
                    assert_eq!(last.count(mover, sq), expected, "size {size}, square {sq}");
                    if expected == 0 {
                        none += 1;
                    } else {
                        turning += 1;
                    }
                }
            }
        }
        assert!(turning > 10_000 && none > 10_000, "{turning} / {none}");
    }
}

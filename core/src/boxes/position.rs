//! A position: the drawn segments, the boxes and their owners, whose turn it is and the scores.
//! Drawing a segment that completes one or two boxes marks them for the mover, who moves
//! again; otherwise the turn passes. The game is over when every segment is drawn.

use super::board::{Board, NO_BOX};
use crate::kit::Segment;

/// Why a segment cannot be drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawError {
    /// The segment is not on this board.
    OffBoard(Segment),
    /// The segment is already drawn.
    AlreadyDrawn(Segment),
    /// Every segment is drawn: the game is over.
    GameOver,
}

/// A position of Dots and Boxes between two players (0 moves first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    board: &'static Board,
    dots: u8,
    drawn: u128,
    owners: Vec<Option<u8>>,
    turn: u8,
    scores: [u32; 2],
}

impl Position {
    /// The position before play with `drawn` already drawn (the caller validated the set-up:
    /// see [`Setup::check`](super::Setup::check)); `None` outside 3..=7 dots.
    pub(crate) fn new(dots: u8, drawn: u128) -> Option<Position> {
        let board = Board::of(dots)?;
        Some(Position {
            board,
            dots,
            drawn: drawn & board.full,
            owners: vec![None; board.boxes()],
            turn: 0,
            scores: [0, 0],
        })
    }

    /// A position met in play (for the solver and analysis tools): `drawn` on `dots` × `dots`
    /// dots, player 0 to move. Boxes already complete count for nobody. Refused when the size
    /// is wrong or a segment is off the board or listed twice.
    pub fn from_drawn(dots: u8, drawn: &[Segment]) -> Result<Position, super::SetupError> {
        use super::SetupError;
        let board = Board::of(dots).ok_or(SetupError::DotsOutOfRange {
            dots: i64::from(dots),
        })?;
        let mut bits = 0u128;
        for &segment in drawn {
            let i = board
                .index(segment)
                .ok_or(SetupError::OffBoard { segment, dots })?;
            if bits & (1u128 << i) != 0 {
                return Err(SetupError::Repeated { segment });
            }
            bits |= 1u128 << i;
        }
        Position::new(dots, bits).ok_or(SetupError::DotsOutOfRange {
            dots: i64::from(dots),
        })
    }

    /// The board's geometry.
    pub fn board(&self) -> &'static Board {
        self.board
    }

    /// Dots a side.
    pub fn dots(&self) -> u8 {
        self.dots
    }

    /// The drawn segments as a bitset (see [`Board`] for the numbering).
    pub fn drawn_bits(&self) -> u128 {
        self.drawn
    }

    /// Whether `segment` is drawn (`false` off the board).
    pub fn is_drawn(&self, segment: Segment) -> bool {
        self.board()
            .index(segment)
            .is_some_and(|i| self.drawn & (1u128 << i) != 0)
    }

    /// The segments not drawn yet, in numbering order.
    pub fn free(&self) -> Vec<Segment> {
        let b = self.board();
        (0..b.segments())
            .filter(|&i| self.drawn & (1u128 << i) == 0)
            .map(|i| b.segment(i))
            .collect()
    }

    /// How many segments are not drawn yet.
    pub fn free_count(&self) -> u32 {
        (self.board().full & !self.drawn).count_ones()
    }

    /// Who marked box (row, col), if anyone (`None` also off the board).
    pub fn owner(&self, row: u8, col: u8) -> Option<u8> {
        let side = self.dots - 1;
        if row >= side || col >= side {
            return None;
        }
        self.owners
            .get(usize::from(row) * usize::from(side) + usize::from(col))
            .copied()
            .flatten()
    }

    /// How many sides of box (row, col) are drawn (0 off the board).
    pub fn sides(&self, row: u8, col: u8) -> u32 {
        let side = self.dots - 1;
        if row >= side || col >= side {
            return 0;
        }
        self.board().sides(
            self.drawn,
            usize::from(row) * usize::from(side) + usize::from(col),
        )
    }

    /// Whose turn it is: 0 or 1.
    pub fn turn(&self) -> u8 {
        self.turn
    }

    /// Boxes marked by each player.
    pub fn scores(&self) -> [u32; 2] {
        self.scores
    }

    /// Whether every segment is drawn.
    pub fn is_over(&self) -> bool {
        self.drawn == self.board().full
    }

    /// Draws `segment` for the player to move: the boxes it completed (row, col), which are
    /// marked for the mover who then moves again; with none, the turn passes. Nothing changes
    /// on an error.
    pub fn draw(&mut self, segment: Segment) -> Result<Vec<(u8, u8)>, DrawError> {
        let board = self.board();
        if self.is_over() {
            return Err(DrawError::GameOver);
        }
        let i = board.index(segment).ok_or(DrawError::OffBoard(segment))?;
        let bit = 1u128 << i;
        if self.drawn & bit != 0 {
            return Err(DrawError::AlreadyDrawn(segment));
        }
        self.drawn |= bit;
        let side = usize::from(self.dots - 1);
        let mut done = Vec::new();
        for b in board.seg_boxes[i] {
            if b == NO_BOX {
                continue;
            }
            let b = usize::from(b);
            let m = board.box_mask[b];
            if self.drawn & m == m {
                self.owners[b] = Some(self.turn);
                self.scores[usize::from(self.turn)] += 1;
                done.push(((b / side) as u8, (b % side) as u8));
            }
        }
        if done.is_empty() {
            self.turn ^= 1;
        }
        Ok(done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seg(s: &str) -> Segment {
        Segment::parse(s).expect("reads")
    }

    #[test]
    fn completing_a_box_gives_another_move_and_two_at_once_count_two() {
        let mut p = Position::new(3, 0).expect("size");
        for s in ["h0,0", "v0,0", "h1,0"] {
            assert!(p.draw(seg(s)).expect("legal").is_empty());
        }
        assert_eq!(p.turn(), 1);
        assert_eq!(p.draw(seg("v0,1")).expect("legal"), vec![(0, 0)]);
        assert_eq!(p.turn(), 1, "the mover moves again");
        assert_eq!(p.scores(), [0, 1]);
        assert_eq!(p.owner(0, 0), Some(1));
        assert_eq!(
            p.draw(seg("v0,1")),
            Err(DrawError::AlreadyDrawn(seg("v0,1")))
        );
        assert_eq!(p.draw(seg("h3,0")), Err(DrawError::OffBoard(seg("h3,0"))));
        // Box (0,1) and (1,1) share h1,1: draw three sides of each, then h1,1 takes both.
        let mut q = Position::new(3, 0).expect("size");
        for s in ["h0,1", "v0,2", "v0,1", "h2,1", "v1,2", "v1,1"] {
            assert!(q.draw(seg(s)).expect("legal").is_empty());
        }
        let before = q.turn();
        assert_eq!(q.draw(seg("h1,1")).expect("legal"), vec![(0, 1), (1, 1)]);
        assert_eq!(q.turn(), before);
        assert_eq!(q.scores()[usize::from(before)], 2);
    }

    #[test]
    fn the_game_ends_when_all_are_drawn() {
        let mut p = Position::new(3, 0).expect("size");
        for s in p.free() {
            p.draw(s).expect("legal");
        }
        assert!(p.is_over());
        assert_eq!(p.scores()[0] + p.scores()[1], 4);
        assert_eq!(p.draw(seg("h0,0")), Err(DrawError::GameOver));
    }
}

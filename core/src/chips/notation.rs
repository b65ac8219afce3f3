//! The notation: a board as its rows from top to bottom separated by `/`, each row a string of
//! `.` (empty), `Y` (yellow) and `R` (red); squares named by column letter from `a` at the left
//! and row number from `1` at the top (`c4`, [`Cell::algebraic`]); set-ups as share codes.

use super::board::{Board, Colour, SIZES};
use super::setup::SetupError;
use crate::kit::{codes, Cell};

/// Reads a board written as rows (`"..../.YR./.RY./...."`). Spaces around rows are ignored;
/// `y`/`r` and `-`/`_` (for empty) are accepted too.
pub fn parse_board(text: &str) -> Result<Board, SetupError> {
    let rows: Vec<&str> = text.trim().split('/').map(str::trim).collect();
    let size = rows.len();
    if text.trim().is_empty() || !SIZES.iter().any(|&s| usize::from(s) == size) {
        return Err(SetupError::WrongSize {
            rows: u32::try_from(size).unwrap_or(u32::MAX),
        });
    }
    let size8 = size as u8;
    let mut board = Board::empty(size8).ok_or(SetupError::WrongSize { rows: size as u32 })?;
    for (r, row) in rows.iter().enumerate() {
        let len = row.chars().count();
        if len != size {
            return Err(SetupError::RowLength {
                row: r as u32 + 1,
                found: u32::try_from(len).unwrap_or(u32::MAX),
                expected: size as u32,
            });
        }
        for (c, ch) in row.chars().enumerate() {
            let chip = match ch {
                '.' | '-' | '_' => None,
                'Y' | 'y' => Some(Colour::Yellow),
                'R' | 'r' => Some(Colour::Red),
                other => {
                    return Err(SetupError::BadChar {
                        ch: other,
                        square: Cell::new(r as u8, c as u8).algebraic(),
                    })
                }
            };
            board.set(Cell::new(r as u8, c as u8), chip);
        }
    }
    Ok(board)
}

/// Writes a board as rows from top to bottom separated by `/`.
pub fn board_text(board: &Board) -> String {
    let n = board.size();
    (0..n)
        .map(|r| {
            (0..n)
                .map(|c| match board.at(Cell::new(r, c)) {
                    None => '.',
                    Some(col) => col.letter(),
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// Reads a square name such as `c4` that lies on `board`.
pub fn parse_square(board: &Board, text: &str) -> Option<Cell> {
    Cell::parse_algebraic(text).filter(|c| board.contains(*c))
}

/// The first byte of a share code: the format (high nibble) and the size (low nibble).
const CODE_FORMAT: u8 = 0x10;

/// The set-up's share code: the size, then two bits per square (0 empty, 1 yellow, 2 red),
/// row by row, in Crockford base 32 with a check character.
pub fn share_code(board: &Board) -> String {
    let n = board.size();
    let mut bytes = vec![CODE_FORMAT | n];
    let mut acc = 0u8;
    let mut k = 0;
    for r in 0..n {
        for c in 0..n {
            let v = match board.at(Cell::new(r, c)) {
                None => 0,
                Some(Colour::Yellow) => 1,
                Some(Colour::Red) => 2,
            };
            acc |= v << (2 * (k % 4));
            k += 1;
            if k % 4 == 0 {
                bytes.push(acc);
                acc = 0;
            }
        }
    }
    if k % 4 != 0 {
        bytes.push(acc);
    }
    codes::encode(&bytes)
}

/// Reads a share code written by [`share_code`].
pub fn parse_code(code: &str) -> Result<Board, SetupError> {
    let bad = || SetupError::BadCode {
        code: code.chars().take(40).collect(),
    };
    let bytes = codes::decode(code).ok_or_else(bad)?;
    let (&head, body) = bytes.split_first().ok_or_else(bad)?;
    if head & 0xf0 != CODE_FORMAT {
        return Err(bad());
    }
    let n = head & 0x0f;
    let mut board = Board::empty(n).ok_or_else(bad)?;
    let squares = usize::from(n) * usize::from(n);
    if body.len() != squares.div_ceil(4) {
        return Err(bad());
    }
    for k in 0..squares {
        let v = (body[k / 4] >> (2 * (k % 4))) & 3;
        let chip = match v {
            0 => None,
            1 => Some(Colour::Yellow),
            2 => Some(Colour::Red),
            _ => return Err(bad()),
        };
        board.set(
            Cell::new((k / usize::from(n)) as u8, (k % usize::from(n)) as u8),
            chip,
        );
    }
    // Padding squares after the last one must be empty.
    let used = squares % 4;
    if used != 0 && body[body.len() - 1] >> (2 * used) != 0 {
        return Err(bad());
    }
    Ok(board)
}

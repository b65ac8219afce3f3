//! The notation: segments `h<r>,<c>` / `v<r>,<c>` ([`Segment`]), a set-up's text form
//! (`5x5: h0,0 v1,2`) and its share code.

use super::board::Board;
use super::setup::{Setup, SetupError};
use crate::kit::{codes, Segment};

/// Reads segments separated by spaces, semicolons or new lines (`"h0,0 v1,2"`); the first word
/// that is not a segment is refused. Segments are not checked against a board here.
pub fn parse_segments(text: &str) -> Result<Vec<Segment>, SetupError> {
    text.split(|c: char| c.is_whitespace() || c == ';')
        .filter(|w| !w.is_empty())
        .map(|w| {
            Segment::parse(w).ok_or_else(|| SetupError::BadSegment {
                text: w.chars().take(20).collect(),
            })
        })
        .collect()
}

/// Writes segments as `"h0,0 v1,2"`.
pub fn segments_text(segments: &[Segment]) -> String {
    segments
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A set-up's text form: `"5x5: h0,0 v1,2"` (segments in numbering order; `"5x5:"` when
/// empty).
pub fn setup_text(setup: &Setup) -> String {
    let segs = segments_text(&setup.sorted());
    if segs.is_empty() {
        format!("{0}x{0}:", setup.dots)
    } else {
        format!("{0}x{0}: {segs}", setup.dots)
    }
}

/// Reads a text form written by [`setup_text`] (`"5x5: h0,0"`, or `"5: h0,0"`) and checks it.
pub fn parse_setup(text: &str) -> Result<Setup, SetupError> {
    let (size, rest) = text.split_once(':').unwrap_or((text, ""));
    let size = size.trim();
    let first = size.split(['x', 'X', '×']).next().unwrap_or("");
    let dots: i64 = first.trim().parse().map_err(|_| SetupError::BadSegment {
        text: size.chars().take(20).collect(),
    })?;
    let dots8 = u8::try_from(dots).map_err(|_| SetupError::DotsOutOfRange { dots })?;
    let setup = Setup {
        dots: dots8,
        drawn: parse_segments(rest)?,
    };
    setup.check()?;
    Ok(setup)
}

/// The set-up's share code: the size and the drawn segments as a bitset, in the project's
/// share-code alphabet with a check character.
pub fn setup_code(setup: &Setup) -> String {
    let mut bytes = vec![setup.dots];
    if let Some(board) = Board::of(setup.dots) {
        let mut bits = vec![0u8; board.segments().div_ceil(8)];
        for &s in &setup.drawn {
            if let Some(i) = board.index(s) {
                bits[i / 8] |= 1 << (i % 8);
            }
        }
        bytes.extend(bits);
    }
    codes::encode(&bytes)
}

/// Reads a share code written by [`setup_code`] and checks the set-up.
pub fn parse_code(code: &str) -> Result<Setup, SetupError> {
    let bytes = codes::decode(code).ok_or(SetupError::BadCode)?;
    let (&dots, bits) = bytes.split_first().ok_or(SetupError::BadCode)?;
    let board = Board::of(dots).ok_or(SetupError::BadCode)?;
    if bits.len() != board.segments().div_ceil(8) {
        return Err(SetupError::BadCode);
    }
    let mut drawn = Vec::new();
    for (byte_index, &byte) in bits.iter().enumerate() {
        for bit in 0..8 {
            if byte & (1 << bit) == 0 {
                continue;
            }
            let i = byte_index * 8 + bit;
            if i >= board.segments() {
                return Err(SetupError::BadCode);
            }
            drawn.push(board.segment(i));
        }
    }
    let setup = Setup { dots, drawn };
    setup.check()?;
    Ok(setup)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::Worded;

    #[test]
    fn text_and_code_round_trip() {
        let s = parse_setup("5x5: v1,2 h0,0").expect("reads");
        assert_eq!(setup_text(&s), "5x5: h0,0 v1,2");
        let code = setup_code(&s);
        assert_eq!(parse_code(&code).expect("reads").sorted(), s.sorted());
        assert_eq!(parse_setup("7:").expect("reads"), Setup::empty(7));
        assert_eq!(setup_text(&Setup::empty(6)), "6x6:");
        assert_eq!(
            parse_setup("9x9:").expect_err("size").kind(),
            "dots_out_of_range"
        );
        assert_eq!(
            parse_setup("5x5: h0,0 x1").expect_err("word").kind(),
            "bad_segment"
        );
        assert_eq!(parse_code("ZZZZ").expect_err("code"), SetupError::BadCode);
    }

    #[test]
    fn a_mistyped_code_is_refused() {
        let s = parse_setup("6x6: h0,0 v2,3 h5,4").expect("reads");
        let code = setup_code(&s);
        let mut chars: Vec<char> = code.chars().collect();
        chars[3] = if chars[3] == '7' { '8' } else { '7' };
        let wrong: String = chars.into_iter().collect();
        assert_eq!(parse_code(&wrong), Err(SetupError::BadCode));
    }
}

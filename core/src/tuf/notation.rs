//! The text notation of a layout: parse and print, with an exact round trip.
//!
//! Cubes are tokens separated by spaces. `(` and `)` are the (×) cube opening or closing a group,
//! `(x)` the same face multiplying, `|` a gap, `~` a raised (negative) minus, `^{ … }` wraps
//! exponent cubes and `_{ … }` subscript cubes, `.` is the dotted zero used as a decimal point,
//! `1/2` … `1/10` are fraction cubes, and `pi`, `log`, `tan`, `chi`, `j`, `%` the constant faces.
//! `×`/`*`, `÷`/`/` and `−`/`-` are both accepted; [`print`] writes `×`, `÷` and `-`.
//! Example: `5 ( 2 ( 9 - 4 | + 10 = 10 ÷ 1/10`.

use super::cubes::Face;
use super::layout::{Item, Layout, PlacedCube, Role, Script, Shift, MAX_CUBES};
use crate::lang::Lang;

/// Why a text could not be read as a layout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotationError {
    /// A token that is not a cube, a gap or a brace.
    UnknownToken {
        /// The token as written.
        token: String,
        /// Its character position (0-based) in the text.
        position: usize,
    },
    /// A `}` with no `^{` or `_{` open.
    UnmatchedClose {
        /// Its character position.
        position: usize,
    },
    /// A `^{` or `_{` that is never closed.
    Unclosed {
        /// `^{` or `_{`.
        token: String,
        /// Its character position.
        position: usize,
    },
    /// Exponents or subscripts nested too deep.
    TooDeep {
        /// `^{` or `_{`.
        token: String,
        /// Its character position.
        position: usize,
    },
    /// More cubes than a layout may hold.
    TooManyCubes {
        /// The limit, [`MAX_CUBES`].
        max: usize,
        /// Where the first cube over the limit starts.
        position: usize,
    },
}

/// A token of the notation with where it starts.
struct Token<'a> {
    text: &'a str,
    position: usize,
}

fn tokens(text: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    let mut start_char = 0usize;
    let mut words: Vec<(usize, usize, usize)> = Vec::new(); // (byte start, byte end, char start)
    for (char_pos, (byte, ch)) in text.char_indices().enumerate() {
        if ch.is_whitespace() {
            if let Some(s) = start.take() {
                words.push((s, byte, start_char));
            }
        } else if start.is_none() {
            start = Some(byte);
            start_char = char_pos;
        }
    }
    if let Some(s) = start {
        words.push((s, text.len(), start_char));
    }
    // Split braces off words: `^{2` → `^{`, `2`; `3}` → `3`, `}`.
    for (bs, be, cs) in words {
        let word = &text[bs..be];
        let mut rest = word;
        let mut byte = bs;
        let mut chr = cs;
        while !rest.is_empty() {
            let take = if rest.starts_with("^{") || rest.starts_with("_{") {
                2
            } else if rest.starts_with('}') {
                1
            } else {
                // Up to the next brace opener or closer.
                let mut end = rest.len();
                for (i, _) in rest.char_indices().skip(1) {
                    let tail = &rest[i..];
                    if tail.starts_with("^{") || tail.starts_with("_{") || tail.starts_with('}') {
                        end = i;
                        break;
                    }
                }
                end
            };
            let piece = &rest[..take];
            out.push(Token {
                text: piece,
                position: chr,
            });
            chr += piece.chars().count();
            byte += take;
            rest = &text[byte..be];
        }
    }
    out
}

/// The face and role a cube token stands for.
fn cube_token(text: &str) -> Option<(Face, Role)> {
    use Face::*;
    let plain = |f| Some((f, Role::Plain));
    match text {
        "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" => {
            let d = text.as_bytes()[0] - b'0';
            plain(Digit(d))
        }
        "10" => plain(Ten),
        "." | "0̇" => Some((DottedZero, Role::DecimalPoint)),
        "+" => plain(Plus),
        "-" | "−" | "–" => plain(Minus),
        "~" => Some((Minus, Role::Negative)),
        "×" | "*" | "x" => plain(Times),
        "÷" | "/" => plain(Divide),
        "(" | "[" | "{" => Some((Paren, Role::Open)),
        ")" | "]" => Some((Paren, Role::Close)),
        "(x)" | "(×)" | "(*)" | "(X)" => Some((Paren, Role::Multiply)),
        "1/2" | "½" => plain(Fraction(2)),
        "1/3" | "⅓" => plain(Fraction(3)),
        "1/4" | "¼" => plain(Fraction(4)),
        "1/5" | "⅕" => plain(Fraction(5)),
        "1/8" | "⅛" => plain(Fraction(8)),
        "1/10" | "⅒" => plain(Fraction(10)),
        "=" => plain(Equals),
        "%" => plain(Percent),
        "pi" | "π" | "PI" | "Pi" => plain(Pi),
        "log" | "LOG" => plain(Log),
        "j" | "J" => plain(J),
        "tan" | "TAN" => plain(Tan),
        "chi" | "χ" | "CHI" => plain(Chi),
        _ => None,
    }
}

/// Reads a layout from the text notation.
pub fn parse(text: &str) -> Result<Layout, NotationError> {
    let mut items = Vec::new();
    let mut script = Script::LINE;
    let mut open: Vec<(String, usize)> = Vec::new();
    let mut cubes = 0usize;
    for tok in tokens(text) {
        match tok.text {
            "^{" | "_{" => {
                let shift = if tok.text == "^{" {
                    Shift::Up
                } else {
                    Shift::Down
                };
                script = script.push(shift).ok_or(NotationError::TooDeep {
                    token: tok.text.to_string(),
                    position: tok.position,
                })?;
                open.push((tok.text.to_string(), tok.position));
            }
            "}" => {
                if open.pop().is_none() {
                    return Err(NotationError::UnmatchedClose {
                        position: tok.position,
                    });
                }
                script = script.pop();
            }
            "|" => items.push(Item::Gap(script)),
            other => {
                let (face, role) =
                    cube_token(other).ok_or_else(|| NotationError::UnknownToken {
                        token: other.to_string(),
                        position: tok.position,
                    })?;
                cubes += 1;
                if cubes > MAX_CUBES {
                    return Err(NotationError::TooManyCubes {
                        max: MAX_CUBES,
                        position: tok.position,
                    });
                }
                items.push(Item::Cube(PlacedCube {
                    cube: None,
                    face,
                    role,
                    script,
                }));
            }
        }
    }
    if let Some((token, position)) = open.pop() {
        return Err(NotationError::Unclosed { token, position });
    }
    Ok(Layout { items })
}

/// The token that prints a placed cube.
pub fn cube_text(cube: &PlacedCube) -> &'static str {
    match (cube.face, cube.role) {
        (Face::Minus, Role::Negative) => "~",
        (Face::Paren, Role::Open) => "(",
        (Face::Paren, Role::Close) => ")",
        (Face::Paren, _) => "(x)",
        (Face::DottedZero, Role::DecimalPoint) => ".",
        (Face::DottedZero, _) => "0",
        (face, _) => face.symbol(),
    }
}

/// Writes a layout in the text notation (the canonical form [`parse`] reads back exactly).
pub fn print(layout: &Layout) -> String {
    let mut out: Vec<&str> = Vec::new();
    let mut current = Script::LINE;
    for item in &layout.items {
        let target = item.script();
        // Close scripts until `current` is a prefix of `target`, then open the rest.
        while !target.starts_with(current) {
            out.push("}");
            current = current.pop();
        }
        while current.depth() < target.depth() {
            let shift = target.shift_at(current.depth()).unwrap_or(Shift::Up);
            out.push(match shift {
                Shift::Up => "^{",
                Shift::Down => "_{",
            });
            match current.push(shift) {
                Some(next) => current = next,
                None => break,
            }
        }
        out.push(match item {
            Item::Gap(_) => "|",
            Item::Cube(c) => cube_text(c),
        });
    }
    while current.depth() > 0 {
        out.push("}");
        current = current.pop();
    }
    out.join(" ")
}

impl NotationError {
    /// The message in `lang` (the `Display` text is the English one).
    pub fn text_in(&self, lang: Lang) -> String {
        use NotationError::*;
        match (self, lang) {
            (UnknownToken { token, position }, Lang::En) => {
                format!("\"{token}\" at position {position} is not a cube")
            }
            (UnknownToken { token, position }, Lang::Fr) => {
                format!("«\u{a0}{token}\u{a0}» à la position {position} n'est pas un cube")
            }
            (UnmatchedClose { position }, Lang::En) => {
                format!("the \"}}\" at position {position} closes nothing")
            }
            (UnmatchedClose { position }, Lang::Fr) => {
                format!("le «\u{a0}}}\u{a0}» à la position {position} ne ferme rien")
            }
            (Unclosed { token, position }, Lang::En) => {
                format!("the \"{token}\" at position {position} is never closed with \"}}\"")
            }
            (Unclosed { token, position }, Lang::Fr) => format!(
                "le «\u{a0}{token}\u{a0}» à la position {position} n'est jamais fermé par «\u{a0}}}\u{a0}»"
            ),
            (TooDeep { token, position }, Lang::En) => format!(
                "the \"{token}\" at position {position} nests exponents or subscripts too deep"
            ),
            (TooDeep { token, position }, Lang::Fr) => format!(
                "le «\u{a0}{token}\u{a0}» à la position {position} emboîte trop d'exposants ou d'indices les uns dans les autres"
            ),
            (TooManyCubes { max, position }, Lang::En) => format!(
                "a layout holds at most {max} cubes; this one has more (position {position})"
            ),
            (TooManyCubes { max, position }, Lang::Fr) => format!(
                "on peut poser au plus {max} cubes\u{a0}; ici, il y en a plus (position {position})"
            ),
        }
    }
}

crate::kit::worded_display!(NotationError);

impl std::error::Error for NotationError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn design_examples_round_trip() {
        for text in [
            "1/5 ( 6 + 4 = 2",
            "6 + 4 ) ÷ 1/8 = 8 0",
            "5 ( 2 ( 9 - 4 | + 10 = 10 ÷ 1/10",
            "2 7 ^{ 2 ÷ 3 } = 9",
            "1 0 1 _{ 2 } = 5",
            "log _{ 2 } 3 2 = 5",
            "8 ^{ ~ 1 ÷ ( 2 + 1 } = 1/2",
            "2 ^{ 2 ^{ 3 } } = 2 5 6",
            "tan ^{ 2 } 3 0 = 1 ÷ 9 ^{ 1/2 }",
        ] {
            let layout = parse(text).unwrap();
            assert_eq!(print(&layout), text);
        }
    }

    #[test]
    fn aliases_read_as_the_same_cubes() {
        let a = parse("6 * 4 / 2 − 1 = 1 1").unwrap();
        let b = parse("6 × 4 ÷ 2 - 1 = 1 1").unwrap();
        assert_eq!(a, b);
        assert_eq!(
            parse("2 7 ^{2 ÷ 3} = 9").unwrap(),
            parse("2 7 ^{ 2 ÷ 3 } = 9").unwrap()
        );
    }

    #[test]
    fn errors_name_the_token_and_position() {
        assert_eq!(
            parse("1 + @ = 2"),
            Err(NotationError::UnknownToken {
                token: "@".into(),
                position: 4
            })
        );
        assert_eq!(
            parse("1 } = 1"),
            Err(NotationError::UnmatchedClose { position: 2 })
        );
        assert_eq!(
            parse("2 ^{ 3 = 8"),
            Err(NotationError::Unclosed {
                token: "^{".into(),
                position: 2
            })
        );
        let long = vec!["1"; MAX_CUBES + 1].join(" ");
        assert!(matches!(
            parse(&long),
            Err(NotationError::TooManyCubes { .. })
        ));
        let deep = "2 ^{ ".repeat(10_000);
        assert!(matches!(parse(&deep), Err(NotationError::TooDeep { .. })));
    }
}

//! The cubes of the TUF set: colours, faces and how many of each the box holds.

use crate::arith::Op;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The colour of a cube, which fixes its six faces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufColour"))]
pub enum Colour {
    /// Number cubes `0 1 2 3 4 5`.
    Blue,
    /// Number cubes `6 7 8 9 10 0̇` (the green zero carries a dot).
    Green,
    /// Operator cubes `+ − − × ÷ (×)`.
    Red,
    /// Fraction cubes `1/2 1/3 1/4 1/5 1/8 1/10`.
    Yellow,
    /// Equals cubes, `=` on all faces.
    White,
    /// Constant cubes `% π log j tan χ`.
    Orange,
}

/// One face of a cube.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufFace"))]
pub enum Face {
    /// A single digit 0..=9 (blue 0-5, green 6-9).
    Digit(#[cfg_attr(feature = "uniffi", uniffi(name = "value"))] u8),
    /// The green `10`, one cube.
    Ten,
    /// The green dotted zero: a zero in games 1 and 2, a decimal point from game 3 on.
    DottedZero,
    /// `+`.
    Plus,
    /// `−` (subtract in line, a negative sign when raised).
    Minus,
    /// `×`.
    Times,
    /// `÷`.
    Divide,
    /// `(×)`: multiply, open a group or close a group, as the player chooses.
    Paren,
    /// A fraction cube `1/d` for d in 2, 3, 4, 5, 8, 10.
    Fraction(#[cfg_attr(feature = "uniffi", uniffi(name = "denominator"))] u8),
    /// `=`.
    Equals,
    /// `%`: × 1/100, after a number.
    Percent,
    /// `π`.
    Pi,
    /// `log`, base from a subscript (10 when none).
    Log,
    /// `j`: the imaginary unit, or a joker by setting.
    J,
    /// `tan`, in degrees unless π is in its argument.
    Tan,
    /// `χ`: a value declared before the game.
    Chi,
}

impl Colour {
    /// The six faces of a cube of this colour, in the order the roll draws them.
    pub fn faces(self) -> [Face; 6] {
        use Face::*;
        match self {
            Colour::Blue => [Digit(0), Digit(1), Digit(2), Digit(3), Digit(4), Digit(5)],
            Colour::Green => [Digit(6), Digit(7), Digit(8), Digit(9), Ten, DottedZero],
            Colour::Red => [Plus, Minus, Minus, Times, Divide, Paren],
            Colour::Yellow => [
                Fraction(2),
                Fraction(3),
                Fraction(4),
                Fraction(5),
                Fraction(8),
                Fraction(10),
            ],
            Colour::White => [Equals; 6],
            Colour::Orange => [Percent, Pi, Log, J, Tan, Chi],
        }
    }

    /// How many cubes of this colour the box holds.
    pub fn in_box(self) -> u32 {
        match self {
            Colour::Red => 20,
            Colour::Blue | Colour::Green => 12,
            Colour::Yellow => 8,
            Colour::White | Colour::Orange => 4,
        }
    }

    /// The colour's name as the rulebook prints it.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Green => "green",
            Colour::Red => "red",
            Colour::Yellow => "yellow",
            Colour::White => "white",
            Colour::Orange => "orange",
        }
    }

    /// Every colour, in the order rolls list them (numbers first).
    pub const ALL: [Colour; 6] = [
        Colour::Blue,
        Colour::Green,
        Colour::Yellow,
        Colour::Red,
        Colour::White,
        Colour::Orange,
    ];
}

/// The vulgar-fraction character of the fraction cube `1/d` (`½`, `⅓`, `¼`, `⅕`, `⅛`, `⅒`),
/// drawn on the cube and written in normal notation.
pub(crate) fn vulgar_fraction(d: u8) -> &'static str {
    match d {
        2 => "½",
        3 => "⅓",
        4 => "¼",
        5 => "⅕",
        8 => "⅛",
        _ => "⅒",
    }
}

impl Face {
    /// Whether this face can be on a cube of `colour`.
    pub fn is_on(self, colour: Colour) -> bool {
        colour.faces().contains(&self)
    }

    /// The colours whose cubes carry this face (a zero is on blue and, dotted, on green).
    pub fn colour(self) -> Colour {
        use Face::*;
        match self {
            Digit(d) if d <= 5 => Colour::Blue,
            Digit(_) | Ten | DottedZero => Colour::Green,
            Plus | Minus | Times | Divide | Paren => Colour::Red,
            Fraction(_) => Colour::Yellow,
            Equals => Colour::White,
            Percent | Pi | Log | J | Tan | Chi => Colour::Orange,
        }
    }

    /// Whether the face is a number face (digit, ten or dotted zero).
    pub fn is_number(self) -> bool {
        matches!(self, Face::Digit(_) | Face::Ten | Face::DottedZero)
    }

    /// The face as a token of the text notation, as a roll lists it (`(x)` for the (×) face,
    /// `0.` for the dotted zero).
    pub fn roll_token(self) -> String {
        match self {
            Face::DottedZero => "0.".to_string(),
            Face::Paren => "(x)".to_string(),
            other => other.symbol().to_string(),
        }
    }

    /// The printed symbol of the face in the text notation.
    pub fn symbol(self) -> &'static str {
        use Face::*;
        match self {
            Digit(d) => ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"][usize::from(d.min(9))],
            Ten => "10",
            DottedZero => ".",
            Plus => "+",
            Minus => "-",
            Times => "×",
            Divide => "÷",
            Paren => "(x)",
            Fraction(d) => match d {
                2 => "1/2",
                3 => "1/3",
                4 => "1/4",
                5 => "1/5",
                8 => "1/8",
                _ => "1/10",
            },
            Equals => "=",
            Percent => "%",
            Pi => "pi",
            Log => "log",
            J => "j",
            Tan => "tan",
            Chi => "chi",
        }
    }

    /// The glyph to draw on the cube (`½`, `π`, `−`, `0̇`, `(×)`).
    pub fn glyph(self) -> &'static str {
        use Face::*;
        match self {
            DottedZero => "0\u{307}",
            Minus => Op::Sub.sign(),
            Paren => "(×)",
            Fraction(d) => vulgar_fraction(d),
            Pi => "π",
            Chi => "χ",
            other => other.symbol(),
        }
    }

    /// A spoken label for screen readers (TalkBack, VoiceOver), in English.
    pub fn spoken(self) -> String {
        self.spoken_in(Lang::En)
    }

    /// A spoken label for screen readers in a language.
    pub fn spoken_in(self, lang: Lang) -> String {
        use Face::*;
        let l = |en: &str, fr: &str| lang.pick(en, fr).to_string();
        match self {
            Digit(d) => d.to_string(),
            Ten => l("ten", "dix"),
            DottedZero => l("dotted zero", "zéro pointé"),
            Plus => Op::Add.word(lang).into(),
            Minus => Op::Sub.word(lang).into(),
            Times => Op::Mul.word(lang).into(),
            Divide => Op::Div.word(lang).into(),
            Paren => l("parenthesis or times", "parenthèse ou fois"),
            Fraction(d) => match lang {
                Lang::En => format!("one {}", ordinal(d)),
                Lang::Fr => format!("un {}", ordinal_fr(d)),
            },
            Equals => l("equals", "égale"),
            Percent => l("percent", "pour cent"),
            Pi => l("pi", "pi"),
            Log => l("log", "log"),
            J => l("j", "j"),
            Tan => l("tangent", "tangente"),
            Chi => l("chi", "khi"),
        }
    }
}

fn ordinal_fr(d: u8) -> &'static str {
    match d {
        2 => "demi",
        3 => "tiers",
        4 => "quart",
        5 => "cinquième",
        8 => "huitième",
        _ => "dixième",
    }
}

fn ordinal(d: u8) -> &'static str {
    match d {
        2 => "half",
        3 => "third",
        4 => "quarter",
        5 => "fifth",
        8 => "eighth",
        _ => "tenth",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_belongs_to_its_colour() {
        for colour in Colour::ALL {
            for face in colour.faces() {
                assert_eq!(face.colour(), colour, "{face:?}");
                assert!(face.is_on(colour));
            }
        }
        assert_eq!(
            Colour::Red
                .faces()
                .iter()
                .filter(|f| **f == Face::Minus)
                .count(),
            2
        );
        assert_eq!(Colour::Red.in_box(), 20);
        assert_eq!(Colour::Yellow.in_box(), 8);
    }
}

//! The games of the rulebook and each game's allotment of cubes.

use super::cubes::{Colour, Face};
use super::roll::OperatorPreset;
use super::settings::{DottedZero, Settings};
use serde::{Deserialize, Serialize};

/// A TUF game of the rulebook. Later games include the features of earlier ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufGame"))]
pub enum Game {
    /// Game 1, the basic game: + − × ÷, two-cube numbers.
    G1,
    /// Game 1A, for very young players: addition and subtraction only.
    G1A,
    /// Game 1B, cutthroat: game 1's cubes with cutthroat scoring.
    G1B,
    /// Game 1C(a), solitaire: the longest equation from one roll in a given time.
    G1Ca,
    /// Game 1C(b), solitaire with the big set: 4 blue, 4 green, 6 red, 2 yellow, 1 white.
    G1Cb,
    /// Game 1C(c), double solitaire with a duplicated roll.
    G1Cc,
    /// Game 2, fractions: one yellow cube and a fifth red cube.
    G2,
    /// Game 2A: two yellow cubes.
    G2A,
    /// Game 3: the dotted zero is a decimal point only.
    G3,
    /// Game 4: parentheses (the (×) cube opens or closes a group).
    G4,
    /// Game 5: bases other than decimal.
    G5,
    /// Game 6: exponents and roots.
    G6,
}

/// How many cubes of each colour one player rolls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Allotment {
    /// Blue number cubes.
    pub blue: u8,
    /// Green number cubes.
    pub green: u8,
    /// Yellow fraction cubes.
    pub yellow: u8,
    /// Red operator cubes.
    pub red: u8,
    /// White equals cubes.
    pub white: u8,
    /// Orange constant cubes.
    pub orange: u8,
}

impl Allotment {
    /// The number of cubes of `colour`.
    pub fn count(&self, colour: Colour) -> u8 {
        match colour {
            Colour::Blue => self.blue,
            Colour::Green => self.green,
            Colour::Yellow => self.yellow,
            Colour::Red => self.red,
            Colour::White => self.white,
            Colour::Orange => self.orange,
        }
    }

    /// The total number of cubes.
    pub fn total(&self) -> u32 {
        Colour::ALL.iter().map(|c| u32::from(self.count(*c))).sum()
    }

    /// The colours of the cubes, one entry per cube, numbers first.
    pub fn colours(&self) -> Vec<Colour> {
        let mut out = Vec::new();
        for colour in Colour::ALL {
            for _ in 0..self.count(colour) {
                out.push(colour);
            }
        }
        out
    }
}

impl Game {
    /// Every game, in rulebook order.
    pub const ALL: [Game; 12] = [
        Game::G1,
        Game::G1A,
        Game::G1B,
        Game::G1Ca,
        Game::G1Cb,
        Game::G1Cc,
        Game::G2,
        Game::G2A,
        Game::G3,
        Game::G4,
        Game::G5,
        Game::G6,
    ];

    /// The game's name as the rulebook writes it ("1", "1A", "1C(b)", …).
    pub fn code(self) -> &'static str {
        match self {
            Game::G1 => "1",
            Game::G1A => "1A",
            Game::G1B => "1B",
            Game::G1Ca => "1C(a)",
            Game::G1Cb => "1C(b)",
            Game::G1Cc => "1C(c)",
            Game::G2 => "2",
            Game::G2A => "2A",
            Game::G3 => "3",
            Game::G4 => "4",
            Game::G5 => "5",
            Game::G6 => "6",
        }
    }

    /// Reads a game's name: `1`, `1a`, `1B`, `1Ca`, `1C(b)`, `2A`, `game 3`, … (case and
    /// spaces are forgiven).
    pub fn parse(text: &str) -> Option<Game> {
        let t: String = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '(' && *c != ')')
            .collect::<String>()
            .to_ascii_lowercase();
        let t = t.strip_prefix("game").unwrap_or(&t);
        Some(match t {
            "1" => Game::G1,
            "1a" => Game::G1A,
            "1b" => Game::G1B,
            "1c" | "1ca" => Game::G1Ca,
            "1cb" => Game::G1Cb,
            "1cc" => Game::G1Cc,
            "2" => Game::G2,
            "2a" => Game::G2A,
            "3" => Game::G3,
            "4" => Game::G4,
            "5" => Game::G5,
            "6" => Game::G6,
            _ => return None,
        })
    }

    /// The cubes one player rolls in this game (without the constant cube, which a setting adds).
    pub fn allotment(self) -> Allotment {
        let basic = Allotment {
            blue: 3,
            green: 3,
            yellow: 0,
            red: 4,
            white: 1,
            orange: 0,
        };
        let fractions = Allotment {
            yellow: 1,
            red: 5,
            ..basic
        };
        match self {
            Game::G1 | Game::G1A | Game::G1B | Game::G1Ca | Game::G1Cc => basic,
            Game::G1Cb => Allotment {
                blue: 4,
                green: 4,
                yellow: 2,
                red: 6,
                white: 1,
                orange: 0,
            },
            Game::G2 | Game::G3 | Game::G4 | Game::G5 | Game::G6 => fractions,
            Game::G2A => Allotment {
                yellow: 2,
                ..fractions
            },
        }
    }

    /// The rulebook number of the game's features (1 to 6): which operations it allows.
    pub fn level(self) -> u8 {
        match self {
            Game::G1 | Game::G1A | Game::G1B | Game::G1Ca | Game::G1Cc => 1,
            Game::G1Cb | Game::G2 | Game::G2A => 2,
            Game::G3 => 3,
            Game::G4 => 4,
            Game::G5 => 5,
            Game::G6 => 6,
        }
    }

    /// The ways of presetting the red cubes instead of rolling them that the game offers
    /// (game 1A, for very young players: `+ + + +`, `+ + − −`, `+ − − −`, `− − − −`; none for
    /// the other games).
    pub fn operator_presets(self) -> &'static [OperatorPreset] {
        match self {
            Game::G1A => &OPERATOR_PRESETS,
            _ => &[],
        }
    }

    /// The default settings of the game (the rulebook's, where it gives them).
    pub fn settings(self) -> Settings {
        let level = self.level();
        Settings {
            game: self,
            add_subtract_only: self == Game::G1A,
            fractions: level >= 2,
            dotted_zero: if level >= 3 {
                DottedZero::DecimalPoint
            } else {
                DottedZero::Zero
            },
            groups: level >= 4,
            bases: level >= 5,
            exponents: level >= 6,
            ..Settings::default()
        }
    }
}

/// Game 1A's red-cube presets, in the rulebook's order.
pub const OPERATOR_PRESETS: [OperatorPreset; 4] = [
    OperatorPreset::FourPlus,
    OperatorPreset::TwoPlusTwoMinus,
    OperatorPreset::OnePlusThreeMinus,
    OperatorPreset::FourMinus,
];

/// How a setup screen labels a red-cube preset: the four faces as drawn (`+ + − −`, with the
/// minus sign U+2212).
///
/// ```
/// use tuffest_core::tuf::games::operator_preset_label;
/// use tuffest_core::tuf::roll::OperatorPreset;
/// assert_eq!(operator_preset_label(OperatorPreset::TwoPlusTwoMinus), "+ + − −");
/// ```
#[cfg_attr(feature = "uniffi", uniffi::export(name = "tuf_operator_preset_label"))]
pub fn operator_preset_label(preset: OperatorPreset) -> String {
    (0..4)
        .map(|k| {
            if k < preset.pluses() {
                Face::Plus.glyph()
            } else {
                Face::Minus.glyph()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

impl std::fmt::Display for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "game {}", self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allotments_match_the_rulebook() {
        assert_eq!(Game::G1.allotment().total(), 11);
        assert_eq!(Game::G2.allotment().total(), 13);
        assert_eq!(Game::G2A.allotment().yellow, 2);
        let big = Game::G1Cb.allotment();
        assert_eq!(
            (big.blue, big.green, big.red, big.yellow, big.white),
            (4, 4, 6, 2, 1)
        );
        assert_eq!(big.total(), 17);
    }

    #[test]
    fn names_parse_back() {
        for game in Game::ALL {
            assert_eq!(Game::parse(game.code()), Some(game));
        }
        assert_eq!(Game::parse("game 1c(b)"), Some(Game::G1Cb));
        assert_eq!(Game::parse("7"), None);
    }

    #[test]
    fn only_game_1a_presets_its_red_cubes() {
        assert_eq!(Game::G1A.operator_presets(), &OPERATOR_PRESETS);
        for game in Game::ALL.into_iter().filter(|g| *g != Game::G1A) {
            assert!(game.operator_presets().is_empty(), "{game}");
        }
        let labels: Vec<String> = OPERATOR_PRESETS
            .iter()
            .map(|p| operator_preset_label(*p))
            .collect();
        assert_eq!(labels, ["+ + + +", "+ + − −", "+ − − −", "− − − −"]);
    }

    #[test]
    fn features_grow_with_the_games() {
        assert!(!Game::G1.settings().fractions);
        assert!(Game::G2.settings().fractions);
        assert_eq!(Game::G2.settings().dotted_zero, DottedZero::Zero);
        assert_eq!(Game::G3.settings().dotted_zero, DottedZero::DecimalPoint);
        assert!(!Game::G3.settings().groups && Game::G4.settings().groups);
        assert!(Game::G5.settings().bases && !Game::G5.settings().exponents);
        assert!(Game::G6.settings().exponents);
        assert!(Game::G1A.settings().add_subtract_only);
    }
}

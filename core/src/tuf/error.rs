//! Why a layout is not a valid equation: every fault carries the position of the cube (or gap)
//! it concerns, counted from 0 along the layout, and reads well in a sentence shown to a child.

use super::games::Game;
use super::notation::NotationError;
use super::value::ValueError;
use crate::lang::Lang;

/// A cube or a use of a cube that some games do not have (see [`TufError::NotInGame`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Feature {
    /// The constant cube (π, log, tan, χ, j, %).
    ConstantCube,
    /// The dotted zero as a decimal point.
    DecimalPoint,
    /// The dotted zero as a plain zero.
    DottedZeroAsZero,
    /// A fraction cube.
    FractionCube,
    /// Multiplication.
    Multiplication,
    /// Division.
    Division,
    /// A group (the (×) cube opening or closing it).
    Group,
    /// An exponent.
    Exponent,
    /// A base (a number lowered below the line).
    Base,
}

impl Feature {
    /// What it is, as the subject of a sentence in `lang` ("a fraction cube").
    pub fn text_in(self, lang: Lang) -> &'static str {
        use Feature::*;
        match self {
            ConstantCube => lang.pick("the constant cube", "le cube des constantes"),
            DecimalPoint => lang.pick("a decimal point", "une virgule"),
            DottedZeroAsZero => lang.pick(
                "the dotted zero as a zero",
                "le zéro pointé utilisé comme zéro",
            ),
            FractionCube => lang.pick("a fraction cube", "un cube fraction"),
            Multiplication => lang.pick("multiplication", "la multiplication"),
            Division => lang.pick("division", "la division"),
            Group => lang.pick("a group", "un groupe"),
            Exponent => lang.pick("an exponent", "un exposant"),
            Base => lang.pick("a base", "une base"),
        }
    }
}

/// A fault in a layout, with the position of the item (cube or gap) it concerns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TufError {
    /// The text could not be read as cubes.
    Notation(NotationError),
    /// More cubes (or gaps) than a layout may hold.
    TooManyCubes {
        /// The limit.
        max: usize,
    },
    /// Nothing is placed.
    Empty,
    /// The layout has no equals cube.
    NoEquals,
    /// One side of an equals cube is empty.
    EmptySide {
        /// The equals cube (or joker).
        position: usize,
    },
    /// An equals cube in an exponent or subscript.
    EqualsInScript {
        /// Its position.
        position: usize,
    },
    /// Two operands side by side with no operator.
    MissingOperator {
        /// The second operand.
        position: usize,
    },
    /// An operator where a number was expected.
    MissingNumber {
        /// Where a number should be.
        position: usize,
    },
    /// A plus with nothing to add to.
    RedundantPlus {
        /// The plus.
        position: usize,
    },
    /// An inline minus at the start of a side or after an operator, before a number.
    MinusNeedsRaising {
        /// The minus.
        position: usize,
    },
    /// A raised minus where subtraction was meant.
    RaisedMinusBetween {
        /// The raised minus.
        position: usize,
    },
    /// A decimal number made of too many cubes.
    TooManyDigits {
        /// The last cube of the number.
        position: usize,
    },
    /// A number of several cubes starting with zero.
    LeadingZero {
        /// The zero.
        position: usize,
    },
    /// A decimal point out of place (two points, nothing after it, in a mixed or based number).
    MisplacedPoint {
        /// The point.
        position: usize,
    },
    /// A cube or use that this game does not have.
    NotInGame {
        /// What was used.
        what: Feature,
        /// The game.
        game: Game,
        /// Its position.
        position: usize,
    },
    /// A digit at or above the number's base.
    DigitNotInBase {
        /// The digit.
        digit: u8,
        /// The base.
        base: u8,
        /// Its position.
        position: usize,
    },
    /// A base indicator that is not a whole number from 2 to 10.
    BadBase {
        /// Its position.
        position: usize,
    },
    /// An exponent or subscript with nothing it can belong to.
    OrphanScript {
        /// The first cube of the script.
        position: usize,
    },
    /// A subscript somewhere other than after a number or `log`.
    MisplacedSubscript {
        /// The first cube of the subscript.
        position: usize,
    },
    /// A group with nothing in it.
    EmptyGroup {
        /// The closing cube or gap.
        position: usize,
    },
    /// A postfix cube (`%`, factorial) with nothing before it.
    NothingBefore {
        /// The cube.
        position: usize,
    },
    /// A fraction cube followed by digits, or a mixed number out of shape.
    MisplacedFraction {
        /// The fraction cube.
        position: usize,
    },
    /// An arithmetic fault: division by zero, 0⁰, an even root of a negative, a value too large.
    Arithmetic {
        /// The fault.
        error: ValueError,
        /// The operator or cube where it happened.
        position: usize,
    },
    /// tan of 90° (or 270°, …).
    TanUndefined {
        /// The tan cube.
        position: usize,
    },
    /// log of zero, a negative, or to a bad base.
    LogUndefined {
        /// The log cube.
        position: usize,
    },
    /// χ used without a declared value.
    ChiUndeclared {
        /// The χ cube.
        position: usize,
    },
    /// A factorial of something other than a small whole number.
    BadFactorial {
        /// The joker cube.
        position: usize,
    },
    /// Complex values compared with <, >, ≤ or ≥.
    ComplexComparison {
        /// The relation's cube.
        position: usize,
    },
}

impl From<NotationError> for TufError {
    fn from(e: NotationError) -> Self {
        TufError::Notation(e)
    }
}

crate::kit::worded_display!(TufError);

impl std::error::Error for TufError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            TufError::Notation(e) => Some(e),
            _ => None,
        }
    }
}

/// The text of an arithmetic fault at a position, in `lang`.
fn value_error_text(error: &ValueError, position: usize, lang: Lang) -> String {
    let p = position;
    match (error, lang) {
        (ValueError::DivisionByZero, Lang::En) => format!("division by zero at position {p}"),
        (ValueError::DivisionByZero, Lang::Fr) => {
            format!("la division par zéro à la position {p} est impossible")
        }
        (ValueError::ZeroToZero, Lang::En) => format!("zero to the power zero at position {p}"),
        (ValueError::ZeroToZero, Lang::Fr) => {
            format!("zéro à la puissance zéro à la position {p} n'a pas de valeur")
        }
        (ValueError::ZeroToNegative, Lang::En) => {
            format!("zero to a negative power at position {p}")
        }
        (ValueError::ZeroToNegative, Lang::Fr) => {
            format!("zéro à une puissance négative à la position {p} n'a pas de valeur")
        }
        (ValueError::EvenRootOfNegative, Lang::En) => {
            format!("an even root of a negative number at position {p} (only with j in play)")
        }
        (ValueError::EvenRootOfNegative, Lang::Fr) => format!(
            "une racine paire d'un nombre négatif à la position {p} n'existe qu'avec j en jeu"
        ),
        (ValueError::UnsupportedPower, Lang::En) => {
            format!("the power at position {p} has no single value")
        }
        (ValueError::UnsupportedPower, Lang::Fr) => {
            format!("la puissance à la position {p} n'a pas une seule valeur")
        }
        (ValueError::TooLarge, Lang::En) => format!("the value at position {p} is too large"),
        (ValueError::TooLarge, Lang::Fr) => {
            format!("la valeur à la position {p} est trop grande")
        }
    }
}

impl TufError {
    /// The message in `lang` (the `Display` text is the English one).
    pub fn text_in(&self, lang: Lang) -> String {
        use TufError::*;
        let en = lang == Lang::En;
        match self {
            Notation(e) => e.text_in(lang),
            TooManyCubes { max } => match lang {
                Lang::En => format!("a layout holds at most {max} cubes"),
                Lang::Fr => format!("on peut poser au plus {max} cubes"),
            },
            Empty => lang
                .pick("no cubes are placed yet", "aucun cube n'est encore posé")
                .to_string(),
            NoEquals => lang
                .pick(
                    "an equation needs an equals cube",
                    "une équation a besoin d'un cube égal (=)",
                )
                .to_string(),
            EmptySide { position: p } => {
                if en {
                    format!("there is nothing on one side of the equals cube at position {p}")
                } else {
                    format!("il n'y a rien d'un côté du cube égal à la position {p}")
                }
            }
            EqualsInScript { position: p } => {
                if en {
                    format!("the equals cube at position {p} must stay on the line")
                } else {
                    format!("le cube égal à la position {p} doit rester sur la ligne")
                }
            }
            MissingOperator { position: p } => {
                if en {
                    format!("the cube at position {p} needs an operator before it")
                } else {
                    format!("il manque un signe d'opération devant le cube à la position {p}")
                }
            }
            MissingNumber { position: p } => {
                if en {
                    format!("a number is missing at position {p}")
                } else {
                    format!("il manque un nombre à la position {p}")
                }
            }
            RedundantPlus { position: p } => {
                if en {
                    format!("the plus at position {p} is not needed (no redundant plus)")
                } else {
                    format!("le signe plus à la position {p} ne sert à rien (pas de plus inutile)")
                }
            }
            MinusNeedsRaising { position: p } => {
                if en {
                    format!("raise the minus at position {p} to make a negative sign")
                } else {
                    format!("levez le moins à la position {p} pour en faire un signe négatif")
                }
            }
            RaisedMinusBetween { position: p } => {
                if en {
                    format!(
                    "the raised minus at position {p} is a negative sign; put it in line to subtract"
                )
                } else {
                    format!(
                    "le moins levé à la position {p} est un signe négatif\u{a0}; remets-le sur la ligne pour soustraire"
                )
                }
            }
            TooManyDigits { position: p } => {
                if en {
                    format!("the number ending at position {p} has more cubes than a whole number may have in this game (two)")
                } else {
                    format!("le nombre qui finit à la position {p} a plus de cubes qu'un nombre entier ne peut en avoir dans ce jeu (deux)")
                }
            }
            LeadingZero { position: p } => {
                if en {
                    format!("the number at position {p} starts with a zero")
                } else {
                    format!("le nombre à la position {p} commence par un zéro")
                }
            }
            MisplacedPoint { position: p } => {
                if en {
                    format!("the decimal point at position {p} is out of place")
                } else {
                    format!("la virgule à la position {p} n'est pas à sa place")
                }
            }
            NotInGame {
                what,
                game,
                position: p,
            } => {
                let what = what.text_in(lang);
                let code = game.code();
                if en {
                    format!("{what} at position {p} is not part of game {code}")
                } else {
                    format!("{what} à la position {p} ne fait pas partie du jeu {code}")
                }
            }
            DigitNotInBase {
                digit,
                base,
                position: p,
            } => {
                if en {
                    format!("the digit {digit} at position {p} is too big for base {base}")
                } else {
                    format!(
                        "le chiffre {digit} à la position {p} est trop grand pour la base {base}"
                    )
                }
            }
            BadBase { position: p } => {
                if en {
                    format!("the base at position {p} must be a single whole number from 2 to 10")
                } else {
                    format!("la base à la position {p} doit être un seul nombre entier de 2 à 10")
                }
            }
            OrphanScript { position: p } => {
                if en {
                    format!("the raised or lowered cubes at position {p} do not follow a number, a constant or a group")
                } else {
                    format!("les cubes en exposant ou en indice à la position {p} ne viennent pas après un nombre, une constante ou un groupe")
                }
            }
            MisplacedSubscript { position: p } => {
                if en {
                    format!("a cube below the line at position {p} must follow a number (its base) or log")
                } else {
                    format!("un cube en indice à la position {p} doit venir après un nombre (c'est sa base) ou après log")
                }
            }
            EmptyGroup { position: p } => {
                if en {
                    format!("the group closed at position {p} is empty")
                } else {
                    format!("le groupe qui se ferme à la position {p} est vide")
                }
            }
            NothingBefore { position: p } => {
                if en {
                    format!("the cube at position {p} must follow a number")
                } else {
                    format!("le cube à la position {p} doit venir après un nombre")
                }
            }
            MisplacedFraction { position: p } => {
                if en {
                    format!("the fraction cube at position {p} must end its number")
                } else {
                    format!("le cube fraction à la position {p} doit être à la fin de son nombre")
                }
            }
            Arithmetic { error, position } => value_error_text(error, *position, lang),
            TanUndefined { position: p } => {
                if en {
                    format!("tan at position {p} is undefined for that angle (90°)")
                } else {
                    format!("tan à la position {p} n'existe pas pour cet angle (90°)")
                }
            }
            LogUndefined { position: p } => {
                if en {
                    format!("log at position {p} needs a positive number and a positive base other than 1")
                } else {
                    format!("log à la position {p} a besoin d'un nombre positif et d'une base positive différente de 1")
                }
            }
            ChiUndeclared { position: p } => {
                if en {
                    format!("χ at position {p} has no value: declare one before the game")
                } else {
                    format!(
                        "χ à la position {p} n'a pas de valeur\u{a0}: annonce-la avant la partie"
                    )
                }
            }
            BadFactorial { position: p } => {
                if en {
                    format!("the factorial at position {p} needs a whole number from 0 up")
                } else {
                    format!("la factorielle à la position {p} a besoin d'un nombre entier à partir de 0")
                }
            }
            ComplexComparison { position: p } => {
                if en {
                    format!("the relation at position {p} cannot order complex numbers")
                } else {
                    format!(
                        "la relation à la position {p} ne peut pas ranger des nombres complexes"
                    )
                }
            }
        }
    }

    /// The position of the item concerned, when there is one.
    pub fn position(&self) -> Option<usize> {
        use TufError::*;
        match self {
            Notation(_) | Empty | NoEquals | TooManyCubes { .. } => None,
            EmptySide { position }
            | EqualsInScript { position }
            | MissingOperator { position }
            | MissingNumber { position }
            | RedundantPlus { position }
            | MinusNeedsRaising { position }
            | RaisedMinusBetween { position }
            | TooManyDigits { position }
            | LeadingZero { position }
            | MisplacedPoint { position }
            | NotInGame { position, .. }
            | DigitNotInBase { position, .. }
            | BadBase { position }
            | OrphanScript { position }
            | MisplacedSubscript { position }
            | EmptyGroup { position }
            | NothingBefore { position }
            | MisplacedFraction { position }
            | Arithmetic { position, .. }
            | TanUndefined { position }
            | LogUndefined { position }
            | ChiUndeclared { position }
            | BadFactorial { position }
            | ComplexComparison { position } => Some(*position),
        }
    }
}

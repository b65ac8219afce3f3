//! Why a layout is not a valid equation: every fault carries the position of the cube (or gap)
//! it concerns, counted from 0 along the layout, and reads well in a sentence shown to a child.

use super::notation::NotationError;
use super::value::ValueError;
use crate::lang::Lang;
use thiserror::Error;

/// A fault in a layout, with the position of the item (cube or gap) it concerns.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TufError {
    /// The text could not be read as cubes.
    #[error("{0}")]
    Notation(#[from] NotationError),
    /// More cubes (or gaps) than a layout may hold.
    #[error("a layout holds at most {max} cubes")]
    TooManyCubes {
        /// The limit.
        max: usize,
    },
    /// Nothing is placed.
    #[error("no cubes are placed yet")]
    Empty,
    /// The layout has no equals cube.
    #[error("an equation needs an equals cube")]
    NoEquals,
    /// One side of an equals cube is empty.
    #[error("there is nothing on one side of the equals cube at position {position}")]
    EmptySide {
        /// The equals cube (or joker).
        position: usize,
    },
    /// An equals cube in an exponent or subscript.
    #[error("the equals cube at position {position} must stay on the line")]
    EqualsInScript {
        /// Its position.
        position: usize,
    },
    /// Two operands side by side with no operator.
    #[error("the cube at position {position} needs an operator before it")]
    MissingOperator {
        /// The second operand.
        position: usize,
    },
    /// An operator where a number was expected.
    #[error("a number is missing at position {position}")]
    MissingNumber {
        /// Where a number should be.
        position: usize,
    },
    /// A plus with nothing to add to.
    #[error("the plus at position {position} is not needed (no redundant plus)")]
    RedundantPlus {
        /// The plus.
        position: usize,
    },
    /// An inline minus at the start of a side or after an operator, before a number.
    #[error("raise the minus at position {position} to make a negative sign")]
    MinusNeedsRaising {
        /// The minus.
        position: usize,
    },
    /// A raised minus where subtraction was meant.
    #[error(
        "the raised minus at position {position} is a negative sign; put it in line to subtract"
    )]
    RaisedMinusBetween {
        /// The raised minus.
        position: usize,
    },
    /// A decimal number made of too many cubes.
    #[error("the number ending at position {position} has more cubes than a whole number may have in this game (two)")]
    TooManyDigits {
        /// The last cube of the number.
        position: usize,
    },
    /// A number of several cubes starting with zero.
    #[error("the number at position {position} starts with a zero")]
    LeadingZero {
        /// The zero.
        position: usize,
    },
    /// A decimal point out of place (two points, nothing after it, in a mixed or based number).
    #[error("the decimal point at position {position} is out of place")]
    MisplacedPoint {
        /// The point.
        position: usize,
    },
    /// A cube or use that this game does not have.
    #[error("{what} at position {position} is not part of {game}")]
    NotInGame {
        /// What was used, e.g. "a fraction cube".
        what: String,
        /// The game, e.g. "game 1".
        game: String,
        /// Its position.
        position: usize,
    },
    /// A digit at or above the number's base.
    #[error("the digit {digit} at position {position} is too big for base {base}")]
    DigitNotInBase {
        /// The digit.
        digit: u8,
        /// The base.
        base: u8,
        /// Its position.
        position: usize,
    },
    /// A base indicator that is not a whole number from 2 to 10.
    #[error("the base at position {position} must be a single whole number from 2 to 10")]
    BadBase {
        /// Its position.
        position: usize,
    },
    /// An exponent or subscript with nothing it can belong to.
    #[error("the raised or lowered cubes at position {position} do not follow a number, a constant or a group")]
    OrphanScript {
        /// The first cube of the script.
        position: usize,
    },
    /// A subscript somewhere other than after a number or `log`.
    #[error("a cube below the line at position {position} must follow a number (its base) or log")]
    MisplacedSubscript {
        /// The first cube of the subscript.
        position: usize,
    },
    /// A group with nothing in it.
    #[error("the group closed at position {position} is empty")]
    EmptyGroup {
        /// The closing cube or gap.
        position: usize,
    },
    /// A postfix cube (`%`, factorial) with nothing before it.
    #[error("the cube at position {position} must follow a number")]
    NothingBefore {
        /// The cube.
        position: usize,
    },
    /// A fraction cube followed by digits, or a mixed number out of shape.
    #[error("the fraction cube at position {position} must end its number")]
    MisplacedFraction {
        /// The fraction cube.
        position: usize,
    },
    /// An arithmetic fault: division by zero, 0⁰, an even root of a negative, a value too large.
    #[error("{}", value_error_text(.error, *.position))]
    Arithmetic {
        /// The fault.
        error: ValueError,
        /// The operator or cube where it happened.
        position: usize,
    },
    /// tan of 90° (or 270°, …).
    #[error("tan at position {position} is undefined for that angle (90°)")]
    TanUndefined {
        /// The tan cube.
        position: usize,
    },
    /// log of zero, a negative, or to a bad base.
    #[error("log at position {position} needs a positive number and a positive base other than 1")]
    LogUndefined {
        /// The log cube.
        position: usize,
    },
    /// χ used without a declared value.
    #[error("χ at position {position} has no value: declare one before the game")]
    ChiUndeclared {
        /// The χ cube.
        position: usize,
    },
    /// A factorial of something other than a small whole number.
    #[error("the factorial at position {position} needs a whole number from 0 up")]
    BadFactorial {
        /// The joker cube.
        position: usize,
    },
    /// Complex values compared with <, >, ≤ or ≥.
    #[error("the relation at position {position} cannot order complex numbers")]
    ComplexComparison {
        /// The relation's cube.
        position: usize,
    },
}

fn value_error_text(error: &ValueError, position: usize) -> String {
    match error {
        ValueError::DivisionByZero => format!("division by zero at position {position}"),
        ValueError::ZeroToZero => format!("zero to the power zero at position {position}"),
        ValueError::ZeroToNegative => {
            format!("zero to a negative power at position {position}")
        }
        ValueError::EvenRootOfNegative => format!(
            "an even root of a negative number at position {position} (only with j in play)"
        ),
        ValueError::UnsupportedPower => {
            format!("the power at position {position} has no single value")
        }
        ValueError::TooLarge => format!("the value at position {position} is too large"),
    }
}

impl TufError {
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

impl TufError {
    /// The message in `lang` (the `Display` text is the English one).
    pub fn text_in(&self, lang: Lang) -> String {
        let _ = lang;
        self.to_string()
    }
}

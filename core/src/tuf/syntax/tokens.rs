//! Tokens: what each cube is in the game being played (feature gating: a cube or role that is
//! not part of this game is refused with the game that has it).

use super::*;

/// A token of one side after groups are resolved.
#[derive(Debug, Clone)]
pub(super) struct Tk {
    pub(super) kind: TkKind,
    pub(super) at: usize,
    pub(super) sup: Option<(usize, Vec<Elem>)>,
    pub(super) sub: Option<(usize, Vec<Elem>)>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum TkKind {
    Digit(u8),
    Ten,
    Point,
    Frac(u8),
    Plus,
    Minus,
    Neg,
    Times,
    Divide,
    LParen,
    RParen,
    Gap,
    Percent,
    Pi,
    Chi,
    J,
    Log,
    Tan,
    Equals,
}

pub(super) fn not_in_game(what: Feature, settings: &Settings, position: usize) -> TufError {
    TufError::NotInGame {
        what,
        game: settings.game,
        position,
    }
}

/// The token a cube stands for under the settings, checking that the game has it.
pub(super) fn token_kind(
    cube: &PlacedCube,
    at: usize,
    settings: &Settings,
) -> Result<TkKind, TufError> {
    use TkKind::*;
    let constant = |k: TkKind| {
        if settings.constants {
            Ok(k)
        } else {
            Err(not_in_game(Feature::ConstantCube, settings, at))
        }
    };
    Ok(match (cube.face, cube.role) {
        (Face::Digit(d), _) => Digit(d),
        (Face::Ten, _) => Ten,
        (Face::DottedZero, Role::DecimalPoint) => {
            if settings.dotted_zero == DottedZero::DecimalPoint {
                Point
            } else {
                return Err(not_in_game(Feature::DecimalPoint, settings, at));
            }
        }
        (Face::DottedZero, _) => {
            if settings.dotted_zero == DottedZero::Zero {
                Digit(0)
            } else {
                return Err(not_in_game(Feature::DottedZeroAsZero, settings, at));
            }
        }
        (Face::Fraction(d), _) => {
            if settings.fractions {
                Frac(d)
            } else {
                return Err(not_in_game(Feature::FractionCube, settings, at));
            }
        }
        (Face::Plus, _) => Plus,
        (Face::Minus, Role::Negative) => Neg,
        (Face::Minus, _) => Minus,
        (Face::Times, _) | (Face::Paren, Role::Multiply) | (Face::Paren, Role::Plain) => {
            if settings.add_subtract_only {
                return Err(not_in_game(Feature::Multiplication, settings, at));
            }
            Times
        }
        (Face::Divide, _) => {
            if settings.add_subtract_only {
                return Err(not_in_game(Feature::Division, settings, at));
            }
            Divide
        }
        (Face::Paren, Role::Open) | (Face::Paren, Role::Close) => {
            if !settings.groups {
                return Err(not_in_game(Feature::Group, settings, at));
            }
            if cube.role == Role::Open {
                LParen
            } else {
                RParen
            }
        }
        (Face::Paren, _) => Times,
        (Face::Equals, _) => Equals,
        (Face::Percent, _) => constant(Percent)?,
        (Face::Pi, _) => constant(Pi)?,
        (Face::Chi, _) => constant(Chi)?,
        (Face::J, _) => constant(J)?,
        (Face::Log, _) => constant(Log)?,
        (Face::Tan, _) => constant(Tan)?,
    })
}

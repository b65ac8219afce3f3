//! The verdict on a layout: valid or not and why, each side's value, the normal notation, the
//! cube count and the cube value under the game's settings.

use super::constants;
use super::cubes::Face;
use super::equality;
use super::error::TufError;
use super::eval::{self, Context};
use super::layout::Layout;
use super::normal;
use super::notation;
use super::settings::{EquateZero, PiReading, Settings};
use super::syntax::{self, Equation, Node, NodeKind, Rel};
use super::value::Value;
use crate::lang::Lang;
use serde::Serialize;

/// Why a layout is not a valid equation, in a form each language can word.
// One per verdict, so the two side values stay unboxed for easy matching.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum Fault {
    /// A fault in the layout (it could not be read or evaluated), with its position.
    Layout(TufError),
    /// The sides do not stand in the relation between them.
    Unequal {
        /// The relation's symbol: `=`, `<`, `>`, `≤`, `≥` or `≠`.
        relation: String,
        /// The value of the side before the relation.
        left: Value,
        /// The value of the side after it.
        right: Value,
    },
    /// A side equals zero, and the game does not allow it.
    ZeroNotAllowed,
}

impl Fault {
    /// The fault in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            Fault::Layout(e) => e.text_in(lang),
            Fault::Unequal {
                relation,
                left,
                right,
            } => {
                let word = relation_word(relation, lang);
                let (left, right) = (left.text_in(lang), right.text_in(lang));
                match lang {
                    Lang::En => format!("the sides are not {word}: {left} and {right}"),
                    Lang::Fr => {
                        format!("les deux côtés ne sont pas {word}\u{a0}: {left} et {right}")
                    }
                }
            }
            Fault::ZeroNotAllowed => lang
                .pick(
                    "equating to zero is not allowed in this game",
                    "dans ce jeu, une équation ne peut pas être égale à zéro",
                )
                .to_string(),
        }
    }
}

crate::kit::worded_display!(Fault);

/// The verdict on one layout.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    /// Whether the layout is a true equation that the game accepts.
    pub valid: bool,
    /// Why it is not valid, in English: a fault in the layout, unequal sides, or a rule of the
    /// game (the English text of [`Verdict::fault`]; see [`Verdict::reason_in`]).
    pub reason: Option<String>,
    /// Why it is not valid, as a cause each language can word.
    pub fault: Option<Fault>,
    /// The fault in the layout, when there is one (with its position).
    pub error: Option<TufError>,
    /// Each side's value (empty when the layout could not be read or evaluated).
    pub values: Vec<Value>,
    /// The equation in normal mathematical notation (empty when it could not be read).
    pub normal: String,
    /// How many cubes are placed.
    pub cubes: u32,
    /// What the equation is worth in cubes: fraction cubes and exponent incentives counted, the
    /// base bonus added, the equating-to-zero penalty taken off; 0 when not valid.
    pub cube_value: i32,
    /// The cube value the layout would have if it were valid (for live display).
    pub potential_value: i32,
    /// The reading of π that was used (and that made the equation true, when it is).
    pub pi_reading: Option<PiReading>,
    /// Whether a side equals zero.
    pub equates_zero: bool,
    /// Whether the equation uses a non-decimal number.
    pub non_decimal: bool,
}

/// The verdict as the apps show it above the cubes, every sentence in one language
/// ([`Verdict::view_in`]).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufVerdict"))]
pub struct VerdictView {
    /// Whether the layout is a true equation that the game accepts.
    pub valid: bool,
    /// Why it is not valid, as a sentence fragment ("the sides are not equal: 9 and 8"), or none.
    pub reason: Option<String>,
    /// The position (from 0) of the item at fault, when the fault has one.
    pub error_position: Option<u32>,
    /// Each side's value (`19/2`, `-j`, `≈3.1416`); empty when the layout could not be read.
    pub values: Vec<String>,
    /// The equation in normal mathematical notation (`1/5 × (6 + 4) = 2`), or empty.
    pub normal: String,
    /// How many cubes are placed.
    pub cubes: u32,
    /// What the equation is worth in cubes after bonuses and penalties; 0 when not valid.
    pub cube_value: i32,
    /// What it would be worth if it were valid (for live display).
    pub potential_value: i32,
    /// The reading of π that was used, when π is in the equation.
    pub pi_reading: Option<PiReading>,
    /// Whether a side equals zero.
    pub equates_zero: bool,
    /// Whether the equation uses a non-decimal number.
    pub non_decimal: bool,
}

/// The verdict as the terminal's `tuf check` prints it (one JSON object a line).
#[derive(Debug, Clone, Serialize)]
pub struct VerdictJson {
    /// Valid or not.
    pub valid: bool,
    /// Each side's exact value (`19/2`, `-j`), or `≈…` when inexact.
    pub values: Vec<String>,
    /// Normal notation.
    pub normal: String,
    /// Cubes placed.
    pub cubes: u32,
    /// Cube value (0 when not valid).
    pub cube_value: i32,
    /// Why not valid, or null.
    pub error: Option<String>,
    /// The position of the cube at fault, when there is one.
    pub position: Option<usize>,
    /// How π was read, when π is used.
    pub pi: Option<&'static str>,
}

impl Verdict {
    /// The verdict as the apps show it, its reason worded in `lang`.
    pub fn view_in(&self, lang: Lang) -> VerdictView {
        VerdictView {
            valid: self.valid,
            reason: self.reason_in(lang),
            error_position: self
                .error
                .as_ref()
                .and_then(|e| e.position())
                .map(|p| u32::try_from(p).unwrap_or(u32::MAX)),
            values: self.values.iter().map(|x| x.to_string()).collect(),
            normal: self.normal.clone(),
            cubes: self.cubes,
            cube_value: self.cube_value,
            potential_value: self.potential_value,
            pi_reading: self.pi_reading,
            equates_zero: self.equates_zero,
            non_decimal: self.non_decimal,
        }
    }

    /// Why the layout is not valid, in `lang` (`None` when it is valid).
    pub fn reason_in(&self, lang: Lang) -> Option<String> {
        self.fault.as_ref().map(|f| f.text_in(lang))
    }

    /// The JSON form printed by `tuffest tuf check`.
    pub fn to_json(&self) -> VerdictJson {
        VerdictJson {
            valid: self.valid,
            values: self.values.iter().map(|v| v.to_string()).collect(),
            normal: self.normal.clone(),
            cubes: self.cubes,
            cube_value: self.cube_value,
            error: self.reason.clone(),
            position: self.error.as_ref().and_then(|e| e.position()),
            pi: self.pi_reading.map(|p| match p {
                PiReading::Real => "real",
                PiReading::TwentyTwoSevenths => "22/7",
                PiReading::Degrees => "180",
                PiReading::Auto => "auto",
            }),
        }
    }

    fn fault(error: TufError, cubes: u32, potential_value: i32) -> Verdict {
        Verdict {
            valid: false,
            reason: Some(error.to_string()),
            fault: Some(Fault::Layout(error.clone())),
            error: Some(error),
            values: Vec::new(),
            normal: String::new(),
            cubes,
            cube_value: 0,
            potential_value,
            pi_reading: None,
            equates_zero: false,
            non_decimal: false,
        }
    }
}

/// The value of the placed cubes before bonuses: each cube 1, a fraction cube its setting (2),
/// a cube in an exponent 2 when the exponent incentive is on.
pub fn cubes_value(layout: &Layout, settings: &Settings) -> i32 {
    let mut total = 0i32;
    for c in layout.cubes() {
        let in_exponent = c.script.has_up();
        let v = match c.face {
            Face::Fraction(_) => settings.fraction_value as i32,
            _ if in_exponent && settings.exponent_incentive => 2,
            _ => 1,
        };
        total += v;
    }
    total
}

fn uses_pi(eq: &Equation) -> bool {
    eq.sides.iter().any(eval::contains_pi)
}

fn non_decimal(n: &Node) -> bool {
    n.any(&|k| matches!(k, NodeKind::Number(lit) if lit.base.is_some_and(|b| b != 10)))
}

/// The side values, and whether every relation holds (or why not).
type Outcome = (Vec<Value>, Result<(), Fault>);

/// One attempt under a reading of π: the side values and whether every relation holds.
fn attempt(
    eq: &Equation,
    settings: &Settings,
    pi: PiReading,
    chi: &Option<Value>,
) -> Result<Outcome, TufError> {
    let cx = Context {
        settings,
        pi,
        chi: chi.clone(),
    };
    let mut values = Vec::with_capacity(eq.sides.len());
    for side in &eq.sides {
        values.push(eval::eval(side, &cx)?);
    }
    for (i, (rel, at)) in eq.relations.iter().enumerate() {
        let (a, b) = (&values[i], &values[i + 1]);
        let (sa, sb) = (&eq.sides[i], &eq.sides[i + 1]);
        let holds = match rel {
            Rel::Equals => equality::equal(a, sa, b, sb),
            Rel::Joker(r) => equality::relation_holds(*r, a, sa, b, sb)
                .ok_or(TufError::ComplexComparison { position: *at })?,
        };
        if !holds {
            let sym = match rel {
                Rel::Equals => "=".to_string(),
                Rel::Joker(r) => r.symbol().to_string(),
            };
            let fault = Fault::Unequal {
                relation: sym,
                left: a.clone(),
                right: b.clone(),
            };
            return Ok((values.clone(), Err(fault)));
        }
    }
    Ok((values, Ok(())))
}

/// What the sides fail to be, for a relation's symbol: "equal", "in order (<)", "different".
fn relation_word(sym: &str, lang: Lang) -> &'static str {
    match sym {
        "<" => lang.pick("in order (<)", "dans l'ordre (<)"),
        ">" => lang.pick("in order (>)", "dans l'ordre (>)"),
        "≤" => lang.pick("in order (≤)", "dans l'ordre (≤)"),
        "≥" => lang.pick("in order (≥)", "dans l'ordre (≥)"),
        "≠" => lang.pick("different", "différents"),
        _ => lang.pick("equal", "égaux"),
    }
}

/// Checks a layout under the settings.
pub fn check(layout: &Layout, settings: &Settings) -> Verdict {
    let cubes = layout.cube_count() as u32;
    let base_value = cubes_value(layout, settings);
    let eq = match syntax::read_equation(layout, settings) {
        Ok(eq) => eq,
        Err(e) => return Verdict::fault(e, cubes, base_value),
    };
    let chi = settings.chi.as_deref().and_then(constants::parse_chi);
    let non_decimal_number = eq.sides.iter().any(non_decimal);
    let bonus = i32::from(settings.base_bonus && non_decimal_number);
    let readings: Vec<PiReading> = if !uses_pi(&eq) {
        vec![PiReading::Real]
    } else if settings.pi == PiReading::Auto {
        vec![
            PiReading::Real,
            PiReading::TwentyTwoSevenths,
            PiReading::Degrees,
        ]
    } else {
        vec![settings.pi]
    };
    let mut first: Option<(PiReading, Result<Outcome, TufError>)> = None;
    let mut chosen = None;
    for reading in &readings {
        let r = attempt(&eq, settings, *reading, &chi);
        if matches!(&r, Ok((_, Ok(())))) {
            chosen = Some((*reading, r));
            break;
        }
        if first.is_none() {
            first = Some((*reading, r));
        }
    }
    let Some((reading, outcome)) = chosen.or(first) else {
        return Verdict::fault(TufError::Empty, cubes, base_value);
    };
    let pi_reading = uses_pi(&eq).then_some(reading);
    let normal = normal::equation(&eq, reading);
    let (values, holds) = match outcome {
        Ok(v) => v,
        Err(e) => {
            let mut v = Verdict::fault(e, cubes, base_value + bonus);
            v.normal = normal;
            v.pi_reading = pi_reading;
            return v;
        }
    };
    let equates_zero = values.iter().any(|v| v.is_zero());
    let mut potential = base_value + bonus;
    let mut fault = holds.err();
    if equates_zero {
        match settings.equate_zero {
            EquateZero::Allowed => {}
            EquateZero::Penalty => potential -= 2,
            EquateZero::Disallowed => {
                if fault.is_none() {
                    fault = Some(Fault::ZeroNotAllowed);
                }
            }
        }
    }
    let valid = fault.is_none();
    Verdict {
        valid,
        reason: fault.as_ref().map(|f| f.text_in(Lang::En)),
        fault,
        error: None,
        values,
        normal,
        cubes,
        cube_value: if valid { potential } else { 0 },
        potential_value: potential,
        pi_reading,
        equates_zero,
        non_decimal: non_decimal_number,
    }
}

/// Reads a layout in the text notation and checks it.
pub fn check_text(text: &str, settings: &Settings) -> Verdict {
    match notation::parse(text) {
        Ok(layout) => check(&layout, settings),
        Err(e) => Verdict::fault(TufError::Notation(e), 0, 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tuf::Game;

    #[test]
    fn reasons_in_french_word_the_relation_and_write_decimal_commas() {
        let v = check_text("2 ^{ 1/2 } = 1", &Game::G6.settings());
        assert!(!v.valid);
        assert_eq!(v.reason_in(Lang::En), v.reason);
        let fr = v.reason_in(Lang::Fr).unwrap_or_default();
        let en = v.reason.unwrap_or_default();
        assert!(en.contains("≈1.414"), "{en}");
        assert!(fr.contains("≈1,414"), "{fr}");
        let unequal = |relation: &str| Fault::Unequal {
            relation: relation.to_string(),
            left: Value::int(5),
            right: Value::int(4),
        };
        assert_eq!(
            unequal("<").text_in(Lang::Fr),
            "les deux côtés ne sont pas dans l'ordre (<)\u{a0}: 5 et 4"
        );
        assert_eq!(
            unequal("≠").text_in(Lang::Fr),
            "les deux côtés ne sont pas différents\u{a0}: 5 et 4"
        );
        assert_eq!(
            unequal("≠").to_string(),
            "the sides are not different: 5 and 4"
        );
    }

    #[test]
    fn a_valid_verdict_has_no_reason_in_any_language() {
        let v = check_text("4 + 3 = 7", &Game::G1.settings());
        assert!(v.valid);
        assert_eq!(v.fault, None);
        assert_eq!(v.reason_in(Lang::En), None);
        assert_eq!(v.reason_in(Lang::Fr), None);
    }
}

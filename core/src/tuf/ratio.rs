//! The ratio-and-proportion card (`— = —`): cubes above and below two ratio lines.
//!
//! The card stands in for the equals cube: the player arranges cubes above and below the left
//! and right ratio lines, and the layout is valid when the two ratios are equal
//! (`top-left ÷ bottom-left = top-right ÷ bottom-right`). Each of the four cells is a whole
//! expression, so a ratio may be simple (`4 — 8 = 2 — 4`) or compound (`4 × 3 — 8 = 6 — 4`).
//! In the text notation the four cells are written in that order, separated by `;`:
//! `4 ; 8 ; 2 ; 4`.

use super::error::TufError;
use super::eval::{self, Context};
use super::layout::Layout;
use super::normal;
use super::notation;
use super::settings::{PiReading, Settings};
use super::syntax;
use super::value::Value;
use super::verdict::cubes_value;
use crate::lang::Lang;

/// A layout on the ratio card: the four cells.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RatioLayout {
    /// Above the left line.
    pub top_left: Layout,
    /// Below the left line.
    pub bottom_left: Layout,
    /// Above the right line.
    pub top_right: Layout,
    /// Below the right line.
    pub bottom_right: Layout,
}

/// The verdict on a ratio layout.
#[derive(Debug, Clone, PartialEq)]
pub struct RatioVerdict {
    /// Whether the two ratios are equal.
    pub valid: bool,
    /// Why not, when not, in English (see [`RatioVerdict::reason_in`]).
    pub reason: Option<String>,
    /// Why not, as a cause each language can word.
    pub fault: Option<RatioFault>,
    /// The two ratios' values (empty when a cell could not be read).
    pub values: Vec<Value>,
    /// Normal notation: `4/8 = 2/4` with groups where a cell has operators.
    pub normal: String,
    /// How many cubes are placed on the card.
    pub cubes: u32,
    /// The cube value (0 when not valid).
    pub cube_value: i32,
}

/// Why a ratio layout is not valid.
// One per verdict, so the two values stay unboxed for easy matching.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum RatioFault {
    /// A cell could not be read or evaluated.
    Cell(CellError),
    /// The two ratios differ.
    Unequal {
        /// The left ratio's value.
        left: Value,
        /// The right ratio's value.
        right: Value,
    },
}

impl RatioFault {
    /// The fault in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            RatioFault::Cell(e) => e.text_in(lang),
            RatioFault::Unequal { left, right } => {
                let (left, right) = (left.text_in(lang), right.text_in(lang));
                match lang {
                    Lang::En => format!("the ratios are not equal: {left} and {right}"),
                    Lang::Fr => {
                        format!("les deux rapports ne sont pas égaux\u{a0}: {left} et {right}")
                    }
                }
            }
        }
    }
}

crate::kit::worded_display!(RatioFault);

impl RatioVerdict {
    /// Why the card is not valid, in `lang` (`None` when it is valid).
    pub fn reason_in(&self, lang: Lang) -> Option<String> {
        self.fault.as_ref().map(|f| f.text_in(lang))
    }
}

/// Which cell a fault is in, with the fault.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellError {
    /// 0 top-left, 1 bottom-left, 2 top-right, 3 bottom-right.
    pub cell: usize,
    /// The fault.
    pub error: TufError,
}

/// The cells' names in English and in French.
const CELL_NAMES: [(&str, &str); 4] = [
    ("top left", "en haut à gauche"),
    ("bottom left", "en bas à gauche"),
    ("top right", "en haut à droite"),
    ("bottom right", "en bas à droite"),
];

impl CellError {
    /// The fault in `lang`, naming its cell.
    pub fn text_in(&self, lang: Lang) -> String {
        let (en, fr) = CELL_NAMES.get(self.cell).copied().unwrap_or(("", ""));
        let error = self.error.text_in(lang);
        match lang {
            Lang::En => format!("in the {en} cell: {error}"),
            Lang::Fr => format!("dans la case {fr}\u{a0}: {error}"),
        }
    }
}

crate::kit::worded_display!(CellError);

impl RatioLayout {
    /// Reads the card from text: four cells separated by `;`.
    pub fn parse(text: &str) -> Result<RatioLayout, CellError> {
        let cells: Vec<&str> = text.split(';').collect();
        if cells.len() != 4 {
            return Err(CellError {
                cell: cells.len().min(3),
                error: TufError::Empty,
            });
        }
        let mut parsed = Vec::with_capacity(4);
        for (cell, t) in cells.iter().enumerate() {
            parsed.push(notation::parse(t).map_err(|e| CellError {
                cell,
                error: TufError::Notation(e),
            })?);
        }
        let mut it = parsed.into_iter();
        Ok(RatioLayout {
            top_left: it.next().unwrap_or_default(),
            bottom_left: it.next().unwrap_or_default(),
            top_right: it.next().unwrap_or_default(),
            bottom_right: it.next().unwrap_or_default(),
        })
    }

    /// The cells in order.
    pub fn cells(&self) -> [&Layout; 4] {
        [
            &self.top_left,
            &self.bottom_left,
            &self.top_right,
            &self.bottom_right,
        ]
    }
}

fn fault(cell: usize, error: TufError, cubes: u32) -> RatioVerdict {
    let fault = RatioFault::Cell(CellError { cell, error });
    RatioVerdict {
        valid: false,
        reason: Some(fault.text_in(Lang::En)),
        fault: Some(fault),
        values: Vec::new(),
        normal: String::new(),
        cubes,
        cube_value: 0,
    }
}

/// Checks a ratio layout under the settings (π read as the real number unless set otherwise).
pub fn check_ratio(card: &RatioLayout, settings: &Settings) -> RatioVerdict {
    let cubes: u32 = card.cells().iter().map(|c| c.cube_count() as u32).sum();
    let value: i32 = card.cells().iter().map(|c| cubes_value(c, settings)).sum();
    let pi = match settings.pi {
        PiReading::Auto => PiReading::Real,
        p => p,
    };
    let cx = Context {
        settings,
        pi,
        chi: settings
            .chi
            .as_deref()
            .and_then(super::constants::parse_chi),
    };
    let mut nodes = Vec::with_capacity(4);
    let mut values = Vec::with_capacity(4);
    for (cell, layout) in card.cells().iter().enumerate() {
        let node = match syntax::read_expression(layout, settings) {
            Ok(n) => n,
            Err(e) => return fault(cell, e, cubes),
        };
        match eval::eval(&node, &cx) {
            Ok(v) => values.push(v),
            Err(e) => return fault(cell, e, cubes),
        }
        nodes.push(node);
    }
    let text = |n: &syntax::Node| {
        let t = normal::expr(n, pi);
        if matches!(n.kind, syntax::NodeKind::Bin(..)) {
            format!("({t})")
        } else {
            t
        }
    };
    let normal = format!(
        "{}/{} = {}/{}",
        text(&nodes[0]),
        text(&nodes[1]),
        text(&nodes[2]),
        text(&nodes[3])
    );
    let left = values[0].div(&values[1]);
    let right = values[2].div(&values[3]);
    let (left, right) = match (left, right) {
        (Ok(l), Ok(r)) => (l, r),
        (Err(_), _) => {
            return RatioVerdict {
                normal,
                ..fault(1, zero_cell(&nodes[1]), cubes)
            }
        }
        (_, Err(_)) => {
            return RatioVerdict {
                normal,
                ..fault(3, zero_cell(&nodes[3]), cubes)
            }
        }
    };
    let equal = super::equality::equal(&left, &nodes[0], &right, &nodes[2]);
    let fault = (!equal).then(|| RatioFault::Unequal {
        left: left.clone(),
        right: right.clone(),
    });
    RatioVerdict {
        valid: equal,
        reason: fault.as_ref().map(|f| f.text_in(Lang::En)),
        fault,
        values: vec![left, right],
        normal,
        cubes,
        cube_value: if equal { value } else { 0 },
    }
}

fn zero_cell(n: &syntax::Node) -> TufError {
    TufError::Arithmetic {
        error: super::value::ValueError::DivisionByZero,
        position: n.at,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tuf::Game;

    fn check(text: &str) -> RatioVerdict {
        let settings = Game::G6.settings().with_constant_cube();
        check_ratio(&RatioLayout::parse(text).unwrap(), &settings)
    }

    #[test]
    fn simple_and_compound_ratios() {
        let v = check("4 ; 8 ; 2 ; 4");
        assert!(v.valid, "{v:?}");
        assert_eq!(v.normal, "4/8 = 2/4");
        assert_eq!(v.cube_value, 4);
        let v = check("4 × 3 ; 8 ; 6 ; 4");
        assert!(v.valid);
        assert_eq!(v.normal, "(4 × 3)/8 = 6/4");
        let v = check("5 ÷ 1/10 ; 1/8 ; 4 0 0 ; 1");
        assert!(v.valid, "{v:?}");
        assert_eq!(v.cube_value, 4 + 2 + 3 + 1);
        let v = check("4 0 % ; 1 ; 2 ; 5");
        assert!(v.valid, "{v:?}");
    }

    #[test]
    fn unequal_ratios_and_faults() {
        let v = check("4 ; 8 ; 3 ; 4");
        assert!(!v.valid);
        assert_eq!(v.cube_value, 0);
        assert!(v.reason.unwrap().contains("not equal"));
        let v = check("4 ; 2 - 2 ; 3 ; 4");
        assert!(!v.valid);
        assert!(v.reason.unwrap().contains("bottom left"));
        let v = check("4 ; = ; 3 ; 4");
        assert!(v.reason.unwrap().contains("bottom left"));
        assert!(RatioLayout::parse("4 ; 8 ; 2").is_err());
    }

    #[test]
    fn reasons_name_the_cell_in_both_languages() {
        let v = check("4 ; 2 - 2 ; 3 ; 4");
        assert_eq!(v.reason_in(Lang::En), v.reason);
        assert_eq!(
            v.reason_in(Lang::Fr).unwrap(),
            "dans la case en bas à gauche\u{a0}: la division par zéro à la position 1 est impossible"
        );
        let v = check("4 ; 8 ; 3 ; 4");
        assert_eq!(v.reason_in(Lang::En), v.reason);
        assert_eq!(
            v.reason_in(Lang::Fr).unwrap(),
            "les deux rapports ne sont pas égaux\u{a0}: 1/2 et 3/4"
        );
        assert_eq!(check("4 ; 8 ; 2 ; 4").reason_in(Lang::Fr), None);
    }
}

//! A roll as the solver sees it: the number and fraction cubes grouped by face (so identical
//! cubes are one choice, not several), the operator cubes counted by what they can do, and the
//! settings that decide how numbers are read.

use crate::tuf::cubes::Face;
use crate::tuf::roll::Roll;
use crate::tuf::settings::{DottedZero, Settings};

/// What an operand face is, for building numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Glyph {
    /// A digit string of a number (`"0"`…`"9"`, `"10"`).
    Digits(&'static str),
    /// The dotted zero as a decimal point (game 3 on).
    Point,
    /// A fraction cube `1/d`.
    Fraction(u8),
}

/// One distinct operand face of the roll.
#[derive(Debug, Clone)]
pub struct OperandFace {
    /// The face.
    pub face: Face,
    /// How it reads in a number.
    pub glyph: Glyph,
    /// Its cube value (1, or the fraction value for a fraction cube).
    pub weight: i32,
    /// The roll's cubes showing it.
    pub cubes: Vec<u16>,
}

/// The solver's view of a roll under a game's settings.
#[derive(Debug, Clone)]
pub struct Problem {
    /// The settings.
    pub settings: Settings,
    /// The roll.
    pub roll: Roll,
    /// The distinct operand faces (numbers, decimal points, fractions).
    pub faces: Vec<OperandFace>,
    /// Mixed-radix strides of a multiset index over `faces`.
    pub stride: Vec<u32>,
    /// How many multisets of operand cubes there are (the product of multiplicities + 1).
    pub n_masks: usize,
    /// `+` cubes.
    pub plus: Vec<u16>,
    /// `−` cubes.
    pub minus: Vec<u16>,
    /// `×` cubes, then (×) cubes (used to multiply).
    pub times: Vec<u16>,
    /// `÷` cubes.
    pub divide: Vec<u16>,
    /// `=` cubes.
    pub equals: Vec<u16>,
    /// The most cubes in a whole number (`None`: no limit).
    pub max_whole: Option<usize>,
    /// Cubes of the roll the solver cannot use under these settings (constants…), by id.
    pub unused: Vec<u16>,
    /// Whether number or fraction cubes were left out because the roll has more than
    /// [`MAX_OPERANDS`] of them (then the search is not complete).
    pub skipped: bool,
}

/// The most number and fraction cubes the exact search takes (the rulebook's rolls have at
/// most ten); further ones are left out of odd rolls.
pub const MAX_OPERANDS: usize = 12;

fn digits(face: Face) -> Option<&'static str> {
    Some(match face {
        Face::Digit(d) => ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"][usize::from(d.min(9))],
        Face::Ten => "10",
        _ => return None,
    })
}

impl Problem {
    /// Sorts a roll's cubes into what the solver can use.
    pub fn new(settings: &Settings, roll: &Roll) -> Problem {
        let mut faces: Vec<OperandFace> = Vec::new();
        let mut plus = Vec::new();
        let mut minus = Vec::new();
        let mut times = Vec::new();
        let mut parens = Vec::new();
        let mut divide = Vec::new();
        let mut equals = Vec::new();
        let mut unused = Vec::new();
        let muldiv = !settings.add_subtract_only;
        let mut operands = 0usize;
        let mut skipped = false;
        for (id, cube) in roll.cubes.iter().enumerate() {
            let id = id as u16;
            let glyph = match cube.face {
                Face::DottedZero => Some(match settings.dotted_zero {
                    DottedZero::Zero => Glyph::Digits("0"),
                    DottedZero::DecimalPoint => Glyph::Point,
                }),
                Face::Fraction(d) if settings.fractions => Some(Glyph::Fraction(d)),
                f => digits(f).map(Glyph::Digits),
            };
            if let Some(glyph) = glyph {
                operands += 1;
                if operands > MAX_OPERANDS {
                    skipped = true;
                    unused.push(id);
                    continue;
                }
                let weight = match glyph {
                    Glyph::Fraction(_) => settings.fraction_value as i32,
                    _ => 1,
                };
                match faces.iter_mut().find(|f| f.face == cube.face) {
                    Some(f) => f.cubes.push(id),
                    None => faces.push(OperandFace {
                        face: cube.face,
                        glyph,
                        weight,
                        cubes: vec![id],
                    }),
                }
                continue;
            }
            match cube.face {
                Face::Plus => plus.push(id),
                Face::Minus => minus.push(id),
                Face::Times if muldiv => times.push(id),
                Face::Paren if muldiv => parens.push(id),
                Face::Divide if muldiv => divide.push(id),
                Face::Equals => equals.push(id),
                _ => unused.push(id),
            }
        }
        times.extend(parens);
        let mut stride = Vec::with_capacity(faces.len());
        let mut n: usize = 1;
        for f in &faces {
            stride.push(n as u32);
            n = n.saturating_mul(f.cubes.len() + 1);
        }
        Problem {
            settings: settings.clone(),
            roll: roll.clone(),
            faces,
            stride,
            n_masks: n,
            plus,
            minus,
            times,
            divide,
            equals,
            max_whole: settings.max_whole_cubes.map(usize::from),
            unused,
            skipped,
        }
    }

    /// How many cubes of face `i` the multiset `mask` holds.
    pub fn count(&self, mask: u32, i: usize) -> u32 {
        (mask / self.stride[i]) % (self.faces[i].cubes.len() as u32 + 1)
    }

    /// The multiset holding every operand cube.
    pub fn full(&self) -> u32 {
        (self.n_masks - 1) as u32
    }

    /// The cube value of a multiset of operand cubes.
    pub fn weight(&self, mask: u32) -> i32 {
        (0..self.faces.len())
            .map(|i| self.count(mask, i) as i32 * self.faces[i].weight)
            .sum()
    }

    /// The number of cubes in a multiset.
    pub fn size(&self, mask: u32) -> u32 {
        (0..self.faces.len()).map(|i| self.count(mask, i)).sum()
    }

    /// Whether two multisets fit in the roll together.
    pub fn fits(&self, a: u32, b: u32) -> bool {
        (0..self.faces.len())
            .all(|i| self.count(a, i) + self.count(b, i) <= self.faces[i].cubes.len() as u32)
    }

    /// The first face present in `mask`.
    pub fn lowest(&self, mask: u32) -> Option<usize> {
        (0..self.faces.len()).find(|&i| self.count(mask, i) > 0)
    }

    /// Every sub-multiset of `mask`.
    pub fn subs_of(&self, mask: u32) -> Vec<u32> {
        let mut out = vec![0u32];
        for i in 0..self.faces.len() {
            let c = self.count(mask, i);
            let mut next = Vec::with_capacity(out.len() * (c as usize + 1));
            for base in &out {
                for k in 0..=c {
                    next.push(base + k * self.stride[i]);
                }
            }
            out = next;
        }
        out
    }

    /// Every sub-multiset of `mask` that holds at least one cube of face `low`.
    pub fn subs_with(&self, mask: u32, low: usize) -> Vec<u32> {
        let mut out = vec![0u32];
        for i in 0..self.faces.len() {
            let c = self.count(mask, i);
            let from = u32::from(i == low);
            let mut next = Vec::with_capacity(out.len() * (c as usize + 1));
            for base in &out {
                for k in from..=c {
                    next.push(base + k * self.stride[i]);
                }
            }
            out = next;
        }
        out
    }
}

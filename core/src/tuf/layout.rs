//! A layout: the player's placed cubes in order, with their placements, roles and the gaps.
//!
//! Order alone does not carry all the meaning of a row of cubes: a raised `−` is a negative sign,
//! cubes above and to the right of a base are its exponent, a cube below and to the right of a
//! number is its base (or a log's base), a gap closes a group, and the (×) and dotted-zero faces
//! each have a role the player picks. A [`Layout`] holds exactly that, and nothing of what it
//! means: reading it is [`super::syntax`]'s job.

use super::cubes::Face;
use serde::{Deserialize, Serialize};

/// The most cubes a layout may hold. Rolls have at most 18 cubes; 64 leaves room for every
/// game and variant while bounding the work any check can do.
pub const MAX_CUBES: usize = 64;

/// The deepest a cube may sit in exponents and subscripts (an exponent of an exponent is 2).
pub const MAX_SCRIPT_DEPTH: u8 = 6;

/// One step away from the line: up into an exponent or down into a subscript.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufShift"))]
pub enum Shift {
    /// Above and to the right: an exponent.
    Up,
    /// Below and to the right: a base indicator (a number's base, or a log's base).
    Down,
}

/// Where a cube sits relative to the main line: a path of shifts (empty on the line).
///
/// Read from a save only when it is a place [`Script::push`] could reach: at most
/// [`MAX_SCRIPT_DEPTH`] shifts, no shift marked beyond its depth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(try_from = "ScriptFields")]
pub struct Script {
    depth: u8,
    downs: u8,
}

/// A [`Script`] as a save holds it, before it is checked.
#[derive(Deserialize)]
struct ScriptFields {
    depth: u8,
    downs: u8,
}

impl TryFrom<ScriptFields> for Script {
    type Error = String;

    fn try_from(f: ScriptFields) -> Result<Script, String> {
        if f.depth > MAX_SCRIPT_DEPTH || u16::from(f.downs) >> f.depth != 0 {
            return Err(format!(
                "a cube placed {} shifts from the line (at most {MAX_SCRIPT_DEPTH})",
                f.depth
            ));
        }
        Ok(Script {
            depth: f.depth,
            downs: f.downs,
        })
    }
}

impl Script {
    /// On the main line.
    pub const LINE: Script = Script { depth: 0, downs: 0 };

    /// The shifts from the line, outermost first.
    pub fn shifts(self) -> Vec<Shift> {
        (0..self.depth)
            .map(|i| {
                if self.downs & (1 << i) != 0 {
                    Shift::Down
                } else {
                    Shift::Up
                }
            })
            .collect()
    }

    /// Whether the place is inside an exponent at some level.
    pub fn has_up(self) -> bool {
        let mask = ((1u16 << self.depth) - 1) as u8;
        (!self.downs & mask) != 0
    }

    /// How many shifts from the line.
    pub fn depth(self) -> u8 {
        self.depth
    }

    /// This place, one shift further; `None` beyond [`MAX_SCRIPT_DEPTH`].
    pub fn push(self, shift: Shift) -> Option<Script> {
        if self.depth >= MAX_SCRIPT_DEPTH {
            return None;
        }
        let downs = match shift {
            Shift::Down => self.downs | (1 << self.depth),
            Shift::Up => self.downs,
        };
        Some(Script {
            depth: self.depth + 1,
            downs,
        })
    }

    /// The place one shift nearer the line (the line stays the line).
    pub fn pop(self) -> Script {
        if self.depth == 0 {
            return self;
        }
        let depth = self.depth - 1;
        Script {
            depth,
            downs: self.downs & !(1 << depth),
        }
    }

    /// The shift at `level` (0 is the outermost).
    pub fn shift_at(self, level: u8) -> Option<Shift> {
        if level >= self.depth {
            None
        } else if self.downs & (1 << level) != 0 {
            Some(Shift::Down)
        } else {
            Some(Shift::Up)
        }
    }

    /// Whether `self` starts with all of `prefix`'s shifts.
    pub fn starts_with(self, prefix: Script) -> bool {
        if prefix.depth > self.depth {
            return false;
        }
        let mask = ((1u16 << prefix.depth) - 1) as u8;
        (self.downs & mask) == prefix.downs
    }

    /// Builds a place from shifts; `None` when deeper than [`MAX_SCRIPT_DEPTH`].
    pub fn from_shifts(shifts: &[Shift]) -> Option<Script> {
        let mut s = Script::LINE;
        for shift in shifts {
            s = s.push(*shift)?;
        }
        Some(s)
    }
}

/// The role a player gives a cube whose face has several uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufRole"))]
pub enum Role {
    /// The face's only use.
    Plain,
    /// A `−` raised slightly: a negative sign.
    Negative,
    /// The (×) face used to multiply.
    Multiply,
    /// The (×) face opening a group that runs right to a gap or the end of the side.
    Open,
    /// The (×) face closing a group that runs left to a gap or the start of the side.
    Close,
    /// The dotted zero used as a decimal point.
    DecimalPoint,
}

impl Role {
    /// Whether `face` can take this role.
    pub fn fits(self, face: Face) -> bool {
        match self {
            Role::Plain => !matches!(face, Face::Paren),
            Role::Negative => face == Face::Minus,
            Role::Multiply | Role::Open | Role::Close => face == Face::Paren,
            Role::DecimalPoint => face == Face::DottedZero,
        }
    }

    /// The role a face has when first placed.
    pub fn default_for(face: Face) -> Role {
        match face {
            Face::Paren => Role::Multiply,
            _ => Role::Plain,
        }
    }
}

/// A cube placed in a layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlacedCube {
    /// Which cube of the roll this is (`None` for a layout read from text without a roll).
    pub cube: Option<u16>,
    /// The face that is up.
    pub face: Face,
    /// The role the player chose.
    pub role: Role,
    /// Where it sits: on the line, in an exponent, in a subscript.
    pub script: Script,
}

/// One place in a layout: a cube or a gap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Item {
    /// A placed cube.
    Cube(PlacedCube),
    /// A gap between cubes (it closes a group opened to its left).
    Gap(Script),
}

impl Item {
    /// Where the item sits.
    pub fn script(&self) -> Script {
        match self {
            Item::Cube(c) => c.script,
            Item::Gap(s) => *s,
        }
    }
}

/// The player's placed cubes, in order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Layout {
    /// The cubes and gaps, left to right.
    pub items: Vec<Item>,
}

impl Layout {
    /// An empty layout.
    pub fn new() -> Layout {
        Layout::default()
    }

    /// The placed cubes (no gaps).
    pub fn cubes(&self) -> impl Iterator<Item = &PlacedCube> {
        self.items.iter().filter_map(|i| match i {
            Item::Cube(c) => Some(c),
            Item::Gap(_) => None,
        })
    }

    /// How many cubes are placed.
    pub fn cube_count(&self) -> usize {
        self.cubes().count()
    }

    /// Whether nothing is placed.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_places_read_only_when_a_cube_could_sit_there() {
        let read = |json: &str| serde_json::from_str::<Script>(json);
        let deep = Script::from_shifts(&[Shift::Up, Shift::Down]).unwrap();
        assert_eq!(read(r#"{"depth":2,"downs":2}"#).unwrap(), deep);
        assert_eq!(
            serde_json::from_str::<Script>(&serde_json::to_string(&deep).unwrap()).unwrap(),
            deep
        );
        // Deeper than the limit, or a shift marked below the place's depth.
        assert!(read(r#"{"depth":7,"downs":0}"#).is_err());
        assert!(read(r#"{"depth":255,"downs":0}"#).is_err());
        assert!(read(r#"{"depth":1,"downs":2}"#).is_err());
    }

    #[test]
    fn scripts_push_pop_and_compare() {
        let up = Script::LINE.push(Shift::Up).unwrap();
        let up_down = up.push(Shift::Down).unwrap();
        assert_eq!(up_down.shifts(), vec![Shift::Up, Shift::Down]);
        assert_eq!(up_down.pop(), up);
        assert!(up_down.starts_with(up));
        assert!(up_down.starts_with(Script::LINE));
        let down = Script::LINE.push(Shift::Down).unwrap();
        assert!(!up_down.starts_with(down));
        let mut deep = Script::LINE;
        for _ in 0..MAX_SCRIPT_DEPTH {
            deep = deep.push(Shift::Up).unwrap();
        }
        assert_eq!(deep.push(Shift::Up), None);
    }

    #[test]
    fn roles_fit_their_faces() {
        assert!(Role::Negative.fits(Face::Minus));
        assert!(!Role::Negative.fits(Face::Plus));
        assert!(Role::Open.fits(Face::Paren));
        assert!(!Role::Plain.fits(Face::Paren));
        assert!(Role::DecimalPoint.fits(Face::DottedZero));
    }
}

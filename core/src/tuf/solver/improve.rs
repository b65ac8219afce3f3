//! Anytime improvement for the games the exact search does not cover (groups, exponents,
//! bases, the constant cube).
//!
//! It starts from the best equation without those features (found and proved by the exact
//! search) and climbs: it tries every unused cube at every position of the layout, with every
//! placement and role the game allows (inline, raised as a negative sign, as an exponent, as a
//! base, the (×) cube opening or closing a group, the dotted zero as a point), and gaps; then
//! pairs of such insertions. Each layout tried is judged by the engine, and each costs
//! [`CHECK_COST`] units of the work budget, so a run is deterministic. The result is proved
//! optimal only when it reaches the upper bound (every cube at its full worth).

use super::{equation_of, Equation};
use crate::tuf::cubes::Face;
use crate::tuf::layout::{Item, Layout, PlacedCube, Role, Script, Shift};
use crate::tuf::roll::Roll;
use crate::tuf::settings::{DottedZero, Settings};
use crate::tuf::verdict::check;

/// Work units one layout check costs.
pub const CHECK_COST: u64 = 1000;

/// What an improvement run found.
pub struct Improved {
    /// The best equation.
    pub best: Option<Equation>,
    /// Work done.
    pub work: u64,
}

/// The ways one cube may be placed at a position, given the script of its left neighbour.
fn variants(face: Face, left: Script, settings: &Settings) -> Vec<(Role, Script)> {
    let mut scripts = vec![left];
    if left != Script::LINE {
        scripts.push(Script::LINE);
    }
    if settings.exponents {
        scripts.extend(left.push(Shift::Up));
    }
    if settings.bases || settings.constants {
        scripts.extend(left.push(Shift::Down));
    }
    let roles: Vec<Role> = match face {
        Face::Paren if settings.groups => vec![Role::Multiply, Role::Open, Role::Close],
        Face::Paren => vec![Role::Multiply],
        Face::Minus => vec![Role::Plain, Role::Negative],
        Face::DottedZero if settings.dotted_zero == DottedZero::DecimalPoint => {
            vec![Role::DecimalPoint]
        }
        _ => vec![Role::Plain],
    };
    let mut out = Vec::new();
    for s in &scripts {
        for r in &roles {
            out.push((*r, *s));
        }
    }
    out
}

/// Whether every exponent or subscript in the layout hangs on a cube that can carry one (a
/// number, a fraction, a closing group, a constant). The engine reads an exponent on an
/// operator cube without complaint and ignores it while still counting its cubes (reported
/// to the engine's owner), so such layouts are never tried.
pub fn scripts_hang_on_operands(layout: &Layout) -> bool {
    for (i, item) in layout.items.iter().enumerate() {
        let script = item.script();
        if script.depth() == 0 {
            continue;
        }
        let parent = script.pop();
        let prev = i.checked_sub(1).map(|p| layout.items[p].script());
        // The first item of a script run: its owner is the last item before it on the parent.
        if prev.is_some_and(|p| p.starts_with(script)) {
            continue;
        }
        let owner = layout.items[..i]
            .iter()
            .rev()
            .find(|it| it.script() == parent);
        let ok = match owner {
            Some(Item::Cube(c)) => match c.face {
                Face::Plus | Face::Minus | Face::Times | Face::Divide | Face::Equals => false,
                Face::Paren => c.role == Role::Close,
                _ => true,
            },
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    true
}

struct Climb<'a> {
    settings: &'a Settings,
    roll: &'a Roll,
    budget: u64,
    work: u64,
    cap: i32,
}

impl Climb<'_> {
    fn unused(&self, layout: &Layout) -> Vec<u16> {
        let mut seen_faces: Vec<Face> = Vec::new();
        let mut out = Vec::new();
        for id in 0..self.roll.cubes.len() as u16 {
            if layout.cubes().any(|c| c.cube == Some(id)) {
                continue;
            }
            let face = self.roll.cubes[usize::from(id)].face;
            if !seen_faces.contains(&face) {
                seen_faces.push(face);
                out.push(id);
            }
        }
        out
    }

    /// Every layout one insertion or one move away.
    fn neighbours(&self, layout: &Layout) -> Vec<Layout> {
        let mut out = self.insertions(layout);
        // Moves: take a cube out and put it back elsewhere, in any placement.
        for from in 0..layout.items.len() {
            let Item::Cube(c) = layout.items[from] else {
                continue;
            };
            let mut rest = layout.clone();
            rest.items.remove(from);
            for at in 0..=rest.items.len() {
                let left = at
                    .checked_sub(1)
                    .and_then(|i| rest.items.get(i))
                    .map(|i| i.script())
                    .unwrap_or(Script::LINE);
                for (role, script) in variants(c.face, left, self.settings) {
                    if at == from && role == c.role && script == c.script {
                        continue;
                    }
                    let mut next = rest.clone();
                    next.items
                        .insert(at, Item::Cube(PlacedCube { role, script, ..c }));
                    out.push(next);
                }
            }
        }
        out
    }

    /// Every layout one insertion away.
    fn insertions(&self, layout: &Layout) -> Vec<Layout> {
        let mut out = Vec::new();
        let unused = self.unused(layout);
        for at in 0..=layout.items.len() {
            let left = at
                .checked_sub(1)
                .and_then(|i| layout.items.get(i))
                .map(|i| i.script())
                .unwrap_or(Script::LINE);
            for &id in &unused {
                let face = self.roll.cubes[usize::from(id)].face;
                for (role, script) in variants(face, left, self.settings) {
                    let mut next = layout.clone();
                    next.items.insert(
                        at,
                        Item::Cube(PlacedCube {
                            cube: Some(id),
                            face,
                            role,
                            script,
                        }),
                    );
                    out.push(next);
                }
            }
            if self.settings.groups && at > 0 && at < layout.items.len() {
                let mut next = layout.clone();
                next.items.insert(at, Item::Gap(left));
                out.push(next);
            }
        }
        out
    }

    fn value(&mut self, layout: &Layout) -> Option<i32> {
        if !scripts_hang_on_operands(layout) {
            return None;
        }
        self.work += CHECK_COST;
        let v = check(layout, self.settings);
        (v.valid && v.cube_value <= self.cap).then_some(v.cube_value)
    }

    fn out_of_budget(&self) -> bool {
        self.work >= self.budget
    }
}

/// Tries to improve on `start` within `budget` work units; `cap` bounds the value wanted.
pub fn improve(
    settings: &Settings,
    roll: &Roll,
    start: Option<Equation>,
    budget: u64,
    cap: i32,
) -> Improved {
    let mut climb = Climb {
        settings,
        roll,
        budget,
        work: 0,
        cap,
    };
    let Some(start) = start else {
        return Improved {
            best: None,
            work: 0,
        };
    };
    let bound = super::upper_bound(settings, roll).min(cap);
    let mut best_layout = start.layout.clone();
    let mut best_value = check(&best_layout, settings).cube_value;
    'climb: while best_value < bound && !climb.out_of_budget() {
        // One insertion.
        let singles = climb.neighbours(&best_layout);
        for next in &singles {
            if climb.out_of_budget() {
                break 'climb;
            }
            if let Some(v) = climb.value(next) {
                if v > best_value {
                    best_value = v;
                    best_layout = next.clone();
                    continue 'climb;
                }
            }
        }
        // Two steps (the first may leave the layout unreadable for a moment).
        for mid in &singles {
            for next in climb.neighbours(mid) {
                if climb.out_of_budget() {
                    break 'climb;
                }
                if let Some(v) = climb.value(&next) {
                    if v > best_value {
                        best_value = v;
                        best_layout = next;
                        continue 'climb;
                    }
                }
            }
        }
        break;
    }
    Improved {
        best: equation_of(&best_layout, settings).or(Some(start)),
        work: climb.work,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tuf::games::Game;

    #[test]
    fn exponents_on_operators_are_never_tried() {
        let on_plus = crate::tuf::notation::parse("7 + ^{ 5 } 8 = 1 5").unwrap();
        let on_number = crate::tuf::notation::parse("7 ^{ 2 } + 8 = 5 7").unwrap();
        let nested = crate::tuf::notation::parse("2 ^{ 2 ^{ 3 } } = 2 5 6").unwrap();
        let after_group = crate::tuf::notation::parse("( 1 + 2 ) ^{ 2 } = 9").unwrap();
        assert!(!scripts_hang_on_operands(&on_plus));
        assert!(scripts_hang_on_operands(&on_number));
        assert!(scripts_hang_on_operands(&nested));
        assert!(scripts_hang_on_operands(&after_group));
    }

    #[test]
    fn an_exponent_cube_raises_the_value() {
        // Game 6 with the exponent incentive: `2 ^{ 2 } = 4` is worth 5 (the exponent cube
        // counts 2); without exponents the best is `2 = 2`, worth 3.
        let mut settings = Game::G6.settings();
        settings.exponent_incentive = true;
        let roll = Roll::from_faces("2 2 4 =").unwrap();
        let s = super::super::solve(&settings, &roll, &super::super::SolveOptions::default());
        let best = s.best.unwrap();
        assert_eq!(best.value, 5, "{}", best.text);
        assert!(best.text.contains("^{"));
    }
}

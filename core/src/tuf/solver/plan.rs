//! An equation the solver has found, before it is laid out: sides of signed terms, each term
//! numerator atoms and divisor atoms, and how many plus and minus cubes each side uses. Laying it
//! out picks the roll's cubes, puts a positive term first, joins terms with the plus and minus
//! cubes and raises the remaining minus cubes as negative signs.

use super::atoms::Atom;
use super::problem::Problem;
use crate::tuf::cubes::Face;
use crate::tuf::layout::{Item, Layout, PlacedCube, Role, Script};

/// One term: a product of atoms, negative or not.
#[derive(Debug, Clone)]
pub struct TermPlan {
    /// Whether the term counts negatively in its side.
    pub negative: bool,
    /// Atoms multiplied (at least one).
    pub num: Vec<Atom>,
    /// Atoms divided by.
    pub den: Vec<Atom>,
}

/// One side: its terms and the plus and minus cubes it uses.
#[derive(Debug, Clone)]
pub struct SidePlan {
    /// The terms.
    pub terms: Vec<TermPlan>,
    /// Plus cubes used (each joins two terms).
    pub plus: u32,
    /// Minus cubes used (joining terms or raised as negative signs).
    pub minus: u32,
}

/// A whole equation.
#[derive(Debug, Clone)]
pub struct EquationPlan {
    /// The sides, left to right.
    pub sides: Vec<SidePlan>,
}

impl EquationPlan {
    /// Two sides from `terms`: a term goes to the left side when `goes_left` says so, else to
    /// the right side with its sign turned (moving a term across the equals cube negates it);
    /// `plus` and `minus` are each side's joining and sign cubes.
    pub fn two_sides(
        terms: &[TermPlan],
        mut goes_left: impl FnMut(usize, &TermPlan) -> bool,
        plus: [u32; 2],
        minus: [u32; 2],
    ) -> EquationPlan {
        let mut left = Vec::new();
        let mut right = Vec::new();
        for (i, t) in terms.iter().enumerate() {
            if goes_left(i, t) {
                left.push(t.clone());
            } else {
                let mut t = t.clone();
                t.negative = !t.negative;
                right.push(t);
            }
        }
        EquationPlan {
            sides: vec![
                SidePlan {
                    terms: left,
                    plus: plus[0],
                    minus: minus[0],
                },
                SidePlan {
                    terms: right,
                    plus: plus[1],
                    minus: minus[1],
                },
            ],
        }
    }
}

/// The signed value of a term (`None` on division by zero or overflow).
pub fn term_value(term: &TermPlan) -> Option<super::values::Rat> {
    let mut v = super::values::Rat::ONE;
    for a in &term.num {
        v = v.times(a.value)?;
    }
    for a in &term.den {
        v = v.over(a.value)?;
    }
    Some(if term.negative { v.negated() } else { v })
}

struct Supply {
    ids: Vec<Vec<u16>>,
    plus: Vec<u16>,
    minus: Vec<u16>,
    times: Vec<u16>,
    divide: Vec<u16>,
    equals: Vec<u16>,
}

fn take(v: &mut Vec<u16>) -> Option<u16> {
    if v.is_empty() {
        None
    } else {
        Some(v.remove(0))
    }
}

fn cube(p: &Problem, id: u16, role: Role) -> Item {
    let face = p.roll.cubes[usize::from(id)].face;
    let role = match face {
        Face::Paren => Role::Multiply,
        _ => role,
    };
    Item::Cube(PlacedCube {
        cube: Some(id),
        face,
        role,
        script: Script::LINE,
    })
}

/// Lays out a plan with the roll's cubes; `None` when the plan needs a cube the roll lacks.
pub fn layout(p: &Problem, plan: &EquationPlan) -> Option<Layout> {
    let mut s = Supply {
        ids: p.faces.iter().map(|f| f.cubes.clone()).collect(),
        plus: p.plus.clone(),
        minus: p.minus.clone(),
        times: p.times.clone(),
        divide: p.divide.clone(),
        equals: p.equals.clone(),
    };
    let mut items = Vec::new();
    for (i, side) in plan.sides.iter().enumerate() {
        if i > 0 {
            let id = take(&mut s.equals)?;
            items.push(cube(p, id, Role::Plain));
        }
        side_items(p, side, &mut s, &mut items)?;
    }
    Some(Layout { items })
}

fn atom_items(p: &Problem, atom: &Atom, s: &mut Supply, items: &mut Vec<Item>) -> Option<()> {
    for &f in &atom.faces {
        let id = take(&mut s.ids[usize::from(f)])?;
        let role = if p.faces[usize::from(f)].glyph == super::problem::Glyph::Point {
            Role::DecimalPoint
        } else {
            Role::Plain
        };
        items.push(cube(p, id, role));
    }
    Some(())
}

fn side_items(p: &Problem, side: &SidePlan, s: &mut Supply, items: &mut Vec<Item>) -> Option<()> {
    let k = side.terms.len();
    if k == 0 || side.plus as usize + 1 > k {
        return None;
    }
    // A positive term first, when there is one.
    let mut order: Vec<&TermPlan> = side.terms.iter().collect();
    if let Some(pos) = order.iter().position(|t| !t.negative) {
        order.swap(0, pos);
    }
    let r = k - 1 - side.plus as usize;
    // Minus joins go to negative terms first, then to positive ones.
    let mut minus_join = vec![false; k];
    let mut left = r;
    for pass in [true, false] {
        for j in 1..k {
            if left > 0 && !minus_join[j] && order[j].negative == pass {
                minus_join[j] = true;
                left -= 1;
            }
        }
    }
    let mut negs: Vec<usize> = (0..k)
        .map(|j| usize::from(order[j].negative != minus_join[j]))
        .collect();
    let used = r + negs.iter().sum::<usize>();
    let extra = (side.minus as usize).checked_sub(used)?;
    if extra % 2 != 0 {
        return None;
    }
    negs[0] += extra;
    for (j, term) in order.iter().enumerate() {
        if j > 0 {
            let id = if minus_join[j] {
                take(&mut s.minus)?
            } else {
                take(&mut s.plus)?
            };
            items.push(cube(p, id, Role::Plain));
        }
        for _ in 0..negs[j] {
            let id = take(&mut s.minus)?;
            items.push(cube(p, id, Role::Negative));
        }
        let (first, rest) = term.num.split_first()?;
        atom_items(p, first, s, items)?;
        for a in rest {
            let id = take(&mut s.times)?;
            items.push(cube(p, id, Role::Plain));
            atom_items(p, a, s, items)?;
        }
        for a in &term.den {
            let id = take(&mut s.divide)?;
            items.push(cube(p, id, Role::Plain));
            atom_items(p, a, s, items)?;
        }
    }
    Some(())
}

//! Reading a layout: from placed cubes to an equation tree.
//!
//! The reading follows the rulebook and the rulings of `tuf.md`:
//! - cubes above and to the right of a cube are its exponent, below and to the right its base
//!   (a number's base, or a log's base);
//! - the (×) cube opens a group that runs right to a gap or the end of the side, or closes a
//!   group that runs left back to a gap or the start of the side; an open and a close cube
//!   between them pair up like ordinary brackets, and a gap closes the innermost open group;
//! - adjacent number cubes with no gap form one number (at most two cubes for a decimal whole
//!   number — a setting the constant cube lifts; any number of cubes with a decimal point or in
//!   another base); one or two whole
//!   cubes followed by a fraction cube are a mixed number;
//! - exponents first (a group under an exponent is computed first), then groups, then × and ÷
//!   left to right, then + and −; a raised minus is a negative sign and binds looser than an
//!   exponent (`−2²` is −4); implicit multiplication only beside a group or a constant;
//! - `log` and `tan` apply to the rest of their multiplicative term (`log₂ 1 ÷ (8 × 4)` is
//!   log₂ of 1/32, as the rulebook writes it); an exponent on `tan` or `log` powers the result;
//! - no redundant plus; an inline minus before a group at the start of a side (or after an
//!   operator) means −1 × the group.
//!
//! One rule per module, found by the rulebook's word: `tree` the equation tree, `scripts`
//! exponents and subscripts, `tokens` what each cube is in the game (feature gating),
//! `groups` the (×) cube's groups, `precedence` the order of operations, `numbers` number
//! formation (the two-cube limit, mixed numbers, bases).

use super::cubes::Face;
use super::error::{Feature, TufError};
use super::layout::{Item, Layout, PlacedCube, Role, Script, Shift, MAX_CUBES};
use super::settings::{DottedZero, JMode, Relation, Settings};
use crate::exact::Q;
use num_bigint::BigInt;
use num_traits::{Pow, Zero};

mod groups;
mod numbers;
mod precedence;
mod scripts;
mod tokens;
mod tree;

use groups::resolve_groups;
use precedence::{node, Parser};
use scripts::{elements, Elem};
use tokens::{not_in_game, token_kind, Tk, TkKind};
pub use tree::{BinOp, Equation, Node, NodeKind, NumberLit, Rel};

/// Refuses layouts over the size limit before any work (a layout may hold [`MAX_CUBES`] cubes
/// and as many gaps).
fn check_size(layout: &Layout) -> Result<(), TufError> {
    if layout.items.len() > 2 * MAX_CUBES || layout.cube_count() > MAX_CUBES {
        return Err(TufError::TooManyCubes { max: MAX_CUBES });
    }
    if layout.items.is_empty() {
        return Err(TufError::Empty);
    }
    Ok(())
}

/// Reads a layout as an equation under the settings.
pub fn read_equation(layout: &Layout, settings: &Settings) -> Result<Equation, TufError> {
    check_size(layout)?;
    let elems = elements(&layout.items, 0, layout.items.len(), Script::LINE)?;
    let mut sides: Vec<Vec<Elem>> = vec![Vec::new()];
    let mut relations = Vec::new();
    for e in elems {
        let rel = match e.cube.map(|c| c.face) {
            Some(Face::Equals) => Some(Rel::Equals),
            Some(Face::J) if settings.constants => match settings.j {
                JMode::Relation(r) => Some(Rel::Joker(r)),
                _ => None,
            },
            _ => None,
        };
        if let Some(rel) = rel {
            if let Some((at, _)) = e.sup.as_ref().or(e.sub.as_ref()) {
                return Err(TufError::OrphanScript { position: *at });
            }
            relations.push((rel, e.item));
            sides.push(Vec::new());
        } else if let Some(last) = sides.last_mut() {
            last.push(e);
        }
    }
    if relations.is_empty() {
        return Err(TufError::NoEquals);
    }
    let mut nodes = Vec::with_capacity(sides.len());
    for (i, side) in sides.into_iter().enumerate() {
        let has_cube = side.iter().any(|e| e.cube.is_some());
        if !has_cube {
            let at = relations[i.min(relations.len() - 1)].1;
            return Err(TufError::EmptySide { position: at });
        }
        nodes.push(read_side(side, settings)?);
    }
    Ok(Equation {
        sides: nodes,
        relations,
    })
}

/// Reads a layout with no equals cube as one expression (a cell of the ratio card).
pub fn read_expression(layout: &Layout, settings: &Settings) -> Result<Node, TufError> {
    check_size(layout)?;
    let elems = elements(&layout.items, 0, layout.items.len(), Script::LINE)?;
    if let Some(e) = elems
        .iter()
        .find(|e| e.cube.map(|c| c.face) == Some(Face::Equals))
    {
        return Err(TufError::EqualsInScript { position: e.item });
    }
    if !elems.iter().any(|e| e.cube.is_some()) {
        return Err(TufError::Empty);
    }
    read_side(elems, settings)
}

/// Reads one side (or an exponent, or a base) as an expression.
fn read_side(side: Vec<Elem>, settings: &Settings) -> Result<Node, TufError> {
    let first_at = side.first().map(|e| e.item).unwrap_or(0);
    let toks = resolve_groups(side, settings)?;
    let mut p = Parser {
        toks,
        i: 0,
        settings,
    };
    let node = p.sum()?;
    p.skip_gaps();
    if let Some(t) = p.toks.get(p.i) {
        // Only an unexpected token can be left over.
        return Err(match t.kind {
            TkKind::Equals => TufError::EqualsInScript { position: t.at },
            _ => TufError::MissingOperator { position: t.at },
        });
    }
    let _ = first_at;
    Ok(node)
}

fn read_script(elems: Vec<Elem>, at: usize, settings: &Settings) -> Result<Node, TufError> {
    if let Some(e) = elems
        .iter()
        .find(|e| e.cube.map(|c| c.face) == Some(Face::Equals))
    {
        return Err(TufError::EqualsInScript { position: e.item });
    }
    if !elems.iter().any(|e| e.cube.is_some()) {
        return Err(TufError::OrphanScript { position: at });
    }
    read_side(elems, settings)
}

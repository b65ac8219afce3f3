//! When two sides are equal, and the other relations the `j` joker may stand for.
//!
//! Exact sides are equal when their values are. An inexact side (an irrational root, π as a
//! real number, tan, log) equals another side when
//! - the two agree to 1e-9 relative (exact identities such as `tan² 30° = 1 ÷ 9^½` stay true), or
//! - the other side is a decimal written by the player (`.70`, `3.14`, `57`) with at least two
//!   significant digits, and the inexact side rounds to it at the precision written
//!   (`tan 35° = .70`, `π = 3.14`, `tan 89° = 57`). The two-digit floor keeps `√2 = 1` false.

use super::settings::Relation;
use super::syntax::{Node, NodeKind};
use super::value::Value;
use crate::exact;

/// The fewest significant digits a written decimal needs for the rounding rule.
pub const MIN_SIGNIFICANT_DIGITS: usize = 2;

/// The precision a side was written with, when it is a plain decimal number (possibly
/// negative): (digits after the point, significant digits).
pub fn written_precision(side: &Node) -> Option<(usize, usize)> {
    match &side.kind {
        NodeKind::Number(lit) if lit.base.is_none() && lit.mixed.is_none() => {
            Some((lit.decimals.unwrap_or(0), lit.significant))
        }
        NodeKind::Neg(x) => written_precision(x),
        _ => None,
    }
}

fn close(a: f64, b: f64) -> bool {
    let scale = a.abs().max(b.abs());
    (a - b).abs() <= 1e-9 * scale.max(1e-300) || (a - b).abs() < 1e-12
}

/// Whether the inexact value `x` rounds to the written decimal `v` at `decimals` places.
fn rounds_to(x: f64, v: f64, decimals: usize) -> bool {
    let half = 0.5 * 10f64.powi(-(decimals.min(300) as i32));
    (x - v).abs() <= half * (1.0 + 1e-12)
}

/// Whether two side values are equal under the equality rule.
pub fn equal(a: &Value, a_side: &Node, b: &Value, b_side: &Node) -> bool {
    if a.is_exact() && b.is_exact() {
        return a == b;
    }
    let (x, y) = (a.to_approx(), b.to_approx());
    if close(x.re, y.re) && close(x.im, y.im) {
        return true;
    }
    // The rounding rule: one exact side written as a decimal, the other inexact and real.
    let check = |inexact: &Value, exact_v: &Value, exact_side: &Node| {
        let (Some(q), Value::Approx(ap)) = (exact_v.as_real(), inexact) else {
            return false;
        };
        if ap.im.abs() > 1e-12 {
            return false;
        }
        match written_precision(exact_side) {
            Some((decimals, sig)) if sig >= MIN_SIGNIFICANT_DIGITS => {
                rounds_to(ap.re, exact::to_f64(q), decimals)
            }
            _ => false,
        }
    };
    check(a, b, b_side) || check(b, a, a_side)
}

/// Whether `a rel b` holds; `None` when the values are complex and the relation orders them.
pub fn relation_holds(
    rel: Relation,
    a: &Value,
    a_side: &Node,
    b: &Value,
    b_side: &Node,
) -> Option<bool> {
    if rel == Relation::NotEqual {
        return Some(!equal(a, a_side, b, b_side));
    }
    let ordering = match (a.as_real(), b.as_real()) {
        (Some(p), Some(q)) => p.cmp(q),
        _ => {
            let (x, y) = (a.to_approx(), b.to_approx());
            if x.im.abs() > 1e-12 || y.im.abs() > 1e-12 {
                return None;
            }
            if equal(a, a_side, b, b_side) {
                std::cmp::Ordering::Equal
            } else {
                x.re.partial_cmp(&y.re)?
            }
        }
    };
    use std::cmp::Ordering::*;
    Some(match rel {
        Relation::Less => ordering == Less,
        Relation::Greater => ordering == Greater,
        Relation::LessOrEqual => ordering != Greater,
        Relation::GreaterOrEqual => ordering != Less,
        Relation::NotEqual => ordering != Equal,
    })
}

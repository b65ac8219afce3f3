//! The equation in normal mathematical notation, as the apps show it above the cubes
//! (`1/5 × (6 + 4) = 2`, `405₅`, `8^(1/3)`, `5³`, `tan 35°`, `log₂ 32`).

use super::eval::contains_pi;
use super::settings::PiReading;
use super::syntax::{Equation, Node, NodeKind, NumberLit, Rel};

const SUPERSCRIPTS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
const SUBSCRIPTS: [char; 10] = ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'];

fn subscript(n: u32) -> String {
    n.to_string()
        .chars()
        .map(|c| SUBSCRIPTS[c.to_digit(10).unwrap_or(0) as usize])
        .collect()
}

/// Writes an equation in normal notation. `pi` says how π was read (degrees get a `°`).
pub fn equation(eq: &Equation, pi: PiReading) -> String {
    let mut out = String::new();
    for (i, side) in eq.sides.iter().enumerate() {
        if i > 0 {
            let rel = match eq.relations.get(i - 1).map(|r| r.0) {
                Some(Rel::Joker(r)) => r.symbol(),
                _ => "=",
            };
            out.push(' ');
            out.push_str(rel);
            out.push(' ');
        }
        out.push_str(&expr(side, pi));
    }
    out
}

fn number(lit: &NumberLit) -> String {
    let mut s = lit.text.clone();
    if let Some(d) = lit.mixed {
        s.push_str(crate::tuf::cubes::vulgar_fraction(d));
    }
    if let Some(b) = lit.base {
        s.push_str(&subscript(u32::from(b)));
    }
    s
}

fn is_atom(n: &Node) -> bool {
    matches!(
        n.kind,
        NodeKind::Number(_)
            | NodeKind::Fraction(_)
            | NodeKind::Pi
            | NodeKind::Chi
            | NodeKind::J
            | NodeKind::Group(_)
    )
}

/// A simple exponent (digits with an optional raised minus) printed as superscripts.
fn superscript(n: &Node) -> Option<String> {
    match &n.kind {
        NodeKind::Number(lit)
            if lit.base.is_none() && lit.mixed.is_none() && lit.decimals.is_none() =>
        {
            Some(
                lit.text
                    .chars()
                    .map(|c| SUPERSCRIPTS[c.to_digit(10).unwrap_or(0) as usize])
                    .collect(),
            )
        }
        NodeKind::Neg(x) => superscript(x).map(|s| format!("⁻{s}")),
        _ => None,
    }
}

/// Writes one expression.
pub fn expr(n: &Node, pi: PiReading) -> String {
    match &n.kind {
        NodeKind::Number(lit) => number(lit),
        NodeKind::Fraction(d) => format!("1/{d}"),
        NodeKind::Pi => "π".into(),
        NodeKind::Chi => "χ".into(),
        NodeKind::J => "j".into(),
        NodeKind::Neg(x) => format!("−{}", wrap_unless_atomic(x, pi)),
        NodeKind::NegGroup(x) => format!("−{}", expr(x, pi)),
        NodeKind::Group(x) => format!("({})", expr(x, pi)),
        NodeKind::Bin(op, a, b) => {
            format!("{} {} {}", expr(a, pi), op.arith().sign(), expr(b, pi))
        }
        NodeKind::Pow(b, e) => {
            let power = match superscript(e) {
                Some(s) => s,
                None => format!("^({})", expr(e, pi)),
            };
            match &b.kind {
                NodeKind::Tan(arg) => format!("tan{power} {}", angle(arg, pi)),
                NodeKind::Log { base, arg } => {
                    format!(
                        "log{}{power} {}",
                        log_base(base, pi),
                        wrap_unless_atomic(arg, pi)
                    )
                }
                _ => format!("{}{power}", wrap_unless_atomic(b, pi)),
            }
        }
        NodeKind::Percent(x) => format!("{}%", wrap_unless_atomic(x, pi)),
        NodeKind::Factorial(x) => format!("{}!", wrap_unless_atomic(x, pi)),
        NodeKind::Log { base, arg } => {
            format!("log{} {}", log_base(base, pi), wrap_unless_atomic(arg, pi))
        }
        NodeKind::Tan(arg) => format!("tan {}", angle(arg, pi)),
    }
}

fn log_base(base: &Option<Box<Node>>, pi: PiReading) -> String {
    match base.as_deref() {
        None => String::new(),
        Some(Node {
            kind: NodeKind::Number(lit),
            ..
        }) if lit.base.is_none() && lit.decimals.is_none() && lit.mixed.is_none() => {
            lit.text.parse::<u32>().map(subscript).unwrap_or_default()
        }
        Some(b) => format!("_({})", expr(b, pi)),
    }
}

fn angle(arg: &Node, pi: PiReading) -> String {
    let text = wrap_unless_atomic(arg, pi);
    if contains_pi(arg) && pi != PiReading::Degrees {
        text
    } else {
        format!("{text}°")
    }
}

fn wrap_unless_atomic(n: &Node, pi: PiReading) -> String {
    let atomic = is_atom(n)
        || matches!(&n.kind, NodeKind::Pow(b, _) if is_atom(b))
        || matches!(&n.kind, NodeKind::Percent(_) | NodeKind::Factorial(_));
    if atomic {
        expr(n, pi)
    } else {
        format!("({})", expr(n, pi))
    }
}

//! The expression tree a player writes: computing numbers, `+ − × ÷ ^`, `√` and parentheses.

use crate::arith::Op;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A binary operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BinOp {
    /// `+`
    Add,
    /// `−`
    Sub,
    /// `×`
    Mul,
    /// `÷`
    Div,
    /// `^` (right-associative)
    Pow,
}

impl BinOp {
    /// The ASCII symbol used in canonical text.
    pub fn symbol(self) -> char {
        match self {
            BinOp::Add => '+',
            BinOp::Sub => '-',
            BinOp::Mul => '*',
            BinOp::Div => '/',
            BinOp::Pow => '^',
        }
    }

    /// The rulebook's symbol (`+ − × ÷ ^`), as the apps show it.
    pub fn sign(self) -> char {
        self.arith().map_or('^', Op::symbol)
    }

    /// The operation of written arithmetic this is; `None` for the power.
    pub fn arith(self) -> Option<Op> {
        match self {
            BinOp::Add => Some(Op::Add),
            BinOp::Sub => Some(Op::Sub),
            BinOp::Mul => Some(Op::Mul),
            BinOp::Div => Some(Op::Div),
            BinOp::Pow => None,
        }
    }

    fn precedence(self) -> u8 {
        match self {
            BinOp::Add | BinOp::Sub => 1,
            BinOp::Mul | BinOp::Div => 2,
            BinOp::Pow => 3,
        }
    }
}

/// An expression tree.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Expr {
    /// A computing number.
    Num(u32),
    /// A binary operation.
    Bin(BinOp, Box<Expr>, Box<Expr>),
    /// The square root of the operand.
    Sqrt(Box<Expr>),
}

impl Expr {
    /// A binary node.
    pub fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
        Expr::Bin(op, Box::new(a), Box::new(b))
    }

    /// A square-root node.
    pub fn sqrt(a: Expr) -> Expr {
        Expr::Sqrt(Box::new(a))
    }

    /// The computing numbers used, left to right.
    pub fn numbers(&self) -> Vec<u32> {
        let mut out = Vec::new();
        self.collect(&mut out);
        out
    }

    fn collect(&self, out: &mut Vec<u32>) {
        match self {
            Expr::Num(n) => out.push(*n),
            Expr::Bin(_, a, b) => {
                a.collect(out);
                b.collect(out);
            }
            Expr::Sqrt(a) => a.collect(out),
        }
    }

    /// The expression in the rulebook's symbols with the fewest parentheses, as the apps show
    /// it: `√((17 + 3)^4) − 1`, `4^√(17 + 1)`, `(4 ÷ 3)^(17 + 1)`. It reads back to the same
    /// tree.
    pub fn symbols(&self) -> String {
        struct Symbols<'a>(&'a Expr);
        impl fmt::Display for Symbols<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt_with(f, 0, true)
            }
        }
        Symbols(self).to_string()
    }

    fn fmt_prec(&self, f: &mut fmt::Formatter<'_>, min: u8) -> fmt::Result {
        self.fmt_with(f, min, false)
    }

    fn fmt_with(&self, f: &mut fmt::Formatter<'_>, min: u8, rulebook: bool) -> fmt::Result {
        match self {
            Expr::Num(n) => write!(f, "{n}"),
            Expr::Sqrt(a) if rulebook => {
                write!(f, "√")?;
                match **a {
                    Expr::Num(_) | Expr::Sqrt(_) => a.fmt_with(f, 0, true),
                    _ => {
                        write!(f, "(")?;
                        a.fmt_with(f, 0, true)?;
                        write!(f, ")")
                    }
                }
            }
            Expr::Sqrt(a) => {
                write!(f, "sqrt(")?;
                a.fmt_prec(f, 0)?;
                write!(f, ")")
            }
            Expr::Bin(op, a, b) => {
                let p = op.precedence();
                let paren = p < min;
                if paren {
                    write!(f, "(")?;
                }
                let sign = if rulebook { op.sign() } else { op.symbol() };
                match op {
                    BinOp::Pow => {
                        a.fmt_with(f, 4, rulebook)?;
                        write!(f, "^")?;
                        b.fmt_with(f, 3, rulebook)?;
                    }
                    _ => {
                        a.fmt_with(f, p, rulebook)?;
                        write!(f, " {sign} ")?;
                        b.fmt_with(f, p + 1, rulebook)?;
                    }
                }
                if paren {
                    write!(f, ")")?;
                }
                Ok(())
            }
        }
    }
}

/// Canonical ASCII text with the fewest parentheses, e.g. `sqrt((17 + 3)^4) - 1`; it parses
/// back to the same tree.
impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_prec(f, 0)
    }
}

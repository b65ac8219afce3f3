//! The expression tree a player writes: computing numbers, `+ − × ÷ ^`, `√` and parentheses.

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

    fn fmt_prec(&self, f: &mut fmt::Formatter<'_>, min: u8) -> fmt::Result {
        match self {
            Expr::Num(n) => write!(f, "{n}"),
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
                match op {
                    BinOp::Pow => {
                        a.fmt_prec(f, 4)?;
                        write!(f, "^")?;
                        b.fmt_prec(f, 3)?;
                    }
                    _ => {
                        a.fmt_prec(f, p)?;
                        write!(f, " {} ", op.symbol())?;
                        b.fmt_prec(f, p + 1)?;
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

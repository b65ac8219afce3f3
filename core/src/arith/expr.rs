//! The expression tree: numbers, a sign, the operations between two expressions and the
//! square root. Parentheses only group, so the tree has none.

use super::op::BinOp;
use serde::{Deserialize, Serialize};

/// An expression, with numbers of type `N`: Math Horseshoes' computing numbers (`u32`), the
/// French game's numbers as read from its tiles, Pytagora's whole numbers (`i128`), Mathable's
/// tiles (`u8`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Expr<N> {
    /// A number.
    Num(N),
    /// A negative sign before an expression (the French game's `−3`; Math Horseshoes has
    /// none).
    Neg(Box<Expr<N>>),
    /// An operation between two expressions.
    Bin(BinOp, Box<Expr<N>>, Box<Expr<N>>),
    /// The square root of an expression.
    Root(Box<Expr<N>>),
}

impl<N> Expr<N> {
    /// `a op b`.
    pub fn bin(op: BinOp, a: Expr<N>, b: Expr<N>) -> Expr<N> {
        Expr::Bin(op, Box::new(a), Box::new(b))
    }

    /// `−a`.
    pub fn negated(a: Expr<N>) -> Expr<N> {
        Expr::Neg(Box::new(a))
    }

    /// `√a`.
    pub fn root(a: Expr<N>) -> Expr<N> {
        Expr::Root(Box::new(a))
    }

    /// The numbers, left to right as written.
    pub fn leaves(&self) -> Vec<&N> {
        let mut out = Vec::new();
        self.collect(&mut out);
        out
    }

    fn collect<'a>(&'a self, out: &mut Vec<&'a N>) {
        match self {
            Expr::Num(n) => out.push(n),
            Expr::Neg(a) | Expr::Root(a) => a.collect(out),
            Expr::Bin(_, a, b) => {
                a.collect(out);
                b.collect(out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_numbers_are_listed_as_written() {
        let e = Expr::bin(
            BinOp::Sub,
            Expr::root(Expr::bin(BinOp::Pow, Expr::Num(17), Expr::Num(4))),
            Expr::negated(Expr::Num(1)),
        );
        assert_eq!(e.leaves(), [&17, &4, &1]);
        assert_eq!(Expr::Num(5).leaves(), [&5]);
    }
}

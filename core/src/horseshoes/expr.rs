//! The expression tree a player writes: computing numbers, `+ − × ÷ ^`, `√` and parentheses —
//! the shared tree of written arithmetic ([`crate::arith::Expr`]) over computing numbers.
//! Math Horseshoes writes no negative sign, so its reader never makes [`crate::arith::Expr::Neg`].

pub use crate::arith::BinOp;

/// An answer's tree: [`crate::arith::Expr`] with the puzzle's computing numbers.
pub type Expr = crate::arith::Expr<u32>;

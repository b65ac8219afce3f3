//! Written arithmetic, as every game that reads written mathematics names, prints, speaks and
//! evaluates it: the four operations `+ − × ÷` (Mathable's operation squares and `a op b`
//! equations, the equation crosswords' lines, Math Horseshoes' answers and keys, TUF's cubes
//! and equations) and the power; the expression tree that Math Horseshoes' answers and the
//! French game's lines are read into; the tree printed with the fewest parentheses and read
//! aloud; and its evaluation, one post-order walk over the tree with each game's numbers.
//!
//! Each game keeps its own rules of what an operation may do (Mathable's subtraction is the
//! larger minus the smaller; TUF multiplies beside a group with no cube; the French game's
//! exponents are whole numbers up to 64) and its own numbers: Math Horseshoes evaluates on
//! [`crate::exact`]'s rationals and sums of radicals, the French game on 128-bit fractions.
//! The operation, the tree, its written and spoken forms and the walk are written once, here.

mod evaluate;
mod expr;
mod op;
mod written;

pub use evaluate::Evaluator;
pub use expr::Expr;
pub use op::{BinOp, Op};
pub use written::Mark;

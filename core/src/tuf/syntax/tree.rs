//! The equation tree a layout reads into: numbers as written, operations, functions, sides and
//! relations.

use super::*;
use crate::arith::Op;

/// A number as the player wrote it.
#[derive(Debug, Clone, PartialEq)]
pub struct NumberLit {
    /// The digits as written, with `.` for a decimal point (`"10"`, `".75"`, `"405"`).
    pub text: String,
    /// The exact value (including a mixed number's fraction).
    pub value: Q,
    /// The base when it is not decimal, or when a base cube says so.
    pub base: Option<u8>,
    /// The fraction cube of a mixed number (`9½` has 2).
    pub mixed: Option<u8>,
    /// The number of digits after the decimal point, for a decimal written with one.
    pub decimals: Option<usize>,
    /// Significant digits written (leading zeros not counted).
    pub significant: usize,
}

/// A binary operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `−`
    Sub,
    /// `×` or the (×) cube multiplying.
    Mul,
    /// Multiplication beside a group or constant, with no operator cube.
    ImplicitMul,
    /// `÷`
    Div,
}

impl BinOp {
    /// The operation of written arithmetic this is (multiplying beside a group is `×`).
    pub fn arith(self) -> Op {
        match self {
            BinOp::Add => Op::Add,
            BinOp::Sub => Op::Sub,
            BinOp::Mul | BinOp::ImplicitMul => Op::Mul,
            BinOp::Div => Op::Div,
        }
    }
}

/// A node of an expression tree, with the layout position of the cube it comes from.
#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    /// What the node is.
    pub kind: NodeKind,
    /// The position (item index in the layout) of its cube, for error messages.
    pub at: usize,
}

impl Node {
    /// Whether `test` holds for this node or for any node below it.
    pub fn any(&self, test: &impl Fn(&NodeKind) -> bool) -> bool {
        test(&self.kind) || self.children().any(|c| c.any(test))
    }

    /// The nodes right below this one, left to right.
    fn children(&self) -> impl Iterator<Item = &Node> {
        let (first, second): (Option<&Node>, Option<&Node>) = match &self.kind {
            NodeKind::Number(_)
            | NodeKind::Fraction(_)
            | NodeKind::Pi
            | NodeKind::Chi
            | NodeKind::J => (None, None),
            NodeKind::Neg(x)
            | NodeKind::NegGroup(x)
            | NodeKind::Group(x)
            | NodeKind::Percent(x)
            | NodeKind::Factorial(x)
            | NodeKind::Tan(x) => (Some(x), None),
            NodeKind::Bin(_, a, b) | NodeKind::Pow(a, b) => (Some(a), Some(b)),
            NodeKind::Log { base, arg } => (base.as_deref(), Some(arg)),
        };
        first.into_iter().chain(second)
    }
}

/// The kinds of expression node.
#[derive(Debug, Clone, PartialEq)]
pub enum NodeKind {
    /// A number.
    Number(NumberLit),
    /// A fraction cube standing alone, `1/d`.
    Fraction(u8),
    /// `π`.
    Pi,
    /// `χ`.
    Chi,
    /// `j` as the imaginary unit.
    J,
    /// A raised minus: the negative of what follows.
    Neg(Box<Node>),
    /// An inline minus before a group: −1 × the group.
    NegGroup(Box<Node>),
    /// A binary operation.
    Bin(BinOp, Box<Node>, Box<Node>),
    /// A group made with the (×) cube.
    Group(Box<Node>),
    /// A power: base and exponent.
    Pow(Box<Node>, Box<Node>),
    /// `x %`.
    Percent(Box<Node>),
    /// `n!` (the `j` joker as factorial).
    Factorial(Box<Node>),
    /// `log_b x` (base 10 when none).
    Log {
        /// The base, from the cube(s) below `log`.
        base: Option<Box<Node>>,
        /// The argument.
        arg: Box<Node>,
    },
    /// `tan x`.
    Tan(Box<Node>),
}

/// How two neighbouring sides relate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rel {
    /// An equals cube.
    Equals,
    /// The `j` joker standing for a relation.
    Joker(Relation),
}

/// A read equation: two or more sides and the relations between neighbours.
#[derive(Debug, Clone, PartialEq)]
pub struct Equation {
    /// The sides, left to right.
    pub sides: Vec<Node>,
    /// `relations[i]` stands between `sides[i]` and `sides[i + 1]`, with its cube's position.
    pub relations: Vec<(Rel, usize)>,
}

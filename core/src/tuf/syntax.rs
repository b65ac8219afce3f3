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

use super::cubes::Face;
use super::error::{Feature, TufError};
use super::layout::{Item, Layout, PlacedCube, Role, Script, Shift, MAX_CUBES};
use super::settings::{DottedZero, JMode, Relation, Settings};
use crate::exact::Q;
use num_bigint::BigInt;
use num_traits::{Pow, Zero};

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

/// A node of an expression tree, with the layout position of the cube it comes from.
#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    /// What the node is.
    pub kind: NodeKind,
    /// The position (item index in the layout) of its cube, for error messages.
    pub at: usize,
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

#[derive(Debug, Clone)]
struct Elem {
    item: usize,
    cube: Option<PlacedCube>,
    sup: Option<(usize, Vec<Elem>)>,
    sub: Option<(usize, Vec<Elem>)>,
}

/// Groups the layout's items by script: each element carries its exponent and subscript runs.
fn elements(
    items: &[Item],
    start: usize,
    end: usize,
    prefix: Script,
) -> Result<Vec<Elem>, TufError> {
    let mut out: Vec<Elem> = Vec::new();
    let mut i = start;
    while i < end {
        let script = items[i].script();
        if script == prefix {
            out.push(Elem {
                item: i,
                cube: match items[i] {
                    Item::Cube(c) => Some(c),
                    Item::Gap(_) => None,
                },
                sup: None,
                sub: None,
            });
            i += 1;
            continue;
        }
        let shift = script.shift_at(prefix.depth()).unwrap_or(Shift::Up);
        let child = prefix
            .push(shift)
            .ok_or(TufError::OrphanScript { position: i })?;
        let mut j = i;
        while j < end && items[j].script().starts_with(child) {
            j += 1;
        }
        if j == i {
            return Err(TufError::OrphanScript { position: i });
        }
        let inner = elements(items, i, j, child)?;
        let owner = out
            .last_mut()
            .ok_or(TufError::OrphanScript { position: i })?;
        let slot = match shift {
            Shift::Up => &mut owner.sup,
            Shift::Down => &mut owner.sub,
        };
        if slot.is_some() {
            return Err(TufError::OrphanScript { position: i });
        }
        *slot = Some((i, inner));
        i = j;
    }
    Ok(out)
}

/// A token of one side after groups are resolved.
#[derive(Debug, Clone)]
struct Tk {
    kind: TkKind,
    at: usize,
    sup: Option<(usize, Vec<Elem>)>,
    sub: Option<(usize, Vec<Elem>)>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TkKind {
    Digit(u8),
    Ten,
    Point,
    Frac(u8),
    Plus,
    Minus,
    Neg,
    Times,
    Divide,
    LParen,
    RParen,
    Gap,
    Percent,
    Pi,
    Chi,
    J,
    Log,
    Tan,
    Equals,
}

fn not_in_game(what: Feature, settings: &Settings, position: usize) -> TufError {
    TufError::NotInGame {
        what,
        game: settings.game,
        position,
    }
}

/// The token a cube stands for under the settings, checking that the game has it.
fn token_kind(cube: &PlacedCube, at: usize, settings: &Settings) -> Result<TkKind, TufError> {
    use TkKind::*;
    let constant = |k: TkKind| {
        if settings.constants {
            Ok(k)
        } else {
            Err(not_in_game(Feature::ConstantCube, settings, at))
        }
    };
    Ok(match (cube.face, cube.role) {
        (Face::Digit(d), _) => Digit(d),
        (Face::Ten, _) => Ten,
        (Face::DottedZero, Role::DecimalPoint) => {
            if settings.dotted_zero == DottedZero::DecimalPoint {
                Point
            } else {
                return Err(not_in_game(Feature::DecimalPoint, settings, at));
            }
        }
        (Face::DottedZero, _) => {
            if settings.dotted_zero == DottedZero::Zero {
                Digit(0)
            } else {
                return Err(not_in_game(Feature::DottedZeroAsZero, settings, at));
            }
        }
        (Face::Fraction(d), _) => {
            if settings.fractions {
                Frac(d)
            } else {
                return Err(not_in_game(Feature::FractionCube, settings, at));
            }
        }
        (Face::Plus, _) => Plus,
        (Face::Minus, Role::Negative) => Neg,
        (Face::Minus, _) => Minus,
        (Face::Times, _) | (Face::Paren, Role::Multiply) | (Face::Paren, Role::Plain) => {
            if settings.add_subtract_only {
                return Err(not_in_game(Feature::Multiplication, settings, at));
            }
            Times
        }
        (Face::Divide, _) => {
            if settings.add_subtract_only {
                return Err(not_in_game(Feature::Division, settings, at));
            }
            Divide
        }
        (Face::Paren, Role::Open) | (Face::Paren, Role::Close) => {
            if !settings.groups {
                return Err(not_in_game(Feature::Group, settings, at));
            }
            if cube.role == Role::Open {
                LParen
            } else {
                RParen
            }
        }
        (Face::Paren, _) => Times,
        (Face::Equals, _) => Equals,
        (Face::Percent, _) => constant(Percent)?,
        (Face::Pi, _) => constant(Pi)?,
        (Face::Chi, _) => constant(Chi)?,
        (Face::J, _) => constant(J)?,
        (Face::Log, _) => constant(Log)?,
        (Face::Tan, _) => constant(Tan)?,
    })
}

struct Frame {
    open_form: bool,
    boundary: usize,
}

/// Resolves the (×) cube's groups of one side into balanced brackets.
fn resolve_groups(side: Vec<Elem>, settings: &Settings) -> Result<Vec<Tk>, TufError> {
    let mut out: Vec<Tk> = Vec::with_capacity(side.len() + 4);
    let mut frames = vec![Frame {
        open_form: false,
        boundary: 0,
    }];
    let mut last_at = 0;
    for e in side {
        last_at = e.item;
        let Some(cube) = e.cube else {
            // A gap closes the innermost open group, and bounds groups closed later.
            let top_open = frames.last().map(|f| f.open_form).unwrap_or(false);
            if top_open {
                frames.pop();
                out.push(Tk {
                    kind: TkKind::RParen,
                    at: e.item,
                    sup: e.sup,
                    sub: e.sub,
                });
            } else {
                if let Some((at, _)) = e.sup.as_ref().or(e.sub.as_ref()) {
                    return Err(TufError::OrphanScript { position: *at });
                }
                out.push(Tk {
                    kind: TkKind::Gap,
                    at: e.item,
                    sup: None,
                    sub: None,
                });
            }
            if let Some(f) = frames.last_mut() {
                f.boundary = out.len();
            }
            continue;
        };
        let kind = token_kind(&cube, e.item, settings)?;
        // An exponent or subscript may hang on a number, a constant, a group or a function,
        // never on an operator.
        if matches!(
            kind,
            TkKind::Plus | TkKind::Minus | TkKind::Neg | TkKind::Times | TkKind::Divide
        ) {
            if let Some((at, _)) = e.sup.as_ref().or(e.sub.as_ref()) {
                return Err(TufError::OrphanScript { position: *at });
            }
        }
        if let (Some((at, _)), false) = (&e.sup, settings.exponents) {
            return Err(not_in_game(Feature::Exponent, settings, *at));
        }
        match kind {
            TkKind::LParen => {
                out.push(Tk {
                    kind,
                    at: e.item,
                    sup: None,
                    sub: None,
                });
                if let Some((at, _)) = e.sup.as_ref().or(e.sub.as_ref()) {
                    return Err(TufError::OrphanScript { position: *at });
                }
                frames.push(Frame {
                    open_form: true,
                    boundary: out.len(),
                });
            }
            TkKind::RParen => {
                let top_open = frames.last().map(|f| f.open_form).unwrap_or(false);
                if top_open {
                    frames.pop();
                } else {
                    let boundary = frames.last().map(|f| f.boundary).unwrap_or(0);
                    if out[boundary..].iter().all(|t| t.kind == TkKind::Gap) {
                        return Err(TufError::EmptyGroup { position: e.item });
                    }
                    out.insert(
                        boundary,
                        Tk {
                            kind: TkKind::LParen,
                            at: e.item,
                            sup: None,
                            sub: None,
                        },
                    );
                }
                out.push(Tk {
                    kind,
                    at: e.item,
                    sup: e.sup,
                    sub: e.sub,
                });
            }
            _ => out.push(Tk {
                kind,
                at: e.item,
                sup: e.sup,
                sub: e.sub,
            }),
        }
    }
    while let Some(f) = frames.pop() {
        if f.open_form {
            out.push(Tk {
                kind: TkKind::RParen,
                at: last_at,
                sup: None,
                sub: None,
            });
        }
    }
    Ok(out)
}

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

struct Parser<'s> {
    toks: Vec<Tk>,
    i: usize,
    settings: &'s Settings,
}

fn node(kind: NodeKind, at: usize) -> Node {
    Node { kind, at }
}

fn bin(op: BinOp, l: Node, r: Node, at: usize) -> Node {
    node(NodeKind::Bin(op, Box::new(l), Box::new(r)), at)
}

impl Parser<'_> {
    fn skip_gaps(&mut self) {
        while self.toks.get(self.i).map(|t| t.kind) == Some(TkKind::Gap) {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<TkKind> {
        self.skip_gaps();
        self.toks.get(self.i).map(|t| t.kind)
    }

    fn at(&self) -> usize {
        self.toks
            .get(self.i)
            .or_else(|| self.toks.last())
            .map(|t| t.at)
            .unwrap_or(0)
    }

    /// Consumes the next token, moving its scripts out (each token is consumed once).
    fn take(&mut self) -> Option<Tk> {
        self.skip_gaps();
        let t = self.toks.get_mut(self.i).map(|t| Tk {
            kind: t.kind,
            at: t.at,
            sup: t.sup.take(),
            sub: t.sub.take(),
        });
        if t.is_some() {
            self.i += 1;
        }
        t
    }

    /// sum := unary-led term (('+' | '−') term)*
    fn sum(&mut self) -> Result<Node, TufError> {
        let mut left = self.term()?;
        while let Some(TkKind::Plus) | Some(TkKind::Minus) = self.peek() {
            {
                {
                    let op_tok = self.take();
                    let (op, at) = match op_tok {
                        Some(t) if t.kind == TkKind::Plus => (BinOp::Add, t.at),
                        Some(t) => (BinOp::Sub, t.at),
                        None => break,
                    };
                    if self.peek().is_none() || self.peek() == Some(TkKind::RParen) {
                        return Err(TufError::MissingNumber { position: at });
                    }
                    let right = self.term()?;
                    left = bin(op, left, right, at);
                }
            }
        }
        Ok(left)
    }

    fn starts_atom(kind: TkKind) -> bool {
        matches!(
            kind,
            TkKind::Digit(_)
                | TkKind::Ten
                | TkKind::Point
                | TkKind::Frac(_)
                | TkKind::LParen
                | TkKind::Pi
                | TkKind::Chi
                | TkKind::J
                | TkKind::Log
                | TkKind::Tan
        )
    }

    /// term := unary (('×' | '÷') unary | implicit-multiplied atom)*
    fn term(&mut self) -> Result<Node, TufError> {
        let mut left = self.unary()?;
        while let Some(kind) = self.peek() {
            match kind {
                TkKind::Times | TkKind::Divide => {
                    let at = self.at();
                    self.i += 1;
                    let op = if kind == TkKind::Times {
                        BinOp::Mul
                    } else {
                        BinOp::Div
                    };
                    if matches!(self.peek(), None | Some(TkKind::RParen)) {
                        return Err(TufError::MissingNumber { position: at });
                    }
                    let right = self.unary()?;
                    left = bin(op, left, right, at);
                }
                TkKind::Neg => {
                    return Err(TufError::RaisedMinusBetween {
                        position: self.at(),
                    })
                }
                TkKind::J if self.settings.j == JMode::Factorial => {
                    return Err(TufError::NothingBefore {
                        position: self.at(),
                    })
                }
                k if Self::starts_atom(k) => {
                    let at = self.at();
                    let prev = self
                        .i
                        .checked_sub(1)
                        .and_then(|p| self.toks.get(p))
                        .map(|t| t.kind);
                    let beside_group_or_constant = matches!(
                        k,
                        TkKind::LParen
                            | TkKind::Pi
                            | TkKind::Chi
                            | TkKind::J
                            | TkKind::Log
                            | TkKind::Tan
                    ) || matches!(
                        prev,
                        Some(TkKind::RParen)
                            | Some(TkKind::Pi)
                            | Some(TkKind::Chi)
                            | Some(TkKind::J)
                    );
                    if !beside_group_or_constant {
                        return Err(TufError::MissingOperator { position: at });
                    }
                    let right = self.unary()?;
                    left = bin(BinOp::ImplicitMul, left, right, at);
                }
                TkKind::Percent => {
                    return Err(TufError::MissingOperator {
                        position: self.at(),
                    })
                }
                _ => break,
            }
        }
        Ok(left)
    }

    /// unary := '~' unary | '−' group | log/tan term | postfix
    fn unary(&mut self) -> Result<Node, TufError> {
        let Some(kind) = self.peek() else {
            return Err(TufError::MissingNumber {
                position: self.at(),
            });
        };
        let at = self.at();
        match kind {
            TkKind::Neg => {
                self.i += 1;
                let inner = self.unary()?;
                Ok(node(NodeKind::Neg(Box::new(inner)), at))
            }
            TkKind::Plus => Err(TufError::RedundantPlus { position: at }),
            TkKind::Minus => {
                self.i += 1;
                if self.peek() == Some(TkKind::LParen) {
                    let group = self.postfix()?;
                    Ok(node(NodeKind::NegGroup(Box::new(group)), at))
                } else {
                    Err(TufError::MinusNeedsRaising { position: at })
                }
            }
            TkKind::Log | TkKind::Tan => {
                let tok = self
                    .take()
                    .ok_or(TufError::MissingNumber { position: at })?;
                let base = match tok.sub {
                    Some((sat, elems)) if kind == TkKind::Log => {
                        Some(Box::new(read_script(elems, sat, self.settings)?))
                    }
                    Some((sat, _)) => return Err(TufError::MisplacedSubscript { position: sat }),
                    None => None,
                };
                if matches!(
                    self.peek(),
                    None | Some(TkKind::RParen) | Some(TkKind::Plus) | Some(TkKind::Minus)
                ) {
                    return Err(TufError::MissingNumber { position: at });
                }
                let arg = Box::new(self.term()?);
                let f = if kind == TkKind::Log {
                    node(NodeKind::Log { base, arg }, at)
                } else {
                    node(NodeKind::Tan(arg), at)
                };
                match tok.sup {
                    Some((sat, elems)) => {
                        let e = read_script(elems, sat, self.settings)?;
                        Ok(node(NodeKind::Pow(Box::new(f), Box::new(e)), sat))
                    }
                    None => Ok(f),
                }
            }
            _ => self.postfix(),
        }
    }

    /// postfix := atom ('%' | factorial)*
    fn postfix(&mut self) -> Result<Node, TufError> {
        let mut a = self.atom()?;
        loop {
            match self.toks.get(self.i).map(|t| t.kind) {
                Some(TkKind::Percent) => {
                    let tok = self
                        .take()
                        .ok_or(TufError::NothingBefore { position: a.at })?;
                    a = node(NodeKind::Percent(Box::new(a)), tok.at);
                    a = self.power(a, tok.sup, tok.sub)?;
                }
                Some(TkKind::J) if self.settings.j == JMode::Factorial => {
                    let tok = self
                        .take()
                        .ok_or(TufError::NothingBefore { position: a.at })?;
                    a = node(NodeKind::Factorial(Box::new(a)), tok.at);
                    a = self.power(a, tok.sup, tok.sub)?;
                }
                _ => break,
            }
        }
        Ok(a)
    }

    fn power(
        &mut self,
        base: Node,
        sup: Option<(usize, Vec<Elem>)>,
        sub: Option<(usize, Vec<Elem>)>,
    ) -> Result<Node, TufError> {
        if let Some((at, _)) = sub {
            return Err(TufError::MisplacedSubscript { position: at });
        }
        match sup {
            Some((at, elems)) => {
                let e = read_script(elems, at, self.settings)?;
                Ok(node(NodeKind::Pow(Box::new(base), Box::new(e)), at))
            }
            None => Ok(base),
        }
    }

    fn atom(&mut self) -> Result<Node, TufError> {
        let at = self.at();
        let Some(kind) = self.peek() else {
            return Err(TufError::MissingNumber { position: at });
        };
        match kind {
            TkKind::Digit(_) | TkKind::Ten | TkKind::Point => self.number(),
            TkKind::Frac(d) => {
                let tok = self
                    .take()
                    .ok_or(TufError::MissingNumber { position: at })?;
                if matches!(
                    self.toks.get(self.i).map(|t| t.kind),
                    Some(TkKind::Digit(_)) | Some(TkKind::Ten) | Some(TkKind::Point)
                ) {
                    return Err(TufError::MisplacedFraction { position: at });
                }
                self.power(node(NodeKind::Fraction(d), at), tok.sup, tok.sub)
            }
            TkKind::Pi | TkKind::Chi | TkKind::J => {
                let tok = self
                    .take()
                    .ok_or(TufError::MissingNumber { position: at })?;
                let k = match kind {
                    TkKind::Pi => NodeKind::Pi,
                    TkKind::Chi => NodeKind::Chi,
                    _ => NodeKind::J,
                };
                self.power(node(k, at), tok.sup, tok.sub)
            }
            TkKind::LParen => {
                self.i += 1;
                if self.peek() == Some(TkKind::RParen) {
                    return Err(TufError::EmptyGroup {
                        position: self.at(),
                    });
                }
                let inner = self.sum()?;
                let close = self.take();
                match close {
                    Some(t) if t.kind == TkKind::RParen => {
                        let g = node(NodeKind::Group(Box::new(inner)), at);
                        self.power(g, t.sup, t.sub)
                    }
                    Some(t) => Err(TufError::MissingOperator { position: t.at }),
                    None => Err(TufError::MissingNumber { position: at }),
                }
            }
            TkKind::Percent => Err(TufError::NothingBefore { position: at }),
            TkKind::Equals => Err(TufError::EqualsInScript { position: at }),
            _ => Err(TufError::MissingNumber { position: at }),
        }
    }

    /// A number: adjacent number cubes (no gap), an optional fraction cube (mixed number), and
    /// the last cube's base and exponent.
    fn number(&mut self) -> Result<Node, TufError> {
        self.skip_gaps();
        let start = self.i;
        let mut end = start;
        while let Some(t) = self.toks.get(end) {
            if !matches!(t.kind, TkKind::Digit(_) | TkKind::Ten | TkKind::Point) {
                break;
            }
            end += 1;
            if t.sup.is_some() || t.sub.is_some() {
                break;
            }
        }
        let cubes: Vec<(TkKind, usize)> = self.toks[start..end]
            .iter()
            .map(|t| (t.kind, t.at))
            .collect();
        self.i = end;
        let first_at = cubes.first().map(|t| t.1).unwrap_or(0);
        let last_at = cubes
            .last()
            .map(|t| t.1)
            .ok_or(TufError::MissingNumber { position: first_at })?;
        let (mut tail_sup, mut tail_sub) = match self.toks.get_mut(end - 1) {
            Some(t) => (t.sup.take(), t.sub.take()),
            None => (None, None),
        };
        let mut tail_at = last_at;
        // A mixed number: one or two whole cubes and a fraction cube right after.
        let mut mixed = None;
        if tail_sup.is_none() && tail_sub.is_none() {
            if let Some(t) = self.toks.get_mut(self.i) {
                if let TkKind::Frac(d) = t.kind {
                    if !self.settings.fractions {
                        return Err(not_in_game(Feature::FractionCube, self.settings, t.at));
                    }
                    mixed = Some(d);
                    tail_at = t.at;
                    tail_sup = t.sup.take();
                    tail_sub = t.sub.take();
                    self.i += 1;
                    if matches!(
                        self.toks.get(self.i).map(|t| t.kind),
                        Some(TkKind::Digit(_)) | Some(TkKind::Ten) | Some(TkKind::Point)
                    ) {
                        return Err(TufError::MisplacedFraction { position: tail_at });
                    }
                }
            }
        }
        let mut text = String::new();
        let mut points = 0;
        for &(kind, at) in &cubes {
            match kind {
                TkKind::Digit(d) => text.push(char::from(b'0' + d)),
                TkKind::Ten => text.push_str("10"),
                _ => {
                    points += 1;
                    if points > 1 {
                        return Err(TufError::MisplacedPoint { position: at });
                    }
                    text.push('.');
                }
            }
        }
        let point_at = cubes.iter().find(|t| t.0 == TkKind::Point).map(|t| t.1);
        if let Some(pa) = point_at {
            if text.ends_with('.') {
                return Err(TufError::MisplacedPoint { position: pa });
            }
            if mixed.is_some() {
                return Err(TufError::MisplacedFraction { position: tail_at });
            }
        }
        // The base: a base cube below the last cube, or the base stated for the equation.
        let base = match tail_sub.take() {
            Some((sat, elems)) => {
                if !self.settings.bases {
                    return Err(not_in_game(Feature::Base, self.settings, sat));
                }
                Some(self.base_value(sat, elems)?)
            }
            None => self.settings.stated_base.filter(|b| (2..=10).contains(b)),
        };
        if let (Some(_), Some(pa)) = (base, point_at) {
            if base != Some(10) {
                return Err(TufError::MisplacedPoint { position: pa });
            }
        }
        if mixed.is_some() && base.is_some_and(|b| b != 10) {
            return Err(TufError::MisplacedFraction { position: tail_at });
        }
        let limit = self.settings.max_whole_cubes.map(usize::from);
        if point_at.is_none() && base.is_none() && limit.is_some_and(|l| cubes.len() > l) {
            return Err(TufError::TooManyDigits { position: last_at });
        }
        if cubes.len() > 1 && cubes[0].0 == TkKind::Digit(0) && cubes[1].0 != TkKind::Point {
            return Err(TufError::LeadingZero { position: first_at });
        }
        let value = match base {
            Some(b) if b != 10 => {
                let mut v = BigInt::zero();
                for (k, ch) in text.chars().enumerate() {
                    let d = ch.to_digit(10).unwrap_or(0) as u8;
                    if d >= b {
                        let at = digit_position(&cubes, k);
                        return Err(TufError::DigitNotInBase {
                            digit: d,
                            base: b,
                            position: at,
                        });
                    }
                    v = v * BigInt::from(b) + BigInt::from(d);
                }
                Q::from_integer(v)
            }
            _ => decimal_value(&text),
        };
        let value = match mixed {
            Some(d) => value + Q::new(BigInt::from(1), BigInt::from(d)),
            None => value,
        };
        let decimals = point_at.map(|_| text.len() - text.find('.').map(|p| p + 1).unwrap_or(0));
        let significant = text
            .chars()
            .filter(|c| c.is_ascii_digit())
            .skip_while(|c| *c == '0')
            .count();
        let lit = NumberLit {
            text,
            value,
            base: base.filter(|b| *b != 10),
            mixed,
            decimals,
            significant,
        };
        let n = node(NodeKind::Number(lit), first_at);
        self.power(n, tail_sup, None)
    }

    fn base_value(&self, at: usize, elems: Vec<Elem>) -> Result<u8, TufError> {
        let mut text = String::new();
        for e in &elems {
            let ok = e.sup.is_none() && e.sub.is_none();
            match e.cube.map(|c| c.face) {
                Some(Face::Digit(d)) if ok => text.push(char::from(b'0' + d)),
                Some(Face::Ten) if ok => text.push_str("10"),
                _ => return Err(TufError::BadBase { position: at }),
            }
        }
        match text.parse::<u8>() {
            Ok(b) if (2..=10).contains(&b) && !(text.len() > 1 && text.starts_with('0')) => Ok(b),
            _ => Err(TufError::BadBase { position: at }),
        }
    }
}

/// The position of the cube holding the `k`-th character of a number's text.
fn digit_position(cubes: &[(TkKind, usize)], k: usize) -> usize {
    let mut seen = 0;
    for &(kind, at) in cubes {
        let width = if kind == TkKind::Ten { 2 } else { 1 };
        if k < seen + width {
            return at;
        }
        seen += width;
    }
    cubes.last().map(|t| t.1).unwrap_or(0)
}

/// The exact value of decimal digits with an optional point (`"12"`, `".75"`, `"0.5"`).
fn decimal_value(text: &str) -> Q {
    let (whole, frac) = match text.split_once('.') {
        Some((w, f)) => (w, f),
        None => (text, ""),
    };
    if whole.len() + frac.len() <= 18 {
        // Fast path: fits in a u64.
        let mut n: u64 = 0;
        for c in whole.chars().chain(frac.chars()) {
            n = n * 10 + u64::from(c.to_digit(10).unwrap_or(0));
        }
        if frac.is_empty() {
            return Q::from_integer(BigInt::from(n));
        }
        return Q::new(BigInt::from(n), BigInt::from(10u64.pow(frac.len() as u32)));
    }
    let digits = format!("{whole}{frac}");
    let n = digits.parse::<BigInt>().unwrap_or_default();
    let scale = BigInt::from(10).pow(frac.len() as u32);
    Q::new(n, scale)
}

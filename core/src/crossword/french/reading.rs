//! Reading and checking one line of the French game: adjacent digits make one number
//! (rule 13: left to right, top to bottom), decimals with the decimal point (rule 9),
//! fractions and mixed numbers with the fraction bar (rule 8; the reading that makes the line
//! true is the one announced), leading zeros and `+ 0` (rule 12), negative numbers after the
//! grey pairs rule 14 allows, chains of `=` with every member equal (rule 10's note), exact
//! arithmetic with standard precedence.

use crate::arith::{self, BinOp, Evaluator, Op};
use crate::crossword::pieces::Piece;
use crate::kit::Worded;
use crate::lang::Lang;
use num_rational::Ratio;
use num_traits::{CheckedAdd, CheckedDiv, CheckedMul, CheckedSub, Zero};
use std::fmt;

/// An exact value of a line (whole numbers, decimals and fractions).
pub type Value = Ratio<i128>;

/// The most digits a number may have.
pub const MAX_DIGITS: usize = 15;

/// The most readings of the fraction bars tried in one line.
const MAX_READINGS: usize = 512;

/// Whether `a` then `b`, both grey, may stand side by side (rule 14: `× −`, `÷ −`, `− .`,
/// `+ .`, `× .`, `÷ .`, `+ −`; and, reconstructed rule 5, `= −` and `= .`). Variant 5's
/// home-made tiles (ours): `(` and `√` after a sign, `=`, `^`, `(` or `√`; after `(`, also `−`
/// and `.`; after `√`, also `.`; `^ −` and `^ .`; after `)`, a sign, `^`, `=` or `)`.
pub fn grey_pair_allowed(a: Piece, b: Piece) -> bool {
    use Piece::*;
    let sign = |p: Piece| matches!(p, Plus | Minus | Times | Divide | Power | Equals);
    matches!(
        (a, b),
        (Times, Minus)
            | (Divide, Minus)
            | (Minus, Point)
            | (Plus, Point)
            | (Times, Point)
            | (Divide, Point)
            | (Plus, Minus)
            | (Equals, Minus)
            | (Equals, Point)
            | (Power, Minus)
            | (Power, Point)
            | (Open, Minus)
            | (Open, Point)
            | (Root, Point)
            | (Close, Close)
    ) || (matches!(b, Open | Root) && (sign(a) || matches!(a, Open | Root)))
        || (a == Close && sign(b))
}

/// Whether a line (or a member) may start with `p`: a digit, `−`, `.`, `(` or `√`.
pub fn may_start(p: Piece) -> bool {
    p.digit().is_some() || matches!(p, Piece::Minus | Piece::Point | Piece::Open | Piece::Root)
}

/// Whether a line may end with `p`: a digit or `)`.
pub fn may_end(p: Piece) -> bool {
    p.digit().is_some() || p == Piece::Close
}

/// Whether `b` may follow `a` in a line as far as a pair can tell: grey pairs as
/// [`grey_pair_allowed`]; a digit never touches `(` or `√` after it, nor `)` before it.
pub fn may_follow(a: Piece, b: Piece) -> bool {
    match (a.digit().is_some(), b.digit().is_some()) {
        (false, false) => grey_pair_allowed(a, b),
        (true, false) => !matches!(b, Piece::Open | Piece::Root),
        (false, true) => a != Piece::Close,
        (true, true) => true,
    }
}

/// Why a line of the French game is not a true equation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// No tiles.
    Empty,
    /// Two grey tiles side by side that rule 14 does not allow.
    GreyTogether(Piece, Piece),
    /// The line starts with a sign that cannot begin a number.
    StartsWithSign(Piece),
    /// The line ends with a sign.
    EndsWithSign,
    /// A decimal point with no digit after it.
    PointNeedsDigits,
    /// Two decimal points in one number.
    TwoPoints,
    /// A fraction bar without digits on both sides.
    FractionNeedsDigits,
    /// A fraction with a decimal point in it.
    FractionWithPoint,
    /// No `=`.
    NoEquals,
    /// A division or fraction by zero.
    DivideByZero,
    /// A number with more than fifteen digits, or a value too large to check.
    TooLarge,
    /// The members are not equal (two of the values, written out).
    Unequal(String, String),
    /// Variant 5: a bracket without its pair, empty brackets or an `=` inside brackets.
    Brackets,
    /// Variant 5: a bracket or root touching a number with no sign between them.
    Misplaced(Piece),
    /// Variant 5: a square root that is not a whole number or fraction (the value under it).
    RootNotExact(String),
    /// Variant 5: an exponent that is not a whole number from −64 to 64 (the exponent).
    BadPower(String),
}

impl Worded for ReadError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (ReadError::Empty, Lang::En) => "there are no tiles".into(),
            (ReadError::Empty, Lang::Fr) => "il n\u{2019}y a aucun jeton".into(),
            (ReadError::GreyTogether(a, b), Lang::En) => {
                format!("two grey tiles cannot stand side by side here ({a} {b}, rule 14)")
            }
            (ReadError::GreyTogether(a, b), Lang::Fr) => {
                format!("deux jetons gris ne peuvent pas se suivre ici ({a} {b}, règle 14)")
            }
            (ReadError::StartsWithSign(p), Lang::En) => {
                format!("an equation cannot start with {p}")
            }
            (ReadError::StartsWithSign(p), Lang::Fr) => {
                format!("une équation ne peut pas commencer par {p}")
            }
            (ReadError::EndsWithSign, Lang::En) => "an equation cannot end with a sign".into(),
            (ReadError::EndsWithSign, Lang::Fr) => {
                "une équation ne peut pas finir par un signe".into()
            }
            (ReadError::PointNeedsDigits, Lang::En) => {
                "a decimal point needs a digit after it".into()
            }
            (ReadError::PointNeedsDigits, Lang::Fr) => {
                "un point décimal doit être suivi d\u{2019}un chiffre".into()
            }
            (ReadError::TwoPoints, Lang::En) => "a number has only one decimal point".into(),
            (ReadError::TwoPoints, Lang::Fr) => {
                "un nombre n\u{2019}a qu\u{2019}un seul point décimal".into()
            }
            (ReadError::FractionNeedsDigits, Lang::En) => {
                "a fraction bar needs digits on both sides".into()
            }
            (ReadError::FractionNeedsDigits, Lang::Fr) => {
                "la barre de fraction doit avoir des chiffres des deux côtés".into()
            }
            (ReadError::FractionWithPoint, Lang::En) => {
                "a fraction cannot hold a decimal point".into()
            }
            (ReadError::FractionWithPoint, Lang::Fr) => {
                "une fraction ne peut pas contenir de point décimal".into()
            }
            (ReadError::NoEquals, Lang::En) => "an equation needs an equals sign".into(),
            (ReadError::NoEquals, Lang::Fr) => {
                "une équation a besoin d\u{2019}un signe égal".into()
            }
            (ReadError::DivideByZero, Lang::En) => "you cannot divide by 0".into(),
            (ReadError::DivideByZero, Lang::Fr) => "on ne peut pas diviser par 0".into(),
            (ReadError::TooLarge, Lang::En) => "a number is too large".into(),
            (ReadError::TooLarge, Lang::Fr) => "un nombre est trop grand".into(),
            (ReadError::Unequal(a, b), Lang::En) => {
                format!("the members are not equal ({a} and {b})")
            }
            (ReadError::Unequal(a, b), Lang::Fr) => {
                format!("les membres ne sont pas égaux ({a} et {b})")
            }
            (ReadError::Brackets, Lang::En) => {
                "brackets go in pairs, around a calculation without =".into()
            }
            (ReadError::Brackets, Lang::Fr) => {
                "les parenthèses vont par paires, autour d\u{2019}un calcul sans =".into()
            }
            (ReadError::Misplaced(p), Lang::En) => {
                format!("{p} needs a sign between it and a number")
            }
            (ReadError::Misplaced(p), Lang::Fr) => {
                format!("il faut un signe entre {p} et un nombre")
            }
            (ReadError::RootNotExact(v), Lang::En) => {
                format!("the square root of {v} is not a whole number or a fraction")
            }
            (ReadError::RootNotExact(v), Lang::Fr) => {
                format!("la racine carrée de {v} n\u{2019}est ni un entier ni une fraction")
            }
            (ReadError::BadPower(v), Lang::En) => {
                format!("an exponent must be a whole number from −64 to 64, not {v}")
            }
            (ReadError::BadPower(v), Lang::Fr) => {
                format!("un exposant doit être un entier de −64 à 64, pas {v}")
            }
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            ReadError::Empty => "empty",
            ReadError::GreyTogether(..) => "grey_together",
            ReadError::StartsWithSign(_) => "starts_with_sign",
            ReadError::EndsWithSign => "ends_with_sign",
            ReadError::PointNeedsDigits => "point_needs_digits",
            ReadError::TwoPoints => "two_points",
            ReadError::FractionNeedsDigits => "fraction_needs_digits",
            ReadError::FractionWithPoint => "fraction_with_point",
            ReadError::NoEquals => "no_equals",
            ReadError::DivideByZero => "divide_by_zero",
            ReadError::TooLarge => "too_large",
            ReadError::Unequal(..) => "unequal",
            ReadError::Brackets => "brackets",
            ReadError::Misplaced(_) => "misplaced",
            ReadError::RootNotExact(_) => "root_not_exact",
            ReadError::BadPower(_) => "bad_power",
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(Lang::En))
    }
}

impl std::error::Error for ReadError {}

/// A number as read: its digits, where its decimal point is, or its fraction.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Num {
    /// Digits, with the decimal point after `point` of them (`None`: a whole number).
    Plain {
        digits: Vec<u8>,
        point: Option<usize>,
    },
    /// Digits before the fraction bar (a mixed number takes its first ones as the whole
    /// part) and after it.
    Fraction { top: Vec<u8>, bottom: Vec<u8> },
}

/// A token of a line.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Num(Num),
    /// + − × ÷ ^.
    Op(Piece),
    Eq,
    Open,
    Close,
    Root,
}

fn digits_value(d: &[u8]) -> Option<i128> {
    d.iter().try_fold(0i128, |acc, x| {
        acc.checked_mul(10)?.checked_add(i128::from(*x))
    })
}

fn lex(pieces: &[Piece]) -> Result<Vec<Tok>, ReadError> {
    if pieces.is_empty() {
        return Err(ReadError::Empty);
    }
    for w in pieces.windows(2) {
        if w[0].digit().is_none() && w[1].digit().is_none() && !grey_pair_allowed(w[0], w[1]) {
            return Err(ReadError::GreyTogether(w[0], w[1]));
        }
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < pieces.len() {
        match pieces[i] {
            Piece::Digit(_) | Piece::Point => {
                let mut digits = Vec::new();
                let mut point = None;
                while let Some(p) = pieces.get(i) {
                    match p {
                        Piece::Digit(d) => digits.push(*d),
                        Piece::Point if point.is_some() => return Err(ReadError::TwoPoints),
                        Piece::Point => point = Some(digits.len()),
                        _ => break,
                    }
                    i += 1;
                }
                if point == Some(digits.len()) {
                    return Err(ReadError::PointNeedsDigits);
                }
                if pieces.get(i) == Some(&Piece::FractionBar) {
                    if point.is_some() {
                        return Err(ReadError::FractionWithPoint);
                    }
                    i += 1;
                    let mut bottom = Vec::new();
                    while let Some(p) = pieces.get(i) {
                        match p {
                            Piece::Digit(d) => bottom.push(*d),
                            Piece::Point => return Err(ReadError::FractionWithPoint),
                            Piece::FractionBar => return Err(ReadError::FractionNeedsDigits),
                            _ => break,
                        }
                        i += 1;
                    }
                    if bottom.is_empty() {
                        return Err(ReadError::FractionNeedsDigits);
                    }
                    if digits.len() > MAX_DIGITS || bottom.len() > MAX_DIGITS {
                        return Err(ReadError::TooLarge);
                    }
                    out.push(Tok::Num(Num::Fraction {
                        top: digits,
                        bottom,
                    }));
                } else {
                    if digits.len() > MAX_DIGITS {
                        return Err(ReadError::TooLarge);
                    }
                    out.push(Tok::Num(Num::Plain { digits, point }));
                }
            }
            Piece::FractionBar => return Err(ReadError::FractionNeedsDigits),
            Piece::Equals => {
                out.push(Tok::Eq);
                i += 1;
            }
            Piece::Open | Piece::Close | Piece::Root => {
                out.push(match pieces[i] {
                    Piece::Open => Tok::Open,
                    Piece::Close => Tok::Close,
                    _ => Tok::Root,
                });
                i += 1;
            }
            op => {
                out.push(Tok::Op(op));
                i += 1;
            }
        }
    }
    Ok(out)
}

/// A number of a member with, for a fraction, its place among the line's fractions in reading
/// order (which reading of its bar is tried is chosen by that place).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Leaf {
    num: Num,
    fraction: usize,
}

/// A member as the shared tree of written arithmetic: numbers, signs, the four operations,
/// powers and roots (variant 5; brackets only group).
type Expr = arith::Expr<Leaf>;

/// The deepest nesting of brackets, roots and signs read (a line on the board is far shorter).
const MAX_DEPTH: usize = 64;

/// A recursive-descent reader of one line's tokens: `sum = product (± product)*`,
/// `product = signed (×÷ signed)*`, `signed = − signed | power`, `power = atom (^ signed)?`,
/// `atom = number | ( sum ) | √ atom`.
struct Parser {
    toks: Vec<Tok>,
    at: usize,
    first: Piece,
    fractions: usize,
    depth: usize,
}

impl Parser {
    /// A parser at the start of `toks` (`first` the line's first tile).
    fn new(toks: Vec<Tok>, first: Piece) -> Parser {
        Parser {
            toks,
            at: 0,
            first,
            fractions: 0,
            depth: 0,
        }
    }

    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at)
    }

    fn deeper(&mut self) -> Result<(), ReadError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(ReadError::TooLarge);
        }
        Ok(())
    }

    /// One level of left-associative operations: `next (op next)*` for the `ops` given.
    fn level(
        &mut self,
        ops: [Op; 2],
        next: fn(&mut Parser) -> Result<Expr, ReadError>,
    ) -> Result<Expr, ReadError> {
        let mut left = next(self)?;
        while let Some(Tok::Op(piece)) = self.peek() {
            let Some(op) = piece.op().filter(|op| ops.contains(op)) else {
                break;
            };
            self.at += 1;
            let right = next(self)?;
            left = Expr::bin(op.into(), left, right);
        }
        Ok(left)
    }

    fn sum(&mut self) -> Result<Expr, ReadError> {
        self.level([Op::Add, Op::Sub], Parser::product)
    }

    fn product(&mut self) -> Result<Expr, ReadError> {
        self.level([Op::Mul, Op::Div], Parser::signed)
    }

    fn signed(&mut self) -> Result<Expr, ReadError> {
        self.deeper()?;
        let e = if let Some(Tok::Op(Piece::Minus)) = self.peek() {
            self.at += 1;
            if let Some(Tok::Op(Piece::Minus)) = self.peek() {
                return Err(ReadError::GreyTogether(Piece::Minus, Piece::Minus));
            }
            Expr::negated(self.signed()?)
        } else {
            self.power()?
        };
        self.depth -= 1;
        Ok(e)
    }

    fn power(&mut self) -> Result<Expr, ReadError> {
        let base = self.atom()?;
        if let Some(Tok::Op(Piece::Power)) = self.peek() {
            self.at += 1;
            let exp = self.signed()?;
            return Ok(Expr::bin(BinOp::Pow, base, exp));
        }
        Ok(base)
    }

    fn atom(&mut self) -> Result<Expr, ReadError> {
        let at_start = self.at == 0;
        let Some(tok) = self.toks.get(self.at).cloned() else {
            return Err(ReadError::EndsWithSign);
        };
        self.at += 1;
        match tok {
            Tok::Num(num) => {
                let k = self.fractions;
                if matches!(num, Num::Fraction { .. }) {
                    self.fractions += 1;
                }
                match self.peek() {
                    Some(Tok::Open) => Err(ReadError::Misplaced(Piece::Open)),
                    Some(Tok::Root) => Err(ReadError::Misplaced(Piece::Root)),
                    _ => Ok(Expr::Num(Leaf { num, fraction: k })),
                }
            }
            Tok::Open => {
                self.deeper()?;
                let inner = self.sum()?;
                match self.peek() {
                    Some(Tok::Close) => self.at += 1,
                    _ => return Err(ReadError::Brackets),
                }
                self.depth -= 1;
                match self.peek() {
                    Some(Tok::Num(_)) | Some(Tok::Open) | Some(Tok::Root) => {
                        Err(ReadError::Misplaced(Piece::Close))
                    }
                    _ => Ok(inner),
                }
            }
            Tok::Root => {
                self.deeper()?;
                let inner = self.atom()?;
                self.depth -= 1;
                Ok(Expr::root(inner))
            }
            Tok::Close => Err(if at_start {
                ReadError::StartsWithSign(Piece::Close)
            } else {
                ReadError::Brackets
            }),
            Tok::Op(p) if at_start => Err(ReadError::StartsWithSign(p)),
            Tok::Eq if at_start => Err(ReadError::StartsWithSign(Piece::Equals)),
            Tok::Op(p) => Err(ReadError::GreyTogether(self.first, p)),
            Tok::Eq => Err(ReadError::GreyTogether(self.first, Piece::Equals)),
        }
    }
}

fn parse(toks: Vec<Tok>, first: Piece) -> Result<Vec<Expr>, ReadError> {
    let mut p = Parser::new(toks, first);
    let mut members = Vec::new();
    loop {
        members.push(p.sum()?);
        match p.peek() {
            None => {
                if members.len() < 2 {
                    return Err(ReadError::NoEquals);
                }
                return Ok(members);
            }
            Some(Tok::Eq) => p.at += 1,
            Some(Tok::Close) => return Err(ReadError::Brackets),
            Some(Tok::Num(_)) | Some(Tok::Open) | Some(Tok::Root) | Some(Tok::Op(_)) => {
                return Err(ReadError::GreyTogether(first, first))
            }
        }
    }
}

/// How a line was read: the value of its members and, for each fraction bar in reading order,
/// how many of the digits before it are a mixed number's whole part (0: a plain fraction).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    /// The common value of the members.
    pub value: Value,
    /// The whole-part digits of each fraction, in reading order.
    pub wholes: Vec<u8>,
}

fn num_value(num: &Num, whole_digits: u8) -> Result<Value, ReadError> {
    match num {
        Num::Plain { digits, point } => {
            let n = digits_value(digits).ok_or(ReadError::TooLarge)?;
            let decimals = point.map_or(0, |p| digits.len() - p);
            let d = 10i128
                .checked_pow(u32::try_from(decimals).map_err(|_| ReadError::TooLarge)?)
                .ok_or(ReadError::TooLarge)?;
            Ok(Ratio::new(n, d))
        }
        Num::Fraction { top, bottom } => {
            let split = usize::from(whole_digits).min(top.len().saturating_sub(1));
            let whole = digits_value(&top[..split]).ok_or(ReadError::TooLarge)?;
            let numer = digits_value(&top[split..]).ok_or(ReadError::TooLarge)?;
            let denom = digits_value(bottom).ok_or(ReadError::TooLarge)?;
            if denom == 0 {
                return Err(ReadError::DivideByZero);
            }
            Ratio::from_integer(whole)
                .checked_add(&Ratio::new(numer, denom))
                .ok_or(ReadError::TooLarge)
        }
    }
}

/// The largest exponent a power may have (ours: larger ones overflow or mean nothing here).
pub const MAX_EXPONENT: i128 = 64;

/// The whole square root of `n`, if `n` is a perfect square.
fn exact_sqrt(n: i128) -> Option<i128> {
    if n < 0 {
        return None;
    }
    // A float estimate, corrected by a step or two either way.
    let mut r = (n as f64).sqrt() as i128;
    while r > 0 && r.checked_mul(r).is_none_or(|sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= n) {
        r += 1;
    }
    (r * r == n).then_some(r)
}

fn expr_value(e: &Expr, wholes: &[u8]) -> Result<Value, ReadError> {
    e.evaluate_with(&mut Exact { wholes })
}

/// Exact fractions, each fraction bar read with its whole-part digits from `wholes`.
struct Exact<'a> {
    wholes: &'a [u8],
}

impl Evaluator<Leaf> for Exact<'_> {
    type Value = Value;
    type Error = ReadError;

    fn number(&mut self, leaf: &Leaf) -> Result<Value, ReadError> {
        let whole = match leaf.num {
            Num::Fraction { .. } => self.wholes.get(leaf.fraction).copied().unwrap_or(0),
            Num::Plain { .. } => 0,
        };
        num_value(&leaf.num, whole)
    }

    fn negate(&mut self, a: Value, _: &Expr) -> Result<Value, ReadError> {
        Ok(-a)
    }

    fn binary(
        &mut self,
        op: BinOp,
        x: Value,
        y: Value,
        _: &Expr,
        _: &Expr,
    ) -> Result<Value, ReadError> {
        match op {
            BinOp::Add => x.checked_add(&y).ok_or(ReadError::TooLarge),
            BinOp::Sub => x.checked_sub(&y).ok_or(ReadError::TooLarge),
            BinOp::Mul => x.checked_mul(&y).ok_or(ReadError::TooLarge),
            BinOp::Div if y.is_zero() => Err(ReadError::DivideByZero),
            BinOp::Div => x.checked_div(&y).ok_or(ReadError::TooLarge),
            BinOp::Pow => power(x, y),
        }
    }

    fn root(&mut self, v: Value, _: &Expr) -> Result<Value, ReadError> {
        match (exact_sqrt(*v.numer()), exact_sqrt(*v.denom())) {
            (Some(n), Some(d)) => Ok(Ratio::new(n, d)),
            _ => Err(ReadError::RootNotExact(show(&v))),
        }
    }
}

/// `x` to the power `y`: `y` a whole number of at most [`MAX_EXPONENT`] either way.
fn power(x: Value, y: Value) -> Result<Value, ReadError> {
    if !y.is_integer() || y.to_integer().abs() > MAX_EXPONENT {
        return Err(ReadError::BadPower(show(&y)));
    }
    let n = y.to_integer();
    if n < 0 && x.is_zero() {
        return Err(ReadError::DivideByZero);
    }
    let mut out = Value::from_integer(1);
    for _ in 0..n.abs() {
        out = out.checked_mul(&x).ok_or(ReadError::TooLarge)?;
    }
    if n < 0 {
        out = Value::from_integer(1)
            .checked_div(&out)
            .ok_or(ReadError::TooLarge)?;
    }
    Ok(out)
}

/// Writes a value as a player would: `12`, `2.4`, `-3`, `13/5`.
pub fn show(v: &Value) -> String {
    if v.is_integer() {
        return v.to_integer().to_string();
    }
    let mut d = *v.denom();
    let mut places = 0u32;
    while d % 10 == 0 || d % 2 == 0 || d % 5 == 0 {
        if d % 10 == 0 {
            d /= 10;
        } else if d % 2 == 0 {
            d /= 2;
        } else {
            d /= 5;
        }
        places += 1;
        if places > 30 {
            break;
        }
    }
    if d == 1 && places <= 15 {
        let scale = 10i128.pow(places);
        if let Some(n) = v.numer().checked_mul(&(scale / v.denom())) {
            let sign = if n < 0 { "-" } else { "" };
            let n = n.unsigned_abs();
            let scale = scale.unsigned_abs();
            let frac = format!("{:0width$}", n % scale, width = places as usize);
            return format!("{sign}{}.{}", n / scale, frac.trim_end_matches('0'));
        }
    }
    format!("{}/{}", v.numer(), v.denom())
}

/// How many readings each fraction bar has (the digits before it), by the fractions' places.
fn fraction_choices(members: &[Expr]) -> Vec<u8> {
    let mut found: Vec<(usize, u8)> = members
        .iter()
        .flat_map(|m| m.leaves())
        .filter_map(|leaf| match &leaf.num {
            Num::Fraction { top, .. } => {
                Some((leaf.fraction, u8::try_from(top.len()).unwrap_or(1)))
            }
            Num::Plain { .. } => None,
        })
        .collect();
    found.sort_unstable();
    found.into_iter().map(|(_, n)| n).collect()
}

/// Checks one line: it must read as a true equation (two or more members, all equal). When
/// fraction bars make several readings possible, the first true one is taken, plain fractions
/// before mixed numbers (the reading the player announces, rule 8); when none is true, the
/// error of the plain reading is given.
pub fn check_line(pieces: &[Piece]) -> Result<Reading, ReadError> {
    let first = *pieces.first().ok_or(ReadError::Empty)?;
    let toks = lex(pieces)?;
    let members = parse(toks, first)?;
    let choices = fraction_choices(&members);
    let mut wholes = vec![0u8; choices.len()];
    let mut first_error: Option<ReadError> = None;
    for _ in 0..MAX_READINGS {
        match evaluate(&members, &wholes) {
            Ok(value) => return Ok(Reading { value, wholes }),
            Err(e) => {
                if first_error.is_none() {
                    first_error = Some(e);
                }
            }
        }
        // The next reading: count up, each fraction's whole part from 0 to its digits − 1.
        let mut k = 0;
        loop {
            let Some(w) = wholes.get_mut(k) else {
                return Err(first_error.unwrap_or(ReadError::Empty));
            };
            *w += 1;
            if *w < choices[k] {
                break;
            }
            *w = 0;
            k += 1;
        }
    }
    Err(first_error.unwrap_or(ReadError::Empty))
}

/// What one member of a line (the tiles between the line's ends and its `=`) may be worth.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MemberValues {
    /// The tiles do not read as a member (no reading of a line holding them is true).
    Unreadable,
    /// The values of every reading of the member that can be worked out (a member with
    /// fraction bars has one reading per choice of mixed numbers), each once; none when every
    /// reading fails (a division by zero, a value too large).
    Listed(Vec<Value>),
    /// More readings than [`check_line`] tries: the member may be worth anything.
    Unlisted,
}

/// The values `pieces`, read as one member, may take. A line is true exactly when a reading of
/// each of its members gives one common value (each fraction bar is in one member, so the
/// readings of the members are chosen independently), which is how the move generator pairs
/// members; `check_line` stops after 512 readings of a whole line, so what it accepts is
/// always among what these lists allow.
pub fn member_values(pieces: &[Piece]) -> MemberValues {
    if let Some(plain) = plain_member_value(pieces) {
        return match plain {
            Some(v) => MemberValues::Listed(vec![v]),
            None => MemberValues::Unreadable,
        };
    }
    slow_member_values(pieces)
}

/// [`member_values`] by the reader itself (a parse and a tree).
fn slow_member_values(pieces: &[Piece]) -> MemberValues {
    let Some(&first) = pieces.first() else {
        return MemberValues::Unreadable;
    };
    let Ok(toks) = lex(pieces) else {
        return MemberValues::Unreadable;
    };
    if toks.contains(&Tok::Eq) {
        return MemberValues::Unreadable;
    }
    let mut p = Parser::new(toks, first);
    let Ok(member) = p.sum() else {
        return MemberValues::Unreadable;
    };
    if p.peek().is_some() {
        return MemberValues::Unreadable;
    }
    let choices = fraction_choices(std::slice::from_ref(&member));
    let readings = choices
        .iter()
        .try_fold(1usize, |n, c| n.checked_mul(usize::from(*c).max(1)));
    if readings.is_none_or(|n| n > MAX_READINGS) {
        return MemberValues::Unlisted;
    }
    let mut wholes = vec![0u8; choices.len()];
    let mut values: Vec<Value> = Vec::new();
    loop {
        if let Ok(v) = expr_value(&member, &wholes) {
            if !values.contains(&v) {
                values.push(v);
            }
        }
        let mut k = 0;
        loop {
            let Some(w) = wholes.get_mut(k) else {
                return MemberValues::Listed(values);
            };
            *w += 1;
            if *w < choices[k] {
                break;
            }
            *w = 0;
            k += 1;
        }
    }
}

/// The value of a member made only of digits, decimal points and `+ − × ÷`, worked out in one
/// pass as the reader would (a `−` where a number is due negates it, × and ÷ before + and −,
/// left to right), without a parse: `Some(Some(v))`, or `Some(None)` when the tiles are not a
/// member or have no value (a division by zero, a number over fifteen digits); `None` for
/// anything else (a fraction bar, a home-made tile, a value too large for this pass), left to
/// the reader.
fn plain_member_value(pieces: &[Piece]) -> Option<Option<Value>> {
    // The sum of the terms so far and the term being read, as numerator and denominator.
    let (mut sn, mut sd) = (0i128, 1i128);
    let (mut tn, mut td) = (1i128, 1i128);
    // How the term being read joins the sum (+1 or −1) and how the factor joins the term.
    let mut term_sign = 1i128;
    let mut divide = false;
    let mut i = 0;
    let n = pieces.len();
    if n == 0 {
        return Some(None);
    }
    for w in pieces.windows(2) {
        if w[0].digit().is_none() && w[1].digit().is_none() && !grey_pair_allowed(w[0], w[1]) {
            return Some(None);
        }
    }
    loop {
        // A factor: its sign, then a number.
        let mut negative = false;
        while pieces.get(i) == Some(&Piece::Minus) {
            if negative {
                return Some(None);
            }
            negative = true;
            i += 1;
        }
        let (mut num, mut digits, mut decimals, mut point) = (0i128, 0usize, 0u32, false);
        while let Some(p) = pieces.get(i) {
            match p {
                Piece::Digit(d) => {
                    num = num * 10 + i128::from(*d);
                    digits += 1;
                    if point {
                        decimals += 1;
                    }
                    if digits > MAX_DIGITS {
                        return Some(None);
                    }
                }
                Piece::Point => {
                    if point {
                        return Some(None);
                    }
                    point = true;
                }
                _ => break,
            }
            i += 1;
        }
        match pieces.get(i) {
            None | Some(Piece::Plus | Piece::Minus | Piece::Times | Piece::Divide) => {}
            _ => return None,
        }
        if digits == 0 && !point {
            // A sign where a number is due.
            return Some(None);
        }
        if point && (decimals == 0 || pieces.get(i - 1) == Some(&Piece::Point)) {
            return Some(None);
        }
        let den = 10i128.checked_pow(decimals)?;
        let num = if negative { -num } else { num };
        if divide {
            if num == 0 {
                return Some(None);
            }
            tn = tn.checked_mul(den)?;
            td = td.checked_mul(num)?;
        } else {
            tn = tn.checked_mul(num)?;
            td = td.checked_mul(den)?;
        }
        let op = pieces.get(i).copied();
        if matches!(op, Some(Piece::Times | Piece::Divide)) {
            divide = op == Some(Piece::Divide);
            i += 1;
            continue;
        }
        // The term ends: add it to the sum.
        sn = sn
            .checked_mul(td)?
            .checked_add(term_sign.checked_mul(tn)?.checked_mul(sd)?)?;
        sd = sd.checked_mul(td)?;
        match op {
            None => break,
            Some(p) => {
                term_sign = if p == Piece::Minus { -1 } else { 1 };
                tn = 1;
                td = 1;
                divide = false;
                i += 1;
                if i >= n {
                    return Some(None);
                }
            }
        }
    }
    if sd == 0 {
        return Some(None);
    }
    Some(Some(Ratio::new(sn, sd)))
}

fn evaluate(members: &[Expr], wholes: &[u8]) -> Result<Value, ReadError> {
    let mut values = Vec::with_capacity(members.len());
    for m in members {
        values.push(expr_value(m, wholes)?);
    }
    let v0 = values[0];
    for v in &values[1..] {
        if *v != v0 {
            return Err(ReadError::Unequal(show(&v0), show(v)));
        }
    }
    Ok(v0)
}

/// The line read aloud as mathematics, with the reading found by [`check_line`]: "8 divided
/// by 5 equals 1 and 3/5" / "8 divisé par 5 égale 1 et 3/5".
pub fn speak(pieces: &[Piece], wholes: &[u8], lang: Lang) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut fraction = 0usize;
    let mut i = 0;
    while i < pieces.len() {
        match pieces[i] {
            Piece::Digit(_) | Piece::Point => {
                let start = i;
                while i < pieces.len() && matches!(pieces[i], Piece::Digit(_) | Piece::Point) {
                    i += 1;
                }
                let text: String = pieces[start..i].iter().map(|p| p.symbol()).collect();
                if pieces.get(i) == Some(&Piece::FractionBar) {
                    let w = usize::from(wholes.get(fraction).copied().unwrap_or(0));
                    fraction += 1;
                    i += 1;
                    let s = i;
                    while i < pieces.len() && pieces[i].digit().is_some() {
                        i += 1;
                    }
                    let bottom: String = pieces[s..i].iter().map(|p| p.symbol()).collect();
                    let w = w.min(text.len().saturating_sub(1));
                    let and = if lang == Lang::Fr { "et" } else { "and" };
                    if w > 0 {
                        words.push(format!("{} {and} {}/{bottom}", &text[..w], &text[w..]));
                    } else {
                        words.push(format!("{text}/{bottom}"));
                    }
                } else if lang == Lang::Fr {
                    words.push(text.replace('.', ","));
                } else {
                    words.push(text);
                }
                continue;
            }
            p => words.push(p.spoken(lang).to_string()),
        }
        i += 1;
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crossword::pieces::parse_pieces;

    fn read(text: &str) -> Result<Reading, ReadError> {
        check_line(&parse_pieces(text, true).expect("pieces"))
    }

    #[test]
    fn precedence_negatives_and_decimals() {
        assert_eq!(read("2+3×4=14").map(|r| show(&r.value)), Ok("14".into()));
        assert_eq!(read("2-5=-3").map(|r| show(&r.value)), Ok("-3".into()));
        assert_eq!(read("4×-2=-8").map(|r| show(&r.value)), Ok("-8".into()));
        assert_eq!(read("1.5+.5=2").map(|r| show(&r.value)), Ok("2".into()));
        assert_eq!(read("7÷2=3.5").map(|r| show(&r.value)), Ok("3.5".into()));
        assert_eq!(read("7÷0=1"), Err(ReadError::DivideByZero));
        assert_eq!(read("2+3"), Err(ReadError::NoEquals));
        assert_eq!(
            read("2+×3=5"),
            Err(ReadError::GreyTogether(Piece::Plus, Piece::Times))
        );
        assert_eq!(
            read("2-−3=5"),
            Err(ReadError::GreyTogether(Piece::Minus, Piece::Minus))
        );
        assert_eq!(read("3=3."), Err(ReadError::PointNeedsDigits));
        assert_eq!(
            read("3.=3"),
            Err(ReadError::GreyTogether(Piece::Point, Piece::Equals))
        );
        assert_eq!(read("1.2.3=1"), Err(ReadError::TwoPoints));
        assert_eq!(read("+3=3"), Err(ReadError::StartsWithSign(Piece::Plus)));
        assert_eq!(read("3=3+"), Err(ReadError::EndsWithSign));
        assert_eq!(
            read("1/=1"),
            Err(ReadError::GreyTogether(Piece::FractionBar, Piece::Equals))
        );
        assert_eq!(
            read("2+3=6"),
            Err(ReadError::Unequal("5".into(), "6".into()))
        );
        assert_eq!(show(&Ratio::new(13, 5)), "2.6");
        assert_eq!(show(&Ratio::new(1, 3)), "1/3");
        assert_eq!(show(&Ratio::new(-1, 8)), "-0.125");
        // Too many digits to write as a decimal: a fraction.
        let big = Ratio::new(i128::MAX / 3, 1 << 40);
        assert!(show(&big).contains('/'));
        let huge = Ratio::new(i128::MAX, 2);
        assert_eq!(show(&huge), format!("{}/2", i128::MAX));
    }

    #[test]
    fn the_one_pass_member_value_agrees_with_the_reader() {
        use crate::rng::GameRng;
        // The digits 0, 1, 2, 5 and 9, the signs and the power.
        let tiles: Vec<Piece> = crate::crossword::french::tiles::kinds(true)
            .filter(|p| {
                !matches!(
                    p,
                    Piece::Digit(3 | 4 | 6 | 7 | 8) | Piece::Open | Piece::Close | Piece::Root
                )
            })
            .collect();
        let mut rng = GameRng::from_seed(7);
        let mut valued = 0;
        for _ in 0..200_000 {
            let len = 1 + rng.below(9) as usize;
            let line: Vec<Piece> = (0..len)
                .map(|_| tiles[rng.below(tiles.len() as u32) as usize])
                .collect();
            let slow = slow_member_values(&line);
            match plain_member_value(&line) {
                Some(Some(v)) => {
                    valued += 1;
                    assert_eq!(slow, MemberValues::Listed(vec![v]), "{line:?}");
                }
                Some(None) => assert!(
                    matches!(&slow, MemberValues::Unreadable)
                        || matches!(&slow, MemberValues::Listed(v) if v.is_empty()),
                    "{line:?} {slow:?}"
                ),
                None => {}
            }
        }
        assert!(valued > 1_000, "{valued}");
        // A member is the tiles between `=`: a line is true when its members share a value.
        let m = |t: &str| member_values(&parse_pieces(t, true).expect("pieces"));
        assert_eq!(
            m("2+3×4"),
            MemberValues::Listed(vec![Ratio::from_integer(14)])
        );
        assert_eq!(m("7÷0"), MemberValues::Unreadable);
        assert_eq!(m("2=2"), MemberValues::Unreadable);
        assert_eq!(
            m("13/5"),
            MemberValues::Listed(vec![Ratio::new(13, 5), Ratio::new(8, 5)])
        );
    }

    #[test]
    fn variant_five_brackets_powers_and_roots() {
        let v = |t: &str| read(t).map(|r| show(&r.value));
        // Brackets group; powers bind tighter than × and −, and to the right.
        assert_eq!(v("(2+3)×4=20"), Ok("20".into()));
        assert_eq!(v("2+3×4=(7+7)"), Ok("14".into()));
        assert_eq!(v("2^3=8"), Ok("8".into()));
        assert_eq!(v("2×3^2=18"), Ok("18".into()));
        assert_eq!(v("2^3^2=512"), Ok("512".into()));
        assert_eq!(v("-2^2=-4"), Ok("-4".into()));
        assert_eq!(v("(-2)^2=4"), Ok("4".into()));
        assert_eq!(v("2^-1=.5"), Ok("0.5".into()));
        assert_eq!(v("((1+1))^(1+1)=4"), Ok("4".into()));
        // A root takes the number or bracket after it; a fraction tile is one number.
        assert_eq!(v("√16=4"), Ok("4".into()));
        assert_eq!(v("√16+9=13"), Ok("13".into()));
        assert_eq!(v("√(16+9)=5"), Ok("5".into()));
        assert_eq!(v("√√16=2"), Ok("2".into()));
        assert_eq!(v("√9/4=1.5"), Ok("1.5".into()));
        assert_eq!(v("√.25=.5"), Ok("0.5".into()));
        assert_eq!(read("√8=3"), Err(ReadError::RootNotExact("8".into())));
        assert_eq!(read("√(0-4)=2"), Err(ReadError::RootNotExact("-4".into())));
        assert_eq!(read("4^.5=2"), Err(ReadError::BadPower("0.5".into())));
        assert_eq!(read("2^65=1"), Err(ReadError::BadPower("65".into())));
        assert_eq!(read("9^41=1"), Err(ReadError::TooLarge));
        assert_eq!(read("0^-1=1"), Err(ReadError::DivideByZero));
        // Pairs, and signs between brackets and numbers.
        assert_eq!(read("(2+3=5"), Err(ReadError::Brackets));
        assert_eq!(read("2+3)=5"), Err(ReadError::Brackets));
        assert_eq!(read("(2=2)"), Err(ReadError::Brackets));
        assert_eq!(read("2(3)=6"), Err(ReadError::Misplaced(Piece::Open)));
        assert_eq!(read("(3)2=6"), Err(ReadError::Misplaced(Piece::Close)));
        assert_eq!(read("2√4=4"), Err(ReadError::Misplaced(Piece::Root)));
        assert_eq!(
            read("()=0"),
            Err(ReadError::GreyTogether(Piece::Open, Piece::Close))
        );
        assert_eq!(
            read("(2)(3)=6"),
            Err(ReadError::GreyTogether(Piece::Close, Piece::Open))
        );
        assert_eq!(read(")=1"), Err(ReadError::StartsWithSign(Piece::Close)));
        assert_eq!(read("^2=1"), Err(ReadError::StartsWithSign(Piece::Power)));
        assert_eq!(read("2=2^"), Err(ReadError::EndsWithSign));
        // Nesting deeper than anything a board holds is refused, not a stack overflow.
        let deep = format!("{}1{}=1", "(".repeat(500), ")".repeat(500));
        assert_eq!(read(&deep), Err(ReadError::TooLarge));
        // The pairs the reader allows are the ones the move generators try.
        for a in Piece::ALL {
            for b in Piece::ALL {
                if a.digit().is_none() && b.digit().is_none() {
                    assert_eq!(may_follow(a, b), grey_pair_allowed(a, b), "{a}{b}");
                }
            }
        }
        assert!(may_start(Piece::Open) && may_start(Piece::Root) && !may_start(Piece::Close));
        assert!(may_end(Piece::Close) && !may_end(Piece::Power));
        // Read aloud.
        let p = parse_pieces("√(9)=3", true).expect("pieces");
        assert_eq!(
            speak(&p, &[], Lang::En),
            "the square root of open bracket 9 close bracket equals 3"
        );
    }
}

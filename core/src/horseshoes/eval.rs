//! Evaluating an expression: exact rationals where possible, exact sums of radicals for
//! √ and fractional powers, verified intervals for the rest, and quick "far off" answers for
//! astronomically large values.

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_traits::{One, Signed, ToPrimitive, Zero};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::bounds::{bounds, PRECISION_LADDER};
use super::expr::{BinOp, Expr};
use super::radical::{radical, Lin};
use crate::arith::Evaluator;
use crate::exact::{log2_abs, pow_rational, to_f64, Limit, MAX_BITS, Q};
use crate::lang::Lang;

/// Why an expression has no value (it is invalid and scores 0). The `Display` text is the
/// English of [`EvalError::text_in`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum EvalError {
    /// Something is divided by zero.
    DivisionByZero,
    /// Zero raised to a negative power.
    ZeroToNegative,
    /// Zero raised to the power zero.
    ZeroToZero,
    /// The square root of a negative number.
    RootOfNegative,
    /// A negative number raised to a power that is not whole.
    NegativeToFraction,
    /// Huge parts that cancel or combine in a way too large to work out.
    TooLarge,
}

impl EvalError {
    /// The reason in `lang`, a clause about the expression ("it divides by zero").
    pub fn text_in(&self, lang: Lang) -> String {
        let (en, fr) = match self {
            EvalError::DivisionByZero => ("it divides by zero", "elle divise par zéro"),
            EvalError::ZeroToNegative => (
                "it raises zero to a negative power",
                "elle élève zéro à une puissance négative",
            ),
            EvalError::ZeroToZero => (
                "it raises zero to the power zero",
                "elle élève zéro à la puissance zéro",
            ),
            EvalError::RootOfNegative => (
                "it takes the square root of a negative number",
                "elle prend la racine carrée d'un nombre négatif",
            ),
            EvalError::NegativeToFraction => (
                "it raises a negative number to a power that is not a whole number",
                "elle élève un nombre négatif à une puissance qui n'est pas un nombre entier",
            ),
            EvalError::TooLarge => (
                "it is too large to work out",
                "elle est trop grande pour être calculée",
            ),
        };
        lang.pick(en, fr).to_string()
    }
}

crate::kit::worded_display!(EvalError);

/// Sizes beyond `2^FAR` are "astronomical": kept only as a sign and a size estimate.
const FAR: f64 = MAX_BITS as f64;

/// The value of a valid expression.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// An exact rational.
    Rational(Q),
    /// An irrational (or not provably rational) real, known through verified bounds computed
    /// from its expression at any precision.
    Irrational {
        /// The expression whose value this is (to compute bounds).
        expr: Expr,
        /// About the value (for display only).
        approx: f64,
    },
    /// An astronomically large value: `|E| > 2^33220`.
    FarOff {
        /// Whether it is negative.
        negative: bool,
        /// About `log2 |E|`.
        log2: f64,
    },
    /// A rational plus or minus an astronomically small amount (e.g. `20^(−20^20)`).
    NearRational {
        /// The rational.
        q: Q,
        /// Whether the value is just above `q` (else just below).
        above: bool,
    },
}

impl Value {
    /// Compares the value with a rational exactly. For values known only through bounds the
    /// precision is raised (up to 6144 bits) until the bounds leave `q`; a value that stays
    /// inside at 6144 bits is taken as equal (it is then rational and equal to `q` in every case
    /// we know of; see the README).
    pub fn cmp_rational(&self, q: &Q) -> Ordering {
        match self {
            Value::Rational(v) => v.cmp(q),
            Value::FarOff { negative, .. } => {
                if *negative {
                    Ordering::Less
                } else {
                    Ordering::Greater
                }
            }
            Value::NearRational { q: v, above } => match v.cmp(q) {
                Ordering::Equal if *above => Ordering::Greater,
                Ordering::Equal => Ordering::Less,
                o => o,
            },
            Value::Irrational { expr, .. } => cmp_expr(expr, q),
        }
    }

    /// The exact value as text ("399", "19/2") when rational.
    pub fn exact_text(&self) -> Option<String> {
        match self {
            Value::Rational(q) => Some(q.to_string()),
            _ => None,
        }
    }

    /// The value as a decimal with `places` digits after the point (rounded to nearest), or a
    /// short description for astronomically large or small values (English; see
    /// [`Value::shown`] for other languages).
    pub fn decimal(&self, places: u32) -> String {
        self.shown(places).text_in(Lang::En)
    }

    /// The value as the apps show it, before choosing a language: a decimal with `places`
    /// digits after the point, or a description of an astronomically large or small value.
    pub fn shown(&self, places: u32) -> Shown {
        match self {
            Value::Rational(q) => Shown::Decimal(decimal(q, places)),
            Value::NearRational { q, above } => Shown::Near {
                decimal: decimal(q, places),
                above: *above,
            },
            Value::FarOff { negative, log2 } => Shown::Digits {
                negative: *negative,
                digits: digit_count(*log2),
            },
            Value::Irrational { expr, approx } => {
                if !approx.is_finite() {
                    // Beyond a float's range: described by its count of digits, as far-off
                    // values are (a decimal would run to thousands of digits).
                    let size = bounds(expr, 64).and_then(|b| {
                        crate::exact::log2_abs(&b.lo).map(|l| (b.lo.is_negative(), l))
                    });
                    if let Some((negative, log2)) = size {
                        return Shown::Digits {
                            negative,
                            digits: digit_count(log2),
                        };
                    }
                }
                let want = places as f64 * std::f64::consts::LOG2_10 + 64.0;
                let size = approx.abs().max(1.0).log2().clamp(0.0, 1024.0);
                let prec = (want + size) as u32;
                Shown::Decimal(match bounds(expr, prec) {
                    Some(b) => {
                        let lo = decimal(&b.lo, places);
                        let hi = decimal(&b.hi, places);
                        if lo == hi {
                            lo
                        } else {
                            decimal(&((b.lo + b.hi) / Q::from_integer(BigInt::from(2))), places)
                        }
                    }
                    None => format!("{approx:.*}", places as usize),
                })
            }
        }
    }

    /// A rough `f64` (for display and sorting only).
    pub fn approx(&self) -> f64 {
        match self {
            Value::Rational(q) => to_f64(q),
            Value::Irrational { approx, .. } => *approx,
            Value::FarOff { negative, .. } => {
                if *negative {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                }
            }
            Value::NearRational { q, .. } => to_f64(q),
        }
    }
}

/// A value as the apps show it, in no language yet (see [`Shown::text_in`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "HorseshoesShown"))]
pub enum Shown {
    /// A decimal with a point: `399.000000000000`, `-2.5`.
    Decimal(#[cfg_attr(feature = "uniffi", uniffi(name = "decimal"))] String),
    /// Just above or just below this decimal (the difference is astronomically small).
    Near {
        /// The decimal.
        decimal: String,
        /// Whether the value is just above it (else just below).
        above: bool,
    },
    /// An astronomically large number, described by its count of digits.
    Digits {
        /// Whether it is negative.
        negative: bool,
        /// About how many digits it has: a whole number, kept as a float because the count can
        /// pass 2⁶³ (`20^20^20` has about 1.4 × 10²⁶ digits).
        digits: f64,
    },
}

impl Shown {
    /// The value in `lang`: `399.5` / `399,5`, `just above 0.5` / `juste au-dessus de 0,5`,
    /// `(a number with about 40 digits)` / `(un nombre d'environ 40 chiffres)`.
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            Shown::Decimal(d) => number_in(d, lang),
            Shown::Near { decimal, above } => {
                let side = match (above, lang) {
                    (true, Lang::En) => "just above",
                    (false, Lang::En) => "just below",
                    (true, Lang::Fr) => "juste au-dessus de",
                    (false, Lang::Fr) => "juste en dessous de",
                };
                format!("{side} {}", number_in(decimal, lang))
            }
            Shown::Digits { negative, digits } => {
                let sign = if *negative { "-" } else { "" };
                let digits = count_text(*digits, lang);
                match lang {
                    Lang::En => format!("{sign}(a number with about {digits} digits)"),
                    Lang::Fr => format!("{sign}(un nombre d'environ {digits} chiffres)"),
                }
            }
        }
    }
}

/// How many digits a number of `log2` bits has (whole, as a float: the count can pass 2⁶³).
fn digit_count(log2: f64) -> f64 {
    (log2 * std::f64::consts::LOG10_2).floor() + 1.0
}

/// A count of digits as the language writes it: whole up to a million billion (`40`), then as
/// a power of ten (`1.4 × 10^26`, `1,4 × 10^26`).
fn count_text(count: f64, lang: Lang) -> String {
    if count < 1e15 {
        return format!("{count:.0}");
    }
    let exponent = count.log10().floor();
    let mantissa = count / 10f64.powf(exponent);
    format!("{} × 10^{exponent:.0}", lang.decimal(mantissa, 1))
}

/// A number written with a decimal point (`2.655`) as `lang` writes it: `2.655` in English,
/// `2,655` in French.
pub fn number_in(text: &str, lang: Lang) -> String {
    match lang {
        Lang::En => text.to_string(),
        Lang::Fr => text.replace('.', ","),
    }
}

/// `q` written as a decimal with `places` digits after the point, rounded half away from zero.
pub fn decimal(q: &Q, places: u32) -> String {
    let scale = num_traits::pow(BigInt::from(10), places as usize);
    let scaled = q.abs() * Q::from_integer(scale.clone());
    let n = (scaled + Q::new(BigInt::one(), BigInt::from(2)))
        .floor()
        .to_integer();
    let int_part = &n / &scale;
    let frac_part = &n % &scale;
    let sign = if q.is_negative() && !n.is_zero() {
        "-"
    } else {
        ""
    };
    if places == 0 {
        return format!("{sign}{int_part}");
    }
    format!(
        "{sign}{int_part}.{:0>width$}",
        frac_part.to_string(),
        width = places as usize
    )
}

fn cmp_expr(e: &Expr, q: &Q) -> Ordering {
    for prec in PRECISION_LADDER {
        if let Some(b) = bounds(e, prec) {
            if let Some(o) = b.compare(q) {
                return o;
            }
        }
    }
    Ordering::Equal
}

/// The sign of a subexpression known through bounds (`Equal` when it cannot be told from 0).
fn sign_of(e: &Expr) -> Ordering {
    cmp_expr(e, &Q::zero())
}

fn log2_of(e: &Expr) -> f64 {
    for prec in PRECISION_LADDER {
        if let Some(b) = bounds(e, prec) {
            let m = if b.lo.abs() > b.hi.abs() {
                b.lo.abs()
            } else {
                b.hi.abs()
            };
            return log2_abs(&m).unwrap_or(f64::NEG_INFINITY);
        }
    }
    f64::NEG_INFINITY
}

/// The value of one node while evaluating.
#[derive(Debug, Clone)]
enum Node {
    /// An exact sum of radicals (a rational when it has only a rational term).
    Lin(Lin),
    /// Known only through bounds computed from the subexpression.
    Opaque,
    /// Astronomically large.
    Far { negative: bool, log2: f64 },
    /// A rational plus or minus an astronomically small amount.
    Near { q: Q, above: bool },
}

impl Node {
    fn rational(q: Q) -> Node {
        Node::Lin(Lin::rational(q))
    }

    fn as_rational(&self) -> Option<Q> {
        match self {
            Node::Lin(l) => l.as_rational(),
            _ => None,
        }
    }

    fn is_zero(&self) -> bool {
        matches!(self, Node::Lin(l) if l.terms.is_empty())
    }
}

/// Evaluates an expression (which need not use a puzzle's numbers; see `parse`).
pub fn evaluate(e: &Expr) -> Result<Value, EvalError> {
    Ok(match node(e)? {
        Node::Lin(l) => match l.as_rational() {
            Some(q) => Value::Rational(q),
            None => irrational(e),
        },
        Node::Opaque => irrational(e),
        Node::Far { negative, log2 } => Value::FarOff { negative, log2 },
        Node::Near { q, above } => Value::NearRational { q, above },
    })
}

fn irrational(e: &Expr) -> Value {
    let approx = bounds(e, 64).map_or(f64::NAN, |b| to_f64(&b.lo));
    Value::Irrational {
        expr: e.clone(),
        approx,
    }
}

/// Sign of a node whose subexpression is `e` (`Equal` for zero or undecidable).
fn node_sign(n: &Node, e: &Expr) -> Ordering {
    match n {
        Node::Lin(l) => match l.as_rational() {
            Some(q) => q.cmp(&Q::zero()),
            None => sign_of(e),
        },
        Node::Opaque => sign_of(e),
        Node::Far { negative, .. } => {
            if *negative {
                Ordering::Less
            } else {
                Ordering::Greater
            }
        }
        Node::Near { q, above } => match q.cmp(&Q::zero()) {
            Ordering::Equal if *above => Ordering::Greater,
            Ordering::Equal => Ordering::Less,
            o => o,
        },
    }
}

fn node_log2(n: &Node, e: &Expr) -> f64 {
    match n {
        Node::Far { log2, .. } => *log2,
        Node::Lin(l) => match l.as_rational() {
            Some(q) => log2_abs(&q).unwrap_or(f64::NEG_INFINITY),
            None => log2_of(e),
        },
        Node::Opaque => log2_of(e),
        Node::Near { q, .. } => log2_abs(q).unwrap_or(-FAR),
    }
}

/// Classifies a value of estimated size `2^log2` (from an exponent) as far off, near zero, or
/// ordinary (`None`).
fn by_size(log2: f64, negative: bool) -> Option<Node> {
    if log2 > FAR + 8.0 {
        Some(Node::Far { negative, log2 })
    } else if log2 < -FAR - 8.0 {
        Some(Node::Near {
            q: Q::zero(),
            above: !negative,
        })
    } else {
        None
    }
}

fn lin_or_opaque(l: Option<Lin>) -> Node {
    match l {
        Some(l) => Node::Lin(l),
        None => Node::Opaque,
    }
}

fn node(e: &Expr) -> Result<Node, EvalError> {
    e.evaluate_with(&mut Exact)
}

/// Exact values: rationals and sums of radicals, bounds from the expression for the rest.
struct Exact;

impl Evaluator<u32> for Exact {
    type Value = Node;
    type Error = EvalError;

    fn number(&mut self, n: &u32) -> Result<Node, EvalError> {
        Ok(Node::rational(Q::from_integer(BigInt::from(*n))))
    }

    fn negate(&mut self, a: Node, _: &Expr) -> Result<Node, EvalError> {
        add_node(Node::rational(Q::zero()), a, true)
    }

    fn binary(
        &mut self,
        op: BinOp,
        a: Node,
        b: Node,
        l: &Expr,
        r: &Expr,
    ) -> Result<Node, EvalError> {
        match op {
            BinOp::Add => add_node(a, b, false),
            BinOp::Sub => add_node(a, b, true),
            BinOp::Mul => mul_node(a, b, l, r),
            BinOp::Div => div_node(a, b, l, r),
            BinOp::Pow => pow_node(a, b, l, r),
        }
    }

    fn root(&mut self, a: Node, ea: &Expr) -> Result<Node, EvalError> {
        sqrt_node(a, ea)
    }
}

fn sqrt_node(a: Node, ea: &Expr) -> Result<Node, EvalError> {
    let s = node_sign(&a, ea);
    if s == Ordering::Less {
        return Err(EvalError::RootOfNegative);
    }
    match a {
        Node::Lin(l) => {
            if l.terms.is_empty() {
                return Ok(Node::rational(Q::zero()));
            }
            match l.single() {
                Some(t) => Ok(lin_or_opaque(Lin::term_pow_abs(t, &BigInt::one(), 2))),
                None => Ok(Node::Opaque),
            }
        }
        Node::Opaque => Ok(Node::Opaque),
        Node::Far { log2, .. } => by_size(log2 / 2.0, false).ok_or(EvalError::TooLarge),
        Node::Near { q, above } => {
            if q.is_zero() && above {
                Ok(Node::Near { q, above })
            } else {
                Err(EvalError::TooLarge)
            }
        }
    }
}

fn add_node(a: Node, b: Node, negate: bool) -> Result<Node, EvalError> {
    use Node::*;
    Ok(match (a, b) {
        (Lin(x), Lin(y)) => lin_or_opaque(x.add(&y, negate)),
        (
            Far { negative, log2 },
            Far {
                negative: n2,
                log2: l2,
            },
        ) => {
            if negative == (n2 != negate) {
                Far {
                    negative,
                    log2: log2.max(l2),
                }
            } else {
                return Err(EvalError::TooLarge);
            }
        }
        (Far { negative, log2 }, _) => Far { negative, log2 },
        (_, Far { negative, log2 }) => Far {
            negative: negative != negate,
            log2,
        },
        (Near { q, above }, Near { q: q2, above: a2 }) => {
            if above == (a2 != negate) {
                Near {
                    q: if negate { q - q2 } else { q + q2 },
                    above,
                }
            } else {
                return Err(EvalError::TooLarge);
            }
        }
        (Near { q, above }, other) => match other.as_rational() {
            Some(r) => Near {
                q: if negate { q - r } else { q + r },
                above,
            },
            None => return Err(EvalError::TooLarge),
        },
        (other, Near { q, above }) => match other.as_rational() {
            Some(r) => Near {
                q: if negate { r - q } else { r + q },
                above: above != negate,
            },
            None => return Err(EvalError::TooLarge),
        },
        (Opaque, _) | (_, Opaque) => Opaque,
    })
}

fn mul_node(a: Node, b: Node, ea: &Expr, eb: &Expr) -> Result<Node, EvalError> {
    use Node::*;
    if a.is_zero() || b.is_zero() {
        return Ok(Node::rational(Q::zero()));
    }
    Ok(match (a, b) {
        (Lin(x), Lin(y)) => match x.mul(&y) {
            Some(l) => Lin(l),
            // Too large to multiply out: kept by its size when that is astronomical.
            None => {
                let (x, y) = (Lin(x), Lin(y));
                let negative = node_sign(&x, ea) != node_sign(&y, eb);
                by_size(node_log2(&x, ea) + node_log2(&y, eb), negative).unwrap_or(Opaque)
            }
        },
        (
            Far { negative, log2 },
            Far {
                negative: n2,
                log2: l2,
            },
        ) => Far {
            negative: negative != n2,
            log2: log2 + l2,
        },
        (Far { negative, log2 }, other) => far_times(negative, log2, &other, eb)?,
        (other, Far { negative, log2 }) => far_times(negative, log2, &other, ea)?,
        (Near { q, above }, Near { q: q2, above: a2 }) if q.is_zero() && q2.is_zero() => Near {
            q,
            above: above == a2,
        },
        (Near { q, above }, other) | (other, Near { q, above }) => match other.as_rational() {
            Some(r) => Near {
                q: q * &r,
                above: above != r.is_negative(),
            },
            None => return Err(EvalError::TooLarge),
        },
        (Opaque, _) | (_, Opaque) => Opaque,
    })
}

fn far_times(negative: bool, log2: f64, other: &Node, e: &Expr) -> Result<Node, EvalError> {
    if matches!(other, Node::Near { .. }) {
        return Err(EvalError::TooLarge);
    }
    let sign = node_sign(other, e);
    if sign == Ordering::Equal {
        return Err(EvalError::TooLarge);
    }
    by_size(
        log2 + node_log2(other, e),
        negative != (sign == Ordering::Less),
    )
    .ok_or(EvalError::TooLarge)
}

fn div_node(a: Node, b: Node, ea: &Expr, eb: &Expr) -> Result<Node, EvalError> {
    use Node::*;
    if node_sign(&b, eb) == Ordering::Equal {
        return Err(EvalError::DivisionByZero);
    }
    if a.is_zero() {
        return Ok(Node::rational(Q::zero()));
    }
    Ok(match (a, b) {
        (Lin(x), Lin(y)) => match y.single() {
            Some(t) => {
                // 1 / (c · r^(1/k)) = (1/(c·r)) · (r^(k-1))^(1/k).
                let inv = super::radical::Lin::term_pow_abs(t, &BigInt::from(-1), 1);
                match inv {
                    Some(mut inv) => {
                        if t.c.is_negative() {
                            for term in &mut inv.terms {
                                term.c = -term.c.clone();
                            }
                        }
                        lin_or_opaque(x.mul(&inv))
                    }
                    None => Opaque,
                }
            }
            None => Opaque,
        },
        (Far { .. }, Far { .. }) => return Err(EvalError::TooLarge),
        (Far { negative, log2 }, other) => {
            if matches!(other, Near { .. }) {
                return Err(EvalError::TooLarge);
            }
            let s = node_sign(&other, eb) == Ordering::Less;
            by_size(log2 - node_log2(&other, eb), negative != s).ok_or(EvalError::TooLarge)?
        }
        (other, Far { negative, .. }) => {
            if matches!(other, Near { .. }) {
                return Err(EvalError::TooLarge);
            }
            let s = node_sign(&other, ea) == Ordering::Less;
            Near {
                q: Q::zero(),
                above: negative == s,
            }
        }
        (Near { q, above }, other) => match other.as_rational() {
            Some(r) => Near {
                q: q / &r,
                above: above != r.is_negative(),
            },
            None => return Err(EvalError::TooLarge),
        },
        (_, Near { .. }) => return Err(EvalError::TooLarge),
        (Opaque, _) | (_, Opaque) => Opaque,
    })
}

fn pow_node(a: Node, b: Node, ea: &Expr, eb: &Expr) -> Result<Node, EvalError> {
    use Node::*;
    let base_sign = node_sign(&a, ea);
    let exp_sign = node_sign(&b, eb);
    // Zero bases first.
    if base_sign == Ordering::Equal && !matches!(a, Near { .. }) {
        return match exp_sign {
            Ordering::Greater => Ok(Node::rational(Q::zero())),
            Ordering::Equal => Err(EvalError::ZeroToZero),
            Ordering::Less => Err(EvalError::ZeroToNegative),
        };
    }
    if exp_sign == Ordering::Equal && !matches!(b, Near { .. }) {
        return Ok(Node::rational(Q::one()));
    }
    let exp_q = b.as_rational();
    let whole = exp_q.as_ref().is_some_and(|q| q.is_integer());
    if base_sign == Ordering::Less && matches!(b, Far { .. }) {
        return Err(EvalError::TooLarge);
    }
    if base_sign == Ordering::Less && !whole {
        return Err(EvalError::NegativeToFraction);
    }
    // An odd whole exponent keeps a negative base's sign.
    let odd = exp_q
        .as_ref()
        .is_some_and(|q| q.is_integer() && q.numer().bits() > 0 && q.numer().bit(0));
    let negative = base_sign == Ordering::Less && odd;
    if let Some(bq) = a.as_rational() {
        if bq.abs().is_one() {
            return Ok(Node::rational(if negative { -Q::one() } else { Q::one() }));
        }
    }
    match (&a, &b) {
        (Near { .. }, _) | (_, Near { .. }) => return Err(EvalError::TooLarge),
        (Far { .. }, Far { .. }) => return Err(EvalError::TooLarge),
        _ => {}
    }
    // The size of the result, estimated without building it.
    let lb = node_log2(&a, ea);
    let size = match &b {
        Far { negative: en, .. } => {
            // x^(astronomical): depends on |x| against 1.
            let gt1 = match &a {
                Far { .. } => true,
                _ => cmp_node_one(&a, ea) == Ordering::Greater,
            };
            if base_sign == Ordering::Less {
                return Err(EvalError::TooLarge);
            }
            if gt1 != *en {
                f64::INFINITY
            } else {
                f64::NEG_INFINITY
            }
        }
        _ => {
            let ev = match &exp_q {
                Some(q) => to_f64(q),
                None => bounds(eb, 64).map_or(f64::NAN, |x| to_f64(&x.lo)),
            };
            ev * lb
        }
    };
    if size.is_nan() {
        return Err(EvalError::TooLarge);
    }
    if let Some(n) = by_size(size, negative) {
        return Ok(n);
    }
    if matches!(a, Far { .. }) || matches!(b, Far { .. }) {
        return Err(EvalError::TooLarge);
    }
    let q = match exp_q {
        Some(q) => q,
        None => return Ok(Opaque),
    };
    Ok(match a {
        Lin(l) => {
            if let Some(x) = l.as_rational() {
                match pow_rational(&x, &q) {
                    Ok(Some(v)) => Node::rational(v),
                    Err(Limit::TooLarge) => Opaque,
                    Ok(None) => radical_pow(&x, &q),
                }
            } else if let Some(t) = l.single() {
                let qd = q.denom().to_u32();
                match qd.and_then(|d| super::radical::Lin::term_pow_abs(t, q.numer(), d)) {
                    Some(mut r) => {
                        if negative {
                            for term in &mut r.terms {
                                term.c = -term.c.clone();
                            }
                        }
                        Lin(r)
                    }
                    None => Opaque,
                }
            } else if q.is_integer() && q.is_positive() && q.numer().bits() <= 5 {
                let n = q.numer().to_u32().unwrap_or(0);
                let mut acc = Some(l.clone());
                for _ in 1..n {
                    acc = acc.and_then(|x| x.mul(&l));
                }
                lin_or_opaque(acc)
            } else {
                Opaque
            }
        }
        _ => Opaque,
    })
}

/// `x^(p/q)` for a positive rational whose power is irrational: `(x^p)^(1/q)` exactly.
fn radical_pow(x: &Q, e: &Q) -> Node {
    let (Some(q), Ok(Some(xp))) = (e.denom().to_u32(), crate::exact::pow_int(x, e.numer())) else {
        return Node::Opaque;
    };
    match radical(&xp, q) {
        Some((c, r, k)) => {
            let unit = Lin::rational(c);
            let rad = Lin {
                terms: vec![super::radical::Term { c: Q::one(), r, k }],
            };
            lin_or_opaque(unit.mul(&rad))
        }
        None => Node::Opaque,
    }
}

fn cmp_node_one(a: &Node, ea: &Expr) -> Ordering {
    match a.as_rational() {
        Some(q) => q.abs().cmp(&Q::one()),
        None => {
            let s = sign_of(ea);
            let one = if s == Ordering::Less {
                -Q::one()
            } else {
                Q::one()
            };
            let c = cmp_expr(ea, &one);
            if s == Ordering::Less {
                c.reverse()
            } else {
                c
            }
        }
    }
}

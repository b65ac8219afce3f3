//! Evaluating an equation tree: exact wherever the result is rational.

use super::constants;
use super::error::TufError;
use super::settings::{JMode, PiReading, Settings};
use super::syntax::{BinOp, Node, NodeKind};
use super::value::{Value, ValueError};
use crate::exact::{self, Q};
use num_bigint::BigInt;
use num_traits::{One, Signed, ToPrimitive, Zero};

/// What an evaluation needs besides the tree.
pub struct Context<'a> {
    /// The game's settings.
    pub settings: &'a Settings,
    /// The reading of π in force (never `Auto` here).
    pub pi: PiReading,
    /// χ's declared value, read once.
    pub chi: Option<Value>,
}

impl Context<'_> {
    fn allow_imaginary(&self) -> bool {
        self.settings.constants && self.settings.j == JMode::Imaginary
    }
}

fn arith(at: usize) -> impl Fn(ValueError) -> TufError {
    move |error| TufError::Arithmetic {
        error,
        position: at,
    }
}

/// The value of a node.
pub fn eval(n: &Node, cx: &Context<'_>) -> Result<Value, TufError> {
    let e = arith(n.at);
    match &n.kind {
        NodeKind::Number(lit) => Ok(Value::real(lit.value.clone())),
        NodeKind::Fraction(d) => Ok(Value::real(exact::frac(1, i64::from(*d)))),
        NodeKind::Pi => Ok(constants::pi(cx.pi)),
        NodeKind::Chi => cx
            .chi
            .clone()
            .ok_or(TufError::ChiUndeclared { position: n.at }),
        NodeKind::J => Ok(Value::j()),
        NodeKind::Neg(x) | NodeKind::NegGroup(x) => Ok(eval(x, cx)?.neg()),
        NodeKind::Group(x) => eval(x, cx),
        NodeKind::Bin(op, l, r) => {
            let a = eval(l, cx)?;
            let b = eval(r, cx)?;
            match op {
                BinOp::Add => a.add(&b),
                BinOp::Sub => a.sub(&b),
                BinOp::Mul | BinOp::ImplicitMul => a.mul(&b),
                BinOp::Div => a.div(&b),
            }
            .map_err(e)
        }
        NodeKind::Pow(b, x) => {
            let exponent = eval(x, cx)?;
            let base = eval(b, cx)?;
            base.pow(&exponent, cx.allow_imaginary()).map_err(e)
        }
        NodeKind::Percent(x) => eval(x, cx)?
            .mul(&Value::real(exact::frac(1, 100)))
            .map_err(e),
        NodeKind::Factorial(x) => factorial(&eval(x, cx)?, n.at),
        NodeKind::Log { base, arg } => {
            let b = match base {
                Some(b) => eval(b, cx)?,
                None => Value::int(10),
            };
            log(&b, &eval(arg, cx)?, n.at)
        }
        NodeKind::Tan(arg) => {
            let radians = contains_pi(arg) && cx.pi != PiReading::Degrees;
            tan(&eval(arg, cx)?, radians, n.at)
        }
    }
}

/// Whether π appears anywhere in a tree (then tan reads its argument in radians).
pub fn contains_pi(n: &Node) -> bool {
    n.any(&|k| matches!(k, NodeKind::Pi))
}

/// `n!` for a whole `n` whose factorial stays within the size limit.
fn factorial(v: &Value, at: usize) -> Result<Value, TufError> {
    let bad = TufError::BadFactorial { position: at };
    let q = v.as_real().ok_or(bad.clone())?;
    if !q.is_integer() || q.is_negative() {
        return Err(bad);
    }
    let n = q.numer().to_u64().ok_or(TufError::Arithmetic {
        error: ValueError::TooLarge,
        position: at,
    })?;
    if n > 4000 {
        return Err(TufError::Arithmetic {
            error: ValueError::TooLarge,
            position: at,
        });
    }
    let mut acc = BigInt::one();
    for k in 2..=n {
        acc *= k;
        if acc.bits() > exact::MAX_BITS {
            return Err(TufError::Arithmetic {
                error: ValueError::TooLarge,
                position: at,
            });
        }
    }
    Ok(Value::real(Q::from_integer(acc)))
}

/// `log_b x`: exact when x is a rational power of b, else an approximation.
fn log(b: &Value, x: &Value, at: usize) -> Result<Value, TufError> {
    let undefined = TufError::LogUndefined { position: at };
    let positive = |v: &Value| match v {
        Value::Exact { re, im } => im.is_zero() && re.is_positive(),
        Value::Approx(a) => a.im.abs() < 1e-15 && a.re > 0.0,
    };
    if !positive(b) || !positive(x) || b.as_real().is_some_and(|q| q.is_one()) {
        return Err(undefined);
    }
    if let (Some(bq), Some(xq)) = (b.as_real(), x.as_real()) {
        if let Some(k) = exact_log(bq, xq) {
            return Ok(Value::real(k));
        }
        let (lb, lx) = (exact::log2_abs(bq), exact::log2_abs(xq));
        if let (Some(lb), Some(lx)) = (lb, lx) {
            if lb == 0.0 {
                return Err(undefined);
            }
            return Value::approx(lx / lb).map_err(arith(at));
        }
        return Err(undefined);
    }
    let (bf, xf) = (b.to_approx().re, x.to_approx().re);
    if (bf - 1.0).abs() < 1e-15 {
        return Err(undefined);
    }
    Value::approx(xf.ln() / bf.ln()).map_err(arith(at))
}

/// The rational `k` with `b^k = x`, when there is one with a small denominator.
fn exact_log(b: &Q, x: &Q) -> Option<Q> {
    if x.is_one() {
        return Some(Q::zero());
    }
    let f = exact::log2_abs(x)? / exact::log2_abs(b)?;
    if !f.is_finite() || f.abs() > 1e6 {
        return None;
    }
    for den in 1i64..=12 {
        let num = (f * den as f64).round();
        if (f * den as f64 - num).abs() > 1e-6 || num == 0.0 {
            continue;
        }
        let num = num as i64;
        // Check b^num == x^den exactly, within the size limit.
        let lhs = exact::pow_int(b, &BigInt::from(num)).ok()??;
        let rhs = exact::pow_int(x, &BigInt::from(den)).ok()??;
        if lhs == rhs {
            return Some(exact::frac(num, den));
        }
    }
    None
}

/// tan of an angle in degrees (exact at multiples of 45°, an error at 90° + k·180°), or in
/// radians when π appears in the argument.
fn tan(v: &Value, radians: bool, at: usize) -> Result<Value, TufError> {
    let undefined = TufError::TanUndefined { position: at };
    if let (false, Some(q)) = (radians, v.as_real()) {
        // Reduce the angle to [0, 180).
        let n180 = Q::from_integer(BigInt::from(180));
        let turns = (q / &n180).floor();
        let d = q - turns * &n180;
        if d.is_integer() {
            match d.numer().to_i64() {
                Some(0) => return Ok(Value::int(0)),
                Some(45) => return Ok(Value::int(1)),
                Some(90) => return Err(undefined),
                Some(135) => return Ok(Value::int(-1)),
                _ => {}
            }
        }
        let deg = exact::to_f64(&d);
        return Value::approx(deg.to_radians().tan()).map_err(arith(at));
    }
    let a = v.to_approx();
    if a.im.abs() > 1e-15 {
        return Err(undefined);
    }
    let x = if radians { a.re } else { a.re.to_radians() };
    let half_turns = x / std::f64::consts::PI - 0.5;
    if (half_turns - half_turns.round()).abs() < 1e-12 {
        return Err(undefined);
    }
    let t = x.tan();
    if !t.is_finite() || t.abs() > 1e15 {
        return Err(undefined);
    }
    Value::approx(t).map_err(arith(at))
}

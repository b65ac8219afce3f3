//! Values of TUF expressions: exact Gaussian rationals, or approximations for irrational results.
//!
//! Arithmetic is exact wherever the result is rational (or rational plus a rational multiple of
//! `j`). Irrational roots, π as a real number, tan and log of most arguments give an
//! approximation ([`Value::Approx`]); the equality rule of [`super::equality`] says when an
//! approximate side equals another.

use crate::exact::{self, Limit, Q};
use crate::lang::Lang;
use num_bigint::BigInt;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::fmt;

/// A complex approximation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Approx {
    /// Real part.
    pub re: f64,
    /// Imaginary part.
    pub im: f64,
}

/// The value of an expression.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// An exact value `re + im·j` (im is zero for real values).
    Exact {
        /// Real part.
        re: Q,
        /// Imaginary part.
        im: Q,
    },
    /// An approximation of an irrational value.
    Approx(Approx),
}

/// Why an operation on values failed (the caller adds the position).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueError {
    /// Division by zero.
    DivisionByZero,
    /// `0` to the power `0`.
    ZeroToZero,
    /// `0` to a negative power.
    ZeroToNegative,
    /// An even root of a negative number without `j` in play.
    EvenRootOfNegative,
    /// A negative or complex number to an irrational or unsupported power.
    UnsupportedPower,
    /// A result beyond the size limit.
    TooLarge,
}

impl From<Limit> for ValueError {
    fn from(_: Limit) -> Self {
        ValueError::TooLarge
    }
}

type R = Result<Value, ValueError>;

impl Value {
    /// An exact real value.
    pub fn real(q: Q) -> Value {
        Value::Exact {
            re: q,
            im: Q::zero(),
        }
    }

    /// A whole number.
    pub fn int(n: i64) -> Value {
        Value::real(exact::int(n))
    }

    /// The imaginary unit `j`.
    pub fn j() -> Value {
        Value::Exact {
            re: Q::zero(),
            im: Q::one(),
        }
    }

    /// An approximate real value; errors when not finite.
    pub fn approx(re: f64) -> R {
        Value::approx_c(re, 0.0)
    }

    fn approx_c(re: f64, im: f64) -> R {
        if re.is_finite() && im.is_finite() {
            Ok(Value::Approx(Approx { re, im }))
        } else {
            Err(ValueError::TooLarge)
        }
    }

    /// The exact real value, if this is one.
    pub fn as_real(&self) -> Option<&Q> {
        match self {
            Value::Exact { re, im } if im.is_zero() => Some(re),
            _ => None,
        }
    }

    /// Whether the value is exact.
    pub fn is_exact(&self) -> bool {
        matches!(self, Value::Exact { .. })
    }

    /// The value as a complex approximation.
    pub fn to_approx(&self) -> Approx {
        match self {
            Value::Exact { re, im } => Approx {
                re: exact::to_f64(re),
                im: exact::to_f64(im),
            },
            Value::Approx(a) => *a,
        }
    }

    /// Whether the value is zero (an approximation within 1e-12).
    pub fn is_zero(&self) -> bool {
        match self {
            Value::Exact { re, im } => re.is_zero() && im.is_zero(),
            Value::Approx(a) => a.re.abs() < 1e-12 && a.im.abs() < 1e-12,
        }
    }

    fn check(re: Q, im: Q) -> R {
        if exact::bits(&re) > exact::MAX_BITS || exact::bits(&im) > exact::MAX_BITS {
            return Err(ValueError::TooLarge);
        }
        Ok(Value::Exact { re, im })
    }

    /// `self + other`.
    pub fn add(&self, other: &Value) -> R {
        match (self, other) {
            (Value::Exact { re: a, im: b }, Value::Exact { re: c, im: d }) => {
                Value::check(exact::add(a, c), exact::add(b, d))
            }
            _ => {
                let (x, y) = (self.to_approx(), other.to_approx());
                Value::approx_c(x.re + y.re, x.im + y.im)
            }
        }
    }

    /// `−self`.
    pub fn neg(&self) -> Value {
        match self {
            Value::Exact { re, im } => Value::Exact { re: -re, im: -im },
            Value::Approx(a) => Value::Approx(Approx {
                re: -a.re,
                im: -a.im,
            }),
        }
    }

    /// `self − other`.
    pub fn sub(&self, other: &Value) -> R {
        self.add(&other.neg())
    }

    /// `self × other`.
    pub fn mul(&self, other: &Value) -> R {
        match (self, other) {
            (Value::Exact { re: a, im: b }, Value::Exact { re: c, im: d }) => {
                if b.is_zero() && d.is_zero() {
                    return Value::check(exact::mul(a, c), Q::zero());
                }
                Value::check(a * c - b * d, a * d + b * c)
            }
            _ => {
                let (x, y) = (self.to_approx(), other.to_approx());
                Value::approx_c(x.re * y.re - x.im * y.im, x.re * y.im + x.im * y.re)
            }
        }
    }

    /// `self ÷ other`.
    pub fn div(&self, other: &Value) -> R {
        if other.is_zero() {
            return Err(ValueError::DivisionByZero);
        }
        match (self, other) {
            (Value::Exact { re: a, im: b }, Value::Exact { re: c, im: d }) => {
                if b.is_zero() && d.is_zero() {
                    return Value::check(exact::div(a, c), Q::zero());
                }
                let n = c * c + d * d;
                Value::check((a * c + b * d) / &n, (b * c - a * d) / &n)
            }
            _ => {
                let (x, y) = (self.to_approx(), other.to_approx());
                let n = y.re * y.re + y.im * y.im;
                Value::approx_c(
                    (x.re * y.re + x.im * y.im) / n,
                    (x.im * y.re - x.re * y.im) / n,
                )
            }
        }
    }

    /// `self ^ exp`. Exact whenever the result is rational (or a Gaussian rational for whole
    /// exponents); `allow_imaginary` lets an even root of a negative give a multiple of `j`.
    pub fn pow(&self, exp: &Value, allow_imaginary: bool) -> R {
        let exp_re = match exp {
            Value::Exact { re, im } if im.is_zero() => Some(re.clone()),
            Value::Exact { .. } => return Err(ValueError::UnsupportedPower),
            Value::Approx(a) if a.im.abs() < 1e-15 => None,
            Value::Approx(_) => return Err(ValueError::UnsupportedPower),
        };
        if self.is_zero() {
            let sign = match &exp_re {
                Some(q) => q.signum(),
                None => exact::frac(exp.to_approx().re.signum() as i64, 1),
            };
            return if sign.is_zero() {
                Err(ValueError::ZeroToZero)
            } else if sign.is_negative() {
                Err(ValueError::ZeroToNegative)
            } else {
                Ok(Value::int(0))
            };
        }
        match (self, exp_re) {
            (Value::Exact { re, im }, Some(e)) if im.is_zero() => real_pow(re, &e, allow_imaginary),
            (Value::Exact { re, im }, Some(e)) if e.is_integer() => {
                gauss_pow_int(re, im, e.numer())
            }
            (_, Some(e)) => approx_pow(self.to_approx(), exact::to_f64(&e)),
            (_, None) => {
                let base = self.to_approx();
                if base.im.abs() > 1e-15 || base.re < 0.0 {
                    return Err(ValueError::UnsupportedPower);
                }
                Value::approx(base.re.powf(exp.to_approx().re))
            }
        }
    }
}

/// `re ^ e` for an exact real base and an exact rational exponent.
fn real_pow(base: &Q, e: &Q, allow_imaginary: bool) -> R {
    if let Some(q) = exact::pow_rational(base, e)? {
        return Ok(Value::real(q));
    }
    let k = e.denom().to_u64().unwrap_or(u64::MAX);
    let p = e.numer();
    // Guard the size of an irrational result before approximating.
    if let Some(l) = exact::log2_abs(base) {
        if (l * exact::to_f64(e)).abs() > 1000.0 {
            return Err(ValueError::TooLarge);
        }
    }
    if base.is_negative() {
        if k % 2 == 1 {
            // An odd root of a negative is negative; the power's parity sets the sign.
            let mag = exact::to_f64(&-base).powf(exact::to_f64(e));
            let odd = p.magnitude().bit(0);
            return Value::approx(if odd { -mag } else { mag });
        }
        if !allow_imaginary {
            return Err(ValueError::EvenRootOfNegative);
        }
        if k != 2 {
            return Err(ValueError::UnsupportedPower);
        }
        // (−b)^(p/2) = |b|^(p/2) · j^p.
        let magnitude = real_pow(&-base, e, false)?;
        let jp = gauss_pow_int(&Q::zero(), &Q::one(), p)?;
        return magnitude.mul(&jp);
    }
    Value::approx(exact::to_f64(base).powf(exact::to_f64(e)))
}

/// `(re + im·j) ^ n` for a whole `n`, exactly, by squaring.
fn gauss_pow_int(re: &Q, im: &Q, n: &BigInt) -> R {
    let base = Value::Exact {
        re: re.clone(),
        im: im.clone(),
    };
    // j^n cycles with period 4, so powers of a unit never grow.
    if re.is_zero() && im.abs().is_one() {
        let m = (n % BigInt::from(4) + BigInt::from(4)) % BigInt::from(4);
        let k = m.to_u32().unwrap_or(0);
        let mut v = Value::int(1);
        for _ in 0..k {
            v = v.mul(&base)?;
        }
        return Ok(v);
    }
    let mut e = n.magnitude().to_u64().ok_or(ValueError::TooLarge)?;
    if e > exact::MAX_BITS {
        return Err(ValueError::TooLarge);
    }
    let mut result = Value::int(1);
    let mut square = base;
    while e > 0 {
        if e & 1 == 1 {
            result = result.mul(&square)?;
        }
        e >>= 1;
        if e > 0 {
            square = square.mul(&square)?;
        }
    }
    if n.is_negative() {
        Value::int(1).div(&result)
    } else {
        Ok(result)
    }
}

fn approx_pow(base: Approx, e: f64) -> R {
    if base.im.abs() < 1e-15 && base.re >= 0.0 {
        return Value::approx(base.re.powf(e));
    }
    if base.im.abs() < 1e-15 && e.fract() == 0.0 {
        return Value::approx(base.re.powf(e));
    }
    // Principal value through polar form.
    let r = (base.re * base.re + base.im * base.im).sqrt().powf(e);
    let t = base.im.atan2(base.re) * e;
    Value::approx_c(r * t.cos(), r * t.sin())
}

/// Writes a rational as `n` or `n/d`.
pub fn rational_text(q: &Q) -> String {
    if q.is_integer() {
        q.numer().to_string()
    } else {
        format!("{}/{}", q.numer(), q.denom())
    }
}

fn approx_text(x: f64) -> String {
    let s = format!("{x:.12}");
    let s = s.trim_end_matches('0').trim_end_matches('.').to_string();
    if s == "-0" {
        "0".into()
    } else {
        s
    }
}

impl Value {
    /// The value as a sentence in `lang` writes it: the `Display` text, with a decimal comma in
    /// French (`≈1,414213562373`).
    pub fn text_in(&self, lang: Lang) -> String {
        let text = self.to_string();
        match lang {
            Lang::En => text,
            Lang::Fr => text.replace('.', ","),
        }
    }
}

impl fmt::Display for Value {
    /// Exact values as `19/2`, `3/2+1/2j`, `-j`; approximations as `≈3.141592653590`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Exact { re, im } => {
                if im.is_zero() {
                    return write!(f, "{}", rational_text(re));
                }
                let imag = if im.is_one() {
                    "j".to_string()
                } else if (-im).is_one() {
                    "-j".to_string()
                } else {
                    format!("{}j", rational_text(im))
                };
                if re.is_zero() {
                    write!(f, "{imag}")
                } else if imag.starts_with('-') {
                    write!(f, "{}{}", rational_text(re), imag)
                } else {
                    write!(f, "{}+{}", rational_text(re), imag)
                }
            }
            Value::Approx(a) => {
                if a.im.abs() < 1e-12 {
                    write!(f, "≈{}", approx_text(a.re))
                } else {
                    let sign = if a.im < 0.0 { "-" } else { "+" };
                    write!(
                        f,
                        "≈{}{}{}j",
                        approx_text(a.re),
                        sign,
                        approx_text(a.im.abs())
                    )
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact::{frac, int};

    #[test]
    fn j_powers_follow_the_rulebook() {
        let j = Value::j();
        assert_eq!(j.pow(&Value::int(2), true).unwrap(), Value::int(-1));
        assert_eq!(j.pow(&Value::int(3), true).unwrap(), j.neg());
        assert_eq!(j.pow(&Value::int(4), true).unwrap(), Value::int(1));
        assert_eq!(j.pow(&Value::int(75), true).unwrap(), j.neg());
        assert_eq!(j.pow(&Value::int(6), true).unwrap(), Value::int(-1));
    }

    #[test]
    fn even_roots_of_negatives_need_j() {
        let m1 = Value::int(-1);
        let half = Value::real(frac(1, 2));
        assert_eq!(m1.pow(&half, false), Err(ValueError::EvenRootOfNegative));
        assert_eq!(m1.pow(&half, true).unwrap(), Value::j());
        assert_eq!(
            Value::int(-8).pow(&Value::real(frac(1, 3)), false).unwrap(),
            Value::int(-2)
        );
    }

    #[test]
    fn zero_powers_and_division_fail_cleanly() {
        let zero = Value::int(0);
        assert_eq!(zero.pow(&zero, false), Err(ValueError::ZeroToZero));
        assert_eq!(
            zero.pow(&Value::int(-1), false),
            Err(ValueError::ZeroToNegative)
        );
        assert_eq!(Value::int(1).div(&zero), Err(ValueError::DivisionByZero));
    }

    #[test]
    fn display_is_exact_where_possible() {
        assert_eq!(Value::real(frac(19, 2)).to_string(), "19/2");
        assert_eq!(Value::j().neg().to_string(), "-j");
        let v = Value::Exact {
            re: frac(3, 2),
            im: frac(1, 2),
        };
        assert_eq!(v.to_string(), "3/2+1/2j");
        assert_eq!(
            Value::int(2)
                .pow(&Value::real(frac(1, 2)), false)
                .unwrap()
                .to_string(),
            "≈1.414213562373"
        );
        assert_eq!(Value::real(int(7)).to_string(), "7");
    }
}

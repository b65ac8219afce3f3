//! The rulebook's score: 10 when `|T − E| < 2`; otherwise `10 − N` where
//! `2^N ≤ |T − E| < 2^(N+1)`; 0 when `|T − E| ≥ 1024`; 0 for an invalid expression. Band
//! edges are compared exactly (no floating `log2`).

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_traits::Signed;
use serde::{Deserialize, Serialize};

use super::eval::{decimal, Value};
use super::expr::{BinOp, Expr};
use crate::exact::{int, Q};

/// Whether `|t − value| ≥ edge` exactly (for `edge > 0`).
fn at_least(value: &Value, t: &Q, edge: &Q) -> bool {
    // |t − E| ≥ edge  ⇔  E ≤ t − edge  or  E ≥ t + edge.
    value.cmp_rational(&(t - edge)) != Ordering::Greater
        || value.cmp_rational(&(t + edge)) != Ordering::Less
}

/// The band `N` (`2^N ≤ |T − E| < 2^(N+1)`), `0` for `|T − E| < 2`, and `10` for `≥ 1024`.
pub fn band(value: &Value, target: u32) -> u32 {
    let t = int(target as i64);
    // Find the largest N in 1..=10 with |T − E| ≥ 2^N; bands are nested so test from the top.
    for n in (1..=10u32).rev() {
        if at_least(value, &t, &int(1i64 << n)) {
            return n;
        }
    }
    0
}

/// The score of a valid expression's value (0..=10).
pub fn score_value(value: &Value, target: u32) -> u32 {
    match band(value, target) {
        0 => 10,
        n => 10 - n,
    }
}

/// `|T − E|` as a rational when `E` is rational.
pub fn distance(value: &Value, target: u32) -> Option<Q> {
    match value {
        Value::Rational(q) => Some(num_traits::Signed::abs(&(int(target as i64) - q))),
        _ => None,
    }
}

/// A number as the apps show it: at most three places after the point (`58`, `2.655`,
/// `163.623`, `1055.8`), and whether that is exact (else it is rounded: "about", `≈`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "HorseshoesRounded"))]
pub struct Rounded {
    /// The number as a decimal with a point, trailing zeros removed.
    pub decimal: String,
    /// Whether that decimal is the exact number.
    pub exact: bool,
}

impl Rounded {
    fn of_rational(q: &Q) -> Rounded {
        let thousandths = q * Q::from_integer(BigInt::from(1000));
        Rounded {
            decimal: trim_zeros(&decimal(q, 3)),
            exact: thousandths.is_integer(),
        }
    }
}

/// The value to three places, or `None` when it is astronomically large or small (see
/// [`super::Shown`] for those).
pub fn rounded(value: &Value) -> Option<Rounded> {
    match value {
        Value::Rational(q) => Some(Rounded::of_rational(q)),
        Value::Irrational { .. } => Some(Rounded {
            decimal: trim_zeros(&value.decimal(3)),
            exact: false,
        }),
        Value::NearRational { .. } | Value::FarOff { .. } => None,
    }
}

/// `|T − E|` to three places, or `None` when the value is astronomically far off.
pub fn distance_shown(value: &Value, target: u32) -> Option<Rounded> {
    let t = int(target as i64);
    match value {
        Value::Rational(q) => Some(Rounded::of_rational(&(&t - q).abs())),
        Value::NearRational { q, .. } => Some(Rounded {
            exact: false,
            ..Rounded::of_rational(&(&t - q).abs())
        }),
        Value::FarOff { .. } => None,
        Value::Irrational { expr, approx } => {
            let above = value.cmp_rational(&t) == Ordering::Greater;
            let target_leaf = Expr::Num(target);
            let diff = if above {
                Expr::bin(BinOp::Sub, expr.clone(), target_leaf)
            } else {
                Expr::bin(BinOp::Sub, target_leaf, expr.clone())
            };
            let d = Value::Irrational {
                expr: diff,
                approx: (approx - f64::from(target)).abs(),
            };
            Some(Rounded {
                decimal: trim_zeros(&d.decimal(3)),
                exact: false,
            })
        }
    }
}

/// `58.000` → `58`, `1055.800` → `1055.8`.
fn trim_zeros(text: &str) -> String {
    if !text.contains('.') {
        return text.to_string();
    }
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::horseshoes::{evaluate, parse::parse_free};

    fn dist(text: &str, target: u32) -> Option<Rounded> {
        distance_shown(&evaluate(&parse_free(text).unwrap()).unwrap(), target)
    }

    #[test]
    fn distances_read_like_the_rulebook() {
        let d = dist("sqrt((17+3)^4) - 1", 341).unwrap();
        assert_eq!((d.decimal.as_str(), d.exact), ("58", true));
        let d = dist("(4/3)^(17+1)", 341).unwrap();
        assert_eq!((d.decimal.as_str(), d.exact), ("163.623", false));
        let d = dist("11828/10", 127).unwrap();
        assert_eq!((d.decimal.as_str(), d.exact), ("1055.8", true));
        let d = dist("1/3 + 340", 341).unwrap();
        assert_eq!((d.decimal.as_str(), d.exact), ("0.667", false));
        let d = dist("sqrt(2)*1000", 341).unwrap();
        assert_eq!(d.decimal, "1073.214");
        assert_eq!(dist("20^20^20", 341), None);
        let v = |t: &str| rounded(&evaluate(&parse_free(t).unwrap()).unwrap()).unwrap();
        assert_eq!(v("(4/3)^(17+1)").decimal, "177.377");
        assert!(!v("(4/3)^(17+1)").exact);
        assert_eq!((v("19/2").decimal.as_str(), v("19/2").exact), ("9.5", true));
    }
}

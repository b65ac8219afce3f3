//! The constant cube's values: π's readings and χ's declared value.

use super::settings::PiReading;
use super::value::Value;
use crate::exact::{self, Q};
use num_bigint::BigInt;
use std::str::FromStr;

/// The value of π under a reading (`Auto` is resolved by the caller and reads as the real number).
pub fn pi(reading: PiReading) -> Value {
    match reading {
        PiReading::Degrees => Value::int(180),
        PiReading::TwentyTwoSevenths => Value::real(exact::frac(22, 7)),
        PiReading::Real | PiReading::Auto => Value::Approx(super::value::Approx {
            re: std::f64::consts::PI,
            im: 0.0,
        }),
    }
}

/// The rulebook's suggestions for χ, offered as presets (label, value text).
pub const CHI_PRESETS: [(&str, &str); 18] = [
    ("2/3", "2/3"),
    ("3/4", "3/4"),
    ("1/6", "1/6"),
    ("12", "12"),
    ("100", "100"),
    ("1000", "1000"),
    ("10⁶", "10^6"),
    ("√2", "sqrt(2)"),
    ("√3", "sqrt(3)"),
    ("e", "e"),
    ("9/5 (Fahrenheit to centigrade degrees)", "9/5"),
    ("25.4 (mm per inch)", "25.4"),
    ("28.41 (cc per fluid oz)", "28.41"),
    ("28.349 (grams per oz avoirdupois)", "28.349"),
    ("3412 (BTU per kWh)", "3412"),
    ("32.17 (acceleration of gravity, ft/s²)", "32.17"),
    ("0.621 (miles per kilometre)", "0.621"),
    ("2.205 (pounds per kilogram)", "2.205"),
];

/// Reads χ's declared value: a whole number, a fraction `a/b`, a decimal `25.4`, a power of ten
/// `10^6`, a square root `sqrt(2)` or `√2`, or `e`. `None` when the text is none of these.
pub fn parse_chi(text: &str) -> Option<Value> {
    let t = text.trim();
    if t == "e" {
        return Value::approx(std::f64::consts::E).ok();
    }
    if let Some(inner) = t
        .strip_prefix("sqrt(")
        .and_then(|r| r.strip_suffix(')'))
        .or_else(|| t.strip_prefix('√'))
    {
        let q = parse_rational(inner)?;
        if q < Q::from_integer(BigInt::from(0)) {
            return None;
        }
        return Value::real(q)
            .pow(&Value::real(exact::frac(1, 2)), false)
            .ok();
    }
    if let Some((b, e)) = t.split_once('^') {
        let b = parse_rational(b)?;
        let e: i64 = e.trim().parse().ok()?;
        if !(-100..=100).contains(&e) {
            return None;
        }
        return Value::real(b).pow(&Value::int(e), false).ok();
    }
    parse_rational(t).map(Value::real)
}

/// Reads `12`, `-3`, `9/5` or `25.4` exactly.
pub fn parse_rational(text: &str) -> Option<Q> {
    let t = text.trim();
    if t.is_empty() || t.len() > 200 {
        return None;
    }
    if let Some((n, d)) = t.split_once('/') {
        let n = BigInt::from_str(n.trim()).ok()?;
        let d = BigInt::from_str(d.trim()).ok()?;
        if d == BigInt::from(0) {
            return None;
        }
        return Some(Q::new(n, d));
    }
    if let Some((i, f)) = t.split_once('.') {
        if !f.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let negative = i.starts_with('-');
        let i_digits = i.trim_start_matches('-');
        let whole = if i_digits.is_empty() {
            BigInt::from(0)
        } else {
            BigInt::from_str(i_digits).ok()?
        };
        let frac_part = if f.is_empty() {
            BigInt::from(0)
        } else {
            BigInt::from_str(f).ok()?
        };
        let scale = num_traits::pow(BigInt::from(10), f.len());
        let q = Q::new(whole * &scale + frac_part, scale);
        return Some(if negative { -q } else { q });
    }
    BigInt::from_str(t).ok().map(Q::from_integer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_reads() {
        for (label, text) in CHI_PRESETS {
            assert!(parse_chi(text).is_some(), "{label}");
        }
        assert_eq!(parse_chi("9/5"), Some(Value::real(exact::frac(9, 5))));
        assert_eq!(parse_chi("25.4"), Some(Value::real(exact::frac(127, 5))));
        assert_eq!(parse_chi("10^6"), Some(Value::int(1_000_000)));
        assert!(!parse_chi("sqrt(2)").map(|v| v.is_exact()).unwrap_or(true));
        assert_eq!(parse_chi("sqrt(9)"), Some(Value::int(3)));
        assert_eq!(parse_chi("banana"), None);
        assert_eq!(parse_chi("1/0"), None);
    }
}

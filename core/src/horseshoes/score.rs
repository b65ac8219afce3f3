//! The rulebook's score: 10 when `|T − E| < 2`; otherwise `10 − N` where
//! `2^N ≤ |T − E| < 2^(N+1)`; 0 when `|T − E| ≥ 1024`; 0 for an invalid expression. Band
//! edges are compared exactly (no floating `log2`).

use std::cmp::Ordering;

use super::eval::Value;
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

//! Small exact helpers on `i64` rationals, kept for the Countdown mode's output.

/// An exact rational `num/den`, `den > 0`.
pub type R = (i64, i64);

/// `|t − v|` as a rational.
pub fn distance(v: R, t: u32) -> R {
    let n = (t as i128) * v.1 as i128 - v.0 as i128;
    (n.unsigned_abs().min(i64::MAX as u128) as i64, v.1)
}

/// The score of a rational value for a target (the rulebook's bands, compared exactly).
pub fn score_r(v: R, t: u32) -> u32 {
    let d = distance(v, t);
    for n in (1..=10u32).rev() {
        if (d.0 as i128) >= (1i128 << n) * d.1 as i128 {
            return 10 - n;
        }
    }
    10
}

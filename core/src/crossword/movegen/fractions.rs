//! What a product's factors make, as a reduced fraction.

use crate::arith::Op;

/// A number folded into what a product's factors make.
pub(super) enum Fold {
    Ok((i128, i128)),
    /// Refused whatever the term (a division by 0).
    Refused,
    /// Too large to list.
    Overflow,
}

/// `p` (numerator, denominator) times or divided by `n`, reduced.
pub(super) fn fold(p: (i128, i128), op: Op, n: i128) -> Fold {
    let (num, den) = match op {
        Op::Div if n == 0 => return Fold::Refused,
        Op::Div => (Some(p.0), p.1.checked_mul(n)),
        _ => (p.0.checked_mul(n), Some(p.1)),
    };
    let (Some(num), Some(den)) = (num, den) else {
        return Fold::Overflow;
    };
    Fold::Ok(reduce(num, den))
}

/// `n / d` reduced (`d` not 0).
pub(super) fn reduce(n: i128, d: i128) -> (i128, i128) {
    let g = gcd(n, d).max(1);
    (div(n, g), div(d, g))
}

/// `a / b` (`b` not 0), in 64 bits when both fit (an `i128` division is a library call).
pub(super) fn div(a: i128, b: i128) -> i128 {
    match (i64::try_from(a), i64::try_from(b)) {
        // i64::MIN / −1 is the one quotient that does not fit.
        (Ok(x), Ok(y)) if y != -1 => i128::from(x / y),
        _ => a / b,
    }
}

pub(super) fn gcd(a: i128, b: i128) -> i128 {
    let (a, b) = (a.unsigned_abs(), b.unsigned_abs());
    if let (Ok(a), Ok(b)) = (u64::try_from(a), u64::try_from(b)) {
        // Binary (Stein's) gcd: no division (an `i128` one is a library call).
        if a == 0 || b == 0 {
            return i128::from(a | b);
        }
        let shift = (a | b).trailing_zeros();
        let (mut a, mut b) = (a >> a.trailing_zeros(), b);
        while b != 0 {
            b >>= b.trailing_zeros();
            if a > b {
                (a, b) = (b, a);
            }
            b -= a;
        }
        return i128::from(a << shift);
    }
    let (mut a, mut b) = (a, b);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i128::try_from(a).unwrap_or(i128::MAX)
}

#[cfg(test)]
mod tests {
    use super::{div, fold, gcd, reduce, Fold};
    use crate::arith::Op;

    fn euclid(a: i128, b: i128) -> i128 {
        let (mut a, mut b) = (a.abs(), b.abs());
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    }

    #[test]
    fn binary_gcd_agrees_with_euclid() {
        let values = [
            0i128,
            1,
            2,
            3,
            12,
            -18,
            97,
            1 << 40,
            (1 << 40) * 3,
            999_999_999_999_999,
            -720_720,
            i128::from(u64::MAX) + 7,
            (i128::from(u64::MAX) + 1) * 6,
        ];
        for &a in &values {
            for &b in &values {
                assert_eq!(gcd(a, b), euclid(a, b), "gcd({a}, {b})");
            }
        }
    }

    #[test]
    fn quotients_in_64_bits_agree_with_128() {
        let values = [
            1i128,
            -1,
            7,
            -12,
            i128::from(i64::MAX),
            i128::from(i64::MIN),
            i128::from(i64::MAX) + 9,
            -(1i128 << 70),
        ];
        for &a in &values {
            for &b in &values {
                assert_eq!(div(a, b), a / b, "{a} / {b}");
            }
        }
        assert_eq!(div(i128::from(i64::MIN), -1), -i128::from(i64::MIN));
        assert_eq!(reduce(12, -18), (2, -3));
        assert_eq!(reduce(0, 5), (0, 1));
    }

    #[test]
    fn folds_reduce_and_refuse_division_by_zero() {
        assert!(matches!(fold((6, 1), Op::Div, 4), Fold::Ok((3, 2))));
        assert!(matches!(fold((3, 2), Op::Mul, 4), Fold::Ok((6, 1))));
        assert!(matches!(fold((3, 2), Op::Div, 0), Fold::Refused));
        assert!(matches!(fold((i128::MAX, 1), Op::Mul, 3), Fold::Overflow));
    }
}

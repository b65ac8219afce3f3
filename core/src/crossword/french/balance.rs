//! A quick test that a filled line cannot be a true equation, for the move generators, which
//! fill thousands of lines and read each whole with [`check_line`](super::check_line) (a parse,
//! exact fractions and allocations: most of a search's time).
//!
//! Each member of the line is worked out modulo the prime p = 2⁶¹ − 1 with the reading's own
//! precedence (× and ÷ before + and −, left to right; a `−` where a number is due negates it;
//! digits side by side are one number, the decimal point dividing it by a power of ten).
//! Whole numbers, decimals and quotients by a non-zero number are exact fractions whose
//! denominators p does not divide, so equal values have equal residues: members whose residues
//! differ are surely unequal, and the line is surely false. Anything else (equal residues, a
//! fraction bar or a home-made tile, whose readings are the reader's to choose, a line the
//! quick reading cannot follow) is left to `check_line`, so the test never refuses a line that
//! `check_line` accepts.

use crate::crossword::pieces::Piece;

/// The prime 2⁶¹ − 1.
const P: u64 = (1 << 61) - 1;

fn mul(a: u64, b: u64) -> u64 {
    // Both below 2⁶¹: the product fits in 122 bits.
    let x = u128::from(a) * u128::from(b);
    let lo = (x as u64) & P;
    let hi = (x >> 61) as u64;
    let s = lo + hi;
    if s >= P {
        s - P
    } else {
        s
    }
}

fn add(a: u64, b: u64) -> u64 {
    let s = a + b;
    if s >= P {
        s - P
    } else {
        s
    }
}

fn neg(a: u64) -> u64 {
    if a == 0 {
        0
    } else {
        P - a
    }
}

fn pow(mut b: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = mul(r, b);
        }
        b = mul(b, b);
        e >>= 1;
    }
    r
}

/// The inverse of a non-zero residue (Fermat).
fn inv(a: u64) -> u64 {
    pow(a, P - 2)
}

/// The inverse of 10: 10 · 2_075_258_708_292_324_556 = 9·P + 1.
const INV10: u64 = 2_075_258_708_292_324_556;

/// Whether `pieces` surely do not read as a true equation: two members whose values differ.
/// `false` says nothing (the line may or may not be true).
pub fn surely_false(pieces: &[Piece]) -> bool {
    let mut first: Option<u64> = None;
    let mut sum = 0u64;
    // The product term so far, and how the factor being read joins it.
    let mut term = 1u64;
    let mut divide = false;
    let mut negative = false;
    // The number being read: its residue, digits seen, decimals after the point.
    let mut num = 0u64;
    let mut digits = 0u32;
    let mut decimals: Option<u32> = None;
    // Whether a number may start here (after a sign, `=` or at the start).
    let mut want_number = true;
    // Closes the number being read into the term; `None` when the quick reading gives up.
    let close = |term: u64, num: u64, decimals: Option<u32>, divide: bool, negative: bool| {
        let mut v = mul(num, pow(INV10, u64::from(decimals.unwrap_or(0))));
        if negative {
            v = neg(v);
        }
        if divide {
            (v != 0).then(|| mul(term, inv(v)))
        } else {
            Some(mul(term, v))
        }
    };
    for &p in pieces {
        match p {
            Piece::Digit(d) => {
                num = add(mul(num, 10), u64::from(d));
                digits += 1;
                if let Some(k) = decimals.as_mut() {
                    *k += 1;
                }
                want_number = false;
            }
            Piece::Point => {
                if decimals.is_some() {
                    return false;
                }
                decimals = Some(0);
                want_number = false;
            }
            Piece::Minus if want_number => {
                if negative {
                    return false;
                }
                negative = true;
            }
            Piece::Plus | Piece::Minus | Piece::Times | Piece::Divide | Piece::Equals => {
                if want_number || digits == 0 {
                    return false;
                }
                let Some(t) = close(term, num, decimals, divide, negative) else {
                    return false;
                };
                (num, digits, decimals, negative) = (0, 0, None, false);
                want_number = true;
                match p {
                    Piece::Times | Piece::Divide => {
                        term = t;
                        divide = p == Piece::Divide;
                    }
                    _ => {
                        sum = add(sum, t);
                        (term, divide) = (1, false);
                        if p == Piece::Minus {
                            // The next term is subtracted: negate it as it is read.
                            term = neg(1);
                        } else if p == Piece::Equals {
                            match first {
                                None => first = Some(sum),
                                Some(f) if f != sum => return true,
                                Some(_) => {}
                            }
                            sum = 0;
                        }
                    }
                }
            }
            Piece::FractionBar | Piece::Power | Piece::Root | Piece::Open | Piece::Close => {
                return false;
            }
        }
    }
    if want_number || digits == 0 {
        return false;
    }
    let Some(t) = close(term, num, decimals, divide, negative) else {
        return false;
    };
    let last = add(sum, t);
    first.is_some_and(|f| f != last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crossword::pieces::parse_pieces;

    fn quick(text: &str) -> bool {
        surely_false(&parse_pieces(text, true).expect("pieces"))
    }

    fn reads_true(text: &str) -> bool {
        super::super::check_line(&parse_pieces(text, true).expect("pieces")).is_ok()
    }

    #[test]
    fn the_inverse_of_ten() {
        assert_eq!(mul(10, INV10), 1);
        assert_eq!(mul(7, inv(7)), 1);
    }

    #[test]
    fn true_lines_are_never_called_false() {
        for line in [
            "3+4=7",
            "12×3=6×6",
            "12×3=4×9=6×6",
            "7÷2=3.5",
            ".5+.5=1",
            "2×−3=−6",
            "−3×2=−6",
            "10−2−3=5",
            "8÷4÷2=1",
            "2+3×4=14",
            "1.25×4=5",
            "0.5=.50",
            "05=5",
            "3=5−2",
        ] {
            assert!(reads_true(line), "{line} is a true line");
            assert!(!quick(line), "{line}");
        }
    }

    #[test]
    fn unequal_members_are_caught() {
        for line in [
            "3+4=8",
            "2+3×4=20",
            "10−2−3=9",
            "8÷4÷2=4",
            "1=1=2",
            "7÷2=3",
            ".5=5",
        ] {
            assert!(!reads_true(line), "{line} is false");
            assert!(quick(line), "{line}");
        }
    }

    #[test]
    fn what_the_quick_reading_cannot_tell_is_left_to_the_full_one() {
        // Fractions (the reader picks the reading), no `=`, a division by zero, broken syntax.
        for line in ["1/2=3", "8:5=13/5", "3+4", "3÷0=1", "3++4=7", "=3", "3="] {
            assert!(!quick(line), "{line}");
        }
    }

    #[test]
    fn random_lines_agree_with_the_full_reading() {
        // Lines of digits, points, signs and `=`: whatever `check_line` accepts is never
        // called false, and most lines it refuses as unequal are caught without it.
        let alphabet: Vec<Piece> = (0..10)
            .map(Piece::Digit)
            .chain([
                Piece::Point,
                Piece::Plus,
                Piece::Minus,
                Piece::Times,
                Piece::Divide,
                Piece::Equals,
            ])
            .collect();
        let mut rng = crate::rng::GameRng::from_seed(17);
        let (mut accepted, mut unequal, mut caught) = (0, 0, 0);
        for _ in 0..100_000 {
            let len = 3 + rng.below(8) as usize;
            let mut line: Vec<Piece> = (0..len)
                .map(|_| {
                    // Digits half the time, so that lines often read.
                    if rng.below(2) == 0 {
                        Piece::Digit(rng.below(10) as u8)
                    } else {
                        alphabet[rng.below(alphabet.len() as u32) as usize]
                    }
                })
                .collect();
            if rng.below(2) == 0 {
                line[len / 2] = Piece::Equals;
            }
            let quick = surely_false(&line);
            match super::super::check_line(&line) {
                Ok(_) => {
                    accepted += 1;
                    assert!(!quick, "{line:?} is true");
                }
                Err(super::super::ReadError::Unequal(..)) => {
                    unequal += 1;
                    caught += usize::from(quick);
                }
                Err(_) => {}
            }
        }
        assert!(accepted > 100, "{accepted} true lines");
        assert!(caught * 100 >= unequal * 95, "{caught} of {unequal} caught");
    }
}

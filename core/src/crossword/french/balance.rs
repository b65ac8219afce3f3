//! A quick test that a filled line cannot be a true equation, for the move generators, which
//! fill thousands of lines and read each whole with [`check_line`](super::check_line) (a parse,
//! exact fractions and allocations: most of a search's time).
//!
//! Each member of the line is worked out modulo the prime p = 2⁶¹ − 1 with the reading's own
//! precedence (× and ÷ before + and −, left to right; a `−` where a number is due negates it;
//! digits side by side are one number, the decimal point dividing it by a power of ten).
//! Whole numbers, decimals and quotients by a non-zero number are exact fractions whose
//! denominators p does not divide, so equal values have equal residues: members whose residues
//! differ are surely unequal, and the line is surely false. Each value is kept as a numerator
//! and a denominator modulo p, so no inverse is ever worked out (a division swaps them; two
//! members are compared crosswise). Anything else (equal residues, a
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

/// A value modulo p as a fraction: numerator and a non-zero denominator (so that no inverse is
/// ever needed: dividing swaps, comparing cross-multiplies).
#[derive(Clone, Copy)]
struct Frac {
    n: u64,
    d: u64,
}

impl Frac {
    const ZERO: Frac = Frac { n: 0, d: 1 };
    const ONE: Frac = Frac { n: 1, d: 1 };

    fn times(self, o: Frac) -> Frac {
        Frac {
            n: mul(self.n, o.n),
            d: mul(self.d, o.d),
        }
    }

    /// `self ÷ o`; `None` when `o` is zero.
    fn over(self, o: Frac) -> Option<Frac> {
        (o.n != 0).then(|| Frac {
            n: mul(self.n, o.d),
            d: mul(self.d, o.n),
        })
    }

    fn plus(self, o: Frac) -> Frac {
        Frac {
            n: add(mul(self.n, o.d), mul(o.n, self.d)),
            d: mul(self.d, o.d),
        }
    }

    fn negated(self) -> Frac {
        Frac {
            n: neg(self.n),
            d: self.d,
        }
    }

    fn equals(self, o: Frac) -> bool {
        mul(self.n, o.d) == mul(o.n, self.d)
    }
}

/// Whether `pieces` surely do not read as a true equation: two members whose values differ.
/// `false` says nothing (the line may or may not be true).
pub fn surely_false(pieces: &[Piece]) -> bool {
    let mut first: Option<Frac> = None;
    let mut sum = Frac::ZERO;
    // The product term so far, and how the factor being read joins it.
    let mut term = Frac::ONE;
    let mut divide = false;
    let mut negative = false;
    // The number being read (its digits over 10 to the power of its decimals), digits seen, and
    // whether the decimal point was seen.
    let mut num = Frac::ZERO;
    let mut digits = 0u32;
    let mut point = false;
    // Whether a number may start here (after a sign, `=` or at the start).
    let mut want_number = true;
    // Closes the number being read into the term; `None` when the quick reading gives up.
    let close = |term: Frac, num: Frac, divide: bool, negative: bool| {
        let v = if negative { num.negated() } else { num };
        if divide {
            term.over(v)
        } else {
            Some(term.times(v))
        }
    };
    for &p in pieces {
        match p {
            Piece::Digit(d) => {
                num.n = add(mul(num.n, 10), u64::from(d));
                if point {
                    num.d = mul(num.d, 10);
                }
                digits += 1;
                want_number = false;
            }
            Piece::Point => {
                if point {
                    return false;
                }
                point = true;
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
                let Some(t) = close(term, num, divide, negative) else {
                    return false;
                };
                (num, digits, point, negative) = (Frac::ZERO, 0, false, false);
                want_number = true;
                match p {
                    Piece::Times | Piece::Divide => {
                        term = t;
                        divide = p == Piece::Divide;
                    }
                    _ => {
                        sum = sum.plus(t);
                        (term, divide) = (Frac::ONE, false);
                        if p == Piece::Minus {
                            // The next term is subtracted: negate it as it is read.
                            term = Frac::ONE.negated();
                        } else if p == Piece::Equals {
                            match first {
                                None => first = Some(sum),
                                Some(f) if !f.equals(sum) => return true,
                                Some(_) => {}
                            }
                            sum = Frac::ZERO;
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
    let Some(t) = close(term, num, divide, negative) else {
        return false;
    };
    let last = sum.plus(t);
    first.is_some_and(|f| !f.equals(last))
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
    fn fractions_modulo_p() {
        // 1/2 + 1/3 = 5/6, and 7 ÷ 7 = 1, compared without inverses.
        let f = |n, d| Frac { n, d };
        assert!(f(1, 2).plus(f(1, 3)).equals(f(5, 6)));
        assert!(f(7, 1).over(f(7, 1)).is_some_and(|v| v.equals(Frac::ONE)));
        assert!(f(7, 1).over(Frac::ZERO).is_none());
        assert!(!f(1, 2).equals(f(1, 3)));
        assert!(f(3, 1).negated().plus(f(3, 1)).equals(Frac::ZERO));
        // Near p: (p − 1)·(p − 1) = 1.
        assert_eq!(mul(P - 1, P - 1), 1);
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

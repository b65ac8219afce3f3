//! Reading and checking one line of the French game: adjacent digits make one number
//! (rule 13: left to right, top to bottom), decimals with the decimal point (rule 9),
//! fractions and mixed numbers with the fraction bar (rule 8; the reading that makes the line
//! true is the one announced), leading zeros and `+ 0` (rule 12), negative numbers after the
//! grey pairs rule 14 allows, chains of `=` with every member equal (rule 10's note), exact
//! arithmetic with standard precedence.

use crate::crossword::pieces::Piece;
use crate::kit::Worded;
use crate::lang::Lang;
use num_rational::Ratio;
use num_traits::{CheckedAdd, CheckedDiv, CheckedMul, CheckedSub, Zero};
use std::fmt;

/// An exact value of a line (whole numbers, decimals and fractions).
pub type Value = Ratio<i128>;

/// The most digits a number may have.
pub const MAX_DIGITS: usize = 15;

/// The most readings of the fraction bars tried in one line.
const MAX_READINGS: usize = 512;

/// Whether `a` then `b`, both grey, may stand side by side (rule 14: `× −`, `÷ −`, `− .`,
/// `+ .`, `× .`, `÷ .`, `+ −`; and, reconstructed rule 5, `= −` and `= .`).
pub fn grey_pair_allowed(a: Piece, b: Piece) -> bool {
    use Piece::*;
    matches!(
        (a, b),
        (Times, Minus)
            | (Divide, Minus)
            | (Minus, Point)
            | (Plus, Point)
            | (Times, Point)
            | (Divide, Point)
            | (Plus, Minus)
            | (Equals, Minus)
            | (Equals, Point)
    )
}

/// Why a line of the French game is not a true equation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// No tiles.
    Empty,
    /// Two grey tiles side by side that rule 14 does not allow.
    GreyTogether(Piece, Piece),
    /// The line starts with a sign that cannot begin a number.
    StartsWithSign(Piece),
    /// The line ends with a sign.
    EndsWithSign,
    /// A decimal point with no digit after it.
    PointNeedsDigits,
    /// Two decimal points in one number.
    TwoPoints,
    /// A fraction bar without digits on both sides.
    FractionNeedsDigits,
    /// A fraction with a decimal point in it.
    FractionWithPoint,
    /// No `=`.
    NoEquals,
    /// A division or fraction by zero.
    DivideByZero,
    /// A number with more than fifteen digits, or a value too large to check.
    TooLarge,
    /// The members are not equal (two of the values, written out).
    Unequal(String, String),
}

impl Worded for ReadError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (ReadError::Empty, Lang::En) => "there are no tiles".into(),
            (ReadError::Empty, Lang::Fr) => "il n\u{2019}y a aucun jeton".into(),
            (ReadError::GreyTogether(a, b), Lang::En) => {
                format!("two grey tiles cannot stand side by side here ({a} {b}, rule 14)")
            }
            (ReadError::GreyTogether(a, b), Lang::Fr) => {
                format!("deux jetons gris ne peuvent pas se suivre ici ({a} {b}, règle 14)")
            }
            (ReadError::StartsWithSign(p), Lang::En) => {
                format!("an equation cannot start with {p}")
            }
            (ReadError::StartsWithSign(p), Lang::Fr) => {
                format!("une équation ne peut pas commencer par {p}")
            }
            (ReadError::EndsWithSign, Lang::En) => "an equation cannot end with a sign".into(),
            (ReadError::EndsWithSign, Lang::Fr) => {
                "une équation ne peut pas finir par un signe".into()
            }
            (ReadError::PointNeedsDigits, Lang::En) => {
                "a decimal point needs a digit after it".into()
            }
            (ReadError::PointNeedsDigits, Lang::Fr) => {
                "un point décimal doit être suivi d\u{2019}un chiffre".into()
            }
            (ReadError::TwoPoints, Lang::En) => "a number has only one decimal point".into(),
            (ReadError::TwoPoints, Lang::Fr) => {
                "un nombre n\u{2019}a qu\u{2019}un seul point décimal".into()
            }
            (ReadError::FractionNeedsDigits, Lang::En) => {
                "a fraction bar needs digits on both sides".into()
            }
            (ReadError::FractionNeedsDigits, Lang::Fr) => {
                "la barre de fraction doit avoir des chiffres des deux côtés".into()
            }
            (ReadError::FractionWithPoint, Lang::En) => {
                "a fraction cannot hold a decimal point".into()
            }
            (ReadError::FractionWithPoint, Lang::Fr) => {
                "une fraction ne peut pas contenir de point décimal".into()
            }
            (ReadError::NoEquals, Lang::En) => "an equation needs an equals sign".into(),
            (ReadError::NoEquals, Lang::Fr) => {
                "une équation a besoin d\u{2019}un signe égal".into()
            }
            (ReadError::DivideByZero, Lang::En) => "you cannot divide by 0".into(),
            (ReadError::DivideByZero, Lang::Fr) => "on ne peut pas diviser par 0".into(),
            (ReadError::TooLarge, Lang::En) => "a number is too large".into(),
            (ReadError::TooLarge, Lang::Fr) => "un nombre est trop grand".into(),
            (ReadError::Unequal(a, b), Lang::En) => {
                format!("the members are not equal ({a} and {b})")
            }
            (ReadError::Unequal(a, b), Lang::Fr) => {
                format!("les membres ne sont pas égaux ({a} et {b})")
            }
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            ReadError::Empty => "empty",
            ReadError::GreyTogether(..) => "grey_together",
            ReadError::StartsWithSign(_) => "starts_with_sign",
            ReadError::EndsWithSign => "ends_with_sign",
            ReadError::PointNeedsDigits => "point_needs_digits",
            ReadError::TwoPoints => "two_points",
            ReadError::FractionNeedsDigits => "fraction_needs_digits",
            ReadError::FractionWithPoint => "fraction_with_point",
            ReadError::NoEquals => "no_equals",
            ReadError::DivideByZero => "divide_by_zero",
            ReadError::TooLarge => "too_large",
            ReadError::Unequal(..) => "unequal",
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(Lang::En))
    }
}

impl std::error::Error for ReadError {}

/// A number as read: its digits, where its decimal point is, or its fraction.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Num {
    /// Digits, with the decimal point after `point` of them (`None`: a whole number).
    Plain {
        digits: Vec<u8>,
        point: Option<usize>,
    },
    /// Digits before the fraction bar (a mixed number takes its first ones as the whole
    /// part) and after it.
    Fraction { top: Vec<u8>, bottom: Vec<u8> },
}

/// A token of a line.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Num(Num),
    Op(Piece),
    Eq,
}

fn digits_value(d: &[u8]) -> Option<i128> {
    d.iter().try_fold(0i128, |acc, x| {
        acc.checked_mul(10)?.checked_add(i128::from(*x))
    })
}

fn lex(pieces: &[Piece]) -> Result<Vec<Tok>, ReadError> {
    if pieces.is_empty() {
        return Err(ReadError::Empty);
    }
    for w in pieces.windows(2) {
        if w[0].digit().is_none() && w[1].digit().is_none() && !grey_pair_allowed(w[0], w[1]) {
            return Err(ReadError::GreyTogether(w[0], w[1]));
        }
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < pieces.len() {
        match pieces[i] {
            Piece::Digit(_) | Piece::Point => {
                let mut digits = Vec::new();
                let mut point = None;
                while let Some(p) = pieces.get(i) {
                    match p {
                        Piece::Digit(d) => digits.push(*d),
                        Piece::Point if point.is_some() => return Err(ReadError::TwoPoints),
                        Piece::Point => point = Some(digits.len()),
                        _ => break,
                    }
                    i += 1;
                }
                if point == Some(digits.len()) {
                    return Err(ReadError::PointNeedsDigits);
                }
                if pieces.get(i) == Some(&Piece::FractionBar) {
                    if point.is_some() {
                        return Err(ReadError::FractionWithPoint);
                    }
                    i += 1;
                    let mut bottom = Vec::new();
                    while let Some(p) = pieces.get(i) {
                        match p {
                            Piece::Digit(d) => bottom.push(*d),
                            Piece::Point => return Err(ReadError::FractionWithPoint),
                            Piece::FractionBar => return Err(ReadError::FractionNeedsDigits),
                            _ => break,
                        }
                        i += 1;
                    }
                    if bottom.is_empty() {
                        return Err(ReadError::FractionNeedsDigits);
                    }
                    if digits.len() > MAX_DIGITS || bottom.len() > MAX_DIGITS {
                        return Err(ReadError::TooLarge);
                    }
                    out.push(Tok::Num(Num::Fraction {
                        top: digits,
                        bottom,
                    }));
                } else {
                    if digits.len() > MAX_DIGITS {
                        return Err(ReadError::TooLarge);
                    }
                    out.push(Tok::Num(Num::Plain { digits, point }));
                }
            }
            Piece::FractionBar => return Err(ReadError::FractionNeedsDigits),
            Piece::Equals => {
                out.push(Tok::Eq);
                i += 1;
            }
            op => {
                out.push(Tok::Op(op));
                i += 1;
            }
        }
    }
    Ok(out)
}

/// One term of a member: an optional minus sign and a number.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Term {
    negative: bool,
    num: Num,
}

/// A member: terms joined by + − × ÷.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Member {
    first: Term,
    rest: Vec<(Piece, Term)>,
}

fn parse(toks: Vec<Tok>, first: Piece) -> Result<Vec<Member>, ReadError> {
    let mut members = Vec::new();
    let mut it = toks.into_iter().peekable();
    let term = |it: &mut std::iter::Peekable<std::vec::IntoIter<Tok>>,
                at_start: bool|
     -> Result<Term, ReadError> {
        let mut negative = false;
        match it.next() {
            Some(Tok::Num(num)) => return Ok(Term { negative, num }),
            Some(Tok::Op(Piece::Minus)) => negative = true,
            Some(Tok::Op(p)) if at_start => return Err(ReadError::StartsWithSign(p)),
            Some(Tok::Eq) if at_start => return Err(ReadError::StartsWithSign(Piece::Equals)),
            Some(_) => return Err(ReadError::GreyTogether(first, first)),
            None => return Err(ReadError::EndsWithSign),
        }
        match it.next() {
            Some(Tok::Num(num)) => Ok(Term { negative, num }),
            None => Err(ReadError::EndsWithSign),
            Some(_) => Err(ReadError::GreyTogether(Piece::Minus, Piece::Minus)),
        }
    };
    let mut at_start = true;
    loop {
        let first_term = term(&mut it, at_start)?;
        at_start = false;
        let mut rest = Vec::new();
        loop {
            match it.next() {
                None => {
                    members.push(Member {
                        first: first_term,
                        rest,
                    });
                    if members.len() < 2 {
                        return Err(ReadError::NoEquals);
                    }
                    return Ok(members);
                }
                Some(Tok::Eq) => {
                    members.push(Member {
                        first: first_term,
                        rest,
                    });
                    break;
                }
                Some(Tok::Op(op)) => {
                    let t = term(&mut it, false)?;
                    rest.push((op, t));
                }
                Some(Tok::Num(_)) => return Err(ReadError::GreyTogether(first, first)),
            }
        }
    }
}

/// How a line was read: the value of its members and, for each fraction bar in reading order,
/// how many of the digits before it are a mixed number's whole part (0: a plain fraction).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    /// The common value of the members.
    pub value: Value,
    /// The whole-part digits of each fraction, in reading order.
    pub wholes: Vec<u8>,
}

fn num_value(num: &Num, whole_digits: u8) -> Result<Value, ReadError> {
    match num {
        Num::Plain { digits, point } => {
            let n = digits_value(digits).ok_or(ReadError::TooLarge)?;
            let decimals = point.map_or(0, |p| digits.len() - p);
            let d = 10i128
                .checked_pow(u32::try_from(decimals).map_err(|_| ReadError::TooLarge)?)
                .ok_or(ReadError::TooLarge)?;
            Ok(Ratio::new(n, d))
        }
        Num::Fraction { top, bottom } => {
            let split = usize::from(whole_digits).min(top.len().saturating_sub(1));
            let whole = digits_value(&top[..split]).ok_or(ReadError::TooLarge)?;
            let numer = digits_value(&top[split..]).ok_or(ReadError::TooLarge)?;
            let denom = digits_value(bottom).ok_or(ReadError::TooLarge)?;
            if denom == 0 {
                return Err(ReadError::DivideByZero);
            }
            Ratio::from_integer(whole)
                .checked_add(&Ratio::new(numer, denom))
                .ok_or(ReadError::TooLarge)
        }
    }
}

fn member_value(m: &Member, wholes: &mut std::slice::Iter<'_, u8>) -> Result<Value, ReadError> {
    let mut term_of = |t: &Term| -> Result<Value, ReadError> {
        let w = if matches!(t.num, Num::Fraction { .. }) {
            wholes.next().copied().unwrap_or(0)
        } else {
            0
        };
        let v = num_value(&t.num, w)?;
        Ok(if t.negative { -v } else { v })
    };
    let mut sum = Value::zero();
    let mut product = term_of(&m.first)?;
    let mut sign_minus = false;
    for (op, t) in &m.rest {
        let v = term_of(t)?;
        match op {
            Piece::Times => product = product.checked_mul(&v).ok_or(ReadError::TooLarge)?,
            Piece::Divide => {
                if v.is_zero() {
                    return Err(ReadError::DivideByZero);
                }
                product = product.checked_div(&v).ok_or(ReadError::TooLarge)?;
            }
            _ => {
                sum = fold(sum, product, sign_minus)?;
                sign_minus = *op == Piece::Minus;
                product = v;
            }
        }
    }
    fold(sum, product, sign_minus)
}

fn fold(sum: Value, term: Value, minus: bool) -> Result<Value, ReadError> {
    if minus {
        sum.checked_sub(&term)
    } else {
        sum.checked_add(&term)
    }
    .ok_or(ReadError::TooLarge)
}

/// Writes a value as a player would: `12`, `2.4`, `-3`, `13/5`.
pub fn show(v: &Value) -> String {
    if v.is_integer() {
        return v.to_integer().to_string();
    }
    let mut d = *v.denom();
    let mut places = 0u32;
    while d % 10 == 0 || d % 2 == 0 || d % 5 == 0 {
        if d % 10 == 0 {
            d /= 10;
        } else if d % 2 == 0 {
            d /= 2;
        } else {
            d /= 5;
        }
        places += 1;
        if places > 30 {
            break;
        }
    }
    if d == 1 && places <= 15 {
        let scale = 10i128.pow(places);
        if let Some(n) = v.numer().checked_mul(&(scale / v.denom())) {
            let sign = if n < 0 { "-" } else { "" };
            let n = n.unsigned_abs();
            let scale = scale.unsigned_abs();
            let frac = format!("{:0width$}", n % scale, width = places as usize);
            return format!("{sign}{}.{}", n / scale, frac.trim_end_matches('0'));
        }
    }
    format!("{}/{}", v.numer(), v.denom())
}

fn fraction_choices(members: &[Member]) -> Vec<u8> {
    let mut out = Vec::new();
    for m in members {
        for t in std::iter::once(&m.first).chain(m.rest.iter().map(|(_, t)| t)) {
            if let Num::Fraction { top, .. } = &t.num {
                out.push(u8::try_from(top.len()).unwrap_or(1));
            }
        }
    }
    out
}

/// Checks one line: it must read as a true equation (two or more members, all equal). When
/// fraction bars make several readings possible, the first true one is taken, plain fractions
/// before mixed numbers (the reading the player announces, rule 8); when none is true, the
/// error of the plain reading is given.
pub fn check_line(pieces: &[Piece]) -> Result<Reading, ReadError> {
    let first = *pieces.first().ok_or(ReadError::Empty)?;
    let toks = lex(pieces)?;
    let members = parse(toks, first)?;
    let choices = fraction_choices(&members);
    let mut wholes = vec![0u8; choices.len()];
    let mut first_error: Option<ReadError> = None;
    for _ in 0..MAX_READINGS {
        match evaluate(&members, &wholes) {
            Ok(value) => return Ok(Reading { value, wholes }),
            Err(e) => {
                if first_error.is_none() {
                    first_error = Some(e);
                }
            }
        }
        // The next reading: count up, each fraction's whole part from 0 to its digits − 1.
        let mut k = 0;
        loop {
            let Some(w) = wholes.get_mut(k) else {
                return Err(first_error.unwrap_or(ReadError::Empty));
            };
            *w += 1;
            if *w < choices[k] {
                break;
            }
            *w = 0;
            k += 1;
        }
    }
    Err(first_error.unwrap_or(ReadError::Empty))
}

fn evaluate(members: &[Member], wholes: &[u8]) -> Result<Value, ReadError> {
    let mut it = wholes.iter();
    let mut values = Vec::with_capacity(members.len());
    for m in members {
        values.push(member_value(m, &mut it)?);
    }
    let v0 = values[0];
    for v in &values[1..] {
        if *v != v0 {
            return Err(ReadError::Unequal(show(&v0), show(v)));
        }
    }
    Ok(v0)
}

/// The line read aloud as mathematics, with the reading found by [`check_line`]: "8 divided
/// by 5 equals 1 and 3/5" / "8 divisé par 5 égale 1 et 3/5".
pub fn speak(pieces: &[Piece], wholes: &[u8], lang: Lang) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut fraction = 0usize;
    let mut i = 0;
    while i < pieces.len() {
        match pieces[i] {
            Piece::Digit(_) | Piece::Point => {
                let start = i;
                while i < pieces.len() && matches!(pieces[i], Piece::Digit(_) | Piece::Point) {
                    i += 1;
                }
                let text: String = pieces[start..i].iter().map(|p| p.symbol()).collect();
                if pieces.get(i) == Some(&Piece::FractionBar) {
                    let w = usize::from(wholes.get(fraction).copied().unwrap_or(0));
                    fraction += 1;
                    i += 1;
                    let s = i;
                    while i < pieces.len() && pieces[i].digit().is_some() {
                        i += 1;
                    }
                    let bottom: String = pieces[s..i].iter().map(|p| p.symbol()).collect();
                    let w = w.min(text.len().saturating_sub(1));
                    let and = if lang == Lang::Fr { "et" } else { "and" };
                    if w > 0 {
                        words.push(format!("{} {and} {}/{bottom}", &text[..w], &text[w..]));
                    } else {
                        words.push(format!("{text}/{bottom}"));
                    }
                } else if lang == Lang::Fr {
                    words.push(text.replace('.', ","));
                } else {
                    words.push(text);
                }
                continue;
            }
            p => words.push(p.spoken(lang).to_string()),
        }
        i += 1;
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crossword::pieces::parse_pieces;

    fn read(text: &str) -> Result<Reading, ReadError> {
        check_line(&parse_pieces(text, true).expect("pieces"))
    }

    #[test]
    fn precedence_negatives_and_decimals() {
        assert_eq!(read("2+3×4=14").map(|r| show(&r.value)), Ok("14".into()));
        assert_eq!(read("2-5=-3").map(|r| show(&r.value)), Ok("-3".into()));
        assert_eq!(read("4×-2=-8").map(|r| show(&r.value)), Ok("-8".into()));
        assert_eq!(read("1.5+.5=2").map(|r| show(&r.value)), Ok("2".into()));
        assert_eq!(read("7÷2=3.5").map(|r| show(&r.value)), Ok("3.5".into()));
        assert_eq!(read("7÷0=1"), Err(ReadError::DivideByZero));
        assert_eq!(read("2+3"), Err(ReadError::NoEquals));
        assert_eq!(
            read("2+×3=5"),
            Err(ReadError::GreyTogether(Piece::Plus, Piece::Times))
        );
        assert_eq!(
            read("2-−3=5"),
            Err(ReadError::GreyTogether(Piece::Minus, Piece::Minus))
        );
        assert_eq!(read("3=3."), Err(ReadError::PointNeedsDigits));
        assert_eq!(
            read("3.=3"),
            Err(ReadError::GreyTogether(Piece::Point, Piece::Equals))
        );
        assert_eq!(read("1.2.3=1"), Err(ReadError::TwoPoints));
        assert_eq!(read("+3=3"), Err(ReadError::StartsWithSign(Piece::Plus)));
        assert_eq!(read("3=3+"), Err(ReadError::EndsWithSign));
        assert_eq!(
            read("1/=1"),
            Err(ReadError::GreyTogether(Piece::FractionBar, Piece::Equals))
        );
        assert_eq!(
            read("2+3=6"),
            Err(ReadError::Unequal("5".into(), "6".into()))
        );
        assert_eq!(show(&Ratio::new(13, 5)), "2.6");
        assert_eq!(show(&Ratio::new(1, 3)), "1/3");
        assert_eq!(show(&Ratio::new(-1, 8)), "-0.125");
        // Too many digits to write as a decimal: a fraction.
        let big = Ratio::new(i128::MAX / 3, 1 << 40);
        assert!(show(&big).contains('/'));
        let huge = Ratio::new(i128::MAX, 2);
        assert_eq!(show(&huge), format!("{}/2", i128::MAX));
    }
}

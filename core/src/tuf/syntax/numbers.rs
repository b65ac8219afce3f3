//! Number formation: adjacent number cubes with no gap are one number — at most two cubes for a
//! whole decimal number (the two-cube limit, lifted by the constant cube or a setting), any
//! number of cubes with a decimal point or in another base (a base cube below and to the right,
//! 2..10, digits below the base); one or two whole cubes and a fraction cube are a mixed number.

use super::*;

impl Parser<'_> {
    /// A number: adjacent number cubes (no gap), an optional fraction cube (mixed number), and
    /// the last cube's base and exponent.
    pub(super) fn number(&mut self) -> Result<Node, TufError> {
        self.skip_gaps();
        let start = self.i;
        let mut end = start;
        while let Some(t) = self.toks.get(end) {
            if !matches!(t.kind, TkKind::Digit(_) | TkKind::Ten | TkKind::Point) {
                break;
            }
            end += 1;
            if t.sup.is_some() || t.sub.is_some() {
                break;
            }
        }
        let cubes: Vec<(TkKind, usize)> = self.toks[start..end]
            .iter()
            .map(|t| (t.kind, t.at))
            .collect();
        self.i = end;
        let first_at = cubes.first().map(|t| t.1).unwrap_or(0);
        let last_at = cubes
            .last()
            .map(|t| t.1)
            .ok_or(TufError::MissingNumber { position: first_at })?;
        let (mut tail_sup, mut tail_sub) = match self.toks.get_mut(end - 1) {
            Some(t) => (t.sup.take(), t.sub.take()),
            None => (None, None),
        };
        let mut tail_at = last_at;
        // A mixed number: one or two whole cubes and a fraction cube right after.
        let mut mixed = None;
        if tail_sup.is_none() && tail_sub.is_none() {
            if let Some(t) = self.toks.get_mut(self.i) {
                if let TkKind::Frac(d) = t.kind {
                    if !self.settings.fractions {
                        return Err(not_in_game(Feature::FractionCube, self.settings, t.at));
                    }
                    mixed = Some(d);
                    tail_at = t.at;
                    tail_sup = t.sup.take();
                    tail_sub = t.sub.take();
                    self.i += 1;
                    if matches!(
                        self.toks.get(self.i).map(|t| t.kind),
                        Some(TkKind::Digit(_)) | Some(TkKind::Ten) | Some(TkKind::Point)
                    ) {
                        return Err(TufError::MisplacedFraction { position: tail_at });
                    }
                }
            }
        }
        let mut text = String::new();
        let mut points = 0;
        for &(kind, at) in &cubes {
            match kind {
                TkKind::Digit(d) => text.push(char::from(b'0' + d)),
                TkKind::Ten => text.push_str("10"),
                _ => {
                    points += 1;
                    if points > 1 {
                        return Err(TufError::MisplacedPoint { position: at });
                    }
                    text.push('.');
                }
            }
        }
        let point_at = cubes.iter().find(|t| t.0 == TkKind::Point).map(|t| t.1);
        if let Some(pa) = point_at {
            if text.ends_with('.') {
                return Err(TufError::MisplacedPoint { position: pa });
            }
            if mixed.is_some() {
                return Err(TufError::MisplacedFraction { position: tail_at });
            }
        }
        // The base: a base cube below the last cube, or the base stated for the equation.
        let base = match tail_sub.take() {
            Some((sat, elems)) => {
                if !self.settings.bases {
                    return Err(not_in_game(Feature::Base, self.settings, sat));
                }
                Some(self.base_value(sat, elems)?)
            }
            None => self.settings.stated_base.filter(|b| (2..=10).contains(b)),
        };
        if let (Some(_), Some(pa)) = (base, point_at) {
            if base != Some(10) {
                return Err(TufError::MisplacedPoint { position: pa });
            }
        }
        if mixed.is_some() && base.is_some_and(|b| b != 10) {
            return Err(TufError::MisplacedFraction { position: tail_at });
        }
        let limit = self.settings.max_whole_cubes.map(usize::from);
        if point_at.is_none() && base.is_none() && limit.is_some_and(|l| cubes.len() > l) {
            return Err(TufError::TooManyDigits { position: last_at });
        }
        if cubes.len() > 1 && cubes[0].0 == TkKind::Digit(0) && cubes[1].0 != TkKind::Point {
            return Err(TufError::LeadingZero { position: first_at });
        }
        let value = match base {
            Some(b) if b != 10 => {
                let mut v = BigInt::zero();
                for (k, ch) in text.chars().enumerate() {
                    let d = ch.to_digit(10).unwrap_or(0) as u8;
                    if d >= b {
                        let at = digit_position(&cubes, k);
                        return Err(TufError::DigitNotInBase {
                            digit: d,
                            base: b,
                            position: at,
                        });
                    }
                    v = v * BigInt::from(b) + BigInt::from(d);
                }
                Q::from_integer(v)
            }
            _ => decimal_value(&text),
        };
        let value = match mixed {
            Some(d) => value + Q::new(BigInt::from(1), BigInt::from(d)),
            None => value,
        };
        let decimals = point_at.map(|_| text.len() - text.find('.').map(|p| p + 1).unwrap_or(0));
        let significant = text
            .chars()
            .filter(|c| c.is_ascii_digit())
            .skip_while(|c| *c == '0')
            .count();
        let lit = NumberLit {
            text,
            value,
            base: base.filter(|b| *b != 10),
            mixed,
            decimals,
            significant,
        };
        let n = node(NodeKind::Number(lit), first_at);
        self.power(n, tail_sup, None)
    }

    pub(super) fn base_value(&self, at: usize, elems: Vec<Elem>) -> Result<u8, TufError> {
        let mut text = String::new();
        for e in &elems {
            let ok = e.sup.is_none() && e.sub.is_none();
            match e.cube.map(|c| c.face) {
                Some(Face::Digit(d)) if ok => text.push(char::from(b'0' + d)),
                Some(Face::Ten) if ok => text.push_str("10"),
                _ => return Err(TufError::BadBase { position: at }),
            }
        }
        match text.parse::<u8>() {
            Ok(b) if (2..=10).contains(&b) && !(text.len() > 1 && text.starts_with('0')) => Ok(b),
            _ => Err(TufError::BadBase { position: at }),
        }
    }
}

/// The position of the cube holding the `k`-th character of a number's text.
pub(super) fn digit_position(cubes: &[(TkKind, usize)], k: usize) -> usize {
    let mut seen = 0;
    for &(kind, at) in cubes {
        let width = if kind == TkKind::Ten { 2 } else { 1 };
        if k < seen + width {
            return at;
        }
        seen += width;
    }
    cubes.last().map(|t| t.1).unwrap_or(0)
}

/// The exact value of decimal digits with an optional point (`"12"`, `".75"`, `"0.5"`).
pub(super) fn decimal_value(text: &str) -> Q {
    let (whole, frac) = match text.split_once('.') {
        Some((w, f)) => (w, f),
        None => (text, ""),
    };
    if whole.len() + frac.len() <= 18 {
        // Fast path: fits in a u64.
        let mut n: u64 = 0;
        for c in whole.chars().chain(frac.chars()) {
            n = n * 10 + u64::from(c.to_digit(10).unwrap_or(0));
        }
        if frac.is_empty() {
            return Q::from_integer(BigInt::from(n));
        }
        return Q::new(BigInt::from(n), BigInt::from(10u64.pow(frac.len() as u32)));
    }
    let digits = format!("{whole}{frac}");
    let n = digits.parse::<BigInt>().unwrap_or_default();
    let scale = BigInt::from(10).pow(frac.len() as u32);
    Q::new(n, scale)
}

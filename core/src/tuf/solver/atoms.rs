//! Atoms: the numbers one group of adjacent cubes can make, as the engine reads them.
//!
//! Whole numbers of one cube, or of up to [`Problem::max_whole`] cubes with no leading zero
//! (`10` is one cube, so `10 5` is 105); decimals with one point that is not last (game 3: any
//! number of digits); mixed numbers (a whole number then a fraction cube, never with a point);
//! a fraction cube alone.

use super::problem::{Glyph, Problem};
use super::values::Rat;

/// One number made of cubes, with the faces in order (indices into [`Problem::faces`]).
#[derive(Debug, Clone)]
pub struct Atom {
    /// Its exact value.
    pub value: Rat,
    /// The faces left to right.
    pub faces: Vec<u8>,
}

/// The value of a run of number glyphs and an optional fraction, when the engine accepts it.
/// `Err(())` marks a value too large for the fast path.
pub fn literal_value(glyphs: &[Glyph], max_whole: Option<usize>) -> Option<Result<Rat, ()>> {
    let (run, frac) = match glyphs.split_last() {
        Some((Glyph::Fraction(d), run)) => (run, Some(*d)),
        _ => (glyphs, None),
    };
    if run.iter().any(|g| matches!(g, Glyph::Fraction(_))) {
        return None;
    }
    let points = run.iter().filter(|g| **g == Glyph::Point).count();
    if points > 1 || run.last() == Some(&Glyph::Point) {
        return None;
    }
    if points == 1 && frac.is_some() {
        return None;
    }
    if points == 0 && max_whole.is_some_and(|m| run.len() > m) {
        return None;
    }
    if run.len() > 1 && run[0] == Glyph::Digits("0") && run[1] != Glyph::Point {
        return None;
    }
    let mut num: i128 = 0;
    let mut den: i128 = 1;
    let mut after_point = false;
    for g in run {
        match g {
            Glyph::Point => after_point = true,
            Glyph::Digits(t) => {
                for ch in t.bytes() {
                    let d = i128::from(ch - b'0');
                    num = match num.checked_mul(10).and_then(|v| v.checked_add(d)) {
                        Some(v) => v,
                        None => return Some(Err(())),
                    };
                    if after_point {
                        den = match den.checked_mul(10) {
                            Some(v) => v,
                            None => return Some(Err(())),
                        };
                    }
                }
            }
            Glyph::Fraction(_) => return None,
        }
    }
    let whole = if run.is_empty() {
        Some(Rat::ZERO)
    } else {
        Rat::new(num, den)
    };
    let Some(whole) = whole else {
        return Some(Err(()));
    };
    Some(match frac {
        Some(d) => whole
            .plus(Rat {
                n: 1,
                d: i64::from(d),
            })
            .ok_or(()),
        None => Ok(whole),
    })
}

/// The most cube sequences the atom walk tries before giving up (a roll of the rulebook needs
/// a few thousand; only odd rolls with many number cubes and a decimal point come near).
pub const ATOM_WALK_LIMIT: u64 = 400_000;

/// What the atom walk found.
pub struct AtomTable {
    /// Atoms by multiset.
    pub atoms: Vec<Vec<Atom>>,
    /// Whether some value was too large for the fast path (and was left out).
    pub overflow: bool,
    /// Whether the walk stopped at [`ATOM_WALK_LIMIT`] (then the table is incomplete).
    pub cut: bool,
}

/// Every atom of the roll, by the multiset of cubes it uses.
pub fn atoms(p: &Problem, longest: usize) -> AtomTable {
    let mut table: Vec<Vec<Atom>> = vec![Vec::new(); p.n_masks];
    let mut overflow = false;
    let mut left: Vec<u32> = p.faces.iter().map(|f| f.cubes.len() as u32).collect();
    let has_point = p.faces.iter().any(|f| f.glyph == Glyph::Point);
    let numbers: u32 = p
        .faces
        .iter()
        .filter(|f| !matches!(f.glyph, Glyph::Fraction(_)))
        .map(|f| f.cubes.len() as u32)
        .sum();
    let cap = if has_point {
        numbers as usize
    } else {
        p.max_whole.unwrap_or(numbers as usize)
    }
    .min(longest);
    let mut seq: Vec<u8> = Vec::new();
    let mut steps = 0u64;
    walk(
        p,
        &mut left,
        &mut seq,
        cap,
        &mut table,
        &mut overflow,
        &mut steps,
    );
    AtomTable {
        atoms: table,
        overflow,
        cut: steps > ATOM_WALK_LIMIT,
    }
}

fn record(p: &Problem, seq: &[u8], table: &mut [Vec<Atom>], overflow: &mut bool) {
    let glyphs: Vec<Glyph> = seq.iter().map(|&i| p.faces[usize::from(i)].glyph).collect();
    match literal_value(&glyphs, p.max_whole) {
        None => {}
        Some(Err(())) => *overflow = true,
        Some(Ok(value)) => {
            let mask: u32 = seq.iter().map(|&i| p.stride[usize::from(i)]).sum();
            let slot = &mut table[mask as usize];
            if !slot.iter().any(|a| a.value == value) {
                slot.push(Atom {
                    value,
                    faces: seq.to_vec(),
                });
            }
        }
    }
}

fn walk(
    p: &Problem,
    left: &mut [u32],
    seq: &mut Vec<u8>,
    cap: usize,
    table: &mut [Vec<Atom>],
    overflow: &mut bool,
    steps: &mut u64,
) {
    *steps += 1;
    if *steps > ATOM_WALK_LIMIT {
        return;
    }
    // A fraction alone, or ending the run (a mixed number).
    #[allow(clippy::needless_range_loop)]
    for i in 0..p.faces.len() {
        if left[i] == 0 || !matches!(p.faces[i].glyph, Glyph::Fraction(_)) {
            continue;
        }
        seq.push(i as u8);
        record(p, seq, table, overflow);
        seq.pop();
    }
    if !seq.is_empty() {
        record(p, seq, table, overflow);
    }
    if seq.len() >= cap {
        return;
    }
    #[allow(clippy::needless_range_loop)]
    for i in 0..p.faces.len() {
        if left[i] == 0 || matches!(p.faces[i].glyph, Glyph::Fraction(_)) {
            continue;
        }
        left[i] -= 1;
        seq.push(i as u8);
        walk(p, left, seq, cap, table, overflow, steps);
        seq.pop();
        left[i] += 1;
    }
}

//! The reference enumerator for the TUF solver (shared by the solver's tests and benchmark).
//!
//! It knows nothing of the solver's tables, terms or sign counting. It walks every side a
//! roll's cubes can make, cube by cube from left to right, as the rulebook reads them: a number
//! (whose value the engine itself gives: every distinct run of number and fraction cubes is
//! judged once by `verdict::check`), then an operator cube and another number, with a raised
//! minus cube or none before each number (`~ ~ x` is `x`, so spare minus cubes are added back
//! in pairs at the end); × and ÷ bind tighter than + and −. The only pruning is merging walks
//! that reach the same state (the same cubes used, the same running sum and the same running
//! product), which cannot lose a side. Then it pairs two sides with equal values and disjoint
//! cubes for the best cube value.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use num_rational::Ratio;
use std::collections::{HashMap, HashSet};
use tuffest_core::tuf::cubes::Face;
use tuffest_core::tuf::roll::Roll;
use tuffest_core::tuf::{check_text, DottedZero, EquateZero, Game, Settings};

pub type R = Ratio<i128>;

/// The games the reference covers (the solver's tests and benchmark compare on these).
pub const COVERED: [Game; 6] = [
    Game::G1,
    Game::G1A,
    Game::G2,
    Game::G2A,
    Game::G3,
    Game::G1Cb,
];

/// The distinct faces of a roll (all but `=`), with counts.
pub struct Kit {
    pub faces: Vec<Face>,
    pub counts: Vec<u8>,
    settings: Settings,
    literal_cache: HashMap<Vec<usize>, Option<R>>,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Op {
    /// +
    Add,
    /// −
    Sub,
    /// ×
    Mul,
    /// ÷
    Div,
}

pub fn token(face: Face, settings: &Settings) -> &'static str {
    match face {
        Face::DottedZero if settings.dotted_zero == DottedZero::DecimalPoint => ".",
        Face::DottedZero => "0",
        Face::Paren => "(x)",
        f => f.symbol(),
    }
}

pub fn engine_value(text: &str, settings: &Settings) -> Option<R> {
    // "x = x" is valid exactly when x reads as a number; its value is then the side's value.
    let v = check_text(&format!("{text} = {text}"), settings);
    if !v.valid {
        return None;
    }
    let q = v.values.first()?.as_real()?.clone();
    let n: i128 = q.numer().try_into().ok()?;
    let d: i128 = q.denom().try_into().ok()?;
    Some(R::new(n, d))
}

impl Kit {
    pub fn new(roll: &Roll, settings: &Settings) -> Kit {
        let mut faces = Vec::new();
        let mut counts: Vec<u8> = Vec::new();
        for c in &roll.cubes {
            if c.face == Face::Equals {
                continue;
            }
            match faces.iter().position(|f| *f == c.face) {
                Some(i) => counts[i] += 1,
                None => {
                    faces.push(c.face);
                    counts.push(1);
                }
            }
        }
        // Numbers are read under the game's rules; equating to zero is judged on equations.
        let mut settings = settings.clone();
        settings.equate_zero = EquateZero::Allowed;
        Kit {
            faces,
            counts,
            settings,
            literal_cache: HashMap::new(),
        }
    }

    fn weight(&self, used: &[u8]) -> i32 {
        used.iter()
            .zip(&self.faces)
            .map(|(n, f)| {
                let w = match f {
                    Face::Fraction(_) => self.settings.fraction_value as i32,
                    _ => 1,
                };
                i32::from(*n) * w
            })
            .sum()
    }

    fn is_operand(&self, i: usize) -> bool {
        let f = self.faces[i];
        f.is_number() || matches!(f, Face::Fraction(_))
    }

    /// The engine's value of a run of number/fraction cubes (cached).
    fn literal(&mut self, run: &[usize]) -> Option<R> {
        if let Some(v) = self.literal_cache.get(run) {
            return *v;
        }
        let text: Vec<&str> = run
            .iter()
            .map(|&i| token(self.faces[i], &self.settings))
            .collect();
        let v = engine_value(&text.join(" "), &self.settings);
        self.literal_cache.insert(run.to_vec(), v);
        v
    }

    /// Every literal from the remaining cubes: (faces used in order, value).
    pub fn literals(&mut self, left: &[u8], max_len: usize) -> Vec<(Vec<usize>, R)> {
        let mut out = Vec::new();
        let mut run = Vec::new();
        let mut left = left.to_vec();
        self.lit_walk(&mut left, &mut run, max_len, &mut out);
        out
    }

    fn lit_walk(
        &mut self,
        left: &mut Vec<u8>,
        run: &mut Vec<usize>,
        max_len: usize,
        out: &mut Vec<(Vec<usize>, R)>,
    ) {
        if !run.is_empty() {
            if let Some(v) = self.literal(run) {
                out.push((run.clone(), v));
            }
            // A fraction cube ends a literal.
            if matches!(self.faces[*run.last().unwrap()], Face::Fraction(_)) {
                return;
            }
        }
        if run.len() >= max_len {
            return;
        }
        for i in 0..self.faces.len() {
            if left[i] == 0 || !self.is_operand(i) {
                continue;
            }
            left[i] -= 1;
            run.push(i);
            self.lit_walk(left, run, max_len, out);
            run.pop();
            left[i] += 1;
        }
    }
}

/// A finished side: the cubes it used, its value, its text.
#[derive(Clone)]
struct SideOut {
    used: Vec<u8>,
    text: String,
}

fn pack(used: &[u8]) -> u128 {
    used.iter().fold(0u128, |acc, &u| acc << 4 | u128::from(u))
}

/// The most walk states the reference keeps before it gives up on a roll.
const STATE_CAP: usize = 6_000_000;

struct Walker<'k> {
    kit: &'k mut Kit,
    seen: HashSet<(u128, R, R)>,
    sides: HashMap<R, HashMap<u128, SideOut>>,
    gave_up: bool,
    max_len: usize,
    minus: usize,
    plus: usize,
    times: Vec<usize>,
    divide: usize,
}

impl Walker<'_> {
    /// After an operand: `sum` of finished terms and the running `term`.
    fn after_operand(&mut self, used: &mut Vec<u8>, sum: R, term: R, text: &mut Vec<String>) {
        if self.gave_up || !self.seen.insert((pack(used), sum, term)) {
            return;
        }
        if self.seen.len() > STATE_CAP {
            self.gave_up = true;
            return;
        }
        let value = sum + term;
        self.sides
            .entry(value)
            .or_default()
            .entry(pack(used))
            .or_insert_with(|| SideOut {
                used: used.clone(),
                text: text.join(" "),
            });
        let mut ops: Vec<(Op, usize)> = Vec::new();
        for (op, i) in [
            (Op::Add, self.plus),
            (Op::Sub, self.minus),
            (Op::Div, self.divide),
        ] {
            if i != usize::MAX && used[i] < self.kit.counts[i] {
                ops.push((op, i));
            }
        }
        for &i in &self.times.clone() {
            if used[i] < self.kit.counts[i] {
                ops.push((Op::Mul, i));
            }
        }
        for (op, i) in ops {
            used[i] += 1;
            text.push(token(self.kit.faces[i], &self.kit.settings).to_string());
            self.operand(used, op, sum, term, text);
            text.pop();
            used[i] -= 1;
        }
    }

    /// Raised minuses, then a literal, combined by `op` (Add at the start of a side).
    fn operand(&mut self, used: &mut Vec<u8>, op: Op, sum: R, term: R, text: &mut Vec<String>) {
        let left: Vec<u8> = self
            .kit
            .counts
            .iter()
            .zip(used.iter())
            .map(|(c, u)| c - u)
            .collect();
        let lits = self.kit.literals(&left, self.max_len);
        // At most one raised minus before a number: `~ ~ x` is `x`, so spare minus cubes are
        // added back in pairs when sides are paired.
        let free_minus = if self.minus == usize::MAX {
            0
        } else {
            usize::from(left[self.minus]).min(1)
        };
        for negs in 0..=free_minus {
            if negs > 0 {
                used[self.minus] += negs as u8;
            }
            for (run, v) in &lits {
                let v = if negs % 2 == 1 { -*v } else { *v };
                let (nsum, nterm) = match op {
                    Op::Add => (sum + term, v),
                    Op::Sub => (sum + term, -v),
                    Op::Mul => (sum, term * v),
                    Op::Div => {
                        if v == R::from(0) {
                            continue;
                        }
                        (sum, term / v)
                    }
                };
                for &i in run {
                    used[i] += 1;
                }
                let mark = text.len();
                for _ in 0..negs {
                    text.push("~".into());
                }
                for &i in run {
                    text.push(token(self.kit.faces[i], &self.kit.settings).to_string());
                }
                self.after_operand(used, nsum, nterm, text);
                text.truncate(mark);
                for &i in run {
                    used[i] -= 1;
                }
            }
            if negs > 0 {
                used[self.minus] -= negs as u8;
            }
        }
    }
}

/// The reference's best equation: (cube value, text), or None; Err when it gave up.
pub fn reference(roll: &Roll, settings: &Settings) -> Result<Option<(i32, String)>, ()> {
    let equals = roll.cubes.iter().filter(|c| c.face == Face::Equals).count();
    if equals == 0 {
        return Ok(None);
    }
    let mut kit = Kit::new(roll, settings);
    let find = |f: Face| kit.faces.iter().position(|x| *x == f).unwrap_or(usize::MAX);
    let plus = find(Face::Plus);
    let minus = find(Face::Minus);
    let muldiv = !settings.add_subtract_only;
    let times: Vec<usize> = if muldiv {
        [find(Face::Times), find(Face::Paren)]
            .into_iter()
            .filter(|i| *i != usize::MAX)
            .collect()
    } else {
        Vec::new()
    };
    let divide = if muldiv {
        find(Face::Divide)
    } else {
        usize::MAX
    };
    let max_len = kit.counts.iter().map(|c| usize::from(*c)).sum();
    let n = kit.faces.len();
    let mut w = Walker {
        kit: &mut kit,
        seen: HashSet::new(),
        sides: HashMap::new(),
        gave_up: false,
        max_len,
        minus,
        plus,
        times,
        divide,
    };
    let mut used = vec![0u8; n];
    let mut text = Vec::new();
    w.operand(&mut used, Op::Add, R::from(0), R::from(0), &mut text);
    if w.gave_up {
        return Err(());
    }
    let sides = std::mem::take(&mut w.sides);
    drop(w);
    let total_minus = if minus == usize::MAX {
        0
    } else {
        kit.counts[minus]
    };
    let mut best: Option<(i32, String)> = None;
    for (value, outs) in &sides {
        let penalty = match (*value == R::from(0), settings.equate_zero) {
            (true, EquateZero::Disallowed) => continue,
            (true, EquateZero::Penalty) => 2,
            _ => 0,
        };
        let mut list: Vec<(i32, &SideOut)> =
            outs.values().map(|s| (kit.weight(&s.used), s)).collect();
        list.sort_by_key(|x| std::cmp::Reverse(x.0));
        for (i, (wa, a)) in list.iter().enumerate() {
            let top = list.first().map(|x| x.0).unwrap_or(0);
            let spare_max = i32::from(total_minus / 2 * 2);
            if best
                .as_ref()
                .is_some_and(|b| wa + top + 1 + spare_max - penalty <= b.0)
            {
                break;
            }
            for (wb, b) in &list[i..] {
                if best
                    .as_ref()
                    .is_some_and(|x| wa + wb + 1 + spare_max - penalty <= x.0)
                {
                    break;
                }
                let fits = a
                    .used
                    .iter()
                    .zip(&b.used)
                    .zip(&kit.counts)
                    .all(|((x, y), c)| x + y <= *c);
                if !fits {
                    continue;
                }
                let free = if minus == usize::MAX {
                    0
                } else {
                    kit.counts[minus] - a.used[minus] - b.used[minus]
                };
                let pairs = free / 2;
                let total = wa + wb + 1 + 2 * i32::from(pairs) - penalty;
                if best.as_ref().is_some_and(|x| total <= x.0) {
                    continue;
                }
                let prefix = "~ ~ ".repeat(usize::from(pairs));
                best = Some((total, format!("{prefix}{} = {}", a.text, b.text)));
            }
        }
    }
    Ok(best)
}

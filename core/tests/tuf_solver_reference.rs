//! The solver against a slow, obviously correct reference on random rolls.
//!
//! The reference knows nothing of the solver's tables, terms or sign counting. It walks every
//! side a roll's cubes can make, cube by cube from left to right, as the rulebook reads them:
//! a number (whose value the engine itself gives: every distinct run of number and fraction
//! cubes is judged once by `verdict::check`), then an operator cube and another number, with
//! any number of raised minus cubes before each number; × and ÷ bind tighter than + and −.
//! The only pruning is merging walks that reach the same state (the same cubes used, the same
//! running sum and the same running product), which cannot lose a side. Then it pairs two sides
//! with equal values and disjoint cubes for the best cube value, and `verdict::check` confirms
//! the equation. A separate test checks the reference's own evaluation against the engine on
//! thousands of random sides.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use num_rational::Ratio;
use std::collections::{HashMap, HashSet};
use tuffest_core::rng::GameRng;
use tuffest_core::tuf::board::bind;
use tuffest_core::tuf::cubes::Face;
use tuffest_core::tuf::notation;
use tuffest_core::tuf::roll::Roll;
use tuffest_core::tuf::solver::{solve, SolveOptions};
use tuffest_core::tuf::{check, check_text, DottedZero, EquateZero, Game, Settings};

type R = Ratio<i128>;

/// The distinct faces of a roll (all but `=`), with counts.
struct Kit {
    faces: Vec<Face>,
    counts: Vec<u8>,
    settings: Settings,
    literal_cache: HashMap<Vec<usize>, Option<R>>,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
}

fn token(face: Face, settings: &Settings) -> &'static str {
    match face {
        Face::DottedZero if settings.dotted_zero == DottedZero::DecimalPoint => ".",
        Face::DottedZero => "0",
        Face::Paren => "(x)",
        f => f.symbol(),
    }
}

fn engine_value(text: &str, settings: &Settings) -> Option<R> {
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
    fn new(roll: &Roll, settings: &Settings) -> Kit {
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
    fn literals(&mut self, left: &[u8], max_len: usize) -> Vec<(Vec<usize>, R)> {
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
fn reference(roll: &Roll, settings: &Settings) -> Result<Option<(i32, String)>, ()> {
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

fn confirm(text: &str, roll: &Roll, settings: &Settings) -> i32 {
    let layout = bind(&notation::parse(text).unwrap(), roll).expect("binds to the roll");
    let v = check(&layout, settings);
    assert!(v.valid, "{text}: {:?}", v.reason);
    v.cube_value
}

/// The most any equation of the roll could be worth: every cube once, one equals cube.
fn trivial_bound(roll: &Roll, settings: &Settings) -> i32 {
    let mut total = 0;
    let mut equals = false;
    for c in &roll.cubes {
        total += match c.face {
            Face::Equals if equals => 0,
            Face::Equals => {
                equals = true;
                1
            }
            Face::Fraction(_) => settings.fraction_value as i32,
            _ => 1,
        };
    }
    if equals {
        total
    } else {
        0
    }
}

/// Compares the solver with the reference on `rolls` rolls; returns (rolls where the solver
/// reached the trivial bound, rolls the reference searched in full, rolls it gave up on).
fn compare(game: Game, rolls: u64, seed0: u64, settings: &Settings) -> (usize, usize, usize) {
    let (mut at_bound, mut searched, mut gave_up) = (0, 0, 0);
    for seed in seed0..seed0 + rolls {
        let roll = Roll::for_game(game, false, seed);
        let got = solve(settings, &roll, &SolveOptions::default());
        if let Some(e) = &got.best {
            let v = check(&e.layout, settings);
            assert!(v.valid && v.cube_value == e.value, "{}", e.text);
            assert!(tuffest_core::tuf::board::validate(&e.layout, &roll).is_ok());
        }
        assert!(got.proved_optimal, "{}", roll.faces_text());
        let got_value = got.best.as_ref().map(|e| e.value);
        // An engine-confirmed equation worth every cube cannot be beaten: nothing to search.
        if got_value == Some(trivial_bound(&roll, settings)) {
            at_bound += 1;
            continue;
        }
        let want = match reference(&roll, settings) {
            Ok(w) => w,
            Err(()) => {
                gave_up += 1;
                continue;
            }
        };
        searched += 1;
        if let Some((v, text)) = &want {
            assert_eq!(confirm(text, &roll, settings), *v, "reference {text}");
        }
        assert_eq!(
            got_value,
            want.as_ref().map(|w| w.0),
            "game {} roll {} ({}): solver {:?}, reference {:?}",
            game.code(),
            roll.code(),
            roll.faces_text(),
            got.best.as_ref().map(|e| &e.text),
            want
        );
    }
    println!(
        "game {}: {rolls} rolls, {at_bound} at the bound, {searched} searched by the reference, {gave_up} too large for it",
        game.code()
    );
    (at_bound, searched, gave_up)
}

fn rolls_for(game: Game) -> u64 {
    std::env::var("TUF_SOLVER_ROLLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(match game {
            Game::G1 | Game::G1A => 1000,
            Game::G2 | Game::G3 => 200,
            Game::G2A => 100,
            _ => 10,
        })
}

/// The full run: 1,000 rolls of every covered game (about 20 minutes on one core). Run with
/// `cargo test --release -p tuffest-core --test tuf_solver_reference -- --ignored --nocapture`.
#[test]
#[ignore]
fn a_thousand_rolls_of_every_game() {
    for (k, game) in [
        Game::G1,
        Game::G1A,
        Game::G2,
        Game::G2A,
        Game::G3,
        Game::G1Cb,
    ]
    .into_iter()
    .enumerate()
    {
        let (at_bound, searched, gave_up) =
            compare(game, 1000, 100_000 * (k as u64 + 1), &game.settings());
        assert_eq!(at_bound + searched + gave_up, 1000);
    }
}

#[test]
fn game_1_matches_the_reference() {
    let (_, searched, gave_up) = compare(Game::G1, rolls_for(Game::G1), 0, &Game::G1.settings());
    assert!(searched > 0 && gave_up == 0);
}

#[test]
fn game_1a_matches_the_reference() {
    compare(
        Game::G1A,
        rolls_for(Game::G1A),
        10_000,
        &Game::G1A.settings(),
    );
}

#[test]
fn game_2_matches_the_reference() {
    compare(Game::G2, rolls_for(Game::G2), 20_000, &Game::G2.settings());
}

#[test]
fn game_2a_matches_the_reference() {
    compare(
        Game::G2A,
        rolls_for(Game::G2A),
        30_000,
        &Game::G2A.settings(),
    );
}

#[test]
fn game_3_matches_the_reference() {
    compare(Game::G3, rolls_for(Game::G3), 40_000, &Game::G3.settings());
}

#[test]
fn game_1cb_matches_the_reference() {
    compare(
        Game::G1Cb,
        rolls_for(Game::G1Cb),
        50_000,
        &Game::G1Cb.settings(),
    );
}

#[test]
fn equating_to_zero_rules_match_the_reference() {
    for rule in [EquateZero::Penalty, EquateZero::Disallowed] {
        for game in [Game::G1, Game::G2] {
            let mut s = game.settings();
            s.equate_zero = rule;
            compare(game, rolls_for(game) / 10, 60_000, &s);
        }
    }
}

#[test]
fn the_reference_evaluates_sides_as_the_engine_does() {
    // Random walks through the reference's grammar: every side it builds must read, and have
    // the value it computed.
    let mut rng = GameRng::from_seed(7);
    let mut checked = 0;
    for seed in 0..300u64 {
        let game = [
            Game::G1,
            Game::G1A,
            Game::G2,
            Game::G2A,
            Game::G3,
            Game::G1Cb,
        ][seed as usize % 6];
        let settings = game.settings();
        let roll = Roll::for_game(game, false, 90_000 + seed);
        let mut kit = Kit::new(&roll, &settings);
        for _ in 0..10 {
            let mut left = kit.counts.clone();
            let mut text: Vec<String> = Vec::new();
            let mut sum = R::from(0);
            let mut term = R::from(0);
            let mut op = Op::Add;
            let mut ok = true;
            for step in 0..4 {
                let minus = kit.faces.iter().position(|f| *f == Face::Minus);
                if let Some(m) = minus {
                    while left[m] > 0 && rng.below(3) == 0 {
                        left[m] -= 1;
                        text.push("~".into());
                    }
                }
                let negs = text.iter().rev().take_while(|t| *t == "~").count();
                let lits = kit.literals(&left, 4);
                if lits.is_empty() {
                    ok = false;
                    break;
                }
                let (run, v) = lits[rng.below(lits.len() as u32) as usize].clone();
                let v = if negs % 2 == 1 { -v } else { v };
                for &i in &run {
                    left[i] -= 1;
                    text.push(token(kit.faces[i], &settings).to_string());
                }
                match op {
                    Op::Add => {
                        sum += term;
                        term = v;
                    }
                    Op::Sub => {
                        sum += term;
                        term = -v;
                    }
                    Op::Mul => term *= v,
                    Op::Div => {
                        if v == R::from(0) {
                            ok = false;
                            break;
                        }
                        term /= v;
                    }
                }
                let choices: Vec<(Face, Op)> = [
                    (Face::Plus, Op::Add),
                    (Face::Minus, Op::Sub),
                    (Face::Times, Op::Mul),
                    (Face::Paren, Op::Mul),
                    (Face::Divide, Op::Div),
                ]
                .into_iter()
                .filter(|(f, o)| {
                    kit.faces
                        .iter()
                        .position(|x| x == f)
                        .is_some_and(|i| left[i] > 0)
                        && (!settings.add_subtract_only || matches!(o, Op::Add | Op::Sub))
                })
                .collect();
                if choices.is_empty() || step == 3 || rng.below(3) == 0 {
                    break;
                }
                let (f, o) = choices[rng.below(choices.len() as u32) as usize];
                let i = kit.faces.iter().position(|x| *x == f).unwrap();
                left[i] -= 1;
                text.push(token(f, &settings).to_string());
                op = o;
            }
            if !ok || text.is_empty() {
                continue;
            }
            let side = text.join(" ");
            let engine = engine_value(&side, &settings);
            assert_eq!(engine, Some(sum + term), "{side} in game {}", game.code());
            checked += 1;
        }
    }
    assert!(checked > 1000, "only {checked} sides checked");
}

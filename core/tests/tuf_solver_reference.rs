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

use crate::support::tuf_reference as support;

use support::{engine_value, reference, token, Kit, Op, COVERED, R};
use tuffest_core::rng::GameRng;
use tuffest_core::tuf::board::bind;
use tuffest_core::tuf::cubes::Face;
use tuffest_core::tuf::notation;
use tuffest_core::tuf::roll::Roll;
use tuffest_core::tuf::solver::{solve, SolveOptions};
use tuffest_core::tuf::{check, EquateZero, Game, Settings};

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
/// `cargo test --release -p tuffest-core --test suite tuf_solver_reference:: -- --ignored --nocapture`.
#[test]
#[ignore]
fn a_thousand_rolls_of_every_game() {
    for (k, game) in COVERED.into_iter().enumerate() {
        let (at_bound, searched, gave_up) =
            compare(game, 1000, 100_000 * (k as u64 + 1), &game.settings());
        assert_eq!(at_bound + searched + gave_up, 1000);
    }
}

/// `game`'s own rules: the CI share of its rolls agree with the reference (`seed` picks them).
fn matches(game: Game, seed: u64) -> (usize, usize, usize) {
    compare(game, rolls_for(game), seed, &game.settings())
}

#[test]
fn game_1_matches_the_reference() {
    let (_, searched, gave_up) = matches(Game::G1, 0);
    assert!(searched > 0 && gave_up == 0);
}

#[test]
fn game_1a_matches_the_reference() {
    matches(Game::G1A, 10_000);
}

#[test]
fn game_2_matches_the_reference() {
    matches(Game::G2, 20_000);
}

#[test]
fn game_2a_matches_the_reference() {
    matches(Game::G2A, 30_000);
}

#[test]
fn game_3_matches_the_reference() {
    matches(Game::G3, 40_000);
}

#[test]
fn game_1cb_matches_the_reference() {
    matches(Game::G1Cb, 50_000);
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
        let game = COVERED[seed as usize % COVERED.len()];
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

//! The TUF solver's promises beyond optimality (which `tuf_solver_reference` checks): every
//! equation it returns is a real layout of the roll that the engine accepts with the value
//! reported; anytime games are deterministic under a work budget and claim a proof only at the
//! upper bound; `all` lists distinct optimal equations; a cap is respected; odd rolls neither
//! panic nor hang.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::tuf::board::validate;
use tuffest_core::tuf::roll::Roll;
use tuffest_core::tuf::solver::improve::scripts_hang_on_operands;
use tuffest_core::tuf::solver::{solve, upper_bound, Solution, SolveOptions};
use tuffest_core::tuf::{check, Game, Settings};

fn assert_sound(s: &Solution, roll: &Roll, settings: &Settings) {
    for e in s.best.iter().chain(s.all.iter()) {
        assert!(validate(&e.layout, roll).is_ok(), "{}", e.text);
        let v = check(&e.layout, settings);
        assert!(v.valid, "{}: {:?}", e.text, v.reason);
        assert_eq!(v.cube_value, e.value, "{}", e.text);
        assert!(scripts_hang_on_operands(&e.layout), "{}", e.text);
    }
    assert!(s.value() <= s.upper_bound);
    if s.proved_optimal && s.best.is_some() {
        assert!(s.all.iter().all(|e| e.value == s.value()));
    }
}

#[test]
fn anytime_games_are_sound_and_deterministic() {
    let options = SolveOptions {
        budget: 2_000_000,
        ..SolveOptions::default()
    };
    for game in [Game::G4, Game::G5, Game::G6] {
        for constant in [false, true] {
            let mut settings = game.settings();
            if constant {
                settings = settings.with_constant_cube();
                settings.chi = Some("12".into());
            }
            for seed in 0..6 {
                let roll = Roll::for_game(game, constant, 300 + seed);
                let a = solve(&settings, &roll, &options);
                assert_sound(&a, &roll, &settings);
                let b = solve(&settings, &roll, &options);
                assert_eq!(a, b, "same budget, same answer");
                assert!(a.work <= options.budget + 10_000);
                if a.proved_optimal {
                    assert_eq!(a.value(), upper_bound(&settings, &roll));
                }
            }
        }
    }
}

#[test]
fn all_lists_distinct_optimal_equations() {
    for game in [Game::G1, Game::G2, Game::G1Cb] {
        let settings = game.settings();
        for seed in 0..5 {
            let roll = Roll::for_game(game, false, 700 + seed);
            let s = solve(
                &settings,
                &roll,
                &SolveOptions {
                    all: 12,
                    ..SolveOptions::default()
                },
            );
            assert_sound(&s, &roll, &settings);
            let mut texts: Vec<&str> = s.all.iter().map(|e| e.text.as_str()).collect();
            texts.sort_unstable();
            texts.dedup();
            assert_eq!(texts.len(), s.all.len());
            assert!(s.all.len() <= 12);
            if s.best.is_some() {
                assert!(!s.all.is_empty());
            }
        }
    }
}

#[test]
fn a_cap_gives_the_best_equation_under_it() {
    let settings = Game::G1.settings();
    for seed in 0..30 {
        let roll = Roll::for_game(Game::G1, false, 900 + seed);
        let best = solve(&settings, &roll, &SolveOptions::default()).value();
        for cap in [3, 5, best - 1] {
            let s = solve(
                &settings,
                &roll,
                &SolveOptions {
                    cap: Some(cap),
                    ..SolveOptions::default()
                },
            );
            assert_sound(&s, &roll, &settings);
            assert!(s.value() <= cap);
        }
    }
}

#[test]
fn a_tiny_budget_claims_no_proof_below_the_bound() {
    let settings = Game::G1Cb.settings();
    for seed in 0..10 {
        let roll = Roll::for_game(Game::G1Cb, false, 1100 + seed);
        let s = solve(
            &settings,
            &roll,
            &SolveOptions {
                budget: 50,
                ..SolveOptions::default()
            },
        );
        assert_sound(&s, &roll, &settings);
        if s.proved_optimal {
            assert_eq!(s.value(), upper_bound(&settings, &roll));
        }
    }
}

#[test]
fn odd_rolls_neither_panic_nor_hang() {
    for faces in [
        "+ - × ÷",
        "1 2 3",
        "=",
        "= = =",
        "1 = 1 = 1",
        "0 0 0 0 0 0 ÷ ÷ ÷ ÷ =",
        "10 10 10 10 9 9 9 9 × × × × × × =",
        "1/2 1/3 1/4 1/5 1/8 1/10 + - =",
        "0. 0. 0. 0. 5 5 - - - - - =",
        "1 2 3 4 5 6 7 8 9 10 0 0. + - × ÷ (x) + - × ÷ (x) = =",
        "pi % log j tan chi 1 2 =",
    ] {
        let roll = Roll::from_faces(faces).unwrap();
        for game in [Game::G1, Game::G2, Game::G3, Game::G4, Game::G6] {
            let mut settings = game.settings();
            settings.constants = faces.contains("pi");
            let s = solve(
                &settings,
                &roll,
                &SolveOptions {
                    budget: 3_000_000,
                    ..SolveOptions::default()
                },
            );
            assert_sound(&s, &roll, &settings);
        }
    }
}

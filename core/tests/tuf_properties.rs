//! Property tests of the TUF engine: print → parse round trip, evaluation never panics on
//! random layouts, and random expressions laid out as cubes evaluate to their own value.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use num_rational::BigRational;
use num_traits::{One, Zero};
use proptest::prelude::*;
use tuffest_core::exact::{frac, int, pow_int, Q};
use tuffest_core::tuf::layout::{Item, Layout, PlacedCube, Role, Script, Shift};
use tuffest_core::tuf::value::Value;
use tuffest_core::tuf::{check, notation, syntax, Face, Game, JMode, Relation};

fn any_face() -> impl Strategy<Value = Face> {
    prop_oneof![
        (0u8..10).prop_map(Face::Digit),
        Just(Face::Ten),
        Just(Face::DottedZero),
        Just(Face::Plus),
        Just(Face::Minus),
        Just(Face::Times),
        Just(Face::Divide),
        Just(Face::Paren),
        prop::sample::select(vec![2u8, 3, 4, 5, 8, 10]).prop_map(Face::Fraction),
        Just(Face::Equals),
        Just(Face::Percent),
        Just(Face::Pi),
        Just(Face::Log),
        Just(Face::J),
        Just(Face::Tan),
        Just(Face::Chi),
    ]
}

fn any_script() -> impl Strategy<Value = Script> {
    prop::collection::vec(prop_oneof![Just(Shift::Up), Just(Shift::Down)], 0..3)
        .prop_map(|s| Script::from_shifts(&s).unwrap())
}

/// A random item whose role fits its face. The dotted zero used as a zero is left out: the text
/// notation writes it `0`, which reads back as a blue zero (the only lossy case, by design).
fn any_item() -> impl Strategy<Value = Item> {
    (any_face(), any_script(), 0u8..4, any::<bool>()).prop_map(|(face, script, r, gap)| {
        if gap && r == 0 {
            return Item::Gap(script);
        }
        let role = match face {
            Face::Paren => [Role::Multiply, Role::Open, Role::Close, Role::Open][usize::from(r)],
            Face::Minus if r % 2 == 1 => Role::Negative,
            Face::DottedZero => Role::DecimalPoint,
            _ => Role::Plain,
        };
        Item::Cube(PlacedCube {
            cube: None,
            face,
            role,
            script,
        })
    })
}

fn any_layout() -> impl Strategy<Value = Layout> {
    prop::collection::vec(any_item(), 0..30).prop_map(|items| Layout { items })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn print_then_parse_is_the_identity(layout in any_layout()) {
        let text = notation::print(&layout);
        let back = notation::parse(&text).unwrap();
        prop_assert_eq!(&back, &layout);
        prop_assert_eq!(notation::print(&back), text);
    }

    #[test]
    fn checking_never_panics(layout in any_layout(), game in 0usize..12, j in 0u8..3) {
        let mut settings = Game::ALL[game].settings();
        if j > 0 {
            settings = settings.with_constant_cube();
            settings.chi = Some("9/5".into());
            settings.j = if j == 1 { JMode::Factorial } else { JMode::Relation(Relation::Less) };
        }
        let v = check(&layout, &settings);
        prop_assert!(v.valid || v.reason.is_some());
        prop_assert_eq!(v.cubes as usize, layout.cube_count());
    }

    #[test]
    fn parsing_arbitrary_text_never_panics(text in "\\PC{0,80}") {
        let _ = notation::parse(&text);
    }
}

/// A random arithmetic expression with its own exact value.
#[derive(Debug, Clone)]
enum Expr {
    Int(u32),
    Frac(u8),
    Decimal(u32, u32),
    Neg(Box<Expr>),
    Bin(char, Box<Expr>, Box<Expr>),
    Pow(Box<Expr>, u32),
}

fn leaf() -> impl Strategy<Value = Expr> {
    prop_oneof![
        (1u32..100).prop_map(Expr::Int),
        prop::sample::select(vec![2u8, 3, 4, 5, 8, 10]).prop_map(Expr::Frac),
        (0u32..10, 1u32..100).prop_map(|(w, f)| Expr::Decimal(w, f)),
    ]
}

fn any_expr() -> impl Strategy<Value = Expr> {
    leaf().prop_recursive(4, 24, 2, |inner| {
        prop_oneof![
            (
                prop::sample::select(vec!['+', '-', '*', '/']),
                inner.clone(),
                inner.clone()
            )
                .prop_map(|(op, a, b)| Expr::Bin(op, Box::new(a), Box::new(b))),
            inner.clone().prop_map(|e| Expr::Neg(Box::new(e))),
            (inner, 0u32..4).prop_map(|(e, k)| Expr::Pow(Box::new(e), k)),
        ]
    })
}

fn value(e: &Expr) -> Option<Q> {
    Some(match e {
        Expr::Int(n) => int(i64::from(*n)),
        Expr::Frac(d) => frac(1, i64::from(*d)),
        Expr::Decimal(w, f) => {
            let places = f.to_string().len() as u32;
            int(i64::from(*w)) + frac(i64::from(*f), 10i64.pow(places))
        }
        Expr::Neg(x) => -value(x)?,
        Expr::Bin(op, a, b) => {
            let (a, b) = (value(a)?, value(b)?);
            match op {
                '+' => a + b,
                '-' => a - b,
                '*' => a * b,
                _ => {
                    if b.is_zero() {
                        return None;
                    }
                    a / b
                }
            }
        }
        Expr::Pow(x, k) => {
            let b = value(x)?;
            if b.is_zero() && *k == 0 {
                return None;
            }
            pow_int(&b, &(*k).into()).ok()??
        }
    })
}

fn prec(e: &Expr) -> u8 {
    match e {
        Expr::Bin('+' | '-', ..) => 1,
        Expr::Bin(..) => 2,
        Expr::Neg(_) => 3,
        Expr::Pow(..) => 4,
        _ => 5,
    }
}

/// Lays an expression out as cubes: groups are opened with `(` and closed with a gap, exactly
/// where precedence needs them.
fn cubes(e: &Expr, out: &mut Vec<String>) {
    let group = |e: &Expr, out: &mut Vec<String>| {
        out.push("(".into());
        cubes(e, out);
        out.push("|".into());
    };
    match e {
        Expr::Int(n) => out.extend(n.to_string().chars().map(|c| c.to_string())),
        Expr::Frac(d) => out.push(format!("1/{d}")),
        Expr::Decimal(w, f) => {
            if *w > 0 {
                out.push(w.to_string());
            }
            out.push(".".into());
            out.extend(f.to_string().chars().map(|c| c.to_string()));
        }
        Expr::Neg(x) => {
            out.push("~".into());
            if prec(x) < 4 {
                group(x, out)
            } else {
                cubes(x, out)
            }
        }
        Expr::Bin(op, a, b) => {
            let p = prec(e);
            if prec(a) < p {
                group(a, out)
            } else {
                cubes(a, out)
            }
            out.push(
                match op {
                    '+' => "+",
                    '-' => "-",
                    '*' => "×",
                    _ => "÷",
                }
                .into(),
            );
            if prec(b) <= p {
                group(b, out)
            } else {
                cubes(b, out)
            }
        }
        Expr::Pow(x, k) => {
            if prec(x) < 5 || matches!(**x, Expr::Frac(_)) {
                group(x, out)
            } else {
                cubes(x, out)
            }
            out.push(format!("^{{ {k} }}"));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn random_expressions_evaluate_to_their_own_value(e in any_expr()) {
        let mut toks = Vec::new();
        cubes(&e, &mut toks);
        let text = toks.join(" ");
        let layout = notation::parse(&text).unwrap();
        prop_assume!(layout.cube_count() <= 64);
        let settings = Game::G6.settings();
        let node = syntax::read_expression(&layout, &settings);
        let node = match node {
            Ok(n) => n,
            Err(err) => return Err(TestCaseError::fail(format!("{text}: {err}"))),
        };
        let cx = tuffest_core::tuf::eval::Context { settings: &settings, pi: tuffest_core::tuf::PiReading::Real, chi: None };
        let got = tuffest_core::tuf::eval::eval(&node, &cx);
        match value(&e) {
            Some(v) => prop_assert_eq!(got.ok(), Some(Value::real(v)), "{}", text),
            None => prop_assert!(got.is_err(), "{} should fail", text),
        }
    }
}

#[test]
fn exponent_laws_hold_on_exact_values() {
    // a^(m+n) = a^m × a^n, (a^m)^n = a^(mn), a^(−n) = 1 / a^n, with rational roots.
    let settings = Game::G6.settings();
    let eval = |t: &str| {
        let v = tuffest_core::tuf::check_text(&format!("{t} = 1"), &settings);
        v.values
            .first()
            .cloned()
            .unwrap_or_else(|| panic!("{t}: {:?}", v.reason))
    };
    for a in ["2", "3", "1/2", "2 7", ". 5"] {
        for (m, n) in [("2", "3"), ("1", "4"), ("3", "1/2"), ("2", "1/3")] {
            let lhs = eval(&format!("{a} ^{{ {m} + {n} }}"));
            let rhs = eval(&format!("{a} ^{{ {m} }} × {a} ^{{ {n} }}"));
            let both_exact = lhs.is_exact() && rhs.is_exact();
            if both_exact {
                assert_eq!(lhs, rhs, "{a} {m} {n}");
            }
            let inv = eval(&format!("{a} ^{{ ~ {m} }}"));
            let direct = eval(&format!("1 ÷ {a} ^{{ {m} }}"));
            assert_eq!(inv, direct);
        }
    }
    assert_eq!(eval("6 4 ^{ 1/3 }"), Value::int(4));
    assert_eq!(eval("6 4 ^{ 1/2 }"), Value::int(8));
    assert_eq!(eval("8 ^{ 1/3 } ) ^{ 2 }"), eval("8 ^{ 2 ÷ 3 }"));
    let one: BigRational = BigRational::one();
    assert_eq!(eval("7 ^{ 0 }"), Value::real(one));
}

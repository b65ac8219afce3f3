//! The rulebook's worked examples and the band edges, as rows in a data file.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tuffest_core::exact::Q;
use tuffest_core::horseshoes::eval::{evaluate, Value};
use tuffest_core::horseshoes::parse::parse_free;
use tuffest_core::horseshoes::score::score_value;
use tuffest_core::horseshoes::{judge, Puzzle};

fn decimal(text: &str) -> Q {
    let (int, frac) = text.split_once('.').unwrap_or((text, ""));
    let digits = format!("{int}{frac}");
    let n: num_bigint::BigInt = digits.parse().unwrap();
    Q::new(n, num_bigint::BigInt::from(10).pow(frac.len() as u32))
}

#[test]
fn every_example_row_scores_as_written() {
    let data = include_str!("data/horseshoes_examples.txt");
    let mut rows = 0;
    for (i, line) in data.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split(" | ").map(str::trim).collect();
        let ctx = format!("line {}: {line}", i + 1);
        match f[0] {
            "value" => {
                let t: u32 = f[1].parse().unwrap();
                let v = Value::Rational(decimal(f[2]));
                assert_eq!(score_value(&v, t), f[3].parse::<u32>().unwrap(), "{ctx}");
            }
            "puzzle" => {
                let p = Puzzle::parse(f[1], f[2]).unwrap();
                let v = judge(f[3], &p);
                assert_eq!(v.score, f[4].parse::<u32>().unwrap(), "{ctx} {v:?}");
                assert_eq!(v.valid, f[5] == "valid", "{ctx} {v:?}");
            }
            "free" => {
                let t: u32 = f[1].parse().unwrap();
                let e = parse_free(f[2]).unwrap();
                let r = evaluate(&e);
                assert_eq!(r.is_ok(), f[4] == "valid", "{ctx} {r:?}");
                let s = r.map(|v| score_value(&v, t)).unwrap_or(0);
                assert_eq!(s, f[3].parse::<u32>().unwrap(), "{ctx}");
            }
            other => panic!("unknown row kind {other} at {ctx}"),
        }
        rows += 1;
    }
    assert!(rows >= 40);
}

#[test]
fn worked_example_values_are_exact() {
    let p = Puzzle::parse("1,3,4,17", "341").unwrap();
    let v = judge("√((17+3)^4) - 1", &p);
    assert_eq!(v.exact.as_deref(), Some("399"));
    let v = judge("(4/3)^(17+1)", &p);
    assert_eq!(v.exact.as_deref(), Some("68719476736/387420489"));
    assert_eq!(v.decimal.as_deref(), Some("177.376981050685"));
    let v = judge("4^(√(17+1))", &p);
    assert!(v.error.unwrap().contains('3'));
}

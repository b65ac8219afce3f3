//! Every legible example of the TUF rulebook, as rows of `tests/data/tuf_examples.txt`.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::tuf::{check_text, EquateZero, Game, JMode, PiReading, Relation, Settings};

fn settings_for(spec: &str) -> Settings {
    let mut words = spec.split_whitespace();
    let game = words.next().and_then(Game::parse).expect("game");
    let mut s = game.settings();
    for w in words {
        match w {
            "const" => s = s.with_constant_cube(),
            "incentive" => s.exponent_incentive = true,
            "bonus" => s.base_bonus = true,
            "zero=penalty" => s.equate_zero = EquateZero::Penalty,
            "zero=disallowed" => s.equate_zero = EquateZero::Disallowed,
            "pi=real" => s.pi = PiReading::Real,
            "pi=22/7" => s.pi = PiReading::TwentyTwoSevenths,
            "pi=180" => s.pi = PiReading::Degrees,
            "j=factorial" => s.j = JMode::Factorial,
            w if w.starts_with("j=") => {
                s.j = JMode::Relation(Relation::parse(&w[2..]).expect("relation"))
            }
            w if w.starts_with("chi=") => s.chi = Some(w[4..].to_string()),
            w if w.starts_with("base=") => s.stated_base = w[5..].parse().ok(),
            other => panic!("unknown setting {other}"),
        }
    }
    s
}

#[test]
fn rulebook_examples() {
    let data = include_str!("data/tuf_examples.txt");
    let mut failures = Vec::new();
    let mut rows = 0;
    for (n, line) in data.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        rows += 1;
        let cols: Vec<&str> = line.split(" :: ").map(str::trim).collect();
        assert_eq!(cols.len(), 5, "line {}: {line}", n + 1);
        let settings = settings_for(cols[0]);
        let v = check_text(cols[1], &settings);
        let verdict = if v.valid {
            "valid".to_string()
        } else if let Some(e) = &v.error {
            let dbg = format!("{e:?}");
            format!(
                "error:{}",
                dbg.split(|c: char| !c.is_alphanumeric())
                    .next()
                    .unwrap_or("")
            )
        } else {
            "false".to_string()
        };
        let values = if v.values.is_empty() {
            "-".to_string()
        } else {
            v.values
                .iter()
                .map(|x| {
                    if x.is_exact() {
                        x.to_string()
                    } else {
                        "~".into()
                    }
                })
                .collect::<Vec<_>>()
                .join(",")
        };
        let got = format!("{verdict} :: {values} :: {}", v.cube_value);
        let want = format!("{} :: {} :: {}", cols[2], cols[3], cols[4]);
        if got != want {
            failures.push(format!(
                "line {}: {}\n    want {want}\n    got  {got}   ({}; {:?})",
                n + 1,
                cols[1],
                v.normal,
                v.reason
            ));
        }
    }
    assert!(rows > 40, "only {rows} rows");
    assert!(
        failures.is_empty(),
        "{} of {rows} rows differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

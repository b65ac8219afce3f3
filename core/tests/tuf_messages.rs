//! Every message the TUF engine shows a player exists in English and French.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::lang::Lang;
use tuffest_core::tuf::{check_text, EquateZero, Game, JMode, PiReading, Relation, Settings};

/// The settings of a row of `data/tuf_examples.txt` (as `tuf_examples.rs` reads them).
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

/// The rows of the rulebook examples: (settings, layout text).
fn example_rows() -> Vec<(Settings, String)> {
    include_str!("data/tuf_examples.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let cols: Vec<&str> = line.split(" :: ").map(str::trim).collect();
            assert_eq!(cols.len(), 5, "{line}");
            (settings_for(cols[0]), cols[1].to_string())
        })
        .collect()
}

#[test]
fn every_example_reason_reads_in_both_languages() {
    let rows = example_rows();
    assert_eq!(rows.len(), 158);
    let mut faults = 0;
    for (settings, text) in &rows {
        let v = check_text(text, settings);
        assert_eq!(v.reason_in(Lang::En), v.reason, "{text}");
        let fr = v.reason_in(Lang::Fr);
        assert_eq!(fr.is_some(), v.reason.is_some(), "{text}");
        assert_eq!(v.valid, v.reason.is_none(), "{text}");
        faults += usize::from(fr.is_some());
    }
    assert!(faults > 30, "only {faults} rows with a reason");
}

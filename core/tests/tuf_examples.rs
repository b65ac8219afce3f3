//! Every legible example of the TUF rulebook, as rows of `tests/data/tuf_examples.txt`.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::tuf::check_text;

use crate::support::example_settings;
use example_settings::settings_for;

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

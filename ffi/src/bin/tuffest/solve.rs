//! `tuffest tuf solve`: the best equation of a roll, proved optimal where the solver can.
//!
//! `tuffest tuf solve --game N (--roll CODE | --faces "4 2 0 7 8 7 + × + (x) =") [settings]
//! [--budget N] [--all LIMIT]` prints one JSON object: `equation` (text notation), `normal`,
//! `cubes`, `value`, `proved_optimal`, `roll` (faces), and with `--all` the `count` of distinct
//! optimal equations found (up to LIMIT) and the `equations`. Bad input prints
//! `{"error": …}` and exits with 2.

use crate::args::error_json as fail;
use crate::args::Flags;
use crate::tuf::{settings_from, with_settings, SETTING_FLAGS, SETTING_SWITCHES};
use tuffest_core::tuf::roll::Roll;
use tuffest_core::tuf::solver::{self, SolveOptions};

/// The most equations `--all` lists.
const MAX_ALL: usize = 100_000;

fn positive(flags: &Flags<'_>, name: &str) -> Result<Option<u64>, String> {
    match flags.value(name) {
        None if flags.has(name) => Err(format!("--{name} needs a number")),
        None => Ok(None),
        Some(v) => match v.parse::<u64>() {
            Ok(n) if n > 0 => Ok(Some(n)),
            _ => Err(format!(
                "--{name} takes a whole number above 0, not \"{v}\""
            )),
        },
    }
}

/// Runs `tuffest tuf solve`; returns the exit code.
pub fn solve(args: &[&str]) -> u8 {
    let flags = match Flags::parse(args, &SETTING_SWITCHES) {
        Ok(f) => f,
        Err(e) => return fail(&e),
    };
    let unknown = flags.unknown(&with_settings(
        &SETTING_FLAGS,
        &["roll", "faces", "budget", "all"],
    ));
    if !unknown.is_empty() {
        return fail(&format!("unknown option {}", unknown.join(", ")));
    }
    if let Some(stray) = flags.value("") {
        return fail(&format!("unexpected \"{stray}\" (options start with --)"));
    }
    let settings = match settings_from(&flags) {
        Ok(s) => s,
        Err(e) => return fail(&e),
    };
    let roll = match (flags.value("roll"), flags.value("faces")) {
        (Some(_), Some(_)) => return fail("give the roll once: --roll CODE or --faces \"…\""),
        (None, None) => {
            return fail("give a roll: --roll CODE or --faces \"4 2 0 7 8 7 + × + (x) =\"")
        }
        (Some(code), None) => match Roll::from_code(code) {
            Ok(r) => r,
            Err(e) => return fail(&e.to_string()),
        },
        (None, Some(faces)) => match Roll::from_faces(faces) {
            Ok(r) => r,
            Err(e) => return fail(&e.to_string()),
        },
    };
    let budget = match positive(&flags, "budget") {
        Ok(b) => b.unwrap_or(solver::DEFAULT_BUDGET),
        Err(e) => return fail(&e),
    };
    let all = match positive(&flags, "all") {
        Ok(a) => a.map(|a| (a as usize).min(MAX_ALL)),
        Err(e) => return fail(&e),
    };
    let options = SolveOptions {
        budget,
        all: all.unwrap_or(0),
        cap: None,
    };
    let s = solver::solve(&settings, &roll, &options);
    let best = s.best.as_ref();
    let mut out = serde_json::json!({
        "equation": best.map(|e| e.text.clone()),
        "normal": best.map(|e| e.normal.clone()),
        "cubes": best.map(|e| e.cubes).unwrap_or(0),
        "value": s.value(),
        "proved_optimal": s.proved_optimal,
        "upper_bound": s.upper_bound,
        "roll": roll.faces_text(),
        "game": settings.game.code(),
    });
    if all.is_some() {
        out["count"] = serde_json::json!(s.all.len());
        out["equations"] = serde_json::json!(s
            .all
            .iter()
            .map(|e| serde_json::json!({"equation": e.text, "normal": e.normal, "cubes": e.cubes, "value": e.value}))
            .collect::<Vec<_>>());
    }
    outln!("{out}");
    0
}

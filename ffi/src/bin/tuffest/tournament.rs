//! `tuffest tournament pairings --players N`: the round-robin schedule by Berger tables, as
//! `{"rounds": [[[1, 8], [2, 7], …], …]}` — each round a list of pairs of competitor numbers
//! (from 1), the chooser first, a bye as `[k, null]`.

use crate::args::Flags;
use tuffest_core::tournament::round_robin;

fn fail(message: &str) -> i32 {
    println!("{}", serde_json::json!({ "error": message }));
    2
}

/// Prints the round-robin pairings; 2 on bad arguments.
pub fn pairings(args: &[&str]) -> i32 {
    let flags = match Flags::parse(args, &[]) {
        Ok(f) => f,
        Err(e) => return fail(&e),
    };
    let unknown = flags.unknown(&["players"]);
    if !unknown.is_empty() {
        return fail(&format!("unknown option {}", unknown.join(", ")));
    }
    let Some(text) = flags.value("players") else {
        return fail("give the number of competitors: --players N (2 to 8)");
    };
    let Ok(n) = text.trim().parse::<u32>() else {
        return fail(&format!(
            "--players takes a whole number from 2 to 8, not \"{text}\""
        ));
    };
    match round_robin(n) {
        Ok(rounds) => {
            let rounds: Vec<Vec<(u32, Option<u32>)>> = rounds
                .iter()
                .map(|r| r.iter().map(|p| (p.chooser, p.other)).collect())
                .collect();
            println!("{}", serde_json::json!({ "rounds": rounds }));
            0
        }
        Err(e) => fail(&e.to_string()),
    }
}

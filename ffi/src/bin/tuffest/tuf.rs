//! `tuffest tuf …`: checking layouts from the terminal.

use crate::args::error_json as fail;
use crate::args::Flags;
use std::io::{BufRead, Write};
use tuffest_core::tuf::ratio::{check_ratio, RatioLayout};
use tuffest_core::tuf::{check_text, EquateZero, Game, JMode, PiReading, Relation, Settings};

/// The setting flags that take no value (shared by `tuf check` and `tuf solve`).
pub const SETTING_SWITCHES: [&str; 4] = ["const", "incentive", "bonus", "long-numbers"];
/// Every setting flag (shared by `tuf check` and `tuf solve`).
pub const SETTING_FLAGS: [&str; 11] = [
    "game",
    "const",
    "pi",
    "chi",
    "j",
    "incentive",
    "bonus",
    "zero",
    "base",
    "fraction-value",
    "long-numbers",
];

/// The setting flags plus a command's own.
pub fn with_settings<'a>(names: &[&'a str], own: &[&'a str]) -> Vec<&'a str> {
    names.iter().chain(own).copied().collect()
}

/// Builds a game's settings from `--game N` and the setting flags.
pub fn settings_from(flags: &Flags<'_>) -> Result<Settings, String> {
    let game_text = flags.value("game").unwrap_or("1");
    let game = Game::parse(game_text).ok_or(format!(
        "unknown game \"{game_text}\" (1, 1A, 1B, 1C(a), 1C(b), 1C(c), 2, 2A, 3, 4, 5, 6)"
    ))?;
    let mut s = game.settings();
    if flags.has("const") || flags.value("chi").is_some() {
        s = s.with_constant_cube();
    }
    if flags.has("long-numbers") {
        s.max_whole_cubes = None;
    }
    s.exponent_incentive = flags.has("incentive");
    s.base_bonus = flags.has("bonus");
    if let Some(p) = flags.value("pi") {
        s.pi = match p {
            "auto" => PiReading::Auto,
            "real" => PiReading::Real,
            "22/7" => PiReading::TwentyTwoSevenths,
            "180" | "degrees" => PiReading::Degrees,
            other => {
                return Err(format!(
                    "--pi takes auto, real, 22/7 or 180, not \"{other}\""
                ))
            }
        };
    }
    if let Some(c) = flags.value("chi") {
        if tuffest_core::tuf::constants::parse_chi(c).is_none() {
            return Err(format!(
                "--chi \"{c}\" is not a value (try 12, 9/5, 25.4, 10^6, sqrt(2), e)"
            ));
        }
        s.chi = Some(c.to_string());
    }
    if let Some(j) = flags.value("j") {
        s.j = match j {
            "imaginary" | "i" => JMode::Imaginary,
            "factorial" | "!" => JMode::Factorial,
            other => JMode::Relation(Relation::parse(other).ok_or(format!(
                "--j takes imaginary, factorial, <, >, <=, >= or !=, not \"{other}\""
            ))?),
        };
    }
    if let Some(z) = flags.value("zero") {
        s.equate_zero = match z {
            "allowed" => EquateZero::Allowed,
            "disallowed" => EquateZero::Disallowed,
            "penalty" => EquateZero::Penalty,
            other => {
                return Err(format!(
                    "--zero takes allowed, disallowed or penalty, not \"{other}\""
                ))
            }
        };
    }
    if let Some(b) = flags.value("base") {
        match b.parse::<u8>() {
            Ok(b) if (2..=10).contains(&b) => s.stated_base = Some(b),
            _ => return Err(format!("--base takes a base from 2 to 10, not \"{b}\"")),
        }
    }
    if let Some(v) = flags.value("fraction-value") {
        s.fraction_value = v.parse::<u32>().ok().filter(|v| *v <= 10).ok_or(format!(
            "--fraction-value takes a whole number up to 10, not \"{v}\""
        ))?;
    }
    Ok(s)
}

/// `tuffest tuf check`: one layout per stdin line, one JSON verdict per line.
pub fn check(args: &[&str]) -> u8 {
    let flags = match Flags::parse(args, &with_settings(&SETTING_SWITCHES, &["ratio"])) {
        Ok(f) => f,
        Err(e) => return fail(&e),
    };
    let unknown = flags.unknown(&with_settings(&SETTING_FLAGS, &["ratio"]));
    if !unknown.is_empty() {
        return fail(&format!("unknown option {}", unknown.join(", ")));
    }
    let settings = match settings_from(&flags) {
        Ok(s) => s,
        Err(e) => return fail(&e),
    };
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in stdin.lock().lines() {
        let line = match line {
            Ok(l) => l,
            Err(_) => {
                let _ = writeln!(
                    out,
                    "{}",
                    serde_json::json!({"valid": false, "error": "the line is not UTF-8 text"})
                );
                continue;
            }
        };
        let text = line.trim_end_matches('\r');
        let json = if flags.has("ratio") {
            ratio_json(text, &settings)
        } else {
            serde_json::to_string(&check_text(text, &settings).to_json())
                .unwrap_or_else(|_| "{}".into())
        };
        if let Err(e) = writeln!(out, "{json}") {
            // The reader has gone (`| head`): done, as Unix tools end.
            return u8::from(e.kind() != std::io::ErrorKind::BrokenPipe);
        }
    }
    0
}

/// One ratio-card layout (`TL ; BL ; TR ; BR`) as a JSON verdict.
fn ratio_json(text: &str, settings: &Settings) -> String {
    let verdict = match RatioLayout::parse(text) {
        Ok(card) => check_ratio(&card, settings),
        Err(e) => return serde_json::json!({
            "valid": false, "values": [], "normal": "", "cubes": 0, "cube_value": 0,
            "error": format!("cell {}: {} (write four cells separated by ;)", e.cell + 1, e.error),
        })
        .to_string(),
    };
    serde_json::json!({
        "valid": verdict.valid,
        "values": verdict.values.iter().map(|v| v.to_string()).collect::<Vec<_>>(),
        "normal": verdict.normal,
        "cubes": verdict.cubes,
        "cube_value": verdict.cube_value,
        "error": verdict.reason,
    })
    .to_string()
}

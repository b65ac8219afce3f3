//! `tuffest horseshoes score|solve` and `tuffest play horseshoes`: Math Horseshoes in a terminal.
//! Every rule lives in `tuffest_core::horseshoes`; this file only reads arguments and prints.

use std::io::{BufRead, Write};
use std::time::Instant;

use crate::cues;
use serde_json::{json, Value as Json};
use tuffest_core::horseshoes::countdown::solve_countdown;
use tuffest_core::horseshoes::round::{HorseshoesRound, Phase, RoundEvent, Screen};
use tuffest_core::horseshoes::score;
use tuffest_core::horseshoes::solver::{score_r, solve_best, Search};
use tuffest_core::horseshoes::HorseshoesCommand;
use tuffest_core::horseshoes::{guide, judge, Puzzle};
use tuffest_core::kit::{self, Cue, Game, Seat};
use tuffest_core::lang::Lang;

/// Flags and positional arguments.
struct Args {
    numbers: Option<String>,
    target: Option<String>,
    code: Option<String>,
    seed: Option<String>,
    players: Option<String>,
    lang: Option<String>,
    countdown: bool,
    positional: Vec<String>,
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut a = Args {
        numbers: None,
        target: None,
        code: None,
        seed: None,
        players: None,
        lang: None,
        countdown: false,
        positional: Vec::new(),
    };
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        let (key, inline) = match arg.split_once('=') {
            Some((k, v)) if k.starts_with("--") => (k.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let value = |i: &mut usize| -> Result<String, String> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            *i += 1;
            args.get(*i)
                .cloned()
                .ok_or_else(|| format!("{key} needs a value"))
        };
        match key.as_str() {
            "--numbers" => a.numbers = Some(value(&mut i)?),
            "--target" => a.target = Some(value(&mut i)?),
            "--code" => a.code = Some(value(&mut i)?),
            "--seed" => a.seed = Some(value(&mut i)?),
            "--players" => a.players = Some(value(&mut i)?),
            "--lang" => a.lang = Some(value(&mut i)?),
            "--countdown" => a.countdown = true,
            "--" => {
                a.positional.extend(args[i + 1..].iter().cloned());
                break;
            }
            k if k.starts_with("--") => return Err(format!("unknown option {k}")),
            _ => a.positional.push(arg.clone()),
        }
        i += 1;
    }
    Ok(a)
}

fn puzzle_of(a: &Args, required: bool) -> Result<Option<Puzzle>, String> {
    if let Some(code) = &a.code {
        return Puzzle::from_code(code).map(Some).map_err(|e| e.to_string());
    }
    if let Some(seed) = &a.seed {
        let s: u64 = seed
            .trim()
            .parse()
            .map_err(|_| format!("the seed \"{seed}\" is not a whole number"))?;
        return Ok(Some(Puzzle::from_seed(s)));
    }
    match (&a.numbers, &a.target) {
        (Some(n), Some(t)) => Puzzle::parse(n, t).map(Some).map_err(|e| e.to_string()),
        (None, None) if !required => Ok(None),
        (None, _) => Err("--numbers is missing (e.g. --numbers 1,3,4,17)".into()),
        (_, None) => Err("--target is missing (e.g. --target 341)".into()),
    }
}

fn print(v: &Json) {
    outln!("{v}");
}

fn fail(msg: &str) -> i32 {
    print(&json!({ "error": msg }));
    2
}

/// `tuffest horseshoes score --target T --numbers a,b,c,d 'EXPR'`: one JSON object.
pub fn score(args: &[String]) -> i32 {
    let a = match parse_args(args) {
        Ok(a) => a,
        Err(e) => return fail(&e),
    };
    let p = match puzzle_of(&a, true) {
        Ok(Some(p)) => p,
        Ok(None) => return fail("no puzzle given"),
        Err(e) => return fail(&e),
    };
    let text = match a.positional.as_slice() {
        [t] => t.clone(),
        [] => return fail("the expression is missing (put it in quotes)"),
        many => many.join(" "),
    };
    let v = judge(&text, &p);
    let value = v.exact.clone().or_else(|| v.decimal.clone());
    print(&json!({
        "score": v.score,
        "valid": v.valid,
        "value": value,
        "exact": v.exact,
        "decimal": v.decimal,
        "error": v.error,
        "expression": v.expression,
        "target": p.target(),
        "numbers": p.numbers(),
    }));
    0
}

/// Countdown mode's wider limits, so classic Countdown puzzles (25 50 75 100 3 6 → 952) can be
/// compared with public Countdown solvers: 1..=6 numbers in 1..=1000, a target in 1..=9999.
const COUNTDOWN_MAX_COUNT: usize = 6;
const COUNTDOWN_MAX_NUMBER: u64 = 1000;
const COUNTDOWN_MAX_TARGET: u64 = 9999;

fn whole(text: &str, what: &str, max: u64) -> Result<u32, String> {
    let t = text.trim();
    match t.parse::<u64>() {
        Ok(v) if (1..=max).contains(&v) => Ok(v as u32),
        Ok(v) => Err(format!("the {what} {v} should be between 1 and {max}")),
        Err(_) => Err(format!("the {what} \"{t}\" is not a whole number")),
    }
}

/// The numbers and target of a Countdown-mode solve: `--numbers`/`--target` with Countdown's
/// limits, or a Math Horseshoes puzzle by `--code`/`--seed`.
fn countdown_puzzle(a: &Args) -> Result<(Vec<u32>, u32), String> {
    let (Some(ns), Some(t)) = (&a.numbers, &a.target) else {
        return match puzzle_of(a, true)? {
            Some(p) => Ok((p.numbers().to_vec(), p.target())),
            None => Err("no puzzle given".into()),
        };
    };
    let mut numbers = Vec::new();
    for part in ns.split(|c: char| c == ',' || c.is_whitespace()) {
        if !part.is_empty() {
            numbers.push(whole(part, "number", COUNTDOWN_MAX_NUMBER)?);
        }
    }
    if numbers.is_empty() || numbers.len() > COUNTDOWN_MAX_COUNT {
        return Err(format!(
            "give between 1 and {COUNTDOWN_MAX_COUNT} numbers (you gave {})",
            numbers.len()
        ));
    }
    Ok((numbers, whole(t, "target", COUNTDOWN_MAX_TARGET)?))
}

fn solve_countdown_mode(a: &Args) -> i32 {
    let (numbers, target) = match countdown_puzzle(a) {
        Ok(p) => p,
        Err(e) => return fail(&e),
    };
    match solve_countdown(&numbers, target) {
        Some(s) => {
            print(&json!({
                "mode": "countdown",
                "value": s.value.to_string(),
                "exact": s.value.to_string(),
                "distance": s.distance.to_string(),
                "score": score_r((s.value.min(i64::MAX as u64) as i64, 1), target),
                "valid": true,
                "uses_all_numbers": s.expr.leaves().len() == numbers.len(),
                "expression": s.expr.to_string(),
                "target": target,
                "numbers": numbers,
                "error": Json::Null,
            }));
            0
        }
        None => fail("no answer"),
    }
}

/// `tuffest horseshoes solve --numbers a,b,c,d --target T [--countdown]`: one JSON object.
pub fn solve(args: &[String]) -> i32 {
    let a = match parse_args(args) {
        Ok(a) => a,
        Err(e) => return fail(&e),
    };
    if let Some(extra) = a.positional.first() {
        return fail(&format!("unexpected argument \"{extra}\""));
    }
    if a.countdown {
        return solve_countdown_mode(&a);
    }
    let p = match puzzle_of(&a, true) {
        Ok(Some(p)) => p,
        Ok(None) => return fail("no puzzle given"),
        Err(e) => return fail(&e),
    };
    match solve_best(p.numbers(), p.target()) {
        Some(b) => {
            let exact = b.value.exact_text();
            let value = match (&exact, score::rounded(&b.value)) {
                (Some(e), _) => e.clone(),
                (None, Some(r)) => r.decimal,
                (None, None) => b.value.decimal(3),
            };
            let distance = b.distance(p.target());
            let search = match b.search {
                Search::Exhaustive => "exhaustive",
                Search::StoppedAtTen => "stopped at 10",
                Search::BudgetSpent => "budget spent: best so far",
            };
            print(&json!({
                "mode": "best",
                "value": value,
                "exact": exact,
                "distance": distance.as_ref().map(|d| d.decimal.clone()),
                "distance_exact": distance.as_ref().map(|d| d.exact),
                "score": b.score,
                "valid": true,
                "expression": b.expr.to_string(),
                "symbols": b.expr.symbols(),
                "search": search,
                "exhaustive": b.exhaustive(),
                "error": Json::Null,
            }));
            0
        }
        None => fail("no answer"),
    }
}

fn secs(ms: u64) -> String {
    format!("{}:{:02}", ms / 60_000, (ms / 1000) % 60)
}

/// `tuffest play horseshoes [--players A,B] [--lang en|fr] [--numbers … --target … | --code C |
/// --seed S]`: an interactive game on stdin/stdout. While writing, a line is the answer (typed
/// text, handed in at once); `pause`, `resume` and `quit` are commands.
pub fn play(args: &[String]) -> i32 {
    let a = match parse_args(args) {
        Ok(a) => a,
        Err(e) => return fail(&e),
    };
    let clock = Instant::now();
    let now = || clock.elapsed().as_millis() as u64;
    let puzzle = match puzzle_of(&a, false) {
        Ok(Some(p)) => p,
        Ok(None) => {
            Puzzle::from_seed(clock.elapsed().as_nanos() as u64 ^ std::process::id() as u64)
        }
        Err(e) => return fail(&e),
    };
    let players: Vec<String> = match &a.players {
        Some(list) => list
            .split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect(),
        None => Vec::new(),
    };
    let lang = Lang::from_tag(a.lang.as_deref().unwrap_or("en"));
    let players = if players.is_empty() {
        vec![lang.pick("You", "Vous").to_string()]
    } else {
        players
    };
    // French puts a no-break space before a colon.
    let colon = lang.pick(":", "\u{a0}:");
    let seats = players.iter().map(Seat::person).collect();
    let mut round = match <HorseshoesRound as Game>::start(puzzle, seats, now()) {
        Ok(r) => r,
        Err(e) => return fail(&e.text_in(lang)),
    };
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    outln!(
        "{}. {}",
        guide::title(lang),
        lang.pick(
            "Type 'quit' to stop, 'pause'/'resume' while writing.",
            "Tapez «\u{a0}quit\u{a0}» pour arrêter, «\u{a0}pause\u{a0}» ou «\u{a0}resume\u{a0}» pendant l'écriture."
        )
    );
    let say = |round: &HorseshoesRound, events: &[kit::Event<RoundEvent>]| {
        let name = |seat: u32| {
            round
                .players()
                .get(seat as usize)
                .cloned()
                .unwrap_or_default()
        };
        for cue in events.iter().filter_map(kit::Event::cue) {
            if let (Some(line), _) = cues::show(cue, &name, lang) {
                outln!("{line}");
            }
        }
    };
    loop {
        let events = Game::tick(&mut round, now());
        say(&round, &events);
        let view = round.view_in(now(), lang);
        match &view.screen {
            Screen::HandOver { message, .. } => outln!("{} {message}", view.status),
            Screen::Writing { name, .. } => outln!(
                "{name}{colon} {} {:?}, {} {}, {} {}{} — {}",
                lang.pick("numbers", "nombres"),
                view.numbers,
                lang.pick("target", "cible"),
                view.target.unwrap_or(0),
                lang.pick("time left", "temps restant"),
                secs(view.remaining_ms),
                if view.paused {
                    lang.pick(" (paused)", " (en pause)")
                } else {
                    ""
                },
                lang.pick("type your expression:", "tapez votre expression\u{a0}:"),
            ),
            Screen::Reveal {
                results,
                best_expression,
                best_value,
                best_score,
                ..
            } => {
                outln!(
                    "{} ({} {}, code {}){colon}",
                    lang.pick("Results", "Résultats"),
                    lang.pick("target", "cible"),
                    view.target.unwrap_or(0),
                    view.code
                );
                for r in results {
                    let explained = r.band.clone().or(r.verdict.error.clone());
                    outln!(
                        "  {}{colon} {} = {} -> {}{}",
                        r.name,
                        if r.answer.is_empty() {
                            lang.pick("(nothing)", "(rien)")
                        } else {
                            &r.answer
                        },
                        r.value.clone().unwrap_or_else(|| "-".into()),
                        tuffest_core::horseshoes::explain::points(r.verdict.score, lang),
                        explained.map(|e| format!(" ({e})")).unwrap_or_default()
                    );
                }
                if let (Some(b), Some(s)) = (best_expression, best_score) {
                    outln!(
                        "  {}{colon} {b} = {} -> {}",
                        lang.pick("Best found", "Meilleure trouvée"),
                        best_value.clone().unwrap_or_default(),
                        tuffest_core::horseshoes::explain::points(*s, lang)
                    );
                }
                outln!("{}", view.status);
                return 0;
            }
        }
        let _ = std::io::stdout().flush();
        let line = match lines.next() {
            Some(Ok(l)) => l,
            _ => return 0,
        };
        let t = now();
        let cmd = line.trim();
        if cmd.eq_ignore_ascii_case("quit") {
            return 0;
        }
        // Time may have run out while the line was typed.
        let late = Game::tick(&mut round, t);
        say(&round, &late);
        if late
            .iter()
            .any(|e| matches!(e.cue(), Some(Cue::TimeUp { .. })))
        {
            outln!(
                "{}",
                lang.pick(
                    "** Time ran out before that line arrived: your answer as written counts. **",
                    "** Le temps s'est écoulé avant cette ligne\u{a0}: votre réponse telle qu'écrite compte. **"
                )
            );
            continue;
        }
        let seat = match round.phase() {
            Phase::HandOver { player } | Phase::Writing { player } => *player as u32,
            Phase::Revealed => 0,
        };
        match round.view(t).screen {
            Screen::HandOver { .. } => {
                let _ = Game::apply(&mut round, seat, HorseshoesCommand::StartTurn, t);
            }
            Screen::Writing { .. } => match cmd {
                "pause" => {
                    let events = Game::pause(&mut round, t);
                    say(&round, &events);
                }
                "resume" => {
                    let events = Game::resume(&mut round, t);
                    say(&round, &events);
                }
                _ => {
                    let text = HorseshoesCommand::Text { text: cmd.into() };
                    if Game::apply(&mut round, seat, text, t).is_err() {
                        outln!(
                            "{}",
                            lang.pick(
                                "(the clock is paused: type 'resume' first)",
                                "(le chrono est en pause\u{a0}: tapez d'abord «\u{a0}resume\u{a0}»)"
                            )
                        );
                        continue;
                    }
                    let done = Game::apply(&mut round, seat, HorseshoesCommand::Submit, t);
                    say(&round, &done.unwrap_or_default());
                }
            },
            Screen::Reveal { .. } => {}
        }
    }
}

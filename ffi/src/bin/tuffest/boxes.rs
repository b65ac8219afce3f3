//! `tuffest boxes solve` and `tuffest play boxes`: Dots and Boxes in a terminal. Every rule
//! lives in `tuffest_core::boxes`; this file only reads arguments and prints.

use std::io::{BufRead, Write};

use serde_json::json;
use tuffest_core::boxes::{
    choose, notation, BoxesGame, BoxesView, Command, Detail, Options, Position, Setup, Solver,
    SolverConfig, COMPUTER_DELAY_MAX_MS,
};
use tuffest_core::kit::{Event, Game, Seat, Strength, Worded};
use tuffest_core::lang::Lang;

use crate::args::error_json;
use crate::args::Flags;

/// `tuffest boxes solve --dots N [--drawn "h0,0 v1,2 …"] [--budget NODES]`: one JSON object
/// with `value` (boxes the player to move will still take minus the opponent's under perfect
/// play), `best` (every optimal segment) and `proved`; bad input prints `{"error": …}` and
/// exits 2.
pub fn solve(args: &[&str]) -> i32 {
    let flags = match Flags::parse(args, &[]) {
        Ok(f) => f,
        Err(e) => return error_json(&e),
    };
    let unknown = flags.unknown(&["dots", "drawn", "budget"]);
    if !unknown.is_empty() {
        return error_json(&format!("unknown option {}", unknown.join(", ")));
    }
    if flags.value("").is_some() {
        return error_json("unexpected argument (quote the segments: --drawn \"h0,0 v1,2\")");
    }
    let Some(dots_text) = flags.value("dots") else {
        return error_json("--dots N is required (3 to 7)");
    };
    let dots = match dots_text.trim().parse::<i64>() {
        Ok(d) => d,
        Err(_) => {
            return error_json(&format!(
                "--dots must be a whole number, not \"{dots_text}\""
            ))
        }
    };
    let Ok(dots8) = u8::try_from(dots) else {
        return error_json(&format!("a board has 3 to 7 dots a side, not {dots}"));
    };
    let budget = match flags.value("budget").map(|b| b.trim().parse::<u64>()) {
        None => SolverConfig::default().node_budget,
        Some(Ok(b)) if b > 0 => b,
        Some(_) => return error_json("--budget must be a positive number of nodes"),
    };
    let drawn = match notation::parse_segments(flags.value("drawn").unwrap_or("")) {
        Ok(d) => d,
        Err(e) => return error_json(&e.text_in(Lang::En)),
    };
    let position = match Position::from_drawn(dots8, &drawn) {
        Ok(p) => p,
        Err(e) => return error_json(&e.text_in(Lang::En)),
    };
    let mut solver = Solver::new(SolverConfig {
        node_budget: budget,
        ..SolverConfig::default()
    });
    let s = solver.solve(&position);
    let (value, best) = if s.proved {
        (s.value, s.best.iter().map(ToString::to_string).collect())
    } else {
        estimate(&position)
    };
    outln!(
        "{}",
        json!({
            "dots": dots8,
            "free": position.free_count(),
            "value": value,
            "best": best,
            "proved": s.proved,
            "nodes": s.nodes,
        })
    );
    0
}

/// When the exact search runs out of budget: the strong player's move, and the value of a
/// game where both sides play it from here (an estimate).
fn estimate(position: &Position) -> (i32, Vec<String>) {
    let me = position.turn();
    let mut p = position.clone();
    let before = p.scores();
    let first = choose(&p, Strength::Strong, 0);
    let mut seed = 1;
    while let Some(m) = choose(&p, Strength::Strong, seed) {
        if p.draw(m).is_err() {
            break;
        }
        seed += 1;
    }
    let after = p.scores();
    let mine = i64::from(after[usize::from(me)] - before[usize::from(me)]);
    let theirs = i64::from(after[usize::from(1 - me)] - before[usize::from(1 - me)]);
    (
        i32::try_from(mine - theirs).unwrap_or(0),
        first.map(|m| vec![m.to_string()]).unwrap_or_default(),
    )
}

/// The board as text: dots `+`, drawn segments `---` and `|`, boxes with the owner's initial.
pub fn render(v: &BoxesView) -> String {
    let n = usize::from(v.dots);
    let drawn = |name: String| v.board.segments.iter().any(|s| s.name == name && s.drawn);
    let mut out = String::from("    ");
    for c in 0..n {
        out.push_str(&format!("{c:<4}"));
    }
    out.push('\n');
    for r in 0..n {
        out.push_str(&format!("{r:<3} +"));
        for c in 0..n - 1 {
            out.push_str(if drawn(format!("h{r},{c}")) {
                "---+"
            } else {
                "   +"
            });
        }
        out.push('\n');
        if r + 1 < n {
            out.push_str("    ");
            for c in 0..n {
                out.push(if drawn(format!("v{r},{c}")) { '|' } else { ' ' });
                if c + 1 < n {
                    let cell = &v.board.cells[r * (n - 1) + c];
                    let t = if cell.text.is_empty() {
                        " "
                    } else {
                        &cell.text
                    };
                    out.push_str(&format!(" {t} "));
                }
            }
            out.push('\n');
        }
    }
    out
}

fn say(events: &[Event<Detail>], names: &[String]) {
    let name = |s: u32| names.get(s as usize).cloned().unwrap_or_default();
    for e in events {
        match e {
            Event::Game(Detail::Drawn { seat, segment }) => {
                outln!("{} draws {segment}", name(*seat));
            }
            Event::Game(Detail::BoxesCompleted { seat, boxes }) => {
                outln!("{} marks {} box(es)", name(*seat), boxes.len());
            }
            Event::Game(Detail::Undone { moves, .. }) => outln!("{moves} move(s) taken back"),
            _ => {}
        }
    }
}

/// `tuffest play boxes [--dots N] [--code C] [--strength S] [--seed N] [--people] [--lang L]`:
/// type segments (`h0,1`), `hint`, `undo`, `quit`.
pub fn play(args: &[&str]) -> i32 {
    let flags = match Flags::parse(args, &["people", "tournament"]) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("tuffest: {e}");
            return 2;
        }
    };
    let unknown = flags.unknown(&[
        "dots",
        "code",
        "strength",
        "seed",
        "people",
        "lang",
        "tournament",
    ]);
    if !unknown.is_empty() {
        eprintln!("tuffest: unknown option {}", unknown.join(", "));
        return 2;
    }
    let lang = Lang::from_tag(flags.value("lang").unwrap_or("en"));
    let setup = if let Some(code) = flags.value("code") {
        match notation::parse_code(code) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("tuffest: {}", e.text_in(lang));
                return 2;
            }
        }
    } else {
        let dots = flags.value("dots").unwrap_or("5");
        match dots.trim().parse::<u8>() {
            Ok(d) => Setup::empty(d),
            Err(_) => {
                eprintln!("tuffest: --dots must be 3 to 7");
                return 2;
            }
        }
    };
    let strength = match flags.value("strength").map(Strength::parse) {
        None => Strength::Strong,
        Some(Some(s)) => s,
        Some(None) => {
            eprintln!("tuffest: --strength is beginner, casual, strong or unbeatable");
            return 2;
        }
    };
    let seed = flags
        .value("seed")
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(1);
    let seats = if flags.has("people") {
        vec![Seat::person("Ann"), Seat::person("Bob")]
    } else {
        vec![
            Seat::person(lang.pick("You", "Vous")),
            Seat::computer(lang.pick("Computer", "Ordinateur"), strength),
        ]
    };
    let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
    let options = Options {
        setup,
        tournament: flags.has("tournament"),
        seed,
    };
    let mut game = match BoxesGame::start(options, seats, 0) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("tuffest: {}", e.text_in(lang));
            return 2;
        }
    };
    let mut now = 0u64;
    outln!(
        "Dots and Boxes, code {}. Type a segment (h<row>,<col> or v<row>,<col>), hint, undo or quit.",
        game.view(now, lang).code
    );
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        // Computer seats move inside tick after their delay.
        while game.computer_thinking() {
            now += COMPUTER_DELAY_MAX_MS;
            let ev = game.tick(now);
            say(&ev, &names);
        }
        let view = game.view(now, lang);
        out!("{}", render(&view));
        outln!(
            "{}  ({}: {}, {}: {})",
            view.status,
            names[0],
            view.scores[0],
            names[1],
            view.scores[1]
        );
        if view.over {
            break;
        }
        out!("> ");
        let _ = std::io::stdout().flush();
        let Some(Ok(line)) = lines.next() else {
            break;
        };
        let line = line.trim();
        now += 1;
        let seat = view.turn.unwrap_or(0);
        match line {
            "" => {}
            "quit" | "q" => break,
            "hint" => match game.hint(seat, now) {
                Ok(h) => outln!("{}", h.text_in(lang)),
                Err(e) => outln!("{}", e.text_in(lang)),
            },
            "undo" => match game.undo(seat, now) {
                Ok(ev) => say(&ev, &names),
                Err(e) => outln!("{}", e.text_in(lang)),
            },
            text => match tuffest_core::kit::Segment::parse(text) {
                None => outln!(
                    "{}",
                    lang.pick(
                        "not a segment (e.g. h0,1)",
                        "pas un segment (par exemple h0,1)"
                    )
                ),
                Some(s) => match game.apply(seat, Command::Draw(s), now) {
                    Ok(ev) => say(&ev, &names),
                    Err(e) => outln!("{}", e.text_in(lang)),
                },
            },
        }
    }
    if let Some(o) = game.outcome() {
        if game.position().dots() <= 4 {
            let a = game.analysis(tuffest_core::boxes::ANALYSIS_NODES);
            if let Some(v) = a.setup_value {
                outln!(
                    "{} {v:+}",
                    lang.pick(
                        "Perfect play from the set-up, for the first player:",
                        "Jeu parfait depuis la position de départ, pour le premier joueur :"
                    )
                );
            }
            for m in a.moves.iter().filter(|m| m.loss.is_some_and(|l| l > 0)) {
                outln!("{}", m.text_in(lang));
            }
        }
        outln!("{}", json!({ "scores": o.scores, "winners": o.winners }));
    }
    0
}

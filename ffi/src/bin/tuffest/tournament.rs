//! The tournament in the terminal:
//! - `tuffest tournament pairings --players N`: the round-robin schedule by Berger tables, as
//!   `{"rounds": [[[1, 8], [2, 7], …], …]}` — each round a list of pairs of competitor numbers
//!   (from 1), the chooser first, a bye as `[k, null]`;
//! - `tuffest tournament code --players LIST …`: a generated set-up's share code, JSON out;
//! - `tuffest play tournament …`: a whole event on stdin/stdout (people type their choices,
//!   moves and final answers; computer pairings play out), saved with `save` or on `quit`.

use crate::args::error_json as fail;
use crate::args::Flags;
use crate::line_play;
use std::io::{BufRead, Write};
use std::time::Instant;
use tuffest_core::boxes;
use tuffest_core::chips::ChipsCommand;
use tuffest_core::horseshoes::round::Phase;
use tuffest_core::horseshoes::HorseshoesCommand;
use tuffest_core::kit::{save, Cell, Event, Game, Seat, SeatId, Segment, Strength, Worded};
use tuffest_core::lang::Lang;
use tuffest_core::tournament::{
    game_records, results_csv, results_text, round_robin, MainGames, PairingSystem, Tournament,
    TournamentCommand, TournamentDetail, TournamentGameView, TournamentOptions, TournamentSetup,
    TournamentView,
};

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
            outln!("{}", serde_json::json!({ "rounds": rounds }));
            0
        }
        Err(e) => fail(&e.to_string()),
    }
}

/// Reads `Ann,Ben,Cleo:strong`: a name alone is a person, `name:strength` a computer player.
pub fn parse_players(text: &str) -> Result<Vec<Seat>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|entry| match entry.split_once(':') {
            None => Ok(Seat::person(entry)),
            Some((name, level)) => Strength::parse(level)
                .map(|st| Seat::computer(name.trim(), st))
                .ok_or_else(|| {
                    format!("\"{level}\" is not a strength: beginner, casual, strong or unbeatable")
                }),
        })
        .collect()
}

/// The set-up the flags ask for: `--code C`, or `--players LIST` with `--games boxes|chips|both`,
/// `--system robin|swiss` and `--seed N`.
fn setup_of(flags: &Flags, lang: Lang) -> Result<TournamentSetup, String> {
    if let Some(code) = flags.value("code") {
        return TournamentSetup::from_code(code).map_err(|e| e.text_in(lang));
    }
    let players = flags
        .value("players")
        .unwrap_or("You,Cleo:strong,Dan:casual,Max:beginner");
    let players = parse_players(players)?;
    let games = match flags.value("games").unwrap_or("both") {
        "boxes" => MainGames::Boxes,
        "chips" => MainGames::Chips,
        "both" => MainGames::Both,
        other => return Err(format!("--games is boxes, chips or both, not \"{other}\"")),
    };
    let system = match flags.value("system").unwrap_or("robin") {
        "robin" => PairingSystem::RoundRobin,
        "swiss" => PairingSystem::Swiss,
        other => return Err(format!("--system is robin or swiss, not \"{other}\"")),
    };
    let seed = match flags.value("seed") {
        None => 1,
        Some(t) => t
            .trim()
            .parse()
            .map_err(|_| format!("--seed takes a whole number, not \"{t}\""))?,
    };
    TournamentSetup::generated(players, games, system, seed).map_err(|e| e.text_in(lang))
}

const SETUP_FLAGS: [&str; 6] = ["code", "players", "games", "system", "seed", "lang"];

/// `tuffest tournament code --players LIST [--games G] [--system S] [--seed N]`: prints
/// `{"code": …, "rounds": N, "competitors": N}`; 2 on bad arguments.
pub fn code(args: &[&str]) -> i32 {
    let flags = match Flags::parse(args, &[]) {
        Ok(f) => f,
        Err(e) => return fail(&e),
    };
    let unknown = flags.unknown(&SETUP_FLAGS);
    if !unknown.is_empty() {
        return fail(&format!("unknown option {}", unknown.join(", ")));
    }
    match setup_of(&flags, Lang::En) {
        Ok(s) => {
            outln!(
                "{}",
                serde_json::json!({
                    "code": s.code(),
                    "rounds": s.rounds.len(),
                    "competitors": s.competitors.len(),
                })
            );
            0
        }
        Err(e) => fail(&e),
    }
}

/// What a person is asked now.
enum Ask {
    Choose(SeatId),
    Boxes(SeatId),
    Chips(SeatId),
    FinalStart(SeatId),
    FinalWrite(SeatId),
}

fn ask(t: &Tournament, v: &TournamentView) -> Option<Ask> {
    if let Some(seat) = v.chooser {
        return Some(Ask::Choose(seat));
    }
    // The competitor the game in play waits for is the core's (`to_move`).
    let seat = v.to_move?;
    let person = !t.seats().get(seat as usize).is_some_and(Seat::is_computer);
    match v.game.as_ref()? {
        TournamentGameView::Boxes(b) => (person && !b.thinking).then_some(Ask::Boxes(seat)),
        TournamentGameView::Chips(_) => person.then_some(Ask::Chips(seat)),
        TournamentGameView::Final(_) => match t.final_round()?.phase() {
            Phase::HandOver { .. } => Some(Ask::FinalStart(seat)),
            Phase::Writing { .. } => Some(Ask::FinalWrite(seat)),
            Phase::Revealed => None,
        },
    }
}

fn say(events: &[Event<TournamentDetail>], t: &Tournament, lang: Lang) {
    for e in events {
        let line = match e.detail() {
            Some(TournamentDetail::RoundStarted { round }) => {
                Some(format!("== {} {round}", lang.pick("Round", "Ronde")))
            }
            Some(TournamentDetail::Bye { competitor, score }) => Some(format!(
                "{} {} ({score})",
                t.name(*competitor),
                lang.pick("has the bye", "est exempt")
            )),
            Some(TournamentDetail::Chose { competitor, first }) => Some(format!(
                "{} {}",
                t.name(*competitor),
                match (first, lang) {
                    (true, Lang::En) => "chooses to move first",
                    (false, Lang::En) => "chooses to move second",
                    (true, Lang::Fr) => "choisit de commencer",
                    (false, Lang::Fr) => "choisit de jouer en second",
                }
            )),
            Some(TournamentDetail::GameFinished {
                first,
                second,
                scores,
                ..
            }) => Some(format!(
                "{} {} – {} {}",
                t.name(*first),
                scores[0],
                scores[1],
                t.name(*second)
            )),
            Some(TournamentDetail::FinalStarted { finalists }) => {
                let names: Vec<String> = finalists.iter().map(|&c| t.name(c)).collect();
                Some(format!(
                    "== {} {}",
                    lang.pick("The final:", "La finale :"),
                    lang.list(&names)
                ))
            }
            _ => None,
        };
        if let Some(line) = line {
            outln!("{line}");
        }
    }
}

fn board(v: &TournamentView, lang: Lang) {
    outln!("{}", v.status);
    for p in &v.pairings {
        match &p.other {
            Some(o) => outln!("  {} – {o}: {}", p.chooser, p.state),
            None => outln!("  {}: {}", p.chooser, p.state),
        }
    }
    match &v.game {
        Some(TournamentGameView::Boxes(b)) => {
            out!("{}", crate::boxes::render(b));
            outln!(
                "{} {}, {} {} — {}",
                b.names[0],
                b.scores[0],
                b.names[1],
                b.scores[1],
                b.status
            );
        }
        Some(TournamentGameView::Chips(c)) => crate::chips::draw_view(c, lang),
        _ => {}
    }
}

fn standings(v: &TournamentView) {
    for s in &v.standings {
        outln!("  {}. {} {} ({})", s.place, s.name, s.score, s.tie_breaks);
    }
}

fn write_save(t: &Tournament, now: u64, path: Option<&str>, lang: Lang) {
    let Some(path) = path else {
        outln!(
            "{}",
            lang.pick(
                "give --save FILE to keep the tournament",
                "indiquez --save FICHIER pour garder le tournoi"
            )
        );
        return;
    };
    match std::fs::write(path, save::write(t, now)) {
        Ok(()) => outln!("{} {path}", lang.pick("saved to", "enregistré dans")),
        Err(e) => outln!(
            "{}: {e}",
            lang.pick("could not save", "enregistrement impossible")
        ),
    }
}

/// `tuffest play tournament [--code C | --players LIST [--games G] [--system S] [--seed N]]
/// [--watch] [--save FILE] [--resume FILE] [--lang fr]`.
pub fn play(args: &[&str]) -> i32 {
    let flags = match Flags::parse(args, &["watch"]) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("tuffest: {e}");
            return 2;
        }
    };
    let mut known = SETUP_FLAGS.to_vec();
    known.extend(["watch", "save", "resume"]);
    let unknown = flags.unknown(&known);
    if !unknown.is_empty() {
        eprintln!("tuffest: unknown option {}", unknown.join(", "));
        return 2;
    }
    let lang = Lang::from_tag(flags.value("lang").unwrap_or("en"));
    let clock = Instant::now();
    // Game time: the real clock (the final's three minutes are real), plus the computers'
    // thinking delays, which pass at once.
    let mut skipped = 0u64;
    let real = |skipped: u64| clock.elapsed().as_millis() as u64 + skipped;
    let mut t = if let Some(path) = flags.value("resume") {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("tuffest: {path}: {e}");
                return 2;
            }
        };
        match save::read::<Tournament>(&text) {
            Ok(mut t) => {
                t.resume(real(skipped));
                t
            }
            Err(e) => {
                eprintln!("tuffest: {}", e.text_in(lang));
                return 2;
            }
        }
    } else {
        let setup = match setup_of(&flags, lang) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("tuffest: {e}");
                return 2;
            }
        };
        let options = TournamentOptions {
            setup,
            seed: 1,
            watch: flags.has("watch"),
        };
        match Tournament::start(options, Vec::new(), real(skipped)) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("tuffest: {}", e.text_in(lang));
                return 2;
            }
        }
    };
    let save_path = flags.value("save");
    outln!(
        "{} {}",
        lang.pick("Tournament, code", "Tournoi, code"),
        t.options().setup.code()
    );
    outln!(
        "{}",
        lang.pick(
            "Commands at any prompt: standings, results, csv, save, quit.",
            "Commandes à toute invite : classement, résultats, csv, save, quit."
        )
    );
    if !t.played().is_empty() {
        out!("{}", results_text(&t, lang));
    }
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut shown = String::new();
    loop {
        // Computers play on, their delays skipped, until a person is asked or the end.
        for _ in 0..100_000 {
            if t.is_over() || ask(&t, &t.view(real(skipped), lang)).is_some() {
                break;
            }
            skipped += 250;
            let events = t.tick(real(skipped));
            say(&events, &t, lang);
        }
        let now = real(skipped);
        let v = t.view(now, lang);
        if t.is_over() {
            break;
        }
        let Some(asked) = ask(&t, &v) else {
            continue;
        };
        let key = format!("{:?}{}", v.stage, v.status);
        if key != shown || matches!(asked, Ask::Boxes(_) | Ask::Chips(_)) {
            board(&v, lang);
            shown = key;
        }
        let name = |s: SeatId| line_play::seat_name(t.seats(), s);
        let prompt = match &asked {
            Ask::Choose(s) => format!(
                "{}: {}",
                name(*s),
                lang.pick(
                    "move first or second? (1/2)",
                    "commencer ou jouer en second ? (1/2)"
                )
            ),
            Ask::Boxes(s) => format!(
                "{}: {}",
                name(*s),
                lang.pick("a segment (h0,1)", "un segment (h0,1)")
            ),
            Ask::Chips(s) => format!(
                "{}: {}",
                name(*s),
                lang.pick("a square (c4)", "une case (c4)")
            ),
            Ask::FinalStart(s) => match lang {
                Lang::En => format!("The final: hand the device to {} and press Enter", name(*s)),
                Lang::Fr => format!(
                    "La finale : passez l'appareil à {} et appuyez sur Entrée",
                    name(*s)
                ),
            },
            Ask::FinalWrite(s) => {
                let puzzle = &t.options().setup.final_puzzle;
                let numbers: Vec<String> = puzzle.numbers().iter().map(u32::to_string).collect();
                format!(
                    "{} {}, {} {}\n{}: {}",
                    lang.pick("Numbers", "Nombres"),
                    numbers.join(" "),
                    lang.pick("target", "cible"),
                    puzzle.target(),
                    name(*s),
                    lang.pick("your answer", "votre réponse")
                )
            }
        };
        out!("{prompt}\n> ");
        let _ = std::io::stdout().flush();
        let Some(Ok(line)) = lines.next() else {
            write_save(&t, real(skipped), save_path, lang);
            return 0;
        };
        let line = line.trim();
        let now = real(skipped);
        match line {
            "quit" | "q" => {
                write_save(&t, now, save_path, lang);
                return 0;
            }
            "save" => {
                write_save(&t, now, save_path, lang);
                continue;
            }
            "standings" | "classement" => {
                standings(&v);
                continue;
            }
            "results" | "résultats" => {
                out!("{}", results_text(&t, lang));
                continue;
            }
            "csv" => {
                out!("{}", results_csv(&t));
                continue;
            }
            _ => {}
        }
        let command = match asked {
            Ask::Choose(s) => match line {
                "1" => Some((s, TournamentCommand::Choose { first: true })),
                "2" => Some((s, TournamentCommand::Choose { first: false })),
                _ => None,
            },
            Ask::Boxes(s) => Segment::parse(line)
                .map(|seg| (s, TournamentCommand::Boxes(boxes::Command::Draw(seg)))),
            Ask::Chips(s) => Cell::parse_algebraic(line)
                .map(|cell| (s, TournamentCommand::Chips(ChipsCommand::Place(cell)))),
            Ask::FinalStart(s) => Some((s, TournamentCommand::Final(HorseshoesCommand::StartTurn))),
            Ask::FinalWrite(s) => {
                let text = line.to_string();
                match t.apply(
                    s,
                    TournamentCommand::Final(HorseshoesCommand::Text { text }),
                    now,
                ) {
                    Ok(events) => {
                        say(&events, &t, lang);
                        Some((s, TournamentCommand::Final(HorseshoesCommand::Submit)))
                    }
                    Err(e) => {
                        outln!("{}", e.text_in(lang));
                        None
                    }
                }
            }
        };
        let Some((seat, command)) = command else {
            if !line.is_empty() {
                outln!("{}", lang.pick("not understood", "pas compris"));
            }
            continue;
        };
        match t.apply(seat, command, now) {
            Ok(events) => say(&events, &t, lang),
            Err(e) => outln!("{}", e.text_in(lang)),
        }
    }
    let v = t.view(real(skipped), lang);
    out!("{}", results_text(&t, lang));
    outln!("{}", v.status);
    let o = t.outcome();
    outln!(
        "{}",
        serde_json::json!({
            "champion": v.final_rows.first().map(|r| r.name.clone()),
            "scores": o.map(|o| o.scores),
            "games": t.played().len(),
            "records": game_records(&t, 0).len() + 1,
        })
    );
    0
}

//! `tuffest chips solve` and `tuffest play chips`: the chip game in a terminal. Every rule lives
//! in `tuffest_core::chips`; this file reads arguments, prints, and drives a
//! [`ChipsGame`] through the kit's `Game` interface only.

use std::io::{BufRead, Write};

use serde_json::json;
use tuffest_core::chips::{
    board_text, generate, parse_board, parse_code, parse_square, share_code, ChipsCommand,
    ChipsEvent, ChipsGame, ChipsSetup, Colour, Solver, DEFAULT_BUDGET,
};
use tuffest_core::kit::{Event, Game, Seat, Strength, Worded};
use tuffest_core::lang::Lang;

use crate::args::error_json as fail;
use crate::args::Flags;

/// The largest node budget the solver command accepts (a few minutes at most).
const MAX_BUDGET: u64 = 2_000_000_000;

/// `tuffest chips solve --board "ROWS" --to-move Y|R [--budget N]`: one JSON object with the
/// value, every optimal square and whether the value is proved; `{"error": …}` and exit 2 on
/// bad input.
pub fn solve(args: &[&str]) -> i32 {
    let flags = match Flags::parse(args, &[]) {
        Ok(f) => f,
        Err(e) => return fail(&e),
    };
    let unknown = flags.unknown(&["board", "to-move", "budget", "lang"]);
    if !unknown.is_empty() {
        return fail(&format!("unknown option {}", unknown.join(", ")));
    }
    let lang = Lang::from_tag(flags.value("lang").unwrap_or("en"));
    let Some(rows) = flags.value("board") else {
        return fail("--board \"ROWS\" is needed (rows top to bottom separated by /, of . Y R)");
    };
    let board = match parse_board(rows) {
        Ok(b) => b,
        Err(e) => return fail(&e.text_in(lang)),
    };
    let Some(to_move) = flags.value("to-move").and_then(Colour::parse) else {
        return fail("--to-move Y or --to-move R is needed");
    };
    let budget = match flags.value("budget") {
        None => DEFAULT_BUDGET,
        Some(t) => match t.parse::<u64>() {
            Ok(n) if (1..=MAX_BUDGET).contains(&n) => n,
            _ => return fail("--budget is a whole number of positions, from 1 to 2000000000"),
        },
    };
    let s = Solver::new(18).with_budget(budget).solve(&board, to_move);
    let best: Vec<String> = s.best.iter().map(|c| c.algebraic()).collect();
    outln!(
        "{}",
        json!({
            "value": s.value,
            "best": best,
            "proved": s.proved,
            "nodes": s.nodes,
            "board": board_text(&board),
            "to_move": to_move.letter().to_string(),
            "empties": board.empty_count(),
            "game_over": s.proved && best.is_empty(),
            "code": share_code(&board),
        })
    );
    0
}

fn draw(game: &ChipsGame, now: u64, lang: Lang) {
    draw_view(&game.view(now, lang), lang);
}

/// Prints a chip game's board (`*` legal squares, the last chip in lower case) and its line.
pub fn draw_view(v: &tuffest_core::chips::ChipsView, lang: Lang) {
    let n = v.board.cols;
    out!("   ");
    for c in 0..n {
        out!(" {}", char::from(b'a' + c));
    }
    outln!();
    for r in 0..n {
        out!("{:>2} ", r + 1);
        for c in 0..n {
            let cell = &v.board.cells[usize::from(r) * usize::from(n) + usize::from(c)];
            let ch = if !cell.text.is_empty() {
                if cell.highlight.last {
                    cell.text.to_lowercase()
                } else {
                    cell.text.clone()
                }
            } else if cell.highlight.legal {
                "*".to_string()
            } else {
                ".".to_string()
            };
            out!(" {ch}");
        }
        outln!();
    }
    if !v.announcement.is_empty() {
        outln!("{}", v.announcement);
    }
    outln!(
        "{} {}, {} {} — {}",
        lang.pick("yellow", "jaune"),
        v.yellow,
        lang.pick("red", "rouge"),
        v.red,
        v.status
    );
}

fn report(events: &[Event<ChipsEvent>], lang: Lang) {
    for e in events {
        if let Some(ChipsEvent::Placed {
            colour,
            cell,
            turned,
            ..
        }) = e.detail()
        {
            outln!(
                "{} {} {}",
                colour.name_in(lang),
                cell.algebraic(),
                tuffest_core::chips::turned_text(turned.len(), lang)
            );
        }
    }
}

/// `tuffest play chips [--size N] [--code C | --board ROWS] [--empties E] [--strength S]
/// [--people 2] [--watch] [--seed N] [--lang fr]`.
pub fn play(args: &[&str]) -> i32 {
    let flags = match Flags::parse(args, &["watch", "tournament"]) {
        Ok(f) => f,
        Err(e) => return fail(&e),
    };
    let unknown = flags.unknown(&[
        "size",
        "code",
        "board",
        "empties",
        "strength",
        "people",
        "watch",
        "seed",
        "lang",
        "tournament",
    ]);
    if !unknown.is_empty() {
        return fail(&format!("unknown option {}", unknown.join(", ")));
    }
    let lang = Lang::from_tag(flags.value("lang").unwrap_or("en"));
    let seed = match flags.seed() {
        Ok(s) => s,
        Err(e) => return fail(&e),
    };
    let size: u8 = match flags.value("size").map(str::parse::<u8>) {
        None => 6,
        Some(Ok(n)) if [4, 5, 6].contains(&n) => n,
        Some(_) => return fail("--size is 4, 5 or 6"),
    };
    let empties: u32 = match flags.value("empties").map(str::parse::<u32>) {
        None => size_default_empties(size),
        Some(Ok(n)) if n <= 36 => n,
        Some(_) => return fail("--empties is a number of squares"),
    };
    let board = if let Some(code) = flags.value("code") {
        parse_code(code)
    } else if let Some(rows) = flags.value("board") {
        parse_board(rows)
    } else {
        generate(seed, size, empties)
    };
    let board = match board {
        Ok(b) => b,
        Err(e) => return fail(&e.text_in(lang)),
    };
    let strength = match flags.value("strength") {
        None => Strength::Casual,
        Some(t) => match Strength::parse(t) {
            Some(s) => s,
            None => return fail("--strength is beginner, casual, strong or unbeatable"),
        },
    };
    let you = lang.pick("You", "Vous");
    let seats = if flags.has("watch") {
        vec![
            Seat::computer("Yellow CPU", strength),
            Seat::computer("Red CPU", strength),
        ]
    } else if flags.value("people") == Some("2") {
        vec![
            Seat::person(lang.pick("Yellow", "Jaune")),
            Seat::person(lang.pick("Red", "Rouge")),
        ]
    } else if flags.value("people") == Some("1") {
        vec![Seat::person(you)]
    } else {
        vec![Seat::person(you), Seat::computer("CPU", strength)]
    };
    let setup = ChipsSetup {
        board,
        tournament: flags.has("tournament"),
        show_legal: true,
        seed,
    };
    let mut now: u64 = 0;
    let mut game = match ChipsGame::start(setup, seats, now) {
        Ok(g) => g,
        Err(e) => return fail(&e.text_in(lang)),
    };
    outln!(
        "{} {} ({}). {}",
        lang.pick("Chip game, set-up", "Jeu de jetons, position"),
        share_code(&game.setup().board),
        board_text(&game.setup().board),
        lang.pick(
            "Type a square (c4), 'hint', 'undo', 'legal on|off' or 'quit'.",
            "Tapez une case (c4), « indice », « annuler », « legal on|off » ou « quitter »."
        )
    );
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        // Computer seats move inside tick: let game time run until a person is to move.
        let mut guard = 0;
        while !game.is_over() && guard < 100 {
            let seat = game.seat_of(game.to_move());
            if !game.seats()[seat as usize].is_computer() {
                break;
            }
            now += 250;
            report(&game.tick(now), lang);
            guard += 1;
        }
        draw(&game, now, lang);
        if game.is_over() {
            break;
        }
        out!("> ");
        let _ = std::io::stdout().flush();
        let Some(Ok(line)) = lines.next() else { break };
        let line = line.trim().to_lowercase();
        let seat = game.seat_of(game.to_move());
        now += 1000;
        match line.as_str() {
            "" => continue,
            "quit" | "quitter" | "q" => break,
            "hint" | "indice" | "h" => match game.hint(seat, now) {
                Ok(h) => outln!("{}", h.text_in(lang)),
                Err(e) => outln!("{}", e.text_in(lang)),
            },
            "undo" | "annuler" | "u" => match game.undo(seat, now) {
                Ok(_) => outln!("{}", lang.pick("Taken back.", "Coup annulé.")),
                Err(e) => outln!("{}", e.text_in(lang)),
            },
            "legal on" | "legal off" => {
                let _ = game.apply(seat, ChipsCommand::ShowLegal(line.ends_with("on")), now);
            }
            other => match parse_square(game.board(), other) {
                None => outln!(
                    "{}",
                    lang.pick("Type a square such as c4.", "Tapez une case comme c4.")
                ),
                Some(cell) => match game.apply(seat, ChipsCommand::Place(cell), now) {
                    Ok(events) => report(&events, lang),
                    Err(e) => outln!("{}", e.text_in(lang)),
                },
            },
        }
    }
    if game.is_over() {
        for line in game.review(lang) {
            outln!("  {line}");
        }
    }
    0
}

fn size_default_empties(size: u8) -> u32 {
    match size {
        4 => 10,
        5 => 12,
        _ => 14,
    }
}

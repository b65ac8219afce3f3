//! `tuffest mathable moves --tile V` (board text on stdin → JSON list of squares) and
//! `tuffest play mathable [--players "Ann,COMP-1"]` (line mode, through the kit's `Game`).

use crate::args::error_json;
use crate::args::Flags;
use std::io::{BufRead, Read, Write};
use tuffest_core::kit::grid::Cell;
use tuffest_core::kit::{Event, Game, Seat, Strength, Worded};
use tuffest_core::lang::Lang;
use tuffest_core::mathable::copies;
use tuffest_core::mathable::{
    single_placements, Action, Board, Command, FirstPlayer, Mathable, MathableView, Settings,
    Setup, TurnEvent,
};

/// `tuffest mathable moves --tile V [--lang fr]`: every square where a tile of value V can be
/// placed on the board read from stdin, with its points, as JSON.
pub fn moves(args: &[&str]) -> i32 {
    let flags = match Flags::parse(args, &[]) {
        Ok(f) => f,
        Err(e) => return error_json(&e),
    };
    let lang = Lang::from_tag(flags.value("lang").unwrap_or("en"));
    let unknown = flags.unknown(&["tile", "lang"]);
    if !unknown.is_empty() {
        return error_json(&format!("unknown option {}", unknown.join(", ")));
    }
    let Some(tile) = flags.value("tile") else {
        return error_json(lang.pick(
            "--tile V is needed (the value of the tile)",
            "--tile V est nécessaire (la valeur de la tuile)",
        ));
    };
    let value = match tile.trim().parse::<u8>() {
        Ok(v) if copies(v) > 0 => v,
        _ => {
            let shown: String = tile.chars().take(12).collect();
            return error_json(&match lang {
                Lang::En => format!("\u{201c}{shown}\u{201d} is not a Mathable tile"),
                Lang::Fr => format!("« {shown} » n\u{2019}est pas une tuile du Mathable"),
            });
        }
    };
    let mut text = String::new();
    // At most 64 KiB of board text.
    if std::io::stdin()
        .lock()
        .take(64 * 1024)
        .read_to_string(&mut text)
        .is_err()
    {
        return error_json(lang.pick(
            "the board text is not UTF-8",
            "le texte du plateau n\u{2019}est pas en UTF-8",
        ));
    }
    let board = match Board::parse(&text) {
        Ok(b) => b,
        Err(e) => return error_json(&e.text_in(lang)),
    };
    let list: Vec<serde_json::Value> = single_placements(&board, &[value])
        .into_iter()
        .map(|p| serde_json::json!({"row": p.cell.row, "col": p.cell.col, "points": p.points}))
        .collect();
    outln!("{}", serde_json::Value::Array(list));
    0
}

fn fail(message: &str) -> i32 {
    eprintln!("tuffest: {message}");
    2
}

/// The board as a grid of 3-character cells: the tile, or the square's mark, or `·`.
fn draw(view: &MathableView) -> String {
    let mut out = String::from("    ");
    for c in 0..view.board.cols {
        out.push_str(&format!("{c:>3}"));
    }
    out.push('\n');
    for r in 0..view.board.rows {
        out.push_str(&format!("{r:>3} "));
        for c in 0..view.board.cols {
            let cell = view.board.cells.iter().find(|x| x.cell == Cell::new(r, c));
            let shown = match cell {
                Some(x) if !x.text.is_empty() => x.text.clone(),
                Some(x) if !x.mark.is_empty() => x.mark.clone(),
                _ => "\u{b7}".to_string(),
            };
            out.push_str(&format!("{shown:>3}"));
        }
        out.push('\n');
    }
    out
}

fn describe(e: &TurnEvent, names: &[String], lang: Lang) -> Option<String> {
    let name = |s: &usize| names.get(*s).cloned().unwrap_or_default();
    Some(match (e, lang) {
        (TurnEvent::Placed { seat, score }, _) => {
            let eqs: Vec<String> = score.equations.iter().map(|q| q.written()).collect();
            format!(
                "{} {} {} ({}, {}) = {} : {}",
                name(seat),
                lang.pick("places", "pose"),
                score.value,
                score.cell.row,
                score.cell.col,
                eqs.join(lang.pick(" and ", " et ")),
                lang.count(score.points, "point", "points")
            )
        }
        (TurnEvent::ExtraDrawn { seat, tile }, Lang::En) => {
            format!("{} draws an extra tile: {tile}", name(seat))
        }
        (TurnEvent::ExtraDrawn { seat, tile }, Lang::Fr) => {
            format!("{} tire une tuile de plus : {tile}", name(seat))
        }
        (TurnEvent::ExtraDeclined { seat }, _) => format!(
            "{} {}",
            name(seat),
            lang.pick("declines the extra tile", "refuse la tuile de plus")
        ),
        (
            TurnEvent::TurnEnded {
                seat,
                points,
                bonus,
                ..
            },
            _,
        ) => {
            let mut s = format!("{}: +{}", name(seat), points);
            if *bonus > 0 {
                s.push_str(&format!(" (+{bonus} bonus)"));
            }
            s
        }
        (TurnEvent::Passed { seat }, _) => {
            format!("{} {}", name(seat), lang.pick("passes", "passe"))
        }
        (TurnEvent::Exchanged { seat, count }, Lang::En) => format!(
            "{} exchanges {}",
            name(seat),
            lang.count(*count as i64, "tile", "tiles")
        ),
        (TurnEvent::Exchanged { seat, count }, Lang::Fr) => format!(
            "{} échange {}",
            name(seat),
            lang.count(*count as i64, "tuile", "tuiles")
        ),
        (TurnEvent::Agreed { seat }, _) => format!(
            "{} {}",
            name(seat),
            lang.pick("agrees to end the game", "accepte de finir la partie")
        ),
        (TurnEvent::GameEnded { penalties, .. }, _) => {
            let parts: Vec<String> = penalties
                .iter()
                .enumerate()
                .map(|(i, p)| format!("{} −{p}", name(&i)))
                .collect();
            format!(
                "{} {}",
                lang.pick("Racks left:", "Chevalets restants :"),
                parts.join(", ")
            )
        }
        (TurnEvent::ExtraOffered { .. }, _) => return None,
    })
}

const PLAY_HELP_EN: &str =
    "Commands: V R C (place tile V on row R, column C), yes/no (the extra tile), \
pass (end the turn), exchange V V …, hint, tiles (tiles left), board, quit (agree to end), help";
const PLAY_HELP_FR: &str = "Commandes : V L C (poser la tuile V ligne L, colonne C), oui/non (la tuile de plus), \
passe (finir le tour), echange V V …, indice, tuiles (tuiles restantes), plateau, quit (accepter de finir), aide";

fn numbers(words: &[&str]) -> Option<Vec<u8>> {
    words.iter().map(|w| w.parse::<u8>().ok()).collect()
}

/// Reads one person's line into a command, or a local action.
enum Line {
    Cmd(Command),
    Hint,
    Tiles,
    Board,
    Help,
    Quit,
    Unknown,
}

fn read_line(text: &str) -> Line {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        ["yes" | "y" | "oui" | "o"] | ["extra", "yes" | "oui"] => {
            Line::Cmd(Command::Play(Action::TakeExtra))
        }
        ["no" | "n" | "non"] | ["extra", "no" | "non"] => {
            Line::Cmd(Command::Play(Action::DeclineExtra))
        }
        ["pass" | "passe" | "done" | "p"] => Line::Cmd(Command::Play(Action::Pass)),
        ["hint" | "indice" | "h"] => Line::Hint,
        ["tiles" | "tuiles" | "t"] => Line::Tiles,
        ["board" | "plateau" | "b"] => Line::Board,
        ["help" | "aide" | "?"] => Line::Help,
        ["quit" | "q"] => Line::Quit,
        ["exchange" | "echange" | "échange" | "x", rest @ ..] => match numbers(rest) {
            Some(v) => Line::Cmd(Command::Play(Action::Exchange(v))),
            None => Line::Unknown,
        },
        ["select", v] => match v.parse::<u8>() {
            Ok(v) => Line::Cmd(Command::Select(Some(v))),
            Err(_) => Line::Unknown,
        },
        ["place", rest @ ..] | rest => match numbers(rest).as_deref() {
            Some([v, r, c]) => Line::Cmd(Command::Play(Action::Place {
                value: *v,
                cell: Cell::new(*r, *c),
            })),
            _ => Line::Unknown,
        },
    }
}

/// `tuffest play mathable [--players "Ann,COMP-1"] [--strength S] [--seed N | --code C]
/// [--first random|highest] [--hidden] [--no-legal] [--lang fr]`.
pub fn play(args: &[&str]) -> i32 {
    let flags = match Flags::parse(args, &["hidden", "no-legal"]) {
        Ok(f) => f,
        Err(e) => return fail(&e),
    };
    let unknown = flags.unknown(&[
        "players", "strength", "seed", "code", "first", "hidden", "no-legal", "lang",
    ]);
    if !unknown.is_empty() {
        return fail(&format!("unknown option {}", unknown.join(", ")));
    }
    let lang = Lang::from_tag(flags.value("lang").unwrap_or("en"));
    let strength = match flags.value("strength") {
        Some(s) => match Strength::parse(s) {
            Some(s) => s,
            None => return fail(&format!("unknown strength \"{s}\"")),
        },
        None => Strength::Strong,
    };
    let names: Vec<String> = flags
        .value("players")
        .unwrap_or("You,COMP-1")
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect();
    // A name starting with COMP is a computer player, as in the manual.
    let seats: Vec<Seat> = names
        .iter()
        .map(|n| {
            if n.to_ascii_uppercase().starts_with("COMP") {
                Seat::computer(n.clone(), strength)
            } else {
                Seat::person(n.clone())
            }
        })
        .collect();
    let mut setup = match flags.value("code") {
        Some(code) => match Setup::from_code(code) {
            Ok(s) => s,
            Err(e) => return fail(&e.text_in(lang)),
        },
        None => match flags.seed() {
            Ok(s) => Setup::new(s),
            Err(e) => return fail(&e),
        },
    };
    setup.settings = Settings {
        first: match flags.value("first") {
            Some("highest") => FirstPlayer::HighestTile,
            Some("random") | None => FirstPlayer::Random,
            Some(other) => return fail(&format!("--first is random or highest, not \"{other}\"")),
        },
        racks_hidden: flags.has("hidden"),
        show_legal: !flags.has("no-legal"),
    };
    // Game time in line mode runs only when something happens: computer players move at once.
    let mut now: u64 = 0;
    let mut game = match Mathable::start(setup, seats, now) {
        Ok(g) => g,
        Err(e) => return fail(&e.text_in(lang)),
    };
    let names: Vec<String> = game.seats().iter().map(|s| s.name.clone()).collect();
    outln!(
        "Mathable — {} {} — {}",
        lang.pick("game code", "code de partie"),
        setup.code(),
        lang.pick(PLAY_HELP_EN, PLAY_HELP_FR)
    );
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut shown_turn = usize::MAX;
    let print_events = |events: &[Event<TurnEvent>]| {
        for e in events {
            if let Event::Game(d) = e {
                if let Some(s) = describe(d, &names, lang) {
                    outln!("{s}");
                }
            }
        }
    };
    loop {
        if game.outcome().is_some() {
            break;
        }
        let view = game.view(now, lang);
        let seat = view.current as usize;
        if game.seats()[seat].is_computer() {
            now = now.max(game.computer_due().unwrap_or(now));
            let ev = game.tick(now);
            print_events(&ev);
            if ev.is_empty() {
                now += 100;
            }
            continue;
        }
        if let Some(hand_over) = &view.hand_over {
            // Racks hidden: the next person takes the device before their rack shows.
            out!("{hand_over}. {} ", lang.pick("(Enter)", "(Entrée)"));
            let _ = std::io::stdout().flush();
            if lines.next().is_none() {
                outln!();
                outln!("{}", lang.pick("Game abandoned.", "Partie abandonnée."));
                return 0;
            }
            now += 1;
            if let Err(e) = game.apply(seat as u32, Command::TakeDevice, now) {
                outln!("{}", e.text_in(lang));
            }
            continue;
        }
        if shown_turn != game.table().turns_played as usize {
            shown_turn = game.table().turns_played as usize;
            out!("{}", draw(&view));
            for p in &view.players {
                let rack = match &p.rack {
                    Some(r) => format!("{r:?}"),
                    None => format!("[{} ?]", p.rack_count),
                };
                outln!("  {:<12} {:>5}  {rack}", p.name, p.score);
            }
            outln!("{}", view.status);
        }
        if let Some(q) = &view.question {
            outln!("{q} (yes/no)");
        }
        out!("{}> ", names[seat]);
        let _ = std::io::stdout().flush();
        let Some(Ok(text)) = lines.next() else {
            outln!();
            outln!("{}", lang.pick("Game abandoned.", "Partie abandonnée."));
            return 0;
        };
        now += 1;
        match read_line(&text) {
            Line::Cmd(c) => match game.apply(seat as u32, c, now) {
                Ok(ev) => print_events(&ev),
                Err(e) => outln!("{}", e.text_in(lang)),
            },
            Line::Hint => match game.hint(seat as u32, now) {
                Ok(h) => outln!("{}", h.text_in(lang)),
                Err(e) => outln!("{}", e.text_in(lang)),
            },
            Line::Tiles => {
                let list: Vec<String> = view
                    .tiles_left
                    .iter()
                    .map(|t| {
                        if t.count > 1 {
                            format!("{}×{}", t.value, t.count)
                        } else {
                            t.value.to_string()
                        }
                    })
                    .collect();
                outln!(
                    "{} ({}): {}",
                    lang.pick("Tiles left", "Tuiles restantes"),
                    view.bag_count,
                    list.join(" ")
                );
            }
            Line::Board => shown_turn = usize::MAX,
            Line::Help => outln!("{}", lang.pick(PLAY_HELP_EN, PLAY_HELP_FR)),
            Line::Quit => {
                match game.apply(seat as u32, Command::Play(Action::AgreeEnd), now) {
                    Ok(ev) => print_events(&ev),
                    Err(e) => outln!("{}", e.text_in(lang)),
                }
                // Every other person is asked.
                for (other, other_name) in names.iter().enumerate() {
                    if game.outcome().is_some() {
                        break;
                    }
                    if other == seat || game.seats()[other].is_computer() {
                        continue;
                    }
                    out!(
                        "{}, {} ",
                        other_name,
                        lang.pick(
                            "do you agree to end the game? (yes/no)",
                            "acceptez-vous de finir la partie ? (oui/non)"
                        )
                    );
                    let _ = std::io::stdout().flush();
                    let answer = lines.next().and_then(Result::ok).unwrap_or_default();
                    if matches!(answer.trim(), "yes" | "y" | "oui" | "o") {
                        if let Ok(ev) =
                            game.apply(other as u32, Command::Play(Action::AgreeEnd), now)
                        {
                            print_events(&ev);
                        }
                    }
                }
            }
            Line::Unknown => outln!(
                "{}",
                lang.pick(
                    "Not understood. Type help for the commands.",
                    "Pas compris. Tapez aide pour les commandes."
                )
            ),
        }
    }
    let view = game.view(now, lang);
    out!("{}", draw(&view));
    for p in &view.players {
        outln!("  {:<12} {:>5}", p.name, p.score);
    }
    outln!("{}", view.status);
    0
}

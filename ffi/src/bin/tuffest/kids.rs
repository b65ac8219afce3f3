//! Pytagora's games for the youngest in line mode:
//! - `tuffest play updown [--variant standard|even-odd|both-ways] [--people N] [--computers N]
//!   [--strength S] [--seed N] [--lang fr]`: type a square (`b1`) to put the number it wants,
//!   `draw`, `hint`, `undo`, `quit`;
//! - `tuffest play tables [--people N] [--computers N] [--seed N] [--lang fr]`: type the result
//!   (`24`) to attach it, `pass`, `hint`, `quit`.

use crate::args::Flags;
use serde_json::json;
use std::io::{BufRead, Write};
use tuffest_core::crossword::kids::{
    Tables, TablesCommand, TablesSettings, TablesView, UpAndDown, UpAndDownCommand,
    UpAndDownSettings, UpAndDownVariant, UpAndDownView,
};
use tuffest_core::kit::{Cell, Game, Seat, SeatId, Strength, Worded};
use tuffest_core::lang::Lang;

struct Common {
    seats: Vec<Seat>,
    seed: u64,
    lang: Lang,
}

fn parse(args: &[&str], extra: &[&str]) -> Result<(Common, Option<String>), String> {
    let flags = Flags::parse(args, &[])?;
    let mut known = vec!["people", "computers", "strength", "seed", "lang"];
    known.extend(extra);
    let unknown = flags.unknown(&known);
    if !unknown.is_empty() {
        return Err(format!("unknown option {}", unknown.join(", ")));
    }
    let number = |name: &str, default: u32| -> Result<u32, String> {
        Ok(flags.number(name)?.unwrap_or(default))
    };
    let lang = Lang::from_tag(flags.value("lang").unwrap_or("en"));
    let people = number("people", 1)?;
    let computers = number("computers", 1)?;
    let strength = match flags.value("strength") {
        None => Strength::Casual,
        Some(t) => Strength::parse(t)
            .ok_or_else(|| "--strength is beginner, casual, strong or unbeatable".to_string())?,
    };
    let mut seats: Vec<Seat> = if people == 1 {
        vec![Seat::person(lang.pick("You", "Vous"))]
    } else {
        (1..=people)
            .map(|k| Seat::person(format!("{} {k}", lang.pick("Player", "Joueur"))))
            .collect()
    };
    for k in 1..=computers {
        seats.push(Seat::computer(
            format!("{} {k}", lang.pick("Computer", "Ordinateur")),
            strength,
        ));
    }
    let seed = u64::from(number("seed", 1)?);
    let variant = flags.value("variant").map(str::to_string);
    Ok((Common { seats, seed, lang }, variant))
}

/// Prints the next hint for `seat` (counted), or why there is none.
fn hint<G: Game>(g: &mut G, seat: SeatId, now: u64, lang: Lang)
where
    G::Hint: Worded,
{
    match g.hint(seat, now) {
        Ok(h) => outln!("{}", h.text_in(lang)),
        Err(e) => outln!("{}", e.text_in(lang)),
    }
}

/// The game's end as one JSON line: the pieces left in each hand (the score being the pieces
/// got rid of, 10 minus those) and the winners; 0.
fn finish<G: Game>(g: &G) -> i32 {
    if let Some(o) = g.outcome() {
        let left: Vec<i64> = o
            .scores
            .iter()
            .map(|s| tuffest_core::crossword::kids::HAND as i64 - s)
            .collect();
        outln!(
            "{}",
            json!({ "pieces_left": left, "scores": o.scores, "winners": o.winners })
        );
    }
    0
}

/// Plays the game `start` gives (or prints why it could not start and returns 2) on
/// stdin/stdout: time passes `step` milliseconds at a time while a computer player is to move
/// (`who` reads from a view whether the game is over and whose move it is), then `show` prints
/// the view and a person's line is read: an empty line, `quit`/`q` and `hint` are read here,
/// any other goes to `command`, which gives the game's command or prints why there is none.
/// A refused command is printed. The game's end as [`finish`] prints it.
fn play_turns<G: Game>(
    start: Result<G, G::SetupError>,
    lang: Lang,
    step: u64,
    who: impl Fn(&G::View) -> (bool, Option<SeatId>),
    show: impl Fn(&G::View),
    mut command: impl FnMut(&mut G, SeatId, &str, u64) -> Option<G::Command>,
) -> i32
where
    G::Hint: Worded,
{
    let mut g = match start {
        Ok(g) => g,
        Err(e) => {
            eprintln!("tuffest: {}", e.text_in(lang));
            return 2;
        }
    };
    let mut now = 0u64;
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        let mut v = g.view(now, lang);
        for _ in 0..10_000 {
            let (over, seat) = who(&v);
            let person =
                seat.is_some_and(|s| g.seats().get(s as usize).is_some_and(|s| !s.is_computer()));
            if over || person {
                break;
            }
            now += step;
            g.tick(now);
            v = g.view(now, lang);
        }
        let (over, seat) = who(&v);
        show(&v);
        if over {
            break;
        }
        out!("> ");
        let _ = std::io::stdout().flush();
        let Some(Ok(line)) = lines.next() else { break };
        now += 1;
        let seat = seat.unwrap_or(0);
        let command = match line.trim() {
            "" => continue,
            "quit" | "q" => break,
            "hint" => {
                hint(&mut g, seat, now, lang);
                continue;
            }
            text => match command(&mut g, seat, text, now) {
                Some(c) => c,
                None => continue,
            },
        };
        if let Err(e) = g.apply(seat, command, now) {
            outln!("{}", e.text_in(lang));
        }
    }
    finish(&g)
}

fn say(lines: &[String]) {
    for l in lines {
        outln!("{l}");
    }
}

/// Plays Up and down on stdin/stdout; 2 on bad arguments.
pub fn play_updown(args: &[&str]) -> i32 {
    let (c, variant) = match parse(args, &["variant"]) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("tuffest: {e}");
            return 2;
        }
    };
    let variant = match variant.as_deref().unwrap_or("standard") {
        "standard" => UpAndDownVariant::Standard,
        "even-odd" => UpAndDownVariant::EvenOdd,
        "both-ways" => UpAndDownVariant::BothWays,
        other => {
            eprintln!("tuffest: --variant is standard, even-odd or both-ways, not \"{other}\"");
            return 2;
        }
    };
    let lang = c.lang;
    let settings = UpAndDownSettings {
        variant,
        seed: c.seed,
        first: 0,
    };
    let start = UpAndDown::start(settings, c.seats, 0);
    let who = |v: &UpAndDownView| (v.over, v.turn);
    let show = |v: &UpAndDownView| {
        let grid: Vec<String> = (0..v.board.rows)
            .map(|r| {
                (0..v.board.cols)
                    .map(|col| {
                        let cell = &v.board.cells
                            [usize::from(r) * usize::from(v.board.cols) + usize::from(col)];
                        let t = if !cell.text.is_empty() {
                            cell.text.clone()
                        } else if cell.highlight.legal {
                            "*".into()
                        } else if !cell.mark.is_empty() {
                            ".".into()
                        } else {
                            " ".into()
                        };
                        format!("{t:>2}")
                    })
                    .collect::<String>()
            })
            .collect();
        say(&grid);
        outln!("{}", v.status);
        if v.over {
            return;
        }
        let hand: Vec<String> = v.hand.iter().map(u32::to_string).collect();
        outln!(
            "{} {} · {} {}",
            lang.pick("hand:", "main :"),
            hand.join(" "),
            lang.pick("wanted:", "attendu :"),
            v.wanted.join(", ")
        );
    };
    play_turns(
        start,
        lang,
        1_200,
        who,
        show,
        |g, seat, text, now| match text {
            "undo" => {
                if let Err(e) = g.undo(seat, now) {
                    outln!("{}", e.text_in(lang));
                }
                None
            }
            "draw" | "d" => Some(UpAndDownCommand::Draw),
            text => match Cell::parse_algebraic(text) {
                Some(cell) => Some(UpAndDownCommand::Place { cell }),
                None => {
                    outln!(
                        "{}",
                        lang.pick(
                            "a square (b1), draw, hint, undo or quit",
                            "une case (b1), draw, hint, undo ou quit"
                        )
                    );
                    None
                }
            },
        },
    )
}

/// Plays Multiplication tables on stdin/stdout; 2 on bad arguments.
pub fn play_tables(args: &[&str]) -> i32 {
    let (c, _) = match parse(args, &[]) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("tuffest: {e}");
            return 2;
        }
    };
    let lang = c.lang;
    let start = Tables::start(TablesSettings { seed: c.seed }, c.seats, 0);
    let who = |v: &TablesView| (v.over, v.asked);
    let show = |v: &TablesView| {
        say(&v.lines);
        outln!("{}", v.status);
        if v.over {
            return;
        }
        let hand: Vec<String> = v.hand.iter().map(u32::to_string).collect();
        outln!("{} {}", lang.pick("hand:", "main :"), hand.join(" "));
    };
    play_turns(start, lang, 1_000, who, show, |_, _, text, _| match text {
        "pass" | "n" => Some(TablesCommand::Pass),
        t if t.chars().all(|ch| ch.is_ascii_digit()) && t.len() <= 2 => {
            Some(TablesCommand::Attach {
                digits: t.bytes().map(|b| b - b'0').collect(),
            })
        }
        _ => {
            outln!(
                "{}",
                lang.pick(
                    "the result (24), pass, hint or quit",
                    "le résultat (24), pass, hint ou quit"
                )
            );
            None
        }
    })
}

//! `tuffest pytagora score` and `tuffest play pytagora`: Pytagora in a terminal. Every rule
//! lives in `tuffest_core::crossword`; this file only reads arguments and prints.

use crate::args::error_json as fail;
use crate::args::Flags;
use crate::line_play::{self, LineGame};
use serde_json::json;
use tuffest_core::crossword::board::Placement;
use tuffest_core::crossword::pieces::{parse_pieces, text_of};
use tuffest_core::crossword::pytagora::{
    score_line, Command, Detail, FirstPlayer, Hint, Pytagora, Settings, Variant,
};
use tuffest_core::kit::{Cue, Event, Game, Reply, Worded};
use tuffest_core::lang::Lang;

/// `tuffest pytagora score 'EQUATION' [--crossed K]`: one line of pieces under Pytagora's
/// checks and scoring, as JSON.
pub fn score(args: &[&str]) -> i32 {
    let flags = match Flags::parse(args, &[]) {
        Ok(f) => f,
        Err(e) => return fail(&e),
    };
    if let Some(u) = flags.unknown(&["crossed", "lang"]).first() {
        return fail(&format!("unknown option {u}"));
    }
    let lang = Lang::from_tag(flags.value("lang").unwrap_or("en"));
    let texts: Vec<&str> = args
        .iter()
        .copied()
        .enumerate()
        .filter(|(i, a)| {
            let after_flag = *i > 0 && matches!(args[i - 1], "--crossed" | "--lang");
            !a.starts_with("--") && !after_flag
        })
        .map(|(_, a)| a)
        .collect();
    if texts.is_empty() {
        return fail("give one equation, e.g. tuffest pytagora score '12+3=15'");
    }
    // Spaces are ignored, so the words of an unquoted equation are one line.
    let joined = texts.join("");
    let text = &joined;
    let crossed: usize = match flags.value("crossed") {
        None => 0,
        Some(k) => match k.trim().parse() {
            Ok(k) if k <= 100 => k,
            _ => {
                return fail(&format!(
                    "--crossed must be a whole number from 0 to 100, not {k:?}"
                ))
            }
        },
    };
    let pieces = match parse_pieces(text, false) {
        Ok(p) => p,
        Err(c) => return fail(&format!("{c:?} is not a Pytagora piece")),
    };
    if crossed > pieces.len() {
        return fail("--crossed counts more pieces than the line has");
    }
    let out = match score_line(&pieces, crossed) {
        Ok(points) => {
            json!({ "valid": true, "points": points, "error": null, "pieces": text_of(&pieces) })
        }
        Err(e) => {
            json!({ "valid": false, "points": 0, "error": e.text_in(lang), "kind": e.kind(), "pieces": text_of(&pieces) })
        }
    };
    outln!("{out}");
    0
}

const PLAY_HELP: &str = "Commands:
  lay h<row>,<col> EQUATION [pool]   lay a line across (h) or down (v) from that square,
                                     written whole (crossed pieces included); 'pool' takes the
                                     = from the table even if your rack has one
  stuck        no equation: change all pieces (−5; the second time, pass)
  hint         is an equation possible? then its pieces, then the play
  undo         take back your last move (against the computer)
  show         draw the table again      help    this text      quit    stop";

const PLAY_USAGE: &str = "usage: tuffest play pytagora [--players K (computer opponents 1-3)]
  [--people Ann,Ben (pass-and-play)] [--strength beginner|casual|strong|unbeatable]
  [--seed N] [--target T] [--first SEAT|random|italian] [--variant pytagora|plus-minus]
  [--lang en|fr]";

impl LineGame for Pytagora {
    const HELP: &'static str = PLAY_HELP;

    fn draw(&self, lang: Lang) {
        let v = self.view(0, lang);
        let t = self.table();
        let b = &t.board;
        let (mut r0, mut r1, mut c0, mut c1) = (u8::MAX, 0u8, u8::MAX, 0u8);
        for c in &v.board.cells {
            r0 = r0.min(c.cell.row);
            r1 = r1.max(c.cell.row);
            c0 = c0.min(c.cell.col);
            c1 = c1.max(c.cell.col);
        }
        if v.board.cells.is_empty() {
            outln!(
                "(the table is empty; it is {} × {} squares, rows and columns from 0)",
                b.rows(),
                b.cols()
            );
        } else {
            let (r0, c0) = (r0.saturating_sub(1), c0.saturating_sub(1));
            let (r1, c1) = ((r1 + 1).min(b.rows() - 1), (c1 + 1).min(b.cols() - 1));
            out!("    ");
            for c in c0..=c1 {
                out!("{:>3}", c);
            }
            outln!();
            for r in r0..=r1 {
                out!("{r:>3} ");
                for c in c0..=c1 {
                    let p = b.piece(tuffest_core::kit::Cell::new(r, c));
                    out!(
                        "{:>3}",
                        p.map(|p| p.symbol().to_string())
                            .unwrap_or_else(|| "·".into())
                    );
                }
                outln!();
            }
        }
        let names: Vec<String> = self
            .seats()
            .iter()
            .zip(&v.scores)
            .map(|(s, sc)| format!("{} {}", s.name, sc))
            .collect();
        outln!(
            "{}: {} — target {}, = on the table {}, bag {}",
            lang.pick("Scores", "Scores"),
            names.join(", "),
            v.target,
            v.pool,
            v.bag
        );
        if let Some(r) = &v.rack {
            outln!(
                "{}: {}",
                lang.pick("Your rack", "Votre chevalet"),
                text_of(r)
            );
        }
        outln!("{}", v.status);
    }

    fn report(&self, events: &[Event<Detail>], lang: Lang) {
        let name = |s: u32| line_play::seat_name(self.seats(), s);
        for e in events {
            match e {
                Event::Game(Detail::Laid {
                    seat,
                    placement,
                    points,
                    crossed,
                }) => outln!(
                    "{} {} {} ({}, {} crossed)",
                    name(*seat),
                    lang.pick("lays", "pose"),
                    placement.notation(),
                    lang.count(*points, "point", "points"),
                    crossed
                ),
                Event::Game(Detail::Exchanged { seat, penalty }) => outln!(
                    "{} {} (−{penalty})",
                    name(*seat),
                    lang.pick(
                        "is stuck and changes all pieces",
                        "est bloqué et change toutes ses pièces"
                    )
                ),
                Event::Game(Detail::Passed { seat }) => {
                    outln!("{} {}", name(*seat), lang.pick("passes", "passe"))
                }
                Event::Game(Detail::Won { seat }) => {
                    outln!("{} {}", name(*seat), lang.pick("wins!", "gagne !"))
                }
                Event::Cue(Cue::HandOver { seat }) => line_play::hand_over(&name(*seat), lang),
                _ => {}
            }
        }
    }

    fn command(&mut self, words: &[&str], now: u64, lang: Lang) -> Option<Reply<Self>> {
        let seat = self.turn();
        Some(match words {
            ["ready"] => self.apply(seat, Command::Ready, now),
            ["stuck"] => self.apply(seat, Command::Stuck, now),
            ["hint"] => {
                match self.hint(seat, now) {
                    Ok(Hint::Possible(true)) => outln!(
                        "{}",
                        lang.pick("An equation is possible.", "Une égalité est possible.")
                    ),
                    Ok(Hint::Possible(false)) => outln!(
                        "{}",
                        lang.pick(
                            "No equation: you are stuck.",
                            "Aucune égalité : vous êtes bloqué."
                        )
                    ),
                    Ok(Hint::Pieces(p)) => {
                        outln!("{}: {}", lang.pick("Its pieces", "Ses pièces"), text_of(&p))
                    }
                    Ok(Hint::Play(p)) => {
                        outln!("{}: lay {}", lang.pick("The play", "Le coup"), p.notation())
                    }
                    Err(e) => outln!("{}", e.text_in(lang)),
                }
                return None;
            }
            ["lay", rest @ ..] => {
                let pool = rest.last() == Some(&"pool");
                let text = if pool { &rest[..rest.len() - 1] } else { rest };
                match Placement::parse(&text.join(" ")) {
                    Some(placement) => self.apply(
                        seat,
                        Command::Lay {
                            placement,
                            equals_from_pool: pool,
                        },
                        now,
                    ),
                    None => {
                        return line_play::said(lang.pick(
                            "write it as: lay h3,4 12+3=15",
                            "écrivez : lay h3,4 12+3=15",
                        ));
                    }
                }
            }
            _ => {
                return line_play::unknown(lang);
            }
        })
    }
}

/// `tuffest play pytagora`: line mode through the kit's `Game` interface.
pub fn play(args: &[&str]) -> i32 {
    let known = [
        "players", "people", "strength", "seed", "target", "first", "lang", "variant",
    ];
    let Some((settings, lang, seats)) =
        line_play::play_options_or_usage(args, &[], &known, 1, PLAY_USAGE, settings_from)
    else {
        return 2;
    };
    // A virtual clock: each command lets ten seconds pass, so computers move at once.
    line_play::play_lines(Pytagora::start(settings, seats, 0), lang)
}

/// The game's settings from `tuffest play pytagora`'s flags.
fn settings_from(flags: &Flags) -> Result<Settings, String> {
    let mut settings = Settings::default();
    if let Some(seed) = flags.number("seed")? {
        settings.seed = seed;
    }
    match flags.value("variant") {
        None | Some("pytagora") => {}
        Some("plus-minus") | Some("plus-and-minus") => {
            // "It is also suggested to slightly lower the winning score."
            settings.variant = Variant::PlusAndMinus;
            settings.target = 25;
        }
        Some(v) => return Err(format!("--variant is pytagora or plus-minus, not {v}")),
    }
    if let Some(target) = flags.number("target")? {
        settings.target = target;
    }
    settings.first = match flags.value("first") {
        None | Some("random") => FirstPlayer::Random,
        Some("italian") => FirstPlayer::Italian,
        Some(n) => FirstPlayer::Seat(
            n.parse()
                .map_err(|_| "--first is a seat number, random or italian".to_string())?,
        ),
    };
    Ok(settings)
}

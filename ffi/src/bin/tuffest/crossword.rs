//! `tuffest play crossword` (the French tile game) and `tuffest crossword check`: the game in a
//! terminal. Every rule lives in `tuffest_core::crossword::french`; this file only reads
//! arguments and prints.

use crate::args::{error_json, Flags};
use crate::line_play::{self, LineGame};
use serde_json::json;
use tuffest_core::crossword::board::Placement;
use tuffest_core::crossword::french::{
    check_line, show, speak, Command, Detail, FirstPlayer, FrenchGame, Hint, Layout, RackSize,
    Settings, Transform, SIZE,
};
use tuffest_core::crossword::pieces::{parse_pieces, text_of, Piece};
use tuffest_core::kit::{Cell, Cue, Event, Game, Reply, Worded};
use tuffest_core::lang::Lang;

/// `tuffest crossword check 'LINE'`: one line read under the French game's rules, as JSON.
pub fn check(args: &[&str]) -> i32 {
    let flags = match Flags::parse(args, &[]) {
        Ok(f) => f,
        Err(e) => return error_json(&e),
    };
    let lang = Lang::from_tag(flags.value("lang").unwrap_or("en"));
    let text: String = args
        .iter()
        .enumerate()
        .filter(|(i, a)| !(a.starts_with("--") || (*i > 0 && args[i - 1] == "--lang")))
        .map(|(_, a)| *a)
        .collect::<Vec<_>>()
        .join("");
    if text.is_empty() {
        return error_json("give one line, e.g. tuffest crossword check '8:5=13/5'");
    }
    let pieces = match parse_pieces(&text, true) {
        Ok(p) => p,
        Err(c) => return error_json(&format!("{c:?} is not a tile")),
    };
    let out = match check_line(&pieces) {
        Ok(r) => json!({
            "valid": true, "value": show(&r.value), "error": null,
            "tiles": text_of(&pieces), "spoken": speak(&pieces, &r.wholes, lang),
        }),
        Err(e) => json!({
            "valid": false, "value": null, "error": e.text_in(lang), "kind": e.kind(),
            "tiles": text_of(&pieces),
        }),
    };
    outln!("{out}");
    0
}

const PLAY_HELP: &str = "Commands (rows and columns from 0; / is the fraction bar, : or ÷ divides):
  lay h<row>,<col> TILES        lay tiles across (h) or down (v) from that square; write the
                                stretch whole, tiles already on the board included
  transform h<row>,<col> M TILES  replace member M (from 1) of the equation through that square
                                (h: across, v: down) with TILES, keeping its value (rule 11)
  exchange TILES                put these tiles back and draw as many (the turn is used)
  pass          pass the turn   challenge [SEAT]   the last play is false (challenge rule)
  hint          is a play possible? then its tiles, then the play (a lay or a transformation)
  undo          take back your last move (against the computer)
  ready         pass-and-play: show my rack     show    draw the board again
  help          this text       quit            stop";

const PLAY_USAGE: &str = "usage: tuffest play crossword [--players K (computer opponents 0-3)]
  [--people Ann,Ben (pass-and-play)] [--strength beginner|casual|strong|unbeatable]
  [--seed N] [--first SEAT|random] [--rack 10|12] [--fewer-equals N] [--challenge]
  [--no-premiums] [--turn-seconds S] [--handicap S1,S2,... (seconds per seat, 0: S)]
  [--home-made (variant 5: brackets, powers, roots)] [--lang en|fr]";

fn placement(head: &str, tiles: &str) -> Option<Placement> {
    Placement::parse_with(&format!("{head} {tiles}"), true)
}

fn settings_from(flags: &Flags) -> Result<Settings, String> {
    let mut s = Settings::default();
    if let Some(v) = flags.number("seed")? {
        s.seed = v;
    }
    s.first = match flags.value("first") {
        None | Some("random") => FirstPlayer::Random,
        Some(n) => FirstPlayer::Seat(
            n.parse()
                .map_err(|_| "--first is a seat number or random".to_string())?,
        ),
    };
    s.rack = match flags.value("rack") {
        None | Some("10") => RackSize::Ten,
        Some("12") => RackSize::Twelve,
        Some(v) => return Err(format!("--rack is 10 or 12, not {v}")),
    };
    s.fewer_equals = flags.number("fewer-equals")?.unwrap_or(0);
    s.turn_seconds = flags.number("turn-seconds")?.unwrap_or(0);
    // Variant 4: a time limit per seat, in seat order (0 keeps --turn-seconds).
    if let Some(v) = flags.value("handicap") {
        s.handicap_seconds = v
            .split(',')
            .map(|x| {
                x.trim()
                    .parse::<u32>()
                    .map_err(|_| format!("--handicap is seconds per seat, as 60,120, not {v:?}"))
            })
            .collect::<Result<_, _>>()?;
    }
    s.challenge = flags.has("challenge");
    s.home_made_tiles = flags.has("home-made");
    if flags.has("no-premiums") {
        s.layout = Layout::Plain;
    }
    Ok(s)
}

impl LineGame for FrenchGame {
    const HELP: &'static str = PLAY_HELP;

    fn draw(&self, lang: Lang) {
        let v = self.view(0, lang);
        let layout = self.settings().layout;
        out!("    ");
        for c in 0..SIZE {
            out!("{c:>3}");
        }
        outln!();
        for r in 0..SIZE {
            out!("{r:>3} ");
            for c in 0..SIZE {
                let cell = Cell::new(r, c);
                let text = match self.table().board.piece(cell) {
                    Some(p) => p.symbol().to_string(),
                    None => layout
                        .premium(cell)
                        .map(|q| q.mark().to_lowercase())
                        .unwrap_or_else(|| "·".into()),
                };
                out!("{text:>3}");
            }
            outln!();
        }
        let names: Vec<String> = v
            .names
            .iter()
            .zip(&v.scores)
            .map(|(n, s)| format!("{n} {s}"))
            .collect();
        outln!(
            "{}: {} — {}: {} {}, {} {}",
            lang.pick("Scores", "Scores"),
            names.join(", "),
            lang.pick("bag", "pioche"),
            v.white_left,
            lang.pick("white", "blancs"),
            v.grey_left,
            lang.pick("grey", "gris")
        );
        if !v.hand.is_empty() {
            let rack: Vec<Piece> = v.hand.iter().map(|p| p.piece).collect();
            outln!(
                "{}: {}",
                lang.pick("Your rack", "Votre réglette"),
                text_of(&rack)
            );
        }
        if let Some(s) = v.seconds_left {
            outln!("{}: {s} s", lang.pick("Time left", "Temps restant"));
        }
        outln!("{}", v.status);
    }

    fn report(&self, events: &[Event<Detail>], lang: Lang) {
        let name = |s: u32| line_play::seat_name(self.seats(), s);
        for e in events {
            match e {
                Event::Game(Detail::Played {
                    seat,
                    equations,
                    points,
                    removed,
                    ..
                }) => {
                    outln!("{} {}", name(*seat), lang.count(*points, "point", "points"));
                    for q in equations {
                        let mut extra = String::new();
                        if q.extended {
                            extra.push_str(lang.pick(" (extended)", " (prolongée)"));
                        }
                        if q.transformed {
                            extra.push_str(lang.pick(" (transformed)", " (transformée)"));
                        }
                        if !q.true_ {
                            extra.push_str(lang.pick(" (not checked)", " (non vérifiée)"));
                        }
                        outln!(
                            "  {} = {}: {}{extra} — {}",
                            text_of(&q.pieces),
                            q.value,
                            q.points,
                            speak(&q.pieces, &q.wholes, lang)
                        );
                    }
                    if !removed.is_empty() {
                        let back: Vec<Piece> = removed.iter().map(|(_, p)| *p).collect();
                        outln!(
                            "  {}: {}",
                            lang.pick("back to the bag", "retour à la pioche"),
                            text_of(&back)
                        );
                    }
                }
                Event::Game(Detail::Exchanged { seat, count }) => outln!(
                    "{} {} {count}",
                    name(*seat),
                    lang.pick("exchanges", "échange")
                ),
                Event::Game(Detail::Passed { seat, .. }) => {
                    outln!("{} {}", name(*seat), lang.pick("passes", "passe"))
                }
                Event::Game(Detail::ChallengeUpheld { challenger, seat }) => outln!(
                    "{} {} {}: {}",
                    name(*challenger),
                    lang.pick("challenges", "conteste"),
                    name(*seat),
                    lang.pick(
                        "the play was false and is taken back",
                        "le coup était faux et est repris"
                    )
                ),
                Event::Game(Detail::ChallengeFailed { challenger, .. }) => outln!(
                    "{}: {}",
                    name(*challenger),
                    lang.pick(
                        "wrong challenge, the next turn is lost",
                        "contestation à tort, le prochain tour est perdu"
                    )
                ),
                Event::Game(Detail::Ended {
                    bonus_to: Some(s),
                    bonus,
                }) => outln!(
                    "{} +{bonus} ({})",
                    name(*s),
                    lang.pick(
                        "the tiles left on the racks, rule 15",
                        "les jetons restés sur les réglettes, règle 15"
                    )
                ),
                Event::Cue(Cue::HandOver { seat }) => line_play::hand_over(&name(*seat), lang),
                Event::Cue(Cue::TimeUp { .. }) => {
                    outln!("{}", lang.pick("Time is up!", "Temps écoulé !"))
                }
                _ => {}
            }
        }
    }

    fn command(&mut self, words: &[&str], now: u64, lang: Lang) -> Option<Reply<Self>> {
        let seat = self.turn();
        Some(match words {
            ["ready"] => self.apply(seat, Command::Ready, now),
            ["pass"] => self.apply(seat, Command::Pass, now),
            ["challenge"] => self.apply(if seat == 0 { 1 } else { 0 }, Command::Challenge, now),
            ["challenge", who] => match who.parse::<u32>() {
                Ok(s) => self.apply(s, Command::Challenge, now),
                Err(_) => {
                    return line_play::said(
                        lang.pick("challenge SEAT (a number)", "challenge PLACE (un numéro)"),
                    );
                }
            },
            ["exchange", rest @ ..] => match parse_pieces(&rest.join(""), true) {
                Ok(tiles) => self.apply(seat, Command::Exchange { tiles }, now),
                Err(c) => {
                    outln!("{c:?}: {}", lang.pick("not a tile", "pas un jeton"));
                    return None;
                }
            },
            ["hint"] => {
                match self.hint(seat, now) {
                    Ok(h @ (Hint::Possible(_) | Hint::Tiles(_))) => {
                        outln!("{}", h.text_in(lang))
                    }
                    Ok(Hint::Play(p)) => outln!(
                        "{}: lay {}{},{} {}",
                        lang.pick("The play", "Le coup"),
                        p.dir.letter(),
                        p.start.row,
                        p.start.col,
                        text_of(&p.pieces)
                    ),
                    Ok(Hint::Transform(t)) => outln!(
                        "{}: transform {}{},{} {} {}",
                        lang.pick("The play", "Le coup"),
                        t.dir.letter(),
                        t.cell.row,
                        t.cell.col,
                        t.member + 1,
                        text_of(&t.pieces)
                    ),
                    Err(e) => outln!("{}", e.text_in(lang)),
                }
                return None;
            }
            ["lay", head, rest @ ..] => match placement(head, &rest.join("")) {
                Some(placement) => self.apply(seat, Command::Lay { placement }, now),
                None => {
                    return line_play::said(
                        lang.pick("write it as: lay h7,5 12:4=3", "écrivez : lay h7,5 12:4=3"),
                    );
                }
            },
            ["transform", head, member, rest @ ..] => {
                let m = member.parse::<usize>().ok().filter(|m| *m >= 1);
                match (placement(head, &rest.join("")), m) {
                    (Some(p), Some(m)) => self.apply(
                        seat,
                        Command::Transform(Transform {
                            cell: p.start,
                            dir: p.dir,
                            member: m - 1,
                            pieces: p.pieces,
                        }),
                        now,
                    ),
                    _ => {
                        return line_play::said(lang.pick(
                            "write it as: transform h7,5 1 4×9",
                            "écrivez : transform h7,5 1 4×9",
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

/// `tuffest play crossword`: line mode through the kit's `Game` interface.
pub fn play(args: &[&str]) -> i32 {
    let switches = ["challenge", "no-premiums", "home-made"];
    let known = [
        "players",
        "people",
        "strength",
        "seed",
        "first",
        "lang",
        "rack",
        "fewer-equals",
        "challenge",
        "no-premiums",
        "turn-seconds",
        "handicap",
        "home-made",
    ];
    let Some((settings, lang, seats)) =
        line_play::play_options_or_usage(args, &switches, &known, 0, PLAY_USAGE, settings_from)
    else {
        return 2;
    };
    // A virtual clock: each command lets ten seconds pass, so computers move at once (a time
    // limit, when set, runs on the real clock's ten seconds a command).
    line_play::play_lines(FrenchGame::start(settings, seats, 0), lang)
}

//! `tuffest play tuf`: play TUF in the terminal — solitaire, or against computer players —
//! through the same match commands and views the apps use.
//!
//! Commands are read from stdin lines by a reader thread while the main loop ticks the match
//! every 100 ms and refreshes the timer in the prompt every second (on a terminal). When stdin
//! closes (EOF) the round is ended, the score sheet printed and the program exits cleanly, so a
//! script can drive it; `--virtual-clock` makes time move only with `wait SECONDS`.

use crate::args::Flags;
use crate::cues;
use std::io::{BufRead, IsTerminal, Write};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use tuffest_core::kit::{self, Game};
use tuffest_core::lang::Lang;
use tuffest_core::tuf::board::Placement;
use tuffest_core::tuf::games::Game as TufGame;
use tuffest_core::tuf::layout::Role;
use tuffest_core::tuf::play::computer::Strength;
use tuffest_core::tuf::play::view::{PhaseView, PlayerView, TableView};
use tuffest_core::tuf::play::{Command, Event, Match, MatchConfig, SeatConfig};
use tuffest_core::tuf::roll::Roll;

const HELP: &str =
    "Commands (positions count from 0 in the layout; cube numbers are the [n] of your cubes):
  text 4 + 2 = 6     set your layout from the text notation (also: t …)
  place N [AT]       put cube N at the end (or at position AT)
  remove P           take the item at position P back      move FROM TO   move an item
  gap P              insert or remove a gap at P           clear          take every cube back
  neg P | up P | down P | line P    raise a minus / exponent / subscript / back on the line
  open P | close P | times P | point P | zero P    the (x) cube's and the dotted zero's roles
  declare            declare (TUF, TUFFER, …; 'done' in solitaire; also: d, tuf)
  challenge          call TUF ERROR on the declarer (game 1B)
  hint               a hint: how good the best is, then its cubes, then the equation
  show               draw the table again          sheet    the score sheet
  end                end the round now             next     start the next round
  pause | resume     stop and restart the clock    wait S   let S seconds pass
  help               this text                     quit     stop (the score sheet is shown)";

const USAGE: &str = "usage: tuffest play tuf [--game N] [--players K (computer opponents 0-3)]
  [--strength beginner|casual|strong|unbeatable] [--seed N] [--minutes M] [--rounds R]
  [--roll FACES|CODE] [--name NAME] [--virtual-clock]";

struct Options {
    game: TufGame,
    players: usize,
    strength: Strength,
    seed: u64,
    minutes: Option<u64>,
    rounds: Option<u32>,
    roll: Option<Roll>,
    name: String,
    virtual_clock: bool,
}

fn options(args: &[&str]) -> Result<Options, String> {
    let flags = Flags::parse(args, &["virtual-clock"])?;
    let known = [
        "game",
        "players",
        "strength",
        "seed",
        "minutes",
        "rounds",
        "roll",
        "name",
        "virtual-clock",
    ];
    let unknown = flags.unknown(&known);
    if !unknown.is_empty() {
        return Err(format!("unknown option {}", unknown.join(", ")));
    }
    let players = match flags.value("players") {
        Some(p) => p.parse::<usize>().ok().filter(|p| *p <= 3).ok_or(format!(
            "--players takes 0 to 3 computer opponents, not \"{p}\""
        ))?,
        None => 0,
    };
    let game = match flags.value("game") {
        Some(g) => TufGame::parse(g).ok_or(format!(
            "unknown game \"{g}\" (1, 1A, 1B, 1C(a), 1C(b), 1C(c), 2, 2A, 3, 4, 5, 6)"
        ))?,
        None if players == 0 => TufGame::G1Ca,
        None => TufGame::G1,
    };
    let strength = match flags.value("strength") {
        Some(s) => Strength::parse(s).ok_or(format!(
            "--strength takes beginner, casual, strong or unbeatable, not \"{s}\""
        ))?,
        None => Strength::Casual,
    };
    let seed = flags.seed()?;
    let minutes = flags.number_in("minutes", 1..=120u64)?;
    let rounds = flags.number_in("rounds", 1..=99u32)?;
    let roll = match flags.value("roll") {
        Some(r) => Some(
            Roll::from_faces(r)
                .or_else(|_| Roll::from_code(r))
                .map_err(|e| format!("--roll: {e}"))?,
        ),
        None => None,
    };
    Ok(Options {
        game,
        players,
        strength,
        seed,
        minutes,
        rounds,
        roll,
        name: flags.value("name").unwrap_or("You").to_string(),
        virtual_clock: flags.has("virtual-clock"),
    })
}

fn config(o: &Options) -> MatchConfig {
    let mut seats = vec![SeatConfig::human(&o.name)];
    for k in 1..=o.players {
        seats.push(SeatConfig::computer(&format!("Computer {k}"), o.strength));
    }
    let mut c = MatchConfig::new(o.game, seats, o.seed);
    if let Some(m) = o.minutes {
        c.limit_ms = Some(m * 60_000);
    }
    // In the terminal a round never waits forever for the first declaration.
    c.opening_limit_ms = Some(o.minutes.unwrap_or(5) * 60_000);
    if let Some(r) = o.rounds {
        c.rounds = r;
    }
    c.roll = o.roll.clone();
    c
}

/// The match `tuffest play tuf` options describe, for the full-screen game (`--virtual-clock`
/// is line mode only).
pub fn full_screen_config(args: &[&str]) -> Result<MatchConfig, String> {
    let o = options(args)?;
    if o.virtual_clock {
        return Err("--virtual-clock is for the line mode (add --plain)".into());
    }
    Ok(config(&o))
}

/// The clock: real time since start, or virtual time moved by `wait`.
struct Clock {
    start: Instant,
    virtual_ms: Option<u64>,
}

impl Clock {
    fn now(&self) -> u64 {
        self.virtual_ms
            .unwrap_or_else(|| self.start.elapsed().as_millis() as u64)
    }
}

fn mmss(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    format!("{}:{:02}", s / 60, s % 60)
}

fn prompt(v: &TableView) -> String {
    let t = match &v.timer {
        Some(t) if !v.paused => format!("{} {}", t.colour, mmss(t.remaining_ms)),
        Some(t) => format!("{} {} paused", t.colour, mmss(t.remaining_ms)),
        None => "no timer".to_string(),
    };
    format!("[{t:>16}] > ")
}

fn cubes_line(p: &PlayerView) -> String {
    p.cubes
        .iter()
        .map(|c| {
            let mark = if c.used { "*" } else { "" };
            format!("[{}] {}{} ({})", c.index, c.face, mark, c.colour)
        })
        .collect::<Vec<_>>()
        .join("  ")
}

fn show(v: &TableView) {
    let mut out = String::new();
    out.push_str(&format!(
        "\n== TUF game {} ({}) — round {} of {} ==\n",
        v.game, v.variant, v.round, v.rounds
    ));
    if let Some(s) = &v.race_symbol {
        out.push_str(&format!(
            "Race: the first correct equation using {s} wins.\n"
        ));
    }
    if let Some(t) = &v.timer {
        out.push_str(&format!(
            "Timer: {} {} left{}\n",
            t.colour,
            mmss(t.remaining_ms),
            if v.paused { " (paused)" } else { "" }
        ));
    }
    match (v.declarer, &v.declarer_call, v.declared_value) {
        (Some(d), Some(call), Some(value)) => out.push_str(&format!(
            "Declarer: {} — {call}, {value}. Next call: {}\n",
            v.players
                .get(d as usize)
                .map(|p| p.name.as_str())
                .unwrap_or("?"),
            v.next_call
        )),
        (None, _, Some(value)) => {
            out.push_str(&format!("To beat: {value}. Next call: {}\n", v.next_call))
        }
        _ => {}
    }
    if let Some(me) = v.players.first() {
        out.push_str(&format!("Your cubes: {}\n", cubes_line(me)));
        out.push_str(&format!(
            "Your layout: {}\n",
            if me.text.is_empty() {
                "(empty)"
            } else {
                &me.text
            }
        ));
        if !me.text.is_empty() {
            out.push_str(&format!("  normal: {}\n", me.normal));
            if me.valid {
                out.push_str(&format!("  valid, worth {}\n", me.value));
            } else {
                out.push_str(&format!(
                    "  not valid yet: {}\n",
                    me.reason.as_deref().unwrap_or("?")
                ));
            }
        }
        let mut state = Vec::new();
        if me.is_declarer {
            state.push("you are the declarer (hands off)".to_string());
        }
        if me.buttons.declare {
            state.push(format!("you can call {}", me.call));
        }
        if me.in_error {
            state.push("caught in a TUF ERROR".to_string());
        }
        if me.finished {
            state.push("finished".to_string());
        }
        if !state.is_empty() {
            out.push_str(&format!("  ({})\n", state.join("; ")));
        }
    }
    for p in v.players.iter().skip(1) {
        out.push_str(&format!(
            "{}: {}{}\n",
            p.name,
            if p.text.is_empty() {
                "thinking…"
            } else {
                &p.text
            },
            if p.is_declarer { " (declarer)" } else { "" }
        ));
    }
    out!("{out}");
}

fn show_sheet(v: &TableView) {
    let mut out = String::new();
    if let Some(sheet) = &v.round_sheet {
        out.push_str(&format!("\n-- Score sheet, round {} --\n", sheet.round));
        for r in &sheet.rows {
            let eq = if r.text.is_empty() { "(none)" } else { &r.text };
            out.push_str(&format!(
                "{:<12} {:>4}  {:<28} {}\n",
                r.name, r.points, r.note, eq
            ));
        }
    }
    if let Some(par) = &v.par {
        if par.text.is_empty() {
            out.push_str("Par: this roll makes no equation.\n");
        } else {
            out.push_str(&format!(
                "Par: {} ({}{}): {}\n",
                par.value,
                par.text,
                if par.proved {
                    ", the best possible"
                } else {
                    ""
                },
                par.normal
            ));
        }
    }
    let m = &v.match_sheet;
    out.push_str("-- Match --\n");
    for (i, name) in m.names.iter().enumerate() {
        let rounds: Vec<String> = m
            .rounds
            .iter()
            .map(|r| r.get(i).copied().unwrap_or(0).to_string())
            .collect();
        out.push_str(&format!(
            "{:<12} {:>4}   ({})\n",
            name,
            m.totals.get(i).copied().unwrap_or(0),
            rounds.join(", ")
        ));
    }
    if let Some(line) = cues::match_result(m, Lang::En) {
        out.push_str(&format!("{line}\n"));
    }
    out!("{out}");
}

fn describe(events: &[kit::Event<Event>], v: &TableView) -> (bool, bool) {
    let name = |seat: u32| {
        v.players
            .get(seat as usize)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    };
    let (mut redraw, mut sheet) = (false, false);
    for e in events {
        let detail = match e {
            kit::Event::Cue(cue) => {
                let (line, due) = cues::show(*cue, &name, Lang::En);
                if let Some(line) = line {
                    outln!("{line}");
                }
                sheet |= due;
                continue;
            }
            kit::Event::Game(detail) => detail,
        };
        match detail {
            Event::Declared {
                seat, call, value, ..
            } => {
                outln!("\n{}: {call}! ({value})", name(*seat));
                redraw = true;
            }
            Event::Bested { seat, by } => outln!("{} bested {}.", name(*by), name(*seat)),
            Event::ChallengeResolved {
                challenger,
                declarer,
                declarer_wrong,
                points,
            } => outln!(
                "TUF ERROR by {} on {}: {} ({points:+})",
                name(*challenger),
                name(*declarer),
                if *declarer_wrong {
                    "the declarer was wrong"
                } else {
                    "the declarer was right"
                }
            ),
            Event::RoundStarted { round } => {
                outln!("\nRound {round}: the cubes are rolled.");
                redraw = true;
            }
            _ => {}
        }
    }
    (redraw, sheet)
}

fn position(arg: Option<&str>) -> Result<u32, String> {
    arg.and_then(|a| a.parse::<u32>().ok())
        .ok_or_else(|| "give a position number, like: remove 2".to_string())
}

/// Turns a typed line into a match command (or a terminal action).
enum Action {
    Play(Command),
    Show,
    Sheet,
    Help,
    Hint,
    Pause,
    Resume,
    Wait(u64),
    Quit,
    Nothing,
}

fn parse_line(line: &str) -> Result<Action, String> {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let rest = rest.trim();
    let mut args = rest.split_whitespace();
    let at = |role: Role, arg: Option<&str>| -> Result<Action, String> {
        Ok(Action::Play(Command::SetRole {
            at: position(arg)?,
            role,
        }))
    };
    let placement = |p: Placement, arg: Option<&str>| -> Result<Action, String> {
        Ok(Action::Play(Command::SetPlacement {
            at: position(arg)?,
            placement: p,
        }))
    };
    Ok(match word.to_ascii_lowercase().as_str() {
        "" => Action::Nothing,
        "text" | "t" => Action::Play(Command::SetText {
            text: rest.to_string(),
        }),
        "place" | "p" => {
            let cube = position(args.next())?;
            let at = args
                .next()
                .and_then(|a| a.parse::<u32>().ok())
                .unwrap_or(u32::MAX);
            Action::Play(Command::Place { cube, at })
        }
        "remove" | "rm" => Action::Play(Command::Remove {
            at: position(args.next())?,
        }),
        "move" | "mv" => Action::Play(Command::Move {
            from: position(args.next())?,
            to: position(args.next())?,
        }),
        "gap" => Action::Play(Command::ToggleGap {
            at: position(args.next())?,
        }),
        "clear" => Action::Play(Command::Clear),
        "neg" => placement(Placement::Negative, args.next())?,
        "up" => placement(Placement::Exponent, args.next())?,
        "down" => placement(Placement::Subscript, args.next())?,
        "line" => placement(Placement::Inline, args.next())?,
        "open" => at(Role::Open, args.next())?,
        "close" => at(Role::Close, args.next())?,
        "times" => at(Role::Multiply, args.next())?,
        "point" => at(Role::DecimalPoint, args.next())?,
        "zero" => at(Role::Plain, args.next())?,
        "declare" | "d" | "tuf" | "done" => Action::Play(Command::Declare),
        "challenge" | "error" => Action::Play(Command::Challenge),
        "end" => Action::Play(Command::EndRound),
        "next" => Action::Play(Command::NextRound),
        "show" | "s" => Action::Show,
        "sheet" => Action::Sheet,
        "help" | "h" | "?" => Action::Help,
        "hint" => Action::Hint,
        "pause" => Action::Pause,
        "resume" => Action::Resume,
        "wait" => {
            let s = args
                .next()
                .and_then(|a| a.parse::<f64>().ok())
                .filter(|s| s.is_finite() && *s >= 0.0 && *s <= 86_400.0)
                .ok_or("give seconds, like: wait 10")?;
            Action::Wait((s * 1000.0) as u64)
        }
        "quit" | "q" | "exit" => Action::Quit,
        other => return Err(format!("unknown command \"{other}\" (type help)")),
    })
}

/// Plays TUF in the terminal; returns the exit code.
pub fn play(args: &[&str]) -> u8 {
    let o = match options(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("tuffest play tuf: {e}\n{USAGE}");
            return 2;
        }
    };
    let mut clock = Clock {
        start: Instant::now(),
        virtual_ms: o.virtual_clock.then_some(0),
    };
    let mut m = match <Match as Game>::start(config(&o), Vec::new(), clock.now()) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("tuffest play tuf: {e}");
            return 2;
        }
    };
    let tty = std::io::stdout().is_terminal();
    let (tx, rx) = mpsc::channel::<Option<String>>();
    std::thread::spawn(move || {
        let stdin = std::io::stdin();
        for line in stdin.lock().lines() {
            match line {
                Ok(l) => {
                    if tx.send(Some(l)).is_err() {
                        return;
                    }
                }
                Err(_) => break,
            }
        }
        let _ = tx.send(None);
    });
    outln!(
        "TUF in the terminal (seed {}). Type help for the commands.",
        o.seed
    );
    let mut last_prompt = String::new();
    let mut need_prompt = true;
    let mut wait_until: Option<u64> = None;
    loop {
        let now = clock.now();
        let events = Game::tick(&mut m, now);
        let view = Game::view(&m, now, Lang::En);
        let (redraw, sheet) = describe(&events, &view);
        if redraw {
            show(&view);
            need_prompt = true;
        }
        if sheet {
            show_sheet(&view);
            if view.match_sheet.over {
                break;
            }
            outln!("Type next for the next round.");
            need_prompt = true;
        }
        let p = prompt(&view);
        if need_prompt {
            out!("{p}");
            last_prompt = p;
            need_prompt = false;
        } else if tty && p != last_prompt {
            // Refresh the timer in the prompt without moving the cursor of the line typed.
            out!("\x1b7\r{p}\x1b8");
            last_prompt = p;
        }
        let _ = std::io::stdout().flush();
        if let Some(until) = wait_until {
            if clock.now() >= until {
                wait_until = None;
            } else {
                std::thread::sleep(Duration::from_millis(100));
                continue;
            }
        }
        let line = match rx.recv_timeout(Duration::from_millis(100)) {
            Ok(Some(line)) => line,
            Err(mpsc::RecvTimeoutError::Timeout) => continue,
            Ok(None) | Err(mpsc::RecvTimeoutError::Disconnected) => {
                outln!();
                finish(&mut m, clock.now());
                return 0;
            }
        };
        if !tty {
            outln!("{}", line.trim());
        }
        need_prompt = true;
        let now = clock.now();
        match parse_line(&line) {
            Err(e) => outln!("{e}"),
            Ok(Action::Nothing) => {}
            Ok(Action::Help) => outln!("{HELP}"),
            Ok(Action::Show) => show(&Game::view(&m, now, Lang::En)),
            Ok(Action::Sheet) => show_sheet(&Game::view(&m, now, Lang::En)),
            Ok(Action::Hint) => match Game::hint(&mut m, 0, now) {
                Ok(hint) => outln!("Hint: {}", hint.sentence()),
                Err(e) => outln!("{e}"),
            },
            Ok(Action::Pause) => {
                let events = Game::pause(&mut m, now);
                describe(&events, &Game::view(&m, now, Lang::En));
            }
            Ok(Action::Resume) => {
                let events = Game::resume(&mut m, now);
                describe(&events, &Game::view(&m, now, Lang::En));
            }
            Ok(Action::Wait(ms)) => match &mut clock.virtual_ms {
                Some(v) => *v += ms,
                None => wait_until = Some(now + ms),
            },
            Ok(Action::Quit) => {
                finish(&mut m, now);
                return 0;
            }
            Ok(Action::Play(cmd)) => {
                let is_edit = cmd.is_edit();
                match Game::apply(&mut m, 0, cmd, now) {
                    Ok(events) => {
                        let v = Game::view(&m, now, Lang::En);
                        let (redraw, sheet) = describe(&events, &v);
                        if is_edit || redraw {
                            show(&v);
                        }
                        if sheet {
                            show_sheet(&v);
                            if v.match_sheet.over {
                                return 0;
                            }
                            outln!("Type next for the next round.");
                        }
                    }
                    Err(e) => outln!("{e}"),
                }
            }
        }
    }
    0
}

/// Ends the round in play (if any) and prints the score sheet.
fn finish(m: &mut Match, now: u64) {
    let mut events = Game::resume(m, now);
    events.extend(Game::tick(m, now));
    let v = Game::view(m, now, Lang::En);
    if matches!(
        v.phase,
        PhaseView::Playing | PhaseView::HandOver | PhaseView::Turn
    ) {
        if let Ok(more) = Game::apply(m, 0, Command::EndRound, now) {
            events.extend(more);
        }
    }
    let v = Game::view(m, now, Lang::En);
    describe(&events, &v);
    show_sheet(&v);
    outln!("Bye!");
}

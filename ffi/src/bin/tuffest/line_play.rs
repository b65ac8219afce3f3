//! What the crossword games played line by line (`pytagora play`, `crossword play`) do alike
//! around each command: a virtual clock on which every command lets ten seconds pass (so the
//! computer players move at once), the words every game knows (`quit`, `help`, `show`, `undo`),
//! the reply reported and the board drawn again, a refusal printed, and the winners named at
//! the end.

use crate::args::Flags;
use std::io::{BufRead, Write};
use tuffest_core::kit::{Event, Game, Reply, Seat, SeatId, Strength, Worded};
use tuffest_core::lang::Lang;

/// The seats of `--people A,B,…` (people only), or else the player and `--players K` computer
/// players (`K` from `min_computers` to 3, 1 when not given) at `--strength` (casual when not
/// given), named in `lang`. The reason in English when an option is wrong.
fn seats_from(flags: &Flags, lang: Lang, min_computers: usize) -> Result<Vec<Seat>, String> {
    let strength = match flags.value("strength").map(Strength::parse) {
        None => Strength::Casual,
        Some(Some(s)) => s,
        Some(None) => return Err("--strength is beginner, casual, strong or unbeatable".into()),
    };
    if let Some(people) = flags.value("people") {
        return Ok(people.split(',').map(|n| Seat::person(n.trim())).collect());
    }
    let k: usize = match flags.value("players").unwrap_or("1").parse() {
        Ok(k) if (min_computers..=3).contains(&k) => k,
        _ => return Err(format!("--players is {min_computers} to 3")),
    };
    let mut seats = vec![Seat::person(lang.pick("You", "Vous"))];
    for i in 0..k {
        seats.push(Seat::computer(
            format!("{} {}", lang.pick("Computer", "Ordinateur"), i + 1),
            strength,
        ));
    }
    Ok(seats)
}

/// The name of `seat` among `seats` (empty for no such seat).
pub fn seat_name(seats: &[Seat], seat: SeatId) -> String {
    (seats.get(seat as usize))
        .map(|x| x.name.clone())
        .unwrap_or_default()
}

/// What every `play` command line gives: its flags (`switches` take no value), the language
/// (`--lang`, English when not given) and the seats ([`seats_from`], at least `min_computers`
/// computer players). The reason in English when an option is wrong or not one of `known`.
fn play_options<'a>(
    args: &[&'a str],
    switches: &[&str],
    known: &[&str],
    min_computers: usize,
) -> Result<(Flags<'a>, Lang, Vec<Seat>), String> {
    let flags = Flags::parse(args, switches)?;
    if let Some(u) = flags.unknown(known).first() {
        return Err(format!("unknown option {u}"));
    }
    let lang = Lang::from_tag(flags.value("lang").unwrap_or("en"));
    let seats = seats_from(&flags, lang, min_computers)?;
    Ok((flags, lang, seats))
}

/// [`play_options`] with the game's settings read from the flags by `settings_from` (in place
/// of the flags), or `None` when an option is wrong: the reason and the command's `usage` are
/// printed on standard error (the command then exits with 2).
pub fn play_options_or_usage<'a, S>(
    args: &[&'a str],
    switches: &[&str],
    known: &[&str],
    min_computers: usize,
    usage: &str,
    settings_from: impl FnOnce(&Flags<'a>) -> Result<S, String>,
) -> Option<(S, Lang, Vec<Seat>)> {
    play_options(args, switches, known, min_computers)
        .and_then(|(flags, lang, seats)| Ok((settings_from(&flags)?, lang, seats)))
        .map_err(|e| eprintln!("{e}\n{usage}"))
        .ok()
}

/// A game played line by line: the board it draws, the events it reports and the commands of
/// its own it reads (the words every game knows are read by [`play_lines`]).
pub trait LineGame: Game {
    /// The commands, printed at the start and for `help`.
    const HELP: &'static str;

    /// Prints the board, the scores and the seat in turn's rack, in `lang`.
    fn draw(&self, lang: Lang);

    /// Prints what `events` tell, in `lang`.
    fn report(&self, events: &[Event<Self::Detail>], lang: Lang);

    /// The reply to a line of `words` at `now` (a command of the seat in turn), or `None` when
    /// it printed something instead (a hint, a correction, an unknown command).
    fn command(&mut self, words: &[&str], now: u64, lang: Lang) -> Option<Reply<Self>>;
}

/// Prints the pass-and-play hand-over in `lang`: the device goes to `name`, who types `ready`.
pub fn hand_over(name: &str, lang: Lang) {
    outln!(
        "{} {name} ({})",
        lang.pick("Hand the device to", "Passez l\u{2019}appareil à"),
        lang.pick("type ready", "tapez ready")
    );
}

/// How long each command lets pass on the virtual clock.
pub const STEP_MS: u64 = 10_000;

/// Prints `text` in answer to a line that gives the game no command; `None` (no reply).
pub fn said<T>(text: &str) -> Option<T> {
    outln!("{text}");
    None
}

/// Prints that the game does not know the command; `None` (no reply).
pub fn unknown<T>(lang: Lang) -> Option<T> {
    said(lang.pick(
        "unknown command (help lists them)",
        "commande inconnue (help les donne)",
    ))
}

/// After a command: its events reported, the next ten seconds played (the computer players'
/// moves reported) and the board drawn again; or the refusal printed. Whether the game is over.
fn after_command<G: LineGame>(g: &mut G, result: Reply<G>, now: &mut u64, lang: Lang) -> bool {
    match result {
        Ok(events) => {
            g.report(&events, lang);
            *now += STEP_MS;
            let events = g.tick(*now);
            g.report(&events, lang);
            g.draw(lang);
        }
        Err(e) => outln!("{}", e.text_in(lang)),
    }
    let _ = std::io::stdout().flush();
    g.outcome().is_some()
}

/// Prints the winners once the game is over.
fn winners<G: Game>(g: &G, lang: Lang) {
    if let Some(o) = g.outcome() {
        let names: Vec<String> = o
            .winners
            .iter()
            .filter_map(|w| g.seats().get(*w as usize).map(|s| s.name.clone()))
            .collect();
        outln!("{}: {}", lang.pick("Winner", "Gagnant"), lang.list(&names));
    }
}

/// Plays the game `start` gives (or prints why it could not start, in `lang`, and returns 2)
/// line by line from standard input until `quit`, the end of input or the end of the
/// game, and names the winners. The words every game knows are read here: an empty line,
/// `quit`/`q`, `help` (prints [`LineGame::HELP`]), `show` (draws the board) and `undo` (the
/// computer's last turn and the player's are taken back). Any other line goes to
/// [`LineGame::command`]. Returns the exit code.
pub fn play_lines<G: LineGame>(start: Result<G, G::SetupError>, lang: Lang) -> i32 {
    let help = G::HELP;
    let mut g = match start {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{}", e.text_in(lang));
            return 2;
        }
    };
    let mut now: u64 = STEP_MS;
    let events = g.tick(now);
    g.report(&events, lang);
    g.draw(lang);
    outln!("{help}");
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        let result = match words.as_slice() {
            [] => continue,
            ["quit"] | ["q"] => break,
            ["help"] => {
                outln!("{help}");
                continue;
            }
            ["show"] => {
                g.draw(lang);
                continue;
            }
            ["undo"] => g.undo(0, now),
            _ => match g.command(&words, now, lang) {
                Some(result) => result,
                None => continue,
            },
        };
        if after_command(&mut g, result, &mut now, lang) {
            break;
        }
    }
    winners(&g, lang);
    0
}

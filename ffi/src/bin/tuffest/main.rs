//! `tuffest`: the terminal shell of the Tuffest core.
//!
//! - `tuffest tuf check --game N [options]`: one layout per stdin line → one JSON verdict per line.
//! - `tuffest tuf solve --game N --roll CODE [options]`: the best equation of a roll, JSON out.
//! - `tuffest horseshoes score|solve …`: Math Horseshoes scoring and solving, JSON out.
//! - `tuffest mathable moves --tile V`: the squares a Mathable tile can go on (board text on
//!   stdin), JSON out.
//! - `tuffest boxes solve --dots N [--drawn "…"]`: the exact value and every best move, JSON out.
//! - `tuffest tournament pairings --players N`: the round-robin schedule, JSON out.
//! - `tuffest pytagora score 'EQUATION' [--crossed K]`: one Pytagora line checked and scored.
//! - `tuffest chips solve --board ROWS --to-move Y|R`: the chip game's exact value, JSON out.
//! - `tuffest crossword check 'LINE'`: one line of the French tile game read and checked.
//! - `tuffest play tuf|horseshoes|mathable|boxes|chips|pytagora|crossword`: play in the terminal.
//! - `tuffest` (or `tuffest play`) on a terminal: the full-screen menu of every game (`tui`);
//!   `--plain` (or standard input or output not a terminal) keeps the line mode.
//!
//! Run `tuffest help` for everything.

#[macro_use]
mod out;

mod args;
mod boxes;
mod chips;
mod crossword;
mod cues;
mod horseshoes;
mod kids;
mod line_play;
mod mathable;
mod play_tuf;
mod pytagora;
mod solve;
mod tournament;
mod tuf;
mod tui;

use std::process::ExitCode;

const HELP: &str = "tuffest — TUF and friends in the terminal

  tuffest [--lang fr] [--db PATH]           on a terminal: the full-screen menu of every game
                                            (history in the data directory, or PATH)
  tuffest play tuf [options]                on a terminal: TUF full-screen; --plain: line mode
  tuffest tuf check --game N [settings]     check layouts, one per stdin line, JSON out
  tuffest tuf solve --game N (--roll CODE | --faces \"…\") [settings] [--budget N] [--all LIMIT]
                                            the best equation of a roll, JSON out
  tuffest horseshoes score --target T --numbers a,b,c,d 'EXPR'
  tuffest horseshoes solve --numbers a,b,c,d --target T [--countdown]
  tuffest play tuf [--game N] [--players K] [--strength S] [--seed N] [--minutes M]
                                            play TUF: solitaire or against 1-3 computer players
  tuffest play horseshoes [--players Ann,Bob] [--numbers … --target … | --code C | --seed S]
  tuffest mathable moves --tile V           the squares where tile V can go on the board read from
                                            stdin (14 lines of 14 cells: . or a number), JSON out
  tuffest play mathable [--players \"Ann,COMP-1\"] [--strength S] [--seed N | --code C]
                        [--first random|highest] [--hidden] [--no-legal] [--lang fr]
                                            play Mathable (a name starting with COMP is a computer)
  tuffest tournament pairings --players N   the round-robin schedule (Berger tables), JSON out
  tuffest tournament code [--players \"Ann,Ben,Cleo:strong\"] [--games boxes|chips|both]
                          [--system robin|swiss] [--seed N]
                                            a generated tournament set-up's share code, JSON out
  tuffest play tournament [--code C | --players LIST …] [--watch] [--save FILE]
                          [--resume FILE] [--lang fr]
                                            a whole tournament: pairings, games, standings, the
                                            Math Horseshoes final (name:strength is a computer)
  tuffest boxes solve --dots N [--drawn \"h0,0 v1,2 …\"] [--budget NODES]
                                            Dots and Boxes: exact value for the player to move
                                            and every best segment, JSON out
  tuffest play boxes [--dots N | --code C] [--strength S] [--seed N] [--people] [--tournament]
                                            play Dots and Boxes: type segments, hint, undo, quit
  tuffest pytagora score 'EQUATION' [--crossed K] [--lang fr]
                                            one Pytagora line checked and scored, JSON out
  tuffest crossword check 'LINE' [--lang fr]      (the French tile game: one line read)
  tuffest play crossword [--players K] [--people Ann,Ben] [--strength S] [--seed N]
                         [--rack 10|12] [--fewer-equals N] [--challenge] [--no-premiums]
                         [--turn-seconds S] [--handicap S1,S2,..] [--home-made] [--lang fr]
  tuffest play pytagora [--players K] [--people Ann,Ben] [--strength S] [--seed N]
                        [--target T] [--first SEAT|random|italian]
                        [--variant pytagora|plus-minus] [--lang fr]
                                            play Pytagora against 1-3 computers or pass-and-play
  tuffest play updown [--variant standard|even-odd|both-ways] [--people N] [--computers N]
                      [--strength S] [--seed N] [--lang fr]
                                            Pytagora's Up and down: type a square (b1) or draw
  tuffest play tables [--people N] [--computers N] [--seed N] [--lang fr]
                                            Pytagora's Multiplication tables: type the result
  tuffest chips solve --board \"ROWS\" --to-move Y|R [--budget N]
                                            the chip game's exact value and every best square, JSON out
  tuffest play chips [--size N] [--code C | --board ROWS] [--empties E] [--strength S]
                     [--people 1|2] [--watch] [--tournament] [--seed N] [--lang fr]
                                            play the chip game against the computer, alone or two
  tuffest help                              this text

TUF settings: --const (constant cube in play; lifts the two-cube limit on whole numbers),
  --long-numbers (whole numbers of any length), --ratio (lines are ratio cards: TL ; BL ; TR ; BR),
  --pi auto|real|22/7|180, --chi VALUE, --j imaginary|factorial|<|>|<=|>=|!=,
  --incentive (exponent cubes worth 2), --bonus (base bonus), --zero allowed|disallowed|penalty,
  --base B (stated base), --fraction-value N";

/// The full-screen menu's options: `--lang en|fr`, `--db PATH`; `None` when `words` are not
/// only those (or `--plain` asks for the line mode).
fn menu_options(words: &[&str]) -> Option<(tuffest_core::lang::Lang, Option<std::path::PathBuf>)> {
    let flags = args::Flags::parse(words, &[]).ok()?;
    if !flags.unknown(&["lang", "db"]).is_empty() {
        return None;
    }
    let lang = match flags.value("lang") {
        None | Some("en") => tuffest_core::lang::Lang::En,
        Some("fr") => tuffest_core::lang::Lang::Fr,
        Some(_) => return None,
    };
    Some((lang, flags.value("db").map(std::path::PathBuf::from)))
}

fn main() -> ExitCode {
    let mut argv: Vec<String> = std::env::args().skip(1).collect();
    let plain = argv.iter().any(|a| a == "--plain");
    argv.retain(|a| a != "--plain");
    let words: Vec<&str> = argv.iter().map(String::as_str).collect();
    let full_screen = !plain && tui::is_interactive();
    let menu_words = match words.as_slice() {
        ["play"] => Some(&words[1..]),
        [first, ..] if first.starts_with("--") => Some(&words[..]),
        [] => Some(&words[..]),
        _ => None,
    };
    if full_screen {
        if let Some((lang, db)) = menu_words.and_then(menu_options) {
            return ExitCode::from(tui::run(tui::Start::Menu(lang), db));
        }
        if let ["play", "tuf", rest @ ..] = words.as_slice() {
            return match play_tuf::full_screen_config(rest) {
                Ok(config) => ExitCode::from(tui::run(
                    tui::Start::Tuf(Box::new(config), tuffest_core::lang::Lang::En),
                    None,
                )),
                Err(e) => {
                    eprintln!("tuffest play tuf: {e}");
                    ExitCode::from(2)
                }
            };
        }
    }
    let code: i32 = match words.as_slice() {
        ["tuf", "check", rest @ ..] => i32::from(tuf::check(rest)),
        ["tuf", "solve", rest @ ..] => i32::from(solve::solve(rest)),
        ["horseshoes", "score", ..] => horseshoes::score(&argv[2..]),
        ["horseshoes", "solve", ..] => horseshoes::solve(&argv[2..]),
        ["tournament", "pairings", rest @ ..] => tournament::pairings(rest),
        ["tournament", "code", rest @ ..] => tournament::code(rest),
        ["play", "tournament", rest @ ..] => tournament::play(rest),
        ["play", "updown", rest @ ..] => kids::play_updown(rest),
        ["play", "tables", rest @ ..] => kids::play_tables(rest),
        ["play", "tuf", rest @ ..] => i32::from(play_tuf::play(rest)),
        ["play", "horseshoes", ..] => horseshoes::play(&argv[2..]),
        ["mathable", "moves", rest @ ..] => mathable::moves(rest),
        ["play", "mathable", rest @ ..] => mathable::play(rest),
        ["boxes", "solve", rest @ ..] => boxes::solve(rest),
        ["play", "boxes", rest @ ..] => boxes::play(rest),
        ["pytagora", "score", rest @ ..] => pytagora::score(rest),
        ["play", "pytagora", rest @ ..] => pytagora::play(rest),
        ["crossword", "check", rest @ ..] => crossword::check(rest),
        ["play", "crossword", rest @ ..] => crossword::play(rest),
        ["chips", "solve", rest @ ..] => chips::solve(rest),
        ["play", "chips", rest @ ..] => chips::play(rest),
        ["help"] | ["--help"] | ["-h"] | [] => {
            outln!("{HELP}");
            0
        }
        _ => {
            eprintln!("tuffest: unknown command \"{}\"\n\n{HELP}", argv.join(" "));
            2
        }
    };
    ExitCode::from(u8::try_from(code).unwrap_or(1))
}

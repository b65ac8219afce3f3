//! `tuffest`: the terminal shell of the Tuffest core.
//!
//! - `tuffest tuf check --game N [options]`: one layout per stdin line → one JSON verdict per line.
//! - `tuffest tuf solve --game N --roll CODE [options]`: the best equation of a roll, JSON out.
//! - `tuffest horseshoes score|solve …`: Math Horseshoes scoring and solving, JSON out.
//! - `tuffest chips solve --board ROWS --to-move Y|R`: the chip game's exact value, JSON out.
//! - `tuffest play tuf` / `tuffest play horseshoes` / `tuffest play chips`: play in the terminal.
//!
//! Run `tuffest help` for everything.

mod args;
mod chips;
mod horseshoes;
mod play_tuf;
mod solve;
mod tuf;

use std::process::ExitCode;

const HELP: &str = "tuffest — TUF and friends in the terminal

  tuffest tuf check --game N [settings]     check layouts, one per stdin line, JSON out
  tuffest tuf solve --game N (--roll CODE | --faces \"…\") [settings] [--budget N] [--all LIMIT]
                                            the best equation of a roll, JSON out
  tuffest horseshoes score --target T --numbers a,b,c,d 'EXPR'
  tuffest horseshoes solve --numbers a,b,c,d --target T [--countdown]
  tuffest play tuf [--game N] [--players K] [--strength S] [--seed N] [--minutes M]
                                            play TUF: solitaire or against 1-3 computer players
  tuffest play horseshoes [--players Ann,Bob] [--numbers … --target … | --code C | --seed S]
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

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let words: Vec<&str> = argv.iter().map(String::as_str).collect();
    let code: i32 = match words.as_slice() {
        ["tuf", "check", rest @ ..] => i32::from(tuf::check(rest)),
        ["tuf", "solve", rest @ ..] => i32::from(solve::solve(rest)),
        ["horseshoes", "score", ..] => horseshoes::score(&argv[2..]),
        ["horseshoes", "solve", ..] => horseshoes::solve(&argv[2..]),
        ["play", "tuf", rest @ ..] => i32::from(play_tuf::play(rest)),
        ["play", "horseshoes", ..] => horseshoes::play(&argv[2..]),
        ["chips", "solve", rest @ ..] => chips::solve(rest),
        ["play", "chips", rest @ ..] => chips::play(rest),
        ["help"] | ["--help"] | ["-h"] | [] => {
            println!("{HELP}");
            0
        }
        _ => {
            eprintln!("tuffest: unknown command \"{}\"\n\n{HELP}", argv.join(" "));
            2
        }
    };
    ExitCode::from(u8::try_from(code).unwrap_or(1))
}

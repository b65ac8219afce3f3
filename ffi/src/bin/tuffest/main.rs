//! The terminal shell.

mod horseshoes;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    let code = match words.as_slice() {
        ["horseshoes", "score", ..] => horseshoes::score(&args[2..]),
        ["horseshoes", "solve", ..] => horseshoes::solve(&args[2..]),
        ["play", "horseshoes", ..] => horseshoes::play(&args[2..]),
        _ => {
            eprintln!("usage: tuffest horseshoes score|solve … | tuffest play horseshoes");
            2
        }
    };
    std::process::exit(code);
}

//! What the crossword games played line by line (`pytagora play`, `crossword play`) do alike
//! around each command: a virtual clock on which every command lets ten seconds pass (so the
//! computer players move at once), the reply reported and the board drawn again, a refusal
//! printed, and the winners named at the end.

use std::io::Write;
use tuffest_core::kit::{Event, Game, Reply, Worded};
use tuffest_core::lang::Lang;

/// How long each command lets pass on the virtual clock.
pub const STEP_MS: u64 = 10_000;

/// The line for a command the game does not know.
pub fn unknown_command(lang: Lang) -> &'static str {
    lang.pick(
        "unknown command (help lists them)",
        "commande inconnue (help les donne)",
    )
}

/// After a command: its events reported, the next ten seconds played (the computer players'
/// moves reported) and the board drawn again; or the refusal printed. Whether the game is over.
pub fn after_command<G: Game>(
    g: &mut G,
    result: Reply<G>,
    now: &mut u64,
    lang: Lang,
    report: impl Fn(&G, &[Event<G::Detail>], Lang),
    draw: impl Fn(&G, Lang),
) -> bool {
    match result {
        Ok(events) => {
            report(g, &events, lang);
            *now += STEP_MS;
            let events = g.tick(*now);
            report(g, &events, lang);
            draw(g, lang);
        }
        Err(e) => println!("{}", e.text_in(lang)),
    }
    let _ = std::io::stdout().flush();
    g.outcome().is_some()
}

/// Prints the winners once the game is over.
pub fn winners<G: Game>(g: &G, lang: Lang) {
    if let Some(o) = g.outcome() {
        let names: Vec<String> = o
            .winners
            .iter()
            .filter_map(|w| g.seats().get(*w as usize).map(|s| s.name.clone()))
            .collect();
        println!("{}: {}", lang.pick("Winner", "Gagnant"), lang.list(&names));
    }
}

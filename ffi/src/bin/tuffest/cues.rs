//! The kit's cues in the terminal, the same for every game: one line each in the player's
//! language, and a bell when time is up (on a terminal only, so scripts read plain text).

use std::io::IsTerminal;
use tuffest_core::kit::Cue;
use tuffest_core::lang::Lang;
use tuffest_core::tuf::play::view::MatchSheetView;

/// What the terminal shows for a cue: the line to print (if any) and whether a score sheet is
/// due (a round or the game ended).
pub fn show(cue: Cue, name: &dyn Fn(u32) -> String, lang: Lang) -> (Option<String>, bool) {
    let line = |en: &str, fr: &str| Some(lang.pick(en, fr).to_string());
    match cue {
        Cue::TimeRunningOut { .. } => (
            line(
                "\n** Ten seconds left! **",
                "\n** Plus que dix secondes\u{a0}! **",
            ),
            false,
        ),
        Cue::TimeUp { .. } => {
            let bell = if std::io::stdout().is_terminal() {
                "\x07"
            } else {
                ""
            };
            let text = lang.pick("\n** Time! **", "\n** Temps écoulé\u{a0}! **");
            (Some(format!("{text}{bell}")), false)
        }
        Cue::HandOver { seat } => {
            let who = name(seat);
            let text = match lang {
                Lang::En => format!("\nHand the device to {who}."),
                Lang::Fr => format!("\nPassez l'appareil à {who}."),
            };
            (Some(text), false)
        }
        Cue::YourTurn { .. } | Cue::Scored { .. } | Cue::Called { .. } => (None, false),
        Cue::RoundOver | Cue::GameOver => (None, true),
        Cue::Paused => (line("Paused.", "En pause."), false),
        Cue::Resumed => (line("Resumed.", "Reprise."), false),
    }
}

/// The line that ends a match's score sheet ("Winner: Ann", "Tie: Ann and Bob"), once it is
/// over.
pub fn match_result(m: &MatchSheetView, lang: Lang) -> Option<String> {
    if !m.over {
        return None;
    }
    let names: Vec<&str> = m
        .leaders
        .iter()
        .filter_map(|i| m.names.get(*i as usize).map(String::as_str))
        .collect();
    Some(match (m.tie, lang) {
        (true, Lang::En) => format!("Tie: {}", names.join(" and ")),
        (true, Lang::Fr) => format!("Égalité : {}", names.join(" et ")),
        (false, Lang::En) => format!("Winner: {}", names.join("")),
        (false, Lang::Fr) => format!("Vainqueur : {}", names.join("")),
    })
}

//! The words of the table in the player's language: the status line, the hand-over screen and
//! the call words as shown. The shells draw them as they are; every `if` about the rules that
//! chooses a sentence lives here.
//!
//! French follows French typography: a no-break space (U+00A0) before `:`, `;`, `!` and `?`.

use super::calls::CHALLENGE_CALL;
use super::config::Variant;
use super::round::RoundPhase;
use super::session::Match;
use crate::lang::Lang;

/// The call word as shown in `lang`. French keeps TUF, TUFFER and TUFFEST and says the rest
/// as the French rules page does: ENCORE TUFFEST, LE PLUS TUFFEST, LE PLUS TUFFEST ENCORE,
/// TUF ERREUR, and solitaire's FINI.
///
/// ```
/// use tuffest_core::lang::Lang;
/// use tuffest_core::tuf::play::status::call_in;
/// assert_eq!(call_in("DONE", Lang::Fr), "FINI");
/// assert_eq!(call_in("TUFFER", Lang::Fr), "TUFFER");
/// assert_eq!(call_in("MORE TUFFEST", Lang::Fr), "ENCORE TUFFEST");
/// assert_eq!(call_in("MORE TUFFEST", Lang::En), "MORE TUFFEST");
/// ```
pub fn call_in(call: &str, lang: Lang) -> String {
    let fr = match call {
        "MORE TUFFEST" => "ENCORE TUFFEST",
        "MOST TUFFEST" => "LE PLUS TUFFEST",
        "MOST TUFFEST AGAIN" => "LE PLUS TUFFEST ENCORE",
        CHALLENGE_CALL => "TUF ERREUR",
        "DONE" => "FINI",
        other => other,
    };
    lang.pick(call, fr).to_string()
}

/// A number of points: "1 point", "7 points" (French: singular below 2, "0 point").
pub fn points_in(n: i32, lang: Lang) -> String {
    lang.count(i64::from(n), "point", "points")
}

/// A number of cubes: "1 cube", "7 cubes" (French: singular below 2).
pub fn cubes_in(n: i32, lang: Lang) -> String {
    lang.count(i64::from(n), "cube", "cubes")
}

/// French "de" before a name, elided before a vowel: "de Ben", "d'Ann", "d'Élise".
fn de(name: &str) -> String {
    let vowel = name
        .chars()
        .next()
        .and_then(|c| c.to_lowercase().next())
        .is_some_and(|c| "aeiouyàâäéèêëîïôöùûüœæ".contains(c));
    if vowel {
        format!("d'{name}")
    } else {
        format!("de {name}")
    }
}

/// What the hand-over screen says to the player who takes the device.
pub fn hand_over_message(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "Hand the device to {name}. {name}, tap when you are ready: your time starts then."
        ),
        Lang::Fr => format!(
            "Passez l'appareil à {name}. {name}, touchez pour commencer quand vous voulez\u{a0}: \
             votre temps démarre à ce moment-là."
        ),
    }
}

fn name(m: &Match, seat: u32) -> String {
    m.config()
        .seats
        .get(seat as usize)
        .map(|s| s.name.clone())
        .unwrap_or_default()
}

/// The line about the state of play at the top of the table, in `lang`: paused, whose turn or
/// hand-over, who declared what and how much is to beat, the race's symbol, a TUF ERROR, the
/// end of a round or the match's winners.
pub fn status(m: &Match, lang: Lang) -> String {
    let round = m.round();
    let fr = lang == Lang::Fr;
    if m.is_paused() {
        return lang.pick("Paused.", "En pause.").to_string();
    }
    match round.phase() {
        RoundPhase::Over if m.is_over() => match_over(m, lang),
        RoundPhase::Over => {
            let (r, n) = (round.rules().number, m.config().rounds);
            if fr {
                format!("La manche {r} sur {n} est terminée.")
            } else {
                format!("Round {r} of {n} is over.")
            }
        }
        RoundPhase::HandOver { seat } => {
            let who = name(m, seat);
            if fr {
                format!("Passez l'appareil à {who}.")
            } else {
                format!("Hand the device to {who}.")
            }
        }
        RoundPhase::Turn { seat } => {
            let who = name(m, seat);
            let done = call_in("DONE", lang);
            if fr {
                format!(
                    "Au tour {}\u{a0}: formez la plus longue égalité possible, \
                     puis touchez {done}.",
                    de(&who)
                )
            } else {
                format!("{who}'s turn: build the longest equation you can, then tap {done}.")
            }
        }
        RoundPhase::Playing => playing(m, lang),
    }
}

fn playing(m: &Match, lang: Lang) -> String {
    let round = m.round();
    let fr = lang == Lang::Fr;
    let next = call_in(round.next_call(), lang);
    match round.rules().variant {
        Variant::Solitaire => {
            let done = call_in("DONE", lang);
            if fr {
                format!("Formez la plus longue égalité possible, puis touchez {done}.")
            } else {
                format!("Build the longest equation you can, then tap {done}.")
            }
        }
        Variant::Race { symbol } => {
            let glyph = symbol.glyph();
            match round.declarations().first() {
                None if fr => format!(
                    "Soyez le premier à annoncer {next} avec une égalité qui utilise le cube \
                     {glyph}\u{a0}!"
                ),
                None => format!(
                    "Be the first to call {next} with an equation that uses the {glyph} cube!"
                ),
                Some(first) => {
                    let who = name(m, first.seat);
                    if fr {
                        format!(
                            "{who} a annoncé en premier\u{a0}: annoncez {next} avec une égalité \
                             qui utilise le cube {glyph}\u{a0}!"
                        )
                    } else {
                        format!(
                            "{who} called first: call {next} with an equation that uses the \
                             {glyph} cube!"
                        )
                    }
                }
            }
        }
        Variant::Standard | Variant::Cutthroat => declaring(m, lang, &next),
    }
}

fn declaring(m: &Match, lang: Lang, next: &str) -> String {
    let round = m.round();
    let fr = lang == Lang::Fr;
    let last_challenge = round.challenges().last();
    if let Some(d) = round.current_declaration() {
        let who = name(m, d.seat);
        let call = call_in(&d.call, lang);
        let to_beat = cubes_in(d.value, lang);
        // The declarer of the moment made the last declaration. A TUF ERROR called on it that
        // failed: the declaration stands.
        let current = round.declarations().len().checked_sub(1);
        let refused =
            last_challenge.filter(|c| !c.declarer_wrong && Some(c.declaration as usize) == current);
        return match (refused, fr) {
            (Some(c), true) => format!(
                "{} a crié TUF ERREUR, mais l'égalité {} est juste\u{a0}: {to_beat} à \
                 battre.",
                name(m, c.challenger),
                de(&who)
            ),
            (Some(c), false) => format!(
                "{} called TUF ERROR, but {who}'s equation is right: {to_beat} to beat.",
                name(m, c.challenger)
            ),
            (None, true) => format!("{who} a annoncé {call}\u{a0}: {to_beat} à battre."),
            (None, false) => format!("{who} called {call}: {to_beat} to beat."),
        };
    }
    let build = if fr {
        format!("Formez une égalité et annoncez {next}\u{a0}!")
    } else {
        format!("Build an equation and call {next}!")
    };
    match last_challenge.filter(|c| c.declarer_wrong) {
        Some(c) => {
            let who = name(m, c.declarer);
            let caught = if fr {
                format!("TUF ERREUR\u{a0}: l'égalité {} était fausse.", de(&who))
            } else {
                format!("TUF ERROR: {who}'s equation was wrong.")
            };
            let then = match round.standing_value() {
                Some(v) if fr => format!("Battez {} et annoncez {next}\u{a0}!", cubes_in(v, lang)),
                Some(v) => format!("Beat {} and call {next}!", cubes_in(v, lang)),
                None => build,
            };
            format!("{caught} {then}")
        }
        None => build,
    }
}

fn match_over(m: &Match, lang: Lang) -> String {
    let fr = lang == Lang::Fr;
    let totals = m.totals();
    let winners = m.winners();
    let best = winners
        .first()
        .and_then(|w| totals.get(*w as usize))
        .copied()
        .unwrap_or(0);
    let points = points_in(best, lang);
    let names: Vec<String> = winners.iter().map(|w| name(m, *w)).collect();
    let list = lang.list(&names);
    let head = lang.pick("The match is over: ", "Le match est terminé\u{a0}: ");
    let tail = if m.config().seats.len() == 1 {
        if fr {
            format!("{list} a marqué {points}.")
        } else {
            format!("{list} scored {points}.")
        }
    } else if names.len() > 1 {
        if fr {
            format!("{list} sont à égalité avec {points}.")
        } else {
            format!("{list} tie with {points}.")
        }
    } else if fr {
        format!("{list} gagne avec {points}.")
    } else {
        format!("{list} wins with {points}.")
    };
    format!("{head}{tail}")
}

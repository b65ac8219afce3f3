//! The history's game and variant codes as players read them, in their language: what the
//! history pages show in the recent games and the Hall of Fame instead of the stored codes
//! (`1B cutthroat`, `pass-and-play`, `5x5`).

use crate::kit::GameId;
use crate::lang::Lang;

/// A Hall of Fame table's heading for games of `players` players: "Solitaire" for one,
/// "Matches of 3 players" / "Parties à 3 joueurs" for more.
pub(crate) fn players_heading(players: u32, language: Lang) -> String {
    match (players, language) {
        (0 | 1, Lang::En) => "Solitaire".into(),
        (0 | 1, Lang::Fr) => "En solitaire".into(),
        (n, Lang::En) => format!("Matches of {n} players"),
        (n, Lang::Fr) => format!("Parties à {n} joueurs"),
    }
}

/// A game's title from its stored id (`tuf`, `horseshoes`, …, [`GameId::as_str`]), as its rules
/// page names it ([`crate::guide::title`]); an unknown id as it is.
pub(crate) fn game_title(game: &str, language: Lang) -> String {
    GameId::ALL
        .into_iter()
        .find(|g| g.as_str() == game)
        .map_or_else(|| game.to_string(), |g| crate::guide::title(g, language))
}

/// A stored variant as words: `1B cutthroat` → "game 1B, cutthroat" ("jeu 1B, sans pitié"),
/// `5x5` → "5 × 5", `3 players` → "3 joueurs", `tournament round 2` → "tournoi, ronde 2"; an
/// unknown variant as it is.
pub(crate) fn variant_words(game: &str, variant: &str, language: Lang) -> String {
    let lang = language;
    let v = variant.trim();
    if let Some(round) = v.strip_prefix("tournament round ") {
        return format!(
            "{} {round}",
            lang.pick("tournament, round", "tournoi, ronde")
        );
    }
    if let Some((a, b)) = v.split_once('x') {
        if a.parse::<u8>().is_ok() && a == b {
            return format!("{a} × {b}");
        }
    }
    if let Some(n) = v.strip_suffix(" players") {
        return format!("{n} {}", lang.pick("players", "joueurs"));
    }
    let word = |w: &str| -> String {
        match w {
            "standard" => lang.pick("standard", "standard"),
            "cutthroat" => lang.pick("cutthroat", "sans pitié"),
            "race" => lang.pick("race", "course"),
            "solitaire" => lang.pick("alone", "seul"),
            "pass-and-play" => lang.pick("pass-and-play", "chacun son tour"),
            "tournament final" => lang.pick("tournament final", "finale du tournoi"),
            "round robin" => lang.pick("round robin", "toutes-rondes"),
            "swiss" => lang.pick("Swiss rounds", "système suisse"),
            "pytagora" => "Pytagora",
            "plus-and-minus" => lang.pick("Plus and minus", "Plus et moins"),
            "up-and-down" => lang.pick("Up and down", "Monte et descends"),
            "even-and-odd" => lang.pick("even and odd", "pairs et impairs"),
            "both-ways" => lang.pick("both ways", "dans les deux sens"),
            "tables" => lang.pick("7 rounds", "7 manches"),
            "french" => lang.pick("racks of 10", "10 jetons"),
            "french-12" => lang.pick("racks of 12", "12 jetons"),
            "french-home-made" => lang.pick(
                "racks of 10, home-made tiles",
                "10 jetons, jetons faits maison",
            ),
            "french-12-home-made" => lang.pick(
                "racks of 12, home-made tiles",
                "12 jetons, jetons faits maison",
            ),
            other => other,
        }
        .to_string()
    };
    if game == "tuf" {
        // `1B cutthroat`, `1C race %`, `2 standard`: the game's code, then its variant.
        if let Some((code, rest)) = v.split_once(' ') {
            let rest = match rest.split_once(' ') {
                Some(("race", symbol)) => format!("{} {symbol}", word("race")),
                _ => word(rest),
            };
            return format!("{} {code}, {rest}", lang.pick("game", "jeu"));
        }
    }
    word(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_codes_read_as_words_in_both_languages() {
        let rows = [
            (
                "tuf",
                "1B cutthroat",
                "game 1B, cutthroat",
                "jeu 1B, sans pitié",
            ),
            ("tuf", "1C race %", "game 1C, race %", "jeu 1C, course %"),
            ("tuf", "2 standard", "game 2, standard", "jeu 2, standard"),
            (
                "horseshoes",
                "pass-and-play",
                "pass-and-play",
                "chacun son tour",
            ),
            ("horseshoes", "solitaire", "alone", "seul"),
            ("boxes", "5x5", "5 × 5", "5 × 5"),
            ("mathable", "3 players", "3 players", "3 joueurs"),
            (
                "chips",
                "tournament round 2",
                "tournament, round 2",
                "tournoi, ronde 2",
            ),
            ("tournament", "swiss", "Swiss rounds", "système suisse"),
            (
                "pytagora",
                "plus-and-minus",
                "Plus and minus",
                "Plus et moins",
            ),
            ("updown", "even-and-odd", "even and odd", "pairs et impairs"),
            ("crossword", "french-12", "racks of 12", "12 jetons"),
            ("crossword", "french", "racks of 10", "10 jetons"),
            (
                "crossword",
                "french-12-home-made",
                "racks of 12, home-made tiles",
                "12 jetons, jetons faits maison",
            ),
            ("tuf", "", "", ""),
            ("other", "something new", "something new", "something new"),
        ];
        for (game, variant, en, fr) in rows {
            assert_eq!(
                variant_words(game, variant, Lang::En),
                en,
                "{game} {variant}"
            );
            assert_eq!(
                variant_words(game, variant, Lang::Fr),
                fr,
                "{game} {variant}"
            );
        }
        assert_eq!(game_title("boxes", Lang::Fr), "Le jeu des petits carrés");
        assert_eq!(game_title("tuf", Lang::Fr), "TUF");
        assert_eq!(game_title("tournament", Lang::En), "The game tournament");
        assert_eq!(game_title("nothing", Lang::En), "nothing");
    }
}

#[cfg(test)]
mod heading_tests {
    use super::*;

    #[test]
    fn one_player_is_solitaire_and_more_are_counted() {
        assert_eq!(players_heading(1, Lang::En), "Solitaire");
        assert_eq!(players_heading(1, Lang::Fr), "En solitaire");
        assert_eq!(players_heading(3, Lang::En), "Matches of 3 players");
        assert_eq!(players_heading(2, Lang::Fr), "Parties à 2 joueurs");
    }
}

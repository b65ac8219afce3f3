//! What the apps say about Math Horseshoes: its title, a one-line summary and its rules page, in
//! English and French, written from the rulebook (the seed's last section) and the rulings of
//! `horseshoes.md`.

use crate::lang::Lang;

/// The game's title: "Math Horseshoes" / "Fers à cheval mathématiques".
#[cfg_attr(feature = "uniffi", uniffi::export(name = "horseshoes_title"))]
pub fn title(language: Lang) -> String {
    language
        .pick("Math Horseshoes", "Fers à cheval mathématiques")
        .to_string()
}

/// One line saying what the game is about.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "horseshoes_summary"))]
pub fn summary(language: Lang) -> String {
    language.pick(
        "Use every number once to land as close to the target as you can, in three minutes.",
        "Utilisez chaque nombre une fois pour approcher la cible au plus près, en trois minutes.",
    )
    .to_string()
}

/// The rules page, as paragraphs.
pub fn rules(language: Lang) -> Vec<String> {
    [
        (
            "You get four, five or six numbers, each a whole number from 1 to 20 (the same number may come twice), and a target from 100 to 2000. You have three minutes to write one expression whose value comes as close to the target as you can.",
            "Vous recevez quatre, cinq ou six nombres, chacun un nombre entier de 1 à 20 (le même nombre peut revenir), et une cible de 100 à 2000. Vous avez trois minutes pour écrire une seule expression dont la valeur s'approche le plus possible de la cible.",
        ),
        (
            "Use every number exactly once: none left out, none used twice. You may add (+), subtract (−), multiply (×), divide (÷), raise to a power (^) and take square roots (√), with as many parentheses as you like. The square root is free: it uses no number, so you may put it anywhere, even several times. You may not stick numbers together (1 and 7 do not make 17), make a number negative by itself, or use other functions.",
            "Utilisez chaque nombre exactement une fois\u{a0}: aucun oublié, aucun utilisé deux fois. Vous pouvez additionner (+), soustraire (−), multiplier (×), diviser (÷), élever à une puissance (^) et prendre des racines carrées (√), avec autant de parenthèses que vous voulez. La racine carrée est gratuite\u{a0}: elle n'utilise aucun nombre, vous pouvez donc la mettre où vous voulez, même plusieurs fois. Vous ne pouvez pas coller deux nombres (1 et 7 ne font pas 17), rendre un nombre négatif tout seul, ni utiliser d'autres fonctions.",
        ),
        (
            "You do not have to work out the value: the app does it when time is called, and what you have written then is your answer. An expression that has no value scores 0: dividing by zero, 0 to the power 0 or to a negative power, the square root of a negative number, or a negative number to a power that is not whole.",
            "Inutile de calculer la valeur\u{a0}: l'appli le fait quand le temps est écoulé, et ce que vous avez écrit à ce moment-là est votre réponse. Une expression qui n'a pas de valeur vaut 0\u{a0}: diviser par zéro, 0 à la puissance 0 ou à une puissance négative, la racine carrée d'un nombre négatif, ou un nombre négatif à une puissance qui n'est pas entière.",
        ),
        (
            "The closer, the better. Less than 2 away from the target: 10 points. From 2 to 4 away: 9 points; 4 to 8: 8; 8 to 16: 7; 16 to 32: 6; 32 to 64: 5; 64 to 128: 4; 128 to 256: 3; 256 to 512: 2; 512 to 1024: 1; 1024 or more: 0. Each band includes its lower edge: exactly 2 away scores 9.",
            "Plus vous êtes près, mieux c'est. À moins de 2 de la cible\u{a0}: 10 points. De 2 à 4 d'écart\u{a0}: 9 points\u{a0}; de 4 à 8\u{a0}: 8\u{a0}; de 8 à 16\u{a0}: 7\u{a0}; de 16 à 32\u{a0}: 6\u{a0}; de 32 à 64\u{a0}: 5\u{a0}; de 64 à 128\u{a0}: 4\u{a0}; de 128 à 256\u{a0}: 3\u{a0}; de 256 à 512\u{a0}: 2\u{a0}; de 512 à 1024\u{a0}: 1\u{a0}; 1024 ou plus\u{a0}: 0. Chaque tranche comprend sa borne du bas\u{a0}: un écart d'exactement 2 vaut 9 points.",
        ),
        (
            "For example, with the numbers 1, 3, 4 and 17 and the target 341: √((17 + 3)^4) − 1 = 399 is 58 away, between 32 and 64, so it scores 10 − 5 = 5 points. (4 ÷ 3)^(17 + 1) ≈ 177.377 is about 163.623 away, between 128 and 256: 10 − 7 = 3 points. (17 + 1)^3 ÷ 17 − 4 scores 0 because 17 is used twice, and 4^√(17 + 1) scores 0 because 3 is not used.",
            "Par exemple, avec les nombres 1, 3, 4 et 17 et la cible 341\u{a0}: √((17 + 3)^4) − 1 = 399 est à 58 de la cible, entre 32 et 64, donc elle vaut 10 − 5 = 5 points. (4 ÷ 3)^(17 + 1) ≈ 177,377 est à environ 163,623, entre 128 et 256\u{a0}: 10 − 7 = 3 points. (17 + 1)^3 ÷ 17 − 4 vaut 0 point car 17 sert deux fois, et 4^√(17 + 1) vaut 0 point car 3 n'est pas utilisé.",
        ),
        (
            "More from the rulebook: target 782 and value 793 are 11 apart, between 8 and 16: 7 points. Target 1836 and value 1833.345 are 2.655 apart, between 2 and 4: 9 points. Target 127 and value 1182.8 are 1055.8 apart, 1024 or more: 0 points.",
            "D'autres exemples du règlement\u{a0}: la cible 782 et la valeur 793 ont 11 d'écart, entre 8 et 16\u{a0}: 7 points. La cible 1836 et la valeur 1833,345 ont 2,655 d'écart, entre 2 et 4\u{a0}: 9 points. La cible 127 et la valeur 1182,8 ont 1055,8 d'écart, 1024 ou plus\u{a0}: 0 point.",
        ),
        (
            "Play in solitaire against the clock, or pass the device around: 2 to 8 players get the same numbers and three minutes each, hidden from the others; then every answer is shown and scored together, with the best expression the app found.",
            "Jouez en solitaire contre la montre, ou faites passer l'appareil\u{a0}: de 2 à 8 joueurs ont les mêmes nombres et trois minutes chacun, à l'abri des regards\u{a0}; ensuite toutes les réponses sont dévoilées et notées ensemble, avec la meilleure expression trouvée par l'appli.",
        ),
    ]
    .iter()
    .map(|(en, fr)| language.pick(en, fr).to_string())
    .collect()
}

//! What the apps say about Pytagora: its title, a one-line summary and its rules page, in
//! English and French, written from the rulebook (`002_…`) and `crossword.md`.

use crate::lang::Lang;

/// The game's title.
pub fn title(_lang: Lang) -> String {
    "Pytagora".to_string()
}

/// One line saying what the game is about.
pub fn summary(lang: Lang) -> String {
    lang.pick(
        "Lay true equations in crossword fashion; the first to the target wins.",
        "Posez des équations justes en mots croisés ; le premier à la cible gagne.",
    )
    .to_string()
}

/// The rules page, as paragraphs.
pub fn rules(lang: Lang) -> Vec<String> {
    [
        (
            "Each player draws ten pieces: digits, + − × ÷ and =. As many = signs as players wait in a shared pool.",
            "Chaque joueur tire dix pièces : chiffres, + − × ÷ et =. Autant de signes = que de joueurs attendent dans une réserve commune.",
        ),
        (
            "On your turn lay one true equation, across or down, with exactly one = (from your rack, the pool, or one already on the table that you cross). It may cross equations on the table but not extend them. Digits side by side make one number; × and ÷ come before + and −; only whole numbers, never negative, no leading zero, no × or ÷ with 0, and not the same numbers and operations on both sides.",
            "À votre tour posez une équation juste, horizontale ou verticale, avec exactement un = (de votre chevalet, de la réserve, ou un déjà posé que vous croisez). Elle peut croiser les équations posées mais pas les prolonger. Des chiffres côte à côte font un nombre ; × et ÷ passent avant + et − ; seulement des nombres entiers, jamais négatifs, pas de zéro en tête, pas de × ou ÷ avec 0, et pas les mêmes nombres et opérations des deux côtés.",
        ),
        (
            "Score 1 a piece; × counts 2 and ÷ 3 (unless by 1); a number of several digits counts more (n + (n − 1) + … + 1); each piece you cross adds 1. Then refill your rack to ten.",
            "Chaque pièce vaut 1 ; × compte 2 et ÷ 3 (sauf par 1) ; un nombre de plusieurs chiffres compte davantage (n + (n − 1) + … + 1) ; chaque pièce croisée ajoute 1. Puis complétez votre chevalet à dix.",
        ),
        (
            "Stuck? Put all your pieces back, draw ten new ones and lose 5 points; stuck again in the same turn, the turn passes. The first to reach the target (35 by default) at the end of a turn wins.",
            "Bloqué ? Remettez toutes vos pièces, tirez-en dix nouvelles et perdez 5 points ; bloqué de nouveau dans le même tour, la main passe. Le premier à atteindre la cible (35 par défaut) à la fin d'un tour gagne.",
        ),
    ]
    .iter()
    .map(|(en, fr)| lang.pick(en, fr).to_string())
    .collect()
}

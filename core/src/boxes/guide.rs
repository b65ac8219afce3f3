//! What the apps say about Dots and Boxes: its title, a one-line summary and its rules page, in
//! English and French, written from the tournament rulebook and `tournament.md`.

use crate::lang::Lang;

/// The game's title.
pub fn title(lang: Lang) -> String {
    lang.pick("Dots and Boxes", "Le jeu des petits carrés")
        .to_string()
}

/// One line saying what the game is about.
pub fn summary(lang: Lang) -> String {
    lang.pick(
        "Draw lines between dots; close a box to claim it and move again.",
        "Tracez des traits entre les points ; fermez un carré pour le prendre et rejouer.",
    )
    .to_string()
}

/// The rules page, as paragraphs.
pub fn rules(lang: Lang) -> Vec<String> {
    [
        (
            "The board is a square of dots: 5 × 5, 6 × 6 or 7 × 7 in a tournament (3 × 3 and 4 × 4 to learn). The organiser may draw some lines before play; no box may be complete at the start.",
            "Le plateau est un carré de points : 5 × 5, 6 × 6 ou 7 × 7 en tournoi (3 × 3 et 4 × 4 pour apprendre). L'organisateur peut tracer des traits avant la partie ; aucun carré ne peut être fermé au départ.",
        ),
        (
            "On your turn, draw one line between two dots next to each other, across or down. If it closes one or two boxes, they are yours and you move again; otherwise the turn passes.",
            "À votre tour, tracez un trait entre deux points voisins, horizontal ou vertical. S'il ferme un ou deux carrés, ils sont à vous et vous rejouez ; sinon la main passe.",
        ),
        (
            "The game ends when every line is drawn. The player with more boxes wins; equal counts tie. In a tournament your score is the number of your boxes.",
            "La partie finit quand tous les traits sont tracés. Le joueur qui a le plus de carrés gagne ; à égalité, c'est nul. En tournoi, votre score est votre nombre de carrés.",
        ),
        (
            "Lines are named by their first dot, counting rows and columns from 0 at the top left: h2,1 goes from dot (2,1) to dot (2,2), v2,1 from dot (2,1) to dot (3,1).",
            "Les traits se nomment par leur premier point, lignes et colonnes comptées depuis 0 en haut à gauche : h2,1 va du point (2,1) au point (2,2), v2,1 du point (2,1) au point (3,1).",
        ),
    ]
    .iter()
    .map(|(en, fr)| lang.pick(en, fr).to_string())
    .collect()
}

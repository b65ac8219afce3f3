//! What the apps say about Pytagora's children's games: titles, summaries and rules pages in
//! English and French, from the rulebook (`shared/seeds/002_…`, "FOR YOUNGEST CHILDREN"), our
//! rulings marked as such.

/// Up and down's page.
pub mod up_and_down {
    use crate::lang::Lang;

    /// Up and down's title.
    pub fn title(lang: Lang) -> String {
        lang.pick("Up and down", "Monte et descends").to_string()
    }

    /// Up and down in one line.
    pub fn summary(lang: Lang) -> String {
        lang.pick(
            "Build a big square of numbers, 0 to 9 and back, one piece a turn; the fewest pieces left wins.",
            "Construisez un grand carré de nombres, de 0 à 9 et retour, une pièce par tour ; qui garde le moins de pièces gagne.",
        )
        .to_string()
    }

    /// Up and down's rules page.
    pub fn rules(lang: Lang) -> Vec<String> {
        [
            (
                "Only the number pieces are used. Each player gets 10 and a 0 starts the line on the table. The youngest starts; play goes round the table.",
                "Seules les pièces de nombres servent. Chaque joueur en reçoit 10 et un 0 commence la ligne sur la table. Le plus jeune commence ; on joue chacun son tour.",
            ),
            (
                "Put the next number of the line: 1, then 2, 3 and so on to 9 towards the right; then down the side from 8 back to 0; then along the bottom from 1 to 9, right to left; then up the last side from 8 to 1. The square is done when the 1 touches the first 0.",
                "Posez le nombre suivant : 1, puis 2, 3 et ainsi de suite jusqu'à 9 vers la droite ; puis en descendant de 8 jusqu'à 0 ; puis en bas de 1 à 9, de droite à gauche ; puis en remontant de 8 à 1. Le carré est fini quand le 1 touche le premier 0.",
            ),
            (
                "Without the number wanted, draw one piece from the bag: if it is the one, put it on the table at once; either way the turn passes. The player with the fewest pieces in hand when the square is done wins.",
                "Sans le nombre attendu, piochez une pièce : si c'est la bonne, posez-la tout de suite ; dans tous les cas le tour passe. Quand le carré est fini, le joueur qui a le moins de pièces en main gagne.",
            ),
            (
                "Even and odd: two squares, one of even numbers (0 2 4 6 8, corners 0 and 8) started by a 0, one of odd numbers (1 3 5 7 9, corners 1 and 9) started by a 1; each turn, continue either.",
                "Pairs et impairs : deux carrés, l'un de nombres pairs (0 2 4 6 8, coins 0 et 8) commencé par un 0, l'autre de nombres impairs (1 3 5 7 9, coins 1 et 9) commencé par un 1 ; à chaque tour, continuez l'un ou l'autre.",
            ),
            (
                "Clockwise and counterclockwise: a piece may also go at the other end of the line, before the first 0 (the number before it around the square).",
                "Dans les deux sens : une pièce peut aussi aller à l'autre bout de la ligne, avant le premier 0 (le nombre qui le précède autour du carré).",
            ),
            (
                "Our rulings: a player holding a number that fits must play it; with the bag empty, a player without one passes; a drawn piece that fits both ends goes where its owner chooses.",
                "Nos règles : qui a un nombre qui convient doit le poser ; sac vide, qui n'en a pas passe ; une pièce piochée qui convient aux deux bouts va où son joueur le choisit.",
            ),
        ]
        .iter()
        .map(|(en, fr)| lang.pick(en, fr).to_string())
        .collect()
    }
}

/// Multiplication tables' page.
pub mod tables {
    use crate::lang::Lang;

    /// Multiplication tables' title.
    pub fn title(lang: Lang) -> String {
        lang.pick("Multiplication tables", "Tables de multiplication")
            .to_string()
    }

    /// Multiplication tables in one line.
    pub fn summary(lang: Lang) -> String {
        lang.pick(
            "Seven multiplications from the bag: attach the result with your own pieces; the fewest pieces left wins.",
            "Sept multiplications tirées du sac : accrochez le résultat avec vos pièces ; qui garde le moins de pièces gagne.",
        )
        .to_string()
    }

    /// Multiplication tables' rules page.
    pub fn rules(lang: Lang) -> Vec<String> {
        [
            (
                "The number pieces go in the bag; the 7 multiplication signs and the equals signs stay on the table. Each player gets 10 numbers. The game has 7 rounds.",
                "Les pièces de nombres vont dans le sac ; les 7 signes de multiplication et les signes égal restent sur la table. Chaque joueur reçoit 10 nombres. La partie a 7 manches.",
            ),
            (
                "Each round, two numbers are drawn from the bag with a multiplication sign: 3 × 8. Every player holding the pieces of the result (a 2 and a 4 for 24) takes an equals sign and attaches them: 3 × 8 = 24 = 24.",
                "À chaque manche, deux nombres sont tirés du sac avec un signe de multiplication : 3 × 8. Chaque joueur qui a les pièces du résultat (un 2 et un 4 pour 24) prend un signe égal et les accroche : 3 × 8 = 24 = 24.",
            ),
            (
                "Before the next round each player draws a number. After the 7 rounds the player with the fewest pieces in hand wins.",
                "Avant la manche suivante, chaque joueur pioche un nombre. Après les 7 manches, le joueur qui a le moins de pièces en main gagne.",
            ),
            (
                "Our rulings: players answer in turn; the pieces are given in order (2 then 4 for 24); a player who has them must attach them; with fewer than 2 numbers in the bag the game ends early.",
                "Nos règles : les joueurs répondent chacun son tour ; les pièces se donnent dans l'ordre (2 puis 4 pour 24) ; qui les a doit les accrocher ; s'il reste moins de 2 nombres dans le sac, la partie s'arrête.",
            ),
        ]
        .iter()
        .map(|(en, fr)| lang.pick(en, fr).to_string())
        .collect()
    }
}

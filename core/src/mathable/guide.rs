//! What the apps say about Mathable: its title, a one-line summary and its rules page, in English
//! and French, written from the manual (`003_…`) and `mathable.md`.

use crate::lang::Lang;

/// The game's title.
pub fn title(_lang: Lang) -> String {
    "Mathable".to_string()
}

/// One line saying what the game is about.
pub fn summary(lang: Lang) -> String {
    lang.pick(
        "Place number tiles that are the sum, difference, product or quotient of their neighbours.",
        "Posez des tuiles qui sont la somme, la différence, le produit ou le quotient de leurs voisines.",
    )
    .to_string()
}

/// The rules page, as paragraphs.
pub fn rules(lang: Lang) -> Vec<String> {
    [
        (
            "Two to four players each hold seven tiles from the bag. The board starts with 1, 2, 3 and 4 in the centre.",
            "Deux à quatre joueurs ont chacun sept tuiles tirées du sac. Le plateau commence avec 1, 2, 3 et 4 au centre.",
        ),
        (
            "A tile goes on an empty square when, in one of the four directions, the two squares next to it in line hold tiles a (next to it) and b (beyond) and the tile equals a + b, a − b or b − a, a × b, or an exact quotient of the two. Never between two tiles, never diagonally. You may place several tiles in a turn, each valid when placed.",
            "Une tuile se pose sur une case vide quand, dans une des quatre directions, les deux cases voisines en ligne portent des tuiles a (à côté) et b (au-delà) et que la tuile vaut a + b, la différence, a × b ou un quotient exact des deux. Jamais entre deux tuiles, jamais en diagonale. Vous pouvez poser plusieurs tuiles par tour, chacune valable au moment où elle est posée.",
        ),
        (
            "A tile scores its value, times 2 or 3 on those squares, once for each equation it completes. An operation square (+ − × ÷) accepts only a result of its operation, and then you may draw one extra tile to use in the same turn. Placing all seven tiles in one turn earns 50 more.",
            "Une tuile rapporte sa valeur, fois 2 ou 3 sur ces cases, une fois par équation qu'elle complète. Une case d'opération (+ − × ÷) n'accepte qu'un résultat de son opération ; vous pouvez alors tirer une tuile de plus à jouer dans le même tour. Poser les sept tuiles en un tour rapporte 50 de plus.",
        ),
        (
            "Instead of placing, exchange any tiles of your rack with the bag (the turn is used), or pass. The game ends when the bag is empty and nobody can place, or when all players agree; each player loses the values left on their rack.",
            "Au lieu de poser, échangez des tuiles de votre chevalet avec le sac (le tour est joué), ou passez. La partie finit quand le sac est vide et que personne ne peut poser, ou quand tous les joueurs sont d'accord ; chacun perd les valeurs restées sur son chevalet.",
        ),
    ]
    .iter()
    .map(|(en, fr)| lang.pick(en, fr).to_string())
    .collect()
}

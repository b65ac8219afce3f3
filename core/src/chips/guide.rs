//! What the apps say about the chip game: its title, a one-line summary and its rules page, in
//! English and French, written from the tournament rulebook and `tournament.md`.

use crate::lang::Lang;

/// The game's title.
pub fn title(lang: Lang) -> String {
    lang.pick("The chip game", "Le jeu des jetons").to_string()
}

/// One line saying what the game is about.
pub fn summary(lang: Lang) -> String {
    lang.pick(
        "Outflank your opponent's chips to turn them over; whoever cannot move ends the game.",
        "Encadrez les jetons adverses pour les retourner ; qui ne peut plus jouer finit la partie.",
    )
    .to_string()
}

/// The rules page, as paragraphs.
pub fn rules(lang: Lang) -> Vec<String> {
    [
        (
            "A small board (4 × 4, 5 × 5 or 6 × 6) starts with chips set by the organiser, yellow or red side up, and 8 to 16 empty squares in a tournament. The first player is yellow, the second red.",
            "Un petit plateau (4 × 4, 5 × 5 ou 6 × 6) commence avec des jetons posés par l'organisateur, face jaune ou rouge, et 8 à 16 cases vides en tournoi. Le premier joueur a le jaune, le second le rouge.",
        ),
        (
            "Put a chip of your colour on an empty square from which, in at least one of the eight directions, a line of your opponent's chips is closed by one of yours. Every line you close, in every direction, turns over to your colour.",
            "Posez un jeton de votre couleur sur une case vide d'où, dans au moins une des huit directions, une ligne de jetons adverses est fermée par un des vôtres. Toutes les lignes ainsi encadrées, dans toutes les directions, passent à votre couleur.",
        ),
        (
            "No passing: the game ends as soon as the player to move has no such square, even if squares are empty and even if the other player could still move. Your score is the number of chips of your colour.",
            "On ne passe pas : la partie finit dès que le joueur qui doit jouer n'a aucune case possible, même s'il reste des cases vides et même si l'autre pourrait jouer. Votre score est le nombre de jetons de votre couleur.",
        ),
        (
            "Squares are named by column letter from a at the left and row number from 1 at the top: b3.",
            "Les cases se nomment par la lettre de colonne depuis a à gauche et le numéro de ligne depuis 1 en haut : b3.",
        ),
    ]
    .iter()
    .map(|(en, fr)| lang.pick(en, fr).to_string())
    .collect()
}

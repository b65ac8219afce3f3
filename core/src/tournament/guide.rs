//! What the apps say about the tournament: its title, a one-line summary and its rules page,
//! in English and French, from the rulebook and `tournament.md`.

use crate::lang::Lang;

/// The tournament's title.
pub fn title(lang: Lang) -> String {
    lang.pick("The game tournament", "Le tournoi de jeux")
        .to_string()
}

/// One line saying what the tournament is.
pub fn summary(lang: Lang) -> String {
    lang.pick(
        "Dots and Boxes and the chip game for 2 to 8 competitors, then a Math Horseshoes final for the best.",
        "Le jeu des petits carrés et le jeu des jetons pour 2 à 8 concurrents, puis une finale de fers à cheval mathématiques pour les meilleurs.",
    )
    .to_string()
}

/// The rules page, as paragraphs.
pub fn rules(lang: Lang) -> Vec<String> {
    [
        (
            "The organiser chooses the competitors (people and computer players), the game of each round (Dots and Boxes or the chip game), its board and its set-up: every competitor of a round plays the same set-up. The whole set-up has one share code, so another device can run the same event.",
            "L'organisateur choisit les concurrents (personnes et ordinateurs), le jeu de chaque ronde (petits carrés ou jetons), son plateau et sa position de départ : tous les concurrents d'une ronde jouent la même. Tout le tournoi tient dans un code à partager, pour le rejouer sur un autre appareil.",
        ),
        (
            "Rounds are paired as a round robin (everyone meets everyone) or as Swiss rounds (like scores meet, no rematch where possible). With an odd number, one competitor a round has the bye and scores what the organiser set.",
            "Les rondes sont appariées en toutes-rondes (chacun rencontre chacun) ou en système suisse (les scores proches se rencontrent, sans revanche si possible). En nombre impair, un concurrent par ronde est exempt et marque ce que l'organisateur a fixé.",
        ),
        (
            "In each pairing one competitor chooses to move first or second; the choice alternates. A game between two computer players is played out by the device. No hints and no undo in a tournament.",
            "Dans chaque rencontre, un concurrent choisit de commencer ou de jouer en second ; ce choix alterne. Une partie entre deux ordinateurs se joue toute seule. Ni indice ni annulation en tournoi.",
        ),
        (
            "A competitor's tournament score is the sum of their game scores (boxes or chips). Ties in the standings: Buchholz then Sonneborn-Berger for Swiss rounds, head-to-head then Sonneborn-Berger for a round robin. Beside each game, its distance from perfect play of the set-up, where the solver knows it.",
            "Le score de tournoi d'un concurrent est la somme de ses scores de parties (cases ou jetons). Égalités au classement : Buchholz puis Sonneborn-Berger en système suisse, confrontation directe puis Sonneborn-Berger en toutes-rondes. À côté de chaque partie, son écart au jeu parfait de la position, quand le solveur le connaît.",
        ),
        (
            "The best (the top four by default) play the Math Horseshoes final on the same puzzle, three minutes each. Final standing = tournament score + Horseshoes score × S / 10, where S is the best tournament score among the finalists; remaining ties go to the higher Horseshoes score, then the closer expression.",
            "Les meilleurs (les quatre premiers par défaut) jouent la finale de fers à cheval sur le même problème, trois minutes chacun. Classement final = score de tournoi + score de fers à cheval × S / 10, où S est le meilleur score de tournoi des finalistes ; les égalités restantes vont au meilleur score de fers à cheval, puis à l'expression la plus proche.",
        ),
    ]
    .iter()
    .map(|(en, fr)| lang.pick(en, fr).to_string())
    .collect()
}

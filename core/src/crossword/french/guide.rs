//! What the apps say about the French game: its title, a summary and its rules page, in
//! English and French. The surviving rules (8-15, the premium squares, variants 1-5) are given
//! as the seed has them; every reconstructed rule (1-7) and every ruling is marked "ours".

use crate::lang::Lang;

/// The game's title.
pub fn title(lang: Lang) -> String {
    lang.pick("Equation crossword", "Mots croisés d\u{2019}équations")
        .to_string()
}

/// One line saying what the game is about.
pub fn summary(lang: Lang) -> String {
    lang.pick(
        "The French tile game: lay true equations on a 15 × 15 board of premium squares.",
        "Le jeu de jetons français\u{a0}: posez des équations justes sur un plateau de 15 × 15 à cases primées.",
    )
    .to_string()
}

/// The rules page, as paragraphs; reconstructed rules start with "(Ours)" / "(Règle
/// reconstituée)".
pub fn rules(lang: Lang) -> Vec<String> {
    [
        (
            "(Ours, rule 1) A 15 × 15 board; the first equation covers the centre. 108 tiles: white digits (0 ×9, 1 ×9, 2 ×8, 3 ×7, 4 ×7, 5 ×6, 6 ×6, 7 ×5, 8 ×4, 9 ×3) and grey + ×8, − ×7, × ×6, ÷ ×5, decimal point ×2, fraction bar ×2, = ×14. Points: 0 and 1 score 1, 2 → 2, 3 and 4 → 3, 5 and 6 → 4, 7 → 5, 8 → 6, 9 → 8; + 2, − 3, × 4, ÷ 5, point 10, fraction bar 8, = 1 (8 and the fraction bar are ours).",
            "(Règle reconstituée, règle 1) Un plateau de 15 × 15 ; la première équation couvre la case centrale. 108 jetons : chiffres blancs (0 ×9, 1 ×9, 2 ×8, 3 ×7, 4 ×7, 5 ×6, 6 ×6, 7 ×5, 8 ×4, 9 ×3) et gris + ×8, − ×7, × ×6, ÷ ×5, point décimal ×2, barre de fraction ×2, = ×14. Valeurs : 0 et 1 valent 1, 2 → 2, 3 et 4 → 3, 5 et 6 → 4, 7 → 5, 8 → 6, 9 → 8 ; + 2, − 3, × 4, ÷ 5, point 10, barre de fraction 8, = 1 (8 et la barre de fraction sont de nous).",
        ),
        (
            "(Ours, rule 2) The app checks every play and refuses a false one (your tiles stay on your rack, you play again). Table rule (a setting): plays are not checked; any other player may challenge the last play before the next one; a false play is taken back and scores 0; a wrong challenger loses their next turn.",
            "(Règle reconstituée, règle 2) L\u{2019}application vérifie chaque coup et refuse un coup faux (vos jetons restent sur votre réglette, vous rejouez). Règle de table (un réglage) : les coups ne sont pas vérifiés ; tout autre joueur peut contester le dernier coup avant le suivant ; un coup faux est repris et marque 0 ; qui conteste à tort perd son prochain tour.",
        ),
        (
            "(Ours, rule 3) A rack holds 10 tiles, 7 white and 3 grey (= is grey), refilled after each play; variant 2: 12 tiles, 9 white and 3 grey.",
            "(Règle reconstituée, règle 3) Une réglette porte 10 jetons, 7 blancs et 3 gris (= est gris), complétée après chaque coup ; variante 2 : 12 jetons, 9 blancs et 3 gris.",
        ),
        (
            "(Ours, rules 4 and 5) Lay tiles in one line, joined to the tiles on the board. Every line of two or more tiles your play makes or changes must be a true equation; chains of = are allowed when every member is equal. Adjacent digits make one number, read left to right and top to bottom (rule 13). × and ÷ come before + and −. Negative numbers may follow the grey pairs rule 14 allows, and = may be followed by − or a decimal point.",
            "(Règles reconstituées 4 et 5) Posez vos jetons sur une ligne, en touchant les jetons du plateau. Chaque ligne de deux jetons ou plus que votre coup forme ou change doit être une équation juste ; les chaînes de = sont permises quand chaque membre est égal. Des chiffres voisins forment un nombre, lu de gauche à droite et de haut en bas (règle 13). × et ÷ passent avant + et −. Des nombres négatifs peuvent suivre les paires grises que permet la règle 14, et = peut être suivi de − ou d\u{2019}un point décimal.",
        ),
        (
            "(Ours, rule 6) Score the tiles of every equation you make or change: blue squares double a tile, red ones triple it, under your new tiles; then green squares double and yellow ones triple the equation, compounding (two greens ×4, green and yellow ×6, two yellows ×9).",
            "(Règle reconstituée, règle 6) Comptez les jetons de chaque équation formée ou changée : les cases bleues doublent un jeton, les rouges le triplent, sous vos nouveaux jetons ; puis les vertes doublent et les jaunes triplent l\u{2019}équation, en se cumulant (deux vertes ×4, verte et jaune ×6, deux jaunes ×9).",
        ),
        (
            "(Ours, rule 7) Instead of playing you may exchange tiles (the turn is used) or pass. When every player has gone two rounds without a play, the game ends as rule 15 says.",
            "(Règle reconstituée, règle 7) Au lieu de jouer vous pouvez échanger des jetons (le tour est joué) ou passer. Quand tous les joueurs ont fait deux tours sans poser, la partie finit comme le dit la règle 15.",
        ),
        (
            "Rule 8, fractions: with the fraction bar, say how the equation reads (8 ÷ 5 = 1 3/5: \u{201c}8 divided by 5 equals 1 and 3/5\u{201d}); the app finds and announces the true reading, a plain fraction before a mixed number (ours). Fractions need not be in lowest terms (12 ÷ 5 = 2 4/10 = 2 8/20). Afterwards their tiles are ordinary digits and signs.",
            "Règle 8, les fractions : avec la barre de fraction, annoncez comment l\u{2019}équation se lit (8 : 5 = 1 3/5 : « 8 divisé par 5 égal 1 et 3/5 ») ; l\u{2019}application trouve et annonce la lecture juste, une fraction simple avant un nombre fractionnaire (de nous). Le plus petit dénominateur n\u{2019}est pas obligatoire (12 : 5 = 2 4/10 = 2 8/20). Ensuite leurs jetons redeviennent des chiffres et des signes ordinaires.",
        ),
        (
            "Rule 9, the decimal point: 8 is the same as 8.0 and 8.00.",
            "Règle 9, le point décimal : 8 est identique à 8,0 et à 8,00.",
        ),
        (
            "Rule 10, extending: add tiles at one or both ends of an equation on the board; you score the whole new equation with every premium square it covers, plus 20.",
            "Règle 10, prolonger : ajoutez des jetons à un bout ou aux deux bouts d\u{2019}une équation du plateau ; vous marquez toute la nouvelle équation avec toutes les cases à prime qu\u{2019}elle couvre, plus 20.",
        ),
        (
            "Rule 11, transforming: take off some or all tiles of one member of an equation and put your own in their place, keeping its value; the tiles taken off go back in the bag. You score the whole changed equation with its premium squares, plus 20. Tiles that belong to another equation across cannot be taken off, and a member in the middle of a chain keeps its length (ours).",
            "Règle 11, transformer : enlevez un ou tous les jetons d\u{2019}un membre d\u{2019}une équation et remplacez-les par les vôtres sans changer sa valeur ; les jetons enlevés retournent dans la pioche. Vous marquez toute l\u{2019}équation modifiée avec ses cases à prime, plus 20. Un jeton qui appartient à une autre équation ne peut pas être enlevé, et un membre au milieu d\u{2019}une chaîne garde sa longueur (de nous).",
        ),
        (
            "Rule 12, zero: numbers may start with 0 (014 + 11 = 25) and + 0 is allowed; zeros score their points and premiums like any tile.",
            "Règle 12, le zéro : un nombre peut commencer par 0 (014 + 11 = 25) et + 0 est permis ; les zéros comptent leurs points et leurs primes comme tout jeton.",
        ),
        (
            "Rule 14: two grey tiles never stand side by side, except × −, ÷ −, − ., + ., × ., ÷ ., + − (and, ours, = − and = .).",
            "Règle 14 : deux jetons gris ne sont jamais côte à côte, sauf × −, ÷ −, − ., + ., × ., ÷ ., + − (et, de nous, = − et = .).",
        ),
        (
            "Rule 15: the game ends when every tile has been used; if tiles are left when no one can play, the last player who played adds the points of the tiles left on the racks. The highest score wins.",
            "Règle 15 : la partie finit quand tous les jetons ont été employés ; s\u{2019}il en reste quand plus personne ne peut jouer, le dernier joueur qui a posé ajoute les points des jetons restés sur les réglettes. Le plus haut score gagne.",
        ),
        (
            "(Ours) Computer players: the strong and unbeatable ones weigh transformations against lays and make one when it is worth more, but only one that puts down more tiles than it takes off (so that the game ends); the casual and beginner ones only lay. A hint may be a transformation when it is the best play.",
            "(De nous) Les joueurs de l\u{2019}ordinateur : les forts et les imbattables comparent transformations et poses et transforment quand cela rapporte plus, mais seulement en posant plus de jetons qu\u{2019}ils n\u{2019}en enlèvent (pour que la partie finisse) ; les moyens et les débutants ne font que poser. Un indice peut être une transformation quand c\u{2019}est le meilleur coup.",
        ),
        (
            "Variants: 1, fewer = signs in the bag; 2, racks of 12; 3, a time limit per turn; 4, a different limit per player (a handicap). 5, home-made grey tiles for advanced players (below).",
            "Variantes : 1, moins de signes = dans la pioche ; 2, réglettes de 12 ; 3, un temps limité par tour ; 4, un temps différent par joueur (un handicap). 5, des jetons gris faits maison pour joueurs avancés (ci-dessous).",
        ),
        (
            "Variant 5 (the tiles, their points and how they read are ours): 10 grey tiles more, ( ×3 and ) ×3 worth 2, ^ (to the power of) ×2 and √ (square root) ×2 worth 6. Brackets go in pairs around a calculation without =; √ takes the number or bracket right after it (√16 + 9 = 13, √(16 + 9) = 5) and must come out whole or a fraction; ^ comes before × and ÷, from the right (2^3^2 = 512; −2^2 = −4), with a whole exponent from −64 to 64. Besides rule 14's pairs, ( and √ may follow a sign, =, ^, ( or √; − and . may follow ( and ^; . may follow √; a sign, ^, = or ) may follow ). A digit never touches ( or √ after it, nor ) before it.",
            "Variante 5 (les jetons, leurs valeurs et leur lecture sont de nous) : 10 jetons gris de plus, ( ×3 et ) ×3 valant 2, ^ (puissance) ×2 et √ (racine carrée) ×2 valant 6. Les parenthèses vont par paires autour d\u{2019}un calcul sans = ; √ s\u{2019}applique au nombre ou à la parenthèse qui le suit (√16 + 9 = 13, √(16 + 9) = 5) et doit donner un entier ou une fraction ; ^ passe avant × et :, de droite à gauche (2^3^2 = 512 ; −2^2 = −4), avec un exposant entier de −64 à 64. En plus des paires de la règle 14, ( et √ peuvent suivre un signe, =, ^, ( ou √ ; − et . peuvent suivre ( et ^ ; . peut suivre √ ; un signe, ^, = ou ) peuvent suivre ). Un chiffre ne touche jamais ( ou √ après lui, ni ) avant lui.",
        ),
    ]
    .iter()
    .map(|(en, fr)| lang.pick(en, fr).to_string())
    .collect()
}

//! What the apps say about each game: its title, a one-line summary and its rules page, in
//! English and French, written from the rulebook and the rulings of `tuf.md`.

use super::games::Game;
use crate::lang::Lang;

/// The game's title ("Game 2 · Fractions").
#[cfg_attr(feature = "uniffi", uniffi::export(name = "tuf_game_title"))]
pub fn title(game: Game, language: Lang) -> String {
    let name = match game {
        Game::G1 => language.pick("Basic game", "Jeu de base"),
        Game::G1A => language.pick("For very young players", "Pour les tout-petits"),
        Game::G1B => language.pick("Cutthroat TUF", "TUF sans pitié"),
        Game::G1Ca => language.pick("Solitaire", "Solitaire"),
        Game::G1Cb => language.pick("Big solitaire", "Grand solitaire"),
        Game::G1Cc => language.pick("Double solitaire", "Double solitaire"),
        Game::G2 => language.pick("Fractions", "Fractions"),
        Game::G2A => language.pick("Two fractions", "Deux fractions"),
        Game::G3 => language.pick("Decimal point", "Virgule"),
        Game::G4 => language.pick("Parentheses", "Parenthèses"),
        Game::G5 => language.pick("Other bases", "Autres bases"),
        Game::G6 => language.pick("Exponents and roots", "Puissances et racines"),
    };
    format!("{} {} · {name}", language.pick("Game", "Jeu"), game.code())
}

/// One line saying what the game is about.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "tuf_game_summary"))]
pub fn summary(game: Game, language: Lang) -> String {
    let a = game.allotment();
    let cubes = match language {
        Lang::En => format!(
            "{} blue, {} green, {} red, {} yellow and {} white cubes.",
            a.blue, a.green, a.red, a.yellow, a.white
        ),
        Lang::Fr => format!(
            "{} cubes bleus, {} verts, {} rouges, {} jaunes et {} blancs.",
            a.blue, a.green, a.red, a.yellow, a.white
        ),
    };
    let what = match game {
        Game::G1 => language.pick(
            "Add, subtract, multiply and divide.",
            "Additionner, soustraire, multiplier et diviser.",
        ),
        Game::G1A => language.pick(
            "Addition and subtraction only.",
            "Addition et soustraction seulement.",
        ),
        Game::G1B => language.pick(
            "Bested declarers drop to zero; call TUF ERROR on a wrong equation.",
            "Le déclarant battu retombe à zéro ; criez TUF ERREUR sur une équation fausse.",
        ),
        Game::G1Ca => language.pick(
            "The longest equation from one roll, against the clock.",
            "La plus longue équation d'un seul lancer, contre la montre.",
        ),
        Game::G1Cb => language.pick(
            "More cubes and fifteen minutes.",
            "Plus de cubes et quinze minutes.",
        ),
        Game::G1Cc => language.pick(
            "Two players, the same roll, the same time.",
            "Deux joueurs, le même lancer, le même temps.",
        ),
        Game::G2 => language.pick(
            "A fraction cube, worth two cubes.",
            "Un cube fraction, qui vaut deux cubes.",
        ),
        Game::G2A => language.pick("Two fraction cubes.", "Deux cubes fractions."),
        Game::G3 => language.pick(
            "The dotted zero is a decimal point.",
            "Le zéro pointé est une virgule.",
        ),
        Game::G4 => language.pick(
            "The (×) cube opens or closes a group.",
            "Le cube (×) ouvre ou ferme un groupe.",
        ),
        Game::G5 => language.pick("Numbers in bases 2 to 10.", "Des nombres en base 2 à 10."),
        Game::G6 => language.pick(
            "Powers and roots above the line.",
            "Puissances et racines au-dessus de la ligne.",
        ),
    };
    format!("{what} {cubes}")
}

/// The rules page of a game, as paragraphs.
pub fn rules(game: Game, language: Lang) -> Vec<String> {
    let mut out: Vec<&str> = vec![language.pick(
        "Roll your cubes; the faces cannot be changed. Build the longest true equation you can. The first to find one calls TUF and the timer starts; anyone who builds a longer one calls TUFFER, then TUFFEST, MORE TUFFEST… Each call must beat the last. The round ends when someone uses all their cubes or the time runs out.",
        "Lancez vos cubes ; les faces ne changent pas. Construisez l'équation vraie la plus longue possible. Le premier qui en trouve une crie TUF et le sablier part ; qui en fait une plus longue crie TUFFER, puis TUFFEST, ENCORE TUFFEST… Chaque annonce doit battre la précédente. La manche finit quand quelqu'un utilise tous ses cubes ou quand le temps est écoulé.",
    ), language.pick(
        "The last correct declarer scores two points a cube; every other correct equation one point a cube; a wrong equation scores nothing. After five games the highest total wins.",
        "Le dernier déclarant correct marque deux points par cube ; toute autre équation correcte un point par cube ; une équation fausse ne marque rien. Après cinq parties, le plus haut total gagne.",
    ), language.pick(
        "Numbers are one or two cubes (10 is one cube, so 10 0 is 100). Multiply and divide first, left to right, then add and subtract. Raise a minus cube slightly to make a negative sign; in line it subtracts. No plus sign where it is not needed. A side equal to zero may be allowed, refused, or cost two cubes, as agreed.",
        "Un nombre fait un ou deux cubes (10 est un seul cube, donc 10 0 fait 100). On multiplie et divise d'abord, de gauche à droite, puis on additionne et soustrait. Un moins légèrement levé est un signe négatif ; en ligne, il soustrait. Pas de plus inutile. Un côté égal à zéro peut être permis, interdit ou coûter deux cubes, selon l'accord.",
    )];
    let extra: &[(&str, &str)] = match game {
        Game::G1 | Game::G1Ca | Game::G1Cc => &[],
        Game::G1A => &[("The red cubes are set to + and − (4+, 2+ 2−, 1+ 3−, 4−), or × becomes + and ÷ becomes −.", "Les cubes rouges sont réglés sur + et − (4+, 2+ 2−, 1+ 3−, 4−), ou × devient + et ÷ devient −.")],
        Game::G1B => &[("A bested declarer's score drops to zero; equalling the new value scores single again, beating it scores double. Call TUF ERROR on a wrong declaration: if you are right you gain its cubes, if not you lose as many.", "Le déclarant battu retombe à zéro ; égaler la nouvelle valeur rapporte simple, la battre rapporte double. Criez TUF ERREUR sur une annonce fausse : si vous avez raison vous gagnez ses cubes, sinon vous en perdez autant.")],
        Game::G1Cb => &[("4 blue, 4 green, 6 red, 2 yellow and 1 white cube, with fifteen minutes. Incentive points may be used.", "4 bleus, 4 verts, 6 rouges, 2 jaunes et 1 blanc, avec quinze minutes. Les bonus peuvent compter.")],
        Game::G2 | Game::G2A => &[("A fraction cube is worth two cubes (four for the last declarer). One or two whole cubes and a fraction cube make a mixed number: 9 ½ is nine and a half.", "Un cube fraction vaut deux cubes (quatre pour le dernier déclarant). Un ou deux cubes entiers suivis d'un cube fraction forment un nombre fractionnaire : 9 ½ vaut neuf et demi.")],
        Game::G3 => &[("The dotted green zero is a decimal point only; a decimal may have any number of digit cubes: .5, 0.5, .75.", "Le zéro vert pointé n'est qu'une virgule ; un nombre décimal peut avoir autant de chiffres que voulu : ,5 ; 0,5 ; ,75.")],
        Game::G4 => &[("Tap a (×) cube to open a group that runs right to a gap or the end of the side, or to close one that runs left to a gap or the start. A number beside a group multiplies it; a minus before a group negates it.", "Touchez un cube (×) pour ouvrir un groupe qui court vers la droite jusqu'à un espace ou la fin du côté, ou pour en fermer un qui remonte vers la gauche. Un nombre à côté d'un groupe le multiplie ; un moins devant un groupe l'oppose.")],
        Game::G5 => &[("Lower a cube below and to the right of a number to give its base (2 to 10); the number may have any number of cubes, each digit below the base. An equation with a non-decimal number may earn one extra cube.", "Abaissez un cube en bas à droite d'un nombre pour donner sa base (2 à 10) ; le nombre peut avoir autant de cubes que voulu, chaque chiffre inférieur à la base. Une équation avec un nombre non décimal peut gagner un cube de plus.")],
        Game::G6 => &[("Raise cubes above and to the right of a number, a constant or a group to make its exponent; a fraction cube in an exponent is a root (8^⅓ = 2). Exponents first, then groups, then × and ÷, then + and −. Exponent cubes may be worth two.", "Levez des cubes en haut à droite d'un nombre, d'une constante ou d'un groupe pour former son exposant ; un cube fraction en exposant est une racine (8^⅓ = 2). Les puissances d'abord, puis les groupes, puis × et ÷, puis + et −. Les cubes en exposant peuvent valoir deux.")],
    };
    for (en, fr) in extra {
        out.push(language.pick(en, fr));
    }
    out.into_iter().map(str::to_string).collect()
}

/// The rules page of the constant cube.
pub fn constant_cube_rules(language: Lang) -> Vec<String> {
    [
        ("% multiplies by 1/100 and follows a number: 20% = 10 ÷ 50.", "% multiplie par 1/100 et suit un nombre : 20 % = 10 ÷ 50."),
        ("π is 180 (π radians in degrees), 22/7, or 3.14159…; the app says which reading made your equation true.", "π vaut 180 (π radians en degrés), 22/7 ou 3,14159… ; l'appli dit quelle lecture rend l'équation vraie."),
        ("log takes the cube below it as its base (10 when none): log₂ 32 = 5.", "log prend le cube placé dessous comme base (10 sinon) : log₂ 32 = 5."),
        ("tan reads degrees (radians when π is in its angle): tan 45 = 1; tan 90 is not allowed.", "tan lit des degrés (des radians si π est dans l'angle) : tan 45 = 1 ; tan 90 est interdit."),
        ("χ has a value declared before the game.", "χ a une valeur annoncée avant la partie."),
        ("j is √−1 (j² = −1), or a joker for a relation (<, >, ≤, ≥, ≠) or a factorial, as declared.", "j vaut √−1 (j² = −1), ou sert de joker pour une relation (<, >, ≤, ≥, ≠) ou une factorielle, selon l'annonce."),
        ("An irrational side equals a decimal when it rounds to it at the precision written (two significant digits at least): tan 35 = .70.", "Un côté irrationnel égale un décimal s'il s'arrondit à lui à la précision écrite (au moins deux chiffres significatifs) : tan 35 = ,70."),
    ]
    .iter()
    .map(|(en, fr)| language.pick(en, fr).to_string())
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_title_summary_and_rules_in_both_languages() {
        for game in Game::ALL {
            for lang in [Lang::En, Lang::Fr] {
                assert!(title(game, lang).contains(game.code()));
                assert!(summary(game, lang).len() > 20);
                assert!(rules(game, lang).len() >= 3);
            }
            assert_ne!(rules(game, Lang::En), rules(game, Lang::Fr));
        }
        assert_eq!(title(Game::G2, Lang::Fr), "Jeu 2 · Fractions");
        assert_eq!(constant_cube_rules(Lang::En).len(), 7);
    }
}

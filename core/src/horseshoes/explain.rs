//! What the apps say about a score, in English or French: "58 away from the target: between
//! 32 and 64, so 10 − 5 = 5 points." The words follow the rulebook's worked examples; the band
//! itself always comes from the exact score (see [`super::score`]), never from the rounded
//! distance shown.

use super::eval::number_in;
use super::score::Rounded;
use crate::lang::Lang;

/// "1 point", "5 points"; in French "0 point", "1 point", "5 points".
pub fn points(n: u32, lang: Lang) -> String {
    lang.count(i64::from(n), "point", "points")
}

/// A value as the apps show it in `lang`: `399`, `9.5`, `≈ 177.377` (French `≈ 177,377`), or
/// the description of an astronomically large or small value.
pub fn value(rounded: Option<&Rounded>, shown: &super::Shown, lang: Lang) -> String {
    match rounded {
        Some(r) if r.exact => number_in(&r.decimal, lang),
        Some(r) => format!("≈ {}", number_in(&r.decimal, lang)),
        None => shown.text_in(lang),
    }
}

/// How a valid answer's score follows from its distance to the target, as a sentence in `lang`.
/// `distance` is `None` for an astronomically large value.
pub fn band(score: u32, distance: Option<&Rounded>, lang: Lang) -> String {
    let Some(d) = distance else {
        return match lang {
            Lang::En => format!("Very far from the target: {}.", points(0, lang)),
            Lang::Fr => format!("Très loin de la cible\u{a0}: {}.", points(0, lang)),
        };
    };
    if d.exact && d.decimal == "0" {
        return match lang {
            Lang::En => format!("Right on the target: {}.", points(score, lang)),
            Lang::Fr => format!("Pile sur la cible\u{a0}: {}.", points(score, lang)),
        };
    }
    let n = number_in(&d.decimal, lang);
    let away = match (lang, d.exact) {
        (Lang::En, true) => format!("{n} away from the target"),
        (Lang::En, false) => format!("About {n} away from the target"),
        (Lang::Fr, true) => format!("À {n} de la cible"),
        (Lang::Fr, false) => format!("À environ {n} de la cible"),
    };
    let why = match (score, lang) {
        (10, Lang::En) => format!("less than 2, so {}", points(10, lang)),
        (10, Lang::Fr) => format!("moins de 2, donc {}", points(10, lang)),
        (0, Lang::En) => format!("1024 or more, so {}", points(0, lang)),
        (0, Lang::Fr) => format!("1024 ou plus, donc {}", points(0, lang)),
        (s, lang) => {
            let b = 10 - s.min(10);
            let (lo, hi) = (1u32 << b, 1u32 << (b + 1));
            match lang {
                Lang::En => format!("between {lo} and {hi}, so 10 − {b} = {}", points(s, lang)),
                Lang::Fr => format!("entre {lo} et {hi}, donc 10 − {b} = {}", points(s, lang)),
            }
        }
    };
    match lang {
        Lang::En => format!("{away}: {why}."),
        Lang::Fr => format!("{away}\u{a0}: {why}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(decimal: &str, exact: bool) -> Rounded {
        Rounded {
            decimal: decimal.into(),
            exact,
        }
    }

    #[test]
    fn bands_read_like_the_rulebook() {
        assert_eq!(
            band(7, Some(&d("11", true)), Lang::En),
            "11 away from the target: between 8 and 16, so 10 − 3 = 7 points."
        );
        assert_eq!(
            band(9, Some(&d("2.655", true)), Lang::Fr),
            "À 2,655 de la cible\u{a0}: entre 2 et 4, donc 10 − 1 = 9 points."
        );
        assert_eq!(
            band(0, Some(&d("1055.8", true)), Lang::En),
            "1055.8 away from the target: 1024 or more, so 0 points."
        );
        assert_eq!(
            band(0, Some(&d("1055.8", true)), Lang::Fr),
            "À 1055,8 de la cible\u{a0}: 1024 ou plus, donc 0 point."
        );
        assert_eq!(
            band(3, Some(&d("163.623", false)), Lang::En),
            "About 163.623 away from the target: between 128 and 256, so 10 − 7 = 3 points."
        );
        assert_eq!(
            band(10, Some(&d("0", true)), Lang::Fr),
            "Pile sur la cible\u{a0}: 10 points."
        );
        assert_eq!(
            band(0, None, Lang::En),
            "Very far from the target: 0 points."
        );
        assert_eq!(points(1, Lang::En), "1 point");
    }
}

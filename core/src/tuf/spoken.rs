//! The equation as a screen reader should say it (TalkBack, VoiceOver), in English or French:
//! `1/5 × (6 + 4) = 2` is "one fifth times open parenthesis 6 plus 4 close parenthesis equals 2".
//! A layout that does not read as an equation is spoken cube by cube.

use super::layout::{Item, Layout, Shift};
use super::settings::Settings;
use super::syntax::{self, Node, NodeKind, Rel};
use crate::arith::Op;
use crate::lang::Lang;

/// Speaks a layout: as mathematics when it reads as an equation or an expression, else cube by
/// cube (with "raised", "in the exponent", "below" and "gap" where they apply).
pub fn layout(layout: &Layout, settings: &Settings, lang: Lang) -> String {
    if layout.items.is_empty() {
        return lang.pick("no cubes placed", "aucun cube posé").to_string();
    }
    if let Ok(eq) = syntax::read_equation(layout, settings) {
        let mut out = Vec::new();
        for (i, side) in eq.sides.iter().enumerate() {
            if i > 0 {
                out.push(relation(eq.relations.get(i - 1).map(|r| r.0), lang));
            }
            out.push(node(side, lang));
        }
        return out.join(" ");
    }
    if let Ok(n) = syntax::read_expression(layout, settings) {
        return node(&n, lang);
    }
    cubes(layout, lang)
}

/// Speaks the cubes one by one, with their placements.
pub fn cubes(layout: &Layout, lang: Lang) -> String {
    let mut out = Vec::new();
    for item in &layout.items {
        let place = match item.script().shift_at(0) {
            Some(Shift::Up) => Some(lang.pick("in the exponent", "en exposant")),
            Some(Shift::Down) => Some(lang.pick("below", "en indice")),
            None => None,
        };
        let word = match item {
            Item::Gap(_) => lang.pick("gap", "espace").to_string(),
            Item::Cube(c) => {
                let base = c.face.spoken_in(lang);
                match c.role {
                    super::Role::Negative => lang.pick("raised minus", "moins levé").to_string(),
                    super::Role::Open => lang.pick("open group", "ouvre un groupe").to_string(),
                    super::Role::Close => lang.pick("close group", "ferme le groupe").to_string(),
                    super::Role::Multiply => Op::Mul.word(lang).to_string(),
                    super::Role::DecimalPoint => lang.pick("point", "virgule").to_string(),
                    _ => base,
                }
            }
        };
        out.push(match place {
            Some(p) => format!("{word} {p}"),
            None => word,
        });
    }
    out.join(", ")
}

fn relation(rel: Option<Rel>, lang: Lang) -> String {
    use super::settings::Relation::*;
    let (en, fr) = match rel {
        Some(Rel::Joker(Less)) => ("is less than", "est inférieur à"),
        Some(Rel::Joker(Greater)) => ("is greater than", "est supérieur à"),
        Some(Rel::Joker(LessOrEqual)) => ("is at most", "est inférieur ou égal à"),
        Some(Rel::Joker(GreaterOrEqual)) => ("is at least", "est supérieur ou égal à"),
        Some(Rel::Joker(NotEqual)) => ("is not equal to", "est différent de"),
        _ => ("equals", "égale"),
    };
    lang.pick(en, fr).to_string()
}

fn number_text(text: &str, lang: Lang) -> String {
    let point = lang.pick(" point ", " virgule ");
    match text.split_once('.') {
        Some(("", f)) => format!("{}{}", point.trim_start(), spell_digits(f)),
        Some((w, f)) => format!("{w}{point}{}", spell_digits(f)),
        None => text.to_string(),
    }
}

/// Digits after a point are read one by one ("point 7 5").
fn spell_digits(f: &str) -> String {
    f.chars()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn fraction(d: u8, lang: Lang) -> String {
    super::Face::Fraction(d).spoken_in(lang)
}

/// Speaks one expression.
pub fn node(n: &Node, lang: Lang) -> String {
    let l = |en: &str, fr: &str| lang.pick(en, fr).to_string();
    match &n.kind {
        NodeKind::Number(lit) => {
            let mut s = number_text(&lit.text, lang);
            if let Some(d) = lit.mixed {
                s = format!("{s} {} {}", l("and", "et"), fraction(d, lang));
            }
            if let Some(b) = lit.base {
                s = format!("{s} {} {b}", l("base", "en base"));
            }
            s
        }
        NodeKind::Fraction(d) => fraction(*d, lang),
        NodeKind::Pi => l("pi", "pi"),
        NodeKind::Chi => l("chi", "khi"),
        NodeKind::J => l("j", "j"),
        NodeKind::Neg(x) => format!("{} {}", l("negative", "moins"), node(x, lang)),
        NodeKind::NegGroup(x) => format!("{} {}", Op::Sub.word(lang), node(x, lang)),
        NodeKind::Group(x) => format!(
            "{} {} {}",
            l("open parenthesis", "parenthèse ouvrante"),
            node(x, lang),
            l("close parenthesis", "parenthèse fermante")
        ),
        NodeKind::Bin(op, a, b) => {
            let word = op.arith().word(lang);
            format!("{} {word} {}", node(a, lang), node(b, lang))
        }
        NodeKind::Pow(b, e) => {
            let power = match &e.kind {
                NodeKind::Number(lit) if lit.text == "2" => l("squared", "au carré"),
                NodeKind::Number(lit) if lit.text == "3" => l("cubed", "au cube"),
                _ => format!(
                    "{} {} {}",
                    l("to the power", "puissance"),
                    node(e, lang),
                    l("end of exponent", "fin de l'exposant")
                ),
            };
            format!("{} {power}", node(b, lang))
        }
        NodeKind::Percent(x) => format!("{} {}", node(x, lang), l("percent", "pour cent")),
        NodeKind::Factorial(x) => match lang {
            Lang::En => format!("{} factorial", node(x, lang)),
            Lang::Fr => format!("factorielle de {}", node(x, lang)),
        },
        NodeKind::Log { base, arg } => match base {
            Some(b) => format!(
                "{} {} {} {}",
                l("log base", "logarithme en base"),
                node(b, lang),
                l("of", "de"),
                node(arg, lang)
            ),
            None => format!("{} {}", l("log of", "logarithme de"), node(arg, lang)),
        },
        NodeKind::Tan(arg) => {
            let unit = if super::eval::contains_pi(arg) {
                String::new()
            } else {
                format!(" {}", l("degrees", "degrés"))
            };
            format!(
                "{} {}{unit}",
                l("tangent of", "tangente de"),
                node(arg, lang)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tuf::{notation, Game};

    fn say(text: &str, lang: Lang) -> String {
        let settings = Game::G6.settings().with_constant_cube();
        layout(&notation::parse(text).unwrap(), &settings, lang)
    }

    #[test]
    fn equations_are_spoken_as_mathematics() {
        assert_eq!(
            say("1/5 ( 6 + 4 = 2", Lang::En),
            "one fifth times open parenthesis 6 plus 4 close parenthesis equals 2"
        );
        assert_eq!(
            say("1/5 ( 6 + 4 = 2", Lang::Fr),
            "un cinquième fois parenthèse ouvrante 6 plus 4 parenthèse fermante égale 2"
        );
        assert_eq!(say("4 ^{ 2 } = 1 6", Lang::En), "4 squared equals 16");
        assert_eq!(say("1 0 1 _{ 2 } = 5", Lang::En), "101 base 2 equals 5");
        assert_eq!(say(". 7 5 × 4 = 3", Lang::Fr), "virgule 7 5 fois 4 égale 3");
        assert_eq!(
            say("tan 4 5 = 1", Lang::En),
            "tangent of 45 degrees equals 1"
        );
    }

    #[test]
    fn unreadable_layouts_are_spoken_cube_by_cube() {
        assert_eq!(
            say("4 + ~ ^{ 2 }", Lang::En),
            "4, plus, raised minus, 2 in the exponent"
        );
        assert_eq!(say("( |", Lang::Fr), "ouvre un groupe, espace");
    }
}

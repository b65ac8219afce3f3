//! A small library of named set-ups: each size empty, and a few fair set-ups with chains
//! already forming.

use super::notation::parse_setup;
use super::setup::Setup;
use crate::lang::Lang;

/// A named set-up of the library.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Named {
    /// A stable id (`"empty-5"`).
    pub id: &'static str,
    /// The name in English.
    pub en: &'static str,
    /// The name in French.
    pub fr: &'static str,
    /// The set-up's text form.
    pub text: &'static str,
}

impl Named {
    /// The name in `lang`.
    pub fn name(&self, lang: Lang) -> &'static str {
        lang.pick(self.en, self.fr)
    }

    /// The set-up (every entry of the library is checked by the tests).
    pub fn setup(&self) -> Option<Setup> {
        parse_setup(self.text).ok()
    }
}

/// The library, smallest boards first.
pub const LIBRARY: &[Named] = &[
    Named {
        id: "empty-3",
        en: "First steps (3×3 dots, learning)",
        fr: "Premiers pas (3×3 points, apprentissage)",
        text: "3x3:",
    },
    Named {
        id: "empty-4",
        en: "Small board (4×4 dots, learning)",
        fr: "Petite grille (4×4 points, apprentissage)",
        text: "4x4:",
    },
    Named {
        id: "empty-5",
        en: "Tournament 5×5, empty",
        fr: "Tournoi 5×5, vide",
        text: "5x5:",
    },
    Named {
        id: "empty-6",
        en: "Tournament 6×6, empty",
        fr: "Tournoi 6×6, vide",
        text: "6x6:",
    },
    Named {
        id: "empty-7",
        en: "Tournament 7×7, empty",
        fr: "Tournoi 7×7, vide",
        text: "7x7:",
    },
    Named {
        id: "border-5",
        en: "Closed border 5×5",
        fr: "Bord fermé 5×5",
        text:
            "5x5: h0,0 h0,1 h0,2 h0,3 h4,0 h4,1 h4,2 h4,3 v0,0 v1,0 v2,0 v3,0 v0,4 v1,4 v2,4 v3,4",
    },
    Named {
        id: "corridors-6",
        en: "Corridors 6×6",
        fr: "Couloirs 6×6",
        text: "6x6: h1,0 h1,1 h1,2 h1,3 h1,4 h3,0 h3,1 h3,2 h3,3 h3,4",
    },
    Named {
        id: "cross-7",
        en: "Cross 7×7",
        fr: "Croix 7×7",
        text: "7x7: v0,3 v1,3 v4,3 v5,3 h3,0 h3,1 h3,4 h3,5",
    },
];

/// The library's set-up called `id`.
pub fn named(id: &str) -> Option<Setup> {
    LIBRARY.iter().find(|n| n.id == id).and_then(Named::setup)
}

#[cfg(test)]
mod tests {
    use super::super::generator::is_fair;
    use super::*;

    #[test]
    fn every_entry_reads_and_is_fair_and_each_size_is_there_empty() {
        for n in LIBRARY {
            let s = n.setup().unwrap_or_else(|| panic!("{} reads", n.id));
            assert!(is_fair(&s), "{}", n.id);
            assert_ne!(n.name(Lang::Fr), n.name(Lang::En));
        }
        for dots in 3..=7u8 {
            assert_eq!(named(&format!("empty-{dots}")), Some(Setup::empty(dots)));
        }
        assert!(named("nope").is_none());
        assert!(!named("empty-4").expect("there").is_tournament_size());
    }
}

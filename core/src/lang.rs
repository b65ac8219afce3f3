//! The languages the core speaks to players in (spoken labels, titles, rules): English and French.

use serde::{Deserialize, Serialize};

/// A language for text the core writes for players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// French.
    Fr,
}

impl Lang {
    /// Reads a BCP 47 tag or a name (`en`, `en-GB`, `fr`, `fr-CA`, `French`); English otherwise.
    pub fn from_tag(tag: &str) -> Lang {
        let t = tag.trim().to_ascii_lowercase();
        if t.starts_with("fr") {
            Lang::Fr
        } else {
            Lang::En
        }
    }

    /// Picks the English or the French text.
    pub fn pick<'a>(self, en: &'a str, fr: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }
}

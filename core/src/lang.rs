//! The languages the core speaks to players in (spoken labels, titles, rules): English and French.

use serde::{Deserialize, Serialize};

/// A language for text the core writes for players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TuffestLanguage"))]
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

    /// A whole count with its noun: "1 point", "7 points"; French keeps the singular below 2
    /// ("0 point").
    pub fn count(self, n: i64, one: &str, many: &str) -> String {
        let singular = match self {
            Lang::En => n.abs() == 1,
            Lang::Fr => n.abs() < 2,
        };
        format!("{n} {}", if singular { one } else { many })
    }

    /// A decimal with `places` places as the language writes it: `36.5` in English, `36,5` in
    /// French; `—` for a value that is not a number. `places` is capped at 6.
    pub fn decimal(self, value: f64, places: u32) -> String {
        if !value.is_finite() {
            return "—".into();
        }
        let text = format!("{value:.*}", places.min(6) as usize);
        match self {
            Lang::En => text,
            Lang::Fr => text.replace('.', ","),
        }
    }

    /// Items as a list: "Ann", "Ann and Ben", "Ann, Ben and Cy" (French "et").
    pub fn list<S: AsRef<str>>(self, items: &[S]) -> String {
        match items {
            [] => String::new(),
            [one] => one.as_ref().to_string(),
            [rest @ .., last] => {
                let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
                format!(
                    "{} {} {}",
                    rest.join(", "),
                    self.pick("and", "et"),
                    last.as_ref()
                )
            }
        }
    }
}

/// The language for a BCP 47 tag or a name (`en`, `fr-CA`, `French`); English otherwise.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "language_from_tag"))]
pub fn language_from_tag(tag: &str) -> Lang {
    Lang::from_tag(tag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_read_as_each_language_writes_them() {
        assert_eq!(Lang::En.decimal(36.0, 1), "36.0");
        assert_eq!(Lang::Fr.decimal(36.0, 1), "36,0");
        assert_eq!(Lang::Fr.decimal(2.345, 2), "2,35");
        assert_eq!(Lang::En.decimal(7.0, 0), "7");
        assert_eq!(Lang::En.decimal(f64::NAN, 1), "—");
        assert_eq!(Lang::Fr.decimal(1.5, 99), "1,500000");
    }

    #[test]
    fn counts_and_lists_read_in_both_languages() {
        assert_eq!(Lang::En.count(1, "point", "points"), "1 point");
        assert_eq!(Lang::En.count(0, "point", "points"), "0 points");
        assert_eq!(Lang::Fr.count(0, "point", "points"), "0 point");
        assert_eq!(Lang::Fr.count(-1, "cube", "cubes"), "-1 cube");
        assert_eq!(Lang::Fr.count(2, "cube", "cubes"), "2 cubes");
        assert_eq!(Lang::En.list(&["Ann"]), "Ann");
        assert_eq!(Lang::En.list(&["Ann", "Ben", "Cy"]), "Ann, Ben and Cy");
        assert_eq!(
            Lang::Fr.list(&["Ann".to_string(), "Ben".to_string()]),
            "Ann et Ben"
        );
        assert_eq!(Lang::Fr.list::<&str>(&[]), "");
    }
}

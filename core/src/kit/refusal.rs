//! Refusals and errors worded at the edge, in the player's language.

use crate::lang::Lang;

/// A refusal or error with typed causes, worded only when shown: `text_in(lang)` gives the
/// sentence for a player. Implementations keep `Display` as the English text, so a `?` that
/// carries the value on never drops the language: the caller words it where it is shown.
pub trait Worded {
    /// The sentence for a player, in `lang`.
    fn text_in(&self, lang: Lang) -> String;

    /// A short, stable, language-free name of the cause (`"not_your_turn"`,
    /// `"segment_drawn"`), for tests, logs and the boundary's error kind.
    fn kind(&self) -> &'static str;
}

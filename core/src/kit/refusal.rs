//! Refusals and errors worded at the edge, in the player's language; and the refusals that
//! turn-based games share, worded once.

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

/// The refusals a turn-based game shares with the others, with one wording in English and
/// French and one `kind()` each: a game's own refusal type wraps them
/// (`Refusal::Common(CommonRefusal::Over)`) beside the refusals of its rules. The equation
/// crosswords (Pytagora, the French game and the youngest's games), Dots and Boxes and the chip
/// game use it; a refusal whose sentence says more keeps its own variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommonRefusal {
    /// The game is over (`"game_over"`).
    Over,
    /// Not this seat's turn, or a computer plays it (`"not_your_turn"`).
    NotYourTurn,
    /// No such seat (`"no_such_seat"`).
    NoSeat,
    /// The game is paused (`"paused"`).
    Paused,
    /// Undo is only against the computer, and there is nothing to take back (`"no_undo"`).
    NoUndo,
    /// Hints are for the person whose turn it is (`"no_hint"`).
    NoHint,
}

impl Worded for CommonRefusal {
    fn text_in(&self, lang: Lang) -> String {
        let (en, fr) = match self {
            CommonRefusal::Over => ("the game is over", "la partie est finie"),
            CommonRefusal::NotYourTurn => ("it is not your turn", "ce n\u{2019}est pas votre tour"),
            CommonRefusal::NoSeat => ("there is no such player", "ce joueur n\u{2019}existe pas"),
            CommonRefusal::Paused => ("the game is paused", "la partie est en pause"),
            CommonRefusal::NoUndo => (
                "there is nothing to take back",
                "il n\u{2019}y a rien à annuler",
            ),
            CommonRefusal::NoHint => (
                "hints are for the player whose turn it is",
                "les indices sont pour le joueur dont c\u{2019}est le tour",
            ),
        };
        lang.pick(en, fr).into()
    }

    fn kind(&self) -> &'static str {
        match self {
            CommonRefusal::Over => "game_over",
            CommonRefusal::NotYourTurn => "not_your_turn",
            CommonRefusal::NoSeat => "no_such_seat",
            CommonRefusal::Paused => "paused",
            CommonRefusal::NoUndo => "no_undo",
            CommonRefusal::NoHint => "no_hint",
        }
    }
}

/// Implements `Display` as the English text (`text_in(Lang::En)`), as every worded refusal
/// and error keeps it: for a [`Worded`] type, or one with its own `text_in`.
macro_rules! worded_display {
    ($worded:ty) => {
        impl ::std::fmt::Display for $worded {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&self.text_in($crate::lang::Lang::En))
            }
        }
    };
}
pub(crate) use worded_display;

/// Implements, for a game's refusal type, `From<CommonRefusal>` (as its `Common` variant) and
/// `Display` (its English text, [`worded_display`]).
macro_rules! common_refusal {
    ($refusal:ident) => {
        impl From<$crate::kit::CommonRefusal> for $refusal {
            fn from(common: $crate::kit::CommonRefusal) -> $refusal {
                $refusal::Common(common)
            }
        }
        $crate::kit::worded_display!($refusal);
    };
}
pub(crate) use common_refusal;

worded_display!(CommonRefusal);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_common_refusal_has_its_kind_and_both_wordings() {
        let all = [
            (CommonRefusal::Over, "game_over", "the game is over"),
            (
                CommonRefusal::NotYourTurn,
                "not_your_turn",
                "it is not your turn",
            ),
            (
                CommonRefusal::NoSeat,
                "no_such_seat",
                "there is no such player",
            ),
            (CommonRefusal::Paused, "paused", "the game is paused"),
            (
                CommonRefusal::NoUndo,
                "no_undo",
                "there is nothing to take back",
            ),
            (
                CommonRefusal::NoHint,
                "no_hint",
                "hints are for the player whose turn it is",
            ),
        ];
        for (refusal, kind, english) in all {
            assert_eq!(refusal.kind(), kind);
            assert_eq!(refusal.to_string(), english);
            assert_ne!(refusal.text_in(Lang::Fr), english);
        }
    }
}

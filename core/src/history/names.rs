//! Player names: how typed text becomes a stored name, and when two names are the same player.
//!
//! Rules:
//! - Leading and trailing whitespace is removed and every inner run of whitespace (any Unicode
//!   whitespace, including tabs, newlines and no-break spaces) becomes one ordinary space.
//! - The result must hold 1 to [`MAX_NAME_CHARS`] characters, counted as Unicode scalar values
//!   (so an emoji built from several code points counts as several characters). Unicode
//!   normalisation (NFC) is not applied: the name is stored as typed.
//! - Control characters (other than whitespace, which is collapsed) are refused.
//! - Identity is case-insensitive: "Ana", "ANA" and " ana " are the same player. The name is
//!   compared through [`name_key`] (Unicode lowercase of the cleaned name). The most recently
//!   recorded spelling becomes the player's display name.

use super::error::NameError;

/// The largest number of characters (Unicode scalar values) in a player name.
pub const MAX_NAME_CHARS: u32 = 24;

/// Cleans a typed player name: trims it, collapses inner whitespace to single spaces and checks
/// its length and characters.
///
/// ```
/// use tuffest_core::history::clean_name;
/// assert_eq!(clean_name("  Zoé \t Martin ").unwrap(), "Zoé Martin");
/// assert!(clean_name("   ").is_err());
/// ```
pub fn clean_name(raw: &str) -> Result<String, NameError> {
    let cleaned = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    if cleaned.is_empty() {
        return Err(NameError::Empty);
    }
    if let Some(index) = cleaned.chars().position(char::is_control) {
        return Err(NameError::ControlCharacter {
            position: u32::try_from(index + 1).unwrap_or(u32::MAX),
        });
    }
    let length = cleaned.chars().count();
    if length > MAX_NAME_CHARS as usize {
        return Err(NameError::TooLong {
            length: u32::try_from(length).unwrap_or(u32::MAX),
            max: MAX_NAME_CHARS,
        });
    }
    Ok(cleaned)
}

/// The identity key of a cleaned name: two names with the same key are the same player.
///
/// ```
/// use tuffest_core::history::name_key;
/// assert_eq!(name_key("Émile"), name_key("éMILE"));
/// ```
pub fn name_key(cleaned: &str) -> String {
    cleaned.to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collapses_and_trims() {
        assert_eq!(clean_name("\u{a0} a \n\n b\u{2003}").unwrap(), "a b");
    }

    #[test]
    fn counts_scalar_values() {
        let ok = "é".repeat(24);
        assert_eq!(clean_name(&ok).unwrap(), ok);
        assert_eq!(
            clean_name(&"é".repeat(25)),
            Err(NameError::TooLong {
                length: 25,
                max: 24
            })
        );
    }

    #[test]
    fn refuses_empty_and_control() {
        assert_eq!(clean_name(""), Err(NameError::Empty));
        assert_eq!(clean_name(" \t "), Err(NameError::Empty));
        assert_eq!(
            clean_name("ab\u{7}c"),
            Err(NameError::ControlCharacter { position: 3 })
        );
    }
}

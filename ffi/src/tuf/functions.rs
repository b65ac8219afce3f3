//! Free TUF functions that can refuse what they are given: a game's name, a roll's share code
//! or typed faces, a share code. (The match's default setup, the settings, rolls from a seed,
//! checking typed equations, the games' menu, titles and rules pages, the constant cube's faces,
//! a cube's options and writing a share code are the core's own functions, exported by
//! `tuffest-core` under the same names.)

use tuffest_core::rng::decode_code;
use tuffest_core::tuf::roll::Roll;
use tuffest_core::tuf::Game;

use tuffest_core::lang::Lang;

use crate::error::{said, TuffestError};
use tuffest_core::tuf::views::RollView as TufRoll;

/// Reads a game's name (`1`, `1A`, `1C(b)`, `game 3`; case and spaces are forgiven).
#[uniffi::export]
pub fn tuf_parse_game(text: String) -> Result<Game, TuffestError> {
    Game::parse(&text).ok_or_else(|| {
        said(
            TuffestError::InvalidCode,
            format!("\"{text}\" is not a TUF game"),
        )
    })
}

/// Reads a roll from its share code.
#[uniffi::export]
pub fn tuf_roll_from_code(code: String) -> Result<TufRoll, TuffestError> {
    Roll::from_code(&code)
        .map(|r| TufRoll::from(&r))
        .map_err(|e| TuffestError::roll(&e, Lang::En))
}

/// Reads a roll typed as faces (`4 2 0 7 8 7 + × + (x) =`).
#[uniffi::export]
pub fn tuf_roll_from_faces(faces: String) -> Result<TufRoll, TuffestError> {
    Roll::from_faces(&faces)
        .map(|r| TufRoll::from(&r))
        .map_err(|e| TuffestError::roll(&e, Lang::En))
}

/// Reads a share code written by `shareCode` (case, dashes, spaces and the look-alikes I, L, O
/// are forgiven).
#[uniffi::export]
pub fn read_share_code(code: String) -> Result<u64, TuffestError> {
    decode_code(&code).ok_or_else(|| {
        said(
            TuffestError::InvalidCode,
            format!("\"{code}\" is not a share code"),
        )
    })
}

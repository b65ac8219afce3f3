//! Free TUF functions: a match's default setup, checking typed equations, the games' settings,
//! rolls and share codes, and the language of a tag. (The games' menu, titles, rules pages, the
//! constant cube's faces, a cube's options and writing a share code are the core's own
//! functions, exported by `tuffest-core` under the same names.)

use tuffest_core::rng::decode_code;
use tuffest_core::tuf::play::{MatchConfig, SeatConfig, SetupLimits};
use tuffest_core::tuf::roll::Roll;
use tuffest_core::tuf::{check_text, Game, Settings};

use tuffest_core::lang::Lang;

use crate::error::{said, TuffestError};
use tuffest_core::tuf::views::RollView as TufRoll;
use tuffest_core::tuf::VerdictView as TufVerdict;

/// The default setup of a match of `game` for these seats: five rounds at a tablet table with
/// the game's settings (one round for solitaire). Change what the players choose, then pass it
/// to `GameSession.tuf(config, nowMs, language)`.
#[uniffi::export]
pub fn tuf_match_config(game: Game, seats: Vec<SeatConfig>, seed: u64) -> MatchConfig {
    MatchConfig::new(game, seats, seed)
}

/// What the TUF setup screen offers (the most seats, the most people at a phone's table, the
/// match lengths), one list for both apps.
#[uniffi::export]
pub fn tuf_setup_limits() -> SetupLimits {
    SetupLimits::get()
}

/// Checks an equation typed in the text notation (`1/5 ( 6 + 4 = 2`) under the settings.
/// A fault in the text is reported in the verdict, not as an error.
#[uniffi::export]
pub fn tuf_check(text: String, settings: Settings) -> TufVerdict {
    check_text(&text, &settings).view_in(Lang::En)
}

/// The default settings of a game (the rulebook's, where it gives them).
#[uniffi::export]
pub fn tuf_game_settings(game: Game) -> Settings {
    game.settings()
}

/// The settings with the constant cube in play (which also lifts the two-cube limit on whole
/// numbers, as the rulebook's constant-cube examples do).
#[uniffi::export]
pub fn tuf_with_constant_cube(settings: Settings) -> Settings {
    settings.with_constant_cube()
}

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

/// Rolls a game's cubes (plus the constant cube when `constant`) from a seed: the same seed
/// gives the same roll on every device.
#[uniffi::export]
pub fn tuf_roll(game: Game, constant: bool, seed: u64) -> TufRoll {
    TufRoll::from(&Roll::for_game(game, constant, seed))
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

/// The language for a BCP 47 tag or a name (`en`, `fr-CA`, `French`); English otherwise.
#[uniffi::export]
pub fn language_from_tag(tag: String) -> Lang {
    Lang::from_tag(&tag)
}

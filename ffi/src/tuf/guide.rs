//! What the apps say about TUF in the player's language: game titles, summaries and rules
//! pages, spoken layouts, and the placements and roles a cube may take in a game.

use tuffest_core::lang::Lang;
use tuffest_core::tuf::board::{options_for, CubeOptions};
use tuffest_core::tuf::{guide, Face, Game, Settings};

/// The language for a BCP 47 tag or a name (`en`, `fr-CA`, `French`); English otherwise.
#[uniffi::export]
pub fn language_from_tag(tag: String) -> Lang {
    Lang::from_tag(&tag)
}

/// The placements and roles a face may take under the settings (for a cube still in the tray;
/// `TufBoard.options` gives them for a placed cube).
#[uniffi::export]
pub fn tuf_face_options(face: Face, settings: Settings) -> CubeOptions {
    options_for(face, &settings)
}

/// The game's title ("Game 1C(b): solitaire with the big set").
#[uniffi::export]
pub fn tuf_game_title(game: Game, language: Lang) -> String {
    guide::title(game, language)
}

/// A short summary of the game for the menu.
#[uniffi::export]
pub fn tuf_game_summary(game: Game, language: Lang) -> String {
    guide::summary(game, language)
}

/// The game's rules page, one paragraph per entry.
#[uniffi::export]
pub fn tuf_game_rules(game: Game, language: Lang) -> Vec<String> {
    guide::rules(game, language)
}

/// The constant cube's rules page, one paragraph per entry.
#[uniffi::export]
pub fn tuf_constant_cube_rules(language: Lang) -> Vec<String> {
    guide::constant_cube_rules(language)
}

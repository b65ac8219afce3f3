//! What the apps say about TUF in the player's language: game titles, summaries and rules
//! pages, spoken layouts, and the placements and roles a cube may take in a game.

use tuffest_core::lang::Lang;
use tuffest_core::tuf::board::{options_for, CubeOptions, Placement};
use tuffest_core::tuf::{guide, Face, Game, Settings};

use super::records::{TufFace, TufGame, TufPlacement, TufRole, TufSettings};

/// A language for text the core writes for players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TuffestLanguage {
    /// English.
    En,
    /// French.
    Fr,
}

impl From<TuffestLanguage> for Lang {
    fn from(l: TuffestLanguage) -> Self {
        match l {
            TuffestLanguage::En => Lang::En,
            TuffestLanguage::Fr => Lang::Fr,
        }
    }
}

impl From<Lang> for TuffestLanguage {
    fn from(l: Lang) -> Self {
        match l {
            Lang::En => TuffestLanguage::En,
            Lang::Fr => TuffestLanguage::Fr,
        }
    }
}

/// The language for a BCP 47 tag or a name (`en`, `fr-CA`, `French`); English otherwise.
#[uniffi::export]
pub fn language_from_tag(tag: String) -> TuffestLanguage {
    Lang::from_tag(&tag).into()
}

/// What a player may do with a cube in a game: where it may go and which roles it may take.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufCubeOptions {
    /// The placements the game allows for this face.
    pub placements: Vec<TufPlacement>,
    /// The roles the face may take in this game (the first is the one it gets when placed).
    pub roles: Vec<TufRole>,
}

impl From<Placement> for TufPlacement {
    fn from(p: Placement) -> Self {
        match p {
            Placement::Inline => TufPlacement::Inline,
            Placement::Negative => TufPlacement::Negative,
            Placement::Exponent => TufPlacement::Exponent,
            Placement::Subscript => TufPlacement::Subscript,
        }
    }
}

impl From<CubeOptions> for TufCubeOptions {
    fn from(o: CubeOptions) -> Self {
        TufCubeOptions {
            placements: o.placements.into_iter().map(Into::into).collect(),
            roles: o.roles.into_iter().map(Into::into).collect(),
        }
    }
}

/// The placements and roles a face may take under the settings (for a cube still in the tray;
/// `TufBoard.options` gives them for a placed cube).
#[uniffi::export]
pub fn tuf_face_options(face: TufFace, settings: TufSettings) -> TufCubeOptions {
    options_for(Face::from(face), &Settings::from(settings)).into()
}

/// The game's title ("Game 1C(b): solitaire with the big set").
#[uniffi::export]
pub fn tuf_game_title(game: TufGame, language: TuffestLanguage) -> String {
    guide::title(Game::from(game), language.into())
}

/// A short summary of the game for the menu.
#[uniffi::export]
pub fn tuf_game_summary(game: TufGame, language: TuffestLanguage) -> String {
    guide::summary(Game::from(game), language.into())
}

/// The game's rules page, one paragraph per entry.
#[uniffi::export]
pub fn tuf_game_rules(game: TufGame, language: TuffestLanguage) -> Vec<String> {
    guide::rules(Game::from(game), language.into())
}

/// The constant cube's rules page, one paragraph per entry.
#[uniffi::export]
pub fn tuf_constant_cube_rules(language: TuffestLanguage) -> Vec<String> {
    guide::constant_cube_rules(language.into())
}

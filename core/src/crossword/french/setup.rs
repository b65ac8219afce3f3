//! A French game's set-up: the variants (1: fewer `=`, 2: racks of 12, 3 and 4: a time limit
//! per turn, the same for all or a handicap per player), the challenge rule, the premium
//! layout, who starts, the seed; and why a set-up or a save is refused.

use super::tiles::{Layout, FRENCH_TABLE};
use crate::crossword::pieces::Piece;
use crate::crossword::saves;
use crate::kit::Worded;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// Who starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "FrenchFirstPlayer"))]
pub enum FirstPlayer {
    /// This seat.
    Seat(u32),
    /// Drawn at random from the seed (ours: the rule is lost).
    Random,
}

/// How many tiles a rack holds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "FrenchRackSize"))]
pub enum RackSize {
    /// 10 tiles: 7 white and 3 grey (reconstructed rule 3).
    #[default]
    Ten,
    /// Variant 2: 12 tiles, 9 white and 3 grey.
    Twelve,
}

impl RackSize {
    /// White tiles in a full rack.
    pub fn white(self) -> usize {
        match self {
            RackSize::Ten => 7,
            RackSize::Twelve => 9,
        }
    }

    /// Grey tiles in a full rack (`=` counts as grey).
    pub fn grey(self) -> usize {
        3
    }

    /// Tiles in a full rack.
    pub fn total(self) -> usize {
        self.white() + self.grey()
    }
}

/// The agreed settings of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "FrenchSettings"))]
pub struct Settings {
    /// The seed of the bag, the draw for the first player and the computers' choices.
    pub seed: u64,
    /// Who starts.
    pub first: FirstPlayer,
    /// Racks of 10 or, variant 2, 12.
    pub rack: RackSize,
    /// Variant 1: this many `=` taken out of the bag for a quicker game (0 to 10).
    pub fewer_equals: u32,
    /// Rule 2's table rule: plays are not checked; any other player may challenge the last
    /// play before the next one (a false play is taken back and scores 0, a wrong challenger
    /// loses their next turn). Off: the app refuses a false play (ours, the default).
    pub challenge: bool,
    /// The premium squares.
    pub layout: Layout,
    /// Variant 3: seconds a player has for a turn (0: no limit); when the time is up the turn
    /// passes.
    pub turn_seconds: u32,
    /// Variant 4: a handicap, seconds per seat in seat order (0 or missing: `turn_seconds`).
    pub handicap_seconds: Vec<u32>,
    /// Variant 5: the home-made grey tiles for advanced players, brackets, powers and square
    /// roots ([`crate::crossword::french::HOME_MADE_TABLE`]), in the bag. Saves from before
    /// this setting read as off.
    #[serde(default)]
    pub home_made_tiles: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            seed: 0,
            first: FirstPlayer::Random,
            rack: RackSize::Ten,
            fewer_equals: 0,
            challenge: false,
            layout: Layout::Standard,
            turn_seconds: 0,
            handicap_seconds: Vec::new(),
            home_made_tiles: false,
        }
    }
}

/// Why a set-up or a saved game is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// The game is for 1 to 4 players.
    Players(usize),
    /// Variant 1 takes out 0 to 10 of the 14 `=`.
    FewerEquals(u32),
    /// A time limit over an hour.
    TurnSeconds(u32),
    /// The first player is not a seat.
    FirstSeat(u32),
    /// More handicaps than seats.
    Handicaps(usize),
    /// A saved game does not hold together (what is wrong).
    Damaged(String),
}

impl Worded for SetupError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (SetupError::Players(n), Lang::En) => {
                format!("the game is for 1 to 4 players, not {n}")
            }
            (SetupError::Players(n), Lang::Fr) => {
                format!("le jeu se joue de 1 à 4 joueurs, pas {n}")
            }
            (SetupError::FewerEquals(n), Lang::En) => {
                format!("take out 0 to 10 of the 14 equals signs, not {n}")
            }
            (SetupError::FewerEquals(n), Lang::Fr) => {
                format!("retirez de 0 à 10 des 14 signes égal, pas {n}")
            }
            (SetupError::TurnSeconds(s), Lang::En) => {
                format!("a turn may last at most 3600 seconds, not {s}")
            }
            (SetupError::TurnSeconds(s), Lang::Fr) => {
                format!("un tour dure au plus 3600 secondes, pas {s}")
            }
            (SetupError::FirstSeat(s), _) => saves::no_first_seat(*s, lang),
            (SetupError::Handicaps(n), Lang::En) => {
                format!("{n} handicaps for fewer players")
            }
            (SetupError::Handicaps(n), Lang::Fr) => {
                format!("{n} handicaps pour moins de joueurs")
            }
            (SetupError::Damaged(why), _) => saves::damaged(why, lang),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            SetupError::Players(_) => "players",
            SetupError::FewerEquals(_) => "fewer_equals",
            SetupError::TurnSeconds(_) => "turn_seconds",
            SetupError::FirstSeat(_) => "first_seat",
            SetupError::Handicaps(_) => "handicaps",
            SetupError::Damaged(_) => "damaged",
        }
    }
}

crate::kit::worded_display!(SetupError);

impl Settings {
    /// Checks the settings for `players` seats.
    pub fn validate(&self, players: usize) -> Result<(), SetupError> {
        if !<super::FrenchGame as crate::kit::Game>::SEATS
            .counts()
            .contains(&players)
        {
            return Err(SetupError::Players(players));
        }
        if self.fewer_equals > 10 {
            return Err(SetupError::FewerEquals(self.fewer_equals));
        }
        if let Some(s) = std::iter::once(self.turn_seconds)
            .chain(self.handicap_seconds.iter().copied())
            .find(|s| *s > 3600)
        {
            return Err(SetupError::TurnSeconds(s));
        }
        if self.handicap_seconds.len() > players {
            return Err(SetupError::Handicaps(self.handicap_seconds.len()));
        }
        if let FirstPlayer::Seat(s) = self.first {
            if s as usize >= players {
                return Err(SetupError::FirstSeat(s));
            }
        }
        Ok(())
    }

    /// The seconds `seat` has for a turn (0: no limit).
    pub fn limit_for(&self, seat: u32) -> u32 {
        match self.handicap_seconds.get(seat as usize) {
            Some(s) if *s > 0 => *s,
            _ => self.turn_seconds,
        }
    }

    /// How many `=` the bag starts with.
    pub fn equals(&self) -> u32 {
        FRENCH_TABLE
            .iter()
            .find(|(p, _, _)| *p == Piece::Equals)
            .map_or(0, |(_, n, _)| n.saturating_sub(self.fewer_equals))
    }
}

/// The ready-made set-ups the apps offer (the rulebook's variants that need no per-player
/// form; variant 4's handicaps are set seat by seat in [`Settings::handicap_seconds`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "FrenchPreset"))]
pub enum Preset {
    /// Racks of 10, every `=`, the app checking every play.
    Standard,
    /// Rule 2's table rule: plays are not checked and may be challenged.
    Challenge,
    /// Variant 1: four `=` taken out of the bag, for a quicker game.
    Quick,
    /// Variant 2: racks of 12 (9 white, 3 grey).
    TwelveTiles,
    /// Variant 3: two minutes a turn.
    Timed,
    /// Variant 4: a handicap, each person's own seconds a turn (two minutes for the others);
    /// the apps ask for the seconds person by person ([`Preset::per_seat`]).
    Handicap,
    /// Variant 5: home-made tiles (brackets, powers, square roots) in the bag.
    HomeMade,
}

/// The seconds a turn the apps offer a person under variant 4's handicap.
pub const HANDICAP_CHOICES: [u32; 6] = [30, 60, 90, 120, 180, 300];

impl Preset {
    /// Every preset, in the order the apps list them.
    pub const ALL: [Preset; 7] = [
        Preset::Standard,
        Preset::Challenge,
        Preset::Quick,
        Preset::TwelveTiles,
        Preset::Timed,
        Preset::Handicap,
        Preset::HomeMade,
    ];

    /// Whether the preset's time limit is set seat by seat (variant 4): the apps then ask each
    /// person for seconds from [`HANDICAP_CHOICES`] and put them in
    /// [`Settings::handicap_seconds`], in seat order.
    pub fn per_seat(self) -> bool {
        self == Preset::Handicap
    }

    /// The preset's name in `lang`.
    pub fn title(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Preset::Standard, Lang::En) => "Standard",
            (Preset::Standard, Lang::Fr) => "Standard",
            (Preset::Challenge, Lang::En) => "Plays checked by the players (challenges)",
            (Preset::Challenge, Lang::Fr) => "Contrôle par les joueurs (contestations)",
            (Preset::Quick, Lang::En) => "Variant 1: quicker, 4 equals signs out",
            (Preset::Quick, Lang::Fr) => "Variante 1\u{a0}: plus rapide, 4 signes égal retirés",
            (Preset::TwelveTiles, Lang::En) => "Variant 2: racks of 12 tiles",
            (Preset::TwelveTiles, Lang::Fr) => "Variante 2\u{a0}: 12 jetons par joueur",
            (Preset::Timed, Lang::En) => "Variant 3: two minutes a turn",
            (Preset::Timed, Lang::Fr) => "Variante 3\u{a0}: deux minutes par tour",
            (Preset::Handicap, Lang::En) => "Variant 4: a handicap, each person's own time a turn",
            (Preset::Handicap, Lang::Fr) => "Variante 4\u{a0}: handicap, un temps par joueur",
            (Preset::HomeMade, Lang::En) => "Variant 5: brackets, powers and square roots",
            (Preset::HomeMade, Lang::Fr) => {
                "Variante 5\u{a0}: parenthèses, puissances et racines carrées"
            }
        }
    }

    /// The preset's settings with the bag from `seed`, and under variant 4's handicap
    /// ([`Preset::per_seat`]) each person's own seconds a turn: `people_seconds` in seat order,
    /// the people first (the computer players keep the preset's two minutes). The other presets
    /// have one limit for everyone and ignore `people_seconds`. This is what the apps' set-up
    /// forms start a game with.
    pub fn settings_for(self, seed: u64, people_seconds: &[u32]) -> Settings {
        let mut settings = self.settings(seed);
        if self.per_seat() {
            settings.handicap_seconds = people_seconds.to_vec();
        }
        settings
    }

    /// The preset's settings with the bag from `seed` (the first player drawn at random).
    pub fn settings(self, seed: u64) -> Settings {
        let base = Settings {
            seed,
            ..Settings::default()
        };
        match self {
            Preset::Standard => base,
            Preset::Challenge => Settings {
                challenge: true,
                ..base
            },
            Preset::Quick => Settings {
                fewer_equals: 4,
                ..base
            },
            Preset::TwelveTiles => Settings {
                rack: RackSize::Twelve,
                ..base
            },
            Preset::Timed => Settings {
                turn_seconds: 120,
                ..base
            },
            Preset::Handicap => Settings {
                turn_seconds: 120,
                ..base
            },
            Preset::HomeMade => Settings {
                home_made_tiles: true,
                ..base
            },
        }
    }
}

/// The default settings with the bag from `seed`: racks of 10, every `=`, the app checking
/// plays, the premium squares, no time limit, the first player drawn at random.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "crossword_settings"))]
pub fn default_settings(seed: u64) -> Settings {
    Settings {
        seed,
        ..Settings::default()
    }
}

/// A ready-made set-up (the standard game, the challenge rule, variants 1 to 5) with the bag
/// from `seed`; under variant 4's handicap, `people_seconds` are each person's seconds a turn in
/// seat order, the people first (the other presets ignore them).
#[cfg_attr(feature = "uniffi", uniffi::export(name = "crossword_preset_settings"))]
pub fn preset_settings(preset: Preset, seed: u64, people_seconds: Vec<u32>) -> Settings {
    preset.settings_for(seed, &people_seconds)
}

/// Every ready-made set-up, in the order the apps list them.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "crossword_presets"))]
pub fn presets() -> Vec<Preset> {
    Preset::ALL.to_vec()
}

/// Whether the ready-made set-up's time limit is set person by person (variant 4's handicap):
/// the set-up form then asks each person for seconds from [`handicap_choices`] and passes them
/// to [`preset_settings`].
#[cfg_attr(feature = "uniffi", uniffi::export(name = "crossword_preset_per_seat"))]
pub fn preset_per_seat(preset: Preset) -> bool {
    preset.per_seat()
}

/// The seconds a turn a person may be given under variant 4's handicap.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "crossword_handicap_choices"))]
pub fn handicap_choices() -> Vec<u32> {
    HANDICAP_CHOICES.to_vec()
}

/// A ready-made set-up by its name, in `language` ("Variant 2: racks of 12 tiles").
#[cfg_attr(feature = "uniffi", uniffi::export(name = "crossword_preset_title"))]
pub fn preset_title(preset: Preset, language: Lang) -> String {
    preset.title(language).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_handicap_takes_each_persons_seconds() {
        let h = Preset::Handicap.settings_for(3, &[60, 300]);
        assert_eq!(h.handicap_seconds, vec![60, 300]);
        assert_eq!(h.turn_seconds, 120, "the computer players keep two minutes");
        assert_eq!(h.validate(3), Ok(()));
        for p in Preset::ALL.into_iter().filter(|p| !p.per_seat()) {
            assert_eq!(p.settings_for(3, &[60, 300]), p.settings(3), "{p:?}");
        }
    }

    #[test]
    fn every_preset_is_a_valid_set_up_with_its_own_rule() {
        for p in Preset::ALL {
            let s = p.settings(7);
            assert_eq!(s.validate(2), Ok(()), "{p:?}");
            assert_eq!(s.seed, 7);
        }
        let titles: std::collections::BTreeSet<_> =
            Preset::ALL.iter().map(|p| p.title(Lang::Fr)).collect();
        assert_eq!(titles.len(), Preset::ALL.len());
        assert!(Preset::Challenge.settings(1).challenge);
        assert_eq!(Preset::Quick.settings(1).equals(), 10);
        assert_eq!(Preset::TwelveTiles.settings(1).rack.total(), 12);
        assert_eq!(Preset::Timed.settings(1).limit_for(1), 120);
        assert!(Preset::HomeMade.settings(1).home_made_tiles);
        assert!(Preset::Handicap.per_seat());
        assert!(Preset::ALL.iter().filter(|p| p.per_seat()).count() == 1);
        let handicap = Settings {
            handicap_seconds: vec![HANDICAP_CHOICES[0], 0],
            ..Preset::Handicap.settings(1)
        };
        assert_eq!(handicap.validate(2), Ok(()));
        assert_eq!((handicap.limit_for(0), handicap.limit_for(1)), (30, 120));
        // A save written before variant 5 existed reads as without it.
        let mut old = serde_json::to_value(Settings::default()).expect("json");
        old.as_object_mut()
            .expect("object")
            .remove("home_made_tiles");
        let read: Settings = serde_json::from_value(old).expect("reads");
        assert!(!read.home_made_tiles);
        assert_eq!(
            Preset::Standard.settings(1),
            Settings {
                seed: 1,
                ..Settings::default()
            }
        );
    }
}

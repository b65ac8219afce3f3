//! The kit's contract, checked the same way for every game: a refused command leaves the game
//! exactly as it was, a save reads back into an equal game, and the envelope refuses what is
//! not a save of this game.

use std::fmt::Debug;
use tuffest_core::kit::save::{self, SaveError};
use tuffest_core::kit::{Game, Worded};
use tuffest_core::lang::Lang;

/// Applies each refused command to a copy of `game` and checks it is refused with a sentence in
/// both languages and leaves the game equal to before.
pub fn refusals_change_nothing<G>(game: &G, refused: Vec<(u32, G::Command)>, now_ms: u64)
where
    G: Game + Clone + PartialEq + Debug,
    G::Command: Debug + Clone,
{
    for (seat, command) in refused {
        let mut copy = game.clone();
        match copy.apply(seat, command.clone(), now_ms) {
            Ok(_) => panic!("{command:?} for seat {seat} should be refused"),
            Err(e) => {
                let (en, fr) = (e.text_in(Lang::En), e.text_in(Lang::Fr));
                assert!(!en.is_empty() && !fr.is_empty() && en != fr, "{en} / {fr}");
                assert!(!e.kind().is_empty());
            }
        }
        assert_eq!(&copy, game, "refusing {command:?} changed the game");
    }
}

/// Saves `game` at `now_ms` and reads it back: equal to the snapshot; and the envelope's
/// refusals (damaged, another format, another game, a newer version).
pub fn saves_round_trip<G>(game: &G, now_ms: u64)
where
    G: Game + PartialEq + Debug,
    G::Snapshot: PartialEq + Debug,
    G::SetupError: Debug,
{
    let text = save::write(game, now_ms);
    assert!(text.starts_with(r#"{"format":"tuffest-save","#), "{text}");
    assert_eq!(save::game_of(&text), Some(G::ID));
    let back: G = save::read(&text).unwrap_or_else(|e| panic!("{}", e.text_in(Lang::En)));
    assert_eq!(back.snapshot(now_ms), game.snapshot(now_ms));
    assert!(matches!(save::read::<G>("{"), Err(SaveError::Damaged(_))));
    assert!(matches!(
        save::read::<G>(&text[..text.len() / 2]),
        Err(SaveError::Damaged(_))
    ));
    let other = text.replacen("tuffest-save", "something-else", 1);
    assert!(matches!(
        save::read::<G>(&other),
        Err(SaveError::WrongFormat(_))
    ));
    let game_field = format!(r#""game":"{}""#, G::ID.as_str());
    let wrong = text.replacen(&game_field, r#""game":"nope""#, 1);
    assert!(matches!(
        save::read::<G>(&wrong),
        Err(SaveError::WrongGame { .. })
    ));
    let version = format!(r#""version":{}"#, G::SAVE_VERSION);
    let future = text.replacen(&version, r#""version":999"#, 1);
    let err = save::read::<G>(&future).map(|_| ()).unwrap_err();
    assert!(matches!(err, SaveError::FutureVersion { found: 999, .. }));
    assert!(err.text_in(Lang::Fr).contains("999"));
}

/// A set-up of every game of the kit but the tournament (whose competitors are its set-up).
pub fn every_setup() -> Vec<tuffest_core::any_game::AnySetup> {
    use tuffest_core::any_game::AnySetup;
    use tuffest_core::crossword::kids::{TablesSettings, UpAndDownSettings, UpAndDownVariant};
    let chips_board = tuffest_core::chips::library(Some(6))[0].board().unwrap();
    vec![
        AnySetup::Tuf(super::play::config(tuffest_core::tuf::games::Game::G1, 2)),
        AnySetup::Horseshoes(tuffest_core::horseshoes::Puzzle::new(&[1, 3, 4, 17], 341).unwrap()),
        AnySetup::Boxes(tuffest_core::boxes::Options {
            setup: tuffest_core::boxes::Setup::empty(5),
            tournament: false,
            seed: 3,
        }),
        AnySetup::Chips(tuffest_core::chips::ChipsSetup::new(chips_board)),
        AnySetup::Mathable(tuffest_core::mathable::Setup::new(7)),
        AnySetup::Pytagora(tuffest_core::crossword::pytagora::Settings::default()),
        AnySetup::Crossword(tuffest_core::crossword::french::Settings::default()),
        AnySetup::UpAndDown(UpAndDownSettings {
            variant: UpAndDownVariant::Standard,
            seed: 5,
            first: 0,
        }),
        AnySetup::Tables(TablesSettings { seed: 5 }),
    ]
}

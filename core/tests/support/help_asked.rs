//! Hints and undos asked of any game, as a shell asks them: the edited-input tests
//! (`kit_edited_inputs.rs`) and the `saves` fuzz target (`fuzz/fuzz_targets/saves.rs`, which
//! includes this file) ask them on the position as it was saved and again once time has moved
//! on (by then a TUF round may be over and its saved roll gone).

use tuffest_core::any_game::AnyGame;
use tuffest_core::kit::Worded;
use tuffest_core::lang::Lang;

/// A hint and an undo asked from every seat of `game` and one past them, at `now_ms`: each is
/// answered, or refused with a sentence.
pub fn help_every_seat(game: &mut AnyGame, now_ms: u64) {
    for seat in 0..=game.seats().len() as u32 {
        if let Err(e) = game.hint(seat, now_ms) {
            assert!(!e.text_in(Lang::Fr).is_empty());
        }
        if let Err(e) = game.undo(seat, now_ms) {
            assert!(!e.text_in(Lang::Fr).is_empty());
        }
    }
}

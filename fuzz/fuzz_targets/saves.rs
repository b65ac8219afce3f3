//! Fuzz the save reader of every game (`AnyGame::load`, the one save envelope): any text is
//! refused with a sentence in both languages, or it reads into a game that draws itself, plays
//! on through the computers' turns, answers hints and undos (on the position as saved and
//! after time has moved on), and whose own save reads again and then saves the same. Seed it
//! with real saves (README, "Fuzzing").
#![no_main]

use libfuzzer_sys::fuzz_target;
use tuffest_core::any_game::AnyGame;
use tuffest_core::kit::Worded;
use tuffest_core::lang::Lang;

#[path = "../../core/tests/support/help_asked.rs"]
mod help_asked;
use help_asked::help_every_seat;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut game = match AnyGame::load(text, Lang::En) {
        Ok(game) => game,
        Err(e) => {
            assert!(!e.text_in(Lang::En).is_empty() && !e.text_in(Lang::Fr).is_empty());
            assert!(!e.kind().is_empty());
            return;
        }
    };
    let _ = game.view(0, Lang::En);
    let _ = game.summary(Lang::Fr);
    let _ = game.resume(0);
    // Hints and undos on the position as it was saved, then once time has moved on.
    help_every_seat(&mut game, 0);
    let mut now = 0;
    for step in 0..8u64 {
        now += 1_000 + step * 20_000;
        let _ = game.tick(now);
        if game.outcome().is_some() {
            break;
        }
    }
    help_every_seat(&mut game, now);
    let _ = game.view(now, Lang::Fr);
    let _ = game.record(0);
    let saved = game.save(now);
    let again = match AnyGame::load(&saved, Lang::En) {
        Ok(again) => again,
        Err(e) => panic!("its own save is refused: {}\n{saved}", e.text_in(Lang::En)),
    };
    assert_eq!(
        again.save(now),
        saved,
        "its own save reads back into another save"
    );
});

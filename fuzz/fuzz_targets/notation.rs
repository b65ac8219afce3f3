//! Fuzz the text notation and the evaluator from text: parsing never panics, what parses prints
//! back and re-parses to the same layout, and checking it under every game never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tuffest_core::tuf::{check, notation, ratio, Game, JMode, Relation};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(layout) = notation::parse(&text) {
        let printed = notation::print(&layout);
        let again = notation::parse(&printed).expect("printed notation parses");
        assert_eq!(again, layout, "round trip of {printed:?}");
        for game in Game::ALL {
            let _ = check(&layout, &game.settings());
        }
        let mut all = Game::G6.settings().with_constant_cube();
        all.chi = Some("sqrt(2)".into());
        let _ = check(&layout, &all);
        all.j = JMode::Factorial;
        let _ = check(&layout, &all);
        all.j = JMode::Relation(Relation::LessOrEqual);
        all.stated_base = Some(3);
        let _ = check(&layout, &all);
    }
    if let Ok(card) = ratio::RatioLayout::parse(&text) {
        let _ = ratio::check_ratio(&card, &Game::G6.settings().with_constant_cube());
    }
});

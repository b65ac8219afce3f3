//! Fuzz the evaluator with arbitrary layouts (every face, role, script and gap), as the apps
//! could build them: checking never panics and never hangs, and the verdict is consistent.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tuffest_core::tuf::layout::{Item, Layout, PlacedCube, Role, Script, Shift};
use tuffest_core::tuf::{check, notation, Colour, Game, JMode};

fn item(b: u8, s: u8) -> Item {
    let colour = Colour::ALL[usize::from(b % 6)];
    let face = colour.faces()[usize::from((b / 6) % 6)];
    let shifts: Vec<Shift> = (0..(s % 4))
        .map(|i| {
            if s & (16 << i) != 0 {
                Shift::Down
            } else {
                Shift::Up
            }
        })
        .collect();
    let script = Script::from_shifts(&shifts).unwrap_or(Script::LINE);
    if b >= 216 {
        return Item::Gap(script);
    }
    let role = match (face, b % 3) {
        (tuffest_core::tuf::Face::Paren, 0) => Role::Open,
        (tuffest_core::tuf::Face::Paren, 1) => Role::Close,
        (tuffest_core::tuf::Face::Paren, _) => Role::Multiply,
        (tuffest_core::tuf::Face::Minus, 0) => Role::Negative,
        (tuffest_core::tuf::Face::DottedZero, 0) => Role::Plain,
        (tuffest_core::tuf::Face::DottedZero, _) => Role::DecimalPoint,
        _ => Role::Plain,
    };
    Item::Cube(PlacedCube {
        cube: None,
        face,
        role,
        script,
    })
}

fuzz_target!(|data: &[u8]| {
    let items: Vec<Item> = data
        .chunks(2)
        .map(|c| item(c[0], *c.get(1).unwrap_or(&0)))
        .collect();
    let layout = Layout { items };
    let mut all = Game::G6.settings().with_constant_cube();
    all.chi = Some("e".into());
    for settings in [Game::G1.settings(), Game::G4.settings(), all.clone(), {
        let mut f = all.clone();
        f.j = JMode::Factorial;
        f
    }] {
        let v = check(&layout, &settings);
        assert!(v.valid || v.reason.is_some());
        assert!(!v.valid || v.cube_value == v.potential_value);
    }
    let _ = notation::print(&layout);
});

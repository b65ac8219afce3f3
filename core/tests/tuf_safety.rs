//! Hostile layouts answer with a clear error, never a panic, a hang or a memory blow-up.
//! (How fast they answer is measured by `cargo bench -p tuffest-core --bench tuf_eval`.)
#![allow(clippy::expect_used, clippy::unwrap_used)]

use tuffest_core::tuf::layout::{Item, Layout, PlacedCube, Role, Script};
use tuffest_core::tuf::notation::NotationError;
use tuffest_core::tuf::value::ValueError;
use tuffest_core::tuf::{check, check_text, Face, Game, TufError};

fn error_of(text: &str) -> TufError {
    let settings = Game::G6.settings().with_constant_cube();
    let v = check_text(text, &settings);
    assert!(!v.valid, "{text} should be refused");
    v.error.expect("a layout fault")
}

fn too_large(e: &TufError) -> bool {
    matches!(
        e,
        TufError::Arithmetic {
            error: ValueError::TooLarge,
            ..
        }
    )
}

#[test]
fn power_towers_are_refused_before_they_are_built() {
    assert!(too_large(&error_of("9 ^{ 9 ^{ 9 ^{ 9 } } } = 1")));
    assert!(too_large(&error_of("10 ^{ 10 ^{ 10 } } = 1")));
    assert!(too_large(&error_of(
        "2 ^{ 2 ^{ 2 ^{ 2 ^{ 2 ^{ 2 } } } } } = 1"
    )));
    assert!(too_large(&error_of("9 9 ^{ 9 9 ^{ 9 9 } } = 1")));
    // An irrational tower is refused too, not turned into infinity.
    assert!(too_large(&error_of("9 9 ^{ 9 9 ^{ 9 9 ^{ 1/2 } } } = 1")));
    // Big but within the limit: exact.
    let v = check_text(
        "2 ^{ 10 0 } = 2 ^{ 10 0 }",
        &Game::G6.settings().with_constant_cube(),
    );
    assert!(v.valid);
    assert_eq!(v.values[0].to_string().len(), 31);
}

#[test]
fn factorials_have_a_limit() {
    let mut settings = Game::G6.settings().with_constant_cube();
    settings.j = tuffest_core::tuf::JMode::Factorial;
    let v = check_text("9 9 9 9 j = 1", &settings);
    assert!(too_large(v.error.as_ref().unwrap()), "{v:?}");
    let v = check_text("1/2 j = 1", &settings);
    assert!(matches!(v.error, Some(TufError::BadFactorial { .. })));
}

#[test]
fn deep_nesting_is_refused_in_text_and_in_layouts() {
    let deep_groups = format!("{} 1 = 1", "( ".repeat(10_000));
    assert!(matches!(
        error_of(&deep_groups),
        TufError::Notation(NotationError::TooManyCubes { .. })
    ));
    let deep_exponents = format!("2 {} 1 {} = 2", "^{ 2 ".repeat(10_000), "} ".repeat(10_000));
    assert!(matches!(
        error_of(&deep_exponents),
        TufError::Notation(NotationError::TooDeep { .. })
    ));
    // A layout built directly (as an app might) with 10,000 open groups.
    let open = PlacedCube {
        cube: None,
        face: Face::Paren,
        role: Role::Open,
        script: Script::LINE,
    };
    let mut layout = Layout {
        items: vec![Item::Cube(open); 10_000],
    };
    layout.items.push(Item::Cube(PlacedCube {
        face: Face::Digit(1),
        role: Role::Plain,
        ..open
    }));
    let v = check(&layout, &Game::G6.settings());
    assert_eq!(v.error, Some(TufError::TooManyCubes { max: 64 }));
}

#[test]
fn a_thousand_cube_layout_is_refused() {
    let text = vec!["1 +"; 500].join(" ");
    assert!(matches!(
        error_of(&text),
        TufError::Notation(NotationError::TooManyCubes { max: 64, .. })
    ));
    let one = PlacedCube {
        cube: None,
        face: Face::Digit(1),
        role: Role::Plain,
        script: Script::LINE,
    };
    let layout = Layout {
        items: vec![Item::Cube(one); 1_000],
    };
    assert_eq!(
        check(&layout, &Game::G1.settings()).error,
        Some(TufError::TooManyCubes { max: 64 })
    );
    let gaps = Layout {
        items: vec![Item::Gap(Script::LINE); 1_000],
    };
    assert_eq!(
        check(&gaps, &Game::G4.settings()).error,
        Some(TufError::TooManyCubes { max: 64 })
    );
}

#[test]
fn long_decimals_and_huge_numbers_stay_exact() {
    let settings = Game::G6.settings().with_constant_cube();
    let digits = vec!["9"; 30].join(" ");
    let v = check_text(&format!(". {digits} = 1"), &settings);
    assert!(!v.valid);
    assert!(v.values[0].is_exact());
    let v = check_text(&format!("{digits} = {digits}"), &settings);
    assert!(v.valid, "{v:?}");
}

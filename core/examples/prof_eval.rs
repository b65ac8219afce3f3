//! Profiling aid: checks one layout many times (`cargo run --release --example prof_eval -- TEXT`).
fn main() {
    let text = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "9 9 ^{ 9 9 } ÷ 9 8 ^{ 9 8 } = 9 9 ^{ 9 9 } ÷ 9 8 ^{ 9 8 }".into());
    let settings = tuffest_core::tuf::Game::G6.settings().with_constant_cube();
    let layout = tuffest_core::tuf::notation::parse(&text).unwrap_or_default();
    let mut valid = 0;
    for _ in 0..20_000 {
        valid += usize::from(tuffest_core::tuf::check(&layout, &settings).valid);
    }
    println!("{valid}");
}

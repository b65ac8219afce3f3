//! Benchmark of the TUF engine: how long a verdict takes.
//!
//! `cargo bench -p tuffest-core --bench tuf_eval` prints the median time to check a typical
//! 11-cube layout, the worst median over random layouts of up to 40 cubes, and the time hostile
//! layouts take to be refused. Timings are measured here, never asserted in tests.

use std::hint::black_box;
use std::time::Instant;
use tuffest_core::rng::GameRng;
use tuffest_core::tuf::layout::{Item, Layout, PlacedCube, Role, Script, Shift};
use tuffest_core::tuf::{check, notation, Colour, Face, Game, Settings};

/// The median of `runs` timings of `f`, in nanoseconds.
fn median_ns(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let t = Instant::now();
        f();
        times.push(t.elapsed().as_nanos() as f64);
    }
    times.sort_by(|a, b| a.total_cmp(b));
    times[times.len() / 2]
}

fn random_layout(rng: &mut GameRng, len: usize) -> Layout {
    let mut items = Vec::with_capacity(len);
    let colours = [
        Colour::Blue,
        Colour::Green,
        Colour::Red,
        Colour::Red,
        Colour::Yellow,
        Colour::Orange,
    ];
    for i in 0..len {
        let colour = colours[rng.below(colours.len() as u32) as usize];
        let face = if i == len / 2 {
            Face::Equals
        } else {
            colour.faces()[rng.below(6) as usize]
        };
        let role = match face {
            Face::Paren => [Role::Multiply, Role::Open, Role::Close][rng.below(3) as usize],
            Face::Minus if rng.below(4) == 0 => Role::Negative,
            Face::DottedZero => Role::DecimalPoint,
            _ => Role::Plain,
        };
        let script = match rng.below(8) {
            0 => Script::from_shifts(&[Shift::Up]),
            1 => Script::from_shifts(&[Shift::Up, Shift::Up]),
            _ => Some(Script::LINE),
        }
        .unwrap_or(Script::LINE);
        if rng.below(10) == 0 {
            items.push(Item::Gap(script));
        }
        items.push(Item::Cube(PlacedCube {
            cube: None,
            face,
            role,
            script,
        }));
    }
    Layout { items }
}

fn settings_all() -> Settings {
    let mut s = Game::G6.settings().with_constant_cube();
    s.chi = Some("9/5".into());
    s
}

fn main() {
    println!("TUF engine benchmark (medians; lower is better)\n");
    // Typical 11-cube layouts of game 1 (all valid equations using every cube).
    let typical = [
        "7 + 8 - 10 - 5 × 1 = 0",
        "2 4 ÷ 8 + 3 = 6 × 1",
        "9 × 4 - 10 = 2 6 ÷ 1",
        "6 + 7 = 9 + 8 ÷ 2",
        "5 × 6 ÷ 3 = 10 × 1",
        "8 0 ÷ 4 - 2 = 1 8",
    ];
    let g1 = Game::G1.settings();
    let layouts: Vec<Layout> = typical
        .iter()
        .map(|t| notation::parse(t).unwrap_or_default())
        .collect();
    let mut medians: Vec<f64> = layouts
        .iter()
        .map(|l| {
            median_ns(20_000, || {
                black_box(check(black_box(l), &g1));
            })
        })
        .collect();
    medians.sort_by(|a, b| a.total_cmp(b));
    let typical_median = medians[medians.len() / 2];
    println!(
        "typical 11-cube layout (game 1), median of medians: {:.2} µs",
        typical_median / 1000.0
    );

    // Random layouts of up to 40 cubes under every feature.
    let all = settings_all();
    let mut rng = GameRng::from_seed(2026);
    let mut worst = (0.0f64, String::new());
    let mut all_medians = Vec::new();
    for k in 0..2_000 {
        let len = 5 + (k % 36);
        let layout = random_layout(&mut rng, len);
        let m = median_ns(31, || {
            black_box(check(black_box(&layout), &all));
        });
        all_medians.push(m);
        if m > worst.0 {
            worst = (m, notation::print(&layout));
        }
    }
    // Long valid layouts that make the engine work: towers, roots, groups, π, tan, log, j.
    let long = [
        "9 9 × 9 8 × 9 7 × 9 6 × 9 5 × 9 4 × 9 3 ÷ 9 2 ÷ 9 1 = 9 9 × 9 8 × 9 7 × 9 6 × 9 5 × 9 4 × 9 3 ÷ 9 2 ÷ 9 1",
        "2 ^{ 1/2 } × 3 ^{ 1/3 } + 5 ^{ 1/5 } - 7 ^{ 1/8 } = 2 ^{ 1/2 } × 3 ^{ 1/3 } + 5 ^{ 1/5 } - 7 ^{ 1/8 }",
        "( ( ( ( ( 1 + 2 | × 3 | - 4 | ÷ 5 | + 6 | × 7 = ( ( ( ( ( 1 + 2 | × 3 | - 4 | ÷ 5 | + 6 | × 7",
        "tan ( pi ÷ 8 + log _{ 2 } 3 2 ^{ 1/2 } = tan ( pi ÷ 8 + log _{ 2 } 3 2 ^{ 1/2 }",
        "j ^{ 7 5 } × ( 3 + j | ^{ 9 } = j ^{ 7 5 } × ( 3 + j | ^{ 9 }",
        "9 9 ^{ 9 9 } ÷ 9 8 ^{ 9 8 } = 9 9 ^{ 9 9 } ÷ 9 8 ^{ 9 8 }",
        ". 1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 8 9 ^{ 3 } = . 1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 8 9 ^{ 3 }",
    ];
    for text in long {
        let layout = notation::parse(text).unwrap_or_default();
        let v = check(&layout, &all);
        let m = median_ns(201, || {
            black_box(check(black_box(&layout), &all));
        });
        println!(
            "long layout ({} cubes, valid: {}): median {:.2} µs",
            layout.cube_count(),
            v.valid,
            m / 1000.0
        );
        all_medians.push(m);
        if m > worst.0 {
            worst = (m, text.to_string());
        }
    }
    all_medians.sort_by(|a, b| a.total_cmp(b));
    println!(
        "random layouts of 5-40 cubes (2,000): median {:.2} µs, worst median {:.2} µs",
        all_medians[all_medians.len() / 2] / 1000.0,
        worst.0 / 1000.0
    );
    println!("  slowest: {}", worst.1);

    // Hostile layouts: each must be refused quickly.
    let hostile = [
        ("9^9^9^9", "9 ^{ 9 ^{ 9 ^{ 9 } } } = 1".to_string()),
        ("10^(10^10)", "10 ^{ 10 ^{ 10 } } = 1".to_string()),
        (
            "10,000-deep groups (text)",
            format!("{} 1 = 1", "( ".repeat(10_000)),
        ),
        ("1,000 cubes (text)", vec!["1 +"; 500].join(" ")),
    ];
    for (name, text) in &hostile {
        let m = median_ns(200, || {
            black_box(tuffest_core::tuf::check_text(black_box(text), &all));
        });
        println!("hostile {name}: median {:.1} µs", m / 1000.0);
    }
    let open = PlacedCube {
        cube: None,
        face: Face::Paren,
        role: Role::Open,
        script: Script::LINE,
    };
    let deep = Layout {
        items: vec![Item::Cube(open); 10_000],
    };
    let m = median_ns(200, || {
        black_box(check(black_box(&deep), &all));
    });
    println!(
        "hostile 10,000 open groups (layout): median {:.1} µs",
        m / 1000.0
    );

    println!("\n| measurement | target | measured |");
    println!("|---|---|---|");
    println!(
        "| typical 11-cube layout, median | ≤ 5 µs | {:.2} µs |",
        typical_median / 1000.0
    );
    println!(
        "| any layout of ≤ 40 cubes, worst median | ≤ 50 µs | {:.2} µs |",
        worst.0 / 1000.0
    );
}

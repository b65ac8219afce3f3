//! The settings column of `data/tuf_examples.txt`: a game, then words that change its settings
//! (`const`, `incentive`, `bonus`, `zero=penalty|disallowed`, `pi=real|22/7|180`, `j=factorial`,
//! `j=<relation>`, `chi=<value>`, `base=<n>`).

use tuffest_core::tuf::{EquateZero, Game, JMode, PiReading, Relation, Settings};

/// The settings a row's settings column describes.
pub fn settings_for(spec: &str) -> Settings {
    let mut words = spec.split_whitespace();
    let game = words.next().and_then(Game::parse).expect("game");
    let mut s = game.settings();
    for w in words {
        match w {
            "const" => s = s.with_constant_cube(),
            "incentive" => s.exponent_incentive = true,
            "bonus" => s.base_bonus = true,
            "zero=penalty" => s.equate_zero = EquateZero::Penalty,
            "zero=disallowed" => s.equate_zero = EquateZero::Disallowed,
            "pi=real" => s.pi = PiReading::Real,
            "pi=22/7" => s.pi = PiReading::TwentyTwoSevenths,
            "pi=180" => s.pi = PiReading::Degrees,
            "j=factorial" => s.j = JMode::Factorial,
            w if w.starts_with("j=") => {
                s.j = JMode::Relation(Relation::parse(&w[2..]).expect("relation"))
            }
            w if w.starts_with("chi=") => s.chi = Some(w[4..].to_string()),
            w if w.starts_with("base=") => s.stated_base = w[5..].parse().ok(),
            other => panic!("unknown setting {other}"),
        }
    }
    s
}

//! Computer players for TUF rounds, built on the solver.
//!
//! A computer player sees only its own roll. When the round starts it "thinks": it knows the
//! best equation its strength can reach (the strongest always reaches the optimum; weaker
//! players settle for shorter equations and sometimes miss the best) and a first equation it
//! is happy to declare. It declares after a human-like delay, drawn from its own seeded
//! generator: longer for longer equations and for weaker players. When someone declares a
//! longer equation it re-arranges as a person would: if its strength lets it find an equation
//! longer than the new declared value, it declares that after another delay (if the window is
//! still open then); otherwise it keeps its equation for single scoring.
//!
//! Everything it does is fixed by its seed, and it serializes with serde, so matches replay
//! and saved games resume.

use super::{solve, SolveOptions};
use crate::rng::GameRng;
use crate::tuf::layout::Layout;
use crate::tuf::roll::Roll;
use crate::tuf::settings::Settings;
use crate::tuf::verdict::check;
use serde::{Deserialize, Serialize};

/// The work budget of the searches for shorter equations (weaker players need no proof).
const CAPPED_BUDGET: u64 = 5_000_000;

pub use crate::kit::Strength;

/// Thinking time before the first declaration for a strength: (base from, base to, per cube),
/// in ms. TUF's reading of the kit's shared strength scale.
fn pace(strength: Strength) -> (u32, u32, u32) {
    match strength {
        Strength::Beginner => (35_000, 70_000, 3_000),
        Strength::Casual => (20_000, 45_000, 2_000),
        Strength::Strong => (10_000, 25_000, 1_000),
        Strength::Unbeatable => (3_000, 8_000, 300),
    }
}

/// What a computer player can see of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableState {
    /// The cube value of the longest equation declared so far, by anyone.
    pub best_declared_value: Option<i32>,
    /// Whether this player is the current (final so far) declarer.
    pub is_declarer: bool,
    /// When the current declaring window ends, if one is running.
    pub window_ends_ms: Option<u64>,
}

/// An equation the player knows, with its cube value.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Known {
    value: i32,
    layout: Layout,
}

/// What the player will do next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
enum Plan {
    /// Thinking: declares its first equation at this time.
    First(u64),
    /// Re-arranging after being bested: may declare its best at this time.
    Rearrange(u64),
    /// Nothing more to do.
    Idle,
}

/// A computer player in one TUF round.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ComputerPlayer {
    strength: Strength,
    seed: u64,
    draws: u64,
    /// The first equation it will declare.
    first: Option<Known>,
    /// The best equation its strength reaches (may equal `first`).
    reach: Option<Known>,
    /// The value it declared last.
    declared: Option<i32>,
    /// Whether it has finished thinking (then `final_layout` shows its equation).
    thought: bool,
    /// Whether it has re-arranged to its best equation.
    rearranged: bool,
    plan: Plan,
}

impl ComputerPlayer {
    /// A player of `strength` for `roll`, thinking from `round_start_ms`.
    pub fn new(
        strength: Strength,
        settings: &Settings,
        roll: &Roll,
        seed: u64,
        round_start_ms: u64,
    ) -> ComputerPlayer {
        let mut player = ComputerPlayer {
            strength,
            seed,
            draws: 0,
            first: None,
            reach: None,
            declared: None,
            thought: false,
            rearranged: false,
            plan: Plan::Idle,
        };
        let best = solve(settings, roll, &SolveOptions::default());
        let Some(optimum) = best.best else {
            return player;
        };
        let top = optimum.value;
        // How far its strength reaches, and what it declares first.
        let reach_value = match strength {
            Strength::Unbeatable => top,
            Strength::Strong => top - i32::from(player.draw(4) == 0),
            Strength::Casual => top - 1 - player.draw(3) as i32,
            Strength::Beginner => (top * 3 / 5) - player.draw(2) as i32,
        };
        let first_value = match strength {
            Strength::Unbeatable => reach_value,
            Strength::Strong => reach_value - i32::from(player.draw(3) == 0),
            Strength::Casual => reach_value - player.draw(3) as i32,
            Strength::Beginner => reach_value,
        };
        let find = |cap: i32| -> Option<Known> {
            if cap >= top {
                return Some(Known {
                    value: top,
                    layout: optimum.layout.clone(),
                });
            }
            let options = SolveOptions {
                cap: Some(cap),
                budget: CAPPED_BUDGET,
                ..SolveOptions::default()
            };
            solve(settings, roll, &options).best.map(|e| Known {
                value: e.value,
                layout: e.layout,
            })
        };
        // A cap below the shortest equation falls back to the optimum.
        let reach = find(reach_value)
            .or_else(|| find(top))
            .filter(|k| check(&k.layout, settings).valid);
        let first = if first_value >= reach.as_ref().map(|k| k.value).unwrap_or(top) {
            reach.clone()
        } else {
            find(first_value).or_else(|| reach.clone())
        };
        player.first = first;
        player.reach = reach;
        if let Some(first) = &player.first {
            let delay = player.delay(first.layout.cube_count() as u32, 1);
            player.plan = Plan::First(round_start_ms.saturating_add(delay));
        }
        player
    }

    /// The player's strength.
    pub fn strength(&self) -> Strength {
        self.strength
    }

    /// A uniform draw in `0..n` from the player's own stream (the k-th draw is fixed by the seed).
    fn draw(&mut self, n: u32) -> u32 {
        let mut rng = GameRng::from_seed(
            self.seed
                ^ self
                    .draws
                    .wrapping_add(1)
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15),
        );
        self.draws += 1;
        rng.below(n)
    }

    /// A thinking delay for an equation of `cubes` cubes; re-arranging (`scale` 2) is quicker.
    fn delay(&mut self, cubes: u32, scale: u32) -> u64 {
        let (from, to, per_cube) = pace(self.strength);
        let base = from + self.draw(to - from + 1);
        let ms = (base + per_cube * cubes) / scale;
        u64::from(ms)
    }

    /// Called on every tick; `Some(layout)` (bound to its roll) when it declares now.
    pub fn poll(&mut self, now_ms: u64, table: &TableState) -> Option<Layout> {
        let best_declared = table.best_declared_value;
        let reach_value = self.reach.as_ref().map(|k| k.value);
        match self.plan {
            Plan::First(at) if now_ms >= at => {
                self.thought = true;
                self.plan = Plan::Idle;
                let first = self.first.clone()?;
                if best_declared.is_none_or(|b| first.value > b) {
                    self.declared = Some(first.value);
                    return Some(first.layout);
                }
                // Someone was quicker with a longer equation: look for a longer one.
                self.schedule_rearrangement(now_ms, table);
                None
            }
            Plan::Rearrange(at) if now_ms >= at => {
                self.plan = Plan::Idle;
                let reach = self.reach.clone()?;
                let open = table.window_ends_ms.is_none_or(|end| now_ms <= end);
                self.rearranged = true;
                if open && best_declared.is_none_or(|b| reach.value > b) && !table.is_declarer {
                    self.declared = Some(reach.value);
                    return Some(reach.layout);
                }
                None
            }
            Plan::Idle if self.thought => {
                // Bested after declaring: re-arrange if its strength allows.
                let bested = !table.is_declarer
                    && best_declared.is_some_and(|b| self.declared.is_none_or(|d| b > d));
                if bested
                    && !self.rearranged
                    && reach_value.is_some_and(|r| best_declared.is_some_and(|b| r > b))
                {
                    self.schedule_rearrangement(now_ms, table);
                }
                None
            }
            _ => None,
        }
    }

    fn schedule_rearrangement(&mut self, now_ms: u64, table: &TableState) {
        let (Some(reach), Some(b)) = (self.reach.clone(), table.best_declared_value) else {
            return;
        };
        if reach.value <= b || self.rearranged {
            return;
        }
        let at = now_ms.saturating_add(self.delay(reach.layout.cube_count() as u32, 2));
        if table.window_ends_ms.is_some_and(|end| at > end) {
            // It would not finish in time: it keeps its equation.
            self.rearranged = true;
            return;
        }
        self.plan = Plan::Rearrange(at);
    }

    /// Its layout when the round ends: its best equation so far (empty before it has one).
    pub fn final_layout(&self) -> Layout {
        if !self.thought {
            return Layout::default();
        }
        let known = if self.rearranged {
            &self.reach
        } else {
            &self.first
        };
        known.as_ref().map(|k| k.layout.clone()).unwrap_or_default()
    }

    /// The earliest time it may act next (a shell can sleep until then), if any.
    pub fn next_action_ms(&self) -> Option<u64> {
        match self.plan {
            Plan::First(at) | Plan::Rearrange(at) => Some(at),
            Plan::Idle => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tuf::games::Game;

    fn run(strength: Strength, seed: u64) -> (ComputerPlayer, Option<(u64, Layout)>) {
        let settings = Game::G1.settings();
        let roll = Roll::for_game(Game::G1, false, seed);
        let mut p = ComputerPlayer::new(strength, &settings, &roll, seed, 1_000);
        let table = TableState {
            best_declared_value: None,
            is_declarer: false,
            window_ends_ms: None,
        };
        let mut t = 1_000;
        while t < 400_000 {
            if let Some(l) = p.poll(t, &table) {
                return (p, Some((t, l)));
            }
            t += 250;
        }
        (p, None)
    }

    #[test]
    fn stronger_players_declare_sooner_and_longer() {
        let settings = Game::G1.settings();
        let mut totals = [(0u64, 0i32); 4];
        for seed in 0..30 {
            for (k, s) in Strength::ALL.iter().enumerate() {
                let (_, declared) = run(*s, seed);
                if let Some((t, l)) = declared {
                    let v = check(&l, &settings);
                    assert!(v.valid, "{:?}", v.reason);
                    totals[k].0 += t;
                    totals[k].1 += v.cube_value;
                }
            }
        }
        for k in 0..3 {
            assert!(totals[k].0 > totals[k + 1].0, "{totals:?}");
            assert!(totals[k].1 <= totals[k + 1].1, "{totals:?}");
        }
    }

    #[test]
    fn players_declare_valid_equations_in_every_game() {
        for (k, game) in [Game::G1A, Game::G2A, Game::G3, Game::G1Cb, Game::G4]
            .into_iter()
            .enumerate()
        {
            let settings = game.settings();
            let roll = Roll::for_game(game, false, 40 + k as u64);
            let strength = Strength::ALL[k % 4];
            let mut p = ComputerPlayer::new(strength, &settings, &roll, 9, 0);
            let table = TableState {
                best_declared_value: None,
                is_declarer: false,
                window_ends_ms: None,
            };
            assert_eq!(p.final_layout(), Layout::default());
            if let Some(at) = p.next_action_ms() {
                assert_eq!(p.poll(at - 1, &table), None);
                let l = p.poll(at, &table).expect("declares");
                assert!(check(&l, &settings).valid, "{}", game.code());
                assert!(crate::tuf::board::validate(&l, &roll).is_ok());
                assert_eq!(p.final_layout(), l);
                assert_eq!(p.next_action_ms(), None);
            }
        }
    }

    #[test]
    fn strengths_have_names_that_read_back() {
        for s in Strength::ALL {
            assert_eq!(Strength::parse(s.name()), Some(s));
        }
        assert_eq!(Strength::parse("grandmaster"), None);
    }

    #[test]
    fn the_unbeatable_player_plays_the_optimum() {
        let settings = Game::G1.settings();
        for seed in 0..20 {
            let roll = Roll::for_game(Game::G1, false, seed);
            let best = solve(&settings, &roll, &SolveOptions::default()).value();
            let (p, declared) = run(Strength::Unbeatable, seed);
            if let Some((t, l)) = declared {
                assert_eq!(check(&l, &settings).cube_value, best);
                assert!(t < 20_000);
                assert_eq!(check(&p.final_layout(), &settings).cube_value, best);
            }
        }
    }

    #[test]
    fn same_seed_same_play_and_it_survives_a_save() {
        let (a, da) = run(Strength::Casual, 5);
        let (b, db) = run(Strength::Casual, 5);
        assert_eq!(da, db);
        let json = serde_json::to_string(&a).unwrap();
        let back: ComputerPlayer = serde_json::from_str(&json).unwrap();
        assert_eq!(back, b);
    }

    #[test]
    fn a_bested_player_rearranges_when_it_can() {
        let settings = Game::G1.settings();
        let mut rearranged = 0;
        let mut kept = 0;
        for seed in 0..60 {
            let roll = Roll::for_game(Game::G1, false, seed);
            let mut p = ComputerPlayer::new(Strength::Casual, &settings, &roll, seed, 0);
            let mut table = TableState {
                best_declared_value: None,
                is_declarer: false,
                window_ends_ms: None,
            };
            let Some(at) = p.next_action_ms() else {
                continue;
            };
            let first = p.poll(at, &table).expect("declares when its time comes");
            let v = check(&first, &settings).cube_value;
            // Someone declares one cube longer, with two minutes to answer.
            table.best_declared_value = Some(v + 1);
            table.window_ends_ms = Some(at + 120_000);
            assert_eq!(p.poll(at + 10, &table), None);
            let mut second = None;
            while let Some(t) = p.next_action_ms() {
                if let Some(l) = p.poll(t, &table) {
                    second = Some(l);
                    break;
                }
            }
            match second {
                Some(l) => {
                    assert!(check(&l, &settings).cube_value > v + 1);
                    assert_eq!(p.final_layout(), l);
                    rearranged += 1;
                }
                None => {
                    assert_eq!(check(&p.final_layout(), &settings).cube_value, v);
                    kept += 1;
                }
            }
        }
        assert!(rearranged > 0 && kept > 0, "{rearranged} {kept}");
    }
}

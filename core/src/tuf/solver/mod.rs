//! The TUF solver, hints, par and computer players.
//!
//! [`solve`] finds an equation of the highest cube value a roll allows under a game's settings
//! and, for games 1, 1A, 2, 2A, 3 and 1C(b), proves it optimal: see [`search`] for how. For the
//! games with groups, exponents, bases or the constant cube it is anytime: it starts from the
//! best equation without those features and improves it within a work budget
//! ([`improve`]), saying whether the result is proved optimal (it is when it reaches the
//! upper bound, every cube at its full worth). Every equation it returns is a layout of the
//! roll's cubes that [`crate::tuf::verdict::check`] accepts with the value reported.

pub mod atoms;
pub mod computer;
pub mod hints;
pub mod improve;
pub mod plan;
pub mod problem;
pub mod search;
pub mod signs;
pub mod tables;
pub mod values;

use crate::tuf::cubes::{Colour, Face};
use crate::tuf::layout::Layout;
use crate::tuf::notation;
use crate::tuf::roll::Roll;
use crate::tuf::settings::{EquateZero, Settings};
use crate::tuf::verdict::check;
use plan::EquationPlan;
use problem::Problem;
use search::{Exact, Flow};
use serde::Serialize;
use std::collections::BTreeSet;

pub use computer::{ComputerPlayer, Strength, TableState};
pub use hints::{hint, par, Hint, Par};

/// How hard and what to search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SolveOptions {
    /// The work budget: table entries and layouts checked (deterministic, unlike a time
    /// limit). The exact games need a few million at most for the rulebook's rolls.
    pub budget: u64,
    /// Also list up to this many distinct optimal equations (0: just one).
    pub all: usize,
    /// Only equations worth at most this many cubes (computer players settle for less).
    pub cap: Option<i32>,
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            budget: DEFAULT_BUDGET,
            all: 0,
            cap: None,
        }
    }
}

/// The default work budget.
pub const DEFAULT_BUDGET: u64 = 40_000_000;

/// An equation the solver found, checked by the engine.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Equation {
    /// The layout, bound to the roll's cubes.
    #[serde(skip)]
    pub layout: Layout,
    /// The text notation (`8 × 2 = 1 6`).
    pub text: String,
    /// Normal mathematical notation (`8 × 2 = 16`).
    pub normal: String,
    /// Cubes placed.
    pub cubes: u32,
    /// Cube value (after fraction worth, bonuses and penalties).
    pub value: i32,
}

/// What the solver found.
#[derive(Debug, Clone, PartialEq)]
pub struct Solution {
    /// The best equation found (`None` when the roll allows none).
    pub best: Option<Equation>,
    /// Whether no equation of the roll is worth more.
    pub proved_optimal: bool,
    /// An upper bound on any equation's value.
    pub upper_bound: i32,
    /// Distinct optimal equations found (with [`SolveOptions::all`]); equations that differ
    /// only in the order of terms, of factors or of the two sides count once.
    pub all: Vec<Equation>,
    /// Work done.
    pub work: u64,
    /// Whether a value was too large for the fast exact path (then no proof is claimed).
    pub overflowed: bool,
}

impl Solution {
    /// The best value (0 when there is no equation).
    pub fn value(&self) -> i32 {
        self.best.as_ref().map(|e| e.value).unwrap_or(0)
    }
}

/// Checks a layout and describes it as an [`Equation`] when the engine accepts it.
pub fn equation_of(layout: &Layout, settings: &Settings) -> Option<Equation> {
    let v = check(layout, settings);
    if !v.valid {
        return None;
    }
    Some(Equation {
        layout: layout.clone(),
        text: notation::print(layout),
        normal: v.normal,
        cubes: v.cubes,
        value: v.cube_value,
    })
}

/// Whether the exact search covers every feature of these settings for this roll.
pub fn exact_game(settings: &Settings, roll: &Roll) -> bool {
    let constant_in_roll = roll.cubes.iter().any(|c| c.colour == Colour::Orange);
    let extra = settings.groups
        || settings.exponents
        || settings.bases
        || settings.stated_base.is_some()
        || (settings.constants && constant_in_roll);
    !extra
}

/// The most a layout of this roll could be worth: every cube at its full worth.
pub fn upper_bound(settings: &Settings, roll: &Roll) -> i32 {
    if !roll.cubes.iter().any(|c| c.face == Face::Equals) {
        return 0;
    }
    let mut total = 0;
    for c in &roll.cubes {
        total += match c.face {
            Face::Fraction(_) if settings.fractions => settings.fraction_value as i32,
            Face::Fraction(_) => 0,
            Face::Equals => 1,
            _ if settings.exponents && settings.exponent_incentive => 2,
            Face::Percent | Face::Pi | Face::Log | Face::J | Face::Tan | Face::Chi
                if !settings.constants =>
            {
                0
            }
            _ => 1,
        };
    }
    total + i32::from(settings.bases && settings.base_bonus)
}

fn plan_key(plan: &EquationPlan, p: &Problem) -> String {
    let atom_text = |a: &atoms::Atom| -> String {
        a.faces
            .iter()
            .map(|&f| p.faces[usize::from(f)].face.symbol())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut sides: Vec<String> = plan
        .sides
        .iter()
        .map(|s| {
            let mut terms: Vec<String> = s
                .terms
                .iter()
                .map(|t| {
                    let mut num: Vec<String> = t.num.iter().map(atom_text).collect();
                    let mut den: Vec<String> = t.den.iter().map(atom_text).collect();
                    num.sort();
                    den.sort();
                    format!(
                        "{}{}/{}",
                        if t.negative { "-" } else { "+" },
                        num.join("*"),
                        den.join("/")
                    )
                })
                .collect();
            terms.sort();
            format!("{}|{}|{}", terms.join(","), s.plus, s.minus)
        })
        .collect();
    sides.sort();
    sides.join("=")
}

struct Best {
    eq: Option<Equation>,
    all: Vec<Equation>,
    keys: BTreeSet<String>,
}

/// Finds the best equation of a roll under the settings.
pub fn solve(settings: &Settings, roll: &Roll, options: &SolveOptions) -> Solution {
    let exact_features = exact_game(settings, roll);
    let mut reduced = settings.clone();
    if !exact_features {
        reduced.groups = false;
        reduced.exponents = false;
        reduced.bases = false;
        reduced.stated_base = None;
        reduced.constants = false;
        reduced.exponent_incentive = false;
    }
    let p = Problem::new(&reduced, roll);
    let longest = if exact_features { 64 } else { 3 };
    let mut exact = Exact::new(&p, options.budget, longest);
    let cap = options.cap.unwrap_or(i32::MAX);
    let mut best = Best {
        eq: None,
        all: Vec::new(),
        keys: BTreeSet::new(),
    };
    let mut work = 0u64;
    let mut mismatch = false;
    let mut truncated = false;
    let allowed = settings.equate_zero == EquateZero::Allowed;
    let want_all = options.all > 0;
    exact.scan(cap, |exact, c| {
        let current = best.eq.as_ref().map(|e| e.value).unwrap_or(i32::MIN);
        if c.value < current || (c.value == current && !want_all) {
            return Flow::Continue(if want_all { current } else { current + 1 });
        }
        work += 1;
        let limit = if want_all {
            options.all.max(8)
        } else if allowed {
            1
        } else {
            64
        };
        let groups = exact.candidate_terms(c, limit);
        if !allowed && groups.len() >= limit {
            truncated = true;
        }
        let fixed = c.value - c.signs as i32;
        for terms in groups {
            let plans: Vec<(i32, EquationPlan)> = if want_all {
                all_splits(exact, &terms, cap - fixed, settings.equate_zero)
            } else if allowed {
                vec![(c.signs as i32, Exact::plan_with_split(&terms, &c.split))]
            } else {
                exact
                    .best_split_judged(&terms, cap - fixed)
                    .into_iter()
                    .collect()
            };
            for (signs, plan) in plans {
                let value = fixed + signs;
                let current = best.eq.as_ref().map(|e| e.value).unwrap_or(i32::MIN);
                if value < current || (value == current && !want_all) {
                    continue;
                }
                let Some(layout) = plan::layout(&p, &plan) else {
                    mismatch = true;
                    continue;
                };
                let Some(eq) = equation_of(&layout, settings) else {
                    mismatch = true;
                    continue;
                };
                if eq.value != value {
                    mismatch = true;
                    continue;
                }
                if value > current {
                    best.all.clear();
                    best.keys.clear();
                    best.eq = Some(eq.clone());
                }
                if want_all && best.all.len() < options.all && best.keys.insert(plan_key(&plan, &p))
                {
                    best.all.push(eq);
                }
            }
            if !want_all && allowed && best.eq.as_ref().is_some_and(|e| e.value == c.value) {
                break;
            }
        }
        let current = best.eq.as_ref().map(|e| e.value).unwrap_or(i32::MIN);
        if want_all && best.all.len() >= options.all {
            return Flow::Continue(current + 1);
        }
        Flow::Continue(if want_all { current } else { current + 1 })
    });
    work += exact.t.work;
    let ub = upper_bound(settings, roll).min(cap);
    let single_equals = roll.cubes.iter().filter(|c| c.face == Face::Equals).count() <= 1;
    let mut proved = exact.complete()
        && exact_features
        && !mismatch
        && !truncated
        && (single_equals || best.eq.as_ref().is_some_and(|e| e.value >= ub));
    if !exact_features {
        let remaining = options.budget.saturating_sub(work);
        let improved = improve::improve(settings, roll, best.eq.clone(), remaining, cap);
        work += improved.work;
        if improved.best.as_ref().map(|e| e.value) > best.eq.as_ref().map(|e| e.value) {
            best.eq = improved.best;
            best.all = best.eq.iter().cloned().collect();
        }
        proved = best.eq.as_ref().is_some_and(|e| e.value >= ub);
    }
    if best.eq.is_none() && proved && !exact_features {
        proved = false;
    }
    if want_all && best.all.is_empty() {
        best.all = best.eq.iter().cloned().collect();
    }
    Solution {
        best: best.eq,
        proved_optimal: proved,
        upper_bound: ub,
        all: best.all,
        work,
        overflowed: exact.t.overflow,
    }
}

/// Every split of the terms into sides with the best score for these terms (all-mode), the
/// score being plus and minus cubes used less any equating-to-zero penalty.
fn all_splits(
    exact: &Exact<'_>,
    terms: &[plan::TermPlan],
    sign_cap: i32,
    zero_rule: EquateZero,
) -> Vec<(i32, EquationPlan)> {
    let t = terms.len();
    let mut out: Vec<(i32, EquationPlan)> = Vec::new();
    if !(2..=16).contains(&t) {
        return out;
    }
    let values: Option<Vec<values::Rat>> = terms.iter().map(plan::term_value).collect();
    let Some(values) = values else { return out };
    for set in 1u32..(1 << t) - 1 {
        let (mut kl, mut nl, mut kr, mut nr) = (0, 0, 0, 0);
        let mut sum = Some(values::Rat::ZERO);
        for (i, term) in terms.iter().enumerate() {
            if set >> i & 1 == 1 {
                kl += 1;
                nl += u32::from(term.negative);
                sum = sum.and_then(|s| s.plus(values[i]));
            } else {
                kr += 1;
                nr += u32::from(!term.negative);
            }
        }
        let Some(sum) = sum else { continue };
        let penalty = match (sum.is_zero(), zero_rule) {
            (true, EquateZero::Disallowed) => continue,
            (true, EquateZero::Penalty) => 2,
            _ => 0,
        };
        for (total, plus, minus) in signs::split_totals(&exact.lim, kl, nl, kr, nr) {
            let score = total as i32 - penalty;
            if total as i32 > sign_cap || out.first().is_some_and(|o| o.0 > score) {
                continue;
            }
            if out.first().is_some_and(|o| o.0 < score) {
                out.clear();
            }
            let plan = EquationPlan::two_sides(terms, |i, _| set >> i & 1 == 1, plus, minus);
            out.push((score, plan));
        }
    }
    out
}

//! The French equation-crossword tile game (seed `001_ec807430c141de3d.txt`): rules 8-15, the
//! premium squares and variants 1-5 as the surviving text gives them, rules 1-7 as
//! `design/crossword.md` reconstructs them (every reconstruction is on the rules page, marked
//! as ours).
//!
//! [`tiles`] (the set, points, premium squares), [`reading`] (one line: numbers, decimals,
//! fractions, rule 14, exact values), [`play`] (where tiles go, extensions, transformations,
//! scores), [`movegen`] (every lay for a rack), [`transformations`] (every transformation for a
//! rack), the live game ([`FrenchGame`], a kit game with its [`Settings`]), computer players,
//! hints and the [`View`].

mod balance;
mod ceiling;
mod computer;
mod game;
pub mod guide;
mod members;
mod movegen;
mod numbers;
mod play;
mod reading;
mod setup;
mod tiles;
mod transforms;
mod view;

pub use computer::{
    choose, choose_play, gains_tiles, keep_value, lays_for, most_worth, transformations_for, worth,
    Choice, KEEP_MOST,
};
pub use game::{
    Command, Detail, FrenchGame, Hint, Refusal, Snapshot, Table, HINT_BUDGET, HINT_TRANSFORM_BUDGET,
};
pub use movegen::{any_lay, generate, generate_aiming, Aim, Generated, Lay};
pub use play::{
    centre, check_lay, check_lay_unchecked, check_transform, check_transform_unchecked, Checked,
    PlayError, Scored, Transform, BONUS,
};
pub use reading::{
    check_line, grey_pair_allowed, may_end, may_follow, may_start, show, speak, ReadError, Reading,
    Value, MAX_EXPONENT,
};
pub use setup::{
    default_settings, handicap_choices, preset_per_seat, preset_settings, preset_title, presets,
    FirstPlayer, Preset, RackSize, Settings, SetupError, HANDICAP_CHOICES,
};
pub use tiles::{
    french_set, is_white, points_of, Layout, Premium, CENTRE, FRENCH_TABLE, HOME_MADE_TABLE, SIZE,
};
pub use transforms::{
    any_transformation, transformations, transformations_aiming, Transformation, Transformations,
    READ_COST,
};
pub use view::{view, EquationView, View};

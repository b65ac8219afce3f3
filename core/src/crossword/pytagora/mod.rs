//! Pytagora: lay one equation a turn in crossword formation; longer and more complex
//! equations score more; first to the agreed target wins.
//!
//! [`rules`](check_lay) holds where a line may go, [`points`] what it scores; the live game
//! ([`Pytagora`]) implements the kit's [`Game`](crate::kit::Game) with its [`Settings`],
//! computer players ([`choose`]) and [`View`].

mod computer;
mod game;
pub mod guide;
mod rules;
mod score;
mod setup;
mod view;

pub use computer::{choose, keep_value};
pub use game::{
    Command, Detail, Hint, Pytagora, Refusal, Snapshot, Table, RACK, RULES, STUCK_PENALTY,
};
pub use rules::{check_lay, score_line, Laid, LayError};
pub use score::points;
pub use setup::{rulebook_settings, variant_title, FirstPlayer, Settings, SetupError, Variant};
pub(crate) use view::turn_status;
pub use view::{speak, PieceView, View};

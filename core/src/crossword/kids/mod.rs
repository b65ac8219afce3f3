//! Pytagora's games for the youngest (`shared/seeds/002_…`): Up and down with its variants
//! Even and odd and Clockwise and counterclockwise (`up_and_down`, its squares in `track`),
//! and Multiplication tables (`tables`). (The second, Plus and minus, is Pytagora with a
//! reduced set: `pytagora::Variant::PlusAndMinus`.) Both play with Pytagora's 77 number
//! pieces, through the kit like every game.

pub mod guide;
mod hands;
mod tables;
mod track;
mod up_and_down;
mod view;

pub use hands::{check_pieces, fewest_win, number_pieces, SetupError, HAND, SEATS};
pub use tables::{
    digits, Command as TablesCommand, Detail as TablesDetail, Hint as TablesHint, Line,
    Refusal as TablesRefusal, Settings as TablesSettings, Snapshot as TablesSnapshot,
    Table as TablesTable, Tables, ROUNDS,
};
pub use track::{big_square, even_and_odd, Track};
pub use up_and_down::{
    Command as UpAndDownCommand, Detail as UpAndDownDetail, Hint as UpAndDownHint,
    Refusal as UpAndDownRefusal, Settings as UpAndDownSettings, Snapshot as UpAndDownSnapshot,
    Square, Table as UpAndDownTable, UpAndDown, Variant as UpAndDownVariant,
};
pub use view::{tables_view, up_and_down_view, variant_title, TablesView, UpAndDownView};

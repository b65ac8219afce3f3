//! Each game's own view and commands on [`GameSession`], one table row each: a view is the
//! session's view when the session plays that game (else `NotAllowedNow`); a command takes
//! `seat`, its own arguments and `now_ms`, and returns the cues of the step or the refusal in the
//! session's language. Arguments the core holds in another form (tile values, the characters of
//! a line) are read here, a misread one refused with `EditRefused`.

use tuffest_core::any_game::{AnyCommand, AnyView};
use tuffest_core::boxes::{self, BoxesView};
use tuffest_core::chips::{ChipsCommand, ChipsView};
use tuffest_core::crossword::french::{
    Command as FrenchCommand, Transform as FrenchTransform, View as FrenchView,
};
use tuffest_core::crossword::kids::{TablesCommand, TablesView, UpAndDownCommand, UpAndDownView};
use tuffest_core::crossword::pieces::{read_line, Piece};
use tuffest_core::crossword::pytagora::{Command as PytagoraCommand, View as PytagoraView};
use tuffest_core::crossword::{Direction, Placement};
use tuffest_core::horseshoes::entry::EntryError;
use tuffest_core::horseshoes::keys::Key;
use tuffest_core::horseshoes::round::RoundView;
use tuffest_core::horseshoes::HorseshoesCommand;
use tuffest_core::kit::{Cell, Cue, GameId, SeatId, Segment, Worded};
use tuffest_core::lang::Lang;
use tuffest_core::mathable::{Action as MathableAction, Command as MathableCommand, MathableView};
use tuffest_core::tournament::{TournamentCommand, TournamentView};
use tuffest_core::tuf::play::view::TableView;
use tuffest_core::tuf::play::Command as TufCommand;

use super::GameSession;
use crate::error::{said, TuffestError};
use crate::lock::lock;

/// The exported view of each game: `name -> View = AnyView variant (GameId)`.
macro_rules! game_views {
    ($( $(#[$doc:meta])* $name:ident -> $view:ty = $variant:ident; )+) => {
        #[uniffi::export]
        impl GameSession {
            $(
                $(#[$doc])*
                pub fn $name(&self, now_ms: u64) -> Result<$view, TuffestError> {
                    match lock(&self.game).view(now_ms, self.lang()) {
                        AnyView::$variant(v) => Ok(*v),
                        _ => Err(self.wrong_game(GameId::$variant)),
                    }
                }
            )+
        }
    };
}

/// The exported commands: `name(arguments) => |session| the command or a refusal`.
macro_rules! game_commands {
    ($( $(#[$doc:meta])* $name:ident($($arg:ident: $ty:ty),*) => $build:expr; )+) => {
        #[uniffi::export]
        impl GameSession {
            $(
                $(#[$doc])*
                pub fn $name(
                    &self,
                    seat: SeatId,
                    $($arg: $ty,)*
                    now_ms: u64,
                ) -> Result<Vec<Cue>, TuffestError> {
                    let command = built($build)(self)?;
                    self.command(seat, command, now_ms)
                }
            )+
        }
    };
}

game_views! {
    /// What to draw of a TUF match at `now_ms` (the table: every seat's board, the declarations,
    /// the timer, the score sheets, the buttons), in the session's language.
    tuf_view -> TableView = Tuf;
    /// What to draw of a Math Horseshoes round at `now_ms` (the hand-over screen, the answer
    /// being written with its tiles, keypad and live score, or the revealed results), in the
    /// session's language.
    horseshoes_view -> RoundView = Horseshoes;
    /// What to draw of a tournament at `now_ms`: the stage, the pairing board, the standings,
    /// the results, the game in play (its own view) and the final, in the session's language.
    tournament_view -> TournamentView = Tournament;
    /// What to draw of a Dots and Boxes game at `now_ms`, in the session's language.
    boxes_view -> BoxesView = Boxes;
    /// What to draw of a chip game at `now_ms`, in the session's language.
    chips_view -> ChipsView = Chips;
    /// What to draw of an Up and down game at `now_ms`, in the session's language.
    up_and_down_view -> UpAndDownView = UpAndDown;
    /// What to draw of a Multiplication tables game at `now_ms`, in the session's language.
    tables_view -> TablesView = Tables;
    /// What to draw of a Pytagora game at `now_ms`, in the session's language.
    pytagora_view -> PytagoraView = Pytagora;
    /// What to draw of a French equation-crossword game at `now_ms`, in the session's language.
    crossword_view -> FrenchView = Crossword;
    /// What to draw of a Mathable game at `now_ms`, in the session's language.
    mathable_view -> MathableView = Mathable;
}

/// A command's builder as it is (this names its argument's type for the closures above).
fn built<F: FnOnce(&GameSession) -> Result<AnyCommand, TuffestError>>(build: F) -> F {
    build
}

/// Across, or `down`.
fn direction(down: bool) -> Direction {
    if down {
        Direction::Down
    } else {
        Direction::Across
    }
}

impl GameSession {
    /// A tile's value as the core holds it; a value no tile has is refused in the session's
    /// language.
    fn tile(&self, value: u32) -> Result<u8, TuffestError> {
        u8::try_from(value).map_err(|_| {
            let text = match self.lang() {
                Lang::En => format!("there is no tile {value}"),
                Lang::Fr => format!("il n’y a pas de tuile {value}"),
            };
            said(TuffestError::EditRefused, text)
        })
    }

    /// Tile values as the core holds them.
    fn tiles(&self, values: &[u32]) -> Result<Vec<u8>, TuffestError> {
        values.iter().map(|&v| self.tile(v)).collect()
    }

    /// The pieces of a typed line (`french`: the French game's tiles, else Pytagora's).
    fn pieces(&self, line: &str, french: bool) -> Result<Vec<Piece>, TuffestError> {
        read_line(line, french).map_err(|e| said(TuffestError::EditRefused, e.text_in(self.lang())))
    }
}

game_commands! {
    /// The competitor at `seat`, asked to choose, moves `first` (or second) in their pairing.
    tournament_choose(first: bool) =>
        |_| Ok(AnyCommand::Tournament(TournamentCommand::Choose { first }));
    /// Plays the game in play out at once (a game between two computer players only; any seat
    /// may ask).
    tournament_play_out() => |_| Ok(AnyCommand::Tournament(TournamentCommand::PlayOut));

    /// The Math Horseshoes player at `seat` (alone, or a tournament's finalist) takes the device
    /// on the hand-over screen: the puzzle shows and their clock starts.
    horseshoes_start_turn() => |_| Ok(AnyCommand::Horseshoes(HorseshoesCommand::StartTurn));
    /// Adds the number tile at `index` to `seat`'s Math Horseshoes answer.
    horseshoes_number(index: u32) =>
        |_| Ok(AnyCommand::Horseshoes(HorseshoesCommand::Number { index }));
    /// Presses a keypad key by its `HorseshoesKey.key` (`+ - * / ^ sqrt ( ) back clear`, or the
    /// labels `− × ÷ √ ⌫ C`) in `seat`'s Math Horseshoes answer; an unknown key is
    /// `EditRefused`.
    horseshoes_key(key: String) => |s| match Key::parse(&key) {
        Some(key) => Ok(AnyCommand::Horseshoes(HorseshoesCommand::Key { key })),
        None => {
            let e = EntryError::UnknownKey { key: key.chars().take(20).collect() };
            Err(said(TuffestError::EditRefused, e.text_in(s.lang())))
        }
    };
    /// Replaces `seat`'s Math Horseshoes answer with typed text (ASCII or the rulebook's
    /// symbols) while their clock runs.
    horseshoes_answer(text: String) =>
        |_| Ok(AnyCommand::Horseshoes(HorseshoesCommand::Text { text }));
    /// `seat` hands in their Math Horseshoes answer before time is called.
    horseshoes_submit() => |_| Ok(AnyCommand::Horseshoes(HorseshoesCommand::Submit));

    /// Applies `command` for `seat` in a TUF match (a board edit, a declaration, a challenge,
    /// taking the device, ending a round or starting the next). Refused in the session's
    /// language: `EditRefused` for an edit, `InvalidLayout` for text that is not the notation,
    /// `NotAllowedNow` otherwise (a layout that is no equation is told why).
    tuf_apply(command: TufCommand) => |_| Ok(AnyCommand::Tuf(command));

    /// Draws `segment` for `seat` in a Dots and Boxes game.
    boxes_draw(segment: Segment) => |_| Ok(AnyCommand::Boxes(boxes::Command::Draw(segment)));

    /// Puts a chip of `seat`'s colour on `cell` in a chip game.
    chips_place(cell: Cell) => |_| Ok(AnyCommand::Chips(ChipsCommand::Place(cell)));
    /// Shows or hides the legal-move markers of a chip game (any seat, any time).
    chips_show_legal(show: bool) => |_| Ok(AnyCommand::Chips(ChipsCommand::ShowLegal(show)));

    /// Puts on `cell` the piece that square wants, from `seat`'s hand (Up and down).
    up_and_down_place(cell: Cell) =>
        |_| Ok(AnyCommand::UpAndDown(UpAndDownCommand::Place { cell }));
    /// Draws a piece from the bag (Up and down: only without a piece to play; with the bag
    /// empty, a pass).
    up_and_down_draw() => |_| Ok(AnyCommand::UpAndDown(UpAndDownCommand::Draw));

    /// Attaches `= result` with these number pieces of `seat`'s hand, most significant first.
    tables_attach(digits: Vec<u32>) =>
        |s| Ok(AnyCommand::Tables(TablesCommand::Attach { digits: s.tiles(&digits)? }));
    /// Not holding the pieces: the next player answers (Multiplication tables).
    tables_pass() => |_| Ok(AnyCommand::Tables(TablesCommand::Pass));

    /// Lays one equation for `seat` from `start`, across or `down`: `line` is the whole line as
    /// it will read, the pieces already on the table it crosses included (`12+3=15`; `x`, `*`,
    /// `:` and `/` are read as × and ÷), its `=` from the shared pool when `equalsFromPool`.
    /// A character that is no piece is `EditRefused`; a line the rules refuse is
    /// `NotAllowedNow`, with the reason.
    pytagora_lay(start: Cell, down: bool, line: String, equals_from_pool: bool) => |s| {
        let placement = Placement { start, dir: direction(down), pieces: s.pieces(&line, false)? };
        Ok(AnyCommand::Pytagora(PytagoraCommand::Lay { placement, equals_from_pool }))
    };
    /// "I cannot make an equation": the first time in a turn every piece goes back, ten new ones
    /// are drawn, −5, and the turn goes on; the second time the turn passes.
    pytagora_stuck() => |_| Ok(AnyCommand::Pytagora(PytagoraCommand::Stuck));
    /// Pass-and-play: the player in turn has the device; their rack shows.
    pytagora_ready() => |_| Ok(AnyCommand::Pytagora(PytagoraCommand::Ready));

    /// Lays tiles for `seat` from `start`, across or `down`: `line` is the stretch as it will
    /// read, tiles already on the board included (`/` is the fraction bar, `:` and `÷` divide,
    /// `.` or `,` the decimal point). A character that is no tile is `EditRefused`; a play the
    /// rules refuse is `NotAllowedNow`, with the reason.
    crossword_lay(start: Cell, down: bool, line: String) => |s| {
        let placement = Placement { start, dir: direction(down), pieces: s.pieces(&line, true)? };
        Ok(AnyCommand::Crossword(FrenchCommand::Lay { placement }))
    };
    /// Rule 11: replaces `member` (from 0, between the `=` signs) of the equation through `cell`
    /// (across, or `down`) with the tiles of `line`, keeping its value.
    crossword_transform(cell: Cell, down: bool, member: u32, line: String) => |s| {
        let pieces = s.pieces(&line, true)?;
        let t = FrenchTransform { cell, dir: direction(down), member: member as usize, pieces };
        Ok(AnyCommand::Crossword(FrenchCommand::Transform(t)))
    };
    /// Puts the tiles of `tiles` back in the bag and draws as many of each colour (the turn is
    /// used).
    crossword_exchange(tiles: String) =>
        |s| Ok(AnyCommand::Crossword(FrenchCommand::Exchange { tiles: s.pieces(&tiles, true)? }));
    /// Passes the turn.
    crossword_pass() => |_| Ok(AnyCommand::Crossword(FrenchCommand::Pass));
    /// The challenge rule: `seat` says the last play is false (a false play is taken back, a
    /// wrong challenger loses their next turn).
    crossword_challenge() => |_| Ok(AnyCommand::Crossword(FrenchCommand::Challenge));
    /// Pass-and-play: the player in turn has the device; their rack shows.
    crossword_ready() => |_| Ok(AnyCommand::Crossword(FrenchCommand::Ready));

    /// The player to play takes the device after the hand-over screen (Mathable with hidden
    /// racks): their rack shows.
    mathable_take_device() => |_| Ok(AnyCommand::Mathable(MathableCommand::TakeDevice));
    /// Chooses the rack tile `value` for `seat` (its legal squares are then highlighted when the
    /// setting is on); `None` puts it back.
    mathable_select(value: Option<u32>) => |s| {
        let value = value.map(|v| s.tile(v)).transpose()?;
        Ok(AnyCommand::Mathable(MathableCommand::Select(value)))
    };
    /// Puts the rack tile `value` on `cell` for `seat`.
    mathable_place(value: u32, cell: Cell) =>
        |s| Ok(AnyCommand::Mathable(MathableCommand::Play(MathableAction::Place { value: s.tile(value)?, cell })));
    /// Answers the extra-tile question: yes (`take`) or no.
    mathable_extra(take: bool) => |_| Ok(AnyCommand::Mathable(if take {
        MathableCommand::Play(MathableAction::TakeExtra)
    } else {
        MathableCommand::Play(MathableAction::DeclineExtra)
    }));
    /// Ends `seat`'s turn (a pass when nothing was placed).
    mathable_end_turn() => |_| Ok(AnyCommand::Mathable(MathableCommand::Play(MathableAction::Pass)));
    /// Exchanges these rack tiles instead of placing (the whole turn).
    mathable_exchange(tiles: Vec<u32>) =>
        |s| Ok(AnyCommand::Mathable(MathableCommand::Play(MathableAction::Exchange(s.tiles(&tiles)?))));
    /// `seat` agrees to end the game (it ends when every person agrees).
    mathable_agree_end() => |_| Ok(AnyCommand::Mathable(MathableCommand::Play(MathableAction::AgreeEnd)));
}

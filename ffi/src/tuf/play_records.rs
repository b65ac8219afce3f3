//! Records mirroring a TUF match's setup, commands, events and table view
//! (`tuffest_core::tuf::play`), and the conversions. Only conversion lives here.

use tuffest_core::lang::Lang;
use tuffest_core::tuf::play::computer::{ScriptedMove, Strength};
use tuffest_core::tuf::play::view::{
    Buttons, CubeView, DeclarationView, HandOverView, ItemView, MatchSheetView, PhaseView,
    PlayerView, RoundSheetView, ScoreRowView, TableView, TimerView,
};
use tuffest_core::tuf::play::{
    Command, Device, Event, MatchConfig, PlayMode, SeatConfig, SeatKind, TimerSchedule,
};
use tuffest_core::tuf::roll::{OperatorPreset, Roll};
use tuffest_core::tuf::Face;

use super::records::{TufFace, TufGame, TufPlacement, TufRole, TufSettings, TufShift};
use crate::error::TuffestError;

/// How well a computer player plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufStrength {
    /// Slow and short equations.
    Beginner,
    /// A fair opponent.
    Casual,
    /// Quick and long equations.
    Strong,
    /// Finds the best equation fast.
    Unbeatable,
}

/// A move of a scripted seat: set this layout (and declare it, except in solitaire) once
/// `after_ms` have passed since the round started.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufScriptedMove {
    /// Time since the round started.
    pub after_ms: u64,
    /// The layout, in the text notation.
    pub text: String,
}

/// Who sits in a seat.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum TufSeatKind {
    /// A person at the device.
    Human,
    /// A computer player of this strength.
    Computer {
        /// How well it plays.
        strength: TufStrength,
    },
    /// A computer seat that plays given layouts at given times (tutorials, demos, tests).
    Scripted {
        /// The moves, in order.
        moves: Vec<TufScriptedMove>,
    },
}

/// One seat of a match.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufSeat {
    /// The player's name.
    pub name: String,
    /// Person or computer.
    pub kind: TufSeatKind,
}

/// The device the table is played on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufDevice {
    /// A phone: two people face to face.
    Phone,
    /// A tablet: up to four people, one on each side.
    Tablet,
}

/// How the people share the device.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufPlayMode {
    /// Everyone plays at once around the device (computer seats play too).
    Table {
        /// Phone or tablet.
        device: TufDevice,
    },
    /// The duplicate format: the same roll and time for each player in turn behind a
    /// hand-over screen (people only).
    PassAndPlay,
}

/// Which timer each declaration sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufTimerSchedule {
    /// Red for TUF, yellow for TUFFER, blue for TUFFEST and after.
    Standard,
    /// Yellow for TUF, blue for TUFFER and after.
    Faster,
    /// Blue for every declaration.
    BlueOnly,
    /// The chosen timers run one after the other as one window for every declaration.
    Combined {
        /// Include the red timer (3 min).
        red: bool,
        /// Include the yellow timer (2 min).
        yellow: bool,
        /// Include the blue timer (1 min).
        blue: bool,
    },
}

/// Game 1A's ways of presetting the four red cubes (`TufGameInfo.operator_presets` lists those a
/// game offers; `tufOperatorPresetLabel` gives each one's label).
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufOperatorPreset {
    /// `+ + + +`
    FourPlus,
    /// `+ + − −`
    TwoPlusTwoMinus,
    /// `+ − − −`
    OnePlusThreeMinus,
    /// `− − − −`
    FourMinus,
}

/// Everything a match needs to start. Start from `tufMatchConfig(game, seats, seed)` (the
/// game's defaults) and change what the players choose.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct TufMatchConfig {
    /// The game.
    pub game: TufGame,
    /// The settings the players agreed.
    pub settings: TufSettings,
    /// The seats, 1 to 4.
    pub seats: Vec<TufSeat>,
    /// Table or pass-and-play.
    pub mode: TufPlayMode,
    /// How many rounds (the rulebook's match is five).
    pub rounds: u32,
    /// Which timer each declaration sets.
    pub schedule: TufTimerSchedule,
    /// The constant-cube race's preset symbol (an orange face), which makes the match a race.
    pub race_symbol: Option<TufFace>,
    /// Game 1A: set the red cubes instead of rolling them.
    pub operator_preset: Option<TufOperatorPreset>,
    /// The time limit of a solitaire round or pass-and-play turn (none: the game's default).
    pub limit_ms: Option<u64>,
    /// A limit before the first declaration (none in the rulebook).
    pub opening_limit_ms: Option<u64>,
    /// Whether a declaration must be a true equation when made.
    pub checked_declarations: bool,
    /// The share code of a fixed roll for every seat and round; none rolls afresh.
    pub roll_code: Option<String>,
    /// The seed of every roll and computer player of the match.
    pub seed: u64,
}

impl From<TufFace> for Face {
    fn from(f: TufFace) -> Self {
        match f {
            TufFace::Digit { value } => Face::Digit(value),
            TufFace::Ten => Face::Ten,
            TufFace::DottedZero => Face::DottedZero,
            TufFace::Plus => Face::Plus,
            TufFace::Minus => Face::Minus,
            TufFace::Times => Face::Times,
            TufFace::Divide => Face::Divide,
            TufFace::Paren => Face::Paren,
            TufFace::Fraction { denominator } => Face::Fraction(denominator),
            TufFace::Equals => Face::Equals,
            TufFace::Percent => Face::Percent,
            TufFace::Pi => Face::Pi,
            TufFace::Log => Face::Log,
            TufFace::J => Face::J,
            TufFace::Tan => Face::Tan,
            TufFace::Chi => Face::Chi,
        }
    }
}

fn strength_in(s: TufStrength) -> Strength {
    match s {
        TufStrength::Beginner => Strength::Beginner,
        TufStrength::Casual => Strength::Casual,
        TufStrength::Strong => Strength::Strong,
        TufStrength::Unbeatable => Strength::Unbeatable,
    }
}

fn strength_out(s: Strength) -> TufStrength {
    match s {
        Strength::Beginner => TufStrength::Beginner,
        Strength::Casual => TufStrength::Casual,
        Strength::Strong => TufStrength::Strong,
        Strength::Unbeatable => TufStrength::Unbeatable,
    }
}

impl From<TufSeat> for SeatConfig {
    fn from(s: TufSeat) -> Self {
        SeatConfig {
            name: s.name,
            kind: match s.kind {
                TufSeatKind::Human => SeatKind::Human,
                TufSeatKind::Computer { strength } => SeatKind::Computer {
                    strength: strength_in(strength),
                },
                TufSeatKind::Scripted { moves } => SeatKind::Scripted {
                    moves: moves
                        .into_iter()
                        .map(|m| ScriptedMove {
                            after_ms: m.after_ms,
                            text: m.text,
                        })
                        .collect(),
                },
            },
        }
    }
}

impl From<SeatConfig> for TufSeat {
    fn from(s: SeatConfig) -> Self {
        TufSeat {
            name: s.name,
            kind: match s.kind {
                SeatKind::Human => TufSeatKind::Human,
                SeatKind::Computer { strength } => TufSeatKind::Computer {
                    strength: strength_out(strength),
                },
                SeatKind::Scripted { moves } => TufSeatKind::Scripted {
                    moves: moves
                        .into_iter()
                        .map(|m| TufScriptedMove {
                            after_ms: m.after_ms,
                            text: m.text,
                        })
                        .collect(),
                },
            },
        }
    }
}

fn mode_in(m: TufPlayMode) -> PlayMode {
    match m {
        TufPlayMode::Table { device } => PlayMode::Table {
            device: match device {
                TufDevice::Phone => Device::Phone,
                TufDevice::Tablet => Device::Tablet,
            },
        },
        TufPlayMode::PassAndPlay => PlayMode::PassAndPlay,
    }
}

fn mode_out(m: PlayMode) -> TufPlayMode {
    match m {
        PlayMode::Table { device } => TufPlayMode::Table {
            device: match device {
                Device::Phone => TufDevice::Phone,
                Device::Tablet => TufDevice::Tablet,
            },
        },
        PlayMode::PassAndPlay => TufPlayMode::PassAndPlay,
    }
}

fn schedule_in(s: TufTimerSchedule) -> TimerSchedule {
    match s {
        TufTimerSchedule::Standard => TimerSchedule::Standard,
        TufTimerSchedule::Faster => TimerSchedule::Faster,
        TufTimerSchedule::BlueOnly => TimerSchedule::BlueOnly,
        TufTimerSchedule::Combined { red, yellow, blue } => {
            TimerSchedule::Combined { red, yellow, blue }
        }
    }
}

fn schedule_out(s: TimerSchedule) -> TufTimerSchedule {
    match s {
        TimerSchedule::Standard => TufTimerSchedule::Standard,
        TimerSchedule::Faster => TufTimerSchedule::Faster,
        TimerSchedule::BlueOnly => TufTimerSchedule::BlueOnly,
        TimerSchedule::Combined { red, yellow, blue } => {
            TufTimerSchedule::Combined { red, yellow, blue }
        }
    }
}

pub(crate) fn preset_in(p: TufOperatorPreset) -> OperatorPreset {
    match p {
        TufOperatorPreset::FourPlus => OperatorPreset::FourPlus,
        TufOperatorPreset::TwoPlusTwoMinus => OperatorPreset::TwoPlusTwoMinus,
        TufOperatorPreset::OnePlusThreeMinus => OperatorPreset::OnePlusThreeMinus,
        TufOperatorPreset::FourMinus => OperatorPreset::FourMinus,
    }
}

pub(crate) fn preset_out(p: OperatorPreset) -> TufOperatorPreset {
    match p {
        OperatorPreset::FourPlus => TufOperatorPreset::FourPlus,
        OperatorPreset::TwoPlusTwoMinus => TufOperatorPreset::TwoPlusTwoMinus,
        OperatorPreset::OnePlusThreeMinus => TufOperatorPreset::OnePlusThreeMinus,
        OperatorPreset::FourMinus => TufOperatorPreset::FourMinus,
    }
}

impl TryFrom<TufMatchConfig> for MatchConfig {
    type Error = TuffestError;

    fn try_from(c: TufMatchConfig) -> Result<Self, TuffestError> {
        match_config(c, Lang::En)
    }
}

/// The core's setup from the record; a roll code that cannot be read is refused in `lang`.
pub(crate) fn match_config(c: TufMatchConfig, lang: Lang) -> Result<MatchConfig, TuffestError> {
    let roll = match &c.roll_code {
        Some(code) => Some(Roll::from_code(code).map_err(|e| TuffestError::roll(&e, lang))?),
        None => None,
    };
    Ok(MatchConfig {
        game: c.game.into(),
        settings: c.settings.into(),
        seats: c.seats.into_iter().map(Into::into).collect(),
        mode: mode_in(c.mode),
        rounds: c.rounds,
        schedule: schedule_in(c.schedule),
        race_symbol: c.race_symbol.map(Into::into),
        operator_preset: c.operator_preset.map(preset_in),
        limit_ms: c.limit_ms,
        opening_limit_ms: c.opening_limit_ms,
        checked_declarations: c.checked_declarations,
        roll,
        seed: c.seed,
    })
}

impl From<MatchConfig> for TufMatchConfig {
    fn from(c: MatchConfig) -> Self {
        TufMatchConfig {
            game: c.game.into(),
            settings: c.settings.into(),
            seats: c.seats.into_iter().map(Into::into).collect(),
            mode: mode_out(c.mode),
            rounds: c.rounds,
            schedule: schedule_out(c.schedule),
            race_symbol: c.race_symbol.map(Into::into),
            operator_preset: c.operator_preset.map(preset_out),
            limit_ms: c.limit_ms,
            opening_limit_ms: c.opening_limit_ms,
            checked_declarations: c.checked_declarations,
            roll_code: c.roll.as_ref().map(Roll::code),
            seed: c.seed,
        }
    }
}

/// One command from a seat (a touch, a typed line, a button).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum TufCommand {
    /// Places roll cube `cube` at layout position `at` (past the end appends).
    Place {
        /// The cube's index in the roll.
        cube: u32,
        /// The position in the layout.
        at: u32,
    },
    /// Moves the item at `from` to `to`.
    Move {
        /// From this position.
        from: u32,
        /// To this position.
        to: u32,
    },
    /// Takes the item at `at` out of the layout.
    Remove {
        /// The position.
        at: u32,
    },
    /// Puts the cube at `at` on the line, raised (negative), as an exponent or a subscript.
    SetPlacement {
        /// The position.
        at: u32,
        /// Where it goes.
        placement: TufPlacement,
    },
    /// Sets the role of the cube at `at`.
    SetRole {
        /// The position.
        at: u32,
        /// The role.
        role: TufRole,
    },
    /// Inserts or removes a gap at `at`.
    ToggleGap {
        /// The position.
        at: u32,
    },
    /// Replaces the layout with one read from the text notation (`4 + 2 = 6`).
    SetText {
        /// The text.
        text: String,
    },
    /// Takes every cube back.
    Clear,
    /// Declares (TUF, TUFFER, …), calls the race equation, or says "done" in solitaire.
    Declare,
    /// Calls TUF ERROR on the declarer (cutthroat).
    Challenge,
    /// Pass-and-play: the next player took the device and starts their turn.
    TakeTurn,
    /// Ends the round now; the layouts are judged as they stand.
    EndRound,
    /// Starts the next round after the score sheet.
    NextRound,
}

impl From<TufCommand> for Command {
    fn from(c: TufCommand) -> Self {
        match c {
            TufCommand::Place { cube, at } => Command::Place { cube, at },
            TufCommand::Move { from, to } => Command::Move { from, to },
            TufCommand::Remove { at } => Command::Remove { at },
            TufCommand::SetPlacement { at, placement } => Command::SetPlacement {
                at,
                placement: placement.into(),
            },
            TufCommand::SetRole { at, role } => Command::SetRole {
                at,
                role: role.into(),
            },
            TufCommand::ToggleGap { at } => Command::ToggleGap { at },
            TufCommand::SetText { text } => Command::SetText { text },
            TufCommand::Clear => Command::Clear,
            TufCommand::Declare => Command::Declare,
            TufCommand::Challenge => Command::Challenge,
            TufCommand::TakeTurn => Command::TakeTurn,
            TufCommand::EndRound => Command::EndRound,
            TufCommand::NextRound => Command::NextRound,
        }
    }
}

/// Something that happened, in order, for the shells to turn into sound, haptics and banners.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum TufEvent {
    /// A round began (the cubes are rolled).
    RoundStarted {
        /// The round's number, from 1.
        round: u32,
    },
    /// Ten seconds or less remain on the running timer.
    TimerLastTenSeconds,
    /// The running timer ran out (the shells buzz).
    TimerExpired,
    /// A player declared (in the race, called an equation; in solitaire, said they are done).
    Declared {
        /// The seat.
        seat: u32,
        /// The word called ("TUF", "TUFFER", …).
        call: String,
        /// The cube value declared.
        value: i32,
        /// The length of the window the declaration set, in ms (0 when no timer was set).
        window_ms: u64,
    },
    /// The declarer of the moment was bested.
    Bested {
        /// The bested seat.
        seat: u32,
        /// The seat that bested them.
        by: u32,
    },
    /// A TUF ERROR challenge was judged.
    ChallengeResolved {
        /// Who called TUF ERROR.
        challenger: u32,
        /// The declarer challenged.
        declarer: u32,
        /// Whether the declarer's equation was wrong (the challenger wins).
        declarer_wrong: bool,
        /// The points the challenger gains (positive) or loses (negative).
        points: i32,
    },
    /// Pass-and-play: the device goes to this seat (the hand-over screen shows).
    HandOver {
        /// The seat to hand the device to.
        seat: u32,
    },
    /// Pass-and-play: a seat's turn began.
    TurnStarted {
        /// The seat.
        seat: u32,
    },
    /// A computer player changed its layout.
    ComputerMoved {
        /// The seat.
        seat: u32,
    },
    /// The round is over and scored.
    RoundOver {
        /// The round's number.
        round: u32,
    },
    /// The match is over.
    MatchOver {
        /// The seats with the highest total (more than one when tied).
        winners: Vec<u32>,
    },
    /// The match was paused.
    Paused,
    /// The match was resumed.
    Resumed,
}

impl From<Event> for TufEvent {
    fn from(e: Event) -> Self {
        match e {
            Event::RoundStarted { round } => TufEvent::RoundStarted { round },
            Event::TimerLastTenSeconds => TufEvent::TimerLastTenSeconds,
            Event::TimerExpired => TufEvent::TimerExpired,
            Event::Declared {
                seat,
                call,
                value,
                window_ms,
            } => TufEvent::Declared {
                seat,
                call,
                value,
                window_ms,
            },
            Event::Bested { seat, by } => TufEvent::Bested { seat, by },
            Event::ChallengeResolved {
                challenger,
                declarer,
                declarer_wrong,
                points,
            } => TufEvent::ChallengeResolved {
                challenger,
                declarer,
                declarer_wrong,
                points,
            },
            Event::HandOver { seat } => TufEvent::HandOver { seat },
            Event::TurnStarted { seat } => TufEvent::TurnStarted { seat },
            Event::ComputerMoved { seat } => TufEvent::ComputerMoved { seat },
            Event::RoundOver { round } => TufEvent::RoundOver { round },
            Event::MatchOver { winners } => TufEvent::MatchOver { winners },
            Event::Paused => TufEvent::Paused,
            Event::Resumed => TufEvent::Resumed,
        }
    }
}

/// A cube of a player's roll, as drawn at the table.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufCubeView {
    /// The glyph to draw on the cube (`½`, `π`, `−`, `0̇`).
    pub glyph: String,
    /// Where the game lets this cube go (the tray's drag targets).
    pub placements: Vec<TufPlacement>,
    /// Its index in the roll (the `Place` command's number).
    pub index: u32,
    /// The face as printed (`4`, `+`, `1/2`, `(x)`, `pi`).
    pub face: String,
    /// The colour's name (`blue`, `green`, `red`, `yellow`, `white`, `orange`).
    pub colour: String,
    /// A label for screen readers.
    pub spoken: String,
    /// Whether it is in the layout.
    pub used: bool,
}

/// One item of a layout, as drawn at the table.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufItemView {
    /// The glyph to draw (`½`, `π`, `−`, `0̇`; `|` for a gap).
    pub glyph: String,
    /// The placements the game allows for this cube (empty for a gap).
    pub placements: Vec<TufPlacement>,
    /// The roles the game allows for this cube (empty for a gap).
    pub roles: Vec<TufRole>,
    /// Its position in the layout.
    pub position: u32,
    /// A gap rather than a cube.
    pub is_gap: bool,
    /// The roll index of the cube (none for a gap).
    pub cube: Option<u32>,
    /// The face (`|` for a gap).
    pub face: String,
    /// The colour's name (empty for a gap).
    pub colour: String,
    /// A label for screen readers.
    pub spoken: String,
    /// The role the player chose.
    pub role: TufRole,
    /// Where it sits, as drawn: on the line, raised as a negative sign, in an exponent or a
    /// subscript (`depth` says how deep).
    pub placement: TufPlacement,
    /// How far from the line (0 on the line).
    pub depth: u32,
    /// The shifts from the line, outermost first.
    pub shifts: Vec<TufShift>,
}

/// Which buttons are live.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct TufButtons {
    /// Declare (the call word is the player's `call`).
    pub declare: bool,
    /// Edit the layout.
    pub edit: bool,
    /// TUF ERROR.
    pub challenge: bool,
    /// Pass-and-play: "I have the device, start my turn".
    pub take_turn: bool,
    /// End the round now.
    pub end_round: bool,
    /// Next round.
    pub next_round: bool,
    /// Resume (the match is paused).
    pub resume: bool,
    /// Ask for a hint (`TufMatch.hint`): a person playing alone or against computers only,
    /// while their round is going.
    pub hint: bool,
}

/// One seat as drawn.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufPlayerView {
    /// The layout as a screen reader says it, as mathematics when it reads (empty when hidden).
    pub spoken: String,
    /// The seat.
    pub seat: u32,
    /// The name.
    pub name: String,
    /// A computer player.
    pub is_computer: bool,
    /// How much the seat's part of the screen is rotated (table mode).
    pub rotation_degrees: u32,
    /// Pass-and-play: the layout is hidden from whoever holds the device.
    pub hidden: bool,
    /// The roll code (share it to play the same cubes again).
    pub roll_code: String,
    /// The cubes.
    pub cubes: Vec<TufCubeView>,
    /// The layout's items.
    pub items: Vec<TufItemView>,
    /// The layout in the text notation.
    pub text: String,
    /// The layout in normal notation (empty when it cannot be read).
    pub normal: String,
    /// Whether the layout is a true equation now.
    pub valid: bool,
    /// Why not, in the view's language.
    pub reason: Option<String>,
    /// Its cube value (if it were correct).
    pub value: i32,
    /// Every cube is placed.
    pub uses_all_cubes: bool,
    /// The declarer of the moment.
    pub is_declarer: bool,
    /// The layout cannot be changed now.
    pub frozen: bool,
    /// Called (race), done (solitaire), or turn over.
    pub finished: bool,
    /// Bested as declarer (cutthroat: back to zero until equalled).
    pub bested: bool,
    /// Caught in a TUF ERROR.
    pub in_error: bool,
    /// What this seat would call if it declared now (TUF, TUFFER, …, solitaire's DONE), in the
    /// view's language (French: ENCORE TUFFEST, FINI, …).
    pub call: String,
    /// Why it cannot declare now, in the view's language (empty when it can).
    pub declare_blocked: String,
    /// The live buttons.
    pub buttons: TufButtons,
    /// This round's points, once scored.
    pub round_points: Option<i32>,
    /// The match total so far.
    pub total: i32,
}

/// The running timer.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufTimerView {
    /// `red`, `yellow`, `blue`, `combined` or `limit`.
    pub colour: String,
    /// Time left.
    pub remaining_ms: u64,
    /// The window's full length.
    pub window_ms: u64,
    /// Ten seconds or less left.
    pub last_ten_seconds: bool,
    /// Run out.
    pub expired: bool,
}

/// A declaration as listed.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufDeclarationView {
    /// Who.
    pub seat: u32,
    /// Their name.
    pub name: String,
    /// The call.
    pub call: String,
    /// The value declared.
    pub value: i32,
    /// Struck by TUF ERROR.
    pub struck: bool,
}

/// The hand-over screen (pass-and-play).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufHandOverView {
    /// The seat to hand over to.
    pub seat: u32,
    /// Their name.
    pub name: String,
    /// What the screen says, in the view's language.
    pub message: String,
}

/// A row of a round's score sheet.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufScoreRowView {
    /// The seat.
    pub seat: u32,
    /// The name.
    pub name: String,
    /// The round's points.
    pub points: i32,
    /// Points from TUF ERROR challenges.
    pub challenge_points: i32,
    /// Why, in the view's language (`final declarer: double`, `déclarant final : double`, …).
    pub note: String,
    /// The equation judged (text notation).
    pub text: String,
    /// In normal notation.
    pub normal: String,
    /// Correct or not.
    pub valid: bool,
    /// Why not, in the view's language.
    pub reason: Option<String>,
}

/// A round's score sheet.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufRoundSheetView {
    /// The round.
    pub round: u32,
    /// The rows.
    pub rows: Vec<TufScoreRowView>,
}

/// The match's score sheet.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufMatchSheetView {
    /// The players' names, in seat order.
    pub names: Vec<String>,
    /// Each round's points, one row per round, one column per seat.
    pub rounds: Vec<Vec<i32>>,
    /// The totals.
    pub totals: Vec<i32>,
    /// The leaders (the winners once over; several when tied).
    pub leaders: Vec<u32>,
    /// The leaders are tied.
    pub tie: bool,
    /// The match is over.
    pub over: bool,
}

/// The phase as drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TufPhaseView {
    /// Everyone plays.
    Playing,
    /// The hand-over screen.
    HandOver,
    /// A pass-and-play turn.
    Turn,
    /// The round's score sheet.
    RoundOver,
    /// The match's final score sheet.
    MatchOver,
}

/// The whole table: everything a TUF match screen draws.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufTableView {
    /// The game (`1`, `1B`, `1C(a)`, …).
    pub game: String,
    /// `standard`, `cutthroat`, `race` or `solitaire`.
    pub variant: String,
    /// The race's symbol.
    pub race_symbol: Option<String>,
    /// The round's number.
    pub round: u32,
    /// Rounds in the match.
    pub rounds: u32,
    /// The phase.
    pub phase: TufPhaseView,
    /// Paused (the app is in the background).
    pub paused: bool,
    /// The declarer of the moment.
    pub declarer: Option<u32>,
    /// The value standing (to beat).
    pub declared_value: Option<i32>,
    /// The declarer's call.
    pub declarer_call: Option<String>,
    /// The next call word (TUF, TUFFER, …, solitaire's DONE), in the view's language.
    pub next_call: String,
    /// The line about the state of play, in the view's language: paused, a hand-over or a
    /// turn, who declared what and how much is to beat, the race's symbol, a TUF ERROR, the end
    /// of a round or the match's winners. Show it as it is.
    pub status: String,
    /// The timer, when one is set.
    pub timer: Option<TufTimerView>,
    /// The seats.
    pub players: Vec<TufPlayerView>,
    /// The declarations so far.
    pub declarations: Vec<TufDeclarationView>,
    /// The hand-over screen, when it shows.
    pub hand_over: Option<TufHandOverView>,
    /// The round's score sheet, once over.
    pub round_sheet: Option<TufRoundSheetView>,
    /// The match's score sheet.
    pub match_sheet: TufMatchSheetView,
    /// The solitaire round's par (the solver's best for the roll), once the round is over.
    pub par: Option<TufParView>,
    /// Buttons of the shared screen (end round, next round, resume).
    pub buttons: TufButtons,
}

/// The par of a solitaire round: the solver's best equation for the roll.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufParView {
    /// The best cube value (0 when the roll makes no equation).
    pub value: i32,
    /// One equation of that value, in the text notation (empty when none).
    pub text: String,
    /// The same in normal notation.
    pub normal: String,
    /// Whether nothing better exists (proved; always for games 1-3 and 1C(b)).
    pub proved: bool,
}

/// A hint: step 1 says how good the best equation is, step 2 which cubes it uses, step 3 the
/// whole equation.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TufHint {
    /// The step shown (1, 2 or 3; 0 when the roll makes no equation).
    pub step: u8,
    /// The hint as a sentence to show.
    pub sentence: String,
    /// Step 1: the best cube value.
    pub value: Option<i32>,
    /// Step 2: the roll's cube ids the equation uses.
    pub cubes: Vec<u32>,
    /// Step 3: the equation in the text notation.
    pub text: Option<String>,
    /// Step 3: the equation in normal notation.
    pub normal: Option<String>,
}

impl From<tuffest_core::tuf::solver::Hint> for TufHint {
    fn from(h: tuffest_core::tuf::solver::Hint) -> Self {
        TufHint::in_language(h, Lang::En)
    }
}

impl TufHint {
    /// The hint with its sentence in `lang`.
    pub(crate) fn in_language(h: tuffest_core::tuf::solver::Hint, lang: Lang) -> Self {
        use tuffest_core::tuf::solver::Hint;
        let sentence = h.sentence_in(lang);
        let empty = TufHint {
            step: 0,
            sentence,
            value: None,
            cubes: Vec::new(),
            text: None,
            normal: None,
        };
        match h {
            Hint::HowGood { value, .. } => TufHint {
                step: 1,
                value: Some(value),
                ..empty
            },
            Hint::WhichCubes { cubes, .. } => TufHint {
                step: 2,
                cubes: cubes.into_iter().map(u32::from).collect(),
                ..empty
            },
            Hint::Equation { text, normal } => TufHint {
                step: 3,
                text: Some(text),
                normal: Some(normal),
                ..empty
            },
            Hint::NoEquation => empty,
        }
    }
}

fn buttons(b: Buttons) -> TufButtons {
    TufButtons {
        declare: b.declare,
        edit: b.edit,
        challenge: b.challenge,
        take_turn: b.take_turn,
        end_round: b.end_round,
        next_round: b.next_round,
        resume: b.resume,
        hint: b.hint,
    }
}

fn cube(c: CubeView) -> TufCubeView {
    TufCubeView {
        glyph: c.glyph,
        placements: c.placements.into_iter().map(Into::into).collect(),
        index: c.index,
        face: c.face,
        colour: c.colour,
        spoken: c.spoken,
        used: c.used,
    }
}

fn item(i: ItemView) -> TufItemView {
    TufItemView {
        glyph: i.glyph,
        placements: i.placements.into_iter().map(Into::into).collect(),
        roles: i.roles.into_iter().map(Into::into).collect(),
        position: i.position,
        is_gap: i.is_gap,
        cube: i.cube,
        face: i.face,
        colour: i.colour,
        spoken: i.spoken,
        role: i.role.into(),
        placement: i.placement.into(),
        depth: i.depth,
        shifts: i.shifts.into_iter().map(Into::into).collect(),
    }
}

fn player(p: PlayerView) -> TufPlayerView {
    TufPlayerView {
        spoken: p.spoken,
        seat: p.seat,
        name: p.name,
        is_computer: p.is_computer,
        rotation_degrees: p.rotation_degrees,
        hidden: p.hidden,
        roll_code: p.roll_code,
        cubes: p.cubes.into_iter().map(cube).collect(),
        items: p.items.into_iter().map(item).collect(),
        text: p.text,
        normal: p.normal,
        valid: p.valid,
        reason: p.reason,
        value: p.value,
        uses_all_cubes: p.uses_all_cubes,
        is_declarer: p.is_declarer,
        frozen: p.frozen,
        finished: p.finished,
        bested: p.bested,
        in_error: p.in_error,
        call: p.call,
        declare_blocked: p.declare_blocked,
        buttons: buttons(p.buttons),
        round_points: p.round_points,
        total: p.total,
    }
}

fn timer(t: TimerView) -> TufTimerView {
    TufTimerView {
        colour: t.colour,
        remaining_ms: t.remaining_ms,
        window_ms: t.window_ms,
        last_ten_seconds: t.last_ten_seconds,
        expired: t.expired,
    }
}

fn declaration(d: DeclarationView) -> TufDeclarationView {
    TufDeclarationView {
        seat: d.seat,
        name: d.name,
        call: d.call,
        value: d.value,
        struck: d.struck,
    }
}

fn hand_over(h: HandOverView) -> TufHandOverView {
    TufHandOverView {
        seat: h.seat,
        name: h.name,
        message: h.message,
    }
}

fn round_sheet(s: RoundSheetView) -> TufRoundSheetView {
    TufRoundSheetView {
        round: s.round,
        rows: s
            .rows
            .into_iter()
            .map(|r: ScoreRowView| TufScoreRowView {
                seat: r.seat,
                name: r.name,
                points: r.points,
                challenge_points: r.challenge_points,
                note: r.note,
                text: r.text,
                normal: r.normal,
                valid: r.valid,
                reason: r.reason,
            })
            .collect(),
    }
}

fn match_sheet(s: MatchSheetView) -> TufMatchSheetView {
    TufMatchSheetView {
        names: s.names,
        rounds: s.rounds,
        totals: s.totals,
        leaders: s.leaders,
        tie: s.tie,
        over: s.over,
    }
}

impl From<TableView> for TufTableView {
    fn from(v: TableView) -> Self {
        TufTableView {
            game: v.game,
            variant: v.variant,
            race_symbol: v.race_symbol,
            round: v.round,
            rounds: v.rounds,
            phase: match v.phase {
                PhaseView::Playing => TufPhaseView::Playing,
                PhaseView::HandOver => TufPhaseView::HandOver,
                PhaseView::Turn => TufPhaseView::Turn,
                PhaseView::RoundOver => TufPhaseView::RoundOver,
                PhaseView::MatchOver => TufPhaseView::MatchOver,
            },
            paused: v.paused,
            declarer: v.declarer,
            declared_value: v.declared_value,
            declarer_call: v.declarer_call,
            next_call: v.next_call,
            status: v.status,
            timer: v.timer.map(timer),
            players: v.players.into_iter().map(player).collect(),
            declarations: v.declarations.into_iter().map(declaration).collect(),
            hand_over: v.hand_over.map(hand_over),
            round_sheet: v.round_sheet.map(round_sheet),
            match_sheet: match_sheet(v.match_sheet),
            par: v.par.map(|p| TufParView {
                value: p.value,
                text: p.text,
                normal: p.normal,
                proved: p.proved,
            }),
            buttons: buttons(v.buttons),
        }
    }
}

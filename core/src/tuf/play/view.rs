//! What a shell draws: plain records of strings, integers, bools, vecs, options and small
//! enums (they map to UniFFI records). A shell needs no rule to draw them: which buttons are
//! live, what to hide in pass-and-play, the call word, the timer's colour and time are all here.

use super::config::{MatchConfig, PlayMode, Variant};
use super::race;
use super::round::{Round, RoundPhase, Seat};
use super::scoring::{RoundResult, SeatScore};
use super::seats::rotation_degrees;
use super::session::Match;
use super::status::{call_in, hand_over_message, status};
use crate::lang::Lang;
use crate::tuf::board::{options_for, Board, Placement};
use crate::tuf::cubes::Colour;
use crate::tuf::layout::{Item, Role, Shift};
use crate::tuf::notation;
use crate::tuf::settings::Settings;
use crate::tuf::spoken;
use crate::tuf::verdict::{check, check_text};
use serde::{Deserialize, Serialize};

/// A cube of a player's roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufCubeView"))]
pub struct CubeView {
    /// Its index in the roll (the `place` command's number).
    pub index: u32,
    /// The face as printed (`4`, `+`, `1/2`, `(x)`, `pi`).
    pub face: String,
    /// The glyph to draw on the cube (`½`, `π`, `−`, `0̇`).
    pub glyph: String,
    /// The colour's name (`blue`, `green`, `red`, `yellow`, `white`, `orange`).
    pub colour: String,
    /// A label for screen readers.
    pub spoken: String,
    /// Whether it is in the layout.
    pub used: bool,
    /// Where the game lets this cube go (for the tray's drag targets).
    pub placements: Vec<Placement>,
}

/// One item of a layout.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufItemView"))]
pub struct ItemView {
    /// Its position in the layout.
    pub position: u32,
    /// A gap rather than a cube.
    pub is_gap: bool,
    /// The roll index of the cube (none for a gap).
    pub cube: Option<u32>,
    /// The face (`|` for a gap).
    pub face: String,
    /// The glyph to draw (`½`, `π`, `−`, `0̇`; `|` for a gap).
    pub glyph: String,
    /// The colour's name (empty for a gap).
    pub colour: String,
    /// A label for screen readers.
    pub spoken: String,
    /// The role the player chose.
    pub role: Role,
    /// Where it sits, as drawn: on the line, raised as a negative sign, in an exponent or a
    /// subscript (`depth` says how deep).
    pub placement: Placement,
    /// How far from the line (0 on the line).
    pub depth: u32,
    /// The shifts from the line, outermost first.
    pub shifts: Vec<Shift>,
    /// The placements the game allows for this cube (empty for a gap).
    pub placements: Vec<Placement>,
    /// The roles the game allows for this cube (empty for a gap).
    pub roles: Vec<Role>,
}

/// The par of a solitaire round: the solver's best equation for the roll, shown after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufParView"))]
pub struct ParView {
    /// The best cube value (0 when the roll makes no equation).
    pub value: i32,
    /// One equation of that value, in the text notation (empty when none).
    pub text: String,
    /// The same in normal notation.
    pub normal: String,
    /// Whether nothing better exists (proved; always for games 1-3 and 1C(b)).
    pub proved: bool,
}

/// Which buttons are live for a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufButtons"))]
pub struct Buttons {
    /// Declare (the call word is [`PlayerView::call`]).
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
    /// Ask for a hint ([`crate::tuf::play::Match::hint`]): offered to a person who plays alone
    /// or against computer players only (a hint would be unfair against other people), while
    /// their round is going. Taking one marks the match assisted in the history.
    #[serde(default)]
    pub hint: bool,
}

/// One seat as drawn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufPlayerView"))]
pub struct PlayerView {
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
    pub cubes: Vec<CubeView>,
    /// The layout's items.
    pub items: Vec<ItemView>,
    /// The layout in the text notation.
    pub text: String,
    /// The layout in normal notation (empty when it cannot be read).
    pub normal: String,
    /// The layout as a screen reader says it, as mathematics when it reads (empty when hidden).
    pub spoken: String,
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
    pub buttons: Buttons,
    /// This round's points, once scored.
    pub round_points: Option<i32>,
    /// The match total so far.
    pub total: i32,
}

/// The running timer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufTimerView"))]
pub struct TimerView {
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufDeclarationView"))]
pub struct DeclarationView {
    /// Who.
    pub seat: u32,
    /// Their name.
    pub name: String,
    /// The call (as [`PlayerView::call`]).
    pub call: String,
    /// The value declared.
    pub value: i32,
    /// Struck by TUF ERROR.
    pub struck: bool,
}

/// The hand-over screen (pass-and-play).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufHandOverView"))]
pub struct HandOverView {
    /// The seat to hand over to.
    pub seat: u32,
    /// Their name.
    pub name: String,
    /// What the screen says, in the view's language.
    pub message: String,
}

/// A row of a round's score sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufScoreRowView"))]
pub struct ScoreRowView {
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufRoundSheetView"))]
pub struct RoundSheetView {
    /// The round.
    pub round: u32,
    /// The rows.
    pub rows: Vec<ScoreRowView>,
}

/// The match's score sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufMatchSheetView"))]
pub struct MatchSheetView {
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufPhaseView"))]
pub enum PhaseView {
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

/// The whole table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufTableView"))]
pub struct TableView {
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
    pub phase: PhaseView,
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
    /// of a round or the match's winners. Shells show it as it is.
    pub status: String,
    /// The timer, when one is set.
    pub timer: Option<TimerView>,
    /// The seats.
    pub players: Vec<PlayerView>,
    /// The declarations so far.
    pub declarations: Vec<DeclarationView>,
    /// The hand-over screen, when it shows.
    pub hand_over: Option<HandOverView>,
    /// The round's score sheet, once over.
    pub round_sheet: Option<RoundSheetView>,
    /// The match's score sheet.
    pub match_sheet: MatchSheetView,
    /// The solitaire round's par, once the round is over.
    pub par: Option<ParView>,
    /// Buttons of the shared screen (end round, next round, resume).
    pub buttons: Buttons,
    /// Several people play at once on this device (table mode with two or more people): every
    /// seat's board shows, turned towards its player. Otherwise the device shows one board,
    /// [`TableView::device_seat`]'s.
    #[serde(default)]
    pub table_mode: bool,
    /// The seat this device acts for: the person whose board it shows and who presses the
    /// shared buttons (end the round, next round, a hint). In pass-and-play the seat the device
    /// is handed to or whose turn it is; otherwise (and in table mode) the first person.
    #[serde(default)]
    pub device_seat: u32,
}

fn cubes_view(board: &Board, hidden: bool, settings: &Settings, lang: Lang) -> Vec<CubeView> {
    let unused = board.unused();
    board
        .roll()
        .cubes
        .iter()
        .enumerate()
        .map(|(i, c)| CubeView {
            index: i as u32,
            face: c.face.roll_token(),
            glyph: c.face.glyph().to_string(),
            colour: c.colour.name().to_string(),
            spoken: format!("{} {}", colour_word(c.colour, lang), c.face.spoken_in(lang)),
            used: !hidden && !unused.contains(&(i as u16)),
            placements: options_for(c.face, settings).placements,
        })
        .collect()
}

fn colour_word(colour: Colour, lang: Lang) -> &'static str {
    match colour {
        Colour::Blue => lang.pick("blue", "bleu"),
        Colour::Green => lang.pick("green", "vert"),
        Colour::Red => lang.pick("red", "rouge"),
        Colour::Yellow => lang.pick("yellow", "jaune"),
        Colour::White => lang.pick("white", "blanc"),
        Colour::Orange => lang.pick("orange", "orange"),
    }
}

fn items_view(board: &Board, settings: &Settings, lang: Lang) -> Vec<ItemView> {
    board
        .layout()
        .items
        .iter()
        .enumerate()
        .map(|(position, item)| {
            let script = item.script();
            let shifts = script.shifts();
            let placement = match (item, shifts.first()) {
                (_, Some(Shift::Up)) => Placement::Exponent,
                (_, Some(Shift::Down)) => Placement::Subscript,
                (Item::Cube(c), None) if c.role == Role::Negative => Placement::Negative,
                _ => Placement::Inline,
            };
            match item {
                Item::Cube(c) => ItemView {
                    position: position as u32,
                    is_gap: false,
                    cube: c.cube.map(u32::from),
                    face: notation::cube_text(c).to_string(),
                    glyph: c.face.glyph().to_string(),
                    colour: c.face.colour().name().to_string(),
                    spoken: c.face.spoken_in(lang),
                    role: c.role,
                    placement,
                    depth: u32::from(script.depth()),
                    shifts,
                    placements: options_for(c.face, settings).placements,
                    roles: options_for(c.face, settings).roles,
                },
                Item::Gap(_) => ItemView {
                    position: position as u32,
                    is_gap: true,
                    cube: None,
                    face: "|".to_string(),
                    glyph: "|".to_string(),
                    colour: String::new(),
                    spoken: lang.pick("gap", "espace").to_string(),
                    role: Role::Plain,
                    placement,
                    depth: u32::from(script.depth()),
                    shifts,
                    placements: Vec::new(),
                    roles: Vec::new(),
                },
            }
        })
        .collect()
}

fn hidden_for(round: &Round, seat: usize, pass_and_play: bool) -> bool {
    if !pass_and_play {
        return false;
    }
    match round.phase() {
        RoundPhase::Over => false,
        RoundPhase::Turn { seat: s } => s as usize != seat,
        _ => true,
    }
}

fn player_view(m: &Match, seat: usize, totals: &[i32], lang: Lang) -> PlayerView {
    let round = m.round();
    let config = m.config();
    let s: &Seat = &round.seats()[seat];
    let seat_config = &config.seats[seat];
    let is_computer = seat_config.is_computer();
    let hidden = hidden_for(round, seat, config.mode == PlayMode::PassAndPlay);
    let verdict = check(s.board.layout(), m.settings());
    let live = !m.is_paused() && !m.is_over() && !is_computer;
    let people = config.seats.iter().filter(|c| !c.is_computer()).count();
    let declare = round.can_declare(seat);
    let is_declarer = round.declarer_seat() == Some(seat);
    let buttons = Buttons {
        declare: live && declare.is_ok(),
        edit: live && round.can_edit(seat).is_ok(),
        challenge: live && round.can_challenge(seat).is_ok(),
        take_turn: live
            && matches!(round.phase(), RoundPhase::HandOver { seat: h } if h as usize == seat),
        end_round: !m.is_paused() && round.phase() != RoundPhase::Over,
        next_round: !m.is_paused() && !m.is_over() && round.phase() == RoundPhase::Over,
        resume: m.is_paused(),
        hint: live && round.can_edit(seat).is_ok() && people == 1,
    };
    let round_points = round
        .result()
        .and_then(|r| r.scores.get(seat))
        .map(|r| r.points);
    let (items, text, normal, valid, reason, value) = if hidden {
        (Vec::new(), String::new(), String::new(), false, None, 0)
    } else {
        (
            items_view(&s.board, m.settings(), lang),
            notation::print(s.board.layout()),
            verdict.normal.clone(),
            verdict.valid,
            verdict.reason_in(lang),
            verdict.potential_value,
        )
    };
    PlayerView {
        seat: seat as u32,
        name: seat_config.name.clone(),
        is_computer,
        rotation_degrees: rotation_degrees(config, seat),
        hidden,
        roll_code: s.board.roll().code(),
        cubes: cubes_view(&s.board, hidden, m.settings(), lang),
        items,
        text,
        normal,
        spoken: if hidden {
            String::new()
        } else {
            spoken::layout(s.board.layout(), m.settings(), lang)
        },
        valid,
        reason,
        value,
        uses_all_cubes: !hidden && s.board.uses_all_cubes(),
        is_declarer,
        frozen: round.can_edit(seat).is_err(),
        finished: s.finished,
        bested: s.bested_by.is_some(),
        in_error: s.in_error,
        call: call_in(round.next_call(), lang),
        declare_blocked: declare.err().map(|e| e.text_in(lang)).unwrap_or_default(),
        buttons,
        round_points,
        total: totals.get(seat).copied().unwrap_or(0),
    }
}

/// Why a row of the score sheet is not correct, in `lang`. The stored reason is English (it is
/// kept in snapshots and the history): the equation is judged again under the match's
/// settings, and a true equation that still scored as not correct broke the race's rule.
fn row_reason(m: &Match, r: &SeatScore, lang: Lang) -> Option<String> {
    if r.valid || r.reason.is_none() {
        return r.reason.clone();
    }
    let verdict = check_text(&r.text, m.settings());
    match (verdict.valid, m.config().variant()) {
        (false, _) => verdict.reason_in(lang).or_else(|| r.reason.clone()),
        (true, Variant::Race { symbol }) => Some(race::missing_symbol_reason(symbol, lang)),
        (true, _) => r.reason.clone(),
    }
}

fn sheet(m: &Match, result: &RoundResult, lang: Lang) -> RoundSheetView {
    RoundSheetView {
        round: result.round,
        rows: result
            .scores
            .iter()
            .map(|r| ScoreRowView {
                seat: r.seat,
                name: m
                    .config()
                    .seats
                    .get(r.seat as usize)
                    .map(|s| s.name.clone())
                    .unwrap_or_default(),
                points: r.points,
                challenge_points: r.challenge_points,
                note: r.note.text_in(lang),
                text: r.text.clone(),
                normal: r.normal.clone(),
                valid: r.valid,
                reason: row_reason(m, r, lang),
            })
            .collect(),
    }
}

/// The view of the whole table at game time `now_ms`, in English.
pub fn table(m: &Match, now_ms: u64) -> TableView {
    table_in(m, now_ms, Lang::En)
}

/// The view of the whole table at game time `now_ms`, every word for players in `lang`:
/// spoken labels, reasons, why declaring is refused, the hand-over screen, score notes, the
/// status line and solitaire's call word.
pub fn table_in(m: &Match, now_ms: u64, lang: Lang) -> TableView {
    let round = m.round();
    let config = m.config();
    let totals = m.totals();
    let players: Vec<PlayerView> = (0..round.seats().len())
        .map(|i| player_view(m, i, &totals, lang))
        .collect();
    let name = |seat: u32| {
        config
            .seats
            .get(seat as usize)
            .map(|s| s.name.clone())
            .unwrap_or_default()
    };
    let clock = round.clock();
    let timer = clock.kind().map(|kind| {
        let remaining_ms = clock.remaining_ms(now_ms).unwrap_or(0);
        TimerView {
            colour: kind.name().to_string(),
            remaining_ms,
            window_ms: clock.window_ms().unwrap_or(0),
            last_ten_seconds: remaining_ms <= crate::timer::WARNING_MS,
            expired: remaining_ms == 0,
        }
    });
    let phase = match round.phase() {
        RoundPhase::Playing => PhaseView::Playing,
        RoundPhase::HandOver { .. } => PhaseView::HandOver,
        RoundPhase::Turn { .. } => PhaseView::Turn,
        RoundPhase::Over if m.is_over() => PhaseView::MatchOver,
        RoundPhase::Over => PhaseView::RoundOver,
    };
    let hand_over = match round.phase() {
        RoundPhase::HandOver { seat } => Some(HandOverView {
            seat,
            name: name(seat),
            message: hand_over_message(&name(seat), lang),
        }),
        _ => None,
    };
    let leaders = m.winners();
    let buttons = Buttons {
        end_round: !m.is_paused() && round.phase() != RoundPhase::Over,
        next_round: !m.is_paused() && !m.is_over() && round.phase() == RoundPhase::Over,
        resume: m.is_paused(),
        ..Buttons::default()
    };
    let current = round.current_declaration();
    let device_seat = match round.phase() {
        RoundPhase::HandOver { seat } => seat,
        _ => device_seat(&players, config),
    };
    TableView {
        game: config.game.code().to_string(),
        variant: match config.variant() {
            Variant::Standard => "standard",
            Variant::Cutthroat => "cutthroat",
            Variant::Race { .. } => "race",
            Variant::Solitaire => "solitaire",
        }
        .to_string(),
        race_symbol: config.race_symbol.map(|f| f.symbol().to_string()),
        round: round.rules().number,
        rounds: config.rounds,
        phase,
        paused: m.is_paused(),
        declarer: current.map(|d| d.seat),
        declared_value: round.standing_value(),
        declarer_call: current.map(|d| call_in(&d.call, lang)),
        next_call: call_in(round.next_call(), lang),
        status: status(m, lang),
        timer,
        players,
        declarations: round
            .declarations()
            .iter()
            .map(|d| DeclarationView {
                seat: d.seat,
                name: name(d.seat),
                call: call_in(&d.call, lang),
                value: d.value,
                struck: d.struck,
            })
            .collect(),
        hand_over,
        round_sheet: round.result().map(|r| sheet(m, r, lang)),
        match_sheet: MatchSheetView {
            names: config.seats.iter().map(|s| s.name.clone()).collect(),
            rounds: m.results().iter().map(RoundResult::points).collect(),
            totals,
            tie: leaders.len() > 1,
            leaders,
            over: m.is_over(),
        },
        par: m.par_view().cloned(),
        buttons,
        table_mode: table_mode(config),
        device_seat,
    }
}

/// Whether several people play at once on the device (table mode with two or more people).
fn table_mode(config: &MatchConfig) -> bool {
    matches!(config.mode, PlayMode::Table { .. }) && config.human_count() >= 2
}

/// The seat the device acts for outside a hand-over: the first person whose board is not
/// hidden (in pass-and-play, the one whose turn it is), else the first person (a match has one
/// at least).
fn device_seat(players: &[PlayerView], config: &MatchConfig) -> u32 {
    players
        .iter()
        .find(|p| !p.hidden && !p.is_computer)
        .map(|p| p.seat)
        .or_else(|| {
            config
                .seats
                .iter()
                .position(|s| !s.is_computer())
                .map(|i| i as u32)
        })
        .unwrap_or(0)
}

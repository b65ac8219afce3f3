//! Math Horseshoes at the boundary: the [`HorseshoesRound`] object over
//! `tuffest_core::horseshoes::round::HorseshoesRound` (key entry, views in English or French,
//! saves, the history record), puzzles, judging a typed expression, and the game's title,
//! summary and rules page.

use std::sync::{Arc, Mutex};

use tuffest_core::horseshoes::guide;
use tuffest_core::horseshoes::puzzle::{Puzzle, PuzzleError};
use tuffest_core::horseshoes::round::{
    self as core_round, KeyView, LiveValue, ResultView, RoundError, RoundEvent, RoundView, Screen,
    TileView,
};
use tuffest_core::horseshoes::{judge, Verdict};
use tuffest_core::lang::Lang;

use crate::error::{sentence, TuffestError};
use crate::lock::lock;
use crate::tuf::guide::TuffestLanguage;

/// A Math Horseshoes puzzle: computing numbers and a target.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HorseshoesPuzzle {
    /// The computing numbers (4 to 6, each 1 to 20), each used exactly once.
    pub numbers: Vec<u32>,
    /// The target, 100 to 2000.
    pub target: u32,
    /// The share code of the puzzle.
    pub code: String,
}

impl From<&Puzzle> for HorseshoesPuzzle {
    fn from(p: &Puzzle) -> Self {
        HorseshoesPuzzle {
            numbers: p.numbers().to_vec(),
            target: p.target(),
            code: p.code(),
        }
    }
}

/// The verdict on one expression: its value and its points.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HorseshoesVerdict {
    /// The points, 0 to 10.
    pub score: u32,
    /// Whether the expression is valid (well formed, every number once, has a value).
    pub valid: bool,
    /// The exact value (`399`, `19/2`) when rational.
    pub exact: Option<String>,
    /// The value as a decimal with 12 places (or a description of an astronomical value).
    pub decimal: Option<String>,
    /// Why the expression is invalid, as a sentence.
    pub error: Option<String>,
    /// The expression in canonical text (or as typed when it could not be read).
    pub expression: String,
}

impl From<&Verdict> for HorseshoesVerdict {
    fn from(v: &Verdict) -> Self {
        HorseshoesVerdict {
            score: v.score,
            valid: v.valid,
            exact: v.exact.clone(),
            decimal: v.decimal.clone(),
            error: v.error.clone(),
            expression: v.expression.clone(),
        }
    }
}

/// One player's revealed result.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HorseshoesResult {
    /// The player's name.
    pub name: String,
    /// The answer as written, in the rulebook's symbols (empty when none).
    pub answer: String,
    /// The answer read aloud as mathematics (for TalkBack and VoiceOver).
    pub spoken: String,
    /// The value as shown (`399`, `9.5`, `≈ 177.377`); none when invalid.
    pub value: Option<String>,
    /// How the score follows from the distance to the target, as a sentence; none when invalid.
    pub band: Option<String>,
    /// The verdict, with its reason and decimal in the view's language.
    pub verdict: HorseshoesVerdict,
}

impl From<&ResultView> for HorseshoesResult {
    fn from(r: &ResultView) -> Self {
        HorseshoesResult {
            name: r.name.clone(),
            answer: r.answer.clone(),
            spoken: r.spoken.clone(),
            value: r.value.clone(),
            band: r.band.clone(),
            verdict: (&r.verdict).into(),
        }
    }
}

/// A number tile: a computing number, usable once.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HorseshoesTile {
    /// The tile's index (from 0), to pass to `press_number`.
    pub index: u32,
    /// The computing number.
    pub value: u32,
    /// Whether the tile is already in the answer (then pressing it is refused).
    pub used: bool,
    /// What a screen reader says: "17", or "17, used".
    pub spoken: String,
}

impl From<&TileView> for HorseshoesTile {
    fn from(t: &TileView) -> Self {
        HorseshoesTile {
            index: u32::try_from(t.index).unwrap_or(u32::MAX),
            value: t.value,
            used: t.used,
            spoken: t.spoken.clone(),
        }
    }
}

/// A key of the keypad, in the order to draw them: `+ − × ÷ ^ √ ( ) ⌫ C`.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HorseshoesKey {
    /// The name to pass to `press_key`: `+ - * / ^ sqrt ( ) back clear`.
    pub key: String,
    /// The symbol drawn on the key.
    pub label: String,
    /// What a screen reader says for the key.
    pub spoken: String,
}

impl From<&KeyView> for HorseshoesKey {
    fn from(k: &KeyView) -> Self {
        HorseshoesKey {
            key: k.key.clone(),
            label: k.label.clone(),
            spoken: k.spoken.clone(),
        }
    }
}

/// The value of a complete, valid draft and the score it would get if time were called now.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HorseshoesLive {
    /// The value as shown: `399`, `9.5`, `≈ 177.377` (French `≈ 177,377`).
    pub value: String,
    /// The exact value (`399`, `19/2`) when rational.
    pub exact: Option<String>,
    /// The value as a decimal with 12 places in the language's notation.
    pub decimal: String,
    /// The points, 0 to 10.
    pub score: u32,
    /// How that score follows from the distance to the target, as a sentence.
    pub band: String,
}

impl From<LiveValue> for HorseshoesLive {
    fn from(l: LiveValue) -> Self {
        HorseshoesLive {
            value: l.value,
            exact: l.exact,
            decimal: l.decimal,
            score: l.score,
            band: l.band,
        }
    }
}

/// What the screen shows.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum HorseshoesScreen {
    /// "Pass the device to …" (the puzzle is hidden).
    HandOver {
        /// The next player's name.
        name: String,
        /// What to do, as a sentence: pass the device, then tap to start the three minutes.
        message: String,
    },
    /// The puzzle, the clock and the answer being written.
    Writing {
        /// The player's name.
        name: String,
        /// The answer so far as text (the same as `display`; kept for older shells).
        draft: String,
        /// The answer as shown, in the rulebook's symbols: `√((17 + 3)^4) − 1`.
        display: String,
        /// The answer read aloud as mathematics, for TalkBack and VoiceOver.
        spoken: String,
        /// The keys and numbers as pressed, each as shown on its key.
        entry: Vec<String>,
        /// The number tiles in the puzzle's order, each used or not.
        tiles: Vec<HorseshoesTile>,
        /// The keypad, in order.
        keys: Vec<HorseshoesKey>,
        /// Whether nothing is wrong so far (it can still become a well-formed answer).
        valid_so_far: bool,
        /// Why the draft is not (yet) a valid answer, as a sentence (the first mistake when
        /// `valid_so_far` is false); none when it is valid or nothing is written yet.
        draft_problem: Option<String>,
        /// The draft's value and provisional score, when it is a whole valid answer.
        live: Option<HorseshoesLive>,
    },
    /// Everyone's result and the solver's best expression.
    Reveal {
        /// The results in player order.
        results: Vec<HorseshoesResult>,
        /// The solver's best expression, in the rulebook's symbols.
        best_expression: Option<String>,
        /// The best expression read aloud.
        best_spoken: Option<String>,
        /// Its value.
        best_value: Option<String>,
        /// How its score follows from its distance to the target.
        best_band: Option<String>,
        /// Its score.
        best_score: Option<u32>,
    },
}

/// Everything a Math Horseshoes screen draws, with no rule left to apply.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HorseshoesView {
    /// The screen.
    pub screen: HorseshoesScreen,
    /// The computing numbers (empty on the hand-over screen).
    pub numbers: Vec<u32>,
    /// The target (none on the hand-over screen).
    pub target: Option<u32>,
    /// The puzzle's share code.
    pub code: String,
    /// Time left for the current player.
    pub remaining_ms: u64,
    /// The whole turn's time (three minutes), for drawing the timer's ring.
    pub window_ms: u64,
    /// Whether the clock is paused.
    pub paused: bool,
    /// One line on where the round is: whose turn, numbers still to use, who won.
    pub status: String,
    /// Whether "start my turn" is live.
    pub can_start: bool,
    /// Whether editing the answer is live.
    pub can_edit: bool,
    /// Whether "submit" is live.
    pub can_submit: bool,
    /// Whether "pause" is live.
    pub can_pause: bool,
    /// Whether "resume" is live.
    pub can_resume: bool,
}

impl From<RoundView> for HorseshoesView {
    fn from(v: RoundView) -> Self {
        HorseshoesView {
            screen: match v.screen {
                Screen::HandOver { name, message } => HorseshoesScreen::HandOver { name, message },
                Screen::Writing {
                    name,
                    draft,
                    display,
                    spoken,
                    entry,
                    tiles,
                    keys,
                    valid_so_far,
                    draft_problem,
                    live,
                } => HorseshoesScreen::Writing {
                    name,
                    draft,
                    display,
                    spoken,
                    entry,
                    tiles: tiles.iter().map(Into::into).collect(),
                    keys: keys.iter().map(Into::into).collect(),
                    valid_so_far,
                    draft_problem,
                    live: live.map(Into::into),
                },
                Screen::Reveal {
                    results,
                    best_expression,
                    best_spoken,
                    best_value,
                    best_band,
                    best_score,
                } => HorseshoesScreen::Reveal {
                    results: results.iter().map(Into::into).collect(),
                    best_expression,
                    best_spoken,
                    best_value,
                    best_band,
                    best_score,
                },
            },
            numbers: v.numbers,
            target: v.target,
            code: v.code,
            remaining_ms: v.remaining_ms,
            window_ms: v.window_ms,
            paused: v.paused,
            status: v.status,
            can_start: v.can_start,
            can_edit: v.can_edit,
            can_submit: v.can_submit,
            can_pause: v.can_pause,
            can_resume: v.can_resume,
        }
    }
}

/// Something the shell turns into a sound or a buzz.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum HorseshoesEvent {
    /// Ten seconds left for the current player.
    LastTenSeconds,
    /// Time was called for the current player.
    TimeExpired,
    /// A player's turn ended (by submitting or by time).
    TurnOver {
        /// The player's index, from 0.
        player: u32,
    },
    /// All answers are in and scored.
    RoundOver,
}

fn events(list: Vec<RoundEvent>) -> Vec<HorseshoesEvent> {
    list.into_iter()
        .map(|e| match e {
            RoundEvent::LastTenSeconds => HorseshoesEvent::LastTenSeconds,
            RoundEvent::TimeExpired => HorseshoesEvent::TimeExpired,
            RoundEvent::TurnOver { player } => HorseshoesEvent::TurnOver {
                player: u32::try_from(player).unwrap_or(u32::MAX),
            },
            RoundEvent::RoundOver => HorseshoesEvent::RoundOver,
        })
        .collect()
}

/// A refused round command as the boundary's error, with its sentence in `lang`.
fn round_error(e: RoundError, lang: Lang) -> TuffestError {
    let text = e.text_in(lang);
    match e {
        RoundError::PlayerCount(_) => TuffestError::invalid_setup(text),
        RoundError::NotNow
        | RoundError::NotYourTurn
        | RoundError::ComputerSeat
        | RoundError::NoHints
        | RoundError::NoUndo => TuffestError::not_allowed_now(text),
        RoundError::Entry(_) => TuffestError::edit_refused(text),
        RoundError::Damaged(_) | RoundError::FutureVersion(_) => TuffestError::invalid_save(text),
    }
}

impl From<RoundError> for TuffestError {
    fn from(e: RoundError) -> Self {
        round_error(e, Lang::En)
    }
}

impl From<PuzzleError> for TuffestError {
    fn from(e: PuzzleError) -> Self {
        TuffestError::invalid_code(e.to_string())
    }
}

/// A round of Math Horseshoes: solitaire against the three-minute clock, or pass-and-play for
/// 2 to 8 players (the same puzzle, each in turn behind a hand-over screen). Time comes from the
/// shell's monotonic clock as `now_ms`; call `tick` often and draw `view`.
///
/// The answer is entered with `press_number` (a tile) and `press_key` (a key of the view's
/// keypad), or typed with `set_answer`. Views and refusals come in the language set with
/// `set_language` (English until then).
#[derive(Debug, uniffi::Object)]
pub struct HorseshoesRound {
    round: Mutex<core_round::HorseshoesRound>,
    language: Mutex<Lang>,
}

impl HorseshoesRound {
    fn wrap(round: core_round::HorseshoesRound) -> Arc<Self> {
        Arc::new(HorseshoesRound {
            round: Mutex::new(round),
            language: Mutex::new(Lang::En),
        })
    }

    fn with_puzzle(puzzle: Puzzle, players: Vec<String>) -> Result<Arc<Self>, TuffestError> {
        Ok(Self::wrap(core_round::HorseshoesRound::new(
            puzzle, players,
        )?))
    }

    fn lang(&self) -> Lang {
        *lock(&self.language)
    }

    /// Runs a command on the round; a refusal comes back in the round's language.
    fn command<T>(
        &self,
        f: impl FnOnce(&mut core_round::HorseshoesRound) -> Result<T, RoundError>,
    ) -> Result<T, TuffestError> {
        let lang = self.lang();
        f(&mut lock(&self.round)).map_err(|e| round_error(e, lang))
    }
}

#[uniffi::export]
impl HorseshoesRound {
    /// A round on the puzzle with this share code, for these players (1 to 8), starting on the
    /// first hand-over screen.
    #[uniffi::constructor]
    pub fn new(puzzle_code: String, players: Vec<String>) -> Result<Arc<Self>, TuffestError> {
        Self::with_puzzle(Puzzle::from_code(&puzzle_code)?, players)
    }

    /// A round on the puzzle drawn from `seed`.
    #[uniffi::constructor]
    pub fn from_seed(seed: u64, players: Vec<String>) -> Result<Arc<Self>, TuffestError> {
        Self::with_puzzle(Puzzle::from_seed(seed), players)
    }

    /// A round on a puzzle the players set themselves.
    #[uniffi::constructor]
    pub fn from_numbers(
        numbers: Vec<i64>,
        target: i64,
        players: Vec<String>,
    ) -> Result<Arc<Self>, TuffestError> {
        Self::with_puzzle(Puzzle::new(&numbers, target)?, players)
    }

    /// A round restored from the text `save` returned (saves of every earlier version load).
    #[uniffi::constructor]
    pub fn restore(saved: String) -> Result<Arc<Self>, TuffestError> {
        Ok(Self::wrap(core_round::HorseshoesRound::load(&saved)?))
    }

    /// A round restored from a save, with its refusal (a damaged or newer save) in `language`;
    /// the round then speaks `language`.
    #[uniffi::constructor]
    pub fn restore_in(saved: String, language: TuffestLanguage) -> Result<Arc<Self>, TuffestError> {
        let lang = Lang::from(language);
        let round = core_round::HorseshoesRound::load(&saved).map_err(|e| round_error(e, lang))?;
        let r = Self::wrap(round);
        r.set_language(language);
        Ok(r)
    }

    /// The language of the views (`view`, `results`) and of refusals from now on.
    pub fn set_language(&self, language: TuffestLanguage) {
        *lock(&self.language) = language.into();
    }

    /// The round as text, to keep and later pass to `restore`.
    pub fn save(&self) -> String {
        lock(&self.round).save()
    }

    /// The puzzle.
    pub fn puzzle(&self) -> HorseshoesPuzzle {
        lock(&self.round).puzzle().into()
    }

    /// The player on the hand-over screen starts their turn (their clock starts).
    pub fn start_turn(&self, now_ms: u64) -> Result<(), TuffestError> {
        self.command(|r| r.start_turn(now_ms))
    }

    /// Adds the number tile at `index` (a `HorseshoesTile.index`) to the answer; refused
    /// (`EditRefused`) when the tile is already used, or (`NotAllowedNow`) when the clock is not
    /// running.
    pub fn press_number(&self, now_ms: u64, index: u32) -> Result<(), TuffestError> {
        let index = usize::try_from(index).unwrap_or(usize::MAX);
        self.command(|r| r.press_number(now_ms, index))
    }

    /// Presses a keypad key by its `HorseshoesKey.key` (`+ - * / ^ sqrt ( ) back clear`; the
    /// labels `− × ÷ √ ⌫ C` work too): an operation, `√` or a parenthesis is added, `back`
    /// removes the last item, `clear` empties the answer. An unknown key is refused
    /// (`EditRefused`).
    pub fn press_key(&self, now_ms: u64, key: String) -> Result<(), TuffestError> {
        self.command(|r| r.press_key(now_ms, &key))
    }

    /// Removes the last key or number of the answer (nothing happens when it is empty).
    pub fn backspace(&self, now_ms: u64) -> Result<(), TuffestError> {
        self.command(|r| r.backspace(now_ms))
    }

    /// Empties the answer.
    pub fn clear_answer(&self, now_ms: u64) -> Result<(), TuffestError> {
        self.command(|r| r.clear_answer(now_ms))
    }

    /// Replaces the current player's answer with typed text (ASCII or the rulebook's symbols)
    /// while their clock runs; the core reads it into tiles and keys.
    pub fn set_answer(&self, now_ms: u64, text: String) -> Result<(), TuffestError> {
        self.command(|r| r.set_answer(now_ms, &text))
    }

    /// The current player submits their answer (ending their turn).
    pub fn submit(&self, now_ms: u64) -> Result<Vec<HorseshoesEvent>, TuffestError> {
        self.command(|r| r.submit(now_ms)).map(events)
    }

    /// Pauses the clock (the app went to the background).
    pub fn pause(&self, now_ms: u64) {
        lock(&self.round).pause(now_ms);
    }

    /// Resumes the clock with the time it had.
    pub fn resume(&self, now_ms: u64) {
        lock(&self.round).resume(now_ms);
    }

    /// Advances to `now_ms`: the last-ten-seconds warning and time called, once each.
    pub fn tick(&self, now_ms: u64) -> Vec<HorseshoesEvent> {
        events(lock(&self.round).tick(now_ms))
    }

    /// Everything the screen draws at `now_ms`, in the round's language (`set_language`).
    pub fn view(&self, now_ms: u64) -> HorseshoesView {
        let lang = self.lang();
        lock(&self.round).view_in(now_ms, lang).into()
    }

    /// Everything the screen draws at `now_ms`, with every sentence in `language`.
    pub fn view_in(&self, now_ms: u64, language: TuffestLanguage) -> HorseshoesView {
        lock(&self.round).view_in(now_ms, language.into()).into()
    }

    /// The round as a score-history record, to pass to `HistoryStore.record` once revealed
    /// (before that, `finished` is false). `started_at_ms` is the wall-clock start the app noted.
    pub fn history_record(&self, started_at_ms: i64) -> crate::history::FinishedMatch {
        lock(&self.round).history_record(started_at_ms).into()
    }

    /// The revealed results, in player order, in the round's language (empty until the round
    /// is over).
    pub fn results(&self) -> Vec<HorseshoesResult> {
        let lang = self.lang();
        lock(&self.round)
            .results_in(lang)
            .iter()
            .map(Into::into)
            .collect()
    }
}

/// The puzzle drawn from `seed` (the same on every device).
#[uniffi::export]
pub fn horseshoes_puzzle(seed: u64) -> HorseshoesPuzzle {
    (&Puzzle::from_seed(seed)).into()
}

/// Reads a puzzle from its share code.
#[uniffi::export]
pub fn horseshoes_puzzle_from_code(code: String) -> Result<HorseshoesPuzzle, TuffestError> {
    Ok((&Puzzle::from_code(&code)?).into())
}

/// Reads, checks, evaluates and scores a typed expression for the puzzle with this code.
#[uniffi::export]
pub fn horseshoes_judge(
    text: String,
    puzzle_code: String,
) -> Result<HorseshoesVerdict, TuffestError> {
    let puzzle = Puzzle::from_code(&puzzle_code)?;
    Ok((&judge(&text, &puzzle)).into())
}

/// Reads, checks, evaluates and scores a typed expression for the puzzle with this code, with
/// its reason and decimal in `language`.
#[uniffi::export]
pub fn horseshoes_judge_in(
    text: String,
    puzzle_code: String,
    language: TuffestLanguage,
) -> Result<HorseshoesVerdict, TuffestError> {
    let lang = Lang::from(language);
    let puzzle =
        Puzzle::from_code(&puzzle_code).map_err(|e| TuffestError::invalid_code(e.text_in(lang)))?;
    Ok((&judge(&text, &puzzle).in_lang(lang)).into())
}

/// Why an organiser's puzzle would be refused, as a sentence in `language`, or none when it is
/// a valid puzzle (4 to 6 numbers from 1 to 20, a target from 100 to 2000). For a setup screen
/// to show before calling `HorseshoesRound.from_numbers`.
#[uniffi::export]
pub fn horseshoes_puzzle_problem(
    numbers: Vec<i64>,
    target: i64,
    language: TuffestLanguage,
) -> Option<String> {
    Puzzle::new(&numbers, target)
        .err()
        .map(|e| sentence(e.text_in(language.into())))
}

/// Why a share code would be refused, as a sentence in `language`, or none when it is a puzzle.
#[uniffi::export]
pub fn horseshoes_code_problem(code: String, language: TuffestLanguage) -> Option<String> {
    Puzzle::from_code(&code)
        .err()
        .map(|e| sentence(e.text_in(language.into())))
}

/// The game's title: "Math Horseshoes" / "Fers à cheval mathématiques".
#[uniffi::export]
pub fn horseshoes_title(language: TuffestLanguage) -> String {
    guide::title(language.into())
}

/// A one-line summary of the game for the menu.
#[uniffi::export]
pub fn horseshoes_summary(language: TuffestLanguage) -> String {
    guide::summary(language.into())
}

/// The game's rules page, one paragraph per entry (as `tuf_game_rules`).
#[uniffi::export]
pub fn horseshoes_rules(language: TuffestLanguage) -> Vec<String> {
    guide::rules(language.into())
}

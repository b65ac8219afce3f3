//! What a Math Horseshoes screen draws, in English or French, with no rule left to apply: the
//! hand-over screen and its message, the writing screen (target, number tiles used or not, the
//! keypad, the answer as pressed, shown and spoken, whether it is valid so far, and its value
//! and provisional score once complete), the reveal (everyone's answer, value, band and score,
//! and the solver's best expression), and a status line.

use serde::{Deserialize, Serialize};

use super::entry::Entry;
use super::explain::points;
use super::judge;
use super::keys::KEYPAD;
use super::parse::parse_free;
use super::round::{HorseshoesRound, Phase, PlayerResult, ROUND_MS};
use super::Verdict;
use crate::lang::Lang;

/// A number tile: a computing number, usable once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "HorseshoesTile"))]
pub struct TileView {
    /// The tile's index (from 0), to pass to `press_number`.
    pub index: u32,
    /// The computing number.
    pub value: u32,
    /// Whether the tile is already in the answer (then it cannot be pressed again).
    pub used: bool,
    /// What a screen reader says: "17", or "17, used".
    pub spoken: String,
}

/// A key of the keypad, in the order the apps show them (see [`super::keys::KEYPAD`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "HorseshoesKey"))]
pub struct KeyView {
    /// The name to pass to `press_key`: `+ - * / ^ sqrt ( ) back clear`.
    pub key: String,
    /// The symbol drawn on the key: `+ − × ÷ ^ √ ( ) ⌫ C`.
    pub label: String,
    /// What a screen reader says for the key.
    pub spoken: String,
}

/// The value of a complete, valid draft and the score it would get now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "HorseshoesLive"))]
pub struct LiveValue {
    /// The value as shown: `399`, `9.5`, `≈ 177.377` (French `≈ 177,377`).
    pub value: String,
    /// The exact value (`399`, `19/2`) when rational.
    pub exact: Option<String>,
    /// The value as a decimal with 12 places in the language's notation (or a description of an
    /// astronomically large value).
    pub decimal: String,
    /// The points it would score if time were called now, 0..=10.
    pub score: u32,
    /// How that score follows from the distance to the target, as a sentence.
    pub band: String,
}

/// One player's revealed answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "HorseshoesResult"))]
pub struct ResultView {
    /// The player's name.
    pub name: String,
    /// The answer as written, in the rulebook's symbols (empty when nothing was written).
    pub answer: String,
    /// The answer read aloud as mathematics.
    pub spoken: String,
    /// Its value as shown (`399`, `9.5`, `≈ 177.377`); `None` when invalid.
    pub value: Option<String>,
    /// How the score follows from the distance to the target; `None` when invalid.
    pub band: Option<String>,
    /// The verdict, with its reason and decimal in the view's language.
    pub verdict: Verdict,
}

/// What the screen shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "HorseshoesScreen"))]
pub enum Screen {
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
        /// The keys and numbers as pressed, each as shown on its key: `["√", "(", "17", …]`.
        entry: Vec<String>,
        /// The number tiles, in the puzzle's order, each used or not.
        tiles: Vec<TileView>,
        /// The keypad, in order.
        keys: Vec<KeyView>,
        /// Whether nothing is wrong so far (it can still become a well-formed answer).
        valid_so_far: bool,
        /// Why the draft is not (yet) a valid answer, as a sentence (the first mistake when
        /// `valid_so_far` is false); `None` when it is valid or nothing is written yet.
        draft_problem: Option<String>,
        /// The draft's value and provisional score, when it is a whole valid answer.
        live: Option<LiveValue>,
    },
    /// Everyone's result and the solver's best expression.
    Reveal {
        /// The results in player order.
        results: Vec<ResultView>,
        /// The solver's best expression in the rulebook's symbols (bounded grammar).
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

/// The view record: everything a shell draws, with no rule left to apply.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "HorseshoesView"))]
pub struct RoundView {
    /// The screen.
    pub screen: Screen,
    /// The seat whose turn it is (on the hand-over screen or writing), from 0; none once the
    /// results are revealed. A shell sends that seat's presses.
    #[serde(default)]
    pub turn: Option<u32>,
    /// The computing numbers (empty on the hand-over screen).
    pub numbers: Vec<u32>,
    /// The target (`None` on the hand-over screen).
    pub target: Option<u32>,
    /// The puzzle's share code.
    pub code: String,
    /// Time left for the current player.
    pub remaining_ms: u64,
    /// The whole turn's time (three minutes), for drawing the timer's ring.
    #[serde(default)]
    pub window_ms: u64,
    /// Whether the clock is paused.
    pub paused: bool,
    /// One line on where the round is: whose turn, numbers still to use, who won.
    #[serde(default)]
    pub status: String,
    /// Whether "start my turn" is live.
    pub can_start: bool,
    /// Whether "edit the answer" is live.
    pub can_edit: bool,
    /// Whether "submit" is live.
    pub can_submit: bool,
    /// Whether "pause" is live.
    pub can_pause: bool,
    /// Whether "resume" is live.
    pub can_resume: bool,
}

impl HorseshoesRound {
    /// What to draw at `now_ms`, in English.
    pub fn view(&self, now_ms: u64) -> RoundView {
        self.view_in(now_ms, Lang::En)
    }

    /// What to draw at `now_ms`, with every sentence in `lang`.
    pub fn view_in(&self, now_ms: u64, lang: Lang) -> RoundView {
        let running = self.timer.is_running();
        let paused = self.timer.is_paused();
        let writing = matches!(self.phase, Phase::Writing { .. });
        let remaining = if writing {
            self.timer.remaining_ms(now_ms)
        } else {
            ROUND_MS
        };
        let time_left = self.timer.remaining_ms(now_ms) > 0;
        let (screen, show) = match self.phase {
            Phase::HandOver { player } => (self.hand_over(player, lang), false),
            Phase::Writing { player } => (self.writing(player, lang), true),
            Phase::Revealed => (self.reveal_screen(lang), true),
        };
        RoundView {
            screen,
            turn: self.current_seat(),
            numbers: if show {
                self.puzzle.numbers().to_vec()
            } else {
                Vec::new()
            },
            target: show.then(|| self.puzzle.target()),
            code: self.puzzle.code(),
            remaining_ms: remaining,
            window_ms: ROUND_MS,
            paused,
            status: self.status(paused, writing && !time_left, lang),
            can_start: matches!(self.phase, Phase::HandOver { .. }),
            can_edit: writing && running && time_left,
            can_submit: writing && time_left,
            can_pause: writing && running,
            can_resume: writing && paused,
        }
    }

    fn name(&self, player: usize) -> String {
        self.players.get(player).cloned().unwrap_or_default()
    }

    fn hand_over(&self, player: usize, lang: Lang) -> Screen {
        let name = self.name(player);
        let start = lang.pick(
            "Tap when you are ready: your three minutes start then.",
            "Touchez l'écran dès que vous voulez commencer\u{a0}: vos trois minutes partent à ce moment-là.",
        );
        let message = if self.players.len() > 1 {
            match lang {
                Lang::En => format!("Pass the device to {name}. {start}"),
                Lang::Fr => format!("Passez l'appareil à {name}. {start}"),
            }
        } else {
            start.to_string()
        };
        Screen::HandOver { name, message }
    }

    fn writing(&self, player: usize, lang: Lang) -> Screen {
        let empty = Entry::new();
        let entry = self.entries.get(player).unwrap_or(&empty);
        let p = &self.puzzle;
        let draft = self.draft.clone().unwrap_or_else(|| entry.check(p));
        let verdict = &draft.verdict;
        let display = entry.display(p);
        let tiles = p
            .numbers()
            .iter()
            .enumerate()
            .map(|(index, &value)| {
                let used = entry.is_used(index);
                TileView {
                    index: u32::try_from(index).unwrap_or(u32::MAX),
                    value,
                    used,
                    spoken: if used {
                        format!("{value}, {}", lang.pick("used", "déjà utilisé"))
                    } else {
                        value.to_string()
                    },
                }
            })
            .collect();
        let keys = KEYPAD
            .iter()
            .map(|k| KeyView {
                key: k.id().to_string(),
                label: k.label().to_string(),
                spoken: k.spoken(lang).to_string(),
            })
            .collect();
        let live = verdict.valid.then(|| LiveValue {
            value: verdict.value_in(lang).unwrap_or_default(),
            exact: verdict.exact.clone(),
            decimal: verdict.in_lang(lang).decimal.unwrap_or_default(),
            score: verdict.score,
            band: verdict.band_in(lang).unwrap_or_default(),
        });
        Screen::Writing {
            name: self.name(player),
            draft: display.clone(),
            display,
            spoken: entry.spoken(p, lang),
            entry: entry.labels(p),
            tiles,
            keys,
            valid_so_far: draft.valid_so_far,
            draft_problem: if entry.is_empty() {
                None
            } else {
                verdict.error_in(lang)
            },
            live,
        }
    }

    /// The revealed results with every sentence in `lang` (empty before the reveal).
    pub fn results_in(&self, lang: Lang) -> Vec<ResultView> {
        self.results
            .iter()
            .map(|r| result_view(r, self, lang))
            .collect()
    }

    fn reveal_screen(&self, lang: Lang) -> Screen {
        let best = self.best.as_ref().and_then(|(text, score)| {
            let tree = parse_free(text).ok()?;
            let display = tree.symbols();
            let verdict = judge(&display, &self.puzzle);
            Some((display, verdict, *score, tree.spoken(lang)))
        });
        Screen::Reveal {
            results: self.results_in(lang),
            best_spoken: best.as_ref().map(|b| b.3.clone()),
            best_value: best.as_ref().and_then(|b| b.1.value_in(lang)),
            best_band: best.as_ref().and_then(|b| b.1.band_in(lang)),
            best_score: best.as_ref().map(|b| b.2),
            best_expression: best.map(|b| b.0),
        }
    }

    fn status(&self, paused: bool, time_up: bool, lang: Lang) -> String {
        let n = self.players.len();
        match self.phase {
            Phase::HandOver { player } if n > 1 => match lang {
                Lang::En => format!("Turn {} of {n}: {}.", player + 1, self.name(player)),
                Lang::Fr => format!("Tour {} sur {n}\u{a0}: {}.", player + 1, self.name(player)),
            },
            Phase::HandOver { .. } => lang
                .pick(
                    "Solitaire: three minutes against the clock.",
                    "Solitaire\u{a0}: trois minutes contre la montre.",
                )
                .to_string(),
            Phase::Writing { .. } if time_up => {
                lang.pick("Time is up!", "Temps écoulé\u{a0}!").into()
            }
            Phase::Writing { .. } if paused => lang.pick("Paused.", "En pause.").into(),
            Phase::Writing { player } => {
                let empty = Entry::new();
                let entry = self.entries.get(player).unwrap_or(&empty);
                let left = (0..self.puzzle.numbers().len())
                    .filter(|&i| !entry.is_used(i))
                    .count();
                match (left, lang) {
                    (0, Lang::En) => "Every number is used.".into(),
                    (0, Lang::Fr) => "Tous les nombres sont utilisés.".into(),
                    (1, Lang::En) => "1 number still to use.".into(),
                    (1, Lang::Fr) => "Encore 1 nombre à utiliser.".into(),
                    (k, Lang::En) => format!("{k} numbers still to use."),
                    (k, Lang::Fr) => format!("Encore {k} nombres à utiliser."),
                }
            }
            Phase::Revealed => {
                let top = self
                    .results
                    .iter()
                    .map(|r| r.verdict.score)
                    .max()
                    .unwrap_or(0);
                let pts = points(top, lang);
                if n == 1 {
                    return match lang {
                        Lang::En => format!("You scored {pts} out of 10."),
                        Lang::Fr => format!("Vous marquez {pts} sur 10."),
                    };
                }
                let winners: Vec<&str> = self
                    .results
                    .iter()
                    .filter(|r| r.verdict.score == top)
                    .map(|r| r.name.as_str())
                    .collect();
                let who = lang.list(&winners);
                match (winners.len(), lang) {
                    (1, Lang::En) => format!("{who} wins with {pts}."),
                    (1, Lang::Fr) => format!("{who} gagne avec {pts}."),
                    (_, Lang::En) => format!("{who} tie with {pts}."),
                    (_, Lang::Fr) => format!("{who} sont à égalité avec {pts}."),
                }
            }
        }
    }
}

fn result_view(r: &PlayerResult, round: &HorseshoesRound, lang: Lang) -> ResultView {
    let p = round.puzzle();
    ResultView {
        name: r.name.clone(),
        answer: r.answer.clone(),
        spoken: if r.answer.trim().is_empty() {
            lang.pick("no answer", "aucune réponse").to_string()
        } else {
            Entry::read(&r.answer, p).spoken(p, lang)
        },
        value: r.verdict.value_in(lang),
        band: r.verdict.band_in(lang),
        verdict: r.verdict.in_lang(lang),
    }
}

//! Math Horseshoes full-screen: the hand-over screen, the puzzle with its number tiles and
//! keypad (keys or clicks), the answer as written with its live value and score, three minutes
//! counting down, then everyone's answers beside the solver's best. The screen is the round's
//! `RoundView`; every key is one of its commands.

use super::app::Action;
use super::paint::{self, Hit, Target};
use super::pane::Pane;
use super::Input;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use tuffest_core::any_game::{AnyCommand, AnyGame};
use tuffest_core::horseshoes::keys::{Key, KEYPAD};
use tuffest_core::horseshoes::view::{RoundView, Screen};
use tuffest_core::horseshoes::HorseshoesCommand;
use tuffest_core::kit::SeatId;

/// The Horseshoes screen keeps nothing of its own: the round holds the answer.
#[derive(Debug, Default)]
pub struct HorseshoesUi;

fn seat_of(game: &AnyGame) -> SeatId {
    match game {
        AnyGame::Horseshoes(round) => round.current_seat().unwrap_or(0),
        _ => 0,
    }
}

fn keypad_key(c: char) -> Option<Key> {
    Some(match c {
        '+' => Key::Add,
        '-' => Key::Sub,
        '*' | 'x' => Key::Mul,
        '/' | ':' => Key::Div,
        '^' => Key::Pow,
        'r' | 'v' => Key::Sqrt,
        '(' => Key::Open,
        ')' => Key::Close,
        _ => return None,
    })
}

impl HorseshoesUi {
    /// A key: digits 1–6 press the number tiles in order, `+ - * / ^ ( )` and `r` (√) the
    /// keypad, ⌫ takes the last back, Delete clears, Enter hands in (or takes the device).
    pub fn key(&mut self, input: &Input, v: &RoundView, game: &AnyGame) -> Action {
        let Input::Key(code, _) = input else {
            return Action::None;
        };
        let seat = seat_of(game);
        let command = |c: HorseshoesCommand| Action::Command(seat, AnyCommand::Horseshoes(c));
        match (&v.screen, code) {
            (Screen::HandOver { .. }, KeyCode::Enter | KeyCode::Char(' ')) => {
                command(HorseshoesCommand::StartTurn)
            }
            (Screen::Writing { tiles, .. }, KeyCode::Char(c)) => {
                if let Some(d) = c.to_digit(10).filter(|d| (1..=9).contains(d)) {
                    return match tiles.get(d as usize - 1) {
                        Some(t) => command(HorseshoesCommand::Number { index: t.index }),
                        None => Action::None,
                    };
                }
                match (keypad_key(*c), c) {
                    (Some(key), _) => command(HorseshoesCommand::Key { key }),
                    (None, 'p') => Action::TogglePause,
                    _ => Action::None,
                }
            }
            (Screen::Writing { .. }, KeyCode::Backspace) => {
                command(HorseshoesCommand::Key { key: Key::Back })
            }
            (Screen::Writing { .. }, KeyCode::Delete) => {
                command(HorseshoesCommand::Key { key: Key::Clear })
            }
            (Screen::Writing { .. }, KeyCode::Enter) => command(HorseshoesCommand::Submit),
            _ => Action::None,
        }
    }

    /// A click on a number tile, a key or a button.
    pub fn click(&mut self, target: &Target, v: &RoundView, game: &AnyGame) -> Action {
        let seat = seat_of(game);
        let command = |c: HorseshoesCommand| Action::Command(seat, AnyCommand::Horseshoes(c));
        match target {
            Target::Tile(index) => command(HorseshoesCommand::Number { index: *index }),
            Target::Key(i) => match KEYPAD.get(*i) {
                Some(key) => command(HorseshoesCommand::Key { key: *key }),
                None => Action::None,
            },
            Target::Button(_) => self.key(&Input::key(KeyCode::Enter), v, game),
            _ => Action::None,
        }
    }

    /// Draws the round.
    pub fn draw(&self, pane: Pane, v: &RoundView) {
        let (f, area, log) = (pane.f, pane.area, pane.log);
        let (p, lang, hits) = (pane.p, pane.lang, pane.hits);
        let [head, body, foot] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Min(6),
            Constraint::Length(2),
        ])
        .areas(area);
        let target = v.target.map_or(String::from("?"), |t| t.to_string());
        let mut title = vec![Span::styled(
            format!(
                "Math Horseshoes — {} {target}",
                lang.pick("target", "cible")
            ),
            p.accent(),
        )];
        if matches!(v.screen, Screen::Writing { .. }) {
            let style = if v.remaining_ms <= 10_000 {
                p.alarm()
            } else {
                Default::default()
            };
            let paused = if v.paused {
                lang.pick(" (paused)", " (en pause)")
            } else {
                ""
            };
            title.push(Span::styled(
                format!("   ⧗ {}{paused}", paint::mmss(v.remaining_ms)),
                style,
            ));
        }
        let status = Line::from(v.status.clone());
        f.render_widget(Paragraph::new(vec![Line::from(title), status]), head);
        let help = match &v.screen {
            Screen::HandOver { message, .. } => {
                f.render_widget(
                    paint::panel(
                        vec![
                            Line::from(message.clone()),
                            Line::from(""),
                            Line::from(Span::styled(
                                lang.pick("[ Enter: start ]", "[ Entrée : commencer ]"),
                                p.accent(),
                            )),
                        ],
                        lang.pick(" Hand over ", " Passage "),
                    ),
                    body,
                );
                hits.push(Hit {
                    area: body,
                    target: Target::Button('\n'),
                });
                lang.pick(
                    "Enter: start the three minutes · q: menu",
                    "Entrée : lancer les trois minutes · q : menu",
                )
            }
            Screen::Writing {
                name,
                display,
                tiles,
                keys,
                draft_problem,
                live,
                ..
            } => {
                let [tiles_area, keys_area, answer_area, log_area] = Layout::vertical([
                    Constraint::Length(3),
                    Constraint::Length(3),
                    Constraint::Length(4),
                    Constraint::Min(0),
                ])
                .areas(body);
                let block = paint::block(format!(" {name} "));
                let inner = block.inner(tiles_area);
                f.render_widget(block, tiles_area);
                let mut spans = Vec::new();
                for (k, t) in tiles.iter().enumerate() {
                    let style = if t.used {
                        p.style(Default::default()).add_modifier(Modifier::DIM)
                    } else {
                        p.accent().add_modifier(Modifier::REVERSED)
                    };
                    let text = format!("{}:{:>2}", k + 1, t.value);
                    hits.push(Hit {
                        area: Rect::new(inner.x + 6 * k as u16, inner.y, 5, 1),
                        target: Target::Tile(t.index),
                    });
                    spans.push(Span::styled(text, style));
                    spans.push(Span::raw(if t.used { "✓" } else { " " }));
                }
                f.render_widget(Paragraph::new(Line::from(spans)), inner);
                let block = paint::block(lang.pick(" Keys ", " Touches ").into());
                let inner = block.inner(keys_area);
                f.render_widget(block, keys_area);
                let mut spans = Vec::new();
                for (k, key) in keys.iter().enumerate() {
                    hits.push(Hit {
                        area: Rect::new(inner.x + 4 * k as u16, inner.y, 3, 1),
                        target: Target::Key(k),
                    });
                    spans.push(Span::styled(format!("[{}]", key.label), p.accent()));
                    spans.push(Span::raw(" "));
                }
                f.render_widget(Paragraph::new(Line::from(spans)), inner);
                let mut answer = vec![Line::from(if display.is_empty() {
                    lang.pick("(your answer)", "(votre réponse)").to_string()
                } else {
                    display.clone()
                })];
                if let Some(l) = live {
                    answer.push(Line::from(Span::styled(
                        format!(
                            "= {} → {} {} ({})",
                            l.decimal,
                            l.score,
                            lang.pick("points", "points"),
                            l.band
                        ),
                        p.good(),
                    )));
                } else if let Some(problem) = draft_problem {
                    answer.push(Line::from(Span::styled(problem.clone(), p.alarm())));
                }
                f.render_widget(
                    paint::panel(answer, lang.pick(" Answer ", " Réponse ")),
                    answer_area,
                );
                f.render_widget(
                    Paragraph::new(paint::log_lines(log, log_area.height)),
                    log_area,
                );
                lang.pick(
                    "1-6 numbers · + - * / ^ ( ) r(√) keys · ⌫ back · Del clear · Enter hand in · p pause · q menu",
                    "1-6 nombres · + - * / ^ ( ) r(√) touches · ⌫ effacer · Suppr tout effacer · Entrée rendre · p pause · q menu",
                )
            }
            Screen::Reveal {
                results,
                best_expression,
                best_value,
                best_score,
                ..
            } => {
                let mut lines = Vec::new();
                for r in results {
                    let answer = if r.answer.is_empty() {
                        "—"
                    } else {
                        &r.answer
                    };
                    let value = r.value.clone().unwrap_or_default();
                    let line = format!(
                        "{:<12} {:>2} {}  {answer}  {value}",
                        r.name,
                        r.verdict.score,
                        lang.pick("pts", "pts")
                    );
                    lines.push(Line::from(line));
                    if let Some(e) = &r.verdict.error {
                        lines.push(Line::from(Span::styled(format!("   {e}"), p.alarm())));
                    }
                }
                if let (Some(e), Some(s)) = (best_expression, best_score) {
                    lines.push(Line::from(""));
                    lines.push(Line::from(Span::styled(
                        format!(
                            "{}: {e} = {} ({s} {})",
                            lang.pick("Best", "Meilleure"),
                            best_value.clone().unwrap_or_default(),
                            lang.pick("points", "points")
                        ),
                        p.accent(),
                    )));
                }
                f.render_widget(
                    paint::panel(lines, lang.pick(" Results ", " Résultats ")),
                    body,
                );
                lang.pick(
                    "The round is over · q: menu",
                    "La manche est finie · q : menu",
                )
            }
        };
        f.render_widget(Paragraph::new(help).wrap(Wrap { trim: true }), foot);
    }
}

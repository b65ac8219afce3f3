//! Multiplication tables full-screen: the round's multiplication, the lines on the table, the
//! hand of the player asked; digits type the result, Enter attaches it, n passes.

use super::app::Action;
use super::paint;
use super::pane::Pane;
use super::Input;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Constraint, Layout};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use tuffest_core::any_game::AnyCommand;
use tuffest_core::crossword::kids::{TablesCommand, TablesView};

/// The digits typed so far.
#[derive(Debug, Default)]
pub struct TablesUi {
    typed: String,
}

impl TablesUi {
    /// A key: a digit types, ⌫ takes back, Enter attaches, n passes, h hint, p pause.
    pub fn key(&mut self, input: &Input, v: &TablesView) -> Action {
        let Input::Key(code, _) = input else {
            return Action::None;
        };
        let Some(seat) = v.asked else {
            return Action::None;
        };
        let command = |c: TablesCommand| Action::Command(seat, AnyCommand::Tables(c));
        match code {
            KeyCode::Char(c) if c.is_ascii_digit() => {
                if self.typed.len() < 2 {
                    self.typed.push(*c);
                }
                Action::None
            }
            KeyCode::Backspace => {
                self.typed.pop();
                Action::None
            }
            KeyCode::Enter => {
                let digits = self.typed.bytes().map(|b| b - b'0').collect();
                self.typed.clear();
                command(TablesCommand::Attach { digits })
            }
            KeyCode::Char('n') => {
                self.typed.clear();
                command(TablesCommand::Pass)
            }
            KeyCode::Char('h') => Action::Hint(seat),
            KeyCode::Char('p') => Action::TogglePause,
            _ => Action::None,
        }
    }

    /// Draws the table, the hand and the log.
    pub fn draw(&self, pane: Pane, v: &TablesView) {
        let (f, area, log) = (pane.f, pane.area, pane.log);
        let (p, lang) = (pane.p, pane.lang);
        let [body, foot] =
            Layout::vertical([Constraint::Min(6), Constraint::Length(2)]).areas(area);
        let mut text = vec![
            paint::round_heading(
                lang.pick("Multiplication tables", "Tables de multiplication"),
                lang.pick("round", "manche"),
                v.round,
                v.rounds,
                p,
            ),
            Line::from(""),
        ];
        for l in &v.lines {
            text.push(Line::from(format!("  {l}")));
        }
        text.push(Line::from(""));
        for (n, s) in v.names.iter().zip(&v.hand_sizes) {
            text.push(Line::from(format!(
                "{n}: {s} {}",
                lang.pick("pieces", "pièces")
            )));
        }
        if !v.hand.is_empty() {
            text.push(paint::hand_line(&v.hand, lang));
            if let Some(c) = &v.current {
                text.push(Line::from(Span::styled(
                    format!("{c} = {}_", self.typed),
                    p.accent(),
                )));
            }
        }
        text.push(Line::from(""));
        text.push(Line::from(Span::styled(v.status.clone(), p.accent())));
        text.extend(paint::log_lines(log, 4));
        f.render_widget(
            paint::panel(text, lang.pick(" Pytagora ", " Pytagora ")),
            body,
        );
        let help = lang.pick(
            "digits: the result · Enter attach · n pass · h hint · p pause · q menu",
            "chiffres : le résultat · Entrée accrocher · n passer · h indice · p pause · q menu",
        );
        f.render_widget(Paragraph::new(help).wrap(Wrap { trim: true }), foot);
    }
}

//! TUF full-screen: the cubes in their colours (with a letter each), the layout built with a
//! cursor and keys (or clicks), the live verdict in normal notation, the sand timer counting
//! down, the other players' declarations as they come, the score sheets and hints. Every key is
//! one of the match's commands; the screen is the match's `TableView`.

use super::app::Action;
use super::paint::{self, colour_letter, Hit, Palette, Target};
use super::pane::Pane;
use super::Input;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;
use tuffest_core::any_game::AnyCommand;
use tuffest_core::lang::Lang;
use tuffest_core::tuf::board::Placement;
use tuffest_core::tuf::layout::Role;
use tuffest_core::tuf::play::view::{ItemView, PhaseView, PlayerView, TableView};
use tuffest_core::tuf::play::Command;

/// The seat the device acts for: on the hand-over screen the seat taking it, else the person
/// whose equation shows (the only person, or in pass-and-play the one whose turn it is).
fn acting(v: &TableView) -> u32 {
    match (&v.phase, &v.hand_over) {
        (PhaseView::HandOver, Some(h)) => h.seat,
        _ => v
            .players
            .iter()
            .find(|p| !p.hidden && !p.is_computer)
            .map_or(0, |p| p.seat),
    }
}
/// Columns a cube or an item takes on screen: the face right-aligned in three, its colour's
/// letter, a space.
const SLOT: u16 = 5;

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum Focus {
    #[default]
    Cubes,
    Layout,
}

/// What the TUF screen remembers: where the cursor is, and text being typed.
#[derive(Debug, Default)]
pub struct TufUi {
    focus: Focus,
    cube: usize,
    item: usize,
    /// Text notation being typed after `t` (Enter sets the layout, Esc drops it).
    typed: Option<String>,
}

fn cmd(seat: u32, c: Command) -> Action {
    Action::Command(seat, AnyCommand::Tuf(c))
}

impl TufUi {
    /// Whether keys go to typed text (then `q` is a letter, not "leave").
    pub fn typing(&self) -> bool {
        self.typed.is_some()
    }

    /// A key on the TUF screen.
    pub fn key(&mut self, input: &Input, v: &TableView) -> Action {
        let Input::Key(code, _) = input else {
            return Action::None;
        };
        let seat = acting(v);
        let cmd = |c: Command| cmd(seat, c);
        let Some(me) = v.players.get(seat as usize) else {
            return Action::None;
        };
        if let Some(text) = &mut self.typed {
            match code {
                KeyCode::Enter => {
                    let text = std::mem::take(text);
                    self.typed = None;
                    return cmd(Command::SetText { text });
                }
                KeyCode::Esc => self.typed = None,
                KeyCode::Backspace => {
                    text.pop();
                }
                KeyCode::Char(c) => text.push(*c),
                _ => {}
            }
            return Action::None;
        }
        match v.phase {
            PhaseView::HandOver => {
                return match code {
                    KeyCode::Enter | KeyCode::Char(' ') => cmd(Command::TakeTurn),
                    _ => Action::None,
                }
            }
            PhaseView::RoundOver => {
                return match code {
                    KeyCode::Char('n') | KeyCode::Enter => cmd(Command::NextRound),
                    _ => Action::None,
                }
            }
            PhaseView::MatchOver => return Action::None,
            PhaseView::Playing | PhaseView::Turn => {}
        }
        self.clamp(me);
        let at = self.item as u32;
        let role = |role: Role| cmd(Command::SetRole { at, role });
        let placement = |placement: Placement| cmd(Command::SetPlacement { at, placement });
        match code {
            KeyCode::Tab => {
                self.focus = match self.focus {
                    Focus::Cubes => Focus::Layout,
                    Focus::Layout => Focus::Cubes,
                };
                Action::None
            }
            KeyCode::Left => {
                match self.focus {
                    Focus::Cubes => self.cube = self.cube.saturating_sub(1),
                    Focus::Layout => self.item = self.item.saturating_sub(1),
                }
                Action::None
            }
            KeyCode::Right => {
                match self.focus {
                    Focus::Cubes => self.cube += 1,
                    Focus::Layout => self.item += 1,
                }
                self.clamp(me);
                Action::None
            }
            KeyCode::Enter | KeyCode::Char(' ') if self.focus == Focus::Cubes => {
                match me.cubes.get(self.cube) {
                    Some(c) if !c.used => cmd(Command::Place {
                        cube: c.index,
                        at: u32::MAX,
                    }),
                    _ => Action::None,
                }
            }
            KeyCode::Backspace | KeyCode::Delete if self.focus == Focus::Layout => {
                cmd(Command::Remove { at })
            }
            KeyCode::Backspace => match me.items.len() {
                0 => Action::None,
                n => cmd(Command::Remove { at: n as u32 - 1 }),
            },
            KeyCode::Char('<') if self.item > 0 => {
                self.item -= 1;
                cmd(Command::Move {
                    from: at,
                    to: at - 1,
                })
            }
            KeyCode::Char('>') if self.item + 1 < me.items.len() => {
                self.item += 1;
                cmd(Command::Move {
                    from: at,
                    to: at + 1,
                })
            }
            KeyCode::Char('g') => cmd(Command::ToggleGap { at }),
            KeyCode::Char('-') => placement(Placement::Negative),
            KeyCode::Char('^') => placement(Placement::Exponent),
            KeyCode::Char('_') => placement(Placement::Subscript),
            KeyCode::Char('l') => placement(Placement::Inline),
            KeyCode::Char('(') => role(Role::Open),
            KeyCode::Char(')') => role(Role::Close),
            KeyCode::Char('*') | KeyCode::Char('x') => role(Role::Multiply),
            KeyCode::Char('.') => role(Role::DecimalPoint),
            KeyCode::Char('0') => role(Role::Plain),
            KeyCode::Char('c') => cmd(Command::Clear),
            KeyCode::Char('d') => cmd(Command::Declare),
            KeyCode::Char('e') => cmd(Command::Challenge),
            KeyCode::Char('E') => cmd(Command::EndRound),
            KeyCode::Char('h') => Action::Hint(seat),
            KeyCode::Char('p') => Action::TogglePause,
            KeyCode::Char('t') => {
                self.typed = Some(me.text.clone());
                Action::None
            }
            _ => Action::None,
        }
    }

    /// A click: a cube goes to the end of the layout; an item is selected.
    pub fn click(&mut self, target: &Target, v: &TableView) -> Action {
        let cmd = |c: Command| cmd(acting(v), c);
        match (target, v.phase) {
            (Target::Cube(i), PhaseView::Playing | PhaseView::Turn) => {
                self.focus = Focus::Cubes;
                self.cube = *i as usize;
                cmd(Command::Place {
                    cube: *i,
                    at: u32::MAX,
                })
            }
            (Target::Item(i), _) => {
                self.focus = Focus::Layout;
                self.item = *i as usize;
                Action::None
            }
            (Target::Button(c), _) => self.key(&Input::char(*c), v),
            _ => Action::None,
        }
    }

    fn clamp(&mut self, me: &PlayerView) {
        self.cube = self.cube.min(me.cubes.len().saturating_sub(1));
        self.item = self.item.min(me.items.len().saturating_sub(1));
    }

    /// Draws the table.
    pub fn draw(&self, mut pane: Pane, v: &TableView) {
        let (area, p, lang) = (pane.area, pane.p, pane.lang);
        let seat = acting(v) as usize;
        let cube_rows = v.players.get(seat).map_or(1, |me| {
            let per_row = usize::from((area.width.saturating_sub(2) / SLOT).max(1));
            me.cubes.len().div_ceil(per_row).max(1) as u16
        });
        let [head, cubes, layout, rest, foot] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Length(cube_rows + 2),
            Constraint::Length(6),
            Constraint::Min(3),
            Constraint::Length(3),
        ])
        .areas(area);
        pane.f
            .render_widget(Paragraph::new(header(v, p, lang)), head);
        let Some(me) = v.players.get(seat) else {
            return;
        };
        self.draw_cubes(&mut pane, cubes, me);
        self.draw_layout(&mut pane, layout, me);
        let Pane { f, log, .. } = pane;
        match v.phase {
            PhaseView::RoundOver | PhaseView::MatchOver => sheet(f, rest, v, p, lang),
            PhaseView::HandOver => {
                let text = v
                    .hand_over
                    .as_ref()
                    .map_or(String::new(), |h| h.message.clone());
                f.render_widget(
                    paint::panel(text, lang.pick(" Hand over ", " Passage ")),
                    rest,
                );
            }
            _ => others(f, rest, v, seat, log, p, lang),
        }
        f.render_widget(
            Paragraph::new(help(v, self.typed.is_some(), lang)).wrap(Wrap { trim: true }),
            foot,
        );
    }

    /// Draws `me`'s cubes in `area` of the pane.
    fn draw_cubes(&self, pane: &mut Pane, area: Rect, me: &PlayerView) {
        let (f, p, lang, hits) = (&mut *pane.f, pane.p, pane.lang, &mut *pane.hits);
        let block = paint::block(lang.pick(" Your cubes ", " Vos cubes ").into());
        let inner = block.inner(area);
        f.render_widget(block, area);
        // As many cubes a row as fit; a long roll (game 1C(b)) takes two rows.
        let per_row = usize::from((inner.width / SLOT).max(1));
        let mut lines = Vec::new();
        for (row, chunk) in me.cubes.chunks(per_row).enumerate() {
            let mut spans = Vec::new();
            for (k, c) in chunk.iter().enumerate() {
                let i = row * per_row + k;
                let face = format!("{:>3}{}", c.glyph, colour_letter(&c.colour));
                let mut style = if c.used {
                    p.style(Default::default()).add_modifier(Modifier::DIM)
                } else {
                    p.piece(&c.colour)
                };
                if self.focus == Focus::Cubes && i == self.cube {
                    style = style.add_modifier(Modifier::REVERSED | Modifier::UNDERLINED);
                }
                hits.push(Hit {
                    area: Rect::new(inner.x + SLOT * k as u16, inner.y + row as u16, SLOT, 1),
                    target: Target::Cube(c.index),
                });
                spans.push(Span::styled(face, style));
                spans.push(Span::raw(if c.used { "·" } else { " " }));
            }
            lines.push(Line::from(spans));
        }
        f.render_widget(Paragraph::new(lines), inner);
    }

    /// Draws `me`'s equation as laid out so far in `area` of the pane.
    fn draw_layout(&self, pane: &mut Pane, area: Rect, me: &PlayerView) {
        let (f, p, lang, hits) = (&mut *pane.f, pane.p, pane.lang, &mut *pane.hits);
        let title = match &self.typed {
            Some(_) => lang.pick(" Your equation (typing) ", " Votre équation (saisie) "),
            None => lang.pick(" Your equation ", " Votre équation "),
        };
        let block = paint::block(title.into());
        let inner = block.inner(area);
        f.render_widget(block, area);
        // Three rows: exponents above the line, the line, base indicators below.
        let mut rows: [Vec<Span>; 3] = [Vec::new(), Vec::new(), Vec::new()];
        for (i, it) in me.items.iter().enumerate() {
            let row = match it.placement {
                Placement::Exponent => 0,
                Placement::Subscript => 2,
                Placement::Inline | Placement::Negative => 1,
            };
            let mut style = if it.is_gap {
                Default::default()
            } else {
                p.piece(&it.colour)
            };
            if self.focus == Focus::Layout && i == self.item {
                style = style.add_modifier(Modifier::REVERSED | Modifier::UNDERLINED);
            }
            for (r, spans) in rows.iter_mut().enumerate() {
                if r == row {
                    spans.push(Span::styled(item_text(it), style));
                } else {
                    spans.push(Span::raw(" ".repeat(usize::from(SLOT) - 1)));
                }
                spans.push(Span::raw(" "));
            }
            let x = inner.x + SLOT * i as u16;
            if x + SLOT <= inner.x + inner.width {
                hits.push(Hit {
                    area: Rect::new(x, inner.y, SLOT, 3),
                    target: Target::Item(it.position),
                });
            }
        }
        let mut lines: Vec<Line> = rows.into_iter().map(Line::from).collect();
        let verdict = if let Some(t) = &self.typed {
            Line::from(vec![
                Span::raw("> "),
                Span::styled(format!("{t}▏"), p.accent()),
            ])
        } else if me.text.is_empty() {
            Line::from(lang.pick(
                "(empty: pick cubes with ← → and Enter, or click them)",
                "(vide : choisissez des cubes avec ← → et Entrée, ou cliquez)",
            ))
        } else if me.valid {
            Line::from(vec![
                Span::raw(format!("{}   ", me.normal)),
                Span::styled(
                    format!("✓ {} {}", lang.pick("true, worth", "vraie, vaut"), me.value),
                    p.good(),
                ),
            ])
        } else {
            Line::from(vec![
                Span::raw(format!("{}   ", me.normal)),
                Span::styled(
                    format!("✗ {}", me.reason.as_deref().unwrap_or("")),
                    p.alarm(),
                ),
            ])
        };
        lines.push(verdict);
        f.render_widget(Paragraph::new(lines), inner);
    }
}

/// An item as shown: its glyph (with its role), a gap as `␣`.
fn item_text(it: &ItemView) -> String {
    if it.is_gap {
        return "   ␣".into();
    }
    let sign = if it.placement == Placement::Negative {
        "⁻"
    } else {
        ""
    };
    format!(
        "{:>4}",
        format!("{sign}{}{}", it.glyph, colour_letter(&it.colour))
    )
}

fn header(v: &TableView, p: Palette, lang: Lang) -> Vec<Line<'static>> {
    let mut first = vec![Span::styled(
        format!(
            "TUF {} — {} {} / {}",
            v.game,
            lang.pick("round", "manche"),
            v.round,
            v.rounds
        ),
        p.accent(),
    )];
    if let Some(t) = &v.timer {
        let text = format!("   ⧗ {} {}", t.colour, paint::mmss(t.remaining_ms));
        let style = if t.last_ten_seconds || t.expired {
            p.alarm()
        } else {
            Default::default()
        };
        first.push(Span::styled(text, style));
    }
    if v.paused {
        first.push(Span::styled(
            lang.pick(" (paused)", " (en pause)"),
            p.alarm(),
        ));
    }
    let mut second = Vec::new();
    if let Some(value) = v.declared_value {
        let who = v
            .declarer
            .and_then(|d| v.players.get(d as usize))
            .map_or("", |p| p.name.as_str());
        let call = v.declarer_call.clone().unwrap_or_default();
        second.push(Span::raw(match lang {
            Lang::En => format!(
                "{who} declared {call} ({value}) · next call: {}",
                v.next_call
            ),
            Lang::Fr => format!(
                "{who} a annoncé {call} ({value}) · annonce suivante : {}",
                v.next_call
            ),
        }));
    } else {
        second.push(Span::raw(v.status.clone()));
    }
    vec![Line::from(first), Line::from(second)]
}

fn others(
    f: &mut Frame,
    area: Rect,
    v: &TableView,
    seat: usize,
    log: &[String],
    p: Palette,
    lang: Lang,
) {
    let mut lines = Vec::new();
    for pl in v.players.iter().filter(|pl| pl.seat as usize != seat) {
        let text = if pl.hidden {
            lang.pick(
                "(hidden until the round is over)",
                "(caché jusqu'à la fin de la manche)",
            )
            .to_string()
        } else if pl.text.is_empty() {
            lang.pick("thinking…", "réfléchit…").to_string()
        } else {
            pl.text.clone()
        };
        let mark = if pl.is_declarer { " ★" } else { "" };
        lines.push(Line::from(format!("{}{mark}: {text}", pl.name)));
    }
    let height = area.height.saturating_sub(2 + lines.len() as u16);
    for l in paint::log_lines(log, height) {
        lines.push(l.style(p.style(Default::default())));
    }
    f.render_widget(paint::panel(lines, lang.pick(" Table ", " Table ")), area);
}

fn sheet(f: &mut Frame, area: Rect, v: &TableView, p: Palette, lang: Lang) {
    let mut lines = Vec::new();
    if let Some(s) = &v.round_sheet {
        for r in &s.rows {
            let eq = if r.text.is_empty() { "—" } else { &r.text };
            lines.push(Line::from(format!(
                "{:<12} {:>4}  {:<22} {eq}",
                r.name, r.points, r.note
            )));
        }
    }
    if let Some(par) = &v.par {
        lines.push(Line::from(Span::styled(
            if par.text.is_empty() {
                lang.pick(
                    "Par: this roll makes no equation.",
                    "Par : ce lancer ne fait aucune équation.",
                )
                .to_string()
            } else {
                format!("Par {}: {}", par.value, par.normal)
            },
            p.accent(),
        )));
    }
    let m = &v.match_sheet;
    let totals: Vec<String> = m
        .names
        .iter()
        .zip(&m.totals)
        .map(|(n, t)| format!("{n} {t}"))
        .collect();
    lines.push(Line::from(format!(
        "{}: {}",
        lang.pick("Match", "Partie"),
        totals.join(" · ")
    )));
    if let Some(line) = crate::cues::match_result(m, lang) {
        lines.push(Line::from(Span::styled(line, p.good())));
    }
    let title = lang.pick(" Score sheet ", " Feuille de marque ");
    f.render_widget(
        Paragraph::new(lines).block(paint::block(title.into())),
        area,
    );
}

fn help(v: &TableView, typing: bool, lang: Lang) -> String {
    if typing {
        return lang
            .pick(
                "Type the equation (e.g. 4 + 2 = 6, a space between cubes) · Enter: set it · Esc: drop it",
                "Tapez l'équation (ex. 4 + 2 = 6, un espace entre les cubes) · Entrée : valider · Échap : annuler",
            )
            .into();
    }
    match v.phase {
        PhaseView::RoundOver => lang.pick("n: next round · q: menu", "n : manche suivante · q : menu"),
        PhaseView::MatchOver => lang.pick("The match is over · q: menu", "La partie est finie · q : menu"),
        PhaseView::HandOver => lang.pick("Enter: take the device · q: menu", "Entrée : prendre l'appareil · q : menu"),
        _ => lang.pick(
            "←→ move · Tab cubes/equation · Enter place · ⌫ remove · ^ _ - l exponent/base/minus/line · ( ) * . 0 roles · g gap · < > move · t type · d declare · e TUF ERROR · h hint · p pause · q menu",
            "←→ aller · Tab cubes/équation · Entrée poser · ⌫ retirer · ^ _ - l exposant/base/moins/ligne · ( ) * . 0 rôles · g espace · < > déplacer · t taper · d annoncer · e TUF ERREUR · h indice · p pause · q menu",
        ),
    }
    .into()
}

//! The grid games full-screen, drawn from the kit's `BoardView` with box-drawing characters:
//! squares (the chip game) or dots and the segments between them (Dots and Boxes). A cursor
//! (arrows) or a click chooses a square or a segment; legal moves and the last move are marked.

use super::app::Action;
use super::paint::{self, Hit, Palette, Target};
use super::Input;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;
use tuffest_core::any_game::{AnyCommand, AnyGame, AnyView};
use tuffest_core::boxes::Command as BoxesCommand;
use tuffest_core::chips::ChipsCommand;
use tuffest_core::kit::{BoardView, Cell, CellView, Segment};
use tuffest_core::lang::Lang;

/// The device's seat (the person; the computer sits after it).
const ME: u32 = 0;

/// The cursor: a square, or (on a dot grid) a segment of either direction.
#[derive(Debug, Default)]
pub struct BoardUi {
    row: u8,
    col: u8,
    vertical: bool,
}

/// The board and the sentence under it, for any game that has a board.
fn board_of(view: &AnyView) -> Option<(&BoardView, &str)> {
    match view {
        AnyView::Boxes(v) => Some((&v.board, &v.status)),
        AnyView::Chips(v) => Some((&v.board, &v.status)),
        _ => None,
    }
}

impl BoardUi {
    fn segment(&self) -> Segment {
        if self.vertical {
            Segment::V {
                row: self.row,
                col: self.col,
            }
        } else {
            Segment::H {
                row: self.row,
                col: self.col,
            }
        }
    }

    /// The move under the cursor, as the game's command.
    fn play_here(&self, game: &AnyGame) -> Action {
        match game {
            AnyGame::Boxes(_) => {
                Action::Command(ME, AnyCommand::Boxes(BoxesCommand::Draw(self.segment())))
            }
            AnyGame::Chips(_) => Action::Command(
                ME,
                AnyCommand::Chips(ChipsCommand::Place(Cell::new(self.row, self.col))),
            ),
            _ => Action::None,
        }
    }

    /// Arrows move, Tab turns the segment cursor, Enter plays, h hint, u undo, p pause.
    pub fn key(&mut self, input: &Input, view: &AnyView, game: &AnyGame) -> Action {
        let Input::Key(code, _) = input else {
            return Action::None;
        };
        let Some((board, _)) = board_of(view) else {
            return Action::None;
        };
        let dots = !board.segments.is_empty();
        // Squares: rows × cols. Segments: H has rows+1 rows and cols columns; V the reverse.
        let (max_row, max_col) = match (dots, self.vertical) {
            (false, _) => (board.rows, board.cols),
            (true, false) => (board.rows + 1, board.cols),
            (true, true) => (board.rows, board.cols + 1),
        };
        match code {
            KeyCode::Up => self.row = self.row.saturating_sub(1),
            KeyCode::Down => self.row = (self.row + 1).min(max_row.saturating_sub(1)),
            KeyCode::Left => self.col = self.col.saturating_sub(1),
            KeyCode::Right => self.col = (self.col + 1).min(max_col.saturating_sub(1)),
            KeyCode::Tab if dots => {
                self.vertical = !self.vertical;
                self.row = self.row.min(if self.vertical {
                    board.rows - 1
                } else {
                    board.rows
                });
                self.col = self.col.min(if self.vertical {
                    board.cols
                } else {
                    board.cols - 1
                });
            }
            KeyCode::Enter | KeyCode::Char(' ') => return self.play_here(game),
            KeyCode::Char('h') => return Action::Hint(ME),
            KeyCode::Char('u') => return Action::Undo(ME),
            KeyCode::Char('p') => return Action::TogglePause,
            _ => {}
        }
        Action::None
    }

    /// A click on a square or a segment plays there.
    pub fn click(&mut self, target: &Target, _view: &AnyView, game: &AnyGame) -> Action {
        match target {
            Target::Cell(r, c) => {
                (self.row, self.col) = (*r, *c);
                self.play_here(game)
            }
            Target::Segment(name) => match Segment::parse(name) {
                Some(Segment::H { row, col }) => {
                    (self.row, self.col, self.vertical) = (row, col, false);
                    self.play_here(game)
                }
                Some(Segment::V { row, col }) => {
                    (self.row, self.col, self.vertical) = (row, col, true);
                    self.play_here(game)
                }
                None => Action::None,
            },
            _ => Action::None,
        }
    }

    /// Draws the board, the status and the log.
    #[allow(clippy::too_many_arguments)]
    pub fn draw(
        &self,
        f: &mut Frame,
        area: Rect,
        view: &AnyView,
        log: &[String],
        p: Palette,
        lang: Lang,
        hits: &mut Vec<Hit>,
    ) {
        let Some((board, status)) = board_of(view) else {
            f.render_widget(
                Paragraph::new(lang.pick(
                    "This game plays in line mode (tuffest play … --plain). q: menu",
                    "Ce jeu se joue en mode ligne (tuffest play … --plain). q : menu",
                )),
                area,
            );
            return;
        };
        let dots = !board.segments.is_empty();
        let (height, width) = if dots {
            (2 * u16::from(board.rows) + 1, 4 * u16::from(board.cols) + 1)
        } else {
            (u16::from(board.rows) + 2, 4 * u16::from(board.cols) + 3)
        };
        let [top, rest, foot] = Layout::vertical([
            Constraint::Length(height + 2),
            Constraint::Min(2),
            Constraint::Length(2),
        ])
        .areas(area);
        let [board_area, side] =
            Layout::horizontal([Constraint::Length(width + 4), Constraint::Min(10)]).areas(top);
        let title = match view {
            AnyView::Boxes(_) => lang.pick(" Dots and Boxes ", " Petits carrés "),
            _ => lang.pick(" The chip game ", " Le jeu des jetons "),
        };
        let block = paint::block(title.into());
        let inner = block.inner(board_area);
        f.render_widget(block, board_area);
        let lines = if dots {
            self.dot_grid(board, inner, p, hits)
        } else {
            self.squares(board, inner, p, hits)
        };
        f.render_widget(Paragraph::new(lines), inner);
        let mut info = vec![Line::from(Span::styled(status.to_string(), p.accent()))];
        match view {
            AnyView::Boxes(v) => {
                for (n, s) in v.names.iter().zip(&v.scores) {
                    info.push(Line::from(format!("{n}: {s}")));
                }
            }
            AnyView::Chips(v) => {
                info.push(Line::from(format!("Y {} · R {}", v.yellow, v.red)));
                if let Some(last) = &v.last {
                    info.push(Line::from(last.clone()));
                }
            }
            _ => {}
        }
        f.render_widget(Paragraph::new(info).wrap(Wrap { trim: true }), side);
        f.render_widget(Paragraph::new(paint::log_lines(log, rest.height)), rest);
        let help = if dots {
            lang.pick(
                "arrows move · Tab ─/│ · Enter draw · click a segment · h hint · u undo · p pause · q menu",
                "flèches · Tab ─/│ · Entrée tracer · clic sur un trait · h indice · u annuler · p pause · q menu",
            )
        } else {
            lang.pick(
                "arrows move · Enter place · click a square · + legal · h hint · u undo · p pause · q menu",
                "flèches · Entrée poser · clic sur une case · + légal · h indice · u annuler · p pause · q menu",
            )
        };
        f.render_widget(Paragraph::new(help).wrap(Wrap { trim: true }), foot);
    }

    fn cursor(&self, style: Style) -> Style {
        style.add_modifier(Modifier::REVERSED)
    }

    /// Squares in a frame: `Y`/`R` chips, `+` legal, the last move in bold, the cursor reversed.
    fn squares(
        &self,
        board: &BoardView,
        inner: Rect,
        p: Palette,
        hits: &mut Vec<Hit>,
    ) -> Vec<Line<'static>> {
        let cols = usize::from(board.cols);
        let edge = format!("┌{}┐", "───┬".repeat(cols.saturating_sub(1)) + "───");
        let bottom = format!("└{}┘", "───┴".repeat(cols.saturating_sub(1)) + "───");
        let mut lines = vec![Line::from(edge)];
        for r in 0..board.rows {
            let mut spans = vec![Span::raw("│")];
            for c in 0..board.cols {
                let cell = board.cells.iter().find(|v| v.cell == Cell::new(r, c));
                let (text, mut style) =
                    cell.map_or((" ".to_string(), Style::default()), |v| chip(v, p));
                if r == self.row && c == self.col {
                    style = self.cursor(style);
                }
                hits.push(Hit {
                    area: Rect::new(
                        inner.x + 1 + 4 * u16::from(c),
                        inner.y + 1 + u16::from(r),
                        3,
                        1,
                    ),
                    target: Target::Cell(r, c),
                });
                spans.push(Span::styled(format!(" {text} "), style));
                spans.push(Span::raw("│"));
            }
            lines.push(Line::from(spans));
        }
        lines.push(Line::from(bottom));
        lines
    }

    /// Dots `•`, drawn segments `───`/`│`, free ones faint, boxes with their owner's letter.
    fn dot_grid(
        &self,
        board: &BoardView,
        inner: Rect,
        p: Palette,
        hits: &mut Vec<Hit>,
    ) -> Vec<Line<'static>> {
        let drawn = |s: Segment| board.segments.iter().find(|v| v.segment == s);
        let mut lines = Vec::new();
        for y in 0..=2 * board.rows {
            let mut spans = Vec::new();
            for x in 0..=2 * board.cols {
                let (r, c) = (y / 2, x / 2);
                match (y % 2, x % 2) {
                    (0, 0) => spans.push(Span::raw("•")),
                    (0, 1) => {
                        let seg = Segment::H { row: r, col: c };
                        let view = drawn(seg);
                        let on = view.is_some_and(|v| v.drawn);
                        let mut style = if view.is_some_and(|v| v.highlight.last) {
                            p.accent()
                        } else if on {
                            Style::default()
                        } else {
                            p.style(Style::default().fg(Color::DarkGray))
                        };
                        if !self.vertical && (r, c) == (self.row, self.col) {
                            style = self.cursor(style);
                        }
                        hits.push(Hit {
                            area: Rect::new(
                                inner.x + 2 * u16::from(x) - 1,
                                inner.y + u16::from(y),
                                3,
                                1,
                            ),
                            target: Target::Segment(seg.to_string()),
                        });
                        spans.push(Span::styled(if on { "───" } else { " · " }, style));
                    }
                    (1, 0) => {
                        let seg = Segment::V { row: r, col: c };
                        let view = drawn(seg);
                        let on = view.is_some_and(|v| v.drawn);
                        let mut style = if view.is_some_and(|v| v.highlight.last) {
                            p.accent()
                        } else if on {
                            Style::default()
                        } else {
                            p.style(Style::default().fg(Color::DarkGray))
                        };
                        if self.vertical && (r, c) == (self.row, self.col) {
                            style = self.cursor(style);
                        }
                        hits.push(Hit {
                            area: Rect::new(
                                inner.x + 2 * u16::from(x),
                                inner.y + u16::from(y),
                                1,
                                1,
                            ),
                            target: Target::Segment(seg.to_string()),
                        });
                        spans.push(Span::styled(if on { "│" } else { "·" }, style));
                    }
                    _ => {
                        let cell = board.cells.iter().find(|v| v.cell == Cell::new(r, c));
                        let text = cell.map_or(String::new(), |v| v.text.clone());
                        let style = cell
                            .filter(|v| v.highlight.changed)
                            .map_or(Style::default(), |_| p.accent());
                        spans.push(Span::styled(format!(" {:1} ", text), style));
                    }
                }
            }
            lines.push(Line::from(spans));
        }
        lines
    }
}

/// A chip as text and style: its letter on its colour, `+` on a legal empty square.
fn chip(v: &CellView, p: Palette) -> (String, Style) {
    let mut style = match v.text.as_str() {
        "Y" => p.piece("yellow"),
        "R" => p.piece("red"),
        _ => Style::default(),
    };
    if v.highlight.last {
        style = style.add_modifier(Modifier::BOLD | Modifier::UNDERLINED);
    }
    if v.highlight.hint {
        style = p.accent();
    }
    let text = if v.text.is_empty() {
        if v.highlight.legal { "+" } else { " " }.to_string()
    } else {
        v.text.clone()
    };
    (text, style)
}

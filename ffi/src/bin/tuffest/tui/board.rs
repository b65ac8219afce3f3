//! The grid games full-screen, drawn from the kit's `BoardView` with box-drawing characters:
//! squares (the chip game, Mathable), dots and the segments between them (Dots and Boxes), or a
//! table of pieces larger than the window, scrolled with the cursor (Pytagora). A cursor (arrows)
//! or a click chooses a square or a segment; legal moves, hints and the last move are marked.
//! The keys of each game become its own commands.

use super::app::Action;
use super::paint::{self, Hit, Palette, Target};
use super::pane::Pane;
use super::Input;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use tuffest_core::any_game::{AnyCommand, AnyGame, AnyView};
use tuffest_core::boxes::Command as BoxesCommand;
use tuffest_core::chips::ChipsCommand;
use tuffest_core::crossword::french::{Command as FrenchCommand, Transform};
use tuffest_core::crossword::kids::UpAndDownCommand;
use tuffest_core::crossword::pieces::parse_pieces;
use tuffest_core::crossword::pytagora::Command as PytagoraCommand;
use tuffest_core::crossword::{Direction, Placement};
use tuffest_core::kit::{BoardView, Cell, CellView, SeatId, Segment};
use tuffest_core::lang::Lang;
use tuffest_core::mathable::{Action as MathableAction, Command as MathableCommand};

/// The cursor: a square, or (on a dot grid) a segment of either direction; Mathable's chosen
/// tile; Pytagora's line being typed (and the French game's: a lay, the tiles of an exchange
/// or a transformation's new member).
#[derive(Debug, Default)]
pub struct BoardUi {
    row: u8,
    col: u8,
    vertical: bool,
    tile: Option<u8>,
    typed: Option<String>,
    purpose: Typing,
    pool: bool,
}

/// What a line typed in the French game is for.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum Typing {
    /// The stretch to lay from the cursor.
    #[default]
    Lay,
    /// The tiles to put back (x).
    Exchange,
    /// The new member (counted from 0) of the equation through the cursor (t; Tab: the next
    /// member).
    Transform(usize),
}

/// How many members the equation through `cell` along the cursor's direction has, from the
/// core's list of equations (1 when there is none there: Tab then stays on the first member).
fn members_at(view: &AnyView, cell: Cell, vertical: bool) -> usize {
    let AnyView::Crossword(v) = view else {
        return 1;
    };
    v.equations
        .iter()
        .find(|e| {
            let len = u16::try_from(e.text.chars().count()).unwrap_or(u16::MAX);
            let (along, from, across) = if vertical {
                (cell.row, e.start.row, e.start.col == cell.col)
            } else {
                (cell.col, e.start.col, e.start.row == cell.row)
            };
            e.down == vertical
                && across
                && u16::from(along) >= u16::from(from)
                && u16::from(along) < u16::from(from) + len
        })
        .map_or(1, |e| e.members.len())
}

/// The board and the sentence under it, for any game that has a board.
fn board_of(view: &AnyView) -> Option<(&BoardView, &str)> {
    match view {
        AnyView::Boxes(v) => Some((&v.board, &v.status)),
        AnyView::Chips(v) => Some((&v.board, &v.status)),
        AnyView::Mathable(v) => Some((&v.board, &v.status)),
        AnyView::Pytagora(v) => Some((&v.board, &v.status)),
        AnyView::UpAndDown(v) => Some((&v.board, &v.status)),
        AnyView::Crossword(v) => Some((&v.board, &v.status)),
        _ => None,
    }
}

/// The seat the device acts for: the person to play (the first person when a computer plays).
fn acting(view: &AnyView, game: &AnyGame) -> SeatId {
    let to_play = match view {
        AnyView::Mathable(v) => Some(v.current),
        AnyView::Pytagora(v) => Some(v.turn),
        AnyView::Crossword(v) => Some(v.turn),
        AnyView::UpAndDown(v) => v.turn,
        _ => None,
    };
    let seats = game.seats();
    match to_play {
        Some(s) if seats.get(s as usize).is_some_and(|x| !x.is_computer()) => s,
        _ => seats.iter().position(|x| !x.is_computer()).unwrap_or(0) as SeatId,
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
    fn play_here(&mut self, view: &AnyView, game: &AnyGame) -> Action {
        let me = acting(view, game);
        let here = Cell::new(self.row, self.col);
        let command = match game {
            AnyGame::Boxes(_) => AnyCommand::Boxes(BoxesCommand::Draw(self.segment())),
            AnyGame::Chips(_) => AnyCommand::Chips(ChipsCommand::Place(here)),
            AnyGame::Mathable(_) => match self.tile {
                Some(value) => AnyCommand::Mathable(MathableCommand::Play(MathableAction::Place {
                    value,
                    cell: here,
                })),
                None => return Action::None,
            },
            AnyGame::UpAndDown(_) => AnyCommand::UpAndDown(UpAndDownCommand::Place { cell: here }),
            AnyGame::Pytagora(_) => {
                if matches!(view, AnyView::Pytagora(v) if v.rack.is_none() && !v.over) {
                    return Action::Command(me, AnyCommand::Pytagora(PytagoraCommand::Ready));
                }
                self.typed = Some(String::new());
                return Action::None;
            }
            AnyGame::Crossword(_) => {
                if matches!(view, AnyView::Crossword(v) if v.hand_over.is_some()) {
                    return Action::Command(me, AnyCommand::Crossword(FrenchCommand::Ready));
                }
                self.typed = Some(String::new());
                self.purpose = Typing::Lay;
                return Action::None;
            }
            _ => return Action::None,
        };
        Action::Command(me, command)
    }

    /// Whether keys go to a line being typed (then `q` is a letter).
    pub fn typing(&self) -> bool {
        self.typed.is_some()
    }

    /// The French game's exchange or transformation typed: Enter makes it the command (a line
    /// that is not tiles is said and changes nothing).
    fn french_typed(&self, text: &str, view: &AnyView, game: &AnyGame) -> Option<Action> {
        let me = acting(view, game);
        let command = match self.purpose {
            Typing::Lay => return None,
            Typing::Exchange => match parse_pieces(text, true) {
                Ok(tiles) => FrenchCommand::Exchange { tiles },
                Err(_) => return Some(Action::NotALine(text.to_string())),
            },
            Typing::Transform(member) => match parse_pieces(text, true) {
                Ok(pieces) => FrenchCommand::Transform(Transform {
                    cell: Cell::new(self.row, self.col),
                    dir: if self.vertical {
                        Direction::Down
                    } else {
                        Direction::Across
                    },
                    member,
                    pieces,
                }),
                Err(_) => return Some(Action::NotALine(text.to_string())),
            },
        };
        Some(Action::Command(me, AnyCommand::Crossword(command)))
    }

    /// Pytagora's typed line: Enter lays it from the cursor across (or down, after Tab). The
    /// French game's line is a lay, an exchange's tiles or a transformation's new member (Tab:
    /// the next member).
    fn type_line(&mut self, code: &KeyCode, view: &AnyView, game: &AnyGame) -> Action {
        let Some(text) = &mut self.typed else {
            return Action::None;
        };
        match code {
            KeyCode::Tab => {
                if let Typing::Transform(m) = self.purpose {
                    let n = members_at(view, Cell::new(self.row, self.col), self.vertical);
                    self.purpose = Typing::Transform((m + 1) % n.max(1));
                }
            }
            KeyCode::Char(c) => text.push(*c),
            KeyCode::Backspace => {
                text.pop();
            }
            KeyCode::Esc => {
                self.typed = None;
                self.purpose = Typing::Lay;
            }
            KeyCode::Enter => {
                let dir = if self.vertical { 'v' } else { 'h' };
                let line = format!("{dir}{},{} {text}", self.row, self.col);
                let text = std::mem::take(text);
                self.typed = None;
                if let Some(action) = self.french_typed(&text, view, game) {
                    self.purpose = Typing::Lay;
                    return action;
                }
                if let AnyGame::Crossword(_) = game {
                    // The French game reads `/` as the fraction bar.
                    return match Placement::parse_with(&line, true) {
                        Some(placement) => Action::Command(
                            acting(view, game),
                            AnyCommand::Crossword(FrenchCommand::Lay { placement }),
                        ),
                        None => Action::NotALine(line),
                    };
                }
                return match Placement::parse(&line) {
                    Some(placement) => Action::Command(
                        acting(view, game),
                        AnyCommand::Pytagora(PytagoraCommand::Lay {
                            placement,
                            equals_from_pool: self.pool,
                        }),
                    ),
                    None => Action::NotALine(line),
                };
            }
            _ => {}
        }
        Action::None
    }

    /// Mathable's keys: Enter takes the device after a hand-over (racks hidden), 1–7 choose a
    /// tile of the rack (its legal squares show), y/n answer the extra-tile question, e ends the turn (a pass when nothing was placed), x exchanges the
    /// chosen tile, a agrees to end the game.
    fn mathable_key(&mut self, code: &KeyCode, view: &AnyView, game: &AnyGame) -> Option<Action> {
        let AnyView::Mathable(v) = view else {
            return None;
        };
        let me = acting(view, game);
        let command = |c: MathableCommand| Some(Action::Command(me, AnyCommand::Mathable(c)));
        if v.hand_over.is_some() && *code == KeyCode::Enter {
            return command(MathableCommand::TakeDevice);
        }
        let rack = v
            .players
            .get(me as usize)
            .and_then(|p| p.rack.clone())
            .unwrap_or_default();
        match code {
            KeyCode::Char(c) if c.is_ascii_digit() => {
                let i = c.to_digit(10)? as usize;
                self.tile = i
                    .checked_sub(1)
                    .and_then(|i| rack.get(i))
                    .and_then(|&v| u8::try_from(v).ok());
                command(MathableCommand::Select(self.tile))
            }
            KeyCode::Char('y') => command(MathableCommand::Play(MathableAction::TakeExtra)),
            KeyCode::Char('n') => command(MathableCommand::Play(MathableAction::DeclineExtra)),
            KeyCode::Char('e') => command(MathableCommand::Play(MathableAction::Pass)),
            KeyCode::Char('a') => command(MathableCommand::Play(MathableAction::AgreeEnd)),
            KeyCode::Char('x') => {
                let tile = self.tile.take()?;
                command(MathableCommand::Play(MathableAction::Exchange(vec![tile])))
            }
            _ => None,
        }
    }

    /// Arrows move, Tab turns the segment (or line) direction, Enter plays, h hint, u undo,
    /// p pause; then each game's own keys.
    pub fn key(&mut self, input: &Input, view: &AnyView, game: &AnyGame) -> Action {
        let Input::Key(code, _) = input else {
            return Action::None;
        };
        if self.typed.is_some() {
            return self.type_line(code, view, game);
        }
        let Some((board, _)) = board_of(view) else {
            return Action::None;
        };
        if let Some(action) = self.mathable_key(code, view, game) {
            return action;
        }
        if let (AnyView::UpAndDown(_), KeyCode::Char('d')) = (view, code) {
            let me = acting(view, game);
            return Action::Command(me, AnyCommand::UpAndDown(UpAndDownCommand::Draw));
        }
        if let AnyView::Crossword(_) = view {
            let me = acting(view, game);
            match code {
                KeyCode::Tab => {
                    self.vertical = !self.vertical;
                    return Action::None;
                }
                KeyCode::Char('s') => {
                    return Action::Command(me, AnyCommand::Crossword(FrenchCommand::Pass));
                }
                KeyCode::Char('c') => {
                    // A challenge comes from the player whose turn it now is.
                    return Action::Command(me, AnyCommand::Crossword(FrenchCommand::Challenge));
                }
                KeyCode::Char('x') => {
                    self.typed = Some(String::new());
                    self.purpose = Typing::Exchange;
                    return Action::None;
                }
                KeyCode::Char('t') => {
                    self.typed = Some(String::new());
                    self.purpose = Typing::Transform(0);
                    return Action::None;
                }
                _ => {}
            }
        }
        if let AnyView::Pytagora(_) = view {
            match code {
                KeyCode::Tab => {
                    self.vertical = !self.vertical;
                    return Action::None;
                }
                KeyCode::Char('s') => {
                    let me = acting(view, game);
                    return Action::Command(me, AnyCommand::Pytagora(PytagoraCommand::Stuck));
                }
                KeyCode::Char('o') => {
                    self.pool = !self.pool;
                    return Action::None;
                }
                _ => {}
            }
        }
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
            KeyCode::Enter | KeyCode::Char(' ') => return self.play_here(view, game),
            KeyCode::Char('h') => return Action::Hint(acting(view, game)),
            KeyCode::Char('u') => return Action::Undo(acting(view, game)),
            KeyCode::Char('p') => return Action::TogglePause,
            _ => {}
        }
        Action::None
    }

    /// A click on a square or a segment plays there.
    pub fn click(&mut self, target: &Target, view: &AnyView, game: &AnyGame) -> Action {
        match target {
            Target::Cell(r, c) => {
                (self.row, self.col) = (*r, *c);
                if matches!(game, AnyGame::Pytagora(_)) {
                    // A click chooses where the line starts; typing says what it is.
                    return Action::None;
                }
                self.play_here(view, game)
            }
            Target::Segment(name) => match Segment::parse(name) {
                Some(Segment::H { row, col }) => {
                    (self.row, self.col, self.vertical) = (row, col, false);
                    self.play_here(view, game)
                }
                Some(Segment::V { row, col }) => {
                    (self.row, self.col, self.vertical) = (row, col, true);
                    self.play_here(view, game)
                }
                None => Action::None,
            },
            Target::Tile(i) => {
                let c = char::from_digit(i + 1, 10).unwrap_or('0');
                self.key(&Input::char(c), view, game)
            }
            _ => Action::None,
        }
    }

    /// Draws the board, the status and the log.
    pub fn draw(&self, pane: Pane, view: &AnyView) {
        let (f, area, log) = (pane.f, pane.area, pane.log);
        let (p, lang, hits) = (pane.p, pane.lang, pane.hits);
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
        let compact = matches!(view, AnyView::Pytagora(_) | AnyView::Crossword(_));
        let (height, width) = if dots {
            (2 * u16::from(board.rows) + 1, 4 * u16::from(board.cols) + 1)
        } else if compact {
            // Pytagora's table is larger than a window: as many rows as fit, around the cursor.
            let rows = u16::from(board.rows).min(area.height.saturating_sub(7).max(3));
            (rows, 2 * u16::from(board.cols) + 1)
        } else {
            (u16::from(board.rows) + 2, 4 * u16::from(board.cols) + 1)
        };
        let [top, rest, foot] = Layout::vertical([
            Constraint::Length(height + 2),
            Constraint::Min(2),
            Constraint::Length(2),
        ])
        .areas(area);
        let title = match view {
            AnyView::Boxes(_) => lang.pick(" Dots and Boxes ", " Petits carrés "),
            AnyView::Mathable(_) => " Mathable ",
            AnyView::Pytagora(_) => " Pytagora ",
            AnyView::Crossword(_) => {
                lang.pick(" Equation crossword ", " Mots croisés d'équations ")
            }
            AnyView::UpAndDown(_) => lang.pick(" Up and down ", " Monte et descends "),
            _ => lang.pick(" The chip game ", " Le jeu des jetons "),
        };
        let board_width = (width + 2).max(title.chars().count() as u16 + 2);
        let [board_area, side] =
            Layout::horizontal([Constraint::Length(board_width), Constraint::Min(10)]).areas(top);
        let block = paint::block(title.into());
        let inner = block.inner(board_area);
        f.render_widget(block, board_area);
        let lines = if dots {
            self.dot_grid(board, inner, p, hits)
        } else if compact {
            self.table(board, inner, p, hits)
        } else {
            self.squares(board, inner, p, hits)
        };
        f.render_widget(Paragraph::new(lines), inner);
        // The side panel is one row a line (no wrapping), so its click targets sit where drawn;
        // the status sentence goes under the board, above the log.
        let info = self.side_panel(view, side, p, lang, hits);
        f.render_widget(Paragraph::new(info), side);
        let mut below = vec![Line::from(Span::styled(status.to_string(), p.accent()))];
        below.extend(paint::log_lines(log, rest.height.saturating_sub(1)));
        f.render_widget(Paragraph::new(below).wrap(Wrap { trim: true }), rest);
        let help = match view {
            AnyView::Boxes(_) => lang.pick(
                "arrows move · Tab ─/│ · Enter draw · click a segment · h hint · u undo · p pause · q menu",
                "flèches · Tab ─/│ · Entrée tracer · clic sur un trait · h indice · u annuler · p pause · q menu",
            ),
            AnyView::Mathable(_) => lang.pick(
                "1-7 choose a tile · arrows · Enter place · y/n extra tile · e end turn · x exchange · a agree to end · h hint · q menu",
                "1-7 choisir une tuile · flèches · Entrée poser · o/n tuile en plus : y/n · e fin du tour · x échanger · a finir · h indice · q menu",
            ),
            AnyView::UpAndDown(_) => lang.pick(
                "arrows move · Enter put the number on the ◇ square · d draw · h hint · u undo · p pause · q menu",
                "flèches · Entrée poser le nombre sur la case ◇ · d piocher · h indice · u annuler · p pause · q menu",
            ),
            AnyView::Crossword(_) => lang.pick(
                "arrows · Tab →/↓ · Enter type a lay (/ fraction bar) · x exchange · t transform (Tab: member) · s pass · c challenge · h hint · u undo · q menu",
                "flèches · Tab →/↓ · Entrée écrire (/ fraction) · x échanger · t transformer (Tab : membre) · s passer · c contester · h indice · u annuler · q menu",
            ),
            AnyView::Pytagora(_) => lang.pick(
                "arrows: where the line starts · Tab across/down · Enter type the line, Enter lay · o = from the pool · s stuck · h hint · u undo · q menu",
                "flèches : début de la ligne · Tab horizontal/vertical · Entrée écrire, Entrée poser · o = de la réserve · s bloqué · h indice · u annuler · q menu",
            ),
            _ => lang.pick(
                "arrows move · Enter place · click a square · ◇ legal · h hint · u undo · p pause · q menu",
                "flèches · Entrée poser · clic sur une case · ◇ légal · h indice · u annuler · p pause · q menu",
            ),
        };
        f.render_widget(Paragraph::new(help).wrap(Wrap { trim: true }), foot);
    }

    /// The scores, racks and questions beside the board.
    fn side_panel(
        &self,
        view: &AnyView,
        side: Rect,
        p: Palette,
        lang: Lang,
        hits: &mut Vec<Hit>,
    ) -> Vec<Line<'static>> {
        let mut info = Vec::new();
        match view {
            AnyView::Boxes(v) => {
                for (n, s) in v.names.iter().zip(&v.scores) {
                    info.push(Line::from(format!("{n}: {s}")));
                }
            }
            AnyView::UpAndDown(v) => {
                info.push(Line::from(Span::styled(v.title.clone(), p.accent())));
                for (k, (n, s)) in v.names.iter().zip(&v.hand_sizes).enumerate() {
                    let mark = if v.turn == Some(k as u32) {
                        "▶ "
                    } else {
                        "  "
                    };
                    info.push(Line::from(format!(
                        "{mark}{n}: {s} {}",
                        lang.pick("pieces", "pièces")
                    )));
                }
                if !v.hand.is_empty() {
                    info.push(paint::hand_line(&v.hand, lang));
                }
                info.push(Line::from(format!(
                    "{} {}",
                    lang.pick("Wanted:", "Attendu :"),
                    v.wanted.join(", ")
                )));
                info.push(Line::from(format!(
                    "{}: {}",
                    lang.pick("Pieces in the bag", "Pièces dans le sac"),
                    v.bag
                )));
            }
            AnyView::Chips(v) => {
                info.push(Line::from(format!("Y {} · R {}", v.yellow, v.red)));
                if let Some(last) = &v.last {
                    info.push(Line::from(last.clone()));
                }
            }
            AnyView::Mathable(v) => {
                for pl in &v.players {
                    let mark = if pl.to_play { "▶ " } else { "  " };
                    info.push(Line::from(format!("{mark}{}: {}", pl.name, pl.score)));
                }
                if let Some(hand_over) = &v.hand_over {
                    info.push(Line::from(format!(
                        "{hand_over} ({})",
                        lang.pick("Enter", "Entrée")
                    )));
                }
                let rack = v
                    .players
                    .iter()
                    .find(|pl| pl.to_play && !pl.computer)
                    .and_then(|pl| pl.rack.clone());
                if let Some(rack) = rack {
                    info.push(Line::from(lang.pick("Rack (1-7):", "Chevalet (1-7) :")));
                    let mut spans = Vec::new();
                    let mut x = side.x;
                    for (k, t) in rack.iter().enumerate() {
                        let text = format!("{}:{t}", k + 1);
                        let width = text.chars().count() as u16;
                        if x + width > side.x + side.width && !spans.is_empty() {
                            info.push(Line::from(std::mem::take(&mut spans)));
                            x = side.x;
                        }
                        let style = if self.tile.map(u32::from) == Some(*t) {
                            p.accent().add_modifier(Modifier::REVERSED)
                        } else {
                            Style::default()
                        };
                        hits.push(Hit {
                            area: Rect::new(x, side.y + info.len() as u16, width, 1),
                            target: Target::Tile(k as u32),
                        });
                        x += width + 1;
                        spans.push(Span::styled(text, style));
                        spans.push(Span::raw(" "));
                    }
                    info.push(Line::from(spans));
                }
                if let Some(q) = &v.question {
                    info.push(Line::from(Span::styled(q.clone(), p.alarm())));
                    info.push(Line::from(lang.pick("y: yes · n: no", "y : oui · n : non")));
                }
                info.push(Line::from(format!(
                    "{}: {}",
                    lang.pick("Tiles in the bag", "Tuiles dans le sac"),
                    v.bag_count
                )));
            }
            AnyView::Crossword(v) => {
                for (k, s) in v.scores.iter().enumerate() {
                    let mark = if k as u32 == v.turn { "▶ " } else { "  " };
                    let name = v.names.get(k).cloned().unwrap_or_default();
                    info.push(Line::from(format!("{mark}{name}: {s}")));
                }
                if v.hand.is_empty() && v.hand_over.is_some() {
                    info.push(Line::from(Span::styled(
                        lang.pick("Enter: show your rack", "Entrée : voir votre réglette"),
                        p.alarm(),
                    )));
                } else if !v.hand.is_empty() {
                    let text: String = v.hand.iter().map(|x| x.text.as_str()).collect();
                    info.push(Line::from(format!(
                        "{}: {text}",
                        lang.pick("Rack", "Réglette")
                    )));
                }
                info.push(Line::from(format!(
                    "{}: {} + {}",
                    lang.pick("bag", "pioche"),
                    v.white_left,
                    v.grey_left
                )));
                if let Some(s) = v.seconds_left {
                    info.push(Line::from(format!("⏱ {s} s")));
                }
                if !v.last_play.is_empty() {
                    info.push(Line::from(v.last_play.clone()));
                }
                let dir = if self.vertical { "↓" } else { "→" };
                let line = match (&self.typed, self.purpose) {
                    (Some(t), Typing::Exchange) => {
                        format!("{}: {t}▏", lang.pick("exchange", "échanger"))
                    }
                    (Some(t), Typing::Transform(m)) => format!(
                        "{dir} ({},{}) {} {}: {t}▏",
                        self.row,
                        self.col,
                        lang.pick("member", "membre"),
                        m + 1
                    ),
                    (Some(t), Typing::Lay) => format!("{dir} {t}▏"),
                    (None, _) => format!("{dir} ({},{})", self.row, self.col),
                };
                info.push(Line::from(Span::styled(line, p.accent())));
            }
            AnyView::Pytagora(v) => {
                for (k, s) in v.scores.iter().enumerate() {
                    let mark = if k as u32 == v.turn { "▶ " } else { "  " };
                    info.push(Line::from(format!("{mark}{}: {s}", k + 1)));
                }
                info.push(Line::from(format!(
                    "{} {}",
                    lang.pick("target", "cible"),
                    v.target
                )));
                if let Some(rack) = &v.rack {
                    let text: String = rack.iter().map(|x| x.symbol()).collect();
                    info.push(Line::from(format!(
                        "{}: {text}",
                        lang.pick("Rack", "Chevalet")
                    )));
                } else if !v.over {
                    // Pass-and-play: the rack stays hidden until its owner has the device.
                    info.push(Line::from(Span::styled(
                        lang.pick("Enter: show your rack", "Entrée : voir votre chevalet"),
                        p.alarm(),
                    )));
                }
                info.push(Line::from(format!(
                    "= {}: {} · {}: {}",
                    lang.pick("pool", "réserve"),
                    v.pool,
                    lang.pick("bag", "sac"),
                    v.bag
                )));
                let dir = if self.vertical { "↓" } else { "→" };
                let from = if self.pool { " (= pool)" } else { "" };
                let line = match &self.typed {
                    Some(t) => format!("{dir} {t}▏{from}"),
                    None => format!("{dir} ({},{}){from}", self.row, self.col),
                };
                info.push(Line::from(Span::styled(line, p.accent())));
            }
            _ => {}
        }
        info
    }

    /// Pytagora's table: one character a piece, `·` for an empty square, scrolled so the
    /// cursor shows; the last equation stands out.
    fn table(
        &self,
        board: &BoardView,
        inner: Rect,
        p: Palette,
        hits: &mut Vec<Hit>,
    ) -> Vec<Line<'static>> {
        let visible = inner.height.max(1);
        let top = u16::from(self.row)
            .saturating_sub(visible / 2)
            .min(u16::from(board.rows).saturating_sub(visible));
        let mut lines = Vec::new();
        for dy in 0..visible.min(u16::from(board.rows)) {
            let r = (top + dy) as u8;
            let mut spans = vec![Span::raw(" ")];
            for c in 0..board.cols {
                let cell = board.cells.iter().find(|v| v.cell == Cell::new(r, c));
                let text = cell
                    .map(|v| v.text.clone())
                    .filter(|t| !t.is_empty())
                    .unwrap_or_else(|| "·".into());
                let mut style = match cell {
                    Some(v) if v.highlight.last => p.accent(),
                    Some(v) if v.highlight.hint => p.good(),
                    _ => Style::default(),
                };
                if (r, c) == (self.row, self.col) {
                    style = self.cursor(style);
                }
                hits.push(Hit {
                    area: Rect::new(inner.x + 1 + 2 * u16::from(c), inner.y + dy, 1, 1),
                    target: Target::Cell(r, c),
                });
                spans.push(Span::styled(text, style));
                spans.push(Span::raw(" "));
            }
            lines.push(Line::from(spans));
        }
        lines
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
                spans.push(Span::styled(format!("{text:^3}"), style));
                spans.push(Span::raw("│"));
            }
            lines.push(Line::from(spans));
        }
        lines.push(Line::from(bottom));
        lines
    }

    /// One segment of a dot grid at `at` (clickable): `───` or `│` when drawn, faint `·` when
    /// free, the last one in the accent colour, the cursor's reversed.
    fn segment_span(
        &self,
        board: &BoardView,
        seg: Segment,
        at: Rect,
        p: Palette,
        hits: &mut Vec<Hit>,
    ) -> Span<'static> {
        let view = board.segments.iter().find(|v| v.segment == seg);
        let on = view.is_some_and(|v| v.drawn);
        let mut style = if view.is_some_and(|v| v.highlight.last) {
            p.accent()
        } else if on {
            Style::default()
        } else {
            p.style(Style::default().fg(Color::DarkGray))
        };
        let (vertical, row, col) = match seg {
            Segment::H { row, col } => (false, row, col),
            Segment::V { row, col } => (true, row, col),
        };
        if self.vertical == vertical && (row, col) == (self.row, self.col) {
            style = self.cursor(style);
        }
        hits.push(Hit {
            area: at,
            target: Target::Segment(seg.to_string()),
        });
        let text = match (vertical, on) {
            (false, true) => "───",
            (false, false) => " · ",
            (true, true) => "│",
            (true, false) => "·",
        };
        Span::styled(text, style)
    }

    /// Dots `•`, drawn segments `───`/`│`, free ones faint, boxes with their owner's letter.
    fn dot_grid(
        &self,
        board: &BoardView,
        inner: Rect,
        p: Palette,
        hits: &mut Vec<Hit>,
    ) -> Vec<Line<'static>> {
        let mut lines = Vec::new();
        for y in 0..=2 * board.rows {
            let mut spans = Vec::new();
            for x in 0..=2 * board.cols {
                let (r, c) = (y / 2, x / 2);
                match (y % 2, x % 2) {
                    (0, 0) => spans.push(Span::raw("•")),
                    (0, 1) => {
                        let seg = Segment::H { row: r, col: c };
                        let at =
                            Rect::new(inner.x + 2 * u16::from(x) - 1, inner.y + u16::from(y), 3, 1);
                        spans.push(self.segment_span(board, seg, at, p, hits));
                    }
                    (1, 0) => {
                        let seg = Segment::V { row: r, col: c };
                        let at =
                            Rect::new(inner.x + 2 * u16::from(x), inner.y + u16::from(y), 1, 1);
                        spans.push(self.segment_span(board, seg, at, p, hits));
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

/// A square as text and style: a chip's letter on its colour, a tile's number, an empty
/// square's printed mark (Mathable's operations and premiums) faint, `◇` on a legal one.
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
    let text = if !v.text.is_empty() {
        v.text.clone()
    } else if v.highlight.legal {
        "◇".into()
    } else if !v.mark.is_empty() {
        style = p.style(Style::default().fg(Color::DarkGray));
        v.mark.clone()
    } else {
        String::new()
    };
    (text, style)
}

//! Drawing helpers every screen shares: colours (or none, with `NO_COLOR`), click targets, the
//! timer, the log, pages of text and the lines some events add to the log.

use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use ratatui::Frame;
use tuffest_core::any_game::AnyDetail;
use tuffest_core::kit::SeatId;
use tuffest_core::lang::Lang;
use tuffest_core::tuf::play::Event as TufEvent;

/// Colours on, or off (`NO_COLOR`): every coloured piece also carries a letter or a shape, so
/// nothing is told by colour alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palette {
    pub colour: bool,
}

impl Palette {
    /// Colours unless `NO_COLOR` is set (to anything but the empty string).
    pub fn from_env() -> Palette {
        let off = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Palette { colour: !off }
    }

    /// `style`, or the plain style without colours.
    pub fn style(self, style: Style) -> Style {
        if self.colour {
            style
        } else {
            Style::default().add_modifier(style.add_modifier)
        }
    }

    /// A cube or piece of a named colour: black on the colour, readable in light and dark
    /// terminals alike.
    pub fn piece(self, colour: &str) -> Style {
        let bg = match colour {
            "blue" => Color::Blue,
            "green" => Color::Green,
            "red" => Color::Red,
            "yellow" => Color::Yellow,
            "white" => Color::White,
            "orange" => Color::LightRed,
            _ => return Style::default(),
        };
        self.style(Style::default().fg(Color::Black).bg(bg))
    }

    /// Something to draw the eye (the cursor, the last move).
    pub fn accent(self) -> Style {
        self.style(
            Style::default()
                .fg(Color::Cyan)
                .add_modifier(Modifier::BOLD),
        )
    }

    /// Bad news (time running out, a refusal).
    pub fn alarm(self) -> Style {
        self.style(Style::default().fg(Color::Red).add_modifier(Modifier::BOLD))
    }

    /// Good news (a valid equation).
    pub fn good(self) -> Style {
        self.style(Style::default().fg(Color::Green))
    }
}

/// The letter beside a colour, for players who cannot tell the colours (and for `NO_COLOR`).
pub fn colour_letter(colour: &str) -> &'static str {
    match colour {
        "blue" => "b",
        "green" => "g",
        "red" => "r",
        "yellow" => "y",
        "white" => "w",
        "orange" => "o",
        _ => "",
    }
}

/// What a click can reach.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A row of a list (the menu).
    Row(usize),
    /// One of the player's cubes (TUF).
    Cube(u32),
    /// An item of the layout (TUF).
    Item(u32),
    /// A number tile (Horseshoes).
    Tile(u32),
    /// A keypad key by its index (Horseshoes).
    Key(usize),
    /// A button, named by the key that does the same.
    Button(char),
    /// A square of a board.
    Cell(u8, u8),
    /// A segment between two dots, in the kit's notation.
    Segment(String),
}

/// A clickable area of the last frame.
#[derive(Debug, Clone)]
pub struct Hit {
    pub area: Rect,
    pub target: Target,
}

/// Whether the point is inside `area`.
pub fn inside(area: Rect, x: u16, y: u16) -> bool {
    x >= area.x && x < area.x + area.width && y >= area.y && y < area.y + area.height
}

/// Minutes and seconds, rounded up (a timer shows 0:01 until it is out).
pub fn mmss(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    format!("{}:{:02}", s / 60, s % 60)
}

/// A bordered block with a title.
pub fn block(title: String) -> Block<'static> {
    Block::default().borders(Borders::ALL).title(title)
}

/// `text` in a bordered box titled `title`, its lines wrapped to the box.
pub fn panel<'a>(text: impl Into<ratatui::text::Text<'a>>, title: &str) -> Paragraph<'a> {
    Paragraph::new(text)
        .block(block(title.into()))
        .wrap(Wrap { trim: true })
}

/// "Tournament — round 2/5", in the accent colour: the heading of a game played in rounds.
pub fn round_heading(title: &str, round: &str, at: u32, of: u32, p: Palette) -> Line<'static> {
    Line::from(Span::styled(
        format!("{title} — {round} {at}/{of}"),
        p.accent(),
    ))
}

/// "Your hand: 3 7 12": the numbers a child holds in the youngest's games.
pub fn hand_line(hand: &[u32], lang: Lang) -> Line<'static> {
    let hand: Vec<String> = hand.iter().map(u32::to_string).collect();
    Line::from(format!(
        "{} {}",
        lang.pick("Your hand:", "Votre main :"),
        hand.join(" ")
    ))
}
/// The last lines of the log that fit `height`.
pub fn log_lines(log: &[String], height: u16) -> Vec<Line<'static>> {
    let n = usize::from(height);
    log[log.len().saturating_sub(n)..]
        .iter()
        .map(|l| Line::from(l.clone()))
        .collect()
}

/// A page of text under `title` (the rules, the history), scrolled by `scroll` lines; any key
/// goes back.
pub fn page(
    f: &mut Frame,
    area: Rect,
    p: Palette,
    title: &str,
    lines: &[String],
    scroll: u16,
    lang: Lang,
) {
    let mut text: Vec<Line> = lines.iter().map(|l| Line::from(l.clone())).collect();
    text.push(Line::from(""));
    text.push(Line::from(Span::styled(
        lang.pick(
            "↑ ↓ scroll · any other key: back to the menu",
            "↑ ↓ défiler · autre touche : retour au menu",
        ),
        p.accent(),
    )));
    f.render_widget(
        Paragraph::new(text)
            .block(block(title.to_string()))
            .wrap(Wrap { trim: false })
            .scroll((scroll, 0)),
        area,
    );
}

/// What shows when the window is smaller than any screen needs.
pub fn too_small(f: &mut Frame, area: Rect, lang: Lang) {
    let text = lang.pick(
        "The window is too small: make it at least 40 × 12.",
        "La fenêtre est trop petite : au moins 40 × 12.",
    );
    f.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
}

/// A line for the log about a game's own event, where one says more than the screen does.
pub fn describe(detail: &AnyDetail, name: &dyn Fn(SeatId) -> String, lang: Lang) -> Option<String> {
    if let AnyDetail::Tournament(d) = detail {
        return describe_tournament(d, name, lang);
    }
    let AnyDetail::Tuf(event) = detail else {
        return None;
    };
    match event {
        TufEvent::Declared {
            seat, call, value, ..
        } => Some(format!("{}: {call}! ({value})", name(*seat))),
        TufEvent::Bested { seat, by } => Some(match lang {
            Lang::En => format!("{} bested {}.", name(*by), name(*seat)),
            Lang::Fr => format!("{} a battu {}.", name(*by), name(*seat)),
        }),
        TufEvent::ChallengeResolved {
            challenger,
            declarer,
            declarer_wrong,
            points,
        } => Some(format!(
            "TUF ERROR: {} → {} — {} ({points:+})",
            name(*challenger),
            name(*declarer),
            match (declarer_wrong, lang) {
                (true, Lang::En) => "the declarer was wrong",
                (false, Lang::En) => "the declarer was right",
                (true, Lang::Fr) => "le déclarant avait tort",
                (false, Lang::Fr) => "le déclarant avait raison",
            }
        )),
        TufEvent::RoundStarted { round } => Some(match lang {
            Lang::En => format!("Round {round}: the cubes are rolled."),
            Lang::Fr => format!("Manche {round} : les cubes sont lancés."),
        }),
        _ => None,
    }
}

/// A line for the log about the tournament (competitors are the seats, from 1).
fn describe_tournament(
    d: &tuffest_core::tournament::TournamentDetail,
    name: &dyn Fn(SeatId) -> String,
    lang: Lang,
) -> Option<String> {
    use tuffest_core::tournament::TournamentDetail as D;
    let who = |c: u32| name(c.saturating_sub(1));
    Some(match d {
        D::RoundStarted { round } => format!("{} {round}", lang.pick("Round", "Ronde")),
        D::Bye { competitor, score } => match lang {
            Lang::En => format!("{} has the bye ({score}).", who(*competitor)),
            Lang::Fr => format!("{} est exempt ({score}).", who(*competitor)),
        },
        D::Chose { competitor, first } => match (lang, first) {
            (Lang::En, true) => format!("{} chose to move first.", who(*competitor)),
            (Lang::En, false) => format!("{} chose to move second.", who(*competitor)),
            (Lang::Fr, true) => format!("{} a choisi de commencer.", who(*competitor)),
            (Lang::Fr, false) => format!("{} a choisi de jouer en second.", who(*competitor)),
        },
        D::GameFinished {
            first,
            second,
            scores,
            ..
        } => format!(
            "{} {} – {} {}",
            who(*first),
            scores[0],
            scores[1],
            who(*second)
        ),
        D::FinalStarted { finalists } => {
            let names: Vec<String> = finalists.iter().map(|&c| who(c)).collect();
            format!(
                "{} {}",
                lang.pick("The final:", "La finale :"),
                lang.list(&names)
            )
        }
        D::Champion { competitor } => match lang {
            Lang::En => format!("{} wins the tournament!", who(*competitor)),
            Lang::Fr => format!("{} remporte le tournoi !", who(*competitor)),
        },
        _ => return None,
    })
}

//! The full-screen terminal game: a menu of every game, each drawn from the core's views through
//! the kit (`AnyGame`), with live timers, colours, keys and mouse. No game rule lives here: a
//! key becomes one of the game's commands and the screen is the game's view.
//!
//! The loop polls the terminal every 100 ms, ticks the game with the monotonic clock and draws;
//! the [`App`] it drives knows nothing of the terminal, so tests feed it [`Input`]s on a virtual
//! clock and draw it on ratatui's test backend.

mod app;
mod board;
mod history;
mod horseshoes;
mod menu;
mod paint;
mod pane;
mod tables;
mod tournament;
mod tuf;

#[cfg(test)]
mod tests;

pub use app::{App, Flow, Start};

use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{
    self, DisableFocusChange, DisableMouseCapture, EnableFocusChange, EnableMouseCapture, Event,
    KeyCode, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::Terminal;
use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// What the player did, as the app understands it (the terminal's events, mapped).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A key, with Ctrl held or not.
    Key(KeyCode, bool),
    /// A left click at a column and row of the screen.
    Click(u16, u16),
    /// The window lost the focus (the game pauses where it can).
    FocusLost,
    /// The window has the focus again.
    FocusGained,
}

impl Input {
    /// A plain key press.
    pub fn key(code: KeyCode) -> Input {
        Input::Key(code, false)
    }

    /// A typed character.
    pub fn char(c: char) -> Input {
        Input::Key(KeyCode::Char(c), false)
    }

    fn from_event(e: Event) -> Option<Input> {
        match e {
            Event::Key(k) if k.kind != KeyEventKind::Release => Some(Input::Key(
                k.code,
                k.modifiers.contains(KeyModifiers::CONTROL),
            )),
            Event::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                Some(Input::Click(m.column, m.row))
            }
            Event::FocusLost => Some(Input::FocusLost),
            Event::FocusGained => Some(Input::FocusGained),
            _ => None,
        }
    }
}

/// Whether both standard input and output are terminals (else the line mode runs).
pub fn is_interactive() -> bool {
    std::io::stdin().is_terminal() && std::io::stdout().is_terminal()
}

/// The terminal's state to put back: raw mode, the alternate screen, mouse and focus reports.
struct Restore;

impl Restore {
    fn enter() -> std::io::Result<Restore> {
        enable_raw_mode()?;
        let restore = Restore;
        execute!(
            std::io::stdout(),
            EnterAlternateScreen,
            EnableMouseCapture,
            EnableFocusChange
        )?;
        Ok(restore)
    }
}

impl Drop for Restore {
    fn drop(&mut self) {
        leave();
    }
}

/// Puts the terminal back as it was (also from the panic hook, so a crash leaves a usable shell).
fn leave() {
    let _ = execute!(
        std::io::stdout(),
        DisableFocusChange,
        DisableMouseCapture,
        LeaveAlternateScreen
    );
    let _ = disable_raw_mode();
}

/// Runs the full-screen app from `start` until the player quits; the exit code.
pub fn run(start: Start, db: Option<std::path::PathBuf>) -> u8 {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        leave();
        hook(info);
    }));
    let guard = match Restore::enter() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("tuffest: cannot open the full-screen game ({e}); try --plain");
            return 1;
        }
    };
    let mut terminal = match Terminal::new(CrosstermBackend::new(std::io::stdout())) {
        Ok(t) => t,
        Err(e) => {
            drop(guard);
            eprintln!("tuffest: {e}");
            return 1;
        }
    };
    let clock = Instant::now();
    let now = || clock.elapsed().as_millis() as u64;
    let mut app = App::new(start, db, now());
    let code = loop {
        app.tick(now());
        if app.take_bell() {
            let _ = std::io::stdout().write_all(b"\x07");
        }
        if let Err(e) = terminal.draw(|f| app.draw(f, now())) {
            break report(e);
        }
        match event::poll(Duration::from_millis(100)) {
            Ok(false) => continue,
            Ok(true) => {}
            Err(e) => break report(e),
        }
        let input = match event::read() {
            Ok(e) => Input::from_event(e),
            Err(e) => break report(e),
        };
        if let Some(input) = input {
            if app.input(input, now()) == Flow::Quit {
                app.leave(now());
                break 0;
            }
        }
    };
    drop(terminal);
    drop(guard);
    if let Some(line) = app.farewell() {
        outln!("{line}");
    }
    code
}

fn report(e: std::io::Error) -> u8 {
    leave();
    eprintln!("tuffest: the terminal failed: {e}");
    1
}

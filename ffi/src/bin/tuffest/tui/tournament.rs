//! The tournament full-screen: on the left the round's pairing board, the standings and (at
//! the end) the final's scaled arithmetic; on the right the game in play, drawn and played by
//! the board screen (Dots and Boxes, the chip game) or the Math Horseshoes screen (the final).
//! Keys: 1 or 2 when a chooser is asked (move first or second), o to play a game between two
//! computer players out at once, p pause, q back to the menu (the event is saved).

use super::app::Action;
use super::board::BoardUi;
use super::horseshoes::HorseshoesUi;
use super::paint::{self, Target};
use super::pane::Pane;
use super::Input;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Constraint, Layout};
use ratatui::text::{Line, Span};
use tuffest_core::any_game::{AnyCommand, AnyGame, AnyView};
use tuffest_core::kit::SeatId;
use tuffest_core::tournament::{
    Tournament, TournamentCommand, TournamentGame, TournamentGameView, TournamentStage,
    TournamentView,
};

/// The screen's state: the inner screens' cursors.
#[derive(Debug, Default)]
pub struct TournamentUi {
    board: BoardUi,
    horseshoes: HorseshoesUi,
}

/// The game in play as the inner screens know games.
fn inner(t: &Tournament, v: &TournamentView) -> Option<(AnyGame, AnyView)> {
    match (&v.game, t.live().map(|l| &l.game), t.final_round()) {
        (Some(TournamentGameView::Boxes(bv)), Some(TournamentGame::Boxes(g)), _) => Some((
            AnyGame::Boxes(g.clone()),
            AnyView::Boxes(Box::new(bv.clone())),
        )),
        (Some(TournamentGameView::Chips(cv)), Some(TournamentGame::Chips(g)), _) => Some((
            AnyGame::Chips(g.clone()),
            AnyView::Chips(Box::new(cv.clone())),
        )),
        (Some(TournamentGameView::Final(rv)), _, Some(r)) => Some((
            AnyGame::Horseshoes(Box::new(r.clone())),
            AnyView::Horseshoes(Box::new(rv.clone())),
        )),
        _ => None,
    }
}

/// An inner screen's action as the tournament's, for the competitor to move.
fn lift(action: Action, seat: Option<SeatId>) -> Action {
    let Some(seat) = seat else {
        return match action {
            Action::TogglePause => Action::TogglePause,
            _ => Action::None,
        };
    };
    let wrap = |c: TournamentCommand| Action::Command(seat, AnyCommand::Tournament(c));
    match action {
        Action::Command(_, AnyCommand::Boxes(c)) => wrap(TournamentCommand::Boxes(c)),
        Action::Command(_, AnyCommand::Chips(c)) => wrap(TournamentCommand::Chips(c)),
        Action::Command(_, AnyCommand::Horseshoes(c)) => wrap(TournamentCommand::Final(c)),
        Action::Hint(_) => Action::Hint(seat),
        Action::Undo(_) => Action::Undo(seat),
        Action::TogglePause => Action::TogglePause,
        _ => Action::None,
    }
}

impl TournamentUi {
    /// A key: the chooser's 1 or 2, o (play out), or the game in play's own keys.
    pub fn key(&mut self, input: &Input, view: &AnyView, game: &AnyGame) -> Action {
        let (AnyView::Tournament(v), AnyGame::Tournament(t)) = (view, game) else {
            return Action::None;
        };
        if let (Some(seat), Input::Key(KeyCode::Char(c @ ('1' | '2')), _)) = (v.chooser, input) {
            let first = *c == '1';
            return Action::Command(
                seat,
                AnyCommand::Tournament(TournamentCommand::Choose { first }),
            );
        }
        if v.can_play_out && *input == Input::key(KeyCode::Char('o')) {
            return Action::Command(0, AnyCommand::Tournament(TournamentCommand::PlayOut));
        }
        if *input == Input::key(KeyCode::Char('p')) && v.stage != TournamentStage::Final {
            return Action::TogglePause;
        }
        let Some((g, iv)) = inner(t, v) else {
            return Action::None;
        };
        let action = match &iv {
            AnyView::Horseshoes(rv) => self.horseshoes.key(input, rv, &g),
            _ => self.board.key(input, &iv, &g),
        };
        lift(action, v.to_move)
    }

    /// A click on the game in play.
    pub fn click(&mut self, target: &Target, view: &AnyView, game: &AnyGame) -> Action {
        let (AnyView::Tournament(v), AnyGame::Tournament(t)) = (view, game) else {
            return Action::None;
        };
        let Some((g, iv)) = inner(t, v) else {
            return Action::None;
        };
        let action = match &iv {
            AnyView::Horseshoes(rv) => self.horseshoes.click(target, rv, &g),
            _ => self.board.click(target, &iv, &g),
        };
        lift(action, v.to_move)
    }

    /// Whether keys go to a line being typed.
    pub fn typing(&self) -> bool {
        self.board.typing()
    }

    /// Draws the pairing board and standings beside the game in play.
    pub fn draw(&self, mut pane: Pane, view: &AnyView, game: &AnyGame) {
        let (area, log, p, lang) = (pane.area, pane.log, pane.p, pane.lang);
        let (AnyView::Tournament(v), AnyGame::Tournament(t)) = (view, game) else {
            return;
        };
        let inner_game = inner(t, v);
        let side = if inner_game.is_some() {
            area.width.saturating_sub(46).clamp(28, 44)
        } else {
            area.width
        };
        let [left, right] =
            Layout::horizontal([Constraint::Length(side), Constraint::Min(0)]).areas(area);
        let mut text: Vec<Line> = vec![
            paint::round_heading(
                lang.pick("Tournament", "Tournoi"),
                lang.pick("round", "ronde"),
                v.round,
                v.rounds,
                p,
            ),
            Line::from(v.status.clone()),
            Line::from(""),
        ];
        for line in &v.pairings {
            let who = match &line.other {
                Some(o) => format!("{} – {o}", line.chooser),
                None => line.chooser.clone(),
            };
            text.push(Line::from(format!("{who}: {}", line.state)));
        }
        text.push(Line::from(""));
        text.push(Line::from(Span::styled(
            lang.pick("Standings", "Classement"),
            p.accent(),
        )));
        for s in &v.standings {
            text.push(Line::from(format!("{}. {} {}", s.place, s.name, s.score)));
            if inner_game.is_none() && !s.tie_breaks.is_empty() {
                text.push(Line::from(format!("   {}", s.tie_breaks)));
            }
        }
        if !v.final_rows.is_empty() {
            text.push(Line::from(""));
            text.push(Line::from(Span::styled(
                lang.pick("Final", "Finale"),
                p.accent(),
            )));
            for r in &v.final_rows {
                text.push(Line::from(format!(
                    "{}. {} — {}",
                    r.place, r.name, r.arithmetic
                )));
                if !r.answer.is_empty() {
                    text.push(Line::from(format!("   {}", r.answer)));
                }
            }
        }
        if inner_game.is_none() && !v.results.is_empty() {
            text.push(Line::from(""));
            text.push(Line::from(Span::styled(
                lang.pick("Games", "Parties"),
                p.accent(),
            )));
            for r in &v.results {
                let mut line = format!("{} {}: {}", lang.pick("round", "ronde"), r.round, r.text);
                if let Some(d) = &r.from_perfect {
                    line.push_str(&format!(" ({d})"));
                }
                text.push(Line::from(line));
            }
        }
        text.push(Line::from(""));
        let keys = if v.chooser.is_some() {
            lang.pick(
                "1: move first · 2: move second · q: menu",
                "1 : commencer · 2 : jouer en second · q : menu",
            )
        } else if v.can_play_out {
            lang.pick(
                "o: play this game out · p: pause · q: menu",
                "o : jouer la partie d’un coup · p : pause · q : menu",
            )
        } else {
            lang.pick("p: pause · q: menu", "p : pause · q : menu")
        };
        text.push(Line::from(Span::styled(keys, p.accent())));
        if inner_game.is_none() {
            for l in paint::log_lines(log, 4) {
                text.push(l);
            }
        }
        pane.f.render_widget(
            paint::panel(text, lang.pick(" Tournament ", " Tournoi ")),
            left,
        );
        // The game in play has the right-hand part.
        pane.area = right;
        match &inner_game {
            Some((_, AnyView::Horseshoes(rv))) => self.horseshoes.draw(pane, rv),
            Some((_, iv)) => self.board.draw(pane, iv),
            None => {}
        }
    }
}

//! What a shell draws of a tournament: the stage and a status line, this round's pairing
//! board (who plays whom, who chooses, results), the standings with their tie-breaks, every
//! result with its distance from perfect play, the game in play (its own view), and the
//! final's scaled arithmetic; every sentence in the player's language.

use super::event::{PlayedGame, Tournament, TournamentGame};
use super::pairings::Competitor;
use super::standings::TieBreak;
use crate::boxes::BoxesView;
use crate::chips::ChipsView;
use crate::horseshoes::round::Phase;
use crate::horseshoes::view::RoundView;
use crate::kit::{Game, SeatId};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// Where the tournament stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum TournamentStage {
    /// A chooser is to pick the order of the next game.
    Choosing,
    /// A game of the main tournament is in play.
    Playing,
    /// The Math Horseshoes final is in play.
    Final,
    /// The tournament is over.
    Over,
}

/// The view of the game in play.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
// Not boxed: the view is built once a frame, and UniFFI carries no `Box`.
#[allow(clippy::large_enum_variant)]
pub enum TournamentGameView {
    /// A Dots and Boxes game.
    Boxes(BoxesView),
    /// A chip game.
    Chips(ChipsView),
    /// The final (its players: the people among the finalists).
    Final(RoundView),
}

/// One pairing of the round on the pairing board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PairingLine {
    /// Who chooses the order.
    pub chooser: String,
    /// The opponent (`None` for a bye).
    pub other: Option<String>,
    /// "to play", "playing", the result, or the bye's score.
    pub state: String,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StandingLine {
    /// Place, from 1.
    pub place: u32,
    /// Who.
    pub name: String,
    /// Main-tournament score.
    pub score: i64,
    /// The tie-breaks, worded ("Buchholz 31 · Sonneborn-Berger 12.5").
    pub tie_breaks: String,
}

/// One finished game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ResultLine {
    /// The round, from 1.
    pub round: u32,
    /// "Ann 9 – 7 Bob" (first mover first).
    pub text: String,
    /// Duplicate-style distance from perfect play ("Ann −2, Bob +2"), when known.
    pub from_perfect: Option<String>,
}

/// One line of the final standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FinalLine {
    /// Place, from 1.
    pub place: u32,
    /// Who.
    pub name: String,
    /// The final answer ("" when none).
    pub answer: String,
    /// The raw Horseshoes score.
    pub raw: u32,
    /// The scaled arithmetic shown ("12 + 7 × 14/10 = 21.8").
    pub arithmetic: String,
}

/// The whole view.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TournamentView {
    /// Where the tournament stands.
    pub stage: TournamentStage,
    /// The status line.
    pub status: String,
    /// The round in progress, from 1 (the last round once the main tournament is over).
    pub round: u32,
    /// Rounds in the main tournament.
    pub rounds: u32,
    /// The competitors' names, in the organiser's order.
    pub names: Vec<String>,
    /// The pairing board of the round shown.
    pub pairings: Vec<PairingLine>,
    /// The standings now.
    pub standings: Vec<StandingLine>,
    /// Every finished game, in order.
    pub results: Vec<ResultLine>,
    /// The competitor (seat, from 0) asked to choose the order now.
    pub chooser: Option<SeatId>,
    /// The game in play (or the final).
    pub game: Option<TournamentGameView>,
    /// For the game in play: the competitor seat of each of its seats.
    pub game_seats: Vec<SeatId>,
    /// Whether the game in play is between computer players (it can be played out at once).
    pub can_play_out: bool,
    /// The competitor (seat, from 0) whose move or answer the game in play (or the final)
    /// waits for; `None` between games and once the final is revealed.
    pub to_move: Option<SeatId>,
    /// The finalists, best of the standings first.
    pub finalists: Vec<String>,
    /// The final standings, once over.
    pub final_rows: Vec<FinalLine>,
    /// The set-up as a share code.
    pub code: String,
}

fn tie_breaks(breaks: &[(TieBreak, i64)], lang: Lang) -> String {
    let parts: Vec<String> = breaks
        .iter()
        .map(|(t, v)| match t {
            TieBreak::Buchholz => format!("Buchholz {v}"),
            TieBreak::SonnebornBergerHalves => {
                let text = if v % 2 == 0 {
                    format!("{}", v / 2)
                } else {
                    let whole = format!("{}", v / 2);
                    let sep = lang.pick(".", ",");
                    format!("{whole}{sep}5")
                };
                format!("Sonneborn-Berger {text}")
            }
            TieBreak::HeadToHead => {
                format!("{} {v}", lang.pick("head-to-head", "confrontation directe"))
            }
        })
        .collect();
    parts.join(" · ")
}

fn signed(v: i64) -> String {
    if v > 0 {
        format!("+{v}")
    } else if v < 0 {
        format!("−{}", -v)
    } else {
        "0".into()
    }
}

/// A finished game in a line: "Ann 9 – 7 Bob".
pub fn result_text(t: &Tournament, g: &PlayedGame) -> String {
    format!(
        "{} {} – {} {}",
        t.name(g.first),
        g.scores[0],
        g.scores[1],
        t.name(g.second)
    )
}

/// The duplicate-style distance from perfect play: "Ann −2, Bob +2".
pub fn from_perfect_text(t: &Tournament, g: &PlayedGame) -> Option<String> {
    let d = g.from_perfect()?;
    Some(format!(
        "{} {}, {} {}",
        t.name(g.first),
        signed(d[0]),
        t.name(g.second),
        signed(d[1])
    ))
}

fn stage(t: &Tournament) -> TournamentStage {
    if t.is_over() {
        TournamentStage::Over
    } else if t.final_round().is_some() {
        TournamentStage::Final
    } else if t.live().is_some() {
        TournamentStage::Playing
    } else {
        TournamentStage::Choosing
    }
}

fn pairing_lines(t: &Tournament, round: usize, lang: Lang) -> Vec<PairingLine> {
    let Some(pairs) = t.schedule().get(round) else {
        return Vec::new();
    };
    let r = round as u32 + 1;
    pairs
        .iter()
        .map(|p| {
            let state = match p.other {
                None => format!(
                    "{} {}",
                    lang.pick("bye:", "exempt :"),
                    t.options().setup.bye_score
                ),
                Some(o) => {
                    let meets = |g: &&PlayedGame| {
                        g.round == r && g.pairing.chooser == p.chooser && g.pairing.other == Some(o)
                    };
                    let done: Vec<String> = (t.played().iter())
                        .filter(meets)
                        .map(|g| result_text(t, g))
                        .collect();
                    let playing = t.live().is_some_and(|g| meets(&g));
                    if playing {
                        lang.pick("playing", "en cours").to_string()
                    } else if done.is_empty() {
                        lang.pick("to play", "à jouer").to_string()
                    } else {
                        done.join(" · ")
                    }
                }
            };
            PairingLine {
                chooser: t.name(p.chooser),
                other: p.other.map(|o| t.name(o)),
                state,
            }
        })
        .collect()
}

fn status(t: &Tournament, lang: Lang) -> String {
    if let Some(row) = t.final_rows().first() {
        let name = t.name(row.finalist.competitor);
        return match lang {
            Lang::En => format!("{name} wins the tournament ({})", row.total),
            Lang::Fr => format!("{name} remporte le tournoi ({})", row.total),
        };
    }
    if let Some(round) = t.final_round() {
        let people = t.people_finalists();
        return match round.phase() {
            Phase::HandOver { player } | Phase::Writing { player } => {
                let name = people.get(*player).map(|&c| t.name(c)).unwrap_or_default();
                match lang {
                    Lang::En => format!("The final: {name} writes an answer"),
                    Lang::Fr => format!("La finale : {name} écrit sa réponse"),
                }
            }
            Phase::Revealed => lang.pick("The final is over", "La finale est finie").into(),
        };
    }
    let r = t.current_round();
    if let Some(g) = t.live() {
        let (a, b) = (t.name(g.first), t.name(g.second));
        return match lang {
            Lang::En => format!("Round {r}: {a} – {b}, first to move: {a}"),
            Lang::Fr => format!("Ronde {r} : {a} – {b}, premier à jouer : {a}"),
        };
    }
    if let Some(p) = t.awaiting_choice() {
        let name = t.name(p.chooser);
        let other = p.other.map(|o| t.name(o)).unwrap_or_default();
        return match lang {
            Lang::En => {
                format!("Round {r}: {name} plays {other} and chooses to move first or second")
            }
            Lang::Fr => {
                format!("Ronde {r} : {name} affronte {other} et choisit de commencer ou non")
            }
        };
    }
    lang.pick("The tournament goes on", "Le tournoi continue")
        .into()
}

/// The competitor (seat) the game in play waits for, from its view.
fn to_move(t: &Tournament, game: &TournamentGameView, seats: &[SeatId]) -> Option<SeatId> {
    match game {
        TournamentGameView::Boxes(b) => seats.get(b.turn? as usize).copied(),
        TournamentGameView::Chips(c) => {
            let yellow = c.to_move? == crate::chips::Colour::Yellow;
            seats.get(usize::from(!yellow)).copied()
        }
        TournamentGameView::Final(_) => match t.final_round()?.phase() {
            Phase::HandOver { player } | Phase::Writing { player } => seats.get(*player).copied(),
            Phase::Revealed => None,
        },
    }
}

/// The view at `now_ms` in `lang`.
pub fn view(t: &Tournament, now_ms: u64, lang: Lang) -> TournamentView {
    let rounds = t.options().setup.rounds.len();
    let shown_round = (t.current_round() as usize).min(rounds).max(1) - 1;
    let seat = |c: Competitor| c.saturating_sub(1);
    let (game, game_seats, can_play_out) = if let Some(g) = t.live() {
        let v = match &g.game {
            TournamentGame::Boxes(b) => TournamentGameView::Boxes(b.view(now_ms, lang)),
            TournamentGame::Chips(c) => TournamentGameView::Chips(c.view(now_ms, lang)),
        };
        let computers = g.game.seats().iter().all(crate::kit::Seat::is_computer);
        (Some(v), vec![seat(g.first), seat(g.second)], computers)
    } else if let Some(r) = t.final_round() {
        let seats = t.people_finalists().into_iter().map(seat).collect();
        (
            Some(TournamentGameView::Final(Game::view(r, now_ms, lang))),
            seats,
            false,
        )
    } else {
        (None, Vec::new(), false)
    };
    TournamentView {
        stage: stage(t),
        status: status(t, lang),
        round: shown_round as u32 + 1,
        rounds: rounds as u32,
        names: (1..=t.competitor_count()).map(|c| t.name(c)).collect(),
        pairings: pairing_lines(t, shown_round, lang),
        standings: t
            .standings()
            .iter()
            .map(|r| StandingLine {
                place: r.place,
                name: t.name(r.competitor),
                score: r.score,
                tie_breaks: tie_breaks(&r.tie_breaks, lang),
            })
            .collect(),
        results: t
            .played()
            .iter()
            .map(|g| ResultLine {
                round: g.round,
                text: result_text(t, g),
                from_perfect: from_perfect_text(t, g),
            })
            .collect(),
        chooser: t.awaiting_choice().map(|p| seat(p.chooser)),
        to_move: game.as_ref().and_then(|g| to_move(t, g, &game_seats)),
        game,
        game_seats,
        can_play_out,
        finalists: t.finalists().iter().map(|&c| t.name(c)).collect(),
        final_rows: t
            .final_rows()
            .iter()
            .map(|r| FinalLine {
                place: r.place,
                name: t.name(r.finalist.competitor),
                answer: t.answer_of(r.finalist.competitor).unwrap_or_default(),
                raw: r.finalist.raw,
                arithmetic: r.arithmetic.clone(),
            })
            .collect(),
        code: t.options().setup.code(),
    }
}

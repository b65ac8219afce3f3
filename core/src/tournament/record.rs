//! A tournament in the score history and as a shareable results table: the event itself (each
//! competitor's main score, one history round per tournament round, the champion), every game
//! and the final as their own records, and the results as text or CSV.

use super::event::{Tournament, TournamentGame};
use super::pairings::Competitor;
use super::setup::{PairingSystem, RoundGame};
use crate::history::{FinishedMatch, MatchPlayer, RoundEntry, RoundRecord};
use crate::horseshoes::judge;
use crate::kit::{Game, Seat};
use crate::lang::Lang;

fn player(seat: &Seat, total: i64) -> MatchPlayer {
    MatchPlayer {
        name: seat.name.clone(),
        is_computer: seat.is_computer(),
        computer_strength: seat.strength().map(|s| s.level() * 33),
        total,
    }
}

fn round_code(game: &RoundGame) -> String {
    match game {
        RoundGame::Boxes(s) => format!("boxes {}", crate::boxes::notation::setup_code(s)),
        RoundGame::Chips(b) => format!("chips {}", crate::chips::share_code(b)),
    }
}

/// The tournament's own record: game `"tournament"`, variant `"round robin"` or `"swiss"`,
/// the set-up's share code in the settings, each competitor's main score (one history round
/// per tournament round, byes included) and the champion; not finished until the final is.
pub fn record(t: &Tournament, started_at_ms: i64) -> FinishedMatch {
    let n = t.competitor_count() as usize;
    let setup = &t.options().setup;
    let mut rounds = Vec::new();
    let mut totals = vec![0i64; n];
    for (i, game) in setup.rounds.iter().enumerate() {
        let r = i as u32 + 1;
        if t.current_round() < r && !t.is_over() {
            break;
        }
        let mut scores = vec![0i64; n];
        let bye = setup.bye_score;
        for &(round, c) in t.byes() {
            if round == r {
                if let Some(s) = scores.get_mut(c as usize - 1) {
                    *s += bye;
                }
            }
        }
        let mut duration = 0i64;
        for g in t.played().iter().filter(|g| g.round == r) {
            for (c, s) in [(g.first, g.scores[0]), (g.second, g.scores[1])] {
                if let Some(x) = scores.get_mut(c as usize - 1) {
                    *x += s;
                }
            }
            duration += i64::try_from(g.game.duration_ms()).unwrap_or(0);
        }
        for (t, s) in totals.iter_mut().zip(&scores) {
            *t += s;
        }
        rounds.push(RoundRecord {
            duration_ms: duration,
            code: round_code(game),
            entries: scores
                .iter()
                .map(|&score| RoundEntry {
                    score,
                    equation: String::new(),
                    valid: true,
                    hints_used: 0,
                })
                .collect(),
        });
    }
    FinishedMatch {
        game: "tournament".into(),
        variant: match setup.system {
            PairingSystem::RoundRobin => "round robin".into(),
            PairingSystem::Swiss => "swiss".into(),
        },
        settings_json: serde_json::json!({ "code": setup.code() }).to_string(),
        started_at_ms,
        duration_ms: rounds.iter().map(|r| r.duration_ms).sum(),
        finished: t.is_over(),
        players: setup
            .competitors
            .iter()
            .zip(&totals)
            .map(|(s, &total)| player(s, total))
            .collect(),
        rounds,
        winners: t
            .final_rows()
            .first()
            .map(|r| vec![r.finalist.competitor - 1])
            .unwrap_or_default(),
        par: None,
    }
}

/// Every game of the tournament as its own history record (each game's own record, the
/// players as their competitors), then the final: its players the finalists (computer
/// finalists included), their answers and raw scores.
pub fn game_records(t: &Tournament, started_at_ms: i64) -> Vec<FinishedMatch> {
    let mut out: Vec<FinishedMatch> = t
        .played()
        .iter()
        .map(|g| {
            let mut r = match &g.game {
                TournamentGame::Boxes(b) => b.record(started_at_ms),
                TournamentGame::Chips(c) => c.record(started_at_ms),
            };
            r.variant = format!("tournament round {}", g.round);
            r
        })
        .collect();
    if t.is_over() {
        out.push(final_record(t, started_at_ms));
    }
    out
}

fn final_record(t: &Tournament, started_at_ms: i64) -> FinishedMatch {
    let puzzle = &t.options().setup.final_puzzle;
    let entries: Vec<(Competitor, String, u32, bool)> = t
        .finalists()
        .iter()
        .map(|&c| {
            let answer = t.answer_of(c).unwrap_or_default();
            let v = judge(&answer, puzzle);
            let ok = !answer.is_empty() && v.valid;
            (c, answer, if ok { v.score } else { 0 }, ok)
        })
        .collect();
    let best = entries.iter().map(|e| e.2).max().unwrap_or(0);
    FinishedMatch {
        game: "horseshoes".into(),
        variant: "tournament final".into(),
        settings_json: puzzle.settings_json(),
        started_at_ms,
        duration_ms: t
            .final_round()
            .map_or(0, |r| r.used_ms().iter().sum::<u64>() as i64),
        finished: true,
        players: entries
            .iter()
            .map(|(c, _, raw, _)| {
                let seat = t
                    .competitor(*c)
                    .cloned()
                    .unwrap_or_else(|| Seat::person("?"));
                player(&seat, i64::from(*raw))
            })
            .collect(),
        rounds: vec![RoundRecord {
            duration_ms: 0,
            code: puzzle.code(),
            entries: entries
                .iter()
                .map(|(_, answer, raw, valid)| RoundEntry {
                    score: i64::from(*raw),
                    equation: answer.clone(),
                    valid: *valid,
                    hints_used: 0,
                })
                .collect(),
        }],
        winners: (0u32..)
            .zip(&entries)
            .filter(|(_, e)| e.2 == best)
            .map(|(i, _)| i)
            .collect(),
        par: None,
    }
}

/// The results as text to share: every game with its distance from perfect play, the
/// standings, and the final with its arithmetic.
pub fn results_text(t: &Tournament, lang: Lang) -> String {
    let v = t.view(0, lang);
    let mut out = String::new();
    out.push_str(lang.pick("Games\n", "Parties\n"));
    for r in &v.results {
        let round = lang.pick("round", "ronde");
        out.push_str(&format!("  {round} {}: {}", r.round, r.text));
        if let Some(p) = &r.from_perfect {
            let label = lang.pick("from perfect play", "par rapport au jeu parfait");
            out.push_str(&format!(" ({label}: {p})"));
        }
        out.push('\n');
    }
    for &(round, c) in t.byes() {
        let word = lang.pick("bye", "exempt");
        out.push_str(&format!(
            "  {} {round}: {} ({word}, {})\n",
            lang.pick("round", "ronde"),
            t.name(c),
            t.options().setup.bye_score
        ));
    }
    out.push_str(lang.pick("Standings\n", "Classement\n"));
    for s in &v.standings {
        out.push_str(&format!(
            "  {}. {} {} ({})\n",
            s.place, s.name, s.score, s.tie_breaks
        ));
    }
    if !v.final_rows.is_empty() {
        out.push_str(lang.pick("Final\n", "Finale\n"));
        for f in &v.final_rows {
            out.push_str(&format!(
                "  {}. {} — {} — {}\n",
                f.place, f.name, f.answer, f.arithmetic
            ));
        }
    }
    out
}

fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// The results as CSV (header `kind,round,player_a,player_b,score_a,score_b,from_perfect_a,
/// from_perfect_b,place,total`): one line per game (`player_a` moved first), one per bye
/// (`score_a` the bye's score), then one per finalist (`score_a` the raw Horseshoes score,
/// `place` and `total` the final standing).
pub fn results_csv(t: &Tournament) -> String {
    let mut out = String::from(
        "kind,round,player_a,player_b,score_a,score_b,from_perfect_a,from_perfect_b,place,total\n",
    );
    for g in t.played() {
        let d = g.from_perfect();
        out.push_str(&format!(
            "game,{},{},{},{},{},{},{},,\n",
            g.round,
            csv_field(&t.name(g.first)),
            csv_field(&t.name(g.second)),
            g.scores[0],
            g.scores[1],
            d.map(|d| d[0].to_string()).unwrap_or_default(),
            d.map(|d| d[1].to_string()).unwrap_or_default(),
        ));
    }
    for &(round, c) in t.byes() {
        out.push_str(&format!(
            "bye,{round},{},,{},,,,,\n",
            csv_field(&t.name(c)),
            t.options().setup.bye_score
        ));
    }
    for r in t.final_rows() {
        out.push_str(&format!(
            "final,,{},,{},,,,{},{}\n",
            csv_field(&t.name(r.finalist.competitor)),
            r.finalist.raw,
            r.place,
            r.total
        ));
    }
    out
}

//! Scoring a round: the score sheet rows, and the standard and solitaire rules.
//!
//! Standard (games 1, 1A, 2 to 6): the final declarer with a correct equation counts double
//! its cube value, every other correct equation single, an incorrect one zero. The cube value
//! (from the verdict) already holds the fraction cube's two, the exponent incentive, the base
//! bonus and the equating-to-zero penalty. Solitaire (1C) and pass-and-play: each correct
//! equation scores its cube value. Cutthroat is in [`super::cutthroat`], the constant-cube race
//! in [`super::race`].

use crate::lang::Lang;
use crate::tuf::layout::Layout;
use crate::tuf::notation;
use crate::tuf::settings::Settings;
use crate::tuf::verdict::check;
use serde::{Deserialize, Serialize};

/// Why a seat scored what it did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScoreNote {
    /// The final declarer with a correct equation: double.
    FinalDeclarer,
    /// A correct equation: single.
    Single,
    /// Cutthroat: bested and not equalled, so back to zero.
    Reverted,
    /// Cutthroat: bested, then equalled the new value: single again.
    Equalled,
    /// The equation is not correct: zero.
    Incorrect,
    /// No equation was made: zero.
    NoEquation,
    /// Cutthroat: caught in a TUF ERROR: zero for the equation.
    CaughtInError,
    /// Constant-cube race: the place among the correct calls (1 = first).
    Place {
        /// 1 for the first correct call.
        rank: u32,
    },
    /// Constant-cube race: the player did not call an equation.
    NotCalled,
    /// Solitaire: the cube value of a correct equation.
    Solitaire,
}

impl ScoreNote {
    /// A short phrase for the score sheet, in English.
    pub fn text(self) -> String {
        self.text_in(Lang::En)
    }

    /// A short phrase for the score sheet, in `lang` (French with a no-break space before
    /// the colon).
    pub fn text_in(self, lang: Lang) -> String {
        let l = |en: &str, fr: &str| lang.pick(en, fr).to_string();
        match self {
            ScoreNote::FinalDeclarer => {
                l("final declarer: double", "déclarant final\u{a0}: double")
            }
            ScoreNote::Single => l("correct: single", "juste\u{a0}: simple"),
            ScoreNote::Reverted => l("bested: back to zero", "battu\u{a0}: retour à zéro"),
            ScoreNote::Equalled => l(
                "bested, then equalled: single",
                "battu, puis égalé\u{a0}: simple",
            ),
            ScoreNote::Incorrect => l("not correct: zero", "pas juste\u{a0}: zéro"),
            ScoreNote::NoEquation => l("no equation", "pas d'égalité"),
            ScoreNote::CaughtInError => l("TUF ERROR: zero", "TUF ERREUR\u{a0}: zéro"),
            ScoreNote::Place { rank } => match lang {
                Lang::En => format!("place {rank}"),
                Lang::Fr if rank == 1 => "1re place".to_string(),
                Lang::Fr => format!("{rank}e place"),
            },
            ScoreNote::NotCalled => l("did not call", "pas d'annonce"),
            ScoreNote::Solitaire => l("correct: its value", "juste\u{a0}: sa valeur"),
        }
    }
}

/// One seat's row for a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatScore {
    /// The seat.
    pub seat: u32,
    /// The round's points: the equation's plus the challenges'.
    pub points: i32,
    /// Points for the equation.
    pub equation_points: i32,
    /// Points won or lost by TUF ERROR challenges (cutthroat).
    pub challenge_points: i32,
    /// The equation's cube value (0 when not correct).
    pub value: i32,
    /// Whether the equation judged is correct.
    pub valid: bool,
    /// The equation judged, in the text notation.
    pub text: String,
    /// The equation judged, in normal notation.
    pub normal: String,
    /// Why it is not correct.
    pub reason: Option<String>,
    /// Why it scored so.
    pub note: ScoreNote,
}

/// The score sheet of one round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    /// The round's number.
    pub round: u32,
    /// One row per seat, in seat order.
    pub scores: Vec<SeatScore>,
    /// The final declarer, if anyone declared.
    pub final_declarer: Option<u32>,
    /// Each seat's roll, as a roll code (the same code for a shared roll).
    #[serde(default)]
    pub rolls: Vec<String>,
    /// How long the round lasted, in game milliseconds.
    #[serde(default)]
    pub duration_ms: u64,
}

impl RoundResult {
    /// The points of each seat.
    pub fn points(&self) -> Vec<i32> {
        self.scores.iter().map(|s| s.points).collect()
    }
}

/// A layout judged at the end of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judged {
    /// Correct or not.
    pub valid: bool,
    /// Cube value (0 when not correct).
    pub value: i32,
    /// Nothing was placed.
    pub empty: bool,
    /// Text notation.
    pub text: String,
    /// Normal notation.
    pub normal: String,
    /// Why not correct.
    pub reason: Option<String>,
}

/// Judges a layout under the settings.
pub fn judge(layout: &Layout, settings: &Settings) -> Judged {
    let v = check(layout, settings);
    Judged {
        valid: v.valid,
        value: if v.valid { v.cube_value } else { 0 },
        empty: layout.cube_count() == 0,
        text: notation::print(layout),
        normal: v.normal,
        reason: v.reason,
    }
}

/// A row from a judged layout and its equation points.
pub fn row(seat: usize, judged: &Judged, equation_points: i32, note: ScoreNote) -> SeatScore {
    SeatScore {
        seat: seat as u32,
        points: equation_points,
        equation_points,
        challenge_points: 0,
        value: judged.value,
        valid: judged.valid,
        text: judged.text.clone(),
        normal: judged.normal.clone(),
        reason: judged.reason.clone(),
        note,
    }
}

/// The note for a seat with no score: empty or incorrect.
pub fn zero_note(judged: &Judged) -> ScoreNote {
    if judged.empty {
        ScoreNote::NoEquation
    } else {
        ScoreNote::Incorrect
    }
}

/// Standard scoring: double for the final declarer's correct equation, single for the others'.
pub fn standard(judged: &[Judged], final_declarer: Option<usize>) -> Vec<SeatScore> {
    judged
        .iter()
        .enumerate()
        .map(|(seat, j)| {
            if !j.valid {
                row(seat, j, 0, zero_note(j))
            } else if Some(seat) == final_declarer {
                row(seat, j, 2 * j.value, ScoreNote::FinalDeclarer)
            } else {
                row(seat, j, j.value, ScoreNote::Single)
            }
        })
        .collect()
}

/// Solitaire scoring: each correct equation scores its cube value.
pub fn solitaire(judged: &[Judged]) -> Vec<SeatScore> {
    judged
        .iter()
        .enumerate()
        .map(|(seat, j)| {
            if j.valid {
                row(seat, j, j.value, ScoreNote::Solitaire)
            } else {
                row(seat, j, 0, zero_note(j))
            }
        })
        .collect()
}

/// The seats with the highest total (several when tied; none when there are no seats).
pub fn winners(totals: &[i32]) -> Vec<u32> {
    let Some(best) = totals.iter().max() else {
        return Vec::new();
    };
    totals
        .iter()
        .enumerate()
        .filter(|(_, t)| *t == best)
        .map(|(i, _)| i as u32)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tuf::games::Game;

    fn j(text: &str) -> Judged {
        let layout = notation::parse(text).unwrap_or_default();
        judge(&layout, &Game::G2.settings())
    }

    #[test]
    fn double_single_zero() {
        let judged = vec![j("4 + 2 = 6"), j("1/2 × 8 = 4"), j("4 + 2 = 7"), j("")];
        let rows = standard(&judged, Some(1));
        let points: Vec<i32> = rows.iter().map(|r| r.points).collect();
        // The fraction cube is worth 2: "1/2 × 8 = 4" is 6, doubled 12.
        assert_eq!(points, vec![5, 12, 0, 0]);
        assert_eq!(rows[2].note, ScoreNote::Incorrect);
        assert_eq!(rows[3].note, ScoreNote::NoEquation);
        assert_eq!(solitaire(&judged)[1].points, 6);
    }

    #[test]
    fn ties_are_reported() {
        assert_eq!(winners(&[3, 7, 7]), vec![1, 2]);
        assert_eq!(winners(&[]), Vec::<u32>::new());
    }
}

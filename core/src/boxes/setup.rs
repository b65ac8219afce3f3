//! Set-ups: the size (3 to 7 dots a side; 5, 6 and 7 are the tournament's, 3 and 4 are for
//! learning) and the segments the organiser drew before play. A set-up in which a box is
//! already complete is refused.

use super::board::{Board, MAX_DOTS};
use super::position::Position;
use crate::kit::{Segment, Worded};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The smallest tournament size (dots a side).
pub const TOURNAMENT_MIN_DOTS: u8 = 5;

/// A set-up as an editor, a share code or the library gives it; [`Setup::check`] validates it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Setup {
    /// Dots a side (3..=7).
    pub dots: u8,
    /// The segments drawn before play.
    pub drawn: Vec<Segment>,
}

/// Why a set-up (or a saved game, or a game's seats) was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// The size is outside 3..=7 dots a side.
    DotsOutOfRange {
        /// The size asked for.
        dots: i64,
    },
    /// A segment is not on the board.
    OffBoard {
        /// The segment.
        segment: Segment,
        /// Dots a side.
        dots: u8,
    },
    /// A segment is listed twice.
    Repeated {
        /// The segment.
        segment: Segment,
    },
    /// A box is already complete before play.
    BoxComplete {
        /// Its row, from 0.
        row: u8,
        /// Its column, from 0.
        col: u8,
    },
    /// A word of a set-up's text is not a segment.
    BadSegment {
        /// The word.
        text: String,
    },
    /// A share code that does not read (mistyped, or cut short).
    BadCode,
    /// The generator cannot draw that many segments without giving a box three sides.
    TooManySegments {
        /// Segments asked for.
        count: u32,
        /// Dots a side.
        dots: u8,
    },
    /// A tournament game on a learning size.
    NotTournamentSize {
        /// Dots a side.
        dots: u8,
    },
    /// A game needs exactly two seats.
    Seats {
        /// Seats given.
        count: usize,
    },
    /// A saved game whose moves do not replay.
    BadSave {
        /// What went wrong.
        why: String,
    },
}

impl Worded for SetupError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (SetupError::DotsOutOfRange { dots }, Lang::En) => {
                format!("a board has 3 to 7 dots a side, not {dots}")
            }
            (SetupError::DotsOutOfRange { dots }, Lang::Fr) => {
                format!("une grille a de 3 à 7 points de côté, pas {dots}")
            }
            (SetupError::OffBoard { segment, dots }, Lang::En) => {
                format!("segment {segment} is not on a board of {dots}×{dots} dots")
            }
            (SetupError::OffBoard { segment, dots }, Lang::Fr) => {
                format!("le segment {segment} n’est pas sur une grille de {dots}×{dots} points")
            }
            (SetupError::Repeated { segment }, Lang::En) => {
                format!("segment {segment} is listed twice")
            }
            (SetupError::Repeated { segment }, Lang::Fr) => {
                format!("le segment {segment} figure deux fois")
            }
            (SetupError::BoxComplete { row, col }, Lang::En) => format!(
                "the box in row {}, column {} is already complete: a set-up must start with no \
                 box complete",
                row + 1,
                col + 1
            ),
            (SetupError::BoxComplete { row, col }, Lang::Fr) => format!(
                "la case de la ligne {}, colonne {} est déjà fermée : une position de départ ne \
                 doit fermer aucune case",
                row + 1,
                col + 1
            ),
            (SetupError::BadSegment { text }, Lang::En) => format!(
                "“{text}” is not a segment (write h<row>,<column> or v<row>,<column>, e.g. h0,1)"
            ),
            (SetupError::BadSegment { text }, Lang::Fr) => format!(
                "« {text} » n’est pas un segment (écrivez h<ligne>,<colonne> ou \
                 v<ligne>,<colonne>, par exemple h0,1)"
            ),
            (SetupError::BadCode, Lang::En) => {
                "this set-up code does not read: check it for a typing mistake".into()
            }
            (SetupError::BadCode, Lang::Fr) => {
                "ce code de position ne se lit pas : vérifiez-le (faute de frappe ?)".into()
            }
            (SetupError::TooManySegments { count, dots }, Lang::En) => format!(
                "{count} segments cannot be drawn on {dots}×{dots} dots without giving a box \
                 three sides"
            ),
            (SetupError::TooManySegments { count, dots }, Lang::Fr) => format!(
                "on ne peut pas tracer {count} segments sur {dots}×{dots} points sans donner \
                 trois côtés à une case"
            ),
            (SetupError::NotTournamentSize { dots }, Lang::En) => format!(
                "{dots}×{dots} dots is a learning size, outside the tournament (5, 6 or 7 dots \
                 a side)"
            ),
            (SetupError::NotTournamentSize { dots }, Lang::Fr) => format!(
                "{dots}×{dots} points est une taille d’apprentissage, hors tournoi (5, 6 ou 7 \
                 points de côté)"
            ),
            (SetupError::Seats { count }, Lang::En) => {
                format!("Dots and Boxes is played by two, not {count}")
            }
            (SetupError::Seats { count }, Lang::Fr) => {
                format!("la pipopipette se joue à deux, pas à {count}")
            }
            (SetupError::BadSave { why }, Lang::En) => format!("the saved game is damaged ({why})"),
            (SetupError::BadSave { why }, Lang::Fr) => {
                format!("la partie enregistrée est endommagée ({why})")
            }
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            SetupError::DotsOutOfRange { .. } => "dots_out_of_range",
            SetupError::OffBoard { .. } => "segment_off_board",
            SetupError::Repeated { .. } => "segment_repeated",
            SetupError::BoxComplete { .. } => "box_complete",
            SetupError::BadSegment { .. } => "bad_segment",
            SetupError::BadCode => "bad_code",
            SetupError::TooManySegments { .. } => "too_many_segments",
            SetupError::NotTournamentSize { .. } => "not_tournament_size",
            SetupError::Seats { .. } => "seats",
            SetupError::BadSave { .. } => "bad_save",
        }
    }
}

crate::kit::worded_display!(SetupError);

impl std::error::Error for SetupError {}

impl Setup {
    /// An empty board of `dots` × `dots` dots (not checked: see [`Setup::check`]).
    pub fn empty(dots: u8) -> Setup {
        Setup {
            dots,
            drawn: Vec::new(),
        }
    }

    /// Whether the size is one of the tournament's (5, 6 or 7 dots a side); 3 and 4 are
    /// learning sizes, outside the tournament.
    pub fn is_tournament_size(&self) -> bool {
        (TOURNAMENT_MIN_DOTS..=MAX_DOTS).contains(&self.dots)
    }

    /// Validates the set-up into the position before play: the size, every segment on the
    /// board and listed once, and no box complete.
    pub fn check(&self) -> Result<Position, SetupError> {
        let board = Board::of(self.dots).ok_or(SetupError::DotsOutOfRange {
            dots: i64::from(self.dots),
        })?;
        let mut bits = 0u128;
        for &segment in &self.drawn {
            let i = board.index(segment).ok_or(SetupError::OffBoard {
                segment,
                dots: self.dots,
            })?;
            if bits & (1u128 << i) != 0 {
                return Err(SetupError::Repeated { segment });
            }
            bits |= 1u128 << i;
        }
        let side = board.side();
        for r in 0..side {
            for c in 0..side {
                if board.sides(bits, usize::from(r) * usize::from(side) + usize::from(c)) == 4 {
                    return Err(SetupError::BoxComplete { row: r, col: c });
                }
            }
        }
        Position::new(self.dots, bits).ok_or(SetupError::DotsOutOfRange {
            dots: i64::from(self.dots),
        })
    }

    /// The editor's stroke: draws `segment` if it is not drawn, removes it if it is. Refused
    /// (the set-up unchanged) when it is off the board or when drawing it would complete a
    /// box.
    pub fn toggle(&mut self, segment: Segment) -> Result<(), SetupError> {
        if !segment.fits(self.dots) || Board::of(self.dots).is_none() {
            return Err(SetupError::OffBoard {
                segment,
                dots: self.dots,
            });
        }
        if let Some(p) = self.drawn.iter().position(|&s| s == segment) {
            self.drawn.remove(p);
            return Ok(());
        }
        let mut next = self.clone();
        next.drawn.push(segment);
        next.check()?;
        *self = next;
        Ok(())
    }

    /// The drawn segments in numbering order (how the text form and share code list them).
    pub fn sorted(&self) -> Vec<Segment> {
        let mut d = self.drawn.clone();
        match Board::of(self.dots) {
            Some(b) => d.sort_by_key(|&s| b.index(s).unwrap_or(usize::MAX)),
            None => d.sort(),
        }
        d
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seg(s: &str) -> Segment {
        Segment::parse(s).expect("reads")
    }

    #[test]
    fn a_complete_box_is_refused_in_both_languages() {
        let s = Setup {
            dots: 5,
            drawn: ["h1,1", "h2,1", "v1,1", "v1,2"].map(seg).to_vec(),
        };
        let e = s.check().expect_err("complete box");
        assert_eq!(e, SetupError::BoxComplete { row: 1, col: 1 });
        assert_eq!(e.kind(), "box_complete");
        assert!(e.text_in(Lang::En).contains("row 2, column 2"));
        assert!(e.text_in(Lang::Fr).contains("ligne 2, colonne 2"));
        let three = Setup {
            dots: 5,
            drawn: ["h1,1", "h2,1", "v1,1"].map(seg).to_vec(),
        };
        assert!(three.check().is_ok());
    }

    #[test]
    fn sizes_segments_and_repeats() {
        assert_eq!(
            Setup::empty(8).check().expect_err("size"),
            SetupError::DotsOutOfRange { dots: 8 }
        );
        assert!(Setup::empty(2).check().is_err());
        assert!(Setup::empty(3).check().is_ok());
        assert!(!Setup::empty(4).is_tournament_size());
        assert!(Setup::empty(5).is_tournament_size());
        assert!(Setup::empty(7).is_tournament_size());
        let off = Setup {
            dots: 3,
            drawn: vec![seg("h0,2")],
        };
        assert_eq!(off.check().expect_err("off").kind(), "segment_off_board");
        let twice = Setup {
            dots: 3,
            drawn: vec![seg("h0,0"), seg("h0,0")],
        };
        assert_eq!(twice.check().expect_err("twice").kind(), "segment_repeated");
    }

    #[test]
    fn the_editor_toggles_and_refuses_a_fourth_side() {
        let mut s = Setup::empty(4);
        for x in ["h0,0", "h1,0", "v0,0"] {
            s.toggle(seg(x)).expect("draws");
        }
        let before = s.clone();
        assert_eq!(
            s.toggle(seg("v0,1")).expect_err("fourth side"),
            SetupError::BoxComplete { row: 0, col: 0 }
        );
        assert_eq!(s, before);
        s.toggle(seg("h0,0")).expect("removes");
        assert_eq!(s.drawn.len(), 2);
        assert!(s.toggle(seg("v9,9")).is_err());
    }
}

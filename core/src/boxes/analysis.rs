//! After the game: the perfect-play value of the set-up and, for each move played where the
//! solver answers within its budget, how many boxes the move lost against perfect play.

use super::position::Position;
use super::solver::{Solver, SolverConfig};
use crate::kit::Segment;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The node budget of each position's analysis.
pub const ANALYSIS_NODES: u64 = 400_000;

/// One move played, judged.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveLoss {
    /// The move.
    pub segment: Segment,
    /// Who played it (0 or 1).
    pub player: u8,
    /// Boxes lost against the best move (0 for an optimal move): the boxes the player would
    /// have marked with perfect play from here minus those perfect play still gives them after
    /// this move (the margin moves by twice as much, since every box lost goes to the
    /// opponent); `None` when the solver could not answer within its budget.
    pub loss: Option<i32>,
}

impl MoveLoss {
    /// "h0,1: lost 3 boxes", "h0,1: best move", or "h0,1: not judged", in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        match (self.loss, lang) {
            (Some(0), Lang::En) => format!("{}: a best move", self.segment),
            (Some(0), Lang::Fr) => format!("{} : un meilleur coup", self.segment),
            (Some(n), Lang::En) => format!(
                "{}: this move lost {}",
                self.segment,
                lang.count(i64::from(n), "box", "boxes")
            ),
            (Some(n), Lang::Fr) => format!(
                "{} : ce coup a perdu {}",
                self.segment,
                lang.count(i64::from(n), "case", "cases")
            ),
            (None, Lang::En) => format!("{}: too early to judge exactly", self.segment),
            (None, Lang::Fr) => format!("{} : trop tôt pour juger exactement", self.segment),
        }
    }
}

/// The analysis of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Analysis {
    /// The set-up's value for the first player under perfect play (`None` when the solver
    /// could not answer within its budget).
    pub setup_value: Option<i32>,
    /// Each move played, in order.
    pub moves: Vec<MoveLoss>,
}

/// Judges the game that went from `start` through `moves` (moves that cannot be drawn stop
/// the analysis there), with `budget` nodes per position.
pub fn analyse(start: &Position, moves: &[Segment], budget: u64) -> Analysis {
    let mut solver = Solver::new(SolverConfig {
        node_budget: budget,
        table_bits: 18,
    });
    let setup_value = solver.value(start);
    let mut position = start.clone();
    let mut out = Vec::new();
    for &m in moves {
        let before = solver.value(&position);
        let played = solver.move_value(&position, m);
        let loss = match (before, played) {
            (Some(b), Some(p)) => Some((b - p) / 2),
            _ => None,
        };
        let player = position.turn();
        if position.draw(m).is_err() {
            break;
        }
        out.push(MoveLoss {
            segment: m,
            player,
            loss,
        });
    }
    Analysis {
        setup_value,
        moves: out,
    }
}

#[cfg(test)]
mod tests {
    use super::super::setup::Setup;
    use super::*;

    #[test]
    fn a_gift_is_counted_as_a_loss() {
        let start = Setup::empty(3).check().expect("fits");
        // The first player's best value on 2×2 boxes is +2.
        let a = analyse(
            &start,
            &["h0,0", "h0,1", "v0,0", "h1,0"].map(|s| Segment::parse(s).expect("reads")),
            1_000_000,
        );
        assert_eq!(a.setup_value, Some(2));
        assert_eq!(a.moves.len(), 4);
        assert!(a.moves.iter().all(|m| m.loss.is_some_and(|l| l >= 0)));
        // h1,0 gives box (0,0) its third side: the opponent takes it.
        assert!(a.moves[3].loss.is_some_and(|l| l > 0), "{:?}", a.moves);
        assert!(a.moves[3].text_in(Lang::En).contains("lost"));
    }
}

//! The final: the qualifiers play Math Horseshoes, and a finalist's standing is their main
//! score + raw Horseshoes score × (S / 10), where S is the highest main-tournament score among
//! the finalists, so that the final weighs as much as the main event and ties are rare.
//! Remaining ties go to the higher raw Horseshoes score, then the closer expression. The
//! arithmetic is exact and shown, so nobody has to trust it.

use super::pairings::Competitor;
use crate::exact::Q;
use num_bigint::BigInt;
use serde::{Deserialize, Serialize};

/// A finalist's scores going into the final.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finalist {
    /// Who.
    pub competitor: Competitor,
    /// The main-tournament score.
    pub main: i64,
    /// The raw Math Horseshoes score, 0..=10.
    pub raw: u32,
    /// How close the expression came, as a rank among the finalists (0 the closest; equal
    /// ranks for equal distances), from the Horseshoes engine's exact comparison.
    pub closeness_rank: u32,
}

/// One line of the final standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalRow {
    /// Place, from 1.
    pub place: u32,
    /// The finalist.
    pub finalist: Finalist,
    /// The final standing, exact, as a decimal (`21.8`).
    pub total: String,
    /// The arithmetic shown: `12 + 7 × 14/10 = 21.8`.
    pub arithmetic: String,
}

fn decimal(q: &Q) -> String {
    // Every value here has a denominator dividing 10: one decimal place at most.
    let tenths = (q * Q::from_integer(BigInt::from(10))).to_integer();
    let ten = BigInt::from(10);
    let (whole, frac) = (&tenths / &ten, &tenths % &ten);
    if frac == BigInt::from(0) {
        whole.to_string()
    } else {
        let sign = if tenths < BigInt::from(0) && whole == BigInt::from(0) {
            "-"
        } else {
            ""
        };
        format!("{sign}{whole}.{}", frac.magnitude())
    }
}

/// The final standings: each finalist's main + raw × S/10 (S the highest main score among
/// them), best first; ties to the higher raw score, then the closer expression, then the order
/// `finalists` come in (the main tournament's standings, tie-breaks included).
pub fn final_standings(finalists: &[Finalist]) -> Vec<FinalRow> {
    let s = finalists.iter().map(|f| f.main).max().unwrap_or(0);
    let mut rows: Vec<(Q, FinalRow)> = finalists
        .iter()
        .map(|f| {
            let scaled = Q::new(BigInt::from(i64::from(f.raw) * s), BigInt::from(10));
            let total = Q::from_integer(BigInt::from(f.main)) + &scaled;
            let shown = decimal(&total);
            (
                total,
                FinalRow {
                    place: 0,
                    finalist: f.clone(),
                    total: shown.clone(),
                    arithmetic: format!("{} + {} × {s}/10 = {shown}", f.main, f.raw),
                },
            )
        })
        .collect();
    rows.sort_by(|(ta, a), (tb, b)| {
        tb.cmp(ta)
            .then(b.finalist.raw.cmp(&a.finalist.raw))
            .then(a.finalist.closeness_rank.cmp(&b.finalist.closeness_rank))
    });
    rows.into_iter()
        .enumerate()
        .map(|(i, (_, mut r))| {
            r.place = i as u32 + 1;
            r
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(competitor: u32, main: i64, raw: u32, closeness_rank: u32) -> Finalist {
        Finalist {
            competitor,
            main,
            raw,
            closeness_rank,
        }
    }

    #[test]
    fn the_final_is_scaled_exactly_and_ties_break_in_order() {
        let rows = final_standings(&[f(1, 14, 5, 2), f(2, 12, 7, 1), f(3, 9, 9, 0)]);
        // S = 14: 14 + 5×1.4 = 21, 12 + 7×1.4 = 21.8, 9 + 9×1.4 = 21.6.
        let got: Vec<(u32, &str)> = rows
            .iter()
            .map(|r| (r.finalist.competitor, r.total.as_str()))
            .collect();
        assert_eq!(got, vec![(2, "21.8"), (3, "21.6"), (1, "21")]);
        assert_eq!(rows[0].arithmetic, "12 + 7 × 14/10 = 21.8");
        // Equal totals: the higher raw score wins; then the closer expression.
        let rows = final_standings(&[f(1, 10, 5, 1), f(2, 15, 0, 0), f(3, 10, 5, 0)]);
        // S = 15: 10 + 7.5 = 17.5 for 1 and 3; 15 + 0 = 15 for 2.
        let got: Vec<u32> = rows.iter().map(|r| r.finalist.competitor).collect();
        assert_eq!(got, vec![3, 1, 2]);
        let rows = final_standings(&[f(1, 20, 0, 0), f(2, 18, 1, 1)]);
        // 20 + 0 = 20 and 18 + 1×2 = 20: the higher raw score wins the tie.
        assert_eq!(rows[0].finalist.competitor, 2);
        assert_eq!(rows[0].total, "20");
        // Equal on everything: the order they came in (the main standings), not the list.
        let rows = final_standings(&[f(3, 10, 5, 0), f(1, 10, 5, 0)]);
        let got: Vec<u32> = rows.iter().map(|r| r.finalist.competitor).collect();
        assert_eq!(got, vec![3, 1]);
    }
}

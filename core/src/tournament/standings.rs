//! Standings: a competitor's main-tournament score is the sum of their game scores (boxes or
//! chips), ranked with tie-breaks — Buchholz then Sonneborn-Berger for Swiss rounds,
//! head-to-head then Sonneborn-Berger for a round robin — and, last, the organiser's list
//! order.

use super::pairings::Competitor;
use serde::{Deserialize, Serialize};

/// One game played (or a bye) and its scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The competitor who chose (or who had the bye).
    pub a: Competitor,
    /// The opponent; `None` for a bye.
    pub b: Option<Competitor>,
    /// `a`'s game score (for a bye: what the organiser's setting gives).
    pub score_a: i64,
    /// `b`'s game score (0 for a bye).
    pub score_b: i64,
}

/// A tie-break, in the order it is applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TieBreak {
    /// The sum of the opponents' tournament scores (Swiss).
    Buchholz,
    /// The sum of the opponents' tournament scores weighted by the game's result, in half
    /// points: 2 × for a game won, 1 × for a game tied, 0 for a game lost.
    SonnebornBergerHalves,
    /// The game points scored against the other competitors tied on score (round robin).
    HeadToHead,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingRow {
    /// Place, from 1 (shared places are not given: tie-breaks and then the list order decide).
    pub place: u32,
    /// Who.
    pub competitor: Competitor,
    /// The main-tournament score: the sum of game scores.
    pub score: i64,
    /// The tie-break values, in the order applied.
    pub tie_breaks: Vec<(TieBreak, i64)>,
}

/// The standings of competitors `1..=n` after `results`; `swiss` chooses the Swiss tie-breaks
/// (else a round robin's).
pub fn standings(n: u32, results: &[GameResult], swiss: bool) -> Vec<StandingRow> {
    let idx = |c: Competitor| c as usize - 1;
    let mut score = vec![0i64; n as usize];
    for r in results {
        if let Some(s) = score.get_mut(idx(r.a)) {
            *s += r.score_a;
        }
        if let Some(b) = r.b {
            if let Some(s) = score.get_mut(idx(b)) {
                *s += r.score_b;
            }
        }
    }
    let games_of = |c: Competitor| {
        results.iter().filter_map(move |r| match r.b {
            Some(b) if r.a == c => Some((b, r.score_a, r.score_b)),
            Some(b) if b == c => Some((r.a, r.score_b, r.score_a)),
            _ => None,
        })
    };
    let total = |c: Competitor| score.get(idx(c)).copied().unwrap_or(0);
    let buchholz = |c| games_of(c).map(|(o, _, _)| total(o)).sum::<i64>();
    let sb = |c| {
        games_of(c)
            .map(|(o, mine, theirs)| {
                total(o) * i64::from(2 * u8::from(mine > theirs) + u8::from(mine == theirs))
            })
            .sum::<i64>()
    };
    let head_to_head = |c: Competitor| {
        let tied: Vec<Competitor> = (1..=n)
            .filter(|&o| o != c && total(o) == total(c))
            .collect();
        games_of(c)
            .filter(|(o, _, _)| tied.contains(o))
            .map(|(_, mine, _)| mine)
            .sum::<i64>()
    };
    let mut rows: Vec<StandingRow> = (1..=n)
        .map(|c| {
            let tie_breaks = if swiss {
                vec![
                    (TieBreak::Buchholz, buchholz(c)),
                    (TieBreak::SonnebornBergerHalves, sb(c)),
                ]
            } else {
                vec![
                    (TieBreak::HeadToHead, head_to_head(c)),
                    (TieBreak::SonnebornBergerHalves, sb(c)),
                ]
            };
            StandingRow {
                place: 0,
                competitor: c,
                score: total(c),
                tie_breaks,
            }
        })
        .collect();
    rows.sort_by(|x, y| {
        let key = |r: &StandingRow| {
            let t: Vec<i64> = r.tie_breaks.iter().map(|(_, v)| *v).collect();
            (r.score, t)
        };
        key(y).cmp(&key(x)).then(x.competitor.cmp(&y.competitor))
    });
    for (i, r) in rows.iter_mut().enumerate() {
        r.place = i as u32 + 1;
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(a: u32, b: u32, sa: i64, sb: i64) -> GameResult {
        GameResult {
            a,
            b: Some(b),
            score_a: sa,
            score_b: sb,
        }
    }

    #[test]
    fn scores_add_up_and_ties_break_by_each_rule() {
        // Round robin of three: 1 and 3 tie on 8; 3 scored more against 1 than 1 against 3.
        let results = [g(1, 2, 5, 4), g(1, 3, 3, 6), g(2, 3, 7, 2)];
        let s = standings(3, &results, false);
        let order: Vec<(u32, i64)> = s.iter().map(|r| (r.competitor, r.score)).collect();
        assert_eq!(order, vec![(2, 11), (3, 8), (1, 8)]);
        assert_eq!(s[1].tie_breaks[0], (TieBreak::HeadToHead, 6));
        assert_eq!(s[2].tie_breaks[0], (TieBreak::HeadToHead, 3));
        // All equal on every count: the organiser's list order.
        let results = [g(1, 2, 6, 3), g(2, 3, 7, 4), g(3, 1, 6, 4)];
        let s = standings(3, &results, false);
        let order: Vec<u32> = s.iter().map(|r| r.competitor).collect();
        assert_eq!(order, vec![1, 2, 3]);
        // Swiss: Buchholz first.
        let results = [g(1, 2, 9, 0), g(3, 4, 9, 0), g(1, 3, 4, 5), g(2, 4, 5, 4)];
        let s = standings(4, &results, true);
        assert_eq!(s[0].competitor, 3);
        assert_eq!(s[0].score, 14);
        assert_eq!(s[1].competitor, 1);
        // 1 and 3 lead; 2 (5) and 4 (4) follow.
        assert_eq!(s[2].competitor, 2);
        assert_eq!(s[1].tie_breaks[0], (TieBreak::Buchholz, 5 + 14));
        // Swiss, equal on score and Buchholz: Sonneborn-Berger decides (2 beat 1).
        let results = [g(1, 2, 3, 4), g(3, 4, 3, 3), g(1, 3, 5, 1), g(2, 4, 4, 1)];
        let s = standings(4, &results, true);
        assert_eq!((s[0].competitor, s[1].competitor), (2, 1));
        assert_eq!(s[0].tie_breaks[0], (TieBreak::Buchholz, 12));
        assert_eq!(s[1].tie_breaks[0], (TieBreak::Buchholz, 12));
        assert_eq!(s[0].tie_breaks[1], (TieBreak::SonnebornBergerHalves, 24));
        assert_eq!(s[1].tie_breaks[1], (TieBreak::SonnebornBergerHalves, 8));
        // Round robin, equal on score and head-to-head (a 4–4 draw): Sonneborn-Berger decides.
        let results = [
            g(1, 2, 4, 4),
            g(3, 4, 6, 9),
            g(1, 3, 6, 2),
            g(2, 4, 9, 1),
            g(1, 4, 3, 7),
            g(2, 3, 0, 2),
        ];
        let s = standings(4, &results, false);
        let order: Vec<(u32, i64)> = s.iter().map(|r| (r.competitor, r.score)).collect();
        assert_eq!(order, vec![(4, 17), (2, 13), (1, 13), (3, 10)]);
        assert_eq!(s[1].tie_breaks[0], (TieBreak::HeadToHead, 4));
        assert_eq!(s[2].tie_breaks[0], (TieBreak::HeadToHead, 4));
        assert_eq!(s[1].tie_breaks[1], (TieBreak::SonnebornBergerHalves, 47));
        // A bye counts the organiser's score and no opponent.
        let bye = GameResult {
            a: 2,
            b: None,
            score_a: 4,
            score_b: 0,
        };
        let s = standings(2, &[bye], true);
        assert_eq!(s[0].competitor, 2);
        assert_eq!(s[0].tie_breaks[0], (TieBreak::Buchholz, 0));
    }
}

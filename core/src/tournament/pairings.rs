//! Who plays whom: round robin by Berger tables, or Swiss rounds with no rematch where
//! possible; a bye for an odd number; in each pairing the first competitor chooses to move
//! first or second, and the chooser alternates.

use crate::kit::Worded;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// Competitors are numbered from 1, as the organiser's list.
pub type Competitor = u32;

/// One pairing: the chooser (who picks first or second) and the other, or a bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// Who chooses to move first or second.
    pub chooser: Competitor,
    /// The opponent; `None` for a bye.
    pub other: Option<Competitor>,
}

/// One round's pairings.
pub type Round = Vec<Pairing>;

/// Most competitors on one device.
pub const MAX_COMPETITORS: u32 = 8;

/// Why pairings cannot be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairingError {
    /// Fewer than 2 or more than 8 competitors.
    Count(u32),
}

impl Worded for PairingError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (PairingError::Count(n), Lang::En) => {
                format!("a tournament has 2 to 8 competitors, not {n}")
            }
            (PairingError::Count(n), Lang::Fr) => {
                format!("un tournoi réunit de 2 à 8 concurrents, pas {n}")
            }
        }
    }

    fn kind(&self) -> &'static str {
        "competitor_count"
    }
}

crate::kit::worded_display!(PairingError);

fn check(n: u32) -> Result<(), PairingError> {
    if !(2..=MAX_COMPETITORS).contains(&n) {
        return Err(PairingError::Count(n));
    }
    Ok(())
}

/// The whole round-robin schedule for `n` competitors by Berger tables: `n − 1` rounds for an
/// even `n`, `n` rounds for an odd one (each competitor has one bye). Round 1 for 8 is 1–8,
/// 2–7, 3–6, 4–5, as the tables print it; the first of each pair chooses, and every
/// competitor's turns to choose alternate as evenly as the tables allow.
pub fn round_robin(n: u32) -> Result<Vec<Round>, PairingError> {
    check(n)?;
    // An odd field gets a phantom competitor; whoever meets it has the bye.
    let size = n + n % 2;
    let m = size - 1;
    let wrap = |x: i64| -> u32 { (x - 1).rem_euclid(i64::from(m)) as u32 + 1 };
    let mut rounds = Vec::with_capacity(m as usize);
    for r in 1..=m {
        let p = if r % 2 == 1 {
            r.div_ceil(2)
        } else {
            r / 2 + size / 2
        };
        let mut round = Vec::with_capacity(size as usize / 2);
        let (a, b) = if r % 2 == 1 { (p, size) } else { (size, p) };
        round.push((a, b));
        for k in 1..size / 2 {
            round.push((
                wrap(i64::from(p) + i64::from(k)),
                wrap(i64::from(p) - i64::from(k)),
            ));
        }
        rounds.push(round.into_iter().map(|(a, b)| bye_aware(a, b, n)).collect());
    }
    Ok(rounds)
}

/// A pair with the phantom competitor `n + 1` (odd fields) becomes a bye.
fn bye_aware(a: u32, b: u32, n: u32) -> Pairing {
    if a > n {
        Pairing {
            chooser: b,
            other: None,
        }
    } else if b > n {
        Pairing {
            chooser: a,
            other: None,
        }
    } else {
        Pairing {
            chooser: a,
            other: Some(b),
        }
    }
}

/// The next Swiss round for competitors `1..=n` with these `scores` (index 0 for competitor
/// 1), after the pairings already played: every perfect matching is tried (at most 105 for
/// 8) and the best kept — the bye to a competitor with the fewest byes so far, then the fewest
/// rematches, then the smallest sum of squared score differences, then the bye to the lower
/// scorer, then the pairing list order. In each pair the competitor who has chosen less often chooses (the lower
/// number on a tie).
pub fn swiss_round(n: u32, scores: &[i64], played: &[Round]) -> Result<Round, PairingError> {
    check(n)?;
    let met = |a: u32, b: u32| {
        played.iter().flatten().any(|p| {
            (p.chooser == a && p.other == Some(b)) || (p.chooser == b && p.other == Some(a))
        })
    };
    let byes = |c: u32| {
        played
            .iter()
            .flatten()
            .filter(|p| p.chooser == c && p.other.is_none())
            .count()
    };
    let chose = |c: u32| {
        played
            .iter()
            .flatten()
            .filter(|p| p.chooser == c && p.other.is_some())
            .count()
    };
    let score = |c: u32| scores.get(c as usize - 1).copied().unwrap_or(0);
    let players: Vec<u32> = (1..=n).collect();
    let mut best: Option<((usize, u32, i64, i64), Pairs)> = None;
    let mut current = Vec::new();
    let mut consider = |pairs: &[(u32, Option<u32>)]| {
        let mut rematches = 0u32;
        let mut spread = 0i64;
        let (mut bye_count, mut bye_score) = (0usize, 0i64);
        for &(a, b) in pairs {
            match b {
                Some(b) => {
                    rematches += u32::from(met(a, b));
                    let d = score(a) - score(b);
                    spread += d * d;
                }
                None => (bye_count, bye_score) = (byes(a), score(a)),
            }
        }
        let key = (bye_count, rematches, spread, bye_score);
        if best.as_ref().is_none_or(|(k, _)| key < *k) {
            best = Some((key, pairs.to_vec()));
        }
    };
    matchings(&players, &mut current, &mut consider);
    let pairs = best.map(|(_, p)| p).unwrap_or_default();
    Ok(pairs
        .into_iter()
        .map(|(a, b)| match b {
            None => Pairing {
                chooser: a,
                other: None,
            },
            Some(b) => {
                let a_first = (chose(a), a) <= (chose(b), b);
                let (chooser, other) = if a_first { (a, b) } else { (b, a) };
                Pairing {
                    chooser,
                    other: Some(other),
                }
            }
        })
        .collect())
}

/// A candidate round: each competitor with their opponent, or `None` for a bye.
type Pairs = Vec<(u32, Option<u32>)>;

/// What is done with each candidate round.
type Visit<'a> = dyn FnMut(&[(u32, Option<u32>)]) + 'a;

/// Calls `visit` with every perfect matching of `left` (one competitor with a bye when odd).
fn matchings(left: &[u32], current: &mut Pairs, visit: &mut Visit<'_>) {
    let Some((&first, rest)) = left.split_first() else {
        visit(current);
        return;
    };
    if left.len() % 2 == 1 {
        // Odd: someone sits out; try each as the bye.
        for i in 0..left.len() {
            let mut others = left.to_vec();
            let bye = others.remove(i);
            current.push((bye, None));
            matchings(&others, current, visit);
            current.pop();
        }
        return;
    }
    for i in 0..rest.len() {
        let mut others = rest.to_vec();
        let partner = others.remove(i);
        current.push((first, Some(partner)));
        matchings(&others, current, visit);
        current.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(r: &Round) -> Vec<(u32, Option<u32>)> {
        r.iter().map(|p| (p.chooser, p.other)).collect()
    }

    #[test]
    fn berger_tables_for_eight() {
        let rr = round_robin(8).unwrap();
        assert_eq!(rr.len(), 7);
        let s = |a, b| (a, Some(b));
        assert_eq!(pairs(&rr[0]), vec![s(1, 8), s(2, 7), s(3, 6), s(4, 5)]);
        assert_eq!(pairs(&rr[1]), vec![s(8, 5), s(6, 4), s(7, 3), s(1, 2)]);
        assert_eq!(pairs(&rr[2]), vec![s(2, 8), s(3, 1), s(4, 7), s(5, 6)]);
        assert_eq!(pairs(&rr[6]), vec![s(4, 8), s(5, 3), s(6, 2), s(7, 1)]);
    }

    #[test]
    fn odd_fields_have_one_bye_a_round() {
        let rr = round_robin(5).unwrap();
        assert_eq!(rr.len(), 5);
        for r in &rr {
            assert_eq!(r.iter().filter(|p| p.other.is_none()).count(), 1);
        }
        assert!(round_robin(1).is_err());
        assert!(round_robin(9).is_err());
    }

    #[test]
    fn matchings_are_counted() {
        let mut n = 0;
        matchings(&[1, 2, 3, 4, 5, 6, 7, 8], &mut Vec::new(), &mut |_| n += 1);
        assert_eq!(n, 105);
        let mut n = 0;
        matchings(&[1, 2, 3, 4, 5], &mut Vec::new(), &mut |_| n += 1);
        assert_eq!(n, 15);
    }
}

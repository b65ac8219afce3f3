//! Pairings for 2 to 8 competitors: round robins where everyone meets everyone once, one bye a
//! round for odd fields, choosers alternating; Swiss rounds without rematches.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tuffest_core::rng::GameRng;
use tuffest_core::tournament::{round_robin, swiss_round, Round};

fn meetings(rounds: &[Round], n: u32) -> Vec<Vec<u32>> {
    let mut met = vec![vec![0u32; n as usize + 1]; n as usize + 1];
    for p in rounds.iter().flatten() {
        if let Some(o) = p.other {
            met[p.chooser as usize][o as usize] += 1;
            met[o as usize][p.chooser as usize] += 1;
        }
    }
    met
}

#[test]
fn round_robins_meet_everyone_once_with_byes_and_alternating_choosers() {
    for n in 2..=8u32 {
        let rounds = round_robin(n).unwrap();
        assert_eq!(rounds.len() as u32, if n % 2 == 0 { n - 1 } else { n });
        for r in &rounds {
            let mut seen: Vec<u32> = r
                .iter()
                .flat_map(|p| std::iter::once(p.chooser).chain(p.other))
                .collect();
            seen.sort_unstable();
            assert_eq!(seen, (1..=n).collect::<Vec<_>>(), "n={n}: {r:?}");
            assert_eq!(r.iter().filter(|p| p.other.is_none()).count() as u32, n % 2);
        }
        let met = meetings(&rounds, n);
        for a in 1..=n {
            for b in 1..=n {
                assert_eq!(
                    met[a as usize][b as usize],
                    u32::from(a != b),
                    "n={n} {a}-{b}"
                );
            }
            let games = rounds
                .iter()
                .flatten()
                .filter(|p| p.other.is_some() && (p.chooser == a || p.other == Some(a)))
                .count() as i64;
            let chose = rounds
                .iter()
                .flatten()
                .filter(|p| p.other.is_some() && p.chooser == a)
                .count() as i64;
            assert!(
                (2 * chose - games).abs() <= 1,
                "n={n}: {a} chose {chose} of {games}"
            );
        }
    }
}

#[test]
fn swiss_rounds_avoid_rematches_and_balance_choosers() {
    for n in 2..=8u32 {
        for seed in 0..20u64 {
            let mut rng = GameRng::from_seed(seed * 31 + u64::from(n));
            let mut scores = vec![0i64; n as usize];
            let mut played: Vec<Round> = Vec::new();
            let rounds = if n % 2 == 0 { n - 1 } else { n };
            // Pairing round by round cannot see ahead, so it is asked for no rematch in the
            // first three rounds (always possible for these fields) and fair byes throughout.
            for _ in 0..rounds.min(3) {
                let round = swiss_round(n, &scores, &played).unwrap();
                let mut seen: Vec<u32> = round
                    .iter()
                    .flat_map(|p| std::iter::once(p.chooser).chain(p.other))
                    .collect();
                seen.sort_unstable();
                assert_eq!(seen, (1..=n).collect::<Vec<_>>());
                for p in &round {
                    scores[p.chooser as usize - 1] += i64::from(rng.below(10));
                    if let Some(o) = p.other {
                        scores[o as usize - 1] += i64::from(rng.below(10));
                    }
                }
                played.push(round);
            }
            let met = meetings(&played, n);
            for row in &met {
                assert!(row.iter().all(|&m| m <= 1), "n={n} seed={seed}: rematch");
            }
            // Nobody has two byes while someone has none.
            let byes: Vec<usize> = (1..=n)
                .map(|c| {
                    played
                        .iter()
                        .flatten()
                        .filter(|p| p.chooser == c && p.other.is_none())
                        .count()
                })
                .collect();
            let (lo, hi) = (byes.iter().min().unwrap(), byes.iter().max().unwrap());
            assert!(hi - lo <= 1, "n={n}: byes {byes:?}");
        }
    }
}

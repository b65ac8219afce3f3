//! How many plus and minus cubes an equation can use, from the signs of its terms alone.
//!
//! The solver finds a set of terms whose signed sum is zero, `T` terms of which `g` count
//! negatively. Any split of them into a left and a right side is an equation (terms moved to
//! the right change sign). Per side, `+` and `−` cubes join the terms and raised minus cubes fix
//! the signs (two raised minuses cancel, so spare minus cubes go in pairs). This module works
//! out, for every `(T, g)`, which totals of plus and minus cubes some split can use, with a
//! witness split for each.

use super::tables::{min_minus, Limits};

/// A split of the terms: how many positive and negative terms go left, and the plus and minus
/// cubes each side uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    /// Positive terms on the left.
    pub left_pos: u32,
    /// Negative terms on the left.
    pub left_neg: u32,
    /// Plus cubes on the left and on the right.
    pub plus: [u32; 2],
    /// Minus cubes on the left and on the right.
    pub minus: [u32; 2],
}

/// Every total of plus and minus cubes a split with `kl` terms (`nl` negative) on the left and
/// `kr` (`nr` negative) on the right can use, with the cubes per side.
pub fn split_totals(
    lim: &Limits,
    kl: u32,
    nl: u32,
    kr: u32,
    nr: u32,
) -> Vec<(u32, [u32; 2], [u32; 2])> {
    let mut out = Vec::new();
    if kl == 0 || kr == 0 {
        return out;
    }
    for pl in 0..=lim.p.min(kl - 1) {
        for pr in 0..=(lim.p - pl).min(kr - 1) {
            let (Some(ml), Some(mr)) = (min_minus(kl, nl, pl), min_minus(kr, nr, pr)) else {
                continue;
            };
            let mut extra = 0;
            while ml + mr + extra <= lim.m {
                out.push((pl + pr + ml + mr + extra, [pl, pr], [ml + extra, mr]));
                extra += 2;
            }
        }
    }
    out
}

/// For every (terms, negative terms), the reachable totals of plus and minus cubes.
#[derive(Debug, Clone)]
pub struct SignTable {
    max_terms: u32,
    /// `ways[t][g][total]`: a split using `total` plus and minus cubes.
    ways: Vec<Vec<Vec<Option<Split>>>>,
}

impl SignTable {
    /// The table for the operator cubes of a roll.
    pub fn new(lim: &Limits) -> SignTable {
        let max_terms = (lim.p + lim.m + 2).min(40);
        let max_total = (lim.p + lim.m) as usize;
        let mut ways = vec![Vec::new(); max_terms as usize + 1];
        for t in 2..=max_terms {
            let mut by_g = Vec::with_capacity(t as usize + 1);
            for g in 0..=t {
                let mut row: Vec<Option<Split>> = vec![None; max_total + 1];
                for left_pos in 0..=(t - g) {
                    for left_neg in 0..=g {
                        let kl = left_pos + left_neg;
                        if kl == 0 || kl >= t {
                            continue;
                        }
                        let (kr, nl, nr) = (t - kl, left_neg, t - g - left_pos);
                        for (total, plus, minus) in split_totals(lim, kl, nl, kr, nr) {
                            let total = total as usize;
                            if total <= max_total && row[total].is_none() {
                                row[total] = Some(Split {
                                    left_pos,
                                    left_neg,
                                    plus,
                                    minus,
                                });
                            }
                        }
                    }
                }
                by_g.push(row);
            }
            ways[t as usize] = by_g;
        }
        SignTable { max_terms, ways }
    }

    /// The split using the most plus and minus cubes, at most `cap` of them.
    pub fn best(&self, terms: u32, negative: u32, cap: u32) -> Option<(u32, Split)> {
        if terms > self.max_terms || negative > terms {
            return None;
        }
        let row = self.ways.get(terms as usize)?.get(negative as usize)?;
        let top = (cap as usize).min(row.len().saturating_sub(1));
        (0..=top)
            .rev()
            .find_map(|i| row.get(i).copied().flatten().map(|s| (i as u32, s)))
    }

    /// Every reachable total with its split.
    pub fn all(&self, terms: u32, negative: u32) -> Vec<(u32, Split)> {
        self.ways
            .get(terms as usize)
            .and_then(|r| r.get(negative as usize))
            .map(|row| {
                row.iter()
                    .enumerate()
                    .filter_map(|(i, s)| s.map(|s| (i as u32, s)))
                    .collect()
            })
            .unwrap_or_default()
    }
}

//! The slow, obviously-correct Dots and Boxes solver the fast one is checked against: plain
//! minimax over every undrawn segment, memoised on the drawn segments, no pruning, no
//! reduction. Geometry is computed here from the notation, independently of the core's.

use std::collections::HashMap;

/// A board of `dots` × `dots` dots: the segments' names and, per box, its four sides as
/// indexes into `names`.
pub struct RefBoard {
    pub names: Vec<String>,
    pub boxes: Vec<[usize; 4]>,
}

impl RefBoard {
    pub fn new(dots: usize) -> RefBoard {
        let mut names = Vec::new();
        for r in 0..dots {
            for c in 0..dots - 1 {
                names.push(format!("h{r},{c}"));
            }
        }
        for r in 0..dots - 1 {
            for c in 0..dots {
                names.push(format!("v{r},{c}"));
            }
        }
        let at = |n: String| names.iter().position(|x| *x == n).unwrap();
        let mut boxes = Vec::new();
        for r in 0..dots - 1 {
            for c in 0..dots - 1 {
                boxes.push([
                    at(format!("h{r},{c}")),
                    at(format!("h{},{c}", r + 1)),
                    at(format!("v{r},{c}")),
                    at(format!("v{r},{}", c + 1)),
                ]);
            }
        }
        RefBoard { names, boxes }
    }

    /// Boxes completed by drawing `s` in `drawn`.
    pub fn gain(&self, drawn: &[bool], s: usize) -> i32 {
        self.boxes
            .iter()
            .filter(|b| b.contains(&s) && b.iter().all(|&x| x == s || drawn[x]))
            .count() as i32
    }

    /// The value of `drawn` for the player to move (future boxes, mine minus theirs).
    pub fn value(&self, drawn: &mut Vec<bool>, memo: &mut HashMap<Vec<bool>, i32>) -> i32 {
        if let Some(&v) = memo.get(drawn) {
            return v;
        }
        let mut best: Option<i32> = None;
        for s in 0..drawn.len() {
            if drawn[s] {
                continue;
            }
            let v = self.move_value(drawn, s, memo);
            best = Some(best.map_or(v, |b| b.max(v)));
        }
        let v = best.unwrap_or(0);
        memo.insert(drawn.clone(), v);
        v
    }

    /// The value of drawing `s` for the player to move.
    pub fn move_value(
        &self,
        drawn: &mut Vec<bool>,
        s: usize,
        memo: &mut HashMap<Vec<bool>, i32>,
    ) -> i32 {
        let k = self.gain(drawn, s);
        drawn[s] = true;
        let rest = self.value(drawn, memo);
        drawn[s] = false;
        if k > 0 {
            k + rest
        } else {
            -rest
        }
    }

    /// The value and every optimal move's name.
    pub fn solve(&self, drawn: &[bool]) -> (i32, Vec<String>) {
        let mut memo = HashMap::new();
        let mut d = drawn.to_vec();
        let v = self.value(&mut d, &mut memo);
        let free: Vec<usize> = (0..d.len()).filter(|&s| !d[s]).collect();
        let best = free
            .into_iter()
            .filter(|&s| self.move_value(&mut d, s, &mut memo) == v)
            .map(|s| self.names[s].clone())
            .collect();
        (v, best)
    }
}

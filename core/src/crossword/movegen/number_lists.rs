//! Tail lists of a number being read: linear in the number, grouped by `10^k·P`.

use super::automaton::Auto;
use super::search::Search;
use super::squares::{reach, Square};
use super::tail_keys::{group, Path, TailKey, Tails};
use crate::crossword::line::{Op, MAX_NUMBER};
use crate::crossword::pieces::Piece;

impl Search {
    /// [`Search::tails_for`] while a number is being read with no × or ÷ waiting for it
    /// (`num` so far, the term's sign `s`): a tail appends `k` digits making `D`, may multiply
    /// or divide the number by factors making `P` (a fraction `pn/den`), and adds `R` after
    /// the term, so it adds `s·(num·10^k + D)·pn/den + R` to the balance, which is linear in
    /// `num`. The tails are listed once per held multiset, shape, side and sign, grouped by
    /// `(10^k·pn, den)` and sorted within each group by `s·D·pn + R·den`; the tails picked are
    /// those whose value there is `need·den − s·num·10^k·pn`. The listing drops the checks
    /// that depend on `num` (leading zeros, the number's size, each division exact).
    pub(super) fn number_tails_for(
        &mut self,
        sq: &[Square],
        i: usize,
        a: &Auto,
        held: u128,
        shape: u128,
    ) -> Tails {
        let key = TailKey {
            held,
            shape,
            side: a.eqs * 2 + u8::from(a.minus) + 12,
        };
        let need = if a.eqs == 1 { a.left - a.sum } else { -a.sum };
        let sign: i64 = if a.minus { -1 } else { 1 };
        let (Ok(num), Ok(need)) = (i64::try_from(a.num), i64::try_from(need)) else {
            return Tails::Walk;
        };
        let ix = self.product_slot(key, |s| {
            let mut out = s.spare_products.pop().unwrap_or_default();
            let mut wild = false;
            let number = (0, 0, a.minus);
            s.number_tails(sq, i, number, a.eqs, Path::EMPTY, &mut out, &mut wild);
            let v = group(&mut out, wild, &mut s.narrow);
            s.spare_products.push(out);
            v
        });
        let Some((groups, rs)) = &self.product_lists[ix] else {
            return Tails::Walk;
        };
        self.picked.clear();
        let mut start = 0;
        for g in groups {
            let rs = &rs[start..g.end as usize];
            start = g.end as usize;
            // Each factor fits in 64 bits, so neither product overflows 128.
            let x = i128::from(need) * i128::from(g.b) - i128::from(sign * num) * i128::from(g.a);
            let Ok(x) = i64::try_from(x) else {
                continue;
            };
            g.pick(rs, x, &mut self.picked);
        }
        if self.picked.is_empty() {
            Tails::Dead
        } else {
            Tails::Listed
        }
    }

    /// Every tail of a number being read, laid from square `i`: `number` the digits appended
    /// so far (`k`, the number `D` they make) and whether the term is subtracted, `eqs` the
    /// side, `path` the tail's pieces so far. Each tail that can end as a true equation gives
    /// `(10^k·pn, den, s·D·pn + R·den)` (see [`Search::number_tails_for`]) and its pieces.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn number_tails(
        &mut self,
        sq: &[Square],
        i: usize,
        number: (u32, i128, bool),
        eqs: u8,
        path: Path,
        out: &mut Vec<(i128, i128, i128, u64)>,
        wild: &mut bool,
    ) {
        self.count_node();
        let (k, d, minus) = number;
        let sign: i128 = if minus { -1 } else { 1 };
        let step = |s: &mut Self,
                    piece: Piece,
                    out: &mut Vec<(i128, i128, i128, u64)>,
                    wild: &mut bool| {
            let (end_ok, go_on) = reach(sq, i + 1);
            let Some(path) = path.with(piece) else {
                *wild = true;
                return;
            };
            if let Piece::Digit(digit) = piece {
                let (k, d) = (k + 1, d * 10 + i128::from(digit));
                if d > MAX_NUMBER {
                    return;
                }
                if end_ok && eqs == 1 {
                    out.push((10i128.pow(k), 1, sign * d, path.0));
                }
                if go_on {
                    s.number_tails(sq, i + 1, (k, d, minus), eqs, path, out, wild);
                }
                return;
            }
            if !go_on {
                return;
            }
            let ten = 10i128.pow(k);
            match piece {
                Piece::Times | Piece::Divide => {
                    let op = if piece == Piece::Times {
                        Op::Mul
                    } else {
                        Op::Div
                    };
                    let mut ps = s.spare_products.pop().unwrap_or_default();
                    if !s.after_factor(sq, i + 1, op, eqs, (1, 1), path, &mut ps, wild) {
                        s.product_tails(sq, i + 1, (None, (1, 1), op), eqs, path, &mut ps, wild);
                    }
                    for &(pn, den, r, path) in &ps {
                        let an = ten.checked_mul(pn);
                        let v = (sign * d)
                            .checked_mul(pn)
                            .and_then(|v| v.checked_add(r.checked_mul(den)?));
                        let (Some(an), Some(v)) = (an, v) else {
                            *wild = true;
                            break;
                        };
                        out.push((an, den, v, path));
                    }
                    ps.clear();
                    s.spare_products.push(ps);
                    return;
                }
                _ => {}
            }
            let mut rs = s.spare_tails.pop().unwrap_or_default();
            s.after_term(sq, i + 1, piece, eqs, path, &mut rs, wild);
            out.extend(rs.drain(..).map(|(r, path)| (ten, 1, sign * d + r, path)));
            s.spare_tails.push(rs);
        };
        self.each_piece(sq.get(i), |s, p| step(s, p, out, wild));
    }
}

//! Tail lists of a number being read: with no × or ÷ waiting for it, linear in the number and
//! grouped by `10^k·P`; after a × or ÷, grouped by the digits the tail appends and by `P`.

use super::automaton::Auto;
use super::bounds::POW10;
use super::search::Search;
use super::squares::{reach, Square};
use super::tail_keys::{narrow, Entry, Look, Path, TailKey, Tails, FACTOR_ASKS};
use crate::arith::Op;
use crate::crossword::line::MAX_NUMBER;
use crate::crossword::pieces::Piece;

/// What a list of the tails of a number being read is for (see [`Search::number_tails`]).
#[derive(Debug, Clone, Copy)]
pub(super) enum Reading {
    /// A number with no × or ÷ waiting for it, the term subtracted or not.
    Number { minus: bool },
    /// A number a × or ÷ waits for (a factor of the term).
    Factor,
}

/// In a factor list, `P`'s numerator is shifted by this many bits above its denominator.
const FACTOR_SHIFT: u32 = 40;

/// What the digits a tail appends to the number (`k` of them, making `d`) and the factors
/// after it (making `pn/den`) fix in its entry: `(a, b)` as grouped by [`group`](super::tail_keys::group), and the value
/// `base + r·scale` of a tail that adds `r` after the term. For a number:
/// `(10^k·pn, den, s·d·pn + r·den)` (see [`Search::number_tails_for`]); for a factor:
/// `(16·d + k, pn·2^40 + den, r)` (see [`Search::factor_tails_for`]). Worked out once for
/// every tail that shares them.
#[derive(Debug, Clone, Copy)]
struct Head {
    a: i64,
    b: i64,
    base: i128,
    scale: i128,
}

impl Reading {
    /// The [`Head`] of the tails that append `number` (`k` digits making `d`) and whose
    /// factors make `p`; `None` (and `wild` set: the list is then not used) when it does not
    /// fit.
    fn head(self, number: (u32, i128), p: (i64, i64), wild: &mut bool) -> Option<Head> {
        let ((k, d), (pn, den)) = (number, p);
        // A tail lays at most 12 pieces, so `10^k` is in the table.
        let head = i64::try_from(d)
            .ok()
            .zip(POW10.get(k as usize))
            .and_then(|(d, &t)| {
                match self {
                    Reading::Number { minus } => {
                        let sign: i128 = if minus { -1 } else { 1 };
                        // Both factors fit in 64 bits: no overflow in 128.
                        let base = sign * i128::from(d) * i128::from(pn);
                        t.checked_mul(pn).map(|a| Head {
                            a,
                            b: den,
                            base,
                            scale: i128::from(den),
                        })
                    }
                    Reading::Factor => {
                        let fits = (0..1 << (62 - FACTOR_SHIFT)).contains(&pn)
                            && (1..1 << FACTOR_SHIFT).contains(&den)
                            && k < 16;
                        fits.then(|| Head {
                            a: 16 * d + i64::from(k),
                            b: (pn << FACTOR_SHIFT) | den,
                            base: 0,
                            scale: 1,
                        })
                    }
                }
            });
        *wild |= head.is_none();
        head
    }
}

impl Head {
    /// Adds the entry of a tail that adds `r` after the term, with its pieces, to `out`;
    /// false (and `wild` set) when it does not fit.
    fn push(self, out: &mut Vec<Entry>, wild: &mut bool, r: i64, path: Path) -> bool {
        let v = i128::from(r)
            .checked_mul(self.scale)
            .and_then(|x| x.checked_add(self.base));
        match v.and_then(|v| narrow(v, wild)) {
            Some(v) => {
                out.push((self.a, self.b, v, path.0));
                true
            }
            None => {
                *wild = true;
                false
            }
        }
    }
}

impl Search {
    /// [`Search::tails_for`] while a number is being read with no × or ÷ waiting for it
    /// (`num` so far, the term's sign `s`): a tail appends `k` digits making `D`, may multiply
    /// or divide the number by factors making `P` (a fraction `pn/den`), and adds `R` after
    /// the term, so it adds `s·(num·10^k + D)·pn/den + R` to the balance, which is linear in
    /// `num`. The tails are listed once per held multiset, shape, side and sign, grouped by
    /// `(10^k·pn, den)`, each tail's value there `s·D·pn + R·den`; the tails picked are
    /// those whose value there is `need·den − s·num·10^k·pn`. The listing drops the checks
    /// that depend on `num` (leading zeros, the number's size, each division exact). With
    /// `listed_only`, [`Tails::Unlisted`] when the list is not made yet.
    pub(super) fn number_tails_for(
        &mut self,
        sq: &[Square],
        i: usize,
        a: &Auto,
        key: TailKey,
        listed_only: bool,
    ) -> Tails {
        let key = TailKey {
            side: a.eqs * 2 + u8::from(a.minus) + 12,
            ..key
        };
        let sign: i64 = if a.minus { -1 } else { 1 };
        let Ok(need) = i64::try_from(a.need()) else {
            return Tails::Walk;
        };
        let num = a.num;
        let ix = match self.products.get(&key) {
            Some(&ix) => ix as usize,
            None if listed_only => return Tails::Unlisted,
            None => self.list_reading(sq, i, key, a.eqs, Reading::Number { minus: a.minus }),
        };
        let signed = sign * num;
        self.pick_groups(ix, |g| {
            // Nearly always in 64 bits.
            let x = need
                .checked_mul(g.b)
                .zip(signed.checked_mul(g.a))
                .and_then(|(x, y)| x.checked_sub(y));
            if let Some(x) = x {
                return Look::Pick(x);
            }
            // Each factor fits in 64 bits, so neither product overflows 128.
            let x = i128::from(need) * i128::from(g.b) - i128::from(signed) * i128::from(g.a);
            i64::try_from(x).map_or(Look::Skip, Look::Pick)
        })
    }

    /// [`Search::tails_for`] while a number is being read with `op` (× or ÷) waiting for it:
    /// `num` so far, `t` the signed term before it. A tail appends `k` digits making `D`, so
    /// the number becomes `F = num·10^k + D` and the term `t·F` (or `t/F`, exact); its own
    /// factors then make `P = pn/den` and it adds `R` after the term. The term's value is not
    /// linear in `num` (nor in `t`), so the tails are grouped by `(D, k)` and `P` (listed once
    /// per held multiset, shape and side, for × and ÷ alike), each tail's value there `R`:
    /// each group gives the term its `F` makes, and the tails picked are those whose `R`
    /// is `need` less that term times `P`. The listing drops the checks that depend on the
    /// prefix, and the tails picked are read again when laid.
    pub(super) fn factor_tails_for(
        &mut self,
        sq: &[Square],
        i: usize,
        a: &Auto,
        key: TailKey,
        op: Op,
    ) -> Tails {
        let key = TailKey {
            side: a.eqs * 2 + 16,
            ..key
        };
        let (Ok(t), Ok(need)) = (i64::try_from(a.signed_term()), i64::try_from(a.need())) else {
            return Tails::Walk;
        };
        let num = a.num;
        // A lone 0 takes no more digits (unless the rules allow leading zeros).
        let grows = a.num != 0 || a.digits != 1 || self.rules.leading_zeros;
        let by_zero = op == Op::Mul && self.rules.times_zero;
        // Most factor lists are asked for a few times: walking those costs less than listing.
        let asked = self.asked.entry(key).or_insert(0);
        *asked += 1;
        if *asked < FACTOR_ASKS {
            return Tails::Walk;
        }
        let ix = self.list_reading(sq, i, key, a.eqs, Reading::Factor);
        // The term a group's digits make (`None`: none that fits); the groups of one `(D, k)`
        // are side by side, so it is worked out once for them.
        let term = |g_a: i64| -> Option<i64> {
            let (d, k) = (g_a >> 4, (g_a & 15) as usize);
            if k > 0 && !grows {
                return None;
            }
            let f = num.checked_mul(POW10[k])?.checked_add(d)?;
            if i128::from(f) > MAX_NUMBER || (f == 0 && !by_zero) {
                return None;
            }
            let term = match op {
                Op::Div if t % f != 0 => return None,
                Op::Div => t / f,
                _ => t.checked_mul(f)?,
            };
            (i128::from(term).abs() <= MAX_NUMBER * 1000).then_some(term)
        };
        let mut last: Option<(i64, Option<i64>)> = None;
        self.pick_groups(ix, |g| {
            let term = match last {
                Some((a, term)) if a == g.a => term,
                _ => {
                    let v = term(g.a);
                    last = Some((g.a, v));
                    v
                }
            };
            let Some(term) = term else {
                return Look::Skip;
            };
            let (pn, den) = (g.b >> FACTOR_SHIFT, g.b & ((1 << FACTOR_SHIFT) - 1));
            let q = match term.checked_mul(pn) {
                Some(x) if den == 1 => x,
                Some(x) if x % den != 0 => return Look::Skip,
                Some(x) => x / den,
                None => {
                    // `term` is at most 10^18 and `pn` below 2^22: no overflow in 128 bits.
                    let x = i128::from(term) * i128::from(pn);
                    if x % i128::from(den) != 0 {
                        return Look::Skip;
                    }
                    let q = i128::from(need) - x / i128::from(den);
                    return i64::try_from(q).map_or(Look::Skip, Look::Pick);
                }
            };
            need.checked_sub(q).map_or(Look::Skip, Look::Pick)
        })
    }

    /// Lists the tails of a number being read for `reading` (laid from square `i`, `eqs` the
    /// side) under `key` unless they are listed already; where the list is in `product_lists`.
    fn list_reading(
        &mut self,
        sq: &[Square],
        i: usize,
        key: TailKey,
        eqs: u8,
        reading: Reading,
    ) -> usize {
        self.product_slot(key, |s, out, wild| {
            s.number_tails(sq, i, (0, 0, reading), eqs, Path::EMPTY, out, wild);
        })
    }

    /// Every tail of a number being read, laid from square `i`: `number` the digits appended
    /// so far (`k`, the number `D` they make) and what the list is for, `eqs` the side, `path`
    /// the tail's pieces so far. Each tail that can end as a true equation gives its
    /// [`Head`] entry and its pieces.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn number_tails(
        &mut self,
        sq: &[Square],
        i: usize,
        number: (u32, i128, Reading),
        eqs: u8,
        path: Path,
        out: &mut Vec<Entry>,
        wild: &mut bool,
    ) {
        self.count_node();
        let (k, d, reading) = number;
        let step = |s: &mut Self, piece: Piece, out: &mut Vec<Entry>, wild: &mut bool| {
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
                    match reading.head((k, d), (1, 1), wild) {
                        Some(h) if h.push(out, wild, 0, path) => {}
                        _ => return,
                    }
                }
                if go_on {
                    s.number_tails(sq, i + 1, (k, d, reading), eqs, path, out, wild);
                }
                return;
            }
            if !go_on {
                return;
            }
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
                    // Runs of one `P` share a head.
                    let mut last: Option<((i64, i64), Head)> = None;
                    for &(pn, den, r, path) in &ps {
                        let h = match last {
                            Some((p, h)) if p == (pn, den) => h,
                            _ => {
                                let Some(h) = reading.head((k, d), (pn, den), wild) else {
                                    break;
                                };
                                last = Some(((pn, den), h));
                                h
                            }
                        };
                        if !h.push(out, wild, r, Path(path)) {
                            break;
                        }
                    }
                    ps.clear();
                    s.spare_products.push(ps);
                    return;
                }
                _ => {}
            }
            let mut rs = s.spare_tails.pop().unwrap_or_default();
            s.after_term(sq, i + 1, piece, eqs, path, &mut rs, wild);
            if let Some(h) = rs.first().and_then(|_| reading.head((k, d), (1, 1), wild)) {
                for &(r, path) in &rs {
                    if !h.push(out, wild, r, Path(path)) {
                        break;
                    }
                }
            }
            rs.clear();
            s.spare_tails.push(rs);
        };
        self.each_piece(sq.get(i), false, |s, p| step(s, p, out, wild));
    }
}

//! The equation automaton: what a prefix of pieces has read (the number being read, the
//! pending × or ÷ term, the running sum, `=` seen, the left side's value), refusing a piece
//! as soon as it breaks a rule.

use crate::arith::Op;
use crate::crossword::equation::EquationRules;
use crate::crossword::line::MAX_NUMBER;
use crate::crossword::pieces::Piece;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Last {
    Start,
    Digit,
    Sign,
}

/// The equation automaton's state after a prefix of pieces.
#[derive(Debug, Clone, Copy)]
pub(super) struct Auto {
    pub(super) last: Last,
    /// The number being read (at most [`MAX_NUMBER`]: 64 bits keep the state small, and the
    /// walk copies it at every piece).
    pub(super) num: i64,
    pub(super) digits: u8,
    /// The product term so far (before the number being read; at most `MAX_NUMBER × 1000`), and
    /// the × or ÷ waiting for it.
    pub(super) term: i64,
    pub(super) term_op: Option<Op>,
    /// The last whole number read.
    pub(super) prev_literal: i64,
    /// The committed sum of the member and the sign of the pending term.
    pub(super) sum: i128,
    pub(super) minus: bool,
    /// `=` seen, and the first member's value.
    pub(super) eqs: u8,
    pub(super) left: i128,
}

impl Auto {
    pub(super) const START: Auto = Auto {
        last: Last::Start,
        num: 0,
        digits: 0,
        term: 0,
        term_op: None,
        prev_literal: 1,
        sum: 0,
        minus: false,
        eqs: 0,
        left: 0,
    };

    #[inline(always)]
    pub(super) fn push(mut self, p: Piece, rules: EquationRules) -> Option<Auto> {
        match p {
            Piece::Digit(d) => {
                if self.last == Last::Digit {
                    if self.digits == 1 && self.num == 0 && !rules.leading_zeros {
                        return None;
                    }
                    self.num = self.num * 10 + i64::from(d);
                    if i128::from(self.num) > MAX_NUMBER {
                        return None;
                    }
                    self.digits += 1;
                } else {
                    if d == 0
                        && !rules.times_zero
                        && !rules.leading_zeros
                        && matches!(self.term_op, Some(Op::Mul | Op::Div))
                    {
                        return None;
                    }
                    self.num = i64::from(d);
                    self.digits = 1;
                }
                self.last = Last::Digit;
                Some(self)
            }
            Piece::Plus | Piece::Minus | Piece::Times | Piece::Divide | Piece::Equals => {
                if self.last != Last::Digit {
                    return None;
                }
                self.close_number(rules)?;
                match p {
                    Piece::Times | Piece::Divide => {
                        if !rules.times_zero && self.prev_literal == 0 {
                            return None;
                        }
                        self.term_op = Some(if p == Piece::Times { Op::Mul } else { Op::Div });
                    }
                    _ => {
                        self.commit()?;
                        if p == Piece::Equals {
                            if self.eqs == 0 {
                                self.left = self.sum;
                            } else if !rules.chains || self.sum != self.left {
                                return None;
                            }
                            self.eqs += 1;
                            self.sum = 0;
                            self.minus = false;
                        } else {
                            self.minus = p == Piece::Minus;
                        }
                    }
                }
                self.last = Last::Sign;
                Some(self)
            }
            Piece::Point
            | Piece::FractionBar
            | Piece::Power
            | Piece::Root
            | Piece::Open
            | Piece::Close => None,
        }
    }

    /// Folds the number just read into the term.
    pub(super) fn close_number(&mut self, rules: EquationRules) -> Option<()> {
        let n = self.num;
        match self.term_op {
            Some(Op::Mul) => {
                if !rules.times_zero && (n == 0 || self.prev_literal == 0) {
                    return None;
                }
                self.term = self.term.checked_mul(n)?;
                if i128::from(self.term) > MAX_NUMBER * 1000 {
                    return None;
                }
            }
            Some(Op::Div) => {
                if n == 0 || (!rules.times_zero && self.prev_literal == 0) {
                    return None;
                }
                // Neither is negative, and `n` is not 0.
                if self.term % n != 0 {
                    return None;
                }
                self.term /= n;
            }
            _ => self.term = n,
        }
        self.term_op = None;
        self.prev_literal = n;
        Some(())
    }

    /// Adds the term to the sum (never negative).
    pub(super) fn commit(&mut self) -> Option<()> {
        let term = i128::from(self.term);
        self.sum = if self.minus {
            self.sum - term
        } else {
            self.sum + term
        };
        (self.sum >= 0).then_some(())
    }

    /// What the rest of the line must add to the balance: on the right side `left − sum`; on
    /// the left one, what it adds to the left member less the right member must cancel `sum`.
    pub(super) fn need(&self) -> i128 {
        if self.eqs == 1 {
            self.left - self.sum
        } else {
            -self.sum
        }
    }

    /// The pending term with its sign.
    pub(super) fn signed_term(&self) -> i128 {
        let term = i128::from(self.term);
        if self.minus {
            -term
        } else {
            term
        }
    }

    /// Whether the line may end here as a true equation (the full check follows).
    pub(super) fn accepts(mut self, rules: EquationRules) -> bool {
        if self.last != Last::Digit || self.eqs == 0 {
            return false;
        }
        if self.close_number(rules).is_none() || self.commit().is_none() {
            return false;
        }
        self.sum == self.left
    }
}

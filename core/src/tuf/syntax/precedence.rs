//! Precedence: exponents first, then × and ÷ left to right, then + and −; a raised minus is a
//! sign binding looser than an exponent; implicit multiplication only beside a group or a
//! constant; `log` and `tan` over the rest of their term.

use super::*;

pub(super) struct Parser<'s> {
    pub(super) toks: Vec<Tk>,
    pub(super) i: usize,
    pub(super) settings: &'s Settings,
}

pub(super) fn node(kind: NodeKind, at: usize) -> Node {
    Node { kind, at }
}

pub(super) fn bin(op: BinOp, l: Node, r: Node, at: usize) -> Node {
    node(NodeKind::Bin(op, Box::new(l), Box::new(r)), at)
}

impl Parser<'_> {
    pub(super) fn skip_gaps(&mut self) {
        while self.toks.get(self.i).map(|t| t.kind) == Some(TkKind::Gap) {
            self.i += 1;
        }
    }

    pub(super) fn peek(&mut self) -> Option<TkKind> {
        self.skip_gaps();
        self.toks.get(self.i).map(|t| t.kind)
    }

    pub(super) fn at(&self) -> usize {
        self.toks
            .get(self.i)
            .or_else(|| self.toks.last())
            .map(|t| t.at)
            .unwrap_or(0)
    }

    /// Consumes the next token, moving its scripts out (each token is consumed once).
    pub(super) fn take(&mut self) -> Option<Tk> {
        self.skip_gaps();
        let t = self.toks.get_mut(self.i).map(|t| Tk {
            kind: t.kind,
            at: t.at,
            sup: t.sup.take(),
            sub: t.sub.take(),
        });
        if t.is_some() {
            self.i += 1;
        }
        t
    }

    /// sum := unary-led term (('+' | '−') term)*
    pub(super) fn sum(&mut self) -> Result<Node, TufError> {
        let mut left = self.term()?;
        while let Some(TkKind::Plus) | Some(TkKind::Minus) = self.peek() {
            {
                {
                    let op_tok = self.take();
                    let (op, at) = match op_tok {
                        Some(t) if t.kind == TkKind::Plus => (BinOp::Add, t.at),
                        Some(t) => (BinOp::Sub, t.at),
                        None => break,
                    };
                    if self.peek().is_none() || self.peek() == Some(TkKind::RParen) {
                        return Err(TufError::MissingNumber { position: at });
                    }
                    let right = self.term()?;
                    left = bin(op, left, right, at);
                }
            }
        }
        Ok(left)
    }

    pub(super) fn starts_atom(kind: TkKind) -> bool {
        matches!(
            kind,
            TkKind::Digit(_)
                | TkKind::Ten
                | TkKind::Point
                | TkKind::Frac(_)
                | TkKind::LParen
                | TkKind::Pi
                | TkKind::Chi
                | TkKind::J
                | TkKind::Log
                | TkKind::Tan
        )
    }

    /// term := unary (('×' | '÷') unary | implicit-multiplied atom)*
    pub(super) fn term(&mut self) -> Result<Node, TufError> {
        let mut left = self.unary()?;
        while let Some(kind) = self.peek() {
            match kind {
                TkKind::Times | TkKind::Divide => {
                    let at = self.at();
                    self.i += 1;
                    let op = if kind == TkKind::Times {
                        BinOp::Mul
                    } else {
                        BinOp::Div
                    };
                    if matches!(self.peek(), None | Some(TkKind::RParen)) {
                        return Err(TufError::MissingNumber { position: at });
                    }
                    let right = self.unary()?;
                    left = bin(op, left, right, at);
                }
                TkKind::Neg => {
                    return Err(TufError::RaisedMinusBetween {
                        position: self.at(),
                    })
                }
                TkKind::J if self.settings.j == JMode::Factorial => {
                    return Err(TufError::NothingBefore {
                        position: self.at(),
                    })
                }
                k if Self::starts_atom(k) => {
                    let at = self.at();
                    let prev = self
                        .i
                        .checked_sub(1)
                        .and_then(|p| self.toks.get(p))
                        .map(|t| t.kind);
                    let beside_group_or_constant = matches!(
                        k,
                        TkKind::LParen
                            | TkKind::Pi
                            | TkKind::Chi
                            | TkKind::J
                            | TkKind::Log
                            | TkKind::Tan
                    ) || matches!(
                        prev,
                        Some(TkKind::RParen)
                            | Some(TkKind::Pi)
                            | Some(TkKind::Chi)
                            | Some(TkKind::J)
                    );
                    if !beside_group_or_constant {
                        return Err(TufError::MissingOperator { position: at });
                    }
                    let right = self.unary()?;
                    left = bin(BinOp::ImplicitMul, left, right, at);
                }
                TkKind::Percent => {
                    return Err(TufError::MissingOperator {
                        position: self.at(),
                    })
                }
                _ => break,
            }
        }
        Ok(left)
    }

    /// unary := '~' unary | '−' group | log/tan term | postfix
    pub(super) fn unary(&mut self) -> Result<Node, TufError> {
        let Some(kind) = self.peek() else {
            return Err(TufError::MissingNumber {
                position: self.at(),
            });
        };
        let at = self.at();
        match kind {
            TkKind::Neg => {
                self.i += 1;
                let inner = self.unary()?;
                Ok(node(NodeKind::Neg(Box::new(inner)), at))
            }
            TkKind::Plus => Err(TufError::RedundantPlus { position: at }),
            TkKind::Minus => {
                self.i += 1;
                if self.peek() == Some(TkKind::LParen) {
                    let group = self.postfix()?;
                    Ok(node(NodeKind::NegGroup(Box::new(group)), at))
                } else {
                    Err(TufError::MinusNeedsRaising { position: at })
                }
            }
            TkKind::Log | TkKind::Tan => {
                let tok = self
                    .take()
                    .ok_or(TufError::MissingNumber { position: at })?;
                let base = match tok.sub {
                    Some((sat, elems)) if kind == TkKind::Log => {
                        Some(Box::new(read_script(elems, sat, self.settings)?))
                    }
                    Some((sat, _)) => return Err(TufError::MisplacedSubscript { position: sat }),
                    None => None,
                };
                if matches!(
                    self.peek(),
                    None | Some(TkKind::RParen) | Some(TkKind::Plus) | Some(TkKind::Minus)
                ) {
                    return Err(TufError::MissingNumber { position: at });
                }
                let arg = Box::new(self.term()?);
                let f = if kind == TkKind::Log {
                    node(NodeKind::Log { base, arg }, at)
                } else {
                    node(NodeKind::Tan(arg), at)
                };
                match tok.sup {
                    Some((sat, elems)) => {
                        let e = read_script(elems, sat, self.settings)?;
                        Ok(node(NodeKind::Pow(Box::new(f), Box::new(e)), sat))
                    }
                    None => Ok(f),
                }
            }
            _ => self.postfix(),
        }
    }

    /// postfix := atom ('%' | factorial)*
    pub(super) fn postfix(&mut self) -> Result<Node, TufError> {
        let mut a = self.atom()?;
        loop {
            match self.toks.get(self.i).map(|t| t.kind) {
                Some(TkKind::Percent) => {
                    let tok = self
                        .take()
                        .ok_or(TufError::NothingBefore { position: a.at })?;
                    a = node(NodeKind::Percent(Box::new(a)), tok.at);
                    a = self.power(a, tok.sup, tok.sub)?;
                }
                Some(TkKind::J) if self.settings.j == JMode::Factorial => {
                    let tok = self
                        .take()
                        .ok_or(TufError::NothingBefore { position: a.at })?;
                    a = node(NodeKind::Factorial(Box::new(a)), tok.at);
                    a = self.power(a, tok.sup, tok.sub)?;
                }
                _ => break,
            }
        }
        Ok(a)
    }

    pub(super) fn power(
        &mut self,
        base: Node,
        sup: Option<(usize, Vec<Elem>)>,
        sub: Option<(usize, Vec<Elem>)>,
    ) -> Result<Node, TufError> {
        if let Some((at, _)) = sub {
            return Err(TufError::MisplacedSubscript { position: at });
        }
        match sup {
            Some((at, elems)) => {
                let e = read_script(elems, at, self.settings)?;
                Ok(node(NodeKind::Pow(Box::new(base), Box::new(e)), at))
            }
            None => Ok(base),
        }
    }

    pub(super) fn atom(&mut self) -> Result<Node, TufError> {
        let at = self.at();
        let Some(kind) = self.peek() else {
            return Err(TufError::MissingNumber { position: at });
        };
        match kind {
            TkKind::Digit(_) | TkKind::Ten | TkKind::Point => self.number(),
            TkKind::Frac(d) => {
                let tok = self
                    .take()
                    .ok_or(TufError::MissingNumber { position: at })?;
                if matches!(
                    self.toks.get(self.i).map(|t| t.kind),
                    Some(TkKind::Digit(_)) | Some(TkKind::Ten) | Some(TkKind::Point)
                ) {
                    return Err(TufError::MisplacedFraction { position: at });
                }
                self.power(node(NodeKind::Fraction(d), at), tok.sup, tok.sub)
            }
            TkKind::Pi | TkKind::Chi | TkKind::J => {
                let tok = self
                    .take()
                    .ok_or(TufError::MissingNumber { position: at })?;
                let k = match kind {
                    TkKind::Pi => NodeKind::Pi,
                    TkKind::Chi => NodeKind::Chi,
                    _ => NodeKind::J,
                };
                self.power(node(k, at), tok.sup, tok.sub)
            }
            TkKind::LParen => {
                self.i += 1;
                if self.peek() == Some(TkKind::RParen) {
                    return Err(TufError::EmptyGroup {
                        position: self.at(),
                    });
                }
                let inner = self.sum()?;
                let close = self.take();
                match close {
                    Some(t) if t.kind == TkKind::RParen => {
                        let g = node(NodeKind::Group(Box::new(inner)), at);
                        self.power(g, t.sup, t.sub)
                    }
                    Some(t) => Err(TufError::MissingOperator { position: t.at }),
                    None => Err(TufError::MissingNumber { position: at }),
                }
            }
            TkKind::Percent => Err(TufError::NothingBefore { position: at }),
            TkKind::Equals => Err(TufError::EqualsInScript { position: at }),
            _ => Err(TufError::MissingNumber { position: at }),
        }
    }
}

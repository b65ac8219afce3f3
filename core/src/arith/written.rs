//! A tree written out and read aloud: the marks in reading order with the fewest parentheses,
//! in the rulebooks' signs (`√((17 + 3)^4) − 1`), in typed ASCII (`sqrt((17 + 3)^4) - 1`) and
//! in words for a screen reader. Math Horseshoes' reader reads either written form back to the
//! same tree (a property test in `core/tests/horseshoes_keys.rs`).

use super::expr::Expr;
use super::op::{BinOp, Op};
use crate::lang::Lang;
use std::fmt;

/// One mark of a written expression, in reading order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark<'a, N> {
    /// A number.
    Num(&'a N),
    /// An operation between two expressions.
    Op(BinOp),
    /// The sign before a negative expression.
    Minus,
    /// The square root of what follows.
    Root,
    /// `(`
    Open,
    /// `)`
    Close,
}

impl<N> Mark<'_, N> {
    /// The mark as the rulebooks print it (`+ − × ÷ ^`, the sign `−`, `√`, `(`, `)`); `None` for
    /// a number, which is printed as it is.
    pub fn sign(&self) -> Option<&'static str> {
        Some(match self {
            Mark::Num(_) => return None,
            Mark::Op(op) => op.arith().map_or("^", Op::sign),
            Mark::Minus => Op::Sub.sign(),
            Mark::Root => "√",
            Mark::Open => "(",
            Mark::Close => ")",
        })
    }

    /// The mark's words in `lang` as a screen reader says it inside an expression ("square
    /// root of", "open parenthesis"; "racine carrée de", "parenthèse ouvrante"); `None` for a
    /// number, which is said as written.
    pub fn word(&self, lang: Lang) -> Option<&'static str> {
        Some(match self {
            Mark::Num(_) => return None,
            Mark::Op(op) => op.word(lang),
            Mark::Minus => BinOp::Sub.word(lang),
            Mark::Root => lang.pick("square root of", "racine carrée de"),
            Mark::Open => lang.pick("open parenthesis", "parenthèse ouvrante"),
            Mark::Close => lang.pick("close parenthesis", "parenthèse fermante"),
        })
    }
}

/// How a tree is laid out: in the rulebooks' signs, or in typed ASCII (where a root always
/// takes parentheses: `sqrt(17)`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    Rulebook,
    Ascii,
}

/// The precedence of a negative sign: looser than `^` (`−2^2` is `−(2^2)`), tighter than `×`.
const SIGN: u8 = 3;

impl<N> Expr<N> {
    /// The marks of the expression with the fewest parentheses, as the rulebooks write it.
    pub fn marks(&self) -> Vec<Mark<'_, N>> {
        let mut out = Vec::new();
        self.lay(Style::Rulebook, 0, true, &mut out);
        out
    }

    /// Lays the expression out at precedence `min` (weaker operations take parentheses);
    /// `lead` when nothing stands before it in its group (only there does a sign go bare).
    fn lay<'a>(&'a self, style: Style, min: u8, lead: bool, out: &mut Vec<Mark<'a, N>>) {
        let bracketed = |out: &mut Vec<Mark<'a, N>>, e: &'a Expr<N>| {
            out.push(Mark::Open);
            e.lay(style, 0, true, out);
            out.push(Mark::Close);
        };
        match self {
            Expr::Num(n) => out.push(Mark::Num(n)),
            Expr::Root(a) => {
                out.push(Mark::Root);
                match **a {
                    Expr::Num(_) | Expr::Root(_) if style == Style::Rulebook => {
                        a.lay(style, 0, false, out)
                    }
                    _ => bracketed(out, a),
                }
            }
            Expr::Neg(_) if !lead || min > SIGN => bracketed(out, self),
            Expr::Neg(a) => {
                out.push(Mark::Minus);
                a.lay(style, SIGN + 1, false, out);
            }
            Expr::Bin(op, a, b) => {
                let p = op.precedence();
                if p < min {
                    return bracketed(out, self);
                }
                let (left, right) = if *op == BinOp::Pow {
                    (p + 1, p)
                } else {
                    (p, p + 1)
                };
                a.lay(style, left, lead, out);
                out.push(Mark::Op(*op));
                b.lay(style, right, false, out);
            }
        }
    }

    fn write(&self, style: Style, f: &mut fmt::Formatter<'_>) -> fmt::Result
    where
        N: fmt::Display,
    {
        let mut marks = Vec::new();
        self.lay(style, 0, true, &mut marks);
        let ascii = style == Style::Ascii;
        for mark in &marks {
            match mark {
                Mark::Num(n) => write!(f, "{n}")?,
                Mark::Op(BinOp::Pow) => f.write_str("^")?,
                Mark::Op(op) if ascii => write!(f, " {} ", op.symbol())?,
                Mark::Minus if ascii => f.write_str("-")?,
                Mark::Root if ascii => f.write_str("sqrt")?,
                Mark::Op(_) => write!(f, " {} ", mark.sign().unwrap_or_default())?,
                other => f.write_str(other.sign().unwrap_or_default())?,
            }
        }
        Ok(())
    }

    /// The expression in the rulebooks' signs with the fewest parentheses, as the apps show
    /// it: `√((17 + 3)^4) − 1`, `4^√(17 + 1)`, `(4 ÷ 3)^(17 + 1)`, `−2 × (−3)`.
    pub fn symbols(&self) -> String
    where
        N: fmt::Display,
    {
        struct Symbols<'a, N>(&'a Expr<N>);
        impl<N: fmt::Display> fmt::Display for Symbols<'_, N> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.write(Style::Rulebook, f)
            }
        }
        Symbols(self).to_string()
    }

    /// The expression read aloud in `lang`, mark by mark: "square root of open parenthesis
    /// open parenthesis 17 plus 3 close parenthesis to the power of 4 close parenthesis minus
    /// 1".
    pub fn spoken(&self, lang: Lang) -> String
    where
        N: fmt::Display,
    {
        self.marks()
            .iter()
            .map(|mark| match mark {
                Mark::Num(n) => n.to_string(),
                other => other.word(lang).unwrap_or_default().to_string(),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Typed ASCII with the fewest parentheses, e.g. `sqrt((17 + 3)^4) - 1`.
impl<N: fmt::Display> fmt::Display for Expr<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(Style::Ascii, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Expr::Num;

    fn bin(op: BinOp, a: Expr<u32>, b: Expr<u32>) -> Expr<u32> {
        Expr::bin(op, a, b)
    }

    #[test]
    fn trees_are_written_with_the_fewest_parentheses() {
        let sum = || bin(BinOp::Add, Num(17), Num(3));
        let rows: [(Expr<u32>, &str, &str); 8] = [
            (
                bin(
                    BinOp::Sub,
                    Expr::root(bin(BinOp::Pow, sum(), Num(4))),
                    Num(1),
                ),
                "√((17 + 3)^4) − 1",
                "sqrt((17 + 3)^4) - 1",
            ),
            (
                bin(
                    BinOp::Pow,
                    Num(4),
                    Expr::root(bin(BinOp::Add, Num(17), Num(1))),
                ),
                "4^√(17 + 1)",
                "4^sqrt(17 + 1)",
            ),
            (
                bin(BinOp::Pow, bin(BinOp::Div, Num(4), Num(3)), sum()),
                "(4 ÷ 3)^(17 + 3)",
                "(4 / 3)^(17 + 3)",
            ),
            // `^` groups to the right; `−` and `÷` to the left.
            (
                bin(BinOp::Pow, Num(2), bin(BinOp::Pow, Num(3), Num(2))),
                "2^3^2",
                "2^3^2",
            ),
            (
                bin(BinOp::Pow, bin(BinOp::Pow, Num(2), Num(3)), Num(2)),
                "(2^3)^2",
                "(2^3)^2",
            ),
            (
                bin(BinOp::Sub, Num(9), bin(BinOp::Sub, Num(4), Num(1))),
                "9 − (4 − 1)",
                "9 - (4 - 1)",
            ),
            (
                bin(BinOp::Mul, sum(), Expr::root(Expr::root(Num(16)))),
                "(17 + 3) × √√16",
                "(17 + 3) * sqrt(sqrt(16))",
            ),
            // A sign goes bare only where nothing stands before it.
            (
                bin(
                    BinOp::Mul,
                    Expr::negated(bin(BinOp::Pow, Num(2), Num(2))),
                    Expr::negated(Num(3)),
                ),
                "−2^2 × (−3)",
                "-2^2 * (-3)",
            ),
        ];
        for (tree, symbols, ascii) in rows {
            assert_eq!(tree.symbols(), symbols);
            assert_eq!(tree.to_string(), ascii);
        }
        let base = bin(BinOp::Pow, Expr::negated(Num(2)), Num(2));
        assert_eq!(base.symbols(), "(−2)^2");
        let twice = Expr::negated(Expr::negated(sum()));
        assert_eq!(twice.symbols(), "−(−(17 + 3))");
    }

    #[test]
    fn a_tree_is_read_aloud_mark_by_mark() {
        let e = bin(
            BinOp::Sub,
            Expr::root(bin(BinOp::Pow, bin(BinOp::Add, Num(17), Num(3)), Num(4))),
            Num(1),
        );
        assert_eq!(
            e.spoken(Lang::En),
            "square root of open parenthesis open parenthesis 17 plus 3 close parenthesis \
             to the power of 4 close parenthesis minus 1"
        );
        assert_eq!(
            e.spoken(Lang::Fr),
            "racine carrée de parenthèse ouvrante parenthèse ouvrante 17 plus 3 parenthèse \
             fermante puissance 4 parenthèse fermante moins 1"
        );
        let signed = bin(BinOp::Div, Expr::negated(Num(6)), Num(4));
        assert_eq!(signed.spoken(Lang::En), "minus 6 divided by 4");
        assert_eq!(signed.marks().len(), 4);
    }
}

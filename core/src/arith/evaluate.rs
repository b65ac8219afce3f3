//! Evaluating a tree: one post-order walk, with the numbers and the rules of what an
//! operation may do given by the game ([`Evaluator`]).

use super::expr::Expr;
use super::op::BinOp;

/// A game's numbers and operations, for [`Expr::evaluate_with`]: what a number is worth, and
/// what each operation makes of its operands' values (or why it refuses them). Each step also
/// sees the subexpressions it works on, for an evaluator that falls back on them (Math
/// Horseshoes bounds an irrational value from its expression).
pub trait Evaluator<N> {
    /// A value.
    type Value;
    /// Why an expression has no value.
    type Error;

    /// The value of a number.
    fn number(&mut self, n: &N) -> Result<Self::Value, Self::Error>;

    /// `−a`, from `a`'s value and expression.
    fn negate(&mut self, a: Self::Value, ea: &Expr<N>) -> Result<Self::Value, Self::Error>;

    /// `a op b`, from both values and expressions.
    fn binary(
        &mut self,
        op: BinOp,
        a: Self::Value,
        b: Self::Value,
        ea: &Expr<N>,
        eb: &Expr<N>,
    ) -> Result<Self::Value, Self::Error>;

    /// `√a`, from `a`'s value and expression.
    fn root(&mut self, a: Self::Value, ea: &Expr<N>) -> Result<Self::Value, Self::Error>;
}

impl<N> Expr<N> {
    /// The value of the expression, with `ev`'s numbers; the first refusal met, operands
    /// before their operation and the left before the right, is the error.
    pub fn evaluate_with<E: Evaluator<N>>(&self, ev: &mut E) -> Result<E::Value, E::Error> {
        match self {
            Expr::Num(n) => ev.number(n),
            Expr::Neg(a) => {
                let v = a.evaluate_with(ev)?;
                ev.negate(v, a)
            }
            Expr::Root(a) => {
                let v = a.evaluate_with(ev)?;
                ev.root(v, a)
            }
            Expr::Bin(op, a, b) => {
                let x = a.evaluate_with(ev)?;
                let y = b.evaluate_with(ev)?;
                ev.binary(*op, x, y, a, b)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whole numbers, refusing what is not whole; it counts the steps it takes.
    struct Whole {
        steps: u32,
    }

    impl Evaluator<i64> for Whole {
        type Value = i64;
        type Error = String;

        fn number(&mut self, n: &i64) -> Result<i64, String> {
            self.steps += 1;
            Ok(*n)
        }

        fn negate(&mut self, a: i64, _: &Expr<i64>) -> Result<i64, String> {
            self.steps += 1;
            Ok(-a)
        }

        fn binary(
            &mut self,
            op: BinOp,
            a: i64,
            b: i64,
            _: &Expr<i64>,
            eb: &Expr<i64>,
        ) -> Result<i64, String> {
            self.steps += 1;
            match op {
                BinOp::Add => Ok(a + b),
                BinOp::Sub => Ok(a - b),
                BinOp::Mul => Ok(a * b),
                BinOp::Div if b != 0 && a % b == 0 => Ok(a / b),
                BinOp::Div => Err(format!("÷ {}", eb.leaves().len())),
                BinOp::Pow => u32::try_from(b)
                    .map(|b| a.pow(b))
                    .map_err(|_| "negative power".to_string()),
            }
        }

        fn root(&mut self, a: i64, _: &Expr<i64>) -> Result<i64, String> {
            self.steps += 1;
            let r = (a as f64).sqrt() as i64;
            if r * r == a {
                Ok(r)
            } else {
                Err(format!("√{a}"))
            }
        }
    }

    #[test]
    fn operands_are_worked_out_before_their_operation() {
        use Expr::Num;
        let mut ev = Whole { steps: 0 };
        // −(2 + 3) × √(4^2) = −20
        let e = Expr::bin(
            BinOp::Mul,
            Expr::negated(Expr::bin(BinOp::Add, Num(2), Num(3))),
            Expr::root(Expr::bin(BinOp::Pow, Num(4), Num(2))),
        );
        assert_eq!(e.evaluate_with(&mut ev), Ok(-20));
        assert_eq!(ev.steps, 9);
        // The first refusal, left before right: √7 before 1 ÷ (2 + 1).
        let bad = Expr::bin(
            BinOp::Add,
            Expr::root(Num(7)),
            Expr::bin(BinOp::Div, Num(1), Expr::bin(BinOp::Add, Num(2), Num(1))),
        );
        assert_eq!(bad.evaluate_with(&mut ev), Err("√7".to_string()));
        let right = Expr::bin(BinOp::Div, Num(1), Expr::bin(BinOp::Add, Num(2), Num(1)));
        assert_eq!(right.evaluate_with(&mut ev), Err("÷ 2".to_string()));
    }
}

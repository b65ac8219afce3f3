//! Pytagora's scoring: 1 a piece; × 2 and ÷ 3 unless by 1; an n-digit number
//! n + (n−1) + … + 1; +1 for each laid piece crossed.

use crate::arith::Op;
use crate::crossword::line::Token;

/// The points of a checked line of tokens that crosses `crossed` laid pieces.
///
/// Rulings: "multiplying by 1" is a 1 on either side of the × (6 × 1 and 1 × 6 alike);
/// "dividing by 1" is a divisor of 1. Crossed pieces count as pieces of the equation and add
/// their bonus point.
pub fn points(tokens: &[Token], crossed: usize) -> i64 {
    let mut total: i64 = 0;
    for (i, t) in tokens.iter().enumerate() {
        total += match t {
            Token::Num { digits, .. } => {
                let n = i64::from(*digits);
                n * (n + 1) / 2
            }
            Token::Eq | Token::Op(Op::Add) | Token::Op(Op::Sub) => 1,
            Token::Op(Op::Mul) => {
                if literal(tokens, i.wrapping_sub(1)) == Some(1)
                    || literal(tokens, i + 1) == Some(1)
                {
                    1
                } else {
                    2
                }
            }
            Token::Op(Op::Div) => {
                if literal(tokens, i + 1) == Some(1) {
                    1
                } else {
                    3
                }
            }
        };
    }
    total + i64::try_from(crossed).unwrap_or(0)
}

fn literal(tokens: &[Token], i: usize) -> Option<i128> {
    match tokens.get(i) {
        Some(Token::Num { value, .. }) => Some(*value),
        _ => None,
    }
}

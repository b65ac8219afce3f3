//! Checking an equation: standard precedence (× and ÷ before + and −, each left to right),
//! exact whole-number arithmetic, chains of `=` where a game allows them, and the reason a
//! line is refused, in English and French.

use super::line::{tokens, Token, MAX_NUMBER};
use super::pieces::Piece;
use crate::arith::{BinOp, Evaluator, Expr, Op};
use crate::kit::Worded;
use crate::lang::Lang;

/// What a game asks of an equation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EquationRules {
    /// Several `=` in one line (every member equal); otherwise exactly one.
    pub chains: bool,
    /// Numbers of two or more digits may start with 0.
    pub leading_zeros: bool,
    /// × and ÷ next to a 0 piece are allowed.
    pub times_zero: bool,
    /// The two sides may be the same numbers and operators.
    pub same_sides: bool,
}

impl EquationRules {
    /// Pytagora: exactly one `=`, no leading zero, no × or ÷ with 0, the sides not the same
    /// numbers and operations.
    pub const PYTAGORA: EquationRules = EquationRules {
        chains: false,
        leading_zeros: false,
        times_zero: false,
        same_sides: false,
    };

    /// The Multiplication tables children's game: chains `3 × 8 = 24 = 24` are its point.
    pub const TABLES: EquationRules = EquationRules {
        chains: true,
        leading_zeros: false,
        times_zero: false,
        same_sides: true,
    };
}

/// Why a line of pieces is not a valid equation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineError {
    /// No pieces.
    Empty,
    /// A piece this game does not use (the decimal point or fraction bar in Pytagora).
    NotThisGame(Piece),
    /// The line starts with a sign (an operator or `=`).
    StartsWithSign,
    /// The line ends with a sign.
    EndsWithSign,
    /// Two signs side by side.
    SignsTogether,
    /// No `=`.
    NoEquals,
    /// More than one `=` where the game allows one.
    TwoEquals,
    /// A number of two or more digits starts with 0 (the value is the number).
    LeadingZero(i128),
    /// × or ÷ next to a 0.
    ByZero,
    /// A division that is not exact (dividend, divisor).
    NotWhole(i128, i128),
    /// A negative value somewhere in the line.
    Negative,
    /// A number or value too large to check.
    TooLarge,
    /// The members are not equal (left value, right value).
    Unequal(i128, i128),
    /// Both sides are the same numbers and operations.
    SameBothSides,
}

impl Worded for LineError {
    fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (LineError::Empty, Lang::En) => "there are no pieces".into(),
            (LineError::Empty, Lang::Fr) => "il n\u{2019}y a aucune pièce".into(),
            (LineError::NotThisGame(p), Lang::En) => {
                format!("the piece {p} is not used in this game")
            }
            (LineError::NotThisGame(p), Lang::Fr) => {
                format!("la pièce {p} ne sert pas dans ce jeu")
            }
            (LineError::StartsWithSign, Lang::En) => "an equation cannot start with a sign".into(),
            (LineError::StartsWithSign, Lang::Fr) => {
                "une égalité ne peut pas commencer par un signe".into()
            }
            (LineError::EndsWithSign, Lang::En) => "an equation cannot end with a sign".into(),
            (LineError::EndsWithSign, Lang::Fr) => {
                "une égalité ne peut pas finir par un signe".into()
            }
            (LineError::SignsTogether, Lang::En) => "two signs cannot be side by side".into(),
            (LineError::SignsTogether, Lang::Fr) => "deux signes ne peuvent pas se suivre".into(),
            (LineError::NoEquals, Lang::En) => "an equation needs an equals sign".into(),
            (LineError::NoEquals, Lang::Fr) => "une égalité a besoin d\u{2019}un signe égal".into(),
            (LineError::TwoEquals, Lang::En) => "an equation has only one equals sign".into(),
            (LineError::TwoEquals, Lang::Fr) => {
                "une égalité n\u{2019}a qu\u{2019}un seul signe égal".into()
            }
            (LineError::LeadingZero(n), Lang::En) => format!("a number cannot start with 0 (0{n})"),
            (LineError::LeadingZero(n), Lang::Fr) => {
                format!("un nombre ne peut pas commencer par 0 (0{n})")
            }
            (LineError::ByZero, Lang::En) => "you cannot multiply or divide by 0".into(),
            (LineError::ByZero, Lang::Fr) => "on ne peut pas multiplier ni diviser par 0".into(),
            (LineError::NotWhole(a, b), Lang::En) => format!("{a} ÷ {b} is not a whole number"),
            (LineError::NotWhole(a, b), Lang::Fr) => {
                format!("{a} ÷ {b} n\u{2019}est pas un nombre entier")
            }
            (LineError::Negative, Lang::En) => {
                "negative numbers are not allowed in any part of an equation".into()
            }
            (LineError::Negative, Lang::Fr) => {
                "les nombres négatifs sont interdits dans toute l\u{2019}égalité".into()
            }
            (LineError::TooLarge, Lang::En) => "a number is too large".into(),
            (LineError::TooLarge, Lang::Fr) => "un nombre est trop grand".into(),
            (LineError::Unequal(a, b), Lang::En) => {
                format!("the sides are not equal ({a} and {b})")
            }
            (LineError::Unequal(a, b), Lang::Fr) => {
                format!("les deux membres ne sont pas égaux ({a} et {b})")
            }
            (LineError::SameBothSides, Lang::En) => {
                "both sides use the same numbers and operations".into()
            }
            (LineError::SameBothSides, Lang::Fr) => {
                "les deux membres ont les mêmes nombres et les mêmes opérations".into()
            }
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            LineError::Empty => "empty",
            LineError::NotThisGame(_) => "not_this_game",
            LineError::StartsWithSign => "starts_with_sign",
            LineError::EndsWithSign => "ends_with_sign",
            LineError::SignsTogether => "signs_together",
            LineError::NoEquals => "no_equals",
            LineError::TwoEquals => "two_equals",
            LineError::LeadingZero(_) => "leading_zero",
            LineError::ByZero => "by_zero",
            LineError::NotWhole(..) => "not_whole",
            LineError::Negative => "negative",
            LineError::TooLarge => "too_large",
            LineError::Unequal(..) => "unequal",
            LineError::SameBothSides => "same_both_sides",
        }
    }
}

crate::kit::worded_display!(LineError);

impl std::error::Error for LineError {}

/// A checked equation: its tokens and the value of every member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// The line's tokens.
    pub tokens: Vec<Token>,
    /// The value of each member (two, or more for a chain).
    pub values: Vec<i128>,
}

/// Checks a line of pieces under `rules`.
pub fn check(pieces: &[Piece], rules: EquationRules) -> Result<Checked, LineError> {
    let toks = tokens(pieces)?;
    check_tokens(toks, rules)
}

/// Checks tokens under `rules` (see [`check`]).
pub fn check_tokens(toks: Vec<Token>, rules: EquationRules) -> Result<Checked, LineError> {
    if toks.is_empty() {
        return Err(LineError::Empty);
    }
    // Shape first: numbers and signs alternate, starting and ending with a number.
    for (i, t) in toks.iter().enumerate() {
        let is_num = matches!(t, Token::Num { .. });
        if i == 0 && !is_num {
            return Err(LineError::StartsWithSign);
        }
        if i % 2 == 1 && is_num {
            // Two numbers cannot touch (they would be one); unreachable from pieces.
            return Err(LineError::SignsTogether);
        }
        if i % 2 == 0 && !is_num {
            return Err(LineError::SignsTogether);
        }
        if let Token::Num {
            value,
            leading_zero: true,
            ..
        } = t
        {
            if !rules.leading_zeros {
                return Err(LineError::LeadingZero(*value));
            }
        }
    }
    if toks.len() % 2 == 0 {
        return Err(LineError::EndsWithSign);
    }
    let equals = toks.iter().filter(|t| **t == Token::Eq).count();
    if equals == 0 {
        return Err(LineError::NoEquals);
    }
    if equals > 1 && !rules.chains {
        return Err(LineError::TwoEquals);
    }
    let members: Vec<&[Token]> = toks.split(|t| *t == Token::Eq).collect();
    let mut values = Vec::with_capacity(members.len());
    for m in &members {
        values.push(member_value(m, rules)?);
    }
    for v in &values[1..] {
        if *v != values[0] {
            return Err(LineError::Unequal(values[0], *v));
        }
    }
    if !rules.same_sides
        && members.len() == 2
        && same_numbers_and_operations(members[0], members[1])
    {
        return Err(LineError::SameBothSides);
    }
    Ok(Checked {
        tokens: toks,
        values,
    })
}

/// One member (numbers and operators, no `=`) read into the shared tree of written arithmetic:
/// × and ÷ before + and −, each left to right. A member that starts with a sign is refused
/// as [`LineError::StartsWithSign`], one with a sign and no number after it as
/// [`LineError::EndsWithSign`], two numbers side by side as [`LineError::SignsTogether`].
pub fn member_tree(member: &[Token]) -> Result<Expr<i128>, LineError> {
    let number = |i: usize| match member.get(i) {
        Some(Token::Num { value, .. }) => Ok(Expr::Num(*value)),
        _ if i == 0 => Err(LineError::StartsWithSign),
        _ => Err(LineError::EndsWithSign),
    };
    // The terms added up so far, with the sign before the term being multiplied out.
    let mut sum: Option<(Expr<i128>, Op)> = None;
    let mut term = number(0)?;
    for (i, token) in member.iter().enumerate().skip(1).step_by(2) {
        let Token::Op(op) = *token else {
            return Err(LineError::SignsTogether);
        };
        let n = number(i + 1)?;
        match op {
            Op::Mul | Op::Div => term = Expr::bin(op.into(), term, n),
            Op::Add | Op::Sub => {
                let done = match sum.take() {
                    Some((terms, sign)) => Expr::bin(sign.into(), terms, term),
                    None => term,
                };
                sum = Some((done, op));
                term = n;
            }
        }
    }
    Ok(match sum {
        Some((terms, sign)) => Expr::bin(sign.into(), terms, term),
        None => term,
    })
}

/// The value of one member ([`member_tree`]) under `rules`: every value along the way whole
/// and never negative, × and ÷ beside a 0 only where the rules allow it.
pub fn member_value(member: &[Token], rules: EquationRules) -> Result<i128, LineError> {
    Ok(member_tree(member)?.evaluate_with(&mut Whole(rules))?.value)
}

/// A value of a member, with the last number read in it (× and ÷ beside a 0 are refused by
/// the number itself: `0 × 3`, `3 × 0`, `5 + 0 ÷ 2`).
#[derive(Debug, Clone, Copy)]
struct Worth {
    value: i128,
    last: i128,
}

/// Whole-number arithmetic under a game's [`EquationRules`]. The pieces of Pytagora and its
/// children's games write no negative sign, power or root: a negative value is refused as one,
/// a power or a root as a piece these games do not use.
struct Whole(EquationRules);

impl Evaluator<i128> for Whole {
    type Value = Worth;
    type Error = LineError;

    fn number(&mut self, n: &i128) -> Result<Worth, LineError> {
        Ok(Worth {
            value: *n,
            last: *n,
        })
    }

    fn negate(&mut self, _: Worth, _: &Expr<i128>) -> Result<Worth, LineError> {
        Err(LineError::Negative)
    }

    fn binary(
        &mut self,
        op: BinOp,
        a: Worth,
        b: Worth,
        _: &Expr<i128>,
        _: &Expr<i128>,
    ) -> Result<Worth, LineError> {
        let (x, n) = (a.value, b.value);
        if matches!(op, BinOp::Mul | BinOp::Div) && !self.0.times_zero && (n == 0 || a.last == 0) {
            return Err(LineError::ByZero);
        }
        let value = match op {
            BinOp::Mul => {
                let v = x.checked_mul(n).ok_or(LineError::TooLarge)?;
                if v > MAX_NUMBER * 1000 {
                    return Err(LineError::TooLarge);
                }
                v
            }
            BinOp::Div if n == 0 => return Err(LineError::ByZero),
            BinOp::Div if x % n != 0 => return Err(LineError::NotWhole(x, n)),
            BinOp::Div => x / n,
            BinOp::Add => x.checked_add(n).ok_or(LineError::TooLarge)?,
            BinOp::Sub if x < n => return Err(LineError::Negative),
            BinOp::Sub => x - n,
            BinOp::Pow => return Err(LineError::NotThisGame(Piece::Power)),
        };
        Ok(Worth {
            value,
            last: b.last,
        })
    }

    fn root(&mut self, _: Worth, _: &Expr<i128>) -> Result<Worth, LineError> {
        Err(LineError::NotThisGame(Piece::Root))
    }
}

/// Whether two members use the same numbers and the same operations (in any order):
/// `53 = 53`, `6 × 4 = 4 × 6`.
pub fn same_numbers_and_operations(a: &[Token], b: &[Token]) -> bool {
    let key = |m: &[Token]| {
        let mut nums: Vec<i128> = Vec::new();
        let mut ops: Vec<Op> = Vec::new();
        for t in m {
            match t {
                Token::Num { value, .. } => nums.push(*value),
                Token::Op(o) => ops.push(*o),
                Token::Eq => {}
            }
        }
        nums.sort_unstable();
        ops.sort_unstable();
        (nums, ops)
    };
    key(a) == key(b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crossword::pieces::parse_pieces;

    fn pyt(text: &str) -> Result<Vec<i128>, LineError> {
        check(
            &parse_pieces(text, false).expect("reads"),
            EquationRules::PYTAGORA,
        )
        .map(|c| c.values)
    }

    #[test]
    fn precedence_and_refusals() {
        assert_eq!(pyt("2+3×4=14"), Ok(vec![14, 14]));
        assert_eq!(pyt("2-3+4=3"), Err(LineError::Negative));
        assert_eq!(pyt("8÷3×3=8"), Err(LineError::NotWhole(8, 3)));
        assert_eq!(pyt("5×0=0"), Err(LineError::ByZero));
        assert_eq!(pyt("0×5=0"), Err(LineError::ByZero));
        assert_eq!(pyt("5+0=5"), Ok(vec![5, 5]));
        assert_eq!(pyt("09=9"), Err(LineError::LeadingZero(9)));
        assert_eq!(pyt("53=53"), Err(LineError::SameBothSides));
        assert_eq!(pyt("6×4=4×6"), Err(LineError::SameBothSides));
        assert_eq!(pyt("1+1=2=2"), Err(LineError::TwoEquals));
        assert_eq!(pyt("=2"), Err(LineError::StartsWithSign));
        assert_eq!(pyt("2+"), Err(LineError::EndsWithSign));
        assert_eq!(pyt("2+×3=5"), Err(LineError::SignsTogether));
        assert_eq!(pyt("2+3"), Err(LineError::NoEquals));
        assert_eq!(pyt("2+3=6"), Err(LineError::Unequal(5, 6)));
        assert_eq!(pyt("5+0÷2=5"), Err(LineError::ByZero));
        assert_eq!(pyt("7-2×3+4=5"), Ok(vec![5, 5]));
    }

    fn toks(text: &str) -> Vec<Token> {
        tokens(&parse_pieces(text, false).expect("reads")).expect("tokens")
    }

    #[test]
    fn a_member_is_read_into_the_shared_tree() {
        use crate::arith::Expr::Num;
        let tree = member_tree(&toks("2+3×4-6÷2")).expect("reads");
        let product = Expr::bin(BinOp::Mul, Num(3), Num(4));
        let sum = Expr::bin(BinOp::Add, Num(2), product);
        let quotient = Expr::bin(BinOp::Div, Num(6), Num(2));
        assert_eq!(tree, Expr::bin(BinOp::Sub, sum, quotient));
        assert_eq!(tree.symbols(), "2 + 3 × 4 − 6 ÷ 2");
        assert_eq!(
            member_tree(&toks("8÷4÷2")).map(|t| t.symbols()),
            Ok("8 ÷ 4 ÷ 2".into())
        );
        assert_eq!(member_tree(&toks("+2")), Err(LineError::StartsWithSign));
        assert_eq!(member_tree(&toks("2+")), Err(LineError::EndsWithSign));
        assert_eq!(member_tree(&[]), Err(LineError::StartsWithSign));
    }

    #[test]
    fn what_the_pieces_cannot_write_is_refused() {
        use crate::arith::Expr::Num;
        let rules = EquationRules::TABLES;
        let eval = |e: Expr<i128>| e.evaluate_with(&mut Whole(rules)).map(|w| w.value);
        assert_eq!(eval(Expr::bin(BinOp::Mul, Num(9), Num(9))), Ok(81));
        assert_eq!(eval(Expr::negated(Num(3))), Err(LineError::Negative));
        let power = Expr::bin(BinOp::Pow, Num(2), Num(3));
        assert_eq!(eval(power), Err(LineError::NotThisGame(Piece::Power)));
        assert_eq!(
            eval(Expr::root(Num(4))),
            Err(LineError::NotThisGame(Piece::Root))
        );
        let huge = Expr::bin(BinOp::Mul, Num(MAX_NUMBER), Num(MAX_NUMBER));
        assert_eq!(eval(huge), Err(LineError::TooLarge));
    }

    /// The slow reference: a member worked out left to right, term by term, as a player does.
    fn by_hand(member: &[Token], rules: EquationRules) -> Result<i128, LineError> {
        let num = |t: Option<&Token>| match t {
            Some(Token::Num { value, .. }) => Some(*value),
            _ => None,
        };
        let mut terms: Vec<(Op, Vec<(Op, i128)>)> = Vec::new();
        let first = num(member.first()).ok_or(LineError::StartsWithSign)?;
        terms.push((Op::Add, vec![(Op::Mul, first)]));
        for pair in member[1..].chunks(2) {
            let Token::Op(op) = pair[0] else {
                return Err(LineError::SignsTogether);
            };
            let n = num(pair.get(1)).ok_or(LineError::EndsWithSign)?;
            match op {
                Op::Add | Op::Sub => terms.push((op, vec![(Op::Mul, n)])),
                _ => terms.last_mut().expect("a term").1.push((op, n)),
            }
        }
        let mut total = 0i128;
        for (k, (sign, factors)) in terms.iter().enumerate() {
            let mut value = factors[0].1;
            for w in factors.windows(2) {
                let (op, n) = w[1];
                if !rules.times_zero && (n == 0 || w[0].1 == 0) || n == 0 && op == Op::Div {
                    return Err(LineError::ByZero);
                }
                if op == Op::Div && value % n != 0 {
                    return Err(LineError::NotWhole(value, n));
                }
                value = if op == Op::Div { value / n } else { value * n };
                if value > MAX_NUMBER * 1000 {
                    return Err(LineError::TooLarge);
                }
            }
            total = if *sign == Op::Sub {
                total - value
            } else {
                total + value
            };
            if total < 0 && k > 0 {
                return Err(LineError::Negative);
            }
        }
        Ok(total)
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]

        /// The tree and its evaluator work a member out as a player does, refusals included.
        #[test]
        fn the_tree_agrees_with_working_out_by_hand(
            numbers in proptest::collection::vec(0i128..30, 1..7),
            ops in proptest::collection::vec(0usize..4, 6),
            times_zero in proptest::bool::ANY,
        ) {
            let mut member = Vec::new();
            for (i, &n) in numbers.iter().enumerate() {
                if i > 0 {
                    member.push(Token::Op(Op::ALL[ops[i - 1]]));
                }
                member.push(Token::Num { value: n, digits: 1, leading_zero: false });
            }
            let rules = EquationRules { times_zero, ..EquationRules::PYTAGORA };
            proptest::prop_assert_eq!(member_value(&member, rules), by_hand(&member, rules));
        }
    }
}

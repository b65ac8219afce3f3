//! Reading a typed expression: ASCII (`sqrt((17+3)^4) - 1`) or the rulebook's own symbols
//! (`√((17+3)^4) − 1`, `×`, `÷`), and checking that it uses every computing number exactly once.
//!
//! Grammar (usual precedence; `^` is right-associative; `√` applies to the operand right after
//! it, so `√4^2` is `(√4)^2`):
//! ```text
//! sum     := product (('+' | '-') product)*
//! product := power (('*' | '/') power)*
//! power   := root ('^' power)?
//! root    := ('√' | 'sqrt') root | primary
//! primary := number | '(' sum ')'
//! ```
//! Positions in errors count characters from 1.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::expr::{BinOp, Expr};
use super::puzzle::Puzzle;
use crate::lang::Lang;

/// Why a typed expression was refused. Positions count characters from 1. The `Display` text
/// is the English of [`ExprError::text_in`].
#[derive(Debug, Clone, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ExprError {
    /// Nothing was written.
    Empty,
    /// A character that is not a number, an operation or a parenthesis.
    UnknownSymbol {
        /// The symbol.
        symbol: String,
        /// Its position.
        at: usize,
    },
    /// An opening parenthesis that is never closed.
    UnclosedParen {
        /// Its position.
        at: usize,
    },
    /// A closing parenthesis with no opening one.
    UnopenedParen {
        /// Its position.
        at: usize,
    },
    /// A minus (or plus) sign in front of a value: only subtraction is allowed.
    UnaryMinus {
        /// Its position.
        at: usize,
    },
    /// Two numbers written side by side (digits may not be glued together).
    Concatenated {
        /// Its position.
        at: usize,
    },
    /// A value where an operation was expected (e.g. `3(4)`).
    MissingOperator {
        /// Its position.
        at: usize,
    },
    /// An operation with no value after it, or an empty pair of parentheses.
    MissingOperand {
        /// The position.
        at: usize,
    },
    /// A number that is not one of the puzzle's computing numbers (or too long).
    NotInPuzzle {
        /// The number as written.
        value: String,
        /// Its position.
        at: usize,
    },
    /// A computing number used more times than it was given.
    UsedTooOften {
        /// The number.
        value: u32,
        /// Its position.
        at: usize,
    },
    /// A computing number that was not used.
    NotUsed {
        /// The number.
        value: u32,
    },
    /// The expression is too long (more than 2,000 characters or nested too deeply).
    TooLong,
}

impl ExprError {
    /// The message in `lang`, a clause without the final full stop (see
    /// [`super::Problem::text_in`] for the sentence).
    pub fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (ExprError::Empty, Lang::En) => "the expression is empty".into(),
            (ExprError::Empty, Lang::Fr) => "l'expression est vide".into(),
            (ExprError::UnknownSymbol { symbol, at }, Lang::En) => format!(
                "\"{symbol}\" at position {at} is not allowed (use numbers, + - * / ^ sqrt and parentheses)"
            ),
            (ExprError::UnknownSymbol { symbol, at }, Lang::Fr) => format!(
                "«\u{a0}{symbol}\u{a0}» en position {at} n'est pas permis (utilisez les nombres, + − × ÷ ^ √ et les parenthèses)"
            ),
            (ExprError::UnclosedParen { at }, Lang::En) => {
                format!("the parenthesis opened at position {at} is never closed")
            }
            (ExprError::UnclosedParen { at }, Lang::Fr) => {
                format!("la parenthèse ouverte en position {at} n'est jamais fermée")
            }
            (ExprError::UnopenedParen { at }, Lang::En) => {
                format!("the parenthesis closed at position {at} was never opened")
            }
            (ExprError::UnopenedParen { at }, Lang::Fr) => {
                format!("la parenthèse fermée en position {at} n'a jamais été ouverte")
            }
            (ExprError::UnaryMinus { at }, Lang::En) => format!(
                "the sign at position {at} has nothing on its left: a number cannot be made negative by itself"
            ),
            (ExprError::UnaryMinus { at }, Lang::Fr) => format!(
                "le signe en position {at} n'a rien à sa gauche\u{a0}: on ne peut pas rendre un nombre négatif tout seul"
            ),
            (ExprError::Concatenated { at }, Lang::En) => format!(
                "the number at position {at} is written right after another number: numbers cannot be put side by side"
            ),
            (ExprError::Concatenated { at }, Lang::Fr) => format!(
                "le nombre en position {at} est écrit juste après un autre nombre\u{a0}: on ne peut pas coller deux nombres"
            ),
            (ExprError::MissingOperator { at }, Lang::En) => {
                format!("an operation is missing before position {at}")
            }
            (ExprError::MissingOperator { at }, Lang::Fr) => {
                format!("il manque une opération avant la position {at}")
            }
            (ExprError::MissingOperand { at }, Lang::En) => {
                format!("a number or an opening parenthesis is missing at position {at}")
            }
            (ExprError::MissingOperand { at }, Lang::Fr) => {
                format!("il manque un nombre ou une parenthèse ouvrante en position {at}")
            }
            (ExprError::NotInPuzzle { value, at }, Lang::En) => {
                format!("{value} at position {at} is not one of the computing numbers")
            }
            (ExprError::NotInPuzzle { value, at }, Lang::Fr) => {
                format!("{value} en position {at} ne fait pas partie des nombres donnés")
            }
            (ExprError::UsedTooOften { value, at }, Lang::En) => {
                format!("{value} at position {at} is used more often than it was given")
            }
            (ExprError::UsedTooOften { value, at }, Lang::Fr) => {
                format!("{value} en position {at} sert plus de fois qu'il n'a été donné")
            }
            (ExprError::NotUsed { value }, Lang::En) => {
                format!("the computing number {value} is not used")
            }
            (ExprError::NotUsed { value }, Lang::Fr) => {
                format!("le nombre {value} n'est pas utilisé")
            }
            (ExprError::TooLong, Lang::En) => "the expression is too long".into(),
            (ExprError::TooLong, Lang::Fr) => "l'expression est trop longue".into(),
        }
    }

    /// Whether the error only says the expression is not finished yet (nothing written, an
    /// operand or a closing parenthesis still to come, a number still to use), rather than a
    /// mistake in what is written.
    pub fn is_unfinished(&self, text: &str) -> bool {
        match self {
            ExprError::Empty | ExprError::UnclosedParen { .. } | ExprError::NotUsed { .. } => true,
            ExprError::MissingOperand { at } => *at == text.chars().count() + 1,
            _ => false,
        }
    }
}

crate::kit::worded_display!(ExprError);

/// A token of an answer: what a key, a tile or a run of typed characters stands for. Typed text
/// and the keys of an entry are read into the same tokens and then by one grammar.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Tok {
    /// A number, as written (checked against the puzzle after parsing).
    Num(String),
    /// An operation.
    Op(BinOp),
    /// `√`
    Sqrt,
    /// `(`
    Open,
    /// `)`
    Close,
}

/// The longest text read (an answer of 200 keys written with spaces fits).
const MAX_CHARS: usize = 2000;
const MAX_DEPTH: usize = 100;

fn tokenize(text: &str) -> Result<Vec<(Tok, usize)>, ExprError> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() > MAX_CHARS {
        return Err(ExprError::TooLong);
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let at = i + 1;
        let c = match typed_at(&chars, i) {
            Typed::Space => {
                i += 1;
                continue;
            }
            Typed::Digits { end } => {
                out.push((Tok::Num(chars[i..end].iter().collect()), at));
                i = end;
                continue;
            }
            Typed::Sqrt => {
                out.push((Tok::Sqrt, at));
                i += 4;
                continue;
            }
            Typed::Other(c) => c,
        };
        let tok = match c {
            '+' => Tok::Op(BinOp::Add),
            '-' | '−' | '–' => Tok::Op(BinOp::Sub),
            '*' | '×' | '·' => Tok::Op(BinOp::Mul),
            'x' | 'X' if !next_is_letter(&chars, i) => Tok::Op(BinOp::Mul),
            '/' | '÷' => Tok::Op(BinOp::Div),
            '^' => Tok::Op(BinOp::Pow),
            '√' => Tok::Sqrt,
            '(' | '[' => Tok::Open,
            ')' | ']' => Tok::Close,
            _ => return Err(unknown(&chars, i)),
        };
        out.push((tok, at));
        i += 1;
    }
    Ok(out)
}

/// Whether the character after `i` is a letter.
pub(super) fn next_is_letter(chars: &[char], i: usize) -> bool {
    chars.get(i + 1).is_some_and(|c| c.is_alphabetic())
}

/// What typed text holds at a character, read alike by the parser ([`parse`]) and by an entry
/// reading typed text ([`super::entry::Entry::read`]).
pub(super) enum Typed {
    /// White space, stepped over.
    Space,
    /// A run of digits.
    Digits {
        /// Where the run ends (the first character after it).
        end: usize,
    },
    /// The word `sqrt`, in any case (four characters).
    Sqrt,
    /// Any other character, for the reader to make out.
    Other(char),
}

/// What typed text holds at `i` (a position in `chars`).
pub(super) fn typed_at(chars: &[char], i: usize) -> Typed {
    let c = chars[i];
    if c.is_whitespace() {
        return Typed::Space;
    }
    if c.is_ascii_digit() {
        let mut end = i;
        while end < chars.len() && chars[end].is_ascii_digit() {
            end += 1;
        }
        return Typed::Digits { end };
    }
    let sqrt = chars.get(i..i + 4).is_some_and(|word| {
        word.iter()
            .zip("sqrt".chars())
            .all(|(c, s)| c.eq_ignore_ascii_case(&s))
    });
    if sqrt {
        return Typed::Sqrt;
    }
    Typed::Other(c)
}

/// Where a symbol that is not read, starting at `i`, ends: after the whole word when it is a
/// letter, else after the one character.
pub(super) fn symbol_end(chars: &[char], i: usize) -> usize {
    let mut j = i + 1;
    if chars[i].is_alphabetic() {
        while j < chars.len() && chars[j].is_alphabetic() {
            j += 1;
        }
    }
    j
}

fn unknown(chars: &[char], i: usize) -> ExprError {
    let j = symbol_end(chars, i);
    ExprError::UnknownSymbol {
        symbol: chars[i..j].iter().collect(),
        at: i + 1,
    }
}

struct Parser {
    toks: Vec<(Tok, usize)>,
    pos: usize,
    end: usize,
    depth: usize,
    /// Each leaf's number text and position, left to right.
    leaves: Vec<(String, usize)>,
}

impl Parser {
    /// A parser at the start of `toks` (positions up to `end`).
    fn new(toks: Vec<(Tok, usize)>, end: usize) -> Parser {
        Parser {
            toks,
            pos: 0,
            end,
            depth: 0,
            leaves: Vec::new(),
        }
    }

    /// The whole expression: a sum with nothing after it (a parenthesis closed that was not
    /// opened, or whatever cannot follow a value, is refused).
    fn whole(&mut self) -> Result<Expr, ExprError> {
        let e = self.sum()?;
        match self.peek() {
            Some((Tok::Close, at)) => Err(ExprError::UnopenedParen { at: *at }),
            Some((t, at)) => Err(after_value(t, *at)),
            None => Ok(e),
        }
    }

    fn peek(&self) -> Option<&(Tok, usize)> {
        self.toks.get(self.pos)
    }

    fn here(&self) -> usize {
        self.peek().map_or(self.end, |t| t.1)
    }

    /// Operands read by `operand`, joined left to right by the operations `joins` takes.
    fn left_to_right(
        &mut self,
        joins: fn(BinOp) -> bool,
        operand: fn(&mut Parser) -> Result<Expr, ExprError>,
    ) -> Result<Expr, ExprError> {
        let mut e = operand(self)?;
        while let Some(&(Tok::Op(op), _)) = self.peek() {
            if !joins(op) {
                break;
            }
            self.pos += 1;
            let r = operand(self)?;
            e = Expr::bin(op, e, r);
        }
        Ok(e)
    }

    fn sum(&mut self) -> Result<Expr, ExprError> {
        self.left_to_right(|op| matches!(op, BinOp::Add | BinOp::Sub), Parser::product)
    }

    fn product(&mut self) -> Result<Expr, ExprError> {
        self.left_to_right(|op| matches!(op, BinOp::Mul | BinOp::Div), Parser::power)
    }

    fn power(&mut self) -> Result<Expr, ExprError> {
        let base = self.root()?;
        if let Some((Tok::Op(BinOp::Pow), _)) = self.peek() {
            self.pos += 1;
            self.enter()?;
            let exp = self.power()?;
            self.depth -= 1;
            return Ok(Expr::bin(BinOp::Pow, base, exp));
        }
        Ok(base)
    }

    fn enter(&mut self) -> Result<(), ExprError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(ExprError::TooLong);
        }
        Ok(())
    }

    fn root(&mut self) -> Result<Expr, ExprError> {
        if let Some((Tok::Sqrt, _)) = self.peek() {
            self.pos += 1;
            self.enter()?;
            let e = self.root()?;
            self.depth -= 1;
            return Ok(Expr::root(e));
        }
        self.primary()
    }

    fn primary(&mut self) -> Result<Expr, ExprError> {
        let at = self.here();
        match self.peek().cloned() {
            Some((Tok::Num(text), at)) => {
                self.pos += 1;
                self.leaves.push((text.clone(), at));
                // Value checked against the puzzle later; keep a placeholder when too long.
                let v = text.parse::<u32>().unwrap_or(u32::MAX);
                Ok(Expr::Num(v))
            }
            Some((Tok::Open, open_at)) => {
                self.pos += 1;
                self.enter()?;
                if let Some((Tok::Close, c)) = self.peek() {
                    return Err(ExprError::MissingOperand { at: *c });
                }
                let e = self.sum()?;
                self.depth -= 1;
                match self.peek() {
                    Some((Tok::Close, _)) => {
                        self.pos += 1;
                        Ok(e)
                    }
                    None => Err(ExprError::UnclosedParen { at: open_at }),
                    Some((t, p)) => Err(after_value(t, *p)),
                }
            }
            Some((Tok::Op(BinOp::Sub | BinOp::Add), p)) => Err(ExprError::UnaryMinus { at: p }),
            Some((_, p)) => Err(ExprError::MissingOperand { at: p }),
            None => Err(ExprError::MissingOperand { at }),
        }
    }
}

fn after_value(t: &Tok, p: usize) -> ExprError {
    match t {
        Tok::Num(_) => ExprError::Concatenated { at: p },
        _ => ExprError::MissingOperator { at: p },
    }
}

/// Parses text into a tree without checking it against a puzzle (any whole numbers allowed).
pub fn parse_free(text: &str) -> Result<Expr, ExprError> {
    Ok(parse_with_leaves(text)?.0)
}

fn parse_with_leaves(text: &str) -> Result<(Expr, Vec<(String, usize)>), ExprError> {
    let toks = tokenize(text)?;
    if toks.is_empty() {
        return Err(ExprError::Empty);
    }
    check_parens(&toks)?;
    run(toks, text.chars().count() + 1)
}

/// Parses tokens whole: the tree and its leaves (number text and position), left to right.
fn run(toks: Vec<(Tok, usize)>, end: usize) -> Result<(Expr, Vec<(String, usize)>), ExprError> {
    let mut p = Parser::new(toks, end);
    let e = p.whole()?;
    Ok((e, p.leaves))
}

fn check_parens(toks: &[(Tok, usize)]) -> Result<(), ExprError> {
    let mut stack = Vec::new();
    for (t, at) in toks {
        match t {
            Tok::Open => stack.push(*at),
            Tok::Close if stack.pop().is_none() => {
                return Err(ExprError::UnopenedParen { at: *at });
            }
            _ => {}
        }
    }
    match stack.first() {
        Some(&at) => Err(ExprError::UnclosedParen {
            at: *stack.last().unwrap_or(&at),
        }),
        None => Ok(()),
    }
}

/// Parses text and checks it uses every computing number of `puzzle` exactly once.
pub fn parse(text: &str, puzzle: &Puzzle) -> Result<Expr, ExprError> {
    let (e, leaves) = parse_with_leaves(text)?;
    check_usage(&leaves, puzzle)?;
    Ok(e)
}

/// Reads an entry's tokens (positions count characters of its display, which is `end − 1`
/// long) and checks them against `puzzle`: the same grammar as typed text, without writing the
/// text out and reading it again.
pub(super) fn parse_tokens(
    toks: Vec<(Tok, usize)>,
    end: usize,
    puzzle: &Puzzle,
) -> Result<Expr, ExprError> {
    if toks.is_empty() {
        return Err(ExprError::Empty);
    }
    check_parens(&toks)?;
    let (e, leaves) = run(toks, end)?;
    check_usage(&leaves, puzzle)?;
    Ok(e)
}

/// The first mistake in an unfinished entry's tokens, if any: what the grammar refuses before
/// the end, a number the puzzle lacks or one used more often than given. What only means the
/// answer is unfinished (an operand still missing at the end, a parenthesis still open, a
/// number still unused, nothing yet) is no mistake.
pub(super) fn first_mistake(
    toks: Vec<(Tok, usize)>,
    end: usize,
    puzzle: &Puzzle,
) -> Option<ExprError> {
    // A parenthesis closed that was never opened is a mistake wherever it stands.
    let parens = check_parens(&toks).err();
    let mut p = Parser::new(toks, end);
    let parsed = p.whole();
    // Nesting deeper than the reader goes is refused when the answer is judged, not while it
    // is written.
    let unfinished = |e: &ExprError| match e {
        ExprError::MissingOperand { at } => *at == end,
        ExprError::UnclosedParen { .. }
        | ExprError::NotUsed { .. }
        | ExprError::Empty
        | ExprError::TooLong => true,
        _ => false,
    };
    let grammar = parsed.err();
    // Numbers are checked in order up to the grammar's first mistake.
    let usage = check_usage(&p.leaves, puzzle).err();
    [parens, grammar, usage]
        .into_iter()
        .flatten()
        .filter(|e| !unfinished(e))
        .min_by_key(position)
}

fn position(e: &ExprError) -> usize {
    match e {
        ExprError::UnknownSymbol { at, .. }
        | ExprError::UnclosedParen { at }
        | ExprError::UnopenedParen { at }
        | ExprError::UnaryMinus { at }
        | ExprError::Concatenated { at }
        | ExprError::MissingOperator { at }
        | ExprError::MissingOperand { at }
        | ExprError::NotInPuzzle { at, .. }
        | ExprError::UsedTooOften { at, .. } => *at,
        _ => usize::MAX,
    }
}

/// Checks that the leaves (number text, position) use the puzzle's numbers exactly once each.
fn check_usage(leaves: &[(String, usize)], puzzle: &Puzzle) -> Result<(), ExprError> {
    let mut left: Vec<u32> = puzzle.numbers().to_vec();
    for (text, at) in leaves {
        let v = text.parse::<u32>().ok();
        let in_puzzle = v.is_some_and(|v| puzzle.numbers().contains(&v)) && !text.starts_with('0');
        let v = match v {
            Some(v) if in_puzzle => v,
            _ => {
                return Err(ExprError::NotInPuzzle {
                    value: text.clone(),
                    at: *at,
                })
            }
        };
        match left.iter().position(|&n| n == v) {
            Some(i) => {
                left.remove(i);
            }
            None => return Err(ExprError::UsedTooOften { value: v, at: *at }),
        }
    }
    match left.first() {
        Some(&value) => Err(ExprError::NotUsed { value }),
        None => Ok(()),
    }
}

/// Checks that a tree uses every computing number of `puzzle` exactly once (for trees built
/// from tiles or by the solver).
pub fn check_tree(e: &Expr, puzzle: &Puzzle) -> Result<(), ExprError> {
    let leaves: Vec<(String, usize)> = e
        .leaves()
        .into_iter()
        .enumerate()
        .map(|(i, n)| (n.to_string(), i + 1))
        .collect();
    check_usage(&leaves, puzzle)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p() -> Puzzle {
        Puzzle::rulebook()
    }

    #[test]
    fn reads_ascii_and_rulebook_symbols() {
        let a = parse("sqrt((17+3)^4) - 1", &p()).unwrap();
        let b = parse("√((17+3)^4) − 1", &p()).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.to_string(), "sqrt((17 + 3)^4) - 1");
        let c = parse("(4 ÷ 3)^(17 + 1)", &p()).unwrap();
        assert_eq!(c.to_string(), "(4 / 3)^(17 + 1)");
        let d = parse("4 × 3 × 17 × 1", &p()).unwrap();
        assert_eq!(d.to_string(), "4 * 3 * 17 * 1");
    }

    #[test]
    fn power_is_right_associative_and_root_takes_next_operand() {
        let e = parse_free("2^3^2").unwrap();
        assert_eq!(e.to_string(), "2^3^2");
        assert!(
            matches!(e, Expr::Bin(BinOp::Pow, _, ref r) if matches!(**r, Expr::Bin(BinOp::Pow, _, _)))
        );
        let e = parse_free("√4^2").unwrap();
        assert!(matches!(e, Expr::Bin(BinOp::Pow, ref l, _) if matches!(**l, Expr::Root(_))));
        let e = parse_free("(2^3)^2").unwrap();
        assert_eq!(e.to_string(), "(2^3)^2");
    }

    #[test]
    fn misuse_is_reported_with_its_position() {
        use ExprError::*;
        let pz = p();
        let unknown = |symbol: &str, at| UnknownSymbol {
            symbol: symbol.into(),
            at,
        };
        let rows = [
            ("((17+1)^3)/17 - 4", UsedTooOften { value: 17, at: 12 }),
            ("4^(√(17+1))", NotUsed { value: 3 }),
            (
                "5+1+3+4+17",
                NotInPuzzle {
                    value: "5".into(),
                    at: 1,
                },
            ),
            ("(1+3*4+17", UnclosedParen { at: 1 }),
            ("1+3)*4+17", UnopenedParen { at: 4 }),
            ("-1+3*4+17", UnaryMinus { at: 1 }),
            ("1*(-3)*4+17", UnaryMinus { at: 4 }),
            ("1 3*4+17", Concatenated { at: 3 }),
            ("3(4)+1+17", MissingOperator { at: 2 }),
            ("1+3*4+17!", unknown("!", 9)),
            ("log(1)+3*4+17", unknown("log", 1)),
            ("", Empty),
            ("1+3*4+", MissingOperand { at: 7 }),
            ("()", MissingOperand { at: 2 }),
        ];
        for (text, error) in rows {
            assert_eq!(parse(text, &pz), Err(error), "{text}");
        }
        for text in ["134+17", "01+3+4+17"] {
            assert!(
                matches!(parse(text, &pz), Err(NotInPuzzle { .. })),
                "{text}"
            );
        }
    }
}

//! An answer as the player enters it: number tiles (each usable once, as the rulebook uses each
//! computing number exactly once) and keypad keys, or typed text read into the same items. The
//! entry knows which tiles are used, shows itself in the rulebook's symbols, reads itself aloud,
//! and tells whether what is written so far can still become a valid answer.

use serde::{Deserialize, Serialize};

use super::expr::BinOp;
use super::keys::Key;
use super::parse::{
    first_mistake, next_is_letter, parse_tokens, symbol_end, typed_at, ExprError, Tok, Typed,
};
use super::puzzle::Puzzle;
use super::{Problem, Verdict};
use crate::arith::Mark;
use crate::lang::Lang;

/// The most items an answer holds.
pub const MAX_KEYS: usize = 200;
/// The most characters of typed text read into an answer.
pub const MAX_TYPED_CHARS: usize = 500;

/// One item of an answer.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Item {
    /// The computing number at this index of the puzzle (a number tile).
    Tile(usize),
    /// A typed number that no free tile matches (not one of the numbers, or used up).
    Number(String),
    /// An operation.
    Op(BinOp),
    /// `√`
    Sqrt,
    /// `(`
    Open,
    /// `)`
    Close,
    /// A typed symbol the rulebook does not have (`!`, `log`).
    Other(String),
}

impl Item {
    fn key(&self) -> Option<Key> {
        match self {
            Item::Op(op) => Some(Key::of_op(*op)),
            Item::Sqrt => Some(Key::Sqrt),
            Item::Open => Some(Key::Open),
            Item::Close => Some(Key::Close),
            _ => None,
        }
    }

    /// The item for the mark a key writes (none for ⌫ and C).
    fn of_key(key: Key) -> Option<Item> {
        Some(match key.mark()? {
            Mark::Op(op) => Item::Op(op),
            Mark::Root => Item::Sqrt,
            Mark::Open => Item::Open,
            Mark::Close => Item::Close,
            Mark::Num(_) | Mark::Minus => return None,
        })
    }

    fn is_number(&self) -> bool {
        matches!(self, Item::Tile(_) | Item::Number(_))
    }

    /// `+ − × ÷`: written with a space on each side.
    fn is_spaced_op(&self) -> bool {
        matches!(self, Item::Op(op) if *op != BinOp::Pow)
    }
}

/// Why a key or a number tile was refused; the answer is unchanged. The `Display` text is the
/// English of [`EntryError::text_in`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum EntryError {
    /// There is no number tile at this index (from 0).
    NoSuchTile {
        /// The index asked for.
        index: usize,
    },
    /// The tile's number is already in the answer (each number is used exactly once).
    TileUsed {
        /// The tile's number.
        value: u32,
    },
    /// The name is not a key of the keypad.
    UnknownKey {
        /// The name sent.
        key: String,
    },
    /// The answer already has [`MAX_KEYS`] items.
    Full,
}

impl EntryError {
    /// The message in `lang`, a clause without the final full stop.
    pub fn text_in(&self, lang: Lang) -> String {
        match (self, lang) {
            (EntryError::NoSuchTile { index }, Lang::En) => {
                format!("there is no number tile {}", index.saturating_add(1))
            }
            (EntryError::NoSuchTile { index }, Lang::Fr) => {
                format!("il n'y a pas de tuile n°\u{a0}{}", index.saturating_add(1))
            }
            (EntryError::TileUsed { value }, Lang::En) => {
                format!("{value} is already in your answer: each number is used once")
            }
            (EntryError::TileUsed { value }, Lang::Fr) => format!(
                "{value} est déjà dans votre réponse\u{a0}: chaque nombre sert une seule fois"
            ),
            (EntryError::UnknownKey { key }, Lang::En) => {
                format!("\"{key}\" is not a key of the keypad")
            }
            (EntryError::UnknownKey { key }, Lang::Fr) => {
                format!("«\u{a0}{key}\u{a0}» n'est pas une touche du clavier")
            }
            (EntryError::Full, Lang::En) => {
                format!("the answer is too long (at most {MAX_KEYS} keys)")
            }
            (EntryError::Full, Lang::Fr) => {
                format!("la réponse est trop longue ({MAX_KEYS} touches au plus)")
            }
        }
    }
}

crate::kit::worded_display!(EntryError);

/// What the draft is worth so far, in no language yet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DraftCheck {
    /// Nothing is wrong in what is written: no misplaced key, no number the puzzle lacks, none
    /// used twice, so it can still be finished into a well-formed answer.
    pub valid_so_far: bool,
    /// The verdict if time were called now (its `problem` is the first mistake when
    /// `valid_so_far` is false, else what is still missing or why it has no value).
    pub verdict: Verdict,
}

/// An answer as entered: the items in order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Entry {
    items: Vec<Item>,
}

impl Entry {
    /// An empty answer.
    pub fn new() -> Self {
        Entry::default()
    }

    /// The items in order.
    pub fn items(&self) -> &[Item] {
        &self.items
    }

    /// Whether nothing is entered.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Reads typed text (ASCII or the rulebook's symbols, as [`super::parse`] does) into items:
    /// each number goes on the first free tile with that value, or stays a typed number when
    /// none is free; spaces are dropped; anything else becomes an [`Item::Other`]. At most
    /// [`MAX_TYPED_CHARS`] characters and [`MAX_KEYS`] items are read.
    pub fn read(text: &str, puzzle: &Puzzle) -> Entry {
        let chars: Vec<char> = text.chars().take(MAX_TYPED_CHARS).collect();
        let mut entry = Entry::new();
        let mut i = 0;
        while i < chars.len() && entry.items.len() < MAX_KEYS {
            let (item, len) = match typed_at(&chars, i) {
                Typed::Space => {
                    i += 1;
                    continue;
                }
                Typed::Digits { end } => {
                    let digits: String = chars[i..end].iter().collect();
                    let tile = (!digits.starts_with('0'))
                        .then(|| digits.parse::<u32>().ok())
                        .flatten()
                        .and_then(|v| entry.free_tile(v, puzzle));
                    let item = match tile {
                        Some(t) => Item::Tile(t),
                        None => Item::Number(digits),
                    };
                    (item, end - i)
                }
                Typed::Sqrt => (Item::Sqrt, 4),
                Typed::Other(c) if matches!(c, 'x' | 'X') && next_is_letter(&chars, i) => {
                    other(&chars, i)
                }
                Typed::Other(c) => match Key::parse(&c.to_string()).and_then(Item::of_key) {
                    // "c" is the clear key on the keypad, never a symbol of an answer.
                    Some(item) if !c.is_alphabetic() || matches!(c, 'x' | 'X') => (item, 1),
                    _ => other(&chars, i),
                },
            };
            entry.items.push(item);
            i += len;
        }
        entry
    }

    fn free_tile(&self, value: u32, puzzle: &Puzzle) -> Option<usize> {
        puzzle
            .numbers()
            .iter()
            .enumerate()
            .position(|(i, &n)| n == value && !self.is_used(i))
    }

    /// Adds the number tile at `index`; refused when there is no such tile, when it is already
    /// used, or when the answer is full.
    pub fn push_tile(&mut self, index: usize, puzzle: &Puzzle) -> Result<(), EntryError> {
        let value = *puzzle
            .numbers()
            .get(index)
            .ok_or(EntryError::NoSuchTile { index })?;
        if self.is_used(index) {
            return Err(EntryError::TileUsed { value });
        }
        self.push(Item::Tile(index))
    }

    /// Presses a key: ⌫ removes the last item, C empties the answer, the others are added.
    pub fn press(&mut self, key: Key) -> Result<(), EntryError> {
        match key {
            Key::Back => {
                self.items.pop();
                Ok(())
            }
            Key::Clear => {
                self.items.clear();
                Ok(())
            }
            k => match Item::of_key(k) {
                Some(item) => self.push(item),
                None => Ok(()),
            },
        }
    }

    fn push(&mut self, item: Item) -> Result<(), EntryError> {
        if self.items.len() >= MAX_KEYS {
            return Err(EntryError::Full);
        }
        self.items.push(item);
        Ok(())
    }

    /// Whether the number tile at `index` is in the answer.
    pub fn is_used(&self, index: usize) -> bool {
        self.items.contains(&Item::Tile(index))
    }

    /// Whether every tile index is a tile of `puzzle` and appears at most once (a save is
    /// checked with this).
    pub fn fits(&self, puzzle: &Puzzle) -> bool {
        let n = puzzle.numbers().len();
        let mut seen = vec![false; n];
        for item in &self.items {
            if let Item::Tile(i) = item {
                match seen.get_mut(*i) {
                    Some(s) if !*s => *s = true,
                    _ => return false,
                }
            }
        }
        self.items.len() <= MAX_KEYS
    }

    fn text_of(item: &Item, puzzle: &Puzzle) -> String {
        match item {
            Item::Tile(i) => puzzle.numbers().get(*i).copied().unwrap_or(0).to_string(),
            Item::Number(t) | Item::Other(t) => t.clone(),
            other => other.key().map(Key::label).unwrap_or_default().to_string(),
        }
    }

    /// The items as pressed, each as shown on its tile or key: `["√", "(", "17", "+", "3", …]`.
    pub fn labels(&self, puzzle: &Puzzle) -> Vec<String> {
        self.items
            .iter()
            .map(|i| Entry::text_of(i, puzzle))
            .collect()
    }

    /// The answer as shown, in the rulebook's symbols, with a space on each side of `+ − × ÷`
    /// and between two numbers: `√((17 + 3)^4) − 1`. Error positions count its characters.
    pub fn display(&self, puzzle: &Puzzle) -> String {
        self.layout(puzzle).0
    }

    /// The display and the position (from 1) where each item starts in it.
    fn layout(&self, puzzle: &Puzzle) -> (String, Vec<usize>) {
        let mut out = String::new();
        let mut len = 0usize;
        let mut starts = Vec::with_capacity(self.items.len());
        let mut prev: Option<&Item> = None;
        for item in &self.items {
            let space = match prev {
                None => false,
                Some(p) => {
                    p.is_spaced_op()
                        || (item.is_spaced_op() && !matches!(p, Item::Open | Item::Sqrt))
                        || (p.is_number() && item.is_number())
                }
            };
            if space {
                out.push(' ');
                len += 1;
            }
            starts.push(len + 1);
            let text = Entry::text_of(item, puzzle);
            len += text.chars().count();
            out.push_str(&text);
            prev = Some(item);
        }
        (out, starts)
    }

    /// The answer read aloud as mathematics in `lang`, item by item: "square root of open
    /// parenthesis 17 plus 3 close parenthesis …"; "nothing written yet" when empty.
    pub fn spoken(&self, puzzle: &Puzzle, lang: Lang) -> String {
        if self.items.is_empty() {
            return lang
                .pick("nothing written yet", "rien d'écrit pour l'instant")
                .to_string();
        }
        self.items
            .iter()
            .map(|item| match item.key() {
                Some(k) => k.word(lang).to_string(),
                None => Entry::text_of(item, puzzle),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The entry as the grammar's tokens, up to its first unknown symbol (returned beside
    /// them), with the position just past the end of what they cover. Positions count
    /// characters of [`Entry::display`].
    fn tokens(&self, puzzle: &Puzzle) -> (Vec<(Tok, usize)>, Option<ExprError>, usize) {
        let (display, starts) = self.layout(puzzle);
        let mut toks = Vec::with_capacity(self.items.len());
        for (item, &at) in self.items.iter().zip(&starts) {
            let tok = match item {
                Item::Tile(_) | Item::Number(_) => Tok::Num(Entry::text_of(item, puzzle)),
                Item::Op(op) => Tok::Op(*op),
                Item::Sqrt => Tok::Sqrt,
                Item::Open => Tok::Open,
                Item::Close => Tok::Close,
                Item::Other(symbol) => {
                    let unknown = ExprError::UnknownSymbol {
                        symbol: symbol.clone(),
                        at,
                    };
                    return (toks, Some(unknown), at);
                }
            };
            toks.push((tok, at));
        }
        (toks, None, display.chars().count() + 1)
    }

    /// The first mistake in what is written so far, if any: a key where it cannot go, a symbol
    /// the rulebook lacks, a number the puzzle lacks or one used more often than given. An
    /// unfinished answer (an operation still waiting for its number, a parenthesis still open,
    /// a number still unused) has no mistake. Positions count characters of [`Entry::display`].
    /// The grammar is the one typed text is read with ([`super::parse`]).
    pub fn mistake(&self, puzzle: &Puzzle) -> Option<ExprError> {
        let (toks, unknown, end) = self.tokens(puzzle);
        first_mistake(toks, end, puzzle).or(unknown)
    }

    /// Judges the draft as it stands: whether it is valid so far, and the verdict if time were
    /// called now (the value and the provisional score when it is a whole valid answer). The
    /// keys are read as tokens directly, never written out as text and read again.
    pub fn check(&self, puzzle: &Puzzle) -> DraftCheck {
        let display = self.display(puzzle);
        if let Some(m) = self.mistake(puzzle) {
            return DraftCheck {
                valid_so_far: false,
                verdict: super::invalid(display, Problem::Expr(m)),
            };
        }
        let (toks, _, end) = self.tokens(puzzle);
        let verdict = match parse_tokens(toks, end, puzzle) {
            Ok(e) => super::scored(&e, puzzle),
            Err(err) => super::invalid(display, Problem::Expr(err)),
        };
        DraftCheck {
            valid_so_far: true,
            verdict,
        }
    }
}

/// An unknown symbol at `i`: a run of letters (`log`) or one character (`!`).
fn other(chars: &[char], i: usize) -> (Item, usize) {
    let j = symbol_end(chars, i);
    (Item::Other(chars[i..j].iter().collect()), j - i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p() -> Puzzle {
        Puzzle::rulebook()
    }

    #[test]
    fn typed_text_reads_into_tiles_and_keys() {
        let e = Entry::read("sqrt((17+3)^4) - 1", &p());
        assert_eq!(e.display(&p()), "√((17 + 3)^4) − 1");
        assert_eq!(
            e.labels(&p()),
            ["√", "(", "(", "17", "+", "3", ")", "^", "4", ")", "−", "1"]
        );
        assert!(e.is_used(0) && e.is_used(1) && e.is_used(2) && e.is_used(3));
        assert_eq!(e.check(&p()).verdict.score, 5);
        let e = Entry::read("2x3 xy 13 01 c!", &p());
        assert_eq!(
            e.items(),
            [
                Item::Number("2".into()),
                Item::Op(BinOp::Mul),
                Item::Tile(1),
                Item::Other("xy".into()),
                Item::Number("13".into()),
                Item::Number("01".into()),
                Item::Other("c".into()),
                Item::Other("!".into()),
            ]
        );
    }

    #[test]
    fn mistakes_point_at_the_display() {
        let pz = p();
        let mut e = Entry::new();
        e.push_tile(3, &pz).unwrap();
        e.press(Key::Add).unwrap();
        assert_eq!(e.display(&pz), "17 +");
        assert_eq!(e.mistake(&pz), None);
        assert!(e.check(&pz).valid_so_far);
        e.press(Key::Close).unwrap();
        assert_eq!(e.mistake(&pz), Some(ExprError::UnopenedParen { at: 6 }));
        e.press(Key::Back).unwrap();
        e.push_tile(1, &pz).unwrap();
        e.push_tile(2, &pz).unwrap();
        assert_eq!(e.display(&pz), "17 + 3 4");
        assert_eq!(e.mistake(&pz), Some(ExprError::Concatenated { at: 8 }));
        assert_eq!(e.push_tile(2, &pz), Err(EntryError::TileUsed { value: 4 }));
        assert_eq!(
            e.push_tile(9, &pz),
            Err(EntryError::NoSuchTile { index: 9 })
        );
        e.press(Key::Clear).unwrap();
        assert!(e.is_empty());
        e.press(Key::Sub).unwrap();
        assert_eq!(e.mistake(&pz), Some(ExprError::UnaryMinus { at: 1 }));
    }
}

//! The search: each line walked from every square where a play may start, the free lines
//! from the rack alone, and what was found.

use super::automaton::{Auto, Last};
use super::bounds::Ahead;
use super::parts::{Found, Line, Part};
use super::squares::{reach, shape, Square};
use super::store::Store;
use super::tail_keys::{Entry, Mix, ProductList, Tail, TailKey, TailList, Tails, TAIL_HELD};
use super::Move;
use crate::crossword::board::{Board, Direction, Placement};
use crate::crossword::equation::{check, EquationRules};
use crate::crossword::pieces::{Counts, Piece, KINDS};
use crate::kit::grid::Cell;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::Arc;

pub(super) struct Search {
    pub(super) rules: EquationRules,
    pub(super) supply: Counts,
    /// The supply as an [`Ahead`].
    pub(super) held: Ahead,
    /// The walk's budget in the part being searched, the walk's nodes there (see
    /// [`Search::tick`]) and whether they ran out.
    pub(super) budget: u64,
    pub(super) nodes: u64,
    pub(super) truncated: bool,
    /// Nodes of the tail listings, every part this search ran (not counted against the
    /// budget: see [`Search::count_node`]).
    pub(super) listed: u64,
    pub(super) stop_at_first: bool,
    pub(super) found: Vec<Move>,
    pub(super) line: Vec<Piece>,
    /// Pieces held, and the held multiset as a key (4 bits for each kind of the supply, in
    /// [`Search::kinds`] order; `None` when a count or the kinds do not fit).
    pub(super) held_count: u32,
    pub(super) held_key: Option<u64>,
    /// What one piece of each kind weighs in `held_key` (0 for a kind the supply lacks).
    pub(super) key_one: [u64; KINDS],
    /// Per line: the outcomes of every tail laid from a square with a held multiset (see
    /// [`Search::tail_outcomes`]).
    pub(super) tails: HashMap<TailKey, u32, BuildHasherDefault<Mix>>,
    /// The lists `tails` points at.
    pub(super) tail_lists: Vec<Arc<TailList>>,
    /// The tails [`Search::tails_for`] picked for the prefix being walked.
    pub(super) picked: Vec<u64>,
    /// Emptied vectors kept for the listings to use again (fewer allocations).
    pub(super) spare_tails: Vec<Vec<Tail>>,
    pub(super) spare_products: Vec<Vec<Entry>>,
    /// The kinds the supply had at the start, in [`Piece::index`] order (the only ones a square
    /// may take: the walk need not look at the others).
    pub(super) kinds: Vec<usize>,
    /// How many of `kinds` are digits (they come first): after a sign, or at the start, only
    /// those may follow.
    pub(super) digit_kinds: usize,
    /// The shape of the squares from each square of the line being walked for each count of
    /// pieces held up to [`TAIL_HELD`] (see [`shape`]).
    pub(super) shapes: Vec<Option<u128>>,
    /// The tails of a term inside a product (see [`Search::product_tails_for`]).
    pub(super) products: HashMap<TailKey, u32, BuildHasherDefault<Mix>>,
    /// The lists `products` points at.
    pub(super) product_lists: Vec<Arc<ProductList>>,
    /// `tails` and `products` are this thread's cache of the lists in `store`, of its
    /// generation `generation`.
    pub(super) store: Arc<Store>,
    generation: u64,
    /// How many times the part being searched has asked for each factor list (see
    /// [`FACTOR_ASKS`](super::tail_keys::FACTOR_ASKS)).
    pub(super) asked: HashMap<TailKey, u32, BuildHasherDefault<Mix>>,
    /// The walk's nodes in a part before the product, number and factor lists are used
    /// ([`PRODUCT_NODES`](super::tail_keys::PRODUCT_NODES); `u64::MAX`: never, the walk alone, to check the lists against).
    pub(super) lists_from: u64,
}

impl Search {
    /// Counts a node of a tail listing. Listings are not counted against the budget: a list
    /// is made once per search for every part that looks it up, so what it costs depends on
    /// which parts a search ran before (and on threads, on how they were shared out), while
    /// the walk's nodes of a part do not. A listing is bounded all the same: at most
    /// [`TAIL_HELD`] pieces are held.
    pub(super) fn count_node(&mut self) {
        self.listed += 1;
    }

    /// Counts a node of the walk against the budget; false when the walk must stop (the
    /// budget ran out, or a play was found by a search that stops at the first).
    pub(super) fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.truncated = true;
        }
        !self.truncated && (!self.stop_at_first || self.found.is_empty())
    }

    /// The laid pieces `fixed` further along plus what the supply still holds.
    pub(super) fn ahead(&self, fixed: Ahead) -> Ahead {
        let h = &self.held;
        let mut a = fixed;
        a.minus += h.minus;
        a.times += h.times;
        a.divide += h.divide;
        a.equals += h.equals;
        for (d, n) in a.digits.iter_mut().zip(h.digits) {
            *d += n;
        }
        a
    }

    /// How many of [`Search::kinds`] may follow a prefix read as `auto`: only the digits after
    /// a sign or at the start (the automaton refuses anything else there).
    pub(super) fn kinds_after(&self, auto: &Auto) -> usize {
        self.kinds_to_try(auto.last != Last::Digit)
    }

    /// How many of [`Search::kinds`] to try: the digits alone when `digits_only`.
    pub(super) fn kinds_to_try(&self, digits_only: bool) -> usize {
        if digits_only {
            self.digit_kinds
        } else {
            self.kinds.len()
        }
    }

    pub(super) fn take(&mut self, k: usize) {
        self.supply[k] -= 1;
        self.held.count(k, false);
        self.held_count -= 1;
        self.held_key = self.held_key.map(|h| h - self.key_one[k]);
    }

    pub(super) fn give(&mut self, k: usize) {
        self.supply[k] += 1;
        self.held.count(k, true);
        self.held_count += 1;
        self.held_key = self.held_key.map(|h| h + self.key_one[k]);
    }

    /// Walks a line from square `i` of `sq` (cells `cells`), with the automaton at `auto`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn walk(
        &mut self,
        cells: &[Cell],
        sq: &[Square],
        suffix: &[Ahead],
        dir: Direction,
        start: usize,
        i: usize,
        auto: Auto,
        crossed: usize,
        placed: usize,
    ) {
        if !self.tick() || i >= sq.len() {
            return;
        }
        let next = |s: &mut Self, p: Piece, crossed: usize, placed: usize| {
            let Some(a) = auto.push(p, s.rules) else {
                return;
            };
            let fixed = suffix.get(i + 1).copied().unwrap_or_default();
            if a.eqs == 0 && fixed.equals + s.held.equals == 0 {
                return;
            }
            // A list made already says "none" without the bounds (they could only agree);
            // before one is made, the bounds may spare making it. Tails a list picks are
            // checked against the bounds as before (a list may pick more than is legal, and a
            // prefix the bounds cut walks no further, whichever lists this thread has made).
            let tails = match s.tails_for(sq, i + 1, &a, true) {
                Tails::Dead => Tails::Dead,
                t => {
                    if a.hopeless(&s.ahead(fixed), s.rules) {
                        return;
                    }
                    match t {
                        Tails::Unlisted => s.tails_for(sq, i + 1, &a, false),
                        t => t,
                    }
                }
            };
            if matches!(tails, Tails::Dead) && a.last != Last::Digit {
                return;
            }
            s.line.push(p);
            // End here: the next square is empty or off the board.
            let (end_ok, go_on) = reach(sq, i + 1);
            if end_ok && crossed > 0 && placed > 0 && a.accepts(s.rules) {
                s.emit(cells[start], dir, crossed, placed);
            }
            match tails {
                // (Never `Unlisted` here: the second ask makes the list.)
                Tails::Walk | Tails::Unlisted => {
                    if go_on {
                        s.walk(cells, sq, suffix, dir, start, i + 1, a, crossed, placed);
                    }
                }
                Tails::Listed => s.lay_tails(cells, sq, dir, start, i + 1, a, crossed, placed),
                Tails::Dead => {}
            }
            s.line.pop();
        };
        match sq[i] {
            Square::Cross(p) => next(self, p, crossed + 1, placed),
            Square::Open => {
                for j in 0..self.kinds_after(&auto) {
                    let k = self.kinds[j];
                    if self.supply[k] == 0 {
                        continue;
                    }
                    self.take(k);
                    next(self, Piece::ALL[k], crossed, placed + 1);
                    self.give(k);
                }
            }
            Square::Closed | Square::Blocked => {}
        }
    }

    pub(super) fn emit(&mut self, start: Cell, dir: Direction, crossed: usize, placed: usize) {
        if let Ok(c) = check(&self.line, self.rules) {
            let points = crate::crossword::pytagora::points(&c.tokens, crossed);
            self.found.push(Move {
                placement: Placement {
                    start,
                    dir,
                    pieces: self.line.clone(),
                },
                crossed,
                placed,
                points,
            });
        }
    }

    /// Every equation of the supply alone up to `max_len` pieces (free lines).
    pub(super) fn free(&mut self, auto: Auto, max_len: usize, out: &mut Vec<Vec<Piece>>) {
        if !self.tick() || self.line.len() >= max_len {
            return;
        }
        for j in 0..self.kinds_after(&auto) {
            let k = self.kinds[j];
            if self.supply[k] == 0 {
                continue;
            }
            let p = Piece::ALL[k];
            let Some(a) = auto.push(p, self.rules) else {
                continue;
            };
            self.take(k);
            let room = u32::try_from(max_len.saturating_sub(self.line.len() + 1)).unwrap_or(0);
            let ahead = self.ahead(Ahead {
                room,
                ..Ahead::default()
            });
            if !a.hopeless(&ahead, self.rules) && (a.eqs > 0 || ahead.equals > 0) {
                self.line.push(p);
                if a.accepts(self.rules) && check(&self.line, self.rules).is_ok() {
                    out.push(self.line.clone());
                    if self.stop_at_first {
                        self.found.push(Move {
                            placement: Placement {
                                start: Cell::new(0, 0),
                                dir: Direction::Across,
                                pieces: self.line.clone(),
                            },
                            crossed: 0,
                            placed: self.line.len(),
                            points: 0,
                        });
                    }
                }
                self.free(a, max_len, out);
                self.line.pop();
            }
            self.give(k);
        }
    }
}

impl Search {
    /// A search for plays of `supply` under `rules` (see [`Search::part`] for its budget),
    /// using the product, number and factor lists from `lists_from` walk nodes on, and the
    /// lists of `store` (which every search sharing it must make for the same `supply` and
    /// `rules`).
    pub(super) fn new(
        supply: Counts,
        rules: EquationRules,
        stop_at_first: bool,
        lists_from: u64,
        store: Arc<Store>,
    ) -> Search {
        let mut held = Ahead::default();
        for (k, &n) in supply.iter().enumerate() {
            for _ in 0..n {
                held = held.plus(Piece::ALL[k]);
            }
        }
        let kinds: Vec<usize> = (0..KINDS).filter(|&k| supply[k] > 0).collect();
        let mut key_one = [0u64; KINDS];
        for (j, &k) in kinds.iter().enumerate().take(16) {
            key_one[k] = 1 << (4 * j);
        }
        let fits = kinds.len() <= 16 && supply.iter().all(|&n| n < 16);
        let digit_kinds = kinds.iter().filter(|&&k| k <= 9).count();
        Search {
            rules,
            supply,
            held,
            budget: 0,
            nodes: 0,
            truncated: false,
            listed: 0,
            stop_at_first,
            found: Vec::new(),
            line: Vec::new(),
            held_count: supply.iter().map(|&n| u32::from(n)).sum(),
            held_key: fits.then(|| (0..KINDS).map(|k| u64::from(supply[k]) * key_one[k]).sum()),
            key_one,
            tails: HashMap::default(),
            tail_lists: Vec::new(),
            picked: Vec::new(),
            spare_tails: Vec::new(),
            spare_products: Vec::new(),
            products: HashMap::default(),
            product_lists: Vec::new(),
            store,
            generation: 0,
            asked: HashMap::default(),
            lists_from,
            kinds,
            digit_kinds,
            shapes: Vec::new(),
        }
    }

    /// Searches one part with `budget` walk nodes: the plays found, the walk's nodes and
    /// whether they ran out. What a part finds and walks depends only on the part and the
    /// budget (the tail lists a search keeps from earlier parts change only what the listings
    /// cost), so the parts of one search may run in any order, on any thread.
    pub(super) fn part(&mut self, part: &Part<'_>, budget: u64) -> Found {
        self.budget = budget;
        self.nodes = 0;
        self.truncated = false;
        self.found.clear();
        self.asked.clear();
        let generation = self.store.trim();
        if generation != self.generation {
            self.tails.clear();
            self.tail_lists.clear();
            self.products.clear();
            self.product_lists.clear();
            self.generation = generation;
        }
        match part {
            Part::Line(board, line) => self.crossing(board, line),
            Part::Free(places) => self.free_lines(places),
        }
        Found {
            moves: std::mem::take(&mut self.found),
            walked: self.nodes,
            truncated: self.truncated,
        }
    }

    /// The plays along one line that cross laid pieces.
    fn crossing(&mut self, board: &Board, line: &Line) {
        let (dir, cells, sq) = line;
        let (dir, cells, sq) = (*dir, cells.as_slice(), sq.as_slice());
        let total = self.held_count as usize;
        self.shapes = (0..=sq.len())
            .flat_map(|i| (0..=TAIL_HELD).map(move |h| (i, h)))
            .map(|(i, h)| shape(sq, i, h))
            .collect();
        // Laid pieces ahead of each square: (−, digits, =).
        let mut suffix = vec![Ahead::default(); sq.len() + 1];
        for i in (0..sq.len()).rev() {
            suffix[i] = match sq[i] {
                Square::Cross(p) => suffix[i + 1].plus(p),
                Square::Closed | Square::Blocked => Ahead::default(),
                Square::Open => suffix[i + 1],
            };
            if matches!(sq[i], Square::Cross(_) | Square::Open) {
                suffix[i].room += 1;
            }
        }
        // The nearest crossable piece at or after each square, reachable through open ones.
        let mut next_cross: Vec<Option<usize>> = vec![None; sq.len() + 1];
        for i in (0..sq.len()).rev() {
            next_cross[i] = match sq[i] {
                Square::Cross(_) => Some(i),
                Square::Open => next_cross[i + 1],
                Square::Closed | Square::Blocked => None,
            };
        }
        for start in 0..sq.len() {
            if start > 0 && board.piece(cells[start - 1]).is_some() {
                continue;
            }
            let Some(nc) = next_cross[start] else {
                continue;
            };
            if nc - start > total {
                continue;
            }
            self.walk(cells, sq, &suffix, dir, start, start, Auto::START, 0, 0);
            if self.truncated || (self.stop_at_first && !self.found.is_empty()) {
                return;
            }
        }
    }

    /// The plays that cross nothing, each at its canonical free place (`places`, by length).
    fn free_lines(&mut self, places: &[Option<(Cell, Direction)>]) {
        let max_len = places.iter().rposition(Option::is_some).unwrap_or(0);
        if max_len < 3 {
            return;
        }
        let mut eqs = Vec::new();
        self.free(Auto::START, max_len, &mut eqs);
        if !self.stop_at_first {
            for pieces in eqs {
                let Some(Some((start, dir))) = places.get(pieces.len()).copied() else {
                    continue;
                };
                if let Ok(c) = check(&pieces, self.rules) {
                    let points = crate::crossword::pytagora::points(&c.tokens, 0);
                    let placed = pieces.len();
                    self.found.push(Move {
                        placement: Placement { start, dir, pieces },
                        crossed: 0,
                        placed,
                        points,
                    });
                }
            }
        } else if let Some(m) = self.found.first_mut() {
            if let Some(Some((start, dir))) = places.get(m.placement.pieces.len()).copied() {
                m.placement.start = start;
                m.placement.dir = dir;
            }
        }
    }
}

//! Tiles for the tile games: a tile set as one data table, a seeded bag, and racks.

use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

/// A tile set: each kind of tile and how many there are, as one table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileSet<T> {
    /// (tile, count) rows.
    pub entries: Vec<(T, u32)>,
}

impl<T: Clone> TileSet<T> {
    /// A set from its table.
    pub fn new(entries: Vec<(T, u32)>) -> TileSet<T> {
        TileSet { entries }
    }

    /// How many tiles in all.
    pub fn total(&self) -> u32 {
        self.entries.iter().map(|(_, n)| n).sum()
    }

    /// Every tile, in table order.
    pub fn tiles(&self) -> Vec<T> {
        self.entries
            .iter()
            .flat_map(|(t, n)| std::iter::repeat_n(t.clone(), *n as usize))
            .collect()
    }
}

/// A bag of tiles in a seeded random order. It saves as plain data (the order and the seed for
/// the next reshuffle), so a game resumes and replays exactly.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bag<T> {
    /// The tiles, the next draw last.
    tiles: Vec<T>,
    /// Seeds the shuffle when tiles go back in.
    next_seed: u64,
}

impl<T: Clone + PartialEq> Bag<T> {
    /// A bag holding `tiles`, shuffled by `seed`.
    pub fn new(mut tiles: Vec<T>, seed: u64) -> Bag<T> {
        let mut rng = GameRng::from_seed(seed);
        rng.shuffle(&mut tiles);
        Bag {
            tiles,
            next_seed: rng.derive_seed(),
        }
    }

    /// How many tiles are left.
    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    /// Whether the bag is empty.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// Draws one tile, or `None` when empty.
    pub fn draw(&mut self) -> Option<T> {
        self.tiles.pop()
    }

    /// Draws up to `n` tiles.
    pub fn draw_up_to(&mut self, n: usize) -> Vec<T> {
        let keep = self.tiles.len().saturating_sub(n);
        let mut drawn = self.tiles.split_off(keep);
        drawn.reverse();
        drawn
    }

    /// Takes out one tile equal to `tile` (a game that sets tiles aside), if the bag has one.
    pub fn take(&mut self, tile: &T) -> Option<T> {
        let i = self.tiles.iter().position(|t| t == tile)?;
        Some(self.tiles.remove(i))
    }

    /// Puts tiles back and reshuffles the whole bag (deterministically).
    pub fn put_back(&mut self, tiles: Vec<T>) {
        self.tiles.extend(tiles);
        let mut rng = GameRng::from_seed(self.next_seed);
        rng.shuffle(&mut self.tiles);
        self.next_seed = rng.derive_seed();
    }

    /// The tiles left, in no meaningful order (for "tiles left" screens, sort them).
    pub fn contents(&self) -> &[T] {
        &self.tiles
    }
}

/// A player's rack of tiles, with its size.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rack<T> {
    tiles: Vec<T>,
    size: usize,
}

impl<T: Clone + PartialEq> Rack<T> {
    /// An empty rack holding up to `size` tiles.
    pub fn new(size: usize) -> Rack<T> {
        Rack {
            tiles: Vec::new(),
            size,
        }
    }

    /// The tiles, in rack order.
    pub fn tiles(&self) -> &[T] {
        &self.tiles
    }

    /// How many tiles the rack holds when full.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Fills the rack from `bag` up to its size; returns the tiles drawn.
    pub fn refill(&mut self, bag: &mut Bag<T>) -> Vec<T> {
        let drawn = bag.draw_up_to(self.size.saturating_sub(self.tiles.len()));
        self.tiles.extend(drawn.iter().cloned());
        drawn
    }

    /// Adds a tile beyond the size (an extra tile a rule grants).
    pub fn push(&mut self, tile: T) {
        self.tiles.push(tile);
    }

    /// Whether the rack holds every tile of `wanted` (counting repeats).
    pub fn holds(&self, wanted: &[T]) -> bool {
        missing(&self.tiles, wanted).is_empty()
    }

    /// Removes the tiles of `wanted` (counting repeats); `false` and nothing removed when the
    /// rack does not hold them all.
    pub fn remove_all(&mut self, wanted: &[T]) -> bool {
        if !self.holds(wanted) {
            return false;
        }
        self.tiles = left_after(&self.tiles, wanted);
        true
    }

    /// Empties the rack, giving its tiles.
    pub fn take_all(&mut self) -> Vec<T> {
        std::mem::take(&mut self.tiles)
    }
}

/// The tiles of `wanted` that `held` lacks, each tile held counted once (none: `held` holds
/// them all).
pub fn missing<T: Clone + PartialEq>(held: &[T], wanted: &[T]) -> Vec<T> {
    let mut left = held.to_vec();
    wanted
        .iter()
        .filter(|w| match left.iter().position(|t| t == *w) {
            Some(i) => {
                left.swap_remove(i);
                false
            }
            None => true,
        })
        .cloned()
        .collect()
}

/// What is left of `held` once each tile of `used` is taken out (the first such tile each time;
/// a tile `held` lacks is passed over), in `held`'s order.
pub fn left_after<'a, T: Clone + PartialEq + 'a>(
    held: &[T],
    used: impl IntoIterator<Item = &'a T>,
) -> Vec<T> {
    let mut left = held.to_vec();
    for u in used {
        if let Some(i) = left.iter().position(|t| t == u) {
            left.remove(i);
        }
    }
    left
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bag_is_seeded_and_keeps_every_tile() {
        let set = TileSet::new(vec![(1u8, 3), (2, 2), (9, 1)]);
        assert_eq!(set.total(), 6);
        let a = Bag::new(set.tiles(), 42);
        let b = Bag::new(set.tiles(), 42);
        assert_eq!(a, b);
        let mut bag = a;
        let mut rack = Rack::new(4);
        assert_eq!(rack.refill(&mut bag).len(), 4);
        assert_eq!(bag.len(), 2);
        assert!(!rack.remove_all(&[9, 9]));
        assert_eq!(rack.tiles().len(), 4);
        let all = rack.take_all();
        bag.put_back(all);
        let mut left: Vec<u8> = bag.contents().to_vec();
        left.sort_unstable();
        assert_eq!(left, vec![1, 1, 1, 2, 2, 9]);
        assert_eq!(bag.take(&9), Some(9));
        assert_eq!(bag.take(&9), None);
    }

    #[test]
    fn left_after_takes_each_used_tile_once_and_keeps_the_order() {
        assert_eq!(left_after(&[1, 2, 1, 3], &[1, 4, 3]), vec![2, 1]);
        let mut rack = Rack::new(4);
        rack.push(5);
        rack.push(6);
        rack.push(5);
        assert!(rack.remove_all(&[5]));
        assert_eq!(rack.tiles(), &[6, 5]);
    }
}

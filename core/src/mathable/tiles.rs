//! The 106 tiles of the published game as one table, the seeded bag and racks of 7.

use crate::kit::tiles::{Bag, Rack, TileSet};

/// Tiles on a rack when it is full.
pub const RACK_SIZE: usize = 7;

/// How many tiles the game has.
pub const TILE_COUNT: u32 = 106;

/// The tile set: seven each of 1 to 10, one each of 0, 11 to 21 and the products 24 … 90.
pub fn tile_set() -> TileSet<u8> {
    let mut entries: Vec<(u8, u32)> = vec![(0, 1)];
    entries.extend((1..=10).map(|v| (v, 7)));
    entries.extend((11..=21).map(|v| (v, 1)));
    entries.extend(
        [
            24u8, 25, 27, 28, 30, 32, 35, 36, 40, 42, 45, 48, 49, 50, 54, 56, 60, 63, 64, 70, 72,
            80, 81, 90,
        ]
        .into_iter()
        .map(|v| (v, 1)),
    );
    TileSet::new(entries)
}

/// How many tiles of `value` the set has (0 for a value that is not a tile).
pub fn copies(value: u8) -> u32 {
    tile_set()
        .entries
        .iter()
        .find(|(v, _)| *v == value)
        .map_or(0, |(_, n)| *n)
}

/// A full bag shuffled by `seed`.
pub fn new_bag(seed: u64) -> Bag<u8> {
    Bag::new(tile_set().tiles(), seed)
}

/// An empty rack of 7.
pub fn new_rack() -> Rack<u8> {
    Rack::new(RACK_SIZE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_hundred_and_six_tiles() {
        let set = tile_set();
        assert_eq!(set.total(), TILE_COUNT);
        assert_eq!(copies(7), 7);
        assert_eq!(copies(90), 1);
        assert_eq!(copies(22), 0);
        assert_eq!(
            set.tiles().iter().map(|&v| u32::from(v)).sum::<u32>(),
            385 + 176 + 1201
        );
        assert_eq!(new_bag(5), new_bag(5));
        assert_ne!(new_bag(5), new_bag(6));
    }
}

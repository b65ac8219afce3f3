//! Shared set-up of the Mathable tests: a table whose racks hold the tiles a test names.

use tuffest_core::kit::tiles::Rack;
use tuffest_core::mathable::Table;

/// Gives seat `s` a rack of seven holding the tiles `racks[s]`: the dealt racks go back into
/// the bag first and each tile is taken out of it, so the game's 106 tiles stay accounted for.
pub fn deal(t: &mut Table, racks: &[&[u8]]) {
    for s in 0..racks.len() {
        let old = t.racks[s].take_all();
        t.bag.put_back(old);
    }
    for (s, want) in racks.iter().enumerate() {
        let mut r = Rack::new(7);
        for v in *want {
            r.push(t.bag.take(v).expect("the tile is in the bag"));
        }
        t.racks[s] = r;
    }
}

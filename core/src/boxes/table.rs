//! The solver's transposition table: 16-byte entries keyed exactly by the drawn segments and the
//! board size, holding a lower and an upper bound on the value and the best move found, in
//! two-entry buckets of 32 bytes aligned to 32 bytes (so a probe touches one cache line). A
//! bucket keeps the entry for a position already in it, else replaces the entry with more
//! segments drawn (a smaller search to redo).

/// One entry: the low 64 drawn bits, then (`meta`) the drawn bits above 64 (at most 20 on
/// 7×7 dots) in bits 0..24, the dots in bits 24..28 (0: empty), the lower bound in bits
/// 32..40, the upper bound in 40..48 and the move in 48..56.
#[derive(Debug, Clone, Copy)]
struct Entry {
    k0: u64,
    meta: u64,
}

const EMPTY: Entry = Entry { k0: 0, meta: 0 };
/// The key bits of `meta`.
const KEY: u64 = (1 << 28) - 1;

#[derive(Debug, Clone, Copy)]
#[repr(align(32))]
struct Bucket([Entry; 2]);

/// What the table knew of a position: bounds on its value and the best move found
/// (`u8::MAX` for none).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Known {
    pub(crate) lo: i8,
    pub(crate) hi: i8,
    pub(crate) mv: u8,
}

/// Nothing known.
pub(crate) const UNKNOWN: Known = Known {
    lo: i8::MIN,
    hi: i8::MAX,
    mv: u8::MAX,
};

/// Where a position goes in the table, found by [`Table::probe`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Slot {
    bucket: usize,
    way: usize,
    k0: u64,
    key: u64,
}

/// The table.
#[derive(Debug, Clone)]
pub(crate) struct Table {
    buckets: Vec<Bucket>,
    mask: usize,
}

impl Table {
    /// A table of 2^`bits` entries (`bits` ≥ 1).
    pub(crate) fn new(bits: u8) -> Table {
        let buckets = 1usize << (bits - 1);
        Table {
            buckets: vec![Bucket([EMPTY; 2]); buckets],
            mask: buckets - 1,
        }
    }

    /// Memory in bytes.
    pub(crate) fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<Bucket>()
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        self.buckets.fill(Bucket([EMPTY; 2]));
    }

    /// The bucket of `drawn` on `dots` dots, with its two key words.
    #[inline]
    fn locate(&self, dots: u8, drawn: u128) -> (usize, u64, u64) {
        let k0 = drawn as u64;
        let key = ((drawn >> 64) as u64) | (u64::from(dots) << 24);
        let h = (k0 ^ key.rotate_left(29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let h = h ^ (h >> 31);
        ((h as usize) & self.mask, k0, key)
    }

    /// Reads the bucket of `drawn` so that its cache line is on its way before the probe:
    /// several such reads in a row wait for memory together instead of one after another.
    #[inline]
    pub(crate) fn touch(&self, dots: u8, drawn: u128) {
        let (bucket, _, _) = self.locate(dots, drawn);
        std::hint::black_box(self.buckets[bucket].0[0].k0);
    }

    /// The slot of the position `drawn` on `dots` dots, and what the table knows of it.
    #[inline]
    pub(crate) fn probe(&self, dots: u8, drawn: u128) -> (Slot, Option<Known>) {
        let (bucket, k0, key) = self.locate(dots, drawn);
        let [a, b] = self.buckets[bucket].0;
        let hit = |e: Entry| e.k0 == k0 && e.meta & KEY == key;
        let (way, known) = if hit(a) {
            (0, Some(known(a)))
        } else if hit(b) {
            (1, Some(known(b)))
        } else if drawn_in(a) >= drawn_in(b) {
            (0, None)
        } else {
            (1, None)
        };
        (
            Slot {
                bucket,
                way,
                k0,
                key,
            },
            known,
        )
    }

    /// Stores `known` in `slot`.
    #[inline]
    pub(crate) fn store(&mut self, slot: Slot, known: Known) {
        let meta = slot.key
            | (u64::from(known.lo as u8) << 32)
            | (u64::from(known.hi as u8) << 40)
            | (u64::from(known.mv) << 48);
        self.buckets[slot.bucket].0[slot.way] = Entry { k0: slot.k0, meta };
    }
}

fn known(e: Entry) -> Known {
    Known {
        lo: (e.meta >> 32) as u8 as i8,
        hi: (e.meta >> 40) as u8 as i8,
        mv: (e.meta >> 48) as u8,
    }
}

/// How many segments the position of entry `e` has drawn (more than any board when empty).
fn drawn_in(e: Entry) -> u32 {
    if e.meta & KEY == 0 {
        return u32::MAX;
    }
    e.k0.count_ones() + (e.meta & ((1 << 24) - 1)).count_ones()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_bounds_by_exact_key() {
        let mut t = Table::new(10);
        let drawn = (1u128 << 70) | 5;
        let (slot, k) = t.probe(7, drawn);
        assert!(k.is_none());
        t.store(
            slot,
            Known {
                lo: -3,
                hi: 7,
                mv: 12,
            },
        );
        let (_, k) = t.probe(7, drawn);
        let k = k.expect("stored");
        assert_eq!((k.lo, k.hi, k.mv), (-3, 7, 12));
        assert!(t.probe(6, drawn).1.is_none(), "another board size");
        assert!(t.probe(7, drawn ^ 1).1.is_none());
        assert_eq!(std::mem::size_of::<Bucket>(), 32);
        t.clear();
        assert!(t.probe(7, drawn).1.is_none());
    }
}

//! The tail lists of one search, kept across its parts and shared by its threads. A thread
//! looks a list up in its own cache first (no lock), then in the store (one lock), and lists
//! it only when neither has it, then puts it in the store for the other threads. A list's
//! content depends only on its key (the supply and the rules are the search's), so which
//! thread makes it, or whether two make it at once, changes only what the listing costs.

use super::tail_keys::{Mix, ProductList, TailKey, TailList};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::{Arc, Mutex, MutexGuard};

/// The store forgets its lists, before a part, once they hold this many entries (tails and
/// groups, 16 to 40 bytes each). On the bench's 200 positions (2 threads) this keeps the peak
/// memory where two threads' own lists of 2^20 entries each kept it (about 120 MB) and lists
/// 11 % fewer nodes (15 % on the worst position); 2^22 lists 2 % fewer again for 139 MB, 2^23
/// (nothing forgotten on the worst position) 4 % for 206 MB.
pub(super) const STORE_ENTRIES: usize = 1 << 21;

pub(super) type Map<T> = HashMap<TailKey, Arc<T>, BuildHasherDefault<Mix>>;

/// What the store holds.
#[derive(Default)]
pub(super) struct Kept {
    tails: Map<TailList>,
    products: Map<ProductList>,
    entries: usize,
    /// Counts the times the store forgot its lists.
    generation: u64,
}

/// The lists of one search (see the module's documentation).
#[derive(Default)]
pub(super) struct Store(Mutex<Kept>);

impl Store {
    fn kept(&self) -> MutexGuard<'_, Kept> {
        // A thread that panicked while holding the lock left the maps whole (every change is
        // one insert), so they are used as they are.
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The list of `key`, if a thread has made it.
    pub(super) fn get<T: Shelved>(&self, key: &TailKey) -> Option<Arc<T>> {
        T::shelf(&mut self.kept()).get(key).map(Arc::clone)
    }

    /// Keeps the list of `key` for the other threads.
    pub(super) fn put<T: Shelved>(&self, key: TailKey, list: &Arc<T>) {
        let mut k = self.kept();
        k.entries += list.entries();
        T::shelf(&mut k).insert(key, Arc::clone(list));
    }

    /// Forgets every list once they hold more than [`STORE_ENTRIES`] entries; the store's
    /// generation (a thread whose cache is of an older one forgets it too).
    pub(super) fn trim(&self) -> u64 {
        let mut k = self.kept();
        if k.entries > STORE_ENTRIES {
            k.tails.clear();
            k.products.clear();
            k.entries = 0;
            k.generation += 1;
        }
        k.generation
    }
}

/// A kind of list the store keeps: sign lists, and product, number or factor lists.
pub(super) trait Shelved: Sized {
    /// Where the store keeps lists of this kind.
    fn shelf(k: &mut Kept) -> &mut Map<Self>;
    /// Entries (tails and groups) in the list.
    fn entries(&self) -> usize;
}

impl Shelved for TailList {
    fn shelf(k: &mut Kept) -> &mut Map<Self> {
        &mut k.tails
    }

    fn entries(&self) -> usize {
        self.as_ref().map_or(0, Vec::len)
    }
}

impl Shelved for ProductList {
    fn shelf(k: &mut Kept) -> &mut Map<Self> {
        &mut k.products
    }

    fn entries(&self) -> usize {
        self.as_ref().map_or(0, |(g, rs)| g.len() + rs.len())
    }
}

//! Locking the core objects: a panic while a lock was held (which the core never does on
//! input) must not make every later call fail, so a poisoned lock is recovered.

use std::sync::{Mutex, MutexGuard, PoisonError};

/// Locks `mutex`, recovering the value when a previous holder panicked.
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

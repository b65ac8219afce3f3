//! Seeded, portable randomness.
//!
//! Every roll, puzzle and computer player's choice comes from a [`GameRng`] that the caller holds
//! and seeds. The stream is ChaCha8 (value-stable across platforms and versions of `rand_chacha`),
//! and every derived draw (a number below `n`, a shuffle) is computed here with integer arithmetic
//! only, so the same seed gives the same roll on Android, iOS, the JVM and the terminal.

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A seeded, portable random generator.
#[derive(Debug, Clone)]
pub struct GameRng {
    inner: ChaCha8Rng,
}

impl GameRng {
    /// A generator whose whole stream is fixed by `seed`.
    pub fn from_seed(seed: u64) -> Self {
        Self {
            inner: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// The next raw 32 bits.
    pub fn next_u32(&mut self) -> u32 {
        self.inner.next_u32()
    }

    /// The next raw 64 bits.
    pub fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    /// A uniform number in `0..n` (unbiased, by rejection). Returns 0 when `n` is 0.
    pub fn below(&mut self, n: u32) -> u32 {
        if n <= 1 {
            return 0;
        }
        // Reject the top partial block so every residue is equally likely.
        let zone = u32::MAX - (u32::MAX % n + 1) % n;
        loop {
            let x = self.next_u32();
            if x <= zone {
                return x % n;
            }
        }
    }

    /// One of `items`, drawn uniformly: the item at [`GameRng::below`] of their number
    /// (`None` when there are none, or more than `u32::MAX`).
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        let n = u32::try_from(items.len()).ok()?;
        items.get(self.below(n) as usize).copied()
    }

    /// A uniform number in `lo..=hi` (returns `lo` when `hi < lo`).
    pub fn range_inclusive(&mut self, lo: u32, hi: u32) -> u32 {
        if hi <= lo {
            return lo;
        }
        lo + self.below(hi - lo + 1)
    }

    /// Shuffles `items` in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// A seed for a sub-generator (a round, a computer player), derived from this stream.
    pub fn derive_seed(&mut self) -> u64 {
        self.next_u64()
    }
}

/// The alphabet of share codes: Crockford's base 32 (no I, L, O, U), easy to read aloud.
const CODE_ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Writes `value` as a short share code in Crockford base 32 (at least one character).
#[cfg_attr(feature = "uniffi", uniffi::export(name = "share_code"))]
pub fn encode_code(value: u64) -> String {
    encode_code_wide(u128::from(value))
}

/// [`encode_code`] for values up to 128 bits (roll codes).
pub fn encode_code_wide(mut value: u128) -> String {
    let mut out = Vec::new();
    loop {
        out.push(CODE_ALPHABET[(value % 32) as usize]);
        value /= 32;
        if value == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// Reads a share code written by [`encode_code`]. Case and the look-alikes `I`/`L` (read as 1)
/// and `O` (read as 0) are forgiven; dashes and spaces are ignored. `None` when a character is
/// not in the alphabet or the value does not fit in 64 bits.
pub fn decode_code(code: &str) -> Option<u64> {
    decode_code_wide(code).and_then(|v| u64::try_from(v).ok())
}

/// [`decode_code`] for values up to 128 bits (roll codes).
pub fn decode_code_wide(code: &str) -> Option<u128> {
    let mut value: u128 = 0;
    let mut digits = 0;
    for ch in code.chars() {
        if ch == '-' || ch == ' ' {
            continue;
        }
        let c = match ch.to_ascii_uppercase() {
            'I' | 'L' => '1',
            'O' => '0',
            c => c,
        };
        let d = CODE_ALPHABET.iter().position(|&a| a as char == c)? as u128;
        value = value.checked_mul(32)?.checked_add(d)?;
        digits += 1;
    }
    if digits == 0 {
        None
    } else {
        Some(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_known_values() {
        let mut a = GameRng::from_seed(42);
        let mut b = GameRng::from_seed(42);
        let xs: Vec<u32> = (0..8).map(|_| a.below(6)).collect();
        let ys: Vec<u32> = (0..8).map(|_| b.below(6)).collect();
        assert_eq!(xs, ys);
        let mut c = GameRng::from_seed(43);
        let zs: Vec<u32> = (0..8).map(|_| c.below(6)).collect();
        assert_ne!(xs, zs);
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut r = GameRng::from_seed(7);
        let mut seen = [false; 6];
        for _ in 0..600 {
            let x = r.below(6) as usize;
            assert!(x < 6);
            seen[x] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(r.below(0), 0);
        assert_eq!(r.range_inclusive(5, 5), 5);
    }

    #[test]
    fn pick_draws_as_below_does() {
        let mut a = GameRng::from_seed(11);
        let mut b = GameRng::from_seed(11);
        let items = [3u8, 1, 4, 1, 5, 9, 2];
        for len in [7, 1, 0, 5, 7] {
            let picked = a.pick(&items[..len]);
            let index = b.below(len as u32) as usize;
            assert_eq!(picked, items[..len].get(index).copied());
        }
        assert_eq!(a.next_u32(), b.next_u32());
    }

    #[test]
    fn codes_round_trip_and_forgive_look_alikes() {
        for v in [0u64, 1, 31, 32, 1_000_000, u64::MAX] {
            assert_eq!(decode_code(&encode_code(v)), Some(v));
        }
        assert_eq!(decode_code("io"), Some(32));
        assert_eq!(decode_code("1-0"), Some(32));
        assert_eq!(decode_code("U"), None);
        assert_eq!(decode_code(""), None);
        assert_eq!(decode_code("ZZZZZZZZZZZZZZ"), None);
    }
}

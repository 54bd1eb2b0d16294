//! Hash maps keyed by repetition keys ([`crate::Position::zobrist`]). A Zobrist key is already
//! uniformly random, so its bits serve as the hash as they are (std's default SipHash would
//! hash them again on every probe of the mate search's table).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A `HashMap` whose keys start with a Zobrist key (a `u64`, possibly in a tuple with small
/// values such as a move).
pub(crate) type KeyMap<K, V> = HashMap<K, V, BuildHasherDefault<KeyHasher>>;

/// Uses the written `u64` as the hash, folding any further small values into it.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    #[inline]
    fn write_u8(&mut self, x: u8) {
        self.write_u64(u64::from(x));
    }
    #[inline]
    fn write_u64(&mut self, x: u64) {
        // A rotation keeps the Zobrist key's random bits in every position while folding in
        // the small values written after it.
        self.0 = self.0.rotate_left(11) ^ x;
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

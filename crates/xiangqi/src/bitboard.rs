//! Sets of squares.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use crate::Square;

const MASK: u128 = (1u128 << 90) - 1;

/// One bit per square, looked up rather than shifted: WebAssembly has no 128-bit shift, and
/// `1u128 << n` becomes a library call in the move generator's hot path.
pub(crate) static SQUARE_BIT: [u128; 128] = {
    let mut t = [0u128; 128];
    let mut i = 0;
    while i < 90 {
        t[i] = 1u128 << i;
        i += 1;
    }
    t
};

/// The bit of `sq`.
#[inline(always)]
pub(crate) fn bit(sq: Square) -> u128 {
    SQUARE_BIT[sq.index()]
}

/// A set of squares, one bit per square index.
///
/// ```
/// use xiangqi::{Bitboard, Square};
/// let a = Square::A0;
/// let e = Square::E9;
/// let bb = Bitboard::from_square(a) | Bitboard::from_square(e);
/// assert_eq!(bb.count(), 2);
/// assert_eq!(bb.into_iter().collect::<Vec<_>>(), vec![a, e]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u128);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 90 squares.
    pub const FULL: Bitboard = Bitboard(MASK);

    /// A set with one square.
    #[inline]
    pub fn from_square(sq: Square) -> Bitboard {
        Bitboard(bit(sq))
    }
    /// Whether `sq` is in the set.
    #[inline]
    pub fn contains(self, sq: Square) -> bool {
        self.0 & bit(sq) != 0
    }
    /// Adds `sq`.
    #[inline]
    pub fn add(&mut self, sq: Square) {
        self.0 |= bit(sq);
    }
    /// Removes `sq`.
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0 &= !bit(sq);
    }
    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Number of squares.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    /// The lowest square, if any.
    #[inline]
    pub fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new_unchecked(self.0.trailing_zeros() as u8))
        }
    }
}

impl Iterator for Bitboard {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.count() as usize;
        (n, Some(n))
    }
}

impl BitAnd for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitand(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 & o.0)
    }
}
impl BitOr for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitor(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 | o.0)
    }
}
impl BitXor for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitxor(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ o.0)
    }
}
impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & MASK)
    }
}
impl BitAndAssign for Bitboard {
    #[inline]
    fn bitand_assign(&mut self, o: Bitboard) {
        self.0 &= o.0;
    }
}
impl BitOrAssign for Bitboard {
    #[inline]
    fn bitor_assign(&mut self, o: Bitboard) {
        self.0 |= o.0;
    }
}
impl BitXorAssign for Bitboard {
    #[inline]
    fn bitxor_assign(&mut self, o: Bitboard) {
        self.0 ^= o.0;
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(*self).finish()
    }
}

//! Squares, files and ranks.

use std::fmt;
use std::str::FromStr;

use crate::Color;

/// A file (column) `a`..`i`, from Red's left to Red's right.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

impl File {
    /// Files `a`..`i` as 0..9.
    pub const fn new(index: u8) -> Option<File> {
        if index < 9 {
            Some(File(index))
        } else {
            None
        }
    }
    /// 0..9.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }
    /// The letter `a`..`i`.
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }
    /// The file number as a player of `color` counts it, 1..=9 from that player's right:
    /// Red counts `i` = 1 … `a` = 9, Black counts `a` = 1 … `i` = 9.
    pub const fn number_for(self, color: Color) -> u8 {
        match color {
            Color::Red => 9 - self.0,
            Color::Black => self.0 + 1,
        }
    }
    /// Inverse of [`File::number_for`].
    pub const fn from_number(color: Color, number: u8) -> Option<File> {
        if number < 1 || number > 9 {
            return None;
        }
        Some(match color {
            Color::Red => File(9 - number),
            Color::Black => File(number - 1),
        })
    }
    /// The file seen from the other side of the board.
    pub const fn mirror(self) -> File {
        File(8 - self.0)
    }
}

/// A rank (row) 0..9; rank 0 is Red's back rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    /// Ranks 0..10.
    pub const fn new(index: u8) -> Option<Rank> {
        if index < 10 {
            Some(Rank(index))
        } else {
            None
        }
    }
    /// 0..10.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }
    /// The rank as seen from the other side.
    pub const fn flip(self) -> Rank {
        Rank(9 - self.0)
    }
}

/// One of the 90 points of the board, named in ICCS style `a0`..`i9`
/// (file letter from Red's left, rank digit from Red's back rank).
///
/// ```
/// use xiangqi::Square;
/// let sq: Square = "e0".parse().unwrap();
/// assert_eq!(sq.file().char(), 'e');
/// assert_eq!(sq.rank().index(), 0);
/// assert_eq!(sq.to_string(), "e0");
/// assert_eq!(Square::from_index(89).unwrap().to_string(), "i9");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Number of squares.
    pub const COUNT: usize = 90;

    /// From an index `rank * 9 + file` in 0..90.
    #[inline]
    pub const fn from_index(index: u8) -> Option<Square> {
        if (index as usize) < Self::COUNT {
            Some(Square(index))
        } else {
            None
        }
    }
    /// Unchecked constructor for indices already known to be < 90.
    #[inline]
    pub(crate) const fn new_unchecked(index: u8) -> Square {
        debug_assert!((index as usize) < Self::COUNT);
        Square(index)
    }
    /// From file and rank.
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 9 + file.0)
    }
    /// The index 0..90.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The file.
    #[inline]
    pub const fn file(self) -> File {
        File(self.0 % 9)
    }
    /// The rank.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.0 / 9)
    }
    /// Moves by `(df, dr)` if the result stays on the board.
    #[inline]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = (self.0 % 9) as i8 + df;
        let r = (self.0 / 9) as i8 + dr;
        if f < 0 || f > 8 || r < 0 || r > 9 {
            None
        } else {
            Some(Square((r * 9 + f) as u8))
        }
    }
    /// The square seen from the other side (rotated 180°).
    pub const fn flip(self) -> Square {
        Square(89 - self.0)
    }
    /// Mirrors the rank only (used to swap colours: Red's pieces become Black's).
    pub const fn flip_vertical(self) -> Square {
        Square::from_coords(self.file(), self.rank().flip())
    }
    /// Mirrors left to right.
    pub const fn mirror_horizontal(self) -> Square {
        Square::from_coords(self.file().mirror(), self.rank())
    }
    /// Whether this square is on `color`'s half of the board (before the river).
    #[inline]
    pub const fn is_home_side(self, color: Color) -> bool {
        match color {
            Color::Red => self.0 < 45,
            Color::Black => self.0 >= 45,
        }
    }
    /// Whether this square lies in `color`'s palace (九宫).
    #[inline]
    pub const fn in_palace(self, color: Color) -> bool {
        let f = self.0 % 9;
        let r = self.0 / 9;
        f >= 3
            && f <= 5
            && match color {
                Color::Red => r <= 2,
                Color::Black => r >= 7,
            }
    }
    /// All 90 squares in index order.
    pub fn all() -> impl Iterator<Item = Square> + Clone {
        (0..90u8).map(Square)
    }
}

/// Declares `Square::A0 … Square::I9`, each with its index and name.
macro_rules! square_constants {
    ($($name:ident $index:literal $text:literal),* $(,)?) => {
        $(
            #[doc = concat!("The square `", $text, "` (index ", stringify!($index), ").")]
            pub const $name: Square = Square($index);
        )*
        /// Every constant with its name, in the order declared (for the test below).
        #[cfg(test)]
        const NAMED: [(Square, &'static str); 90] = [$((Square::$name, $text)),*];
    };
}

/// The 90 squares by name, file `A`–`I` (Red's left to right) and rank `0`–`9` (Red's back rank
/// to Black's): `Square::E0` is `"e0".parse()`.
///
/// ```
/// use xiangqi::Square;
/// assert_eq!(Square::E0, "e0".parse().unwrap());
/// assert_eq!(Square::I9.index(), 89);
/// assert_eq!(Square::H2.to_string(), "h2");
/// ```
impl Square {
    square_constants! {
        A0 0 "a0", B0 1 "b0", C0 2 "c0", D0 3 "d0", E0 4 "e0", F0 5 "f0", G0 6 "g0", H0 7 "h0", I0 8 "i0",
        A1 9 "a1", B1 10 "b1", C1 11 "c1", D1 12 "d1", E1 13 "e1", F1 14 "f1", G1 15 "g1", H1 16 "h1", I1 17 "i1",
        A2 18 "a2", B2 19 "b2", C2 20 "c2", D2 21 "d2", E2 22 "e2", F2 23 "f2", G2 24 "g2", H2 25 "h2", I2 26 "i2",
        A3 27 "a3", B3 28 "b3", C3 29 "c3", D3 30 "d3", E3 31 "e3", F3 32 "f3", G3 33 "g3", H3 34 "h3", I3 35 "i3",
        A4 36 "a4", B4 37 "b4", C4 38 "c4", D4 39 "d4", E4 40 "e4", F4 41 "f4", G4 42 "g4", H4 43 "h4", I4 44 "i4",
        A5 45 "a5", B5 46 "b5", C5 47 "c5", D5 48 "d5", E5 49 "e5", F5 50 "f5", G5 51 "g5", H5 52 "h5", I5 53 "i5",
        A6 54 "a6", B6 55 "b6", C6 56 "c6", D6 57 "d6", E6 58 "e6", F6 59 "f6", G6 60 "g6", H6 61 "h6", I6 62 "i6",
        A7 63 "a7", B7 64 "b7", C7 65 "c7", D7 66 "d7", E7 67 "e7", F7 68 "f7", G7 69 "g7", H7 70 "h7", I7 71 "i7",
        A8 72 "a8", B8 73 "b8", C8 74 "c8", D8 75 "d8", E8 76 "e8", F8 77 "f8", G8 78 "g8", H8 79 "h8", I8 80 "i8",
        A9 81 "a9", B9 82 "b9", C9 83 "c9", D9 84 "d9", E9 85 "e9", F9 86 "f9", G9 87 "g9", H9 88 "h9", I9 89 "i9",
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().index())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Error for a string that is not a square name `a0`..`i9`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid square name (expected a0..i9)")]
pub struct ParseSquareError;

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return Err(ParseSquareError);
        }
        let f = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        let r = b[1].wrapping_sub(b'0');
        match (File::new(f), Rank::new(r)) {
            (Some(f), Some(r)) => Ok(Square::from_coords(f, r)),
            _ => Err(ParseSquareError),
        }
    }
}

impl serde::Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::Square;

    #[test]
    fn each_square_constant_is_the_square_of_its_name() {
        for (i, (sq, name)) in Square::NAMED.iter().enumerate() {
            assert_eq!(sq.index(), i, "{name}");
            assert_eq!(sq.to_string(), *name);
            assert_eq!(name.parse::<Square>(), Ok(*sq));
        }
    }
}

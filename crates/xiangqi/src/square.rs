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

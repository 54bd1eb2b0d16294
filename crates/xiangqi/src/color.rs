//! The two sides.

use std::fmt;
use std::ops::Not;

/// A side: Red moves first and sits at ranks 0–4, Black at ranks 5–9.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    /// 红方, moves first.
    Red,
    /// 黑方.
    Black,
}

impl Color {
    /// Both colours, Red first.
    pub const ALL: [Color; 2] = [Color::Red, Color::Black];

    /// `0` for Red, `1` for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case English name: `"red"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Black => "black",
        }
    }

    /// The Chinese name: `红` or `黑`.
    pub const fn zh(self) -> &'static str {
        match self {
            Color::Red => "红",
            Color::Black => "黑",
        }
    }

    /// The FEN side-to-move letter (`w` for Red, `b` for Black).
    pub const fn fen_char(self) -> char {
        match self {
            Color::Red => 'w',
            Color::Black => 'b',
        }
    }

    /// Picks `red` or `black`.
    #[inline]
    pub fn fold<T>(self, red: T, black: T) -> T {
        match self {
            Color::Red => red,
            Color::Black => black,
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One value per side, Red's and Black's (shakmaty's `ByColor`): what the code keeps for each
/// side — a side's squares, clock, scores — read and written by [`Color`].
///
/// Serialised as `{"red": …, "black": …}`.
///
/// ```
/// use xiangqi::{ByColor, Color};
/// let mut moves = ByColor::new_with(|c| if c == Color::Red { 1 } else { 0 });
/// *moves.get_mut(Color::Black) += 2;
/// assert_eq!((moves.red, moves.black), (1, 2));
/// assert_eq!(*moves.get(!Color::Red), 2);
/// assert_eq!(moves.map(|n| n * 10), ByColor { red: 10, black: 20 });
/// assert_eq!(moves.iter().copied().collect::<Vec<_>>(), [1, 2]);
/// assert_eq!(moves.into_flipped(), ByColor { red: 2, black: 1 });
/// assert_eq!(serde_json::to_string(&moves).unwrap(), r#"{"red":1,"black":2}"#);
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Default,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
pub struct ByColor<T> {
    /// Red's value.
    pub red: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// Each side's value from `f(color)`, Red's first.
    #[inline]
    pub fn new_with(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        let red = f(Color::Red);
        ByColor {
            red,
            black: f(Color::Black),
        }
    }

    /// The value of `color`.
    #[inline]
    pub const fn get(&self, color: Color) -> &T {
        match color {
            Color::Red => &self.red,
            Color::Black => &self.black,
        }
    }

    /// The value of `color`, to change.
    #[inline]
    pub fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::Red => &mut self.red,
            Color::Black => &mut self.black,
        }
    }

    /// Both values through `f`.
    #[inline]
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor {
            red: f(self.red),
            black: f(self.black),
        }
    }

    /// References to both values.
    #[inline]
    pub const fn as_ref(&self) -> ByColor<&T> {
        ByColor {
            red: &self.red,
            black: &self.black,
        }
    }

    /// Red's value, then Black's.
    #[inline]
    pub fn iter(&self) -> std::array::IntoIter<&T, 2> {
        [&self.red, &self.black].into_iter()
    }

    /// The values with the sides exchanged (what the colour swap of a position does to them).
    #[inline]
    pub fn into_flipped(self) -> ByColor<T> {
        ByColor {
            red: self.black,
            black: self.red,
        }
    }
}

impl<T> IntoIterator for ByColor<T> {
    type Item = T;
    type IntoIter = std::array::IntoIter<T, 2>;
    /// Red's value, then Black's.
    fn into_iter(self) -> Self::IntoIter {
        [self.red, self.black].into_iter()
    }
}

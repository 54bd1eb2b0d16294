//! A coloured piece.

use std::fmt;

use crate::{Color, Role};

/// A piece: a [`Role`] of a [`Color`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Piece {
    /// The side owning the piece.
    pub color: Color,
    /// The kind of piece.
    pub role: Role,
}

/// Serializes a piece as its FEN letter (`serialize_with` of error details and reports).
pub(crate) fn serialize_char<S: serde::Serializer>(p: &Piece, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_char(p.char())
}

impl Piece {
    /// Builds a piece.
    #[inline]
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// Index 0..14 (Red roles 0..7, Black roles 7..14).
    #[inline]
    pub const fn index(self) -> usize {
        self.color.index() * 7 + self.role.index()
    }

    /// The FEN letter: upper case for Red, lower case for Black.
    ///
    /// ```
    /// use xiangqi::{Color, Piece, Role};
    /// assert_eq!(Piece::new(Color::Red, Role::Horse).char(), 'N');
    /// assert_eq!(Piece::new(Color::Black, Role::Elephant).char(), 'b');
    /// ```
    pub const fn char(self) -> char {
        let c = self.role.char();
        match self.color {
            Color::Red => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// Parses a FEN letter (also `H`/`E` for horse and elephant).
    pub const fn from_char(c: char) -> Option<Piece> {
        let role = match Role::from_char(c) {
            Some(r) => r,
            None => return None,
        };
        let color = if c.is_ascii_uppercase() {
            Color::Red
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }

    /// The simplified Chinese glyph, which differs by colour for most roles
    /// (`帅仕相马车炮兵` for Red, `将士象马车炮卒` for Black).
    pub const fn zh(self) -> char {
        match (self.color, self.role) {
            (Color::Red, Role::General) => '帅',
            (Color::Black, Role::General) => '将',
            (Color::Red, Role::Advisor) => '仕',
            (Color::Black, Role::Advisor) => '士',
            (Color::Red, Role::Elephant) => '相',
            (Color::Black, Role::Elephant) => '象',
            (_, Role::Horse) => '马',
            (_, Role::Chariot) => '车',
            (_, Role::Cannon) => '炮',
            (Color::Red, Role::Soldier) => '兵',
            (Color::Black, Role::Soldier) => '卒',
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

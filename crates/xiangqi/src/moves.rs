//! Moves and move lists.

use std::fmt;

use arrayvec::ArrayVec;

use crate::Square;

/// A move from one square to another. Whether it captures, and which piece moves, is known only
/// relative to a [`crate::Position`].
///
/// Its `Display` is the ICCS coordinate form `h2e2`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Origin square.
    pub from: Square,
    /// Destination square.
    pub to: Square,
}

impl Move {
    /// Builds a move.
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

/// Parses the ICCS coordinate form (`h2e2`, `H2-E2`); whether the move is legal is a question
/// for a [`crate::Position`].
///
/// ```
/// use xiangqi::Move;
/// let m: Move = "h2e2".parse().unwrap();
/// assert_eq!((m.from.to_string(), m.to.to_string()), ("h2".into(), "e2".into()));
/// assert!("h2e".parse::<Move>().is_err());
/// ```
impl std::str::FromStr for Move {
    type Err = ParseIccsError;
    /// ICCS, case-insensitive, with or without a `-` between the squares (`h2e2`, `H2-E2`),
    /// spaces around it ignored.
    fn from_str(s: &str) -> Result<Move, ParseIccsError> {
        // Longer than any move text (`notation::MAX_NOTATION_LEN`): refused before trimming.
        if s.len() > 32 {
            return Err(ParseIccsError);
        }
        let s = s.trim();
        if !s.is_ascii() {
            return Err(ParseIccsError);
        }
        let b = s.as_bytes();
        let (a, c) = match b.len() {
            4 => (&s[0..2], &s[2..4]),
            5 if b[2] == b'-' => (&s[0..2], &s[3..5]),
            _ => return Err(ParseIccsError),
        };
        Ok(Move::new(
            a.parse().map_err(|_| ParseIccsError)?,
            c.parse().map_err(|_| ParseIccsError)?,
        ))
    }
}

/// Error of `Move::from_str` and `Iccs::from_str`: not of the form `h2e2` / `h2-e2`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid ICCS move (expected e.g. h2e2 or H2-E2)")]
pub struct ParseIccsError;

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl serde::Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// The most moves a side can have: with at most the starting material (which
/// [`crate::Position`] enforces) no position has more than 119 pseudo-legal moves.
pub const MAX_MOVES: usize = 128;

/// A stack-allocated list of moves.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

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
    type Err = crate::notation::ParseIccsError;
    fn from_str(s: &str) -> Result<Move, Self::Err> {
        let iccs: crate::notation::Iccs = s.parse()?;
        Ok(Move::new(iccs.from, iccs.to))
    }
}

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

//! ICCS coordinate notation, `h2e2`.

use std::fmt;
use std::str::FromStr;

use super::{NotationError, ResolveError};
use crate::{Move, Position, Square};

/// A move in ICCS coordinates: origin and destination square, `h2e2`.
///
/// Parsing is case-insensitive and accepts a `-` between the squares (`H2-E2`); `Display`
/// writes the lower-case form without a dash.
///
/// ```
/// use xiangqi::Position;
/// use xiangqi::notation::Iccs;
/// let iccs: Iccs = "H2-E2".parse().unwrap();
/// assert_eq!(iccs.to_string(), "h2e2");
/// let m = iccs.to_move(&Position::new()).unwrap();
/// assert_eq!(Iccs::from_move(m), iccs);
/// let bad: Iccs = "h2h8".parse().unwrap(); // well-formed, but not legal at the start
/// assert_eq!(bad.to_move(&Position::new()).unwrap_err().code(), "ERR_ILLEGAL_MOVE");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Iccs {
    /// Origin square.
    pub from: Square,
    /// Destination square.
    pub to: Square,
}

pub use crate::moves::ParseIccsError;

impl Iccs {
    /// The ICCS form of a move (no position needed).
    pub const fn from_move(m: Move) -> Iccs {
        Iccs {
            from: m.from,
            to: m.to,
        }
    }

    /// The move, if it is legal in `pos` (else an `ERR_ILLEGAL_MOVE` error).
    pub fn to_move(&self, pos: &Position) -> Result<Move, NotationError> {
        let m = Move::new(self.from, self.to);
        if pos.is_legal(m) {
            Ok(m)
        } else {
            Err(ResolveError::Illegal { mv: m }.into())
        }
    }
}

impl FromStr for Iccs {
    type Err = ParseIccsError;
    fn from_str(s: &str) -> Result<Iccs, ParseIccsError> {
        let m: Move = s.parse()?;
        Ok(Iccs::from_move(m))
    }
}

impl fmt::Display for Iccs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

impl From<Move> for Iccs {
    fn from(m: Move) -> Iccs {
        Iccs::from_move(m)
    }
}

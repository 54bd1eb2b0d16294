//! SAN as the chess-variant programs write xiangqi (XBoard/WinBoard, pychess, Fairy-Stockfish):
//! `Cbe2`, `Hc8`, `Rxb10+`, `A10e9`, `Pfg6`, pawns without a letter (`c4`, `gxg4`). XBoard counts
//! ranks from 0 (as ICCS), pychess from 1; the reader is told which ([`RankBase`]).

use super::ResolveError;
use crate::{File, Move, MoveList, NotationError, Position, Rank, Role, Square};

/// A parsed SAN move (ranks as written).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct San {
    role: Role,
    from_file: Option<File>,
    from_rank: Option<u8>,
    to_file: File,
    to_rank: u8,
}

fn file_of(c: u8) -> Option<File> {
    matches!(c, b'a'..=b'i')
        .then(|| File::new(c - b'a'))
        .flatten()
}

/// Splits trailing rank digits (1 or 2 of them) off `b`.
fn split_rank(b: &[u8]) -> Option<(&[u8], u8)> {
    let digits = b.iter().rev().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 || digits > 2 {
        return None;
    }
    let (head, tail) = b.split_at(b.len() - digits);
    let n = tail.iter().fold(0u8, |n, &c| n * 10 + (c - b'0'));
    (n <= 10).then_some((head, n))
}

impl San {
    /// Parses SAN (check marks `+`/`#` ignored); `None` if it is not SAN.
    pub(crate) fn parse(s: &str) -> Option<San> {
        let s = s.trim_end_matches(['+', '#']);
        let b = s.as_bytes();
        if !s.is_ascii() || b.len() < 2 || b.len() > 8 {
            return None;
        }
        let (role, rest) = if b[0].is_ascii_uppercase() {
            (Role::from_char(b[0] as char)?, &b[1..])
        } else {
            (Role::Soldier, b)
        };
        let (rest, to_rank) = split_rank(rest)?;
        let (&to, rest) = rest.split_last()?;
        let to_file = file_of(to)?;
        let rest = rest.strip_suffix(b"x").unwrap_or(rest);
        let (from_file, rest) = match rest.first().copied().and_then(file_of) {
            Some(f) => (Some(f), &rest[1..]),
            None => (None, rest),
        };
        let from_rank = match rest {
            [] => None,
            r => match split_rank(r)? {
                ([], n) => Some(n),
                _ => return None,
            },
        };
        Some(San {
            role,
            from_file,
            from_rank,
            to_file,
            to_rank,
        })
    }

    /// The legal moves of `pos` this SAN can name, ranks read with `base`: one if it is
    /// unambiguous, several if not; an error if none.
    pub(crate) fn candidates(
        &self,
        pos: &Position,
        base: RankBase,
    ) -> Result<MoveList, NotationError> {
        let to_rank = base
            .rank(self.to_rank)
            .ok_or(ResolveError::Impossible { role: self.role })?;
        let to = Square::from_coords(self.to_file, to_rank);
        let from_rank = match self.from_rank {
            Some(n) => Some(
                base.rank(n)
                    .ok_or(ResolveError::Impossible { role: self.role })?,
            ),
            None => None,
        };
        let board = pos.board();
        let mut named = false;
        let mut found = MoveList::new();
        for (from, piece) in board.pieces() {
            if piece.color != pos.turn()
                || piece.role != self.role
                || self.from_file.is_some_and(|f| f != from.file())
                || from_rank.is_some_and(|r| r != from.rank())
            {
                continue;
            }
            named = true;
            let m = Move::new(from, to);
            if pos.is_legal(m) {
                found.push(m);
            }
        }
        if !found.is_empty() {
            return Ok(found);
        }
        Err(match (named, self.from_file, from_rank) {
            (true, Some(f), Some(r)) => ResolveError::Illegal {
                mv: Move::new(Square::from_coords(f, r), to),
            },
            (true, _, _) => ResolveError::Impossible { role: self.role },
            (false, _, _) => ResolveError::NoSuchPiece { role: self.role },
        }
        .into())
    }
}

/// How coordinate and SAN moves number the ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RankBase {
    /// 0..=9, as ICCS (XBoard SAN, UCCI).
    Zero,
    /// 1..=10 (pychess SAN, Fairy-Stockfish UCI).
    One,
}

impl RankBase {
    /// The other rank base (a line that fails one way is read the other way too).
    pub fn other(self) -> RankBase {
        match self {
            RankBase::Zero => RankBase::One,
            RankBase::One => RankBase::Zero,
        }
    }

    /// The rank written as `n`.
    pub(crate) fn rank(self, n: u8) -> Option<Rank> {
        match self {
            RankBase::Zero => Rank::new(n),
            RankBase::One => n.checked_sub(1).and_then(Rank::new),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(pos: &Position, s: &str, base: RankBase) -> String {
        let c = San::parse(s).unwrap().candidates(pos, base).unwrap();
        assert_eq!(c.len(), 1, "{s}");
        c[0].to_string()
    }

    #[test]
    fn xboard_and_pychess_ranks() {
        let pos = Position::new();
        assert_eq!(one(&pos, "Cbe2", RankBase::Zero), "b2e2");
        assert_eq!(one(&pos, "Cbe3", RankBase::One), "b2e2");
        assert_eq!(one(&pos, "c4", RankBase::Zero), "c3c4");
        assert_eq!(one(&pos, "Pc5", RankBase::One), "c3c4");
        assert_eq!(one(&pos, "Hc2", RankBase::Zero), "b0c2");
        assert_eq!(one(&pos, "Ra2", RankBase::One), "a0a1");
        assert!(San::parse("C2.5").is_none());
        assert!(San::parse("Rb11").is_none());
    }
}

//! WXF notation, `C2.5`.

use std::fmt;
use std::str::FromStr;

use super::{check_len, describe, resolve, Direction, NotationError, Ordinal, Origin};
use crate::{Move, Position, Role};

/// A move in World Xiangqi Federation notation: piece letter, origin file, operator, number.
///
/// * Letters `K A E H R C P` (also accepted: `B` elephant, `N` horse, `G` general, `S` soldier;
///   any case).
/// * The origin file counts from the mover's right (Red `i` = 1 … `a` = 9, Black `a` = 1 … `i` = 9).
/// * Operators `+` advance, `-` retreat, `.` traverse (`=` is accepted for `.`).
/// * For advisor, elephant and horse the number is the destination file; for the others it is
///   the number of steps when moving forward or back, the destination file when traversing.
/// * Two pieces of a kind on one file: `+` (front) or `-` (rear) instead of the file, written
///   before the letter (`+R+1`, `-R.3`); `R++1`, `R-.3` (marker after the letter) are accepted.
/// * Three or more soldiers on one file: the soldier's place from the front as a digit before
///   the letter (`1P.4`, `2P+1`, `3P.6`); `+`/`-` are accepted for the first/last.
/// * Soldiers several on each of two files: the file follows the letter (`+P7.6`, `2P3+1`).
///
/// ```
/// use xiangqi::Position;
/// use xiangqi::notation::Wxf;
/// let pos = Position::new();
/// let wxf: Wxf = "H8+7".parse().unwrap();
/// let m = wxf.to_move(&pos).unwrap();
/// assert_eq!(m.to_string(), "b0c2");
/// assert_eq!(Wxf::from_move(&pos, m).unwrap(), wxf);
/// assert_eq!(wxf.to_string(), "H8+7");
///
/// // Two chariots on one file.
/// let pos = Position::from_fen("3k5/9/9/9/9/9/9/R8/9/R3K4 w - - 0 1").unwrap();
/// let front = "+R.2".parse::<Wxf>().unwrap().to_move(&pos).unwrap();
/// assert_eq!(front.to_string(), "a2h2");
/// let rear = "-R+1".parse::<Wxf>().unwrap().to_move(&pos).unwrap();
/// assert_eq!(Wxf::from_move(&pos, rear).unwrap().to_string(), "-R+1");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wxf {
    /// The kind of piece moving.
    pub role: Role,
    /// Which piece of the kind.
    pub origin: Origin,
    /// Advance, retreat or traverse.
    pub direction: Direction,
    /// Steps, or destination file (1..=9).
    pub number: u8,
}

/// Error of `Wxf::from_str`: not a WXF move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid WXF move (expected e.g. C2.5, H8+7, +R-1)")]
pub struct ParseWxfError;

impl Wxf {
    /// Describes a legal move of `pos` (error `ERR_ILLEGAL_MOVE` if it is not legal).
    pub fn from_move(pos: &Position, m: Move) -> Result<Wxf, NotationError> {
        let d = describe(pos, m)?;
        let origin = if d.count < 2 {
            Origin::File(d.file)
        } else {
            let ordinal = match (d.count, d.index) {
                (2, 0) => Ordinal::Front,
                (2, _) => Ordinal::Rear,
                (_, i) => Ordinal::Nth(i as u8 + 1),
            };
            Origin::Ordinal {
                ordinal,
                file: d.multi_file.then_some(d.file),
            }
        };
        Ok(Wxf {
            role: d.piece.role,
            origin,
            direction: d.dir,
            number: d.num,
        })
    }

    /// Resolves the move in `pos`: `ERR_NOTATION` if no piece or several legal moves match,
    /// `ERR_ILLEGAL_MOVE` if the piece cannot legally move so.
    pub fn to_move(&self, pos: &Position) -> Result<Move, NotationError> {
        resolve(pos, self.role, self.origin, self.direction, self.number)
    }
}

/// A WXF piece letter: the FEN letters (`Role::from_char`, which also takes H and E), plus G for
/// the general and S for a soldier.
fn role_of(c: u8) -> Option<Role> {
    match c.to_ascii_uppercase() {
        b'G' => Some(Role::General),
        b'S' => Some(Role::Soldier),
        other => Role::from_char(other as char),
    }
}

fn direction_of(c: u8) -> Option<Direction> {
    Some(match c {
        b'+' => Direction::Advance,
        b'-' => Direction::Retreat,
        b'.' | b'=' => Direction::Traverse,
        _ => return None,
    })
}

fn marker_of(c: u8) -> Option<Ordinal> {
    Some(match c {
        b'+' => Ordinal::Front,
        b'-' => Ordinal::Rear,
        b'1'..=b'5' => Ordinal::Nth(c - b'0'),
        _ => return None,
    })
}

fn digit(c: u8) -> Option<u8> {
    matches!(c, b'1'..=b'9').then(|| c - b'0')
}

impl FromStr for Wxf {
    type Err = ParseWxfError;
    fn from_str(s: &str) -> Result<Wxf, ParseWxfError> {
        let s = check_len(s).map_err(|_| ParseWxfError)?;
        let b = s.as_bytes();
        if !s.is_ascii() || b.len() < 4 {
            return Err(ParseWxfError);
        }
        // Optional ordinal marker before the letter.
        let (prefix, rest) = match role_of(b[0]) {
            Some(_) => (None, b),
            None => (Some(marker_of(b[0]).ok_or(ParseWxfError)?), &b[1..]),
        };
        let role = role_of(rest[0]).ok_or(ParseWxfError)?;
        let tail = &rest[1..];
        let (origin, tail) = match (prefix, tail.len()) {
            (Some(ordinal), 2) => (
                Origin::Ordinal {
                    ordinal,
                    file: None,
                },
                tail,
            ),
            (Some(ordinal), 3) => (
                Origin::Ordinal {
                    ordinal,
                    file: Some(digit(tail[0]).ok_or(ParseWxfError)?),
                },
                &tail[1..],
            ),
            (None, 3) => {
                let origin = match tail[0] {
                    b'+' => Origin::Ordinal {
                        ordinal: Ordinal::Front,
                        file: None,
                    },
                    b'-' => Origin::Ordinal {
                        ordinal: Ordinal::Rear,
                        file: None,
                    },
                    c => Origin::File(digit(c).ok_or(ParseWxfError)?),
                };
                (origin, &tail[1..])
            }
            _ => return Err(ParseWxfError),
        };
        let direction = direction_of(tail[0]).ok_or(ParseWxfError)?;
        let number = digit(tail[1]).ok_or(ParseWxfError)?;
        Ok(Wxf {
            role,
            origin,
            direction,
            number,
        })
    }
}

impl fmt::Display for Wxf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = self.role.wxf_char();
        match self.origin {
            Origin::File(n) => write!(f, "{letter}{n}")?,
            Origin::Ordinal { ordinal, file } => {
                match ordinal {
                    Ordinal::Front => f.write_str("+")?,
                    Ordinal::Rear => f.write_str("-")?,
                    Ordinal::Middle => f.write_str("2")?,
                    Ordinal::Nth(k) => write!(f, "{k}")?,
                }
                write!(f, "{letter}")?;
                if let Some(n) = file {
                    write!(f, "{n}")?;
                }
            }
        }
        let op = match self.direction {
            Direction::Advance => '+',
            Direction::Retreat => '-',
            Direction::Traverse => '.',
        };
        write!(f, "{op}{}", self.number)
    }
}

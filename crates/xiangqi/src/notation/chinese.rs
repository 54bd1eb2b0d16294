//! Chinese notation, `炮二平五`.

use std::fmt;
use std::str::FromStr;

use super::{check_len, describe, resolve, Direction, NotationError, Ordinal, Origin};
use crate::{Color, Move, Piece, Position, Role};

/// A move in Chinese notation: piece, origin file, verb (进 退 平), number.
///
/// Red's files are written with Chinese numerals 一…九 (from Red's right), Black's with digits
/// 1…9 (from Black's right); `Display` writes Black's digits fullwidth (`马８进７`), as the
/// AXF rulebook prints them. Parsing accepts:
///
/// * simplified glyphs `帅将仕士相象马车炮兵卒` and traditional or variant ones
///   `帥將俥車傌馬砲包`; `進` for `进`, `後` for `后`;
/// * Chinese numerals, ASCII digits and fullwidth digits for either side;
/// * for several pieces of a kind on one file, the ordinal before the piece instead of the
///   file: `前`/`后` (two), `前`/`中`/`后` (three), `一`…`五` (four or five soldiers; `前`/`后`
///   are accepted for the first/last); with the file after the piece when soldiers stand
///   several on each of two files (`前兵九平八`), and also wherever else it is written.
///
/// The piece glyph and the numerals only decide the colour shown by `Display`; resolving always
/// uses the side to move.
///
/// ```
/// use xiangqi::Position;
/// use xiangqi::notation::Chinese;
/// let pos = Position::new();
/// let zh: Chinese = "炮二平五".parse().unwrap();
/// let m = zh.to_move(&pos).unwrap();
/// assert_eq!(m.to_string(), "h2e2");
///
/// let pos = pos.play(m).unwrap();
/// let m = "馬8進7".parse::<Chinese>().unwrap().to_move(&pos).unwrap();
/// assert_eq!(m.to_string(), "h9g7");
/// assert_eq!(Chinese::from_move(&pos, m).unwrap().to_string(), "马８进７");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Chinese {
    /// The side the text is written for (decides glyphs and numerals of `Display`).
    pub color: Color,
    /// The kind of piece moving.
    pub role: Role,
    /// Which piece of the kind.
    pub origin: Origin,
    /// 进, 退 or 平.
    pub direction: Direction,
    /// Steps, or destination file (1..=9).
    pub number: u8,
}

/// Error of `Chinese::from_str`: not a move in Chinese notation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid Chinese move (expected e.g. 炮二平五, 马８进７, 前车进一)")]
pub struct ParseChineseError;

impl Chinese {
    /// Describes a legal move of `pos` (error `ERR_ILLEGAL_MOVE` if it is not legal).
    pub fn from_move(pos: &Position, m: Move) -> Result<Chinese, NotationError> {
        let d = describe(pos, m)?;
        Ok(Chinese {
            color: d.piece.color,
            role: d.piece.role,
            origin: d.origin(),
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

const RED_NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const FULLWIDTH_DIGITS: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

fn glyph(c: char) -> Option<(Role, Option<Color>)> {
    Some(match c {
        '帅' | '帥' => (Role::General, Some(Color::Red)),
        '将' | '將' => (Role::General, Some(Color::Black)),
        '仕' => (Role::Advisor, Some(Color::Red)),
        '士' => (Role::Advisor, Some(Color::Black)),
        '相' => (Role::Elephant, Some(Color::Red)),
        '象' => (Role::Elephant, Some(Color::Black)),
        '马' | '馬' | '傌' => (Role::Horse, None),
        '车' | '車' | '俥' => (Role::Chariot, None),
        '炮' | '砲' | '包' => (Role::Cannon, None),
        '兵' => (Role::Soldier, Some(Color::Red)),
        '卒' => (Role::Soldier, Some(Color::Black)),
        _ => return None,
    })
}

/// A number 1..=9 and the side whose style it is written in.
fn number(c: char) -> Option<(u8, Color)> {
    if let Some(i) = RED_NUMERALS.iter().position(|&d| d == c) {
        return Some((i as u8 + 1, Color::Red));
    }
    if let Some(i) = FULLWIDTH_DIGITS.iter().position(|&d| d == c) {
        return Some((i as u8 + 1, Color::Black));
    }
    match c {
        '1'..='9' => Some((c as u8 - b'0', Color::Black)),
        _ => None,
    }
}

fn ordinal(c: char) -> Option<Ordinal> {
    Some(match c {
        '前' => Ordinal::Front,
        '中' => Ordinal::Middle,
        '后' | '後' => Ordinal::Rear,
        _ => match RED_NUMERALS[..5].iter().position(|&d| d == c) {
            Some(i) => Ordinal::Nth(i as u8 + 1),
            None => return None,
        },
    })
}

fn verb(c: char) -> Option<Direction> {
    Some(match c {
        '进' | '進' => Direction::Advance,
        '退' => Direction::Retreat,
        '平' => Direction::Traverse,
        _ => return None,
    })
}

impl FromStr for Chinese {
    type Err = ParseChineseError;
    fn from_str(s: &str) -> Result<Chinese, ParseChineseError> {
        let s = check_len(s).map_err(|_| ParseChineseError)?;
        let c: Vec<char> = s.chars().collect();
        let (origin, role, glyph_color, rest) = match (c.first().copied().and_then(glyph), c.len())
        {
            (Some((role, gc)), 4) => {
                let (file, _) = number(c[1]).ok_or(ParseChineseError)?;
                (Origin::File(file), role, gc, &c[2..])
            }
            (None, 4 | 5) => {
                let ordinal = ordinal(c[0]).ok_or(ParseChineseError)?;
                let (role, gc) = glyph(c[1]).ok_or(ParseChineseError)?;
                let file = match c.len() {
                    5 => Some(number(c[2]).ok_or(ParseChineseError)?.0),
                    _ => None,
                };
                (
                    Origin::Ordinal { ordinal, file },
                    role,
                    gc,
                    &c[c.len() - 2..],
                )
            }
            _ => return Err(ParseChineseError),
        };
        let direction = verb(rest[0]).ok_or(ParseChineseError)?;
        let (number, style) = number(rest[1]).ok_or(ParseChineseError)?;
        Ok(Chinese {
            color: glyph_color.unwrap_or(style),
            role,
            origin,
            direction,
            number,
        })
    }
}

impl fmt::Display for Chinese {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let num = |n: u8| -> char {
            let table = match self.color {
                Color::Red => &RED_NUMERALS,
                Color::Black => &FULLWIDTH_DIGITS,
            };
            table
                .get(usize::from(n).wrapping_sub(1))
                .copied()
                .unwrap_or('?')
        };
        let glyph = Piece::new(self.color, self.role).zh();
        match self.origin {
            Origin::File(n) => write!(f, "{glyph}{}", num(n))?,
            Origin::Ordinal { ordinal, file } => {
                let o = match ordinal {
                    Ordinal::Front => '前',
                    Ordinal::Middle => '中',
                    Ordinal::Rear => '后',
                    Ordinal::Nth(k) => RED_NUMERALS
                        .get(usize::from(k).wrapping_sub(1))
                        .copied()
                        .unwrap_or('?'),
                };
                write!(f, "{o}{glyph}")?;
                if let Some(n) = file {
                    write!(f, "{}", num(n))?;
                }
            }
        }
        let v = match self.direction {
            Direction::Advance => '进',
            Direction::Retreat => '退',
            Direction::Traverse => '平',
        };
        write!(f, "{v}{}", num(self.number))
    }
}

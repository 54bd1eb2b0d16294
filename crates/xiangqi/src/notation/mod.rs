//! Move notations: ICCS coordinates ([`Iccs`]), WXF ([`Wxf`]) and Chinese ([`Chinese`]).
//!
//! Like `shakmaty`'s `UciMove` and `San`, every notation is first *parsed* into a small value
//! (syntax only, no position needed; `FromStr` + `Display`) and then *resolved* against a
//! [`Position`] into a [`Move`] (`to_move`). The other way, `from_move` describes a legal move
//! in the notation, computing the disambiguation (前/后, `+`/`-`, …) from the position.
//!
//! [`parse_move`] accepts any of the three notations and [`format_move`] writes one:
//!
//! ```
//! use xiangqi::Position;
//! use xiangqi::notation::{format_move, parse_move, Notation};
//!
//! let pos = Position::new();
//! let m = parse_move(&pos, "炮二平五").unwrap();
//! assert_eq!(m.to_string(), "h2e2");
//! assert_eq!(parse_move(&pos, "C2.5").unwrap(), m);
//! assert_eq!(parse_move(&pos, "H2-E2").unwrap(), m);
//! assert_eq!(format_move(&pos, m, Notation::Wxf).unwrap(), "C2.5");
//! assert_eq!(format_move(&pos, m, Notation::Chinese).unwrap(), "炮二平五");
//! assert_eq!(format_move(&pos, m, Notation::Iccs).unwrap(), "h2e2");
//!
//! // Errors carry a stable code.
//! assert_eq!(parse_move(&pos, "炮二平九").unwrap_err().code(), "ERR_ILLEGAL_MOVE");
//! assert_eq!(parse_move(&pos, "hello").unwrap_err().code(), "ERR_NOTATION");
//! ```
//!
//! ## Several pieces of a kind on one file
//! Files are numbered from the mover's right (Red `i` = 1 … `a` = 9, Black `a` = 1 … `i` = 9).
//! When the moving piece shares its file with other pieces of the same kind and colour, the file
//! is replaced by the piece's place on that file counted from the front (the side nearer the
//! enemy), see [`Ordinal`]:
//!
//! | pieces on the file | Chinese | WXF |
//! |---|---|---|
//! | 2 | `前车` / `后车` | `+R` / `-R` |
//! | 3 (soldiers) | `前兵` / `中兵` / `后兵` | `1P` / `2P` / `3P` |
//! | 4–5 (soldiers) | `一兵` … `五兵` | `1P` … `5P` |
//!
//! Advisors and elephants are the exception: two on one file are told apart by the direction
//! alone (the rear one can only advance, the front one only retreat), so their file is written
//! (`仕六退五`, `相三进五`, `A6-5`), as the AXF rulebook prints them; `前仕`/`后相`/`+A`/`-E` are
//! accepted when parsing.
//!
//! When soldiers stand two or more on each of two files, the file is written as well, after the
//! piece: `前兵九平八`, `+P9.8`, `2P7+1`.
//!
//! Parsing is lenient where that cannot mislead: `前`/`后` (`+`/`-`) always mean the first/last
//! piece on the file, `中` the middle one of an odd number; traditional glyphs (`車馬砲俥傌帥將`
//! …), `後`/`進`, ASCII or fullwidth digits and Chinese numerals are accepted for either side;
//! a file designation naming two pieces (e.g. `相三进五` where `后相进五` is standard) is accepted
//! when exactly one of them can legally make the move.

mod chinese;
mod iccs;
pub(crate) mod reader;
mod san;
mod wxf;

pub use reader::{is_coordinate, looks_like_move, LineError, RankBase, Reader, Step, Word};

use std::fmt;
use std::str::FromStr;

pub use chinese::{Chinese, ParseChineseError};
pub use iccs::{Iccs, ParseIccsError};
pub use wxf::{ParseWxfError, Wxf};

use crate::{Color, File, Move, Piece, Position, Role, Square};

/// The longest move text (in bytes) that [`parse_move`] and the parsers look at; longer input is
/// rejected with [`NotationError::TooLong`] without being scanned.
pub const MAX_NOTATION_LEN: usize = 32;

/// The three supported notations.
///
/// ```
/// use xiangqi::notation::Notation;
/// assert_eq!("WXF".parse::<Notation>().unwrap(), Notation::Wxf);
/// assert_eq!(Notation::Chinese.to_string(), "chinese");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Notation {
    /// ICCS coordinates, `h2e2`.
    Iccs,
    /// World Xiangqi Federation notation, `C2.5`.
    Wxf,
    /// Chinese notation, `炮二平五`.
    Chinese,
}

impl Notation {
    /// All notations.
    pub const ALL: [Notation; 3] = [Notation::Iccs, Notation::Wxf, Notation::Chinese];

    /// `"iccs"`, `"wxf"` or `"chinese"`.
    pub const fn name(self) -> &'static str {
        match self {
            Notation::Iccs => "iccs",
            Notation::Wxf => "wxf",
            Notation::Chinese => "chinese",
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Error of `Notation::from_str`: not `iccs`, `wxf` or `chinese`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown notation (expected iccs, wxf or chinese)")]
pub struct ParseNotationError;

impl ParseNotationError {
    /// `ERR_ARGUMENT`.
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for ParseNotationError {
    fn code(&self) -> crate::ErrorCode {
        crate::ErrorCode::Argument
    }
}

impl FromStr for Notation {
    type Err = ParseNotationError;
    fn from_str(s: &str) -> Result<Notation, ParseNotationError> {
        let s = s.trim();
        Notation::ALL
            .into_iter()
            .find(|n| n.name().eq_ignore_ascii_case(s))
            .ok_or(ParseNotationError)
    }
}

/// How a piece moves in WXF and Chinese notation: `+`/进, `-`/退 or `.`/平.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards the enemy (进, `+`).
    Advance,
    /// Back towards the own side (退, `-`).
    Retreat,
    /// Sideways along the rank (平, `.`); only for general, chariot, cannon and soldier.
    Traverse,
}

/// A piece's place among several pieces of its kind on one file, counted from the front (the
/// end nearer the enemy).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ordinal {
    /// The first (前, `+`).
    Front,
    /// The middle one of three (中); also accepted for the middle of five.
    Middle,
    /// The last (后, `-`).
    Rear,
    /// The n-th from the front, 1..=5 (一…五, digits in WXF).
    Nth(u8),
}

/// Which piece moves: the one on a file, or one of several on a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Origin {
    /// The piece on this file (1..=9, counted from the mover's right).
    File(u8),
    /// One of several pieces of the kind on one file. `file` is given only when two or more
    /// files each hold several (soldiers only).
    Ordinal {
        /// Which one on the file.
        ordinal: Ordinal,
        /// The file (1..=9 from the mover's right), when needed.
        file: Option<u8>,
    },
}

/// Why a well-formed notation does not name exactly one legal move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResolveError {
    /// The side to move has no piece matching the description.
    #[error("no {role} matches the move text")]
    NoSuchPiece {
        /// The kind named.
        role: Role,
    },
    /// More than one legal move matches.
    #[error("the move text matches several legal moves")]
    Ambiguous,
    /// The named piece cannot move like that at all (e.g. a horse moving sideways, off the board).
    #[error("the {role} cannot move as described")]
    Impossible {
        /// The kind named.
        role: Role,
    },
    /// The text names this move, which is not legal here.
    #[error("illegal move {mv} in this position")]
    Illegal {
        /// The move named.
        mv: Move,
    },
}

impl ResolveError {
    /// `ERR_ILLEGAL_MOVE` for [`ResolveError::Illegal`] and [`ResolveError::Impossible`],
    /// `ERR_NOTATION` otherwise.
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for ResolveError {
    fn code(&self) -> crate::ErrorCode {
        match self {
            ResolveError::Illegal { .. } | ResolveError::Impossible { .. } => {
                crate::ErrorCode::IllegalMove
            }
            _ => crate::ErrorCode::Notation,
        }
    }
}

/// Any error of parsing, resolving or formatting a move in a notation.
///
/// [`code`](NotationError::code) is `ERR_ILLEGAL_MOVE` when the text names a well-formed move
/// that is not legal in the position, and `ERR_NOTATION` for everything else (unparsable,
/// ambiguous, no such piece, too long).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// Empty (or all-whitespace) text.
    #[error("empty move text")]
    Empty,
    /// Longer than [`MAX_NOTATION_LEN`] bytes.
    #[error("move text longer than {MAX_NOTATION_LEN} bytes")]
    TooLong,
    /// Not a move in any of the three notations.
    #[error("not a move in ICCS, WXF or Chinese notation")]
    Unrecognized,
    /// ICCS syntax error.
    #[error(transparent)]
    Iccs(#[from] ParseIccsError),
    /// WXF syntax error.
    #[error(transparent)]
    Wxf(#[from] ParseWxfError),
    /// Chinese syntax error.
    #[error(transparent)]
    Chinese(#[from] ParseChineseError),
    /// Well-formed text that does not name exactly one legal move.
    #[error(transparent)]
    Resolve(#[from] ResolveError),
}

impl NotationError {
    /// A stable code: `ERR_ILLEGAL_MOVE` or `ERR_NOTATION`.
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for NotationError {
    fn code(&self) -> crate::ErrorCode {
        match self {
            NotationError::Resolve(e) => crate::Coded::code(e),
            _ => crate::ErrorCode::Notation,
        }
    }
}

/// Parses a move in ICCS, WXF or Chinese notation (tried in that order, surrounding whitespace
/// ignored) and resolves it against `pos`: [`Reader::STRICT`]. [`Reader::LENIENT`] reads what
/// game records hold as well (fullwidth text, SAN, 1-based coordinates, …).
///
/// ```
/// use xiangqi::Position;
/// use xiangqi::notation::parse_move;
/// let pos = Position::new();
/// assert_eq!(parse_move(&pos, " 傌二進三 ").unwrap().to_string(), "h0g2");
/// assert_eq!(parse_move(&pos, "h0g2").unwrap().to_string(), "h0g2");
/// assert_eq!(parse_move(&pos, "前炮平五").unwrap_err().code(), "ERR_NOTATION"); // no such piece
/// ```
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, NotationError> {
    Reader::STRICT.read_move(pos, text)
}

/// Writes a legal move of `pos` in notation `n`; an error (`ERR_ILLEGAL_MOVE`) if `m` is not legal.
///
/// ```
/// use xiangqi::{Move, Position, Square};
/// use xiangqi::notation::{format_move, Notation};
/// let pos = Position::new();
/// let m = Move::new(Square::B9, Square::C7);
/// assert_eq!(format_move(&pos, m, Notation::Chinese).unwrap_err().code(), "ERR_ILLEGAL_MOVE");
/// ```
pub fn format_move(pos: &Position, m: Move, n: Notation) -> Result<String, NotationError> {
    Ok(match n {
        Notation::Iccs => {
            legal(pos, m)?;
            Iccs::from_move(m).to_string()
        }
        Notation::Wxf => Wxf::from_move(pos, m)?.to_string(),
        Notation::Chinese => Chinese::from_move(pos, m)?.to_string(),
    })
}

/// Trims and applies the length bound.
pub(crate) fn check_len(text: &str) -> Result<&str, NotationError> {
    if text.len() > MAX_NOTATION_LEN {
        return Err(NotationError::TooLong);
    }
    let t = text.trim();
    if t.is_empty() {
        return Err(NotationError::Empty);
    }
    Ok(t)
}

fn legal(pos: &Position, m: Move) -> Result<(), NotationError> {
    if pos.is_legal(m) {
        Ok(())
    } else {
        Err(ResolveError::Illegal { mv: m }.into())
    }
}

/// Whether the role moves along lines (step counts) rather than diagonally (destination files).
const fn is_line_mover(role: Role) -> bool {
    matches!(
        role,
        Role::General | Role::Chariot | Role::Cannon | Role::Soldier
    )
}

/// +1 if `color` advances towards higher ranks.
const fn forward(color: Color) -> i8 {
    match color {
        Color::Red => 1,
        Color::Black => -1,
    }
}

/// The pieces of `piece` on `file`, front (nearest the enemy) first.
fn on_file(pos: &Position, piece: Piece, file: File) -> Vec<Square> {
    let mut v: Vec<Square> = pos
        .board()
        .by_piece(piece)
        .filter(|sq| sq.file() == file)
        .collect();
    crate::short_sort::sort_by_key(&mut v, |sq| sq.rank());
    if piece.color == Color::Red {
        v.reverse();
    }
    v
}

/// Files holding two or more of `piece`.
fn crowded_files(pos: &Position, piece: Piece) -> Vec<File> {
    let mut counts = [0u8; 9];
    for sq in pos.board().by_piece(piece) {
        counts[sq.file().index() as usize] += 1;
    }
    (0..9u8)
        .filter(|&f| counts[f as usize] >= 2)
        .filter_map(File::new)
        .collect()
}

fn pick(group: &[Square], ordinal: Ordinal) -> Option<Square> {
    let n = group.len();
    if n < 2 {
        return None;
    }
    let i = match ordinal {
        Ordinal::Front => 0,
        Ordinal::Rear => n - 1,
        Ordinal::Middle if n % 2 == 1 => n / 2,
        Ordinal::Middle => return None,
        Ordinal::Nth(k) => (k as usize).checked_sub(1)?,
    };
    group.get(i).copied()
}

/// The destination of a piece on `from` described by direction and number, if geometrically
/// possible.
fn destination(from: Square, piece: Piece, dir: Direction, num: u8) -> Option<Square> {
    let fwd = forward(piece.color);
    if is_line_mover(piece.role) {
        match dir {
            Direction::Traverse => {
                let f = File::from_number(piece.color, num)?;
                (f != from.file()).then(|| Square::from_coords(f, from.rank()))
            }
            Direction::Advance | Direction::Retreat => {
                if !(1..=9).contains(&num) {
                    return None;
                }
                let sign = if dir == Direction::Advance { 1 } else { -1 };
                from.offset(0, num as i8 * fwd * sign)
            }
        }
    } else {
        if dir == Direction::Traverse {
            return None;
        }
        let f = File::from_number(piece.color, num)?;
        let df = f.index() as i8 - from.file().index() as i8;
        let dr = match (piece.role, df.abs()) {
            (Role::Advisor, 1) | (Role::Horse, 2) => 1,
            (Role::Elephant, 2) | (Role::Horse, 1) => 2,
            _ => return None,
        };
        let sign = if dir == Direction::Advance { 1 } else { -1 };
        from.offset(df, dr * fwd * sign)
    }
}

/// Resolves a WXF/Chinese description against the position.
pub(crate) fn resolve(
    pos: &Position,
    role: Role,
    origin: Origin,
    dir: Direction,
    num: u8,
) -> Result<Move, NotationError> {
    let piece = Piece::new(pos.turn(), role);
    let candidates: Vec<Square> = match origin {
        Origin::File(n) => match File::from_number(piece.color, n) {
            Some(f) => on_file(pos, piece, f),
            None => Vec::new(),
        },
        Origin::Ordinal { ordinal, file } => {
            let files = match file {
                Some(n) => File::from_number(piece.color, n).into_iter().collect(),
                None => crowded_files(pos, piece),
            };
            files
                .into_iter()
                .filter_map(|f| pick(&on_file(pos, piece, f), ordinal))
                .collect()
        }
    };
    if candidates.is_empty() {
        return Err(ResolveError::NoSuchPiece { role }.into());
    }
    let mut named = None;
    let mut found = None;
    for from in candidates {
        if let Some(to) = destination(from, piece, dir, num) {
            let m = Move::new(from, to);
            named.get_or_insert(m);
            if pos.is_legal(m) {
                if found.is_some() {
                    return Err(ResolveError::Ambiguous.into());
                }
                found = Some(m);
            }
        }
    }
    match (found, named) {
        (Some(m), _) => Ok(m),
        (None, Some(mv)) => Err(ResolveError::Illegal { mv }.into()),
        (None, None) => Err(ResolveError::Impossible { role }.into()),
    }
}

/// Everything WXF and Chinese need to write a move.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Description {
    pub piece: Piece,
    /// File number of the origin (1..=9, mover's numbering).
    pub file: u8,
    /// Index of the piece on its file, front first.
    pub index: usize,
    /// Number of such pieces on that file.
    pub count: usize,
    /// Whether another file also holds several such pieces.
    pub multi_file: bool,
    pub dir: Direction,
    pub num: u8,
}

/// Describes a legal move (error `ERR_ILLEGAL_MOVE` otherwise).
pub(crate) fn describe(pos: &Position, m: Move) -> Result<Description, NotationError> {
    legal(pos, m)?;
    let piece = pos
        .board()
        .piece_at(m.from)
        .ok_or(ResolveError::Illegal { mv: m })?;
    let color = piece.color;
    let dr = (m.to.rank().index() as i8 - m.from.rank().index() as i8) * forward(color);
    let dir = match dr {
        0 => Direction::Traverse,
        d if d > 0 => Direction::Advance,
        _ => Direction::Retreat,
    };
    let num = if is_line_mover(piece.role) && dir != Direction::Traverse {
        dr.unsigned_abs()
    } else {
        m.to.file().number_for(color)
    };
    // Advisors and elephants sharing a file are told apart by the direction alone (the rear one
    // can only advance, the front one only retreat), so the rules write their file, not 前/后:
    // `仕六退五`, `相三进五`, as the AXF rulebook prints them.
    let group = if matches!(piece.role, Role::Advisor | Role::Elephant) {
        vec![m.from]
    } else {
        on_file(pos, piece, m.from.file())
    };
    let index = group.iter().position(|&s| s == m.from).unwrap_or(0);
    let multi_file = group.len() > 1 && crowded_files(pos, piece).len() > 1;
    Ok(Description {
        piece,
        file: m.from.file().number_for(color),
        index,
        count: group.len(),
        multi_file,
        dir,
        num,
    })
}

impl Description {
    /// The origin with the Chinese ordinals (前/后, 前/中/后, 一…五).
    pub(crate) fn origin(&self) -> Origin {
        if self.count < 2 {
            return Origin::File(self.file);
        }
        let ordinal = match (self.count, self.index) {
            (_, 0) if self.count <= 3 => Ordinal::Front,
            (3, 1) => Ordinal::Middle,
            (c, i) if c <= 3 && i + 1 == c => Ordinal::Rear,
            (_, i) => Ordinal::Nth(i as u8 + 1),
        };
        Origin::Ordinal {
            ordinal,
            file: self.multi_file.then_some(self.file),
        }
    }
}

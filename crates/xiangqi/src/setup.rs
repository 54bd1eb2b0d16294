//! Unvalidated positions and FEN.

use std::fmt;
use std::str::FromStr;

use crate::{Board, Color, Piece, Square};

/// The longest FEN accepted, in bytes. Longer input is rejected with [`ParseFenError::TooLong`]
/// before any parsing, so hostile input costs nothing.
pub const MAX_FEN_LEN: usize = 256;

/// A position that has been parsed but not validated: it may be impossible
/// (no general, generals facing, …). Turn it into a [`crate::Position`] to play.
///
/// FEN follows the xqbase/UCCI convention: ten rows from Black's back rank (rank 9) down to
/// Red's (rank 0), pieces `KABNRCP` (Red) / `kabnrcp` (Black), also `H`/`E` for horse and elephant;
/// side to move `w` or `r` for Red, `b` for Black; then optionally `- -` and the half-move clock and
/// move number.
///
/// ```
/// use xiangqi::Setup;
/// let setup: Setup = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w".parse().unwrap();
/// assert_eq!(setup.to_string(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Piece placement.
    pub board: Board,
    /// Side to move.
    pub turn: Color,
    /// Half-moves (plies) since the last capture.
    pub halfmoves: u32,
    /// Move number, starting at 1 and incremented after each Black move.
    pub fullmoves: u32,
}

impl Default for Setup {
    fn default() -> Self {
        Setup::start()
    }
}

impl Setup {
    /// The starting position.
    pub fn start() -> Setup {
        Setup {
            board: Board::start(),
            turn: Color::Red,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// An empty board with Red to move.
    pub fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::Red,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// The placement part of the FEN.
    pub fn board_fen(&self) -> String {
        board_fen(&self.board)
    }

    /// The repetition key as text: the placement and side to move of the FEN
    /// (`"rnbakabnr/… w"`), without the counters. Two setups have equal keys exactly when they
    /// are the same position for the repetition rules — what [`crate::Position::zobrist`] hashes
    /// and [`crate::Position::same_position`] compares. Any setup has one, also an impossible one.
    ///
    /// ```
    /// use xiangqi::{Color, Setup};
    /// let a: Setup = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1".parse().unwrap();
    /// let b: Setup = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 12 40".parse().unwrap();
    /// assert_eq!(a.repetition_key(), "4k4/9/9/9/9/9/9/9/9/4K4 w");
    /// assert_eq!(a.repetition_key(), b.repetition_key());
    /// let c = Setup { turn: Color::Black, ..a.clone() };
    /// assert_ne!(a.repetition_key(), c.repetition_key());
    /// ```
    pub fn repetition_key(&self) -> String {
        format!("{} {}", self.board_fen(), self.turn.fen_char())
    }

    /// Colours swapped: the board turned upside down with Red and Black exchanged,
    /// and the other side to move. Verdicts on the swapped position mirror the original's.
    pub fn swap_colors(&self) -> Setup {
        Setup {
            board: self.board.swap_colors(),
            turn: !self.turn,
            ..self.clone()
        }
    }
}

/// The placement part of a FEN for `board`.
pub(crate) fn board_fen(board: &Board) -> String {
    let mut s = String::with_capacity(64);
    for r in (0..10u8).rev() {
        let mut empty = 0;
        for f in 0..9u8 {
            match board.piece_at(Square::new_unchecked(r * 9 + f)) {
                Some(p) => {
                    if empty > 0 {
                        s.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    s.push(p.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s.push((b'0' + empty) as char);
        }
        if r > 0 {
            s.push('/');
        }
    }
    s
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} - - {} {}",
            self.board_fen(),
            self.turn.fen_char(),
            self.halfmoves,
            self.fullmoves
        )
    }
}

/// Why a FEN string could not be parsed. Each variant has a stable [`code`](ParseFenError::code).
///
/// Serialized (the `details` of a JavaScript `XiangqiError`) as the variant's name and fields,
/// e.g. `{"kind": "char", "row": 3, "ch": "x"}` for [`Char`](ParseFenError::Char).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(
    feature = "tsify",
    derive(tsify::Tsify),
    tsify(rename = "FenErrorDetails")
)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ParseFenError {
    /// Nothing but white space.
    #[error("empty FEN")]
    Empty,
    /// Longer than [`MAX_FEN_LEN`].
    #[error("FEN too long ({len} bytes, at most {MAX_FEN_LEN})")]
    TooLong {
        /// Length in bytes.
        len: usize,
    },
    /// Wrong number of space-separated fields.
    #[error("FEN has {found} fields; expected the placement, the side to move and optionally `- - halfmoves fullmoves`")]
    Fields {
        /// Number of fields found.
        found: usize,
    },
    /// The placement does not have ten rows.
    #[error("FEN placement has {found} rows, expected 10")]
    Rows {
        /// Number of rows found.
        found: usize,
    },
    /// A row does not describe exactly nine points.
    #[error("FEN row {row} describes {width} points, expected 9")]
    RowWidth {
        /// Row number counted from the top of the FEN (1 = Black's back rank).
        row: usize,
        /// Points described.
        width: usize,
    },
    /// A character that is neither a piece letter nor a digit 1–9.
    #[error("FEN row {row} has an invalid character {}", crate::quoted_char(*.ch))]
    Char {
        /// Row number counted from the top (1 = Black's back rank).
        row: usize,
        /// The offending character.
        ch: char,
    },
    /// The side to move is not `w`, `r` or `b`.
    #[error("FEN side to move {} is not `w`, `r` or `b`", crate::quoted(.found))]
    Turn {
        /// The field found.
        found: String,
    },
    /// The half-move clock or move number is not a number, or the `- -` fields are wrong.
    #[error("FEN counters are invalid: {}", crate::quoted(.found))]
    Counters {
        /// The fields found.
        found: String,
    },
}

impl ParseFenError {
    /// A stable machine-readable code, e.g. `ERR_FEN_ROWS`.
    pub fn code(&self) -> &'static str {
        crate::Coded::code(self).as_str()
    }
}

impl crate::Coded for ParseFenError {
    fn code(&self) -> crate::ErrorCode {
        match self {
            ParseFenError::Empty => crate::ErrorCode::FenEmpty,
            ParseFenError::TooLong { .. } => crate::ErrorCode::FenTooLong,
            ParseFenError::Fields { .. } => crate::ErrorCode::FenFields,
            ParseFenError::Rows { .. } => crate::ErrorCode::FenRows,
            ParseFenError::RowWidth { .. } => crate::ErrorCode::FenRowWidth,
            ParseFenError::Char { .. } => crate::ErrorCode::FenChar,
            ParseFenError::Turn { .. } => crate::ErrorCode::FenTurn,
            ParseFenError::Counters { .. } => crate::ErrorCode::FenCounters,
        }
    }
}

fn parse_board(placement: &str) -> Result<Board, ParseFenError> {
    let rows: Vec<&str> = placement.split('/').collect();
    if rows.len() != 10 {
        return Err(ParseFenError::Rows { found: rows.len() });
    }
    let mut board = Board::empty();
    for (i, row) in rows.iter().enumerate() {
        let rank = 9 - i as u8;
        let mut file: usize = 0;
        for ch in row.chars() {
            if let Some(d) = ch.to_digit(10).filter(|d| (1..=9).contains(d)) {
                file += d as usize;
            } else if let Some(p) = Piece::from_char(ch) {
                if file < 9 {
                    board.set(Square::new_unchecked(rank * 9 + file as u8), p);
                }
                file += 1;
            } else {
                return Err(ParseFenError::Char { row: i + 1, ch });
            }
            if file > 9 {
                break;
            }
        }
        if file != 9 {
            return Err(ParseFenError::RowWidth {
                row: i + 1,
                width: file,
            });
        }
    }
    Ok(board)
}

impl FromStr for Setup {
    type Err = ParseFenError;

    fn from_str(fen: &str) -> Result<Setup, ParseFenError> {
        if fen.len() > MAX_FEN_LEN {
            return Err(ParseFenError::TooLong { len: fen.len() });
        }
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.is_empty() {
            return Err(ParseFenError::Empty);
        }
        if fields.len() > 6 {
            return Err(ParseFenError::Fields {
                found: fields.len(),
            });
        }
        let board = parse_board(fields[0])?;
        let turn = match fields.get(1).copied() {
            None | Some("w") | Some("r") | Some("W") | Some("R") => Color::Red,
            Some("b") | Some("B") => Color::Black,
            Some(other) => {
                return Err(ParseFenError::Turn {
                    found: other.to_owned(),
                })
            }
        };
        let rest = if fields.len() > 2 {
            &fields[2..]
        } else {
            &[][..]
        };
        let counters_err = || ParseFenError::Counters {
            found: crate::joined(rest, " "),
        };
        let num = |s: &str| s.parse::<u32>().map_err(|_| counters_err());
        let (halfmoves, fullmoves) = match rest {
            [] => (0, 1),
            ["-"] | ["-", "-"] => (0, 1),
            ["-", "-", h] => (num(h)?, 1),
            ["-", "-", h, f] => (num(h)?, num(f)?),
            [h, f] if h.bytes().all(|b| b.is_ascii_digit()) => (num(h)?, num(f)?),
            _ => return Err(counters_err()),
        };
        Ok(Setup {
            board,
            turn,
            halfmoves,
            fullmoves,
        })
    }
}

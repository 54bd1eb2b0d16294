//! The one error type of reading a record: [`RecordError`] = what went wrong ([`RecordErrorKind`])
//! + where (game, line, byte offset, ply).

use std::fmt;

use super::{Format, TreeError};
use xiangqi::notation::ResolveError;
use xiangqi::{FenError, NotationError, Square};

/// An error reading a record.
///
/// Whole-file errors (unknown format, undecodable text, file too large) are returned by
/// [`read`](super::read) as `Err`. Errors inside one game (an illegal or unreadable move, a
/// truncated game, a malformed tag) are attached to that game as
/// [`GameRecord::error`](super::GameRecord::error): the game keeps everything read before the bad
/// part.
///
/// [`code`](RecordError::code) is stable: `ERR_RECORD_FORMAT`, `ERR_RECORD_ENCODING`,
/// `ERR_RECORD_MOVE` or `ERR_RECORD_LIMIT`.
///
/// ```
/// use xiangqi_record::{read, ReadOptions};
/// let games = read(b"1. h2e2 h9g7 2. h0h9", &ReadOptions::default()).unwrap().games;
/// let err = games[0].error.as_ref().unwrap();
/// assert_eq!(err.code(), "ERR_RECORD_MOVE");
/// assert_eq!((err.game, err.ply, err.line), (Some(0), Some(2), Some(1)));
/// assert_eq!(games[0].moves().len(), 2); // the moves before the bad one are kept
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    /// What went wrong.
    pub kind: RecordErrorKind,
    /// The game (0-based, in file order), if the error is inside one.
    pub game: Option<usize>,
    /// The line (1-based) of a text record.
    pub line: Option<usize>,
    /// The byte offset in the input (binary records, encoding errors).
    pub offset: Option<usize>,
    /// The ply of the bad move: the number of moves before it on its line of play (0-based index
    /// of the move; in a variation, counted from the start position).
    pub ply: Option<usize>,
}

/// What went wrong; see [`RecordError`].
///
/// Serialized (the `details` of a record `XiangqiError` and of [`RecordErrorJson`]) as the
/// variant's name and fields, e.g. `{"kind": "move", "text": "h0h9", "reason": "ERR_ILLEGAL_MOVE"}`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(
    feature = "tsify",
    derive(tsify::Tsify),
    tsify(rename = "RecordErrorDetails")
)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[non_exhaustive]
pub enum RecordErrorKind {
    /// The bytes are not in any supported record format.
    #[error("unknown record format")]
    UnknownFormat,
    /// The record is malformed (bad tag syntax, bad field, unbalanced variation, …).
    #[error("malformed {format} record: {reason}")]
    Malformed {
        /// The format being read.
        #[cfg_attr(feature = "tsify", tsify(type = "RecordFormat"))]
        format: Format,
        /// What is wrong (serialized as `reason` and its fields).
        #[serde(flatten)]
        reason: MalformedReason,
    },
    /// The record ends in the middle of something.
    #[error("truncated {format} record: {reason}")]
    Truncated {
        /// The format being read.
        #[cfg_attr(feature = "tsify", tsify(type = "RecordFormat"))]
        format: Format,
        /// What was being read (serialized as `reason` and its fields).
        #[serde(flatten)]
        reason: TruncatedReason,
    },
    /// The start position (FEN tag, piece table) is not a legal position.
    #[error("bad start position: {}{error}", fen.as_ref().map(|f| format!("FEN {f:?}: ")).unwrap_or_default())]
    StartPosition {
        /// The FEN as written, if the record gives one.
        #[serde(skip_serializing_if = "Option::is_none")]
        fen: Option<String>,
        /// Why it is not a legal position: serialized as `problem: {code, details}`, the code
        /// (`ERR_FEN_…` or `ERR_POS_…`) and details of the FEN's (first) error.
        #[serde(rename = "problem", serialize_with = "fen_problem")]
        #[cfg_attr(
            feature = "tsify",
            tsify(type = "{ code: string; details: FenErrorDetails | PositionProblemDetails }")
        )]
        error: Box<FenError>,
    },
    /// The text is in none of the encodings read (UTF-8, UTF-16, GBK/GB18030, Big5).
    #[error("text is neither UTF-8 nor GBK nor Big5")]
    Encoding,
    /// The text needs a decoder the host does not have (a JS runtime without the ICU data of
    /// GB18030 or UTF-16BE); no text is guessed.
    #[error("this host cannot decode {charset} text (no TextDecoder for it)")]
    NoDecoder {
        /// The WHATWG label of the encoding (`"gb18030"`, `"utf-16le"`, `"utf-16be"`).
        charset: &'static str,
    },
    /// A move that cannot be read or is not legal in its position.
    #[error("bad move {text:?}: {source}")]
    Move {
        /// The move as written.
        text: String,
        /// Why it does not name a legal move (serialized as `reason`, its code).
        #[serde(rename = "reason", serialize_with = "notation_code")]
        #[cfg_attr(
            feature = "tsify",
            tsify(type = "\"ERR_ILLEGAL_MOVE\" | \"ERR_NOTATION\"")
        )]
        source: NotationError,
    },
    /// The input is larger than [`MAX_RECORD_BYTES`](super::MAX_RECORD_BYTES).
    #[error("record of {size} bytes is larger than the limit of {max} bytes")]
    TooLarge {
        /// Size of the input.
        size: usize,
        /// The limit.
        max: usize,
    },
    /// A game holds more moves than [`MAX_GAME_NODES`](super::MAX_GAME_NODES), or a line is
    /// deeper than [`MAX_PLIES`](super::MAX_PLIES); the game is cut there.
    #[error("more than {max} {what}")]
    TooMany {
        /// What is counted.
        what: Counted,
        /// The limit.
        max: usize,
    },
}

/// What a [`RecordErrorKind::TooMany`] limit counts. Serialized `"moves"`, `"plies"` or
/// `"games"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Counted {
    /// The moves of a game, variations included ([`MAX_GAME_NODES`](super::MAX_GAME_NODES)).
    #[error("moves in a game")]
    Moves,
    /// The plies of one line from the start ([`MAX_PLIES`](super::MAX_PLIES)).
    #[error("plies in a line")]
    Plies,
    /// The games of a record ([`MAX_GAMES`](super::MAX_GAMES)).
    #[error("games")]
    Games,
}

impl Counted {
    /// The limit.
    pub const fn max(self) -> usize {
        match self {
            Counted::Moves => super::MAX_GAME_NODES,
            Counted::Plies => super::MAX_PLIES,
            Counted::Games => super::MAX_GAMES,
        }
    }
}

fn notation_code<S: serde::Serializer>(e: &NotationError, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(e.code())
}

/// `{code, details}` of a FEN error: its code and the details of the FEN syntax error, or of the
/// first problem of an impossible position (the one the code names).
fn fen_problem<S: serde::Serializer>(e: &FenError, s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeStruct as _;
    let mut st = s.serialize_struct("Problem", 2)?;
    st.serialize_field("code", e.code())?;
    match e {
        FenError::Parse(p) => st.serialize_field("details", p)?,
        FenError::Position(p) => st.serialize_field("details", &p.problems.first())?,
    }
    st.end()
}

/// Why a record is malformed ([`RecordErrorKind::Malformed`]).
///
/// Serialized as `reason` (the variant's name) and its fields, within the error's details, e.g.
/// `{"kind": "malformed", "format": "pgn", "reason": "bad_tag", "text": "[Event x]"}`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(tag = "reason", rename_all = "snake_case")]
#[non_exhaustive]
pub enum MalformedReason {
    /// A tag line that is not `[Name "value"]` (PGN).
    #[error("bad tag syntax {text:?}")]
    BadTag {
        /// The line.
        text: String,
    },
    /// A `)` that closes no variation (movetext).
    #[error("')' without '('")]
    UnopenedVariation,
    /// A variation (DhtmlXQ `move_P_S_B`) whose branch point, move `ply` of variation
    /// `parent`, is not in the record.
    #[error("variation {variation} branches off a missing move (variation {parent}, ply {ply})")]
    MissingBranch {
        /// The variation's number.
        variation: usize,
        /// The variation it branches off (0: the mainline).
        parent: usize,
        /// The 1-based ply of `parent` it is an alternative to.
        ply: usize,
    },
    /// A `position` line that is neither `startpos` nor `fen …` (UCI).
    #[error("expected startpos or fen, found {found:?}")]
    UciSetup {
        /// The word found.
        found: String,
    },
    /// A piece table (DhtmlXQ `binit`) that is not 64 digits.
    #[error("the piece table is not 64 digits")]
    PieceTable,
    /// A piece table entry that is neither a square nor "captured" (DhtmlXQ `binit`).
    #[error("piece {slot} of the piece table is on no square")]
    PieceSquare {
        /// The entry (0–15 Red's, 16–31 Black's, in the order `RNBAKABNRCCPPPPP`).
        slot: usize,
    },
    /// Two pieces of the piece table on one square (DhtmlXQ `binit`, XQF).
    #[error("two pieces on {square} in the piece table")]
    SharedSquare {
        /// The square (ICCS, `e4`).
        #[cfg_attr(feature = "tsify", tsify(type = "string"))]
        square: Square,
    },
    /// A binary file without its magic (`XQ` for XQF, `CCBridge Record` for CBR,
    /// `CCBridgeLibrary` for CBL).
    #[error("no magic bytes of its format")]
    NoMagic,
    /// A comment length that is negative or runs past the end of the file (XQF).
    #[error("bad comment length {len}")]
    CommentLength {
        /// The decoded length.
        len: i64,
    },
    /// A ChessBridge record of another layout version than 2 (byte 19), the one this reader
    /// knows: version 1 keeps its board and moves elsewhere.
    #[error("ChessBridge record version {version}: only version 2 is read")]
    CbrVersion {
        /// The version byte.
        version: u8,
    },
    /// A byte of a ChessBridge board that is no piece.
    #[error("board byte {byte:#04x} is no piece")]
    BoardByte {
        /// The byte.
        byte: u8,
    },
    /// A binary format (XQF, CBR, CBL) given as text.
    #[error("a binary format, not text")]
    NotText,
    /// No game in the text.
    #[error("no game found")]
    NoGame,
}

/// What a truncated record was reading when it ended ([`RecordErrorKind::Truncated`]).
///
/// Serialized as `reason` (the variant's name) and its fields, within the error's details, e.g.
/// `{"kind": "truncated", "format": "pgn", "reason": "comment_not_closed"}`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(tag = "reason", rename_all = "snake_case")]
#[non_exhaustive]
pub enum TruncatedReason {
    /// A `{` comment that is not closed (movetext).
    #[error("comment not closed")]
    CommentNotClosed,
    /// A `(` variation that is not closed (movetext).
    #[error("variation not closed")]
    VariationNotClosed,
    /// A `[DhtmlXQ_…]` field without its closing tag.
    #[error("field not closed")]
    FieldNotClosed,
    /// A WXF movetext without its `}END`.
    #[error("no }}END")]
    NoEnd,
    /// A file shorter than the 1024-byte XQF header.
    #[error("header of {len} bytes, expected at least 1024")]
    ShortHeader {
        /// The length of the file.
        len: usize,
    },
    /// A record shorter than the fixed part of its format (CBR: 2214 bytes, CBL: 576).
    #[error("record of {len} bytes, expected at least {min}")]
    ShortRecord {
        /// The length of the record.
        len: usize,
        /// The fixed part's length.
        min: usize,
    },
    /// A move record or comment that runs past the end of the file (XQF, CBR).
    #[error("move record cut short")]
    MoveRecord,
}

impl RecordErrorKind {
    /// The stable code of this kind of error.
    pub fn code(&self) -> &'static str {
        xiangqi::Coded::code(self).as_str()
    }
}

impl xiangqi::Coded for RecordErrorKind {
    fn code(&self) -> xiangqi::ErrorCode {
        match self {
            RecordErrorKind::UnknownFormat
            | RecordErrorKind::Malformed { .. }
            | RecordErrorKind::Truncated { .. }
            | RecordErrorKind::StartPosition { .. } => xiangqi::ErrorCode::RecordFormat,
            RecordErrorKind::Encoding | RecordErrorKind::NoDecoder { .. } => {
                xiangqi::ErrorCode::RecordEncoding
            }
            RecordErrorKind::Move { .. } => xiangqi::ErrorCode::RecordMove,
            RecordErrorKind::TooLarge { .. } | RecordErrorKind::TooMany { .. } => {
                xiangqi::ErrorCode::RecordLimit
            }
        }
    }
}

impl RecordError {
    /// An error with no location yet.
    pub const fn new(kind: RecordErrorKind) -> RecordError {
        RecordError {
            kind,
            game: None,
            line: None,
            offset: None,
            ply: None,
        }
    }

    /// `ERR_RECORD_FORMAT`, `ERR_RECORD_ENCODING`, `ERR_RECORD_MOVE` or `ERR_RECORD_LIMIT`.
    pub fn code(&self) -> &'static str {
        xiangqi::Coded::code(self).as_str()
    }

    /// Sets the game index.
    pub fn in_game(mut self, game: usize) -> RecordError {
        self.game = Some(game);
        self
    }

    /// Sets the line (1-based).
    pub fn at_line(mut self, line: usize) -> RecordError {
        self.line = Some(line);
        self
    }

    /// Sets the byte offset.
    pub fn at_offset(mut self, offset: usize) -> RecordError {
        self.offset = Some(offset);
        self
    }

    /// Sets the ply.
    pub fn at_ply(mut self, ply: usize) -> RecordError {
        self.ply = Some(ply);
        self
    }

    /// A [`RecordErrorKind::Malformed`] error.
    pub fn malformed(format: Format, reason: MalformedReason) -> RecordError {
        RecordError::new(RecordErrorKind::Malformed { format, reason })
    }

    /// A [`RecordErrorKind::Truncated`] error.
    pub fn truncated(format: Format, reason: TruncatedReason) -> RecordError {
        RecordError::new(RecordErrorKind::Truncated { format, reason })
    }

    /// A [`RecordErrorKind::StartPosition`] error.
    pub fn start_position(fen: Option<&str>, error: impl Into<FenError>) -> RecordError {
        RecordError::new(RecordErrorKind::StartPosition {
            fen: fen.map(str::to_owned),
            error: Box::new(error.into()),
        })
    }

    /// A [`RecordErrorKind::TooMany`] error.
    pub const fn too_many(what: Counted) -> RecordError {
        RecordError::new(RecordErrorKind::TooMany {
            what,
            max: what.max(),
        })
    }

    /// The error of a move written `text` that [`TreeBuilder::play`](super::TreeBuilder::play)
    /// refused below a node at `ply`: not legal, or over a limit (the line's depth or the
    /// game's size).
    pub(crate) fn refused(e: TreeError, text: impl Into<String>, ply: usize) -> RecordError {
        match e {
            TreeError::Illegal(e) => {
                RecordError::bad_move(text, ResolveError::Illegal { mv: e.mv }.into())
            }
            TreeError::Limit if ply >= super::MAX_PLIES => RecordError::too_many(Counted::Plies),
            TreeError::Limit => RecordError::too_many(Counted::Moves),
        }
    }

    /// A [`RecordErrorKind::Move`] error.
    pub fn bad_move(text: impl Into<String>, source: NotationError) -> RecordError {
        RecordError::new(RecordErrorKind::Move {
            text: text.into(),
            source,
        })
    }
}

impl xiangqi::Coded for RecordError {
    fn code(&self) -> xiangqi::ErrorCode {
        xiangqi::Coded::code(&self.kind)
    }
}

impl From<RecordErrorKind> for RecordError {
    fn from(kind: RecordErrorKind) -> RecordError {
        RecordError::new(kind)
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)?;
        let mut sep = " (";
        let mut part = |f: &mut fmt::Formatter<'_>, name: &str, v: Option<usize>| {
            if let Some(v) = v {
                write!(f, "{sep}{name} {v}")?;
                sep = ", ";
            }
            Ok::<(), fmt::Error>(())
        };
        part(f, "game", self.game)?;
        part(f, "line", self.line)?;
        part(f, "byte offset", self.offset)?;
        part(f, "ply", self.ply)?;
        if sep == ", " {
            f.write_str(")")?;
        }
        Ok(())
    }
}

impl std::error::Error for RecordError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            RecordErrorKind::Move { source, .. } => Some(source),
            RecordErrorKind::StartPosition { error, .. } => Some(error),
            _ => None,
        }
    }
}

/// The JSON shape of a [`RecordError`] (TypeScript `RecordErrorInfo`): a `XiangqiError`'s fields.
#[derive(serde::Serialize)]
#[cfg_attr(
    feature = "tsify",
    derive(tsify::Tsify),
    tsify(rename = "RecordErrorInfo")
)]
pub struct RecordErrorJson {
    /// The stable code.
    #[cfg_attr(
        feature = "tsify",
        tsify(
            type = "\"ERR_RECORD_FORMAT\" | \"ERR_RECORD_ENCODING\" | \"ERR_RECORD_MOVE\" | \"ERR_RECORD_LIMIT\""
        )
    )]
    code: &'static str,
    /// What went wrong, in English.
    message: String,
    /// The game's index in the record.
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<usize>,
    /// The 1-based line.
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<usize>,
    /// The byte offset.
    #[serde(skip_serializing_if = "Option::is_none")]
    offset: Option<usize>,
    /// The ply of the bad move.
    #[serde(skip_serializing_if = "Option::is_none")]
    ply: Option<usize>,
    /// The bad move as written.
    #[serde(skip_serializing_if = "Option::is_none")]
    text: Option<String>,
    /// What went wrong, as data.
    #[cfg_attr(feature = "tsify", tsify(type = "RecordErrorDetails"))]
    details: RecordErrorKind,
}

/// JSON: `{code, message, game?, line?, offset?, ply?, text?, details}` ([`RecordErrorJson`]).
impl serde::Serialize for RecordError {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        RecordErrorJson {
            code: self.code(),
            message: self.to_string(),
            game: self.game,
            line: self.line,
            offset: self.offset,
            ply: self.ply,
            text: match &self.kind {
                RecordErrorKind::Move { text, .. } => Some(text.clone()),
                _ => None,
            },
            details: self.kind.clone(),
        }
        .serialize(s)
    }
}

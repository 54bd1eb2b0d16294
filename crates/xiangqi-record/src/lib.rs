//! Xiangqi game records over the [`xiangqi`] rules crate: reading PGN, DhtmlXQ/UBB, XQF, WXF
//! text, UCI move lists and ChessBridge CBR/CBL; writing PGN and DhtmlXQ. The rules crate does not
//! depend on this one (as `shakmaty` leaves PGN to `pgn-reader`), so a build that only referees
//! (the wasm package's referee module) goes without it.
//!
//! [`read`] detects the format from the bytes (or is told it, [`ReadOptions::format`]), decodes
//! the text (UTF-8, UTF-16 with a BOM, GBK or Big5, detected from the bytes), and returns every game of the file as a
//! [`GameRecord`]: tags, start position, the moves as a [`MoveTree`] (mainline, variations and
//! comments) and the result. Moves are parsed in whatever notation the record uses (ICCS `h2e2`
//! / `H2-E2`, WXF `C2.5`, Chinese `炮二平五`, SAN `Cbe2` with 0- or 1-based ranks, coordinates
//! with 1-based ranks) and then resolved against the position, so every move in a tree is legal.
//!
//! The non-UTF-8 text is decoded by a [`TextDecoder`]: [`read`] uses [`EncodingRs`]
//! (`encoding_rs`, Cargo feature `encoding`, on by default); [`read_with`] takes another one, as
//! the wasm package does with the host's `TextDecoder`.
//!
//! Nothing valid is lost to a bad part: an illegal or unreadable move ends its line, and the game
//! keeps everything before it with the error attached ([`GameRecord::error`]); only whole-file
//! problems (unknown format, undecodable text, [`MAX_RECORD_BYTES`] exceeded) make `read` fail.
//!
//! ```
//! use xiangqi_record::{read, write_pgn, Format, ReadOptions};
//! use xiangqi::notation::Notation;
//!
//! let pgn = "[Game \"Chinese Chess\"]\n[Red \"许银川\"]\n1. 炮二平五 马８进７ (1... 炮８平５ {顺炮}) 2. 马二进三 *\n";
//! let records = read(pgn.as_bytes(), &ReadOptions::default()).unwrap();
//! assert_eq!(records.format, Format::Pgn);
//! let game = &records.games[0];
//! assert_eq!(game.moves_iccs(), ["h2e2", "h9g7", "h0g2"]);
//! assert_eq!(game.tree.variation_count(), 1);
//!
//! // Write it in WXF and read it back: the same tree.
//! let wxf = write_pgn(game, Notation::Wxf);
//! assert!(wxf.contains("1. C2.5 H8+7 (1... C8.5 {顺炮}) 2. H2+3 *"));
//! let again = &read(wxf.as_bytes(), &ReadOptions::default()).unwrap().games[0];
//! assert_eq!(again.tree, game.tree);
//!
//! // JSON (camelCase keys, moves in ICCS).
//! let json = serde_json::to_value(&records).unwrap();
//! assert_eq!(json["games"][0]["moves"][0], "h2e2");
//! assert_eq!(json["games"][0]["tags"]["red"], "许银川");
//! ```

#![warn(missing_docs)]

pub mod audit;
mod chessbridge;
mod detect;
mod dhtmlxq;
mod dhtmlxq_write;
mod encoding;
mod error;
mod game;
mod json;
mod movetext;
mod pgn;
mod pgn_write;
mod start;
mod tree;
mod uci;
mod wxf_text;
mod xqf;

use std::fmt;
use std::str::FromStr;

#[cfg(feature = "encoding")]
pub use detect::detect;
pub use dhtmlxq_write::write_dhtmlxq;
#[cfg(feature = "encoding")]
pub use encoding::{decode, EncodingRs};
pub use encoding::{
    decode_as, decode_with, malformed_offset, Charset, DecodeFailure, ParseEncodingError,
    TextDecoder, TextEncoding,
};
pub use error::{
    Counted, MalformedReason, RecordError, RecordErrorJson, RecordErrorKind, TruncatedReason,
};
pub use game::{GameRecord, GameResult, ParseResultError, Tags};
pub use json::{GameJson, NodeJson, TreeJson};
pub use pgn_write::write_pgn;
pub use tree::{MoveTree, Node, NodeId, TreeBuilder, TreeError};

use start::set_start_from_fen;

/// The largest input [`read`] accepts: 32 MiB (some 20,000 games of PGN).
pub const MAX_RECORD_BYTES: usize = 32 << 20;
/// The most games [`read`] returns from one input; the rest are cut with
/// [`RecordErrorKind::TooMany`].
pub const MAX_GAMES: usize = 100_000;
/// The most moves (nodes of the tree, variations included) of one game.
pub const MAX_GAME_NODES: usize = 250_000;
/// The deepest line of play (plies from the start position).
pub const MAX_PLIES: usize = 2_000;

/// The number of line breaks in `text` (a `str` or bytes).
pub(crate) fn newlines(text: impl AsRef<[u8]>) -> usize {
    text.as_ref().iter().filter(|&&c| c == b'\n').count()
}

/// The 1-based line of a byte offset in `text`.
pub(crate) fn line_of(text: &str, offset: usize) -> usize {
    LineCursor::default().line_of(text, offset)
}

/// The lines of offsets of one text asked for in increasing order (game after game), each
/// counted from the last one asked: a text of many games counting each game's line from the
/// start took quadratic time.
#[derive(Debug, Default)]
pub(crate) struct LineCursor {
    offset: usize,
    newlines: usize,
}

impl LineCursor {
    /// The 1-based line of `offset` (an offset before the last one asked counts from the
    /// start again).
    pub(crate) fn line_of(&mut self, text: &str, offset: usize) -> usize {
        let offset = offset.min(text.len());
        if offset < self.offset {
            *self = LineCursor::default();
        }
        self.newlines += newlines(&text.as_bytes()[self.offset..offset]);
        self.offset = offset;
        self.newlines + 1
    }
}

/// A record format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(
    feature = "tsify",
    derive(tsify::Tsify),
    tsify(rename = "RecordFormat")
)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// PGN: the xiangqi PGN of XQStudio / 象棋巫师 (ICCS, WXF or Chinese movetext), the
    /// `[Variant "xiangqi"]` PGN of pychess / Fairy-Stockfish / XBoard (SAN), and bare movetext.
    Pgn,
    /// DhtmlXQ / UBB (东萍 dpxq.com), also embedded in an HTML page.
    #[serde(rename = "dhtmlxq")]
    DhtmlXq,
    /// XQF (象棋演播室 / XQStudio), binary.
    Xqf,
    /// WXF text: `FORMAT WXF … START{ … }END` (XieXie, playOK).
    Wxf,
    /// UCI / UCCI move lists: `position fen … moves …`, `position startpos moves …` or a plain
    /// list of coordinate moves.
    Uci,
    /// ChessBridge (象棋桥) CBR, one game, binary.
    Cbr,
    /// ChessBridge (象棋桥) CBL, a library of games, binary.
    Cbl,
}

impl Format {
    /// All formats.
    pub const ALL: [Format; 7] = [
        Format::Pgn,
        Format::DhtmlXq,
        Format::Xqf,
        Format::Wxf,
        Format::Uci,
        Format::Cbr,
        Format::Cbl,
    ];

    /// `"pgn"`, `"dhtmlxq"`, `"xqf"`, `"wxf"`, `"uci"`, `"cbr"` or `"cbl"`.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Pgn => "pgn",
            Format::DhtmlXq => "dhtmlxq",
            Format::Xqf => "xqf",
            Format::Wxf => "wxf",
            Format::Uci => "uci",
            Format::Cbr => "cbr",
            Format::Cbl => "cbl",
        }
    }

    /// Whether the format is binary (XQF, CBR, CBL): read from bytes, not text.
    pub const fn is_binary(self) -> bool {
        matches!(self, Format::Xqf | Format::Cbr | Format::Cbl)
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Error of `Format::from_str`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown record format (expected pgn, dhtmlxq, xqf, wxf, uci, cbr or cbl)")]
pub struct ParseFormatError;

impl ParseFormatError {
    /// `ERR_ARGUMENT`.
    pub fn code(&self) -> &'static str {
        xiangqi::Coded::code(self).as_str()
    }
}

impl xiangqi::Coded for ParseFormatError {
    fn code(&self) -> xiangqi::ErrorCode {
        xiangqi::ErrorCode::Argument
    }
}

/// Case-insensitive; `ubb` is accepted for DhtmlXQ, `ucci` for UCI.
///
/// ```
/// use xiangqi_record::Format;
/// assert_eq!("DhtmlXQ".parse::<Format>().unwrap(), Format::DhtmlXq);
/// assert_eq!("ubb".parse::<Format>().unwrap(), Format::DhtmlXq);
/// assert_eq!("CBL".parse::<Format>().unwrap(), Format::Cbl);
/// assert!("cbf".parse::<Format>().is_err());
/// ```
impl FromStr for Format {
    type Err = ParseFormatError;
    fn from_str(s: &str) -> Result<Format, ParseFormatError> {
        let s = s.trim().to_ascii_lowercase();
        match s.as_str() {
            "ubb" => return Ok(Format::DhtmlXq),
            "ucci" => return Ok(Format::Uci),
            _ => {}
        }
        Format::ALL
            .into_iter()
            .find(|f| f.name() == s)
            .ok_or(ParseFormatError)
    }
}

/// Options of [`read`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// The format; `None` (the default) detects it from the bytes ([`detect`]).
    pub format: Option<Format>,
    /// The text encoding; `None` (the default) detects it from the bytes (UTF-16 by its BOM,
    /// else whichever of UTF-8, GBK and Big5 gives record text: [`decode_as`]). XQF text is GBK
    /// or Big5, detected the same way from its text fields (this option overrides it: GBK, Big5
    /// or UTF-8); ChessBridge text is always UTF-16.
    pub encoding: Option<TextEncoding>,
}

impl ReadOptions {
    /// Options reading `format`.
    pub fn with_format(format: Format) -> ReadOptions {
        ReadOptions {
            format: Some(format),
            ..ReadOptions::default()
        }
    }

    /// Options reading text in `encoding`.
    pub fn with_encoding(encoding: TextEncoding) -> ReadOptions {
        ReadOptions {
            encoding: Some(encoding),
            ..ReadOptions::default()
        }
    }
}

/// The games of one record file. JSON: `{format, encoding, games: [...]}` (see [`GameRecord`]'s
/// serde shape: `{tags, fen, moves, result, tree, error?}`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(rename = "RecordGames"))]
#[serde(rename_all = "camelCase")]
pub struct Records {
    /// The format read.
    #[cfg_attr(feature = "tsify", tsify(type = "RecordFormat"))]
    pub format: Format,
    /// The text encoding: of the text, or of an XQF file's text fields (GBK or Big5); `None`,
    /// JSON `null`, for ChessBridge (UTF-16 by definition).
    #[cfg_attr(feature = "tsify", tsify(type = "TextEncoding | null"))]
    pub encoding: Option<TextEncoding>,
    /// The games, in file order.
    #[cfg_attr(feature = "tsify", tsify(type = "RecordGame[]"))]
    pub games: Vec<GameRecord>,
}

/// Reads a record: detects its format (unless [`ReadOptions::format`] says it), decodes its text
/// and returns its games.
///
/// `Err` only for whole-file problems: [`RecordErrorKind::TooLarge`] (over
/// [`MAX_RECORD_BYTES`]), [`RecordErrorKind::UnknownFormat`] (including binary files of other
/// formats), text that is in none of the encodings from the start ([`RecordErrorKind::Encoding`]),
/// or a file with no game at all. A problem inside a game is attached to it
/// ([`GameRecord::error`]), and the game keeps what was read before it; bytes that cannot be
/// decoded part-way through end the text there, and the last game read gets the
/// `ERR_RECORD_ENCODING` error (with the byte offset, the line and the ply: the moves read before it).
///
/// ```
/// use xiangqi_record::{read, Format, ReadOptions};
/// let ubb = "[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][DhtmlXQ_result]红胜[/DhtmlXQ_result][/DhtmlXQ]";
/// let records = read(ubb.as_bytes(), &ReadOptions::default()).unwrap();
/// assert_eq!(records.format, Format::DhtmlXq);
/// assert_eq!(records.games[0].moves_iccs(), ["h2e2", "h9g7"]);
///
/// let err = read(b"hello world", &ReadOptions::default()).unwrap_err();
/// assert_eq!(err.code(), "ERR_RECORD_FORMAT");
/// ```
#[cfg(feature = "encoding")]
pub fn read(bytes: &[u8], opts: &ReadOptions) -> Result<Records, RecordError> {
    read_with(bytes, opts, &EncodingRs)
}

/// [`read`] with another decoder of GBK, Big5 and UTF-16 (e.g. the host's, in the wasm package).
pub fn read_with(
    bytes: &[u8],
    opts: &ReadOptions,
    decoder: &dyn TextDecoder,
) -> Result<Records, RecordError> {
    within_size(bytes.len())?;
    let binary = opts.format.or_else(|| detect::binary(bytes));
    if let Some(format) = binary.filter(|f| f.is_binary()) {
        let (games, encoding) = match format {
            Format::Xqf => {
                let (games, enc) = xqf::read(bytes, opts.encoding, decoder)?;
                (games, Some(enc))
            }
            Format::Cbr => (chessbridge::read_cbr(bytes)?, None),
            _ => (chessbridge::read_cbl(bytes)?, None),
        };
        return Ok(Records {
            format,
            encoding,
            games,
        });
    }
    if opts.format.is_none() && detect::is_binary(bytes) {
        return Err(RecordErrorKind::UnknownFormat.into());
    }
    match decode_as(bytes, opts.encoding, decoder) {
        Ok((text, encoding)) => {
            let mut records = read_text(&text, opts)?;
            records.encoding = Some(encoding);
            Ok(records)
        }
        Err(err) => {
            // Undecodable bytes: read the text before them, if it holds a game, and attach the
            // error to the last game (which the bad bytes cut short).
            let valid = err.offset.unwrap_or(0);
            let Ok((text, encoding)) = decode_as(&bytes[..valid], opts.encoding, decoder) else {
                return Err(err);
            };
            match read_text(&text, opts) {
                Ok(mut records) if valid > 0 => {
                    let index = records.games.len() - 1;
                    let last = &mut records.games[index];
                    let line = line_of(&text, text.len());
                    let ply = last.tree.mainline().len();
                    last.error = Some(err.in_game(index).at_line(line).at_ply(ply));
                    records.encoding = Some(encoding);
                    Ok(records)
                }
                _ => Err(err),
            }
        }
    }
}

/// Reads a record that is already text (e.g. a JS string). XQF, CBR and CBL, being binary, need
/// [`read`].
pub fn read_str(text: &str, opts: &ReadOptions) -> Result<Records, RecordError> {
    within_size(text.len())?;
    let mut records = read_text(text.strip_prefix('\u{feff}').unwrap_or(text), opts)?;
    records.encoding = Some(TextEncoding::Utf8);
    Ok(records)
}

/// [`RecordErrorKind::TooLarge`] for an input over [`MAX_RECORD_BYTES`].
fn within_size(size: usize) -> Result<(), RecordError> {
    if size > MAX_RECORD_BYTES {
        return Err(RecordErrorKind::TooLarge {
            size,
            max: MAX_RECORD_BYTES,
        }
        .into());
    }
    Ok(())
}

fn read_text(text: &str, opts: &ReadOptions) -> Result<Records, RecordError> {
    let format = match opts.format {
        Some(f) => f,
        None => detect::text(text).ok_or(RecordErrorKind::UnknownFormat)?,
    };
    let mut games = match format {
        Format::Pgn => pgn::read(text),
        Format::DhtmlXq => dhtmlxq::read(text),
        Format::Wxf => wxf_text::read(text),
        Format::Uci => uci::read(text),
        Format::Xqf | Format::Cbr | Format::Cbl => {
            return Err(RecordError::malformed(format, MalformedReason::NotText))
        }
    };
    if games.is_empty() {
        return Err(RecordError::malformed(format, MalformedReason::NoGame));
    }
    if games.len() > MAX_GAMES {
        games.truncate(MAX_GAMES);
        let last = &mut games[MAX_GAMES - 1];
        last.error
            .get_or_insert(RecordError::too_many(Counted::Games).in_game(MAX_GAMES - 1));
    }
    Ok(Records {
        format,
        encoding: None,
        games,
    })
}

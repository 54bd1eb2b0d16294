//! XQF, the binary format of 象棋演播室 (XQStudio), the format of the largest legacy archives.
//!
//! # Layout
//!
//! A 1024-byte header, then the move records.
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0x00 | 2 | magic `XQ` |
//! | 0x02 | 1 | version: 10 (XQF 1.0, plain), 11 and later (obfuscated) |
//! | 0x03 | 1 | key mask |
//! | 0x08 | 4 | the four "or" keys |
//! | 0x0C | 4 | key sum, key of the piece squares, key of the from squares, key of the to squares |
//! | 0x10 | 32 | the square of each piece, `file * 10 + rank` (≥ 90: not on the board), in the order 车马相仕帅仕相马车炮炮兵兵兵兵兵, Red then Black |
//! | 0x32 | 1 | who moves first (先行): 1 Black; 0 Red or not stated |
//! | 0x33 | 1 | result: 0 unknown, 1 Red wins, 2 Black wins, 3 draw |
//! | 0x40 | 1 | kind of record: 0/1 full game, 2 opening, 3 middle game, 4 endgame |
//! | 0x50 … 0x1F0 | | Pascal strings (a length byte, then GBK or Big5 text): title (64 bytes), event (64), date, site, Red, Black (16 each), opening (64), Red's time, Black's time (16 each), annotator, author (16 each) |
//!
//! From 0x400, a pre-order tree of moves: each node is `from, to, flags, reserved`, then its comment
//! and then, when the flags say so, its first child (the next move) with all its descendants, then
//! its next sibling (an alternative to it). The first node is the root (the start position; its
//! move is empty and only its comment counts).
//!
//! - Version 10: squares are stored plus 24 (from) and plus 32 (to); every node has a 4-byte
//!   comment length; flag bits `0xF0`: a child follows, `0x0F`: a sibling follows.
//! - Version ≥ 11: every byte from 0x400 on is stored plus a byte of a 32-byte key stream (the
//!   copyright notice below masked with keys derived from the header); squares carry further
//!   offsets derived from the header keys; flag bits `0x80` child, `0x40` sibling, `0x20` a
//!   comment length follows (stored plus an offset derived from the keys).
//! - Version ≥ 12: the piece table is also rotated by a key-derived amount.
//!
//! The text (header fields and comments) is GBK in most files and Big5 in files from Taiwan
//! and Hong Kong; the format does not say which, so it is detected from the bytes of all the
//! text fields together ([`detect_fields`]), unless [`ReadOptions::encoding`](super::ReadOptions)
//! says it.
//!
//! The layout was learnt from public descriptions of the format; the code is this crate's own.

use super::encoding::{decode_lossy_in, detect_fields};
use super::start::{placement, start_from_placement};
use super::{
    Charset, Counted, Format, GameRecord, GameResult, MalformedReason, MoveTree, NodeId,
    RecordError, RecordErrorKind, TextDecoder, TextEncoding, TreeBuilder, TruncatedReason,
    MAX_GAME_NODES,
};
use xiangqi::notation::NotationError;
use xiangqi::{Board, Color, Move, Position, Square};

/// Size of the header; the move records start here.
pub const HEADER_LEN: usize = 0x400;

/// The text the key stream of versions ≥ 11 is made from.
const KEY_TEXT: &[u8; 32] = b"[(C) Copyright Mr. Dong Shiwei.]";

/// The text fields of the header: name, offset, size of the field (length byte included).
const TEXT_FIELDS: [(&str, usize, usize); 11] = [
    ("title", 0x50, 64),
    ("event", 0xD0, 64),
    ("date", 0x110, 16),
    ("site", 0x120, 16),
    ("red", 0x130, 16),
    ("black", 0x140, 16),
    ("opening", 0x150, 64),
    ("redTime", 0x190, 16),
    ("blackTime", 0x1A0, 16),
    ("annotator", 0x1D0, 16),
    ("author", 0x1E0, 16),
];

/// What went wrong while decoding the bytes of an XQF file, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum XqfError {
    /// The file does not start with `XQ`.
    #[error("not an XQF file (no \"XQ\" magic)")]
    Magic,
    /// The file is shorter than the 1024-byte header.
    #[error("truncated XQF header ({len} bytes, expected at least 1024)")]
    ShortHeader {
        /// The length of the file.
        len: usize,
    },
    /// Two pieces of the piece table stand on the same square.
    #[error("two pieces on square {square} in the XQF piece table")]
    SharedSquare {
        /// The square.
        square: Square,
    },
    /// A move record or comment runs past the end of the file.
    #[error("truncated XQF move record at byte {offset}")]
    Truncated {
        /// Where the record starts.
        offset: usize,
    },
    /// A comment length is negative or larger than the rest of the file.
    #[error("bad XQF comment length {len} at byte {offset}")]
    CommentLength {
        /// The decoded length.
        len: i64,
        /// Where the length is stored.
        offset: usize,
    },
    /// A text field is not ASCII and the host has no decoder of its encoding.
    #[error("no {} decoder for the XQF text at byte {offset}", charset.label())]
    NoDecoder {
        /// Where the text starts.
        offset: usize,
        /// The encoding the text is in.
        charset: Charset,
    },
    /// The tree has more than [`MAX_GAME_NODES`] moves.
    #[error("more than {MAX_GAME_NODES} moves in the XQF tree (byte {offset})")]
    TooManyNodes {
        /// Where the first move over the limit starts.
        offset: usize,
    },
}

impl XqfError {
    /// The byte offset the error is about (0 for the header).
    pub fn offset(&self) -> usize {
        match self {
            XqfError::Magic | XqfError::ShortHeader { .. } | XqfError::SharedSquare { .. } => 0,
            XqfError::Truncated { offset }
            | XqfError::CommentLength { offset, .. }
            | XqfError::NoDecoder { offset, .. }
            | XqfError::TooManyNodes { offset } => *offset,
        }
    }
}

/// One node of the decoded move tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XqfNode {
    /// The from square as stored, decoded to `file * 10 + rank` (≥ 90 for an invalid square).
    pub from: u8,
    /// The to square, likewise.
    pub to: u8,
    /// The comment after the move (before the first move, for the root).
    pub comment: Option<String>,
    /// The children in order: the first is the main continuation.
    pub children: Vec<usize>,
    /// The byte offset of the record.
    pub offset: usize,
    /// The number of moves before this node's move on its line (the root: 0).
    pub ply: usize,
}

impl XqfNode {
    /// The move's squares, if both are on the board.
    pub fn squares(&self) -> Option<(Square, Square)> {
        Some((xqf_square(self.from)?, xqf_square(self.to)?))
    }
}

/// An XQF file decoded into its header and its tree of raw moves (not yet checked against the
/// rules).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XqfFile {
    /// The format version (10 … 18 in the wild).
    pub version: u8,
    /// The side to move the header states: Black for 1 (0, the byte's default, says nothing).
    pub turn: Option<Color>,
    /// The result code: 0 unknown, 1 Red wins, 2 Black wins, 3 draw.
    pub result: u8,
    /// The kind of record: 0/1 full game, 2 opening, 3 middle game, 4 endgame.
    pub kind: u8,
    /// The non-empty text fields of the header (`title`, `event`, `date`, `site`, `red`, `black`,
    /// `opening`, `redTime`, `blackTime`, `annotator`, `author`), in that order.
    pub tags: Vec<(&'static str, String)>,
    /// The encoding the text was decoded from (GBK or Big5).
    pub encoding: TextEncoding,
    /// The start placement.
    pub board: Board,
    /// The move tree in pre-order; `nodes[0]` is the root (the start position).
    pub nodes: Vec<XqfNode>,
}

/// `file * 10 + rank` → square.
pub(super) fn xqf_square(v: u8) -> Option<Square> {
    if v >= 90 {
        return None;
    }
    let (file, rank) = (v / 10, v % 10);
    Square::from_index(rank * 9 + file)
}

/// The keys of an obfuscated file (all zero for version 10).
#[derive(Debug, Clone)]
struct Keys {
    piece: u8,
    from: u8,
    to: u8,
    comment: i64,
    stream: [u8; 32],
}

impl Keys {
    fn new(h: &[u8]) -> Keys {
        if h[2] < 11 {
            return Keys {
                piece: 0,
                from: 0,
                to: 0,
                comment: 0,
                stream: [0; 32],
            };
        }
        // f(x) = 54x² + 221, taken modulo 256 like every key byte.
        let f = |x: u8| (u32::from(x) * u32::from(x) * 54 + 221) as u8;
        let piece = f(h[13]).wrapping_mul(h[13]);
        let from = f(h[14]).wrapping_mul(piece);
        let to = f(h[15]).wrapping_mul(from);
        let comment = i64::from(u16::from_be_bytes([h[12], h[13]]) % 32000) + 767;
        let mask = h[3];
        let ors = [
            (h[12] & mask) | h[8],
            (h[13] & mask) | h[9],
            (h[14] & mask) | h[10],
            (h[15] & mask) | h[11],
        ];
        let mut stream = [0; 32];
        for (i, s) in stream.iter_mut().enumerate() {
            *s = KEY_TEXT[i] & ors[i % 4];
        }
        Keys {
            piece,
            from,
            to,
            comment,
            stream,
        }
    }
}

/// A reader of the de-obfuscated bytes after the header.
struct Body<'a> {
    bytes: &'a [u8],
    pos: usize,
    keys: &'a Keys,
}

impl Body<'_> {
    fn take<const N: usize>(&mut self, record: usize) -> Result<[u8; N], XqfError> {
        let raw = self
            .bytes
            .get(self.pos..self.pos + N)
            .ok_or(XqfError::Truncated { offset: record })?;
        let mut out = [0; N];
        for (i, (o, b)) in out.iter_mut().zip(raw).enumerate() {
            *o = b.wrapping_sub(self.keys.stream[(self.pos + i) % 32]);
        }
        self.pos += N;
        Ok(out)
    }

    /// The de-obfuscated bytes of a comment (decoded once the encoding is known).
    fn text(&mut self, len: usize) -> RawText {
        let offset = self.pos;
        let raw: Vec<u8> = self.bytes[offset..offset + len]
            .iter()
            .enumerate()
            .map(|(i, b)| b.wrapping_sub(self.keys.stream[(offset + i) % 32]))
            .collect();
        self.pos += len;
        RawText { offset, raw }
    }

    /// Reads one node record: the squares, the flags (child, sibling) and the comment's bytes.
    fn node(&mut self, version: u8) -> Result<(XqfNode, Option<RawText>, bool, bool), XqfError> {
        let offset = self.pos;
        let [from, to, flags, _] = self.take::<4>(offset)?;
        let (child, sibling, len_at) = if version < 11 {
            (flags & 0xF0 != 0, flags & 0x0F != 0, Some(self.pos))
        } else {
            (
                flags & 0x80 != 0,
                flags & 0x40 != 0,
                (flags & 0x20 != 0).then_some(self.pos),
            )
        };
        let mut comment = None;
        if let Some(at) = len_at {
            let len = i64::from(i32::from_le_bytes(self.take::<4>(offset)?)) - self.keys.comment;
            if len < 0 || len as usize > self.bytes.len() - self.pos {
                return Err(XqfError::CommentLength { len, offset: at });
            }
            comment = Some(self.text(len as usize)).filter(|t| !t.raw.is_empty());
        }
        let node = XqfNode {
            from: from.wrapping_sub(24).wrapping_sub(self.keys.from),
            to: to.wrapping_sub(32).wrapping_sub(self.keys.to),
            comment: None,
            children: Vec::new(),
            offset,
            ply: 0,
        };
        Ok((node, comment, child, sibling))
    }
}

/// The bytes of a text field, not yet decoded, and where they are.
struct RawText {
    offset: usize,
    raw: Vec<u8>,
}

/// The text without control characters other than line breaks and tabs (they are damage, not
/// text, and no record format can hold them).
pub(super) fn printable(text: &str) -> String {
    text.chars()
        .filter(|&c| !c.is_control() || c == '\n' || c == '\t')
        .collect()
}

/// Decodes text in `enc` (stored at `offset`), trimmed of NULs and surrounding white space
/// (malformed bytes become U+FFFD).
fn decode_text(
    raw: &[u8],
    enc: TextEncoding,
    decoder: &dyn TextDecoder,
    offset: usize,
) -> Result<String, XqfError> {
    let text = decode_lossy_in(raw, enc, decoder).map_err(|_| XqfError::NoDecoder {
        offset,
        charset: if enc == TextEncoding::Big5 {
            Charset::Big5
        } else {
            Charset::Gb18030
        },
    })?;
    Ok(text
        .trim_matches(|c: char| c.is_control() || c.is_whitespace())
        .to_owned())
}

/// A decoding error with the ply it cut the tree at (the moves before it on its line).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodeError {
    /// What went wrong.
    pub error: XqfError,
    /// What was decoded before the damage (`None` when the header itself is unusable).
    pub partial: Option<XqfFile>,
    /// The ply of the record that could not be read.
    pub ply: Option<usize>,
}

/// Decodes an XQF file. On a damaged file, returns what was decoded before the damage with the
/// error.
#[cfg(test)]
pub fn decode(bytes: &[u8], decoder: &dyn TextDecoder) -> Result<XqfFile, Box<DecodeError>> {
    decode_in(bytes, None, decoder)
}

/// [`decode`] with the text in `encoding` (GBK, Big5 or UTF-8; `None`, or UTF-16, which no XQF
/// file holds: detected from the bytes of the text fields).
pub fn decode_in(
    bytes: &[u8],
    encoding: Option<TextEncoding>,
    decoder: &dyn TextDecoder,
) -> Result<XqfFile, Box<DecodeError>> {
    let header_error = |error| {
        Box::new(DecodeError {
            error,
            partial: None,
            ply: None,
        })
    };
    if bytes.len() < 2 || &bytes[..2] != b"XQ" {
        return Err(header_error(XqfError::Magic));
    }
    if bytes.len() < HEADER_LEN {
        return Err(header_error(XqfError::ShortHeader { len: bytes.len() }));
    }
    let h = &bytes[..HEADER_LEN];
    let version = h[2];
    let keys = Keys::new(h);
    let mut squares = [0u8; 32];
    for (i, &b) in h[0x10..0x30].iter().enumerate() {
        let at = if version >= 12 {
            (usize::from(keys.piece) + 1 + i) % 32
        } else {
            i
        };
        squares[at] = b.wrapping_sub(keys.piece);
    }
    let board = placement(squares.map(xqf_square))
        .map_err(|square| header_error(XqfError::SharedSquare { square }))?;
    // The text fields, decoded once the tree is read (the encoding is chosen from all of them).
    let fields: Vec<(&'static str, RawText)> = TEXT_FIELDS
        .iter()
        .map(|&(name, at, size)| {
            let len = usize::from(h[at]).min(size - 1);
            let raw = h[at + 1..at + 1 + len].to_vec();
            (
                name,
                RawText {
                    offset: at + 1,
                    raw,
                },
            )
        })
        .collect();
    let mut file = XqfFile {
        version,
        turn: (h[0x32] == 1).then_some(Color::Black),
        result: h[0x33],
        kind: h[0x40],
        tags: Vec::new(),
        encoding: TextEncoding::Gbk,
        board,
        nodes: Vec::new(),
    };
    // The comments' bytes, by node.
    let mut comments: Vec<(usize, RawText)> = Vec::new();
    let damage = read_tree(&mut file, &mut comments, bytes, &keys);
    let enc = match encoding {
        Some(e @ (TextEncoding::Gbk | TextEncoding::Big5 | TextEncoding::Utf8)) => e,
        _ => detect_fields(
            fields
                .iter()
                .map(|(_, t)| &t.raw[..])
                .chain(comments.iter().map(|(_, t)| &t.raw[..])),
            decoder,
        ),
    };
    file.encoding = enc;
    for (name, t) in &fields {
        let text = decode_text(&t.raw, enc, decoder, t.offset).map_err(header_error)?;
        let text = printable(&text.replace(['\r', '\n'], " "));
        if !text.is_empty() {
            file.tags.push((*name, text));
        }
    }
    let mut damage = damage;
    for (id, t) in &comments {
        match decode_text(&t.raw, enc, decoder, t.offset) {
            // XQStudio is a Windows program: its line breaks are CR LF.
            Ok(text) => {
                let text = printable(&text.replace("\r\n", "\n").replace('\r', "\n"));
                if !text.is_empty() {
                    file.nodes[*id].comment = Some(text);
                }
            }
            Err(e) => {
                let ply = file.nodes[*id].ply;
                damage = Some((e, Some(ply)));
                break;
            }
        }
    }
    match damage {
        None => Ok(file),
        Some((error, ply)) => Err(Box::new(DecodeError {
            error,
            partial: Some(file),
            ply,
        })),
    }
}

/// Reads the move tree after the header into `file.nodes` and the comments' bytes into
/// `comments`; the damage that cut it short, with its ply.
fn read_tree(
    file: &mut XqfFile,
    comments: &mut Vec<(usize, RawText)>,
    bytes: &[u8],
    keys: &Keys,
) -> Option<(XqfError, Option<usize>)> {
    let version = file.version;
    let mut body = Body {
        bytes,
        pos: HEADER_LEN,
        keys,
    };
    if body.pos == bytes.len() {
        // A header without even the root record: a game without moves.
        file.nodes.push(XqfNode {
            from: 0,
            to: 0,
            comment: None,
            children: Vec::new(),
            offset: HEADER_LEN,
            ply: 0,
        });
        return None;
    }
    // Pre-order with an explicit stack (no recursion: a hostile file may nest without bound).
    // Each entry is the parent whose next child is the next record.
    let mut pending: Vec<usize> = Vec::new();
    match body.node(version) {
        Ok((root, comment, child, _)) => {
            file.nodes.push(root);
            comments.extend(comment.map(|c| (0, c)));
            if child {
                pending.push(0);
            }
        }
        Err(e) => return Some((e, Some(0))),
    }
    while let Some(parent) = pending.pop() {
        let ply = file.nodes[parent].ply;
        if file.nodes.len() > MAX_GAME_NODES {
            let offset = body.pos;
            return Some((XqfError::TooManyNodes { offset }, Some(ply)));
        }
        let (mut node, comment, child, sibling) = match body.node(version) {
            Ok(n) => n,
            Err(e) => return Some((e, Some(ply))),
        };
        node.ply = ply + 1;
        let id = file.nodes.len();
        file.nodes.push(node);
        comments.extend(comment.map(|c| (id, c)));
        file.nodes[parent].children.push(id);
        if sibling {
            pending.push(parent);
        }
        if child {
            pending.push(id);
        }
    }
    None
}

/// Reads an XQF file into a game: the header's tags, start position and result, and the move tree
/// with every move checked.
///
/// A file whose header is unusable (no `XQ` magic, shorter than the header, two pieces on a
/// square, an impossible start position) is an `Err`. Damage after the header (a truncated record,
/// a bad comment length, an illegal move or a square off the board) is attached to the game as
/// [`GameRecord::error`] with its byte offset and ply; the game keeps every move before it (an
/// illegal move's own subtree is dropped, the rest of the tree is kept).
///
/// The text is in `encoding` (`None`: detected); the encoding it was decoded from is returned
/// with the game.
pub(crate) fn read(
    bytes: &[u8],
    encoding: Option<TextEncoding>,
    decoder: &dyn TextDecoder,
) -> Result<(Vec<GameRecord>, TextEncoding), RecordError> {
    let (file, mut error) = match decode_in(bytes, encoding, decoder) {
        Ok(file) => (file, None),
        Err(e) => {
            let DecodeError {
                error,
                partial,
                ply,
            } = *e;
            let mut err = decode_error(&error).at_offset(error.offset());
            if let Some(ply) = ply {
                err = err.at_ply(ply);
            }
            match partial {
                Some(file) => (file, Some(err)),
                None => return Err(err),
            }
        }
    };
    let start = start_position(&file)?;
    let mut game = GameRecord::new(start.clone());
    for (key, value) in &file.tags {
        game.tags.set(key, value.clone());
    }
    game.result = Some(match file.result {
        1 => GameResult::RED_WINS,
        2 => GameResult::BLACK_WINS,
        3 => GameResult::DRAW,
        _ => GameResult::Unknown,
    });
    let (tree, move_error) = play_tree(start, &file.nodes);
    if error.is_none() {
        error = move_error;
    }
    game.tree = tree;
    game.error = error.map(|e| e.in_game(0));
    Ok((vec![game], file.encoding))
}

/// The tree of decoded nodes (`nodes[0]` the root) with every move checked from `start`: the
/// tree of the legal moves, and the first bad move of the mainline if there is one, else the
/// first elsewhere (an illegal move's own subtree is dropped). Shared with ChessBridge.
pub(super) fn play_tree(start: Position, nodes: &[XqfNode]) -> (MoveTree, Option<RecordError>) {
    let mut builder = TreeBuilder::new(start);
    // The first bad move of the mainline if there is one, else the first elsewhere.
    let mut move_error: Option<(bool, RecordError)> = None;
    if let Some(root) = nodes.first() {
        if let Some(c) = &root.comment {
            builder.comment(MoveTree::ROOT, c);
        }
        // Depth first, the continuation before the variations; `main`: on the mainline.
        let mut stack = vec![(0usize, MoveTree::ROOT, true)];
        while let Some((x, parent, main)) = stack.pop() {
            let start = stack.len();
            for (i, &c) in nodes[x].children.iter().enumerate() {
                let node = &nodes[c];
                let main = main && i == 0;
                match play(&mut builder, parent, node) {
                    Ok(id) => {
                        if let Some(text) = &node.comment {
                            builder.comment(id, text);
                        }
                        stack.push((c, id, main));
                    }
                    Err(e) => {
                        if !matches!(move_error, Some((old, _)) if old || !main) {
                            move_error = Some((main, e));
                        }
                    }
                }
            }
            // The first child on top: its line is walked first.
            stack[start..].reverse();
        }
    }
    (builder.finish(), move_error.map(|(_, e)| e))
}

/// The start position: the header's placement, with the side of the first move's piece to move
/// (else the header's side to move).
fn start_position(file: &XqfFile) -> Result<Position, RecordError> {
    start_of(file.board.clone(), &file.nodes, file.turn)
        .map_err(|e| RecordError::start_position(None, e).at_offset(0x10))
}

/// The start position of a placement and its decoded tree: the side of the first move's piece
/// to move, else `turn`.
pub(super) fn start_of(
    board: Board,
    nodes: &[XqfNode],
    turn: Option<Color>,
) -> Result<Position, xiangqi::PositionError> {
    let first_from = nodes
        .first()
        .and_then(|root| root.children.first())
        .and_then(|&c| nodes[c].squares())
        .map(|(from, _)| from);
    start_from_placement(board, first_from, turn)
}

/// Plays one decoded move below `parent`.
fn play(builder: &mut TreeBuilder, parent: NodeId, node: &XqfNode) -> Result<NodeId, RecordError> {
    let located = |e: RecordError| e.at_offset(node.offset).at_ply(node.ply - 1);
    let Some((from, to)) = node.squares() else {
        let text = format!("{:02}{:02}", node.from, node.to);
        return Err(located(RecordError::bad_move(
            text,
            NotationError::Unrecognized,
        )));
    };
    let mv = Move::new(from, to);
    builder
        .play(parent, mv)
        .map_err(|e| located(RecordError::refused(e, mv.to_string(), node.ply - 1)))
}

/// The record error of a decoding error.
fn decode_error(e: &XqfError) -> RecordError {
    let malformed = |reason| RecordError::malformed(Format::Xqf, reason);
    let truncated = |reason| RecordError::truncated(Format::Xqf, reason);
    match *e {
        XqfError::Magic => malformed(MalformedReason::NoMagic),
        XqfError::SharedSquare { square } => malformed(MalformedReason::SharedSquare { square }),
        XqfError::CommentLength { len, .. } => malformed(MalformedReason::CommentLength { len }),
        XqfError::ShortHeader { len } => truncated(TruncatedReason::ShortHeader { len }),
        XqfError::Truncated { .. } => truncated(TruncatedReason::MoveRecord),
        XqfError::NoDecoder { charset, .. } => RecordError::new(RecordErrorKind::NoDecoder {
            charset: charset.label(),
        }),
        XqfError::TooManyNodes { .. } => RecordError::too_many(Counted::Moves),
    }
}

#[cfg(all(test, feature = "encoding"))]
mod tests {
    use super::super::EncodingRs;
    use super::*;

    /// A plain (version 10) file: the start position, then `(from, to, flags, comment)` records
    /// (squares as ICCS names, `""` for the root).
    fn v10(records: &[(&str, &str, u8, &str)]) -> Vec<u8> {
        let mut bytes = vec![0u8; HEADER_LEN];
        bytes[..3].copy_from_slice(b"XQ\x0a");
        let start = Board::start();
        let mut red = 0;
        let mut black = 16;
        for i in 0..32 {
            bytes[0x10 + i] = 0xFF;
        }
        // Table order 车马相仕帅仕相马车炮炮兵×5: walk the back rank, cannons, soldiers by file.
        let order = |c: Color| -> Vec<Square> {
            let rank = |r: u8| (0..9).map(move |f| Square::from_index(r * 9 + f).unwrap());
            let (back, cannons, soldiers) = match c {
                Color::Red => (0, 2, 3),
                Color::Black => (9, 7, 6),
            };
            rank(back)
                .chain(rank(cannons))
                .chain(rank(soldiers))
                .collect()
        };
        for c in [Color::Red, Color::Black] {
            for sq in order(c) {
                if start.piece_at(sq).is_some() {
                    let at = if c == Color::Red {
                        &mut red
                    } else {
                        &mut black
                    };
                    bytes[0x10 + *at] = sq.file().index() * 10 + sq.rank().index();
                    *at += 1;
                }
            }
        }
        for &(from, to, flags, comment) in records {
            let sq = |s: &str| -> u8 {
                if s.is_empty() {
                    return 0;
                }
                let sq: Square = s.parse().unwrap();
                sq.file().index() * 10 + sq.rank().index()
            };
            bytes.extend([sq(from) + 24, sq(to) + 32, flags, 0]);
            let text = encoding_rs::GBK.encode(comment).0;
            bytes.extend((text.len() as i32).to_le_bytes());
            bytes.extend(text.iter());
        }
        bytes
    }

    const CHILD: u8 = 0xF0;
    const SIBLING: u8 = 0x0F;

    fn read_one(bytes: &[u8]) -> GameRecord {
        let mut games = read(bytes, None, &EncodingRs).unwrap().0;
        assert_eq!(games.len(), 1);
        games.remove(0)
    }

    #[test]
    fn bad_magic_and_short_header() {
        assert_eq!(
            decode(b"PK\x03\x04", &EncodingRs).unwrap_err().error,
            XqfError::Magic
        );
        assert_eq!(
            decode(b"XQ\x0a", &EncodingRs).unwrap_err().error,
            XqfError::ShortHeader { len: 3 }
        );
    }

    #[test]
    fn header_only_is_a_game_without_moves() {
        let mut bytes = v10(&[]);
        bytes.truncate(HEADER_LEN);
        let game = read_one(&bytes);
        assert_eq!(game.fen(), Position::new().fen());
        assert!(game.tree.is_empty() && game.error.is_none());
    }

    #[test]
    fn a_plain_tree_with_a_variation_and_comments() {
        let game = read_one(&v10(&[
            ("", "", CHILD, "开局"),
            ("h2", "e2", CHILD, "中炮"),
            ("h9", "g7", CHILD | SIBLING, ""),
            ("h0", "g2", 0, "马二进三"),
            ("b9", "c7", 0, "屏风马"),
        ]));
        assert!(game.error.is_none(), "{:?}", game.error);
        assert_eq!(game.moves_iccs(), ["h2e2", "h9g7", "h0g2"]);
        assert_eq!(game.tree.variation_count(), 1);
        let comment = |mv: &str| {
            let n = game
                .tree
                .nodes()
                .iter()
                .find(|n| n.mv().map(|m| m.to_string()).as_deref() == Some(mv));
            n.unwrap().comment()
        };
        assert_eq!(game.tree.node(MoveTree::ROOT).comment(), Some("开局"));
        assert_eq!(
            ["h2e2", "h9g7", "h0g2", "b9c7"].map(comment),
            [Some("中炮"), None, Some("马二进三"), Some("屏风马")]
        );
    }

    #[test]
    fn black_moves_first_when_the_first_move_is_black_s() {
        let game = read_one(&v10(&[("", "", CHILD, ""), ("h7", "e7", 0, "")]));
        assert!(game.fen().contains(" b "), "{}", game.fen());
        assert_eq!(game.moves_iccs(), ["h7e7"]);
    }

    /// A file with no moves whose piece table is `pieces` (slot, ICCS square), the other slots
    /// off the board, and `who` at 0x32.
    fn placement_only(pieces: &[(usize, &str)], who: u8) -> Vec<u8> {
        let mut bytes = v10(&[]);
        bytes.truncate(HEADER_LEN);
        bytes[0x10..0x30].fill(0xFF);
        for &(slot, sq) in pieces {
            let sq: Square = sq.parse().unwrap();
            bytes[0x10 + slot] = sq.file().index() * 10 + sq.rank().index();
        }
        bytes[0x32] = who;
        bytes
    }

    #[test]
    fn without_moves_black_is_to_move_when_black_is_in_check() {
        // The red chariot on e5 checks the black general on e9: Red to move is no legal
        // position (the reader used to refuse the file; DhtmlXQ already read it so).
        let fen = "4k4/9/9/9/4R4/9/9/9/9/3K5 b - - 0 1";
        let game = read_one(&placement_only(&[(0, "e5"), (4, "d0"), (20, "e9")], 0));
        assert_eq!(game.fen(), fen);
        assert!(game.error.is_none(), "{:?}", game.error);
    }

    #[test]
    fn without_moves_the_header_s_side_to_move_is_kept() {
        let quiet = [(0, "a5"), (4, "d0"), (20, "e9")];
        assert!(read_one(&placement_only(&quiet, 0)).fen().contains(" w "));
        assert!(read_one(&placement_only(&quiet, 1)).fen().contains(" b "));
        // A first move says more than the header: here Red's.
        let mut bytes = v10(&[("", "", CHILD, ""), ("h2", "e2", 0, "")]);
        bytes[0x32] = 1;
        let game = read_one(&bytes);
        assert!(
            game.fen().contains(" w ") && game.error.is_none(),
            "{:?}",
            game.error
        );
    }

    #[test]
    fn the_mainline_error_wins_over_a_variation_error() {
        // Ply 0: h2e2, with the illegal variation a0a5; ply 2: the illegal a0a9 on the mainline.
        let game = read_one(&v10(&[
            ("", "", CHILD, ""),
            ("h2", "e2", CHILD | SIBLING, ""),
            ("h9", "g7", CHILD, ""),
            ("a0", "a9", 0, ""),
            ("a0", "a5", 0, ""),
        ]));
        let err = game.error.as_ref().unwrap();
        assert_eq!((err.code(), err.ply), ("ERR_RECORD_MOVE", Some(2)), "{err}");
        assert_eq!(err.offset, Some(HEADER_LEN + 3 * 8));
        assert_eq!(game.moves_iccs(), ["h2e2", "h9g7"]);
        assert_eq!(game.tree.len(), 3, "the bad variation is dropped");
    }

    #[test]
    fn a_square_off_the_board_is_a_move_error() {
        let mut bytes = v10(&[("", "", CHILD, ""), ("h2", "e2", 0, "")]);
        bytes[HEADER_LEN + 8] = 24 + 95;
        let game = read_one(&bytes);
        let err = game.error.as_ref().unwrap();
        assert_eq!((err.code(), err.ply), ("ERR_RECORD_MOVE", Some(0)), "{err}");
        assert!(game.tree.is_empty());
    }

    #[test]
    fn a_negative_comment_length_is_a_format_error() {
        let mut bytes = v10(&[("", "", CHILD, ""), ("h2", "e2", 0, "")]);
        bytes[HEADER_LEN + 12..HEADER_LEN + 16].copy_from_slice(&(-5i32).to_le_bytes());
        let game = read_one(&bytes);
        let err = game.error.as_ref().unwrap();
        assert_eq!(
            (err.code(), err.offset),
            ("ERR_RECORD_FORMAT", Some(HEADER_LEN + 12))
        );
    }

    #[test]
    fn a_very_deep_line_is_cut_at_the_ply_limit_without_recursion() {
        // Horses back and forth, 3,000 plies deep.
        let shuffle = [("b0", "c2"), ("b9", "c7"), ("c2", "b0"), ("c7", "b9")];
        let mut records = vec![("", "", CHILD, "")];
        records.extend((0..3000).map(|i| (shuffle[i % 4].0, shuffle[i % 4].1, CHILD, "")));
        records.last_mut().unwrap().2 = 0;
        let game = read_one(&v10(&records));
        let err = game.error.as_ref().unwrap();
        assert_eq!(err.code(), "ERR_RECORD_LIMIT", "{err}");
        // The line's depth is the limit, not the game's size (it said "moves in a game").
        assert!(
            matches!(
                err.kind,
                RecordErrorKind::TooMany {
                    what: Counted::Plies,
                    ..
                }
            ),
            "{err}"
        );
        assert_eq!(game.moves().len(), super::super::MAX_PLIES);
        assert_eq!(err.ply, Some(super::super::MAX_PLIES));
    }

    #[test]
    fn two_pieces_on_a_square_is_a_format_error() {
        let mut bytes = v10(&[]);
        bytes[0x11] = bytes[0x10];
        let err = read(&bytes, None, &EncodingRs).unwrap_err();
        assert_eq!(err.code(), "ERR_RECORD_FORMAT", "{err}");
    }
}

//! ChessBridge (象棋桥) records: CBR (one game) and CBL (a library of games), binary, their
//! text in UTF-16LE.
//!
//! # CBR layout (version 2)
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0 | 16 | magic `CCBridge Record` and a NUL |
//! | 19 | 1 | the layout version: 2 (another version is refused, `MalformedReason::CbrVersion`) |
//! | 180 | 128 | title |
//! | 308 | 64 | opening |
//! | 692 | 64 | event |
//! | 884 | 64 | date |
//! | 948 | 64 | site |
//! | 1076 | 64 | Red |
//! | 1140 | 64 | Red's team |
//! | 1300 | 64 | Black |
//! | 1364 | 64 | Black's team |
//! | 2076 | 1 | result: 0 unknown, 1 Red wins, 2 Black wins, 3 draw |
//! | 2112 | 1 | the side to move first: 1 Red, 2 Black |
//! | 2116 | 2 | the number of the first move (1 for a game from the start) |
//! | 2120 | 90 | the board, square `row * 9 + file` (row 0 is Black's back rank): 0 empty, `0x11`–`0x17` Red's 车马相仕帅炮兵, `0x21`–`0x27` Black's |
//! | 2214 | | a 4-byte flag, and when it is not 0 the comment before the first move (a 4-byte byte length, then the text); then the moves |
//!
//! Text fields are UTF-16LE, ended by a NUL (what follows the NUL in a field is left-over memory,
//! not text). Each move is 4 bytes `flags, 0, from, to` (squares as on the board), then, when
//! `flags & 4`, its comment (4-byte byte length, then the text). The moves are a pre-order tree:
//! a move, then (unless `flags & 1`, the end of its line) its continuation with all its
//! descendants, then (when `flags & 2`) its next sibling, an alternative to it. Four zero bytes
//! end the moves.
//!
//! # CBL layout
//!
//! A 576-byte header (magic `CCBridgeLibrary` and a NUL; at 60, the capacity of the library in
//! games, a multiple of 128; at 64, its name), an index of 276-byte entries from byte 66,624
//! (one per game of the capacity, each with the byte length of its record at +12), then the
//! records, one CBR each, in 4096-byte slots from `66624 + 276 × capacity`. A record is read to
//! its index length: the bytes after it in its slot are left-over memory.
//!
//! The layout was learnt from public descriptions of the format and from the fixtures; the code
//! is this crate's own.

use super::xqf::{play_tree, printable, start_of, XqfNode};
use super::{
    Counted, Format, GameRecord, GameResult, MalformedReason, RecordError, TruncatedReason,
    MAX_GAMES, MAX_GAME_NODES,
};
use xiangqi::{Board, Color, Piece, Position, Role, Square};

/// The magic of a CBR record.
pub(crate) const CBR_MAGIC: &[u8; 16] = b"CCBridge Record\0";
/// The magic of a CBL library.
pub(crate) const CBL_MAGIC: &[u8; 16] = b"CCBridgeLibrary\0";

/// Where the layout version is (2: the layout above).
const VERSION_AT: usize = 19;
/// Where the moves of a record start (the fixed part of a record is before).
const MOVES_AT: usize = 2214;
/// Where the board is.
const BOARD_AT: usize = 2120;
/// Where the side to move first is.
const SIDE_AT: usize = 2112;
/// Where the index of a CBL starts, and the size of an entry.
const INDEX_AT: usize = 66_624;
const INDEX_ENTRY: usize = 276;
/// The slot size of the records of a CBL.
const SLOT: usize = 4096;

/// The text fields: tag, offset, size in bytes.
const TEXT_FIELDS: [(&str, usize, usize); 9] = [
    ("title", 180, 128),
    ("opening", 308, 64),
    ("event", 692, 64),
    ("date", 884, 64),
    ("site", 948, 64),
    ("red", 1076, 64),
    ("redTeam", 1140, 64),
    ("black", 1300, 64),
    ("blackTeam", 1364, 64),
];

fn malformed(format: Format, reason: MalformedReason) -> RecordError {
    RecordError::malformed(format, reason)
}

/// UTF-16LE text up to its first NUL, without control characters (CR LF → LF), trimmed.
fn utf16_text(bytes: &[u8]) -> String {
    let units = bytes
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .take_while(|&u| u != 0);
    let text: String = char::decode_utf16(units)
        .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect();
    printable(&text.replace("\r\n", "\n").replace('\r', "\n"))
        .trim()
        .to_owned()
}

/// A reader of one record's bytes (`bytes[..end]`), offsets counted in the whole file.
struct Cursor<'a> {
    bytes: &'a [u8],
    pos: usize,
    end: usize,
    format: Format,
}

impl Cursor<'_> {
    fn take<const N: usize>(&mut self) -> Result<[u8; N], RecordError> {
        let at = self.pos;
        let raw = self
            .bytes
            .get(at..at + N)
            .filter(|_| at + N <= self.end)
            .ok_or_else(|| {
                RecordError::truncated(self.format, TruncatedReason::MoveRecord).at_offset(at)
            })?;
        self.pos += N;
        Ok(raw.try_into().expect("N bytes"))
    }

    /// A comment: a 4-byte byte length, then UTF-16LE text.
    fn comment(&mut self) -> Result<Option<String>, RecordError> {
        let at = self.pos;
        let len = i64::from(i32::from_le_bytes(self.take::<4>()?));
        if len < 0 || len as usize > self.end - self.pos {
            return Err(
                malformed(self.format, MalformedReason::CommentLength { len }).at_offset(at),
            );
        }
        let text = utf16_text(&self.bytes[self.pos..self.pos + len as usize]);
        self.pos += len as usize;
        Ok((!text.is_empty()).then_some(text))
    }
}

/// A board square `row * 9 + file` (row 0 at the top) in the XQF coding `file * 10 + rank`
/// (≥ 90: off the board), so that the XQF tree code plays it.
fn xqf_coded(v: u8) -> u8 {
    if v >= 90 {
        return 0xFF;
    }
    let (row, file) = (v / 9, v % 9);
    file * 10 + (9 - row)
}

/// The piece of a board byte.
fn piece(code: u8) -> Option<Piece> {
    let color = match code >> 4 {
        1 => Color::Red,
        2 => Color::Black,
        _ => return None,
    };
    let role = match code & 0x0F {
        1 => Role::Chariot,
        2 => Role::Horse,
        3 => Role::Elephant,
        4 => Role::Advisor,
        5 => Role::General,
        6 => Role::Cannon,
        7 => Role::Soldier,
        _ => return None,
    };
    Some(Piece::new(color, role))
}

/// Reads one CBR record, `bytes[base..end]`, as game `index`. `Err` only when its fixed part
/// is unusable (no magic, shorter than the fixed part, a byte of the board that is no piece);
/// an impossible start position, damage in the moves and illegal moves are the game's error.
fn read_record(
    bytes: &[u8],
    base: usize,
    end: usize,
    index: usize,
    format: Format,
) -> Result<GameRecord, RecordError> {
    let rec = &bytes[base..end];
    if !rec.starts_with(CBR_MAGIC) {
        return Err(malformed(format, MalformedReason::NoMagic).at_offset(base));
    }
    if rec.len() < MOVES_AT {
        return Err(RecordError::truncated(
            format,
            TruncatedReason::ShortRecord {
                len: rec.len(),
                min: MOVES_AT,
            },
        )
        .at_offset(base));
    }
    if rec[VERSION_AT] != 2 {
        let version = rec[VERSION_AT];
        return Err(
            malformed(format, MalformedReason::CbrVersion { version }).at_offset(base + VERSION_AT)
        );
    }
    let mut board = Board::empty();
    for (i, &code) in rec[BOARD_AT..BOARD_AT + 90].iter().enumerate() {
        if code == 0 {
            continue;
        }
        let Some(p) = piece(code) else {
            return Err(malformed(format, MalformedReason::BoardByte { byte: code })
                .at_offset(base + BOARD_AT + i));
        };
        let (row, file) = (i / 9, i % 9);
        let sq = Square::from_index((9 - row as u8) * 9 + file as u8).expect("on the board");
        board.set(sq, p);
    }
    let mut game = GameRecord::new(Position::new());
    for &(key, at, size) in TEXT_FIELDS.iter() {
        let text = utf16_text(&rec[at..at + size]).replace('\n', " ");
        if !text.is_empty() {
            game.tags.set(key, text);
        }
    }
    game.result = Some(match rec[2076] {
        1 => GameResult::RED_WINS,
        2 => GameResult::BLACK_WINS,
        3 => GameResult::DRAW,
        _ => GameResult::Unknown,
    });
    // The side to move first: the first move's piece says it, else this byte (not the 16-bit
    // number at 2116, which is the first move's number and is 1 in a game of either side).
    let turn = match rec[SIDE_AT] {
        1 => Some(Color::Red),
        2 => Some(Color::Black),
        _ => None,
    };
    let (nodes, damage) = decode_moves(bytes, base, end, format);
    match start_of(board, &nodes, turn) {
        Ok(start) => {
            let (tree, move_error) = play_tree(start.clone(), &nodes);
            game.start = start;
            game.tree = tree;
            game.error = damage.or(move_error);
        }
        Err(e) => {
            // No legal start position (a library's section heading has an empty board): the
            // game keeps its tags and comment, without moves.
            let mut tree = super::TreeBuilder::new(Position::new());
            if let Some(c) = nodes.first().and_then(|n| n.comment.as_ref()) {
                tree.comment(super::MoveTree::ROOT, c);
            }
            game.tree = tree.finish();
            game.error = Some(RecordError::start_position(None, e).at_offset(base + BOARD_AT));
        }
    }
    game.error = game.error.map(|e| e.in_game(index));
    Ok(game)
}

/// The decoded move tree of a record (`nodes[0]` the root with the opening comment), and the
/// damage that cut it short.
fn decode_moves(
    bytes: &[u8],
    base: usize,
    end: usize,
    format: Format,
) -> (Vec<XqfNode>, Option<RecordError>) {
    let mut cur = Cursor {
        bytes,
        pos: base + MOVES_AT,
        end,
        format,
    };
    let mut nodes = vec![XqfNode {
        from: 0,
        to: 0,
        comment: None,
        children: Vec::new(),
        offset: cur.pos,
        ply: 0,
    }];
    if cur.pos >= end {
        return (nodes, None);
    }
    let flag = match cur.take::<4>() {
        Ok(f) => f,
        Err(e) => return (nodes, Some(e.at_ply(0))),
    };
    if flag != [0; 4] {
        match cur.comment() {
            Ok(c) => nodes[0].comment = c,
            Err(e) => return (nodes, Some(e.at_ply(0))),
        }
    }
    // Pre-order with an explicit stack (no recursion: a hostile file may nest without bound);
    // each entry is the parent whose next child is the next move.
    let mut pending = vec![0usize];
    while let Some(parent) = pending.pop() {
        let ply = nodes[parent].ply;
        if cur.pos == end && parent == 0 && nodes[0].children.is_empty() {
            break; // no moves at all
        }
        if nodes.len() > MAX_GAME_NODES {
            let e = RecordError::too_many(Counted::Moves).at_offset(cur.pos);
            return (nodes, Some(e.at_ply(ply)));
        }
        let offset = cur.pos;
        let [flags, _, from, to] = match cur.take::<4>() {
            Ok(m) => m,
            Err(e) => return (nodes, Some(e.at_ply(ply))),
        };
        if [flags, from, to] == [0; 3] {
            break; // the end of the moves
        }
        let comment = if flags & 4 != 0 {
            match cur.comment() {
                Ok(c) => c,
                Err(e) => return (nodes, Some(e.at_ply(ply))),
            }
        } else {
            None
        };
        let id = nodes.len();
        nodes.push(XqfNode {
            from: xqf_coded(from),
            to: xqf_coded(to),
            comment,
            children: Vec::new(),
            offset,
            ply: ply + 1,
        });
        nodes[parent].children.push(id);
        if flags & 2 != 0 {
            pending.push(parent);
        }
        if flags & 1 == 0 {
            pending.push(id);
        }
    }
    (nodes, None)
}

/// Reads a CBR file: one game.
pub(crate) fn read_cbr(bytes: &[u8]) -> Result<Vec<GameRecord>, RecordError> {
    Ok(vec![read_record(bytes, 0, bytes.len(), 0, Format::Cbr)?])
}

/// The 4-byte little-endian number at `at`, if the bytes reach it.
fn u32_at(bytes: &[u8], at: usize) -> Option<usize> {
    let b = bytes.get(at..at + 4)?;
    Some(u32::from_le_bytes(b.try_into().ok()?) as usize)
}

/// Reads a CBL file: every record of the library, in slot order. A record whose fixed part is
/// unusable ends the library there (the error is the last game's, or the file's when no game
/// came before it).
pub(crate) fn read_cbl(bytes: &[u8]) -> Result<Vec<GameRecord>, RecordError> {
    let format = Format::Cbl;
    if !bytes.starts_with(CBL_MAGIC) {
        return Err(malformed(format, MalformedReason::NoMagic));
    }
    let capacity = u32_at(bytes, 60).unwrap_or(0);
    // The records start after the index; a file whose stated capacity does not lead to a
    // record is searched for its first record.
    let stated = capacity
        .checked_mul(INDEX_ENTRY)
        .and_then(|n| n.checked_add(INDEX_AT));
    let data = match stated {
        Some(at) if bytes.get(at..).is_some_and(|b| b.starts_with(CBR_MAGIC)) => at,
        _ => match bytes
            .windows(CBR_MAGIC.len())
            .skip(576)
            .position(|w| w == CBR_MAGIC)
        {
            Some(i) => 576 + i,
            None if bytes.len() < 576 => {
                return Err(RecordError::truncated(
                    format,
                    TruncatedReason::ShortRecord {
                        len: bytes.len(),
                        min: 576,
                    },
                ))
            }
            None => return Err(malformed(format, MalformedReason::NoGame)),
        },
    };
    let index_ok = stated == Some(data);
    let mut games: Vec<GameRecord> = Vec::new();
    let mut pos = data;
    while pos < bytes.len() {
        let k = games.len();
        if k == MAX_GAMES {
            if let Some(last) = games.last_mut() {
                last.error
                    .get_or_insert(RecordError::too_many(Counted::Games).in_game(k - 1));
            }
            break;
        }
        let slot_end = bytes.len().min(pos + SLOT);
        // The record's length from its index entry, when the index is where it should be.
        let len = index_ok
            .then(|| u32_at(bytes, INDEX_AT + k * INDEX_ENTRY + 12))
            .flatten()
            .filter(|&n| n >= MOVES_AT && pos + n <= bytes.len());
        let end = len.map_or(slot_end, |n| pos + n);
        if bytes[pos..slot_end].iter().all(|&b| b == 0) {
            break; // an empty slot: the end of the library
        }
        match read_record(bytes, pos, end, k, format) {
            Ok(game) => games.push(game),
            Err(e) => match games.last_mut() {
                Some(last) if last.error.is_none() => {
                    last.error = Some(e.in_game(k - 1));
                    break;
                }
                Some(_) => break,
                None => return Err(e),
            },
        }
        // A record longer than a slot takes the slots it needs.
        pos += (end - pos).div_ceil(SLOT).max(1) * SLOT;
    }
    if games.is_empty() {
        return Err(malformed(format, MalformedReason::NoGame));
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RecordErrorKind;

    /// A CBR of the initial position with `moves`: (flags, from, to, comment) in board squares
    /// (`row * 9 + file`, row 0 Black's back rank), and an opening comment.
    fn cbr(root: Option<&str>, moves: &[(u8, u8, u8, &str)]) -> Vec<u8> {
        let mut b = vec![0u8; MOVES_AT];
        b[..16].copy_from_slice(CBR_MAGIC);
        b[19] = 2;
        b[2116] = 1;
        let start = Board::start();
        for i in 0..90 {
            let (row, file) = (i / 9, i % 9);
            let sq = Square::from_index((9 - row as u8) * 9 + file as u8).unwrap();
            if let Some(p) = start.piece_at(sq) {
                let side = if p.color == Color::Red { 0x10 } else { 0x20 };
                let role = match p.role {
                    Role::Chariot => 1,
                    Role::Horse => 2,
                    Role::Elephant => 3,
                    Role::Advisor => 4,
                    Role::General => 5,
                    Role::Cannon => 6,
                    Role::Soldier => 7,
                };
                b[BOARD_AT + i] = side | role;
            }
        }
        let text = |s: &str| -> Vec<u8> { s.encode_utf16().flat_map(u16::to_le_bytes).collect() };
        let title = text("测试");
        b[180..180 + title.len()].copy_from_slice(&title);
        match root {
            Some(c) => {
                b.extend(1u32.to_le_bytes());
                let t = text(c);
                b.extend((t.len() as u32).to_le_bytes());
                b.extend(t);
            }
            None => b.extend(0u32.to_le_bytes()),
        }
        for &(flags, from, to, comment) in moves {
            let flags = if comment.is_empty() { flags } else { flags | 4 };
            b.extend([flags, 0, from, to]);
            if !comment.is_empty() {
                let t = text(comment);
                b.extend((t.len() as u32).to_le_bytes());
                b.extend(t);
            }
        }
        b.extend([0; 4]);
        b
    }

    /// h2e2 (炮二平五) in board squares: h2 is row 7, file 7; e2 row 7, file 4.
    const H2: u8 = 7 * 9 + 7;
    const E2: u8 = 7 * 9 + 4;
    const H9: u8 = 7;
    const G7: u8 = 2 * 9 + 6;
    const B9: u8 = 1;
    const C7: u8 = 2 * 9 + 2;
    const B0: u8 = 9 * 9 + 1;
    const C2: u8 = 7 * 9 + 2;

    #[test]
    fn a_tree_with_a_variation_and_comments() {
        // h2e2, then h9g7 (a continuation and a sibling follow), b0c2 (its continuation, the
        // end of the line), then b9c7 (h9g7's sibling, the end of its line).
        let bytes = cbr(
            Some("开局"),
            &[
                (0, H2, E2, "中炮"),
                (2, H9, G7, ""),
                (1, B0, C2, ""),
                (1, B9, C7, "屏风马"),
            ],
        );
        let game = &read_cbr(&bytes).unwrap()[0];
        assert!(game.error.is_none(), "{:?}", game.error);
        assert_eq!(game.moves_iccs(), ["h2e2", "h9g7", "b0c2"]);
        assert_eq!(game.tree.variation_count(), 1);
        assert_eq!(
            game.tree.node(super::super::MoveTree::ROOT).comment(),
            Some("开局")
        );
        assert_eq!(game.tags.get("title"), Some("测试"));
    }

    #[test]
    fn every_truncation_is_a_coded_error_never_a_panic() {
        let full = cbr(Some("开局"), &[(0, H2, E2, "中炮"), (1, H9, G7, "")]);
        for len in 0..full.len() {
            match read_cbr(&full[..len]) {
                Ok(games) => {
                    let g = &games[0];
                    // Cut inside the moves: the moves before the cut are kept, with an error,
                    // unless the cut fell where a record may end: after its fixed part or its
                    // opening comment (a game without moves, as CBL section headings are), or
                    // in the closing zeros (a complete tree needs none).
                    let ends = [MOVES_AT, MOVES_AT + 12];
                    if len > MOVES_AT && len < full.len() - 4 && !ends.contains(&len) {
                        let e = g
                            .error
                            .as_ref()
                            .unwrap_or_else(|| panic!("no error at {len}"));
                        assert_eq!(e.code(), "ERR_RECORD_FORMAT", "{len}: {e}");
                        assert!(e.offset.is_some(), "{len}: {e}");
                    }
                }
                Err(e) => {
                    assert!(len < MOVES_AT, "{len}: {e}");
                    assert_eq!(e.code(), "ERR_RECORD_FORMAT");
                }
            }
        }
    }

    #[test]
    fn a_bad_board_byte_and_a_bad_comment_length() {
        let mut bytes = cbr(None, &[(1, H2, E2, "")]);
        bytes[BOARD_AT + 3] = 0x18;
        let e = read_cbr(&bytes).unwrap_err();
        assert_eq!(
            (e.code(), e.offset),
            ("ERR_RECORD_FORMAT", Some(BOARD_AT + 3))
        );
        let mut bytes = cbr(None, &[(1, H2, E2, "x")]);
        let at = MOVES_AT + 4 + 4;
        bytes[at..at + 4].copy_from_slice(&(-3i32).to_le_bytes());
        let g = &read_cbr(&bytes).unwrap()[0];
        let e = g.error.as_ref().unwrap();
        assert_eq!((e.code(), e.offset), ("ERR_RECORD_FORMAT", Some(at)));
    }

    #[test]
    fn another_layout_version_is_refused_not_misread() {
        let mut bytes = cbr(None, &[(1, H2, E2, "")]);
        assert!(read_cbr(&bytes).is_ok());
        bytes[VERSION_AT] = 1;
        let e = read_cbr(&bytes).unwrap_err();
        assert_eq!(
            (e.code(), e.offset),
            ("ERR_RECORD_FORMAT", Some(VERSION_AT))
        );
        assert!(
            matches!(
                e.kind,
                RecordErrorKind::Malformed {
                    reason: MalformedReason::CbrVersion { version: 1 },
                    ..
                }
            ),
            "{e:?}"
        );
        assert_eq!(
            e.to_string(),
            "malformed cbr record: ChessBridge record version 1: only version 2 is read (byte offset 19)"
        );
    }

    #[test]
    fn an_illegal_move_ends_its_line_with_a_move_error() {
        let g = &read_cbr(&cbr(None, &[(0, H2, E2, ""), (1, H2, E2, "")])).unwrap()[0];
        let e = g.error.as_ref().unwrap();
        assert_eq!((e.code(), e.ply), ("ERR_RECORD_MOVE", Some(1)));
        assert_eq!(g.moves_iccs(), ["h2e2"]);
    }
}

//! Telling the format of a record from its bytes.

use super::movetext;
use super::Format;

/// The format of a record, from its first bytes (binary formats) or its text; `None` if it is in
/// no supported format (or is not text).
///
/// ```
/// use xiangqi_record::{detect, Format};
/// assert_eq!(detect(b"[Event \"x\"]\n1. h2e2 *"), Some(Format::Pgn));
/// assert_eq!(detect(b"<div>[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]</div>"), Some(Format::DhtmlXq));
/// assert_eq!(detect(b"FORMAT WXF\nSTART{\n1. C2.5 H8+7\n}END"), Some(Format::Wxf));
/// assert_eq!(detect(b"position startpos moves h2e2 h9g7"), Some(Format::Uci));
/// assert_eq!(detect(b"1. h2e2 h9g7 2. h0g2"), Some(Format::Uci));
/// assert_eq!(detect("1. 炮二平五 马８进７".as_bytes()), Some(Format::Pgn));
/// assert_eq!(detect(b"hello"), None);
/// ```
#[cfg(feature = "encoding")]
pub fn detect(bytes: &[u8]) -> Option<Format> {
    if let Some(f) = binary(bytes) {
        return Some(f);
    }
    let (text, _) = super::decode(bytes).ok()?;
    self::text(&text)
}

/// Whether the bytes are binary (a NUL byte early on, and no UTF-16 byte-order mark): a binary
/// file in no supported format is an unknown format, not a text encoding problem.
pub(crate) fn is_binary(bytes: &[u8]) -> bool {
    !(bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF"))
        && bytes.iter().take(4096).any(|&b| b == 0)
}

/// Binary formats, by magic bytes.
pub(crate) fn binary(bytes: &[u8]) -> Option<Format> {
    if bytes.starts_with(super::chessbridge::CBR_MAGIC) {
        return Some(Format::Cbr);
    }
    if bytes.starts_with(super::chessbridge::CBL_MAGIC) {
        return Some(Format::Cbl);
    }
    // XQF: "XQ" then the version byte (10..=18 in the wild).
    (bytes.len() >= 3 && bytes.starts_with(b"XQ") && (1..=0x20).contains(&bytes[2]))
        .then_some(Format::Xqf)
}

/// Text formats, by content.
pub(crate) fn text(text: &str) -> Option<Format> {
    if contains_ignore_case(text, "[dhtmlxq") {
        return Some(Format::DhtmlXq);
    }
    let trimmed = text.trim_start();
    let first_word = trimmed.split_whitespace().next().unwrap_or("");
    if first_word.eq_ignore_ascii_case("FORMAT") || text.contains("START{") {
        return Some(Format::Wxf);
    }
    if first_word == "position" || first_word == "startpos" {
        return Some(Format::Uci);
    }
    if trimmed.starts_with('[') {
        return Some(Format::Pgn);
    }
    // Bare movetext: a list of coordinate moves is UCI, any other movetext PGN.
    let mut head_len = trimmed.len().min(4096);
    while !trimmed.is_char_boundary(head_len) {
        head_len -= 1;
    }
    let toks = movetext::tokenize(&trimmed[..head_len], 1).toks;
    let mut words = toks
        .iter()
        .filter_map(|t| match t.tok {
            movetext::Tok::Move(w) => Some(w),
            _ => None,
        })
        .take(8)
        .peekable();
    words.peek()?;
    let mut all_coordinates = true;
    for w in words {
        if !movetext::looks_like_move(w) {
            return None;
        }
        all_coordinates &= movetext::is_coordinate(w);
    }
    Some(if all_coordinates {
        Format::Uci
    } else {
        Format::Pgn
    })
}

fn contains_ignore_case(hay: &str, needle: &str) -> bool {
    hay.as_bytes()
        .windows(needle.len())
        .any(|w| w.eq_ignore_ascii_case(needle.as_bytes()))
}

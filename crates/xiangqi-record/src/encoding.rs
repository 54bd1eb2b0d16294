//! Decoding record text: UTF-8 (with or without a BOM), UTF-16 with a BOM, GBK (read as its
//! superset GB18030) or Big5 (the WHATWG `big5` decoder: Big5 with the HKSCS and CP950
//! extensions).
//!
//! Without a BOM the encoding is chosen by which decoding gives record text ([`decode_with`]):
//! each candidate decodes the head of the file, and the one whose head holds the most move
//! tokens (in any notation the reader knows) and record vocabulary, and the least mojibake
//! (kana, Greek, Cyrillic, box drawing and private-use characters, which Big5 read as GBK
//! gives), wins; the whole file is then decoded with it. A file is never decoded as GBK only
//! because GBK was tried first: Big5 bytes are nearly always valid GBK too.
//!
//! The choice of encoding is made here, once; the non-UTF-8 decoding itself is a
//! [`TextDecoder`]'s: [`EncodingRs`] (`encoding_rs`, Cargo feature `encoding`, on by default),
//! or, in the wasm package, the host's `TextDecoder`, which spares the download `encoding_rs`'s
//! tables of every CJK encoding.

use std::borrow::Cow;

use super::{RecordError, RecordErrorKind};

/// The text encoding a record was decoded from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum TextEncoding {
    /// UTF-8 (a BOM, if any, is dropped).
    Utf8,
    /// UTF-16 with a byte-order mark.
    Utf16,
    /// GBK / GB18030 (xqbase, XQStudio and most mainland Chinese PGN files).
    Gbk,
    /// Big5, with the HKSCS and CP950 extensions (Taiwanese and Hong Kong files).
    Big5,
}

impl TextEncoding {
    /// `"utf-8"`, `"utf-16"`, `"gbk"` or `"big5"`.
    pub const fn name(self) -> &'static str {
        match self {
            TextEncoding::Utf8 => "utf-8",
            TextEncoding::Utf16 => "utf-16",
            TextEncoding::Gbk => "gbk",
            TextEncoding::Big5 => "big5",
        }
    }
}

/// Error of `TextEncoding::from_str`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown text encoding (expected utf-8, utf-16, gbk or big5)")]
pub struct ParseEncodingError;

impl ParseEncodingError {
    /// `ERR_ARGUMENT`.
    pub fn code(&self) -> &'static str {
        xiangqi::Coded::code(self).as_str()
    }
}

impl xiangqi::Coded for ParseEncodingError {
    fn code(&self) -> xiangqi::ErrorCode {
        xiangqi::ErrorCode::Argument
    }
}

/// Case-insensitive; also the WHATWG labels of the same decoders (`utf8`, `utf-16le`,
/// `gb18030`, `gb2312`, `cp936`, `big5-hkscs`, `cp950`, …).
///
/// ```
/// use xiangqi_record::TextEncoding;
/// assert_eq!("Big5-HKSCS".parse::<TextEncoding>().unwrap(), TextEncoding::Big5);
/// assert_eq!("gb18030".parse::<TextEncoding>().unwrap(), TextEncoding::Gbk);
/// assert!("latin1".parse::<TextEncoding>().is_err());
/// ```
impl std::str::FromStr for TextEncoding {
    type Err = ParseEncodingError;
    fn from_str(s: &str) -> Result<TextEncoding, ParseEncodingError> {
        Ok(match s.trim().to_ascii_lowercase().as_str() {
            "utf-8" | "utf8" | "unicode-1-1-utf-8" => TextEncoding::Utf8,
            "utf-16" | "utf16" | "utf-16le" | "utf-16be" => TextEncoding::Utf16,
            "gbk" | "gb18030" | "gb2312" | "cp936" | "x-gbk" | "chinese" => TextEncoding::Gbk,
            "big5" | "big5-hkscs" | "cp950" | "x-x-big5" | "cn-big5" => TextEncoding::Big5,
            _ => return Err(ParseEncodingError),
        })
    }
}

/// An encoding a [`TextDecoder`] is asked to decode (UTF-8 needs none).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Charset {
    /// GB18030, the superset of GBK (whose decoder is the same in the WHATWG Encoding Standard).
    Gb18030,
    /// Big5 as the WHATWG Encoding Standard defines it (with the HKSCS extensions).
    Big5,
    /// UTF-16, little-endian.
    Utf16Le,
    /// UTF-16, big-endian.
    Utf16Be,
}

impl Charset {
    /// The WHATWG Encoding Standard's label: `"gb18030"`, `"big5"`, `"utf-16le"` or
    /// `"utf-16be"`.
    pub const fn label(self) -> &'static str {
        match self {
            Charset::Gb18030 => "gb18030",
            Charset::Big5 => "big5",
            Charset::Utf16Le => "utf-16le",
            Charset::Utf16Be => "utf-16be",
        }
    }
}

/// Why a [`TextDecoder`] returned no text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DecodeFailure {
    /// The first malformed sequence starts at this byte offset (of the bytes given).
    Malformed(usize),
    /// The decoder cannot decode this charset (e.g. a JS host without the ICU data for it).
    Unsupported,
}

/// A decoder of the non-UTF-8 encodings of records, as the WHATWG Encoding Standard defines
/// them (no byte-order-mark handling: the bytes given have none).
///
/// [`read`](super::read) uses [`EncodingRs`]; [`read_with`](super::read_with) takes another, e.g.
/// the wasm package's, which calls the host's `TextDecoder`.
pub trait TextDecoder {
    /// The text of `bytes`, or [`DecodeFailure::Malformed`] with the offset of the first
    /// malformed sequence.
    fn decode(&self, charset: Charset, bytes: &[u8]) -> Result<String, DecodeFailure>;

    /// The text of `bytes` with each malformed sequence replaced by U+FFFD; `Err` only for
    /// [`DecodeFailure::Unsupported`].
    fn decode_lossy(&self, charset: Charset, bytes: &[u8]) -> Result<String, DecodeFailure>;
}

/// The offset of the first malformed sequence in `bytes`, found with a decoder that only says
/// whether a prefix decodes: `decodes(prefix, stream)`, where `stream` means that the prefix may
/// end inside a character (a streaming decode, as `TextDecoder.decode(b, {stream: true})`).
///
/// This is for decoders that report no offset (a JS `TextDecoder` with `fatal: true` only
/// throws). It is exactly the offset `encoding_rs` reports: the shortest prefix that fails to
/// stream ends at the byte that shows the error, and the malformed sequence starts at the last
/// character boundary before that byte (at most 3 bytes back: no sequence is longer than 4).
/// If `bytes` decode, the result is `bytes.len()`. About 2 log₂ n + 4 decodes of prefixes.
///
/// ```
/// use xiangqi_record::malformed_offset;
/// // A toy decoder of "ASCII, or 0x81 then a digit"
/// let decodes = |b: &[u8], stream: bool| {
///     let mut i = 0;
///     while i < b.len() {
///         match b[i] {
///             0x81 if i + 1 == b.len() => return stream,
///             0x81 if b[i + 1].is_ascii_digit() => i += 2,
///             c if c < 0x80 => i += 1,
///             _ => return false,
///         }
///     }
///     true
/// };
/// assert_eq!(malformed_offset(b"ok \x81x", decodes), 3);
/// assert_eq!(malformed_offset(b"ok \x817\x81", decodes), 5);
/// assert_eq!(malformed_offset(b"ok", decodes), 2);
/// ```
pub fn malformed_offset(bytes: &[u8], decodes: impl Fn(&[u8], bool) -> bool) -> usize {
    // `lo` streams; `hi` does not (`len + 1`: the error, if any, is the end of the input).
    let (mut lo, mut hi) = (0, bytes.len() + 1);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if decodes(&bytes[..mid], true) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    // The character boundaries a malformed sequence can start at, the latest first (for `hi` =
    // `len + 1` the first is the whole input, which decodes if nothing is malformed).
    (hi.saturating_sub(4)..hi)
        .rev()
        .find(|&end| decodes(&bytes[..end], false))
        .unwrap_or(0)
}

/// [`TextDecoder`] with `encoding_rs` (Cargo feature `encoding`, on by default).
#[cfg(feature = "encoding")]
#[derive(Debug, Clone, Copy, Default)]
pub struct EncodingRs;

#[cfg(feature = "encoding")]
impl EncodingRs {
    const fn encoding(charset: Charset) -> &'static encoding_rs::Encoding {
        match charset {
            Charset::Gb18030 => encoding_rs::GB18030,
            Charset::Big5 => encoding_rs::BIG5,
            Charset::Utf16Le => encoding_rs::UTF_16LE,
            Charset::Utf16Be => encoding_rs::UTF_16BE,
        }
    }
}

#[cfg(feature = "encoding")]
impl TextDecoder for EncodingRs {
    fn decode(&self, charset: Charset, bytes: &[u8]) -> Result<String, DecodeFailure> {
        use encoding_rs::DecoderResult;
        let mut decoder = Self::encoding(charset).new_decoder_without_bom_handling();
        let cap = decoder
            .max_utf8_buffer_length_without_replacement(bytes.len())
            .unwrap_or(bytes.len() * 3);
        let mut out = String::with_capacity(cap);
        let (result, read) = decoder.decode_to_string_without_replacement(bytes, &mut out, true);
        match result {
            DecoderResult::InputEmpty => Ok(out),
            DecoderResult::Malformed(bad, after) => Err(DecodeFailure::Malformed(
                read - usize::from(bad) - usize::from(after),
            )),
            // Cannot happen with the capacity above; an error, not a panic.
            DecoderResult::OutputFull => Err(DecodeFailure::Malformed(read)),
        }
    }

    fn decode_lossy(&self, charset: Charset, bytes: &[u8]) -> Result<String, DecodeFailure> {
        let (text, _) = Self::encoding(charset).decode_without_bom_handling(bytes);
        Ok(text.into_owned())
    }
}

/// Decodes record bytes: UTF-16 if they start with a BOM, else UTF-8, GBK or Big5, whichever
/// gives record text (see the module documentation). Bytes that fit none give
/// [`RecordErrorKind::Encoding`] with the byte offset of the first error of the likeliest.
///
/// ```
/// use xiangqi_record::{decode, TextEncoding};
/// let (text, enc) = decode(b"\xEF\xBB\xBF1. h2e2").unwrap();
/// assert_eq!((&*text, enc), ("1. h2e2", TextEncoding::Utf8));
/// let (text, enc) = decode(b"\xc5\xda\xb6\xfe\xc6\xbd\xce\xe5").unwrap(); // GBK
/// assert_eq!((&*text, enc), ("炮二平五", TextEncoding::Gbk));
/// let (text, enc) = decode(b"\xAC\xB6\xA4\xAD\xA5\xAD\xA4\x47").unwrap(); // Big5
/// assert_eq!((&*text, enc), ("炮五平二", TextEncoding::Big5));
/// let err = decode(b"ok \x81\x20").unwrap_err();
/// assert_eq!((err.code(), err.offset), ("ERR_RECORD_ENCODING", Some(3)));
/// ```
#[cfg(feature = "encoding")]
pub fn decode(bytes: &[u8]) -> Result<(Cow<'_, str>, TextEncoding), RecordError> {
    decode_with(bytes, &EncodingRs)
}

/// [`decode`] with another decoder of GBK, Big5 and UTF-16.
pub fn decode_with<'a>(
    bytes: &'a [u8],
    decoder: &dyn TextDecoder,
) -> Result<(Cow<'a, str>, TextEncoding), RecordError> {
    decode_as(bytes, None, decoder)
}

/// How many bytes of the head the candidates are scored on.
const HEAD: usize = 8 << 10;

/// Decodes record bytes in `encoding`, or in the detected one (`None`, as [`decode_with`]). A
/// BOM is dropped; a UTF-16 BOM says the byte order (without one, UTF-16 is little-endian).
pub fn decode_as<'a>(
    bytes: &'a [u8],
    encoding: Option<TextEncoding>,
    decoder: &dyn TextDecoder,
) -> Result<(Cow<'a, str>, TextEncoding), RecordError> {
    let utf16 = match bytes {
        [0xFF, 0xFE, rest @ ..] => Some((Charset::Utf16Le, rest)),
        [0xFE, 0xFF, rest @ ..] => Some((Charset::Utf16Be, rest)),
        _ => None,
    };
    let candidates: &[TextEncoding] = match (encoding, utf16) {
        (Some(e), _) => &[e][..],
        (None, Some(_)) => &[TextEncoding::Utf16],
        (None, None) => &[TextEncoding::Utf8, TextEncoding::Gbk, TextEncoding::Big5],
    };
    let one = |enc: TextEncoding| -> Result<(Cow<'a, str>, TextEncoding), RecordError> {
        let (charset, body) = match enc {
            TextEncoding::Utf8 => {
                let body = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
                return match std::str::from_utf8(body) {
                    Ok(s) => Ok((Cow::Borrowed(s), enc)),
                    Err(e) => Err(RecordError::new(RecordErrorKind::Encoding)
                        .at_offset(bytes.len() - body.len() + e.valid_up_to())),
                };
            }
            TextEncoding::Utf16 => utf16.unwrap_or((Charset::Utf16Le, bytes)),
            TextEncoding::Gbk => (Charset::Gb18030, bytes),
            TextEncoding::Big5 => (Charset::Big5, bytes),
        };
        let base = bytes.len() - body.len();
        match decoder.decode(charset, body) {
            Ok(text) => Ok((Cow::Owned(text), enc)),
            Err(e) => Err(decode_failure(e, charset, base)),
        }
    };
    if let [only] = candidates {
        return one(*only);
    }
    // ASCII, or valid UTF-8 whose head reads at least as well as the others': UTF-8 (the
    // common case costs one validation and no decoding).
    if bytes.is_ascii() {
        return Ok((
            Cow::Borrowed(std::str::from_utf8(bytes).unwrap_or_default()),
            TextEncoding::Utf8,
        ));
    }
    let head = head(bytes);
    // A candidate the host cannot decode.
    let mut unsupported = None;
    let mut scored: Vec<(Score, TextEncoding)> = Vec::new();
    for &enc in candidates {
        match score_head(head, enc, decoder) {
            Some(score) => scored.push((score, enc)),
            None => unsupported = unsupported.or(Some(enc)),
        }
    }
    // Bytes no decoding here reads, where the host lacks a decoder: say that, guess nothing.
    let no_decoder = |e: RecordError| match unsupported {
        Some(enc) => one(enc).err().unwrap_or(e),
        None => e,
    };
    // A candidate reads as record text if its head decodes and, for GBK and Big5, holds no
    // more mojibake than words (UTF-8 that validates is evidence enough).
    scored.retain(|&((score, len), enc)| len > 0 && (enc == TextEncoding::Utf8 || score >= 0));
    // The best first; a tie keeps the order above (UTF-8, GBK, Big5).
    scored.sort_by_key(|s| std::cmp::Reverse(s.0));
    if let Some(&(best, _)) = scored.first() {
        let mut first_error = None;
        // Only candidates that read as well as the best are tried: bytes that the likeliest
        // encoding cannot decode are its error, not another encoding's mojibake.
        for &(_, enc) in scored.iter().take_while(|(s, _)| *s == best) {
            match one(enc) {
                Ok(done) => return Ok(done),
                Err(e) if matches!(e.kind, RecordErrorKind::Encoding) => {
                    first_error.get_or_insert(e);
                }
                // A host without the decoder: no text is guessed.
                Err(e) => return Err(e),
            }
        }
        if let Some(e) = first_error {
            return Err(no_decoder(e));
        }
    }
    // No candidate reads as record text: a host that lacks a decoder says so; else the error
    // is at the first byte that is not UTF-8 (the same on every host).
    for &enc in &candidates[1..] {
        if let Err(e) = one(enc) {
            if !matches!(e.kind, RecordErrorKind::Encoding) {
                return Err(e);
            }
        }
    }
    match one(TextEncoding::Utf8) {
        Err(e) => Err(no_decoder(e)),
        Ok(_) => Err(RecordError::new(RecordErrorKind::Encoding)),
    }
}

/// The head of the bytes the candidates are scored on: up to [`HEAD`] bytes, cut after a line
/// break (never inside a character: no encoding here uses 0x0A in a multi-byte sequence).
/// The head starts at the line of the first non-ASCII byte (the text before it reads the same in
/// every candidate).
fn head(bytes: &[u8]) -> &[u8] {
    let first = bytes.iter().position(|&b| !b.is_ascii()).unwrap_or(0);
    let line = bytes[..first]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |at| at + 1);
    let rest = &bytes[line..];
    if rest.len() <= HEAD {
        return rest;
    }
    match rest[..HEAD].iter().rposition(|&b| b == b'\n') {
        Some(at) if at > 0 => &rest[..=at],
        _ => &rest[..HEAD],
    }
}

/// How well a decoding reads as a record: (move tokens + vocabulary − mojibake, the bytes of the
/// head decoded before the first malformed sequence).
type Score = (i64, usize);

/// The score of the head decoded as `enc`.
fn score_head(head: &[u8], enc: TextEncoding, decoder: &dyn TextDecoder) -> Option<Score> {
    // The text up to the first malformed sequence counts (bad bytes later in a file are its
    // encoding's error, not evidence for another).
    let (text, len) = match enc {
        TextEncoding::Utf8 => {
            let len = match std::str::from_utf8(head) {
                Ok(_) => head.len(),
                Err(e) => e.valid_up_to(),
            };
            let text = std::str::from_utf8(&head[..len]).unwrap_or_default();
            (Cow::Borrowed(text), len)
        }
        TextEncoding::Gbk | TextEncoding::Big5 => {
            let charset = if enc == TextEncoding::Gbk {
                Charset::Gb18030
            } else {
                Charset::Big5
            };
            match decoder.decode(charset, head) {
                Ok(t) => (Cow::Owned(t), head.len()),
                Err(DecodeFailure::Malformed(at)) => match decoder.decode(charset, &head[..at]) {
                    Ok(t) => (Cow::Owned(t), at),
                    Err(DecodeFailure::Unsupported) => return None,
                    Err(_) => (Cow::Borrowed(""), 0),
                },
                Err(DecodeFailure::Unsupported) => return None,
            }
        }
        TextEncoding::Utf16 => (Cow::Borrowed(""), 0),
    };
    Some((record_score(&text), len))
}

/// Characters of the words of records (pieces, moves, numerals, results, events), simplified
/// and traditional.
const VOCABULARY: &str = "车車马馬傌相象仕士帅帥将將炮砲包兵卒俥進进退平前后後中一二三四五六七八九\
    红紅黑先胜勝负負和棋局赛賽杯届屆年月日轮輪第全国國团團体體个個人冠军軍甲级級队隊锦錦标標市省";

/// Move tokens ×8 + vocabulary characters − mojibake ×4: Big5 read as GBK is kana, Greek,
/// Cyrillic, box drawing and private-use characters, GBK read as Big5 rare characters that
/// are neither moves nor vocabulary.
pub(crate) fn record_score(text: &str) -> i64 {
    let mut score = 0i64;
    for c in text.chars() {
        if VOCABULARY.contains(c) {
            score += 1;
        } else if matches!(c,
            '\u{FFFD}'
            | '\u{E000}'..='\u{F8FF}'
            | '\u{3040}'..='\u{30FF}'
            | '\u{0370}'..='\u{04FF}'
            | '\u{2460}'..='\u{257F}'
            | '\u{3100}'..='\u{312F}'
            | '\u{0080}'..='\u{009F}')
        {
            score -= 4;
        }
    }
    let moves = text
        .split(|c: char| c.is_whitespace() || "[](){}\",;".contains(c))
        .filter(|w| !w.is_ascii() && w.chars().count() == 4 && super::movetext::looks_like_move(w))
        .count();
    score + 8 * moves as i64
}

/// The bytes of the text fields a binary record (XQF) scores its encoding on, at most.
const FIELD_BUDGET: usize = 64 << 10;

/// The encoding of the text fields of a binary record (XQF titles, names, comments): GBK or
/// Big5, whichever reads as text, as [`decode_as`] chooses for a text record — the candidate
/// that decodes the most fields, then the one whose text scores best ([`record_score`] plus
/// [`code_score`]: common characters against rare ones and mojibake), a tie GBK (the format's
/// own). A candidate the host cannot decode is not chosen; fields that are all ASCII say nothing
/// (GBK).
pub(crate) fn detect_fields<'a>(
    fields: impl IntoIterator<Item = &'a [u8]>,
    decoder: &dyn TextDecoder,
) -> TextEncoding {
    let fields: Vec<&[u8]> = fields.into_iter().filter(|f| !f.is_ascii()).collect();
    if fields.is_empty() {
        return TextEncoding::Gbk;
    }
    // (fields that decode, score) of each usable candidate.
    let mut best: Option<((usize, i64), TextEncoding)> = None;
    for (enc, charset) in [
        (TextEncoding::Gbk, Charset::Gb18030),
        (TextEncoding::Big5, Charset::Big5),
    ] {
        let (mut decoded, mut score, mut budget) = (0usize, 0i64, FIELD_BUDGET);
        let mut usable = true;
        for f in &fields {
            if budget == 0 {
                break;
            }
            let f = &f[..f.len().min(budget)];
            budget -= f.len();
            match decoder.decode(charset, f) {
                Ok(text) => {
                    decoded += 1;
                    score += record_score(&text) + code_score(enc, f);
                }
                Err(DecodeFailure::Malformed(_)) => {}
                Err(DecodeFailure::Unsupported) => {
                    usable = false;
                    break;
                }
            }
        }
        if usable && !matches!(best, Some((b, _)) if b >= (decoded, score)) {
            best = Some(((decoded, score), enc));
        }
    }
    best.map_or(TextEncoding::Gbk, |(_, enc)| enc)
}

/// How common the double-byte characters of `bytes` are in `enc`, by their codes: +1 for each
/// character of the common sets (GB2312's hanzi; Big5's level-1 hanzi), 0 for punctuation and
/// full-width forms (and Big5's level-2 hanzi), −1 for the rest (GBK's extensions, GB2312's
/// kana, Greek, Cyrillic and box drawing, Big5's extension areas). Big5 text read as GBK has
/// many of the last kind (its common hanzi, 0xA440…, are GB2312's kana rows; its trail bytes
/// below 0xA1 are GBK's rare extensions), GBK text read as Big5 fewer common ones.
pub(crate) fn code_score(enc: TextEncoding, bytes: &[u8]) -> i64 {
    let mut score = 0i64;
    let mut i = 0;
    while i < bytes.len() {
        let lead = bytes[i];
        if lead < 0x80 {
            i += 1;
            continue;
        }
        let Some(&trail) = bytes.get(i + 1) else {
            break;
        };
        if enc == TextEncoding::Gbk && trail.is_ascii_digit() {
            // A GB18030 four-byte sequence: a character outside GBK.
            score -= 1;
            i += 4;
            continue;
        }
        i += 2;
        let code = u16::from_be_bytes([lead, trail]);
        score += match enc {
            TextEncoding::Gbk => match (lead, trail) {
                (0xB0..=0xF7, 0xA1..=0xFE) => 1,
                (0xA1..=0xA3, 0xA1..=0xFE) => 0,
                _ => -1,
            },
            _ => match code {
                0xA440..=0xC67E => 1,
                0xA140..=0xA3BF | 0xC940..=0xF9D5 => 0,
                _ => -1,
            },
        };
    }
    score
}

/// Lossy text of a binary record's field in `enc` (GBK or Big5; UTF-8 and UTF-16 as UTF-8):
/// each malformed sequence becomes U+FFFD; ASCII needs no decoder.
pub(crate) fn decode_lossy_in(
    bytes: &[u8],
    enc: TextEncoding,
    decoder: &dyn TextDecoder,
) -> Result<String, RecordError> {
    let charset = match enc {
        _ if bytes.is_ascii() => return Ok(String::from_utf8_lossy(bytes).into_owned()),
        TextEncoding::Gbk => Charset::Gb18030,
        TextEncoding::Big5 => Charset::Big5,
        TextEncoding::Utf8 | TextEncoding::Utf16 => {
            return Ok(String::from_utf8_lossy(bytes).into_owned())
        }
    };
    decoder
        .decode_lossy(charset, bytes)
        .map_err(|e| decode_failure(e, charset, 0))
}

/// The record error of a decoding failure of bytes that start at offset `base`.
fn decode_failure(e: DecodeFailure, charset: Charset, base: usize) -> RecordError {
    match e {
        DecodeFailure::Malformed(at) => {
            RecordError::new(RecordErrorKind::Encoding).at_offset(base + at)
        }
        DecodeFailure::Unsupported => RecordError::new(RecordErrorKind::NoDecoder {
            charset: charset.label(),
        }),
    }
}

#[cfg(all(test, feature = "encoding"))]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// `encoding_rs` as a yes/no decoder of prefixes, as a JS `TextDecoder` with `fatal` is.
    fn decodes(charset: Charset) -> impl Fn(&[u8], bool) -> bool {
        move |b: &[u8], stream: bool| {
            let mut decoder = EncodingRs::encoding(charset).new_decoder_without_bom_handling();
            let mut out = String::with_capacity(b.len() * 3 + 16);
            let (result, _) = decoder.decode_to_string_without_replacement(b, &mut out, !stream);
            result == encoding_rs::DecoderResult::InputEmpty
        }
    }

    /// Bytes near the edges of GB18030 and UTF-16: lead and trail bytes, digits, ASCII.
    fn edgy() -> impl Strategy<Value = Vec<u8>> {
        let byte = prop_oneof![
            Just(0x20u8),
            Just(0x30),
            Just(0x39),
            Just(0x40),
            Just(0x7F),
            Just(0x80),
            Just(0x81),
            Just(0x84),
            Just(0xA1),
            Just(0xD8),
            Just(0xDC),
            Just(0xFE),
            Just(0xFF),
            any::<u8>(),
        ];
        proptest::collection::vec(byte, 0..24)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        /// The offset found from yes/no answers is the one `encoding_rs` reports.
        #[test]
        fn malformed_offset_is_encoding_rs_offset(bytes in edgy()) {
            for charset in [Charset::Gb18030, Charset::Utf16Le, Charset::Utf16Be] {
                let want = match EncodingRs.decode(charset, &bytes) {
                    Ok(_) => bytes.len(),
                    Err(DecodeFailure::Malformed(at)) => at,
                    Err(DecodeFailure::Unsupported) => unreachable!(),
                };
                prop_assert_eq!(malformed_offset(&bytes, decodes(charset)), want, "{:?}", charset);
            }
        }
    }

    /// A decoder that has no charset at all.
    struct Nothing;

    impl TextDecoder for Nothing {
        fn decode(&self, _: Charset, _: &[u8]) -> Result<String, DecodeFailure> {
            Err(DecodeFailure::Unsupported)
        }
        fn decode_lossy(&self, _: Charset, _: &[u8]) -> Result<String, DecodeFailure> {
            Err(DecodeFailure::Unsupported)
        }
    }

    #[test]
    fn a_host_without_the_charset_gives_a_coded_error_not_text() {
        let err = decode_with(b"\xc5\xda\xb6\xfe", &Nothing).unwrap_err();
        assert_eq!(err.code(), "ERR_RECORD_ENCODING");
        assert!(err.to_string().contains("gb18030"), "{err}");
        let err = decode_with(b"\xFF\xFEa\0", &Nothing).unwrap_err();
        assert!(err.to_string().contains("utf-16le"), "{err}");
        // UTF-8 and ASCII need no decoder.
        assert_eq!(
            decode_with("炮二平五".as_bytes(), &Nothing).unwrap().0,
            "炮二平五"
        );
        assert_eq!(
            decode_lossy_in(b"abc", TextEncoding::Gbk, &Nothing).unwrap(),
            "abc"
        );
        assert!(decode_lossy_in(b"\xc5\xda", TextEncoding::Gbk, &Nothing).is_err());
        assert!(decode_lossy_in(b"\xc5\xda", TextEncoding::Big5, &Nothing).is_err());
    }
}

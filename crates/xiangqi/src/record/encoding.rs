//! Decoding record text: UTF-8 (with or without a BOM), UTF-16 with a BOM, else GBK (read as
//! its superset GB18030), with `encoding_rs`.

use std::borrow::Cow;

use encoding_rs::{DecoderResult, GB18030, UTF_16BE, UTF_16LE};

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
    /// GBK / GB18030 (xqbase, XQStudio and most Chinese PGN files).
    Gbk,
}

impl TextEncoding {
    /// `"utf-8"`, `"utf-16"` or `"gbk"`.
    pub const fn name(self) -> &'static str {
        match self {
            TextEncoding::Utf8 => "utf-8",
            TextEncoding::Utf16 => "utf-16",
            TextEncoding::Gbk => "gbk",
        }
    }
}

/// Decodes record bytes: UTF-8 first (a BOM is dropped), UTF-16 if it starts with a BOM, GBK
/// otherwise. Bytes that are neither give [`RecordErrorKind::Encoding`] with the byte offset of
/// the first GBK error.
///
/// ```
/// use xiangqi::record::{decode, TextEncoding};
/// let (text, enc) = decode(b"\xEF\xBB\xBF1. h2e2").unwrap();
/// assert_eq!((&*text, enc), ("1. h2e2", TextEncoding::Utf8));
/// let (text, enc) = decode(b"\xc5\xda\xb6\xfe\xc6\xbd\xce\xe5").unwrap(); // GBK
/// assert_eq!((&*text, enc), ("炮二平五", TextEncoding::Gbk));
/// let err = decode(b"ok \x81\x20").unwrap_err();
/// assert_eq!((err.code(), err.offset), ("ERR_RECORD_ENCODING", Some(3)));
/// ```
pub fn decode(bytes: &[u8]) -> Result<(Cow<'_, str>, TextEncoding), RecordError> {
    let body = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if let Ok(s) = std::str::from_utf8(body) {
        return Ok((Cow::Borrowed(s), TextEncoding::Utf8));
    }
    for (bom, enc) in [(b"\xFF\xFE", UTF_16LE), (b"\xFE\xFF", UTF_16BE)] {
        if let Some(rest) = bytes.strip_prefix(bom) {
            return strict(enc, rest, bom.len()).map(|s| (Cow::Owned(s), TextEncoding::Utf16));
        }
    }
    strict(GB18030, body, bytes.len() - body.len()).map(|s| (Cow::Owned(s), TextEncoding::Gbk))
}

/// Decodes without replacement; the error names the offset (in `bytes` + `base`) of the first
/// malformed sequence.
fn strict(
    enc: &'static encoding_rs::Encoding,
    bytes: &[u8],
    base: usize,
) -> Result<String, RecordError> {
    let mut decoder = enc.new_decoder_without_bom_handling();
    let cap = decoder
        .max_utf8_buffer_length_without_replacement(bytes.len())
        .unwrap_or(bytes.len() * 3);
    let mut out = String::with_capacity(cap);
    let (result, read) = decoder.decode_to_string_without_replacement(bytes, &mut out, true);
    match result {
        DecoderResult::InputEmpty => Ok(out),
        DecoderResult::Malformed(bad, after) => {
            let at = read - bad as usize - after as usize;
            Err(RecordError::new(RecordErrorKind::Encoding).at_offset(base + at))
        }
        DecoderResult::OutputFull => {
            // Cannot happen with the capacity above; report it as an encoding error, not a panic.
            Err(RecordError::new(RecordErrorKind::Encoding).at_offset(base + read))
        }
    }
}

//! The record reader's decoder of GBK and UTF-16: the host's `TextDecoder` (every browser, and
//! Node with ICU), instead of linking `encoding_rs` and its tables of every CJK encoding.
//!
//! The record reader (`xiangqi-record`) chooses the encoding; this only decodes. A host without
//! the encoding answers [`DecodeFailure::Unsupported`] (`ERR_RECORD_ENCODING`), never a guessed
//! text.

use wasm_bindgen::prelude::*;
use xiangqi_record::{malformed_offset, Charset, DecodeFailure, TextDecoder};

#[wasm_bindgen]
extern "C" {
    /// The WHATWG `TextDecoder`.
    #[wasm_bindgen(js_name = "TextDecoder")]
    type JsTextDecoder;

    #[wasm_bindgen(constructor, catch, js_class = "TextDecoder")]
    fn new(label: &str, options: &JsValue) -> Result<JsTextDecoder, JsValue>;

    #[wasm_bindgen(method, catch, js_class = "TextDecoder")]
    fn decode(this: &JsTextDecoder, input: &[u8], options: &JsValue) -> Result<String, JsValue>;
}

/// A `{key: value}` object.
fn object(entries: &[(&str, bool)]) -> JsValue {
    let obj = js_sys::Object::new();
    for &(key, value) in entries {
        let _ = js_sys::Reflect::set(&obj, &JsValue::from_str(key), &JsValue::from_bool(value));
    }
    obj.into()
}

/// A new decoder of `charset`, keeping a leading U+FEFF as text (the record reader has dropped the BOM).
fn decoder(charset: Charset, fatal: bool) -> Result<JsTextDecoder, DecodeFailure> {
    let options = object(&[("fatal", fatal), ("ignoreBOM", true)]);
    JsTextDecoder::new(charset.label(), &options).map_err(|_| DecodeFailure::Unsupported)
}

/// [`TextDecoder`] over the host's `TextDecoder`.
pub struct HostDecoder;

impl TextDecoder for HostDecoder {
    fn decode(&self, charset: Charset, bytes: &[u8]) -> Result<String, DecodeFailure> {
        if let Ok(text) = decoder(charset, true)?.decode(bytes, &JsValue::UNDEFINED) {
            return Ok(text);
        }
        // A fatal TextDecoder throws without saying where: find the offset from prefixes.
        let stream = object(&[("stream", true)]);
        let at = malformed_offset(bytes, |prefix, streaming| {
            let options = if streaming {
                &stream
            } else {
                &JsValue::UNDEFINED
            };
            decoder(charset, true).is_ok_and(|d| d.decode(prefix, options).is_ok())
        });
        Err(DecodeFailure::Malformed(at))
    }

    fn decode_lossy(&self, charset: Charset, bytes: &[u8]) -> Result<String, DecodeFailure> {
        // Non-fatal: never throws.
        Ok(decoder(charset, false)?
            .decode(bytes, &JsValue::UNDEFINED)
            .unwrap_or_default())
    }
}

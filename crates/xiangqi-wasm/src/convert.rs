//! Output: a report, as the core's serde attributes shape it, to a plain JS object.
//!
//! The shapes (camelCase keys, snake_case values) are defined once, in the core; this writes the
//! report as JSON with serde_json and lets the host's `JSON.parse` build the object (maps as
//! plain objects, `None` as `null`), with no renaming of its own. The same objects as
//! serde-wasm-bindgen's JSON-compatible serializer made, for about 6 KB less gzipped module: its
//! per-type serializer code and imports go, and the reports carry no floats (which would read as
//! `null` for NaN or an infinity).

use serde::Serialize;
use wasm_bindgen::JsValue;

use crate::error::xiangqi_error;

/// Serialises a report to a plain JS object.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    let mut json = Vec::with_capacity(256);
    // Cannot fail for the reports (string keys, no floats).
    let written = serde_json::to_writer(&mut json, value).is_ok();
    parse(written, json)
}

/// The non-generic half of [`to_js`] (once in the module, not once per report type).
#[inline(never)]
fn parse(written: bool, json: Vec<u8>) -> Result<JsValue, JsValue> {
    // serde_json's error text is left out, as its formatting would only add code
    match String::from_utf8(json) {
        Ok(json) if written => js_sys::JSON::parse(&json),
        _ => Err(xiangqi_error(
            xiangqi::ErrorCode::Internal.as_str(),
            "serialisation failed",
        )),
    }
}

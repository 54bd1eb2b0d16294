//! Output: a report, as the core's serde attributes shape it, to a plain JS object.
//!
//! The shapes (camelCase keys, snake_case values) are defined once, in the core; this is
//! serde-wasm-bindgen's JSON-compatible serializer (maps as plain objects, `None` as `null`),
//! with no renaming of its own.

use serde::Serialize;
use wasm_bindgen::JsValue;

use crate::error::xiangqi_error;

/// Serialises a report to a plain JS object.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| {
            xiangqi_error(
                xiangqi::ErrorCode::Internal.as_str(),
                &format!("serialisation failed: {e}"),
            )
        })
}

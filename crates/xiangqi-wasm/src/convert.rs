//! Output: serde → plain JS objects with camelCase keys.

use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};

use crate::error::xiangqi_error;

/// `final_fen` → `finalFen`.
pub fn camel_case(key: &str) -> String {
    let mut out = String::with_capacity(key.len());
    let mut upper = false;
    for c in key.chars() {
        if c == '_' && !out.is_empty() {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// Renames every object key in a JSON-like JS value to camelCase (arrays and plain objects only,
/// as produced by `Serializer::json_compatible`).
pub fn camel_keys(value: JsValue) -> JsValue {
    if js_sys::Array::is_array(&value) {
        let arr: js_sys::Array = value.unchecked_into();
        for i in 0..arr.length() {
            arr.set(i, camel_keys(arr.get(i)));
        }
        arr.into()
    } else if value.is_object() {
        let obj: js_sys::Object = value.unchecked_into();
        let out = js_sys::Object::new();
        for key in js_sys::Object::keys(&obj).iter() {
            let v = js_sys::Reflect::get(&obj, &key).unwrap_or(JsValue::UNDEFINED);
            let k = camel_case(&key.as_string().unwrap_or_default());
            let _ = js_sys::Reflect::set(&out, &JsValue::from_str(&k), &camel_keys(v));
        }
        out.into()
    } else {
        value
    }
}

/// Serialises a (snake_case) report to a plain JS object with camelCase keys.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map(camel_keys)
        .map_err(|e| xiangqi_error("ERR_INTERNAL", &format!("serialisation failed: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn camel_case_keys() {
        assert_eq!(camel_case("final_fen"), "finalFen");
        assert_eq!(camel_case("from_ply"), "fromPly");
        assert_eq!(
            camel_case("discovered_capture_threat"),
            "discoveredCaptureThreat"
        );
        assert_eq!(camel_case("check"), "check");
        assert_eq!(camel_case("h2"), "h2");
        assert_eq!(camel_case("_x"), "_x");
    }
}

//! The `XiangqiError` thrown for every bad input.

use wasm_bindgen::JsValue;

/// The most characters of an offending input quoted in an error message.
pub(crate) const QUOTE_MAX: usize = 40;

/// A JavaScript `Error` with `name = "XiangqiError"` and a `code` property.
pub fn xiangqi_error(code: &str, message: &str) -> JsValue {
    let err = js_sys::Error::new(message);
    err.set_name("XiangqiError");
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("code"), &JsValue::from_str(code));
    err.into()
}

pub(crate) fn argument_error(name: &str, expected: &str, got: &JsValue) -> JsValue {
    let got = if got.is_null() {
        "null".to_string()
    } else {
        got.js_typeof().as_string().unwrap_or_default()
    };
    xiangqi_error(
        "ERR_ARGUMENT",
        &format!("{name} must be {expected}, got {got}"),
    )
}

/// At most [`QUOTE_MAX`] characters of `s`, for quoting user input in messages.
pub(crate) fn quote(s: &str) -> String {
    match s.char_indices().nth(QUOTE_MAX) {
        Some((i, _)) => format!("{:?}…", &s[..i]),
        None => format!("{s:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quote_truncates_on_char_boundaries() {
        assert_eq!(quote("h2e2"), "\"h2e2\"");
        let long = "炮".repeat(100);
        let q = quote(&long);
        assert!(q.ends_with('…'));
        assert_eq!(q.chars().filter(|&c| c == '炮').count(), QUOTE_MAX);
    }
}

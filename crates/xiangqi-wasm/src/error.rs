//! The `XiangqiError` thrown for every bad input.
//!
//! The npm package's wrapper (`npm/src/`) registers its exported `XiangqiError` class at load
//! time through [`set_error_class`]; errors are then instances of it (`instanceof` works). The
//! bare wasm-bindgen build (no wrapper, e.g. `wasm-pack test`) throws a plain `Error` with the
//! same `name`, `code` and `message`.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

/// The most characters of an offending input quoted in an error message.
pub(crate) const QUOTE_MAX: usize = 40;

thread_local! {
    static ERROR_CLASS: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
}

/// Called once by the package wrapper: `new class(code, message)` makes every error thrown from
/// then on. Internal (not in the public typings).
#[wasm_bindgen(js_name = "__xiangqi_errorClass", skip_typescript)]
pub fn set_error_class(class: js_sys::Function) {
    ERROR_CLASS.with(|c| *c.borrow_mut() = Some(class));
}

/// A `XiangqiError` with a stable `code`.
pub fn xiangqi_error(code: &str, message: &str) -> JsValue {
    let (code, message) = (JsValue::from_str(code), JsValue::from_str(message));
    let registered = ERROR_CLASS.with(|c| {
        c.borrow().as_ref().and_then(|class| {
            js_sys::Reflect::construct(class, &js_sys::Array::of2(&code, &message)).ok()
        })
    });
    registered.unwrap_or_else(|| {
        let err = js_sys::Error::new(&message.as_string().unwrap_or_default());
        err.set_name("XiangqiError");
        // Setting a property on a fresh Error object cannot fail.
        let _ = js_sys::Reflect::set(&err, &JsValue::from_str("code"), &code);
        err.into()
    })
}

/// Sets an error's `details`: what went wrong as data, the typed Rust error as the core
/// serializes it (e.g. `{kind: "char", row: 3, ch: "x"}` for `ERR_FEN_CHAR`), so that a caller
/// can word the error in its own language.
pub(crate) fn with_details<T: serde::Serialize + ?Sized>(err: JsValue, details: &T) -> JsValue {
    if let Ok(v) = crate::convert::to_js(details) {
        if v.is_object() {
            let _ = js_sys::Reflect::set(&err, &JsValue::from_str("details"), &v);
        }
    }
    err
}

/// Adds a numeric detail (`index`, `ply`, `offset`) to a thrown error.
pub(crate) fn with_detail(err: JsValue, key: &str, value: usize) -> JsValue {
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str(key), &JsValue::from(value as f64));
    err
}

/// Puts `prefix` in front of an error's message (its class, name and code stay).
pub(crate) fn prefix_message(err: JsValue, prefix: &str) -> JsValue {
    if let Some(e) = err.dyn_ref::<js_sys::Error>() {
        let msg = e.message().as_string().unwrap_or_default();
        e.set_message(&format!("{prefix}{msg}"));
    }
    err
}

pub(crate) fn argument_error(name: &str, expected: &str, got: &JsValue) -> JsValue {
    let got = if got.is_null() {
        "null".to_string()
    } else {
        got.js_typeof().as_string().unwrap_or_default()
    };
    xiangqi_error(
        xiangqi::ErrorCode::Argument.as_str(),
        &format!("{name} must be {expected}, got {got}"),
    )
}

/// At most [`QUOTE_MAX`] characters of `s`, for quoting user input in messages.
pub(crate) fn quote(s: &str) -> String {
    match s.char_indices().nth(QUOTE_MAX) {
        Some((i, _)) => format!("{}…", xiangqi::quoted(&s[..i])),
        None => xiangqi::quoted(s).to_string(),
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

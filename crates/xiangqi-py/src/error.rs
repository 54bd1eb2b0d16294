//! The `XiangqiError` raised for every bad input.
//!
//! The exception classes are defined once, in Python (`xiangqi_referee/_errors.py`: the class
//! of each code, e.g. `MoveError` for `ERR_ILLEGAL_MOVE`); this file only builds one from a code,
//! a message and the details as data.

use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The most characters of an offending input quoted in an error message.
pub(crate) const QUOTE_MAX: usize = 40;

/// The `XiangqiError` (subclass chosen by `code`) with `message` and, as attributes, the keys of
/// `extra` (`details`, `index`, `ply`, …).
pub(crate) fn xiangqi_error(code: &str, message: &str) -> PyErr {
    error_with(code, message, &[])
}

/// A `XiangqiError` with extra attributes given as JSON values (`details`, `index`, …).
pub(crate) fn error_with(code: &str, message: &str, extra: &[(&str, serde_json::Value)]) -> PyErr {
    Python::attach(|py| match make_error(py, code, message, extra) {
        Ok(err) => err,
        Err(e) => e,
    })
}

fn make_error(
    py: Python<'_>,
    code: &str,
    message: &str,
    extra: &[(&str, serde_json::Value)],
) -> PyResult<PyErr> {
    let module = py.import("xiangqi_referee._errors")?;
    let kwargs = PyDict::new(py);
    for (key, value) in extra {
        kwargs.set_item(*key, crate::convert::json_value(py, value)?)?;
    }
    let err = module
        .getattr("make")?
        .call((code, message), Some(&kwargs))?;
    Ok(PyErr::from_value(err))
}

/// The error of an argument of the wrong type: `ERR_ARGUMENT`, raised as `ArgumentError` (a
/// `TypeError` too).
pub(crate) fn argument_error(name: &str, expected: &str, got: &Bound<'_, PyAny>) -> PyErr {
    let got = got
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "?".to_string());
    error_with(
        xiangqi::ErrorCode::Argument.as_str(),
        &format!("{name} must be {expected}, got {got}"),
        &[("type_error", serde_json::Value::Bool(true))],
    )
}

/// `details` of a typed core error: the error as the core serialises it.
pub(crate) fn details<T: serde::Serialize + ?Sized>(
    e: &T,
) -> Vec<(&'static str, serde_json::Value)> {
    match serde_json::to_value(e) {
        Ok(v) if v.is_object() => vec![("details", v)],
        _ => Vec::new(),
    }
}

/// At most [`QUOTE_MAX`] characters of `s`, for quoting user input in messages.
pub(crate) fn quote(s: &str) -> String {
    match s.char_indices().nth(QUOTE_MAX) {
        Some((i, _)) => format!("{:?}…", &s[..i]),
        None => format!("{s:?}"),
    }
}

/// Runs `f`, turning a panic (a bug) into `XiangqiError` `ERR_INTERNAL` instead of PyO3's
/// `PanicException` (a `BaseException` that `except Exception` does not catch).
pub(crate) fn guard<T>(f: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic".to_string());
            Err(xiangqi_error(
                xiangqi::ErrorCode::Internal.as_str(),
                &format!("internal error (a bug; please report it): {what}"),
            ))
        }
    }
}

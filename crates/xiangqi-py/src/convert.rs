//! Output: a value, as the core's serde attributes shape it, to Python.
//!
//! The JSON is serde_json's, as the CLI prints it; `xiangqi_referee.reports` reads it
//! (`json.loads`) and wraps it in the typed report class (snake_case attributes, `.to_dict()`
//! giving the JSON back). No shape is defined here.

use pyo3::prelude::*;
use serde::Serialize;

use crate::error::xiangqi_error;

/// The JSON text of `value`.
pub(crate) fn json_text<T: Serialize + ?Sized>(value: &T) -> PyResult<String> {
    serde_json::to_string(value).map_err(|e| {
        xiangqi_error(
            xiangqi::ErrorCode::Internal.as_str(),
            &format!("serialisation failed: {e}"),
        )
    })
}

/// `value` as the report class `kind` of `xiangqi_referee.reports` (`"JudgeReport"`, …;
/// `"MoveReport[]"` for a list of them, `"JudgeReport?"` for one or `None`).
pub(crate) fn report<T: Serialize + ?Sized>(
    py: Python<'_>,
    kind: &str,
    value: &T,
) -> PyResult<Py<PyAny>> {
    from_json_text(py, kind, &json_text(value)?)
}

/// The report of JSON text already made.
pub(crate) fn from_json_text(py: Python<'_>, kind: &str, text: &str) -> PyResult<Py<PyAny>> {
    let reports = py.import("xiangqi_referee.reports")?;
    Ok(reports.getattr("_from_json")?.call1((kind, text))?.unbind())
}

/// A JSON value as plain Python data (dicts, lists, str, int, float, bool, None).
pub(crate) fn json_value<'py>(
    py: Python<'py>,
    value: &serde_json::Value,
) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?
        .getattr("loads")?
        .call1((value.to_string(),))
}

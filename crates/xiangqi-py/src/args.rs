//! Reading Python arguments: a wrong type or an unreadable value is a `XiangqiError`
//! (`ArgumentError`, also a `TypeError`, for a wrong type), never a panic.

use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyList, PyString, PyTuple};
use xiangqi::adjudicator::{JudgeOptions, RuleSet, MAX_JUDGE_MOVES};
use xiangqi::notation::{self, Notation};
use xiangqi::{Move, Position};

use crate::error::{argument_error, details, error_with, quote, xiangqi_error};

/// The most bytes of a move's text read: the longest move text of any notation is a few
/// characters (`炮二平五`, `H2-E2`, `+C2.5`); longer text is `ERR_NOTATION` without parsing it.
pub(crate) const MAX_MOVE_TEXT: usize = 64;

pub(crate) fn string_arg(value: &Bound<'_, PyAny>, name: &str) -> PyResult<String> {
    let s = value
        .cast::<PyString>()
        .map_err(|_| argument_error(name, "a str", value))?;
    s.to_cow().map(|c| c.into_owned()).map_err(|_| {
        xiangqi_error(
            xiangqi::ErrorCode::Argument.as_str(),
            &format!("{name} is not valid Unicode text"),
        )
    })
}

/// A position from a FEN (`ERR_FEN_*`, `ERR_POS_*` with the core error as `details`).
pub(crate) fn position_from(fen: &str) -> PyResult<Position> {
    Position::from_fen(fen)
        .map_err(|e| error_with(e.code(), &format!("invalid FEN: {e}"), &details(&e)))
}

pub(crate) fn position_arg(fen: &Bound<'_, PyAny>) -> PyResult<Position> {
    position_from(&string_arg(fen, "fen")?)
}

/// Reads a move in ICCS (`h2e2`, `H2-E2`), WXF (`C2.5`) or Chinese (`炮二平五`) and resolves it
/// against `pos`: `ERR_NOTATION` when unreadable or ambiguous, `ERR_ILLEGAL_MOVE` when not legal.
pub(crate) fn move_from(pos: &Position, text: &str) -> PyResult<Move> {
    let text_details = || vec![("details", serde_json::json!({ "text": quote(text) }))];
    if text.len() > MAX_MOVE_TEXT {
        return Err(error_with(
            xiangqi::ErrorCode::Notation.as_str(),
            &format!(
                "move {}: {} bytes, longer than any move ({MAX_MOVE_TEXT} at most)",
                quote(text),
                text.len()
            ),
            &text_details(),
        ));
    }
    notation::parse_move(pos, text).map_err(|e| {
        error_with(
            e.code(),
            &format!("move {}: {e}", quote(text)),
            &[("details", serde_json::json!({ "text": text }))],
        )
    })
}

pub(crate) fn move_arg(pos: &Position, mv: &Bound<'_, PyAny>) -> PyResult<Move> {
    move_from(pos, &string_arg(mv, "move")?)
}

pub(crate) fn notation_arg(value: &Bound<'_, PyAny>) -> PyResult<Notation> {
    let name = string_arg(value, "notation")?;
    name.parse::<Notation>()
        .map_err(|e| xiangqi_error(e.code(), &format!("notation {}: {e}", quote(&name))))
}

/// The items of a list or tuple (not of a str, which is a sequence of characters).
pub(crate) fn sequence_arg<'py>(
    value: &Bound<'py, PyAny>,
    name: &str,
    what: &str,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    if let Ok(list) = value.cast::<PyList>() {
        Ok(list.iter().collect())
    } else if let Ok(tuple) = value.cast::<PyTuple>() {
        Ok(tuple.iter().collect())
    } else {
        Err(argument_error(name, what, value))
    }
}

/// The move texts of a list of str (at most [`MAX_JUDGE_MOVES`]).
pub(crate) fn move_texts(value: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    let items = sequence_arg(value, "moves", "a list of str")?;
    if items.len() > MAX_JUDGE_MOVES {
        return Err(xiangqi_error(
            xiangqi::ErrorCode::Limit.as_str(),
            &format!("{} moves, at most {MAX_JUDGE_MOVES}", items.len()),
        ));
    }
    items
        .iter()
        .enumerate()
        .map(|(i, item)| string_arg(item, &format!("moves[{i}]")).map_err(|e| with_index(e, i)))
        .collect()
}

/// Each move resolved against the position it is played in. A bad move's error names it
/// (`moves[i]: …`) and carries `index = i`.
pub(crate) fn moves_from(start: &Position, texts: &[String]) -> PyResult<Vec<Move>> {
    let mut pos = start.clone();
    let mut out = Vec::with_capacity(texts.len());
    for (i, text) in texts.iter().enumerate() {
        let m = move_from(&pos, text)
            .map_err(|e| with_index(prefix(e, &format!("moves[{i}]: ")), i))?;
        pos.play_unchecked(m);
        out.push(m);
    }
    Ok(out)
}

pub(crate) fn moves_arg(start: &Position, value: &Bound<'_, PyAny>) -> PyResult<Vec<Move>> {
    moves_from(start, &move_texts(value)?)
}

/// Sets `index` on a raised error.
pub(crate) fn with_index(err: PyErr, index: usize) -> PyErr {
    Python::attach(|py| {
        let _ = err.value(py).setattr("index", index);
    });
    err
}

/// Puts `prefix` in front of an error's message (its class and code stay).
pub(crate) fn prefix(err: PyErr, prefix: &str) -> PyErr {
    Python::attach(|py| {
        let value = err.value(py);
        if let Ok(msg) = value.getattr("message").and_then(|m| m.extract::<String>()) {
            let msg = format!("{prefix}{msg}");
            let _ = value.setattr("message", &msg);
            let _ = value.setattr("args", (msg,));
        }
    });
    err
}

/// An optional integer from `min` to `max` (`None` → `None`; a bool is not an integer here).
pub(crate) fn integer_arg(
    value: Option<&Bound<'_, PyAny>>,
    name: &str,
    min: u32,
    max: u32,
) -> PyResult<Option<u32>> {
    let Some(value) = value.filter(|v| !v.is_none()) else {
        return Ok(None);
    };
    let expected = format!("an int from {min} to {max}");
    if value.is_instance_of::<PyBool>() || !value.is_instance_of::<PyInt>() {
        return Err(argument_error(name, &expected, value));
    }
    match value.extract::<i64>() {
        Ok(n) if n >= i64::from(min) && n <= i64::from(max) => Ok(Some(n as u32)),
        _ => Err(xiangqi_error(
            xiangqi::ErrorCode::Argument.as_str(),
            &format!(
                "{name} must be {expected}, got {}",
                value.repr().map(|r| r.to_string()).unwrap_or_default()
            ),
        )),
    }
}

pub(crate) fn bool_arg(value: Option<&Bound<'_, PyAny>>, name: &str) -> PyResult<Option<bool>> {
    let Some(value) = value.filter(|v| !v.is_none()) else {
        return Ok(None);
    };
    value
        .cast::<PyBool>()
        .map(|b| Some(b.is_true()))
        .map_err(|_| argument_error(name, "a bool", value))
}

/// The rule set by its serde name (`"axf"`, `"chinese"`, `"chinese1965"`): a rule set added to
/// the core is accepted here.
pub(crate) fn rules_arg(value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<RuleSet>> {
    let Some(value) = value.filter(|v| !v.is_none()) else {
        return Ok(None);
    };
    let name = string_arg(value, "rules")?;
    name.parse::<RuleSet>()
        .map(Some)
        .map_err(|e| xiangqi_error(e.code(), &format!("rules {}: {e}", quote(&name))))
}

/// The judge options given as keyword arguments (`None`: the default).
pub(crate) struct Options<'a, 'py> {
    pub rules: Option<&'a Bound<'py, PyAny>>,
    pub fold: Option<&'a Bound<'py, PyAny>>,
    pub pattern: Option<&'a Bound<'py, PyAny>>,
    pub move_limit: Option<&'a Bound<'py, PyAny>>,
    pub max_counted_checks: Option<&'a Bound<'py, PyAny>>,
}

impl Options<'_, '_> {
    pub(crate) fn read(&self) -> PyResult<JudgeOptions> {
        let mut opts = JudgeOptions::default();
        if let Some(r) = rules_arg(self.rules)? {
            opts.rules = r;
        }
        if let Some(n) = integer_arg(
            self.fold,
            "fold",
            *JudgeOptions::FOLD.start(),
            *JudgeOptions::FOLD.end(),
        )? {
            opts.fold = n;
        }
        if let Some(b) = bool_arg(self.pattern, "pattern")? {
            opts.pattern = b;
        }
        if let Some(n) = integer_arg(
            self.move_limit,
            "move_limit",
            *JudgeOptions::MOVE_LIMIT.start(),
            *JudgeOptions::MOVE_LIMIT.end(),
        )? {
            opts.move_limit = n;
        }
        if let Some(n) = integer_arg(
            self.max_counted_checks,
            "max_counted_checks",
            *JudgeOptions::MAX_COUNTED_CHECKS.start(),
            *JudgeOptions::MAX_COUNTED_CHECKS.end(),
        )? {
            opts.max_counted_checks = n;
        }
        Ok(opts)
    }
}

/// The options of a `{rules, fold, pattern, moveLimit, maxCountedChecks}` dict (the JSON of
/// `Game.to_json`, the same as the JavaScript package's `Game.toJSON`).
pub(crate) fn options_dict(value: &Bound<'_, PyAny>) -> PyResult<JudgeOptions> {
    if value.is_none() {
        return Ok(JudgeOptions::default());
    }
    let dict = value
        .cast::<PyDict>()
        .map_err(|_| argument_error("options", "a dict", value))?;
    const KEYS: [&str; 5] = ["rules", "fold", "pattern", "moveLimit", "maxCountedChecks"];
    check_keys(dict, "options", &KEYS)?;
    let get = |k: &str| dict.get_item(k).ok().flatten();
    let (rules, fold, pattern, move_limit, max_counted_checks) = (
        get("rules"),
        get("fold"),
        get("pattern"),
        get("moveLimit"),
        get("maxCountedChecks"),
    );
    Options {
        rules: rules.as_ref(),
        fold: fold.as_ref(),
        pattern: pattern.as_ref(),
        move_limit: move_limit.as_ref(),
        max_counted_checks: max_counted_checks.as_ref(),
    }
    .read()
}

/// An `ERR_ARGUMENT` naming the first key of `dict` that is not in `known`.
pub(crate) fn check_keys(dict: &Bound<'_, PyDict>, what: &str, known: &[&str]) -> PyResult<()> {
    for key in dict.keys() {
        let key = key.str().map(|s| s.to_string()).unwrap_or_default();
        if !known.contains(&key.as_str()) {
            return Err(xiangqi_error(
                xiangqi::ErrorCode::Argument.as_str(),
                &format!(
                    "unknown key {} in the {what} (the keys are {})",
                    quote(&key),
                    known.join(", ")
                ),
            ));
        }
    }
    Ok(())
}

/// The options as the JSON of a game writes them (what [`options_dict`] reads back).
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct OptionsJson {
    rules: RuleSet,
    fold: u32,
    pattern: bool,
    move_limit: u32,
    max_counted_checks: u32,
}

impl From<&JudgeOptions> for OptionsJson {
    fn from(o: &JudgeOptions) -> OptionsJson {
        OptionsJson {
            rules: o.rules,
            fold: o.fold,
            pattern: o.pattern,
            move_limit: o.move_limit,
            max_counted_checks: o.max_counted_checks,
        }
    }
}

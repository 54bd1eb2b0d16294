//! Reading JavaScript arguments: a wrong type or an unreadable value is a `XiangqiError`.

use wasm_bindgen::{JsCast, JsValue};
use xiangqi::adjudicator::{JudgeOptions, RuleSet, MAX_JUDGE_MOVES};
use xiangqi::notation::{Notation, Reader};
use xiangqi::{Move, Position};

use crate::error::{
    argument_error, prefix_message, quote, with_detail, with_details, xiangqi_error,
};

pub(crate) fn string_arg(value: &JsValue, name: &str) -> Result<String, JsValue> {
    value
        .as_string()
        .ok_or_else(|| argument_error(name, "a string", value))
}

pub(crate) fn position_arg(fen: &JsValue) -> Result<Position, JsValue> {
    let fen = string_arg(fen, "fen")?;
    Position::from_fen(&fen)
        .map_err(|e| with_details(xiangqi_error(e.code(), &format!("invalid FEN: {e}")), &e))
}

/// Reads a move as a record would ([`Reader::LENIENT`]: ICCS `h2e2`/`H2-E2`, WXF `C2.5`/`Ｃ２＝５`,
/// Chinese `炮二平五`, SAN `Che2`) and resolves it against `pos`: `ERR_NOTATION` when unreadable
/// or ambiguous, `ERR_ILLEGAL_MOVE` when not legal.
pub(crate) fn move_arg(pos: &Position, mv: &JsValue) -> Result<Move, JsValue> {
    let text = string_arg(mv, "move")?;
    Reader::LENIENT.read_move(pos, &text).map_err(|e| {
        let err = xiangqi_error(e.code(), &format!("move {}: {e}", quote(&text)));
        with_details(err, &MoveDetails { text: &text })
    })
}

/// The `details` of a move that cannot be read or played: the text as given.
#[derive(serde::Serialize)]
struct MoveDetails<'a> {
    text: &'a str,
}

pub(crate) fn notation_arg(value: &JsValue) -> Result<Notation, JsValue> {
    let name = string_arg(value, "notation")?;
    name.parse::<Notation>()
        .map_err(|e| xiangqi_error(e.code(), &format!("notation {}: {e}", quote(&name))))
}

/// Reads a JS array of move strings, each resolved against the position it is played in. A bad
/// move's error names it (`moves[i]: …`) and carries `index: i`.
pub(crate) fn moves_arg(start: &Position, value: &JsValue) -> Result<Vec<Move>, JsValue> {
    if !js_sys::Array::is_array(value) {
        return Err(argument_error("moves", "an array of strings", value));
    }
    let arr: &js_sys::Array = value.unchecked_ref();
    let len = arr.length() as usize;
    if len > MAX_JUDGE_MOVES {
        return Err(xiangqi_error(
            xiangqi::ErrorCode::Limit.as_str(),
            &format!("{len} moves, at most {MAX_JUDGE_MOVES}"),
        ));
    }
    let mut pos = start.clone();
    let mut out = Vec::with_capacity(len);
    for (i, item) in arr.iter().enumerate() {
        let m = move_arg(&pos, &item)
            .map_err(|e| with_detail(prefix_message(e, &format!("moves[{i}]: ")), "index", i))?;
        pos.play_unchecked(m);
        out.push(m);
    }
    Ok(out)
}

/// The keys of the options object (of `judge` and `Game`).
pub(crate) const OPTION_KEYS: [&str; 5] =
    ["rules", "fold", "pattern", "moveLimit", "maxCountedChecks"];

/// Reads `{rules, fold, pattern, moveLimit, maxCountedChecks}` (all optional; `undefined` →
/// defaults). An unknown key is an `ERR_ARGUMENT` naming it (a misspelt option would otherwise
/// be silently ignored).
pub(crate) fn options_arg(value: &JsValue) -> Result<JudgeOptions, JsValue> {
    judge_options(options_object(value, &OPTION_KEYS)?)
}

/// The judge options of an options object (its other keys already checked).
pub(crate) fn judge_options(obj: Option<&js_sys::Object>) -> Result<JudgeOptions, JsValue> {
    let mut opts = JudgeOptions::default();
    let count = |key: &str, min: u32, max: u32| {
        integer_arg(&get(obj, key), &format!("options.{key}"), min, max)
    };
    if let Some(n) = count(
        "fold",
        *JudgeOptions::FOLD.start(),
        *JudgeOptions::FOLD.end(),
    )? {
        opts.fold = n;
    }
    if let Some(n) = count(
        "moveLimit",
        *JudgeOptions::MOVE_LIMIT.start(),
        *JudgeOptions::MOVE_LIMIT.end(),
    )? {
        opts.move_limit = n;
    }
    if let Some(n) = count(
        "maxCountedChecks",
        *JudgeOptions::MAX_COUNTED_CHECKS.start(),
        *JudgeOptions::MAX_COUNTED_CHECKS.end(),
    )? {
        opts.max_counted_checks = n;
    }
    let pattern = get(obj, "pattern");
    if !pattern.is_undefined() {
        opts.pattern = pattern
            .as_bool()
            .ok_or_else(|| argument_error("options.pattern", "a boolean", &pattern))?;
    }
    let rules = get(obj, "rules");
    if !rules.is_undefined() {
        // The core's names (`RuleSet::from_str`: "axf", …): a rule set added there is accepted
        // here. Read from the string alone: a deserializer of any JS value would link float
        // printing (`Unexpected::Float`), about 6 KB of the gzipped module.
        let Some(name) = rules.as_string() else {
            return Err(argument_error("options.rules", "a string", &rules));
        };
        opts.rules = name
            .parse::<RuleSet>()
            .map_err(|e| xiangqi_error(e.code(), &format!("options.rules: {e}")))?;
    }
    Ok(opts)
}

/// An options object: `None` for `undefined`/`null`; an `ERR_ARGUMENT` for anything but an
/// object, or for an object with a key that is not in `known` (naming it).
pub(crate) fn options_object<'a>(
    value: &'a JsValue,
    known: &[&str],
) -> Result<Option<&'a js_sys::Object>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    if !value.is_object() || js_sys::Array::is_array(value) {
        return Err(argument_error("options", "an object", value));
    }
    check_keys(value, "options", known)?;
    Ok(Some(value.unchecked_ref()))
}

/// `obj[key]`; `undefined` when there is no object or no such key.
pub(crate) fn get(obj: Option<&js_sys::Object>, key: &str) -> JsValue {
    obj.and_then(|o| js_sys::Reflect::get(o, &JsValue::from_str(key)).ok())
        .unwrap_or(JsValue::UNDEFINED)
}

/// An optional integer from `min` to `max` (`None` for `undefined`); anything else is an
/// `ERR_ARGUMENT` naming the argument and the range.
pub(crate) fn integer_arg(
    value: &JsValue,
    name: &str,
    min: u32,
    max: u32,
) -> Result<Option<u32>, JsValue> {
    if value.is_undefined() {
        return Ok(None);
    }
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && n >= f64::from(min) && n <= f64::from(max) => {
            Ok(Some(n as u32))
        }
        _ => Err(argument_error(
            name,
            &format!("an integer from {min} to {max}"),
            value,
        )),
    }
}

/// An `ERR_ARGUMENT` naming the first key of the object `value` that is not in `known`.
pub(crate) fn check_keys(value: &JsValue, what: &str, known: &[&str]) -> Result<(), JsValue> {
    let obj: &js_sys::Object = value.unchecked_ref();
    for key in js_sys::Object::keys(obj).iter() {
        let key = key.as_string().unwrap_or_default();
        if !known.contains(&key.as_str()) {
            return Err(xiangqi_error(
                xiangqi::ErrorCode::Argument.as_str(),
                &format!(
                    "unknown key {} in the {what} (the keys are {})",
                    quote(&key),
                    xiangqi::joined(known, ", ")
                ),
            ));
        }
    }
    Ok(())
}

/// The options as JavaScript writes them (what [`options_arg`] reads back).
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct OptionsJs {
    rules: RuleSet,
    fold: u32,
    pattern: bool,
    move_limit: u32,
    max_counted_checks: u32,
}

impl From<&JudgeOptions> for OptionsJs {
    fn from(o: &JudgeOptions) -> OptionsJs {
        OptionsJs {
            rules: o.rules,
            fold: o.fold,
            pattern: o.pattern,
            move_limit: o.move_limit,
            max_counted_checks: o.max_counted_checks,
        }
    }
}

//! JavaScript bindings for the [`xiangqi`] crate: a thin shim over the core.
//!
//! Every export parses its JavaScript arguments, calls the core and converts the answer; there is
//! no rules logic here. See `docs/api-contract.md` for the API and README.md for examples.
//!
//! * Arguments arrive as [`JsValue`], so a wrong JavaScript type throws a `XiangqiError` with
//!   code `ERR_ARGUMENT` instead of trapping.
//! * Every error is a JavaScript `Error` with `name === "XiangqiError"`, a stable `code`
//!   (`ERR_FEN_*`, `ERR_POS_*`, `ERR_ILLEGAL_MOVE`, `ERR_NOTATION`, `ERR_ARGUMENT`, `ERR_LIMIT`)
//!   and a message naming the offending part.
//! * Reports are serialised with serde-wasm-bindgen as plain objects with camelCase keys (the
//!   core serialises snake_case; [`to_js`] renames the keys).

use std::collections::BTreeMap;

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use xiangqi::notation::{self, Notation};
use xiangqi::{Color, Move, Outcome, Position, Setup};

/// The deepest `perft` the binding accepts (depth 7 from the start position is ~2·10¹¹ nodes).
pub const MAX_PERFT_DEPTH: u32 = 7;

/// The most characters of an offending input quoted in an error message.
const QUOTE_MAX: usize = 40;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** A side. */
export type Color = "red" | "black";
/** A move notation. */
export type Notation = "iccs" | "wxf" | "chinese";
/** One problem of a FEN, as listed by `validateFen`. */
export interface FenProblem {
  /** Stable code: `ERR_FEN_*` (syntax) or `ERR_POS_*` (impossible position). */
  code: string;
  /** Human-readable description naming the offending part. */
  message: string;
}
/** How a finished game ended. */
export interface GameOutcome {
  winner: Color;
  reason: "checkmate" | "stalemate";
}
/** The state of one position, as returned by `status`. */
export interface PositionStatus {
  turn: Color;
  check: boolean;
  checkmate: boolean;
  stalemate: boolean;
  /** `null` while the side to move has a legal move. */
  outcome: GameOutcome | null;
}
/** From-square → destination squares of the legal moves (ICCS names). */
export type Dests = Record<string, string[]>;
/** What every function throws on bad input. */
export interface XiangqiError extends Error {
  name: "XiangqiError";
  /** `ERR_FEN_*`, `ERR_POS_*`, `ERR_ILLEGAL_MOVE`, `ERR_NOTATION`, `ERR_ARGUMENT` or `ERR_LIMIT`. */
  code: string;
}
"#;

/// Runs once when the module is instantiated: panics (bugs) are logged to the console.
#[wasm_bindgen(start, skip_typescript, js_name = "__xiangqi_start")]
fn start() {
    console_error_panic_hook::set_once();
}

// ---------------------------------------------------------------------------------------------
// Errors and argument checks

/// A JavaScript `Error` with `name = "XiangqiError"` and a `code` property.
pub fn xiangqi_error(code: &str, message: &str) -> JsValue {
    let err = js_sys::Error::new(message);
    err.set_name("XiangqiError");
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("code"), &JsValue::from_str(code));
    err.into()
}

fn argument_error(name: &str, expected: &str, got: &JsValue) -> JsValue {
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
fn quote(s: &str) -> String {
    match s.char_indices().nth(QUOTE_MAX) {
        Some((i, _)) => format!("{:?}…", &s[..i]),
        None => format!("{s:?}"),
    }
}

fn string_arg(value: &JsValue, name: &str) -> Result<String, JsValue> {
    value
        .as_string()
        .ok_or_else(|| argument_error(name, "a string", value))
}

fn position_arg(fen: &JsValue) -> Result<Position, JsValue> {
    let fen = string_arg(fen, "fen")?;
    Position::from_fen(&fen).map_err(|e| xiangqi_error(e.code(), &format!("invalid FEN: {e}")))
}

/// Reads a move in ICCS (`h2e2`, `H2-E2`), WXF (`C2.5`) or Chinese (`炮二平五`) and resolves it
/// against `pos`: `ERR_NOTATION` when unreadable or ambiguous, `ERR_ILLEGAL_MOVE` when not legal.
fn move_arg(pos: &Position, mv: &JsValue) -> Result<Move, JsValue> {
    let text = string_arg(mv, "move")?;
    notation::parse_move(pos, &text)
        .map_err(|e| xiangqi_error(e.code(), &format!("move {}: {e}", quote(&text))))
}

fn notation_arg(value: &JsValue) -> Result<Notation, JsValue> {
    let name = string_arg(value, "notation")?;
    name.parse::<Notation>()
        .map_err(|e| xiangqi_error(e.code(), &format!("notation {}: {e}", quote(&name))))
}

// ---------------------------------------------------------------------------------------------
// Output: serde → plain JS objects with camelCase keys

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

// ---------------------------------------------------------------------------------------------
// Exports

/// The FEN of the starting position.
#[wasm_bindgen(js_name = startFen)]
pub fn start_fen() -> String {
    Position::new().fen()
}

#[derive(Serialize)]
struct FenProblem {
    code: &'static str,
    message: String,
}

/// Every problem of a FEN: `[]` when it is a legal position. A syntax error gives one problem
/// (`ERR_FEN_*`); an impossible position lists all its problems (`ERR_POS_*`).
#[wasm_bindgen(js_name = validateFen, unchecked_return_type = "FenProblem[]")]
pub fn validate_fen(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
) -> Result<JsValue, JsValue> {
    let fen = string_arg(&fen, "fen")?;
    let problems: Vec<FenProblem> = match fen.parse::<Setup>() {
        Err(e) => vec![FenProblem {
            code: e.code(),
            message: e.to_string(),
        }],
        Ok(setup) => match Position::from_setup(setup) {
            Ok(_) => Vec::new(),
            Err(e) => e
                .problems
                .iter()
                .map(|p| FenProblem {
                    code: p.code(),
                    message: p.to_string(),
                })
                .collect(),
        },
    };
    to_js(&problems)
}

/// The legal moves of the side to move, in ICCS (`["a0a1", …]`).
#[wasm_bindgen(js_name = legalMoves)]
pub fn legal_moves(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
) -> Result<Vec<String>, JsValue> {
    let pos = position_arg(&fen)?;
    Ok(pos.legal_moves().iter().map(Move::to_string).collect())
}

/// The legal moves grouped by from-square: `{"h2": ["h1", "h3", …], …}` (what a board UI needs).
#[wasm_bindgen(unchecked_return_type = "Dests")]
pub fn dests(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
) -> Result<JsValue, JsValue> {
    let pos = position_arg(&fen)?;
    let mut map: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for m in pos.legal_moves() {
        map.entry(m.from.to_string())
            .or_default()
            .push(m.to.to_string());
    }
    to_js(&map)
}

/// Plays one move and returns the new FEN. The move may be in ICCS (`h2e2`), WXF (`C2.5`) or
/// Chinese (`炮二平五`) notation.
#[wasm_bindgen]
pub fn play(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
) -> Result<String, JsValue> {
    let pos = position_arg(&fen)?;
    let m = move_arg(&pos, &mv)?;
    pos.play(m)
        .map(|p| p.fen())
        .map_err(|e| xiangqi_error(e.code(), &e.to_string()))
}

/// Writes a legal move in the given notation: `toNotation(fen, "h2e2", "chinese") === "炮二平五"`.
/// The move itself may be given in any of the three notations.
#[wasm_bindgen(js_name = toNotation)]
pub fn to_notation(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Notation")] notation: JsValue,
) -> Result<String, JsValue> {
    let pos = position_arg(&fen)?;
    let m = move_arg(&pos, &mv)?;
    let n = notation_arg(&notation)?;
    notation::format_move(&pos, m, n).map_err(|e| xiangqi_error(e.code(), &e.to_string()))
}

#[derive(Serialize)]
struct StatusReport {
    turn: Color,
    check: bool,
    checkmate: bool,
    stalemate: bool,
    outcome: Option<OutcomeReport>,
}

#[derive(Serialize)]
struct OutcomeReport {
    winner: Color,
    reason: &'static str,
}

/// Side to move, check, checkmate, stalemate and the outcome (`null` while moves remain).
#[wasm_bindgen(unchecked_return_type = "PositionStatus")]
pub fn status(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
) -> Result<JsValue, JsValue> {
    let pos = position_arg(&fen)?;
    let outcome = pos.outcome();
    to_js(&StatusReport {
        turn: pos.turn(),
        check: pos.is_check(),
        checkmate: matches!(outcome, Some(Outcome::Checkmate { .. })),
        stalemate: matches!(outcome, Some(Outcome::Stalemate { .. })),
        outcome: outcome.map(|o| OutcomeReport {
            winner: o.winner(),
            reason: match o {
                Outcome::Checkmate { .. } => "checkmate",
                Outcome::Stalemate { .. } => "stalemate",
            },
        }),
    })
}

/// Counts the leaf nodes of the legal move tree to `depth` plies (an integer 0–7).
#[wasm_bindgen]
pub fn perft(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue,
) -> Result<f64, JsValue> {
    let pos = position_arg(&fen)?;
    let d = depth
        .as_f64()
        .ok_or_else(|| argument_error("depth", "a number", &depth))?;
    if d.fract() != 0.0 || d < 0.0 {
        return Err(xiangqi_error(
            "ERR_ARGUMENT",
            &format!("depth must be a non-negative integer, got {d}"),
        ));
    }
    if d > f64::from(MAX_PERFT_DEPTH) {
        return Err(xiangqi_error(
            "ERR_LIMIT",
            &format!("depth {d} is over the limit of {MAX_PERFT_DEPTH}"),
        ));
    }
    // Exact: perft counts stay far below 2^53 at depth ≤ 7.
    Ok(pos.perft(d as u32) as f64)
}

// ---------------------------------------------------------------------------------------------
// Adjudicator exports — `classify(fen, move)`, `judge(fen, moves, options)` and the `Game` class
// (docs/api-contract.md) — go here once the core's adjudicator lands. Each must stay a thin
// shim: parse arguments with `position_arg`/`move_arg`, call the core, return `to_js(&report)`
// (which renames the core's snake_case keys to camelCase), with a TypeScript interface for the
// report in `TS_TYPES`.

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

    #[test]
    fn quote_truncates_on_char_boundaries() {
        assert_eq!(quote("h2e2"), "\"h2e2\"");
        let long = "炮".repeat(100);
        let q = quote(&long);
        assert!(q.ends_with('…'));
        assert_eq!(q.chars().filter(|&c| c == '炮').count(), QUOTE_MAX);
    }
}

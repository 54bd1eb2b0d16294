//! Exports about positions and moves: FEN, legal moves, playing, notation, status, perft.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use xiangqi::notation;
use xiangqi::{Color, Outcome, Position, Setup};

use crate::args::{move_arg, notation_arg, position_arg, string_arg};
use crate::convert::to_js;
use crate::error::{argument_error, with_details, xiangqi_error};
use xiangqi::SquareMap;

/// The deepest `perft` the binding accepts (depth 7 from the start position is ~2·10¹¹ nodes).
pub const MAX_PERFT_DEPTH: u32 = 7;

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

/// One problem as a JS object, with its `details` (the core error's fields) when it has any.
fn fen_problem<E: std::fmt::Display + Serialize>(
    code: &'static str,
    e: &E,
) -> Result<JsValue, JsValue> {
    let message = e.to_string();
    Ok(with_details(to_js(&FenProblem { code, message })?, e))
}

/// Every problem of a FEN: `[]` when it is a legal position. A syntax error gives one problem
/// (`ERR_FEN_*`); an impossible position lists all its problems (`ERR_POS_*`).
#[wasm_bindgen(js_name = validateFen, unchecked_return_type = "FenProblem[]")]
pub fn validate_fen(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
) -> Result<JsValue, JsValue> {
    let fen = string_arg(&fen, "fen")?;
    let problems = js_sys::Array::new();
    match fen.parse::<Setup>() {
        Err(e) => {
            problems.push(&fen_problem(e.code(), &e)?);
        }
        Ok(setup) => {
            if let Err(e) = Position::from_setup(setup) {
                for p in &e.problems {
                    problems.push(&fen_problem(p.code(), p)?);
                }
            }
        }
    }
    Ok(problems.into())
}

/// The legal moves of the side to move, in ICCS (`["a0a1", …]`).
#[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "string[]")]
pub fn legal_moves(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
) -> Result<Vec<JsValue>, JsValue> {
    Ok(moves_js(&position_arg(&fen)?))
}

/// The legal moves of `pos` as JavaScript strings (interned: a move's string is made once).
pub(crate) fn moves_js(pos: &Position) -> Vec<JsValue> {
    thread_local! {
        static STRINGS: std::cell::RefCell<Vec<Option<JsValue>>> =
            std::cell::RefCell::new(vec![None; 90 * 90]);
    }
    STRINGS.with(|cache| {
        let mut cache = cache.borrow_mut();
        pos.legal_moves()
            .iter()
            .map(|m| {
                cache[m.from.index() * 90 + m.to.index()]
                    .get_or_insert_with(|| JsValue::from_str(&m.to_string()))
                    .clone()
            })
            .collect()
    })
}

/// The legal moves grouped by from-square: `{"h2": ["h1", "h3", …], …}` (what a board UI needs).
#[wasm_bindgen(unchecked_return_type = "Dests")]
pub fn dests(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
) -> Result<JsValue, JsValue> {
    dests_of(&position_arg(&fen)?)
}

/// The legal moves of `pos` grouped by from-square.
pub(crate) fn dests_of(pos: &Position) -> Result<JsValue, JsValue> {
    to_js(&SquareMap::dests(&pos.legal_moves()))
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
    // No legal move: the side to move lost, checkmated when in check, else stalemated.
    let winner = pos.outcome().and_then(Outcome::winner);
    let check = pos.is_check();
    to_js(&StatusReport {
        turn: pos.turn(),
        check,
        checkmate: winner.is_some() && check,
        stalemate: winner.is_some() && !check,
        outcome: winner.map(|winner| OutcomeReport {
            winner,
            reason: if check { "checkmate" } else { "stalemate" },
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
            xiangqi::ErrorCode::Argument.as_str(),
            &format!("depth must be a non-negative integer, got {}", js_number(d)),
        ));
    }
    if d > f64::from(MAX_PERFT_DEPTH) {
        return Err(xiangqi_error(
            xiangqi::ErrorCode::Limit.as_str(),
            &format!(
                "depth {} is over the limit of {MAX_PERFT_DEPTH}",
                js_number(d)
            ),
        ));
    }
    // Exact: perft counts stay far below 2^53 at depth ≤ 7.
    Ok(pos.perft(d as u32) as f64)
}

/// A number as JavaScript writes it (formatting it in Rust would pull float printing into the
/// module: about 10 KB gzipped).
fn js_number(n: f64) -> String {
    js_sys::Number::from(n)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_default()
}

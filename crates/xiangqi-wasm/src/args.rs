//! Reading JavaScript arguments: a wrong type or an unreadable value is a `XiangqiError`.

use wasm_bindgen::JsValue;
use xiangqi::notation::{self, Notation};
use xiangqi::{Move, Position};

use crate::error::{argument_error, quote, xiangqi_error};

pub(crate) fn string_arg(value: &JsValue, name: &str) -> Result<String, JsValue> {
    value
        .as_string()
        .ok_or_else(|| argument_error(name, "a string", value))
}

pub(crate) fn position_arg(fen: &JsValue) -> Result<Position, JsValue> {
    let fen = string_arg(fen, "fen")?;
    Position::from_fen(&fen).map_err(|e| xiangqi_error(e.code(), &format!("invalid FEN: {e}")))
}

/// Reads a move in ICCS (`h2e2`, `H2-E2`), WXF (`C2.5`) or Chinese (`炮二平五`) and resolves it
/// against `pos`: `ERR_NOTATION` when unreadable or ambiguous, `ERR_ILLEGAL_MOVE` when not legal.
pub(crate) fn move_arg(pos: &Position, mv: &JsValue) -> Result<Move, JsValue> {
    let text = string_arg(mv, "move")?;
    notation::parse_move(pos, &text)
        .map_err(|e| xiangqi_error(e.code(), &format!("move {}: {e}", quote(&text))))
}

pub(crate) fn notation_arg(value: &JsValue) -> Result<Notation, JsValue> {
    let name = string_arg(value, "notation")?;
    name.parse::<Notation>()
        .map_err(|e| xiangqi_error(e.code(), &format!("notation {}: {e}", quote(&name))))
}

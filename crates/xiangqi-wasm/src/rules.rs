//! Exports of the adjudicator: `classify`, `judge` and the `Game` class.

use wasm_bindgen::prelude::*;
use xiangqi::adjudicator::{self, JudgeOptions, MAX_JUDGE_MOVES};
use xiangqi::{Move, Position};

use crate::args::{move_arg, position_arg};
use crate::convert::to_js;
use crate::error::{argument_error, xiangqi_error};

#[wasm_bindgen(typescript_custom_section)]
const TS_RULES: &str = r#"
/** What a move does (docs/api-contract.md). */
export type Label = "check" | "mate_threat" | "chase" | "discovered_capture_threat" | "exchange" | "offer" | "block" | "idle";
/** A text in Chinese and English. */
export interface Text { zh: string; en: string; }
/** A piece attacking another: the checked general, or a chased piece. Pieces as FEN letters. */
export interface Attack { chaser: string; chaserPiece: string; target: string; targetPiece: string; }
/** One move and what it does. */
export interface MoveReport {
  ply: number;
  /** ICCS. */
  move: string;
  side: Color;
  chinese: string;
  wxf: string;
  inCycle: boolean;
  labels: Label[];
  targets: Attack[];
  text: Text;
  searchTruncated: boolean;
}
/** An article of the AXF rules. */
export interface Article { id: string; zh: string; en: string; }
/** The judged game, as `judge` and `Game.status` return it. */
export interface JudgeReport {
  rules: "axf";
  finalFen: string;
  status: "ongoing" | "checkmate" | "stalemate" | "repetition" | "move_limit";
  result: "red_wins" | "black_wins" | "draw" | null;
  cycle: { fromPly: number; toPly: number } | null;
  occurrences: number;
  verdict: "none" | "draw" | "red_must_change" | "black_must_change";
  violations: { red: boolean; black: boolean };
  summary: { red: Text; black: Text };
  moves: MoveReport[];
  articles: Article[];
  explanation: Text;
  searchTruncated: boolean;
}
/** Options of `judge` and `Game`. */
export interface JudgeOptions {
  /** The game ends by repetition at this many occurrences (default 3). */
  fold?: number;
  /** Judge the whole move list as one cycle (default false). */
  pattern?: boolean;
  /** Plies without a capture that draw the game (default 120). */
  moveLimit?: number;
  /** Checks counted toward the move limit (default 10). */
  maxCountedChecks?: number;
}
"#;

/// What one move does in a position: labels (check, chase …), the pieces involved, notations.
#[wasm_bindgen(unchecked_return_type = "MoveReport")]
pub fn classify(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
) -> Result<JsValue, JsValue> {
    let pos = position_arg(&fen)?;
    let m = move_arg(&pos, &mv)?;
    let report = adjudicator::describe(&pos, m, JudgeOptions::default().mate_search)
        .map_err(|e| xiangqi_error(e.code(), &e.to_string()))?;
    to_js(&report)
}

/// Replays `moves` from `fen` and judges the game under the AXF repetition rules.
#[wasm_bindgen(unchecked_return_type = "JudgeReport")]
pub fn judge(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string[]")] moves: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "JudgeOptions")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let start = position_arg(&fen)?;
    let opts = options_arg(&options)?;
    let moves = moves_arg(&start, &moves)?;
    let report = adjudicator::judge(&start, &moves, &opts)
        .map_err(|e| xiangqi_error(e.code(), &e.to_string()))?;
    to_js(&report)
}

/// A game: start position, moves with undo, and its judged status.
#[wasm_bindgen]
pub struct Game {
    inner: xiangqi::Game,
}

#[wasm_bindgen]
impl Game {
    /// A game from `fen` (the start position if omitted) with `options` (see `JudgeOptions`).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "string")] fen: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "JudgeOptions")] options: JsValue,
    ) -> Result<Game, JsValue> {
        let start = if fen.is_undefined() || fen.is_null() {
            Position::new()
        } else {
            position_arg(&fen)?
        };
        Ok(Game {
            inner: xiangqi::Game::new(start, options_arg(&options)?),
        })
    }

    /// Plays a move (ICCS, WXF or Chinese) and returns what it does.
    #[wasm_bindgen(unchecked_return_type = "MoveReport")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<JsValue, JsValue> {
        if self.inner.moves().len() >= MAX_JUDGE_MOVES {
            return Err(xiangqi_error(
                "ERR_LIMIT",
                &format!("a game holds at most {MAX_JUDGE_MOVES} moves"),
            ));
        }
        let m = move_arg(self.inner.position(), &mv)?;
        let report = self
            .inner
            .play(m)
            .map_err(|e| xiangqi_error(e.code(), &e.to_string()))?;
        to_js(&report)
    }

    /// Takes back the last move; returns it (ICCS), or `undefined` at the start.
    pub fn undo(&mut self) -> Option<String> {
        self.inner.undo().map(|m| m.to_string())
    }

    /// The moves played, in ICCS.
    pub fn history(&self) -> Vec<String> {
        self.inner.moves().iter().map(Move::to_string).collect()
    }

    /// The current position's FEN.
    pub fn fen(&self) -> String {
        self.inner.position().fen()
    }

    /// The game judged so far: status, result, and the verdict on the latest repetition.
    #[wasm_bindgen(unchecked_return_type = "JudgeReport")]
    pub fn status(&self) -> Result<JsValue, JsValue> {
        let report = self
            .inner
            .report()
            .map_err(|e| xiangqi_error(e.code(), &e.to_string()))?;
        to_js(&report)
    }
}

/// Reads a JS array of move strings, each resolved against the position it is played in.
fn moves_arg(start: &Position, value: &JsValue) -> Result<Vec<Move>, JsValue> {
    if !js_sys::Array::is_array(value) {
        return Err(argument_error("moves", "an array of strings", value));
    }
    let arr: &js_sys::Array = value.unchecked_ref();
    let len = arr.length() as usize;
    if len > MAX_JUDGE_MOVES {
        return Err(xiangqi_error(
            "ERR_LIMIT",
            &format!("{len} moves, at most {MAX_JUDGE_MOVES}"),
        ));
    }
    let mut pos = start.clone();
    let mut out = Vec::with_capacity(len);
    for (i, item) in arr.iter().enumerate() {
        let m = move_arg(&pos, &item).map_err(|e| prefix_message(e, &format!("moves[{i}]: ")))?;
        pos.play_unchecked(m);
        out.push(m);
    }
    Ok(out)
}

/// Puts `prefix` in front of an error's message (its name and code stay).
fn prefix_message(err: JsValue, prefix: &str) -> JsValue {
    if let Some(e) = err.dyn_ref::<js_sys::Error>() {
        let msg = e.message().as_string().unwrap_or_default();
        e.set_message(&format!("{prefix}{msg}"));
    }
    err
}

/// Reads `{fold, pattern, moveLimit, maxCountedChecks}` (all optional; `undefined` → defaults).
fn options_arg(value: &JsValue) -> Result<JudgeOptions, JsValue> {
    let mut opts = JudgeOptions::default();
    if value.is_undefined() || value.is_null() {
        return Ok(opts);
    }
    if !value.is_object() || js_sys::Array::is_array(value) {
        return Err(argument_error("options", "an object", value));
    }
    let get = |key: &str| {
        js_sys::Reflect::get(value, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    };
    let count = |key: &str, min: u32, max: u32| -> Result<Option<u32>, JsValue> {
        let v = get(key);
        if v.is_undefined() {
            return Ok(None);
        }
        match v.as_f64() {
            Some(n) if n.fract() == 0.0 && n >= f64::from(min) && n <= f64::from(max) => {
                Ok(Some(n as u32))
            }
            _ => Err(argument_error(
                &format!("options.{key}"),
                &format!("an integer from {min} to {max}"),
                &v,
            )),
        }
    };
    if let Some(n) = count("fold", 2, 1000)? {
        opts.fold = n;
    }
    if let Some(n) = count("moveLimit", 1, 100_000)? {
        opts.move_limit = n;
    }
    if let Some(n) = count("maxCountedChecks", 0, 100_000)? {
        opts.max_counted_checks = n;
    }
    let pattern = get("pattern");
    if !pattern.is_undefined() {
        opts.pattern = pattern
            .as_bool()
            .ok_or_else(|| argument_error("options.pattern", "a boolean", &pattern))?;
    }
    Ok(opts)
}

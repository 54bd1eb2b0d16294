//! Exports of the adjudicator: `classify` and `judge`.

use wasm_bindgen::prelude::*;
use xiangqi::adjudicator::{self, JudgeOptions};

use crate::args::{move_arg, moves_arg, options_arg, position_arg};
use crate::convert::to_js;
use crate::error::xiangqi_error;

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
  /** The rule set (default "axf"). */
  rules?: "axf";
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

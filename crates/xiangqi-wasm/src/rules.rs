//! Exports of the adjudicator: `describe` (and its deprecated alias `classify`) and `judge`.

use wasm_bindgen::prelude::*;
use xiangqi::adjudicator;

use crate::args::{move_arg, moves_arg, options_arg, position_arg};
use crate::convert::to_js;
use crate::error::xiangqi_error;

// The report types (`JudgeReport`, `MoveReport`, `SideReport`, `Pattern`, `ArticleId`, …) are
// declared by the core's `tsify` derives; only the options, an input, are written here.
#[wasm_bindgen(typescript_custom_section)]
const TS_RULES: &str = r#"
/** Options of `judge`, `describe` and `Game`. */
export interface JudgeOptions {
  /** The rule set (default "axf"). */
  rules?: RuleSet;
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
/// What counts as a chase depends on `options.rules` (default `"axf"`). The core's
/// `adjudicator::describe`.
#[wasm_bindgen(unchecked_return_type = "MoveReport")]
pub fn describe(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "JudgeOptions")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let pos = position_arg(&fen)?;
    let m = move_arg(&pos, &mv)?;
    let opts = options_arg(&options)?;
    let report = adjudicator::describe(&pos, m, &opts)
        .map_err(|e| xiangqi_error(e.code(), &e.to_string()))?;
    to_js(&report)
}

/// The same as `describe` (its former name, kept so that existing callers work).
///
/// @deprecated Use `describe`, the name the Rust core and the Python package use.
#[wasm_bindgen(unchecked_return_type = "MoveReport")]
pub fn classify(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "JudgeOptions")] options: JsValue,
) -> Result<JsValue, JsValue> {
    describe(fen, mv, options)
}

/// Replays `moves` from `fen` and judges the game under `options.rules` (default the AXF rules).
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

/// Every article's texts, `{id: {zh, en}}` (internal: npm/bundle-board.mjs writes them to
/// articles.json for the referee module, which is built without them).
#[cfg(not(feature = "lazy-article-texts"))]
#[wasm_bindgen(js_name = "__xiangqi_articleTexts", skip_typescript)]
pub fn article_texts() -> Result<JsValue, JsValue> {
    #[derive(serde::Serialize)]
    struct Texts {
        zh: &'static str,
        en: &'static str,
    }
    let all: Vec<(adjudicator::ArticleId, Texts)> = adjudicator::ArticleId::all()
        .map(|id| {
            (
                id,
                Texts {
                    zh: id.zh(),
                    en: id.en(),
                },
            )
        })
        .collect();
    to_js(&SerializeMap(&all))
}

/// Whether the articles' texts are left out of this module (internal: the npm wrapper then
/// fills them in from articles.json).
#[cfg(feature = "lazy-article-texts")]
#[wasm_bindgen(js_name = "__xiangqi_lazyArticleTexts", skip_typescript)]
pub fn lazy_article_texts() -> bool {
    true
}

/// Pairs serialised as a map.
#[cfg(not(feature = "lazy-article-texts"))]
struct SerializeMap<'a, K, V>(&'a [(K, V)]);

#[cfg(not(feature = "lazy-article-texts"))]
impl<K: serde::Serialize, V: serde::Serialize> serde::Serialize for SerializeMap<'_, K, V> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

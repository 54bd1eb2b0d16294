//! Exports the page needs to draw a position: placement, repetition key (the core's
//! [`Setup::repetition_key`]), checked general, checkers, outcome — each read off the core, so
//! the page parses no FEN itself (legal destinations come from `dests`).

use serde::Serialize;
use wasm_bindgen::prelude::*;
use xiangqi::{Color, Outcome, Piece, Setup, Square};

use crate::args::{position_arg, string_arg};
use crate::convert::to_js;
use crate::error::{argument_error, quote, with_details, xiangqi_error};
use xiangqi::SquareMap;

#[wasm_bindgen(typescript_custom_section)]
const TS_VIEW: &str = r#"
/** A parsed FEN as a board UI draws it (`placement`); the position need not be legal. */
export interface Placement {
  /** Square (ICCS name) → FEN letter, Red upper case (`{"e0": "K", …}`). */
  pieces: Record<string, string>;
  turn: Color;
  /** Placement and side to move: equal keys are the same position for the repetition rules. */
  key: string;
}
/** A legal position as a board UI draws it (`boardView`). */
export interface BoardView extends Placement {
  /** The square of the general in check, or `null`. */
  check: string | null;
  /** The squares of the pieces giving check. */
  checkers: string[];
  /** `null` while the side to move has a legal move. */
  outcome: GameOutcome | null;
}
"#;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlacementReport {
    pieces: SquareMap<char>,
    turn: Color,
    key: String,
}

impl PlacementReport {
    fn of(setup: &Setup) -> PlacementReport {
        PlacementReport {
            pieces: SquareMap::placement(&setup.board),
            turn: setup.turn,
            key: setup.repetition_key(),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BoardViewReport {
    #[serde(flatten)]
    placement: PlacementReport,
    check: Option<String>,
    checkers: Vec<String>,
    outcome: Option<OutcomeView>,
}

#[derive(Serialize)]
struct OutcomeView {
    winner: Color,
    reason: &'static str,
}

/// The pieces, side to move and repetition key of a FEN. Any FEN the core parses is drawn,
/// also an impossible position (the setup editor shows drafts); `ERR_FEN_*` when unparsable.
#[wasm_bindgen(unchecked_return_type = "Placement")]
pub fn placement(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
) -> Result<JsValue, JsValue> {
    let fen = string_arg(&fen, "fen")?;
    let setup: Setup = fen.parse().map_err(|e: xiangqi::ParseFenError| {
        with_details(xiangqi_error(e.code(), &e.to_string()), &e)
    })?;
    to_js(&PlacementReport::of(&setup))
}

/// What a board draws for a legal position: placement, checked general and checkers, and the
/// outcome when the game is over (the legal destinations are `dests`).
#[wasm_bindgen(js_name = boardView, unchecked_return_type = "BoardView")]
pub fn board_view(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
) -> Result<JsValue, JsValue> {
    let pos = position_arg(&fen)?;
    let check = pos
        .is_check()
        .then(|| pos.board().general(pos.turn()))
        .flatten();
    to_js(&BoardViewReport {
        placement: PlacementReport::of(&pos.to_setup()),
        check: check.map(|s| s.to_string()),
        checkers: pos.checkers().into_iter().map(|s| s.to_string()).collect(),
        // No legal move: the side to move lost, checkmated when in check, else stalemated.
        outcome: pos
            .outcome()
            .and_then(Outcome::winner)
            .map(|winner| OutcomeView {
                winner,
                reason: if pos.is_check() {
                    "checkmate"
                } else {
                    "stalemate"
                },
            }),
    })
}

/// The FEN of a placement (`{"e0": "K", …}`) with `turn` to move — the inverse of `placement`,
/// for the setup editor. The position need not be legal (check it with `validateFen`).
#[wasm_bindgen(js_name = setupFen)]
pub fn setup_fen(
    #[wasm_bindgen(unchecked_param_type = "Record<string, string>")] pieces: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Color")] turn: JsValue,
) -> Result<String, JsValue> {
    if !pieces.is_object() || js_sys::Array::is_array(&pieces) {
        return Err(argument_error("pieces", "an object", &pieces));
    }
    let mut setup = Setup::empty();
    setup.turn = match string_arg(&turn, "turn")?.as_str() {
        "red" => Color::Red,
        "black" => Color::Black,
        other => {
            return Err(xiangqi_error(
                xiangqi::ErrorCode::Argument.as_str(),
                &format!("turn must be \"red\" or \"black\", got {}", quote(other)),
            ))
        }
    };
    let obj: &js_sys::Object = pieces.unchecked_ref();
    for entry in js_sys::Object::entries(obj).iter() {
        let pair: js_sys::Array = entry.unchecked_into();
        let name = pair.get(0).as_string().unwrap_or_default();
        let sq: Square = name.parse().map_err(|_| {
            xiangqi_error(
                xiangqi::ErrorCode::Argument.as_str(),
                &format!("pieces: {} is not a square", quote(&name)),
            )
        })?;
        let letter = pair.get(1).as_string().unwrap_or_default();
        let piece = single_char(&letter)
            .and_then(Piece::from_char)
            .ok_or_else(|| {
                xiangqi_error(
                    xiangqi::ErrorCode::Argument.as_str(),
                    &format!("pieces.{name}: {} is not a piece letter", quote(&letter)),
                )
            })?;
        setup.board.set(sq, piece);
    }
    Ok(setup.to_string())
}

fn single_char(s: &str) -> Option<char> {
    let mut it = s.chars();
    let c = it.next()?;
    it.next().is_none().then_some(c)
}

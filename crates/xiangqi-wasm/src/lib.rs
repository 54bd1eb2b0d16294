//! JavaScript bindings for the [`xiangqi`] crate: a thin shim over the core.
//!
//! Every export parses its JavaScript arguments, calls the core and converts the answer; there is
//! no rules logic here. See `docs/api-contract.md` for the API and README.md for examples.
//!
//! * Arguments arrive as [`JsValue`], so a wrong JavaScript type throws a `XiangqiError` with
//!   code `ERR_ARGUMENT` instead of trapping.
//! * Every error is a `XiangqiError` (the npm package's class, registered by its wrapper; a
//!   plain `Error` with that `name` in the bare build) with a stable `code` (`ERR_FEN_*`,
//!   `ERR_POS_*`, `ERR_ILLEGAL_MOVE`, `ERR_NOTATION`, `ERR_ARGUMENT`, `ERR_LIMIT`, …) and a
//!   message naming the offending part.
//! * Exports named `__xiangqi_*` are internal (used by the package wrapper, not typed).
//! * Reports are serialised (serde_json, then the host's `JSON.parse`) as plain objects,
//!   exactly as the core's serde attributes shape them (camelCase keys, snake_case values);
//!   their TypeScript declarations are generated from the Rust types (the `tsify` feature of
//!   the core and of `xiangqi-record`).

use wasm_bindgen::prelude::*;

mod args;
mod convert;
mod error;
mod game;
mod position;
#[cfg(feature = "records")]
mod record;
mod rules;
#[cfg(feature = "records")]
mod text;
mod view;

pub use convert::to_js;
pub use error::{set_error_class, xiangqi_error};
pub use game::Game;
pub use position::{
    dests, legal_moves, perft, play, start_fen, status, to_notation, validate_fen, MAX_PERFT_DEPTH,
};
pub use rules::{classify, describe, judge};
pub use view::{board_view, placement, setup_fen};

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
  /**
   * What is wrong, as data (the fields of the engine's typed error): `FenErrorDetails` for
   * `ERR_FEN_*`, `PositionProblemDetails` for `ERR_POS_*`.
   */
  details: FenErrorDetails | PositionProblemDetails;
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
"#;

/// Runs once when the module is instantiated: panics (bugs) are logged to the console (not in
/// the referee module, built without the `panic-message` feature: its panics abort at once).
#[cfg(feature = "panic-message")]
#[wasm_bindgen(start, skip_typescript, js_name = "__xiangqi_start")]
fn start() {
    console_error_panic_hook::set_once();
}

/// The size of the module's memory in bytes (internal: the live-play benchmark measures what a
/// `Game` costs per ply with it).
#[wasm_bindgen(js_name = "__xiangqi_memoryBytes", skip_typescript)]
pub fn memory_bytes() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        (core::arch::wasm32::memory_size(0) * 65536) as f64
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0.0
    }
}

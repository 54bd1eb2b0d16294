//! WebAssembly bindings (a thin shim over the `xiangqi` crate).
use wasm_bindgen::prelude::*;

/// The FEN of the starting position.
#[wasm_bindgen(js_name = startFen)]
pub fn start_fen() -> String {
    xiangqi::Position::new().fen()
}

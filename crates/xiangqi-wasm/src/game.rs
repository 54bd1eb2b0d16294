//! The `Game` class: a game played move by move, refereed as it goes.

use wasm_bindgen::prelude::*;
use xiangqi::adjudicator::MAX_JUDGE_MOVES;
use xiangqi::{Move, Position};

use crate::args::{move_arg, options_arg, position_arg};
use crate::convert::to_js;
use crate::error::xiangqi_error;

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

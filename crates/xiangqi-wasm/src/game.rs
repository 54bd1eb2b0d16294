//! The `Game` class: a game refereed live as it is played (`xiangqi::Game`).

use wasm_bindgen::prelude::*;
use xiangqi::{Move, PlayError, Position};

use crate::args::{check_keys, move_arg, moves_arg, options_arg, position_arg, OptionsJs};
use crate::convert::to_js;
use crate::error::{argument_error, with_detail, xiangqi_error};
use crate::position::{dests_of, moves_js};

// `Preview`, `ForbiddenMove`, `GameEnd` and `StepView` are declared by the core's `tsify` derives; only the
// inputs are written here.
#[wasm_bindgen(typescript_custom_section)]
const TS_GAME: &str = r#"
/** A game as `Game.toJSON` writes it and `Game.fromJSON` reads it. */
export interface GameJSON {
  /** FEN of the start position. */
  start: string;
  /** The moves, ICCS. */
  moves: string[];
  options: JudgeOptions;
}
/** Options of `Game.status`. */
export interface StatusOptions {
  /** List the moves of the judged cycle (default true). */
  moves?: boolean;
}
"#;

/// A game refereed live: each move is labelled once, when played; `status()` costs the judged
/// cycle, not the history; `preview` and `forbiddenMoves` tell what a move would do before it is
/// played. Call `free()` (or `using`) when done: it lives in the module's memory.
#[wasm_bindgen]
pub struct Game {
    inner: xiangqi::Game,
}

impl Game {
    /// Wraps a core game (for other files of the shim, e.g. `Game.fromRecord`).
    pub(crate) fn from_core(inner: xiangqi::Game) -> Game {
        Game { inner }
    }
}

fn play_error(e: PlayError) -> JsValue {
    xiangqi_error(e.code(), &e.to_string())
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
        Ok(Game::from_core(xiangqi::Game::new(
            start,
            options_arg(&options)?,
        )))
    }

    /// Plays a move (ICCS, WXF or Chinese) and returns what it does. A move that is illegal, or
    /// played after the game is over (`ERR_GAME_OVER`), is refused and changes nothing.
    #[wasm_bindgen(unchecked_return_type = "MoveReport")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<JsValue, JsValue> {
        let m = move_arg(self.inner.position(), &mv)?;
        to_js(&self.inner.play(m).map_err(play_error)?)
    }

    /// One step of a game, in one answer: with a move (ICCS, WXF or Chinese), plays it as
    /// `play` does (refused the same way, changing nothing); without one, describes the current
    /// state. Returns everything a board draws for it (`StepView`): FEN, side to move, pieces,
    /// the checked general, the last move's report, the status and outcome, the forbidden moves
    /// (also those whose loss comes on the opponent's reply) and the legal destinations.
    #[wasm_bindgen(unchecked_return_type = "StepView")]
    pub fn step(
        &mut self,
        #[wasm_bindgen(js_name = "move", unchecked_optional_param_type = "string")] mv: JsValue,
    ) -> Result<JsValue, JsValue> {
        if mv.is_undefined() || mv.is_null() {
            return to_js(&self.inner.view());
        }
        let m = move_arg(self.inner.position(), &mv)?;
        to_js(&self.inner.step(m).map_err(play_error)?)
    }

    /// What a move would do, without playing it: its labels, how many times the resulting
    /// position would have occurred, whether the rules forbid it, and the status that would
    /// follow (verdict and explanation); and whether an opponent's reply would then complete a
    /// repetition the mover must change (`forbiddenAfterReply`, `reply`, `replyStatus`).
    #[wasm_bindgen(unchecked_return_type = "Preview")]
    pub fn preview(
        &mut self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<JsValue, JsValue> {
        let m = move_arg(self.inner.position(), &mv)?;
        to_js(&self.inner.preview(m).map_err(play_error)?)
    }

    /// The legal moves that would complete a repetition the rules forbid the side to move to
    /// keep up, each with the verdict and explanation (`[]` when the game is over): by
    /// themselves (`reply: null`), or on the opponent's reply (`reply`: the last chance to
    /// change).
    #[wasm_bindgen(js_name = forbiddenMoves, unchecked_return_type = "ForbiddenMove[]")]
    pub fn forbidden_moves(&mut self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.forbidden_moves())
    }

    /// Takes back the last move; returns it (ICCS), or `undefined` at the start.
    pub fn undo(&mut self) -> Option<String> {
        self.inner.undo().map(|m| m.to_string())
    }

    /// The game judged so far: status, result, the judged cycle, its verdict and explanation, and
    /// the moves of the cycle (`{moves: false}`: none). Costs the cycle, not the history.
    #[wasm_bindgen(unchecked_return_type = "JudgeReport")]
    pub fn status(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "StatusOptions")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let mut with_moves = true;
        if !(options.is_undefined() || options.is_null()) {
            check_keys(&options, "status options", &["moves"])?;
            let v = js_sys::Reflect::get(&options, &JsValue::from_str("moves")).unwrap_or_default();
            if !v.is_undefined() {
                with_moves = v
                    .as_bool()
                    .ok_or_else(|| argument_error("options.moves", "a boolean", &v))?;
            }
        }
        to_js(&self.inner.status(with_moves))
    }

    /// Whether the game is over (checkmate, stalemate, repetition, move limit).
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.inner.is_over()
    }

    /// How the game ended (`{status, result}`), or `null` while it goes on.
    #[wasm_bindgen(unchecked_return_type = "GameEnd | null")]
    pub fn outcome(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.outcome())
    }

    /// The side to move.
    #[wasm_bindgen(unchecked_return_type = "Color")]
    pub fn turn(&self) -> String {
        self.inner.turn().to_string()
    }

    /// The current position's FEN.
    pub fn fen(&self) -> String {
        self.inner.position().fen()
    }

    /// The start position's FEN.
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.inner.start().fen()
    }

    /// The legal moves in the current position (ICCS).
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "string[]")]
    pub fn legal_moves(&self) -> Vec<JsValue> {
        moves_js(self.inner.position())
    }

    /// The legal moves grouped by from-square: `{"h2": ["h1", "h3", …], …}`.
    #[wasm_bindgen(unchecked_return_type = "Dests")]
    pub fn dests(&self) -> Result<JsValue, JsValue> {
        dests_of(self.inner.position())
    }

    /// The moves played, in ICCS.
    pub fn history(&self) -> Vec<String> {
        self.inner.moves().iter().map(Move::to_string).collect()
    }

    /// An independent copy of the game (free it too).
    #[wasm_bindgen(js_name = clone)]
    pub fn duplicate(&self) -> Game {
        Game::from_core(self.inner.clone())
    }

    /// The game as plain data, `{start, moves, options}` (what `JSON.stringify` writes).
    #[wasm_bindgen(js_name = toJSON, unchecked_return_type = "GameJSON")]
    pub fn to_json(&self) -> Result<JsValue, JsValue> {
        #[derive(serde::Serialize)]
        struct Json {
            start: String,
            moves: Vec<String>,
            options: OptionsJs,
        }
        to_js(&Json {
            start: self.inner.start().fen(),
            moves: self.history(),
            options: OptionsJs::from(self.inner.options()),
        })
    }

    /// A game from what `toJSON` wrote (or `JSON.parse` of it): the moves are replayed, and a
    /// refused one throws with its `index`.
    #[wasm_bindgen(js_name = fromJSON)]
    pub fn from_json(
        #[wasm_bindgen(unchecked_param_type = "GameJSON")] json: JsValue,
    ) -> Result<Game, JsValue> {
        if !json.is_object() || js_sys::Array::is_array(&json) {
            return Err(argument_error("json", "an object", &json));
        }
        check_keys(&json, "game JSON", &["start", "moves", "options"])?;
        let get = |k: &str| js_sys::Reflect::get(&json, &JsValue::from_str(k)).unwrap_or_default();
        let start = position_arg(&get("start"))?;
        let options = options_arg(&get("options"))?;
        let moves = moves_arg(&start, &get("moves"))?;
        xiangqi::Game::from_moves(start, &moves, options)
            .map(Game::from_core)
            .map_err(|e| with_detail(xiangqi_error(e.code(), &e.to_string()), "index", e.index))
    }
}

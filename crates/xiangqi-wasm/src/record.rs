//! Exports of the record module: `readGame`, `writePgn`, `writeDhtmlXq` and `Game.fromRecord`.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use xiangqi::notation::Notation;
use xiangqi::record::{self, Format, GameRecord, ReadOptions, RecordError, Records};

use crate::args::{check_keys, notation_arg, options_arg, string_arg};
use crate::convert::to_js;
use crate::error::{argument_error, quote, with_detail, with_details, xiangqi_error};
use crate::game::Game;
use crate::text::HostDecoder;

#[wasm_bindgen(typescript_custom_section)]
const TS_RECORD: &str = r#"
// The record JSON types (`RecordGames`, `RecordGame`, …) are generated from the core's serde
// shapes (`xiangqi::record`, `tsify` feature); these are the JS-only options objects.
/** Options of `readGame`. */
export interface ReadGameOptions {
  /** The format; detected from the bytes when omitted. */
  format?: RecordFormat;
}
/** Options of `writePgn`. */
export interface WritePgnOptions {
  /** The movetext notation (default `"chinese"`). */
  notation?: Notation;
}
/** Options of `Game.fromRecord`: the game's index in the record, the format, and the judge options. */
export interface FromRecordOptions extends JudgeOptions {
  /** Which game of a multi-game record (default 0). */
  game?: number;
  format?: RecordFormat;
}
"#;

/// A record error as a thrown `XiangqiError` with its `ply`, `offset` and `line` (and the
/// game's number as `index`).
fn record_error(e: &RecordError) -> JsValue {
    let mut err = with_details(xiangqi_error(e.code(), &e.to_string()), &e.kind);
    for (key, value) in [
        ("index", e.game),
        ("line", e.line),
        ("offset", e.offset),
        ("ply", e.ply),
    ] {
        if let Some(v) = value {
            err = with_detail(err, key, v);
        }
    }
    err
}

/// An options object (`None` for `undefined`/`null`).
fn object_arg(value: &JsValue) -> Result<Option<&js_sys::Object>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    if !value.is_object() || js_sys::Array::is_array(value) {
        return Err(argument_error("options", "an object", value));
    }
    Ok(Some(value.unchecked_ref()))
}

/// An options object with only `keys` (`None` for `undefined`/`null`).
fn options_object<'a>(
    value: &'a JsValue,
    keys: &[&str],
) -> Result<Option<&'a js_sys::Object>, JsValue> {
    let obj = object_arg(value)?;
    if obj.is_some() {
        check_keys(value, "options", keys)?;
    }
    Ok(obj)
}

fn get(obj: Option<&js_sys::Object>, key: &str) -> JsValue {
    obj.and_then(|o| js_sys::Reflect::get(o, &JsValue::from_str(key)).ok())
        .unwrap_or(JsValue::UNDEFINED)
}

fn format_arg(value: &JsValue) -> Result<Option<Format>, JsValue> {
    if value.is_undefined() {
        return Ok(None);
    }
    let name = string_arg(value, "options.format")?;
    name.parse::<Format>()
        .map(Some)
        .map_err(|e| xiangqi_error(e.code(), &format!("options.format {}: {e}", quote(&name))))
}

/// Reads a string (text formats) or a `Uint8Array` (any format, XQF included; GBK and UTF-16 are
/// decoded by the host's `TextDecoder`).
fn read_input(input: &JsValue, format: Option<Format>) -> Result<Records, JsValue> {
    let opts = ReadOptions { format };
    let read = if let Some(text) = input.as_string() {
        record::read_str(&text, &opts)
    } else if let Some(bytes) = input.dyn_ref::<js_sys::Uint8Array>() {
        record::read_with(&bytes.to_vec(), &opts, &HostDecoder)
    } else {
        return Err(argument_error("input", "a string or a Uint8Array", input));
    };
    read.map_err(|e| record_error(&e))
}

/// Reads a game record: PGN, DhtmlXQ/UBB, XQF (bytes only), WXF text or a UCI move list; the
/// format is detected unless `options.format` says it. Returns every game; a game cut short by
/// a bad move keeps what came before it, with `error` set.
#[wasm_bindgen(js_name = "readGame", unchecked_return_type = "RecordGames")]
pub fn read_game(
    #[wasm_bindgen(js_name = "textOrBytes", unchecked_param_type = "string | Uint8Array")]
    input: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "ReadGameOptions")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let obj = options_object(&options, &["format"])?;
    let records = read_input(&input, format_arg(&get(obj, "format"))?)?;
    to_js(&records)
}

/// A game object (as `readGame` returns them) → the core's game; every move is checked.
fn game_arg(value: &JsValue) -> Result<GameRecord, JsValue> {
    if !value.is_object() || js_sys::Array::is_array(value) {
        return Err(argument_error("game", "a game object", value));
    }
    serde_wasm_bindgen::from_value(value.clone())
        .map_err(|e| xiangqi_error("ERR_ARGUMENT", &format!("game: {e}")))
}

/// Writes a game (as `readGame` returns them) as PGN, movetext in `options.notation`
/// (`"chinese"` by default, `"wxf"` or `"iccs"`), with its comments and variations.
#[wasm_bindgen(js_name = "writePgn")]
pub fn write_pgn(
    #[wasm_bindgen(unchecked_param_type = "RecordGame")] game: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "WritePgnOptions")] options: JsValue,
) -> Result<String, JsValue> {
    let obj = options_object(&options, &["notation"])?;
    let notation = match get(obj, "notation") {
        v if v.is_undefined() => Notation::Chinese,
        v => notation_arg(&v)?,
    };
    Ok(record::write_pgn(&game_arg(&game)?, notation))
}

/// Writes a game (as `readGame` returns them) as DhtmlXQ/UBB, with its comments and variations.
#[wasm_bindgen(js_name = "writeDhtmlXq")]
pub fn write_dhtmlxq(
    #[wasm_bindgen(unchecked_param_type = "RecordGame")] game: JsValue,
) -> Result<String, JsValue> {
    Ok(record::write_dhtmlxq(&game_arg(&game)?))
}

/// The keys of `Game.fromRecord`'s options that are not judge options.
const RECORD_KEYS: [&str; 2] = ["game", "format"];

#[wasm_bindgen]
impl Game {
    /// A live game from a record (text, or bytes for XQF): the mainline of game `options.game`
    /// (default 0), format detected unless `options.format` says it; the other options are the
    /// judge options (`rules`, `fold`, …). A game cut short by a bad move holds the moves
    /// before it.
    #[wasm_bindgen(js_name = "fromRecord")]
    pub fn from_record(
        #[wasm_bindgen(js_name = "textOrBytes", unchecked_param_type = "string | Uint8Array")]
        input: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "FromRecordOptions")] options: JsValue,
    ) -> Result<Game, JsValue> {
        let obj = object_arg(&options)?;
        // The other keys are the judge options, read (and checked) by `options_arg`.
        let judge = js_sys::Object::new();
        for key in obj.map(js_sys::Object::keys).unwrap_or_default().iter() {
            let name = key.as_string().unwrap_or_default();
            if !RECORD_KEYS.contains(&name.as_str()) {
                let _ = js_sys::Reflect::set(&judge, &key, &get(obj, &name));
            }
        }
        let opts = options_arg(&judge)?;
        let records = read_input(&input, format_arg(&get(obj, "format"))?)?;
        let count = records.games.len();
        if count == 0 {
            return Err(xiangqi_error(
                "ERR_RECORD_FORMAT",
                "the record holds no game",
            ));
        }
        let index = match get(obj, "game") {
            v if v.is_undefined() => 0,
            v => match v.as_f64() {
                Some(n) if n.fract() == 0.0 && n >= 0.0 && (n as usize) < count => n as usize,
                _ => {
                    return Err(argument_error(
                        "options.game",
                        &format!("a game index from 0 to {}", count - 1),
                        &v,
                    ))
                }
            },
        };
        let game = &records.games[index];
        xiangqi::Game::from_moves(game.start.clone(), &game.moves(), opts)
            .map(Game::from_core)
            .map_err(|e| with_detail(xiangqi_error(e.code(), &e.to_string()), "ply", e.index))
    }
}

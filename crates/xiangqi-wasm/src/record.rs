//! Exports of the record module: `readGame`, `auditRecord`, `writePgn`, `writeDhtmlXq` and
//! `Game.fromRecord`.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use xiangqi::adjudicator::{JudgeOptions, RuleSet};
use xiangqi::notation::Notation;
use xiangqi_record::{
    self as record, Format, GameRecord, ReadOptions, RecordError, Records, TextEncoding,
};

use crate::args::{
    get, integer_arg, judge_options, notation_arg, options_object, string_arg, OPTION_KEYS,
};
use crate::convert::to_js;
use crate::error::{argument_error, quote, with_detail, with_details, xiangqi_error};
use crate::game::Game;
use crate::text::HostDecoder;

#[wasm_bindgen(typescript_custom_section)]
const TS_RECORD: &str = r#"
// The record JSON types (`RecordGames`, `RecordGame`, …) are generated from the serde shapes
// of `xiangqi-record` (`tsify` feature); these are the JS-only options objects.
/** Options of `readGame`. */
export interface ReadGameOptions {
  /** The format; detected from the bytes when omitted. */
  format?: RecordFormat;
  /** The text encoding of bytes; detected from them when omitted (a string is already text). */
  encoding?: TextEncoding;
}
/** Options of `auditRecord`. */
export interface AuditRecordOptions {
  /** The rule set, or several (each game is judged under each, in this order; default `"axf"`). */
  rules?: RuleSet | RuleSet[];
  /** The game ends by repetition at this occurrence of the final position (2–1000, default 3). */
  fold?: number;
  format?: RecordFormat;
  encoding?: TextEncoding;
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
  encoding?: TextEncoding;
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

fn format_arg(value: &JsValue) -> Result<Option<Format>, JsValue> {
    if value.is_undefined() {
        return Ok(None);
    }
    let name = string_arg(value, "options.format")?;
    name.parse::<Format>()
        .map(Some)
        .map_err(|e| xiangqi_error(e.code(), &format!("options.format {}: {e}", quote(&name))))
}

fn encoding_arg(value: &JsValue) -> Result<Option<TextEncoding>, JsValue> {
    if value.is_undefined() {
        return Ok(None);
    }
    let name = string_arg(value, "options.encoding")?;
    name.parse::<TextEncoding>()
        .map(Some)
        .map_err(|e| xiangqi_error(e.code(), &format!("options.encoding {}: {e}", quote(&name))))
}

/// The read options of an options object (`format`, `encoding`).
fn read_options(obj: Option<&js_sys::Object>) -> Result<ReadOptions, JsValue> {
    Ok(ReadOptions {
        format: format_arg(&get(obj, "format"))?,
        encoding: encoding_arg(&get(obj, "encoding"))?,
    })
}

/// Reads a string (text formats) or a `Uint8Array` (any format, XQF, CBR and CBL included; GBK,
/// Big5 and UTF-16 are decoded by the host's `TextDecoder`).
fn read_input(input: &JsValue, opts: ReadOptions) -> Result<Records, JsValue> {
    let read = if let Some(text) = input.as_string() {
        record::read_str(&text, &opts)
    } else if let Some(bytes) = input.dyn_ref::<js_sys::Uint8Array>() {
        record::read_with(&bytes.to_vec(), &opts, &HostDecoder)
    } else {
        return Err(argument_error("input", "a string or a Uint8Array", input));
    };
    read.map_err(|e| record_error(&e))
}

/// Reads a game record: PGN, DhtmlXQ/UBB, XQF, CBR and CBL (bytes only), WXF text or a UCI move
/// list; the
/// format is detected unless `options.format` says it. Returns every game; a game cut short by
/// a bad move keeps what came before it, with `error` set.
#[wasm_bindgen(js_name = "readGame", unchecked_return_type = "RecordGames")]
pub fn read_game(
    #[wasm_bindgen(js_name = "textOrBytes", unchecked_param_type = "string | Uint8Array")]
    input: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "ReadGameOptions")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let obj = options_object(&options, &["format", "encoding"])?;
    let records = read_input(&input, read_options(obj)?)?;
    to_js(&records)
}

/// The `rules` of `auditRecord`: a rule set's name or an array of them (default `["axf"]`).
fn rules_list(value: &JsValue) -> Result<Vec<RuleSet>, JsValue> {
    if value.is_undefined() {
        return Ok(vec![RuleSet::Axf]);
    }
    let one = |v: &JsValue| -> Result<RuleSet, JsValue> {
        let name = string_arg(v, "options.rules")?;
        name.parse::<RuleSet>()
            .map_err(|e| xiangqi_error(e.code(), &format!("options.rules: {e}")))
    };
    if js_sys::Array::is_array(value) {
        let list: Vec<RuleSet> = js_sys::Array::from(value)
            .iter()
            .map(|v| one(&v))
            .collect::<Result<_, _>>()?;
        if list.is_empty() {
            return Err(argument_error(
                "options.rules",
                "a rule set or a non-empty array of them",
                value,
            ));
        }
        Ok(list)
    } else {
        Ok(vec![one(value)?])
    }
}

/// Audits a record: every game's mainline judged under each rule set of `options.rules`
/// (default `"axf"`), beside the result the record states — one `GameAudit` per game and rule
/// set, in file order, with `mismatch` set where the recorded result contradicts the referee
/// (as `xiangqi audit --jsonl`). A record that cannot be read at all throws, as `readGame` does.
#[wasm_bindgen(js_name = "auditRecord", unchecked_return_type = "GameAudit[]")]
pub fn audit_record(
    #[wasm_bindgen(js_name = "textOrBytes", unchecked_param_type = "string | Uint8Array")]
    input: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "AuditRecordOptions")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let obj = options_object(&options, &["rules", "fold", "format", "encoding"])?;
    let rules = rules_list(&get(obj, "rules"))?;
    let fold = integer_arg(
        &get(obj, "fold"),
        "options.fold",
        *JudgeOptions::FOLD.start(),
        *JudgeOptions::FOLD.end(),
    )?
    .unwrap_or(JudgeOptions::default().fold);
    let records = read_input(&input, read_options(obj)?)?;
    let audits: Vec<record::audit::GameAudit> = records
        .games
        .iter()
        .enumerate()
        .flat_map(|(i, game)| {
            rules
                .iter()
                .map(move |&r| record::audit::audit_game(i, game, r, fold))
        })
        .collect();
    to_js(&audits)
}

/// A game object (as `readGame` returns them) → the record crate's game; every move is checked.
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

/// The keys of `Game.fromRecord`'s options besides the judge options.
const RECORD_KEYS: [&str; 3] = ["game", "format", "encoding"];

#[wasm_bindgen]
impl Game {
    /// A live game from a record (text, or bytes for XQF): the mainline of game `options.game`
    /// (default 0), format detected unless `options.format` says it; the other options are the
    /// judge options (`rules`, `fold`, …). A game cut short by a bad move holds the moves
    /// before it; a record that goes on after the game's end (a mate, a decided repetition …)
    /// gives the game up to that end, with its outcome.
    #[wasm_bindgen(js_name = "fromRecord")]
    pub fn from_record(
        #[wasm_bindgen(js_name = "textOrBytes", unchecked_param_type = "string | Uint8Array")]
        input: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "FromRecordOptions")] options: JsValue,
    ) -> Result<Game, JsValue> {
        let keys: Vec<&str> = RECORD_KEYS.iter().chain(&OPTION_KEYS).copied().collect();
        let obj = options_object(&options, &keys)?;
        let opts = judge_options(obj)?;
        let records = read_input(&input, read_options(obj)?)?;
        // `read` returns at least one game (a record without any is its error).
        let last = records.games.len().saturating_sub(1);
        let index = integer_arg(&get(obj, "game"), "options.game", 0, last as u32)?;
        let Some(game) = records.games.get(index.unwrap_or(0) as usize) else {
            return Err(xiangqi_error(
                "ERR_RECORD_FORMAT",
                "the record holds no game",
            ));
        };
        // A record that goes on after the game ended (mate, stalemate, a decided repetition, the
        // move limit) gives the game up to its end, with its outcome: the moves after it are the
        // record's, not the game's.
        let moves = game.moves();
        let replayed = match xiangqi::Game::from_moves(game.start.clone(), &moves, opts) {
            Err(xiangqi::ReplayError {
                index,
                error: xiangqi::PlayError::GameOver { .. },
                ..
            }) => xiangqi::Game::from_moves(game.start.clone(), &moves[..index], opts),
            other => other,
        };
        replayed
            .map(Game::from_core)
            .map_err(|e| with_detail(xiangqi_error(e.code(), &e.to_string()), "ply", e.index))
    }
}

//! Tests of every export, run in headless Chromium by `wasm-pack test --headless --chrome`
//! (`./build.sh test`). They call the Rust functions exactly as the generated JS glue does, with
//! `JsValue` arguments, and check the thrown errors' `name` and `code` through `Reflect`.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use xiangqi_wasm::*;

wasm_bindgen_test_configure!(run_in_browser);

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
/// Black is checkmated: Red chariots on a9 (check) and b8 (covering e8); d9 faces the red general.
const MATE: &str = "R3k4/1R7/9/9/9/9/9/9/9/3K5 b";

fn s(v: &str) -> JsValue {
    JsValue::from_str(v)
}

fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &s(key)).expect("property")
}

/// Asserts that `r` is a thrown XiangqiError with `code`; returns its message.
#[track_caller]
fn assert_err<T: std::fmt::Debug>(r: Result<T, JsValue>, code: &str) -> String {
    let err = r.expect_err("expected a thrown XiangqiError");
    assert!(
        err.is_instance_of::<js_sys::Error>(),
        "not an Error: {err:?}"
    );
    assert_eq!(
        get(&err, "name").as_string().as_deref(),
        Some("XiangqiError")
    );
    assert_eq!(get(&err, "code").as_string().as_deref(), Some(code));
    let message = get(&err, "message").as_string().unwrap_or_default();
    assert!(!message.is_empty());
    message
}

fn strings(v: Vec<JsValue>) -> Vec<String> {
    v.iter().map(|m| m.as_string().expect("a string")).collect()
}

fn wrong_types() -> Vec<JsValue> {
    vec![
        JsValue::UNDEFINED,
        JsValue::NULL,
        JsValue::from_f64(42.0),
        JsValue::TRUE,
        js_sys::Object::new().into(),
        Array::new().into(),
    ]
}

#[wasm_bindgen_test]
fn start_fen_is_the_start_position() {
    assert_eq!(start_fen(), START);
}

#[wasm_bindgen_test]
fn validate_fen_lists_problems_with_codes() {
    let ok = validate_fen(s(START)).unwrap();
    assert_eq!(Array::from(&ok).length(), 0);

    let syntax = Array::from(&validate_fen(s("rnbakabnr/9 w")).unwrap());
    assert_eq!(syntax.length(), 1);
    assert_eq!(
        get(&syntax.get(0), "code").as_string().unwrap(),
        "ERR_FEN_ROWS"
    );
    assert!(get(&syntax.get(0), "message")
        .as_string()
        .unwrap()
        .contains("rows"));

    // No black general and a red general outside the palace: both reported.
    let impossible = Array::from(&validate_fen(s("9/9/9/9/9/9/9/9/9/K8 w")).unwrap());
    let codes: Vec<String> = impossible
        .iter()
        .map(|p| get(&p, "code").as_string().unwrap())
        .collect();
    assert!(
        codes.contains(&"ERR_POS_NO_GENERAL".to_string()),
        "{codes:?}"
    );
    assert!(
        codes.contains(&"ERR_POS_GENERAL_SQUARE".to_string()),
        "{codes:?}"
    );

    let facing = Array::from(&validate_fen(s("4k4/9/9/9/9/9/9/9/9/4K4 w")).unwrap());
    assert_eq!(
        get(&facing.get(0), "code").as_string().unwrap(),
        "ERR_POS_GENERALS_FACING"
    );

    let empty = Array::from(&validate_fen(s("")).unwrap());
    assert_eq!(
        get(&empty.get(0), "code").as_string().unwrap(),
        "ERR_FEN_EMPTY"
    );

    for v in wrong_types() {
        assert_err(validate_fen(v), "ERR_ARGUMENT");
    }
}

#[wasm_bindgen_test]
fn legal_moves_in_iccs() {
    let moves = strings(legal_moves(s(START)).unwrap());
    assert_eq!(moves.len(), 44);
    assert!(moves.contains(&"h2e2".to_string()));
    assert!(moves.contains(&"b0c2".to_string()));
    assert!(legal_moves(s(MATE)).unwrap().is_empty());

    assert_err(legal_moves(s("")), "ERR_FEN_EMPTY");
    assert_err(legal_moves(s("rnbakabnr/9 w")), "ERR_FEN_ROWS");
    assert_err(
        legal_moves(s("4k4/9/9/9/9/9/9/9/9/4K4 w")),
        "ERR_POS_GENERALS_FACING",
    );
    for v in wrong_types() {
        assert_err(legal_moves(v), "ERR_ARGUMENT");
    }
}

#[wasm_bindgen_test]
fn dests_groups_moves_by_square() {
    let d = dests(s(START)).unwrap();
    let obj: js_sys::Object = d.clone().unchecked_into();
    let keys: Vec<String> = js_sys::Object::keys(&obj)
        .iter()
        .map(|k| k.as_string().unwrap())
        .collect();
    assert_eq!(keys.len(), 16, "{keys:?}");
    let h2: Vec<String> = Array::from(&get(&d, "h2"))
        .iter()
        .map(|v| v.as_string().unwrap())
        .collect();
    assert_eq!(h2.len(), 12, "{h2:?}"); // cannon: 7 along the rank, h1, h3–h6, capture h9
    assert!(h2.contains(&"e2".to_string()) && h2.contains(&"h9".to_string()));
    let total: u32 = keys.iter().map(|k| Array::from(&get(&d, k)).length()).sum();
    assert_eq!(total, 44);

    assert_err(dests(s("x")), "ERR_FEN_ROWS");
    for v in wrong_types() {
        assert_err(dests(v), "ERR_ARGUMENT");
    }
}

#[wasm_bindgen_test]
fn play_returns_the_new_fen() {
    let after = play(s(START), s("h2e2")).unwrap();
    assert_eq!(
        after,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
    );
    assert_eq!(play(s(START), s(" H2-E2 ")).unwrap(), after);
    // The move reader of the records (notation::Reader::LENIENT): fullwidth and SAN too.
    assert_eq!(play(s(START), s("ｈ２ｅ２")).unwrap(), after);
    assert_eq!(play(s(START), s("Che2")).unwrap(), after);
    // Chained.
    let after2 = play(s(&after), s("h9g7")).unwrap();
    assert!(after2.ends_with(" w - - 2 2"), "{after2}");
}

#[wasm_bindgen_test]
fn play_errors() {
    // a0a5 jumps over the a3 soldier; e0e2 is not how a general moves; a3a4 is Black's turn.
    assert_err(play(s(START), s("a0a5")), "ERR_ILLEGAL_MOVE");
    assert_err(play(s(START), s("e0e2")), "ERR_ILLEGAL_MOVE");
    assert_err(play(s(START), s("e5e6")), "ERR_ILLEGAL_MOVE"); // empty origin

    // `h2` reads as SAN (a soldier to h2, as records write it), which no soldier can make.
    assert_err(play(s(START), s("h2")), "ERR_ILLEGAL_MOVE");
    for bad in ["", "   ", "h2e2e3", "z9z8", "hello", "h2\u{0}e2"] {
        let msg = assert_err(play(s(START), s(bad)), "ERR_NOTATION");
        assert!(!msg.is_empty());
    }
    let long = "h".repeat(1_000_000);
    let msg = assert_err(play(s(START), s(&long)), "ERR_NOTATION");
    assert!(
        msg.len() < 300,
        "message quotes too much: {} bytes",
        msg.len()
    );
    assert_err(play(s(""), s("h2e2")), "ERR_FEN_EMPTY");
    for v in wrong_types() {
        assert_err(play(v.clone(), s("h2e2")), "ERR_ARGUMENT");
        assert_err(play(s(START), v), "ERR_ARGUMENT");
    }
}

#[wasm_bindgen_test]
fn play_accepts_wxf_and_chinese() {
    let iccs = play(s(START), s("h2e2")).unwrap();
    assert_eq!(play(s(START), s("C2.5")).unwrap(), iccs);
    assert_eq!(play(s(START), s("炮二平五")).unwrap(), iccs);
    assert_eq!(play(s(START), s(" 砲二平五 ")).unwrap(), iccs);
    assert_eq!(
        play(s(&iccs), s("h9g7")).unwrap(),
        play(s(&iccs), s("H8+7")).unwrap()
    );
    assert_err(play(s(START), s("炮二平九")), "ERR_ILLEGAL_MOVE");
    assert_err(play(s(START), s("C2.9")), "ERR_ILLEGAL_MOVE");
    assert_err(play(s(START), s("前炮平五")), "ERR_NOTATION"); // no such piece
    assert_err(play(s(START), s("炮二平")), "ERR_NOTATION");
}

#[wasm_bindgen_test]
fn to_notation_writes_each_notation() {
    assert_eq!(
        to_notation(s(START), s("h2e2"), s("chinese")).unwrap(),
        "炮二平五"
    );
    assert_eq!(to_notation(s(START), s("h2e2"), s("wxf")).unwrap(), "C2.5");
    assert_eq!(
        to_notation(s(START), s("炮二平五"), s("iccs")).unwrap(),
        "h2e2"
    );
    assert_eq!(to_notation(s(START), s("C2.5"), s("WXF")).unwrap(), "C2.5");
    // Every legal move survives a round trip through every notation.
    for m in strings(legal_moves(s(START)).unwrap()) {
        for n in ["iccs", "wxf", "chinese"] {
            let text = to_notation(s(START), s(&m), s(n)).unwrap();
            let back = to_notation(s(START), s(&text), s("iccs")).unwrap();
            assert_eq!(back, m, "{m} -> {n} {text} -> {back}");
        }
    }

    assert_err(
        to_notation(s(START), s("h2h8"), s("wxf")),
        "ERR_ILLEGAL_MOVE",
    );
    assert_err(to_notation(s(START), s("xx"), s("wxf")), "ERR_NOTATION");
    assert_err(to_notation(s(START), s("h2e2"), s("san")), "ERR_ARGUMENT");
    assert_err(to_notation(s(""), s("h2e2"), s("wxf")), "ERR_FEN_EMPTY");
    for v in wrong_types() {
        assert_err(to_notation(s(START), s("h2e2"), v.clone()), "ERR_ARGUMENT");
        assert_err(to_notation(s(START), v.clone(), s("wxf")), "ERR_ARGUMENT");
        assert_err(to_notation(v, s("h2e2"), s("wxf")), "ERR_ARGUMENT");
    }
}

#[wasm_bindgen_test]
fn status_reports_check_mate_and_outcome() {
    let st = status(s(START)).unwrap();
    assert_eq!(get(&st, "turn").as_string().unwrap(), "red");
    assert_eq!(get(&st, "check").as_bool(), Some(false));
    assert_eq!(get(&st, "checkmate").as_bool(), Some(false));
    assert_eq!(get(&st, "stalemate").as_bool(), Some(false));
    assert!(get(&st, "outcome").is_null());

    let mate = status(s(MATE)).unwrap();
    assert_eq!(get(&mate, "turn").as_string().unwrap(), "black");
    assert_eq!(get(&mate, "check").as_bool(), Some(true));
    assert_eq!(get(&mate, "checkmate").as_bool(), Some(true));
    let outcome = get(&mate, "outcome");
    assert_eq!(get(&outcome, "winner").as_string().unwrap(), "red");
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "checkmate");

    // Black's general on e9 is not attacked, but d9, f9 and e8 are (red soldiers on d8, f8).
    let stale = status(s("4k4/3P1P3/9/9/9/9/9/9/9/3K5 b")).unwrap();
    assert_eq!(get(&stale, "check").as_bool(), Some(false));
    assert_eq!(get(&stale, "checkmate").as_bool(), Some(false));
    assert_eq!(get(&stale, "stalemate").as_bool(), Some(true));
    let outcome = get(&stale, "outcome");
    assert_eq!(get(&outcome, "winner").as_string().unwrap(), "red");
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "stalemate");

    assert_err(status(s("rnbakabnr w")), "ERR_FEN_ROWS");
    for v in wrong_types() {
        assert_err(status(v), "ERR_ARGUMENT");
    }
}

#[wasm_bindgen_test]
fn perft_counts_and_bounds() {
    assert_eq!(perft(s(START), JsValue::from_f64(0.0)).unwrap(), 1.0);
    assert_eq!(perft(s(START), JsValue::from_f64(1.0)).unwrap(), 44.0);
    assert_eq!(perft(s(START), JsValue::from_f64(2.0)).unwrap(), 1920.0);
    assert_eq!(perft(s(START), JsValue::from_f64(3.0)).unwrap(), 79666.0);
    assert_eq!(perft(s(MATE), JsValue::from_f64(3.0)).unwrap(), 0.0);

    for bad in [-1.0, 1.5, f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
        assert_err(perft(s(START), JsValue::from_f64(bad)), "ERR_ARGUMENT");
    }
    assert_err(perft(s(START), JsValue::from_f64(8.0)), "ERR_LIMIT");
    assert_err(perft(s(START), JsValue::from_f64(1e300)), "ERR_LIMIT");
    assert_err(perft(s(START), s("3")), "ERR_ARGUMENT");
    assert_err(perft(s(START), JsValue::UNDEFINED), "ERR_ARGUMENT");
    assert_err(perft(JsValue::NULL, JsValue::from_f64(1.0)), "ERR_ARGUMENT");
    assert_err(perft(s("x"), JsValue::from_f64(1.0)), "ERR_FEN_ROWS");
}

#[wasm_bindgen_test]
fn huge_and_odd_inputs_do_not_trap() {
    let huge = "r".repeat(10 * 1024 * 1024);
    assert_err(legal_moves(s(&huge)), "ERR_FEN_TOO_LONG");
    let problems = Array::from(&validate_fen(s(&huge)).unwrap());
    assert_eq!(
        get(&problems.get(0), "code").as_string().unwrap(),
        "ERR_FEN_TOO_LONG"
    );
    // Non-ASCII, control characters and a lone surrogate (replaced by U+FFFD on the way in).
    for odd in [
        "炮二平五",
        "\u{0}",
        "\u{FFFD}",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN炮 w",
    ] {
        assert!(legal_moves(s(odd)).is_err());
    }
    let lone_surrogate: JsValue = js_sys::JsString::from_char_code1(0xD800).into();
    assert!(legal_moves(lone_surrogate.clone()).is_err());
    assert!(play(s(START), lone_surrogate).is_err());
    // Still working after all those errors.
    assert_eq!(legal_moves(s(START)).unwrap().len(), 44);
}

/// Every key of a JSON-like JS value, recursively.
fn keys_of(value: &JsValue, out: &mut Vec<String>) {
    if Array::is_array(value) {
        Array::from(value).iter().for_each(|v| keys_of(&v, out));
    } else if value.is_object() {
        let obj: &js_sys::Object = value.unchecked_ref();
        for k in js_sys::Object::keys(obj).iter() {
            let k = k.as_string().unwrap();
            keys_of(&get(value, &k), out);
            out.push(k);
        }
    }
}

#[wasm_bindgen_test]
fn reports_pass_the_core_shapes_through() {
    // camelCase keys come from the core's serde attributes, enum values stay snake_case.
    let r = judge(
        s(DIAGRAM_1),
        moves_array(&DIAGRAM_1_MOVES),
        JsValue::UNDEFINED,
    )
    .unwrap();
    let mut keys = Vec::new();
    keys_of(&r, &mut keys);
    assert!(keys.iter().any(|k| k == "finalFen"));
    assert!(keys.iter().any(|k| k == "inCycle"));
    assert!(!keys.iter().any(|k| k.contains('_')), "{keys:?}");
    assert_eq!(get(&get(&r, "cycle"), "fromPly").as_f64(), Some(4.0));
    assert_eq!(get(&r, "status").as_string().as_deref(), Some("ongoing"));
    let red = get(&get(&r, "sides"), "red");
    assert_eq!(
        get(&red, "pattern").as_string().as_deref(),
        Some("perpetual_check")
    );
    assert_eq!(get(&red, "violates").as_bool(), Some(true));
    let black = get(&get(&r, "sides"), "black");
    assert_eq!(
        get(&black, "pattern").as_string().as_deref(),
        Some("check_evasion")
    );
    let articles = Array::from(&get(&red, "articles"));
    assert_eq!(articles.get(0).as_string().as_deref(), Some("general_1"));
}

/// 图1 of the AXF rulebook: Red checks perpetually with one car.
const DIAGRAM_1: &str = "c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w - - 0 1";
const DIAGRAM_1_MOVES: [&str; 7] = ["h8h9", "f9f8", "h9h8", "f8f9", "h8h9", "f9f8", "h9h8"];

fn moves_array(moves: &[&str]) -> JsValue {
    moves.iter().map(|m| s(m)).collect::<Array>().into()
}

#[wasm_bindgen_test]
fn describe_labels_one_move() {
    let r = describe(s(DIAGRAM_1), s("车二进一"), JsValue::UNDEFINED).unwrap();
    let labels: Array = get(&r, "labels").unchecked_into();
    assert_eq!(labels.get(0).as_string().as_deref(), Some("check"));
    assert_eq!(get(&r, "move").as_string().as_deref(), Some("h8h9"));
    assert_eq!(get(&r, "chinese").as_string().as_deref(), Some("车二进一"));
    let checks: Array = get(&r, "checks").unchecked_into();
    assert_eq!(
        get(&checks.get(0), "chaserPiece").as_string().as_deref(),
        Some("R")
    );
    assert_eq!(Array::from(&get(&r, "chases")).length(), 0);
    assert_err(
        describe(s(DIAGRAM_1), s("h8h7"), JsValue::UNDEFINED),
        "ERR_ILLEGAL_MOVE",
    );
    assert_err(
        describe(s("x"), s("h8h9"), JsValue::UNDEFINED),
        "ERR_FEN_ROWS",
    );
    for bad in wrong_types() {
        assert_err(
            describe(s(DIAGRAM_1), bad, JsValue::UNDEFINED),
            "ERR_ARGUMENT",
        );
    }
}

/// `classify`, the former name of `describe`, is kept as an alias: the same report, the same
/// errors.
#[wasm_bindgen_test]
fn classify_is_describe() {
    let json = |v: JsValue| js_sys::JSON::stringify(&v).unwrap().as_string().unwrap();
    for m in ["h8h9", "车二进一"] {
        let d = describe(s(DIAGRAM_1), s(m), JsValue::UNDEFINED).unwrap();
        let c = classify(s(DIAGRAM_1), s(m), JsValue::UNDEFINED).unwrap();
        assert_eq!(json(c), json(d));
    }
    assert_err(
        classify(s(DIAGRAM_1), s("h8h7"), JsValue::UNDEFINED),
        "ERR_ILLEGAL_MOVE",
    );
}

#[wasm_bindgen_test]
fn judge_reports_verdict_and_articles_in_camel_case() {
    let r = judge(
        s(DIAGRAM_1),
        moves_array(&DIAGRAM_1_MOVES),
        JsValue::UNDEFINED,
    )
    .unwrap();
    assert_eq!(
        get(&r, "verdict").as_string().as_deref(),
        Some("red_must_change")
    );
    assert_eq!(get(&get(&r, "violations"), "red").as_bool(), Some(true));
    assert_eq!(get(&get(&r, "violations"), "black").as_bool(), Some(false));
    assert_eq!(get(&get(&r, "cycle"), "fromPly").as_f64(), Some(4.0));
    assert!(get(&r, "finalFen").as_string().is_some());
    let articles: Array = get(&r, "articles").unchecked_into();
    assert!(articles.iter().any(
        |a| get(&a, "id").as_string().as_deref() == Some("general_1")
            && get(&a, "title").as_string().as_deref() == Some("总纲1")
    ));
    assert!(get(&get(&r, "explanation"), "zh")
        .as_string()
        .unwrap()
        .contains("长照"));
    // Options.
    let opts = js_sys::Object::new();
    Reflect::set(&opts, &s("pattern"), &JsValue::TRUE).unwrap();
    let r = judge(
        s(DIAGRAM_1),
        moves_array(&DIAGRAM_1_MOVES[..3]),
        opts.into(),
    )
    .unwrap();
    assert_eq!(get(&get(&r, "cycle"), "fromPly").as_f64(), Some(1.0));
}

#[wasm_bindgen_test]
fn judge_errors() {
    assert_err(
        judge(s(DIAGRAM_1), s("h8h9"), JsValue::UNDEFINED),
        "ERR_ARGUMENT",
    );
    let msg = assert_err(
        judge(
            s(DIAGRAM_1),
            moves_array(&["h8h9", "h8h9"]),
            JsValue::UNDEFINED,
        ),
        "ERR_ILLEGAL_MOVE",
    );
    assert!(msg.contains("moves[1]"), "{msg}");
    assert_err(
        judge(
            s(DIAGRAM_1),
            moves_array(&["h8h9", "??"]),
            JsValue::UNDEFINED,
        ),
        "ERR_NOTATION",
    );
    let bad: JsValue = vec![JsValue::from_f64(1.0)]
        .into_iter()
        .collect::<Array>()
        .into();
    assert_err(judge(s(DIAGRAM_1), bad, JsValue::UNDEFINED), "ERR_ARGUMENT");
    let opts = js_sys::Object::new();
    Reflect::set(&opts, &s("fold"), &s("three")).unwrap();
    assert_err(
        judge(s(DIAGRAM_1), moves_array(&[]), opts.into()),
        "ERR_ARGUMENT",
    );
    assert_err(
        judge(s(DIAGRAM_1), moves_array(&[]), JsValue::from_f64(3.0)),
        "ERR_ARGUMENT",
    );
    // Still working afterwards.
    assert!(judge(
        s(DIAGRAM_1),
        moves_array(&DIAGRAM_1_MOVES),
        JsValue::UNDEFINED
    )
    .is_ok());
}

#[wasm_bindgen_test]
fn game_plays_undoes_and_judges() {
    let mut g = Game::new(s(DIAGRAM_1), JsValue::UNDEFINED).unwrap();
    for m in DIAGRAM_1_MOVES {
        let r = g.play(s(m)).unwrap();
        assert!(get(&r, "labels").is_object());
    }
    assert_eq!(g.history().len(), 7);
    let st = g.status(JsValue::UNDEFINED).unwrap();
    assert_eq!(
        get(&st, "verdict").as_string().as_deref(),
        Some("red_must_change")
    );
    assert_eq!(get(&st, "status").as_string().as_deref(), Some("ongoing"));
    assert_eq!(g.undo().as_deref(), Some("h9h8"));
    assert_eq!(g.history().len(), 6);
    assert_err(g.play(s("a0a1")), "ERR_ILLEGAL_MOVE");
    assert_eq!(g.history().len(), 6);
    let fresh = Game::new(JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap();
    assert_eq!(fresh.fen(), START);
    assert!(fresh.status(JsValue::UNDEFINED).is_ok());
    assert_err(
        Game::new(s("bad"), JsValue::UNDEFINED).map(|_| ()),
        "ERR_FEN_ROWS",
    );
    assert_err(
        Game::new(JsValue::from_f64(1.0), JsValue::UNDEFINED).map(|_| ()),
        "ERR_ARGUMENT",
    );
}

/// Values no caller should pass: wrong types, empty, huge, a lone surrogate, control characters.
fn hostile() -> Vec<JsValue> {
    let mut v = wrong_types();
    v.push(s(""));
    v.push(s(&"炮".repeat(300_000)));
    v.push(js_sys::JsString::from_char_code1(0xDC00).into());
    v.push(s("\u{0}\u{7}\n\t"));
    v.push(s("h2e2 h9g7"));
    v
}

/// An error, if any, is a XiangqiError with a code.
#[track_caller]
fn error_is_coded<T>(r: Result<T, JsValue>) -> bool {
    match r {
        Ok(_) => false,
        Err(err) => {
            assert_eq!(
                get(&err, "name").as_string().as_deref(),
                Some("XiangqiError"),
                "{err:?}"
            );
            assert!(
                get(&err, "code")
                    .as_string()
                    .is_some_and(|c| c.starts_with("ERR_")),
                "{err:?}"
            );
            true
        }
    }
}

#[wasm_bindgen_test]
fn every_export_rejects_hostile_values_and_keeps_working() {
    const DIAGRAM_2: &str = "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w - - 0 1";
    for bad in hostile() {
        let b = || bad.clone();
        // In the FEN position every hostile value must be refused.
        assert!(error_is_coded(legal_moves(b())));
        assert!(error_is_coded(dests(b())));
        assert!(error_is_coded(status(b())));
        assert!(error_is_coded(play(b(), s("h2e2"))));
        assert!(error_is_coded(to_notation(b(), s("h2e2"), s("wxf"))));
        assert!(error_is_coded(perft(b(), JsValue::from_f64(1.0))));
        assert!(error_is_coded(describe(b(), s("h2e2"), JsValue::UNDEFINED)));
        assert!(error_is_coded(judge(
            b(),
            moves_array(&[]),
            JsValue::UNDEFINED
        )));
        // As a move, a notation, a depth, a move list or options: refused, or (undefined options)
        // the defaults.
        assert!(error_is_coded(play(s(START), b())));
        assert!(error_is_coded(to_notation(s(START), b(), s("iccs"))));
        assert!(error_is_coded(to_notation(s(START), s("h2e2"), b())));
        assert!(error_is_coded(perft(s(START), b())));
        assert!(error_is_coded(describe(
            s(DIAGRAM_2),
            b(),
            JsValue::UNDEFINED
        )));
        // As the move list an empty array is valid (no moves).
        if !Array::is_array(&bad) {
            assert!(error_is_coded(judge(s(DIAGRAM_2), b(), JsValue::UNDEFINED)));
        }
        let list: JsValue = std::iter::once(b()).collect::<Array>().into();
        assert!(error_is_coded(judge(
            s(DIAGRAM_2),
            list,
            JsValue::UNDEFINED
        )));
        // Options: `undefined`, `null` and a plain object (`{}`) are valid (the defaults).
        let plain_object = bad.is_object() && !Array::is_array(&bad);
        if !bad.is_undefined() && !bad.is_null() && !plain_object {
            assert!(error_is_coded(judge(
                s(DIAGRAM_2),
                moves_array(&["f0e0"]),
                b()
            )));
        }
        let _ = error_is_coded(validate_fen(b()));
        let mut g = Game::new(JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap();
        assert!(error_is_coded(g.play(b())));
        assert_eq!(g.history().len(), 0);
        if !bad.is_undefined() && !bad.is_null() {
            assert!(error_is_coded(
                Game::new(b(), JsValue::UNDEFINED).map(|_| ())
            ));
        }
    }
    // Still working.
    assert_eq!(perft(s(START), JsValue::from_f64(2.0)).unwrap(), 1920.0);
    let r = judge(
        s(DIAGRAM_2),
        moves_array(&["f0e0", "e8f8", "e0f0", "f8e8", "f0e0"]),
        JsValue::UNDEFINED,
    )
    .unwrap();
    assert_eq!(
        get(&r, "verdict").as_string().as_deref(),
        Some("red_must_change")
    );
}

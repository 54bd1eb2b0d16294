//! `tests/data/error-codes.json` is `ErrorCode::ALL`, the list the JavaScript and Python tests
//! check their sides against (tests/js/api.test.mjs, tests/python/test_error_codes.py).
//! After adding a code: `XIANGQI_WRITE_CODES=1 cargo test -p xiangqi --test error_codes`.

use std::path::PathBuf;

use xiangqi::{Coded, ErrorCode, Position};

fn file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/error-codes.json")
}

#[test]
fn the_json_list_is_error_code_all() {
    let all: Vec<&str> = ErrorCode::ALL.iter().map(|c| c.as_str()).collect();
    let want = serde_json::to_string_pretty(&all).unwrap() + "\n";
    if std::env::var_os("XIANGQI_WRITE_CODES").is_some() {
        std::fs::write(file(), &want).unwrap();
    }
    let have = std::fs::read_to_string(file()).expect("tests/data/error-codes.json");
    assert_eq!(
        have, want,
        "tests/data/error-codes.json is stale: XIANGQI_WRITE_CODES=1 cargo test -p xiangqi --test error_codes"
    );
}

#[test]
fn the_inherent_code_is_the_trait_code_as_a_string() {
    // A FEN error and a position error (whose code is its first problem's), each both ways.
    for (fen, code) in [
        ("9/9 w", ErrorCode::FenRows),
        ("4k4/9/9/9/9/9/9/9/9/4K4 w", ErrorCode::PosGeneralsFacing),
    ] {
        let e = Position::from_fen(fen).unwrap_err();
        assert_eq!(Coded::code(&e), code, "{fen}");
        assert_eq!(e.code(), code.as_str(), "{fen}");
    }
    let e = xiangqi::PositionError { problems: vec![] };
    assert_eq!((Coded::code(&e), e.code()), (ErrorCode::Pos, "ERR_POS"));
}

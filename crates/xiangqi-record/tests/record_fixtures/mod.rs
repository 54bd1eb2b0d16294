//! The committed record fixtures (`tests/records`, copies of the shared collection with their
//! attribution) and their expected results (`expected.json`), shared by the record tests.

use serde_json::Value;

/// The fixture folder.
pub const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/records");

/// The bytes of one fixture (`file` relative to [`DIR`]).
pub fn bytes(file: &str) -> Vec<u8> {
    std::fs::read(format!("{DIR}/{file}")).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// Every entry of `expected.json`.
pub fn expected() -> Vec<Value> {
    let text = std::fs::read_to_string(format!("{DIR}/expected.json")).expect("expected.json");
    serde_json::from_str(&text).expect("expected.json is JSON")
}

/// An entry's expected mainline, in ICCS.
pub fn expected_moves(e: &Value) -> Vec<&str> {
    e["moves_iccs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect()
}

//! Shared by the benches: the 107 AXF rulebook diagrams of tests/data/axf-diagrams.json.
#![allow(dead_code)] // each bench uses a part

use xiangqi::adjudicator::{JudgeOptions, Verdict};
use xiangqi::{Move, Position};

/// One rulebook diagram: start position, moves, judge options and the rulebook's verdict.
pub struct Diagram {
    pub id: u64,
    pub pos: Position,
    pub moves: Vec<Move>,
    pub opts: JudgeOptions,
    pub verdict: String,
}

pub fn parse_move(s: &str) -> Move {
    Move::new(s[..2].parse().unwrap(), s[2..].parse().unwrap())
}

pub fn diagrams() -> Vec<Diagram> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/axf-diagrams.json"
    );
    let text = std::fs::read_to_string(path).expect("tests/data/axf-diagrams.json");
    let data: Vec<serde_json::Value> = serde_json::from_str(&text).expect("json");
    data.iter()
        .map(|d| Diagram {
            id: d["id"].as_u64().unwrap(),
            pos: Position::from_fen(d["fen"].as_str().unwrap()).unwrap(),
            moves: d["moves_iccs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| parse_move(m.as_str().unwrap()))
                .collect(),
            opts: JudgeOptions {
                pattern: !d["final_position_repeats"].as_bool().unwrap(),
                ..JudgeOptions::default()
            },
            verdict: d["verdict"].as_str().unwrap().to_string(),
        })
        .collect()
}

pub fn verdict_name(v: Verdict) -> String {
    serde_json::to_value(v)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

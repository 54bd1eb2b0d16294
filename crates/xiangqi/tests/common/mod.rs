//! The 107 AXF rulebook diagrams of tests/data/axf-diagrams.json (and a seeded RNG), shared by the tests, the
//! benches and the examples (`#[path = "../tests/common/mod.rs"] mod common;` outside tests/).
#![allow(dead_code)] // each user takes a part

use xiangqi::adjudicator::{judge, JudgeOptions, JudgeReport, Verdict};
use xiangqi::{Move, Position};

/// One rulebook diagram: start position, moves, judge options and the rulebook's verdict.
pub struct Diagram {
    pub id: u64,
    pub pos: Position,
    pub moves: Vec<Move>,
    pub opts: JudgeOptions,
    pub verdict: String,
    /// The whole record (rulebook texts, violations, classification …).
    pub data: serde_json::Value,
}

impl Diagram {
    /// Judges the diagram's moves (as one pattern when its printed moves stop short of the
    /// repetition).
    pub fn judge(&self) -> JudgeReport {
        judge(&self.pos, &self.moves, &self.opts).expect("diagram moves are legal")
    }
}

/// An ICCS move `h2e2`.
pub fn parse_move(s: &str) -> Move {
    Move::new(s[..2].parse().unwrap(), s[2..].parse().unwrap())
}

/// All diagrams, in order.
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
            data: d.clone(),
        })
        .collect()
}

/// `red_must_change` etc., as in the data.
pub fn verdict_name(v: Verdict) -> String {
    serde_json::to_value(v)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// A small seeded random number generator (splitmix64) for the random-game tests.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

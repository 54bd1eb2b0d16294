//! Judges all 107 rulebook diagrams and prints the time taken (a quick local measurement; the
//! benchmarks live in `benches/`).
use std::time::Instant;

use xiangqi::adjudicator::{judge, JudgeOptions};
use xiangqi::{Move, Position};

fn main() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/axf-diagrams.json"
    );
    let text = std::fs::read_to_string(path).expect("diagram data");
    let data: Vec<serde_json::Value> = serde_json::from_str(&text).expect("json");
    let cases: Vec<(Position, Vec<Move>, bool)> = data
        .iter()
        .map(|d| {
            let pos = Position::from_fen(d["fen"].as_str().unwrap()).unwrap();
            let moves = d["moves_iccs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| {
                    let s = m.as_str().unwrap();
                    Move::new(s[..2].parse().unwrap(), s[2..].parse().unwrap())
                })
                .collect();
            (pos, moves, !d["final_position_repeats"].as_bool().unwrap())
        })
        .collect();
    let rounds = std::env::var("ROUNDS")
        .map(|v| v.parse().unwrap())
        .unwrap_or(5);
    let mut slowest = (0.0f64, 0usize);
    let t = Instant::now();
    for _ in 0..rounds {
        for (i, (pos, moves, pattern)) in cases.iter().enumerate() {
            let s = Instant::now();
            let opts = JudgeOptions {
                pattern: *pattern,
                ..JudgeOptions::default()
            };
            let opts = match std::env::var("MATE_NODES") {
                Ok(v) => JudgeOptions {
                    mate_search: xiangqi::adjudicator::MateSearch {
                        max_nodes: v.parse().unwrap(),
                        ..opts.mate_search
                    },
                    ..opts
                },
                Err(_) => opts,
            };
            let r = judge(pos, moves, &opts).unwrap();
            std::hint::black_box(r);
            let e = s.elapsed().as_secs_f64();
            if e > slowest.0 {
                slowest = (e, i + 1);
            }
        }
    }
    println!(
        "all 107 diagrams: {:.2} ms per round; slowest diagram {} ({:.2} ms)",
        t.elapsed().as_secs_f64() * 1000.0 / rounds as f64,
        slowest.1,
        slowest.0 * 1000.0
    );
}

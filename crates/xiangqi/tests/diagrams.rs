//! The 107 diagrams of the AXF rulebook (《象棋比赛规例》) as data-driven tests: for each, the
//! computed verdict and violating sides must equal the rulebook's.
//!
//! Data: `tests/data/axf-diagrams.json` (start positions transcribed from Daniel Tan's
//! orange-xiangqi test suite; see `fen_source` per diagram).

use serde_json::Value;
use xiangqi::adjudicator::{judge, JudgeOptions, JudgeReport, Verdict};
use xiangqi::{Move, Position};

fn diagrams() -> Vec<Value> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/axf-diagrams.json"
    ))
    .expect("diagram data");
    serde_json::from_str::<Vec<Value>>(&text).expect("json")
}

fn parse_iccs(s: &str) -> Move {
    Move::new(s[..2].parse().unwrap(), s[2..4].parse().unwrap())
}

fn run(d: &Value) -> JudgeReport {
    let pos = Position::from_fen(d["fen"].as_str().unwrap()).expect("diagram FEN is valid");
    let moves: Vec<Move> = d["moves_iccs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| parse_iccs(m.as_str().unwrap()))
        .collect();
    let pattern = !d["final_position_repeats"].as_bool().unwrap();
    judge(
        &pos,
        &moves,
        &JudgeOptions {
            pattern,
            ..JudgeOptions::default()
        },
    )
    .expect("diagram moves are legal")
}

fn verdict_name(v: Verdict) -> &'static str {
    match v {
        Verdict::None => "none",
        Verdict::Draw => "draw",
        Verdict::RedMustChange => "red_must_change",
        Verdict::BlackMustChange => "black_must_change",
    }
}

#[test]
fn all_rulebook_diagrams() {
    let mut failures = Vec::new();
    let all = diagrams();
    for d in &all {
        let id = d["id"].as_u64().unwrap();
        let r = run(d);
        let want = d["verdict"].as_str().unwrap();
        let want_red = d["violations"]["red"].as_bool().unwrap();
        let want_black = d["violations"]["black"].as_bool().unwrap();
        let ok = verdict_name(r.verdict) == want
            && r.violations.red == want_red
            && r.violations.black == want_black;
        if !ok {
            let labels: Vec<String> = r
                .moves
                .iter()
                .filter(|m| m.in_cycle)
                .map(|m| {
                    format!(
                        "{}{}:{}",
                        m.side.name().chars().next().unwrap(),
                        m.mv,
                        m.text.en
                    )
                })
                .collect();
            failures.push(format!(
                "diagram {id}: want {want} (r={want_red},b={want_black}) got {} (r={},b={}) [{}]\n    {}\n    {}",
                verdict_name(r.verdict),
                r.violations.red,
                r.violations.black,
                d["classification"]["red"]["code"].as_str().unwrap_or(""),
                labels.join(" | "),
                r.explanation.en
            ));
        }
    }
    println!(
        "rulebook diagrams: {} of {} judged as the rulebook",
        all.len() - failures.len(),
        all.len()
    );
    assert!(
        failures.is_empty(),
        "{} diagrams differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

//! The 107 diagrams of the AXF rulebook (《象棋比赛规例》) as data-driven tests: for each, the
//! computed verdict and violating sides must equal the rulebook's.
//!
//! Data: `tests/data/axf-diagrams.json` (start positions transcribed from Daniel Tan's
//! orange-xiangqi test suite; see `fen_source` per diagram).

mod common;

use common::{diagrams, verdict_name};

#[test]
fn all_rulebook_diagrams() {
    let mut failures = Vec::new();
    let all = diagrams();
    assert_eq!(all.len(), 107);
    for d in &all {
        let r = d.judge();
        let want_red = d.data["violations"]["red"].as_bool().unwrap();
        let want_black = d.data["violations"]["black"].as_bool().unwrap();
        let ok = verdict_name(r.verdict) == d.verdict
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
                "diagram {}: want {} (r={want_red},b={want_black}) got {} (r={},b={})\n    {}\n    {}",
                d.id,
                d.verdict,
                verdict_name(r.verdict),
                r.violations.red,
                r.violations.black,
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

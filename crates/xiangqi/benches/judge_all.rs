//! Judges all 107 rulebook diagrams natively and prints one JSON line (read by bench/run.sh):
//! per run the total and the slowest diagram, plus how many verdicts match the rulebook.
//!
//! `cargo bench -p xiangqi --bench judge_all -- [runs]` (default 5 runs after one warm-up round).

use std::time::Instant;

use xiangqi::adjudicator::judge;

#[path = "../tests/common/mod.rs"]
mod common;

fn main() {
    let runs: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(5);
    let cases = common::diagrams();
    let mut agree = 0;
    // Warm-up round, also checking the verdicts.
    for d in &cases {
        let r = judge(&d.pos, &d.moves, &d.opts).expect("judge");
        if common::verdict_name(r.verdict) == d.verdict {
            agree += 1;
        }
    }
    let mut out = Vec::new();
    for _ in 0..runs {
        let mut slowest = (0.0f64, 0u64);
        let t = Instant::now();
        for d in &cases {
            let s = Instant::now();
            let r = judge(&d.pos, &d.moves, &d.opts).expect("judge");
            std::hint::black_box(r);
            let e = s.elapsed().as_secs_f64() * 1e3;
            if e > slowest.0 {
                slowest = (e, d.id);
            }
        }
        let total = t.elapsed().as_secs_f64() * 1e3;
        out.push(format!(
            "{{\"total_ms\":{total:.4},\"slowest_ms\":{:.4},\"slowest_id\":{}}}",
            slowest.0, slowest.1
        ));
    }
    println!(
        "{{\"diagrams\":{},\"agree\":{agree},\"runs\":[{}]}}",
        cases.len(),
        out.join(",")
    );
}

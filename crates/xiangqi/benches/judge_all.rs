//! Judges all 107 rulebook diagrams natively and prints one JSON line (read by bench/run.sh):
//! per run the total and the slowest diagram, plus how many verdicts match the rulebook and a
//! fingerprint of the reports (so that two builds can be shown to give identical results).
//!
//! `cargo bench -p xiangqi --bench judge_all -- [runs] [--rules axf|chinese|chinese1965]`
//! (default 5 runs after one warm-up round, AXF rules; `agree` counts the AXF verdicts, so it is
//! only meaningful under the AXF rules). `--dump FILE` also writes every report, one JSON line per
//! diagram, to compare two builds' results line by line.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::time::Instant;

use xiangqi::adjudicator::{judge, RuleSet};

#[path = "../tests/common/mod.rs"]
mod common;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let runs: usize = args.iter().find_map(|a| a.parse().ok()).unwrap_or(5);
    let rules: RuleSet = args
        .iter()
        .position(|a| a == "--rules")
        .and_then(|i| args.get(i + 1))
        .map(|r| r.parse().expect("--rules"))
        .unwrap_or(RuleSet::Axf);
    let dump = args
        .iter()
        .position(|a| a == "--dump")
        .and_then(|i| args.get(i + 1));
    let mut dumped = String::new();
    let mut cases = common::diagrams();
    for d in &mut cases {
        d.opts.rules = rules;
    }
    let mut agree = 0;
    let mut fingerprint = DefaultHasher::new();
    // Warm-up round, also checking the verdicts and fingerprinting the full reports.
    for d in &cases {
        let r = judge(&d.pos, &d.moves, &d.opts).expect("judge");
        if common::verdict_name(r.verdict) == d.verdict {
            agree += 1;
        }
        let json = serde_json::to_string(&r).expect("report");
        json.hash(&mut fingerprint);
        if dump.is_some() {
            dumped.push_str(&format!("{{\"id\":{},\"report\":{json}}}\n", d.id));
        }
    }
    if let Some(path) = dump {
        std::fs::write(path, dumped).expect("--dump FILE");
    }
    let (mut out, mut totals) = (Vec::new(), Vec::new());
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
        totals.push(total);
        out.push(format!(
            "{{\"total_ms\":{total:.4},\"slowest_ms\":{:.4},\"slowest_id\":{}}}",
            slowest.0, slowest.1
        ));
    }
    totals.sort_by(f64::total_cmp);
    let median = totals.get(totals.len() / 2).copied().unwrap_or(0.0);
    println!(
        "{{\"diagrams\":{},\"rules\":\"{}\",\"agree\":{agree},\"fingerprint\":\"{:016x}\",\"median_ms\":{median:.2},\"runs\":[{}]}}",
        cases.len(),
        serde_json::to_value(rules).expect("rules").as_str().unwrap_or("?"),
        fingerprint.finish(),
        out.join(",")
    );
}

//! Times perft from the start position and prints one JSON line: the node count (checked
//! against the published figures) and the median wall time of the runs.
//!
//! `cargo bench -p xiangqi --bench perft -- [depth] [runs]` (default depth 5, 5 runs after none
//! for warm-up: perft 5 warms itself). Under cachegrind, `perft-… 4 1` counts one perft 4.

use std::time::Instant;

use xiangqi::Position;

/// Leaf counts from the start position (tests/data/perft.json).
const NODES: [u64; 6] = [1, 44, 1_920, 79_666, 3_290_240, 133_312_995];

fn main() {
    let args: Vec<u32> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let depth = args.first().copied().unwrap_or(5);
    let runs = args.get(1).copied().unwrap_or(5).max(1);
    let start = Position::new();
    let mut times = Vec::new();
    let mut nodes = 0;
    for _ in 0..runs {
        let t = Instant::now();
        nodes = start.perft(depth);
        times.push(t.elapsed().as_secs_f64() * 1e3);
    }
    if let Some(&expected) = NODES.get(depth as usize) {
        assert_eq!(nodes, expected, "perft {depth}");
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{{\"depth\":{depth},\"nodes\":{nodes},\"median_ms\":{:.1},\"runs_ms\":[{}]}}",
        times[times.len() / 2],
        times
            .iter()
            .map(|t| format!("{t:.1}"))
            .collect::<Vec<_>>()
            .join(",")
    );
}

//! Perft against published values, read from `tests/data/perft.json` (sources named there).
//!
//! Depths with at most [`FAST_LIMIT`] leaves run in a normal `cargo test`; the deeper ones are
//! `#[ignore]`d: `cargo test --release -p xiangqi --test perft -- --ignored`.

use std::path::PathBuf;

use xiangqi::{perft, Position, Setup};

/// Largest leaf count checked in the default (debug) test run.
const FAST_LIMIT: u64 = 2_000_000;

struct Case {
    name: String,
    fen: String,
    /// `(depth, nodes)` pairs.
    perft: Vec<(u32, u64)>,
}

fn data_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/perft.json")
}

fn load() -> Vec<Case> {
    let text = std::fs::read_to_string(data_path()).expect("read tests/data/perft.json");
    let json: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
    let sources = json["sources"].as_object().expect("sources object");
    json["positions"]
        .as_array()
        .expect("positions array")
        .iter()
        .map(|p| {
            let name = p["name"].as_str().expect("name").to_owned();
            let cited = p["source"].as_array().expect("source list");
            assert!(!cited.is_empty(), "{name}: no source");
            for s in cited {
                let key = s.as_str().expect("source string");
                let key = key.split_whitespace().next().unwrap_or(key);
                assert!(sources.contains_key(key), "{name}: unknown source {key}");
            }
            Case {
                name,
                fen: p["fen"].as_str().expect("fen").to_owned(),
                perft: p["perft"]
                    .as_array()
                    .expect("perft list")
                    .iter()
                    .map(|e| {
                        (
                            e["depth"].as_u64().expect("depth") as u32,
                            e["nodes"].as_u64().expect("nodes"),
                        )
                    })
                    .collect(),
            }
        })
        .collect()
}

fn check(filter: impl Fn(u64) -> bool) -> usize {
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in load() {
        let pos = Position::from_fen(&case.fen)
            .unwrap_or_else(|e| panic!("{}: FEN rejected: {e}", case.name));
        for &(depth, nodes) in &case.perft {
            if !filter(nodes) {
                continue;
            }
            checked += 1;
            let got = pos.perft(depth);
            if got != nodes {
                failures.push(format!(
                    "{} depth {depth}: expected {nodes}, got {got}",
                    case.name
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
    checked
}

#[test]
fn data_file_holds_the_required_values() {
    let cases = load();
    let find = |fen_prefix: &str| {
        cases
            .iter()
            .find(|c| c.fen.starts_with(fen_prefix))
            .unwrap_or_else(|| panic!("missing {fen_prefix}"))
    };
    let start = find("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
    assert_eq!(
        start.perft,
        vec![
            (1, 44),
            (2, 1_920),
            (3, 79_666),
            (4, 3_290_240),
            (5, 133_312_995),
            (6, 5_392_831_844)
        ]
    );
    let mid = find("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w");
    assert_eq!(
        mid.perft,
        vec![
            (1, 38),
            (2, 1_128),
            (3, 43_929),
            (4, 1_339_047),
            (5, 53_112_976)
        ]
    );
    assert!(cases.len() >= 10, "only {} positions", cases.len());
}

#[test]
fn perft_fast_depths() {
    let checked = check(|n| n <= FAST_LIMIT);
    assert!(checked >= 40, "only {checked} fast values checked");
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn perft_deep_depths() {
    check(|n| n > FAST_LIMIT);
}

/// Colour-swapped and left-right mirrored positions have the same perft as the original.
#[test]
fn perft_invariant_under_swap_and_mirror() {
    for case in load() {
        let pos = Position::from_fen(&case.fen).expect("valid");
        let swapped = pos.swap_colors();
        let setup = pos.to_setup();
        let mirrored = Position::from_setup(Setup {
            board: setup.board.mirror(),
            ..setup
        })
        .expect("mirror keeps validity");
        for &(depth, nodes) in case.perft.iter().filter(|&&(_, n)| n <= 200_000) {
            assert_eq!(
                swapped.perft(depth),
                nodes,
                "{} swapped d{depth}",
                case.name
            );
            assert_eq!(
                mirrored.perft(depth),
                nodes,
                "{} mirrored d{depth}",
                case.name
            );
        }
    }
}

/// `divide` lists every legal root move once and its counts add up to perft.
#[test]
fn divide_sums_to_perft() {
    for case in load() {
        let pos = Position::from_fen(&case.fen).expect("valid");
        for &(depth, nodes) in case.perft.iter().filter(|&&(d, n)| d >= 2 && n <= 100_000) {
            let rows = perft::divide(&pos, depth);
            assert_eq!(rows.len(), pos.legal_moves().len(), "{}", case.name);
            let mut moves: Vec<_> = rows.iter().map(|(m, _)| *m).collect();
            moves.sort();
            moves.dedup();
            assert_eq!(
                moves.len(),
                rows.len(),
                "{}: duplicate root move",
                case.name
            );
            assert_eq!(
                rows.iter().map(|(_, n)| n).sum::<u64>(),
                nodes,
                "{}",
                case.name
            );
        }
    }
}

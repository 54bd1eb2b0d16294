//! `JudgeOptions::label_history = false` (what batch judging uses) gives the same decision as the
//! full report on real games read from `tests/records/` (the rulebook diagrams:
//! `crates/xiangqi/tests/label_history.rs`): same status, result, cycle, verdict, sides, articles
//! and explanation, the same labels from the cycle on, and no labels before the cycle.

use xiangqi::adjudicator::{judge, JudgeOptions, JudgeReport};
use xiangqi::{Move, Position};
use xiangqi_record::{read, ReadOptions};

fn same_decision(start: &Position, moves: &[Move], opts: JudgeOptions, what: &str) {
    let full = judge(start, moves, &opts).unwrap();
    let fast = judge(
        start,
        moves,
        &JudgeOptions {
            label_history: false,
            ..opts
        },
    )
    .unwrap();
    let decision = |r: &JudgeReport| {
        let mut v = serde_json::to_value(r).unwrap();
        v.as_object_mut().unwrap().remove("moves");
        v
    };
    assert_eq!(decision(&fast), decision(&full), "{what}");
    assert_eq!(fast.moves.len(), full.moves.len(), "{what}");
    let cycle_from = full.cycle.map_or(usize::MAX, |c| c.from_ply);
    for (f, s) in fast.moves.iter().zip(&full.moves) {
        if s.ply >= cycle_from {
            assert_eq!(f, s, "{what}: ply {}", s.ply);
        } else {
            assert!(f.labels.is_empty(), "{what}: ply {} labelled", s.ply);
            assert_eq!(
                (f.mv, &f.chinese, &f.wxf),
                (s.mv, &s.chinese, &s.wxf),
                "{what}"
            );
        }
    }
}

#[test]
fn real_games_with_and_without_repetitions() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/records/pgn");
    let mut games = 0;
    let mut cycles = 0;
    for file in ["davide2022.pgn", "wukong_xqdb_traditional.pgn"] {
        let bytes = std::fs::read(format!("{dir}/{file}")).unwrap();
        for (i, g) in read(&bytes, &ReadOptions::default())
            .unwrap()
            .games
            .iter()
            .enumerate()
        {
            let moves = g.moves();
            let opts = JudgeOptions::default();
            cycles += usize::from(judge(&g.start, &moves, &opts).unwrap().cycle.is_some());
            same_decision(&g.start, &moves, opts, &format!("{file} #{i}"));
            games += 1;
        }
    }
    assert_eq!(games, 41);
    assert!(cycles >= 2, "some games end in a repetition ({cycles})");
}

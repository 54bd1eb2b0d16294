//! The check both `label_history` tests make (the rulebook diagrams here, real games in
//! `crates/xiangqi-record/tests/label_history.rs`, which includes this file by path).

use xiangqi::adjudicator::{judge, JudgeOptions, JudgeReport};
use xiangqi::{Move, Position};

/// `label_history = false` gives the same decision as the full report, the same labels from the
/// cycle on, and no labels before it.
pub fn same_decision(start: &Position, moves: &[Move], opts: JudgeOptions, what: &str) {
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

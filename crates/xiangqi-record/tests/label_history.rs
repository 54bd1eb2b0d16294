//! `JudgeOptions::label_history = false` (what batch judging uses) gives the same decision as the
//! full report on real games read from `tests/records/` (the rulebook diagrams:
//! `crates/xiangqi/tests/label_history.rs`): same status, result, cycle, verdict, sides, articles
//! and explanation, the same labels from the cycle on, and no labels before the cycle.

use xiangqi::adjudicator::{judge, JudgeOptions};
use xiangqi_record::{read, ReadOptions};

#[path = "../../xiangqi/tests/support/same_decision.rs"]
mod support;
use support::same_decision;

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

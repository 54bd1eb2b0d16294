//! The mate line of a mate threat (杀): on every diagram move labelled 杀, the report's
//! `mateLine` is a legal line from the position after the move with the mover to move again, in
//! which every move of the mover checks and the last one mates; no shorter mate by checks exists
//! (an independent brute-force search); and the move's text names it. Moves without 杀 have none.

use xiangqi::adjudicator::{describe, JudgeOptions, JudgeReport, Label, MoveReport};
use xiangqi::{Move, Position, Square};

mod common;

/// Whether the side to move mates within `checks` consecutive checks (plain minimax over all
/// checks and all replies, no table: the reference for the search's shortest line).
fn mates_within(pos: &Position, checks: u32) -> bool {
    if checks == 0 {
        return false;
    }
    pos.legal_moves().into_iter().any(|c| {
        let child = pos.play(c).expect("legal");
        if !child.is_check() {
            return false;
        }
        let replies = child.legal_moves();
        replies.is_empty()
            || replies
                .into_iter()
                .all(|r| mates_within(&child.play(r).expect("legal"), checks - 1))
    })
}

/// Checks the mate line of `r` (the report of a move played in `before`).
fn check_line(before: &Position, r: &MoveReport, what: &str) {
    if !r.labels.contains(&Label::MateThreat) {
        assert!(r.mate_line.is_empty(), "{what}: a mate line without 杀");
        return;
    }
    assert!(!r.mate_line.is_empty(), "{what}: 杀 without a mate line");
    let mut pos = before.play(r.mv).unwrap().pass().expect("not in check");
    let start = pos.clone();
    let mover = pos.turn();
    for (i, lm) in r.mate_line.iter().enumerate() {
        assert_eq!((lm.from, lm.to), (lm.mv.from, lm.mv.to), "{what}");
        assert_eq!(pos.board().piece_at(lm.from), Some(lm.piece), "{what}");
        assert_eq!(pos.capture_of(lm.mv), lm.captured, "{what}");
        pos = pos
            .play(lm.mv)
            .unwrap_or_else(|_| panic!("{what}: line move {i} {} illegal", lm.mv));
        assert_eq!(lm.check, pos.is_check(), "{what}");
        if i % 2 == 0 {
            assert!(pos.is_check(), "{what}: attacker's move {i} is no check");
        }
    }
    assert!(pos.is_checkmate(), "{what}: the line does not end in mate");
    assert_eq!(pos.turn(), !mover, "{what}: the mover gives the last check");
    let checks = r.mate_line.len().div_ceil(2) as u32;
    assert!(
        !mates_within(&start, checks - 1),
        "{what}: a mate in fewer than {checks} checks exists"
    );
    let zh: Vec<&str> = r.mate_line.iter().map(|m| m.chinese.as_str()).collect();
    assert!(
        r.text.zh.contains(&format!("杀（{}）", zh.join("、"))),
        "{what}: {:?}",
        r.text
    );
    assert!(r.text.en.contains("mate threat ("), "{what}: {:?}", r.text);
}

#[test]
fn every_mate_threat_of_the_diagrams_carries_a_shortest_mating_line() {
    let mut lines = 0;
    for d in common::diagrams() {
        let report: JudgeReport = d.judge();
        let mut pos = d.pos.clone();
        for (r, &m) in report.moves.iter().zip(&d.moves) {
            check_line(&pos, r, &format!("diagram {} ply {}", d.id, r.ply));
            lines += usize::from(!r.mate_line.is_empty());
            pos = pos.play(m).unwrap();
        }
    }
    // The diagrams hold dozens of 杀 moves (长杀, 一照一杀, 一杀一捉 …).
    assert!(lines >= 20, "only {lines} mate lines");
}

#[test]
fn the_shortest_mate_is_reported_when_the_search_meets_a_longer_one_first() {
    // Black's horse jumps to a3; were Red to pass, Black mates in two checks
    // (Ha3-b1+ Kd0-d1, Re2-e1#). The depth-first search, trying the check with the fewest
    // replies first, proves a three-check mate (Re2-e0+ …) before it; the report must give the
    // two-check line. (The horse's move makes the threat: a mate that stood before the move
    // would be no 杀 of it.)
    let pos = Position::from_fen("2bak1P2/9/b4a3/p4C3/1n5c1/5R3/5pC2/1p2r2RB/9/3K1N2n b").unwrap();
    let m = Move::new(Square::B5, Square::A3);
    let r = describe(&pos, m, &JudgeOptions::default()).unwrap();
    assert!(r.labels.contains(&Label::MateThreat), "{:?}", r.labels);
    check_line(&pos, &r, "own position");
    let line: Vec<String> = r.mate_line.iter().map(|m| m.mv.to_string()).collect();
    assert_eq!(line, ["a3b1", "d0d1", "e2e1"]);
    assert_eq!(r.mate_line[0].piece.char(), 'n');
    assert_eq!(
        r.text.en, "mate threat (H1+2, K6+1, R5+1), offer",
        "{:?}",
        r.text
    );
}

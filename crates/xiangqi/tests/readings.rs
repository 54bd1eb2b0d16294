//! The readings of the rules listed in the adjudicator's module docs, each exercised on positions
//! of our own (not rulebook diagrams), with what the rules text says about each.

use xiangqi::adjudicator::{judge, JudgeOptions, JudgeReport, Label, Pattern, Verdict};
use xiangqi::notation::parse_move;
use xiangqi::Position;

/// Judges `moves` (any notation) from `fen`.
fn run(fen: &str, moves: &str) -> JudgeReport {
    let start = Position::from_fen(fen).unwrap();
    let mut pos = start.clone();
    let mut list = Vec::new();
    for t in moves.split_whitespace() {
        let m = parse_move(&pos, t).unwrap_or_else(|e| panic!("{t}: {e}"));
        pos.play_unchecked(m);
        list.push(m);
    }
    judge(&start, &list, &JudgeOptions::default()).unwrap()
}

fn labels(r: &JudgeReport, ply: usize) -> Vec<Label> {
    r.moves[ply - 1].labels.clone()
}

/// 细则25: "炮利用别子为炮台捉对方无根之马、士、象、过河兵卒时，虽敌子不动，而双方仅移动炮台，
/// 仍作为长捉，不变作负。" Here the red cannon a1 attacks the unprotected black horse a8 over a
/// screen (the other red cannon) that slides a4 ↔ a5: the attack never disappears, and every red
/// move is the screen's. That is still a chase (the reading "a chase must be a new chaser/target
/// pair" alone would call these moves idle).
#[test]
fn a_screen_sliding_along_the_line_renews_the_chase() {
    let r = run(
        "3a1k3/n8/9/9/9/C8/9/9/C8/3K5 w",
        "a4a5 d9e8 a5a4 e8d9 a4a5 d9e8 a5a4 e8d9",
    );
    for ply in [1, 3, 5, 7] {
        assert_eq!(labels(&r, ply), [Label::Chase], "ply {ply}");
        let c = &r.moves[ply - 1].chases;
        assert_eq!(c.len(), 1);
        assert_eq!(
            (c[0].chaser.to_string(), c[0].target.to_string()),
            ("a1".into(), "a8".into())
        );
    }
    assert_eq!(r.verdict, Verdict::RedMustChange);
    assert_eq!(r.sides.red.pattern, Pattern::PerpetualChase);
    assert_eq!(r.sides.black.pattern, Pattern::Idle);
}

//! The pieces a verdict names (`sides.*.pieces`, and the squares in the summaries and the
//! explanation) stand where the judged position has them: each piece is followed through the
//! cycle's moves to the final position, not left at the square where the cycle first saw it.

use xiangqi::adjudicator::{judge, JudgeOptions, JudgeReport, RuleSet};
use xiangqi::{Position, Square};

mod common;

/// Every named piece stands on its square in the final position.
fn assert_placed(r: &JudgeReport, what: &str) {
    let last = Position::from_fen(&r.final_fen).unwrap();
    for (side, s) in [("red", &r.sides.red), ("black", &r.sides.black)] {
        for p in &s.pieces {
            assert_eq!(
                last.board().piece_at(p.square),
                Some(p.piece),
                "{what}: {side}'s {:?} {} is not on {} in {}",
                p.part,
                p.piece.char(),
                p.square,
                r.final_fen
            );
        }
    }
}

#[test]
fn the_verdict_names_every_piece_on_its_square_in_the_final_position() {
    let mut named = 0;
    for d in common::diagrams() {
        for rules in [RuleSet::Axf, RuleSet::Chinese] {
            let opts = JudgeOptions { rules, ..d.opts };
            let r = judge(&d.pos, &d.moves, &opts).unwrap();
            assert_placed(&r, &format!("diagram {} ({rules:?})", d.id));
            named += r.sides.red.pieces.len() + r.sides.black.pieces.len();
        }
    }
    assert!(named > 300, "only {named} pieces named");
}

#[test]
fn diagram_18_names_the_chariot_on_d3_and_the_cannon_on_f3() {
    // The cannon shuttles f3-f1 chasing the chariot, which shuttles d3-d1; after the ninth move
    // the chariot stands on d3 and the cannon on f3 (the cycle first saw them on d1 and f1).
    let d = common::diagrams().into_iter().find(|d| d.id == 18).unwrap();
    let r = d.judge();
    assert_placed(&r, "diagram 18");
    let sq = |s: &str| s.parse::<Square>().unwrap();
    let red: Vec<(char, Square)> = r
        .sides
        .red
        .pieces
        .iter()
        .map(|p| (p.piece.char(), p.square))
        .collect();
    assert_eq!(red, [('C', sq("f3")), ('r', sq("d3"))], "{:?}", r.sides.red);
    assert!(
        r.summary.red.en.contains("black chariot on d3"),
        "{}",
        r.summary.red.en
    );
    assert!(
        r.summary.red.zh.contains("黑车（d3）"),
        "{}",
        r.summary.red.zh
    );
    assert!(r.explanation.en.contains("on d3"), "{}", r.explanation.en);
    assert!(!r.explanation.en.contains("d1"), "{}", r.explanation.en);
}

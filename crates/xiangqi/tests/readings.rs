//! The readings of the rules listed in the adjudicator's module docs, each exercised on positions
//! of our own (not rulebook diagrams), with what the rules text says about each.

use xiangqi::adjudicator::{describe, judge, JudgeOptions, JudgeReport, Label, Pattern, Verdict};
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

/// 细则25/26 again, but the screen moves because it is attacked itself (cf. 图94–96, "迫走"):
/// the black car attacks the red screen cannon on a4/a5 on every move and the cannon steps
/// along the file, keeping the other cannon's line on the horse a8. Red only flees; Black
/// perpetually chases the unprotected cannon (总纲3).
#[test]
fn a_screen_that_flees_an_attack_does_not_chase() {
    let r = run(
        "3a1k3/n8/9/9/9/C7r/9/9/C8/3K5 w",
        "a4a5 i4i5 a5a4 i5i4 a4a5 i4i5 a5a4 i5i4",
    );
    for ply in [5, 7] {
        assert!(
            r.moves[ply - 1].chases.is_empty(),
            "ply {ply}: {:?}",
            r.moves[ply - 1].chases
        );
    }
    assert_eq!(r.verdict, Verdict::BlackMustChange);
    assert_eq!(r.sides.black.pattern, Pattern::PerpetualChase);
    assert_eq!(r.sides.red.pattern, Pattern::Evasion);
}

/// 原则3 with answers that uncover attacks (the 图1 idea on other squares): the red car checks
/// along ranks 9 and 8; each step of the black general out of check uncovers a black cannon's
/// attack on the car (a9 over the elephant c9, a8 over the red pawn d8). Black only answers the
/// checks (应将): it is not at fault, and the principle applied is 原则3 (一方长照，一方长捉，则
/// 长照者必须变着).
#[test]
fn answers_to_checks_that_uncover_attacks_are_check_evasions() {
    let r = run(
        "c1b2k3/c2P3R1/9/9/9/9/9/9/9/4K4 w",
        "h8h9 f9f8 h9h8 f8f9 h8h9 f9f8 h9h8",
    );
    assert_eq!(r.verdict, Verdict::RedMustChange);
    for ply in [4, 6] {
        assert!(r.moves[ply - 1].labels.contains(&Label::Chase), "ply {ply}");
    }
    assert_eq!(r.sides.red.pattern, Pattern::PerpetualCheck);
    assert_eq!(r.sides.black.pattern, Pattern::CheckEvasion);
    assert!(!r.sides.black.violates);
    let cited: Vec<&str> = r.articles.iter().map(|a| a.title).collect();
    assert_eq!(cited, ["总纲1", "细则6", "原则3"]);
}

/// 细则34 (有根子被捉时，如其根受牵制失去保护力者(统称假根)，则不能长捉之): the black horse d3 is
/// protected only by the car d7, which the red car a7 pins against the general f7. The other red
/// car's attack on it from c3 is a chase; with the pin gone (no red car a7) the root is true and
/// the same move chases nothing.
#[test]
fn a_pinned_root_is_a_false_root() {
    let limits = xiangqi::adjudicator::MateSearch::default();
    let mv = |pos: &Position| parse_move(pos, "c0c3").unwrap();
    let pinned = Position::from_fen("9/9/R2r1k3/9/9/9/3n5/9/9/2R1K4 w").unwrap();
    let r = describe(&pinned, mv(&pinned), limits).unwrap();
    assert!(r.labels.contains(&Label::Chase), "{:?}", r.labels);
    assert_eq!(
        (
            r.chases[0].chaser.to_string(),
            r.chases[0].target.to_string()
        ),
        ("c3".into(), "d3".into())
    );
    let free = Position::from_fen("9/9/3r1k3/9/9/9/3n5/9/9/2R1K4 w").unwrap();
    let r = describe(&free, mv(&free), limits).unwrap();
    assert!(r.chases.is_empty(), "{:?}", r.chases);
    assert!(!r.labels.contains(&Label::Chase));
}

/// Checks carry no chase targets (细则12: 一照一捉…均作和局, so what a check attacks besides the
/// general is not a chase): the red horse checks from e7 and also attacks the unprotected
/// cannon g8; the move is a check with no chases.
#[test]
fn a_check_that_also_attacks_is_only_a_check() {
    let pos = Position::from_fen("3k5/6c2/9/2N6/9/9/9/9/9/4K4 w").unwrap();
    let m = parse_move(&pos, "c6e7").unwrap();
    let r = describe(&pos, m, xiangqi::adjudicator::MateSearch::default()).unwrap();
    assert!(r.labels.contains(&Label::Check), "{:?}", r.labels);
    assert!(!r.labels.contains(&Label::Chase), "{:?}", r.labels);
    assert_eq!(r.checks.len(), 1);
    assert!(r.chases.is_empty());
}

/// 细则36 (捉两步而其中一步兼兑者仍作长捉，长捉兼长兑者也作长捉论): a move that chases and
/// offers an exchange is still a chase for the judge; one piece chased so on every move is a
/// perpetual chase.
#[test]
fn a_chase_that_is_also_an_exchange_is_still_a_chase() {
    use xiangqi::adjudicator::{judge_cycle, Attack, AttackEntry, CycleEntry, RuleSet};
    use xiangqi::{Color, Piece, Role};
    let chase = |exchange: bool| CycleEntry {
        side: Color::Red,
        labels: if exchange {
            vec![Label::Chase, Label::Exchange]
        } else {
            vec![Label::Chase]
        },
        answers_check: false,
        moved: 1,
        checks: vec![],
        chases: vec![AttackEntry {
            chaser: 1,
            target: 20,
            attack: Attack {
                chaser: "b2".parse().unwrap(),
                chaser_piece: Piece::new(Color::Red, Role::Horse),
                target: "d3".parse().unwrap(),
                target_piece: Piece::new(Color::Black, Role::Cannon),
                protected: false,
            },
        }],
        attacks: vec![],
        forced: false,
    };
    let idle = CycleEntry {
        side: Color::Black,
        labels: vec![Label::Idle],
        answers_check: false,
        moved: 30,
        checks: vec![],
        chases: vec![],
        attacks: vec![],
        forced: false,
    };
    for first in [true, false] {
        let j = judge_cycle(
            &[chase(first), idle.clone(), chase(true), idle.clone()],
            RuleSet::Axf,
        );
        assert_eq!(j.verdict, Verdict::RedMustChange);
        assert_eq!(j.sides.red.pattern, Pattern::PerpetualChase);
    }
}

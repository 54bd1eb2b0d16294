//! The judging rules on hand-written cycles, apart from move classification: each side's moves
//! are given as labels with the pieces involved (by identity), as `judge_cycle` takes them.

use xiangqi::adjudicator::{
    explanation, judge_cycle, summary, Attack, AttackEntry, AxfArticle, CycleEntry, Judgement,
    Label, Pattern, RuleSet, Verdict,
};
use xiangqi::{Color, Piece, Role, Square};

const RED: Color = Color::Red;
const BLACK: Color = Color::Black;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn idle(side: Color) -> CycleEntry {
    CycleEntry {
        side,
        labels: vec![Label::Idle],
        answers_check: false,
        moved: 98,
        checks: vec![],
        chases: vec![],
        attacks: vec![],
        forced: false,
    }
}

fn labelled(side: Color, label: Label) -> CycleEntry {
    CycleEntry {
        side,
        labels: vec![label],
        answers_check: false,
        moved: 98,
        checks: vec![],
        chases: vec![],
        attacks: vec![],
        forced: false,
    }
}

fn check(side: Color, checker: u8) -> CycleEntry {
    CycleEntry {
        side,
        labels: vec![Label::Check],
        answers_check: false,
        moved: 98,
        checks: vec![AttackEntry {
            chaser: checker,
            target: 99,
            attack: Attack {
                chaser: sq("e5"),
                chaser_piece: Piece::new(side, Role::Chariot),
                target: sq("e0"),
                target_piece: Piece::new(!side, Role::General),
                protected: false,
                reason: Default::default(),
            },
        }],
        chases: vec![],
        attacks: vec![],
        forced: false,
    }
}

/// A chase of piece `target` (a `target_role` of the other side) by piece `chaser` (a `role`).
fn chase(side: Color, chaser: u8, role: Role, target: u8, target_role: Role) -> CycleEntry {
    let attack = Attack {
        chaser: sq("a0"),
        chaser_piece: Piece::new(side, role),
        target: sq("a9"),
        target_piece: Piece::new(!side, target_role),
        protected: false,
        reason: Default::default(),
    };
    CycleEntry {
        side,
        labels: vec![Label::Chase],
        answers_check: false,
        moved: 98,
        checks: vec![],
        chases: vec![AttackEntry {
            target,
            chaser,
            attack,
        }],
        attacks: vec![],
        forced: false,
    }
}

/// Judges the cycle, each move answering a check when the move before it (cyclically) checks.
fn judge(cycle: &[CycleEntry]) -> Judgement {
    let mut c = cycle.to_vec();
    for i in 0..c.len() {
        let before = &cycle[(i + cycle.len() - 1) % cycle.len()];
        c[i].answers_check = before.labels.contains(&Label::Check);
    }
    judge_cycle(&c, RuleSet::Axf)
}

fn verdict(cycle: &[CycleEntry]) -> (Verdict, bool, bool) {
    let j = judge(cycle);
    let v = j.violations();
    (j.verdict, v.red, v.black)
}

fn cites(j: &Judgement, a: AxfArticle) -> bool {
    j.all_articles().contains(&a.into())
}

#[test]
fn nobody_violates_is_a_draw() {
    assert_eq!(
        verdict(&[idle(RED), idle(BLACK), idle(RED), idle(BLACK)]),
        (Verdict::Draw, false, false)
    );
    let j = judge(&[idle(RED), idle(BLACK)]);
    assert!(cites(&j, AxfArticle::Principle1));
    assert_eq!(j.sides.red.pattern, Pattern::Idle);
    assert!(
        j.sides.red.articles.is_empty(),
        "idle moves need no article"
    );
}

#[test]
fn perpetual_check_must_change_and_one_check_one_idle_may_not() {
    let c = [check(RED, 1), idle(BLACK), check(RED, 1), idle(BLACK)];
    assert_eq!(verdict(&c), (Verdict::RedMustChange, true, false));
    let j = judge(&c);
    assert!(cites(&j, AxfArticle::General1) && cites(&j, AxfArticle::Principle4));
    assert_eq!(j.sides.red.pattern, Pattern::PerpetualCheck);
    assert_eq!(j.sides.black.pattern, Pattern::CheckEvasion);
    // 一照一闲 (细则13) is allowed.
    assert_eq!(
        verdict(&[check(RED, 1), idle(BLACK), idle(RED), idle(BLACK)]),
        (Verdict::Draw, false, false)
    );
    // 二照一还照 (细则8): the perpetual checker loses.
    assert_eq!(
        verdict(&[check(RED, 1), check(BLACK, 20), check(RED, 1), idle(BLACK)]),
        (Verdict::RedMustChange, true, false)
    );
}

#[test]
fn mutual_perpetual_check_is_a_draw() {
    assert_eq!(
        verdict(&[
            check(RED, 1),
            check(BLACK, 20),
            check(RED, 2),
            check(BLACK, 20)
        ]),
        (Verdict::Draw, true, true)
    );
}

#[test]
fn perpetual_chase_of_one_piece_by_one_or_more_pieces() {
    let one = [
        chase(RED, 1, Role::Chariot, 20, Role::Cannon),
        idle(BLACK),
        chase(RED, 1, Role::Chariot, 20, Role::Cannon),
        idle(BLACK),
    ];
    assert_eq!(verdict(&one), (Verdict::RedMustChange, true, false));
    // Two pieces in turn against one target (细则33).
    let two = [
        chase(RED, 1, Role::Chariot, 20, Role::Cannon),
        idle(BLACK),
        chase(RED, 2, Role::Horse, 20, Role::Cannon),
        idle(BLACK),
    ];
    assert_eq!(verdict(&two), (Verdict::RedMustChange, true, false));
    let j = judge(&two);
    assert!(cites(&j, AxfArticle::Detail33));
    assert_eq!(j.sides.red.pattern, Pattern::TwoPiecesChaseOne);
    assert_eq!(judge(&one).sides.red.pattern, Pattern::PerpetualChase);
}

#[test]
fn chasing_different_pieces_in_turn_is_allowed() {
    let c = [
        chase(RED, 1, Role::Chariot, 20, Role::Cannon),
        idle(BLACK),
        chase(RED, 1, Role::Chariot, 21, Role::Horse),
        idle(BLACK),
    ];
    assert_eq!(verdict(&c), (Verdict::Draw, false, false));
}

#[test]
fn one_chase_one_idle_or_one_check_one_chase_is_allowed() {
    let c = [
        chase(RED, 1, Role::Chariot, 20, Role::Cannon),
        idle(BLACK),
        idle(RED),
        idle(BLACK),
    ];
    assert_eq!(verdict(&c), (Verdict::Draw, false, false));
    let c = [
        chase(RED, 1, Role::Chariot, 20, Role::Cannon),
        idle(BLACK),
        check(RED, 1),
        idle(BLACK),
    ];
    assert_eq!(verdict(&c), (Verdict::Draw, false, false));
}

#[test]
fn general_or_soldier_alone_on_some_move_is_exempt_but_not_joined_on_every_move() {
    let general = |t| chase(RED, 0, Role::General, t, Role::Horse);
    // The general chases alone on one move, a chariot on the other: exempt (细则28).
    let c = [
        general(20),
        idle(BLACK),
        chase(RED, 1, Role::Chariot, 20, Role::Horse),
        idle(BLACK),
    ];
    assert_eq!(verdict(&c), (Verdict::Draw, false, false));
    // Joined by a horse on every move: a violation (细则30).
    let mut joint = chase(RED, 0, Role::Soldier, 20, Role::Horse);
    let helper = chase(RED, 5, Role::Horse, 20, Role::Horse).chases[0];
    joint.chases.push(helper);
    let c = [joint.clone(), idle(BLACK), joint, idle(BLACK)];
    assert_eq!(verdict(&c), (Verdict::RedMustChange, true, false));
    let j = judge(&c);
    assert!(cites(&j, AxfArticle::Detail30));
    assert_eq!(j.sides.red.pattern, Pattern::JointChase);
}

#[test]
fn both_sides_chasing_perpetually_is_a_draw() {
    let c = [
        chase(RED, 1, Role::Chariot, 20, Role::Horse),
        chase(BLACK, 20, Role::Horse, 1, Role::Chariot),
        chase(RED, 1, Role::Chariot, 20, Role::Horse),
        chase(BLACK, 20, Role::Horse, 1, Role::Chariot),
    ];
    assert_eq!(verdict(&c), (Verdict::Draw, true, true));
    assert!(cites(&judge(&c), AxfArticle::Principle2));
}

#[test]
fn perpetual_check_against_perpetual_chase_the_checker_changes() {
    let c = [
        check(RED, 1),
        chase(BLACK, 20, Role::Cannon, 1, Role::Chariot),
        check(RED, 1),
        chase(BLACK, 21, Role::Cannon, 1, Role::Chariot),
    ];
    assert_eq!(verdict(&c), (Verdict::RedMustChange, true, false));
    let j = judge(&c);
    assert!(cites(&j, AxfArticle::Principle3) && !cites(&j, AxfArticle::Principle4));
    // Black only answers the checks; its answers attack the car on every move (原则3).
    assert_eq!(j.sides.black.pattern, Pattern::CheckEvasion);
    assert!(!j.sides.black.pieces.is_empty());
}

#[test]
fn mate_threats_exchanges_offers_blocks_are_allowed() {
    for l in [
        Label::MateThreat,
        Label::Exchange,
        Label::Offer,
        Label::Block,
        Label::DiscoveredCaptureThreat,
    ] {
        let c = [labelled(RED, l), idle(BLACK), labelled(RED, l), idle(BLACK)];
        assert_eq!(verdict(&c), (Verdict::Draw, false, false), "{l:?}");
    }
    // 长杀 is summarised as such.
    let c = [
        labelled(RED, Label::MateThreat),
        idle(BLACK),
        labelled(RED, Label::MateThreat),
        idle(BLACK),
    ];
    let j = judge(&c);
    assert_eq!(j.sides.red.pattern, Pattern::PerpetualMateThreat);
    assert_eq!(summary(&j.sides.red).zh, "长杀");
    // A mate threat does not shield a chase (图53).
    let mut both = chase(RED, 1, Role::Cannon, 20, Role::Cannon);
    both.labels = vec![Label::MateThreat, Label::Chase];
    let c = [both.clone(), idle(BLACK), both, idle(BLACK)];
    assert_eq!(verdict(&c), (Verdict::RedMustChange, true, false));
}

#[test]
fn summaries_and_explanations_name_the_pattern() {
    let c = [check(RED, 1), idle(BLACK), idle(RED), idle(BLACK)];
    let j = judge(&c);
    assert_eq!(j.sides.red.pattern, Pattern::OneCheckOneIdle);
    assert_eq!(summary(&j.sides.red).zh, "一照一闲");
    assert_eq!(summary(&j.sides.red).en, "one check, one idle move");
    let e = explanation(&j);
    assert!(e.zh.contains("双方不变作和"), "{}", e.zh);
    let c = [
        chase(RED, 1, Role::Cannon, 20, Role::Chariot),
        idle(BLACK),
        chase(RED, 1, Role::Cannon, 20, Role::Chariot),
        idle(BLACK),
    ];
    let j = judge(&c);
    let s = summary(&j.sides.red).en;
    assert!(s.starts_with("perpetual chase of the black chariot"), "{s}");
    let e = explanation(&j).en;
    assert!(e.contains("Red must change"), "{e}");
}

#[test]
fn general_article_6_only_for_a_protected_car() {
    let cannon_on_car = |protected: bool| {
        let mut c = chase(RED, 1, Role::Cannon, 20, Role::Chariot);
        c.chases[0].attack.protected = protected;
        c
    };
    for protected in [false, true] {
        let c = [
            cannon_on_car(protected),
            idle(BLACK),
            cannon_on_car(protected),
            idle(BLACK),
        ];
        let j = judge(&c);
        assert_eq!(j.verdict, Verdict::RedMustChange);
        // 细则15 (a cannon may not chase a car perpetually) either way; 总纲6 ("但马或炮如长捉有根车
        // 亦作负") only when the car is protected.
        assert!(cites(&j, AxfArticle::Detail15));
        assert_eq!(cites(&j, AxfArticle::General6), protected);
    }
}

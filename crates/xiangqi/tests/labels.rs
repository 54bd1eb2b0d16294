//! One small hand-made position per label kind: what [`classify`] must say about a move.

use xiangqi::adjudicator::{classify, JudgeOptions, Label, MoveAnalysis};
use xiangqi::{Board, Color, Move, Piece, Position, Setup, Square};

/// Builds a position from `"e0K e9k a8R …"` (square + FEN letter), Red or Black to move.
fn pos(pieces: &str, turn: Color) -> Position {
    let mut board = Board::empty();
    for item in pieces.split_whitespace() {
        let sq: Square = item[..2].parse().unwrap();
        board.set(
            sq,
            Piece::from_char(item[2..].chars().next().unwrap()).unwrap(),
        );
    }
    Position::from_setup(Setup {
        board,
        turn,
        halfmoves: 0,
        fullmoves: 1,
    })
    .expect("valid test position")
}

fn mv(s: &str) -> Move {
    Move::new(s[..2].parse().unwrap(), s[2..].parse().unwrap())
}

fn run(p: &Position, m: &str) -> MoveAnalysis {
    classify(p, mv(m), &JudgeOptions::default()).expect("legal")
}

fn targets(a: &MoveAnalysis) -> Vec<String> {
    let mut t: Vec<String> = a
        .chases
        .iter()
        .map(|c| format!("{}>{}", c.chaser, c.target))
        .collect();
    t.sort();
    t
}

#[test]
fn check_direct_discovered_and_double() {
    // Direct: the chariot goes to the general's file.
    let p = pos("d0K e9k a1R", Color::Red);
    let a = run(&p, "a1e1");
    assert_eq!(a.labels, vec![Label::Check]);
    assert_eq!(a.checks.len(), 1);
    assert_eq!(a.checks[0].chaser.to_string(), "e1");
    // Discovered: the horse leaves the chariot's file.
    let p = pos("d0K e9k e0R e3N", Color::Red);
    let a = run(&p, "e3c4");
    assert_eq!(a.labels, vec![Label::Check]);
    assert_eq!(
        a.checks
            .iter()
            .map(|c| c.chaser.to_string())
            .collect::<Vec<_>>(),
        vec!["e0"]
    );
    // Double: the horse checks from f7 (leg f8 empty) and uncovers the chariot on e0.
    let p = pos("d0K e9k e0R e5N", Color::Red);
    let a = run(&p, "e5f7");
    let mut by: Vec<String> = a.checks.iter().map(|c| c.chaser.to_string()).collect();
    by.sort();
    assert_eq!(by, vec!["e0", "f7"]);
}

#[test]
fn cannon_check_needs_exactly_one_screen() {
    // The cannon on the file behind one screen checks; behind two it does not.
    let p = pos("d0K e9k a2C e5p", Color::Red);
    assert!(run(&p, "a2e2").has(Label::Check));
    let p = pos("d0K e9k a2C e5p e6p", Color::Red);
    assert!(!run(&p, "a2e2").has(Label::Check));
}

#[test]
fn mate_threat_by_consecutive_checks() {
    // The chariot closes rank 8; if Black passed, Ri0-i9 would mate (the general on d0 keeps the
    // d-file).
    let p = pos("d0K e9k a7R i0R", Color::Red);
    let a = run(&p, "a7a8");
    assert!(a.has(Label::MateThreat), "{a:?}");
    assert!(!a.has(Label::Check));
    // One chariot alone cannot mate by checks: the general walks up and down the palace.
    let p = pos("d0K e9k a7R", Color::Red);
    let a = run(&p, "a7a6");
    assert!(!a.has(Label::MateThreat), "{a:?}");
}

#[test]
fn chase_of_an_unprotected_piece() {
    // The chariot attacks the lone black horse.
    let p = pos("d0K f9k a0R c7n", Color::Red);
    let a = run(&p, "a0a7");
    assert_eq!(targets(&a), vec!["a7>c7"]);
    assert!(a.has(Label::Chase));
}

#[test]
fn no_chase_of_a_truly_protected_piece_but_a_chariot_is_chased_by_a_horse() {
    // The black horse on c7 is protected by the chariot on c9: the chariot attacking it is no chase.
    let p = pos("d0K f9k a0R c7n c9r", Color::Red);
    let a = run(&p, "a0a7");
    assert!(targets(&a).is_empty(), "{a:?}");
    // A horse attacking a protected chariot is a chase all the same.
    let p = pos("d0K f9k a3N c7r c9r", Color::Red);
    let a = run(&p, "a3b5");
    assert_eq!(targets(&a), vec!["b5>c7"], "{a:?}");
}

#[test]
fn false_root_counts_as_unprotected() {
    // The black horse d7 is guarded only by the advisor on e8, which is pinned: if it left e8,
    // the red cannon on e1 would check the general over the screen on e5. A false root (假根).
    let p = pos("d0K e9k e8a d7n e5P e1C a0R", Color::Red);
    let a = run(&p, "a0a7");
    assert_eq!(targets(&a), vec!["a7>d7"], "{a:?}");
}

#[test]
fn uncrossed_soldier_is_never_a_target_crossed_one_is() {
    let p = pos("d0K f9k a0R c6p", Color::Red);
    assert!(targets(&run(&p, "a0a6")).is_empty());
    let p = pos("d0K f9k a0R c4p", Color::Red);
    assert_eq!(targets(&run(&p, "a0a4")), vec!["a4>c4"]);
}

#[test]
fn same_type_mutual_attack_is_an_offer_not_a_chase() {
    // Chariot next to chariot: each can take the other — 献 under the AXF rules (细则24: "车捉车：
    // 如双方均未受牵制互能去子者，则视为长献").
    let p = pos("d0K f9k a0R c7r", Color::Red);
    let a = run(&p, "a0a7");
    assert!(targets(&a).is_empty(), "{a:?}");
    assert!(a.has(Label::Offer), "{a:?}");
}

#[test]
fn only_new_attacks_are_chases() {
    // The chariot already attacks the horse along the a-file; moving along the file keeps the
    // attack (the same chaser, the same target): not a new chase.
    let p = pos("d0K f9k a0R a7n", Color::Red);
    let a = run(&p, "a0a1");
    assert!(targets(&a).is_empty(), "{a:?}");
}

#[test]
fn a_moving_screen_makes_a_cannon_chase() {
    // The red soldier steps from b5 to c5 and becomes the screen between the cannon on c0 and
    // the black horse on c7 (图56–60: screens that move).
    let p = pos("d0K f9k c0C b5P c7n", Color::Red);
    let a = run(&p, "b5c5");
    assert_eq!(targets(&a), vec!["c0>c7"], "{a:?}");
}

#[test]
fn offer_and_idle() {
    // The horse steps where the black chariot takes it for nothing.
    let p = pos("d0K f9k b2N c7r", Color::Red);
    let a = run(&p, "b2c4");
    assert!(a.has(Label::Offer), "{a:?}");
    // A general's step with nothing happening is idle.
    let p = pos("d0K f9k i0R", Color::Red);
    let a = run(&p, "d0d1");
    assert_eq!(a.labels, vec![Label::Idle], "{a:?}");
}

#[test]
fn block_interposes_on_an_attack() {
    // The black chariot on a5 attacks the red horse on g5; the red cannon moves in between.
    let p = pos("e0K f9k g5N a5r c2C", Color::Red);
    let a = run(&p, "c2c5");
    assert!(a.has(Label::Block), "{a:?}");
}

/// The move report carries the attacks that are not chases: a car stepping next to a horse
/// its car protects attacks it (`attacks`, `protected`) without chasing it; without the root the
/// same move chases.
#[test]
fn move_report_lists_attacks_that_are_not_chases() {
    use xiangqi::adjudicator::{judge, JudgeOptions};
    let opts = JudgeOptions {
        pattern: true,
        ..JudgeOptions::default()
    };
    let report = |fen: &str| {
        let p = Position::from_fen(fen).unwrap();
        judge(&p, &[mv("a0a5")], &opts).unwrap().moves.remove(0)
    };
    let rooted = report("1r1k5/9/9/9/1n7/9/9/9/9/R3K4 w - - 0 1");
    assert_eq!(rooted.labels, vec![Label::Idle]);
    assert!(rooted.chases.is_empty());
    assert_eq!(rooted.attacks.len(), 1);
    let a = rooted.attacks[0];
    assert_eq!(
        (a.chaser.to_string(), a.target.to_string()),
        ("a5".into(), "b5".into())
    );
    assert!(a.protected);
    let bare = report("3k5/9/9/9/1n7/9/9/9/9/R3K4 w - - 0 1");
    assert_eq!(bare.labels, vec![Label::Chase]);
    assert!(bare.attacks.is_empty());
    assert_eq!(bare.chases.len(), 1);
    assert!(!bare.chases[0].protected);
}

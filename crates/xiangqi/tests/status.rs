//! Game status over a whole game: checkmate, stalemate, repetition at `fold`, the move limit
//! with its cap on counted checks.

use xiangqi::adjudicator::{judge, GameStatus, JudgeOptions, Verdict};
use xiangqi::{Color, Move, Outcome, Position};

fn mv(s: &str) -> Move {
    Move::new(s[..2].parse().unwrap(), s[2..].parse().unwrap())
}

fn moves(list: &[&str], times: usize) -> Vec<Move> {
    list.iter()
        .cycle()
        .take(list.len() * times)
        .map(|s| mv(s))
        .collect()
}

/// 图二: Red checks perpetually with one chariot.
const DIAGRAM_2: &str = "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w - - 0 1";
const CYCLE_2: [&str; 4] = ["f0e0", "e8f8", "e0f0", "f8e8"];

#[test]
fn checkmate_ends_the_game() {
    // The chariot mates on the back rank: the black general on e9 cannot leave (d9 faces the red
    // general on d0, rank 8 is covered by the chariot on a8).
    let start = Position::from_fen("4k4/R8/9/9/9/9/9/9/9/3K4R w").unwrap();
    let r = judge(&start, &[mv("i0i9")], &JudgeOptions::default()).unwrap();
    assert_eq!(r.status, GameStatus::Checkmate);
    assert_eq!(r.result, Some(Outcome::Decisive { winner: Color::Red }));
    assert_eq!(r.verdict, Verdict::None);
}

#[test]
fn stalemate_is_a_loss() {
    // Black to move and not in check, but the general on d9 has no move: e9 would face the red
    // general on the open e-file, d8 is covered by the chariot on a8 (困毙).
    let start = Position::from_fen("3k5/R8/9/9/9/9/9/9/9/4K4 b").unwrap();
    assert!(!start.is_check());
    assert!(start.legal_moves().is_empty());
    let r = judge(&start, &[], &JudgeOptions::default()).unwrap();
    assert_eq!(r.status, GameStatus::Stalemate);
    assert_eq!(r.result, Some(Outcome::Decisive { winner: Color::Red }));
}

#[test]
fn repetition_at_fold_decides_by_the_verdict() {
    let start = Position::from_fen(DIAGRAM_2).unwrap();
    // The start occurs again after 4 and 8 plies: the third occurrence.
    let ms = moves(&CYCLE_2, 2);
    let r = judge(&start, &ms, &JudgeOptions::default()).unwrap();
    assert_eq!(r.occurrences, 3);
    assert_eq!(r.status, GameStatus::Repetition);
    assert_eq!(r.verdict, Verdict::RedMustChange);
    assert_eq!(
        r.result,
        Some(Outcome::Decisive {
            winner: Color::Black
        })
    );
    // With fold 4 the game goes on, the verdict is the same.
    let r = judge(
        &start,
        &ms,
        &JudgeOptions {
            fold: 4,
            ..JudgeOptions::default()
        },
    )
    .unwrap();
    assert_eq!(r.status, GameStatus::Ongoing);
    assert_eq!(r.result, None);
    assert_eq!(r.verdict, Verdict::RedMustChange);
}

#[test]
fn a_drawn_repetition_is_a_draw() {
    // Horses out and back from the opening: nobody checks or chases.
    let ms = moves(&["h0g2", "h9g7", "g2h0", "g7h9"], 2);
    let r = judge(&Position::new(), &ms, &JudgeOptions::default()).unwrap();
    assert_eq!(r.status, GameStatus::Repetition);
    assert_eq!(r.verdict, Verdict::Draw);
    assert_eq!(r.result, Some(Outcome::Draw));
}

#[test]
fn move_limit_counts_quiet_plies_and_at_most_the_allowed_checks() {
    let start = Position::from_fen(DIAGRAM_2).unwrap();
    let no_fold = JudgeOptions {
        fold: 1000,
        ..JudgeOptions::default()
    };
    // 120 plies, half of them checks: with at most 10 checks counted, 70 plies count.
    let ms = moves(&CYCLE_2, 30);
    let r = judge(&start, &ms, &no_fold).unwrap();
    assert_eq!(r.status, GameStatus::Ongoing);
    // Counting every check, the limit is reached.
    let all_checks = JudgeOptions {
        max_counted_checks: 1000,
        ..no_fold
    };
    let r = judge(&start, &ms, &all_checks).unwrap();
    assert_eq!(r.status, GameStatus::MoveLimit);
    assert_eq!(r.result, Some(Outcome::Draw));
    // Quiet moves alone: horses shuffling, 120 plies.
    let ms = moves(&["h0g2", "h9g7", "g2h0", "g7h9"], 30);
    let r = judge(&Position::new(), &ms, &no_fold).unwrap();
    assert_eq!(r.status, GameStatus::MoveLimit);
    let r = judge(&Position::new(), &ms[..119], &no_fold).unwrap();
    assert_eq!(r.status, GameStatus::Ongoing);
}

/// AXF 细则4 "对局双方均无法取胜者 … 均为和局": the black advisor takes the last red soldier and
/// only generals and an advisor are left — a draw at once. With a second red soldier on the
/// board the same capture leaves the game going on.
#[test]
fn a_dead_position_is_a_draw() {
    let dead = Position::from_fen("3a1k3/4P4/9/9/9/9/9/9/9/4K4 b").unwrap();
    let r = judge(&dead, &[mv("d9e8")], &JudgeOptions::default()).unwrap();
    assert_eq!(r.status, GameStatus::DeadPosition);
    assert_eq!(r.result, Some(Outcome::Draw));
    assert_eq!(
        (r.ended_at_ply, r.ended_status),
        (Some(1), Some(GameStatus::DeadPosition))
    );
    let alive = Position::from_fen("3a1k3/4P4/9/9/9/9/P8/9/9/4K4 b").unwrap();
    let r = judge(&alive, &[mv("d9e8")], &JudgeOptions::default()).unwrap();
    assert_eq!(r.status, GameStatus::Ongoing);
    assert_eq!((r.ended_at_ply, r.ended_status), (None, None));
    // The live game ends there too and refuses further moves.
    let mut game = xiangqi::Game::new(dead, JudgeOptions::default());
    game.play(mv("d9e8")).unwrap();
    let end = game.outcome().expect("over");
    assert_eq!(
        (end.status, end.result),
        (GameStatus::DeadPosition, Outcome::Draw)
    );
    assert_eq!(game.status(false).ended_at_ply, Some(1));
    assert_eq!(game.play(mv("e0e1")).unwrap_err().code(), "ERR_GAME_OVER");
}

/// Moves given after the end: `endedAtPly` says where the game was over (the third occurrence of
/// the start, after ply 8), whatever follows.
#[test]
fn judge_says_where_the_game_ended() {
    let start = Position::from_fen(DIAGRAM_2).unwrap();
    let opts = JudgeOptions::default();
    let r = judge(&start, &moves(&CYCLE_2, 2)[..7], &opts).unwrap();
    assert_eq!((r.ended_at_ply, r.ended_status), (None, None));
    let r = judge(&start, &moves(&CYCLE_2, 2), &opts).unwrap();
    assert_eq!(
        (r.ended_at_ply, r.ended_status),
        (Some(8), Some(GameStatus::Repetition))
    );
    let mut ms = moves(&CYCLE_2, 2);
    ms.extend(moves(&["f0e0", "e8f8"], 1));
    let r = judge(&start, &ms, &opts).unwrap();
    assert_eq!(r.moves.len(), 10);
    assert_eq!(
        (r.ended_at_ply, r.ended_status),
        (Some(8), Some(GameStatus::Repetition))
    );
    // A mate is where it ends (ply 1 of 1), and the start position itself can be over (ply 0).
    let mate = Position::from_fen("4k4/R8/9/9/9/9/9/9/9/3K4R w").unwrap();
    let r = judge(&mate, &[mv("i0i9")], &opts).unwrap();
    assert_eq!(
        (r.ended_at_ply, r.ended_status),
        (Some(1), Some(GameStatus::Checkmate))
    );
    let mated = Position::from_fen("3k5/R8/9/9/9/9/9/9/9/4K4 b").unwrap();
    let r = judge(&mated, &[], &opts).unwrap();
    assert_eq!(
        (r.ended_at_ply, r.ended_status),
        (Some(0), Some(GameStatus::Stalemate))
    );
}

//! The live referee ([`Game`]) against the batch adjudicator: on random games biased towards
//! repetitions, after every ply, `status` agrees with `judge` over the moves so far, `play`'s
//! `in_cycle` with the judged cycle, `preview` and `forbidden_moves` with play + judge + undo;
//! `undo` and refused moves leave the game exactly as it was.

mod common;

use common::Rng;
use proptest::prelude::*;
use xiangqi::adjudicator::{judge, GameResult, GameStatus, JudgeOptions, JudgeReport, MoveReport};
use xiangqi::{Game, Move, PlayError, Position};

/// Diagram 2 of the AXF rules (perpetual check by a chariot) and the opening.
const STARTS: [&str; 3] = [
    "9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w - - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    // 图13-like: chariots and cannons chasing in a small endgame.
    "3k5/9/4b4/9/2r6/9/9/4C4/4A4/3AK4 w - - 0 1",
];

/// The next move of a random game that mostly shuffles: a side usually plays its previous move
/// back, sometimes the last four plies again, otherwise a random legal move.
fn next_move(rng: &mut Rng, pos: &Position, moves: &[Move]) -> Option<Move> {
    let n = moves.len();
    if n >= 4 && rng.chance(20) && pos.is_legal(moves[n - 4]) {
        return Some(moves[n - 4]);
    }
    if n >= 2 && rng.chance(60) {
        let back = Move::new(moves[n - 2].to, moves[n - 2].from);
        if pos.is_legal(back) {
            return Some(back);
        }
    }
    let legal = pos.legal_moves();
    (!legal.is_empty()).then(|| legal[rng.below(legal.len())])
}

/// The batch report with only the cycle's moves listed (as `status(true)` lists them).
fn cycle_only(mut r: JudgeReport) -> JudgeReport {
    r.moves.retain(|m| m.in_cycle);
    r
}

/// Everything observable of a game, to check that an operation left it as it was.
fn snapshot(g: &Game) -> (String, Vec<Move>, JudgeReport, bool) {
    (
        g.position().fen(),
        g.moves().to_vec(),
        g.status(true),
        g.is_over(),
    )
}

fn play_and_check(seed: u64, plies: usize, opts: JudgeOptions, check_previews: bool) {
    let mut rng = Rng(seed);
    let start = Position::from_fen(STARTS[rng.below(STARTS.len())]).unwrap();
    let mut game = Game::new(start.clone(), opts);
    let mut moves: Vec<Move> = Vec::new();
    for _ in 0..plies {
        let Some(m) = next_move(&mut rng, game.position(), &moves) else {
            break;
        };
        if check_previews && !game.is_over() && rng.chance(25) {
            check_preview_and_forbidden(&mut game, &start, &moves, &opts);
        }
        let before = snapshot(&game);
        let played: Result<MoveReport, PlayError> = game.play(m);
        let batch_before = judge(&start, &moves, &opts).unwrap();
        match played {
            Err(PlayError::GameOver { status }) => {
                assert_eq!(status, batch_before.status);
                assert_ne!(batch_before.status, GameStatus::Ongoing);
                assert_eq!(snapshot(&game), before, "a refused move changed the game");
                return;
            }
            Err(e) => panic!("seed {seed}: {m} refused: {e}"),
            Ok(report) => {
                assert_eq!(batch_before.status, GameStatus::Ongoing);
                moves.push(m);
                let batch = judge(&start, &moves, &opts).unwrap();
                let last = batch.moves.last().unwrap();
                assert_eq!(
                    report.in_cycle,
                    last.in_cycle,
                    "seed {seed} ply {}: in_cycle",
                    moves.len()
                );
                assert_eq!(
                    report.labels,
                    last.labels,
                    "seed {seed} ply {}: labels",
                    moves.len()
                );
                assert_eq!(
                    report,
                    *last,
                    "seed {seed} ply {}: the move report",
                    moves.len()
                );
                assert_eq!(
                    game.status(true),
                    cycle_only(batch.clone()),
                    "seed {seed} ply {}",
                    moves.len()
                );
                let mut bare = batch.clone();
                bare.moves.clear();
                assert_eq!(game.status(false), bare);
                assert_eq!(game.is_over(), batch.result.is_some());
                assert_eq!(
                    game.outcome().map(|e| (e.status, e.result)),
                    batch.result.map(|r| (batch.status, r))
                );
                if rng.chance(10) {
                    // Undo and replay: the same game again.
                    let after = snapshot(&game);
                    assert_eq!(game.undo(), Some(m));
                    assert_eq!(snapshot(&game), before, "seed {seed}: undo");
                    game.play(m).unwrap();
                    assert_eq!(snapshot(&game), after, "seed {seed}: replay after undo");
                }
            }
        }
    }
    let rebuilt = Game::from_moves(start, &moves, opts).unwrap();
    assert_eq!(snapshot(&rebuilt), snapshot(&game));
}

/// `preview` and `forbidden_moves` agree with playing each legal move, judging, and undoing.
fn check_preview_and_forbidden(
    game: &mut Game,
    start: &Position,
    moves: &[Move],
    opts: &JudgeOptions,
) {
    let before = snapshot(game);
    let mover = game.position().turn();
    let listed = game.forbidden_moves();
    for f in &listed {
        assert_eq!(f.ends_game, f.status.result.is_some());
        assert_eq!(f.status.verdict.must_change(), Some(mover));
    }
    let forbidden: Vec<Move> = listed.iter().map(|f| f.mv).collect();
    assert_eq!(snapshot(game), before, "forbidden_moves changed the game");
    let mut expected = Vec::new();
    for m in game.position().legal_moves() {
        let preview = game.preview(m).unwrap();
        assert_eq!(snapshot(game), before, "preview changed the game");
        let mut all = moves.to_vec();
        all.push(m);
        let batch = judge(start, &all, opts).unwrap();
        assert_eq!(preview.report, *batch.moves.last().unwrap());
        assert_eq!(preview.occurrences, batch.occurrences);
        let mut bare = batch.clone();
        bare.moves.clear();
        assert_eq!(preview.status, bare);
        let is_forbidden = batch.cycle.is_some() && batch.verdict.must_change() == Some(mover);
        assert_eq!(preview.forbidden, is_forbidden, "{m}");
        assert_eq!(
            preview.status.result.is_some(),
            batch.result.is_some(),
            "{m}"
        );
        if is_forbidden {
            expected.push(m);
        }
    }
    assert_eq!(forbidden, expected);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn status_equals_judge_after_every_ply(seed in any::<u64>()) {
        play_and_check(seed, 60, JudgeOptions::default(), false);
    }

    #[test]
    fn status_equals_judge_with_a_high_fold(seed in any::<u64>()) {
        let opts = JudgeOptions { fold: 6, move_limit: 40, ..JudgeOptions::default() };
        play_and_check(seed, 80, opts, false);
    }

    #[test]
    fn preview_and_forbidden_agree_with_play_judge_undo(seed in any::<u64>()) {
        play_and_check(seed, 40, JudgeOptions { fold: 4, ..JudgeOptions::default() }, true);
    }

    /// The Chinese rule sets, whose 1965 edition keeps each move's forced fact with the move.
    #[test]
    fn status_equals_judge_under_the_chinese_rules(seed in any::<u64>()) {
        use xiangqi::adjudicator::RuleSet;
        let rules = if seed % 2 == 0 { RuleSet::Chinese } else { RuleSet::Chinese1965 };
        play_and_check(seed, 40, JudgeOptions { rules, ..JudgeOptions::default() }, seed % 4 == 1);
    }
}

fn mv(s: &str) -> Move {
    Move::new(s[..2].parse().unwrap(), s[2..].parse().unwrap())
}

#[test]
fn perpetual_check_is_forbidden_before_it_is_played_and_ends_the_game_at_the_fold() {
    let start = Position::from_fen(STARTS[0]).unwrap();
    let mut game = Game::new(start, JudgeOptions::default());
    for m in ["f0e0", "e8f8", "e0f0", "f8e8", "f0e0", "e8f8"] {
        game.play(mv(m)).unwrap();
    }
    let forbidden = game.forbidden_moves();
    assert_eq!(forbidden.len(), 1);
    assert_eq!(forbidden[0].mv, mv("e0f0"));
    assert_eq!(forbidden[0].occurrences, 2);
    assert!(!forbidden[0].ends_game);
    let p = game.preview(mv("e0f0")).unwrap();
    assert!(p.forbidden && p.report.in_cycle);
    // (Red's only legal move: the chariot is pinned on the back rank by the cannon.)
    assert_eq!(game.position().legal_moves().len(), 1);
    // Red plays it anyway; Black's reply brings the start position back a third time: the game
    // ends, and Red, who must change, loses.
    game.play(mv("e0f0")).unwrap();
    game.play(mv("f8e8")).unwrap();
    assert!(game.is_over());
    assert_eq!(
        game.outcome().map(|e| (e.status, e.result)),
        Some((GameStatus::Repetition, GameResult::BlackWins))
    );
    let before = snapshot(&game);
    assert!(matches!(
        game.play(mv("f8e8")),
        Err(PlayError::GameOver {
            status: GameStatus::Repetition
        })
    ));
    assert!(matches!(
        game.preview(mv("f8e8")),
        Err(PlayError::GameOver { .. })
    ));
    assert!(game.forbidden_moves().is_empty());
    assert_eq!(snapshot(&game), before);
    assert_eq!(game.undo(), Some(mv("f8e8")));
    assert!(!game.is_over());
}

#[test]
fn an_illegal_move_is_refused_and_changes_nothing() {
    let mut game = Game::new(Position::new(), JudgeOptions::default());
    game.play(mv("h2e2")).unwrap();
    let before = snapshot(&game);
    let err = game.play(mv("a0a5")).unwrap_err();
    assert_eq!(err.code(), "ERR_ILLEGAL_MOVE");
    assert_eq!(snapshot(&game), before);
    let err = Game::from_moves(
        Position::new(),
        &[mv("h2e2"), mv("a0a5")],
        JudgeOptions::default(),
    )
    .unwrap_err();
    assert_eq!((err.index, err.code()), (1, "ERR_ILLEGAL_MOVE"));
}

#[test]
fn a_long_shuffle_keeps_its_status_cheap_and_right() {
    // 2,000 plies of horses going out and back: the start position recurs every four plies.
    let opts = JudgeOptions {
        fold: 1000,
        move_limit: 100_000,
        ..JudgeOptions::default()
    };
    let mut game = Game::new(Position::new(), opts);
    let cycle = ["b0c2", "h9g7", "c2b0", "g7h9"];
    for i in 0..2000 {
        game.play(mv(cycle[i % 4])).unwrap();
        let s = game.status(true);
        if i >= 3 && i % 4 == 3 {
            assert_eq!(s.occurrences, i / 4 + 2);
            // The window: the last two cycles (the three occurrences 细则3 counts).
            assert_eq!(s.moves.len(), if i == 3 { 4 } else { 8 });
        }
    }
    let r = game.status(true);
    let batch = cycle_only(game.report().unwrap());
    assert_eq!(r, batch);
    for _ in 0..2000 {
        game.undo().unwrap();
    }
    assert_eq!(game.position(), &Position::new());
}

//! The live referee ([`Game`]) against the batch adjudicator: on random games biased towards
//! repetitions, after every ply, `status` agrees with `judge` over the moves so far, `play`'s
//! `in_cycle` with the judged cycle, `preview` and `forbidden_moves` with play + judge + undo;
//! `undo` and refused moves leave the game exactly as it was.

mod common;

use common::Rng;
use proptest::prelude::*;
use xiangqi::adjudicator::{judge, GameStatus, JudgeOptions, JudgeReport, MoveReport, Verdict};
use xiangqi::{Color, Game, Move, Outcome, PlayError, Position};

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
    let rebuilt = Game::from_moves(start.clone(), &moves, opts).unwrap();
    assert_eq!(snapshot(&rebuilt), snapshot(&game));
    // A restored game labels its moves on first need: restored half-way, then played on (or
    // undone first), it is the game played move by move.
    let half = moves.len() / 2;
    let mut restored = Game::from_moves(start.clone(), &moves[..half], opts).unwrap();
    if half > 0 && seed % 3 == 0 {
        assert_eq!(restored.undo(), Some(moves[half - 1]));
        restored.play(moves[half - 1]).unwrap();
    }
    for &m in &moves[half..] {
        let report = restored.play(m).unwrap();
        let batch = judge(
            &start,
            &moves[..moves.len().min(restored.moves().len())],
            &opts,
        )
        .unwrap();
        assert_eq!(
            report,
            *batch.moves.last().unwrap(),
            "seed {seed}: restored, {m}"
        );
    }
    assert_eq!(snapshot(&restored), snapshot(&game));
}

/// `preview` and `forbidden_moves` agree with playing each legal move (and, when it is not
/// forbidden itself, each legal reply that goes back to a position seen before), judging, and
/// undoing.
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
        assert_eq!(f.occurrences, f.status.occurrences);
        assert_eq!(f.status.verdict.must_change(), Some(mover));
    }
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
        let after_reply = if is_forbidden || batch.result.is_some() {
            None
        } else {
            losing_reply_by_judge(start, &all, opts, mover)
        };
        assert_eq!(
            (preview.forbidden_after_reply, preview.reply),
            (after_reply.is_some(), after_reply.as_ref().map(|(r, _)| *r)),
            "{m}"
        );
        assert_eq!(
            preview.reply_status,
            after_reply.as_ref().map(|(_, s)| s.clone())
        );
        if is_forbidden {
            expected.push((m, None, bare));
        } else if let Some((r, status)) = after_reply {
            expected.push((m, Some(r), status));
        }
    }
    let listed: Vec<_> = listed
        .into_iter()
        .map(|f| (f.mv, f.reply, f.status))
        .collect();
    assert_eq!(listed, expected);
}

/// The slow way: every legal reply after `moves` (ending with the move looked at) is judged by
/// [`judge`] when it goes back to a position of the game (no other can complete a repetition);
/// of those after which `mover` must change, the first that ends the game, else the first.
fn losing_reply_by_judge(
    start: &Position,
    moves: &[Move],
    opts: &JudgeOptions,
    mover: xiangqi::Color,
) -> Option<(Move, JudgeReport)> {
    let mut pos = start.clone();
    let mut seen = vec![pos.zobrist()];
    for &m in moves {
        pos = pos.play(m).unwrap();
        seen.push(pos.zobrist());
    }
    let mut found: Option<(Move, JudgeReport)> = None;
    for r in pos.legal_moves() {
        if !seen.contains(&pos.play(r).unwrap().zobrist()) {
            continue;
        }
        let mut all = moves.to_vec();
        all.push(r);
        let mut batch = judge(start, &all, opts).unwrap();
        batch.moves.clear();
        if batch.cycle.is_some() && batch.verdict.must_change() == Some(mover) {
            let ends = batch.result.is_some();
            if found.is_none() || ends {
                found = Some((r, batch));
            }
            if ends {
                break;
            }
        }
    }
    found
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
        Some((
            GameStatus::Repetition,
            Outcome::Decisive {
                winner: Color::Black
            }
        ))
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

/// Horses out and back from the opening: the start position recurs every four plies.
const HORSE_SHUFFLE: [&str; 4] = ["b0c2", "h9g7", "c2b0", "g7h9"];

/// A game from the start that a long shuffle does not end (fold 1000, no move limit to speak of).
fn shuffle_game() -> Game {
    let opts = JudgeOptions {
        fold: 1000,
        move_limit: 100_000,
        ..JudgeOptions::default()
    };
    Game::new(Position::new(), opts)
}

#[test]
fn a_long_shuffle_keeps_its_status_cheap_and_right() {
    // 2,000 plies of horses going out and back: the start position recurs every four plies.
    let mut game = shuffle_game();
    for i in 0..2000 {
        game.play(mv(HORSE_SHUFFLE[i % 4])).unwrap();
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

/// Two red chariots check a lone general back and forth (Red: general e0 behind an advisor).
/// From the start position Q (chariots d2 and f2, general e9) the chariot checks from the
/// e-file and back to the d-file, the general's only replies d9 and e9 bring Q back: a 4-ply
/// perpetual check. Then the same on the other side (f-file): the check back to f2 leads to a
/// position the game has never seen, and the general's only reply, f9–e9, brings Q back.
const TWO_CARS: &str = "9/9/9/9/9/9/9/3R1R3/4A4/4K4 w - - 0 1";
const TWO_CARS_BLACK: &str = "4k4";
const LEFT: [&str; 4] = ["d2e2", "e9d9", "e2d2", "d9e9"];
const RIGHT: [&str; 3] = ["f2e2", "e9f9", "e2f2"];

fn two_cars(cycles_before: usize) -> Game {
    let fen = TWO_CARS.replacen("9", TWO_CARS_BLACK, 1);
    let mut game = Game::new(Position::from_fen(&fen).unwrap(), JudgeOptions::default());
    for _ in 0..cycles_before {
        for m in LEFT {
            game.play(mv(m)).unwrap();
        }
    }
    for m in &RIGHT[..2] {
        game.play(mv(m)).unwrap();
    }
    game
}

#[test]
fn a_check_whose_only_reply_completes_the_perpetual_check_is_flagged_with_the_reply() {
    // Q has occurred twice (the start, and after the left cycle): Black's reply makes it three.
    let mut game = two_cars(1);
    let check = mv(RIGHT[2]);
    let before = snapshot(&game);
    let forbidden = game.forbidden_moves();
    assert_eq!(snapshot(&game), before, "forbidden_moves changed the game");
    let f = forbidden
        .iter()
        .find(|f| f.mv == check)
        .expect("the check back to f2 is flagged");
    assert_eq!(f.reply, Some(mv("f9e9")), "the loss comes on the reply");
    assert_eq!((f.occurrences, f.ends_game), (3, true));
    assert_eq!(f.status.verdict, Verdict::RedMustChange);
    assert_eq!(
        f.status.result,
        Some(Outcome::Decisive {
            winner: Color::Black
        })
    );
    // The check itself goes to a new position: nothing flags it without the reply.
    let p = game.preview(check).unwrap();
    assert_eq!(p.occurrences, 1);
    assert!(!p.forbidden && p.forbidden_after_reply);
    assert_eq!(p.reply, Some(mv("f9e9")));
    assert_eq!(p.reply_status.as_ref(), Some(&f.status));
    assert_eq!(snapshot(&game), before, "preview changed the game");
    // A move that keeps the position new after every reply is not flagged: the king's step.
    let king = mv("e0d0");
    assert!(forbidden.iter().all(|f| f.mv != king));
    let p = game.preview(king).unwrap();
    assert!(!p.forbidden && !p.forbidden_after_reply && p.reply.is_none());
    // Played, the check and the forced reply end the game as flagged.
    game.play(check).unwrap();
    assert!(!game.is_over());
    game.play(mv("f9e9")).unwrap();
    assert_eq!(game.status(false), f.status);
    assert_eq!(
        game.outcome().map(|e| (e.status, e.result)),
        Some((
            GameStatus::Repetition,
            Outcome::Decisive {
                winner: Color::Black
            }
        ))
    );
}

#[test]
fn the_same_check_one_cycle_earlier_is_flagged_without_ending_the_game() {
    // Q has occurred once: the reply makes it the second occurrence, a forbidden repetition for
    // Red (must change) that does not yet end the game.
    let mut game = two_cars(0);
    let forbidden = game.forbidden_moves();
    let f = forbidden
        .iter()
        .find(|f| f.mv == mv(RIGHT[2]))
        .expect("flagged");
    assert_eq!(f.reply, Some(mv("f9e9")));
    assert_eq!((f.occurrences, f.ends_game), (2, false));
    assert_eq!(f.status.verdict, Verdict::RedMustChange);
    assert_eq!(f.status.result, None);
}

/// Random games biased towards repetitions (as the judge's property tests make them) from each
/// rulebook diagram's start, played until over: every repetition the loser lost was flagged at
/// its last move — by the move itself, or with the reply that completed it.
#[test]
fn every_repetition_loss_in_random_games_is_warned_at_the_last_chance() {
    let games: usize = std::env::var("LIVE_RANDOM_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    let diagrams = common::diagrams();
    let mut rng = Rng(21);
    let (mut losses, mut direct, mut on_reply) = (0, 0, 0);
    for g in 0..games {
        let start = diagrams[g % diagrams.len()].pos.clone();
        let moves = common::random_game(&mut rng, &start, 160);
        let mut game = Game::new(start.clone(), JudgeOptions::default());
        let mut played = Vec::new();
        for &m in &moves {
            if game.play(m).is_err() {
                break;
            }
            played.push(m);
        }
        let loser = match game.outcome() {
            Some(e) if e.status == GameStatus::Repetition => match e.result.winner() {
                Some(winner) => !winner,
                None => continue,
            },
            _ => continue,
        };
        losses += 1;
        let n = played.len();
        // The loser's last move: the last one, or the one before the winner's last reply.
        let k = if game.position().turn() == loser {
            n - 2
        } else {
            n - 1
        };
        let mut at = Game::from_moves(start, &played[..k], JudgeOptions::default()).unwrap();
        assert_eq!(at.turn(), loser);
        let flagged = at.forbidden_moves().into_iter().find(|f| f.mv == played[k]);
        match flagged.map(|f| f.reply) {
            Some(None) => direct += 1,
            Some(Some(r)) => {
                assert_eq!(
                    k,
                    n - 2,
                    "game {g}: a reply flagged for the loser's last move"
                );
                on_reply += 1;
                let _ = r;
            }
            None => panic!(
                "game {g}: the loser's last move {} was not flagged",
                played[k]
            ),
        }
    }
    eprintln!(
        "{games} random games: {losses} repetition losses; warned at the loser's last move: \
         {} ({direct} by the move itself, {on_reply} only on the reply)",
        direct + on_reply
    );
    assert!(losses >= 5, "too few losses to say anything: {losses}");
    // Losses that come only on the reply are rarer since the window holds the counted cycles
    // (an idle cycle before a checking one is no fault; 0 of 13 in the default 300 games): the
    // two-cars tests above pin that path; a longer run (`LIVE_RANDOM_GAMES=1000`) counts them.
}

/// What `forbidden_moves` costs, against play + status + undo of every legal move, on a
/// mid-game position, a repetition and a long shuffle:
/// `cargo test --release -p xiangqi --test live -- --ignored forbidden_moves_cost --nocapture`.
#[test]
#[ignore = "a timing, run by hand"]
fn forbidden_moves_cost() {
    // Mid-game: an opening line, 20 plies, no repetition.
    // a deterministic "random" line of 40 plies without captures where possible
    let mut g = Game::new(Position::new(), JudgeOptions::default());
    let mut x: u64 = 12345;
    while g.moves().len() < 40 {
        let legal = g.position().legal_moves();
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let quiet: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| g.position().capture_of(*m).is_none())
            .collect();
        let m = quiet[(x >> 33) as usize % quiet.len()];
        g.play(m).unwrap();
    }
    time_forbidden_moves("mid-game (40 random quiet plies from the start)", &mut g);
    // Repetition: the perpetual check of two chariots, Q seen twice, Red to move at ply 6.
    let start = Position::from_fen("4k4/9/9/9/9/9/9/3R1R3/4A4/4K4 w - - 0 1").unwrap();
    let mut g = Game::new(start, JudgeOptions::default());
    for m in ["d2e2", "e9d9", "e2d2", "d9e9", "f2e2", "e9f9"] {
        g.play(mv(m)).unwrap();
    }
    time_forbidden_moves("repetition (two chariots, ply 6)", &mut g);
    // Shuffle: horses out and back from the opening, 300 plies (fold 1000).
    let mut g = shuffle_game();
    for i in 0..300 {
        g.play(mv(HORSE_SHUFFLE[i % 4])).unwrap();
    }
    time_forbidden_moves("shuffle (horses, ply 300)", &mut g);
}

fn time_forbidden_moves(name: &str, game: &mut Game) {
    let legal = game.position().legal_moves().len();
    let n = game.forbidden_moves().len();
    let mut xs = Vec::new();
    for _ in 0..15 {
        let t = std::time::Instant::now();
        let reps = 20;
        for _ in 0..reps {
            std::hint::black_box(game.forbidden_moves());
        }
        xs.push(t.elapsed().as_secs_f64() * 1e6 / reps as f64);
    }
    xs.sort_by(|a, b| a.partial_cmp(b).unwrap());
    // the slow way: play + status + undo for every legal move
    let t = std::time::Instant::now();
    for m in game.position().legal_moves() {
        game.play(m).unwrap();
        std::hint::black_box(game.status(false));
        game.undo();
    }
    let slow = t.elapsed().as_secs_f64() * 1e6;
    eprintln!(
        "{name}: {legal} legal moves, {n} flagged; forbidden_moves median {:.1} µs (min {:.1}, max {:.1}); play+status+undo per legal move {:.0} µs",
        xs[7], xs[0], xs[14], slow
    );
}

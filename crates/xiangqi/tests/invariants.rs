//! Invariants of the adjudicator and the position layer over seeded random games (a fixed
//! splitmix64 PRNG, so every run checks the same games).
//!
//! For every game:
//! - `judge` returns a report (never panics), and the report agrees with its own labels: a side
//!   that checks on every one of its moves in the cycle must change unless the other side also
//!   checks on every move; with no check and no chase in the cycle the verdict is a draw; the
//!   sides at fault match the verdict; cycle, occurrences and status agree;
//! - swapping colours (board turned upside down, Red ↔ Black, moves turned over) gives the
//!   mirrored verdict and result and the same labels on every classified ply;
//! - a left–right mirror gives the same verdict and labels;
//! - replaying through [`Game`] gives the same positions as `Position::play`, the same labels
//!   per move as the report, the same report as `judge`, and undo walks back;
//! - every FEN the engine writes along the way parses back to the same position.
//!
//! Plus the input bounds, and a 100,000-ply history judged in linear time.

mod common;

use common::{flip, mirror, mirrored_position, random_game, swap_verdict, Rng};
use std::time::{Duration, Instant};

use xiangqi::adjudicator::{
    judge, GameStatus, JudgeError, JudgeOptions, JudgeReport, Label, RuleSet, Verdict,
    MAX_JUDGE_MOVES,
};
use xiangqi::notation::{parse_move, MAX_NOTATION_LEN};
use xiangqi::{Color, Game, Move, Outcome, Position, Setup, Square, MAX_FEN_LEN};

const DIAGRAMS: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../tests/data/axf-diagrams.json"
));

#[derive(Clone)]
struct Diagram {
    id: u64,
    start: Position,
    moves: Vec<Move>,
    repeats: bool,
}

fn diagrams() -> Vec<Diagram> {
    let v: serde_json::Value = serde_json::from_str(DIAGRAMS).expect("diagram data");
    v.as_array()
        .expect("array")
        .iter()
        .map(|d| {
            let start = Position::from_fen(d["fen"].as_str().unwrap()).expect("valid FEN");
            let moves = d["moves_iccs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| iccs(m.as_str().unwrap()))
                .collect();
            Diagram {
                id: d["id"].as_u64().unwrap(),
                start,
                moves,
                repeats: d["final_position_repeats"].as_bool().unwrap_or(true),
            }
        })
        .collect()
}

fn iccs(s: &str) -> Move {
    Move::new(s[..2].parse().unwrap(), s[2..].parse().unwrap())
}

fn swap_result(r: Option<Outcome>) -> Option<Outcome> {
    r.map(|r| Outcome::from_winner(r.winner().map(|c| !c)))
}

/// The report agrees with the game and with its own labels.
fn check_report(
    start: &Position,
    moves: &[Move],
    opts: &JudgeOptions,
    r: &JudgeReport,
    what: &str,
) {
    let n = moves.len();
    assert_eq!(r.moves.len(), n, "{what}");
    let mut pos = start.clone();
    for (i, (&m, mr)) in moves.iter().zip(&r.moves).enumerate() {
        assert_eq!((mr.ply, mr.mv, mr.side), (i + 1, m, pos.turn()), "{what}");
        let in_cycle = r.cycle.is_some_and(|c| c.from_ply <= i + 1 && i < c.to_ply);
        assert_eq!(mr.in_cycle, in_cycle, "{what}: ply {}", i + 1);
        if in_cycle {
            assert!(
                !mr.labels.is_empty(),
                "{what}: cycle ply {} unclassified",
                i + 1
            );
        }
        pos = pos.play(m).expect("legal");
    }
    assert_eq!(r.final_fen, pos.fen(), "{what}");
    match r.cycle {
        None => assert_eq!(r.verdict, Verdict::None, "{what}"),
        Some(c) => {
            assert!(
                1 <= c.from_ply && c.from_ply <= c.to_ply && c.to_ply <= n,
                "{what}"
            );
            assert_ne!(r.verdict, Verdict::None, "{what}");
        }
    }
    if !opts.pattern {
        assert_eq!(r.cycle.is_some(), r.occurrences >= 2, "{what}");
    }
    if r.status == GameStatus::Repetition {
        assert!(r.occurrences >= opts.fold.max(2) as usize, "{what}");
    }
    match r.verdict.must_change() {
        Some(c) => {
            assert!(c.fold(r.violations.red, r.violations.black), "{what}");
            assert!(!c.fold(r.violations.black, r.violations.red), "{what}");
        }
        None => {
            if r.verdict == Verdict::None {
                assert!(!r.violations.red && !r.violations.black, "{what}");
            }
        }
    }
    if r.status == GameStatus::Repetition {
        let expected = Outcome::from_winner(r.verdict.must_change().map(|c| !c));
        assert_eq!(r.result, Some(expected), "{what}");
    }
    if r.cycle.is_some() {
        let side = |c: Color| r.moves.iter().filter(move |m| m.in_cycle && m.side == c);
        let all_check = |c: Color| {
            side(c).next().is_some() && side(c).all(|m| m.labels.contains(&Label::Check))
        };
        // The moves that can make a pattern forbidden: checks and chases; under the Chinese
        // rules also mate threats and threats to win material by check (打).
        let forbidding: &[Label] = match opts.rules {
            RuleSet::Axf => &[Label::Check, Label::Chase],
            RuleSet::Chinese | RuleSet::Chinese1965 => &[
                Label::Check,
                Label::Chase,
                Label::MateThreat,
                Label::DiscoveredCaptureThreat,
            ],
        };
        let forcing = |c: Color| side(c).any(|m| m.labels.iter().any(|l| forbidding.contains(l)));
        // 1965 和例七: 二将一还将 is a draw.
        let checks_back = |c: Color| {
            opts.rules == RuleSet::Chinese1965 && side(c).any(|m| m.labels.contains(&Label::Check))
        };
        for c in Color::ALL {
            if all_check(c) && !all_check(!c) && !checks_back(!c) {
                assert_eq!(
                    r.verdict.must_change(),
                    Some(c),
                    "{what}: {c} checks on every move"
                );
            }
        }
        if all_check(Color::Red) && all_check(Color::Black) {
            assert_eq!(r.verdict, Verdict::Draw, "{what}: both check on every move");
        }
        if !forcing(Color::Red) && !forcing(Color::Black) {
            assert_eq!(r.verdict, Verdict::Draw, "{what}: no check, no chase");
        }
    }
}

/// Colour swap and left–right mirror of the game give the mirrored / same report.
fn check_symmetries(
    start: &Position,
    moves: &[Move],
    opts: &JudgeOptions,
    r: &JudgeReport,
    what: &str,
) {
    let variants = [
        (
            "swap",
            start.swap_colors(),
            moves.iter().map(|&m| flip(m)).collect::<Vec<_>>(),
        ),
        (
            "mirror",
            mirrored_position(start),
            moves.iter().map(|&m| mirror(m)).collect(),
        ),
    ];
    for (kind, s, ms) in variants {
        let o = judge(&s, &ms, opts).unwrap_or_else(|e| panic!("{what} {kind}: {e}"));
        let swap = kind == "swap";
        check_report(&s, &ms, opts, &o, &format!("{what} {kind}"));
        assert_eq!(o.cycle, r.cycle, "{what} {kind}");
        assert_eq!(o.occurrences, r.occurrences, "{what} {kind}");
        assert_eq!(o.status, r.status, "{what} {kind}");
        if r.search_truncated || o.search_truncated {
            continue;
        }
        let (v, res) = if swap {
            (swap_verdict(r.verdict), swap_result(r.result))
        } else {
            (r.verdict, r.result)
        };
        assert_eq!(o.verdict, v, "{what} {kind}: verdict");
        assert_eq!(o.result, res, "{what} {kind}: result");
        for (a, b) in r.moves.iter().zip(&o.moves) {
            if a.in_cycle {
                assert_eq!(a.labels, b.labels, "{what} {kind}: labels of ply {}", a.ply);
            }
        }
    }
}

/// Replaying through [`Game`] equals replaying through `Position::play`; FENs round-trip.
fn check_game_replay(
    start: &Position,
    moves: &[Move],
    opts: &JudgeOptions,
    r: &JudgeReport,
    what: &str,
) {
    let mut game = Game::new(start.clone(), *opts);
    let mut pos = start.clone();
    let mut trail = vec![pos.clone()];
    for (i, &m) in moves.iter().enumerate() {
        let a = match game.play(m) {
            Ok(a) => a,
            // A game that ended (repetition, move limit) takes no more moves; the batch judge
            // agrees that it ended there.
            Err(xiangqi::PlayError::GameOver { status }) => {
                let prefix = judge(start, &moves[..i], opts).expect("legal");
                assert_eq!(prefix.status, status, "{what}: ply {}", i + 1);
                assert!(prefix.result.is_some(), "{what}: ply {}", i + 1);
                return;
            }
            Err(e) => panic!("{what}: Game::play {m}: {e}"),
        };
        pos = pos.play(m).expect("legal");
        assert_eq!(game.position(), &pos, "{what}: ply {}", i + 1);
        let fen = pos.fen();
        assert_eq!(Position::from_fen(&fen).as_ref(), Ok(&pos), "{what}: {fen}");
        let mr = &r.moves[i];
        if !mr.labels.is_empty() && !a.search_truncated {
            assert_eq!(a.labels, mr.labels, "{what}: Game labels of ply {}", i + 1);
        }
        trail.push(pos.clone());
    }
    assert_eq!(game.moves(), moves, "{what}");
    assert_eq!(game.report().as_ref(), Ok(r), "{what}: Game::report");
    for i in (0..moves.len()).rev() {
        assert_eq!(game.undo(), Some(moves[i]), "{what}");
        assert_eq!(game.position(), &trail[i], "{what}: undo to ply {i}");
    }
    assert_eq!(game.undo(), None);
}

/// Random games checked by [`random_games_judged_consistently`].
const GAMES: usize = 240;

#[test]
fn random_games_judged_consistently() {
    let t0 = Instant::now();
    let diagrams = diagrams();
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    let opts = JudgeOptions::default();
    let (mut games, mut cycles, mut verdicts) = (0, 0, [0usize; 4]);
    let mut plies = 0;
    for g in 0..GAMES {
        // Start: the opening or a rulebook diagram, after a few random moves; or a diagram with
        // its printed moves followed by a random continuation.
        let d = &diagrams[rng.below(diagrams.len())];
        let (start, moves) = if g % 3 == 2 {
            let mut end = d.start.clone();
            for &m in &d.moves {
                end.play_unchecked(m);
            }
            // Go round the final four plies once or twice more, then maybe wander off.
            let mut moves = d.moves.clone();
            if moves.len() >= 4 && rng.chance(60) {
                let cycle = moves[moves.len() - 4..].to_vec();
                for _ in 0..=rng.below(2) {
                    for &m in &cycle {
                        if end.is_legal(m) {
                            end.play_unchecked(m);
                            moves.push(m);
                        }
                    }
                }
            }
            let len = if rng.chance(50) { rng.below(10) } else { 0 };
            moves.extend(random_game(&mut rng, &end, len));
            (d.start.clone(), moves)
        } else {
            let mut start = if g % 3 == 0 {
                Position::new()
            } else {
                d.start.clone()
            };
            for _ in 0..rng.below(16) {
                let legal = start.legal_moves();
                if legal.is_empty() {
                    break;
                }
                start.play_unchecked(legal[rng.below(legal.len())]);
            }
            let len = 6 + rng.below(30);
            let moves = random_game(&mut rng, &start, len);
            (start, moves)
        };
        // Every fourth game under the Chinese rules (every eighth under the 1965 edition): the
        // same invariants hold for every rule set.
        let opts = JudgeOptions {
            rules: match g % 8 {
                3 => RuleSet::Chinese,
                7 => RuleSet::Chinese1965,
                _ => RuleSet::Axf,
            },
            ..opts
        };
        let what = format!(
            "game {g} ({:?}) from {} {:?}",
            opts.rules,
            start.fen(),
            moves
        );
        let r = judge(&start, &moves, &opts).unwrap_or_else(|e| panic!("{what}: {e}"));
        check_report(&start, &moves, &opts, &r, &what);
        check_symmetries(&start, &moves, &opts, &r, &what);
        if g % 2 == 0 {
            check_game_replay(&start, &moves, &opts, &r, &what);
        }
        // The whole list as a printed pattern.
        let p = JudgeOptions {
            pattern: true,
            ..opts
        };
        if !moves.is_empty() && g % 2 == 1 {
            let rp = judge(&start, &moves, &p).unwrap_or_else(|e| panic!("{what} pattern: {e}"));
            assert_eq!(
                rp.cycle.map(|c| (c.from_ply, c.to_ply)),
                Some((1, moves.len()))
            );
            check_report(&start, &moves, &p, &rp, &format!("{what} pattern"));
        }
        games += 1;
        plies += moves.len();
        cycles += usize::from(r.cycle.is_some());
        verdicts[match r.verdict {
            Verdict::None => 0,
            Verdict::Draw => 1,
            Verdict::RedMustChange => 2,
            Verdict::BlackMustChange => 3,
        }] += 1;
    }
    eprintln!(
        "{games} games, {plies} plies, {cycles} with a cycle; verdicts none/draw/red/black = {verdicts:?}; {:?}",
        t0.elapsed()
    );
    assert!(
        cycles >= games / 2,
        "the generator should repeat positions often"
    );
    assert!(
        verdicts[2] + verdicts[3] > 0,
        "some games should have a side at fault"
    );
}

#[test]
fn diagrams_symmetric_under_colour_swap_and_mirror() {
    for (d, rules) in diagrams().into_iter().flat_map(|d| {
        [RuleSet::Axf, RuleSet::Chinese, RuleSet::Chinese1965].map(|r| (d.clone(), r))
    }) {
        let opts = JudgeOptions {
            rules,
            pattern: !d.repeats,
            ..JudgeOptions::default()
        };
        let what = format!("diagram {} ({rules:?})", d.id);
        let r = judge(&d.start, &d.moves, &opts).unwrap_or_else(|e| panic!("{what}: {e}"));
        check_report(&d.start, &d.moves, &opts, &r, &what);
        check_symmetries(&d.start, &d.moves, &opts, &r, &what);
    }
}

#[test]
fn engine_fens_parse_back() {
    let mut rng = Rng(42);
    let mut count = 0;
    for d in diagrams() {
        let mut pos = d.start.clone();
        for _ in 0..60 {
            for p in [pos.clone(), pos.swap_colors(), mirrored_position(&pos)] {
                let fen = p.fen();
                assert!(fen.len() <= MAX_FEN_LEN);
                let setup: Setup = fen.parse().unwrap();
                assert_eq!(setup, p.to_setup(), "{fen}");
                assert_eq!(Position::from_fen(&fen).as_ref(), Ok(&p), "{fen}");
                count += 1;
            }
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            pos.play_unchecked(legal[rng.below(legal.len())]);
        }
    }
    eprintln!("{count} engine FENs parsed back");
    assert!(count > 5_000, "{count}");
}

#[test]
fn input_bounds_give_clear_errors() {
    // FEN: one byte over the bound is rejected before parsing, also for huge input.
    let start = Position::new().fen();
    let long = format!("{start}{}", " ".repeat(MAX_FEN_LEN + 1 - start.len()));
    assert_eq!(long.len(), MAX_FEN_LEN + 1);
    assert_eq!(
        Position::from_fen(&long).unwrap_err().code(),
        "ERR_FEN_TOO_LONG"
    );
    let huge = "9/".repeat(1 << 20);
    let t = Instant::now();
    assert_eq!(
        huge.parse::<Setup>().unwrap_err().code(),
        "ERR_FEN_TOO_LONG"
    );
    assert!(t.elapsed() < Duration::from_secs(1));
    let ok = format!("{start}{}", " ".repeat(MAX_FEN_LEN - start.len()));
    assert!(Position::from_fen(&ok).is_ok());

    // Move text.
    let pos = Position::new();
    let padded = format!("{:>width$}", "h2e2", width = MAX_NOTATION_LEN);
    assert!(parse_move(&pos, &padded).is_ok());
    let over = format!("{:>width$}", "h2e2", width = MAX_NOTATION_LEN + 1);
    assert_eq!(parse_move(&pos, &over).unwrap_err().code(), "ERR_NOTATION");
    assert_eq!(
        parse_move(&pos, &"炮".repeat(1 << 20)).unwrap_err().code(),
        "ERR_NOTATION"
    );

    // Move list.
    let m = Move::new(
        Square::from_index(1).unwrap(),
        Square::from_index(20).unwrap(),
    );
    let too_many = vec![m; MAX_JUDGE_MOVES + 1];
    let e = judge(&pos, &too_many, &JudgeOptions::default()).unwrap_err();
    assert_eq!(e.code(), "ERR_LIMIT");
    assert!(matches!(e, JudgeError::TooManyMoves { .. }));
}

/// Horses shuffling back and forth from the opening: `plies` moves, every position repeated.
fn shuffle(plies: usize) -> Vec<Move> {
    let cycle = [iccs("b0c2"), iccs("b9c7"), iccs("c2b0"), iccs("c7b9")];
    cycle.iter().copied().cycle().take(plies).collect()
}

#[test]
fn hundred_thousand_plies() {
    let moves = shuffle(100_000);
    let t = Instant::now();
    let r = judge(&Position::new(), &moves, &JudgeOptions::default()).unwrap();
    let elapsed = t.elapsed();
    assert_eq!(r.moves.len(), 100_000);
    assert_eq!(r.status, GameStatus::Repetition);
    assert_eq!(r.verdict, Verdict::Draw);
    assert_eq!(r.occurrences, 25_001);
    // The window: the last two cycles (the three occurrences 细则3 counts).
    assert_eq!(
        r.cycle.map(|c| (c.from_ply, c.to_ply)),
        Some((99_993, 100_000))
    );
    eprintln!("judge of 100,000 plies: {elapsed:?}");
}

/// Time of `judge` on `plies` moves (best of three).
fn judge_time(start: &Position, moves: &[Move]) -> Duration {
    (0..3)
        .map(|_| {
            let t = Instant::now();
            judge(start, moves, &JudgeOptions::default()).unwrap();
            t.elapsed()
        })
        .min()
        .unwrap()
}

/// Linear time: ten times the moves takes about ten times as long (generous bound: < 25×).
/// Timing-sensitive, so ignored by default: `cargo test --release -- --ignored linear`.
#[test]
#[ignore]
fn judge_is_linear_in_the_history() {
    let start = Position::new();
    let small = judge_time(&start, &shuffle(10_000));
    let large = judge_time(&start, &shuffle(100_000));
    let ratio = large.as_secs_f64() / small.as_secs_f64();
    eprintln!("judge: 10k plies {small:?}, 100k plies {large:?}, ratio {ratio:.1}");
    assert!(ratio < 25.0, "ratio {ratio:.1}");
}

//! The adjudicator on random legal games from rulebook positions, biased towards pieces
//! shuffling back and forth so that positions repeat, with long histories. Checks the report's
//! consistency with its own labels and with the colour-swapped and mirrored games.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::adjudicator::{
    judge, GameStatus, JudgeError, JudgeOptions, Label, MateSearch, Verdict,
};
use xiangqi::{Color, Move, Square};
use xiangqi_fuzz::{game, mirrored_game, positions, swapped_game, Bytes};

const MAX_PLIES: usize = 3000;

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let (Some(pick), Some(flags)) = (bytes.byte(), bytes.byte()) else {
        return;
    };
    let all = positions();
    let start = &all[pick as usize % all.len()];
    let mut moves = game(start, &mut bytes, MAX_PLIES);

    // Pattern mode classifies every move of the list, each with its own mate search, so its
    // cost grows with the list (see docs/reliability.md); keep those games short here.
    let extra = bytes.byte().unwrap_or(0);
    let opts = JudgeOptions {
        pattern: flags & 1 != 0 && moves.len() <= 400,
        fold: [3, 2, 4, 0][(flags >> 1) as usize % 4],
        move_limit: if flags & 8 != 0 { 120 } else { extra as u32 },
        mate_search: match (flags >> 4) % 4 {
            0 => MateSearch::default(),
            1 => MateSearch {
                max_checks: 3,
                max_nodes: 2_000,
            },
            2 => MateSearch {
                max_checks: [extra as u32, 255, 256, 300, u32::MAX][extra as usize % 5],
                max_nodes: 500,
            },
            _ => MateSearch {
                max_checks: 0,
                max_nodes: 0,
            },
        },
        max_counted_checks: if flags & 8 != 0 {
            10
        } else {
            extra as u32 % 16
        },
        ..JudgeOptions::default()
    };

    // An arbitrary extra move: judge must name it if it is illegal.
    if flags >> 6 == 3 {
        if let (Some(a), Some(b)) = (bytes.byte(), bytes.byte()) {
            if let (Some(f), Some(t)) = (Square::from_index(a % 90), Square::from_index(b % 90)) {
                moves.push(Move::new(f, t));
            }
        }
    }
    let mut end = start.clone();
    let mut legal_len = 0;
    for &m in &moves {
        if !end.is_legal(m) {
            break;
        }
        end.play_unchecked(m);
        legal_len += 1;
    }
    let report = match judge(start, &moves, &opts) {
        Ok(r) => {
            assert_eq!(legal_len, moves.len());
            r
        }
        Err(JudgeError::IllegalMove { ply, mv }) => {
            assert_eq!(ply, legal_len + 1);
            assert_eq!(mv, moves[legal_len]);
            return;
        }
        Err(e) => panic!("{e}"),
    };

    // The report describes the game.
    let n = moves.len();
    assert_eq!(report.moves.len(), n);
    assert_eq!(report.final_fen, end.fen());
    for (i, r) in report.moves.iter().enumerate() {
        assert_eq!(r.ply, i + 1);
        assert_eq!(r.mv, moves[i]);
        let side = if i % 2 == 0 {
            start.turn()
        } else {
            !start.turn()
        };
        assert_eq!(r.side, side);
        let in_cycle = report
            .cycle
            .is_some_and(|c| c.from_ply <= i + 1 && i < c.to_ply);
        assert_eq!(r.in_cycle, in_cycle);
        if in_cycle {
            assert!(!r.labels.is_empty(), "cycle move {} unclassified", i + 1);
        }
    }
    match report.cycle {
        None => {
            assert_eq!(report.verdict, Verdict::None);
            assert!(report.occurrences <= 1 || opts.pattern);
        }
        Some(c) => {
            assert!(1 <= c.from_ply && c.from_ply <= c.to_ply && c.to_ply <= n);
            assert_ne!(report.verdict, Verdict::None);
        }
    }
    if !opts.pattern {
        assert_eq!(report.cycle.is_some(), report.occurrences >= 2);
    }
    if report.status == GameStatus::Repetition {
        assert!(report.occurrences >= opts.fold.max(2) as usize);
    }
    if let Some(c) = report.verdict.must_change() {
        assert!(c.fold(report.violations.red, report.violations.black));
        assert!(!c.fold(report.violations.black, report.violations.red));
    }

    // The verdict agrees with the cycle's labels.
    if report.cycle.is_some() {
        let side_moves = |c: Color| {
            report
                .moves
                .iter()
                .filter(move |r| r.in_cycle && r.side == c)
        };
        let all_checks = |c: Color| {
            side_moves(c).next().is_some()
                && side_moves(c).all(|r| r.labels.contains(&Label::Check))
        };
        let any_forcing = |c: Color| {
            side_moves(c)
                .any(|r| r.labels.contains(&Label::Check) || r.labels.contains(&Label::Chase))
        };
        for c in Color::ALL {
            if all_checks(c) && !all_checks(!c) {
                assert_eq!(
                    report.verdict.must_change(),
                    Some(c),
                    "perpetual check by {c:?}"
                );
            }
        }
        if !any_forcing(Color::Red) && !any_forcing(Color::Black) {
            assert_eq!(report.verdict, Verdict::Draw);
        }
    }

    // Symmetries: swapping colours mirrors the verdict; a left-right mirror keeps it.
    if report.search_truncated || n > 600 {
        return;
    }
    let (sym_start, sym_moves, swap) = match (flags >> 6) % 3 {
        0 => return,
        1 => {
            let (s, m) = swapped_game(start, &moves);
            (s, m, true)
        }
        _ => {
            let (s, m) = mirrored_game(start, &moves);
            (s, m, false)
        }
    };
    let other = judge(&sym_start, &sym_moves, &opts).expect("symmetric game is legal");
    if other.search_truncated {
        return;
    }
    let expect = if swap {
        mirror(report.verdict)
    } else {
        report.verdict
    };
    assert_eq!(
        other.verdict,
        expect,
        "swap={swap}: {} {:?}",
        start.fen(),
        moves
    );
    assert_eq!(other.cycle, report.cycle);
    assert_eq!(other.status, report.status);
    for (a, b) in report.moves.iter().zip(&other.moves) {
        if a.in_cycle {
            assert_eq!(
                a.labels,
                b.labels,
                "swap={swap}: ply {} of {} {:?}",
                a.ply,
                start.fen(),
                moves
            );
        }
    }
});

fn mirror(v: Verdict) -> Verdict {
    match v {
        Verdict::RedMustChange => Verdict::BlackMustChange,
        Verdict::BlackMustChange => Verdict::RedMustChange,
        v => v,
    }
}

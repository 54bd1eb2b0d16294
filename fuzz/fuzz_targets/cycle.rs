//! `judge_cycle` on arbitrary hand-written cycles (entries with any labels, checkers and
//! chases): never panics, and the verdict agrees with the entries.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::adjudicator::{judge_cycle, Attack, ChaseEntry, CycleEntry, Label, Verdict};
use xiangqi::{Color, Piece, Role, Square};
use xiangqi_fuzz::Bytes;

fn square(b: u8) -> Square {
    Square::from_index(b % 90).expect("in range")
}

fn piece(b: u8) -> Piece {
    Piece::new(
        if b & 0x80 != 0 {
            Color::Black
        } else {
            Color::Red
        },
        Role::ALL[(b & 0x7f) as usize % Role::ALL.len()],
    )
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let mut cycle: Vec<CycleEntry> = Vec::new();
    while let Some(head) = bytes.byte() {
        let side = if head & 1 == 0 {
            Color::Red
        } else {
            Color::Black
        };
        let labels_bits = bytes.byte().unwrap_or(0);
        let mut labels: Vec<Label> = Label::ALL
            .iter()
            .enumerate()
            .filter(|(i, _)| labels_bits & (1 << i) != 0)
            .map(|(_, &l)| l)
            .collect();
        if head & 2 != 0 {
            labels.reverse(); // out of order, as a careless caller might write them
        }
        let checkers = (0..(head >> 2) % 3).filter_map(|_| bytes.byte()).collect();
        let mut chases = Vec::new();
        for _ in 0..(head >> 4) % 4 {
            let (Some(t), Some(c), Some(a), Some(b), Some(p), Some(q)) = (
                bytes.byte(),
                bytes.byte(),
                bytes.byte(),
                bytes.byte(),
                bytes.byte(),
                bytes.byte(),
            ) else {
                break;
            };
            chases.push(ChaseEntry {
                target: t % 8,
                chaser: c % 8,
                attack: Attack {
                    chaser: square(a),
                    chaser_piece: piece(p),
                    target: square(b),
                    target_piece: piece(q),
                },
            });
        }
        cycle.push(CycleEntry {
            side,
            labels,
            checkers,
            chases,
        });
        if cycle.len() > 64 {
            break;
        }
    }
    let j = judge_cycle(&cycle);
    let _ = (
        j.explanation.zh.len(),
        j.summary.red.en.len(),
        j.articles.len(),
    );
    let all_check = |c: Color| {
        let mut mine = cycle.iter().filter(|e| e.side == c).peekable();
        mine.peek().is_some() && mine.all(|e| e.labels.contains(&Label::Check))
    };
    for c in Color::ALL {
        if all_check(c) && !all_check(!c) {
            assert_eq!(j.verdict.must_change(), Some(c));
        }
    }
    let chases_any = cycle.iter().any(|e| !e.chases.is_empty());
    if !all_check(Color::Red) && !all_check(Color::Black) && !chases_any {
        assert_eq!(j.verdict, Verdict::Draw);
    }
    if let Some(c) = j.verdict.must_change() {
        assert!(c.fold(j.violations.red, j.violations.black));
        assert!(!c.fold(j.violations.black, j.violations.red));
    }
    assert_ne!(j.verdict, Verdict::None);
});

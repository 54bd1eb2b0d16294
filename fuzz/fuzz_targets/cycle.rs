//! `judge_cycle` on arbitrary hand-written cycles (entries with any labels, checkers and
//! chases): never panics, and the verdict agrees with the entries.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::adjudicator::{
    explanation, judge_cycle, summary, Attack, AttackEntry, CycleEntry, Label, RuleSet, Verdict,
};
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

/// Up to `n` attacks (checks, chases or other attacks) from the bytes.
fn attacks(bytes: &mut Bytes, n: u8) -> Vec<AttackEntry> {
    let mut out = Vec::new();
    for _ in 0..n {
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
        out.push(AttackEntry {
            target: t % 8,
            chaser: c % 8,
            attack: Attack {
                chaser: square(a),
                chaser_piece: piece(p),
                target: square(b),
                target_piece: piece(q),
                protected: t & 0x80 != 0,
                reason: Default::default(),
            },
        });
    }
    out
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
        let moved = bytes.byte().unwrap_or(0);
        let checks = attacks(&mut bytes, (head >> 2) % 3);
        let chases = attacks(&mut bytes, (head >> 4) % 4);
        let other = attacks(&mut bytes, (head >> 6) % 2);
        cycle.push(CycleEntry {
            side,
            labels,
            answers_check: head & 0x80 != 0,
            moved: moved % 8,
            forced: moved & 0x80 != 0,
            checks,
            chases,
            attacks: other,
        });
        if cycle.len() > 64 {
            break;
        }
    }
    for rules in [RuleSet::Axf, RuleSet::Chinese, RuleSet::Chinese1965] {
        let j = judge_cycle(&cycle, rules);
        let _ = (
            explanation(&j).zh.len(),
            summary(&j.sides.red).en.len(),
            summary(&j.sides.black).zh.len(),
            j.all_articles().len(),
        );
        let quiet = cycle.iter().all(|e| {
            e.labels.is_empty()
                && e.checks.is_empty()
                && e.chases.is_empty()
                && e.attacks.is_empty()
        });
        if quiet && !cycle.is_empty() {
            assert_eq!(j.verdict, Verdict::Draw, "{rules:?}");
        }
        let v = j.violations();
        if let Some(c) = j.verdict.must_change() {
            assert!(c.fold(v.red, v.black), "{rules:?}");
            assert!(!c.fold(v.black, v.red), "{rules:?}");
        }
    }
});

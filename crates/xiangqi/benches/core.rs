//! Criterion benches of the core's hot paths: legal move generation on varied positions, perft 3
//! from the start, classifying one move of a rulebook diagram, judging all 107 diagrams.
//!
//! `cargo bench -p xiangqi --bench core` (about a minute and a half; 3 s per bench, 20 samples).
//! Filter with a name: `cargo bench -p xiangqi --bench core -- movegen`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use xiangqi::adjudicator::{classify, judge, JudgeOptions};
use xiangqi::perft::perft;
use xiangqi::Position;

#[path = "../tests/common/mod.rs"]
mod common;

/// Varied positions: the start, a published perft position, a check, a bare endgame.
const POSITIONS: &[(&str, &str)] = &[
    (
        "start",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    ),
    (
        "middlegame",
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    ),
    // AXF diagram 1 after its first move (a check): one legal reply.
    ("in_check", "c2a1k1R1/2c1a4/b6P1/8p/9/9/9/9/4K4/9 b - - 1 1"),
    ("endgame", "3k5/4a4/9/9/9/9/9/9/4A4/3AK4 w - - 0 1"),
];

fn movegen(c: &mut Criterion) {
    let mut g = c.benchmark_group("legal_moves");
    for (name, fen) in POSITIONS {
        let pos = Position::from_fen(fen).unwrap();
        g.bench_with_input(BenchmarkId::from_parameter(name), &pos, |b, pos| {
            b.iter(|| black_box(pos).legal_moves())
        });
    }
    g.finish();
    let fen = POSITIONS[1].1;
    c.bench_function("from_fen+legal_moves/middlegame", |b| {
        b.iter(|| Position::from_fen(black_box(fen)).unwrap().legal_moves())
    });
}

fn perft3(c: &mut Criterion) {
    let start = Position::new();
    c.bench_function("perft3/start", |b| b.iter(|| perft(black_box(&start), 3)));
}

fn classify_one(c: &mut Criterion) {
    // Diagram 1, first move: a check (the mate-threat search runs too).
    let d = &common::diagrams()[0];
    let m = d.moves[0];
    c.bench_function("classify/diagram1_move1", |b| {
        b.iter(|| classify(black_box(&d.pos), m, &JudgeOptions::default()).unwrap())
    });
}

fn judge_all(c: &mut Criterion) {
    let cases = common::diagrams();
    c.bench_function("judge/all_107_diagrams", |b| {
        b.iter(|| {
            for d in &cases {
                black_box(judge(&d.pos, &d.moves, &d.opts).unwrap());
            }
        })
    });
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
}

criterion_group! {
    name = benches;
    config = config();
    targets = movegen, perft3, classify_one, judge_all
}
criterion_main!(benches);

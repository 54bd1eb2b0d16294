//! Searches random placements for a case rebuilt from a rulebook text (the positions of
//! `tests/data/cn/rulings-2011.json` were found this way): a base placement (a FEN whose position
//! need not be valid yet), the printed moves, extra pieces each placed on one of its candidate
//! squares (or left out, when marked optional), and what each move must be under `chinese` — a
//! placement is printed when the moves are legal from it and every move's tactic and the verdict
//! are as asked.
//!
//! ```text
//! cargo run --release -p xiangqi --example rebuild_search -- \
//!   '9/4k4/9/4p4/9/3r5/8r/2n4n1/4A4/4KR3 w' '车四进九 车9进3 车四退九 车9退3' \
//!   'R@any;a?@d9,f9,e8,d7,f7;b?@c9,g9,e7,a7,i7' mcim BlackMustChange
//! ```
//!
//! Arguments: base FEN, moves (any notation), extras (`piece@squares` separated by `;`, a
//! piece letter as in FEN, `?` after it for an optional piece, `any` for every square), the
//! wanted tactic per move (`c` 将, `m` 杀, `z` 捉, `t` 抽, `i` 闲, `.` any), and optionally the
//! verdict (`Draw`, `RedMustChange`, `BlackMustChange`). `TRIES` (default 50,000) and `FOUND`
//! (default 5) bound the search.

use xiangqi::adjudicator::{judge, JudgeOptions, Label, RuleSet};
use xiangqi::{parse_move, Piece, Position, Setup, Square};

#[path = "../tests/common/mod.rs"]
mod common;

fn tactic(labels: &[Label]) -> char {
    let has = |l| labels.contains(&l);
    if has(Label::Check) {
        'c'
    } else if has(Label::MateThreat) {
        'm'
    } else if has(Label::Chase) {
        'z'
    } else if has(Label::DiscoveredCaptureThreat) {
        't'
    } else {
        'i'
    }
}

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [base, moves, extras, want, rest @ ..] = args.as_slice() else {
        eprintln!("usage: rebuild_search BASE_FEN MOVES EXTRAS WANT [VERDICT]");
        std::process::exit(2);
    };
    let base: Setup = base.parse().expect("base FEN");
    let moves: Vec<&str> = moves.split_whitespace().collect();
    let want: Vec<char> = want.chars().collect();
    let verdict = rest.first();
    let extras: Vec<(Piece, Vec<Square>, bool)> = extras
        .split(';')
        .filter(|s| !s.is_empty())
        .map(|e| {
            let (p, squares) = e.split_once('@').expect("piece@squares");
            let piece = Piece::from_char(p.chars().next().unwrap()).expect("piece letter");
            let squares = if squares == "any" {
                (0..90).filter_map(Square::from_index).collect()
            } else {
                squares
                    .split(',')
                    .map(|s| s.parse().expect("square"))
                    .collect()
            };
            (piece, squares, p.ends_with('?'))
        })
        .collect();
    let opts = JudgeOptions {
        rules: RuleSet::Chinese,
        ..JudgeOptions::default()
    };
    let mut rng = common::Rng(1);
    let mut found = 0;
    'tries: for _ in 0..env("TRIES", 50_000) {
        let mut setup = base.clone();
        for (piece, squares, optional) in &extras {
            if *optional && rng.chance(50) {
                continue;
            }
            let sq = squares[rng.below(squares.len())];
            if setup.board.piece_at(sq).is_some() {
                continue 'tries;
            }
            setup.board.set(sq, *piece);
        }
        let Ok(start) = Position::from_setup(setup) else {
            continue;
        };
        let mut pos = start.clone();
        let mut played = Vec::new();
        for text in &moves {
            let Some((m, next)) = parse_move(&pos, text)
                .ok()
                .and_then(|m| pos.play(m).ok().map(|p| (m, p)))
            else {
                continue 'tries;
            };
            played.push(m);
            pos = next;
        }
        let Ok(r) = judge(&start, &played, &opts) else {
            continue;
        };
        let got: Vec<char> = r.moves.iter().map(|m| tactic(&m.labels)).collect();
        let fits =
            got.len() == want.len() && got.iter().zip(&want).all(|(g, w)| *w == '.' || g == w);
        if !fits || verdict.is_some_and(|v| format!("{:?}", r.verdict) != *v) {
            continue;
        }
        println!("{}", start.fen());
        found += 1;
        if found >= env("FOUND", 5) {
            break;
        }
    }
    eprintln!("found {found}");
}

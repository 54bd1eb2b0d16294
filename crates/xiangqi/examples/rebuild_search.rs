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
//!
//! Board facts a case states beyond the tactics (each optional, in the environment):
//! - `LINE='K:MOVES:WANT'` (several separated by `|`): after ply `K` of the printed moves (0: the
//!   start), with the side that just moved to move again (the other side passes, as a threat is
//!   read), `MOVES` (any notation, the mover's moves alternating with the replies) are legal and
//!   `WANT` holds: `mate` (the line ends in checkmate), `nomate` (it does not), `check` (the
//!   mover's first move gives check), `capture` (the mover's first move captures), joined by `+`.
//!   `K` may be followed by `!` to play the line without a pass (the side to move after ply `K`).
//!   `MOVES` = `?Tv` (FEN letters) asks instead that some legal move of a piece `T` of the mover
//!   takes a piece `v` with check (`WANT` then `retake` / `noretake`: the capturer can / cannot be taken back).
//!   A spec starting with `~` must not hold.
//! - `VARIANT='SQUARE=PIECE ...:VERDICT'` (several separated by `|`): the same placement with the
//!   given squares changed (`PIECE` a FEN letter, or `.` to empty it; `X>Y` turns every piece
//!   `X` into a `Y`, `X>.` removes them) must be valid, the printed
//!   moves legal from it and the verdict under `chinese` `VERDICT`: the pair a case is tested by.
//! - `RULES`: `chinese` (default), `chinese1965` or `axf`, the rule set of the wanted verdicts.

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

/// Whether the line `spec` (see the module docs) holds after `plies` of the printed moves.
fn line_holds(after: &[Position], spec: &str) -> bool {
    if let Some(spec) = spec.strip_prefix('~') {
        return !line_holds(after, spec);
    }
    let mut parts = spec.splitn(3, ':');
    let (Some(k), Some(moves), Some(want)) = (parts.next(), parts.next(), parts.next()) else {
        panic!("LINE: K:MOVES:WANT");
    };
    let (k, no_pass) = match k.strip_suffix('!') {
        Some(k) => (k, true),
        None => (k, false),
    };
    let k: usize = k.parse().expect("LINE ply");
    let Some(at) = after.get(k) else {
        return false;
    };
    let start = if no_pass { Some(at.clone()) } else { at.pass() };
    let Some(mut pos) = start else {
        return false;
    };
    if let Some(letter) = moves.strip_prefix('?') {
        // Some legal move of the mover (of the first letter) takes a piece of the second
        // letter with check.
        let mut l = letter.chars().map(|c| Piece::from_char(c).expect("piece"));
        let (taker, victim) = (l.next().expect("?TV"), l.next().expect("?TV"));
        return pos.legal_moves().into_iter().any(|m| {
            pos.board().piece_at(m.from) == Some(taker)
                && pos.board().piece_at(m.to) == Some(victim)
                && pos.play(m).is_ok_and(|n| {
                    n.is_check()
                        && want.split('+').all(|w| match w {
                            "mate" => n.is_checkmate(),
                            // The capturer can be taken back.
                            "retake" => n.legal_moves().iter().any(|r| r.to == m.to),
                            "noretake" => !n.legal_moves().iter().any(|r| r.to == m.to),
                            _ => true,
                        })
                })
        });
    }
    let mut first_check = false;
    let mut first_capture = false;
    for (i, text) in moves.split_whitespace().enumerate() {
        let Some(m) = parse_move(&pos, text).ok() else {
            return false;
        };
        if i == 0 {
            first_capture = pos.board().piece_at(m.to).is_some();
        }
        let Ok(next) = pos.play(m) else {
            return false;
        };
        if i == 0 {
            first_check = next.is_check();
        }
        pos = next;
    }
    want.split('+').all(|w| match w {
        "mate" => pos.is_checkmate(),
        "nomate" => !pos.is_checkmate(),
        "check" => first_check,
        "capture" => first_capture,
        "" => true,
        other => panic!("LINE: unknown condition {other}"),
    })
}

/// Judges `moves` (printed) from `setup` under `opts`: the positions after each ply (0: the
/// start) and the report, or `None` when the setup or a move is illegal.
fn play_and_judge(
    setup: Setup,
    moves: &[&str],
    opts: &JudgeOptions,
) -> Option<(Vec<Position>, xiangqi::adjudicator::JudgeReport)> {
    let start = Position::from_setup(setup).ok()?;
    let mut pos = start.clone();
    let mut after = vec![start.clone()];
    let mut played = Vec::new();
    for text in moves {
        let m = parse_move(&pos, text).ok()?;
        pos = pos.play(m).ok()?;
        played.push(m);
        after.push(pos.clone());
    }
    let r = judge(&start, &played, opts).ok()?;
    Some((after, r))
}

/// Whether every variant of `spec` (see the module docs) gives its verdict.
fn variants_hold(setup: &Setup, moves: &[&str], opts: &JudgeOptions, spec: &str) -> bool {
    spec.split('|').filter(|v| !v.is_empty()).all(|v| {
        let (changes, want) = v.rsplit_once(':').expect("VARIANT: CHANGES:VERDICT");
        let mut s = setup.clone();
        for c in changes.split_whitespace() {
            if let Some((x, y)) = c.split_once('>') {
                // Every piece x becomes a y.
                let letter = |t: &str| Piece::from_char(t.chars().next().unwrap());
                let x = letter(x).expect("piece");
                for sq in (0..90).filter_map(Square::from_index) {
                    if s.board.piece_at(sq) == Some(x) {
                        match letter(y) {
                            Some(y) => s.board.set(sq, y),
                            None => {
                                s.board.remove(sq);
                            }
                        }
                    }
                }
                continue;
            }
            let (sq, p) = c.split_once('=').expect("SQUARE=PIECE");
            let sq: Square = sq.parse().expect("square");
            s.board.remove(sq);
            if p != "." {
                let piece = Piece::from_char(p.chars().next().unwrap()).expect("piece");
                s.board.set(sq, piece);
            }
        }
        play_and_judge(s, moves, opts).is_some_and(|(_, r)| format!("{:?}", r.verdict) == want)
    })
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
    let rules = match std::env::var("RULES").as_deref() {
        Ok("axf") => RuleSet::Axf,
        Ok("chinese1965") => RuleSet::Chinese1965,
        _ => RuleSet::Chinese,
    };
    let opts = JudgeOptions {
        rules,
        ..JudgeOptions::default()
    };
    let lines = std::env::var("LINE").unwrap_or_default();
    let variants = std::env::var("VARIANT").unwrap_or_default();
    if let Ok(k) = std::env::var("PROBE") {
        // After ply K (the other side passing): each check of the mover, each reply, and the
        // mover's captures after it — the material for reading a 抽 by hand.
        let (after, _) = play_and_judge(base.clone(), &moves, &opts).expect("legal");
        let pos = after[k.parse::<usize>().expect("ply")]
            .pass()
            .expect("pass");
        for c in pos.legal_moves() {
            let Ok(n) = pos.play(c) else { continue };
            if !n.is_check() {
                continue;
            }
            println!("check {c}");
            for r in n.legal_moves() {
                let m = n.play(r).expect("legal");
                let caps: Vec<String> = m
                    .legal_moves()
                    .into_iter()
                    .filter_map(|x| {
                        m.board()
                            .piece_at(x.to)
                            .map(|p| format!("{x}x{}", p.char()))
                    })
                    .collect();
                println!("  reply {r}: {}", caps.join(" "));
            }
        }
        return;
    }
    if std::env::var_os("SHOW").is_some() {
        // The base placement as it is: its tactics and verdict under each rule set.
        for rules in [RuleSet::Chinese, RuleSet::Chinese1965, RuleSet::Axf] {
            let o = JudgeOptions { rules, ..opts };
            match play_and_judge(base.clone(), &moves, &o) {
                Some((_, r)) => {
                    let got: String = r.moves.iter().map(|m| tactic(&m.labels)).collect();
                    println!(
                        "{rules:?}: {got} {:?} red {:?} black {:?} — {}",
                        r.verdict, r.sides.red.pattern, r.sides.black.pattern, r.explanation.en
                    );
                    for m in &r.moves {
                        let line: Vec<String> =
                            m.mate_line.iter().map(|l| l.mv.to_string()).collect();
                        println!(
                            "  {} {:?} forced={} mate_line=[{}] {}",
                            m.mv,
                            m.labels,
                            m.forced,
                            line.join(" "),
                            m.text.en
                        );
                    }
                }
                None => println!("{rules:?}: illegal"),
            }
        }
        return;
    }
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
        let Some((after, r)) = play_and_judge(setup.clone(), &moves, &opts) else {
            continue;
        };
        let got: Vec<char> = r.moves.iter().map(|m| tactic(&m.labels)).collect();
        let fits =
            got.len() == want.len() && got.iter().zip(&want).all(|(g, w)| *w == '.' || g == w);
        if !fits || verdict.is_some_and(|v| format!("{:?}", r.verdict) != *v) {
            continue;
        }
        if !lines
            .split('|')
            .filter(|l| !l.is_empty())
            .all(|l| line_holds(&after, l))
        {
            continue;
        }
        // MATEVIA='K:SQ': the mate line of ply K (1-based) starts with a capture on SQ.
        if let Ok(via) = std::env::var("MATEVIA") {
            let (k, sq) = via.split_once(':').expect("MATEVIA K:SQ");
            let k: usize = k.parse().expect("ply");
            let sq: Square = sq.parse().expect("square");
            if r.moves[k - 1].mate_line.first().map(|l| l.to) != Some(sq) {
                continue;
            }
        }
        if !variants_hold(&setup, &moves, &opts, &variants) {
            continue;
        }
        let start = &after[0];
        println!("{}", start.fen());
        found += 1;
        if found >= env("FOUND", 5) {
            break;
        }
    }
    eprintln!("found {found}");
}

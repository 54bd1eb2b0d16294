//! Dumps an AXF rulebook diagram as the adjudicator sees it: the board, then for every ply the
//! move (ICCS and Chinese), the side, the labels, the checking pieces and the chases, and whether
//! the ply is in the judged cycle. With `--raw`, every capture the mover could make next (were it
//! to move again) is listed too, marked `root` when the victim's side could legally recapture and
//! `old` when the same piece already attacked the same piece before the move: the material for
//! checking the chase labels by hand.
//!
//! ```text
//! CARGO_TARGET_DIR=/tmp/tgt-labels cargo run --release -p xiangqi --example dump_diagram -- 18
//! cargo run -p xiangqi --example dump_diagram -- --raw 18 19 20
//! cargo run -p xiangqi --example dump_diagram -- all
//! ```

use xiangqi::{Board, Position, Rank, Square};

#[path = "../tests/common/mod.rs"]
mod common;

fn piece_name(board: &Board, sq: Square) -> String {
    match board.piece_at(sq) {
        Some(p) => format!("{sq}{}{}", p.char(), p.zh()),
        None => format!("{sq}-"),
    }
}

fn print_board(board: &Board) {
    for r in (0..10u8).rev() {
        let mut line = format!("  {r} ");
        for f in 0..9u8 {
            let sq =
                Square::from_index(Rank::new(r).expect("rank").index() * 9 + f).expect("square");
            line.push(board.piece_at(sq).map_or('.', |p| p.char()));
            line.push(' ');
        }
        println!("{}", line.trim_end());
    }
    println!("    a b c d e f g h i");
}

/// Legal captures of the side to move in `pos` (not of the general), as (from, to, rooted).
fn captures(pos: &Position) -> Vec<(Square, Square, bool)> {
    let board = pos.board();
    pos.legal_moves()
        .into_iter()
        .filter(|m| board.piece_at(m.to).is_some())
        .map(|m| {
            let after = pos.play(m).expect("legal");
            let rooted = after.legal_moves().iter().any(|r| r.to == m.to);
            (m.from, m.to, rooted)
        })
        .collect()
}

fn dump(diagram: &common::Diagram, raw: bool) {
    let d = &diagram.data;
    let id = diagram.id;
    let fen = d["fen"].as_str().unwrap();
    let start = &diagram.pos;
    let moves = &diagram.moves;
    let repeats = !diagram.opts.pattern;
    let report = diagram.judge();
    println!("== diagram {id} ({}) ==", d["label"].as_str().unwrap_or(""));
    println!("FEN {fen}");
    print_board(start.board());
    println!(
        "verdict: engine {:?} / book {} (violations book red={} black={}); final position repeats: {repeats}",
        report.verdict, d["verdict"], d["violations"]["red"], d["violations"]["black"]
    );
    for side in ["red", "black"] {
        let c = &d["classification"][side];
        println!(
            "  book {side}: {} — {} [{}]",
            c["code"], c["zh"], c["basis"]
        );
    }
    println!("  book: {}", d["explanation_zh"].as_str().unwrap_or(""));
    println!(
        "  (* = ply in the judged cycle; check/chase: attacker square+piece → target square+piece)"
    );
    let mut pos = start.clone();
    for (i, (m, r)) in moves.iter().zip(&report.moves).enumerate() {
        let before = pos.clone();
        if r.in_cycle && (i == 0 || !report.moves[i - 1].in_cycle) && i > 0 {
            println!("  board before ply {}:", i + 1);
            print_board(before.board());
        }
        let after = pos.play(*m).expect("legal");
        let labels: Vec<String> = r
            .labels
            .iter()
            .map(|l| format!("{}{}", l.name(), l.zh()))
            .collect();
        let show = |t: &xiangqi::adjudicator::Attack| {
            format!(
                "{}{}{} → {}{}{}",
                t.chaser,
                t.chaser_piece.char(),
                t.chaser_piece.zh(),
                t.target,
                t.target_piece.char(),
                t.target_piece.zh()
            )
        };
        let checks: Vec<String> = r.checks.iter().map(show).collect();
        let chases: Vec<String> = r.chases.iter().map(show).collect();
        println!(
            "{} ply {:>2} {} {} {:<5} {}",
            if r.in_cycle { "*" } else { " " },
            i + 1,
            m,
            r.chinese,
            r.side.name(),
            labels.join(" ")
        );
        if !checks.is_empty() {
            println!("        check: {}", checks.join("; "));
        }
        if !chases.is_empty() {
            println!("        chase: {}", chases.join("; "));
        }
        if raw && r.in_cycle && before.is_check() {
            println!("        (the mover was in check: this move parries a check)");
        }
        if raw && r.in_cycle && !after.is_check() {
            let old: Vec<(Square, Square)> = captures(&before).iter().map(|c| (c.0, c.1)).collect();
            let again = after.pass().expect("not in check");
            let mut caps = Vec::new();
            for (from, to, rooted) in captures(&again) {
                let origin = if from == m.to { m.from } else { from };
                let is_old = old.contains(&(origin, to));
                caps.push(format!(
                    "{}x{}{}{}",
                    piece_name(again.board(), from),
                    piece_name(again.board(), to),
                    if rooted { " root" } else { "" },
                    if is_old { " old" } else { "" }
                ));
            }
            println!("        captures next: {}", caps.join(", "));
        }
        pos = after;
    }
    println!();
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let raw = args.iter().any(|a| a == "--raw");
    let all = common::diagrams();
    let ids: Vec<u64> = if args.iter().any(|a| a == "all") {
        all.iter().map(|d| d.id).collect()
    } else {
        args.iter().filter_map(|a| a.parse().ok()).collect()
    };
    if ids.is_empty() {
        eprintln!("usage: dump_diagram [--raw] (all | ID...)");
        std::process::exit(2);
    }
    for id in ids {
        match all.iter().find(|d| d.id == id) {
            Some(d) => dump(d, raw),
            None => eprintln!("no diagram {id}"),
        }
    }
}

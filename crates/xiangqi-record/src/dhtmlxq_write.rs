//! DhtmlXQ / UBB writer.

use std::fmt::Write;

use super::dhtmlxq::digits;
use super::start::PIECE_SLOTS;
use super::{GameRecord, GameResult, MoveTree, NodeId};
use xiangqi::{Color, Move, Outcome, Piece, Position};

/// DhtmlXQ field names of tag keys (the inverse of the reader's mapping).
fn field(key: &str) -> Option<&str> {
    Some(match key {
        "result" | "fen" | "setUp" | "game" | "format" => return None,
        "site" => "place",
        "redTeam" => "redteam",
        "blackTeam" => "blackteam",
        "redTime" => "redtime",
        "blackTime" => "blacktime",
        "opening" => "open",
        "gameType" => "gametype",
        k if k.chars().all(|c| c.is_ascii_alphanumeric()) => k,
        _ => return None,
    })
}

/// Field text: a `[` that would start or end a field (`[DhtmlXQ_…`, `[/DhtmlXQ_…`) is written
/// fullwidth (`［`); line breaks are `||`.
fn value(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, c) in text.char_indices() {
        let rest = &text.as_bytes()[i + c.len_utf8()..];
        let starts_field =
            |p: &[u8]| rest.len() >= p.len() && rest[..p.len()].eq_ignore_ascii_case(p);
        match c {
            '[' if starts_field(b"dhtmlxq") || starts_field(b"/dhtmlxq") => out.push('［'),
            '\r' if rest.first() == Some(&b'\n') => {}
            '\r' | '\n' => out.push_str("||"),
            c => out.push(c),
        }
    }
    out
}

fn push_move(out: &mut String, m: Move) {
    out.extend(digits(m.from));
    out.extend(digits(m.to));
}

/// The `binit` field: the square of every piece in slot order, `99` for a missing one.
fn binit(pos: &Position) -> String {
    let mut out = String::with_capacity(64);
    for color in [Color::Red, Color::Black] {
        let mut used = Vec::new();
        for role in PIECE_SLOTS {
            let sq = pos
                .board()
                .by_piece(Piece::new(color, role))
                .into_iter()
                .find(|sq| !used.contains(sq));
            match sq {
                Some(sq) => {
                    used.push(sq);
                    out.extend(digits(sq));
                }
                None => out.push_str("99"),
            }
        }
    }
    out
}

/// Writes a game as DhtmlXQ: tags (`title`, `event`, `red`, …, `result` as `红胜`/`黑胜`/`和棋`/
/// `未知`), `binit`, `movelist`, one `move_P_S_B` field per variation and the comments.
///
/// DhtmlXQ has no field for the side to move: it is the colour of the first move's piece, so a
/// game with no moves and Black to move is read back with Red to move (with Black to move if
/// Black is in check, which Red to move could not be). Nor has it the move counters: the start
/// reads back as move 1 with a halfmove clock of 0.
///
/// ```
/// use xiangqi_record::{read, write_dhtmlxq, ReadOptions};
/// let game = &read("1. h2e2 (1. b2e2) 1... h9g7 {好} 1-0".as_bytes(), &ReadOptions::default()).unwrap().games[0];
/// let ubb = write_dhtmlxq(game);
/// assert!(ubb.contains("[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]"));
/// assert!(ubb.contains("[DhtmlXQ_move_0_1_1]1747[/DhtmlXQ_move_0_1_1]"));
/// assert!(ubb.contains("[DhtmlXQ_comment2]好[/DhtmlXQ_comment2]"));
/// assert!(ubb.contains("[DhtmlXQ_result]红胜[/DhtmlXQ_result]"));
/// let back = &read(ubb.as_bytes(), &ReadOptions::default()).unwrap().games[0];
/// assert_eq!(back.tree, game.tree);
/// ```
pub fn write_dhtmlxq(game: &GameRecord) -> String {
    let mut out = String::from("[DhtmlXQ]\n[DhtmlXQ_ver]www_dpxq_com[/DhtmlXQ_ver]\n");
    let tag = |out: &mut String, k: &str, v: &str| {
        let _ = writeln!(out, "[DhtmlXQ_{k}]{}[/DhtmlXQ_{k}]", value(v));
    };
    for (key, v) in game.tags.iter() {
        if let Some(k) = field(key) {
            tag(&mut out, k, v);
        }
    }
    let result = match game.result.and_then(GameResult::outcome) {
        Some(Outcome::Decisive { winner: Color::Red }) => "红胜",
        Some(Outcome::Decisive {
            winner: Color::Black,
        }) => "黑胜",
        Some(Outcome::Draw) => "和棋",
        None => "未知",
    };
    tag(&mut out, "result", result);
    tag(&mut out, "binit", &binit(&game.start));

    let tree = &game.tree;
    let mut comments = String::new();
    let mut variations = String::new();
    // (branch number, parent branch, first node of the branch)
    let mut queue: Vec<(usize, usize, NodeId)> = Vec::new();
    let mut next_id = 1;
    if let Some(c) = tree.node(MoveTree::ROOT).comment() {
        let _ = writeln!(
            comments,
            "[DhtmlXQ_comment0]{}[/DhtmlXQ_comment0]",
            value(c)
        );
    }
    let mut pending = tree
        .main_child(MoveTree::ROOT)
        .map(|first| (0usize, 0usize, first));
    let mut mainline = String::new();
    while let Some((id, parent, first)) = pending.take().or_else(|| queue.pop()) {
        let mut moves = String::new();
        let first_ply = tree.node(first).ply();
        let mut cur = Some(first);
        let mut is_first = true;
        let mut subs = Vec::new();
        while let Some(n) = cur {
            let node = tree.node(n);
            if let Some(m) = node.mv() {
                push_move(&mut moves, m);
            }
            if let Some(c) = node.comment() {
                let key = match id {
                    0 => format!("comment{}", node.ply()),
                    b => format!("comment{b}_{}", node.ply()),
                };
                let _ = writeln!(comments, "[DhtmlXQ_{key}]{}[/DhtmlXQ_{key}]", value(c));
            }
            // The alternatives to this move (the branch's own first move has its alternatives
            // written by the branch it deviates from).
            if !is_first || id == 0 {
                if let Some(p) = node.parent() {
                    for s in tree.children(p).skip(1) {
                        subs.push((next_id, id, s));
                        next_id += 1;
                    }
                }
            }
            is_first = false;
            cur = tree.main_child(n);
        }
        if id == 0 {
            mainline = moves;
        } else {
            let key = format!("move_{parent}_{first_ply}_{id}");
            let _ = writeln!(variations, "[DhtmlXQ_{key}]{moves}[/DhtmlXQ_{key}]");
        }
        // Depth first, in number order.
        queue.extend(subs.into_iter().rev());
    }
    let _ = writeln!(out, "[DhtmlXQ_movelist]{mainline}[/DhtmlXQ_movelist]");
    out.push_str(&variations);
    out.push_str(&comments);
    out.push_str("[/DhtmlXQ]\n");
    out
}

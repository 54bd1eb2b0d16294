//! PGN writer: XQStudio / 象棋巫师 style (`[Game "Chinese Chess"]`, `[Format …]`), movetext in
//! ICCS, WXF or Chinese, with comments and variations.

use std::fmt::Write;

use super::{GameRecord, GameResult, MoveTree, NodeId};
use xiangqi::notation::{format_move, Notation};
use xiangqi::Position;

/// Tag keys not written from [`GameRecord::tags`] (they are written from the game itself).
const OWN_TAGS: [&str; 5] = ["game", "result", "format", "fen", "setUp"];

/// The PGN name of a tag key: `redTeam` → `RedTeam`, `ecco` → `ECCO`. PGN names are letters, digits and `_`; a key from another
/// format holding anything else (a DhtmlXQ or XQF key such as `[event`) has those characters
/// written as `_`, so that the written tag still reads back as a tag.
fn tag_name(key: &str) -> String {
    let key: String = key
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let key = if key.is_empty() {
        "Tag".to_string()
    } else {
        key
    };
    match key.as_str() {
        "ecco" | "eco" => key.to_ascii_uppercase(),
        _ => {
            let mut key = key;
            if let Some(f) = key.get_mut(..1) {
                f.make_ascii_uppercase();
            }
            key
        }
    }
}

fn quote(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace(['\r', '\n'], " ")
}

/// A comment's text as written between braces (a `}` would end it early: written `｝`).
fn comment_text(text: &str) -> String {
    text.replace('}', "｝")
}

/// Writes a game as PGN with its movetext in `notation`: tags (`Game`, the game's tags,
/// `Result`, `FEN` when the start is not the standard one, counters included, `Format`), the root comment, the moves
/// with their comments and variations, and the result. Reading the text back gives the same tree.
///
/// ```
/// use xiangqi_record::{read, write_pgn, ReadOptions};
/// use xiangqi::notation::Notation;
/// let game = &read("1. h2e2 h9g7 {屏风马} 2. h0g2 1-0".as_bytes(), &ReadOptions::default()).unwrap().games[0];
/// let pgn = write_pgn(game, Notation::Chinese);
/// assert!(pgn.starts_with("[Game \"Chinese Chess\"]\n"));
/// assert!(pgn.contains("[Format \"Chinese\"]\n"));
/// assert!(pgn.contains("1. 炮二平五 马８进７ {屏风马} 2. 马二进三 1-0"));
/// ```
pub fn write_pgn(game: &GameRecord, notation: Notation) -> String {
    let mut out = String::new();
    out.push_str("[Game \"Chinese Chess\"]\n");
    for (key, value) in game.tags.iter() {
        if !OWN_TAGS.contains(&key) {
            let _ = writeln!(out, "[{} \"{}\"]", tag_name(key), quote(value));
        }
    }
    let result = game.result.unwrap_or(GameResult::Unknown);
    let _ = writeln!(out, "[Result \"{result}\"]");
    // Any difference from the standard start, the move counters included.
    if game.start != Position::new() {
        let _ = writeln!(out, "[FEN \"{}\"]", game.start.fen());
    }
    let format = match notation {
        Notation::Iccs => "ICCS",
        Notation::Wxf => "WXF",
        Notation::Chinese => "Chinese",
    };
    let _ = writeln!(out, "[Format \"{format}\"]\n");
    let mut w = Movetext {
        out: String::new(),
        column: 0,
        need_number: true,
    };
    if let Some(c) = game.tree.node(MoveTree::ROOT).comment() {
        w.token(&format!("{{{}}}", comment_text(c)));
    }
    write_tree(&mut w, &game.tree, &game.start, notation);
    w.token(result.as_str());
    out.push_str(&w.out);
    out.push('\n');
    out
}

/// Movetext being written, wrapped at about 80 columns.
struct Movetext {
    out: String,
    column: usize,
    need_number: bool,
}

impl Movetext {
    fn token(&mut self, t: &str) {
        let width = t.chars().count();
        if self.column > 0 && self.column + 1 + width > 80 {
            self.out.push('\n');
            self.column = 0;
        } else if self.column > 0 && !self.out.ends_with('(') {
            self.out.push(' ');
            self.column += 1;
        }
        self.out.push_str(t);
        self.column += width;
    }

    fn close(&mut self) {
        self.out.push(')');
        self.column += 1;
        self.need_number = true;
    }
}

enum Task {
    /// Write the continuation of a node (its first child and that child's variations, and on).
    Line(NodeId, Position),
    /// Open a variation with this node's move.
    Variation(NodeId, Position),
    /// Close a variation.
    Close,
}

fn write_move(w: &mut Movetext, tree: &MoveTree, id: NodeId, pos: &Position, n: Notation) {
    let node = tree.node(id);
    let Some(m) = node.mv() else { return };
    let number = pos.fullmoves();
    if pos.turn() == xiangqi::Color::Red {
        w.token(&format!("{number}."));
    } else if w.need_number {
        w.token(&format!("{number}..."));
    }
    w.need_number = false;
    let text = format_move(pos, m, n).unwrap_or_else(|_| m.to_string());
    w.token(&text);
    if let Some(c) = node.comment() {
        w.token(&format!("{{{}}}", comment_text(c)));
        w.need_number = true;
    }
}

/// Iterative (an explicit stack), so deeply nested variations cannot overflow the call stack.
fn write_tree(w: &mut Movetext, tree: &MoveTree, start: &Position, n: Notation) {
    let mut tasks = vec![Task::Line(MoveTree::ROOT, start.clone())];
    while let Some(task) = tasks.pop() {
        match task {
            Task::Close => w.close(),
            Task::Variation(id, pos) => {
                w.token("(");
                w.need_number = true;
                write_move(w, tree, id, &pos, n);
                let mut after = pos;
                after.play_unchecked(tree.node(id).mv().expect("a variation has a move"));
                tasks.push(Task::Line(id, after));
            }
            Task::Line(id, pos) => {
                let kids: Vec<NodeId> = tree.children(id).collect();
                let Some((&main, vars)) = kids.split_first() else {
                    continue;
                };
                write_move(w, tree, main, &pos, n);
                let mut after = pos.clone();
                after.play_unchecked(tree.node(main).mv().expect("a child has a move"));
                tasks.push(Task::Line(main, after));
                for &v in vars.iter().rev() {
                    tasks.push(Task::Close);
                    tasks.push(Task::Variation(v, pos.clone()));
                }
            }
        }
    }
}

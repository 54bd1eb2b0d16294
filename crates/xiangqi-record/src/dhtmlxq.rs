//! DhtmlXQ / UBB reader (东萍 dpxq.com): `[DhtmlXQ_key]value[/DhtmlXQ_key]` fields, alone or
//! embedded in an HTML page.
//!
//! * `binit`: 32 two-digit squares `xy` in the order `RNBAKABNRCCPPPPP` then `rnbakabnrccppppp`
//!   (x = file 0–8 from Red's left, y = row 0–9 from the top, `99` = captured); absent = the
//!   standard start. The side to move is the colour of the first move's piece (Red if none).
//! * `movelist`: four digits a move, `x1y1x2y2`.
//! * `move_P_S_B`: variation `B`, branching off variation `P` (0 = mainline) at ply `S`
//!   (1-based: its first move is an alternative to the `S`-th move of `P`).
//! * `comment{S}` (mainline) and `comment{B}_{S}`: the comment after ply `S` (`0` = before the
//!   first move); `||` is a line break.
//! * `title`, `event`, `date`, `place`, `round`, `red`, `black`, `redteam`, `result` (`红胜`,
//!   `黑胜`, `和棋`, `未知`, or `W`/`L`/`D`), … become tags.
//!
//! Several games in one text are told apart by their `[DhtmlXQ]` / `[DhtmlXQiFrame]` openers.

use std::collections::BTreeMap;

use super::start::{placement, start_from_placement};
use super::LineCursor;
use super::{
    Format, GameRecord, GameResult, MalformedReason, MoveTree, NodeId, RecordError, TreeBuilder,
    TruncatedReason,
};
use xiangqi::{File, Move, Position, Rank, Square};

/// The square of a DhtmlXQ `xy` pair.
pub(crate) fn square(x: u8, y: u8) -> Option<Square> {
    Some(Square::from_coords(
        File::new(x)?,
        Rank::new(9u8.checked_sub(y)?)?,
    ))
}

/// The `xy` digits of a square.
pub(crate) fn digits(sq: Square) -> [char; 2] {
    [
        char::from(b'0' + sq.file().index()),
        char::from(b'0' + (9 - sq.rank().index())),
    ]
}

/// The fields of one game: key (lower case) → (value, byte offset of the value).
type Fields<'a> = BTreeMap<String, (&'a str, usize)>;

fn find_ignore_case(hay: &str, needle: &str, from: usize) -> Option<usize> {
    let h = hay.as_bytes();
    let n = needle.as_bytes();
    (from..h.len().saturating_sub(n.len() - 1)).find(|&i| h[i..i + n.len()].eq_ignore_ascii_case(n))
}

/// Reads the fields of `text[start..end]`. A field that is not closed (a truncated text) runs
/// to the next `[` (the next field or the end), and its offset is returned as well.
///
/// Fields do not nest: a field's closing tag is looked for only before the next field opens, so
/// that the text is read in linear time (a text of unclosed fields, each searched to the end,
/// took quadratic time: 20 s for 384 KB).
fn fields(text: &str, start: usize, end: usize) -> (Fields<'_>, Option<usize>) {
    const OPEN: &str = "[dhtmlxq_";
    let mut out = Fields::new();
    let mut at = start;
    let mut unclosed = None;
    while let Some(open) = find_ignore_case(&text[..end], OPEN, at) {
        let Some(close_br) = text[open..end].find(']').map(|i| open + i) else {
            return (out, Some(open));
        };
        let key = &text[open + OPEN.len()..close_br];
        let closing = format!("[/dhtmlxq_{key}]");
        let limit = find_ignore_case(&text[..end], OPEN, close_br + 1).unwrap_or(end);
        let (value_end, next) = match find_ignore_case(&text[..limit], &closing, close_br + 1) {
            Some(e) => (e, e + closing.len()),
            None => {
                unclosed.get_or_insert(open);
                let e = find_ignore_case(&text[..limit], "[", close_br + 1).unwrap_or(limit);
                (e, e)
            }
        };
        out.insert(
            key.to_ascii_lowercase(),
            (&text[close_br + 1..value_end], close_br + 1),
        );
        at = next;
    }
    (out, unclosed)
}

/// Reads every DhtmlXQ game of a text.
pub(crate) fn read(text: &str) -> Vec<GameRecord> {
    let mut starts: Vec<usize> = Vec::new();
    let mut at = 0;
    while let Some(i) = find_ignore_case(text, "[dhtmlxq", at) {
        let rest = &text.as_bytes()[i + 8..];
        if rest.first() == Some(&b']')
            || rest.len() >= 7 && rest[..7].eq_ignore_ascii_case(b"iframe]")
        {
            starts.push(i);
        }
        at = i + 8;
    }
    if starts.is_empty() {
        starts.push(0);
    }
    let mut games = Vec::new();
    let mut lines = LineCursor::default();
    for (k, &s) in starts.iter().enumerate() {
        let e = starts.get(k + 1).copied().unwrap_or(text.len());
        let (f, unclosed) = fields(text, s, e);
        if f.is_empty() {
            continue;
        }
        let index = games.len();
        games.push(read_game(text, &f, unclosed, index, &mut lines));
    }
    games
}

fn moves_of(value: &str) -> Vec<[u8; 4]> {
    value
        .trim()
        .as_bytes()
        .chunks(4)
        .map(|c| {
            let mut q = [255u8; 4];
            for (d, &b) in q.iter_mut().zip(c) {
                *d = if b.is_ascii_digit() { b - b'0' } else { 255 };
            }
            q
        })
        .collect()
}

fn to_move(q: [u8; 4]) -> Option<Move> {
    Some(Move::new(square(q[0], q[1])?, square(q[2], q[3])?))
}

fn start_position(binit: Option<&str>, first: Option<[u8; 4]>) -> Result<Position, RecordError> {
    let malformed = |reason| RecordError::malformed(Format::DhtmlXq, reason);
    let Some(binit) = binit.map(str::trim).filter(|b| !b.is_empty()) else {
        return Ok(Position::new());
    };
    let b = binit.as_bytes();
    if b.len() != 64 || !binit.bytes().all(|c| c.is_ascii_digit()) {
        return Err(malformed(MalformedReason::PieceTable));
    }
    let mut squares = Vec::with_capacity(32);
    for (slot, pair) in b.chunks(2).enumerate() {
        squares.push(match pair {
            b"99" => None,
            _ => Some(
                square(pair[0] - b'0', pair[1] - b'0')
                    .ok_or_else(|| malformed(MalformedReason::PieceSquare { slot }))?,
            ),
        });
    }
    let board =
        placement(squares).map_err(|square| malformed(MalformedReason::SharedSquare { square }))?;
    // DhtmlXQ has no field for the side to move: the first move's piece says it.
    let first_from = first.and_then(|q| square(q[0], q[1]));
    start_from_placement(board, first_from, None).map_err(|e| RecordError::start_position(None, e))
}

/// Tag keys of the DhtmlXQ fields that are tags; the others (board, moves, layout) are not.
fn tag_key(key: &str) -> Option<&str> {
    Some(match key {
        "ver" | "init" | "binit" | "movelist" | "generator" | "refer" | "firstnum" | "fen" => {
            return None
        }
        k if k.starts_with("move_") || k.starts_with("comment") => return None,
        "place" => "site",
        "redteam" => "redTeam",
        "blackteam" => "blackTeam",
        "redtime" => "redTime",
        "blacktime" => "blackTime",
        "open" => "opening",
        "gametype" => "gameType",
        k => k,
    })
}

/// One branch of the tree: the node before its first move and its own nodes, by ply.
struct Branch {
    first_ply: usize,
    base: NodeId,
    own: Vec<NodeId>,
}

impl Branch {
    fn node_at(&self, tree: &MoveTree, ply: usize) -> Option<NodeId> {
        if ply >= self.first_ply {
            return self.own.get(ply - self.first_ply).copied();
        }
        let mut cur = self.base;
        while tree.node(cur).ply() > ply {
            cur = tree.node(cur).parent()?;
        }
        Some(cur)
    }
}

/// Reads one game; its error names the game and its line.
fn read_game(
    text: &str,
    f: &Fields<'_>,
    unclosed: Option<usize>,
    index: usize,
    lines: &mut LineCursor,
) -> GameRecord {
    let (mut game, error) = game_of(f, unclosed);
    game.error = error.map(|(e, at)| e.in_game(index).at_line(lines.line_of(text, at)));
    game
}

/// A game of fields, and its first error with the byte offset it is about.
fn game_of(f: &Fields<'_>, unclosed: Option<usize>) -> (GameRecord, Option<(RecordError, usize)>) {
    let get = |k: &str| f.get(k).map(|&(v, _)| v);
    let mut game = GameRecord::default();
    for (key, &(value, _)) in f {
        if let Some(tag) = tag_key(key) {
            let value = value.trim();
            if !value.is_empty() {
                game.tags.set(tag, value);
            }
        }
    }
    game.result = get("result").and_then(GameResult::parse_lenient);
    let mut mainline = get("movelist").map(moves_of).unwrap_or_default();
    if unclosed.is_some() && mainline.last().is_some_and(|q| q.contains(&255)) {
        // The text ends in the middle of a move: that is the truncation reported below.
        mainline.pop();
    }
    // An error and the offset it is about (its line is counted once, for the one reported).
    let fail = |e: RecordError, at: usize| (e, at);
    match start_position(get("binit"), mainline.first().copied()) {
        Ok(pos) => game.start = pos,
        Err(e) => {
            let at = f.get("binit").map_or(0, |&(_, o)| o);
            return (game, Some(fail(e, at)));
        }
    }
    let mut b = TreeBuilder::new(game.start.clone());
    let mut errors: Vec<(RecordError, usize)> = Vec::new();
    let mut branches: BTreeMap<usize, Branch> = BTreeMap::new();
    let mainline_at = f.get("movelist").map_or(0, |&(_, o)| o);
    let main = play_line(&mut b, MoveTree::ROOT, &mainline)
        .map_err(|(ply, e)| errors.push(fail(e.at_ply(ply), mainline_at)));
    let own = main.unwrap_or_else(|_| b.tree().mainline_nodes());
    branches.insert(
        0,
        Branch {
            first_ply: 1,
            base: MoveTree::ROOT,
            own,
        },
    );
    // Variations, in the order of their numbers (a branch's parent has a smaller number).
    let mut vars: Vec<(usize, usize, usize, &str, usize)> = f
        .iter()
        .filter_map(|(k, &(v, at))| {
            let mut it = k
                .strip_prefix("move_")?
                .split('_')
                .map(|n| n.parse::<usize>().ok());
            let (p, s, id) = (it.next()??, it.next()??, it.next()??);
            Some((id, p, s, v, at))
        })
        .collect();
    vars.sort_unstable();
    for (id, parent, first_ply, value, at) in vars {
        let base = branches
            .get(&parent)
            .and_then(|p| p.node_at(b.tree(), first_ply.wrapping_sub(1)));
        let Some(base) = base.filter(|_| first_ply >= 1) else {
            errors.push(fail(
                RecordError::malformed(
                    Format::DhtmlXq,
                    MalformedReason::MissingBranch {
                        variation: id,
                        parent,
                        ply: first_ply,
                    },
                ),
                at,
            ));
            continue;
        };
        let own = match play_line(&mut b, base, &moves_of(value)) {
            Ok(own) => own,
            Err((ply, e)) => {
                errors.push(fail(e.at_ply(ply), at));
                continue;
            }
        };
        branches.insert(
            id,
            Branch {
                first_ply,
                base,
                own,
            },
        );
    }
    // Comments.
    for (key, &(value, _)) in f {
        let Some(rest) = key.strip_prefix("comment") else {
            continue;
        };
        let mut nums = rest.split('_').map(|n| n.parse::<usize>().ok());
        let (branch, ply) = match (nums.next().flatten(), nums.next().flatten()) {
            (Some(ply), None) => (0, ply),
            (Some(branch), Some(ply)) => (branch, ply),
            _ => continue,
        };
        let node = branches
            .get(&branch)
            .and_then(|br| br.node_at(b.tree(), ply));
        if let Some(node) = node {
            b.comment(node, &value.replace("||", "\n"));
        }
    }
    game.tree = b.finish();
    if let Some(at) = unclosed {
        // The truncation explains any bad move at the end: it is the error reported.
        errors.insert(
            0,
            fail(
                RecordError::truncated(Format::DhtmlXq, TruncatedReason::FieldNotClosed),
                at,
            ),
        );
    }
    let error = errors.into_iter().next();
    (game, error)
}

/// Plays a branch's moves from `base`; the nodes played, or the ply and error of the bad move
/// (the moves before it stay in the tree).
fn play_line(
    b: &mut TreeBuilder,
    base: NodeId,
    moves: &[[u8; 4]],
) -> Result<Vec<NodeId>, (usize, RecordError)> {
    let mut own = Vec::with_capacity(moves.len());
    let mut cur = base;
    for &q in moves {
        let ply = b.tree().node(cur).ply();
        let text: String = q
            .iter()
            .map(|&d| char::from(b'0'.wrapping_add(d)))
            .collect();
        let Some(m) = to_move(q) else {
            let e = RecordError::bad_move(text, xiangqi::NotationError::Unrecognized);
            return Err((ply, e));
        };
        cur = b
            .play(cur, m)
            .map_err(|e| (ply, RecordError::refused(e, text, ply)))?;
        own.push(cur);
    }
    Ok(own)
}

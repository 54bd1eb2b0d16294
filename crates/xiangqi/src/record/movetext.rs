//! Movetext shared by PGN, WXF text and UCI lists: tokens (moves, `{comments}`, `;comments`,
//! `(variations)`, results; move numbers, NAGs and `!?` marks dropped), then resolution of every
//! move against its position into a [`MoveTree`].
//!
//! A move may be written in any notation: ICCS / coordinates (`h2e2`, `H2-E2`, `h3e3` with
//! 1-based ranks), WXF (`C2.5`, fullwidth `Ｃ２＝５`, XieXie `C++1`), Chinese (`炮二平五`) or SAN
//! (`Cbe2`, `Rb10`). Coordinates and SAN are read with 0-based ranks unless a rank `10` shows
//! they are 1-based; if a game fails to resolve one way it is tried the other way, and the
//! reading that gets further is kept. A WXF or Chinese move that names a file holding two such
//! pieces (`P3+1`, as XieXie writes) is resolved by looking ahead: the piece whose move lets the
//! following moves be read.

use super::san::{RankBase, San};
use super::{Format, MalformedReason, TruncatedReason};
use super::{GameResult, MoveTree, NodeId, RecordError, TreeBuilder};
use crate::notation::{Chinese, Ordinal, Origin, ResolveError, Wxf};
use crate::{File, Move, MoveList, NotationError, Position, Square};

/// How far [`resolve`] looks ahead (in plies) to choose between the readings of an ambiguous
/// move, and how many moves it may read for one choice.
const LOOKAHEAD: usize = 24;
const LOOKAHEAD_BUDGET: usize = 2_000;

/// One movetext token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tok<'a> {
    /// A move, as written (marks stripped).
    Move(&'a str),
    /// A comment's text.
    Comment(&'a str),
    /// `(`: a variation starts (an alternative to the last move).
    Open,
    /// `)`: the variation ends.
    Close,
    /// A game-termination marker.
    Result(GameResult),
}

/// A token and its line (1-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Token<'a> {
    pub tok: Tok<'a>,
    pub line: usize,
}

/// The result of tokenizing: the tokens, and an error if a comment is not closed.
pub(crate) struct Tokens<'a> {
    pub toks: Vec<Token<'a>>,
    pub error: Option<(usize, TruncatedReason)>,
}

fn is_result(w: &str) -> Option<GameResult> {
    Some(match w {
        "1-0" => GameResult::RedWins,
        "0-1" => GameResult::BlackWins,
        "1/2-1/2" | "½-½" => GameResult::Draw,
        "*" => GameResult::Unknown,
        _ => return None,
    })
}

/// Strips what surrounds a move in a word: annotation marks, a move number (`12.`, `3...`,
/// `1.炮二平五`, `!!12.`). `None` if nothing is left.
fn strip_word(w: &str) -> Option<&str> {
    let w = w.trim_start_matches(['!', '?']);
    let digits = w.bytes().take_while(u8::is_ascii_digit).count();
    let w = match w[digits..].strip_prefix(['.', '…']) {
        Some(rest) if digits > 0 => rest.trim_start_matches(['.', '…']),
        _ if digits > 0 && digits == w.len() => return None, // a bare number
        _ => w,
    };
    let w = w.trim_start_matches(['.', '…']);
    let w = w.trim_end_matches(['!', '?']);
    if w.is_empty() || w.starts_with('$') {
        return None;
    }
    Some(w)
}

/// Splits movetext into tokens; lines are counted from `first_line`.
pub(crate) fn tokenize(text: &str, first_line: usize) -> Tokens<'_> {
    let mut toks = Vec::new();
    let mut error = None;
    let mut line = first_line;
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'\n' => {
                line += 1;
                i += 1;
            }
            c if c.is_ascii_whitespace() => i += 1,
            b'{' => {
                let start_line = line;
                let end = text[i + 1..].find('}').map(|e| i + 1 + e);
                let body = &text[i + 1..end.unwrap_or(b.len())];
                line += super::newlines(body);
                toks.push(Token {
                    tok: Tok::Comment(body),
                    line: start_line,
                });
                match end {
                    Some(e) => i = e + 1,
                    None => {
                        error = Some((start_line, TruncatedReason::CommentNotClosed));
                        break;
                    }
                }
            }
            b';' => {
                let end = text[i..].find('\n').map_or(b.len(), |e| i + e);
                toks.push(Token {
                    tok: Tok::Comment(&text[i + 1..end]),
                    line,
                });
                i = end;
            }
            b'%' if i == 0 || b[i - 1] == b'\n' => {
                i = text[i..].find('\n').map_or(b.len(), |e| i + e);
            }
            b'(' | b')' => {
                toks.push(Token {
                    tok: if b[i] == b'(' { Tok::Open } else { Tok::Close },
                    line,
                });
                i += 1;
            }
            _ => {
                let end = text[i..]
                    .find(|c: char| c.is_whitespace() || "{}();".contains(c))
                    .map_or(b.len(), |e| i + e);
                if end == i {
                    // A separator the arms above do not consume (a stray `}`, or non-ASCII white
                    // space such as U+3000): skip that one character.
                    i += text[i..].chars().next().map_or(1, char::len_utf8);
                    continue;
                }
                let w = &text[i..end];
                i = end;
                if let Some(r) = is_result(w) {
                    toks.push(Token {
                        tok: Tok::Result(r),
                        line,
                    });
                } else if let Some(w) = strip_word(w) {
                    toks.push(Token {
                        tok: Tok::Move(w),
                        line,
                    });
                }
            }
        }
    }
    Tokens { toks, error }
}

/// Fullwidth ASCII (`Ｃ２＝５`, `＋Ｐ＋１`) as ASCII; other text unchanged.
fn halfwidth(w: &str) -> std::borrow::Cow<'_, str> {
    if w.chars().any(|c| ('\u{FF01}'..='\u{FF5E}').contains(&c)) {
        let s: String = w
            .chars()
            .map(|c| match c {
                '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
                _ => c,
            })
            .collect();
        // Chinese movetext keeps its fullwidth digits (the Chinese parser reads both).
        std::borrow::Cow::Owned(s)
    } else {
        std::borrow::Cow::Borrowed(w)
    }
}

/// A coordinate move `h2e2` / `H2-E2` / `a10a9`, ranks as written.
fn coordinate(w: &str) -> Option<(File, u8, File, u8)> {
    let b = w.as_bytes();
    if !w.is_ascii() || b.len() < 4 {
        return None;
    }
    let file = |c: u8| {
        let c = c.to_ascii_lowercase();
        matches!(c, b'a'..=b'i')
            .then(|| File::new(c - b'a'))
            .flatten()
    };
    let f1 = file(b[0])?;
    let d1 = b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
    let r1: u8 = w.get(1..1 + d1)?.parse().ok()?;
    let rest = &b[1 + d1..];
    let rest = rest.strip_prefix(b"-").unwrap_or(rest);
    let c2 = *rest.first()?;
    // `A9e8` is SAN (advisor from rank 9), not a coordinate: both letters share their case.
    if b[0].is_ascii_uppercase() != c2.is_ascii_uppercase() {
        return None;
    }
    let f2 = file(c2)?;
    let tail = std::str::from_utf8(&rest[1..]).ok()?;
    if tail.is_empty() || tail.len() > 2 || !tail.bytes().all(|c| c.is_ascii_digit()) || d1 > 2 {
        return None;
    }
    let r2: u8 = tail.parse().ok()?;
    (r1 <= 10 && r2 <= 10).then_some((f1, r1, f2, r2))
}

/// Whether the word is a coordinate move.
pub(crate) fn is_coordinate(w: &str) -> bool {
    coordinate(w).is_some()
}

/// Whether the word is a move in some notation (syntax only).
pub(crate) fn looks_like_move(w: &str) -> bool {
    let w = halfwidth(w);
    is_coordinate(&w)
        || w.parse::<Wxf>().is_ok()
        || w.parse::<Chinese>().is_ok()
        || San::parse(&w).is_some()
}

/// Whether the reading of the word depends on the rank base, and whether it says 1-based.
fn rank_hint(w: &str) -> (bool, bool) {
    if !w.is_ascii() && !w.contains(|c| ('\u{FF01}'..='\u{FF5E}').contains(&c)) {
        return (false, false); // Chinese
    }
    let w = halfwidth(w);
    if let Some((_, r1, _, r2)) = coordinate(&w) {
        return (true, r1 == 10 || r2 == 10);
    }
    if w.parse::<Wxf>().is_ok() || w.parse::<Chinese>().is_ok() {
        return (false, false);
    }
    (San::parse(&w).is_some(), w.contains("10"))
}

/// All readings of a WXF/Chinese description whose file holds several such pieces.
fn expand(
    origin: Origin,
    mut to_move: impl FnMut(Origin) -> Result<Move, NotationError>,
) -> MoveList {
    let ordinals = [
        Ordinal::Front,
        Ordinal::Middle,
        Ordinal::Rear,
        Ordinal::Nth(1),
        Ordinal::Nth(2),
        Ordinal::Nth(3),
        Ordinal::Nth(4),
        Ordinal::Nth(5),
    ];
    let mut out = MoveList::new();
    let mut add = |m: Move| {
        if !out.contains(&m) {
            out.push(m);
        }
    };
    // A file without an ordinal: each ordinal on it; an ordinal without a file: each file.
    let readings: Vec<(Ordinal, u8)> = match origin {
        Origin::File(n) => ordinals.into_iter().map(|o| (o, n)).collect(),
        Origin::Ordinal {
            ordinal,
            file: None,
        } => (1..=9).map(|n| (ordinal, n)).collect(),
        Origin::Ordinal { .. } => Vec::new(),
    };
    for (ordinal, n) in readings {
        if let Ok(m) = to_move(Origin::Ordinal {
            ordinal,
            file: Some(n),
        }) {
            add(m);
        }
    }
    out
}

/// A list of one move.
fn single(m: Move) -> MoveList {
    let mut l = MoveList::new();
    l.push(m);
    l
}

/// The moves a WXF/Chinese description names: the one its `origin` names, or, when that is
/// ambiguous, every reading of a more precise origin ([`expand`]).
fn by_origin(
    origin: Origin,
    mut to_move: impl FnMut(Origin) -> Result<Move, NotationError>,
) -> Result<MoveList, NotationError> {
    match to_move(origin) {
        Ok(m) => Ok(single(m)),
        Err(NotationError::Resolve(ResolveError::Ambiguous)) => expanded(expand(origin, to_move)),
        Err(e) => Err(e),
    }
}

fn ambiguous() -> NotationError {
    ResolveError::Ambiguous.into()
}

fn expanded(found: MoveList) -> Result<MoveList, NotationError> {
    if found.is_empty() {
        Err(ambiguous())
    } else {
        Ok(found)
    }
}

/// The legal moves a word can name in `pos` (one if it is unambiguous); an error if none.
pub(crate) fn candidates(
    pos: &Position,
    word: &str,
    base: RankBase,
) -> Result<MoveList, NotationError> {
    if word.len() > crate::notation::MAX_NOTATION_LEN {
        return Err(NotationError::TooLong);
    }
    let w = halfwidth(word);
    if let Some((f1, r1, f2, r2)) = coordinate(&w) {
        let sq = |f: File, r: u8| base.rank(r).map(|r| Square::from_coords(f, r));
        return match (sq(f1, r1), sq(f2, r2)) {
            (Some(from), Some(to)) => {
                let m = Move::new(from, to);
                if pos.is_legal(m) {
                    Ok(single(m))
                } else {
                    Err(ResolveError::Illegal { mv: m }.into())
                }
            }
            _ => Err(NotationError::Unrecognized),
        };
    }
    if let Ok(wxf) = w.parse::<Wxf>() {
        return by_origin(wxf.origin, |origin| Wxf { origin, ..wxf }.to_move(pos));
    }
    if let Ok(zh) = w.parse::<Chinese>() {
        return by_origin(zh.origin, |origin| Chinese { origin, ..zh }.to_move(pos));
    }
    // A WXF move with a check mark, `C2+5+`.
    if let Some(stripped) = w.strip_suffix(['+', '#']) {
        if stripped.parse::<Wxf>().is_ok() {
            return candidates(pos, stripped, base);
        }
    }
    match San::parse(&w) {
        Some(san) => san.candidates(pos, base),
        None => Err(NotationError::Unrecognized),
    }
}

/// How many of the moves in `rest` (up to `depth`, on the same line of play) can be read after
/// `pos`, trying every reading of an ambiguous one; `budget` bounds the work.
fn lookahead(
    mut pos: Position,
    rest: &[Token<'_>],
    base: RankBase,
    depth: usize,
    budget: &mut usize,
) -> usize {
    let mut n = 0;
    for (i, t) in rest.iter().enumerate() {
        if n == depth || *budget == 0 {
            break;
        }
        match t.tok {
            Tok::Comment(_) => continue,
            Tok::Move(w) => {
                *budget -= 1;
                match candidates(&pos, w, base) {
                    Ok(c) if c.len() == 1 => {
                        pos.play_unchecked(c[0]);
                        n += 1;
                    }
                    Ok(c) => {
                        let best = c
                            .iter()
                            .map(|&m| {
                                let mut p = pos.clone();
                                p.play_unchecked(m);
                                lookahead(p, &rest[i + 1..], base, depth - n - 1, budget)
                            })
                            .max()
                            .unwrap_or(0);
                        return n + 1 + best;
                    }
                    Err(_) => break,
                }
            }
            _ => break,
        }
    }
    n
}

/// Picks the reading of a move: the only one, or the one that lets the most following moves be
/// read (an error if that is a tie).
fn choose(
    pos: &Position,
    c: MoveList,
    rest: &[Token<'_>],
    base: RankBase,
) -> Result<Move, NotationError> {
    if c.len() == 1 {
        return Ok(c[0]);
    }
    let mut budget = LOOKAHEAD_BUDGET;
    let scores: Vec<usize> = c
        .iter()
        .map(|&m| {
            let mut p = pos.clone();
            p.play_unchecked(m);
            lookahead(p, rest, base, LOOKAHEAD, &mut budget)
        })
        .collect();
    let best = scores.iter().copied().max().unwrap_or(0);
    let mut winners = c.iter().zip(&scores).filter(|(_, &s)| s == best);
    match (winners.next(), winners.next()) {
        (Some((&m, _)), None) => Ok(m),
        _ => Err(ambiguous()),
    }
}

/// A movetext resolved into a tree.
pub(crate) struct Resolved {
    pub tree: MoveTree,
    pub error: Option<RecordError>,
    pub result: Option<GameResult>,
}

/// Resolves tokens into a tree from `start`; errors name `game`.
pub(crate) fn resolve(
    toks: &[Token<'_>],
    start: &Position,
    game: usize,
    format: Format,
) -> Resolved {
    let mut depends = false;
    let mut one_based = false;
    for t in toks {
        if let Tok::Move(w) = t.tok {
            let (d, one) = rank_hint(w);
            depends |= d;
            one_based |= one;
        }
    }
    let base = if one_based {
        RankBase::One
    } else {
        RankBase::Zero
    };
    let first = resolve_with(toks, start, game, format, base);
    if !depends || first.error.is_none() {
        return first;
    }
    let second = resolve_with(toks, start, game, format, base.other());
    let score = |r: &Resolved| (r.error.is_none(), r.tree.len());
    if score(&second) > score(&first) {
        second
    } else {
        first
    }
}

fn resolve_with(
    toks: &[Token<'_>],
    start: &Position,
    game: usize,
    format: Format,
    base: RankBase,
) -> Resolved {
    let mut b = TreeBuilder::new(start.clone());
    let mut cur = MoveTree::ROOT;
    // (node to return to, whether that line was dead)
    let mut stack: Vec<(NodeId, bool)> = Vec::new();
    let mut dead = false;
    // Comments between `(` and the variation's first move belong to that move.
    let mut pending: Vec<&str> = Vec::new();
    let mut fresh = false;
    let mut error: Option<RecordError> = None;
    let mut result = None;
    let fail = |error: &mut Option<RecordError>, e: RecordError| {
        error.get_or_insert(e);
    };
    for (i, t) in toks.iter().enumerate() {
        let at = |e: RecordError| e.in_game(game).at_line(t.line);
        match t.tok {
            Tok::Open => {
                stack.push((cur, dead));
                if !dead {
                    cur = b.tree().node(cur).parent().unwrap_or(MoveTree::ROOT);
                    fresh = true;
                    pending.clear();
                }
            }
            Tok::Close => match stack.pop() {
                Some((node, was_dead)) => {
                    cur = node;
                    dead = was_dead;
                    fresh = false;
                }
                None => fail(
                    &mut error,
                    at(RecordError::malformed(
                        format,
                        MalformedReason::UnopenedVariation,
                    )),
                ),
            },
            Tok::Comment(c) if !dead => {
                if fresh {
                    pending.push(c);
                } else {
                    b.comment(cur, c);
                }
            }
            Tok::Comment(_) => {}
            Tok::Result(r) => {
                if stack.is_empty() {
                    result = Some(r);
                    break;
                }
            }
            Tok::Move(_) if dead => {}
            Tok::Move(w) => {
                let ply = b.tree().node(cur).ply();
                let pos = b.position(cur);
                let mv =
                    candidates(pos, w, base).and_then(|c| choose(pos, c, &toks[i + 1..], base));
                let played = match mv {
                    Ok(m) => b
                        .play_legal(cur, m)
                        .map_err(|e| RecordError::refused(e, w, ply)),
                    Err(e) => Err(RecordError::bad_move(w, e)),
                };
                match played {
                    Ok(id) => {
                        cur = id;
                        if fresh {
                            for c in pending.drain(..) {
                                b.comment(id, c);
                            }
                            fresh = false;
                        }
                    }
                    Err(e) => {
                        fail(&mut error, at(e).at_ply(ply));
                        dead = true;
                    }
                }
            }
        }
    }
    if !stack.is_empty() {
        let line = toks.last().map_or(1, |t| t.line);
        fail(
            &mut error,
            RecordError::truncated(format, TruncatedReason::VariationNotClosed)
                .in_game(game)
                .at_line(line),
        );
    }
    Resolved {
        tree: b.finish(),
        error,
        result,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(fen: &str, word: &str) -> Vec<String> {
        let pos = Position::from_fen(fen).unwrap();
        let mut moves: Vec<String> = candidates(&pos, word, RankBase::Zero)
            .unwrap()
            .iter()
            .map(|m| m.to_string())
            .collect();
        moves.sort();
        moves
    }

    /// A description that names several pieces reads as each of them (the move after it
    /// decides): a file holding two chariots, and an ordinal without its file.
    #[test]
    fn an_ambiguous_description_reads_as_every_piece_it_may_name() {
        let chariots = "4k4/9/9/9/9/9/8R/9/9/3K4R w - - 0 1";
        assert_eq!(read(chariots, "车一进一"), ["i0i1", "i3i4"]);
        assert_eq!(read(chariots, "R1+1"), ["i0i1", "i3i4"]);
        // Two files with two soldiers each: the front one of each that can go to file 四.
        let soldiers = "4k4/9/9/2P3P2/2P3P2/9/9/9/9/3K5 w - - 0 1";
        assert_eq!(read(soldiers, "前兵平四"), ["g6f6"]);
    }
}

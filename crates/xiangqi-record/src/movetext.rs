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

use super::{Format, MalformedReason, TruncatedReason};
use super::{GameResult, MoveTree, NodeId, RecordError, TreeBuilder};
pub(crate) use xiangqi::notation::{is_coordinate, looks_like_move};
use xiangqi::notation::{RankBase, Reader, Step, Word};
use xiangqi::Position;

impl Word for Token<'_> {
    fn step(&self) -> Step<'_> {
        match self.tok {
            Tok::Move(w) => Step::Move(w),
            Tok::Comment(_) => Step::Skip,
            _ => Step::Stop,
        }
    }
}

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
        "1-0" => GameResult::RED_WINS,
        "0-1" => GameResult::BLACK_WINS,
        "1/2-1/2" | "½-½" => GameResult::DRAW,
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
    let words = || {
        toks.iter().filter_map(|t| match t.tok {
            Tok::Move(w) => Some(w),
            _ => None,
        })
    };
    let depends = words().any(RankBase::matters);
    let base = RankBase::detect(words());
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
                let reader = Reader {
                    lenient: true,
                    rank_base: Some(base),
                };
                let mv = reader.read_in_line(pos, w, &toks[i + 1..]);
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

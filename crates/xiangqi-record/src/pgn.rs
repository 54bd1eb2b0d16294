//! PGN reader: tag pairs, movetext in any notation ([`super::movetext`]), several games a file.
//!
//! A game starts at a tag line (`[Name "value"]`) that follows movetext, and its movetext ends
//! at its result marker (text after it, such as xqbase's footer, is skipped) or at the next
//! game's tags. A malformed tag line is skipped and noted as the game's `ERR_RECORD_FORMAT` error
//! (naming the line); the game's moves are still read.

use super::movetext;
use super::{Format, GameRecord, GameResult, MalformedReason, RecordError};

/// A tag pair `[Name "value"]` (escapes `\"` and `\\`); `None` if the line is not one.
fn parse_tag(line: &str) -> Option<(&str, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?.trim();
    let name_end = inner.find(|c: char| c.is_whitespace() || c == '"')?;
    let (name, rest) = inner.split_at(name_end);
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let body = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next().unwrap_or('\\')),
            c => value.push(c),
        }
    }
    Some((name, value))
}

/// One game's text: its tag lines and its movetext.
struct Section<'a> {
    tags: Vec<(usize, &'a str)>,
    movetext: &'a str,
    movetext_line: usize,
}

/// Splits a PGN file into games.
fn sections(text: &str) -> Vec<Section<'_>> {
    let mut out = Vec::new();
    let mut tags = Vec::new();
    let mut mt_start: Option<(usize, usize)> = None; // (byte, line)
    let mut mt_end = 0;
    let mut has_moves = false;
    let mut in_comment = false;
    let mut offset = 0;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        let line_no = i + 1;
        let line = raw.trim();
        let start = offset;
        offset += raw.len();
        if !in_comment && line.starts_with('[') {
            if has_moves {
                let (b, l) = mt_start.take().unwrap_or((start, line_no));
                out.push(Section {
                    tags: std::mem::take(&mut tags),
                    movetext: &text[b..mt_end],
                    movetext_line: l,
                });
                has_moves = false;
            }
            tags.push((line_no, line));
            continue;
        }
        for c in line.bytes() {
            match c {
                b'{' => in_comment = true,
                b'}' => in_comment = false,
                _ => {}
            }
        }
        if !line.is_empty() {
            has_moves = true;
            mt_start.get_or_insert((start, line_no));
            mt_end = offset;
        }
    }
    if has_moves || !tags.is_empty() {
        let (b, l) = mt_start.unwrap_or((text.len(), 1));
        out.push(Section {
            tags,
            movetext: &text[b..mt_end.max(b)],
            movetext_line: l,
        });
    }
    out
}

/// Reads every game of a PGN text.
pub(crate) fn read(text: &str) -> Vec<GameRecord> {
    sections(text)
        .into_iter()
        .enumerate()
        .map(|(index, s)| read_game(&s, index))
        .collect()
}

fn read_game(s: &Section<'_>, index: usize) -> GameRecord {
    let mut game = GameRecord::default();
    let mut fen = None;
    let mut errors: Vec<RecordError> = Vec::new();
    for &(line, text) in &s.tags {
        match parse_tag(text) {
            Some((name, value)) if name.eq_ignore_ascii_case("fen") => fen = Some((line, value)),
            Some((name, _)) if name.eq_ignore_ascii_case("setup") => {}
            Some((name, value)) => game.tags.set(name, value),
            None => errors.push(
                RecordError::malformed(
                    Format::Pgn,
                    MalformedReason::BadTag {
                        text: text.to_owned(),
                    },
                )
                .in_game(index)
                .at_line(line),
            ),
        }
    }
    if let Some((line, fen)) = fen {
        if !super::set_start_from_fen(&mut game, &fen, index, line) {
            game.result = game.tags.get("result").and_then(GameResult::parse_lenient);
            return game;
        }
    }
    let toks = movetext::tokenize(s.movetext, s.movetext_line);
    let resolved = movetext::resolve(&toks.toks, &game.start, index, Format::Pgn);
    game.tree = resolved.tree;
    game.result = game
        .tags
        .get("result")
        .and_then(GameResult::parse_lenient)
        .or(resolved.result);
    errors.extend(resolved.error);
    if let Some((line, reason)) = toks.error {
        errors.push(
            RecordError::truncated(Format::Pgn, reason)
                .in_game(index)
                .at_line(line),
        );
    }
    // The first error in the file.
    game.error = errors.into_iter().min_by_key(|e| e.line);
    game
}

/// Shared with the other movetext formats: tags from `Tags` plus a movetext.
pub(crate) fn game_from_movetext(
    mut game: GameRecord,
    movetext: &str,
    first_line: usize,
    index: usize,
    format: Format,
) -> GameRecord {
    let toks = movetext::tokenize(movetext, first_line);
    let resolved = movetext::resolve(&toks.toks, &game.start, index, format);
    game.tree = resolved.tree;
    if game.result.is_none() {
        game.result = resolved.result;
    }
    game.error = resolved.error.or_else(|| {
        toks.error.map(|(line, reason)| {
            RecordError::truncated(format, reason)
                .in_game(index)
                .at_line(line)
        })
    });
    game
}

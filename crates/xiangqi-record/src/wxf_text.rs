//! WXF text (XieXie, playOK): a header of `KEY value` lines (`FORMAT WXF`, `RED`, `BLACK`,
//! `DATE`, `EVENT`, `RESULT`, `FEN`, …), then `START{` movetext `}END`. Several games follow one
//! another, each from its `FORMAT` line.

use super::pgn::game_from_movetext;
use super::{newlines, Format, GameRecord, GameResult, LineCursor, RecordError, TruncatedReason};

/// Reads every game of a WXF text.
pub(crate) fn read(text: &str) -> Vec<GameRecord> {
    // Split at FORMAT lines (a game may also lack one: the text is then one game).
    let mut starts = vec![0];
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if offset > 0 && first_word(line).eq_ignore_ascii_case("FORMAT") {
            starts.push(offset);
        }
        offset += line.len();
    }
    starts.push(text.len());
    let mut lines = LineCursor::default();
    starts
        .windows(2)
        .enumerate()
        .map(|(index, w)| read_game(&text[w[0]..w[1]], lines.line_of(text, w[0]), index))
        .collect()
}

fn first_word(line: &str) -> &str {
    line.split_whitespace().next().unwrap_or("")
}

fn read_game(text: &str, first_line: usize, index: usize) -> GameRecord {
    let mut game = GameRecord::default();
    let (header, body, body_line) = match text.find("START{") {
        Some(i) => (
            &text[..i],
            &text[i + 6..],
            first_line + newlines(&text[..i]),
        ),
        None => ("", text, first_line),
    };
    for (n, line) in header.lines().enumerate() {
        let line = line.trim();
        let Some((key, value)) = line.split_once(char::is_whitespace) else {
            continue;
        };
        let value = value.trim().trim_end_matches(';').trim();
        match key.to_ascii_uppercase().as_str() {
            "FORMAT" | "" => {}
            _ if value.is_empty() => {}
            "FEN" => {
                if !super::set_start_from_fen(&mut game, value, index, first_line + n) {
                    return game;
                }
            }
            "RESULT" => {
                game.tags.set("result", value);
                game.result = GameResult::parse_lenient(value);
            }
            k => game.tags.set(&k.to_ascii_lowercase(), value),
        }
    }
    let (movetext, closed) = match body.find("}END") {
        Some(i) => (&body[..i], true),
        None => (body, !text.contains("START{")),
    };
    let mut game = game_from_movetext(game, movetext, body_line, index, Format::Wxf);
    if !closed && game.error.is_none() {
        let line = body_line + newlines(movetext);
        game.error = Some(
            RecordError::truncated(Format::Wxf, TruncatedReason::NoEnd)
                .in_game(index)
                .at_line(line),
        );
    }
    game
}

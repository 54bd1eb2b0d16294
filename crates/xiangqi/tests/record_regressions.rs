//! Inputs that once made the record reader loop forever (found on 象棋桥 CBF files, which are XML
//! with ideographic spaces): every one must end with a game or a coded error.

use xiangqi::record::{detect, read, ReadOptions};

fn ends(text: &str) {
    let _ = detect(text.as_bytes());
    let _ = read(text.as_bytes(), &ReadOptions::default());
}

#[test]
fn a_stray_closing_brace_ends() {
    ends("1. h2e2 } h9g7");
    ends("}");
    ends("[Event \"x\"]\n1. h2e2 }} h9g7 *");
}

#[test]
fn non_ascii_white_space_ends() {
    ends("第一局\u{3000}屏风马");
    ends("1.\u{3000}炮二平五\u{3000}马８进７");
    ends("\u{FEFF}<?xml version=\"1.0\"?>\n<Name>第一局\u{3000}屏风马</Name>");
    ends("1. h2e2\u{00A0}h9g7\u{2003}");
}

#[test]
fn ideographic_space_separates_moves() {
    let games = read(
        "1.\u{3000}h2e2\u{3000}h9g7".as_bytes(),
        &ReadOptions::default(),
    )
    .unwrap()
    .games;
    assert_eq!(games[0].moves_iccs(), ["h2e2", "h9g7"]);
}

/// A tag key that is no PGN tag name (read from another format; found by the record fuzzer:
/// `[event` was written as `[[event "…"]`, which the reader refused) is written with `_` for the
/// characters PGN names cannot hold, and the written PGN reads back with its moves and tags.
#[test]
fn tag_keys_that_are_no_pgn_names_are_written_readably() {
    use xiangqi::notation::Notation;
    use xiangqi::record::{write_pgn, GameRecord};
    let mut game = GameRecord::new(xiangqi::Position::new());
    game.tags.set("[event", "x");
    game.tags.set("red team", "y");
    game.tags.set("", "z");
    let pgn = write_pgn(&game, Notation::Iccs);
    let back = read(pgn.as_bytes(), &ReadOptions::default()).unwrap().games;
    assert_eq!(back.len(), 1);
    assert!(back[0].error.is_none(), "{pgn}\n{:?}", back[0].error);
    assert_eq!(back[0].tags.get("_event"), Some("x"));
    assert_eq!(back[0].tags.get("red_team"), Some("y"));
}

//! Malformed records, hand-made from the real ones of `tests/records/`: each gives its documented
//! error (code, game, line or offset, ply) and keeps the part of the game before the bad part.

use xiangqi_record::{
    read, read_str, Format, GameRecord, ReadOptions, RecordError, Records, MAX_PLIES,
    MAX_RECORD_BYTES,
};

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/../../tests/records/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn read_bytes(bytes: &[u8]) -> Records {
    read(bytes, &ReadOptions::default()).unwrap()
}

fn one(bytes: &[u8]) -> GameRecord {
    let mut r = read_bytes(bytes);
    assert_eq!(r.games.len(), 1);
    r.games.remove(0)
}

fn err(game: &GameRecord) -> &RecordError {
    game.error.as_ref().expect("the game has an error")
}

/// GBK bytes of a text.
fn gbk(text: &str) -> Vec<u8> {
    let (bytes, _, bad) = encoding_rs::GB18030.encode(text);
    assert!(!bad);
    bytes.into_owned()
}

/// The mainline of the intact file.
fn mainline(name: &str) -> Vec<String> {
    one(&fixture(name)).moves_iccs()
}

// ---------------------------------------------------------------- PGN

#[test]
fn pgn_illegal_move_at_ply_n() {
    // eleeye_SAMPLE.PGN is GBK; replace Red's 6th move (ply 10, 车九平六) by an impossible one.
    let bytes = fixture("pgn/eleeye_SAMPLE.PGN");
    let (text, _, _) = encoding_rs::GB18030.decode(&bytes);
    let text = text.replacen("车九平六", "车九平一", 1);
    let line = text.lines().position(|l| l.contains("车九平一")).unwrap() + 1;
    let game = one(&gbk(&text));
    let e = err(&game);
    assert_eq!(e.code(), "ERR_RECORD_MOVE");
    assert_eq!((e.game, e.line, e.ply), (Some(0), Some(line), Some(10)));
    assert!(e.to_string().contains("车九平一"), "{e}");
    assert_eq!(game.moves_iccs(), mainline("pgn/eleeye_SAMPLE.PGN")[..10]);
    // The tags and comments before it are kept.
    assert_eq!(game.tags.get("red"), Some("许银川"));
    assert!(game
        .tree
        .node(xiangqi_record::MoveTree::ROOT)
        .comment()
        .is_some());
}

#[test]
fn pgn_unreadable_move() {
    let game = one(b"[Event \"x\"]\n1. h2e2 h9g7\n2. Q9z9 h7h0\n");
    let e = err(&game);
    assert_eq!(
        (e.code(), e.line, e.ply),
        ("ERR_RECORD_MOVE", Some(3), Some(2))
    );
    assert_eq!(game.moves_iccs(), ["h2e2", "h9g7"]);
}

#[test]
fn pgn_truncated_in_a_comment() {
    let bytes = fixture("pgn/eleeye_SAMPLE.PGN");
    let (text, _, _) = encoding_rs::GB18030.decode(&bytes);
    // Cut in the middle of the comment after 6... 车１平２.
    let cut = text.find("聂棋圣仍按常规战法").unwrap();
    let game = one(&gbk(&text[..cut]));
    let e = err(&game);
    assert_eq!(e.code(), "ERR_RECORD_FORMAT");
    assert!(e.to_string().contains("truncated"), "{e}");
    assert_eq!(game.moves_iccs(), mainline("pgn/eleeye_SAMPLE.PGN")[..12]);
}

#[test]
fn pgn_truncated_in_a_move() {
    let text = "[Game \"Chinese Chess\"]\n1. 炮二平五 马８进７\n2. 马二进三 车９平８\n3. 车一平";
    let game = one(text.as_bytes());
    let e = err(&game);
    assert_eq!(
        (e.code(), e.line, e.ply),
        ("ERR_RECORD_MOVE", Some(4), Some(4))
    );
    assert_eq!(game.moves().len(), 4);
}

#[test]
fn pgn_variation_not_closed() {
    let game = one(b"1. h2e2 h9g7 (1... b9c7 2. h0g2\n");
    let e = err(&game);
    assert_eq!(e.code(), "ERR_RECORD_FORMAT");
    assert_eq!(game.moves_iccs(), ["h2e2", "h9g7"]);
    assert_eq!(game.tree.variation_count(), 1);
}

#[test]
fn pgn_bad_gbk_keeps_the_games_before() {
    // wukong_bulk_games_uci.pgn has 15 games; break the bytes inside game 3 (0-based 2).
    let bytes = fixture("pgn/wukong_bulk_games_uci.pgn");
    let text = String::from_utf8(bytes.clone()).unwrap();
    let at = text.match_indices("[Event").nth(2).unwrap().0 + 200;
    let mut bad = bytes[..at].to_vec();
    bad.extend_from_slice(b"\x81\x20"); // a GBK lead byte with no valid trail byte
    bad.extend_from_slice(&bytes[at..]);
    let r = read_bytes(&bad);
    assert_eq!(r.games.len(), 3);
    let intact = read_bytes(&bytes);
    assert_eq!(r.games[0], intact.games[0]);
    assert_eq!(r.games[1], intact.games[1]);
    let e = err(&r.games[2]);
    assert_eq!(
        (e.code(), e.game, e.offset),
        ("ERR_RECORD_ENCODING", Some(2), Some(at))
    );
    let got = r.games[2].moves_iccs();
    assert!(!got.is_empty() && intact.games[2].moves_iccs().starts_with(&got));
}

#[test]
fn not_text_at_all() {
    let e = read(b"\x81\x20\x81\x20", &ReadOptions::default()).unwrap_err();
    assert_eq!((e.code(), e.offset), ("ERR_RECORD_ENCODING", Some(0)));
}

#[test]
fn pgn_unknown_tag_syntax() {
    let text = "[Event \"ok\"]\n[Red 许银川]\n[Black \"聂卫平\"\n1. 炮二平五 马８进７ 1-0\n";
    let game = one(text.as_bytes());
    let e = err(&game);
    assert_eq!((e.code(), e.line), ("ERR_RECORD_FORMAT", Some(2)));
    assert!(e.to_string().contains("bad tag syntax"), "{e}");
    // The good tags and the whole game are still read.
    assert_eq!(game.tags.get("event"), Some("ok"));
    assert_eq!(game.moves_iccs(), ["h2e2", "h9g7"]);
    assert_eq!(game.result.map(|r| r.as_str()), Some("1-0"));
}

#[test]
fn pgn_bad_fen() {
    let game = one(b"[FEN \"rnbakabnr/9/9 w\"]\n1. h2e2\n");
    let e = err(&game);
    assert_eq!((e.code(), e.line), ("ERR_RECORD_FORMAT", Some(1)));
    assert!(game.tree.is_empty());
}

#[test]
fn pgn_errors_name_their_game() {
    let text = "[Event \"a\"]\n1. h2e2 *\n\n[Event \"b\"]\n1. h2e2 h9g7 2. e2e9 *\n";
    let r = read_bytes(text.as_bytes());
    assert!(r.games[0].error.is_none());
    let e = err(&r.games[1]);
    assert_eq!((e.game, e.line, e.ply), (Some(1), Some(5), Some(2)));
}

// ---------------------------------------------------------------- DhtmlXQ

fn wukong_44() -> String {
    String::from_utf8(fixture("dhtmlxq/wukong_44.html")).unwrap()
}

#[test]
fn dhtmlxq_illegal_move_at_ply_n() {
    let text = wukong_44();
    let start = text.find("[DhtmlXQ_movelist]").unwrap() + 18;
    // Ply 6 (0-based, Red to move) becomes a move of Black's chariot.
    let mut bad = text.clone();
    bad.replace_range(start + 24..start + 28, "0009");
    let game = one(bad.as_bytes());
    let e = err(&game);
    assert_eq!(
        (e.code(), e.ply, e.line),
        ("ERR_RECORD_MOVE", Some(6), Some(17))
    );
    assert_eq!(game.moves_iccs(), mainline("dhtmlxq/wukong_44.html")[..6]);
    assert_eq!(game.tags.get("red"), Some("ZHAO GuoRong"));
}

#[test]
fn dhtmlxq_truncated() {
    let text = wukong_44();
    let start = text.find("[DhtmlXQ_movelist]").unwrap() + 18;
    // Cut in the middle of the 11th move.
    let game = one(&text.as_bytes()[..start + 42]);
    let e = err(&game);
    assert_eq!(e.code(), "ERR_RECORD_FORMAT");
    assert!(e.to_string().contains("truncated"), "{e}");
    assert_eq!(game.moves_iccs(), mainline("dhtmlxq/wukong_44.html")[..10]);
}

#[test]
fn dhtmlxq_bad_binit() {
    let game = one(
        "[DhtmlXQ_binit]0919[/DhtmlXQ_binit][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]".as_bytes(),
    );
    assert_eq!(err(&game).code(), "ERR_RECORD_FORMAT");
}

#[test]
fn dhtmlxq_variation_off_a_missing_move() {
    let text = "[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_move_0_9_1]7062[/DhtmlXQ_move_0_9_1][/DhtmlXQ]";
    let game = one(text.as_bytes());
    assert_eq!(err(&game).code(), "ERR_RECORD_FORMAT");
    assert_eq!(game.moves_iccs(), ["h2e2"]);
}

// ---------------------------------------------------------------- WXF text and UCI

#[test]
fn wxf_truncated_and_illegal() {
    let text = String::from_utf8(fixture("other/elephantchess_game1.wxf")).unwrap();
    let full = mainline("other/elephantchess_game1.wxf");
    let cut = text.find("}END").unwrap();
    let game = one(&text.as_bytes()[..cut]);
    assert_eq!(err(&game).code(), "ERR_RECORD_FORMAT");
    assert_eq!(game.moves_iccs(), full);

    // 3. H2+3 → H2+5 (beyond a horse's reach): ply 4.
    let bad = text.replacen("3.  H2+3", "3.  H2+5", 1);
    let game = one(bad.as_bytes());
    let e = err(&game);
    assert_eq!(
        (e.code(), e.ply, e.line),
        ("ERR_RECORD_MOVE", Some(4), Some(9))
    );
    assert_eq!(game.moves_iccs(), full[..4]);
    assert_eq!(game.tags.get("red"), Some("XieXieMaster"));
}

#[test]
fn uci_illegal_move_and_bad_fen() {
    let game = one(b"position startpos moves h2e2 h9g7 e2e9 b9c7");
    let e = err(&game);
    assert_eq!((e.code(), e.ply), ("ERR_RECORD_MOVE", Some(2)));
    assert_eq!(game.moves_iccs(), ["h2e2", "h9g7"]);

    let game = one(b"position fen 9/9/9 w moves h2e2");
    assert_eq!(err(&game).code(), "ERR_RECORD_FORMAT");

    let r = read_bytes(b"position startpos moves h2e2\nposition fen 3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1 moves d9d8\n");
    assert_eq!(r.games.len(), 2);
    assert_eq!(r.games[1].moves_iccs(), ["d9d8"]);
}

// ---------------------------------------------------------------- formats and limits

#[test]
fn unknown_formats() {
    for bytes in [
        &b"hello world"[..],
        b"",
        b"\x00\x01\x02binary",
        &fixture("other/cchess_test.cbf")[..64],
    ] {
        let e = read(bytes, &ReadOptions::default()).unwrap_err();
        assert_eq!(e.code(), "ERR_RECORD_FORMAT", "{bytes:?}");
    }
    // Told a format, the text is read as that format.
    let e = read(b"1. h2e2", &ReadOptions::with_format(Format::DhtmlXq)).unwrap_err();
    assert_eq!(e.code(), "ERR_RECORD_FORMAT");
}

#[test]
fn too_large() {
    let big = vec![b' '; MAX_RECORD_BYTES + 1];
    let e = read(&big, &ReadOptions::default()).unwrap_err();
    assert_eq!(e.code(), "ERR_RECORD_LIMIT");
    let e = read_str(std::str::from_utf8(&big).unwrap(), &ReadOptions::default()).unwrap_err();
    assert_eq!(e.code(), "ERR_RECORD_LIMIT");
}

#[test]
fn too_many_plies() {
    // Horses out and back: never illegal, longer than MAX_PLIES.
    let text = "h0g2 h9g7 g2h0 g7h9 ".repeat(MAX_PLIES / 4 + 2);
    let game = one(text.as_bytes());
    let e = err(&game);
    assert_eq!((e.code(), e.ply), ("ERR_RECORD_LIMIT", Some(MAX_PLIES)));
    assert_eq!(game.moves().len(), MAX_PLIES);
}

#[test]
fn errors_as_json() {
    let game = one(b"1. h2e2 h9g7 2. h0h9");
    let json = serde_json::to_value(&game).unwrap();
    assert_eq!(json["error"]["code"], "ERR_RECORD_MOVE");
    assert_eq!(json["error"]["ply"], 2);
    assert_eq!(json["error"]["line"], 1);
    assert_eq!(json["error"]["game"], 0);
    assert_eq!(json["error"]["text"], "h0h9");
    assert_eq!(json["moves"], serde_json::json!(["h2e2", "h9g7"]));
    // Reading the JSON back checks every move.
    let bad = r#"{"fen":"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1","moves":["h2e2","e2e9"]}"#;
    let e = serde_json::from_str::<GameRecord>(bad).unwrap_err();
    assert!(e.to_string().contains("moves[1]"), "{e}");
}

// ---------------------------------------------------------------- any input

#[test]
fn odd_characters_between_moves() {
    // Ideographic spaces, stray braces and parentheses between moves.
    let game = one("1.\u{3000}h2e2\u{3000}} h9g7 ) 2. h0g2".as_bytes());
    assert_eq!(game.moves_iccs(), ["h2e2", "h9g7", "h0g2"]);
    assert_eq!(err(&game).code(), "ERR_RECORD_FORMAT"); // the ')' without '('
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

    /// Any text or bytes: a result or an error, never a panic or a hang.
    #[test]
    fn any_input_is_read_or_refused(text in "[\\PC\\s]{0,300}", bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..300)) {
        for f in [None, Some(Format::Pgn), Some(Format::DhtmlXq), Some(Format::Wxf), Some(Format::Uci)] {
            let opts = ReadOptions {
                format: f,
                ..ReadOptions::default()
            };
            let _ = read_str(&text, &opts);
            let _ = read(&bytes, &opts);
        }
        let pgnish = format!("[Event \"x\"]\n1. h2e2 {text} h9g7 (1... b9c7 {text}) 2. 炮二平五 {text}");
        let _ = read_str(&pgnish, &ReadOptions::default());
        let ubb = format!("[DhtmlXQ][DhtmlXQ_movelist]7747{text}[/DhtmlXQ_movelist][DhtmlXQ_comment1]{text}");
        let _ = read_str(&ubb, &ReadOptions::default());
    }
}
